// A check of the build (scripts/build.mjs): a CommonJS library loaded with `await import()` gets, in the
// bundle, a chunk of its own whose only export is `default` (its module.exports), while node and tsx also
// give it named exports. So `const { X } = await import("lib")` works under tsx and is undefined in the
// bundle: the relay answered every .sav.xz with an internal error that way. The build fails on it; such a
// library's exports are read from its default. tests/ships/bundle-shape.test.ts shows both.

/** How Herald is bundled (scripts/build.mjs), shared with the test that bundles a scratch entry alike. */
export const BUNDLE_OPTIONS = {
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  // the CommonJS libraries in the bundle call require() for node's own modules
  banner: {
    js: 'import { createRequire as __heraldRequire } from "node:module"; const require = __heraldRequire(import.meta.url);',
  },
};

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * The dynamic imports of CommonJS libraries that take named exports, from esbuild's metafile; `source(file)`
 * reads an input (a path relative to the build's working folder). Returns "file: import("lib")" lines.
 */
export function namedImportsOfCommonJs(metafile, source) {
  const bad = [];
  for (const [file, input] of Object.entries(metafile.inputs)) {
    if (file.includes("node_modules/")) continue;
    for (const imp of input.imports) {
      if (imp.kind !== "dynamic-import" || !imp.original || metafile.inputs[imp.path]?.format !== "cjs") continue;
      const call = `await\\s+import\\(\\s*["']${escape(imp.original)}["']\\s*\\)`;
      // `const { X } = await import("lib")` (but not `{ default: … }`), or `(await import("lib")).X`
      const named = new RegExp(`\\{(?!\\s*default\\s*:)[^{}]*\\}\\s*=\\s*${call}|\\(\\s*${call}\\s*\\)\\s*\\.(?!default\\b)`);
      if (named.test(source(file))) bad.push(`${file}: import("${imp.original}")`);
    }
  }
  return bad;
}
