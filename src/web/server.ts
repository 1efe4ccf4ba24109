// The web side of Herald: health, readiness and the local-mode endpoints the CLI uses while the
// service runs (the embedded database has one owner: the running process). The admin dashboard and
// the JSON API plug in here as plugins.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import type { App } from "../app.ts";
import { submitRaw } from "../mail/inbound.ts";
import { composeRaw } from "../mail/compose.ts";
import { listOutbox } from "../mail/outbox-list.ts";

export interface LocalEndpoint {
  url: string;
  token: string;
  pid: number;
}

export function localEndpointFile(dataDir: string): string {
  return path.join(dataDir, "local-endpoint.json");
}

export async function buildWeb(app: App, opts: { localToken?: string } = {}): Promise<FastifyInstance> {
  const web = Fastify({ logger: false, bodyLimit: 2 * 1024 * 1024, trustProxy: false });
  web.get("/healthz", async () => ({ ok: true }));
  web.get("/readyz", async (_req, reply) => {
    try {
      await app.db.prisma.$queryRawUnsafe("SELECT 1");
      return { ready: true, database: app.db.kind };
    } catch {
      return reply.code(503).send({ ready: false });
    }
  });

  if (opts.localToken) {
    const token = opts.localToken;
    // Local CLI endpoints: only with the token from DATA_DIR (readable by the owner of the data only).
    web.register(async (local) => {
      local.addHook("onRequest", async (req, reply) => {
        const given = String(req.headers["x-herald-local-token"] ?? "");
        if (given.length !== token.length || !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(token)))
          return reply.code(401).send({ error: "unauthorised" });
      });
      local.post<{ Body: { from: string; to?: string; subject?: string; body: string } }>("/local/send", async (req) => {
        const b = req.body;
        const raw = await composeRaw({ from: b.from, to: b.to ?? app.config.MAIL_FROM, subject: b.subject ?? "", text: b.body });
        const r = await submitRaw(app, raw, "local");
        return { inboundId: r.inboundId, duplicate: r.duplicate };
      });
      local.get<{ Querystring: { to?: string; since?: string } }>("/local/outbox", async (req) => {
        return listOutbox(app, { to: req.query.to, sinceId: req.query.since ? Number(req.query.since) : undefined });
      });
    });
  }
  return web;
}

/** Starts the web server and publishes the local endpoint for the CLI. */
export async function startWeb(app: App): Promise<{ close: () => Promise<void> }> {
  const token = crypto.randomBytes(24).toString("hex");
  const web = await buildWeb(app, { localToken: app.config.MAIL_MODE === "local" ? token : undefined });
  await web.listen({ port: app.config.PORT, host: app.config.HOST });
  const addr = web.server.address();
  const port = typeof addr === "object" && addr ? addr.port : app.config.PORT;
  const file = localEndpointFile(app.config.DATA_DIR);
  if (app.config.MAIL_MODE === "local") {
    fs.mkdirSync(app.config.DATA_DIR, { recursive: true });
    const ep: LocalEndpoint = { url: `http://${app.config.HOST === "0.0.0.0" ? "127.0.0.1" : app.config.HOST}:${port}`, token, pid: process.pid };
    fs.writeFileSync(file, JSON.stringify(ep), { mode: 0o600 });
  }
  return {
    async close() {
      try { fs.unlinkSync(file); } catch {}
      await web.close();
    },
  };
}
