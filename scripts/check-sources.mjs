#!/usr/bin/env node
// Rules about what a file of src/ may define for itself, each an idea that has one home:
//  - game-id: a game id's pattern ("regicide-12": a name, a hyphen, a number) is written only in
//    src/lib/game-id.ts; every other file asks it (isGameId, gameIdsIn, gameIdFromSubject). Ten copies of
//    the pattern had drifted apart (a "3k-5" game had no mail lane). Found as a hyphen followed by one or
//    more digits in a pattern (`-\d+`, `-\\d+`, `-[0-9]+`), outside comments.
// Usage: node scripts/check-sources.mjs [--root <dir>] (another checkout, for the tests)
import fs from "node:fs";
import path from "node:path";

const rootAt = process.argv.indexOf("--root");
const root =
  rootAt > 0 ? path.resolve(process.argv[rootAt + 1]) : path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const src = path.join(root, "src");

function* files(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!(dir === src && e.name === "generated")) yield* files(p);
    } else if (/\.(ts|mts|js|mjs)$/.test(e.name) && !e.name.endsWith(".d.ts")) yield p;
  }
}

/** A file's lines with comments blanked (line numbers kept). */
function code(file) {
  return fs
    .readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " "))
    .replace(/^\s*\/\/.*$/gm, "")
    .split("\n");
}

const GAME_ID_HOME = path.join(src, "lib", "game-id.ts");
const GAME_ID_LIKE = /-(?:\\{1,2}d|\[0-9\])\+/;

const found = [];
for (const file of files(src)) {
  const rel = path.relative(root, file);
  const lines = code(file);
  if (file !== GAME_ID_HOME)
    lines.forEach((l, i) => {
      if (GAME_ID_LIKE.test(l))
        found.push(`${rel}:${i + 1}: a game id's pattern of its own (use src/lib/game-id.ts): ${l.trim()}`);
    });
}

for (const f of found) console.error(`check-sources: ${f}`);
if (found.length) process.exit(1);
console.log("check-sources: game ids are matched only by src/lib/game-id.ts");
