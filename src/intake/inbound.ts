// The inbound half of the pipeline, the same for IMAP, local mode, .eml files, the dashboard and the
// API: store the raw mail first (unique by its dedupe key), then process it in one transaction that
// runs its commands, writes the reply and every caused mail to the outbox, and marks it done.
//
// Every mail ends in exactly one row of the intake table (intake/outcomes.ts, docs/inbound.md): its
// status (done, ignored, quarantined), whether it is answered, and `outcome` naming the row. The
// session (intake/session.ts) decides every end but the give-up ones, which are here: a mail whose
// processing still fails is tried MAX_ATTEMPTS times, or once when it ran past the time budget, then
// quarantined. The give-up reply is best-effort and written after the row is already final, so it can
// never leave it pending. What the mail says about itself is normalised before it reaches the database.
import { maskPageLinks } from "../mail/redact.ts";
import type { App } from "../app.ts";
import type { Tx } from "../db/client.ts";
import type { Sql, Statement, Work } from "../db/work.ts";
import { isConnectionLost, isRetryableConflict } from "../db/errors.ts";
import { dedupeKeyOf, headOf, messageIdOf, parseMail } from "../mail/parse.ts";
import { queueMail } from "../outbox/outbox.ts";
import { redactedColumns } from "../mail/redact.ts";
import { cleanHeader, cleanJson, cleanText, sha256, threadId } from "../lib/normalise.ts";
import { repliesToMailbox } from "./outcomes.ts";
import { runMail, type Ended } from "./session.ts";
import { INTAKE } from "./outcomes.ts";
import { format } from "../i18n/format.ts";
import { m } from "../i18n/msg.ts";
import { senderLanguage } from "../i18n/language.ts";
import { mailLanguageOf } from "../i18n/guess.ts";
import { lanesOf } from "./lanes.ts";
import { mailLimit } from "./limit.ts";
import { BYTES_CHUNK, breathe, readChunked, stagedBytes } from "../db/large-bytes.ts";

export type InboundSource = "imap" | "local" | "eml" | "web" | "api";

export interface Received {
  inboundId: number;
  messageId: string;
  /** what makes a re-delivery a duplicate (parse.ts), and names the mail in its job */
  dedupeKey: string;
  duplicate: boolean;
  /** its lanes (lanes.ts): read for a mail from the mailbox, which any instance may run; else none */
  lanes: string[];
}

/** The key its job is run in order by (src/db/queue.ts): its first game, else its sender, else itself. */
function jobKey(lanes: string[], dedupeKey: string): string {
  return lanes.find((l) => l.startsWith("game:")) ?? lanes[0] ?? `mail:${dedupeKey}`;
}

function headerValue(head: string, name: string): string {
  const m = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(head);
  return cleanHeader(m?.[1] ?? "", 500);
}

/**
 * Writes the whole of a large mail's bytes into its row (which holds the first chunk), in its transaction:
 * staged chunk by chunk (db/large-bytes.ts), then into the column in one statement.
 */
async function storeBytes(work: Work, id: number, bytes: Buffer): Promise<void> {
  const joined = await stagedBytes(work, bytes);
  await work.run(`UPDATE "InboundMessage" SET "rawBytes" = ${joined} WHERE id = $1`, id);
  // the commit, which writes the value out, is another long statement: not straight after this one
  await breathe();
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
 * quarantined at once: no mail can make storing fail on every pass. A mail over MAX_MAIL_BYTES is refused
 * unread: only its beginning (the header) is kept, with its whole size (rawSize), never the whole of it.
 *
 * The mail's run is armed in the same transaction (a job of the inbound queue, intake-worker.ts): a mail
 * from the mailbox is run by whichever instance's worker takes it, at once; a mail from another source is
 * run by its caller at once (submitRaw, the local inbox), and its job, due only after the time budget,
 * runs it only if that caller died first.
 */
export async function receiveRaw(app: App, raw: Buffer | string, source: InboundSource): Promise<Received> {
  // the exact bytes are what gets parsed (an 8-bit ISO-8859-1 body must survive); the text copy is
  // for people reading the inbound log
  const whole = typeof raw === "string" ? Buffer.from(raw, "utf8") : raw;
  const messageId = messageIdOf(whole);
  const dedupeKey = dedupeKeyOf(whole);
  const oversized = whole.length > (await mailLimit(app, whole.length));
  const bytes = oversized ? whole.subarray(0, BYTES_CHUNK) : whole;
  const { head } = headOf(bytes);
  // only a mail from the mailbox may be run by another instance, which must keep its lanes' order; the
  // other sources run their mail at once, in the process that stored it
  const lanes = source === "imap" ? (await lanesOf(app, bytes)).lanes : [];
  const delay = source === "imap" ? 0 : app.config.MAIL_TIME_BUDGET_SECONDS + 30;
  let stored: { id: number }[];
  try {
    // its job first: it names the mail by its dedupe key, so the two statements go in one round trip
    const job = await app.db.jobs.inboundJob(dedupeKey, jobKey(lanes, dedupeKey), delay);
    // INSERT … ON CONFLICT DO NOTHING: two processes storing the same mail at once both succeed, once (a
    // second job is armed for it then, which finds it done). A large mail's bytes are written in chunks
    // in the same transaction: never half-stored.
    const insert: Statement = {
      sql: `INSERT INTO "InboundMessage" ("messageId", "dedupeKey", source, raw, "rawBytes", "fromAddress", subject, "receivedAt", lanes, "rawSize")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT ("dedupeKey") DO NOTHING RETURNING id`,
      params: [
        messageId,
        dedupeKey,
        source,
        textCopy(bytes),
        bytes.subarray(0, BYTES_CHUNK),
        headerValue(head, "from"),
        headerValue(head, "subject"),
        app.now(),
        lanes,
        oversized ? whole.length : null,
      ],
    };
    stored =
      app.db.kind === "postgres" && bytes.length <= BYTES_CHUNK
        ? // one round trip: BEGIN, the job, the row, COMMIT pipelined on one connection (an error in any
          // of them rolls back both: the COMMIT of an aborted transaction is a ROLLBACK)
          ((await app.db.statements.all([{ sql: "BEGIN", params: [] }, job, insert, { sql: "COMMIT", params: [] }]))[2].rows as {
            id: number;
          }[])
        : await app.db.transaction(
            async (work) => {
              work.write(job.sql, ...job.params);
              const r = await work.rows<{ id: number }>(insert.sql, ...insert.params);
              if (r.length && bytes.length > BYTES_CHUNK) await storeBytes(work, r[0].id, bytes);
              return r;
            },
            { timeout: 120_000, maxWait: 60_000 },
          );
  } catch (e) {
    // the database did not refuse the mail, it went away (a restart, a terminated connection): the mail
    // stays where it is (the INBOX, the inbox folder) and is stored by the next pass, never quarantined
    if (isConnectionLost(e)) throw e;
    const error = cleanText(`the database refused the mail: ${(e as Error).message}`, 2000);
    app.log.error({ dedupeKey, err: e }, "storing a mail failed; it is kept quarantined");
    const keep = (sql: Sql) =>
      sql.rows<{ id: number }>(
        `INSERT INTO "InboundMessage" ("messageId", "dedupeKey", source, raw, "rawBytes", "fromAddress", status, outcome, error, "receivedAt", "processedAt", "rawSize")
         VALUES ($1, $2, $3, '', $4, '', 'quarantined', 'store-refused', $5, $6, $6, $7) ON CONFLICT ("dedupeKey") DO NOTHING RETURNING id`,
        `sha256-${sha256(whole)}`,
        dedupeKey,
        source,
        bytes.subarray(0, BYTES_CHUNK),
        error,
        app.now(),
        oversized ? whole.length : null,
      );
    stored =
      bytes.length <= BYTES_CHUNK
        ? await keep(app.db.statements)
        : await app.db
            .transaction(
              async (work) => {
                const r = await keep(work);
                if (r.length) await storeBytes(work, r[0].id, bytes);
                return r;
              },
              { timeout: 120_000, maxWait: 60_000 },
            )
            // the bytes past the first chunk are lost rather than the row
            .catch(() => keep(app.db.statements));
  }
  if (stored.length) {
    app.intakeWake?.();
    return { inboundId: stored[0].id, messageId, dedupeKey, duplicate: false, lanes };
  }
  const existing = await app.db.prisma.inboundMessage.findUniqueOrThrow({ where: { dedupeKey }, select: { id: true } });
  return { inboundId: existing.id, messageId, dedupeKey, duplicate: true, lanes };
}

const MAX_ATTEMPTS = 3;

/** The bytes to parse: rawBytes, or the text copy for rows stored before rawBytes existed. */
async function rawOf(db: { sql: Sql; tx: Pick<Tx, "inboundMessage"> }, inboundId: number): Promise<Buffer | string> {
  // one round trip for the usual small mail; chunks for a large one
  const [row] = await db.sql.rows<{ n: number | null; b: Uint8Array | null }>(
    `SELECT length("rawBytes") AS n, CASE WHEN length("rawBytes") <= $2 THEN "rawBytes" END AS b FROM "InboundMessage" WHERE id = $1`,
    inboundId,
    BYTES_CHUNK,
  );
  if (row?.n === null || row?.n === undefined)
    return (await db.tx.inboundMessage.findUniqueOrThrow({ where: { id: inboundId }, select: { raw: true } })).raw;
  if (row.b) return Buffer.from(row.b);
  return readChunked(
    db.sql,
    row.n,
    `SELECT substring("rawBytes" FROM $1 FOR $2) AS c FROM "InboundMessage" WHERE id = $3`,
    inboundId,
  );
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
 * Which stored mail a transaction takes: one by its id, when it is pending, no other transaction holds it,
 * and no earlier pending mail shares a lane with it (lanes.ts): one game's mails, and one sender's, are
 * run in the order they arrived, whichever instance runs them. A mail stored more than LANE_HOLD_MS
 * before holds its lanes no longer: no mail, however it ends, can stop its game or its sender for good.
 */
const LANE_HOLD_MS = 10 * 60_000;

const takeSql = (
  by: "id" | '"dedupeKey"',
) => `SELECT m.id, m."rawSize" AS size, length(m."rawBytes") AS n, CASE WHEN length(m."rawBytes") <= $1 THEN m."rawBytes" END AS b
  FROM "InboundMessage" m
  WHERE m.status = 'pending' AND m.${by} = $3
    AND NOT EXISTS (SELECT 1 FROM "InboundMessage" e
      WHERE e.status = 'pending' AND e.id < m.id AND e.lanes && m.lanes AND e."receivedAt" > $2)
  FOR UPDATE OF m SKIP LOCKED`;
const TAKE_BY_ID = takeSql("id");
const TAKE_BY_KEY = takeSql('"dedupeKey"');

/**
 * What the caller that has just stored a mail already knows of it: its bytes (not read back from the
 * database) and when it arrived (the slow-mail line counts its storing too).
 */
export interface Given {
  bytes?: Buffer;
  arrived?: number;
}

/**
 * Processes one stored mail, named by its id or (its job's way: intake/worker.ts) by its dedupe key.
 * Safe to call again: a mail that is no longer pending is left alone. Returns "held" when the mail is
 * still pending afterwards (another process holds it, an earlier mail of its lanes is still pending, or
 * this attempt failed and it will be tried again), "done" otherwise (also for a mail not stored).
 */
export async function processInbound(app: App, ref: number | { mail: string }, given: Given = {}): Promise<"done" | "held"> {
  /** its id, once known: a job's mail is known by its dedupe key until its claim (or a look) says */
  let inboundId: number | null = typeof ref === "number" ? ref : null;
  const lookedUp = async (): Promise<{ id: number; status: string } | null> =>
    (
      await app.db.statements.rows<{ id: number; status: string }>(
        typeof ref === "number"
          ? `SELECT id, status FROM "InboundMessage" WHERE id = $1`
          : `SELECT id, status FROM "InboundMessage" WHERE "dedupeKey" = $1`,
        typeof ref === "number" ? ref : ref.mail,
      )
    )[0] ?? null;
  const started = Date.now();
  const arrived = given.arrived ?? started;
  const budgetMs = app.config.MAIL_TIME_BUDGET_SECONDS * 1000;
  const slowMs = app.config.SLOW_MAIL_SECONDS * 1000;
  // logged while it still runs (when the event loop is free), and again with the time when it ends
  const slow = setTimeout(
    () => app.log.warn({ inboundId, ms: Date.now() - arrived }, "a mail is still being processed"),
    Math.max(0, slowMs - (started - arrived)),
  );
  slow.unref?.();
  let notClaimed: boolean; // set by each attempt below
  const stillPending = async () => (await lookedUp())?.status === "pending";
  const once = () =>
    app.db.transaction(
      async (work) => {
        // the claim and the bytes of a usual small mail in one round trip (rawOf reads a large one in chunks)
        const claimed = await work.rows<{
          id: number;
          size: number | null;
          n: number | null;
          b: Uint8Array | null;
        }>(
          typeof ref === "number" ? TAKE_BY_ID : TAKE_BY_KEY,
          BYTES_CHUNK,
          new Date(app.now().getTime() - LANE_HOLD_MS),
          typeof ref === "number" ? ref : ref.mail,
        );
        if (!claimed.length) return void (notClaimed = true);
        const id = (inboundId = claimed[0].id);
        const small = claimed[0].b;
        // a large mail just stored by this process is not read back (given.bytes)
        const raw = small
          ? Buffer.from(small)
          : given.bytes?.length === claimed[0].n
            ? given.bytes
            : await rawOf({ sql: work, tx: work.tx }, id);
        const parsed = await parseMail(raw, {
          serviceAddress: app.config.MAIL_FROM,
          maxBytes: await mailLimit(app, claimed[0].size ?? raw.length, work),
          size: claimed[0].size ?? undefined,
        });
        const ended = await runMail(app, work, id, parsed, mailLanguageOf(parsed));
        await recordEnd(app, work, id, raw, parsed.classification, ended);
        await work.flush();
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
        // committed: its send job is due; this process's worker fetches it now
        app.sendWake?.();
        if (notClaimed) {
          // done already, held by another process, or behind an earlier mail of its lanes (then it is
          // still pending)
          return (await stillPending()) ? "held" : "done";
        }
        return "done";
      } catch (e) {
        // a lost database connection (a restart, a terminated connection): the transaction rolled back
        // or committed whole (a committed mail is no longer pending: the next attempt leaves it alone);
        // tried again while the time budget lasts, once a connection is back
        const lost = isConnectionLost(e);
        if ((!lost && attempt >= 5) || !(lost || isRetryableConflict(e)) || Date.now() - started > budgetMs) throw e;
        const pause = lost ? Math.min(2000, 250 * attempt) : 20 * attempt;
        await new Promise((r) => setTimeout(r, pause + Math.floor(Math.random() * 30)));
      }
    }
  } catch (e) {
    const overBudget = Date.now() - started >= budgetMs || isTimeout(e);
    inboundId ??= (await lookedUp().catch(() => null))?.id ?? null;
    if (inboundId !== null) await failed(app, inboundId, e, overBudget);
    app.sendWake?.(); // a give-up reply, when it was quarantined
    return (await stillPending().catch(() => true)) ? "held" : "done";
  } finally {
    clearTimeout(slow);
    // one line for a slow mail, its storing included when this process stored it just before
    const ms = Date.now() - arrived;
    if (ms >= slowMs) app.log.warn({ inboundId, ms, processingMs: Date.now() - started }, "slow mail");
  }
}

/**
 * An unexpected failure: the transaction rolled back, the mail is still pending. Count the attempt;
 * after MAX_ATTEMPTS (or at once when over the time budget) quarantine it. Never throws.
 */
async function failed(app: App, inboundId: number, e: unknown, overBudget: boolean): Promise<void> {
  const message = cleanText(String((e as Error)?.message ?? e), 2000);
  if (isConnectionLost(e)) {
    // not the mail's fault: not counted, never quarantined for it; it stays pending and is run again
    // (its job's next try: intake/worker.ts)
    app.log.warn({ inboundId, error: message }, "processing a mail: the database connection was lost; it stays pending");
    return;
  }
  app.log.error({ inboundId, err: e, overBudget }, "processing a mail failed");
  try {
    const rows = await app.db.statements.rows<{ attempts: number }>(
      `UPDATE "InboundMessage" SET attempts = attempts + 1, error = $2 WHERE id = $1 AND status = 'pending' RETURNING attempts`,
      inboundId,
      message,
    );
    if (!rows.length) return;
    if (overBudget)
      await quarantine(
        app,
        inboundId,
        `over the ${app.config.MAIL_TIME_BUDGET_SECONDS} s time budget: ${message}`,
        "over-time-budget",
      );
    else if (rows[0].attempts >= MAX_ATTEMPTS)
      await quarantine(app, inboundId, `failed ${rows[0].attempts} times: ${message}`, "failed-attempts");
  } catch (e2) {
    app.log.error({ inboundId, err: e2 }, "recording a failed mail failed; it stays pending");
  }
}

/** Marks a pending mail quarantined, then (best-effort, separately) tells the sender. */
export async function quarantine(
  app: App,
  inboundId: number,
  reason: string,
  outcome: "failed-attempts" | "over-time-budget" = "failed-attempts",
): Promise<void> {
  const rows = await app.db.statements.rows<{ id: number }>(
    `UPDATE "InboundMessage" SET status = $4, outcome = $5, error = $2, "processedAt" = $3 WHERE id = $1 AND status = 'pending' RETURNING id`,
    inboundId,
    cleanText(reason, 2000),
    app.now(),
    INTAKE[outcome].status,
    outcome,
  );
  if (!rows.length) return;
  app.log.warn({ inboundId, reason: cleanText(reason, 300) }, "mail quarantined");
  try {
    const { rawSize } = await app.db.prisma.inboundMessage.findUniqueOrThrow({
      where: { id: inboundId },
      select: { rawSize: true },
    });
    const raw = await rawOf({ sql: app.db.statements, tx: app.db.prisma }, inboundId);
    const parsed = await parseMail(raw, {
      serviceAddress: app.config.MAIL_FROM,
      maxBytes: await mailLimit(app, rawSize ?? raw.length),
      size: rawSize ?? undefined,
    });
    if (!parsed.from || parsed.classification !== "command" || INTAKE[outcome].answer !== "give-up") return;
    await app.db.transaction(async (work) => {
      if ((await repliesToMailbox(work, parsed.from, ["reply-error"], since(app))) >= app.config.ERROR_REPLIES_PER_HOUR) return;
      const lang = senderLanguage(await work.tx.account.findUnique({ where: { email: parsed.from } }), mailLanguageOf(parsed));
      queueMail(work, app.config.MAIL_FROM, {
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
    app.log.warn({ inboundId, err: e }, "no give-up reply for a quarantined mail");
  }
}

/** The dashboard's "process again": a quarantined mail goes back to pending and is processed now. */
export async function processAgain(app: App, inboundId: number): Promise<boolean> {
  const n = await app.db.prisma.inboundMessage.updateMany({
    where: { id: inboundId, status: { in: ["quarantined", "failed"] } },
    data: { status: "pending", outcome: null, attempts: 0, error: null, processedAt: null },
  });
  if (!n.count) return false;
  await processInbound(app, inboundId);
  return true;
}

/**
 * Arms a run for every pending mail, in arrival order (the start's pass): a mail stored before mail was
 * run by jobs, or one whose job gave up (intake-worker.ts). A mail that has a job already gets a second;
 * the later of the two finds it done. Returns the highest id armed (0: none).
 */
export async function armPending(app: App): Promise<number> {
  const rows = await app.db.statements.rows<{ id: number; lanes: string[]; dedupeKey: string }>(
    `SELECT id, lanes, "dedupeKey" FROM "InboundMessage" WHERE status = 'pending' ORDER BY id`,
  );
  // one statement each: jobs armed together share a creation time, and pg-boss orders a key by it
  for (const r of rows) {
    const job = await app.db.jobs.inboundJob(r.dedupeKey, jobKey(r.lanes, r.dedupeKey));
    await app.db.statements.run(job.sql, ...job.params);
  }
  if (rows.length) app.intakeWake?.();
  return rows.at(-1)?.id ?? 0;
}

/**
 * The earliest pending mail that holds this one back: stored before it, sharing one of its lanes (the
 * claim's rule above); null when none does. The worker runs that one first (intake-worker.ts), whichever
 * job comes first.
 */
export async function holdingBack(app: App, inboundId: number): Promise<number | null> {
  const [r] = await app.db.statements.rows<{ id: number }>(
    `SELECT e.id FROM "InboundMessage" m JOIN "InboundMessage" e
       ON e.status = 'pending' AND e.id < m.id AND e.lanes && m.lanes AND e."receivedAt" > $2
     WHERE m.id = $1 ORDER BY e.id LIMIT 1`,
    inboundId,
    new Date(app.now().getTime() - LANE_HOLD_MS),
  );
  return r?.id ?? null;
}

/** Receive + process in one call (local mode, web, API). */
export async function submitRaw(app: App, raw: Buffer | string, source: InboundSource): Promise<Received> {
  const arrived = Date.now();
  const r = await receiveRaw(app, raw, source);
  if (!r.duplicate) await processInbound(app, r.inboundId, { bytes: typeof raw === "string" ? undefined : raw, arrived });
  return r;
}

function since(app: App): Date {
  return new Date(app.now().getTime() - 3600_000);
}

/** Herald's own subject for replies to addresses without an account (never the sender's words), in English. */
export const STRANGER_SUBJECT = format("en", m("mail.strangerSubject"));

/**
 * The mail's own record, queued on the work with the mails it caused (one round trip at the commit):
 * its status and outcome (the intake table's row), what the log keeps, its account; once processed, the
 * stored source keeps no password (redact.ts). The account's last mail is noted too.
 */
async function recordEnd(app: App, work: Work, inboundId: number, raw: Buffer | string, classification: string, ended: Ended) {
  const red = await redactedColumns(raw);
  const at = app.now();
  if (ended.accountId !== null) work.write(`UPDATE "Account" SET "lastMailAt" = $1 WHERE id = $2`, at, ended.accountId);
  work.write(
    `UPDATE "InboundMessage" SET "processedAt" = $2, status = $3, classification = $4, outcome = $5, "accountId" = $6,
       parsed = $7::jsonb, raw = COALESCE($8, raw), "rawBytes" = COALESCE($9, "rawBytes")
     WHERE id = $1`,
    inboundId,
    at,
    INTAKE[ended.outcome].status,
    cleanText(classification),
    ended.outcome,
    ended.accountId,
    // a page link a player pasted among their lines is their key: kept cut, as in the stored source
    maskPageLinks(JSON.stringify(cleanJson(ended.log))),
    red.raw ?? null,
    red.rawBytes ?? null,
  );
}

/**
 * Pushes command text through the pipeline in an account's name, as a mail from its address to a
 * fresh reply-key address (so it authenticates exactly like a reply would). Used by the dashboard's
 * "act as" form and administrator buttons, and by the JSON API. Returns the reply Herald wrote.
 */
export async function submitAsAccount(
  app: App,
  accountId: number,
  input: {
    body: string;
    subject?: string;
    source: "web" | "api";
    /** a file sent from a reader's page: attached, it meets the same checks as a mailed one */
    files?: Array<{ filename: string; contentType: string; content: Buffer }>;
  },
): Promise<{ inboundId: number; reply: string | null }> {
  const { hashReplyKey, newReplyKey } = await import("../lib/secrets.ts");
  const { replyAddress } = await import("../outbox/outbox.ts");
  const { composeRaw } = await import("../mail/compose.ts");
  const account = await app.db.prisma.account.findUniqueOrThrow({ where: { id: accountId } });
  const key = newReplyKey();
  await app.db.prisma.replyKey.create({ data: { keyHash: hashReplyKey(key), accountId } });
  const raw = await composeRaw({
    from: account.email,
    to: replyAddress(app.config.MAIL_FROM, key),
    subject: input.subject ?? "",
    text: input.body,
    attachments: input.files,
  });
  const r = await submitRaw(app, raw, input.source);
  const reply = await app.db.prisma.outbox.findFirst({
    where: { inboundId: r.inboundId, kind: { in: ["reply", "reply-error"] } },
  });
  return { inboundId: r.inboundId, reply: reply?.body ?? null };
}
