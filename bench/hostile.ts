// The worst inputs we know of (tests/helpers/hostile.ts: NUL ids, 100 KB ids, a 0.8 MB quoted prose
// line, MIME 500 deep, HTML 20k deep, 10k command lines, a 5 MB body…) pushed one at a time through
// the whole pipeline, with /healthz polled every 50 ms meanwhile. Prints per-mail time and the worst
// /healthz latency. Then mails of about 10 MB (plain and base64, under and over MAX_MAIL_BYTES), each
// beside its ceiling: /healthz within 1 s. Also times email-reply-parser alone on long prose lines (why
// it is guarded). The machine's load average is printed with the figures (read them against it).
//   npx tsx bench/hostile.ts                (PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432)
//   npx tsx bench/hostile.ts --db=pglite    (PGlite in a fresh data folder, as `npm start` runs it)
import os from "node:os";
import EmailReplyParser from "email-reply-parser";
import { makeTestApp } from "../tests/helpers/app.ts";
import { bigMails, hostileCorpus, longProse, worstLatencyDuring } from "../tests/helpers/hostile.ts";
import { submitRaw } from "../src/intake/inbound.ts";
import { buildWeb } from "../src/web/server.ts";

const kind = process.argv.includes("pglite") || process.argv.includes("--db=pglite") ? "pglite-folder" : "postgres";
/** the ceiling of the big mails: /healthz answers within this while one is processed */
const HEALTHZ_CEILING_MS = 1000;
const app = await makeTestApp(kind, { STRANGER_REPLIES_PER_HOUR: "1000" });
const web = await buildWeb(app);
await web.listen({ port: 0, host: "127.0.0.1" });
const addr = web.server.address() as { port: number };
const url = `http://127.0.0.1:${addr.port}/healthz`;

const load = () => os.loadavg()[0].toFixed(1);
console.log(`database: ${kind}, load average ${load()} (${os.cpus().length} cores)`);
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

console.log(`\nmails of about 10 MB (MAX_MAIL_BYTES ${app.config.MAX_MAIL_BYTES}), load average ${load()}:`);
console.log(
  "input".padEnd(44),
  "bytes".padStart(9),
  "mail ms".padStart(8),
  "outcome".padStart(10),
  "healthz worst ms".padStart(17),
  "ceiling".padStart(8),
);
let bigWorst = 0;
for (const h of bigMails()) {
  let ms = 0;
  let id = 0;
  const { worstMs } = await worstLatencyDuring(url, async () => {
    const t = performance.now();
    id = (await submitRaw(app, h.raw, "eml")).inboundId;
    ms = performance.now() - t;
  });
  const row = await app.db.prisma.inboundMessage.findUniqueOrThrow({ where: { id }, select: { outcome: true } });
  bigWorst = Math.max(bigWorst, worstMs);
  console.log(
    h.name.padEnd(44),
    String(h.raw.length).padStart(9),
    ms.toFixed(0).padStart(8),
    String(row.outcome).padStart(10),
    String(worstMs).padStart(17),
    String(HEALTHZ_CEILING_MS).padStart(8),
  );
}
console.log(
  `worst /healthz latency over the big mails: ${bigWorst} ms (ceiling ${HEALTHZ_CEILING_MS} ms), load average ${load()}`,
);

console.log("\nemail-reply-parser alone on one prose line (unguarded; Herald shows it lines of at most 256 chars):");
for (const n of [256, 1500, 3000, 6000]) {
  const t = performance.now();
  new EmailReplyParser().read(longProse(n)).getVisibleText();
  console.log(`  ${String(n).padStart(5)} chars: ${(performance.now() - t).toFixed(0)} ms`);
}
await web.close();
await app.close();
