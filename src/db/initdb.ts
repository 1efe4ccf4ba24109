// The child process that creates a new PGlite data folder (see pglite.ts): `node dist/db/initdb.js DIR`;
// `tsx src/db/initdb.ts --template` makes the install-time template folder (scripts/pglite-template.mjs).
import fs from "node:fs";
import { createFolder, templateFolder } from "./pglite.ts";

const arg = process.argv[2];
if (!arg) {
  console.error("usage: node dist/db/initdb.js DATA_FOLDER | --template");
  process.exit(2);
}
if (arg === "--template") {
  const target = templateFolder();
  if (!fs.existsSync(`${target}/PG_VERSION`)) {
    // made beside its final place and renamed, so a half-made template is never used
    const tmp = `${target}.tmp-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.mkdirSync(tmp, { recursive: true });
    await createFolder(tmp);
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(tmp, target);
  }
} else {
  await createFolder(arg);
}
