// Which of Herald's source files one game move runs, by mail from storing it to the outbox rows: V8's
// precise coverage is reset after a warm-up, one move by reply key goes through the pipeline (a Trente
// KEEP, on PostgreSQL: TEST_DATABASE_URL's server, or PGlite), and every file under src/ with a function
// that ran is listed. Run by hand; the count and the list go in docs/architecture.md.
//   npx tsx bench/move-files.ts [--db=postgres|pglite]
import inspector from "node:inspector/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import "../src/games/index.ts";
import { makeTestApp } from "../tests/helpers/app.ts";
import { submitRaw } from "../src/intake/inbound.ts";
import { newGame, nextMail } from "./moves.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const db = (process.argv.find((a) => a.startsWith("--db="))?.slice(5) ?? "postgres") as "postgres" | "pglite";

const session = new inspector.Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });

const app = await makeTestApp(db);
const g = await newGame(app);
// warm-up: a few moves, so that what runs once per process (first compiles, caches) is not counted
for (let i = 0; i < 5; i++) await submitRaw(app, (await nextMail(app, g, "reply-key")).raw, "local");
const { raw } = await nextMail(app, g, "reply-key");
await session.post("Profiler.takePreciseCoverage"); // resets the counts
await submitRaw(app, raw, "local");
const { result } = await session.post("Profiler.takePreciseCoverage");
await app.close();

const files = new Set<string>();
for (const script of result) {
  if (!script.url.startsWith("file://")) continue;
  const file = path.relative(ROOT, fileURLToPath(script.url));
  if (!file.startsWith("src/") || file.startsWith("src/generated/")) continue;
  if (script.functions.some((f) => f.ranges.some((r) => r.count > 0))) files.add(file);
}
const list = [...files].sort();
console.log(`one move by reply key (${db}): ${list.length} source files run`);
for (const f of list) console.log(`  ${f}`);
