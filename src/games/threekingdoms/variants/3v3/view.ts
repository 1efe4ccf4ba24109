// 3v3 in the views and mails: the teams (public), whose identity cards are turned, which side has the
// right to act, and the draft's public part (the picks and what is left of the pool). Never a coach's
// placement before the reveal, never the generals left out of the draft.
import type { State } from "../../types.ts";
import { remaining } from "./draft.ts";

export interface V3View {
  teams: string;
  turned: string[];
  toAct: string | null;
  draft: { warm: string[]; cool: string[]; pool: string[] } | null;
}

export function v3View(s: State): V3View | undefined {
  const v = s.v3;
  if (!v) return undefined;
  const name = (seat: number) => s.players[seat - 1].name;
  const team = (t: "warm" | "cool", card: string) =>
    `${t} team (${card}): ${name(v.teams[t].coach)} (coach), ${v.teams[t].forwards.map(name).join(", ")}`;
  const drafting = !s.players.some((p) => p.general);
  return {
    teams: `${team("warm", "Lord and Loyalist cards")}; ${team("cool", "Traitor and Rebel cards")}`,
    turned: (v.alt?.turned ?? []).map(name),
    toAct: v.alt && !s.over ? v.alt.side : null,
    draft: drafting ? { warm: [...v.draft.picks.warm], cool: [...v.draft.picks.cool], pool: remaining(v.draft) } : null,
  };
}

export function v3Render(x: V3View | undefined): string[] {
  if (!x) return [];
  const out = [`3v3: ${x.teams}.`];
  if (x.draft) {
    out.push(`Draft: warm coach's picks: ${x.draft.warm.join(" ") || "(none)"}; cool coach's picks: ${x.draft.cool.join(" ") || "(none)"}.`);
    out.push(`Left in the pool: ${x.draft.pool.join(" ") || "(none)"}.`);
  }
  if (x.toAct) out.push(`Identity cards turned: ${x.turned.join(", ") || "none"}. The ${x.toAct} side has the right to act.`);
  return out;
}
