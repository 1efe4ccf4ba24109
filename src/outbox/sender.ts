// The outbox sender: sends the Outbox table's rows over SMTP with nodemailer, as pg-boss jobs.
//
// Rows are written by the pipeline in the same transaction as the state change (transactional
// outbox), with their Message-ID already fixed, and with them a pg-boss job of the `herald-send` queue
// naming them (outbox/outbox.ts, db/queue.ts): a committed mail is always sent, a rolled-back one never.
// pg-boss hands each job to one worker (its fetch claims with FOR UPDATE SKIP LOCKED), retries a failed
// one with backoff, and retries the job of a worker that stopped beating (killed) after its heartbeat.
//
// A job's run, in three kinds of short writes, none held open across a send:
//  1. claim: its rows that are `queued`, or `sending` for a job attempt that is no longer running (this
//     job's earlier attempt that died, or another job that pg-boss no longer holds active), become
//     `sending` under this job's id (`sendJob`); a row another running attempt holds is skipped
//     (SKIP LOCKED against a claim in flight, the `sendJob` check against a send in flight);
//  2. each row is sent, a recipient's rows in their order, recipients `concurrency` at a time;
//  3. each row is marked `sent` the moment the server has accepted it (its own statement; nothing waits
//     for a next claim), or `queued` with its error for the job's retry (temporary failure: 4xx,
//     connection errors), or `failed` (5xx, or a temporary failure on the job's last attempt).
// A job with a row left for a retry fails, and pg-boss runs it again later; its retry sends only what is
// still `queued`. A job delivered again (a crash between the marks and pg-boss's complete) finds its rows
// sent and sends nothing.
//
// A failure caused by Herald's own configuration (the server refuses our credentials, will not relay
// for us, or TLS cannot be set up) says nothing about the mail: every mail would fail the same way.
// Such a row goes back to the queue with its attempt not counted, and sending *pauses*: the job is armed
// again for later (a new job, so no retry is spent), and while paused this process tries one job now and
// then; the others wait for that probe. The first one that goes through resumes sending and makes every
// job armed by the pause due at once. The pause shows on /readyz. A server that cannot be reached at all
// (serverDown) pauses sending the same way, tried every few seconds.
//
// Delivery is at-least-once towards the SMTP server and exactly-once for anyone who dedupes by
// Message-ID, which is fixed per row: a resend is the same mail, not a new one. What remains of the
// window for a resend: a process killed after the server's 250 and before the mark's one statement
// commits (a round trip: milliseconds), or a mark that cannot be written (the database lost at that
// moment: the job fails and its retry sends the row again). tests/mail/killed-sender.test.ts measures it.
import { BYTES_CHUNK, readChunked } from "../db/large-bytes.ts";
import type { App } from "../app.ts";
import { maskPasswords } from "../mail/redact.ts";
import { portMismatch, smtpTls, tlsHint } from "../mail/tls.ts";
import { rawMessage, type OutgoingMessage } from "../mail/raw-mail.ts";
import { SmtpPool, type MailTransport } from "../mail/smtp-pool.ts";
import { accessTokensFrom, type AccessTokens } from "../mail/oauth2.ts";
import type { OutboxRow } from "./outbox.ts";
import { SEND_QUEUE, workerStarted, type SendJob } from "../db/queue.ts";
import { isConnectionLost } from "../db/errors.ts";

export type { OutboxRow } from "./outbox.ts";

export interface SenderOptions {
  /** recipients sent to at once (default 4: the SMTP pool's connections) */
  concurrency?: number;
}

export interface DrainResult {
  /** rows this run claimed */
  claimed: number;
  sent: number;
  /** rows left queued for the job's retry */
  retried: number;
  failed: number;
  /** rows put back untouched because of a configuration problem */
  paused: number;
  /** that problem, when there was one */
  pausedReason?: string;
  /** the problem is a server that does not answer (serverDown), not Herald's configuration */
  outage?: boolean;
}

/** A send job as pg-boss hands it over: its id, its data, which attempt this is and how many it has. */
export interface SendAttempt {
  id: string;
  data: SendJob;
  retryCount: number;
  retryLimit: number;
}

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

/**
 * Claims a job's rows for this attempt (see the header): `queued` ones, and `sending` ones whose holder
 * is not running — this very job (its earlier attempt died: pg-boss runs one attempt of a job at a time)
 * or a job pg-boss no longer holds active. Replies (what a player waits for) first, then by id.
 */
export async function claimRows(app: App, jobId: string, ids: string[]): Promise<OutboxRow[]> {
  return app.db.statements.rows<OutboxRow>(
    `UPDATE "Outbox" SET status = 'sending', attempts = attempts + 1, "sendJob" = $2
    WHERE id IN (
      SELECT o.id FROM "Outbox" o
      WHERE o."messageId" = ANY($1::text[])
        AND (o.status = 'queued' OR (o.status = 'sending' AND (o."sendJob" IS NULL OR o."sendJob" = $2 OR NOT EXISTS (
          SELECT 1 FROM pgboss.job j WHERE j.name = $3 AND j.id::text = o."sendJob" AND j.state = 'active'))))
      FOR UPDATE OF o SKIP LOCKED)
    RETURNING id, "messageId", "toAddress", subject, body, "replyTo", "inReplyTo", "references", "autoSubmitted", attempts, attachments, kind`,
    ids,
    jobId,
    SEND_QUEUE,
  );
}

type Outcome = "sent" | "retried" | "failed" | { paused: string; outage: boolean };

/** Sends one claimed row and records the outcome at once (`last`: no retry comes after this attempt). */
async function sendOne(app: App, transport: MailTransport, row: OutboxRow, last: boolean): Promise<Outcome> {
  const sql = app.db.statements;
  try {
    const mail = { ...mailOf(app, row), attachments: await attachedFiles(app, row) };
    await transport.sendMail({ envelope: mail.envelope, raw: await rawMessage(mail) });
  } catch (err) {
    const config = configProblem(err, !!app.config.SMTP_USER);
    const problem = config ?? serverDown(err);
    if (problem) {
      // not this mail's fault: back to the queue, the attempt not counted, sent when sending resumes
      const lastError = `paused: ${problem} (${errorText(err)})`.slice(0, 600);
      await sql.run(
        `UPDATE "Outbox" SET status = 'queued', attempts = GREATEST(attempts - 1, 0), "lastError" = $2, "sendJob" = NULL
         WHERE id = $1 AND status = 'sending'`,
        row.id,
        lastError,
      );
      return { paused: `${problem} (${errorText(err)})`.slice(0, 600), outage: !config };
    }
    const permanent = isPermanent(err) || last;
    const lastError = errorText(err);
    await sql.run(
      `UPDATE "Outbox" SET status = $2, "lastError" = $3, "sendJob" = NULL WHERE id = $1 AND status = 'sending'`,
      row.id,
      permanent ? "failed" : "queued",
      lastError,
    );
    if (permanent)
      app.log.warn(
        { messageId: row.messageId, to: row.toAddress, attempts: row.attempts, error: lastError },
        "outbox: mail failed permanently",
      );
    else
      app.log.info(
        { messageId: row.messageId, to: row.toAddress, attempts: row.attempts, error: lastError },
        "outbox: will retry",
      );
    return permanent ? "failed" : "retried";
  }
  await markSent(app, row);
  app.log.debug({ messageId: row.messageId, to: row.toAddress }, "outbox: sent");
  return "sent";
}

/**
 * Marks a delivered row `sent`, right after the server accepted it. Once delivered, a password in the
 * mail (a REGISTER reply) is not kept in clear: passwords are stored hashed only (the body is sent back
 * only for such a row). (In local mode nothing is sent: the outbox is the players' inbox.)
 */
async function markSent(app: App, row: OutboxRow): Promise<void> {
  const masked = maskPasswords(row.body);
  const at = app.now();
  // delivered: the mark is tried again while the database is away (a restart, a cut connection) rather
  // than given up, which would leave the row `sending` for the job's retry to send a second time
  for (let attempt = 1; ; attempt++)
    try {
      await app.db.statements.run(
        `UPDATE "Outbox" SET status = 'sent', "sentAt" = $2, "lastError" = NULL, "sendJob" = NULL, body = COALESCE($3, body)
         WHERE id = $1 AND status = 'sending'`,
        row.id,
        at,
        masked === row.body ? null : masked,
      );
      return;
    } catch (e) {
      if (!isConnectionLost(e) || attempt >= MARK_TRIES) throw e;
      await new Promise((r) => setTimeout(r, Math.min(2000, 100 * attempt)));
    }
}

/** Tries of a delivered row's mark while the database is away (about a minute in all). */
const MARK_TRIES = 40;

const REPLY_KINDS = new Set(["reply", "reply-error", "reply-auth"]);

/**
 * One attempt of a send job: claims its rows and sends them. A recipient's rows go one after another in
 * their order (a game's news before the next); recipients `concurrency` at a time, those with a reply
 * first. A configuration problem stops the attempt (the rest stays queued for the pause's probe).
 */
export async function runSendJob(
  app: App,
  transport: MailTransport,
  job: SendAttempt,
  options: SenderOptions = {},
): Promise<DrainResult> {
  const result: DrainResult = { claimed: 0, sent: 0, retried: 0, failed: 0, paused: 0 };
  const rows = await claimRows(app, job.id, job.data.ids);
  result.claimed = rows.length;
  const last = job.retryCount >= job.retryLimit;
  const byRecipient = new Map<string, OutboxRow[]>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const list = byRecipient.get(row.toAddress) ?? [];
    list.push(row);
    byRecipient.set(row.toAddress, list);
  }
  const lanes = [...byRecipient.values()].sort(
    (a, b) => Number(b.some((r) => REPLY_KINDS.has(r.kind))) - Number(a.some((r) => REPLY_KINDS.has(r.kind))),
  );
  const giveBack: OutboxRow[] = [];
  const worker = async () => {
    for (let lane = lanes.shift(); lane; lane = lanes.shift())
      for (const [i, row] of lane.entries()) {
        if (result.pausedReason) {
          giveBack.push(row);
          continue;
        }
        const r = await sendOne(app, transport, row, last);
        if (typeof r === "string") result[r]++;
        else {
          result.paused++;
          result.pausedReason = r.paused;
          result.outage = r.outage;
        }
        // a recipient's later mail waits for the earlier one: after a retry it would arrive first
        if (r !== "sent" && r !== "failed") {
          for (const rest of lane.slice(i + 1)) giveBack.push(rest);
          break;
        }
      }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  // claimed and not tried: back to the queue, the attempt not counted
  if (giveBack.length)
    await app.db.statements.run(
      `UPDATE "Outbox" SET status = 'queued', attempts = GREATEST(attempts - 1, 0), "sendJob" = NULL
       WHERE id = ANY($1::int[]) AND status = 'sending'`,
      giveBack.map((r) => r.id),
    );
  result.retried += result.pausedReason ? 0 : giveBack.length;
  return result;
}

/**
 * What a run leaves to do: null when the job is done; "retry" when rows wait for its retry (the job fails,
 * pg-boss runs it again after its backoff); "paused" when sending paused (the caller arms it again).
 */
function leftOver(r: DrainResult): "retry" | "paused" | null {
  if (r.pausedReason) return "paused";
  return r.retried ? "retry" : null;
}

/** While paused, the wait before a job is tried again: every few seconds for an outage, else doubling to 5 min. */
function probeDelayMs(outage: boolean, probes: number, probeMs: number, outageProbeMs: number): number {
  return outage ? outageProbeMs : Math.min(300_000, probeMs * 2 ** Math.max(0, probes - 1));
}

/** Makes every job armed by a pause due now (sending resumed). */
async function resumeAll(app: App): Promise<void> {
  await app.db.statements.run(
    `UPDATE pgboss.job SET start_after = now()
     WHERE name = $1 AND state IN ('created', 'retry') AND start_after > now() AND (data->>'paused')::boolean`,
    SEND_QUEUE,
  );
}

/**
 * Arms a send job for rows waiting without one: rows written before sends were jobs (an upgrade), or by
 * hand. A row that has a job waiting or running is left to it; one job per 500 rows.
 */
export async function armOrphans(app: App): Promise<number> {
  const rows = await app.db.statements.rows<{ messageId: string }>(
    `SELECT o."messageId" FROM "Outbox" o
     WHERE o.status IN ('queued', 'sending') AND NOT EXISTS (
       SELECT 1 FROM pgboss.job j
       WHERE j.name = $1 AND j.state IN ('created', 'retry', 'active') AND j.data->'ids' ? o."messageId")
     ORDER BY o.id`,
    SEND_QUEUE,
  );
  for (let at = 0; at < rows.length; at += 500) await app.db.jobs.sendLater(rows.slice(at, at + 500).map((r) => r.messageId));
  return rows.length;
}

/**
 * Runs the send jobs that are due now, here, until none is left (tests, and a one-off drain): each job as
 * the worker runs it. A paused run arms its job again, a minute later.
 */
export async function drainOutbox(app: App, transport: MailTransport, options: SenderOptions = {}): Promise<DrainResult> {
  const boss = app.db.jobs.boss;
  const total: DrainResult = { claimed: 0, sent: 0, retried: 0, failed: 0, paused: 0 };
  await armOrphans(app);
  for (;;) {
    const jobs = await boss.fetch<SendJob>(SEND_QUEUE, { batchSize: 50, includeMetadata: true });
    if (!jobs.length) return total;
    for (const j of jobs) {
      const r = await runSendJob(app, transport, j, options);
      for (const k of ["claimed", "sent", "retried", "failed", "paused"] as const) total[k] += r[k];
      if (r.pausedReason) Object.assign(total, { pausedReason: r.pausedReason, outage: r.outage });
      const left = leftOver(r);
      if (left === "retry") await boss.fail(SEND_QUEUE, j.id, { message: "rows left for a retry" });
      else {
        if (left === "paused") await app.db.jobs.sendLater(j.data.ids, 60, true);
        await boss.complete(SEND_QUEUE, j.id);
      }
    }
    if (total.pausedReason) return total;
  }
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

// In-process wake-up: the pipeline (or the IMAP poller) calls `app.sendWake` after a commit that
// queued mail, so this process's worker fetches now rather than at its next poll (other processes hear
// of it by pg-boss's own polling).

export interface StartSenderOptions extends SenderOptions {
  /** the transport; by default one built from SMTP_* */
  transport?: MailTransport;
  /** OAuth2 access tokens for the default transport (shared with the IMAP reader); by default from OAUTH2_* */
  tokens?: AccessTokens | null;
  /** pg-boss's poll interval when idle (default 1000 ms; at least 500) */
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
 * Starts this process's worker of the send queue; returns the stop function (which waits for the jobs in
 * flight), with the sender's status attached as `stop.status` for the health page.
 */
export function startSender(app: App, options: StartSenderOptions = {}): (() => Promise<void>) & { status: SenderStatus } {
  const transport = options.transport ?? smtpTransport(app, options.tokens);
  const ownTransport = !options.transport;
  const boss = app.db.jobs.boss;
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
  let probes = 0;
  /** while paused: a job of this process is trying the server (the others wait for it) */
  let probing = false;
  const concurrency = options.concurrency ?? 4;

  const wake = () => app.sendWake?.();
  /** Arms a job again for the next probe (no retry spent), and wakes this worker then (its poll may be slower). */
  const later = async (ids: string[]) => {
    const s = Math.ceil(probeDelayMs(outage, probes, probeMs, outageProbeMs) / 1000);
    await app.db.jobs.sendLater(ids, s, true);
    setTimeout(wake, s * 1000 + 50).unref?.();
  };
  const handle = async (j: SendAttempt): Promise<void> => {
    if (status.paused && probing) return later(j.data.ids); // paused: this job waits for the probe, its rows untouched
    const probe = !!status.paused;
    if (probe) probing = true;
    let r: DrainResult;
    try {
      r = await runSendJob(app, transport, j, { concurrency: probe ? 1 : concurrency });
    } catch (err) {
      status.lastError = errorText(err);
      app.log.error({ err }, "outbox: a send job failed");
      throw err; // pg-boss retries it
    } finally {
      if (probe) probing = false;
    }
    status.lastDrain = app.now();
    status.sent += r.sent;
    status.failed += r.failed;
    if (r.sent) status.lastSuccess = app.now();
    if (r.pausedReason) {
      status.lastError = r.pausedReason;
      outage = !!r.outage;
      if (!status.paused) app.log.error({ reason: r.pausedReason }, "outbox: sending paused; mail stays queued");
      status.paused ??= { reason: r.pausedReason, since: app.now() };
      status.paused.reason = r.pausedReason;
      probes++;
      return later(j.data.ids);
    }
    if (status.paused && (r.sent || r.failed)) {
      app.log.info({ pausedSince: status.paused.since }, "outbox: sending resumed");
      status.paused = null;
      status.lastError = null;
      probes = 0;
      await resumeAll(app); // the mail held back goes out now, all of it due
      wake();
    }
    if (leftOver(r) === "retry") throw new Error(`${r.retried} mail(s) left for a retry`);
  };

  // one worker taking up to `concurrency` jobs a fetch, each settled on its own (perJobResults), fetching
  // again at once while fetches come back full: a backlog is not paced by the poll, and a wake-up
  // (app.sendWake) that comes while a batch runs makes the worker fetch again right after it
  // rows left without a job (written before sends were jobs): armed before the worker starts
  const armed = armOrphans(app).catch((err) => app.log.error({ err }, "outbox: arming waiting mail failed"));
  const started = workerStarted(
    armed.then(() =>
      boss.work<SendJob>(
        SEND_QUEUE,
        {
          batchSize: concurrency,
          burstWhenBatchFull: true,
          perJobResults: true,
          includeMetadata: true,
          pollingIntervalSeconds: Math.max(0.5, (options.pollMs ?? 1000) / 1000),
        },
        async (jobs) =>
          Promise.all(
            jobs.map(async (j) => {
              try {
                await handle(j as unknown as SendAttempt);
                return { id: j.id, status: "completed" as const };
              } catch (err) {
                return { id: j.id, status: "failed" as const, output: { message: String((err as Error).message) } };
              }
            }),
          ),
      ),
    ),
    app.log,
  );
  app.sendWake = () => void started.then((id) => id && boss.notifyWorker(id));

  const stop = async () => {
    app.sendWake = null;
    const id = await started;
    if (id) await boss.offWork(SEND_QUEUE, { id, wait: true });
    status.running = false;
    if (ownTransport) transport.close();
  };
  return Object.assign(stop, { status });
}
