// The real service (src/main.ts) in a child process, for the tests that start it whole: local mail
// mode on the given database, data folder and port, no administrators, its output kept in `out`.
// `env` adds to or overrides that (MAIL_MODE=imap, MAIL_PARTS, SMTP_* …). `bundle` runs the built bundle in
// that folder with `npm start`'s command (tests/helpers/bundle.ts) instead of the sources under tsx.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startCommand } from "./bundle.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function startMain(o: {
  /** absent: PGlite in the data folder */
  databaseUrl?: string;
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  bundle?: string;
}): {
  child: ChildProcess;
  out: string[];
} {
  const built = o.bundle ? startCommand(o.bundle) : null;
  const child = spawn(process.execPath, built ? built.args : ["--import", "tsx", "src/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...built?.env,
      DATABASE_URL: o.databaseUrl ?? "",
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
