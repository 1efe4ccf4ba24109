// The legal moves of a seat right now: what random games, the benchmark and deadline defaults use.
// Play-phase candidates are checked with planPlay (no state copy); answers to questions are legal by
// construction. Discards offer a couple of combinations, not all of them.
import { answeringCards, askOf, canSpear } from "./ask.ts";
import { deckTable } from "./cards/cards.ts";
import { cloneState, equipIds, makeCtx } from "./ctx.ts";
import { isUntargeted, planPlay } from "./play.ts";
import { ALL_TARGETS } from "./variants/3v3/rules.ts";
import { countsAs, useSkill } from "./skill-verb.ts";
import { skillsOf } from "./skills.ts";
import { sacrificeMoves } from "./variants/reincarnation.ts";
import type { Ask, Move, State } from "./types.ts";

export function legalMoves(s: State, seat: number): Move[] {
  const a = askOf(s, seat);
  if (s.over || !a) return [];
  const table = deckTable(s.options.maneuvering);
  const me = s.players[seat - 1];
  const code = (id: number) => table[id].code;
  const out: Move[] = [];
  switch (a.kind) {
    case "play": {
      const living = s.players.filter((p) => p.alive).map((p) => String(p.seat));
      const singles: string[][] = [[], ...living.map((t) => [t])];
      const selfOnly: string[][] = [[], [String(seat)]];
      const pairs: string[][] = [];
      for (const x of living) for (const y of living) if (x !== y) pairs.push([x, y]);
      const seen = new Set<string>();
      /** the card as a Slash, Dismantle or Indulgence, when a skill lets it count as one (skills.ts asName) */
      const conversions = (id: number) => {
        for (const as of ["SLASH", "DISMANTLE", "INDULGENCE"] as const) {
          if (!countsAs(s, me, id, as)) continue;
          for (const targets of singles) {
            const m = { cards: [code(id)], spear: false, targets, as };
            if (planPlay(s, table, seat, m).ok) out.push({ v: "PLAY", ...m });
          }
        }
      };
      for (const id of me.hand) {
        const c = code(id).replace(/#\d+$/, "");
        if (seen.has(c)) continue;
        seen.add(c);
        // only target lists planPlay could accept are tried (the result is the same, found faster)
        const name = table[id].name;
        const tries =
          name === "BORROWED-SWORD"
            ? pairs
            : s.v3 && ALL_TARGETS.includes(name)
              ? [[], ...singles] /* 3v3 variant */
              : isUntargeted(name) || name === "PEACH"
                ? selfOnly
                : name === "SLASH"
                  ? singles.slice(1)
                  : singles;
        for (const targets of tries) {
          const m = { cards: [code(id)], spear: false, targets };
          if (planPlay(s, table, seat, m).ok) out.push({ v: "PLAY", ...m });
        }
        conversions(id);
      }
      for (const id of equipIds(me)) conversions(id); // an equipped card used as another (countsAs)
      if (me.hand.length >= 2) {
        for (const t of living) {
          const m = { cards: [code(me.hand[0]), code(me.hand[1])], spear: true, targets: [t] };
          if (planPlay(s, table, seat, m).ok) out.push({ v: "PLAY", ...m });
        }
      }
      out.push(...skillMoves(s, seat));
      out.push(...sacrificeMoves(s, seat)); // variant: reincarnation
      out.push({ v: "DONE" });
      return out;
    }
    case "discard": {
      const n = a.count!;
      out.push({ v: "DISCARD", cards: me.hand.slice(0, n).map(code) });
      if (me.hand.length > n) out.push({ v: "DISCARD", cards: me.hand.slice(-n).map(code) });
      return out;
    }
    case "respond": {
      const g = makeCtx(s);
      for (const id of answeringCards(g, me, a.names ?? [])) out.push({ v: "RESPOND", cards: [code(id)], spear: false });
      if (a.spear && (a.names ?? []).includes("SLASH") && canSpear(g, me)) {
        out.push({ v: "RESPOND", cards: [code(me.hand[0]), code(me.hand[1])], spear: true });
      }
      out.push({ v: "PASS" });
      return out;
    }
    case "choose": {
      for (const o of a.options ?? []) out.push({ v: "CHOOSE", choice: o });
      if (a.canPass) out.push({ v: "PASS" });
      return out;
    }
    case "cards": {
      const pool = [...me.hand, ...(a.withEquip ? equipIds(me) : [])].filter((c) => !(a.exclude ?? []).includes(c));
      if (pool.length >= a.count!) out.push({ v: "DISCARD", cards: pool.slice(0, a.count).map(code) });
      if (a.canPass) out.push({ v: "PASS" });
      return out;
    }
  }
}

/** The move a deadline makes for the player asked `a`: PASS, DONE, or the smallest forced discard. */
export function deadlineMove(s: State, a: Ask): Move {
  const table = deckTable(s.options.maneuvering);
  const me = s.players[a.seat - 1];
  switch (a.kind) {
    case "play":
      return { v: "DONE" };
    case "discard": // the most recently received cards go first
      return { v: "DISCARD", cards: me.hand.slice(-a.count!).map((id) => table[id].code) };
    case "respond":
    case "cards":
      return { v: "PASS" };
    case "choose":
      return a.canPass ? { v: "PASS" } : { v: "CHOOSE", choice: a.options![0] };
  }
}

/** A few SKILL lines per active skill of the player, kept when they would be accepted (tried on a copy). */
function skillMoves(s: State, seat: number): Move[] {
  if (!s.options.generals) return [];
  const me = s.players[seat - 1];
  const table = deckTable(s.options.maneuvering);
  const code = (id: number) => table[id].code;
  const h = me.hand.map(code);
  const others = s.players.filter((p) => p.alive && p.seat !== seat).map((p) => String(p.seat));
  const wounded = s.players.filter((p) => p.alive && p.hp < p.maxHp).map((p) => String(p.seat));
  const texts: string[] = [];
  // each active skill says what is worth trying (its `tries`, skills.ts)
  for (const d of skillsOf(me)) if (d.active && d.tries) texts.push(...d.tries(me, { hand: h, others, wounded }));
  const ok: Move[] = [];
  for (const text of texts) {
    if (ok.length === 3) break;
    if (useSkill(makeCtx(cloneState(s)), seat, text) === null) ok.push({ v: "SKILL", text });
  }
  return ok;
}

/** A move as the command line a player would type (parse gives the same move back). */
export function moveLine(m: Move): string {
  switch (m.v) {
    case "PLAY": {
      const cards = `${m.spear ? "SPEAR " : ""}${m.cards.join(" ")}`;
      const as = m.as ? ` AS ${m.as}` : "";
      return `PLAY ${cards}${as}${m.targets.length ? ` -> ${m.targets.join(" ")}` : ""}`;
    }
    case "RESPOND":
      return `RESPOND ${m.spear ? "SPEAR " : ""}${m.cards.join(" ")}`;
    case "DISCARD":
      return `DISCARD ${m.cards.join(" ")}`;
    case "CHOOSE":
      return `CHOOSE ${m.choice}`;
    case "AUTO":
      return `AUTO ${m.rule}`;
    case "SKILL":
      return `SKILL ${m.text}`;
    default:
      return m.v;
  }
}

/**
 * The engine hook: the command lines `seat` may send now. Representative where the space is large
 * (each distinct card once, a couple of discards, a few SKILL lines), and each one accepted.
 */
export function legalLines(s: State, seat: number): string[] {
  return legalMoves(s, seat).map(moveLine);
}
