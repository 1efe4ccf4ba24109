// Game moves through the whole mail path, run by hand: dovecot → Herald (IMAP IDLE, pipeline on
// PostgreSQL, outbox sender) → SMTP sink, beside the ceiling measured in the same run (a bare
// fetch-and-forward loop with no database, bare-worker.ts). G Trente games; each round appends one
// move per game (each valid for the game's state then) and waits for every reply; a throughput run
// ends when everything the moves caused (the news mails too) has been delivered. Then the same with
// two Herald processes on the same mailbox and database, and the idle latency of single mails
// (APPEND → reply at the sink). Every handler runs in a process of its own (as in production); this
// process holds the driver and a sink that reads only In-Reply-To (light-sink.ts). Idle rounds wait
// until Herald has nothing left to do, then ≥ 1 s more, before each APPEND; they run with IDLE alone
// and with a NOOP every --noop ms (IMAP_NOOP_MS; also used by the throughput rounds). Each
// throughput line is followed by the CPU the run cost, per mail, by program (cpu.ts).
// Every throughput run starts with --warmup mails that are not counted, then a VACUUM ANALYZE (below) (the same kind of mail, through the
// same processes): a service runs for days, and the first few hundred mails of a process are mostly V8
// compiling its code (Herald's CPU a mail falls by a third over its first 300 moves). --repeat runs the
// ceiling and the Herald set-ups that many times, alternately, and ends with each set-up's ratios to the
// ceiling of its own repetition and their median (the ceiling alone varies by a quarter from run to run).
//   npx tsx bench/mail-moves.ts [N=150] [--games=30] [--idle=10] [--noop=100] [--auth=reply-key,password] [--prof=DIR]
//     [--set=one,two,split] (which Herald set-ups run: one process, two, one reading and one sending)
//     [--warmup=300] [--repeat=1]
import { ImapFlow } from "imapflow";
import { GAMES } from "../src/games/index.ts";
import { loadConfig } from "../src/config.ts";
import { buildApp } from "../src/runtime.ts";
import type { App } from "../src/app.ts";
import { submitRaw } from "../src/intake/inbound.ts";
import { composeRaw } from "../src/mail/compose.ts";
import { startMailStack, type MailStack } from "../tests/mail/stack.ts";
import { startLightSink, type LightSink } from "./light-sink.ts";
import { startBare, startHerald, type Handler } from "./workers.ts";
import type { TestApp } from "../tests/helpers/app.ts";
import { cpuByProgram, cpuPerMail } from "./cpu.ts";
import { load, newGame, nextMail, pct, type Game } from "./moves.ts";

const N = Number(process.argv[2] ?? 150);
const arg = (name: string, dflt: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? dflt;
const G = Number(arg("games", "30"));
const IDLE = Number(arg("idle", "10"));
/** IMAP_NOOP_MS for the throughput rounds and the second set of idle rounds (0: IDLE alone) */
const NOOP = Number(arg("noop", "100"));
/** --prof=DIR: CPU profiles of the handler processes (node --cpu-prof) */
const PROF = arg("prof", "");
const SETS = new Set(arg("set", "one,two,split").split(","));
const WARMUP = Number(arg("warmup", "300"));
const REPEAT = Number(arg("repeat", "1"));
type Auth = "reply-key" | "password";
/**
 * --auth=reply-key,password: how the moves authenticate. By reply key: the player answers Herald's
 * last mail (what a mail client's Reply does). By PASSWORD line: a player's first move in a process
 * costs a scrypt, later ones within minutes an HMAC (accounts/password-cache.ts); a fresh process
 * per run and 90 players make that about a quarter of the mails here.
 */
const AUTHS = arg("auth", "reply-key,password").split(",") as Auth[];

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
type Figures = { n: number; secs: number; lat: number[]; cpu?: string };

async function drive(
  sink: LightSink,
  stack: MailStack,
  rounds: () => AsyncGenerator<Buffer[]>,
  /** idle rounds: resolves once the handler has been quiet for a while (before the next APPEND) */
  quiet?: () => Promise<void>,
  /**
   * throughput rounds: resolves once everything the moves caused has been delivered (the news mails
   * go after the replies: the last round's are counted too)
   */
  drained?: () => Promise<void>,
): Promise<Figures> {
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
  // CPU counted over the timed parts only (making the next round's moves reads the database too)
  const cpuSpent = new Map<string, number>();
  const addCpu = (a: Map<string, number>, b: Map<string, number>) => {
    for (const [k, v] of b) cpuSpent.set(k, (cpuSpent.get(k) ?? 0) + v - (a.get(k) ?? 0));
  };
  for await (const mails of rounds()) {
    const sent = new Map<string, number>();
    // the round ends with its last reply, not when the replies caught up with the APPENDs still going on
    let answered = 0;
    const all = new Promise<void>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`only ${answered}/${mails.length} replies after 120 s`)), 120_000);
      sink.onMail = (m) => {
        const id = m.inReplyTo;
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
    const cpuStart = cpuByProgram(parts);
    for (const raw of mails) {
      const id = /^Message-ID: <([^>]+)>/im.exec(raw.toString())![1];
      sent.set(id, Date.now());
      await c.append("INBOX", raw);
    }
    await all;
    spent += Date.now() - start;
    addCpu(cpuStart, cpuByProgram(parts));
    if (quiet) await quiet();
  }
  if (drained) {
    const start = Date.now();
    const cpuStart = cpuByProgram(parts);
    await drained();
    spent += Date.now() - start;
    addCpu(cpuStart, cpuByProgram(parts));
  }
  const cpu = cpuPerMail(new Map(), cpuSpent, lat.length);
  await c.logout();
  return { n: lat.length, secs: spent / 1000, lat, cpu: quiet ? undefined : cpu };
}

function line(label: string, r: { n: number; secs: number; lat: number[]; cpu?: string }) {
  console.log(
    `${label.padEnd(38)} ${r.n} mails in ${r.secs.toFixed(1)} s: ${(r.n / r.secs).toFixed(1)} mails/s; p50 ${pct(r.lat, 50)} ms, p95 ${pct(r.lat, 95)} ms  [load ${load()}]`,
  );
  if (r.cpu) console.log(`${"".padEnd(38)} ${r.cpu}`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** ≥ 1 s of quiet, plus up to 250 ms at random so that no poll timer lines up with the APPENDs */
const pause = () => new Promise<void>((r) => setTimeout(r, 1000 + Math.random() * 250));

const stack = await startMailStack();
const sink = await startLightSink();
const env = stack.env({
  SMTP_PORT: String(sink.port),
  IMAP_POLL_SECONDS: "5",
  ...(process.env.MAIL_CONCURRENCY ? { MAIL_CONCURRENCY: process.env.MAIL_CONCURRENCY } : {}),
});
// the bench's own app: sets the games up through the local path, reads the database; never polls or sends
const app = await buildApp({ config: loadConfig(env), games: GAMES });
const t = local(app);
const games: Game[] = [];
for (let i = 0; i < G; i++) games.push(await newGame(t));
const toBuf = async (g: Game, auth: Auth) => Buffer.from((await nextMail(t, g, auth)).raw);
const moveRounds = (n: number, auth: Auth, per = G) =>
  async function* () {
    for (let done = 0; done < n; done += per)
      yield await Promise.all(games.slice(0, Math.min(per, n - done)).map((g) => toBuf(g, auth)));
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
/** Herald has nothing pending and nothing left to send. */
const heraldDrained = async () => {
  for (;;) {
    const [q] = await app.db.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT (SELECT count(*) FROM "Outbox" WHERE status IN ('queued', 'sending'))::int
            + (SELECT count(*) FROM "InboundMessage" WHERE status = 'pending')::int AS n`,
    );
    if (!q.n) return;
    await new Promise((r) => setTimeout(r, 10));
  }
};
/** Herald is quiet, then ≥ 1 s more (pause). */
const heraldQuiet = async () => {
  await heraldDrained();
  await pause();
};
const bare = (noopMs: number) => startBare(stack.dovecot, sink.port, noopMs, PROF);
/** the handlers of a split deployment by pid (bench/cpu.ts counts their CPU apart) */
const parts = new Map<number, string>();
const herald = async (noopMs: number, mailParts = "read,send") => {
  const h = await startHerald({ ...env, IMAP_NOOP_MS: String(noopMs), MAIL_PARTS: mailParts }, PROF);
  if (!mailParts.includes(",")) parts.set(h.pid, mailParts);
  return h;
};
/**
 * BENCH_STATEMENTS=1, on a PostgreSQL that preloads pg_stat_statements: the statements of each timed run
 * a mail (every process's, the bench's own reads included), the most frequent first.
 */
const STATEMENTS = process.env.BENCH_STATEMENTS === "1";
async function statementsPerMail(mails: number) {
  const rows = await app.db.prisma.$queryRawUnsafe<Array<{ calls: number; query: string }>>(
    `SELECT calls::int, regexp_replace(query, '\\s+', ' ', 'g') AS query FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) ORDER BY calls DESC`,
  );
  const all = rows.reduce((n, r) => n + r.calls, 0);
  console.log(`${"".padEnd(38)} statements a mail: ${(all / mails).toFixed(1)}`);
  for (const r of rows.slice(0, 25))
    console.log(`${"".padEnd(40)}${(r.calls / mails).toFixed(2).padStart(6)}  ${r.query.slice(0, 110)}`);
}
/** Starts the handlers, warms them up (`warm`, not counted), runs the rounds, stops the handlers. */
async function run(
  start: Array<() => Promise<Handler>>,
  go: () => Promise<Figures>,
  warm?: () => Promise<unknown>,
): Promise<Figures> {
  const handlers = await Promise.all(start.map((s) => s()));
  try {
    if (warm && WARMUP) await warm();
    // two instances: each one's CPU apart, by the role it holds after the warm-up (bench/cpu.ts)
    if (handlers.length > 1 && !parts.size) for (const h of handlers) if (h.role) parts.set(h.pid, await h.role());
    // a database as autovacuum keeps it: this machine's PostgreSQL runs with autovacuum off
    // (conf.d/90-ci.conf), and a queue table's dead rows (a sent mail's earlier versions) then pile
    // up from run to run: Herald lost half its rate over six runs in one database before this
    await app.db.prisma.$executeRawUnsafe("VACUUM ANALYZE");
    if (!STATEMENTS || handlers.length > 1) return await go();
    await app.db.prisma.$executeRawUnsafe("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
    await app.db.prisma.$queryRawUnsafe("SELECT pg_stat_statements_reset()::text");
    const r = await go();
    await statementsPerMail(r.n);
    return r;
  } finally {
    await Promise.all(handlers.map((h) => h.stop()));
    parts.clear();
  }
}
try {
  console.log(
    `${N} mails in rounds of ${G} (one per game), dovecot → handler → SMTP sink; every handler a process of its own; ` +
      `wake-up: IDLE${NOOP ? ` and a NOOP every ${NOOP} ms (IMAP_NOOP_MS)` : " alone"}`,
  );
  /** throughput lines by set-up, for the summary: mails/s of each repetition */
  const rates = new Map<string, number[]>();
  const line2 = (label: string, r: Figures) => {
    line(label, r);
    rates.set(label, [...(rates.get(label) ?? []), r.n / r.secs]);
  };
  const ceiling = "bare fetch-and-forward (ceiling)";
  for (let rep = 0; rep < (N ? REPEAT : 0); rep++) {
    line2(
      ceiling,
      await run(
        [() => bare(NOOP)],
        () => drive(sink, stack, dummyRounds(N)),
        () => drive(sink, stack, dummyRounds(WARMUP)),
      ),
    );
    for (const auth of AUTHS) {
      const rounds = () => drive(sink, stack, moveRounds(N, auth), undefined, heraldDrained);
      const warm = () => drive(sink, stack, moveRounds(WARMUP, auth), undefined, heraldDrained);
      if (SETS.has("one")) line2(`Herald, one process, ${auth}`, await run([() => herald(NOOP)], rounds, warm));
      if (SETS.has("two"))
        line2(`Herald, two processes, ${auth}`, await run([() => herald(NOOP), () => herald(NOOP)], rounds, warm));
      if (SETS.has("split"))
        line2(
          `Herald, one reads, one sends, ${auth}`,
          await run([() => herald(NOOP, "read"), () => herald(NOOP, "send")], rounds, warm),
        );
    }
  }
  if (N && WARMUP) console.log(`(each throughput run above after ${WARMUP} mails of warm-up, not counted)`);
  const ceilings = rates.get(ceiling) ?? [];
  for (const [label, xs] of rates) {
    if (label === ceiling) continue;
    const ratios = xs.map((x, i) => (100 * x) / ceilings[i]);
    console.log(
      `${label.padEnd(38)} ${ratios.map((r) => `${r.toFixed(0)} %`).join(", ")} of the ceiling; median ${median(ratios).toFixed(0)} %`,
    );
  }
  // idle single mails, on warmed-up handlers too (their warm-up is a throughput burst, then quiet)
  if (IDLE) {
    const bareWarm = () => drive(sink, stack, dummyRounds(WARMUP));
    const bareIdle = () => drive(sink, stack, dummyRounds(IDLE, 1), pause);
    line("bare, idle single mails, IDLE", await run([() => bare(0)], bareIdle, bareWarm));
    if (NOOP) line(`bare, idle single mails, NOOP ${NOOP}`, await run([() => bare(NOOP)], bareIdle, bareWarm));
    const warm = () => drive(sink, stack, moveRounds(WARMUP, AUTHS[0]), undefined, heraldDrained);
    const idle = async () => (await heraldQuiet(), drive(sink, stack, moveRounds(IDLE, AUTHS[0], 1), heraldQuiet));
    line("Herald, idle single mails, IDLE", await run([() => herald(0)], idle, warm));
    if (NOOP) line(`Herald, idle single mails, NOOP ${NOOP}`, await run([() => herald(NOOP)], idle, warm));
  }
  // where the time went, from the database's own clocks: stored → processed → reply sent
  const [tr] = await app.db.prisma.$queryRawUnsafe<any[]>(`SELECT
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM i."processedAt" - i."receivedAt")) * 1000 AS processed,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM o."sentAt" - i."processedAt")) * 1000 AS sent
    FROM "InboundMessage" i JOIN "Outbox" o ON o."inboundId" = i.id AND o.kind = 'reply' WHERE i.source = 'imap'`);
  console.log(
    `medians over all Herald mails: stored → processed ${Math.round(tr.processed)} ms, processed → reply sent ${Math.round(tr.sent)} ms`,
  );
} finally {
  await app.db.close();
  await sink.stop();
  await stack.stop();
}
process.exit(0);
