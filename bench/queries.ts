// Counts the SQL statements one game move costs (load-independent evidence for the per-mail cost):
// every statement the pg driver sends while one Trente move by PASSWORD (and one by reply key) is
// processed, printed with its count.   npx tsx bench/queries.ts [--list]
import pg from "pg";
import { makeTestApp } from "../tests/helpers/app.ts";
import { submitRaw } from "../src/intake/inbound.ts";
import { composeRaw } from "../src/mail/compose.ts";

const seen: string[] = [];
let counting = false;
const orig = pg.Client.prototype.query as any;
(pg.Client.prototype as any).query = function (q: any, ...rest: any[]) {
  if (counting) seen.push(typeof q === "string" ? q : (q?.text ?? String(q)));
  if (counting && process.env.STACKS && /FROM "public"."Account"/.test(String(q?.text ?? q)))
    console.log(
      String(q?.text ?? q).slice(-120),
      new Error().stack
        ?.split("\n")
        .filter((l) => l.includes("/src/"))
        .slice(0, 4)
        .join("\n"),
    );
  return orig.call(this, q, ...rest);
};

const app = await makeTestApp("postgres");
try {
  const people = ["a", "b", "c"].map((x) => `${x}@bench.test`);
  const pw: Record<string, string> = {};
  for (const [i, p] of people.entries()) pw[p] = await app.register(p, `P${i}`);
  const created = await app.send(people[0], `PASSWORD ${pw[people[0]]}\nCREATE trente\nJOIN`);
  const id = /created (trente-\d+)/.exec(created)![1];
  for (const p of people.slice(1)) await app.send(p, `PASSWORD ${pw[p]}\nJOIN ${id}`);
  await app.send(people[0], `PASSWORD ${pw[people[0]]}\nSTART ${id}`);
  for (const mode of ["password", "reply-key"] as const) {
    for (let rep = 0; rep < 2; rep++) {
      const g = await app.db.prisma.game.findUniqueOrThrow({ where: { id } });
      const st = g.state as any;
      const from = people[st.turn.seat - 1];
      const roll: number[] = st.turn.roll ?? [];
      let to = app.config.MAIL_FROM;
      let body = `PASSWORD ${pw[from]}\nGAME ${id}\nKEEP ${roll.length ? Math.max(...roll) : 6}`;
      if (mode === "reply-key") {
        const last = await app.db.prisma.outbox.findFirst({
          where: { toAddress: from, replyTo: { not: null } },
          orderBy: { id: "desc" },
        });
        to = last!.replyTo!;
        body = `GAME ${id}\nKEEP ${roll.length ? Math.max(...roll) : 6}`;
      }
      const raw = await composeRaw({ from, to, subject: "bench", text: body, messageId: `q-${mode}-${rep}@x` });
      seen.length = 0;
      counting = true;
      const t = performance.now();
      await submitRaw(app, raw, "local");
      const ms = performance.now() - t;
      counting = false;
      const reply = await app.db.prisma.outbox.findFirst({
        where: { inboundId: { not: null }, kind: { in: ["reply", "reply-error"] } },
        orderBy: { id: "desc" },
      });
      console.log(
        `${mode} #${rep}: ${seen.length} statements, ${ms.toFixed(1)} ms; reply: ${reply?.body.split("\n").slice(0, 6).join(" | ")}`,
      );
      if (process.argv.includes("--list") && rep === 1) {
        const counts = new Map<string, number>();
        for (const s of seen) {
          const k = s.replace(/\s+/g, " ").slice(0, 150);
          counts.set(k, (counts.get(k) ?? 0) + 1);
        }
        for (const [k, n] of counts) console.log(`  ${String(n).padStart(3)}  ${k}`);
      }
    }
  }
} finally {
  await app.close();
}
