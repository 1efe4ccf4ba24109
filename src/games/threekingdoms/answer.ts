// Turning a player's move into the reply to the question being asked (or an error they understand).
import type { Words } from "../engine.ts";
import { m, type Msg } from "../../i18n/msg.ts";
import { askOf, canSpear, closeAsk } from "./ask.ts";
import { findCard, normaliseCode } from "./cards/cards.ts";
import { type Ctx, card, cardName, equipIds, player, top, typedCode } from "./ctx.ts";
import { executePlay, planPlay } from "./play.ts";
import { convertible, countsAs } from "./skill-verb.ts";
import { skillDef } from "./skills.ts";
import { refOf } from "./cards/words.ts";
import type { Move, Reply } from "./types.ts";

/** Applies `move` by `seat` to the open question. Returns an error message, or null when accepted. */
export function answer(g: Ctx, seat: number, move: Move): Words | null {
  const a = askOf(g.s, seat)!;
  const task = top(g)!;
  const me = player(g, seat);
  // among questions asked at the same time, the task learns who answered
  const alongside = g.s.ask !== a;
  const accept = (r: Reply): null => {
    closeAsk(g, a);
    task.reply = alongside ? { ...r, by: seat } : r;
    return null;
  };
  const resolve = (texts: string[], pool: number[]): number[] | Msg => {
    const out: number[] = [];
    for (const t of texts) {
      const id = findCard(
        g.table,
        t,
        pool.filter((c) => !out.includes(c)),
      );
      if (id === null)
        return normaliseCode(t)
          ? m("threekingdoms.err.noUsableCard", { card: t.toUpperCase() })
          : m("threekingdoms.err.notACode", { word: t });
      out.push(id);
    }
    return out;
  };

  switch (a.kind) {
    case "play": {
      if (move.v === "DONE") return accept({ kind: "done" });
      if (move.v !== "PLAY") return m("threekingdoms.err.playPhase");
      const plan = planPlay(g.s, g.table, seat, move);
      if (!plan.ok) return plan.error;
      closeAsk(g, a);
      executePlay(g, seat, plan.value);
      return null;
    }
    case "discard": {
      if (move.v !== "DISCARD") return m("threekingdoms.err.discardFirst", { n: a.count ?? 0 });
      const ids = resolve(move.cards, me.hand);
      if (!Array.isArray(ids)) return ids;
      if (ids.length !== a.count) return m("threekingdoms.err.discardExactly", { n: a.count ?? 0 });
      return accept({ kind: "cards", cards: ids });
    }
    case "respond": {
      if (move.v === "PASS") return accept({ kind: "pass" });
      if (move.v !== "RESPOND" && move.v !== "PLAY") return a.what;
      const names = a.names ?? [];
      if (move.spear) {
        if (!a.spear || !names.includes("SLASH")) return m("threekingdoms.err.spearWhere");
        if (!canSpear(g, me)) return m("threekingdoms.err.spearNeeds");
        const ids = resolve(move.cards, me.hand);
        if (!Array.isArray(ids)) return ids;
        if (ids.length !== 2) return m("threekingdoms.err.spearTwo");
        return accept({ kind: "cards", cards: ids, spear: true });
      }
      if (move.cards.length !== 1) return m("threekingdoms.err.answerOne");
      // an equipped card answers only through a conversion skill (Wusheng's Slash, Jijiu's Peach)
      const ids = resolve(move.cards, convertible(me));
      if (!Array.isArray(ids)) return ids;
      const c = card(g, ids[0]);
      const own = me.hand.includes(ids[0]) && names.includes(c.name);
      if (!own && !names.some((n) => countsAs(g.s, me, ids[0], n)))
        return m("threekingdoms.err.doesNotAnswer", { card: refOf(c), needed: { or: names.map(cardName) } });
      return accept({ kind: "cards", cards: ids });
    }
    case "choose": {
      if (move.v === "PASS" && a.canPass) return accept({ kind: "pass" });
      if (move.v !== "CHOOSE") return a.what;
      const want = move.choice.trim().toUpperCase();
      if (a.free) {
        const e = skillDef(a.free)?.check?.(g, seat, want);
        return e ?? accept({ kind: "choice", value: want });
      }
      const n = normaliseCode(want);
      const opt = (a.options ?? []).find(
        (o) =>
          o === want ||
          (n && o.replace(/#\d+$/, "") === n.base && (n.copy === null || o === (n.copy === 1 ? n.base : `${n.base}#${n.copy}`))),
      );
      if (!opt) return m("threekingdoms.err.chooseOneOf", { options: (a.options ?? []).map((o) => typedCode(g, o)) });
      return accept({ kind: "choice", value: opt });
    }
    case "cards": {
      if (move.v === "PASS" && a.canPass) return accept({ kind: "pass" });
      if (move.v !== "DISCARD") return a.what;
      const pool = [...me.hand, ...(a.withEquip ? equipIds(me) : [])].filter((c) => !(a.exclude ?? []).includes(c));
      const ids = resolve(move.cards, pool);
      if (!Array.isArray(ids)) return ids;
      if (ids.length !== a.count) return m("threekingdoms.err.discardExactly", { n: a.count ?? 0 });
      return accept({ kind: "cards", cards: ids });
    }
  }
}
