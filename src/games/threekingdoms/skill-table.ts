// The one table of skills the game reads (skills.ts looks every skill up here): the generals' (skills/all.ts)
// and the variants' own (the Dark Souls' soul, the Final Three's draw). A constant built from the modules'
// exports, once: a skill is known because it is listed, not because a module happened to load first.
import type { SkillDef } from "./skills.ts";
import { generalSkills } from "./skills/all.ts";
import { DARKSOUL_SKILLS } from "./variants/darksouls.ts";
import { FINAL_THREE_SKILLS } from "./variants/final-three.ts";

function tableOf(defs: readonly SkillDef[]): ReadonlyMap<string, SkillDef> {
  const table = new Map<string, SkillDef>();
  for (const d of defs) {
    if (table.has(d.code)) throw new Error(`threekingdoms: skill ${d.code} listed twice`);
    table.set(d.code, d);
  }
  return table;
}

let table: ReadonlyMap<string, SkillDef> | undefined;

/**
 * The table, built at its first use: the skill modules import skills.ts, which reads this table, so
 * whichever module a program loads first, the lists are all defined by the time a skill is looked up
 * (built at load, one entry point's order would meet a list not yet defined). Nothing is ever added.
 */
export const skillTable = (): ReadonlyMap<string, SkillDef> =>
  (table ??= tableOf([...generalSkills(), ...DARKSOUL_SKILLS, ...FINAL_THREE_SKILLS]));
