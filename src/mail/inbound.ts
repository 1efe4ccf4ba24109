// The inbound half of the pipeline, the same for IMAP, local mode, .eml files, the dashboard and the
// API: store the raw mail first (unique by its dedupe key), then process it in one transaction that
// runs its commands, writes the reply and every caused mail to the outbox, and marks it done.
//
// Every mail ends in exactly one terminal state, whatever its bytes (docs/inbound.md): done, ignored
// (classification names why) or quarantined (error says why). What the mail says about itself is
// normalised before it reaches the database (normalise.ts); a mail whose processing still fails is
// tried MAX_ATTEMPTS times, or once when it ran past the time budget, then quarantined. The give-up
// reply is best-effort and written after the row is already final, so it can never leave it pending.
import { directTransaction, rows, together, type Statement } from "../db/direct.ts";
import type { App } from "../app.ts";
import type { Tx } from "../db/client.ts";
import { isRetryableConflict } from "../db/errors.ts";
import { dedupeKeyOf, headOf, messageIdOf, parseMail, type ParsedMail } from "./parse.ts";
import { queueMail, queueMails } from "../outbox/outbox.ts";
import { redactedColumns } from "./redact.ts";
import { cleanHeader, cleanJson, cleanText, sha256, threadId } from "../lib/normalise.ts";
import { repliesToMailbox, boundReply } from "./reply-budget.ts";
import { Notices } from "../commands/notices.ts";
import type { MailContext } from "../commands/context.ts";
import { authenticate, ECHO_TO_ACCOUNT, ECHO_TO_STRANGER, renderReply, resultText, runLines } from "../commands/run.ts";
import { AUTH_ERROR } from "../commands/context.ts";
import { format } from "../i18n/format.ts";
import { m, type Lang, type Msg } from "../i18n/msg.ts";
import { mailLanguageOf, readerLanguage } from "./language.ts";
import { gameRef, rememberGame } from "../commands/games.ts";
import { isPasswordLine } from "../commands/moves.ts";
import { isUploadLine, takesFiles } from "../commands/files.ts";
import { readSender } from "../accounts/sender.ts";
import { replyKeyIn } from "../outbox/outbox.ts";
import { hashReplyKey } from "../lib/secrets.ts";
import { claimForSender, handOver, type HandOff } from "../outbox/handoff.ts";
import { notifyOutbox } from "./sender.ts";

export type InboundSource = "imap" | "local" | "eml" | "web" | "api";

export interface Received {
  inboundId: number;
  messageId: string;
  duplicate: boolean;
}

function headerValue(head: string, name: string): string {
  const m = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(head);
  return cleanHeader(m?.[1] ?? "", 500);
}

// Prisma serialises a query's parameters and results synchronously: a 5 MB bytea blocks the event loop
// (and /healthz) for a second on a busy machine. Raw bytes go to and from the database in chunks.
const BYTES_CHUNK = 256 * 1024;

async function appendBytes(db: Pick<Tx, "$executeRawUnsafe">, id: number, bytes: Buffer): Promise<void> {
  for (let at = BYTES_CHUNK; at < bytes.length; at += BYTES_CHUNK)
    await db.$executeRawUnsafe(
      `UPDATE "InboundMessage" SET "rawBytes" = "rawBytes" || $2 WHERE id = $1`,
      id,
      bytes.subarray(at, at + BYTES_CHUNK),
    );
}

/** The people's copy of a raw mail: readable text, cut at RAW_TEXT_MAX (rawBytes keeps every byte). */
const RAW_TEXT_MAX = 256 * 1024;
function textCopy(bytes: Buffer): string {
  if (bytes.length <= RAW_TEXT_MAX) return cleanText(bytes.toString("utf8"));
  return `${cleanText(bytes.subarray(0, RAW_TEXT_MAX).toString("utf8"))}\n[… ${bytes.length - RAW_TEXT_MAX} more bytes not shown]`;
}

/**
 * Stores a raw mail before anything else happens. A re-delivery (same Message-ID, From and body) is not
 * stored again. When the database refuses the row anyway, the bytes are kept in a minimal row that is
 * quarantined at once: no mail can make storing fail on every pass.
 */
export async function receiveRaw(app: App, raw: Buffer | string, source: InboundSource): Promise<Received> {
  // the exact bytes are what gets parsed (an 8-bit ISO-8859-1 body must survive); the text copy is
  // for people reading the inbound log
  const bytes = typeof raw === "string" ? Buffer.from(raw, "utf8") : raw;
  const messageId = messageIdOf(bytes);
  const dedupeKey = dedupeKeyOf(bytes);
  const { head } = headOf(bytes);
  let stored: { id: number }[];
  try {
    // INSERT … ON CONFLICT DO NOTHING: two processes storing the same mail at once both succeed, once.
    // A large mail is appended in chunks in the same transaction: never half-stored.
    const insert = (db: Tx) =>
      rows<{ id: number }>(
        db,
        `INSERT INTO "InboundMessage" ("messageId", "dedupeKey", source, raw, "rawBytes", "fromAddress", subject, "receivedAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT ("dedupeKey") DO NOTHING RETURNING id`,
        messageId,
        dedupeKey,
        source,
        textCopy(bytes),
        bytes.subarray(0, BYTES_CHUNK),
        headerValue(head, "from"),
        headerValue(head, "subject"),
        app.now(),
      );
    stored =
      bytes.length <= BYTES_CHUNK
        ? await insert(app.db.prisma)
        : await app.db.prisma.$transaction(
            async (tx) => {
              const r = await insert(tx);
              if (r.length) await appendBytes(tx, r[0].id, bytes);
              return r;
            },
            { timeout: 120_000, maxWait: 60_000 },
          );
  } catch (e) {
    const error = cleanText(`the database refused the mail: ${(e as Error).message}`, 2000);
    app.log.error({ dedupeKey, err: error }, "storing a mail failed; it is kept quarantined");
    stored = await app.db.prisma.$queryRawUnsafe<{ id: number }[]>(
      `INSERT INTO "InboundMessage" ("messageId", "dedupeKey", source, raw, "rawBytes", "fromAddress", status, error, "receivedAt", "processedAt")
       VALUES ($1, $2, $3, '', $4, '', 'quarantined', $5, $6, $6) ON CONFLICT ("dedupeKey") DO NOTHING RETURNING id`,
      `sha256-${sha256(bytes)}`,
      dedupeKey,
      source,
      bytes.subarray(0, BYTES_CHUNK),
      error,
      app.now(),
    );
    if (stored.length) await appendBytes(app.db.prisma, stored[0].id, bytes).catch(() => {});
  }
  if (stored.length) return { inboundId: stored[0].id, messageId, duplicate: false };
  const existing = await app.db.prisma.inboundMessage.findUniqueOrThrow({ where: { dedupeKey }, select: { id: true } });
  return { inboundId: existing.id, messageId, duplicate: true };
}

const MAX_ATTEMPTS = 3;
/** Command lines read from one mail. */
const MAX_LINES = 200;

/** The bytes to parse: rawBytes, or the text copy for rows stored before rawBytes existed. */
async function rawOf(db: Pick<Tx, "inboundMessage" | "$queryRawUnsafe">, inboundId: number): Promise<Buffer | string> {
  // one round trip for the usual small mail; chunks for a large one
  const [row] = await db.$queryRawUnsafe<{ n: number | null; b: Uint8Array | null }[]>(
    `SELECT length("rawBytes") AS n, CASE WHEN length("rawBytes") <= $2 THEN "rawBytes" END AS b FROM "InboundMessage" WHERE id = $1`,
    inboundId,
    BYTES_CHUNK,
  );
  if (row?.n === null || row?.n === undefined)
    return (await db.inboundMessage.findUniqueOrThrow({ where: { id: inboundId }, select: { raw: true } })).raw;
  if (row.b) return Buffer.from(row.b);
  const parts: Buffer[] = [];
  for (let at = 0; at < row.n; at += BYTES_CHUNK) {
    const [c] = await db.$queryRawUnsafe<{ c: Uint8Array }[]>(
      `SELECT substring("rawBytes" FROM $2 FOR $3) AS c FROM "InboundMessage" WHERE id = $1`,
      inboundId,
      at + 1,
      BYTES_CHUNK,
    );
    parts.push(Buffer.from(c.c));
  }
  return Buffer.concat(parts);
}

class OverBudget extends Error {
  constructor(ms: number) {
    super(`processing took ${ms} ms`);
  }
}

function isTimeout(e: unknown): boolean {
  if (e instanceof OverBudget) return true;
  const x = e as { code?: string; message?: string };
  return x?.code === "P2028" || /transaction.*(timeout|expired|closed)/i.test(String(x?.message ?? ""));
}

/**
 * Processes one stored mail. Safe to call again: a mail that is no longer pending is left alone.
 * Returns "held" when the mail is still pending afterwards (another process holds it, or this attempt
 * failed and it will be tried again), "done" otherwise.
 */
export async function processInbound(app: App, inboundId: number): Promise<"done" | "held"> {
  const started = Date.now();
  const budgetMs = app.config.MAIL_TIME_BUDGET_SECONDS * 1000;
  const slowMs = app.config.SLOW_MAIL_SECONDS * 1000;
  // logged while it still runs (when the event loop is free), and again with the time when it ends
  const slow = setTimeout(() => app.log.warn({ inboundId, ms: Date.now() - started }, "a mail is still being processed"), slowMs);
  slow.unref?.();
  let notClaimed: boolean; // set by each attempt below
  /** the outbox rows of the attempt that committed, written claimed for this process's sender */
  let handOff: HandOff | null = null;
  const stillPending = async () =>
    (await app.db.prisma.inboundMessage.findUnique({ where: { id: inboundId }, select: { status: true } }))?.status === "pending";
  const once = () =>
    directTransaction(
      app.db.prisma,
      async (tx) => {
        handOff = claimForSender(app, tx);
        // the claim and the bytes of a usual small mail in one round trip (rawOf reads a large one in chunks)
        const claimed = await rows<{ n: number | null; b: Uint8Array | null }>(
          tx,
          `SELECT length("rawBytes") AS n, CASE WHEN length("rawBytes") <= $2 THEN "rawBytes" END AS b
         FROM "InboundMessage" WHERE id = $1 AND status = 'pending' FOR UPDATE SKIP LOCKED`,
          inboundId,
          BYTES_CHUNK,
        );
        if (!claimed.length) return void (notClaimed = true);
        const small = claimed[0].b;
        await handle(app, tx, inboundId, small ? Buffer.from(small) : await rawOf(tx, inboundId));
        // not every driver enforces the transaction timeout (PGlite's does not): a mail over its budget
        // is rolled back here, before the commit, and quarantined
        if (Date.now() - started > budgetMs) throw new OverBudget(Date.now() - started);
      },
      { timeout: Math.max(1000, budgetMs - (Date.now() - started)), maxWait: 60_000 },
    );
  try {
    // Two mails locking the same games in opposite orders deadlock; PostgreSQL aborts one of them.
    // Its transaction rolled back whole, so running it again is safe (and usually succeeds at once).
    for (let attempt = 1; ; attempt++) {
      try {
        notClaimed = false;
        await once();
        // committed: its mails go to this process's sender now (or wait for a claim)
        if (!handOver(app, handOff)) notifyOutbox(app);
        // not claimed: done already, or locked by another process (then it is still pending)
        return notClaimed && (await stillPending()) ? "held" : "done";
      } catch (e) {
        if (attempt >= 5 || !isRetryableConflict(e) || Date.now() - started > budgetMs) throw e;
        await new Promise((r) => setTimeout(r, 20 * attempt + Math.floor(Math.random() * 30)));
      }
    }
  } catch (e) {
    const overBudget = Date.now() - started >= budgetMs || isTimeout(e);
    await failed(app, inboundId, e, overBudget);
    notifyOutbox(app); // a give-up reply, when it was quarantined
    return (await stillPending().catch(() => true)) ? "held" : "done";
  } finally {
    clearTimeout(slow);
    const ms = Date.now() - started;
    if (ms >= slowMs) app.log.warn({ inboundId, ms }, "slow mail");
  }
}

/**
 * An unexpected failure: the transaction rolled back, the mail is still pending. Count the attempt;
 * after MAX_ATTEMPTS (or at once when over the time budget) quarantine it. Never throws.
 */
async function failed(app: App, inboundId: number, e: unknown, overBudget: boolean): Promise<void> {
  const message = cleanText(String((e as Error)?.message ?? e), 2000);
  app.log.error({ inboundId, err: message, overBudget }, "processing a mail failed");
  try {
    const rows = await app.db.prisma.$queryRawUnsafe<{ attempts: number }[]>(
      `UPDATE "InboundMessage" SET attempts = attempts + 1, error = $2 WHERE id = $1 AND status = 'pending' RETURNING attempts`,
      inboundId,
      message,
    );
    if (!rows.length) return;
    if (overBudget) await quarantine(app, inboundId, `over the ${app.config.MAIL_TIME_BUDGET_SECONDS} s time budget: ${message}`);
    else if (rows[0].attempts >= MAX_ATTEMPTS) await quarantine(app, inboundId, `failed ${rows[0].attempts} times: ${message}`);
  } catch (e2) {
    app.log.error({ inboundId, err: (e2 as Error).message }, "recording a failed mail failed; it stays pending");
  }
}

/** Marks a pending mail quarantined, then (best-effort, separately) tells the sender. */
export async function quarantine(app: App, inboundId: number, reason: string): Promise<void> {
  const rows = await app.db.prisma.$queryRawUnsafe<{ id: number }[]>(
    `UPDATE "InboundMessage" SET status = 'quarantined', error = $2, "processedAt" = $3 WHERE id = $1 AND status = 'pending' RETURNING id`,
    inboundId,
    cleanText(reason, 2000),
    app.now(),
  );
  if (!rows.length) return;
  app.log.warn({ inboundId, reason: cleanText(reason, 300) }, "mail quarantined");
  try {
    const parsed = await parseMail(await rawOf(app.db.prisma, inboundId), {
      serviceAddress: app.config.MAIL_FROM,
      maxBytes: app.config.MAX_MAIL_BYTES,
    });
    if (!parsed.from || parsed.classification !== "command") return;
    await app.db.prisma.$transaction(async (tx) => {
      if ((await repliesToMailbox(tx, parsed.from, ["reply-error"], since(app))) >= app.config.ERROR_REPLIES_PER_HOUR) return;
      const lang = readerLanguage(await tx.account.findUnique({ where: { email: parsed.from } }), mailLanguageOf(parsed));
      await queueMail(tx, app.config.MAIL_FROM, {
        to: parsed.from,
        kind: "reply-error",
        subject: format(lang, m("mail.giveUpSubject")),
        inboundId,
        createdAt: app.now(),
        body: `${format(lang, m("mail.giveUpBody"))}\n`,
        lang,
        inReplyTo: threadId(parsed.messageId),
        references: parsed.references,
      });
    });
  } catch (e) {
    app.log.warn({ inboundId, err: cleanText((e as Error).message, 300) }, "no give-up reply for a quarantined mail");
  }
}

/** The dashboard's "process again": a quarantined mail goes back to pending and is processed now. */
export async function processAgain(app: App, inboundId: number): Promise<boolean> {
  const n = await app.db.prisma.inboundMessage.updateMany({
    where: { id: inboundId, status: { in: ["quarantined", "failed"] } },
    data: { status: "pending", attempts: 0, error: null, processedAt: null },
  });
  if (!n.count) return false;
  await processInbound(app, inboundId);
  return true;
}

/**
 * Processes every pending mail in arrival order; returns how many were looked at. One mail never
 * stops the others; `stop` is asked between mails (shutdown).
 */
export async function processPending(app: App, limit = 500, stop: () => boolean = () => false): Promise<number> {
  const rows = await app.db.prisma.inboundMessage.findMany({
    where: { status: "pending" },
    orderBy: { id: "asc" },
    take: limit,
    select: { id: true },
  });
  let n = 0;
  for (const r of rows) {
    if (stop()) break;
    try {
      await processInbound(app, r.id);
    } catch (e) {
      app.log.error({ inboundId: r.id, err: cleanText((e as Error).message, 300) }, "processing a pending mail failed");
    }
    n++;
  }
  return n;
}

/** Receive + process in one call (local mode, web, API). */
export async function submitRaw(app: App, raw: Buffer | string, source: InboundSource): Promise<Received> {
  const r = await receiveRaw(app, raw, source);
  if (!r.duplicate) await processInbound(app, r.inboundId);
  return r;
}

function since(app: App): Date {
  return new Date(app.now().getTime() - 3600_000);
}

/** Herald's own subject for replies to addresses without an account (never the sender's words), in English. */
export const STRANGER_SUBJECT = format("en", m("mail.strangerSubject"));

/** What made a too-large mail too large, said in the reader's language. */
function tooLargeReason(t: ParsedMail["tooLarge"], reason: string): Msg | string {
  if (!t) return reason; // not reached: parse.ts sets it on every too-large mail
  return "bytes" in t
    ? m("mail.overBytes", { bytes: t.bytes, limit: t.limit })
    : m("mail.overMultiparts", { n: t.multiparts, limit: t.limit });
}

/** How a processed mail ends: its row's status, classification, account and what the log keeps. */
interface Done {
  status: "done" | "ignored";
  classification: string;
  accountId?: number | null;
  parsed: Record<string, unknown>;
}

async function handle(app: App, tx: Tx, inboundId: number, raw: Buffer | string): Promise<void> {
  const parsed: ParsedMail = await parseMail(raw, { serviceAddress: app.config.MAIL_FROM, maxBytes: app.config.MAX_MAIL_BYTES });
  // once processed, the stored source keeps no password (redact.ts); the account's last mail is noted in
  // the same statement (one round trip fewer on every mail)
  const doneWrites = async (data: Done, lastMailOf: number | null = null): Promise<Statement[]> => {
    const red = await redactedColumns(raw);
    const at = app.now();
    return [
      ...(lastMailOf === null ? [] : [{ sql: `UPDATE "Account" SET "lastMailAt" = $1 WHERE id = $2`, params: [at, lastMailOf] }]),
      {
        sql: `UPDATE "InboundMessage" SET "processedAt" = $2, status = $3, classification = $4, "accountId" = $5, parsed = $6::jsonb,
         raw = COALESCE($7, raw), "rawBytes" = COALESCE($8, "rawBytes")
       WHERE id = $1`,
        params: [
          inboundId,
          at,
          data.status,
          cleanText(data.classification),
          data.accountId ?? null,
          JSON.stringify(cleanJson(data.parsed)),
          red.raw ?? null,
          red.rawBytes ?? null,
        ],
      },
    ];
  };
  const done = async (data: Done, lastMailOf: number | null = null) => together(tx, await doneWrites(data, lastMailOf));

  if (parsed.classification !== "command" && parsed.classification !== "too-large") {
    // never answer auto-replies, bounces, lists, our own mail, no-reply senders, spam, DMARC failures
    await done({ status: "ignored", classification: parsed.classification, parsed: { reason: parsed.reason } });
    return;
  }
  // An address without an account may be forged: its replies are few, short, and under Herald's subject.
  // what authentication will ask comes in the same round trip: the guessing counts for a PASSWORD line,
  // the owners of the reply keys among the recipients (accounts/sender.ts, commands/run.ts authenticate)
  const facts = await readSender(app, tx, parsed.from, {
    failures: parsed.lines.slice(0, MAX_LINES).some(isPasswordLine),
    keyHashes: parsed.to.map((r) => replyKeyIn(r, app.config.MAIL_FROM)).flatMap((k) => (k ? [hashReplyKey(k)] : [])),
    gameId: parsed.subjectGame?.toLowerCase() ?? null,
  });
  const sender = facts.account;
  // An account whose owner never proved their address (a REGISTER anyone can forge from any From)
  // counts as a stranger — reply budget, Herald's subject, a short echo — until a mail of theirs
  // authenticates (docs/roles.md, "Accounts"): a forged REGISTER must not make an address a target.
  let known = !!sender && (!!sender.verifiedAt || sender.isAdmin);
  if (
    !known &&
    (await repliesToMailbox(tx, parsed.from, ["reply", "reply-error", "reply-auth"], since(app))) >=
      app.config.STRANGER_REPLIES_PER_HOUR
  ) {
    await done({
      status: "ignored",
      classification: "rate-limited",
      parsed: { reason: "hourly reply budget of an address without an account used up" },
    });
    return;
  }
  // the language of the mail, guessed once (for a sender without an account, and a new account's default)
  const mailLanguage = mailLanguageOf(parsed);
  const arrivalLang = readerLanguage(sender, mailLanguage);
  // replies carry the service clock: the rate limits count them against it
  const reply = {
    to: parsed.from,
    subject: known ? replySubject(parsed.subject, arrivalLang) : format(arrivalLang, m("mail.strangerSubject")),
    inReplyTo: threadId(parsed.messageId),
    references: parsed.references,
    inboundId,
    createdAt: app.now(),
  };
  const rateLimited = async (kind: "reply-error" | "reply-auth" = "reply-error") =>
    (await repliesToMailbox(tx, parsed.from, [kind], since(app))) >= app.config.ERROR_REPLIES_PER_HOUR;
  if (parsed.classification === "too-large") {
    if (await rateLimited())
      return void (await done({ status: "ignored", classification: "rate-limited", parsed: { reason: parsed.reason } }));
    await queueMail(tx, app.config.MAIL_FROM, {
      ...reply,
      kind: "reply-error",
      lang: arrivalLang,
      body: `${format(arrivalLang, m("mail.tooLarge", { reason: tooLargeReason(parsed.tooLarge, parsed.reason) }))}\n`,
    });
    await done({ status: "done", classification: "too-large", parsed: { reason: parsed.reason } });
    return;
  }

  const ctx: MailContext = {
    app,
    tx,
    from: parsed.from,
    account: null,
    authTried: false,
    gameId: parsed.subjectGame,
    notices: new Notices(),
    inboundId,
    messageId: reply.inReplyTo,
    references: reply.inReplyTo ? [...parsed.references, reply.inReplyTo] : parsed.references,
    actingAdmin: null,
    mailLanguage,
  };
  // the subject's game was read with the sender: remembered when it exists, forgotten when it does not
  if (ctx.gameId && facts.game) {
    rememberGame(ctx, facts.game);
    ctx.gameId = facts.game.id;
  } else if (ctx.gameId && (facts.game === null || !(await gameRef(ctx, ctx.gameId)))) ctx.gameId = null;
  const lines = parsed.lines.slice(0, MAX_LINES);
  const notes: Msg[] = [];
  if (parsed.lines.length > MAX_LINES)
    notes.push(m("mail.onlyFirstLines", { read: MAX_LINES, ignored: parsed.lines.length - MAX_LINES }));
  // a game that takes files gets the mail's file as a move (commands/files.ts); elsewhere files are ignored
  ctx.files = parsed.attachments.map((a) => ({ name: a.filename, contentType: a.contentType, bytes: a.content }));
  const uploads = lines.some(isUploadLine) || (parsed.attachments.length > 0 && takesFiles(ctx.gameId));
  if (uploads && !lines.some(isUploadLine)) lines.push("UPLOAD");
  if (parsed.attachments.length && !uploads)
    notes.push(
      m("mail.attachmentsIgnored", {
        list: parsed.attachments
          .slice(0, known ? 10 : 3)
          .map((a) =>
            m("mail.attachment", { name: a.filename.slice(0, known ? 60 : 30), type: a.contentType.slice(0, 40), size: a.size }),
          ),
      }),
    );
  await authenticate(ctx, lines, parsed.to, facts);
  // the first mail that authenticates makes its account a known sender
  if (!known && ctx.account && ctx.account.email === parsed.from) {
    known = true;
    reply.subject = replySubject(parsed.subject, arrivalLang);
  }
  const results = lines.length ? await runLines(ctx, lines) : [];
  if (!lines.length) notes.push(m("mail.noCommand"));
  // a line refused for want of an account: say how to get one (the same words whether or not the
  // address has an account, so they tell nobody which addresses do)
  if (!ctx.account && results.some((r) => !r.result.ok && r.result.error === AUTH_ERROR)) notes.push(m("mail.authHint"));
  // the reader is the address's account (one REGISTER may just have made); never the account of
  // another address that a PASSWORD line or AS acted for
  const lang =
    (ctx.account?.email === parsed.from || !ctx.account ? results.at(-1)?.lang : undefined) ??
    readerLanguage(ctx.account?.email === parsed.from ? ctx.account : sender, mailLanguage);
  const noteTexts = notes.map((n) => format(lang, n));
  const logNotes = notes.map((n) => format("en", n)); // the inbound log is the administrator's, in English
  const errorOnly = results.every((r) => !r.result.ok);
  // Answers to mails whose PASSWORD failed have a budget of their own: mails forged with the owner's
  // From and wrong passwords must not use up the owner's error replies (the owner is never silenced).
  const errorKind = ctx.authTried && !ctx.account ? "reply-auth" : "reply-error";
  // and such a mail may be anyone's: answered as a stranger's (Herald's subject, a short echo)
  if (errorKind === "reply-auth") {
    known = false;
    reply.subject = format(arrivalLang, m("mail.strangerSubject"));
  }
  if (errorOnly && (await rateLimited(errorKind))) {
    await done({
      status: "done",
      classification: "rate-limited",
      accountId: ctx.account?.id ?? null,
      parsed: { lines: logLines(results), notes: logNotes },
    });
    return;
  }
  // The reply carries what the commands changed for its reader, about the game it is tagged with: the
  // news of that game for the sender's own account at the sender's own address (never another's: under
  // AS or a PASSWORD of another address, that reader gets their own mail). The rest goes as news mails.
  const replyAccount = ctx.account && ctx.account.email === parsed.from ? ctx.account : null;
  const news = replyAccount && ctx.gameId ? ctx.notices.takeFor(replyAccount.id, ctx.gameId, lang) : "";
  // the caused mails, the reply and the mail's own record: written in one round trip, whatever their number
  await queueMails(
    tx,
    app.config.MAIL_FROM,
    [
      ...ctx.notices.drain({ inboundId }),
      {
        ...reply,
        accountId: replyAccount?.id ?? null,
        gameId: ctx.gameId,
        kind: errorOnly ? errorKind : "reply",
        lang,
        // the sender's echo is bounded (reply-budget.ts); the news is Herald's own, as long as a news mail
        body:
          boundReply(renderReply(results, noteTexts, known ? ECHO_TO_ACCOUNT : ECHO_TO_STRANGER, lang), lang) +
          (news ? `\n${news}` : ""),
      },
    ],
    await doneWrites(
      {
        status: "done",
        classification: "command",
        accountId: ctx.account?.id ?? null,
        parsed: { lines: logLines(results), notes: logNotes, reason: parsed.reason },
      },
      ctx.account?.id ?? null,
    ),
  );
}

/**
 * What the inbound log keeps of each line: the line (passwords masked) and OK or the error. Never the
 * OK texts: they can hold a new password or a private view, and the log is shown on the dashboard.
 */
function logLines(results: Awaited<ReturnType<typeof runLines>>) {
  return results.map((r) => ({ line: r.line, ok: r.result.ok, ...(r.result.ok ? {} : { error: resultText("en", r.result) }) }));
}

/** "Re: <their subject>": "Re:" is the mail convention every client threads on, in every language. */
function replySubject(subject: string, lang: Lang): string {
  const s = subject.trim() || format(lang, m("mail.yourCommands"));
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
  const { hashReplyKey, newReplyKey } = await import("../lib/secrets.ts");
  const { replyAddress } = await import("../outbox/outbox.ts");
  const { composeRaw } = await import("./compose.ts");
  const account = await app.db.prisma.account.findUniqueOrThrow({ where: { id: accountId } });
  const key = newReplyKey();
  await app.db.prisma.replyKey.create({ data: { keyHash: hashReplyKey(key), accountId } });
  const raw = await composeRaw({
    from: account.email,
    to: replyAddress(app.config.MAIL_FROM, key),
    subject: input.subject ?? "",
    text: input.body,
  });
  const r = await submitRaw(app, raw, input.source);
  const reply = await app.db.prisma.outbox.findFirst({
    where: { inboundId: r.inboundId, kind: { in: ["reply", "reply-error"] } },
  });
  return { inboundId: r.inboundId, reply: reply?.body ?? null };
}
