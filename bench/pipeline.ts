// Pipeline throughput, run by hand (not by CI): N command mails through parse → auth → transaction →
// outbox, on PostgreSQL (TEST_DATABASE_URL server) and on embedded PGlite. Prints mails per second and
// per-mail latency percentiles.   npx tsx bench/pipeline.ts [N]
import "../src/games/index.ts";
import { makeTestApp, type TestApp } from "../tests/helpers/app.ts";
import { submitRaw } from "../src/mail/inbound.ts";
import { composeRaw } from "../src/mail/compose.ts";

const N = Number(process.argv[2] ?? 300);

function pct(xs: number[], p: number): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

async function run(app: TestApp, label: string) {
  // a running Trente game: every mail is a real move (one KEEP) by the player whose turn it is
  const pw: Record<string, string> = {};
  const people = ["a", "b", "c"].map((x) => `${x}@bench.test`);
  for (const [i, p] of people.entries()) pw[p] = await app.register(p, `P${i}`);
  const created = await app.send(people[0], `PASSWORD ${pw[people[0]]}\nCREATE trente\nJOIN`);
  const id = /created (trente-\d+)/.exec(created)![1];
  for (const p of people.slice(1)) await app.send(p, `PASSWORD ${pw[p]}\nJOIN ${id}`);
  await app.send(people[0], `PASSWORD ${pw[people[0]]}\nSTART ${id}`);
  const lat: number[] = [];
  const t0 = performance.now();
  let moves = 0;
  for (let i = 0; i < N; i++) {
    const g = await app.db.prisma.game.findUniqueOrThrow({ where: { id } });
    const st = g.state as any;
    let body: string;
    let from: string;
    if (g.status !== "running" || !st.turn) {
      from = people[i % 3];
      body = `PASSWORD ${pw[from]}\nSTATUS ${id}`;
    } else {
      from = people[st.turn.seat - 1];
      const roll: number[] = st.turn.roll ?? [];
      body = `PASSWORD ${pw[from]}\nGAME ${id}\nKEEP ${roll.length ? Math.max(...roll) : 6}`;
      moves++;
    }
    const raw = await composeRaw({ from, to: app.config.MAIL_FROM, subject: "bench", text: body, messageId: `bench-${label}-${i}@x` });
    const s = performance.now();
    await submitRaw(app, raw, "local");
    lat.push(performance.now() - s);
  }
  const secs = (performance.now() - t0) / 1000;
  console.log(`${label.padEnd(9)} ${N} mails (${moves} game moves) in ${secs.toFixed(1)} s: ${(N / secs).toFixed(1)} mails/s; latency p50 ${pct(lat, 50).toFixed(1)} ms, p95 ${pct(lat, 95).toFixed(1)} ms, max ${Math.max(...lat).toFixed(1)} ms`);
}

const dbArg = process.argv.find((a) => a.startsWith("--db="))?.slice(5) ?? "postgres,pglite";
for (const kind of dbArg.split(",") as Array<"postgres" | "pglite">) {
  const app = await makeTestApp(kind);
  try {
    await run(app, kind);
  } finally {
    await app.close();
  }
}
