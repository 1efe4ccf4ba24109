// The mail benches' handlers in processes of their own, as in production, and run as production runs
// them: Herald is its build (`node dist/main.js`, what `npm start` runs, built first when a source is
// newer), the bare loop (bare-worker.ts) compiled once to plain JavaScript beside it. Neither goes through
// tsx: under tsx every dynamic import() (Herald loads mailparser and its workers that way) is a round
// trip to the loader's own thread, ~2 ms of CPU a mail that no deployment pays (measured 2026-12-03).
// The bench process holds only the driver and the SMTP sink.
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const COMPILED = path.join(ROOT, "node_modules", ".cache", "herald-bench");

/** A handler process: stop() sends SIGTERM and waits for its exit; pid for bench/cpu.ts. */
export interface Handler {
  pid: number;
  stop: () => Promise<void>;
  /** a Herald's role now, from its /readyz: "reader" (holds the mailbox) or "standby" */
  role?: () => Promise<string>;
}

/**
 * Starts `node [BENCH_NODE_FLAGS] [--cpu-prof] args…` with `env` added; resolves once `ready()` says so
 * (it is asked every 20 ms and given the output so far). `profDir`: write its CPU profile there.
 * BENCH_NODE_FLAGS: Node flags for the handlers, e.g. those `npm start` runs with (package.json).
 */
async function startNode(
  args: string[],
  env: Record<string, string>,
  ready: (out: string) => boolean | Promise<boolean>,
  profDir = "",
): Promise<Handler> {
  const prof = profDir ? ["--cpu-prof", `--cpu-prof-dir=${profDir}`] : [];
  const flags = (process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter(Boolean);
  // BENCH_CPUS=0: every handler on that CPU only (taskset execs node: the pid is the handler's), so that
  // two handlers never run at the same moment; the rest of the machine keeps every CPU
  const cpus = process.env.BENCH_CPUS;
  const [cmd, pre] = cpus ? ["taskset", ["-c", cpus, process.execPath]] : [process.execPath, []];
  const child = spawn(cmd, [...pre, ...flags, ...prof, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out = (out + String(d)).slice(-20_000)));
  child.stderr!.on("data", (d) => process.stderr.write(d));
  let exited: number | null | undefined;
  const gone = new Promise<void>((r) =>
    child.once("exit", (code) => {
      exited = code;
      r();
    }),
  );
  for (;;) {
    if (exited !== undefined) throw new Error(`${args.join(" ")} exited (${exited}) before it was ready:\n${out.slice(-2000)}`);
    if (await ready(out)) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    pid: child.pid!,
    stop: async () => {
      if (exited === undefined) child.kill("SIGTERM");
      await gone;
    },
  };
}

/** A free TCP port on 127.0.0.1 (for a Herald's web server: /readyz says when it is attached). */
async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

let built = false;
/**
 * One Herald as deployed (`node dist/main.js`) on the configuration `env` (MAIL_MODE=imap, its MAIL_PARTS,
 * IMAP_NOOP_MS …): web server, scheduler and the mail parts. Ready once /readyz shows the IMAP poller's
 * first pass (a reading instance), its standby (another instance holds the mailbox) or the sender.
 */
export async function startHerald(env: Record<string, string>, profDir = ""): Promise<Handler> {
  if (!built) {
    execFileSync(process.execPath, ["scripts/build.mjs", "--if-stale"], { cwd: ROOT, stdio: "inherit" });
    built = true;
  }
  const port = await freePort();
  const reads = (env.MAIL_PARTS ?? "read,send").includes("read");
  const h = await startNode(
    ["dist/main.js"],
    { LOG_LEVEL: "warn", ...env, PORT: String(port), HOST: "127.0.0.1" },
    async () => {
      try {
        const r = (await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()) as {
          imap?: { lastSuccess: string | null; standby?: boolean };
          smtp?: unknown;
        };
        // a second reading instance waits for the mailbox (src/inbox/mailbox-lease.ts): ready as standby
        return reads ? !!r.imap?.lastSuccess || !!r.imap?.standby : !!r.smtp;
      } catch {
        return false; // not listening yet
      }
    },
    profDir,
  );
  h.role = async () => {
    const r = (await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()) as { imap?: { standby?: boolean } };
    return r.imap?.standby ? "standby" : "reader";
  };
  return h;
}

/** bench/<name>.ts compiled to plain JavaScript (its libraries imported from node_modules), once per run. */
function compiled(name: string): string {
  const out = path.join(COMPILED, `${name}.mjs`);
  execFileSync(
    path.join(ROOT, "node_modules", ".bin", "esbuild"),
    [
      `bench/${name}.ts`,
      "--bundle",
      "--packages=external",
      "--platform=node",
      "--format=esm",
      `--outfile=${out}`,
      "--log-level=warning",
    ],
    { cwd: ROOT, stdio: "inherit" },
  );
  return out;
}

let bareScript = "";
/** The bare fetch-and-forward loop on this dovecot and SMTP sink (a NOOP every `noopMs` besides IDLE). */
export function startBare(
  dovecot: { port: number; user: string; password: string },
  smtpPort: number,
  noopMs: number,
  profDir = "",
): Promise<Handler> {
  bareScript ||= compiled("bare-worker");
  fs.mkdirSync(COMPILED, { recursive: true });
  return startNode(
    [bareScript],
    {
      BARE_IMAP_PORT: String(dovecot.port),
      BARE_IMAP_USER: dovecot.user,
      BARE_IMAP_PASSWORD: dovecot.password,
      BARE_SMTP_PORT: String(smtpPort),
      BARE_NOOP_MS: String(noopMs),
    },
    (out) => out.includes("ready"),
    profDir,
  );
}
