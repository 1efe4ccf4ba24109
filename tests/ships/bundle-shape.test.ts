// A library whose module shape differs between tsx and the bundle fails the build: a scratch entry,
// bundled as scripts/build.mjs bundles Herald (esm, code splitting, node), takes a named export of a
// CommonJS library loaded with import() — undefined when the bundle runs, while tsx gives it — and the
// build's check (scripts/bundle-shape.mjs) names it; read from the default export, it runs and passes.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { afterAll, expect, it } from "vitest";
import { BUNDLE_OPTIONS, namedImportsOfCommonJs } from "../../scripts/bundle-shape.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
// inside the checkout (its node_modules resolve), in a folder git, ESLint and Prettier leave alone
const DIR = path.join(ROOT, `dist-test-shape-${process.pid}`);
afterAll(() => fs.rmSync(DIR, { recursive: true, force: true }));

/** Bundles `code` as the build does; the check's findings and what the bundle prints when run. */
async function bundle(name: string, code: string): Promise<{ named: string[]; printed: string }> {
  const src = path.join(DIR, name, "entry.ts");
  fs.mkdirSync(path.dirname(src), { recursive: true });
  fs.writeFileSync(src, code);
  const out = path.join(DIR, name, "out");
  const r = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: { main: src },
    outdir: out,
    ...BUNDLE_OPTIONS,
    metafile: true,
    logLevel: "silent",
  });
  const named = namedImportsOfCommonJs(r.metafile, (f) => fs.readFileSync(path.join(ROOT, f), "utf8"));
  const printed = execFileSync(process.execPath, [path.join(out, "main.js")], { encoding: "utf8" }).trim();
  return { named, printed };
}

it("a named export of a CommonJS library loaded with import(): undefined in the bundle, and the check names it", async () => {
  const planted = await bundle(
    "planted",
    `const { XzReadableStream } = await import("xz-decompress");\nconsole.log(typeof XzReadableStream);\n`,
  );
  expect(planted.printed).toBe("undefined");
  expect(planted.named).toEqual([expect.stringMatching(/entry\.ts: import\("xz-decompress"\)$/)]);

  const member = await bundle("member", `console.log(typeof (await import("xz-decompress")).XzReadableStream);\n`);
  expect(member.printed).toBe("undefined");
  expect(member.named).toHaveLength(1);

  // what Herald does (src/games/relay/freeciv/decompress.ts): the same in the bundle as under tsx
  const fixed = await bundle(
    "fixed",
    `const { default: xz } = await import("xz-decompress");\nconsole.log(typeof xz.XzReadableStream);\n`,
  );
  expect(fixed.printed).toBe("function");
  expect(fixed.named).toEqual([]);
}, 60_000);
