// Types of scripts/bundle-shape.mjs (plain JavaScript, run by node before any TypeScript is built).
import type { BuildOptions, Metafile } from "esbuild";

export const BUNDLE_OPTIONS: BuildOptions;
export function namedImportsOfCommonJs(metafile: Metafile, source: (file: string) => string): string[];
