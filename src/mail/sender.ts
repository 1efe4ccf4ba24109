// The outbox sender: drains the Outbox table over SMTP with nodemailer.
//
// Rows are written by the pipeline in the same transaction as the state change (transactional
// outbox), with their Message-ID already fixed. Here a row is *claimed* with one atomic
// `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING`, which sets it to `sending` and
// pushes its `nextAttemptAt` out by a lease; so two sender processes never take the same row. The
// claim also names the running sender's instance (sender-instance.ts): a row whose sender died
// mid-send is claimable again once that instance's lock has been seen missing for GONE_AFTER_MS (its
// lock went with the process; a living one whose connection was cut takes it back sooner), long before
// its lease runs out; the lease is the backstop (a row claimed without an instance). After the SMTP
// server's answer the row is marked `sent`, rescheduled with exponential backoff (temporary failure:
// 4xx, connection errors), or marked `failed` with `lastError` (5xx, or too many attempts).
//
// A failure caused by Herald's own configuration (the server refuses our credentials, will not relay
// for us, or TLS cannot be set up) says nothing about the mail: every mail would fail the same way.
// Such a row goes back to the queue with its attempt not counted, and sending *pauses*: the sender
// then tries one row now and then, and resumes as soon as one goes through (the server side was fixed,
// or the process was restarted with a fixed SMTP_* configuration). The pause shows on /readyz.
// A server that cannot be reached at all (serverDown) pauses sending the same way, tried every few
// seconds: when it is back every queued mail goes out at once, not each at its own retry slot.
//
// Delivery is at-least-once towards the SMTP server (a process killed between the server's 250 and
// the `sent` update resends the row after the lease) and exactly-once for anyone who dedupes by
// Message-ID, which is fixed per row: a resend is the same mail, not a new one.
import { BYTES_CHUNK, readChunked } from "../db/large-bytes.ts";
import type { App } from "../app.ts";
import { maskPasswords } from "./redact.ts";
import type { Statement } from "../db/work.ts";
import { portMismatch, smtpTls, tlsHint } from "./tls.ts";
import { rawMessage, type OutgoingMessage } from "./raw-mail.ts";
import { SmtpPool, type MailTransport } from "./smtp-pool.ts";
import { accessTokensFrom, type AccessTokens } from "./oauth2.ts";
import { setTaker, type OutboxRow, type Taker } from "../outbox/outbox.ts";
import { backoffMs } from "../outbox/backoff.ts";
import { GoneSenders, holdInstance, type SenderInstance } from "./sender-instance.ts";

export type { OutboxRow } from "../outbox/outbox.ts";

export interface SenderOptions {
  /** rows sent per round at most (default 20), claimed `concurrency` at a time */
  batch?: number;
  /** how long a claimed row stays ours before another sender may take it (default 120 s) */
  leaseMs?: number;
  /** first retry delay; doubles each attempt (default 30 s) */
  retryBaseMs?: number;
  /** longest retry delay (default 6 h) */
  retryMaxMs?: number;
  /** attempts before a temporary failure becomes permanent (default 12) */
  maxAttempts?: number;
  /** mails sent at once (default 4) */
  concurrency?: number;
}

export interface DrainResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  /** rows put back untouched because of a configuration problem */
  paused: number;
  /** that problem, when there was one this round */
  pausedReason?: string;
  /** the problem is a server that does not answer (serverDown), not Herald's configuration */
  outage?: boolean;
}

const DEFAULTS: Required<SenderOptions> = {
  batch: 20,
  leaseMs: 120_000,
  retryBaseMs: 30_000,
  retryMaxMs: 6 * 3600_000,
  maxAttempts: 12,
  concurrency: 4,
};

/** `<id>` form for headers; the row may hold the id with or without angle brackets. */
export function angle(id: string): string {
  const t = id.trim();
  return t.startsWith("<") ? t : `<${t}>`;
}

/** The message for one outbox row (composed by raw-mail.ts). */
export function mailOf(app: App, row: OutboxRow): OutgoingMessage & { envelope: { from: string; to: string } } {
  const refs = (row.references ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(angle);
  return {
    from: { name: "Herald", address: app.config.MAIL_FROM },
    to: row.toAddress,
    subject: row.subject,
    text: row.body,
    messageId: angle(row.messageId),
    inReplyTo: row.inReplyTo ? angle(row.inReplyTo) : undefined,
    references: refs.length ? refs.join(" ") : undefined,
    replyTo: row.replyTo ?? undefined,
    headers: {
      "Auto-Submitted": row.autoSubmitted || "auto-replied",
      // some auto-responders honour only these older signals
      "X-Auto-Response-Suppress": "All",
      Precedence: "auto_reply",
    },
    envelope: { from: app.config.MAIL_FROM, to: row.toAddress },
  };
}

/** The stored files a row attaches (a relay's turn file), read when it is sent; none for most rows. */
async function attachedFiles(app: App, row: OutboxRow): Promise<OutgoingMessage["attachments"]> {
  const list = Array.isArray(row.attachments) ? (row.attachments as Array<{ gameId: string; sha256: string }>) : [];
  if (!list.length) return undefined;
  // the bytes of a small file come with its row; a large one's in chunks (db/large-bytes.ts)
  const files = await app.db.statements.rows<{
    g: string;
    s: string;
    name: string;
    contentType: string;
    n: number;
    b: Uint8Array | null;
  }>(
    `SELECT a.g, a.s, f.name, f."contentType", length(f.bytes) AS n, CASE WHEN length(f.bytes) <= $3 THEN f.bytes END AS b
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS a(g, s, n)
     JOIN "GameFile" f ON f."gameId" = a.g AND f.sha256 = a.s ORDER BY a.n`,
    list.map((a) => a.gameId),
    list.map((a) => a.sha256),
    BYTES_CHUNK,
  );
  const out: NonNullable<OutgoingMessage["attachments"]> = [];
  for (const f of files) {
    const content = f.b
      ? Buffer.from(f.b)
      : await readChunked(
          app.db.statements,
          f.n,
          `SELECT substring(bytes FROM $1 FOR $2) AS c FROM "GameFile" WHERE "gameId" = $3 AND sha256 = $4`,
          f.g,
          f.s,
        );
    out.push({ filename: f.name, contentType: f.contentType, content });
  }
  return out;
}

/** Is an SMTP error permanent (5xx), as opposed to worth retrying? */
export function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: number })?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

// the outbox's retry delays (outbox/backoff.ts)
export { backoffMs } from "../outbox/backoff.ts";

/**
 * Why an SMTP error is Herald's configuration rather than this one mail ("smtp auth failed: …"),
 * or null. Authentication refused or required (530/534/535/538, nodemailer's EAUTH), relaying
 * refused (the server wants us to log in), MAIL_FROM refused as not ours, and TLS failures. Sending
 * without a login (`loggedIn` false), a 5.7.x "Access denied" is the submission port asking for one
 * (postfix says so for its own domains instead of "Relay access denied").
 */
export function configProblem(err: unknown, loggedIn = true): string | null {
  const e = err as { responseCode?: number; response?: string; code?: string; message?: string };
  const text = `${e?.response ?? ""} ${e?.message ?? ""}`;
  if (e?.code === "EOAUTH2") return `smtp login impossible: ${e.message}`;
  const tls = tlsHint("SMTP", err);
  if (tls) return `smtp tls failed: ${tls}`;
  if (
    e?.code === "EAUTH" ||
    [530, 534, 535, 538].includes(e?.responseCode ?? 0) ||
    /authentication (required|failed)|must authenticate/i.test(text)
  )
    return "smtp auth failed: check SMTP_USER and SMTP_PASSWORD";
  if (/relay(ing)? (access )?(denied|not permitted)|relay access denied|not permitted to relay/i.test(text))
    return "smtp relay refused: the server does not relay for Herald (set SMTP_USER and SMTP_PASSWORD, or allow Herald's address)";
  if (!loggedIn && /\b5\.7\.\d+\b/.test(text) && /access denied|client host rejected/i.test(text))
    return "smtp relay refused: the server wants a login (set SMTP_USER and SMTP_PASSWORD)";
  if (/sender address rejected/i.test(text) && /not owned|not logged in|unauthori[sz]ed|login/i.test(text))
    return "smtp sender refused: the server does not let this login send as MAIL_FROM";
  if (e?.code === "ETLS") return "smtp tls failed: check SMTP_TLS and SMTP_TLS_CA";
  return null;
}

/**
 * Why an SMTP error says the server cannot be reached at all ("smtp server unreachable: …"), or null:
 * the failure came while connecting (refused, no greeting, TLS set-up aside — configProblem has
 * those), or the server said 421 (closing, not available). Nothing of the mail was sent, so nothing
 * about it is known: sending pauses and every mail waits, instead of each taking its own retry slot.
 */
export function serverDown(err: unknown): string | null {
  const e = err as { responseCode?: number; command?: string };
  if (e?.command === "CONN" || e?.responseCode === 421)
    return "smtp server unreachable: mail stays queued until it answers (check SMTP_HOST and SMTP_PORT if it never does)";
  return null;
}

function errorText(err: unknown): string {
  const e = err as { responseCode?: number; response?: string; code?: string; message?: string };
  const s = e?.response ?? e?.message ?? String(err);
  return (e?.code ? `${e.code}: ` : "") + s.slice(0, 500);
}

/** Rows handed over and not yet sent, at most; more are written queued (they wait in the table, not in memory). */
const HANDED_MAX = 1000;

/** Rows handed over (below) sent in one round at most: their marks are written at the round's end. */
const HANDED_PER_ROUND = 100;

/** How long the running sender waits for more mail before it marks the last round's rows on their own. */
const MARK_WAIT_MS = 50;

/** Due rows looked at for replies to go first (a bounded window: a large backlog costs no more). */
const REPLY_FIRST_WINDOW = 200;

/**
 * Claims due rows atomically; a row is ours until its lease runs out. Replies (what a player waits
 * for, one per mail) go before the news mails that the same moves queued: among the oldest
 * REPLY_FIRST_WINDOW due rows, replies first, each kind oldest first.
 */
export async function claimOutbox(
  app: App,
  limit: number,
  leaseMs: number,
  sent: OutboxRow[] = [],
  instance: number | null = null,
  goneSenders?: GoneSenders,
): Promise<OutboxRow[]> {
  const now = app.now();
  const until = new Date(now.getTime() + leaseMs);
  // due rows, and rows still leased by a sender instance that is gone (sender-instance.ts)
  const gone = goneSenders?.gone(now) ?? [];
  const claim: Statement = {
    sql: `UPDATE "Outbox" SET status = 'sending', attempts = attempts + 1, "nextAttemptAt" = $1, "claimedBy" = $5::int
    WHERE id IN (
      SELECT id FROM "Outbox"
      WHERE id IN (
        (SELECT id FROM "Outbox"
        WHERE status IN ('queued', 'sending') AND "nextAttemptAt" <= $2
        ORDER BY "nextAttemptAt", id
        LIMIT $3)
        UNION ALL
        (SELECT id FROM "Outbox" WHERE status = 'sending' AND "nextAttemptAt" > $2 AND "claimedBy" = ANY($6::int[]) LIMIT $3))
      AND status IN ('queued', 'sending') AND ("nextAttemptAt" <= $2 OR (status = 'sending' AND "claimedBy" = ANY($6::int[])))
      ORDER BY (kind IN ('reply', 'reply-error', 'reply-auth')) DESC, "nextAttemptAt", id
      LIMIT $4
      FOR UPDATE SKIP LOCKED)
    RETURNING id, "messageId", "toAddress", subject, body, "replyTo", "inReplyTo", "references", "autoSubmitted", attempts, attachments`,
    params: [until, now, REPLY_FIRST_WINDOW, limit, instance, gone],
  };
  // the previous group's delivered rows are marked in the same round trip (they are not due: leased),
  // and now and then a look at which instances hold no lock rides along too
  const mark = sentUpdate(sent, now);
  const look = goneSenders?.look(now, instance) ?? null;
  const answers = await app.db.statements.all([mark, look, claim].filter((x): x is Statement => x !== null));
  if (look) goneSenders!.saw(now, answers[answers.length - 2].rows as { n: number }[]);
  return answers[answers.length - 1].rows as OutboxRow[];
}

/** Sends one claimed row; records a failure at once, and hands a success back to be recorded with others. */
async function sendOne(
  app: App,
  transport: MailTransport,
  row: OutboxRow,
  o: Required<SenderOptions>,
): Promise<"sent" | "retried" | "failed" | { paused: string; outage: boolean }> {
  const prisma = app.db.prisma;
  try {
    const mail = { ...mailOf(app, row), attachments: await attachedFiles(app, row) };
    await transport.sendMail({ envelope: mail.envelope, raw: await rawMessage(mail) });
  } catch (err) {
    const config = configProblem(err, !!app.config.SMTP_USER);
    const problem = config ?? serverDown(err);
    if (problem) {
      // not this mail's fault: back to the queue, the attempt not counted, due when sending resumes
      const lastError = `paused: ${problem} (${errorText(err)})`.slice(0, 600);
      await prisma.$executeRaw`UPDATE "Outbox" SET status = 'queued', attempts = GREATEST(attempts - 1, 0), "lastError" = ${lastError}, "nextAttemptAt" = ${app.now()} WHERE "messageId" = ${row.messageId} AND status = 'sending'`;
      return { paused: `${problem} (${errorText(err)})`.slice(0, 600), outage: !config };
    }
    const permanent = isPermanent(err) || row.attempts >= o.maxAttempts;
    const lastError = errorText(err);
    if (permanent) {
      await prisma.$executeRaw`UPDATE "Outbox" SET status = 'failed', "lastError" = ${lastError} WHERE "messageId" = ${row.messageId} AND status = 'sending'`;
      app.log.warn(
        { messageId: row.messageId, to: row.toAddress, attempts: row.attempts, error: lastError },
        "outbox: mail failed permanently",
      );
      return "failed";
    }
    const next = new Date(app.now().getTime() + backoffMs(row.attempts, o.retryBaseMs, o.retryMaxMs));
    await prisma.$executeRaw`UPDATE "Outbox" SET status = 'queued', "lastError" = ${lastError}, "nextAttemptAt" = ${next} WHERE "messageId" = ${row.messageId} AND status = 'sending'`;
    app.log.info(
      { messageId: row.messageId, to: row.toAddress, attempts: row.attempts, error: lastError, retryAt: next },
      "outbox: will retry",
    );
    return "retried";
  }
  app.log.debug({ messageId: row.messageId, to: row.toAddress }, "outbox: sent");
  return "sent";
}

/**
 * Marks delivered rows `sent`, in one statement for a group. Once delivered, a password in the mail
 * (a REGISTER reply) is not kept in clear: passwords are stored hashed only (the body is sent back
 * only for such a row). (In local mode nothing is sent: the outbox is the players' inbox.)
 */
async function markSent(app: App, rows: OutboxRow[]): Promise<void> {
  const u = sentUpdate(rows, app.now());
  if (u) await app.db.statements.run(u.sql, ...u.params);
}

function sentUpdate(rows: OutboxRow[], at: Date): Statement | null {
  if (!rows.length) return null;
  return {
    // each row's own time of delivery (a round's marks may be written a moment later, with the next claim)
    sql: `UPDATE "Outbox" o SET status = 'sent', "sentAt" = u.at, "lastError" = NULL, body = COALESCE(u.body, o.body)
     FROM unnest($1::text[], $2::text[], $3::timestamp[]) AS u(mid, body, at)
     WHERE o."messageId" = u.mid AND o.status = 'sending'`,
    params: [
      rows.map((r) => r.messageId),
      rows.map((r) => {
        const masked = maskPasswords(r.body);
        return masked === r.body ? null : masked;
      }),
      // UTC digits, as every timestamp column holds them (db/client.ts)
      rows.map((r) => (r.sentAt ?? at).toISOString()),
    ],
  };
}

/**
 * Delivered rows not yet marked `sent`. The running sender keeps the last group of a round here and marks
 * it with its next claim (one round trip instead of two a round: a round mostly sends one mail's few
 * rows), or on its own once the sender has had nothing to do for a moment (flush). Until then such a row
 * is `sending`, leased: no other sender takes it; a crash in between sends it again after its lease, the
 * same mail with the same Message-ID (at-least-once, as a crash between the server's 250 and the mark).
 */
export class SentMarks {
  rows: OutboxRow[] = [];
  /** Marks what is held here now. */
  async flush(app: App): Promise<void> {
    const rows = this.rows;
    this.rows = [];
    try {
      await markSent(app, rows);
    } catch (e) {
      // delivered all the same (the database connection was lost): marked with the next try, never
      // forgotten — a row left `sending` would be sent again once its claim is given up
      this.rows = [...rows, ...this.rows];
      throw e;
    }
  }
}

/**
 * Rows this process's pipeline wrote claimed and handed over (outbox/outbox.ts), to send without a
 * claim: replies before news, each oldest first. A row held here past half its lease is let go (a
 * sender claims it once the lease has run out), so it is never sent by this queue and by a claim both.
 */
export class Handed {
  private replies: Array<{ row: OutboxRow; at: number }> = [];
  private news: Array<{ row: OutboxRow; at: number }> = [];
  constructor(private leaseMs: number) {}

  add(rows: OutboxRow[]): void {
    const at = Date.now();
    for (const row of rows) (row.autoSubmitted === "auto-replied" ? this.replies : this.news).push({ row, at });
  }

  get size(): number {
    return this.replies.length + this.news.length;
  }

  /** Up to `n` rows to send now. */
  next(n: number): OutboxRow[] {
    const fresh = Date.now() - this.leaseMs / 2;
    for (const q of [this.replies, this.news]) while (q.length && q[0].at < fresh) q.shift();
    const out = this.replies.splice(0, n);
    out.push(...this.news.splice(0, n - out.length));
    return out.map((x) => x.row);
  }

  /** Everything still here, taken out (the sender stops: these go back to the queue). */
  takeAll(): OutboxRow[] {
    return [...this.replies.splice(0), ...this.news.splice(0)].map((x) => x.row);
  }
}

/** What the running sender brings to a round (startSender); a round on its own has none of it. */
export interface RoundState {
  /** delivered rows still to mark: marked with this round's first claim; the round leaves its own here */
  marks?: SentMarks;
  /** rows handed over by this process's pipeline, sent first */
  handed?: Handed;
  /** whether to claim due rows after the handed ones (default true) */
  claim?: boolean;
  /** the running sender's instance number, written into the rows it claims (sender-instance.ts) */
  instance?: number | null;
  /** the instances the running sender has seen gone: their `sending` rows are claimed too */
  gone?: GoneSenders;
}

/**
 * One round: sends up to `batch` rows — those handed over first, then due rows it claims. With the
 * running sender's `marks`, the rows held there are marked with the first claim and the round's last
 * delivered rows are left there for the caller; without, the round marks everything it delivered
 * before it returns.
 */
export async function drainOutbox(
  app: App,
  transport: MailTransport,
  options: SenderOptions = {},
  { marks, handed, claim = true, instance = null, gone }: RoundState = {},
): Promise<DrainResult> {
  const o = { ...DEFAULTS, ...options };
  const result: DrainResult = { claimed: 0, sent: 0, retried: 0, failed: 0, paused: 0 };
  let sent: OutboxRow[] = marks?.rows ?? [];
  if (marks) marks.rows = [];
  const sendAll = (rows: OutboxRow[]) =>
    Promise.all(
      rows.map(async (row) => {
        const r = await sendOne(app, transport, row, o);
        if (r === "sent") sent.push({ ...row, sentAt: app.now() });
        if (typeof r === "string") result[r]++;
        else {
          result.paused++;
          result.pausedReason = r.paused;
          result.outage = r.outage;
        }
      }),
    );
  // Handed rows are ours already: `concurrency` on their way at once, each sender taking the next row
  // as soon as its own is through (one slow mail — a new connection, a slow server — holds up no
  // other); their marks are gathered for one statement. Up to HANDED_PER_ROUND a round.
  if (handed?.size) {
    let taken = 0;
    const lane = async () => {
      while (taken < HANDED_PER_ROUND && !result.pausedReason) {
        const [row] = handed.next(1);
        if (!row) return;
        taken++;
        await sendAll([row]);
      }
    };
    await Promise.all(Array.from({ length: o.concurrency }, lane));
    result.claimed += taken;
  }
  // claim only as many rows as are sent at once, so that no claimed row waits behind others long
  // enough for its lease to run out (another instance would then send it too)
  while (claim && result.claimed < o.batch && !result.pausedReason) {
    const limit = Math.min(o.concurrency, o.batch - result.claimed);
    let rows: OutboxRow[];
    try {
      rows = await claimOutbox(app, limit, o.leaseMs, sent, instance, gone);
    } catch (e) {
      if (marks) marks.rows = sent; // not marked: kept for the next try
      throw e;
    }
    sent = [];
    result.claimed += rows.length;
    await sendAll(rows);
    // marked with the next claim, or below; a crash before that resends these rows after their lease
    // (at-least-once, same Message-ID). Fewer rows than asked for: nothing else was due.
    if (rows.length < limit) break;
  }
  // marks wait for the next claim only while they are few: rows handed over need no claim, and a
  // steady stream of them must not leave delivered rows `sending` until a claim happens to come
  if (marks && sent.length < HANDED_PER_ROUND) marks.rows = sent;
  else
    try {
      await markSent(app, sent);
    } catch (e) {
      if (marks) marks.rows = sent; // delivered: marked with the next try
      throw e;
    }
  return result;
}

/** Rows handed over and not sent go back to the queue, due now (a stopping sender's). */
async function giveBack(app: App, rows: OutboxRow[]): Promise<void> {
  if (!rows.length) return;
  await app.db.statements.run(
    `UPDATE "Outbox" SET status = 'queued', attempts = GREATEST(attempts - 1, 0), "nextAttemptAt" = $2
     WHERE "messageId" = ANY($1::text[]) AND status = 'sending'`,
    rows.map((r) => r.messageId),
    app.now(),
  );
}

/**
 * The SMTP transport from the configuration (up to four connections kept open). With OAuth2 (`tokens`,
 * by default from OAUTH2_*) it logs in as SMTP_USER, or IMAP_USER when unset, with XOAUTH2.
 */
export function smtpTransport(app: App, tokens: AccessTokens | null = accessTokensFrom(app.config, app.log)): MailTransport {
  const c = app.config;
  if (!c.SMTP_HOST) throw new Error("SMTP_HOST is not set");
  const mismatch = portMismatch("SMTP", c.SMTP_TLS, c.SMTP_PORT);
  if (mismatch) app.log.warn({ port: c.SMTP_PORT, tls: c.SMTP_TLS }, mismatch);
  return new SmtpPool(
    {
      host: c.SMTP_HOST,
      port: c.SMTP_PORT,
      ...smtpTls(c.SMTP_TLS, c.SMTP_TLS_CA, c.SMTP_HOST),
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    },
    tokens && (c.SMTP_USER ?? c.IMAP_USER)
      ? { user: (c.SMTP_USER ?? c.IMAP_USER)!, tokens }
      : c.SMTP_USER
        ? { user: c.SMTP_USER, pass: c.SMTP_PASSWORD ?? "" }
        : null,
    4,
  );
}

// In-process wake-up: the pipeline (or the IMAP poller) calls notifyOutbox(app) after a commit that
// queued mail, so this process's sender (App.taker, set while it runs) does not wait for its next poll.
export function notifyOutbox(app: App): void {
  (app.taker as Taker | null | undefined)?.kick();
}

export interface StartSenderOptions extends SenderOptions {
  /** the transport; by default one built from SMTP_* */
  transport?: MailTransport;
  /** OAuth2 access tokens for the default transport (shared with the IMAP reader); by default from OAUTH2_* */
  tokens?: AccessTokens | null;
  /** poll interval when idle (default 1000 ms) */
  pollMs?: number;
  /** while paused, first wait before trying one mail again (default 15 s), doubled up to 5 min */
  probeMs?: number;
  /** while the server does not answer (serverDown), the wait between tries of one mail (default 3 s) */
  outageProbeMs?: number;
}

export interface SenderStatus {
  running: boolean;
  lastDrain: Date | null;
  /** last mail the SMTP server accepted */
  lastSuccess: Date | null;
  sent: number;
  failed: number;
  lastError: string | null;
  /** sending is paused by a configuration problem ("smtp auth failed: …") */
  paused: { reason: string; since: Date } | null;
}

/**
 * Starts the background sender; returns the stop function (which waits for the round in flight),
 * with the sender's status attached as `stop.status` for the health page.
 */
export function startSender(app: App, options: StartSenderOptions = {}): (() => Promise<void>) & { status: SenderStatus } {
  const transport = options.transport ?? smtpTransport(app, options.tokens);
  const ownTransport = !options.transport;
  const pollMs = options.pollMs ?? 1000;
  const status: SenderStatus = {
    running: true,
    lastDrain: null,
    lastSuccess: null,
    sent: 0,
    failed: 0,
    lastError: null,
    paused: null,
  };
  const probeMs = options.probeMs ?? 15_000;
  const outageProbeMs = options.outageProbeMs ?? 3000;
  let outage = false;
  // claims carry this running process's instance number: if it dies, its rows are taken back soon
  let instance: SenderInstance | null = null;
  const claimedBy = () => instance?.current() ?? null;
  const gone = new GoneSenders();
  let probes = 0;
  let stopping = false;
  let wake: (() => void) | null = null;
  let pending = false;
  /** due rows may be waiting: new mail queued by other means (notifyOutbox), or the poll's time came */
  let claimWanted = true;
  const onKick = () => {
    pending = true;
    claimWanted = true;
    if (!status.paused) wake?.(); // paused: new mail does not make us knock on the server sooner
  };
  // the pipeline of this process writes its rows claimed for us and hands them over (outbox/outbox.ts)
  const leaseMs = options.leaseMs ?? DEFAULTS.leaseMs;
  const handed = new Handed(leaseMs);
  setTaker(app, {
    kick: onKick,
    leaseMs,
    claimedBy,
    // a server that takes mail slowly: beyond HANDED_MAX waiting here, new rows wait in the table
    active: () => !status.paused && !stopping && handed.size < HANDED_MAX,
    take(rows) {
      handed.add(rows);
      pending = true;
      wake?.();
    },
  });

  const marks = new SentMarks();
  const flushMarks = () => marks.flush(app).catch((err) => app.log.error({ err }, "outbox: marking sent mail failed"));
  /** Waits `ms`; true when woken early (new mail, or stop). */
  const sleep = (ms: number) =>
    new Promise<boolean>((resolve) => {
      const t = setTimeout(() => {
        wake = null;
        resolve(false);
      }, ms);
      wake = () => {
        clearTimeout(t);
        wake = null;
        resolve(true);
      };
    });
  const loop = (async () => {
    instance = await holdInstance(app);
    let errors = 0;
    while (!stopping) {
      let claimed = 0;
      try {
        pending = false;
        const claim = claimWanted;
        claimWanted = false;
        // while paused, one mail at a time tells whether the problem is gone
        const r = status.paused
          ? await drainOutbox(app, transport, { ...options, batch: 1, concurrency: 1 }, { marks, instance: claimedBy(), gone })
          : await drainOutbox(app, transport, options, { marks, handed, claim, instance: claimedBy(), gone });
        claimed = r.claimed;
        status.lastDrain = app.now();
        status.sent += r.sent;
        status.failed += r.failed;
        if (r.sent) status.lastSuccess = app.now();
        if (r.pausedReason) {
          status.lastError = r.pausedReason;
          outage = !!r.outage;
          if (!status.paused) {
            app.log.error({ reason: r.pausedReason }, "outbox: sending paused; mail stays queued");
            // what was handed over waits in the queue like the rest, for the probe that finds the problem gone
            await giveBack(app, handed.takeAll());
          }
          status.paused ??= { reason: r.pausedReason, since: app.now() };
          status.paused.reason = r.pausedReason;
          probes++;
        } else if (status.paused && (r.sent || r.failed || !r.claimed)) {
          app.log.info({ pausedSince: status.paused.since }, "outbox: sending resumed");
          status.paused = null;
          status.lastError = null;
          probes = 0;
          claimWanted = true;
          continue; // the mail held back goes out now, all of it due
        }
        errors = 0;
      } catch (err) {
        errors++;
        status.lastError = errorText(err);
        app.log.error({ err }, "outbox: drain failed");
      }
      if (stopping) break;
      if (!status.paused && (claimed >= (options.batch ?? DEFAULTS.batch) || pending)) continue;
      let delay = status.paused
        ? outage
          ? outageProbeMs
          : Math.min(300_000, probeMs * 2 ** Math.max(0, probes - 1))
        : errors
          ? Math.min(30_000, pollMs * 2 ** errors)
          : pollMs;
      // the last round's delivered rows ride on the next claim when one comes soon, else are marked now
      if (marks.rows.length) {
        const soon = Math.min(delay, MARK_WAIT_MS);
        if (await sleep(soon)) continue;
        delay -= soon;
        await flushMarks();
        if (pending || stopping) continue;
      }
      // a poll that found nothing new to wake it claims what may be due (retries, other writers)
      if (!(await sleep(delay))) claimWanted = true;
    }
    await flushMarks();
    // handed over and not sent: back to the queue, due now, for the next sender (or this one's restart)
    await giveBack(app, handed.takeAll()).catch((err) =>
      app.log.error({ err }, "outbox: giving back unsent mail failed; it is sent after its lease"),
    );
    await instance.release();
  })();

  const stop = async () => {
    stopping = true;
    setTaker(app, null);
    wake?.();
    await loop;
    status.running = false;
    if (ownTransport) transport.close();
  };
  return Object.assign(stop, { status });
}
