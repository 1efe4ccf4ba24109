// A Herald App on a throwaway database (PostgreSQL or PGlite), with helpers to send a mail through the
// real pipeline and read what Herald queued. The clock is controllable.
import { unwrap } from "../../src/lib/wrap.ts";
import { loadConfig } from "../../src/config.ts";
import type { App } from "../../src/app.ts";
import { makeLogger } from "../../src/log.ts";
import { submitRaw } from "../../src/intake/inbound.ts";
import { composeRaw } from "../../src/mail/compose.ts";
import { ensureAdmins } from "../../src/accounts/admins.ts";
import { openTestDatabase, type DbKind } from "./db.ts";
import type { Outbox } from "../../src/generated/prisma/client.ts";
import type { GameEngine } from "../../src/games/engine.ts";
import { GAMES } from "../../src/games/index.ts";
import { Games } from "../../src/games/registry.ts";
import { PasswordCache } from "../../src/accounts/password-cache.ts";

export const SERVICE = "herald@example.test";
export const ADMIN = "root@example.test";
export const ADMIN_PASSWORD = "admin-secret-pw-long-enough";

export interface TestApp extends App {
  clock: { now: Date };
  url?: string;
  close(): Promise<void>;
  /**
   * sends a mail through the pipeline; returns the reply body (the one reply to this mail) with the
   * outbox's soft line breaks joined (src/lib/wrap.ts unwrap): its words as a reflowing client shows
   * them. mails() and mailsSince() do the same, and keep the stored text in `stored`.
   */
  send(
    from: string,
    body: string,
    opts?: {
      subject?: string;
      to?: string;
      messageId?: string;
      attachments?: Array<{ filename: string; content: Buffer | Uint8Array; contentType?: string }>;
    },
  ): Promise<string>;
  /** every queued mail, oldest first, optionally only to one address (bodies as in `send`; see StoredMail) */
  mails(to?: string): Promise<StoredMail[]>;
  /** mails queued after a given outbox id */
  mailsSince(id: number, to?: string): Promise<StoredMail[]>;
  lastOutboxId(): Promise<number>;
  /** REGISTER then return the password from the reply */
  register(email: string, name: string): Promise<string>;
}

/**
 * An outbox row as a test reads it: `body` with the soft line breaks of the outbox's wrap joined (the
 * same words, as a reflowing client shows them: src/lib/wrap.ts), `stored` as written and sent (what
 * the 78-column checks read: tests/games-mail/rt-helpers.ts tooWide).
 */
export type StoredMail = Outbox & { stored: string };
const asRead = (rows: Outbox[]): StoredMail[] => rows.map((r) => ({ ...r, stored: r.body, body: unwrap(r.body) }));

let seq = 0;

/** `moreGames`: engines written for a test (tests/conformance/toy, a guessing game), beside Herald's own. */
export async function makeTestApp(
  kind: DbKind = "postgres",
  env: Record<string, string> = {},
  moreGames: readonly GameEngine[] = [],
): Promise<TestApp> {
  const t = await openTestDatabase(kind);
  // HERALD_TEST_LOG=debug shows the app's log while a test runs (to see where a request waits)
  const level = process.env.HERALD_TEST_LOG ?? "silent";
  const config = loadConfig({ MAIL_FROM: SERVICE, ADMIN_EMAILS: ADMIN, ADMIN_PASSWORD, LOG_LEVEL: level, ...env });
  // a fixed test clock; TEST_CLOCK moves it (e.g. a year ahead) to check that nothing mixes it with the real one
  const clock = { now: new Date(process.env.TEST_CLOCK ?? "2026-11-29T12:00:00Z") };
  const app: TestApp = {
    config,
    db: t.db,
    log: makeLogger(level),
    games: new Games([...GAMES, ...moreGames]),
    passwords: new PasswordCache(),
    now: () => new Date(clock.now),
    clock,
    url: t.url,
    close: t.close,
    async send(from, body, opts = {}) {
      const messageId = opts.messageId ?? `t${++seq}.${Date.now()}@test`;
      const raw = await composeRaw({
        from,
        to: opts.to ?? SERVICE,
        subject: opts.subject ?? "commands",
        text: body,
        messageId,
        attachments: opts.attachments,
      });
      const r = await submitRaw(app, raw, "local");
      const inbound = await app.db.prisma.inboundMessage.findUniqueOrThrow({ where: { id: r.inboundId } });
      const reply = await app.db.prisma.outbox.findFirst({
        where: { inboundId: inbound.id, kind: { in: ["reply", "reply-error", "reply-auth"] } },
      });
      return unwrap(reply?.body ?? "");
    },
    async mails(to) {
      return asRead(
        await app.db.prisma.outbox.findMany({ where: to ? { toAddress: to.toLowerCase() } : {}, orderBy: { id: "asc" } }),
      );
    },
    async mailsSince(id, to) {
      return asRead(
        await app.db.prisma.outbox.findMany({
          where: { id: { gt: id }, ...(to ? { toAddress: to.toLowerCase() } : {}) },
          orderBy: { id: "asc" },
        }),
      );
    },
    async lastOutboxId() {
      return (await app.db.prisma.outbox.aggregate({ _max: { id: true } }))._max.id ?? 0;
    },
    async register(email, name) {
      const reply = await app.send(email, `REGISTER ${name}`);
      const m = /Your password is: (\S+)/.exec(reply);
      if (!m) throw new Error(`REGISTER failed: ${reply}`);
      return m[1];
    },
  };
  await ensureAdmins(app);
  return app;
}

/**
 * Runs every pending mail once, in arrival order, as its job would (src/intake/worker.ts): what a
 * worker does on a job's next try, without waiting for pg-boss's retry delay.
 */
export async function runPending(app: App): Promise<void> {
  const { runInboundJob } = await import("../../src/intake/worker.ts");
  const rows = await app.db.prisma.inboundMessage.findMany({ where: { status: "pending" }, orderBy: { id: "asc" } });
  for (const r of rows) await runInboundJob(app, { id: `test-${r.id}`, data: { mail: r.dedupeKey }, retryCount: 0 });
}
