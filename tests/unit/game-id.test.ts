// One game-id pattern (src/lib/game-id.ts) and the rule that keeps it one (scripts/check-sources.mjs):
// the rule is shown to fire on a planted file in a copy of the tree's shape (the real src/ is never
// touched), and to hold on the real tree.
import { describe, expect, it } from "vitest";
import { runCheck } from "../helpers/source-check.ts";
import { gameIdFromSubject, gameIdsIn, isGameId, prefixOfGameId } from "../../src/lib/game-id.ts";

const run = (files?: Record<string, string>) => runCheck("scripts/check-sources.mjs", files);

describe("a game id", () => {
  it("is a prefix with a letter, a hyphen and a number, in any case", () => {
    for (const id of ["regicide-12", "3K-5", "killer-1"]) expect(isGameId(id), id).toBe(true);
    for (const w of ["regicide", "2026-12", "regicide-", "-12", "regicide-12x", "a b-1"]) expect(isGameId(w), w).toBe(false);
    expect(prefixOfGameId("3K-5")).toBe("3k");
  });

  it("is found in a text (a date is not one) and in a subject's tag", () => {
    expect(gameIdsIn("Re: [3K-5] and regicide-12, on 2026-12-07; not regicide-12x")).toEqual(["3k-5", "regicide-12"]);
    expect(gameIdFromSubject("Re: Fwd: [Trente-7] your turn")).toBe("trente-7");
    expect(gameIdFromSubject("about trente-7")).toBeNull();
  });
});

describe("the one-pattern rule", () => {
  it("fails on a file with a game id's pattern of its own, and only there", () => {
    const files: Record<string, string> = {};
    files["src/mail/planted.ts"] = [
      "// a comment may say /[a-z]+-\\d+/",
      "const GAME = /\\b[a-z][a-z0-9]*-\\d+\\b/gi;",
      'const ALSO = new RegExp("^[a-z]+-[0-9]+$");',
      "const DATE = /\\d{4}-\\d{2}-\\d{2}/;",
      "export { GAME, ALSO, DATE };",
    ].join("\n");
    files["src/lib/game-id.ts"] = 'export const ID = "[a-z0-9]+-\\\\d+";\n';
    const r = run(files);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("src/mail/planted.ts:2:");
    expect(r.stderr).toContain("src/mail/planted.ts:3:");
    expect(r.stderr).not.toContain("planted.ts:1:");
    expect(r.stderr).not.toContain("planted.ts:4:");
    expect(r.stderr).not.toMatch(/src\/lib\/game-id\.ts:\d/);
  });

  it("holds on the real tree", () => {
    const r = run();
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
});
