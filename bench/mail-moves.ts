// Game moves through the whole mail path, run by hand: dovecot → Herald (IMAP IDLE, pipeline on
// PostgreSQL, outbox sender) → SMTP sink, beside the ceiling measured in the same run (a bare
// fetch-and-forward loop with no database). G Trente games; each round appends one move per game (each
// valid for the game's state then) and waits for every reply. Then the same with a second Herald process
// on the same mailbox and database, and the idle latency of single mails (APPEND → reply at the sink).
// Idle rounds wait until Herald has nothing left to do, then ≥ 1 s more, before each APPEND; they run
// with IDLE alone and with a NOOP every --noop ms (IMAP_NOOP_MS; also used by the throughput rounds).
//   npx tsx bench/mail-moves.ts [N=150] [--games=30] [--idle=10] [--noop=200]
import { spawn } from "node:child_process";
import { ImapFlow } from "imapflow";
import nodemailer from "nodemailer";
import { simpleParser } from "mailparser";
import "../src/games/index.ts";
import { loadConfig } from "../src/config.ts";
import { buildApp } from "../src/runtime.ts";
import type { App } from "../src/app.ts";
import { startImap } from "../src/mail/imap.ts";
import { startSender } from "../src/mail/sender.ts";
import { submitRaw } from "../src/mail/inbound.ts";
import { composeRaw } from "../src/mail/compose.ts";
import { startMailStack, type MailStack } from "../tests/mail/stack.ts";
import type { TestApp } from "../tests/helpers/app.ts";
import { load, newGame, nextMail, pct, type Game } from "./moves.ts";

const N = Number(process.argv[2] ?? 150);
const arg = (name: string, dflt: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? dflt;
const G = Number(arg("games", "30"));
const IDLE = Number(arg("idle", "10"));
/** IMAP_NOOP_MS for the throughput rounds and the second set of idle rounds (0: IDLE alone) */
const NOOP = Number(arg("noop", "200"));

/** What newGame/nextMail need of a TestApp, on a real App through the local path. */
function local(app: App): TestApp {
  const t = {
    config: app.config,
    db: app.db,
    log: app.log,
    now: app.now,
    async send(from: string, body: string) {
      const raw = await composeRaw({
        from,
        to: app.config.MAIL_FROM,
        subject: "setup",
        text: body,
        messageId: `setup-${crypto.randomUUID()}@x`,
      });
      const r = await submitRaw(app, raw, "local");
      return (
        (await app.db.prisma.outbox.findFirst({ where: { inboundId: r.inboundId, kind: { in: ["reply", "reply-error"] } } }))
          ?.body ?? ""
      );
    },
    async register(email: string, name: string) {
      return /Your password is: (\S+)/.exec(await t.send(email, `REGISTER ${name}`))![1];
    },
  };
  return t as unknown as TestApp;
}

/** Appends the mails of each round, waits for all their replies; latency APPEND → reply at the sink. */
async function drive(
  stack: MailStack,
  rounds: () => AsyncGenerator<Buffer[]>,
  /** idle rounds: resolves once the handler has been quiet for a while (before the next APPEND) */
  quiet?: () => Promise<void>,
): Promise<{ n: number; secs: number; lat: number[] }> {
  const c = new ImapFlow({
    host: "127.0.0.1",
    port: stack.dovecot.port,
    secure: false,
    auth: { user: stack.dovecot.user, pass: stack.dovecot.password },
    logger: false,
  });
  await c.connect();
  const lat: number[] = [];
  let spent = 0;
  for await (const mails of rounds()) {
    const sent = new Map<string, number>();
    // the round ends with its last reply, not when the replies caught up with the APPENDs still going on
    let answered = 0;
    const all = new Promise<void>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`only ${answered}/${mails.length} replies after 120 s`)), 120_000);
      stack.sink.onMail = (m) => {
        const id = (m.parsed.inReplyTo ?? "").replace(/^<|>$/g, "");
        const t0 = sent.get(id);
        if (t0 === undefined) return;
        lat.push(m.receivedAt - t0);
        sent.delete(id);
        if (++answered === mails.length) {
          clearTimeout(t);
          resolve();
        }
      };
    });
    const start = Date.now();
    for (const raw of mails) {
      const id = /^Message-ID: <([^>]+)>/im.exec(raw.toString())![1];
      sent.set(id, Date.now());
      await c.append("INBOX", raw);
    }
    await all;
    spent += Date.now() - start;
    if (quiet) await quiet();
  }
  await c.logout();
  return { n: lat.length, secs: spent / 1000, lat };
}

function line(label: string, r: { n: number; secs: number; lat: number[] }) {
  console.log(
    `${label.padEnd(38)} ${r.n} mails in ${r.secs.toFixed(1)} s: ${(r.n / r.secs).toFixed(1)} mails/s; p50 ${pct(r.lat, 50)} ms, p95 ${pct(r.lat, 95)} ms  [load ${load()}]`,
  );
}

/** The ceiling: IDLE → fetch new → send a reply → move, no database (as bench/mail.ts). */
/** ≥ 1 s of quiet, plus up to 250 ms at random so that no poll timer lines up with the APPENDs */
const pause = () => new Promise<void>((r) => setTimeout(r, 1000 + Math.random() * 250));

/**
 * The ceiling: IDLE → fetch new → send a reply → move, no database (as bench/mail.ts). It waits for
 * mail as Herald does (IDLE, a poll every 5 s, a NOOP every `noopMs` when set), so the idle rounds
 * compare Herald's own cost, not two ways of being told about new mail.
 */
async function bare(stack: MailStack, rounds: () => AsyncGenerator<Buffer[]>, idle = false, noopMs = 0) {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: stack.sink.port,
    ignoreTLS: true,
    pool: true,
    maxConnections: 4,
  });
  const client = new ImapFlow({
    host: "127.0.0.1",
    port: stack.dovecot.port,
    secure: false,
    auth: { user: stack.dovecot.user, pass: stack.dovecot.password },
    logger: false,
    autoIdleDelay: 50,
  });
  await client.connect();
  await client.mailboxCreate("Processed").catch(() => {});
  await client.mailboxOpen("INBOX");
  let stopping = false;
  let wake: (() => void) | null = null;
  let kicked = false;
  client.on("exists", () => {
    kicked = true;
    wake?.();
  });
  const loop = (async () => {
    while (!stopping) {
      kicked = false;
      const msgs = await client.fetchAll("1:*", { uid: true, source: true }, { uid: true }).catch(() => []);
      const uids: number[] = [];
      for (const m of msgs) {
        if (!m.source) continue;
        const p = await simpleParser(m.source, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
        transport
          .sendMail({
            from: "herald@example.test",
            to: p.from?.value[0].address,
            subject: `Re: ${p.subject}`,
            text: "ok",
            inReplyTo: p.messageId,
          })
          .catch(() => {});
        uids.push(m.uid);
      }
      if (uids.length) await client.messageMove(uids.join(","), "Processed", { uid: true });
      const until = Date.now() + 5000;
      while (!kicked && !stopping && Date.now() < until) {
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, noopMs || 5000);
        });
        wake = null;
        if (noopMs && !kicked && !stopping) await client.noop();
      }
    }
  })();
  try {
    return await drive(stack, rounds, idle ? pause : undefined);
  } finally {
    stopping = true;
    (wake as (() => void) | null)?.();
    await loop;
    await client.logout();
    transport.close();
  }
}

const stack = await startMailStack();
const env = stack.env({
  IMAP_POLL_SECONDS: "5",
  ...(process.env.MAIL_CONCURRENCY ? { MAIL_CONCURRENCY: process.env.MAIL_CONCURRENCY } : {}),
});
const app = await buildApp(loadConfig(env));
const t = local(app);
const games: Game[] = [];
for (let i = 0; i < G; i++) games.push(await newGame(t));
const toBuf = async (g: Game) =>
  Buffer.from(
    await (async () => {
      const m = await nextMail(t, g, "password");
      return m.raw;
    })(),
  );
const moveRounds = (n: number, per = G) =>
  async function* () {
    for (let done = 0; done < n; done += per) yield await Promise.all(games.slice(0, Math.min(per, n - done)).map(toBuf));
  };
const dummyRounds = (n: number, per = G) =>
  async function* () {
    for (let done = 0; done < n; done += per)
      yield Array.from({ length: Math.min(per, n - done) }, (_, i) =>
        Buffer.from(
          `From: p${i}@example.com\r\nTo: herald@example.test\r\nSubject: x\r\nMessage-ID: <bare-${crypto.randomUUID()}@x>\r\n\r\nSTATUS\r\n`,
        ),
      );
  };
/** Herald is quiet: nothing pending, nothing left to send; then ≥ 1 s more (pause). */
const heraldQuiet = async () => {
  for (;;) {
    const [q] = await app.db.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT (SELECT count(*) FROM "Outbox" WHERE status IN ('queued', 'sending'))::int
            + (SELECT count(*) FROM "InboundMessage" WHERE status = 'pending')::int AS n`,
    );
    if (!q.n) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  await pause();
};
const herald = (noopMs: number) => startImap(app, { autoIdleDelayMs: 50, noopMs });
try {
  console.log(
    `${N} mails in rounds of ${G} (one per game), dovecot → handler → SMTP sink; ` +
      `wake-up: IDLE${NOOP ? ` and a NOOP every ${NOOP} ms (IMAP_NOOP_MS)` : " alone"}`,
  );
  if (N) line("bare fetch-and-forward (ceiling)", await bare(stack, dummyRounds(N), false, NOOP));
  if (IDLE) {
    line("bare, idle single mails, IDLE", await bare(stack, dummyRounds(IDLE, 1), true, 0));
    if (NOOP) line(`bare, idle single mails, NOOP ${NOOP}`, await bare(stack, dummyRounds(IDLE, 1), true, NOOP));
  }
  const stopSender = startSender(app, { pollMs: 200 });
  let imap = herald(NOOP);
  while (!imap.status.lastPoll) await new Promise((r) => setTimeout(r, 20));
  if (N) line("Herald, one process", await drive(stack, moveRounds(N)));
  const child = !N
    ? null
    : spawn(process.execPath, ["--import", "tsx", "bench/herald-worker.ts"], {
        env: { ...process.env, ...env, IMAP_NOOP_MS: String(NOOP), LOG_LEVEL: "silent" },
        stdio: ["ignore", "pipe", "inherit"],
      });
  if (child) {
    await new Promise<void>((r) => child.stdout!.on("data", (d) => String(d).includes("ready") && r()));
    line("Herald, two processes", await drive(stack, moveRounds(N)));
    child.kill("SIGTERM");
    await new Promise((r) => child.on("exit", r));
  }
  if (IDLE) {
    await imap.stop();
    imap = herald(0);
    await heraldQuiet();
    line("Herald, idle single mails, IDLE", await drive(stack, moveRounds(IDLE, 1), heraldQuiet));
    if (NOOP) {
      await imap.stop();
      imap = herald(NOOP);
      await heraldQuiet();
      line(`Herald, idle single mails, NOOP ${NOOP}`, await drive(stack, moveRounds(IDLE, 1), heraldQuiet));
    }
  }
  // where the time went, from the database's own clocks: stored → processed → reply sent
  const [tr] = await app.db.prisma.$queryRawUnsafe<any[]>(`SELECT
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM i."processedAt" - i."receivedAt")) * 1000 AS processed,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM o."sentAt" - i."processedAt")) * 1000 AS sent
    FROM "InboundMessage" i JOIN "Outbox" o ON o."inboundId" = i.id AND o.kind = 'reply' WHERE i.source = 'imap'`);
  console.log(
    `medians over all Herald mails: stored → processed ${Math.round(tr.processed)} ms, processed → reply sent ${Math.round(tr.sent)} ms`,
  );
  await imap.stop();
  await stopSender();
} finally {
  await app.db.close();
  await stack.stop();
}
process.exit(0);
