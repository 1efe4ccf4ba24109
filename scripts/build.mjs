// `npm run build`: compiles src/ (the generated Prisma client included) to dist/ with tsc and copies the
// dashboard's templates beside the compiled code, so `node dist/main.js` runs with plain node (no tsx,
// no transpiling at run time). `--if-stale` (what `npm start` runs first) builds only when a source is
// newer than the last build, so a fresh clone's `npm ci && npm start` builds once and later starts skip it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
const stamp = path.join(dist, ".build-stamp");
const inputs = ["src", "tsconfig.json", "tsconfig.build.json", "package-lock.json"].map((p) => path.join(root, p));

function newestMtime(p) {
  const st = fs.statSync(p, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  let t = st.mtimeMs;
  for (const e of fs.readdirSync(p)) t = Math.max(t, newestMtime(path.join(p, e)));
  return t;
}

const tsc = path.join(root, "node_modules", "typescript", "bin", "tsc");
if (process.argv.includes("--if-stale")) {
  const built = fs.statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built && Math.max(...inputs.map(newestMtime)) <= built) process.exit(0);
  if (built && !fs.existsSync(tsc)) {
    // production install without devDependencies: run the build that is there
    console.error("[build] sources changed since the last build, but TypeScript is not installed: using dist/ as it is");
    process.exit(0);
  }
  console.error("[build] compiling Herald to dist/ (first start, or the sources changed) …");
}

fs.rmSync(dist, { recursive: true, force: true });
const r = spawnSync(process.execPath, [tsc, "-p", path.join(root, "tsconfig.build.json")], { cwd: root, stdio: "inherit" });
if (r.status !== 0) {
  console.error("[build] tsc failed");
  process.exit(r.status ?? 1);
}
fs.cpSync(path.join(root, "src", "web", "views"), path.join(dist, "web", "views"), { recursive: true });
fs.writeFileSync(stamp, new Date().toISOString() + "\n");
