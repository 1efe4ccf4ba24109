// The 3v3 task: the draft by mail (pasos 5-8), the cool coach's choice of who acts first, and each
// action of the alternation (COACH or FORWARDS). It sits alone on the stack between turns.
import { m, type Msg } from "../../../../i18n/msg.ts";
import { request, takeReply } from "../../ask.ts";
import { type Ctx, draw, player } from "../../ctx.ts";
import { startTurn } from "../../death.ts";
import { general } from "../../skills/generals.ts";
import { generalTitle, setGeneral } from "../../select.ts";
import type { V3Task } from "../../types.ts";
import { actionsFor, actorsOf, startAlternation, type Action } from "./actions.ts";
import { chooseFirst, pick, place, remaining, toPick } from "./draft.ts";
import { startingHp, type Team } from "./teams.ts";

const TEAM = (v: string): Team => (v === "WARM" ? "warm" : "cool");
const list = (codes: string[]): Msg[] => codes.map((c) => m("threekingdoms.general.offer", { code: c, title: generalTitle(c) }));

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
      g.say(m("threekingdoms.v3.firstPicker", { name: coachName("warm"), team: v.draft.first! }));
      return;
    }
    return ask(
      g,
      t,
      teams.warm.coach,
      ["WARM", "COOL"],
      [m("threekingdoms.v3.pool"), ...list(d.pool), m("threekingdoms.v3.whoPicksFirst")],
      m("threekingdoms.v3.whoPicksFirstPublic", { name: coachName("warm") }),
    );
  }
  // paso 6: the picks, one general per question
  const due = toPick(d);
  if (due) {
    const left = remaining(d).filter((c) => !v.partial.includes(c));
    if (value) {
      v.partial.push(value);
      g.say(m("threekingdoms.v3.picks", { name: coachName(due.team), team: due.team, general: generalTitle(value) }));
      if (v.partial.length === due.count) {
        const next = pick(d, due.team, v.partial);
        if (typeof next === "string") throw new Error(`3v3 draft: ${next}`);
        v.draft = next;
        v.partial = [];
      }
      return;
    }
    return ask(
      g,
      t,
      teams[due.team].coach,
      left,
      [m("threekingdoms.v3.pickAsk", { i: v.partial.length + 1, n: due.count }), ...list(left)],
      m("threekingdoms.v3.pickPublic", { name: coachName(due.team), team: due.team }),
    );
  }
  // paso 8: each coach places three of their eight, in secret (warm first; shown together at the end)
  const placing: Team | null = !d.placed.warm ? "warm" : !d.placed.cool ? "cool" : null;
  if (placing) {
    const side = teams[placing];
    const spots = [side.coach, ...side.forwards];
    if (value) {
      v.placing.push(value);
      g.tell(
        side.coach,
        m("threekingdoms.v3.willBe", { name: player(g, spots[v.placing.length - 1]).name, general: generalTitle(value) }),
      );
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
    return ask(
      g,
      t,
      side.coach,
      own,
      m("threekingdoms.v3.placeAsk", {
        name: player(g, who).name,
        coach: who === side.coach ? "yes" : "no",
        options: own.join(" | "),
      }),
      m("threekingdoms.v3.placePublic", { name: coachName(placing), team: placing }),
    );
  }
  if (!v.alt) {
    if (!g.s.players.some((p) => p.general)) reveal(g);
    // "El entrenador del lado frío decide qué lado actuará primero"
    if (value) {
      v.alt = startAlternation(TEAM(value));
      g.say(m("threekingdoms.v3.sideFirst", { name: coachName("cool"), team: v.alt.side }));
      return;
    }
    return ask(
      g,
      t,
      teams.cool.coach,
      ["WARM", "COOL"],
      m("threekingdoms.v3.sideFirstAsk"),
      m("threekingdoms.v3.sideFirstPublic", { name: coachName("cool") }),
    );
  }
  // an action: COACH or FORWARDS, asked of the side's coach when both are possible
  const alive = (s: number) => player(g, s).alive;
  const acts = actionsFor(teams, v.alt, alive);
  const act = (value as Action | null) ?? (acts.length === 1 ? acts[0] : null);
  if (!act) {
    return ask(
      g,
      t,
      teams[v.alt.side].coach,
      acts,
      m("threekingdoms.v3.actAsk"),
      m("threekingdoms.v3.actPublic", { name: coachName(v.alt.side), team: v.alt.side }),
    );
  }
  v.queue = actorsOf(teams, v.alt, act, alive);
  const [first, second] = v.queue.map((s) => player(g, s).name); // the coach, or one or two forwards
  g.say(m("threekingdoms.v3.sideActs", { team: v.alt.side, first, second: second ?? "none" }));
  startTurn(g, v.queue.shift()!);
}

function ask(g: Ctx, t: V3Task, seat: number, options: string[], what: Msg | Msg[], publicWhat: Msg): void {
  request(g, t, { seat, kind: "choose", canPass: false, options, what, publicWhat });
}

/** Paso 8's end: both placements shown together; coach +1 HP; the first hands. */
function reveal(g: Ctx): void {
  const v = g.s.v3!;
  for (const team of ["warm", "cool"] as const) {
    const p = v.draft.placed[team]!;
    const side = v.teams[team];
    const at: [number, string][] = [
      [side.coach, p.coach],
      [side.forwards[0], p.forwards[0]],
      [side.forwards[1], p.forwards[1]],
    ];
    for (const [seat, code] of at) {
      setGeneral(g, seat, code);
      const pl = player(g, seat);
      pl.maxHp = startingHp(general(code)!.hp, seat === side.coach);
      pl.hp = pl.maxHp;
    }
  }
  g.say(
    m("threekingdoms.v3.shown", {
      list: g.s.players.map((p) => m("threekingdoms.general.isGeneral", { name: p.name, general: generalTitle(p.general!) })),
    }),
  );
  for (const p of g.s.players) if (p.alive) draw(g, p.seat, 4, m("threekingdoms.firstHand")); // a forward may have resigned
}
