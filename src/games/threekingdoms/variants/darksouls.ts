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
import { m, type Msg } from "../../../i18n/msg.ts";
import { withRng } from "../../kit.ts";
import { takeReply } from "../ask.ts";
import { type Ctx, codeList, drawTop, draw, orderFrom, player, pop, push, shown, takeFromPlayer, toDiscard } from "../ctx.ts";
import { type SkillDef } from "../skills.ts";
import type { Ask, DamageTask, Role, SkillTask, State } from "../types.ts";

export type SoulKind = "arhat" | "xuanwu" | "yusuke";
export interface Soul {
  kind: SoulKind;
  host: number | null;
}
const KIND: Partial<Record<Role, SoulKind>> = { loyalist: "arhat", rebel: "xuanwu", traitor: "yusuke" };
/** The soul's name (Arhat, Xuanwu, Yusuke: the seed's names, the same in every language) as a parameter. */
const TITLE: Record<SoulKind, string> = { arhat: "Arhat", xuanwu: "Xuanwu", yusuke: "Yusuke" };

const souls = (s: State): Record<number, Soul> => ((s.variant ??= {}).souls ??= {});

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
  for (const [k, soul] of Object.entries(souls(g.s)))
    if (soul.host === seat)
      vanish(g, Number(k), m("threekingdoms.soul.hostDead", { name: g.nameOf(seat), gender: g.genderOf(seat) }));
  const kind = KIND[player(g, seat).role];
  if (g.s.over || !kind || (g.s.variant?.noSoul ?? []).includes(seat)) return;
  souls(g.s)[seat] = { kind, host: null };
  push(g, { t: "skill", skill: "DARKSOUL", stage: 0, seat, data: { step: "possess" } });
}

function vanish(g: Ctx, seat: number, why: Msg): void {
  const p = player(g, seat);
  const soul = souls(g.s)[seat];
  delete souls(g.s)[seat];
  if (p.hand.length) {
    toDiscard(g, p.hand);
    g.say(m("threekingdoms.soul.cardDiscarded", { soul: TITLE[soul.kind], cards: codeList(g, p.hand) }));
    p.hand = [];
    g.changed.add(seat);
  }
  g.say(m("threekingdoms.soul.goneWhy", { name: p.name, soul: TITLE[soul.kind], why }));
}

/** damageTask(): Arhat takes 1 of the damage. True when nothing is left of it. */
export function arhatAbsorbs(g: Ctx, t: DamageTask): boolean {
  if (!g.s.options.darksouls) return false;
  const entry = Object.entries(souls(g.s)).find(([, s]) => s.kind === "arhat" && s.host === t.to);
  if (!entry) return false;
  const seat = Number(entry[0]);
  delete souls(g.s)[seat];
  t.n -= 1;
  g.say(m("threekingdoms.soul.arhatTakes", { name: g.nameOf(seat), host: g.nameOf(t.to) }));
  if (player(g, t.to).hand.length)
    push(g, { t: "skill", skill: "DARKSOUL", stage: 0, seat, data: { step: "arhat", host: t.to } });
  return t.n <= 0;
}

/** flow.ts: the current player's Play phase is about to begin: their Xuanwu and Yusuke souls may act. */
export function soulsAtPlay(g: Ctx): void {
  if (!g.s.options.darksouls || g.s.turn.skipPlay) return;
  const host = g.s.turn.seat;
  const mine = Object.entries(souls(g.s))
    .filter(([, s]) => s.host === host && s.kind !== "arhat")
    .map(([k]) => Number(k));
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
      g.say(m("threekingdoms.soul.arhatDiscards", { name: g.nameOf(host), cards: codeList(g, r.cards) }));
      return;
    }
    if (!player(g, host).alive || !player(g, host).hand.length || g.s.over) {
      pop(g);
      return;
    }
    return askSeat(g, t, {
      seat: host,
      kind: "discard",
      count: 1,
      canPass: false,
      what: m("threekingdoms.soul.arhatAsk"),
      publicWhat: m("threekingdoms.soul.arhatPublic", { name: g.nameOf(host) }),
    });
  }
  if (!soul) {
    pop(g);
    return;
  } // gone meanwhile
  if (t.data.step === "possess") {
    if (r?.kind === "choice") {
      pop(g);
      const host = g.s.players.find((p) => p.name.toUpperCase() === r.value)!.seat;
      soul.host = host;
      g.say(m("threekingdoms.soul.possesses", { name: me.name, soul: TITLE[soul.kind], host: g.nameOf(host) }));
      if (soul.kind === "xuanwu") {
        const c = drawTop(g);
        if (c !== null) {
          me.hand.push(c);
          g.tell(t.seat, m("threekingdoms.soul.xuanwuCard", { cards: codeList(g, [c]) }));
          g.say(m("threekingdoms.soul.xuanwuDraws"));
        }
      }
      return;
    }
    const living = orderFrom(g, t.seat).filter((s) => s !== t.seat);
    return askSeat(g, t, {
      seat: t.seat,
      kind: "choose",
      canPass: false,
      options: living.map((s) => g.nameOf(s).toUpperCase()),
      what: m("threekingdoms.soul.possessAsk", { soul: TITLE[soul.kind] }),
      publicWhat: m("threekingdoms.soul.possessPublic", { name: me.name }),
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
      g.say(m("threekingdoms.soul.yusukeOrders", { name: me.name, host: hp.name, cards: codeList(g, gone) }));
      draw(g, host, n, m("threekingdoms.soul.name", { soul: TITLE.yusuke }));
    } else {
      const taken = withRng(g.s, (rng) => rng.pick(hp.hand, "xuanwu"));
      const given = me.hand.splice(0, 1);
      takeFromPlayer(g, host, taken);
      hp.hand.push(...given);
      shown(g, [...given]);
      toDiscard(g, [taken]);
      g.changed.add(host);
      g.changed.add(t.seat);
      g.say(m("threekingdoms.soul.xuanwuSwaps", { name: me.name, host: hp.name, cards: codeList(g, [taken]) }));
      g.tell(host, m("threekingdoms.soul.xuanwuGave", { cards: codeList(g, given) }));
    }
    delete souls(g.s)[t.seat];
    g.say(m("threekingdoms.soul.gone", { name: me.name, soul: TITLE[soul.kind] }));
    return;
  }
  if (!hp.alive || !hp.hand.length || (soul.kind === "xuanwu" && !me.hand.length) || g.s.over) {
    pop(g);
    return;
  }
  askSeat(g, t, {
    seat: t.seat,
    kind: "choose",
    canPass: true,
    options: ["USE"],
    what: m(soul.kind === "yusuke" ? "threekingdoms.soul.yusukeAsk" : "threekingdoms.soul.xuanwuAsk", { host: hp.name }),
    publicWhat: m("threekingdoms.soul.actPublic", { name: me.name, soul: TITLE[soul.kind] }),
  });
}

// a task handler, not a general's skill: no general has it, so HELP does not list it
export const DARKSOUL_SKILLS: readonly SkillDef[] = [
  {
    code: "DARKSOUL",
    title: m("threekingdoms.soul.darkSoul"),
    text: m("threekingdoms.soul.darkSoulText"),
    task: soulTask,
  },
];
