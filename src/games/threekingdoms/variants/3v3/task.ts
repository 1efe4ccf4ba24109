// The 3v3 task: the draft by mail (pasos 5-8), the cool coach's choice of who acts first, and each
// action of the alternation (COACH or FORWARDS). It sits alone on the stack between turns.
import { request, takeReply } from "../../ask.ts";
import { type Ctx, draw, player, say, tell } from "../../ctx.ts";
import { startTurn } from "../../death.ts";
import { general, generalTitle } from "../../generals.ts";
import { setGeneral } from "../../select.ts";
import type { V3Task } from "../../types.ts";
import { actionsFor, actorsOf, startAlternation, type Action } from "./actions.ts";
import { chooseFirst, pick, place, remaining, toPick } from "./draft.ts";
import { startingHp, type Team } from "./teams.ts";

const TEAM = (v: string): Team => (v === "WARM" ? "warm" : "cool");
const list = (codes: string[]) => codes.map((c) => `- ${c}: ${generalTitle(c)}`).join("\n");

export function v3Task(g: Ctx, t: V3Task): void {
  const v = g.s.v3!;
  const { teams } = v;
  const r = takeReply(t);
  const value = r?.kind === "choice" ? r.value : null;
  const d = v.draft;
  const coachName = (team: Team) => player(g, teams[team].coach).name;
  // paso 5: the warm coach names who picks first
  if (!d.first) {
    if (value) {
      v.draft = chooseFirst(d, TEAM(value));
      say(g, `${coachName("warm")} (warm coach) lets the ${v.draft.first} coach pick first.`);
      return;
    }
    return ask(g, t, teams.warm.coach, ["WARM", "COOL"],
      `the generals' pool (paso 4), 16 face up:\n${list(d.pool)}\nwhich coach picks first? CHOOSE WARM | COOL`,
      `${coachName("warm")} (warm coach) to say which coach picks first`);
  }
  // paso 6: the picks, one general per question
  const due = toPick(d);
  if (due) {
    const left = remaining(d).filter((c) => !v.partial.includes(c));
    if (value) {
      v.partial.push(value);
      say(g, `${coachName(due.team)} (${due.team} coach) picks ${generalTitle(value)}.`);
      if (v.partial.length === due.count) {
        const next = pick(d, due.team, v.partial);
        if (typeof next === "string") throw new Error(`3v3 draft: ${next}`);
        v.draft = next;
        v.partial = [];
      }
      return;
    }
    return ask(g, t, teams[due.team].coach, left,
      `pick a general (${v.partial.length + 1} of ${due.count} this time): CHOOSE one of\n${list(left)}`,
      `${coachName(due.team)} (${due.team} coach) to pick a general`);
  }
  // paso 8: each coach places three of their eight, in secret (warm first; shown together at the end)
  const placing: Team | null = !d.placed.warm ? "warm" : !d.placed.cool ? "cool" : null;
  if (placing) {
    const side = teams[placing];
    const spots = [side.coach, ...side.forwards];
    if (value) {
      v.placing.push(value);
      tell(g, side.coach, `${player(g, spots[v.placing.length - 1]).name} will be ${generalTitle(value)}.`);
      if (v.placing.length === 3) {
        const next = place(d, placing, { coach: v.placing[0], forwards: [v.placing[1], v.placing[2]] });
        if (typeof next === "string") throw new Error(`3v3 draft: ${next}`);
        v.draft = next;
        v.placing = [];
      }
      return;
    }
    const own = d.picks[placing].filter((c) => !v.placing.includes(c));
    const who = spots[v.placing.length];
    return ask(g, t, side.coach, own,
      `place your generals (paso 8, secret until both coaches have placed): the general for ${player(g, who).name}` +
      ` (${who === side.coach ? "coach, +1 HP" : "forward"}): CHOOSE one of ${own.join(" | ")}`,
      `${coachName(placing)} (${placing} coach) to place their generals`);
  }
  if (!v.alt) {
    if (!g.s.players.some((p) => p.general)) reveal(g);
    // "El entrenador del lado frío decide qué lado actuará primero"
    if (value) {
      v.alt = startAlternation(TEAM(value));
      say(g, `${coachName("cool")} (cool coach) decides that the ${v.alt.side} side acts first.`);
      return;
    }
    return ask(g, t, teams.cool.coach, ["WARM", "COOL"], "which side acts first? CHOOSE WARM | COOL",
      `${coachName("cool")} (cool coach) to say which side acts first`);
  }
  // an action: COACH or FORWARDS, asked of the side's coach when both are possible
  const alive = (s: number) => player(g, s).alive;
  const acts = actionsFor(teams, v.alt, alive);
  const act = (value as Action | null) ?? (acts.length === 1 ? acts[0] : null);
  if (!act) {
    return ask(g, t, teams[v.alt.side].coach, acts,
      "your side acts: CHOOSE COACH (your turn) | FORWARDS (both forwards' turns, one after the other)",
      `${coachName(v.alt.side)} (${v.alt.side} coach) to choose who acts`);
  }
  v.queue = actorsOf(teams, v.alt, act, alive);
  say(g, `The ${v.alt.side} side acts: ${v.queue.map((s) => player(g, s).name).join(" then ")}.`);
  startTurn(g, v.queue.shift()!);
}

function ask(g: Ctx, t: V3Task, seat: number, options: string[], what: string, publicWhat: string): void {
  request(g, t, { seat, kind: "choose", canPass: false, options, what, publicWhat });
}

/** Paso 8's end: both placements shown together; coach +1 HP; the first hands. */
function reveal(g: Ctx): void {
  const v = g.s.v3!;
  for (const team of ["warm", "cool"] as const) {
    const p = v.draft.placed[team]!;
    const side = v.teams[team];
    const at: [number, string][] = [[side.coach, p.coach], [side.forwards[0], p.forwards[0]], [side.forwards[1], p.forwards[1]]];
    for (const [seat, code] of at) {
      setGeneral(g, seat, code);
      const pl = player(g, seat);
      pl.maxHp = startingHp(general(code)!.hp, seat === side.coach);
      pl.hp = pl.maxHp;
    }
  }
  say(g, `The generals are shown: ${g.s.players.map((p) => `${p.name} is ${generalTitle(p.general!)}`).join("; ")}.`);
  for (const p of g.s.players) if (p.alive) draw(g, p.seat, 4, " (the first hand)"); // a forward may have resigned
}
