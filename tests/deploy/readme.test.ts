// The README's quick start, run as written: the fenced shell blocks of its "Quick start" section, on a
// fresh data folder and a free port (DATA_DIR and PORT set around them, as a newcomer's defaults would
// be ./data and 8080). The first block starts Herald with the administrator's login; the second, run
// while it runs, registers a player, creates a game, joins and starts it. Then the dashboard login with
// the README's address and password reaches the game. `npm ci` (the set-up block) is not run: it would
// replace this checkout's node_modules under the running tests.
import { spawn, execFile, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../helpers/dovecot.ts";
import { Browserish } from "../helpers/web.ts";
import { until } from "../mail/stack.ts";
import { ROOT } from "./docker-files.ts";

/** The ```sh blocks of the README section whose heading starts with `heading`. */
function shellBlocks(heading: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
  const start = text.indexOf(`\n## ${heading}`);
  expect(start, `README section "${heading}"`).toBeGreaterThan(0);
  const end = text.indexOf("\n## ", start + 1);
  const section = text.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]);
}

const children: ChildProcess[] = [];
let dir = "";
afterAll(async () => {
  for (const c of children)
    if (c.exitCode === null && c.pid) {
      const gone = new Promise((r) => c.once("exit", r));
      process.kill(-c.pid, "SIGTERM"); // the block's shell, npm and Herald: its own process group
      await gone;
    }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the README's quick start", () => {
  it("keeps the two set-up commands: install and run, and the tests", () => {
    const [setup] = shellBlocks("Set-up");
    expect(setup).toMatch(/^npm ci && npm start\s/m);
    expect(setup).toMatch(/^bash scripts\/test\.sh\s/m);
  });

  it("its commands, as written, reach a dashboard login and a started first game", { timeout: 300_000 }, async () => {
    const [login, firstGame] = shellBlocks("Quick start");
    expect(login.trim().split("\n").at(-1)).toBe("npm start");
    const setting = (name: string) =>
      /'?([^'\n]+)'?$/.exec(
        login
          .split("\n")
          .find((l) => l.startsWith(`export ${name}=`))!
          .split("=")[1],
      )![1];
    const email = setting("ADMIN_EMAILS");
    const password = setting("ADMIN_PASSWORD");
    expect(password.length).toBeGreaterThanOrEqual(16);

    dir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-readme-"));
    const port = await freePort();
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      DATA_DIR: path.join(dir, "data"),
      PORT: String(port),
    };
    for (const k of ["ADMIN_EMAILS", "ADMIN_PASSWORD", "DATABASE_URL", "MAIL_MODE", "HOST"]) delete env[k];

    const out: string[] = [];
    const herald = spawn("bash", ["-e", "-c", login], { cwd: ROOT, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    children.push(herald);
    herald.stdout!.on("data", (d) => out.push(String(d)));
    herald.stderr!.on("data", (d) => out.push(String(d)));
    await until(
      "Herald answers /readyz",
      async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.ok === true,
      180_000,
      200,
    ).catch((e) => {
      throw new Error(`${(e as Error).message}\n${out.join("").slice(-3000)}`);
    });
    // the log line may reach the pipe a moment after /readyz answers
    await until("Herald says it is running", async () => out.join("").includes("Herald is running"), 60_000, 100).catch((e) => {
      throw new Error(`${(e as Error).message}\n${out.join("").slice(-3000)}`);
    });

    const { stdout } = await promisify(execFile)("bash", ["-e", "-c", firstGame], { cwd: ROOT, env, timeout: 180_000 });
    expect(stdout).toMatch(/OK Welcome, Ann\. Your password is: \S+/);
    expect(stdout).toMatch(/OK created regicide-1 \(Regicide, 1–4 players/);
    expect(stdout).toMatch(/OK you joined regicide-1 as seat 1/);
    expect(stdout).toMatch(/OK regicide-1 started/);
    expect(stdout).not.toMatch(/^ERROR/m);

    const b = new Browserish(`http://127.0.0.1:${port}`);
    const res = await b.login(email, password);
    expect(res.status).toBe(302);
    const games = await (await b.fetch("/games")).text();
    expect(games).toContain("regicide-1");
    const game = await (await b.fetch("/games/regicide-1")).text();
    expect(game).toMatch(/status-running/);
  });
});
