// A PostgreSQL server of the test's own (Debian's initdb and pg_ctl, a folder under the temp dir, a free
// port, trust on loopback), for the tests that restart the server: the machine's shared server on 5432
// serves every other test and is never restarted. Run as the postgres user when the tests run as root
// (PostgreSQL refuses to run as root).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./dovecot.ts";

const BIN = (() => {
  const base = "/usr/lib/postgresql";
  const v = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  return v ? path.join(base, v, "bin") : "";
})();

export interface PrivatePg {
  /** the server's maintenance database, to create test databases from */
  adminUrl: string;
  /** stops the server (fast: every connection terminated) and starts it again on the same port */
  restart(): void;
  stop(): void;
}

export async function startPrivatePg(): Promise<PrivatePg> {
  if (!BIN) throw new Error("PostgreSQL's server binaries are not installed (/usr/lib/postgresql/<version>/bin)");
  const root = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-pg-"));
  const data = path.join(dir, "data");
  if (root) execFileSync("chown", ["postgres:postgres", dir]);
  const as = (cmd: string, args: string[]) =>
    root
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(BIN, cmd), ...args], { stdio: "pipe" })
      : execFileSync(path.join(BIN, cmd), args, { stdio: "pipe" });
  as("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = () => as("pg_ctl", ["-D", data, "-o", opts, "-l", path.join(dir, "log"), "-w", "start"]);
  start();
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart() {
      as("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      start();
    },
    stop() {
      try {
        as("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
