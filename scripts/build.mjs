// `npm run build`: bundles src/ (the generated Prisma client and the libraries included) into dist/ with
// esbuild, with source maps, and copies the dashboard's templates beside it, so `node dist/main.js` runs
// with plain node (no tsx, no transpiling at run time). One bundle instead of ~1,000 files: node's module
// loader (resolving, reading and linking each file) was about a third of the start-up time.
// Code loaded with `await import()` (the IMAP and SMTP workers, the dashboard pages, mailparser, …)
// stays in chunks of its own, loaded when first used. Type-checking is `npm run typecheck` (tsc).
// `--if-stale` (what `npm start` runs first) builds only when a source is newer than the last build, so a
// fresh clone's `npm ci && npm start` builds once and later starts skip it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BUNDLE_OPTIONS, namedImportsOfCommonJs } from "./bundle-shape.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// `--outdir=<name>` builds into another folder of the checkout instead of dist/ (the tests build their own
// copy, tests/helpers/bundle.ts): a folder directly in the checkout, as src/paths.ts finds prisma/ and
// node_modules/ from the folder above the bundle
const outArg = process.argv.find((a) => a.startsWith("--outdir="))?.slice("--outdir=".length);
if (outArg !== undefined && (!/^[\w.-]+$/.test(outArg) || outArg.startsWith("."))) {
  console.error(`[build] --outdir must name a folder directly in the checkout, not ${outArg}`);
  process.exit(1);
}
const dist = path.join(root, outArg ?? "dist");
const stamp = path.join(dist, ".build-stamp");
const inputs = ["src", "tsconfig.json", "package-lock.json", "scripts/build.mjs"].map((p) => path.join(root, p));

function newestMtime(p) {
  const st = fs.statSync(p, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  let t = st.mtimeMs;
  for (const e of fs.readdirSync(p)) t = Math.max(t, newestMtime(path.join(p, e)));
  return t;
}

if (process.argv.includes("--if-stale")) {
  const built = fs.statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built && Math.max(...inputs.map(newestMtime)) <= built) process.exit(0);
  console.error("[build] building Herald into dist/ (first start, or the sources changed) …");
}

let esbuild;
try {
  esbuild = await import("esbuild");
} catch {
  if (fs.existsSync(stamp)) {
    console.error("[build] esbuild is not installed: using dist/ as it is");
    process.exit(0);
  }
  console.error("[build] esbuild is not installed (npm ci installs it)");
  process.exit(1);
}

// Prisma's query compiler (WebAssembly) comes as a 4.5 MB JavaScript module holding it in base64: parsing
// that module and decoding it took ~0.2 s of every start, and the string stayed in the heap. The build
// writes the binary beside the bundle and swaps that module for one that reads it. The generated client
// passes the export to Buffer.from(x, "base64"), which wraps an ArrayBuffer as it is, without a copy (a
// Buffer it would copy byte by byte, ~20 ms).
const WASM_BASE64 = "@prisma/client/runtime/query_compiler_fast_bg.postgresql.wasm-base64.mjs";
const WASM_FILE = "query_compiler_fast_bg.postgresql.wasm";
let wasmSwapped = false;
const prismaWasmFile = {
  name: "prisma-wasm-file",
  setup(b) {
    b.onResolve({ filter: /query_compiler_fast_bg\.postgresql\.wasm-base64\.mjs$/ }, () => ({
      path: WASM_FILE,
      namespace: "herald-wasm",
    }));
    b.onLoad({ filter: /.*/, namespace: "herald-wasm" }, () => {
      wasmSwapped = true;
      return {
        contents: [
          `import fs from "node:fs";`,
          `const b = fs.readFileSync(new URL("./${WASM_FILE}", import.meta.url));`,
          `export const wasm = b.byteOffset === 0 && b.buffer.byteLength === b.length ? b.buffer : b.buffer.slice(b.byteOffset, b.byteOffset + b.length);`,
        ].join("\n"),
        loader: "js",
      };
    });
  },
};

// Small edits to libraries' code in the bundle, each for start-up time; the build fails when one no longer
// applies (after an upgrade), so that it is looked at again rather than silently lost.
const EDITS = [
  {
    // pg asks "am I in a Cloudflare Worker?" by making a `new Response()`, which on node 20 loads node's
    // whole fetch implementation (undici) and web streams at start: ~50 ms for nothing. Herald runs on node.
    file: /node_modules\/pg\/lib\/stream\.js$/,
    from: "if (typeof Response === 'function') {",
    to: "if (false) {",
  },
];
const editsApplied = new Set();
const libraryEdits = {
  name: "library-edits",
  setup(b) {
    for (const [i, e] of EDITS.entries())
      b.onLoad({ filter: e.file }, (args) => {
        const src = fs.readFileSync(args.path, "utf8");
        if (!src.includes(e.from)) return undefined;
        editsApplied.add(i);
        return { contents: src.replace(e.from, e.to), loader: "js" };
      });
  },
};

fs.rmSync(dist, { recursive: true, force: true });
fs.mkdirSync(dist, { recursive: true });
const { wasm } = await import(WASM_BASE64);
fs.writeFileSync(path.join(dist, WASM_FILE), Buffer.from(wasm, "base64"));
let built;
try {
  built = await esbuild.build({
    absWorkingDir: root,
    // src/paths.ts finds the templates and migrations from the folder of the running code: every chunk
    // must sit directly in dist/ (esbuild's default), the initdb child at dist/db/initdb.js
    entryPoints: { main: "src/main.ts", "db/initdb": "src/db/initdb.ts" },
    outdir: dist,
    ...BUNDLE_OPTIONS,
    sourcemap: true,
    metafile: true,
    logLevel: "warning",
    // PGlite reads its WebAssembly and data files next to its own modules; pg-native is optional in pg
    external: ["@electric-sql/pglite", "@electric-sql/pglite/*", "pglite-prisma-adapter", "pg-native"],
    plugins: [prismaWasmFile, libraryEdits],
  });
} catch {
  console.error("[build] esbuild failed");
  process.exit(1);
}
const named = namedImportsOfCommonJs(built.metafile, (f) => fs.readFileSync(path.join(root, f), "utf8"));
if (named.length) {
  console.error(
    `[build] named exports taken from a CommonJS library loaded with import(), undefined in the bundle ` +
      `(read them from its default export: scripts/bundle-shape.mjs):\n  ${named.join("\n  ")}`,
  );
  process.exit(1);
}
for (const [i, e] of EDITS.entries())
  if (!editsApplied.has(i)) {
    console.error(`[build] the library edit for ${e.file} no longer applies: update EDITS in scripts/build.mjs`);
    process.exit(1);
  }
if (!wasmSwapped) {
  console.error(
    `[build] the generated Prisma client no longer imports ${WASM_BASE64}: update prismaWasmFile in scripts/build.mjs`,
  );
  process.exit(1);
}
fs.cpSync(path.join(root, "src", "web", "views"), path.join(dist, "web", "views"), { recursive: true });
fs.writeFileSync(stamp, new Date().toISOString() + "\n");
