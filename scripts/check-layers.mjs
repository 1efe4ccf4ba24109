#!/usr/bin/env node
// Fails when the top-level folders of src/ import each other in a circle (src/commands → src/service →
// src/commands…). Each folder is a layer; a file directly in src/ (app.ts, config.ts…) is a layer of its
// own. Every import counts, `import type` included: a type-only import is still a dependency of the
// design, and a circle of types is how a circle of code begins. Cycles inside one folder are
// ESLint's (import-x/no-cycle).
//
// And the gate's rule for the web (docs/roles.md, "The gate"): in src/web only the gate's modules —
// mails.ts (stored mail), data.ts (games and their log), reader.ts (a reader's page) — read stored mails,
// replies, press, held news, a game's log, a game's row (its state) or its stored files (a relay's
// saves); every other file asks them. A
// count, a group-by or an aggregate reads no content and is allowed anywhere.
// Usage: node scripts/check-layers.mjs [--graph] [--root <dir>] (another checkout, for the tests)
import fs from "node:fs";
import path from "node:path";

const rootAt = process.argv.indexOf("--root");
const root =
  rootAt > 0 ? path.resolve(process.argv[rootAt + 1]) : path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const src = path.join(root, "src");
const SKIP = new Set(["generated"]);

function* files(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!(dir === src && SKIP.has(e.name))) yield* files(p);
    } else if (/\.(ts|mts|js|mjs)$/.test(e.name) && !e.name.endsWith(".d.ts")) yield p;
  }
}

/** The layer of a file: its top-level folder under src/, or the file itself when it lies in src/. */
function layerOf(file) {
  const rel = path.relative(src, file).split(path.sep);
  return rel.length === 1 ? rel[0] : rel[0] + "/";
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** layer → layer → example "file → import" */
const edges = new Map();
for (const file of files(src)) {
  const text = fs
    .readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    if (!spec.startsWith(".")) continue;
    const target = path.resolve(path.dirname(file), spec);
    if (!target.startsWith(src + path.sep)) continue;
    const from = layerOf(file),
      to = layerOf(target);
    if (from === to) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${path.relative(root, file)} → ${spec}`);
  }
}

// strongly connected components (Tarjan): a component of more than one layer is a circle
const index = new Map(),
  low = new Map(),
  stack = [],
  on = new Set(),
  components = [];
let n = 0;
function visit(v) {
  index.set(v, n);
  low.set(v, n);
  n++;
  stack.push(v);
  on.add(v);
  for (const w of edges.get(v)?.keys() ?? []) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (on.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) === index.get(v)) {
    const c = [];
    let w;
    do {
      w = stack.pop();
      on.delete(w);
      c.push(w);
    } while (w !== v);
    if (c.length > 1) components.push(c.sort());
  }
}
for (const v of edges.keys()) if (!index.has(v)) visit(v);

if (process.argv.includes("--graph"))
  for (const [from, tos] of [...edges].sort()) console.log(`${from} → ${[...tos.keys()].sort().join(", ")}`);

const web = path.join(src, "web");
const GATE = new Set(["mails.ts", "data.ts", "reader.ts"].map((f) => path.join(web, f)));
// the models whose rows hold what a person may read only through the gate
const GATED =
  /\b(?:prisma|tx|db)\s*(?:\.\s*|\[\s*["'])(outbox|inboundMessage|heldNews|press|gameEvent|webhookDelivery|gameFile|game)\b["']?\s*\]?\s*\.\s*(\w+)/g;
const CONTENTLESS = new Set(["count", "groupBy", "aggregate"]);
const gateBreaches = [];
if (fs.existsSync(web))
  for (const file of files(web)) {
    if (GATE.has(file)) continue;
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(GATED))
      if (!CONTENTLESS.has(m[2])) {
        const line = text.slice(0, m.index).split("\n").length;
        gateBreaches.push(`${path.relative(root, file)}:${line}: ${m[0].replace(/\s+/g, "")}`);
      }
  }
for (const b of gateBreaches)
  console.error(
    `check-layers: src/web reads stored rows outside the gate's modules (src/web/mails.ts, data.ts, reader.ts): ${b}`,
  );

if (!components.length) {
  console.log(`check-layers: no import circle between the top-level folders of src/ (${edges.size} layers import others)`);
  if (!gateBreaches.length)
    console.log("check-layers: src/web reads stored mails, logs and games only through the gate's modules");
  process.exit(gateBreaches.length ? 1 : 0);
}
for (const c of components) {
  console.error(`check-layers: these layers import each other in a circle: ${c.join(", ")}`);
  for (const from of c)
    for (const [to, example] of edges.get(from) ?? [])
      if (c.includes(to)) console.error(`  src/${from} → src/${to}   e.g. ${example}`);
}
process.exit(1);
