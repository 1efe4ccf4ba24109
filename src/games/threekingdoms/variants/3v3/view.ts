// 3v3 in the views and mails: the teams (public), whose identity cards are turned, which side has the
// right to act, and the draft's public part (the picks and what is left of the pool). Never a coach's
// placement before the reveal, never the generals left out of the draft. The view is data; render
// takes every word from the catalog.
import type { Translate } from "../../../../i18n/msg.ts";
import type { State } from "../../types.ts";
import { remaining } from "./draft.ts";

export interface V3Team {
  coach: string;
  forwards: string[];
}

export interface V3View {
  teams: { warm: V3Team; cool: V3Team };
  turned: string[];
  toAct: "warm" | "cool" | null;
  draft: { warm: string[]; cool: string[]; pool: string[] } | null;
}

export function v3View(s: State): V3View | undefined {
  const v = s.v3;
  if (!v) return undefined;
  const name = (seat: number) => s.players[seat - 1].name;
  const team = (t: "warm" | "cool"): V3Team => ({ coach: name(v.teams[t].coach), forwards: v.teams[t].forwards.map(name) });
  const drafting = !s.players.some((p) => p.general);
  return {
    teams: { warm: team("warm"), cool: team("cool") },
    turned: (v.alt?.turned ?? []).map(name),
    toAct: v.alt && !s.over ? v.alt.side : null,
    draft: drafting ? { warm: [...v.draft.picks.warm], cool: [...v.draft.picks.cool], pool: remaining(v.draft) } : null,
  };
}

export function v3Render(x: V3View | undefined, t: Translate): string[] {
  if (!x) return [];
  const none = t("threekingdoms.view.none");
  const team = (k: "warm" | "cool") => ({ coach: x.teams[k].coach, forwards: { and: x.teams[k].forwards } });
  const out = [
    t("threekingdoms.v3.view.teams", {
      warmCoach: team("warm").coach,
      warm: team("warm").forwards,
      coolCoach: team("cool").coach,
      cool: team("cool").forwards,
    }),
  ];
  if (x.draft) {
    out.push(t("threekingdoms.v3.view.draft", { warm: x.draft.warm.join(" ") || none, cool: x.draft.cool.join(" ") || none }));
    out.push(t("threekingdoms.v3.view.pool", { pool: x.draft.pool.join(" ") || none }));
  }
  if (x.toAct)
    out.push(
      t("threekingdoms.v3.view.toAct", {
        turned: x.turned.length ? x.turned : t("threekingdoms.view.noneTurned"),
        team: x.toAct,
      }),
    );
  return out;
}
