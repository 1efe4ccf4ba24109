// Install step (postinstall): makes the empty PGlite data folder that every new embedded database is
// copied from, so that Herald's first start never runs initdb and its memory peak (src/db/pglite.ts).
// Never fails the install: without a template Herald runs initdb itself, as before.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");
const r = spawnSync(tsx, [path.join(root, "src", "db", "initdb.ts"), "--template"], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
if (r.status !== 0) console.warn("herald: the embedded database template could not be made; the first start will create the database itself");
