// The hooks the conformance suite reads: what each seat alone may know (secrets), the rules that hold
// in every state (invariants), and the dashboard's picture of the castle.
import type { Picture } from "../engine.ts";
import { m } from "../../i18n/msg.ts";
import { isJester, standardDeck } from "../cards.ts";
import type { RegicideState } from "./types.ts";
import type { RegicideView } from "./view.ts";
import { TAVERN_JESTERS } from "./values.ts";

/** Each seat's hand: the only secret a player holds (the Castle and Tavern are hidden from everyone). */
export function secretsOf(s: RegicideState): Array<{ seat: number; items: string[] }> {
  return s.players.map((p, i) => ({ seat: p.seat, items: s.hands[i].slice() }));
}

/** Every card of the game, wherever it is. */
function everyCard(s: RegicideState): string[] {
  return [...s.castle, ...(s.enemy ? [s.enemy.card, ...s.enemy.played] : []), ...s.tavern, ...s.discard, ...s.hands.flat()];
}

/** The rules that hold in every state; returns the broken ones (for tests and the conformance suite). */
export function invariantsOf(s: RegicideState): string[] {
  const broken: string[] = [];
  const n = s.players.length;
  const jesters = ["JESTER1", "JESTER2"].slice(0, TAVERN_JESTERS[n] ?? 0);
  const expected = [...standardDeck(), ...jesters].sort();
  const actual = everyCard(s).sort();
  if (actual.join(" ") !== expected.join(" ")) {
    const count = new Map<string, number>();
    for (const c of actual) count.set(c, (count.get(c) ?? 0) + 1);
    const twice = [...count].filter(([, k]) => k > 1).map(([c]) => c);
    const missing = expected.filter((c) => !count.has(c));
    const extra = actual.filter((c) => !expected.includes(c));
    broken.push(
      `every card in exactly one place: twice [${twice.join(" ")}], missing [${missing.join(" ")}], foreign [${extra.join(" ")}]`,
    );
  }
  if (s.hands.length !== n || s.yielded.length !== n) broken.push("one hand and one yield mark per player");
  s.hands.forEach((h, i) => {
    if (h.length > s.maxHand) broken.push(`hand ${i + 1} holds ${h.length} cards, more than ${s.maxHand}`);
  });
  if (s.turn < 0 || s.turn >= n) broken.push(`turn ${s.turn} is no player`);
  // the enemy awaiting TAVERN YES|NO is already counted as defeated
  const royals = s.defeated + s.castle.length + (s.enemy && s.phase !== "tavern" ? 1 : 0);
  if (royals !== 12) broken.push(`defeated + castle + current enemy = ${royals}, not 12`);
  if (s.castle.some((c) => isJester(c) || !/^[JQK][HDCS]$/.test(c))) {
    broken.push("the Castle holds only Jacks, Queens and Kings");
  }
  if ((s.phase === "over") !== (s.result !== null)) broken.push("the game is over exactly when it has a result");
  if (s.result?.won && (s.defeated !== 12 || s.enemy !== null)) broken.push("a win defeats all 12 enemies");
  if (s.phase === "discard" ? s.damageDue <= 0 : s.phase !== "over" && s.damageDue !== 0) {
    broken.push(`damage due ${s.damageDue} in phase ${s.phase}`);
  }
  if (s.phase !== "over" && !s.enemy) broken.push("a running game has an enemy");
  const flips = n === 1 ? 2 : 0;
  if (s.soloJesters + s.flipsUsed !== flips || s.soloJesters < 0) {
    broken.push(`solo Jesters ${s.soloJesters} + flips used ${s.flipsUsed} ≠ ${flips}`);
  }
  if (s.enemy && (s.enemy.damage < 0 || s.enemy.spades < 0)) broken.push("damage and spades are never negative");
  return broken;
}

/** The castle: enemies defeated of 12. */
export function picturesOf(v: RegicideView): Picture[] {
  const label = m("regicide.pictureLabel", { n: v.defeated });
  return [{ kind: "progress", title: m("regicide.pictureCastle"), value: v.defeated, max: 12, label }];
}
