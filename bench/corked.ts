// Whether corking the socket matters to a pipelined batch (docs/performance.md, "Pipelined writes"), run by
// hand: batches of 8 prepared statements on one node-postgres connection in pipeline mode (a move's writes
// before its COMMIT), sent as node-postgres sends them (one socket write each) or with the socket corked
// around the batch (one write), alternating in rounds. Prints the wall time and this process's CPU a batch.
//   npx tsx bench/corked.ts [batches=2000] [--rounds=3]  (TEST_DATABASE_URL or 127.0.0.1:5432)
import pg from "pg";

const BATCHES = Number(process.argv[2] ?? 2000);
const ROUNDS = Number(process.argv.find((a) => a.startsWith("--rounds="))?.slice(9) ?? 3);
const url = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const c = new pg.Client({ connectionString: url, pipeline: true });
c.on("error", () => {});
await c.connect();
await c.query("CREATE TEMP TABLE corked (id int PRIMARY KEY, n int NOT NULL DEFAULT 0)");
await c.query("INSERT INTO corked SELECT g FROM generate_series(1, 8) g");
// the socket node-postgres writes to: a private field, read here only to measure what reaching it buys
const socket = (c as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;

const batch = (cork: boolean) => {
  if (cork) socket.cork();
  try {
    return Array.from({ length: 8 }, (_, i) =>
      c.query({ name: `corked-${i}`, text: "UPDATE corked SET n = n + 1 WHERE id = $1", values: [i + 1] }),
    );
  } finally {
    if (cork) socket.uncork();
  }
};

async function measure(cork: boolean): Promise<{ wall: number; cpu: number }> {
  const t0 = performance.now();
  const u0 = process.cpuUsage();
  for (let i = 0; i < BATCHES; i++) await Promise.all(batch(cork));
  const u = process.cpuUsage(u0);
  return { wall: ((performance.now() - t0) * 1000) / BATCHES, cpu: (u.user + u.system) / BATCHES };
}

await measure(false); // warm-up: prepare the statements, let V8 compile
for (let r = 1; r <= ROUNDS; r++)
  for (const cork of [false, true]) {
    const m = await measure(cork);
    console.log(
      `round ${r} ${cork ? "corked  " : "uncorked"}: ${m.wall.toFixed(0)} µs a batch, Node CPU ${m.cpu.toFixed(0)} µs a batch`,
    );
  }
await c.end();
