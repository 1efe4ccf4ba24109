// Reincarnation ("Reglas de reencarnación", option reincarnation=on, needs generals=on).
//
// Herald's reading of the seed (docs/three-kingdoms.md, "Reincarnation"):
//  - a player who dies is revealed and loses every card as usual, but stays at the table: their general
//    goes back to the pile of unused generals.
//  - a sacrifice: in their own Play phase, once per round, a living player who has not come back
//    themself may give one hand card, face down, to a dead player: SKILL SACRIFICE <card> -> <player>.
//    Everyone sees that a card was given, only the two of them which.
//  - when the dead player holds 4 sacrificed cards (3 in a game of 4 or 5 players) they come back at
//    once: the unused generals (none held by a living player, not their own last one) are shuffled with
//    the game's seeded generator and turned over until one of the dead general's kingdom comes up (for a
//    Qun general, the first one turned); their old general goes back to the pile. They come back with
//    1 HP (max HP the new general's), the sacrificed cards as their hand, and play from their next turn.
//  - a player who came back still counts as out for victory, may not sacrifice, and killing them gives no
//    reward, no penalty and no kill bonus; they may die and come back again.
//  - no general of the kingdom left: they keep the cards but take no more sacrifices for this deal.
import { m, type Msg } from "../../../i18n/msg.ts";
import { genderOfSeated, withRng } from "../../kit.ts";
import { deckTable, findCard } from "../cards/cards.ts";
import { type Ctx, ref, player, shown, takeFromPlayer } from "../ctx.ts";
import { GENERALS, general } from "../skills/generals.ts";
import type { Move, State } from "../types.ts";
import { resolvePlayer } from "../../words.ts";

const v = (s: State) => (s.variant ??= {});

/** Counted as out for victory, rewards and scores: a player who came back. */
export function reborn(s: State, seat: number): boolean {
  return !!s.options.reincarnation && (s.variant?.reborn ?? []).includes(seat);
}

/** die(): the player dies; true when they had come back (no reward, no penalty). */
export function reincarnationOnDeath(g: Ctx, seat: number): boolean {
  if (!g.s.options.reincarnation) return false;
  const was = reborn(g.s, seat);
  if (was) v(g.s).reborn = v(g.s).reborn!.filter((x) => x !== seat);
  return was;
}

const threshold = (s: State) => (s.players.length <= 5 ? 3 : 4);

/** Why `to` cannot take a sacrifice from `seat` now, or null. */
function refuse(s: State, seat: number, to: number | null): Msg | null {
  if (!s.options.reincarnation) return m("threekingdoms.err.noReincarnation");
  if (reborn(s, seat)) return m("threekingdoms.err.rebornSacrifice");
  // (pure: legalMoves asks this of the state it is given)
  if (s.variant?.sacrificed?.[seat] === s.round) return m("threekingdoms.err.sacrificedThisRound");
  if (to === null) return null;
  const p = s.players[to - 1];
  if (p.alive) return m("threekingdoms.err.notDead", { name: p.name, gender: genderOfSeated(p) });
  if ((s.variant?.stuck ?? []).includes(to)) return m("threekingdoms.err.stuck", { name: p.name });
  return null;
}

/** SKILL SACRIFICE <card> -> <player> (the Play phase check is skill-verb.ts's). */
export function sacrifice(g: Ctx, seat: number, words: string[]): Msg | null {
  const arrow = words.indexOf("->");
  if (arrow !== 1 || words.length !== 3) return m("threekingdoms.err.sacrificeUsage");
  const r = resolvePlayer(words[2], g.s.players);
  if (!r.ok) return m("threekingdoms.err.noPlayer", { name: words[2] });
  const no = refuse(g.s, seat, r.seat);
  if (no) return no;
  const id = findCard(g.table, words[0], player(g, seat).hand);
  if (id === null) return m("threekingdoms.err.noSuchCard", { card: words[0].toUpperCase() });
  takeFromPlayer(g, seat, id);
  const to = player(g, r.seat);
  to.hand.push(id);
  shown(g, [id]);
  v(g.s).sacrificed = { ...v(g.s).sacrificed, [seat]: g.s.round };
  g.changed.add(seat);
  g.changed.add(r.seat);
  g.say(m("threekingdoms.sacrifice.public", { name: g.nameOf(seat), to: to.name, n: to.hand.length, of: threshold(g.s) }));
  g.tell(seat, m("threekingdoms.sacrifice.gave", { card: ref(g, id), to: to.name }));
  g.tell(r.seat, m("threekingdoms.sacrifice.got", { name: g.nameOf(seat), card: ref(g, id) }));
  if (to.hand.length >= threshold(g.s)) comeBack(g, r.seat);
  return null;
}

function comeBack(g: Ctx, seat: number): void {
  const p = player(g, seat);
  const old = general(p.general);
  const held = new Set(g.s.players.filter((x) => x.alive).map((x) => x.general));
  const pile = GENERALS.filter((x) => !held.has(x.code) && x.code !== p.general).map((x) => x.code);
  const turned = withRng(g.s, (rng) => rng.shuffle(pile, "reincarnation"));
  const pick = turned.find((c) => !old || old.kingdom === "qun" || general(c)!.kingdom === old.kingdom);
  if (!pick) {
    v(g.s).stuck = [...(v(g.s).stuck ?? []), seat];
    g.say(m("threekingdoms.sacrifice.stuck", { name: p.name }));
    return;
  }
  const gen = general(pick)!;
  p.general = gen.code;
  p.gender = gen.gender;
  p.maxHp = gen.hp;
  p.hp = 1;
  p.alive = true;
  v(g.s).reborn = [...(v(g.s).reborn ?? []), seat];
  g.changed.add(seat);
  g.say(
    m("threekingdoms.sacrifice.comesBack", {
      name: p.name,
      gender: genderOfSeated(p),
      general: gen.title,
      old: old ? old.title : "none",
    }),
  );
}

/** Legal SACRIFICE moves in `seat`'s Play phase (for legalMoves): the first hand card to each dead player. */
export function sacrificeMoves(s: State, seat: number): Move[] {
  const me = s.players[seat - 1];
  if (!s.options.reincarnation || !me.alive || !me.hand.length || refuse(s, seat, null)) return [];
  const first = deckTable(s.options.maneuvering)[me.hand[0]].code;
  return s.players
    .filter((p) => !refuse(s, seat, p.seat))
    .map((p) => ({ v: "SKILL" as const, text: `SACRIFICE ${first} -> ${p.name}` }));
}
