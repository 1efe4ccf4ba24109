// A player who resigns while others are asked about them (a Peach for the dying player) leaves no
// moot question behind: the game moves on at once.
import { expect, it } from "vitest";
import { threekingdomsEngine as E } from "../../../src/games/threekingdoms/index.ts";
import { deckTable } from "../../../src/games/threekingdoms/cards/cards.ts";
import { players, en } from "./helpers.ts";

it("resigning while dying drops the Peach question put to others", () => {
  const r = E.setup({ options: { traitors: 1, maneuvering: false, series: false, lord: 1 }, players: players(4), seed: "abc" });
  if (!r.ok) throw new Error(en(r.error));
  let s = structuredClone(r.value);
  const T = deckTable(false);
  const id = (code: string) => T.findIndex((c) => c.code === code);
  for (const p of s.players) p.hand = p.hand.filter((c) => !["DODGE", "PEACH"].includes(T[c].name));
  for (const c of ["SLASH-7S", "PEACH-3H"]) {
    const i = id(c);
    for (const p of s.players) p.hand = p.hand.filter((x) => x !== i);
    s.deck = s.deck.filter((x) => x !== i);
    s.players[0].hand.push(i);
  }
  s.players[1].hp = 1;
  const a = E.apply(s, { seat: 1, admin: false }, { v: "PLAY", cards: ["SLASH-7S"], spear: false, targets: ["Bob"] });
  if (!a.ok) throw new Error(en(a.error));
  s = a.value.state;
  expect(E.pending(s)[0]).toMatchObject({ seat: 2 }); // asked, holding none
  expect(en(E.pending(s)[0].what)).toMatch(/RESPOND DODGE/);
  const b = E.apply(s, { seat: 2, admin: false }, { v: "PASS" });
  if (!b.ok) throw new Error(en(b.error));
  s = b.value.state;
  expect(en(E.pending(s)[0].what)).toMatch(/Bob is dying/); // Ann is asked for her Peach
  const rr = E.resign!(s, 2);
  if (!rr.ok) throw new Error(en(rr.error));
  expect(rr.value.state.players[1].alive).toBe(false);
  expect(en(E.pending(rr.value.state)[0].what)).toMatch(/your Play phase/);
});
