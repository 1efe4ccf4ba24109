// The IMAP poller (MAIL_MODE=imap): reads the INBOX with imapflow, stores every mail before
// anything else happens, processes it, and moves it to IMAP_PROCESSED_FOLDER after the processing
// transaction has committed.
//
// - New mail is noticed by IDLE (started after a short `autoIdleDelay`) and, as a fallback for servers
//   or proxies where IDLE is unreliable, by a poll every IMAP_POLL_SECONDS. With IMAP_NOOP_MS a NOOP
//   every so many ms asks in between (the server's answer carries new mail's EXISTS): dovecot tells an
//   IDLE client about new mail only 500 ms after it notices it, a NOOP is answered at once.
// - The poller remembers in the database (MailboxState) where it first attached to the mailbox: its
//   UIDVALIDITY and the highest UID present then. Mail up to that UID was there before Herald and is
//   left alone, unless IMAP_BACKLOG=process (then the mark is 0). A changed UIDVALIDITY makes old UIDs
//   meaningless and counts as a first attach again.
// - Every pass looks at every message in the INBOX above that mark. Handled mail is moved out of the
//   INBOX, so what remains there is exactly the mail not yet done: no progress counter to get wrong
//   when several processes move messages at once, and any message left behind (a crash between
//   commit and move, a move that did not happen) is simply handled again on the next pass.
// - Exactly once: the raw mail is stored first (unique Message-ID), with its run armed in the same
//   transaction (a job of the inbound queue, run by whichever instance's worker takes it:
//   intake-worker.ts); processInbound is idempotent and serialised by a row lock, and the move happens
//   only for a mail whose row is no longer pending. A mail still pending after a while stays in the
//   INBOX and the next pass comes soon; a crash at any point is repaired by the next pass (store →
//   duplicate, its job → no-op when done, move).
// - One instance reads the mailbox at a time (mailbox-lease.ts); the others' workers run mail all the
//   same, their pg-boss woken by the job's notification.
// - A mail that ends quarantined (inbound.ts) is moved to IMAP_QUARANTINE_FOLDER instead; a message
//   that cannot even be stored stays in the INBOX, logged, without stopping the pass.
// - The connection is re-opened with exponential backoff when it drops.
import { isIP } from "node:net";
import { ImapFlow, type FetchMessageObject } from "imapflow";
import type { App } from "../app.ts";
import { receiveRaw } from "../intake/inbound.ts";
import { imapTls, portMismatch, withTlsHint } from "../mail/tls.ts";
import { mailboxLease } from "./mailbox-lease.ts";
import { imapHint, plainTextWarning, type ImapSettings } from "./imap-hints.ts";
import { accessTokensFrom, type AccessTokens } from "../mail/oauth2.ts";

export interface ImapStatus {
  connected: boolean;
  /** this instance holds the mailbox (mailbox-lease.ts); false while another instance reads it */
  reading: boolean;
  /** another instance holds the mailbox: this one waits for it (its worker runs mail all the same) */
  standby: boolean;
  /** end of the last successful pass over the INBOX */
  lastPoll: Date | null;
  lastError: string | null;
  /** mails this process stored and saw processed since it started */
  processed: number;
  /** the first-attach mark: UIDs up to it were in the INBOX before Herald and are left alone */
  lastUid: number | null;
}

export interface ImapOptions {
  /** poll interval; default IMAP_POLL_SECONDS */
  pollSeconds?: number;
  /** ms of quiet before IDLE starts (default 500) */
  autoIdleDelayMs?: number;
  /** while waiting for mail, a NOOP this often (ms; 0 = IDLE alone); default IMAP_NOOP_MS */
  noopMs?: number;
  /** first reconnect delay (default 1 s), doubled up to reconnectMaxMs (default 60 s) */
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
  /** messages fetched per round trip (default 25), and at most this many bytes (default 32 MiB) */
  batch?: number;
  batchBytes?: number;
  /** called after each message is handled (tests, benchmarks) */
  onMessage?: (e: { uid: number; inboundId: number; duplicate: boolean; moved: boolean }) => void;
  /** OAuth2 access tokens to log in with (shared with the sender); by default from OAUTH2_* when set */
  tokens?: AccessTokens | null;
}

export interface ImapHandle {
  stop: () => Promise<void>;
  status: ImapStatus;
  /** asks for a pass now (e.g. from an admin button) */
  kick: () => void;
}

const INBOX = "INBOX";

/**
 * The mailbox's identity: the account and the folder, not how it is reached, so a new IMAP_HOST or
 * IMAP_PORT (993 → 143, a new host name) finds its mark again. Another server holding the same
 * account name has another UIDVALIDITY, which attach() treats as a first attach.
 */
export function mailboxKey(app: App): string {
  return `imap:${(app.config.IMAP_USER ?? "").toLowerCase()}/${INBOX}`;
}

/** Before mailbox identities: "user@host:port/INBOX" (any host, any port). */
function legacyKeyPattern(app: App): string {
  const user = (app.config.IMAP_USER ?? "").replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return `${user}@%/${INBOX}`;
}

function errText(e: unknown, settings?: ImapSettings): string {
  const x = e as { responseText?: string; message?: string; code?: string };
  const text = [x?.code, x?.responseText ?? x?.message ?? String(e)].filter(Boolean).join(": ").slice(0, 500);
  if (!settings) return withTlsHint("IMAP", e, text);
  const hint = imapHint(e, settings);
  return hint ? `${hint} (${text})` : text;
}

/** Creates the folder unless it exists. */
export async function ensureFolder(client: ImapFlow, folder: string): Promise<void> {
  const list = await client.list();
  if (list.some((m) => m.path === folder)) return;
  try {
    await client.mailboxCreate(folder);
  } catch (e) {
    // a second process may have created it in between
    const again = await client.list();
    if (!again.some((m) => m.path === folder)) throw e;
  }
}

/**
 * The first-attach mark for this mailbox: the first attach (no row, or a different UIDVALIDITY)
 * records UIDNEXT-1 (skip what is there) or 0 (IMAP_BACKLOG=process). A mark kept under the old
 * host:port key with the same UIDVALIDITY is taken over. Skipped mail is logged with its count.
 */
async function attach(app: App, key: string, mb: { uidValidity: bigint; uidNext: number; exists: number }): Promise<number> {
  const prisma = app.db.prisma;
  const { uidValidity, uidNext } = mb;
  // every pass asks (the dashboard's "Process these" may have moved the mark): one statement when the
  // mark is there for this UIDVALIDITY, as it is on every pass but the first
  const [known] = await app.db.statements.rows<{ uidValidity: string; lastUid: string }>(
    `SELECT "uidValidity"::text, "lastUid"::text FROM "MailboxState" WHERE key = $1`,
    key,
  );
  if (known && BigInt(known.uidValidity) === uidValidity) return Number(known.lastUid);
  const start = BigInt(app.config.IMAP_BACKLOG === "process" ? 0 : Math.max(0, uidNext - 1));
  const now = app.now();
  const skipped = () => {
    if (start > 0n && mb.exists > 0)
      app.log.warn(
        { mailbox: key, skipped: mb.exists, uptoUid: Number(start), backlog: app.config.IMAP_BACKLOG },
        `IMAP: first attach: ${mb.exists} message(s) already in the INBOX are left unanswered (IMAP_BACKLOG=skip); ` +
          "set IMAP_BACKLOG=process before the first start to answer them",
      );
  };
  const legacy = await prisma.$queryRaw<{ lastUid: bigint }[]>`
    SELECT "lastUid" FROM "MailboxState" WHERE key LIKE ${legacyKeyPattern(app)} AND "uidValidity" = ${uidValidity}
    ORDER BY "lastUid" ASC LIMIT 1`;
  const initial = legacy.length ? legacy[0].lastUid : start;
  const inserted = await prisma.$queryRaw<{ key: string }[]>`
    INSERT INTO "MailboxState" (key, "uidValidity", "lastUid", "attachedAt", "updatedAt")
    VALUES (${key}, ${uidValidity}, ${initial}, ${now}, ${now}) ON CONFLICT (key) DO NOTHING RETURNING key`;
  if (inserted.length) {
    if (legacy.length)
      app.log.info({ mailbox: key, lastUid: Number(initial) }, "IMAP: took over the mark kept under the mailbox's host:port");
    else skipped();
  }
  const row = await prisma.mailboxState.findUniqueOrThrow({ where: { key } });
  if (row.uidValidity !== uidValidity) {
    app.log.warn(
      { mailbox: key, old: String(row.uidValidity), new: String(uidValidity), backlog: app.config.IMAP_BACKLOG },
      "IMAP: UIDVALIDITY changed (another server, or the mailbox was rebuilt); attaching again as on a first start",
    );
    // only the first process to notice resets the row
    const n = await prisma.$executeRaw`
      UPDATE "MailboxState" SET "uidValidity" = ${uidValidity}, "lastUid" = ${start}, "attachedAt" = ${now}, "updatedAt" = ${now}
      WHERE key = ${key} AND "uidValidity" = ${row.uidValidity}`;
    if (n) skipped();
    return Number((await prisma.mailboxState.findUniqueOrThrow({ where: { key } })).lastUid);
  }
  return Number(row.lastUid);
}

/**
 * "Process these": mail left in the INBOX at the first attach (below the mark) is answered after all.
 * The mark goes to 0; the poller's next pass (IDLE or IMAP_POLL_SECONDS) handles every message still
 * in the INBOX, which is exactly that backlog (handled mail was moved out). Returns false when the
 * mailbox had no mark above 0.
 */
export async function processBacklog(app: App, key: string): Promise<boolean> {
  const n = await app.db.prisma.$executeRaw`
    UPDATE "MailboxState" SET "lastUid" = 0, "updatedAt" = ${app.now()} WHERE key = ${key} AND "lastUid" > 0`;
  if (n) app.log.warn({ mailbox: key }, "IMAP: the mail left in the INBOX at the first attach will be processed");
  return n > 0;
}

/** Groups UIDs into fetches of at most `n` messages and about `bytes` bytes. */
function chunks(list: { uid: number; size: number }[], n: number, bytes: number): number[][] {
  const out: number[][] = [];
  let cur: number[] = [];
  let size = 0;
  for (const m of list) {
    if (cur.length && (cur.length >= n || size + m.size > bytes)) {
      out.push(cur);
      cur = [];
      size = 0;
    }
    cur.push(m.uid);
    size += m.size;
  }
  if (cur.length) out.push(cur);
  return out;
}

/**
 * One pass over the INBOX: every message above the first-attach mark is stored, processed and, once
 * its row is no longer pending, moved. Returns how many messages are still held back (pending elsewhere).
 */
/**
 * Moves messages to a folder, serialised across processes. Two processes moving the same message at the
 * same moment can make the server copy it twice, so moves hold an advisory lock for the MOVE, and a NOOP
 * first lets this session see what another process moved meanwhile (a UID set skips those).
 */
async function lockedMove(app: App, client: ImapFlow, uids: number[], folder: string) {
  return app.db.prisma.$transaction(
    async (tx) => {
      await tx.$queryRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext($1))::text`, `herald-imap-move:${mailboxKey(app)}`);
      await client.noop();
      return client.messageMove(uids.join(","), folder, { uid: true });
    },
    { timeout: 120_000, maxWait: 120_000 },
  );
}

export async function syncInbox(
  app: App,
  client: ImapFlow,
  status: ImapStatus,
  opts: Pick<ImapOptions, "batch" | "batchBytes" | "onMessage"> = {},
): Promise<{ seen: number; moved: number; held: number }> {
  const key = mailboxKey(app);
  const mb = client.mailbox;
  if (!mb) throw new Error("IMAP: no mailbox open");
  const lastUid = await attach(app, key, { uidValidity: BigInt(mb.uidValidity), uidNext: mb.uidNext, exists: mb.exists });
  status.lastUid = lastUid;
  // `N:*` also returns the highest message when N is above it: filter
  const heads = (await client.fetchAll(`${lastUid + 1}:*`, { uid: true, size: true }, { uid: true }))
    .filter((m) => m.uid > lastUid)
    .map((m) => ({ uid: m.uid, size: m.size ?? 0 }))
    .sort((a, b) => a.uid - b.uid);
  let moved = 0;
  let held = 0;
  type Stored = { uid: number; inboundId: number; duplicate: boolean };

  /** Once a group's mails are run (or WAIT_MS has passed): move them out (those no longer pending), count, report. */
  const finish = async (handled: Stored[]) => {
    const states = await ended(
      app,
      handled.map((h) => h.inboundId),
    );
    const stillPending = new Set(states.filter((r) => r.status === "pending").map((r) => r.id));
    // quarantined mail goes to its own folder next to Processed, where a person can look at it
    const quarantined = new Set(states.filter((r) => r.status === "quarantined").map((r) => r.id));
    const toQuarantine = handled.filter((h) => quarantined.has(h.inboundId)).map((h) => h.uid);
    if (toQuarantine.length) {
      const res = await lockedMove(app, client, toQuarantine, app.config.IMAP_QUARANTINE_FOLDER);
      if (res === false)
        throw new Error(`IMAP: moving ${toQuarantine.length} message(s) to ${app.config.IMAP_QUARANTINE_FOLDER} failed`);
    }
    const toMove = handled.filter((h) => !stillPending.has(h.inboundId) && !quarantined.has(h.inboundId)).map((h) => h.uid);
    // Which of them the server says it moved (COPYUID). With two processes moving overlapping sets
    // at once, a server may answer OK yet leave a message where it was: such a message is not
    // counted as done; the next pass looks at it again (gone by then, or moved then).
    let unconfirmed = new Set<number>();
    if (toMove.length) {
      const res = await lockedMove(app, client, toMove, app.config.IMAP_PROCESSED_FOLDER);
      if (res === false)
        throw new Error(`IMAP: moving ${toMove.length} message(s) to ${app.config.IMAP_PROCESSED_FOLDER} failed`);
      if (res?.uidMap) unconfirmed = new Set(toMove.filter((u) => !res.uidMap!.has(u)));
      moved += toMove.length - unconfirmed.size;
    }
    for (const h of handled) {
      const wasMoved = !stillPending.has(h.inboundId) && !unconfirmed.has(h.uid);
      if (wasMoved) status.processed++;
      opts.onMessage?.({ ...h, moved: wasMoved });
    }
    held += handled.filter((h) => stillPending.has(h.inboundId) || unconfirmed.has(h.uid)).length;
  };

  // Each mail is run by the workers as soon as it is stored (different games at once, one game's mails in
  // order), while the next ones are stored and the next group is fetched. A group is moved once its
  // mails are run; at most two groups are in memory (the one being fetched and stored, the one being
  // finished).
  let previous: Promise<void> = Promise.resolve();
  try {
    for (const group of chunks(heads, opts.batch ?? 25, opts.batchBytes ?? 32 * 1024 * 1024)) {
      const msgs: FetchMessageObject[] = await client.fetchAll(group.join(","), { uid: true, source: true }, { uid: true });
      msgs.sort((a, b) => a.uid - b.uid);
      const stored: Stored[] = [];
      for (const m of msgs) {
        if (!m.source) continue; // expunged meanwhile (another process moved it)
        try {
          // stored before anything else happens, its run armed with it
          const r = await receiveRaw(app, m.source, "imap");
          stored.push({ uid: m.uid, inboundId: r.inboundId, duplicate: r.duplicate });
        } catch (e) {
          // one message never stops the pass: it stays in the INBOX and the next pass tries it again
          app.log.error({ uid: m.uid, err: e, error: errText(e) }, "IMAP: a message could not be stored");
        }
      }
      await previous;
      previous = finish(stored);
      // its failure is seen where it is awaited (the next group, or the end of the pass), not as an
      // unhandled rejection while the next group is fetched
      previous.catch(() => {});
    }
    await previous;
  } catch (e) {
    await previous.catch(() => {});
    throw e;
  }
  return { seen: heads.length, moved, held };
}

/** How long a pass waits for its mails to be run before it leaves the pending ones to the next pass. */
const WAIT_MS = 30_000;

/**
 * The statuses of stored mails once none is pending, or once WAIT_MS has passed: asked every 50 ms at
 * first, less often as the wait grows (the workers of every instance run them, intake-worker.ts).
 */
async function ended(app: App, ids: number[]): Promise<Array<{ id: number; status: string }>> {
  if (!ids.length) return [];
  const until = Date.now() + WAIT_MS;
  for (let pause = 50; ; pause = Math.min(500, pause * 1.5)) {
    const rows = await app.db.statements.rows<{ id: number; status: string }>(
      `SELECT id, status FROM "InboundMessage" WHERE id = ANY($1::int[])`,
      ids,
    );
    if (!rows.some((r) => r.status === "pending") || Date.now() >= until) {
      app.sendWake?.();
      return rows;
    }
    await new Promise((r) => setTimeout(r, pause));
  }
}

/**
 * The NOOP interval while waiting for mail: IMAP_NOOP_MS, or by default 100 ms for a server on this
 * machine, none for a remote one. 100 ms keeps an idle mail's reply within ~0.3 s (200 ms let one in
 * twenty take ~0.4 s) for ~0.3 % of a core while idle, Herald and dovecot together (bench/mail-moves.ts).
 */
export function noopMsFor(c: Pick<App["config"], "IMAP_NOOP_MS" | "IMAP_HOST">): number {
  if (c.IMAP_NOOP_MS !== undefined) return c.IMAP_NOOP_MS;
  const host = (c.IMAP_HOST ?? "").toLowerCase().replace(/^\[|\]$/g, "");
  const loopback =
    host === "localhost" || host.endsWith(".localhost") || (isIP(host) === 4 && host.startsWith("127.")) || host === "::1";
  return loopback ? 100 : 0;
}

/** Starts the poller; the returned handle stops it (waiting for the pass in flight) and shows its status. */
export function startImap(app: App, options: ImapOptions = {}): ImapHandle {
  const c = app.config;
  if (!c.IMAP_HOST || !c.IMAP_USER) throw new Error("IMAP_HOST and IMAP_USER must be set for MAIL_MODE=imap");
  const pollMs = (options.pollSeconds ?? c.IMAP_POLL_SECONDS) * 1000;
  const noopMs = options.noopMs ?? noopMsFor(c);
  const minBackoff = options.reconnectMinMs ?? 1000;
  const maxBackoff = options.reconnectMaxMs ?? 60_000;
  const status: ImapStatus = {
    connected: false,
    reading: false,
    standby: false,
    lastPoll: null,
    lastError: null,
    processed: 0,
    lastUid: null,
  };
  const mismatch = portMismatch("IMAP", c.IMAP_TLS, c.IMAP_PORT);
  if (mismatch) app.log.warn({ port: c.IMAP_PORT, tls: c.IMAP_TLS }, mismatch);
  const plain = plainTextWarning(c);
  if (plain) app.log.warn({ host: c.IMAP_HOST, port: c.IMAP_PORT }, plain);
  const tokens = options.tokens === undefined ? accessTokensFrom(c, app.log) : options.tokens;
  /** the server refused the last token: ask a new one for the next login */
  let tokenRefused = false;
  let stopping = false;
  let client: ImapFlow | null = null;
  let kicked = false;
  let wake: (() => void) | null = null;
  const kick = () => {
    kicked = true;
    wake?.();
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopping) return resolve();
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        wake = null;
        resolve();
      }
      wake = done;
    });

  /**
   * Waits up to `ms` for new mail: IDLE's EXISTS (or kick()) ends the wait; with noopMs, a NOOP every
   * noopMs asks the server too, and its EXISTS ends the wait the same way.
   */
  const waitForMail = async (cl: ImapFlow, ms: number, closed: () => boolean) => {
    if (!noopMs) return sleep(ms);
    const until = Date.now() + ms;
    while (!stopping && !closed() && !kicked && Date.now() < until) {
      await sleep(Math.min(noopMs, until - Date.now()));
      if (stopping || closed() || kicked) break;
      await cl.noop();
    }
  };

  // one instance reads the mailbox at a time (mailbox-lease.ts); a lost lease ends the session
  const lease = mailboxLease(app, mailboxKey(app), () => {
    kick();
    client?.close();
  });
  const loop = (async () => {
    let backoff = minBackoff;
    while (!stopping) {
      if (lease.lost() || !status.reading) {
        status.reading = false;
        app.log.info({ mailbox: mailboxKey(app) }, "IMAP: waiting to read the mailbox (another instance may hold it)");
        // on standby only once another instance is seen holding the mailbox: an instance that is about to
        // read it is not ready before its first pass
        const got = await lease.acquire(
          () => stopping,
          () => (status.standby = true),
        );
        status.standby = false;
        if (!got) break;
        status.reading = true;
      }
      // with OAuth2, a token valid for a while yet (oauth2.ts); one that cannot be had is this pass's failure
      let auth: { user: string; pass: string } | { user: string; accessToken: string };
      try {
        auth = tokens
          ? { user: c.IMAP_USER!, accessToken: await tokens.get(tokenRefused) }
          : { user: c.IMAP_USER!, pass: c.IMAP_PASSWORD ?? "" };
        tokenRefused = false;
      } catch (e) {
        status.lastError = errText(e, c);
        if (!stopping) app.log.warn({ error: status.lastError, retryInMs: backoff }, "IMAP: no login; mail waits in the mailbox");
        await sleep(backoff);
        backoff = Math.min(maxBackoff, backoff * 2);
        continue;
      }
      const cl = new ImapFlow({
        host: c.IMAP_HOST!,
        port: c.IMAP_PORT,
        ...imapTls(c.IMAP_TLS, c.IMAP_TLS_CA, c.IMAP_HOST!),
        auth,
        logger: false,
        // with NOOPs every noopMs, IDLE would only be broken by the next NOOP (three commands
        // instead of one): it starts only after two NOOP intervals without one
        autoIdleDelay: Math.max(options.autoIdleDelayMs ?? 500, noopMs * 2),
        connectionTimeout: 30_000,
        greetingTimeout: 15_000,
        socketTimeout: 5 * 60_000,
      });
      client = cl;
      let closed = false;
      cl.on("error", (e: unknown) => {
        status.lastError = errText(e, c);
        app.log.warn({ err: e, error: status.lastError }, "IMAP connection error");
      });
      cl.on("close", () => {
        closed = true;
        status.connected = false;
        wake?.();
      });
      cl.on("exists", () => kick()); // new mail (IDLE or a command's untagged EXISTS)
      try {
        await cl.connect();
        await ensureFolder(cl, c.IMAP_PROCESSED_FOLDER);
        await ensureFolder(cl, c.IMAP_QUARANTINE_FOLDER);
        await cl.mailboxOpen(INBOX);
        status.connected = true;
        app.log.info({ host: c.IMAP_HOST, user: c.IMAP_USER, folder: c.IMAP_PROCESSED_FOLDER }, "IMAP: attached to INBOX");
        backoff = minBackoff;
        while (!stopping && !closed && !lease.lost()) {
          kicked = false;
          const r = await syncInbox(app, cl, status, options);
          status.lastPoll = app.now();
          status.lastError = null;
          if (r.seen) app.log.debug({ seen: r.seen, moved: r.moved, held: r.held, lastUid: status.lastUid }, "IMAP: pass done");
          if (stopping || closed) break;
          if (kicked) continue;
          // mail held back by another process: look again soon; otherwise wait for IDLE or the poll
          await waitForMail(cl, r.held ? Math.min(1000, pollMs) : pollMs, () => closed);
        }
      } catch (e) {
        status.lastError = errText(e, c);
        if ((e as { authenticationFailed?: boolean }).authenticationFailed) tokenRefused = true;
        if (!stopping) app.log.warn({ err: e, error: status.lastError, retryInMs: backoff }, "IMAP: pass failed; reconnecting");
      }
      status.connected = false;
      if (!closed) {
        if (stopping) await cl.logout().catch(() => cl.close());
        else cl.close();
      }
      client = null;
      if (stopping) break;
      if (lease.lost()) continue; // wait for the lease again, at once
      await sleep(backoff);
      backoff = Math.min(maxBackoff, backoff * 2);
    }
  })();

  return {
    status,
    kick,
    async stop() {
      stopping = true;
      wake?.();
      // a pass in flight finishes first; a connect still in progress is abandoned
      if (client && !status.connected) client.close();
      await loop;
      await lease.release();
    },
  };
}
