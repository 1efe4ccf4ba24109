#!/usr/bin/env node
// Fails when the project's code, tests or docs cite what a reader of the repository cannot open: a
// document outside it (an absolute path of a build machine, a folder beside the checkout) or an issue
// number (the tracker is not part of the repository; say what the code does and why instead). The
// documents the code relies on are copied into docs/ (design.md, protocol-spec.md, rules/). And a path it
// names in src/, tests/, bench/, scripts/ or docs/ must exist: a file moved or deleted is not left cited.
// Usage: node scripts/check-references.mjs
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const ROOTS = ["src", "tests", "scripts", "bench", "docs", "prisma/schema.prisma", "README.md", "eslint.config.js"];
const SKIP = new Set(["src/generated", "tests/fixtures", "docs/screenshots", "prisma/migrations"]);
const TEXT = /\.(ts|mts|js|mjs|md|prisma|sh|eta|json|jsonc)$/;

const BAD = [
  [/\/work\/|\.\.\/shared\b|\bshared\/(rules|notes)\b/, "a path outside the repository"],
  [/\b(PROTOCOL|DESIGN|STYLE)\.md\b/, "a document outside the repository (docs/ holds the copies)"],
  [/\bissues? #?\d+|\(#\d+\)/i, "an issue number"],
];

function* files(rel) {
  if (SKIP.has(rel)) return;
  const p = path.join(root, rel);
  if (!fs.existsSync(p)) return;
  if (fs.statSync(p).isDirectory()) {
    for (const e of fs.readdirSync(p)) yield* files(path.posix.join(rel, e));
  } else if (TEXT.test(rel)) yield rel;
}

const self = "scripts/check-references.mjs";
/** a path of the repository's own, named whole (not part of a longer path or an import's `../`) */
const PATH = /(?<![\w./-])((?:src|tests|bench|scripts|docs)\/[\w./-]+\.(?:ts|mts|mjs|md|eta|sh))\b/g;
const found = [];
for (const r of ROOTS)
  for (const f of files(r)) {
    if (f === self) continue;
    fs.readFileSync(path.join(root, f), "utf8")
      .split("\n")
      .forEach((line, i) => {
        for (const [re, what] of BAD) if (re.test(line)) found.push(`${f}:${i + 1}: ${what}: ${line.trim().slice(0, 120)}`);
        // the history of measurements names files of its day; a test names the files it plants; a
        // template's placeholder (xx) is no file
        if (f === "bench/RESULTS.md") return;
        for (const [, named] of line.matchAll(PATH))
          if (!/planted|\/xx\./.test(named) && !fs.existsSync(path.join(root, named)))
            found.push(`${f}:${i + 1}: names ${named}, which is not in the repository`);
      });
  }
if (found.length) {
  console.error(found.join("\n"));
  console.error(`check-references: ${found.length} line(s) cite what the repository does not hold`);
  process.exit(1);
}
console.log("check-references: every reference points inside the repository, and no issue number");
