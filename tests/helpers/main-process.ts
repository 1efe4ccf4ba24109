// The real service (src/main.ts) in a child process, for the tests that start it whole: local mail
// mode on the given database, data folder and port, no administrators, its output kept in `out`.
// `env` adds to or overrides that (MAIL_MODE=imap, MAIL_PARTS, SMTP_* …).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function startMain(o: { databaseUrl: string; dataDir: string; port: number; env?: Record<string, string> }): {
  child: ChildProcess;
  out: string[];
} {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: o.databaseUrl,
      DATA_DIR: o.dataDir,
      MAIL_MODE: "local",
      PORT: String(o.port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ADMIN_EMAILS: "",
      ADMIN_PASSWORD: "",
      MAIL_FROM: "herald@example.test",
      ...o.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const out: string[] = [];
  child.stdout!.on("data", (d) => out.push(String(d)));
  child.stderr!.on("data", (d) => out.push(String(d)));
  return { child, out };
}
