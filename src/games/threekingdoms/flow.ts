// What happens in each phase of a turn: the core runs the phases in order (core/flow.ts) and each step
// here says when its phase is over (`next`). The Judgement phase is the delayed tricks' (cards/delayed.ts),
// so the turn names no card; skills answer the `phase` trigger point at the Start and the End.
import { m } from "../../i18n/msg.ts";
import { request, takeReply } from "./ask.ts";
import { type Ctx, codeList, nextAlive, player, push, takeFromPlayer, toDiscard } from "./ctx.ts";
import { startTurn } from "./death.ts";
import { fire, rule } from "./skills.ts";
import { variantsPlayBegins, variantsRoundStart } from "./variants/hooks.ts";
import { v3TurnBegins, v3TurnEnds } from "./variants/3v3/hooks.ts";
import type { TurnTask } from "./types.ts";
import type { PhaseSteps } from "./core/flow.ts";

/** The turn's own steps (the Judgement phase is the delayed tricks', cards/delayed.ts), and its end. */
export const TURN_STEPS: Omit<PhaseSteps<Ctx, TurnTask>, "judge"> = {
  start: (g, _t, next) => {
    const ts = g.s.turn;
    const p = player(g, ts.seat);
    g.s.turnNo += 1;
    if (p.role === "lord") g.s.round += 1;
    g.say(m("threekingdoms.turn.begins", { turn: g.s.turnNo, round: g.s.round, name: p.name }));
    if (p.role === "lord") variantsRoundStart(g); // variant: final three's loss of HP
    v3TurnBegins(g); // 3v3 variant: the identity card is turned
    next();
    fire(g, ts.seat, "phase", "start");
  },

  draw: (g, _t, next) => {
    const ts = g.s.turn;
    next();
    variantsPlayBegins(g); // variant: Dark Souls act as the Play phase begins (after the draw, pushed below it)
    if (ts.skipDraw) g.say(m("threekingdoms.turn.skipDraw", { name: player(g, ts.seat).name }));
    else push(g, { t: "skill", skill: "DRAW", stage: 0, seat: ts.seat, data: {} });
  },

  play: (g, t, next) => {
    const ts = g.s.turn;
    const p = player(g, ts.seat);
    if (ts.skipPlay) {
      g.say(m("threekingdoms.turn.skipPlay", { name: p.name }));
      next();
      return;
    }
    const r = takeReply(t);
    if (r?.kind === "done") {
      next();
      return;
    }
    request(g, t, {
      seat: ts.seat,
      kind: "play",
      canPass: false,
      what: m("threekingdoms.play.ask"),
      publicWhat: m("threekingdoms.play.public", { name: p.name }),
    });
  },

  discard: (g, t, next) => {
    const ts = g.s.turn;
    const p = player(g, ts.seat);
    const excess = p.hand.length - Math.max(0, p.hp);
    const r = takeReply(t);
    if (!r && excess > 0 && rule(p, "skipDiscard")?.(g.s)) {
      g.say(m("threekingdoms.turn.skipDiscard", { name: p.name }));
      next();
      return;
    }
    if (r?.kind === "cards") {
      for (const id of r.cards) takeFromPlayer(g, ts.seat, id);
      toDiscard(g, r.cards);
      g.changed.add(ts.seat);
      g.say(m("threekingdoms.discards", { name: p.name, cards: codeList(g, r.cards) }));
      next();
      return;
    }
    if (excess > 0) {
      request(g, t, {
        seat: ts.seat,
        kind: "discard",
        canPass: false,
        count: excess,
        what: m("threekingdoms.discard.ask", { limit: Math.max(0, p.hp), n: excess }),
        publicWhat: m("threekingdoms.discard.public", { name: p.name, n: excess }),
      });
      return;
    }
    next();
  },

  end: (g, t, next) => {
    if (!t.stage) {
      t.stage = 1;
      fire(g, g.s.turn.seat, "phase", "end");
      return;
    }
    next();
  },

  over: (g) => {
    if (!v3TurnEnds(g)) startTurn(g, nextAlive(g, g.s.turn.seat)); // 3v3 variant: the alternation
  },
};
