// The worst inputs we know of (tests/helpers/hostile.ts: NUL ids, 100 KB ids, a 0.8 MB quoted prose
// line, MIME 500 deep, HTML 20k deep, 10k command lines, a 5 MB body…) pushed one at a time through
// the whole pipeline, with /healthz polled every 50 ms meanwhile. Prints per-mail time and the worst
// /healthz latency. Also times email-reply-parser alone on long prose lines (why it is guarded).
//   npx tsx bench/hostile.ts            (PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432)
//   npx tsx bench/hostile.ts pglite
import EmailReplyParser from "email-reply-parser";
import { makeTestApp } from "../tests/helpers/app.ts";
import { hostileCorpus, longProse, worstLatencyDuring } from "../tests/helpers/hostile.ts";
import { submitRaw } from "../src/mail/inbound.ts";
import { buildWeb } from "../src/web/server.ts";

const kind = process.argv[2] === "pglite" ? "pglite" : "postgres";
const app = await makeTestApp(kind, { STRANGER_REPLIES_PER_HOUR: "1000" });
const web = await buildWeb(app);
await web.listen({ port: 0, host: "127.0.0.1" });
const addr = web.server.address() as { port: number };
const url = `http://127.0.0.1:${addr.port}/healthz`;

console.log(`database: ${kind}`);
console.log(
  "input".padEnd(52),
  "bytes".padStart(9),
  "mail ms".padStart(8),
  "status".padStart(12),
  "healthz worst ms".padStart(17),
);
let worstAll = 0;
for (const h of hostileCorpus()) {
  let ms = 0;
  let id = 0;
  const { worstMs } = await worstLatencyDuring(url, async () => {
    const t = performance.now();
    id = (await submitRaw(app, h.raw, "eml")).inboundId;
    ms = performance.now() - t;
  });
  const row = await app.db.prisma.inboundMessage.findUniqueOrThrow({ where: { id } });
  worstAll = Math.max(worstAll, worstMs);
  console.log(
    h.name.padEnd(52),
    String(h.raw.length).padStart(9),
    ms.toFixed(0).padStart(8),
    row.status.padStart(12),
    String(worstMs).padStart(17),
  );
}
console.log(`worst /healthz latency over all inputs: ${worstAll} ms`);

console.log("\nemail-reply-parser alone on one prose line (unguarded; Herald shows it lines of at most 256 chars):");
for (const n of [256, 1500, 3000, 6000]) {
  const t = performance.now();
  new EmailReplyParser().read(longProse(n)).getVisibleText();
  console.log(`  ${String(n).padStart(5)} chars: ${(performance.now() - t).toFixed(0)} ms`);
}
await web.close();
await app.close();
