// Runs `prisma generate` without any download: every Prisma CLI command first looks for its native
// schema engine and tries to fetch it; pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing file stops
// that (generate never runs it). npm does not run dependencies' install scripts, so this runs from the
// project's own postinstall. Migrations are made by scripts/make-migration.ts with the WebAssembly engine.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: path.join(root, "package.json"),
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  CHECKPOINT_DISABLE: "1",
};
const bin = path.join(root, "node_modules", ".bin", "prisma");
const r = spawnSync(bin, ["generate"], { cwd: root, env, stdio: "inherit" });
process.exit(r.status ?? 1);
