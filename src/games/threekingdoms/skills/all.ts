// Every general's skill, as data: each module of this folder exports its definitions (hooks, rules,
// tasks, judgement modifiers, what to try); ../skill-table.ts makes them, with the variants' own, the
// one table the game reads (no registry filled as modules load).
import type { SkillDef } from "../skills.ts";
import { DRAW_SKILLS } from "./draw.ts";
import { GUANXING_SKILLS } from "./guanxing.ts";
import { LIULI_SKILLS } from "./liuli.ts";
import { QUN_SKILLS } from "./qun.ts";
import { SHU_SKILLS } from "./shu.ts";
import { WEI_SKILLS } from "./wei.ts";
import { WU_SKILLS } from "./wu.ts";

/** The lists joined (a function, read when the table is built: see ../skill-table.ts). */
export const generalSkills = (): SkillDef[] => [
  ...DRAW_SKILLS,
  ...WEI_SKILLS,
  ...SHU_SKILLS,
  ...WU_SKILLS,
  ...QUN_SKILLS,
  ...GUANXING_SKILLS,
  ...LIULI_SKILLS,
];
