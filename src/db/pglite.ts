// The embedded database's settings, and the creation of a new PGlite data folder.
//
// Memory: PostgreSQL's default shared_buffers (128 MB) lives inside PGlite's WebAssembly memory and alone
// cost ~150 MB more resident memory than Herald's small tables need; 16 MB holds every table of a busy
// installation. It is given on the command line (a data folder made before keeps its postgresql.conf)
// and to initdb (`--set` also writes it into postgresql.conf).
//
// A new folder is made by PGlite's initdb, which runs a second, temporary PGlite beside the real one and
// keeps a copy of its whole WebAssembly heap: the process peaked at ~3× its idle size (~600 MB+) on the
// first start. In the built service (dist/) that step runs in a short-lived child process, so the
// long-running one never carries that peak (dist/db/initdb.js, from src/db/initdb.ts). Under tsx
// (development, tests) it runs in-process as before.
//
// Better still, no start runs initdb at all: `npm ci` (postinstall, scripts/pglite-template.mjs) makes one
// empty data folder — the template — beside the installed PGlite, and a new folder is a copy of it (a
// stopped PostgreSQL cluster is a plain folder that may be copied). The first start then peaks no higher
// than any other. The template is named after the PGlite version and the settings, so an upgrade of
// PGlite makes a new one; without it (install scripts skipped) the child-process initdb above is used.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { COMPILED, INITDB_SCRIPT, ROOT } from "../paths.ts";

export const PGLITE_SHARED_BUFFERS = "16MB";

export const PGLITE_OPTIONS: PGliteOptions = {
  startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  initDbStartParams: ["--set", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
};

/** Where the template data folder of the installed PGlite and these settings lives (made at install). */
export function templateFolder(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", "@electric-sql", "pglite", "package.json"), "utf8")) as { version: string };
  return path.join(ROOT, "node_modules", ".cache", "herald", `pglite-${pkg.version}-sb${PGLITE_SHARED_BUFFERS}`);
}

/**
 * Creates the data folder `dir` when it holds no database yet: a copy of the install-time template when
 * there is one, else initdb (in a child process when compiled, in-process under tsx).
 */
export function ensurePGliteFolder(dir: string): void {
  // PGlite does not create missing parent folders
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  if (fs.existsSync(path.join(dir, "PG_VERSION"))) return;
  const template = templateFolder();
  if (fs.existsSync(path.join(template, "PG_VERSION")) && !(fs.existsSync(dir) && fs.readdirSync(dir).length)) {
    fs.cpSync(template, dir, { recursive: true });
    return;
  }
  if (!COMPILED) return;
  const r = spawnSync(process.execPath, [...process.execArgv, INITDB_SCRIPT, dir], { stdio: ["ignore", "inherit", "inherit"] });
  if (r.status !== 0) throw new Error(`could not create the embedded database in ${dir} (initdb exited with ${r.status ?? r.signal})`);
}

export async function createFolder(dir: string): Promise<void> {
  const lite = new PGlite(dir, PGLITE_OPTIONS);
  await lite.waitReady;
  await lite.close();
}
