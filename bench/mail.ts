// Mail benchmark: N command mails through dovecot → Herald (IMAP poller, pipeline on PostgreSQL,
// outbox sender) → SMTP sink, beside a bare fetch-and-forward loop with no database (the ceiling,
// bare-worker.ts in a process of its own).
// Prints mails/s and p50/p95 latency from the APPEND of each mail to its reply at the sink.
// Usage: npx tsx bench/mail.ts [N=200] [kind=register|help]   (needs dovecot and a local PostgreSQL)
import { ImapFlow } from "imapflow";
import { commandMail, startMailStack, type MailStack } from "../tests/mail/stack.ts";
import { startBare, startHerald } from "./workers.ts";

const N = Number(process.argv[2] ?? 200);
const KIND = (process.argv[3] ?? "register") as "register" | "help";
/** mails each handler gets first, not counted (a burst of the same kind) */
const WARMUP = 100;

interface Result {
  name: string;
  n: number;
  seconds: number;
  p50: number;
  p95: number;
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Appends n mails one after another, noting when each APPEND completed; waits for N replies. */
async function drive(stack: MailStack, name: string, n = N): Promise<Result> {
  const sent = new Map<string, number>();
  const latencies: number[] = [];
  const done = new Promise<void>((resolve) => {
    stack.sink.onMail = (m) => {
      const id = (m.parsed.inReplyTo ?? "").replace(/^<|>$/g, "");
      const t0 = sent.get(id);
      if (t0 !== undefined) {
        latencies.push(m.receivedAt - t0);
        sent.delete(id);
        if (latencies.length === n) resolve();
      }
    };
  });
  const c = new ImapFlow({
    host: "127.0.0.1",
    port: stack.dovecot.port,
    secure: false,
    auth: { user: stack.dovecot.user, pass: stack.dovecot.password },
    logger: false,
  });
  await c.connect();
  const start = Date.now();
  for (let i = 0; i < n; i++) {
    const id = `bench-${name}-${i}@client.example.com`;
    const body = KIND === "register" ? `REGISTER Bench Player ${i}` : "HELP";
    sent.set(id, Date.now()); // noted before the APPEND: the latency includes it
    await c.append("INBOX", commandMail(`${name}-b${i}@example.com`, body, { messageId: id }));
  }
  await c.logout();
  const timeout = new Promise<never>((_, rej) =>
    setTimeout(() => rej(new Error(`${name}: only ${latencies.length}/${n} replies after 300 s`)), 300_000),
  );
  await Promise.race([done, timeout]);
  const seconds = (Date.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return { name, n, seconds, p50: pct(latencies, 50), p95: pct(latencies, 95) };
}

async function benchHerald(): Promise<Result> {
  const stack = await startMailStack();
  // Herald as deployed (its build, in a process of its own: workers.ts), a NOOP every 100 ms as the bare loop
  const herald = await startHerald(stack.env({ IMAP_POLL_SECONDS: "5", IMAP_NOOP_MS: "100" }));
  try {
    await drive(stack, "herald-warm-up", WARMUP); // a new process's first mails are mostly V8 compiling
    return await drive(stack, "herald");
  } finally {
    await herald.stop();
    await stack.stop();
  }
}

/** The ceiling: IDLE → fetch new → send a reply → move, no database, in a process of its own (bare-worker.ts). */
async function benchBare(): Promise<Result> {
  const stack = await startMailStack();
  // a NOOP every 100 ms besides IDLE, as Herald by default for an IMAP server on this machine
  const bare = await startBare(stack.dovecot, stack.sink.port, 100);
  try {
    await drive(stack, "bare-warm-up", WARMUP);
    return await drive(stack, "bare");
  } finally {
    await bare.stop();
    await stack.stop();
  }
}

const results = [await benchBare(), await benchHerald()];
console.log(`\nmail benchmark: ${N} ${KIND.toUpperCase()} mails, dovecot → handler → SMTP sink, on this machine`);
console.log("                         mails/s   p50 ms   p95 ms   total s");
for (const r of results)
  console.log(
    `${(r.name === "bare" ? "bare fetch-and-forward" : "Herald (PostgreSQL)").padEnd(24)} ${(r.n / r.seconds).toFixed(1).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p95).padStart(8)} ${r.seconds.toFixed(1).padStart(9)}`,
  );
process.exit(0);
