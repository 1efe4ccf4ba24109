// Turning a player's move into the reply to the question being asked (or an error they understand).
import { canSpear } from "./ask.ts";
import { KINDS, findCard, normaliseCode } from "./cards.ts";
import { type Ctx, card, equipIds, player, top } from "./ctx.ts";
import { executePlay, planPlay } from "./play.ts";
import { countsAs } from "./skill-verb.ts";
import { skillDef } from "./skills.ts";
import type { Move, Reply } from "./types.ts";

/** Applies `move` by `seat` to the open question. Returns an error text, or null when accepted. */
export function answer(g: Ctx, seat: number, move: Move): string | null {
  const a = g.s.ask!;
  const task = top(g)!;
  const me = player(g, seat);
  const accept = (r: Reply): null => { g.s.ask = null; task.reply = r; return null; };
  const resolve = (texts: string[], pool: number[]): number[] | string => {
    const out: number[] = [];
    for (const t of texts) {
      const id = findCard(g.table, t, pool.filter((c) => !out.includes(c)));
      if (id === null) return normaliseCode(t) ? `you hold no card ${t.toUpperCase()} that can be used here` : `"${t}" is not a card code (e.g. SLASH-7S)`;
      out.push(id);
    }
    return out;
  };

  switch (a.kind) {
    case "play": {
      if (move.v === "DONE") return accept({ kind: "done" });
      if (move.v !== "PLAY") return "it is your Play phase: PLAY <card> [-> <player>] or DONE";
      const plan = planPlay(g.s, g.table, seat, move);
      if (!plan.ok) return plan.error;
      g.s.ask = null;
      executePlay(g, seat, plan.value);
      return null;
    }
    case "discard": {
      if (move.v !== "DISCARD") return `DISCARD ${a.count} card${a.count === 1 ? "" : "s"} first (your hand limit is your HP)`;
      const ids = resolve(move.cards, me.hand);
      if (typeof ids === "string") return ids;
      if (ids.length !== a.count) return `discard exactly ${a.count} card${a.count === 1 ? "" : "s"}`;
      return accept({ kind: "cards", cards: ids });
    }
    case "respond": {
      if (move.v === "PASS") return accept({ kind: "pass" });
      if (move.v !== "RESPOND" && move.v !== "PLAY") return `${a.what}`;
      const names = a.names ?? [];
      if (move.spear) {
        if (!a.spear || !names.includes("SLASH")) return "Serpent Spear answers only where a Slash is asked for";
        if (!canSpear(g, me)) return "you need the Serpent Spear and two hand cards";
        const ids = resolve(move.cards, me.hand);
        if (typeof ids === "string") return ids;
        if (ids.length !== 2) return "Serpent Spear: name exactly two hand cards";
        return accept({ kind: "cards", cards: ids, spear: true });
      }
      if (move.cards.length !== 1) return "answer with one card";
      const ids = resolve(move.cards, me.hand);
      if (typeof ids === "string") return ids;
      const c = card(g, ids[0]);
      if (!names.includes(c.name) && !names.some((n) => countsAs(g.s, me, ids[0], n))) return `${c.code} does not answer this: ${names.map((n) => KINDS[n].title).join(" or ")} needed`;
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
      const opt = (a.options ?? []).find((o) => o === want || (n && o.replace(/#\d+$/, "") === n.base && (n.copy === null || o === (n.copy === 1 ? n.base : `${n.base}#${n.copy}`))));
      if (!opt) return `choose one of: ${(a.options ?? []).join(", ")}`;
      return accept({ kind: "choice", value: opt });
    }
    case "cards": {
      if (move.v === "PASS" && a.canPass) return accept({ kind: "pass" });
      if (move.v !== "DISCARD") return a.what;
      const pool = [...me.hand, ...(a.withEquip ? equipIds(me) : [])].filter((c) => !(a.exclude ?? []).includes(c));
      const ids = resolve(move.cards, pool);
      if (typeof ids === "string") return ids;
      if (ids.length !== a.count) return `discard exactly ${a.count} card${a.count === 1 ? "" : "s"}`;
      return accept({ kind: "cards", cards: ids });
    }
  }
}
