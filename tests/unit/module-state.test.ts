// No module-level registries (scripts/check-sources.mjs, run by `npm run lint`): a module-level `let`,
// Map, Set, array or object that a function writes is state every App of the process shares. Shown to fire
// on a planted file in a copy of the tree's shape (the real src/ is never touched), to leave constant
// tables alone, and to hold on the real tree.
import { describe, expect, it } from "vitest";
import { runCheck } from "../helpers/source-check.ts";

const run = (files?: Record<string, string>) => runCheck("scripts/check-sources.mjs", files);

describe("the module-state rule", () => {
  it("fails on module-level state a function writes, and only there", () => {
    const files: Record<string, string> = {};
    files["src/mail/planted.ts"] = [
      "let count = 0;", // 1
      "const seen = new Map<string, number>();", // 2
      "const queue: string[] = [];", // 3
      'const TABLE = new Map([["a", 1]]);', // 4: a constant table
      'TABLE.set("b", 2);', // 5: filled once, at load
      "export function note(k: string) {", // 6
      "  count++;", // 7
      "  seen.set(k, count);", // 8
      "  return TABLE.get(k);", // 9
      "}", // 10
      "export const later = (k: string) => queue.push(k);", // 11
      "export function local(k: string) {", // 12
      "  const seen = new Set<string>();", // 13: a local of the same name
      "  seen.add(k);", // 14
      "  return seen;", // 15
      "}", // 16
      "export const KINDS: ReadonlyMap<string, number> = new Map<string, number>();", // 17
      "export function sneak(k: string) {", // 18
      "  (KINDS as Map<string, number>).set(k, 1);", // 19: a cast hides no write
      "  KINDS!.get(k);", // 20: a read
      "}", // 21
    ].join("\n");
    const r = run(files);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("src/mail/planted.ts:7: module-level state `count`");
    expect(r.stderr).toContain("src/mail/planted.ts:8: module-level state `seen`");
    expect(r.stderr).toContain("src/mail/planted.ts:11: module-level state `queue`");
    expect(r.stderr).toContain("src/mail/planted.ts:19: module-level state `KINDS`");
    expect(r.stderr).not.toContain("TABLE");
    expect(r.stderr).not.toContain("planted.ts:14");
  });

  it("holds on the real tree", () => {
    const r = run();
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
});
