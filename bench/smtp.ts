// Herald's SMTP pool (src/mail/smtp-pool.ts) against nodemailer's own pooled transport, both sending the
// same already-composed raw mails (nodemailer takes `raw` without building its MIME tree) to a light SMTP
// sink on this machine. Each sender runs in a process of its own and reports its own CPU per mail and
// its rate; the sink runs here. The two alternate --repeat times, so that a noisy machine hurts both
// alike; the medians are printed last. Both keep 4 connections and 8 mails in flight, as the outbox
// sender does (src/outbox/sender.ts).
//   npx tsx bench/smtp.ts [N=3000] [--repeat=5]
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import nodemailer from "nodemailer";
import { SmtpPool, type MailTransport } from "../src/mail/smtp-pool.ts";
import { startLightSink } from "./light-sink.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name: string, dflt: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? dflt;
const CONNECTIONS = 4;
const IN_FLIGHT = 8;

/** A reply as Herald sends one: headers, ~40 lines of text (about 2.5 KB). */
function rawMail(i: number): Buffer {
  const body = Array.from({ length: 40 }, (_, k) => `Line ${k}: KEEP 6 6 — your dice 1 2 3 4 5 6, the round goes on.`).join(
    "\r\n",
  );
  return Buffer.from(
    `From: Herald <herald@example.test>\r\nTo: ann@example.test\r\nSubject: Trente-1 — your move\r\n` +
      `Message-ID: <smtp-bench-${i}@example.test>\r\nIn-Reply-To: <m-${i}@example.test>\r\nDate: ${new Date(0).toUTCString()}\r\n` +
      `MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${body}\r\n`,
  );
}

/** The child: sends n mails through one transport, prints {ms, cpuMs} as JSON. */
async function child(kind: string, port: number, n: number): Promise<void> {
  const transport: MailTransport =
    kind === "herald"
      ? new SmtpPool({ host: "127.0.0.1", port, secure: false, ignoreTLS: true }, null, CONNECTIONS)
      : (nodemailer.createTransport({
          pool: true,
          maxConnections: CONNECTIONS,
          maxMessages: 100,
          host: "127.0.0.1",
          port,
          secure: false,
          ignoreTLS: true,
        }) as unknown as MailTransport);
  const mails = Array.from({ length: n + 200 }, (_, i) => rawMail(i));
  const send = async (from: number, to: number) => {
    let next = from;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < to) {
          const i = next++;
          await transport.sendMail({ envelope: { from: "herald@example.test", to: "ann@example.test" }, raw: mails[i] });
        }
      }),
    );
  };
  await send(0, 200); // warm-up: connections open, code compiled
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await send(200, 200 + n);
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  transport.close();
  console.log(JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000 }));
}

async function runChild(kind: string, port: number, n: number): Promise<{ ms: number; cpuMs: number }> {
  const p = spawn(
    process.execPath,
    ["--import", "tsx", fileURLToPath(import.meta.url), `--child=${kind}`, `--port=${port}`, String(n)],
    {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let out = "";
  p.stdout.on("data", (d) => (out += String(d)));
  await new Promise<void>((resolve, reject) =>
    p.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${kind} exited ${code}`)))),
  );
  return JSON.parse(out.trim().split("\n").pop()!);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const N = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 3000);
if (arg("child", "")) {
  await child(arg("child", ""), Number(arg("port", "0")), N);
} else {
  const repeat = Number(arg("repeat", "5"));
  const sink = await startLightSink();
  const figures: Record<string, { rate: number[]; cpu: number[] }> = {
    herald: { rate: [], cpu: [] },
    nodemailer: { rate: [], cpu: [] },
  };
  console.log(`${N} raw mails of ~2.5 KB to a light SMTP sink, ${CONNECTIONS} connections, ${IN_FLIGHT} in flight`);
  for (let r = 0; r < repeat; r++) {
    for (const kind of r % 2 ? ["nodemailer", "herald"] : ["herald", "nodemailer"]) {
      const { ms, cpuMs } = await runChild(kind, sink.port, N);
      figures[kind].rate.push((N * 1000) / ms);
      figures[kind].cpu.push(cpuMs / N);
      console.log(`${kind.padEnd(11)} ${((N * 1000) / ms).toFixed(0)} mails/s, ${(cpuMs / N).toFixed(3)} ms CPU a mail`);
    }
  }
  for (const [kind, f] of Object.entries(figures))
    console.log(`median ${kind.padEnd(11)} ${median(f.rate).toFixed(0)} mails/s, ${median(f.cpu).toFixed(3)} ms CPU a mail`);
  await sink.stop();
}
