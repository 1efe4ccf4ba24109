#!/usr/bin/env node
// Rules about what a file of src/ may define for itself, each an idea that has one home:
//  - game-id: a game id's pattern ("regicide-12": a name, a hyphen, a number) is written only in
//    src/lib/game-id.ts; every other file asks it (isGameId, gameIdsIn, gameIdFromSubject). A dozen copies
//    of the pattern had drifted apart (a "3k-5" game had no mail lane). Found as a hyphen followed by one or
//    more digits in a pattern (`-\d+`, `-\\d+`, `-[0-9]+`), outside comments.
//  - module-state: no module-level registry. A module-level `let`, or a Map, Set, array or object
//    literal, that a function writes (assigns, `.set`/`.add`/`.push`/`.delete`…, `x[k] =`) is state of the
//    process that every App in it shares (tests run several): it belongs on the App, or is passed down.
//    Tables filled once at load by top-level code and never written by a function are constants. The few
//    kept are in MODULE_STATE_ALLOWED below, each with why.
// Usage: node scripts/check-sources.mjs [--root <dir>] (another checkout, for the tests)
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

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

// why each kept piece of module state may stay
const BUILT_ONCE =
  "a constant table built on its first use (its lists' modules and the ones that read it import each other); nothing is added to it";
const MEMO = "a memo of a pure function of its key (the same answer for every App), bounded";
const LAZY = "a module loaded on first use (footprint): Node's module cache, kept as its promise";
const CATALOGS =
  "the catalogs in use: one table, never changed, replaced whole when a game's catalogs add to it (src/games/registry.ts); " +
  "what is derived from them (compiled patterns, verbs, second-person ids) is kept on the table. A constant would need " +
  "src/i18n to import src/games (a circle of layers) and would leave out the tests' own engines; format() is called from " +
  "a hundred places that have no App";
const SHUTDOWN = "the process's own shutdown, in its entry point (one process, one main)";
/** file (from src/) → module-level name → why it may stay */
const MODULE_STATE_ALLOWED = {
  "games/threekingdoms/skill-table.ts": { table: BUILT_ONCE },
  "games/threekingdoms/cards/equipment.ts": { table: BUILT_ONCE },
  "games/threekingdoms/run.ts": { table: BUILT_ONCE },
  "games/threekingdoms/cards/cards.ts": { NORMALISED: MEMO },
  "games/threekingdoms/cards/words.ts": { SAID: "a memo of a card's messages, keyed by the card's own constant object" },
  "games/rng.ts": {
    observer: "a listener for the length of one synchronous call (Rng.observe, the verifier), put back after it",
  },
  "i18n/format.ts": { table: CATALOGS },
  "intake/lazy.ts": { inbound: LAZY, compose: LAZY },
  "mail/parse.ts": { mailparser: LAZY },
  "main.ts": { stopping: SHUTDOWN, stops: SHUTDOWN },
};

const WRITERS = new Set([
  "set",
  "add",
  "delete",
  "clear",
  "push",
  "pop",
  "shift",
  "unshift",
  "splice",
  "sort",
  "reverse",
  "fill",
]);
const COLLECTION = /^new (Map|Set|WeakMap|WeakSet|Array)\b|^\[|^\{/;

/** The module-level names of a file that a function writes: [name, line of the write]. */
function moduleState(file) {
  const sf = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const watched = new Map(); // name → "let" | "collection"
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st)) continue;
    const isLet = !(st.declarationList.flags & ts.NodeFlags.Const);
    for (const d of st.declarationList.declarations) {
      if (!ts.isIdentifier(d.name)) continue;
      const init = d.initializer && ts.isAsExpression(d.initializer) ? d.initializer.expression : d.initializer;
      if (isLet) watched.set(d.name.text, "let");
      else if (init && COLLECTION.test(init.getText(sf))) watched.set(d.name.text, "collection");
    }
  }
  const writes = [];
  const lineOf = (n) => sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
  /** the module-level name an expression's target starts from (`x`, `x[k]`, `x.y`, `(x as T)`, `x!`), if any */
  const rootName = (e) => {
    // a cast hides no write: `(TABLE as Map<…>).set(…)` writes TABLE
    while (
      ts.isPropertyAccessExpression(e) ||
      ts.isElementAccessExpression(e) ||
      ts.isParenthesizedExpression(e) ||
      ts.isAsExpression(e) ||
      ts.isSatisfiesExpression(e) ||
      ts.isTypeAssertionExpression(e) ||
      ts.isNonNullExpression(e)
    )
      e = e.expression;
    return ts.isIdentifier(e) && watched.has(e.text) ? e.text : null;
  };
  const visit = (n, inFunction, shadowed) => {
    if (ts.isFunctionLike(n)) {
      // a parameter or local of the same name hides the module's
      const own = new Set(shadowed);
      n.parameters?.forEach((p) => ts.isIdentifier(p.name) && own.add(p.name.text));
      ts.forEachChild(n, (c) => visit(c, true, own));
      return;
    }
    if (inFunction && ts.isVariableDeclaration(n) && ts.isIdentifier(n.name)) shadowed.add(n.name.text);
    if (inFunction) {
      let target = null;
      const assigns =
        (ts.isBinaryExpression(n) &&
          n.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
          n.operatorToken.kind <= ts.SyntaxKind.LastAssignment) ||
        ((ts.isPrefixUnaryExpression(n) || ts.isPostfixUnaryExpression(n)) &&
          [ts.SyntaxKind.PlusPlusToken, ts.SyntaxKind.MinusMinusToken].includes(n.operator));
      if (assigns) target = n.left ?? n.operand;
      else if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && WRITERS.has(n.expression.name.text))
        target = n.expression.expression;
      const name = target && rootName(target);
      // assigning to a `const` collection's own name is a local that shadows it (a TypeError otherwise)
      if (name && !shadowed.has(name) && !(assigns && ts.isIdentifier(target) && watched.get(name) === "collection"))
        writes.push([name, lineOf(n)]);
    }
    ts.forEachChild(n, (c) => visit(c, inFunction, shadowed));
  };
  visit(sf, false, new Set());
  return writes;
}

const found = [];
const allowedSeen = new Set();
for (const file of files(src)) {
  const rel = path.relative(root, file);
  const lines = code(file);
  if (file !== GAME_ID_HOME)
    lines.forEach((l, i) => {
      if (GAME_ID_LIKE.test(l))
        found.push(`${rel}:${i + 1}: a game id's pattern of its own (use src/lib/game-id.ts): ${l.trim()}`);
    });
  const relSrc = path.relative(src, file);
  const reported = new Set();
  for (const [name, line] of moduleState(file)) {
    if (MODULE_STATE_ALLOWED[relSrc]?.[name]) {
      allowedSeen.add(`${relSrc} ${name}`);
      continue;
    }
    if (reported.has(name)) continue;
    reported.add(name);
    found.push(`${rel}:${line}: module-level state \`${name}\`, written by a function (put it on the App or pass it down)`);
  }
}

// an allowance whose state is gone is removed, so that the list stays the list of what is left
for (const [file, names] of Object.entries(MODULE_STATE_ALLOWED))
  for (const name of Object.keys(names))
    if (!allowedSeen.has(`${file} ${name}`) && !process.argv.includes("--root"))
      found.push(`src/${file}: \`${name}\` is allowed as module state but is no longer written by a function`);
for (const f of found) console.error(`check-sources: ${f}`);
if (found.length) process.exit(1);
console.log("check-sources: game ids are matched only by src/lib/game-id.ts");
console.log(`check-sources: no module-level state outside the ${allowedSeen.size} allowed`);
