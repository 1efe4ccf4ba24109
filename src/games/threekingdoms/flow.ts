// The turn: Start → Judgement → Draw → Play → Discard → End, then the next living player. The turn
// names no card: the Judgement phase pushes a `delayed` task per card in the judgement area, and what
// each delayed trick does is cards/delayed.ts's.
import { m } from "../../i18n/msg.ts";
import { request, takeReply } from "./ask.ts";
import { type Ctx, codeList, nextAlive, player, push, say, takeFromPlayer, toDiscard } from "./ctx.ts";
import { startTurn } from "./death.ts";
import { fire, rule } from "./skills.ts";
import { variantsPlayBegins, variantsRoundStart } from "./variants/hooks.ts";
import { v3TurnBegins, v3TurnEnds } from "./variants/3v3/hooks.ts";
import type { TurnTask } from "./types.ts";
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

registerTask("turn", turnTask);
