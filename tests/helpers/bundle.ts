// The built bundle, as `npm start` runs it (scripts/build.mjs → dist/main.js), for the tests that check
// what ships rather than the sources under tsx: the libraries are bundled by esbuild, and a library whose
// module shape differs between tsx and the bundle (a CommonJS module imported by name) works in one and
// not the other. scripts/test.sh builds it once per run into dist-test-<run>/ and exports
// HERALD_BUNDLE_DIR; a test run without it (npx vitest run …) builds its own copy here, once per worker,
// which the test file removes when done (removeOwnBundle: a worker may end without an 'exit' event).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

let built: string | null = null;

/** The folder holding the built main.js (built on first call when scripts/test.sh has not). */
export function bundleDir(): string {
  if (process.env.HERALD_BUNDLE_DIR) return process.env.HERALD_BUNDLE_DIR;
  if (built) return built;
  const name = `dist-test-${process.pid}`;
  execFileSync(process.execPath, ["scripts/build.mjs", `--outdir=${name}`], { cwd: ROOT, stdio: "inherit" });
  built = path.join(ROOT, name);
  return built;
}

/** Removes the copy bundleDir() built (never scripts/test.sh's). */
export function removeOwnBundle(): void {
  if (built) fs.rmSync(built, { recursive: true, force: true });
  built = null;
}

/**
 * `npm start`'s command (package.json), read rather than copied, with the bundle's folder in place of
 * dist/: the environment it sets and node's arguments.
 */
export function startCommand(dir: string): { env: Record<string, string>; args: string[] } {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } };
  const words = pkg.scripts.start.split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Z_]+=/.test(words[0])) {
    const [k, v] = words.shift()!.split("=");
    env[k] = v;
  }
  if (words.shift() !== "node" || words.at(-1) !== "dist/main.js")
    throw new Error(`npm start is no longer "node … dist/main.js": update tests/helpers/bundle.ts`);
  return { env, args: [...words.slice(0, -1), path.join(dir, "main.js")] };
}
