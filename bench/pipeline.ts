// Pipeline throughput, run by hand (not by CI): N game moves (Trente KEEP) through parse → auth →
// transaction → outbox, on PostgreSQL (TEST_DATABASE_URL server) and/or embedded PGlite. Prints mails
// per second and per-mail latency percentiles, the load average, and in the same run a ceiling: the
// bare skeleton of a mail (store it, claim it, mark it done) with nothing in between.
//   npx tsx bench/pipeline.ts [N=300] [--db=postgres,pglite] [--auth=password,reply-key] [--burst=30]
// --burst=G: also N mails over G games at once, each run as the inbound queue's worker runs its job
// (src/intake/worker.ts): one move per game per round, each round one batch.
import { makeTestApp, type TestApp } from "../tests/helpers/app.ts";
import { receiveRaw, submitRaw } from "../src/intake/inbound.ts";
import { runInboundJob } from "../src/intake/worker.ts";
import { composeRaw } from "../src/mail/compose.ts";
import { cpu, load, newGame, nextMail, pct, timed, type Game } from "./moves.ts";

const N = Number(process.argv[2] ?? 300);
const arg = (name: string, dflt: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? dflt;
const DBS = arg("db", "postgres,pglite").split(",") as Array<"postgres" | "pglite">;
const AUTHS = arg("auth", "password,reply-key").split(",") as Array<"password" | "reply-key">;
const BURST = Number(arg("burst", "0"));

function report(label: string, n: number, moves: number, secs: number, lat: number[]) {
  const l = lat.length ? `; latency p50 ${pct(lat, 50).toFixed(1)} ms, p95 ${pct(lat, 95).toFixed(1)} ms` : "";
  console.log(
    `${label.padEnd(34)} ${n} mails (${moves} moves) in ${secs.toFixed(1)} s: ${(n / secs).toFixed(1)} mails/s${l}; Node CPU ${(cpu.ms / n).toFixed(1)} ms/mail  [load ${load()}]`,
  );
  cpu.ms = 0;
}

/** One mail after another through submitRaw; latency of each. */
async function sequential(app: TestApp, label: string, auth: "password" | "reply-key") {
  const g = await newGame(app);
  const lat: number[] = [];
  let moves = 0;
  let spent = 0;
  for (let i = 0; i < N; i++) {
    const m = await nextMail(app, g, auth);
    if (m.move) moves++;
    const [, ms] = await timed(() => submitRaw(app, m.raw, "local"));
    lat.push(ms);
    spent += ms;
  }
  report(`${label} ${auth}`, N, moves, spent / 1000, lat);
}

/** The skeleton of a mail with nothing in it: store, claim in a transaction, mark done. */
async function ceiling(app: TestApp, label: string) {
  const lat: number[] = [];
  for (let i = 0; i < N; i++) {
    const raw = await composeRaw({
      from: "x@bench.test",
      to: app.config.MAIL_FROM,
      subject: "c",
      text: "HELP",
      messageId: `ceil-${crypto.randomUUID()}@x`,
    });
    const [, ms] = await timed(async () => {
      const r = await receiveRaw(app, raw, "local");
      await app.db.prisma.$transaction(async (tx) => {
        await tx.$queryRawUnsafe(
          `SELECT id FROM "InboundMessage" WHERE id = $1 AND status = 'pending' FOR UPDATE SKIP LOCKED`,
          r.inboundId,
        );
        await tx.inboundMessage.update({ where: { id: r.inboundId }, data: { status: "done", processedAt: new Date() } });
      });
    });
    lat.push(ms);
  }
  report(`${label} ceiling (store+claim+done)`, N, 0, lat.reduce((a, b) => a + b, 0) / 1000, lat);
}

/** N mails over G games, one batch per round (one move per game), processed in lanes. */
async function burst(app: TestApp, label: string, auth: "password" | "reply-key") {
  const games: Game[] = [];
  for (let i = 0; i < BURST; i++) games.push(await newGame(app));
  let done = 0;
  let moves = 0;
  let spent = 0;
  while (done < N) {
    const batch: Array<Buffer | string> = [];
    for (const g of games.slice(0, N - done)) {
      const m = await nextMail(app, g, auth);
      if (m.move) moves++;
      batch.push(m.raw);
    }
    const [out, ms] = await timed(async () => {
      const stored = [];
      for (const raw of batch) stored.push({ ...(await receiveRaw(app, raw, "imap")), raw });
      // each run as the worker runs its job (src/intake/worker.ts), all at once: one per game
      return Promise.all(
        stored.map((r) => runInboundJob(app, { id: `bench-${r.inboundId}`, data: { mail: r.dedupeKey }, retryCount: 0 })),
      );
    });
    spent += ms;
    if (out.some((o) => o !== "done")) throw new Error("a mail was held");
    done += batch.length;
  }
  report(`${label} ${auth} burst over ${BURST} games`, N, moves, spent / 1000, []);
}

for (const kind of DBS) {
  const app = await makeTestApp(kind);
  try {
    await ceiling(app, kind);
    for (const auth of AUTHS) await sequential(app, kind, auth);
    if (BURST) for (const auth of AUTHS) await burst(app, kind, auth);
  } finally {
    await app.close();
  }
}
