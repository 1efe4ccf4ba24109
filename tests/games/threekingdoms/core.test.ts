// The core knows no card, skill or general (after FreeKill's lua/core/, which no package is
// imported into): its files name none of them, and its trigger registry orders handlers by priority, then
// by the seat's own order. That core/ imports nothing else of the folder is eslint.config.js's rule.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { KINDS } from "../../../src/games/threekingdoms/cards/cards.ts";
import { GENERALS } from "../../../src/games/threekingdoms/skills/generals.ts";
import { allSkills } from "../../../src/games/threekingdoms/skills.ts";
import { defineEvent, handlersOf, on } from "../../../src/games/threekingdoms/core/triggers.ts";
import "../../../src/games/threekingdoms/run.ts";

const coreDir = new URL("../../../src/games/threekingdoms/core/", import.meta.url);

describe("the core", () => {
  it("names no card, skill or general", () => {
    // DRAW is the Draw phase's own step (skills/draw.ts), so the word "draw" is the phase's name here
    const names = [
      ...Object.keys(KINDS),
      ...allSkills()
        .map((d) => d.code)
        .filter((c) => c !== "DRAW"),
      ...GENERALS.flatMap((g) => [g.code, g.name]),
    ];
    expect(names.length).toBeGreaterThan(60);
    const files = fs.readdirSync(coreDir).filter((f) => f.endsWith(".ts"));
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const f of files) {
      const src = fs.readFileSync(new URL(f, coreDir), "utf8");
      for (const name of names) {
        const word = new RegExp(`\\b${name.replace(/[-\s]/g, "[- ]?")}\\b`, "i");
        expect(word.test(src), `core/${f} names ${name}`).toBe(false);
      }
    }
  });

  it("runs higher priorities first, and the seat's own order among equals", () => {
    const ev = defineEvent<(g: null, seat: number) => string>("test.order");
    on(ev, "A", () => "A");
    on(ev, "B", () => "B", 5);
    on(ev, "C", () => "C");
    on(ev, "D", () => "D");
    const run = (owners: string[]) => handlersOf(ev, owners).map((h) => h(null, 1));
    expect(run(["C", "A", "B"])).toEqual(["B", "C", "A"]);
    expect(run(["A", "D", "C"])).toEqual(["A", "D", "C"]);
    expect(run(["X"])).toEqual([]);
    expect(() => on(ev, "A", () => "again")).toThrow(/twice/);
  });
});
