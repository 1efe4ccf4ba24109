// HELP threekingdoms: the rules summary and the verbs (one message, `threekingdoms.help`, in each
// language), then every general by code and name with its kingdom, HP and skills, built from the
// generals' data so it cannot drift from the code. The skills' names are the skill codes players type
// (SKILL KUROU); what each does is the skills' catalog's.
import type { Msg } from "../../i18n/msg.ts";
import { m } from "../../i18n/msg.ts";
import { GENERALS, KINGDOM_TITLE } from "./skills/generals.ts";
import { skillDef } from "./skills.ts";
import "./skills/all.ts";

function generalLines(): Msg[] {
  return GENERALS.map((g) =>
    m("threekingdoms.help.general", {
      code: g.code,
      name: g.title,
      kingdom: KINGDOM_TITLE[g.kingdom],
      female: g.gender === "f" ? "yes" : "no",
      hp: g.hp,
      skills: g.skills.map((s) => (skillDef(s)?.lord ? m("threekingdoms.help.lordSkill", { skill: s }) : s)),
    }),
  );
}

export function help(): Msg[] {
  return [m("threekingdoms.help"), m("threekingdoms.help.generals"), ...generalLines()];
}
