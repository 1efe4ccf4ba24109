// The conformance suite's two checks of a state: what each seat alone may know (the leak check looks
// for these strings in every other view), and the rule invariants that must hold after every move.
import { openAsks } from "./ask.ts";
import { deckTable } from "./cards/cards.ts";
import { equipIds } from "./ctx.ts";
import type { State } from "./types.ts";
import { identitySecret } from "./view.ts";

/**
 * Each living seat's hand card codes and, while it is hidden, its identity. A code that is the start
 * of another card's code (SLASH-8S of SLASH-8S#2) is left out: it could show up inside the other one.
 * The identity is the fragment of the views' JSON that only a view knowing it holds: a seat's entry
 * begins with seat, name and role (view.ts).
 */
export function secrets(s: State): Array<{ seat: number; items: string[] }> {
  const table = deckTable(s.options.maneuvering);
  const prefix = new Set(table.filter((c) => table.some((d) => d.id !== c.id && d.code.startsWith(c.code))).map((c) => c.code));
  return s.players
    .filter((p) => p.alive)
    .map((p) => {
      const open = new Set(s.open ?? []);
      const items = p.hand
        .filter((id) => !open.has(id))
        .map((id) => table[id].code)
        .filter((c) => !prefix.has(c));
      if (identitySecret(s, p.seat)) items.push(JSON.stringify({ seat: p.seat, name: p.name, role: p.role }).slice(1, -1));
      return { seat: p.seat, items };
    });
}

/** The broken invariants (empty when the state is sound): English for the tests and developers, never mailed. */
export function invariants(s: State): string[] {
  const out: string[] = [];
  const table = deckTable(s.options.maneuvering);
  const seen = new Map<number, string>();
  const place = (ids: readonly number[], where: string) => {
    for (const id of ids) {
      if (!Number.isInteger(id) || id < 0 || id >= table.length) out.push(`${where}: no card ${id}`);
      else if (seen.has(id)) out.push(`${table[id].code} is both in ${seen.get(id)} and in ${where}`);
      else seen.set(id, where);
    }
  };
  place(s.deck, "deck");
  place(s.discard, "discard");
  place(s.limbo, "limbo");
  place(s.harvest, "harvest");
  place(s.v3?.aside ?? [], "aside");
  for (const p of s.players) {
    place(p.hand, `hand ${p.seat}`);
    place(equipIds(p), `equipment ${p.seat}`);
    place(p.judge, `judgement ${p.seat}`);
    if (p.hp > p.maxHp) out.push(`seat ${p.seat}: HP ${p.hp} above max ${p.maxHp}`);
    if (p.maxHp < 1) out.push(`seat ${p.seat}: max HP ${p.maxHp}`);
    if (!p.alive && (equipIds(p).length || p.judge.length)) out.push(`seat ${p.seat}: dead with cards in play`);
  }
  if (seen.size !== table.length) out.push(`${table.length - seen.size} cards are nowhere`);
  const open = openAsks(s);
  if (s.over && open.length) out.push("a question is open after the end");
  if (!s.over && !open.length) out.push("the game waits for nobody");
  if (s.ask && s.asks) out.push("one question asked while others are asked at the same time");
  for (const a of open) if (!s.players[a.seat - 1]) out.push(`the question goes to seat ${a.seat}, who does not exist`);
  if (new Set(open.map((a) => a.seat)).size !== open.length) out.push("two questions open to one seat");
  return out;
}
