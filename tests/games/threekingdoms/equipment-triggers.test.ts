// Equipment on the trigger engine: every weapon and armour card is data plus handlers
// registered on trigger points (cards/equipment.ts); the Slash state machine and the card rules name none.
// The cards' behaviour is tested, unchanged, in equipment.test.ts and judgement.test.ts.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { KINDS } from "../../../src/games/threekingdoms/cards/cards.ts";
import { equipDef } from "../../../src/games/threekingdoms/cards/equipment.ts";
import "../../../src/games/threekingdoms/run.ts";

const gear = Object.values(KINDS)
  .filter((k) => k.slot === "weapon" || k.slot === "armour")
  .map((k) => k.name);

describe("equipment on trigger points", () => {
  it("every weapon and armour card has a registered definition with a handler or a rule", () => {
    expect(gear.length).toBe(11);
    for (const name of gear) {
      const d = equipDef(name);
      expect(d, name).toBeDefined();
      expect(Object.keys({ ...d!.hooks, ...d!.rules }).length, name).toBeGreaterThan(0);
    }
  });

  it("the Slash machine, the tricks, playing and answering name no equipment card", () => {
    for (const f of ["cards/slash.ts", "cards/tricks.ts", "play.ts", "ask.ts", "cards/respond.ts", "skills/jijiang.ts"]) {
      const src = fs.readFileSync(new URL(`../../../src/games/threekingdoms/${f}`, import.meta.url), "utf8");
      for (const name of gear) expect(src.includes(`"${name}"`), `${f} names ${name}`).toBe(false);
    }
  });
});
