// The child process that creates a new PGlite data folder (see pglite.ts): `node dist/db/initdb.js DIR`.
import { createFolder } from "./pglite.ts";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: node dist/db/initdb.js DATA_FOLDER");
  process.exit(2);
}
await createFolder(dir);
