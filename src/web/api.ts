// The JSON API under /api, for scripts. Every route needs `Authorization: Bearer <token>` (tokens are
// made on the dashboard's token page). A player's token acts as that player and sees what the player
// may see (public views, their own seat's view, their own mails); an administrator's admin token may
// read the full secret state (written to the game's audit log), act as any account and read every mail.
// Two routes need no token: GET /api/key, Herald's public signing key (docs/fair-play.md), and the API's description.
// Described by an OpenAPI document at /api/openapi.json (zod schemas via fastify-type-provider-zod), open to
// anyone like /api/key: it describes the routes and holds no data.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { App } from "../app.ts";
import type { Viewer } from "../games/engine.ts";
import { submitOnBehalf } from "./on-behalf.ts";
import { tokenUser } from "./auth.ts";
import { GAME_STATUSES, gameWithSeats, gatedRead, listGames, viewOf } from "./data.ts";
import { outboxList } from "./mails.ts";
import { publicKey } from "../fairplay/key-store.ts";
import { keyFingerprint } from "../fairplay/sign.ts";

/** Routes anyone may read: the public key (anyone checking a record needs it) and the API's own description. */
const PUBLIC_ROUTES = new Set(["/api/key", "/api/openapi.json"]);

const GameSummary = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  host: z.string(),
  players: z.array(z.object({ seat: z.number(), name: z.string(), status: z.string() })),
  awaited: z.array(z.string()).describe("who the game waits for"),
  since: z.string().describe("when the game last changed (ISO 8601)"),
  createdAt: z.string(),
});

const GameDetail = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  players: z.array(z.object({ seat: z.number(), name: z.string(), status: z.string() })),
  viewer: z.string().describe('"public", "admin" or "seat N"'),
  view: z.unknown().describe("the engine's view for that viewer (null before the game starts)"),
  text: z.string().nullable().describe("the same view as the text a mail would show"),
});

const OutboxItem = z.object({
  id: z.number(),
  to: z.string(),
  gameId: z.string().nullable(),
  kind: z.string(),
  subject: z.string(),
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  body: z.string(),
});

const ErrorBody = z.object({ error: z.string() });

export async function registerApi(api: FastifyInstance, app: App): Promise<void> {
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(serializerCompiler);
  const r = api.withTypeProvider<ZodTypeProvider>();

  api.addHook("onRequest", async (req, reply) => {
    if (PUBLIC_ROUTES.has(req.routeOptions.url ?? "")) return;
    const t = await tokenUser(app, req);
    if (!t)
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="herald"')
        .send({ error: "a valid API token is required (Authorization: Bearer …)" });
    req.token = t;
  });

  r.get(
    "/key",
    {
      schema: {
        tags: ["fair play"],
        summary: "Herald's public key (no token needed): it signs START mails and game records",
        response: { 200: z.object({ key: z.string(), fingerprint: z.string() }) },
      },
    },
    async () => {
      const key = await publicKey(app.db.prisma);
      return { key, fingerprint: keyFingerprint(key) };
    },
  );

  r.get("/openapi.json", { schema: { hide: true } }, async () => api.swagger());

  r.get(
    "/me",
    {
      schema: {
        tags: ["account"],
        summary: "The token's account and rights",
        response: { 200: z.object({ id: z.number(), name: z.string(), email: z.string(), admin: z.boolean() }) },
      },
    },
    async (req) => ({
      id: req.token!.account.id,
      name: req.token!.account.name,
      email: req.token!.account.email,
      admin: req.token!.admin,
    }),
  );

  r.get(
    "/games",
    {
      schema: {
        tags: ["games"],
        summary: "List games",
        querystring: z.object({ kind: z.string().max(40).optional(), status: z.enum(GAME_STATUSES).optional() }),
        response: { 200: z.array(GameSummary) },
      },
    },
    async (req) => {
      const games = await listGames(app, { kind: req.query.kind, status: req.query.status });
      return games.map((g) => ({ ...g, since: g.since.toISOString(), createdAt: g.createdAt.toISOString() }));
    },
  );

  r.get(
    "/games/:id",
    {
      schema: {
        tags: ["games"],
        summary: "Read a game",
        description:
          "view=public (default), seat (the token's own seat) or admin (the full secret state: admin tokens only; audited).",
        params: z.object({ id: z.string().max(40) }),
        querystring: z.object({ view: z.enum(["public", "seat", "admin"]).default("public") }),
        response: { 200: GameDetail, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      const t = req.token!;
      const game = await gameWithSeats(app, req.params.id);
      if (!game) return reply.code(404).send({ error: `there is no game ${req.params.id}` });
      // the gate decides (src/service/gate.ts): the token's own seat, or the secret state on purpose
      let viewer: Viewer = "public";
      if (req.query.view !== "public") {
        if (req.query.view === "admin" && !t.admin)
          return reply.code(403).send({ error: "the secret state needs an administrator's admin token" });
        const d = await gatedRead(app, game, t.account, req.query.view === "admin" ? "read-secrets" : "read-own", "api");
        if (!d.ok) return reply.code(403).send({ error: d.why });
        if (req.query.view === "seat" && (d.viewer === "public" || d.viewer === "admin"))
          return reply.code(403).send({ error: `you have no seat in ${game.id}` });
        viewer = d.viewer;
      }
      const label = viewer === "admin" || viewer === "public" ? viewer : `seat ${viewer.seat}`;
      const v = viewOf(app.games, game, viewer);
      return {
        id: game.id,
        kind: game.kind,
        status: game.status,
        players: game.seats.map((s) => ({ seat: s.seat, name: s.name, status: s.status })),
        viewer: label,
        view: v?.view ?? null,
        text: v?.text ?? null,
      };
    },
  );

  r.post(
    "/commands",
    {
      schema: {
        tags: ["commands"],
        summary: "Inject a command mail",
        description:
          "The body goes through the same pipeline as a mail from the account (the token's own, or `as` with an admin token); the answer is Herald's reply.",
        body: z.object({
          body: z.string().min(1).max(100_000),
          subject: z.string().max(300).optional(),
          as: z.string().email().optional().describe("act as this account (admin tokens only)"),
        }),
        response: { 200: z.object({ inboundId: z.number(), reply: z.string().nullable() }), 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      const t = req.token!;
      let accountId = t.account.id;
      // commands carry the account's rights; an administrator's account must not act through a token
      // that was made without administrator rights
      if (!t.admin && t.account.isAdmin)
        return reply.code(403).send({
          error:
            "this token has no administrator rights, but its account is an administrator's: use an admin token to send commands",
        });
      if (req.body.as) {
        if (!t.admin) return reply.code(403).send({ error: "acting as another account needs an admin token" });
        const acc = await app.db.prisma.account.findUnique({ where: { email: req.body.as.toLowerCase() } });
        if (!acc) return reply.code(404).send({ error: `no account ${req.body.as}` });
        accountId = acc.id;
      }
      // `as`: the administrator's own mail with AS lines, so the real actor is known, audited and announced
      const out = await submitOnBehalf(app, t.account.id, accountId, {
        body: req.body.body,
        subject: req.body.subject,
        source: "api",
      });
      app.log.info({ tokenId: t.id, accountId, inboundId: out.inboundId }, "API command mail");
      return out;
    },
  );

  r.get(
    "/outbox",
    {
      schema: {
        tags: ["outbox"],
        summary: "Read the outbox",
        description:
          "Admin tokens read every mail they may see (another person's private mail of a game without its body); other tokens only the mails to their own address.",
        querystring: z.object({
          to: z.string().max(300).optional(),
          gameId: z.string().max(40).optional(),
          since: z.coerce.number().int().min(0).optional().describe("only mails with a larger id"),
          limit: z.coerce.number().int().min(1).max(1000).default(200),
        }),
        response: { 200: z.array(OutboxItem) },
      },
    },
    async (req) => {
      const t = req.token!;
      const q = req.query;
      const to = t.admin ? q.to?.toLowerCase() : t.account.email;
      // through the gate (src/web/mails.ts): another person's private mail of a game without its body
      const rows = await outboxList(app, t.account, {
        to,
        game: q.gameId?.toLowerCase(),
        since: q.since,
        take: q.limit,
        order: "asc",
      });
      return rows.map((m) => ({
        id: m.id,
        to: m.toAddress,
        gameId: m.gameId,
        kind: m.kind,
        subject: m.subject,
        status: m.status,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
        body: m.body,
      }));
    },
  );
}
