// The core knows no skill: the cards, the judgement, the legal-move search, the working
// context, the state's types and the turn's flow name no skill in their code; what a skill changes there it
// declares on its own definition (a judgement modifier, what to try for an active skill: skills.ts), and the
// core asks the skills a player has. Comments may cite a skill as an example; code may not. And the three
// packages import each other one way only: variants → skills → cards (FreeKill's packages over its core).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import "../../../src/games/threekingdoms/index.ts";
import { allSkills } from "../../../src/games/threekingdoms/skills.ts";
import { GENERALS } from "../../../src/games/threekingdoms/skills/generals.ts";

const ROOT = path.resolve(import.meta.dirname, "../../../src/games/threekingdoms");
const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? filesUnder(path.join(dir, e.name)) : e.name.endsWith(".ts") ? [path.join(dir, e.name)] : [],
    );
const CORE = [
  ...filesUnder(path.join(ROOT, "cards")),
  ...filesUnder(path.join(ROOT, "core")),
  ...["legal.ts", "ctx.ts", "types.ts", "flow.ts"].map((f) => path.join(ROOT, f)),
];

/** The code of a module without its comments (a `//` inside a string would not occur in these files). */
const codeOf = (file: string): string =>
  fs
    .readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:])\/\/.*$/gm, "$1");

/** The skills of the generals (the pseudo-skills of the draw and the variants are named for what they do). */
const SKILL_CODES = [...new Set(GENERALS.flatMap((g) => g.skills))];

describe("the Three Kingdoms core", () => {
  it("knows the skills it is checked against", () => {
    expect(SKILL_CODES.length).toBeGreaterThan(30);
    for (const c of SKILL_CODES) expect(allSkills().some((d) => d.code === c)).toBe(true);
  });

  it("names no skill in the code of cards/, core/, legal.ts, ctx.ts, types.ts, flow.ts", () => {
    const word = new RegExp(`\\b(${SKILL_CODES.join("|")})\\b`, "i");
    const found: string[] = [];
    for (const f of CORE) {
      codeOf(f)
        .split("\n")
        .forEach((line) => {
          const hit = word.exec(line);
          if (hit) found.push(`${path.relative(ROOT, f)}: ${hit[1]} in ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it("has no import from cards/ into skills/ or variants/, nor from skills/ into variants/", () => {
    const ORDER = ["cards", "skills", "variants"];
    const wrong: string[] = [];
    for (const from of ORDER) {
      for (const f of filesUnder(path.join(ROOT, from))) {
        for (const [, spec] of fs.readFileSync(f, "utf8").matchAll(/from\s+"(\.[^"]+)"/g)) {
          const to = path.relative(ROOT, path.resolve(path.dirname(f), spec)).split(path.sep)[0];
          if (ORDER.includes(to) && ORDER.indexOf(to) > ORDER.indexOf(from)) wrong.push(`${path.relative(ROOT, f)} → ${spec}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
