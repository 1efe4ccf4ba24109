// The inbound half of the pipeline, the same for IMAP, local mode, .eml files, the dashboard and the
// API: store the raw mail first (unique by Message-ID), then process it in one transaction that
// runs its commands, writes the reply and every caused mail to the outbox, and marks it done.
import type { App } from "../app.ts";
import type { Tx } from "../db/client.ts";
import { isRetryableConflict } from "../db/errors.ts";
import { messageIdOf, parseMail, type ParsedMail } from "./parse.ts";
import { queueMail } from "./outbox.ts";
import { redactedColumns } from "./redact.ts";
import { Notices } from "../commands/notices.ts";
import type { MailContext } from "../commands/context.ts";
import { authenticate, renderReply, runLines } from "../commands/run.ts";

export type InboundSource = "imap" | "local" | "eml" | "web" | "api";

export interface Received {
  inboundId: number;
  messageId: string;
  duplicate: boolean;
}

/** Stores a raw mail before anything else happens. A Message-ID seen before is not stored again. */
export async function receiveRaw(app: App, raw: Buffer | string, source: InboundSource): Promise<Received> {
  const messageId = messageIdOf(raw);
  // the exact bytes are what gets parsed (an 8-bit ISO-8859-1 body must survive); the text copy is
  // for people reading the inbound log
  const bytes = typeof raw === "string" ? Buffer.from(raw, "utf8") : raw;
  const text = bytes.toString("utf8");
  const from = /^from:\s*(.*)$/im.exec(text.split(/\r?\n\r?\n/, 1)[0])?.[1]?.trim() ?? "";
  const subject = /^subject:\s*(.*)$/im.exec(text.split(/\r?\n\r?\n/, 1)[0])?.[1]?.trim() ?? "";
  // INSERT … ON CONFLICT DO NOTHING: two processes storing the same mail at once both succeed, once.
  const rows = await app.db.prisma.$queryRawUnsafe<{ id: number }[]>(
    `INSERT INTO "InboundMessage" ("messageId", source, raw, "rawBytes", "fromAddress", subject, "receivedAt")
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT ("messageId") DO NOTHING RETURNING id`,
    messageId, source, text.replace(/\u0000/g, ""), bytes, from.replace(/\u0000/g, "").slice(0, 500), subject.replace(/\u0000/g, "").slice(0, 500), app.now(),
  );
  if (rows.length) return { inboundId: rows[0].id, messageId, duplicate: false };
  const existing = await app.db.prisma.inboundMessage.findUniqueOrThrow({ where: { messageId } });
  return { inboundId: existing.id, messageId, duplicate: true };
}

const TX = { timeout: 120_000, maxWait: 60_000 };
const MAX_ATTEMPTS = 3;

/** Processes one stored mail. Safe to call again: a mail that is no longer pending is left alone. */
export async function processInbound(app: App, inboundId: number): Promise<void> {
  const once = () =>
    app.db.prisma.$transaction(async (tx) => {
      const claimed = await tx.$queryRawUnsafe<{ id: number }[]>(
        `SELECT id FROM "InboundMessage" WHERE id = $1 AND status = 'pending' FOR UPDATE SKIP LOCKED`, inboundId);
      if (!claimed.length) return;
      const row = await tx.inboundMessage.findUniqueOrThrow({ where: { id: inboundId } });
      await handle(app, tx, row.id, row.rawBytes ? Buffer.from(row.rawBytes) : row.raw);
    }, TX);
  try {
    // Two mails locking the same games in opposite orders deadlock; PostgreSQL aborts one of them.
    // Its transaction rolled back whole, so running it again is safe (and usually succeeds at once).
    for (let attempt = 1; ; attempt++) {
      try {
        await once();
        break;
      } catch (e) {
        if (attempt >= 5 || !isRetryableConflict(e)) throw e;
        await new Promise((r) => setTimeout(r, 20 * attempt + Math.floor(Math.random() * 30)));
      }
    }
  } catch (e) {
    // An unexpected failure: the transaction rolled back, the mail is still pending. Count the attempt;
    // after a few, give up on it and tell the sender (without details) so nothing waits forever.
    app.log.error({ inboundId, err: (e as Error).message }, "processing a mail failed");
    await app.db.prisma.$transaction(async (tx) => {
      const row = await tx.inboundMessage.update({ where: { id: inboundId }, data: { attempts: { increment: 1 }, error: String((e as Error).message).slice(0, 2000) } });
      if (row.attempts >= MAX_ATTEMPTS && row.status === "pending") {
        await tx.inboundMessage.update({ where: { id: inboundId }, data: { status: "failed", processedAt: app.now() } });
        const parsed = await parseMail(row.rawBytes ? Buffer.from(row.rawBytes) : row.raw, { serviceAddress: app.config.MAIL_FROM, maxBytes: app.config.MAX_MAIL_BYTES }).catch(() => null);
        if (parsed?.from && parsed.classification === "command")
          await queueMail(tx, app.config.MAIL_FROM, {
            to: parsed.from, kind: "reply-error", subject: replySubject(parsed.subject), inboundId, createdAt: app.now(),
            body: "Herald could not process your mail because of an internal error. Nothing in it was carried out; the administrator has been told. Please try again later.\n",
            inReplyTo: parsed.messageId, references: parsed.references,
          });
      }
    }, TX);
  }
}

/** Processes every pending mail in arrival order; returns how many were looked at. */
export async function processPending(app: App, limit = 500): Promise<number> {
  const rows = await app.db.prisma.inboundMessage.findMany({ where: { status: "pending" }, orderBy: { id: "asc" }, take: limit, select: { id: true } });
  for (const r of rows) await processInbound(app, r.id);
  return rows.length;
}

/** Receive + process in one call (local mode, web, API). */
export async function submitRaw(app: App, raw: Buffer | string, source: InboundSource): Promise<Received> {
  const r = await receiveRaw(app, raw, source);
  if (!r.duplicate) await processInbound(app, r.inboundId);
  return r;
}

async function errorRepliesLastHour(app: App, tx: Tx, to: string): Promise<number> {
  const since = new Date(app.now().getTime() - 3600_000);
  return tx.outbox.count({ where: { toAddress: to, kind: "reply-error", createdAt: { gte: since } } });
}

async function handle(app: App, tx: Tx, inboundId: number, raw: Buffer | string): Promise<void> {
  const parsed: ParsedMail = await parseMail(raw, { serviceAddress: app.config.MAIL_FROM, maxBytes: app.config.MAX_MAIL_BYTES });
  // once processed, the stored source keeps no password (redact.ts)
  const done = async (data: Record<string, unknown>) =>
    tx.inboundMessage.update({ where: { id: inboundId }, data: { processedAt: app.now(), ...data, ...(await redactedColumns(raw)) } as any });
  // replies carry the service clock: the error-reply rate limit counts them against it
  const reply = { to: parsed.from, subject: replySubject(parsed.subject), inReplyTo: parsed.messageId, references: parsed.references, inboundId, createdAt: app.now() };

  if (parsed.classification !== "command" && parsed.classification !== "too-large") {
    // never answer auto-replies, bounces, lists, or our own mail: recorded only
    await done({ status: "ignored", classification: parsed.classification, parsed: { reason: parsed.reason } });
    return;
  }
  const rateLimited = async () => (await errorRepliesLastHour(app, tx, parsed.from)) >= app.config.ERROR_REPLIES_PER_HOUR;
  if (parsed.classification === "too-large") {
    if (await rateLimited()) return void (await done({ status: "ignored", classification: "rate-limited", parsed: { reason: parsed.reason } }));
    await queueMail(tx, app.config.MAIL_FROM, { ...reply, kind: "reply-error",
      body: `Your mail was too large for Herald (${parsed.reason}). Nothing in it was read. Send your commands as plain text, without attachments.\n` });
    await done({ status: "done", classification: "too-large", parsed: { reason: parsed.reason } });
    return;
  }

  const ctx: MailContext = {
    app, tx, from: parsed.from, account: null, authTried: false,
    gameId: parsed.subjectGame, notices: new Notices(), inboundId, messageId: parsed.messageId,
    references: [...parsed.references, parsed.messageId], actingAdmin: null,
  };
  if (ctx.gameId && !(await tx.game.findUnique({ where: { id: ctx.gameId } }))) ctx.gameId = null;
  const lines = parsed.lines.slice(0, 200);
  const notes: string[] = [];
  if (parsed.lines.length > 200) notes.push(`Only the first 200 command lines were read; ${parsed.lines.length - 200} were ignored.`);
  if (parsed.attachments.length)
    notes.push(`Attachments are ignored: ${parsed.attachments.map((a) => `${a.filename} (${a.contentType}, ${a.size} bytes)`).join(", ")}.`);
  await authenticate(ctx, lines, parsed.to);
  const results = lines.length ? await runLines(ctx, lines) : [];
  if (!lines.length) notes.push("Herald found no command in your mail. Send HELP for the list of commands.");
  const errorOnly = results.every((r) => !r.result.ok);
  if (errorOnly && (await rateLimited())) {
    await done({ status: "done", classification: "rate-limited", accountId: ctx.account?.id ?? null, parsed: { lines: logLines(results), notes } });
    return;
  }
  await ctx.notices.flush(tx, app.config.MAIL_FROM, { inboundId, references: ctx.references });
  await queueMail(tx, app.config.MAIL_FROM, {
    ...reply,
    accountId: ctx.account && ctx.account.email === parsed.from ? ctx.account.id : null,
    gameId: ctx.gameId,
    kind: errorOnly ? "reply-error" : "reply",
    body: renderReply(results, notes),
  });
  if (ctx.account) await tx.account.update({ where: { id: ctx.account.id }, data: { lastMailAt: app.now() } });
  await done({ status: "done", classification: "command", accountId: ctx.account?.id ?? null, parsed: { lines: logLines(results), notes, reason: parsed.reason } });
}

/**
 * What the inbound log keeps of each line: the line (passwords masked) and OK or the error. Never the
 * OK texts: they can hold a new password or a private view, and the log is shown on the dashboard.
 */
function logLines(results: Awaited<ReturnType<typeof runLines>>) {
  return results.map((r) => ({ line: r.line, ok: r.result.ok, ...(r.result.ok ? {} : { error: r.result.error }) }));
}

function replySubject(subject: string): string {
  const s = subject.trim() || "your commands";
  return /^re:/i.test(s) ? s : `Re: ${s}`;
}

/**
 * Pushes command text through the pipeline in an account's name, as a mail from its address to a
 * fresh reply-key address (so it authenticates exactly like a reply would). Used by the dashboard's
 * "act as" form and administrator buttons, and by the JSON API. Returns the reply Herald wrote.
 */
export async function submitAsAccount(
  app: App,
  accountId: number,
  input: { body: string; subject?: string; source: "web" | "api" },
): Promise<{ inboundId: number; reply: string | null }> {
  const { hashReplyKey, newReplyKey } = await import("../accounts/secrets.ts");
  const { replyAddress } = await import("./outbox.ts");
  const { composeRaw } = await import("./compose.ts");
  const account = await app.db.prisma.account.findUniqueOrThrow({ where: { id: accountId } });
  const key = newReplyKey();
  await app.db.prisma.replyKey.create({ data: { keyHash: hashReplyKey(key), accountId } });
  const raw = await composeRaw({ from: account.email, to: replyAddress(app.config.MAIL_FROM, key), subject: input.subject ?? "", text: input.body });
  const r = await submitRaw(app, raw, input.source);
  const reply = await app.db.prisma.outbox.findFirst({ where: { inboundId: r.inboundId, kind: { in: ["reply", "reply-error"] } } });
  return { inboundId: r.inboundId, reply: reply?.body ?? null };
}
