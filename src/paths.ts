// Where Herald's own files are, from the folder of the running code: src/ under tsx (development, tests),
// dist/ in the build (esbuild writes every chunk of the bundle directly into dist/, so this module's
// folder is dist/ whichever chunk it lands in).
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** the checkout: package.json, prisma/, src/, dist/ */
export const ROOT = path.resolve(HERE, "..");
/** the dashboard's templates (copied into dist/ by the build) */
export const VIEWS_DIR = path.join(HERE, "web", "views");
export const MIGRATIONS_DIR = path.join(ROOT, "prisma", "migrations");
/** true when running the build in dist/, false under tsx */
export const COMPILED = fileURLToPath(import.meta.url).endsWith(".js");
/** the built script that creates a new PGlite data folder in a child process (src/db/pglite.ts) */
export const INITDB_SCRIPT = path.join(HERE, "db", "initdb.js");
