// The turn: Start → Judgement → Draw → Play → Discard → End, then the next living player.
// Also the judgement of delayed tricks and the `finish` task that sends used cards to the discard pile.
import { m, type Msg } from "../../i18n/msg.ts";
import { request, takeReply } from "./ask.ts";
import { cardTitle, rankValue } from "./cards/cards.ts";
import {
  type Ctx,
  card,
  code,
  codeList,
  fromLimbo,
  nameOf,
  nextAlive,
  orderFrom,
  player,
  pop,
  push,
  say,
  takeFromPlayer,
  toDiscard,
} from "./ctx.ts";
import { startTurn } from "./death.ts";
import { takeJudgement } from "./cards/judge.ts";
import { fire, rule } from "./skills.ts";
import { variantsPlayBegins, variantsRoundStart } from "./variants/hooks.ts";
import { v3TurnBegins, v3TurnEnds } from "./variants/3v3/hooks.ts";
import type { DelayedTask, FinishTask, TurnTask } from "./types.ts";
import { registerTask } from "./core/tasks.ts";

export function turnTask(g: Ctx, t: TurnTask): void {
  const ts = g.s.turn;
  const p = player(g, ts.seat);
  switch (ts.phase) {
    case "start": {
      g.s.turnNo += 1;
      if (p.role === "lord") g.s.round += 1;
      say(g, m("threekingdoms.turn.begins", { turn: g.s.turnNo, round: g.s.round, name: p.name }));
      if (p.role === "lord") variantsRoundStart(g); // issue 16: final three's loss of HP
      v3TurnBegins(g); // issue 16, 3v3: the identity card is turned
      ts.phase = "judge";
      fire(g, ts.seat, "phase", "start");
      return;
    }
    case "judge": {
      // most recently placed first; each is judged once per turn
      for (let i = p.judge.length - 1; i >= 0; i--) {
        const id = p.judge[i];
        if (ts.judged.includes(id)) continue;
        ts.judged.push(id);
        p.judge.splice(i, 1);
        g.s.limbo.push(id);
        push(g, { t: "delayed", stage: 0, card: id, owner: ts.seat });
        return;
      }
      ts.phase = "draw";
      return;
    }
    case "draw": {
      ts.phase = "play";
      variantsPlayBegins(g); // issue 16: Dark Souls act as the Play phase begins (after the draw, pushed below it)
      if (ts.skipDraw) say(g, m("threekingdoms.turn.skipDraw", { name: p.name }));
      else push(g, { t: "skill", skill: "DRAW", stage: 0, seat: ts.seat, data: {} });
      return;
    }
    case "play": {
      if (ts.skipPlay) {
        say(g, m("threekingdoms.turn.skipPlay", { name: p.name }));
        ts.phase = "discard";
        return;
      }
      const r = takeReply(t);
      if (r?.kind === "done") {
        ts.phase = "discard";
        return;
      }
      request(g, t, {
        seat: ts.seat,
        kind: "play",
        canPass: false,
        what: m("threekingdoms.play.ask"),
        publicWhat: m("threekingdoms.play.public", { name: p.name }),
      });
      return;
    }
    case "discard": {
      const excess = p.hand.length - Math.max(0, p.hp);
      const r = takeReply(t);
      if (!r && excess > 0 && rule(p, "skipDiscard")?.(g.s)) {
        say(g, m("threekingdoms.turn.skipDiscard", { name: p.name }));
        ts.phase = "end";
        return;
      }
      if (r?.kind === "cards") {
        for (const id of r.cards) takeFromPlayer(g, ts.seat, id);
        toDiscard(g, r.cards);
        g.changed.add(ts.seat);
        say(g, m("threekingdoms.discards", { name: p.name, cards: codeList(g, r.cards) }));
        ts.phase = "end";
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
      ts.phase = "end";
      return;
    }
    case "end": {
      if (!t.stage) {
        t.stage = 1;
        fire(g, ts.seat, "phase", "end");
        return;
      }
      if (!v3TurnEnds(g)) startTurn(g, nextAlive(g, ts.seat)); // issue 16, 3v3: the alternation
      return;
    }
  }
}

export function delayedTask(g: Ctx, t: DelayedTask): void {
  const real = card(g, t.card);
  const c = { ...real, name: g.s.judgeAs?.[t.card] ?? real.name };
  const trick = delayedName(c.name);
  const owner = player(g, t.owner);
  if (t.stage === 0) {
    t.stage = 1;
    say(g, m("threekingdoms.delayed.judged", { name: owner.name, trick, code: c.code }));
    push(g, nullifyWindow(g, m("threekingdoms.delayed.on", { trick, name: owner.name })));
    return;
  }
  if (t.stage === 1 && !t.nullified) {
    // the delayed trick stays face up in limbo while its judgement is made (Guicai may change it)
    t.stage = 2;
    push(g, { t: "judge", stage: 0, owner: t.owner, why: m("threekingdoms.delayed.of", { trick, name: owner.name }) });
    return;
  }
  pop(g);
  fromLimbo(g, [t.card]);
  if (g.s.judgeAs) delete g.s.judgeAs[t.card]; // Guose's Indulgence is a diamond card again
  if (t.nullified) {
    if (c.name === "LIGHTNING") moveLightning(g, t.card, t.owner);
    else toDiscard(g, [t.card]);
    return;
  }
  const j = takeJudgement(g, t);
  if (c.name === "LIGHTNING") {
    if (j && j.suit === "S" && rankValue(j.rank) >= 2 && rankValue(j.rank) <= 9) {
      toDiscard(g, [t.card]);
      say(g, m("threekingdoms.lightning.strikes", { name: owner.name }));
      push(g, { t: "damage", stage: 0, to: t.owner, from: null, n: 3, cause: cardTitle("LIGHTNING") });
    } else moveLightning(g, t.card, t.owner);
    return;
  }
  toDiscard(g, [t.card]);
  if (c.name === "INDULGENCE") {
    if (j && j.suit !== "H") {
      g.s.turn.skipPlay = true;
      say(g, m("threekingdoms.indulgence.hits", { name: owner.name }));
    } else say(g, m("threekingdoms.delayed.escapes", { name: owner.name, trick }));
  } else if (c.name === "SHORTAGE") {
    if (j && j.suit !== "C") {
      g.s.turn.skipDraw = true;
      say(g, m("threekingdoms.shortage.hits", { name: owner.name }));
    } else say(g, m("threekingdoms.delayed.escapes", { name: owner.name, trick }));
  }
}

/** Lightning that does not strike moves on to the next living player without a Lightning. */
function moveLightning(g: Ctx, id: number, from: number): void {
  let seat = nextAlive(g, from);
  while (seat !== from) {
    const p = player(g, seat);
    if (!p.judge.some((j) => card(g, j).name === "LIGHTNING")) {
      p.judge.push(id);
      say(g, m("threekingdoms.lightning.moves", { card: code(g, id), name: p.name }));
      return;
    }
    seat = nextAlive(g, seat);
  }
  player(g, from).judge.push(id);
  say(g, m("threekingdoms.lightning.stays", { card: code(g, id), name: nameOf(g, from) }));
}

export function finishTask(g: Ctx, t: FinishTask): void {
  pop(g);
  const still = t.cards.filter((c) => g.s.limbo.includes(c));
  fromLimbo(g, still);
  toDiscard(g, still);
  if (t.harvest && g.s.harvest.length) {
    say(g, m("threekingdoms.harvest.leftOver", { cards: codeList(g, g.s.harvest) }));
    toDiscard(g, g.s.harvest);
    g.s.harvest = [];
  }
}

/** A delayed trick's name in the reader's language (one of three: the catalog's own select). */
const delayedName = (name: string): Msg => m("threekingdoms.delayed.name", { trick: name });

/** A Nullification window about one trick's effect on one target (see cards/tricks.ts). */
export function nullifyWindow(g: Ctx, about: Msg) {
  return { t: "nullify" as const, stage: 0, about, order: orderFrom(g, g.s.turn.seat), idx: 0, count: 0 };
}

registerTask("turn", turnTask);
registerTask("delayed", delayedTask);
registerTask("finish", finishTask);
