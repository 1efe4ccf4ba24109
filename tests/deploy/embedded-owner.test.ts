// The embedded database has one owner (src/db/owner.ts). With the real service (src/main.ts) running on
// a PGlite data folder, every command that would open that database itself — `cli migrate`,
// `npm run db:migrate`, `cli key new`, a second Herald — is refused with a message
// naming the running Herald, and the running one still works. After the Herald is killed with -9 (its
// lock left behind) the same command runs. Also: `cli --help` lists one line per command on standard
// output and exits 0; a wrong command prints the usage on standard error and exits 2.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../helpers/dovecot.ts";
import { until } from "../mail/stack.ts";
import { ROOT } from "./docker-files.ts";

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function envFor(dataDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" };
  for (const k of ["DATABASE_URL", "MAIL_MODE", "ADMIN_EMAILS", "ADMIN_PASSWORD", "PUBLIC_URL"]) delete env[k];
  return env;
}

/** runs a command of package.json's scripts the way an operator does, without npm's own output */
function run(args: string[], env: NodeJS.ProcessEnv, input = ""): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const c = execFile(
      process.execPath,
      ["--import", "tsx", ...args],
      { cwd: ROOT, env, timeout: 120_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    c.stdin!.end(input);
  });
}

function startHerald(env: NodeJS.ProcessEnv): { child: ChildProcess; out: string[] } {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const out: string[] = [];
  child.stdout!.on("data", (d) => out.push(String(d)));
  child.stderr!.on("data", (d) => out.push(String(d)));
  return { child, out };
}

describe("the embedded database's single owner", () => {
  it(
    "refuses every command that opens it while a Herald runs on it, and takes over a stale lock",
    { timeout: 300_000 },
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-owner-"));
      dirs.push(dir);
      const port = await freePort();
      const env = envFor(path.join(dir, "data"), port);
      const herald = startHerald(env);
      await until(
        "Herald answers /readyz",
        async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.ok === true,
        180_000,
        200,
      ).catch((e) => {
        throw new Error(`${(e as Error).message}\n${herald.out.join("").slice(-3000)}`);
      });
      const pid = herald.child.pid!;

      const refused = [["src/cli.ts", "migrate"], ["src/db/migrate-cli.ts"], ["src/cli.ts", "key", "new"]];
      for (const args of refused) {
        const r = await run(args, env);
        expect(r.code, `${args.join(" ")}: ${r.stderr}`).toBe(2);
        expect(r.stderr).toContain(`is in use by a running Herald (pid ${pid})`);
        expect(r.stderr).toContain("Stop that Herald first");
        expect(r.stderr).not.toMatch(/^\s+at /m); // a message, not a stack trace
      }
      expect((await run(["src/cli.ts", "migrate"], env)).stderr).toContain("a starting Herald migrates the database itself");

      // a second Herald on the same data folder (another port) is refused the same way
      const second = startHerald(envFor(path.join(dir, "data"), await freePort()));
      const code = await new Promise<number | null>((r) => second.child.once("exit", r));
      expect(code).toBe(2);
      expect(second.out.join("")).toContain(`Herald cannot start: the embedded database in`);
      expect(second.out.join("")).toContain(`(pid ${pid})`);

      // the running Herald was not disturbed: local mail mode still answers through it
      const sent = await run(["src/cli.ts", "send", "--from", "ann@example.test"], env, "REGISTER Ann\n");
      expect(sent.code, sent.stderr).toBe(0);
      expect(sent.stdout).toMatch(/Welcome, Ann/);

      // killed with -9, its lock stays behind; it is stale, and the next command takes it over
      herald.child.kill("SIGKILL");
      await new Promise((r) => herald.child.once("exit", r));
      expect(fs.existsSync(path.join(dir, "data", "pglite.owner"))).toBe(true);
      const after = await run(["src/cli.ts", "migrate"], env);
      expect(after.stderr).toBe("");
      expect(after.code).toBe(0);
      expect(after.stdout).toContain("database is up to date");
      // and it gave the database back when it was done
      expect(fs.existsSync(path.join(dir, "data", "pglite.owner"))).toBe(false);
    },
  );
});

describe("cli --help", () => {
  it("lists one line per command on standard output and exits 0", async () => {
    const r = await run(["src/cli.ts", "--help"], { ...process.env });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    const lines = r.stdout.trim().split("\n").slice(1);
    for (const cmd of [
      "send",
      "outbox",
      "outbox retry-failed",
      "verify --mailbox",
      "verify RECORD",
      "key new",
      "token create",
      "migrate",
    ])
      expect(lines.filter((l) => l.startsWith(`  npm run cli -- ${cmd}`)).length, cmd).toBeGreaterThanOrEqual(1);
    expect(lines).toHaveLength(8);
    for (const l of lines) expect(l).toMatch(/^ {2}npm run cli -- \S/);
  });

  it("answers a wrong command with the usage on standard error and exit 2", async () => {
    const r = await run(["src/cli.ts", "frobnicate"], { ...process.env });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("npm run cli -- migrate");
  });
});
