// Dark Souls ("Alma Oscura", option darksouls=on). Herald's reading (docs/three-kingdoms.md, "Dark Souls"):
//  - when a Loyalist, a Rebel or a Traitor dies and the game goes on, their Dark Soul (Arhat, Xuanwu,
//    Yusuke) possesses a living player: the dead player is asked CHOOSE <player> (a deadline takes the
//    first offered: the next living player in turn order). A player who resigns leaves no soul.
//  - Arhat (dead Loyalist): the next damage the possessed player takes is 1 less (it cannot be refused);
//    then the possessed player discards one hand card (DISCARD, if they have any) and the soul is gone.
//  - Xuanwu (dead Rebel): on possessing, the soul draws one card from the deck, face down (only the dead
//    player sees it). As each Play phase of the possessed player begins, the soul may swap it (CHOOSE USE,
//    or PASS) with a card of the possessed player's hand taken at random (the soul cannot see the hand;
//    the "card the soul designates" is one chosen unseen); the card taken is discarded and the soul is gone.
//  - Yusuke (dead Traitor): as each Play phase of the possessed player begins, the soul may order them
//    (CHOOSE USE, or PASS) to discard their whole hand and draw as many cards; then the soul is gone.
//  - a soul whose host dies is gone (Xuanwu's card is discarded). Possessions are public.
import { Rng } from "../../rng.ts";
import { takeReply } from "../ask.ts";
import { type Ctx, codes, drawTop, draw, nameOf, orderFrom, player, pop, push, say, takeFromPlayer, tell, toDiscard } from "../ctx.ts";
import { register } from "../skills.ts";
import type { Ask, DamageTask, Role, SkillTask, State } from "../types.ts";

export type SoulKind = "arhat" | "xuanwu" | "yusuke";
export interface Soul { kind: SoulKind; host: number | null }
const KIND: Partial<Record<Role, SoulKind>> = { loyalist: "arhat", rebel: "xuanwu", traitor: "yusuke" };
const TITLE: Record<SoulKind, string> = { arhat: "Arhat", xuanwu: "Xuanwu", yusuke: "Yusuke" };

const souls = (s: State): Record<number, Soul> => (s.variant ??= {}).souls ??= {};

/** index.ts, resign(): a player who resigns leaves no soul. */
export function noSoul(g: Ctx, seat: number): void {
  if (g.s.options.darksouls) (g.s.variant ??= {}).noSoul = [...(g.s.variant?.noSoul ?? []), seat];
}

/**
 * Asks a seat, dead or alive: the common `request` answers for the dead (they have nothing to say in
 * the base game), but a Dark Soul is a dead player's decision. Same key scheme as ask.ts's request.
 */
function askSeat(g: Ctx, t: SkillTask, spec: Omit<Ask, "key">): void {
  g.s.seq += 1;
  const deal = g.s.series && g.s.series.game > 1 ? `d${g.s.series.game}.` : "";
  g.s.ask = { ...spec, key: `${deal}${g.s.turnNo}.${g.s.seq}` };
  g.changed.add(spec.seat);
  void t;
}

/** die(), at its very end (the turn may have moved on): the dead player's soul is asked to possess. */
export function soulOnDeath(g: Ctx, seat: number): void {
  if (!g.s.options.darksouls) return;
  // the host's souls leave with them
  for (const [k, soul] of Object.entries(souls(g.s))) if (soul.host === seat) vanish(g, Number(k), `${nameOf(g, seat)} is dead`);
  const kind = KIND[player(g, seat).role];
  if (g.s.over || !kind || (g.s.variant?.noSoul ?? []).includes(seat)) return;
  souls(g.s)[seat] = { kind, host: null };
  push(g, { t: "skill", skill: "DARKSOUL", stage: 0, seat, data: { step: "possess" } });
}

function vanish(g: Ctx, seat: number, why: string): void {
  const p = player(g, seat);
  const soul = souls(g.s)[seat];
  delete souls(g.s)[seat];
  if (p.hand.length) { toDiscard(g, p.hand); say(g, `${TITLE[soul.kind]}'s card is discarded: ${codes(g, p.hand)}.`); p.hand = []; g.changed.add(seat); }
  say(g, `${p.name}'s Dark Soul (${TITLE[soul.kind]}) is gone: ${why}.`);
}

/** damageTask(): Arhat takes 1 of the damage. True when nothing is left of it. */
export function arhatAbsorbs(g: Ctx, t: DamageTask): boolean {
  if (!g.s.options.darksouls) return false;
  const entry = Object.entries(souls(g.s)).find(([, s]) => s.kind === "arhat" && s.host === t.to);
  if (!entry) return false;
  const seat = Number(entry[0]);
  delete souls(g.s)[seat];
  t.n -= 1;
  say(g, `${nameOf(g, seat)}'s Dark Soul (Arhat) takes 1 of the damage to ${nameOf(g, t.to)}, and is gone.`);
  if (player(g, t.to).hand.length) push(g, { t: "skill", skill: "DARKSOUL", stage: 0, seat, data: { step: "arhat", host: t.to } });
  return t.n <= 0;
}

/** flow.ts: the current player's Play phase is about to begin: their Xuanwu and Yusuke souls may act. */
export function soulsAtPlay(g: Ctx): void {
  if (!g.s.options.darksouls || g.s.turn.skipPlay) return;
  const host = g.s.turn.seat;
  const mine = Object.entries(souls(g.s)).filter(([, s]) => s.host === host && s.kind !== "arhat").map(([k]) => Number(k));
  for (const seat of mine.reverse()) push(g, { t: "skill", skill: "DARKSOUL", stage: 0, seat, data: { step: "use", host } });
}

function soulTask(g: Ctx, t: SkillTask): void {
  const me = player(g, t.seat);
  const soul = souls(g.s)[t.seat];
  const r = takeReply(t);
  if (t.data.step === "arhat") {
    const host = t.data.host as number;
    if (r?.kind === "cards") {
      pop(g);
      for (const id of r.cards) takeFromPlayer(g, host, id);
      toDiscard(g, r.cards);
      g.changed.add(host);
      say(g, `${nameOf(g, host)} discards ${codes(g, r.cards)} (Arhat).`);
      return;
    }
    if (!player(g, host).alive || !player(g, host).hand.length || g.s.over) { pop(g); return; }
    return askSeat(g, t, { seat: host, kind: "discard", count: 1, canPass: false, what: "Arhat took 1 damage for you: DISCARD 1 hand card", publicWhat: `${nameOf(g, host)} to discard 1 card (Arhat)` });
  }
  if (!soul) { pop(g); return; } // gone meanwhile
  if (t.data.step === "possess") {
    if (r?.kind === "choice") {
      pop(g);
      const host = g.s.players.find((p) => p.name.toUpperCase() === r.value)!.seat;
      soul.host = host;
      say(g, `${me.name}'s Dark Soul (${TITLE[soul.kind]}) possesses ${nameOf(g, host)}.`);
      if (soul.kind === "xuanwu") {
        const c = drawTop(g);
        if (c !== null) { me.hand.push(c); tell(g, t.seat, `Xuanwu's card: ${codes(g, [c])}.`); say(g, `Xuanwu draws a card from the deck, face down.`); }
      }
      return;
    }
    const living = orderFrom(g, t.seat).filter((s) => s !== t.seat);
    return askSeat(g, t, {
      seat: t.seat, kind: "choose", canPass: false, options: living.map((s) => nameOf(g, s).toUpperCase()),
      what: `you are dead: your Dark Soul (${TITLE[soul.kind]}) possesses a living player: CHOOSE <player>`,
      publicWhat: `${me.name}'s Dark Soul to choose whom to possess`,
    });
  }
  // step "use": Xuanwu's swap or Yusuke's order, as the host's Play phase begins
  const host = t.data.host as number;
  const hp = player(g, host);
  if (r) {
    pop(g);
    if (r.kind !== "choice") return;
    if (soul.kind === "yusuke") {
      const n = hp.hand.length;
      const gone = [...hp.hand];
      hp.hand = [];
      toDiscard(g, gone);
      g.changed.add(host);
      say(g, `${me.name}'s Dark Soul (Yusuke) orders ${hp.name} to discard the hand: ${codes(g, gone)}.`);
      draw(g, host, n, " (Yusuke)");
    } else {
      const rng = Rng.from(g.s.rng);
      const taken = rng.pick(hp.hand, "xuanwu");
      g.s.rng = rng.save();
      const given = me.hand.splice(0, 1);
      takeFromPlayer(g, host, taken);
      hp.hand.push(...given);
      toDiscard(g, [taken]);
      g.changed.add(host); g.changed.add(t.seat);
      say(g, `${me.name}'s Dark Soul (Xuanwu) swaps its card with a card of ${hp.name}'s hand, taken unseen, which is discarded: ${codes(g, [taken])}.`);
      tell(g, host, `Xuanwu gave you ${codes(g, given)}.`);
    }
    delete souls(g.s)[t.seat];
    say(g, `${me.name}'s Dark Soul (${TITLE[soul.kind]}) is gone.`);
    return;
  }
  if (!hp.alive || !hp.hand.length || (soul.kind === "xuanwu" && !me.hand.length) || g.s.over) { pop(g); return; }
  askSeat(g, t, {
    seat: t.seat, kind: "choose", canPass: true, options: ["USE"],
    what: soul.kind === "yusuke"
      ? `${hp.name}'s Play phase begins: CHOOSE USE to have them discard their hand and draw as many (Yusuke), or PASS`
      : `${hp.name}'s Play phase begins: CHOOSE USE to swap Xuanwu's card with one of their hand cards taken unseen, or PASS`,
    publicWhat: `${me.name}'s Dark Soul (${TITLE[soul.kind]}) to act or pass`,
  });
}

register({ code: "DARKSOUL", title: "Dark Soul", text: "a dead player's Dark Soul", task: soulTask });
