// The repository's source checks (scripts/check-layers.mjs, scripts/check-sources.mjs, run by `npm run
// lint`) run on the real tree, or on planted files in a scratch tree of the same shape, so that a test
// shows a rule firing without ever touching the real src/.
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Runs `script` (a path from the repository's root) on the real tree, or on `files` (path → text) alone. */
export function runCheck(script: string, files?: Record<string, string>): SpawnSyncReturns<string> {
  const run = (...args: string[]) => spawnSync(process.execPath, [path.resolve(script), ...args], { encoding: "utf8" });
  if (!files) return run();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-check-"));
  try {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    return run("--root", dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
