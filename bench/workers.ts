// The mail benches' handlers in processes of their own, as in production: bare-worker.ts (the
// ceiling) and herald-worker.ts. The bench process holds only the driver and the SMTP sink.
import { spawn } from "node:child_process";

/**
 * Starts `script` (node + tsx) with `env` added; resolves once it prints "ready", with a function
 * that stops it (SIGTERM) and waits for its exit. `profDir`: write its CPU profile there.
 * BENCH_NODE_FLAGS: Node flags for the handlers, e.g. those `npm start` runs with (package.json).
 */
export async function startWorker(script: string, env: Record<string, string>, profDir = ""): Promise<() => Promise<void>> {
  const prof = profDir ? ["--cpu-prof", `--cpu-prof-dir=${profDir}`] : [];
  const flags = (process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...flags, ...prof, "--import", "tsx", script], {
    env: { ...process.env, ...env, LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (d) => String(d).includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`${script} exited (${code}) before it was ready`)));
  });
  return async () => {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  };
}

/** The bare fetch-and-forward loop on this dovecot and SMTP sink (a NOOP every `noopMs` besides IDLE). */
export function startBare(
  dovecot: { port: number; user: string; password: string },
  smtpPort: number,
  noopMs: number,
  profDir = "",
): Promise<() => Promise<void>> {
  return startWorker(
    "bench/bare-worker.ts",
    {
      BARE_IMAP_PORT: String(dovecot.port),
      BARE_IMAP_USER: dovecot.user,
      BARE_IMAP_PASSWORD: dovecot.password,
      BARE_SMTP_PORT: String(smtpPort),
      BARE_NOOP_MS: String(noopMs),
    },
    profDir,
  );
}
