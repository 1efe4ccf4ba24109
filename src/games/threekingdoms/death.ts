// Damage, dying, death, rewards and victory.
//
// Damage lowers HP; at HP <= 0 the player is dying and every living player is asked for a Peach at
// once (the dying player may also use Wine); the first Peach in turn order from the current player is
// played, and everyone is asked again while HP < 1 (docs/three-kingdoms.md, "Asking by mail"). Otherwise
// the player dies: identity revealed, all cards discarded, rewards/penalties, victory check.
import { m, type Msg } from "../../i18n/msg.ts";
import { type AskSpec, closeAsk, openAsks, requestEach, takeReply } from "./ask.ts";
import {
  type Ctx,
  allCards,
  ref,
  codeList,
  draw,
  equipIds,
  hpOf,
  orderFrom,
  player,
  pop,
  push,
  roleName,
  takeFromPlayer,
  toDiscard,
} from "./ctx.ts";
import { scoreGame } from "./scoring.ts";
import { fire, rescueBonus } from "./skills.ts";
import type { DamageTask, DyingTask, State } from "./types.ts";
import {
  variantsAbsorb,
  variantsAfterDeath,
  variantsDeathStarts,
  variantsDying,
  variantsOnDamage,
  variantsOnDeath,
} from "./variants/hooks.ts";
import { reborn } from "./variants/reincarnation.ts";
import { v3KillReward, v3Scores, v3TurnEnds, v3Victory } from "./variants/3v3/hooks.ts";

/** "HP 3/4" as a message. */
export const hp = (g: Ctx, seat: number): Msg => hpOf(player(g, seat));

export function heal(g: Ctx, seat: number, n: number): number {
  const p = player(g, seat);
  const before = p.hp;
  p.hp = Math.min(p.maxHp, p.hp + n);
  return p.hp - before;
}

export function damageTask(g: Ctx, t: DamageTask): void {
  pop(g);
  const p = player(g, t.to);
  if (!p.alive) return;
  // the source's skills may change the damage before it is dealt (Luoyi)
  if (t.from !== null) fire(g, t.from, "damageCaused", t);
  if (variantsAbsorb(g, t)) return; // variant: Arhat (Dark Souls) took it all
  p.hp -= t.n;
  variantsOnDamage(g, t.from, t.to); // variant: an attack ends first-out protection
  const cause = t.cause;
  g.say(
    t.from === null
      ? m("threekingdoms.damage.taken", { name: p.name, n: t.n, cause, hp: hp(g, t.to) })
      : m("threekingdoms.damage.takenFrom", { name: p.name, n: t.n, from: g.nameOf(t.from), cause, hp: hp(g, t.to) }),
  );
  // "after damage" skills run once the damage is settled (a dying player is rescued or dies first)
  fire(g, t.to, "damaged", t);
  if (p.hp <= 0) push(g, { t: "dying", stage: 0, seat: t.to, from: t.from, order: orderFrom(g, g.s.turn.seat), idx: 0 });
}

export function dyingTask(g: Ctx, t: DyingTask): void {
  const p = player(g, t.seat);
  if (!p.alive) {
    for (const a of openAsks(g.s)) closeAsk(g, a); // the Peaches asked for are moot
    pop(g);
    return;
  }
  if (variantsDying(g, t)) return; // variant: first-out protection's drop of blood
  if (t.stage === 0) {
    g.say(m("threekingdoms.dying.begins", { name: p.name, gender: g.genderOf(t.seat), hp: hp(g, t.seat) }));
    t.stage = 1;
  }
  const r = takeReply(t);
  if (r) {
    // a state stored when the seats were asked one after another: the one asked answered, the seats
    // after it are asked together now
    const by = r.by ?? t.order[t.idx];
    if (!t.asked) {
      t.order = t.order.slice(t.idx);
      t.idx = 0;
      t.asked = true;
      t.answers = {};
    }
    t.answers![by] = r.kind === "cards" ? r.cards[0] : null;
  }
  if (t.asked && !settle(g, t)) {
    // an earlier seat in the order is still to answer; in a state stored when the seats were asked one
    // after another, the seats not yet asked are asked now, together
    if (!openAsks(g.s).length)
      ask(
        g,
        t,
        t.order.filter((seat) => !(seat in t.answers!)),
      );
    return;
  }
  if (p.hp >= 1) {
    pop(g);
    g.say(m("threekingdoms.dying.saved", { name: p.name }));
    return;
  }
  if (t.asked && t.idx >= t.order.length) {
    pop(g);
    die(g, t.seat, t.from);
    return;
  }
  // every living player at once, one deadline (a round costs one round trip); the first Peach in turn
  // order from the current player is played, as FreeKill's Dying event asks its savers in that order
  t.order = orderFrom(g, g.s.turn.seat);
  t.idx = 0;
  t.asked = true;
  t.answers = {};
  ask(g, t, t.order);
}

/** Asks `seats` at once; a standing answer is recorded as given, and with nobody to wait for the round is read. */
function ask(g: Ctx, t: DyingTask, seats: number[]): void {
  const { asked, settled } = requestEach(
    g,
    seats.map((seat) => peachQuestion(g, t, seat)),
  );
  for (const x of settled) t.answers![x.seat] = x.reply.kind === "cards" ? x.reply.cards[0] : null;
  if (!asked.length) dyingTask(g, t);
}

/**
 * Reads the round's answers in turn order: the passes at its front are said, the first Peach is played
 * (the questions still open close; a later seat's Peach stays in its hand, unsaid). Returns false while a
 * seat before any Peach has still to answer.
 */
function settle(g: Ctx, t: DyingTask): boolean {
  const answers = t.answers ?? {};
  while (t.idx < t.order.length) {
    const seat = t.order[t.idx];
    if (!player(g, seat).alive) {
      t.idx += 1;
      continue;
    }
    if (!(seat in answers)) return false;
    const id = answers[seat];
    if (id === null) {
      g.say(m("threekingdoms.dying.noPeach", { name: g.nameOf(seat) }));
      t.idx += 1;
      continue;
    }
    for (const a of openAsks(g.s)) closeAsk(g, a);
    savedBy(g, t, seat, id);
    t.asked = false; // a Peach played: asked again if still dying
    return true;
  }
  return true;
}

function savedBy(g: Ctx, t: DyingTask, asker: number, id: number): void {
  const p = player(g, t.seat);
  const a = player(g, asker);
  takeFromPlayer(g, asker, id);
  toDiscard(g, [id]);
  // the saved player's skills may add to the Peach (Jiuyuan)
  heal(g, t.seat, 1 + rescueBonus(g, t.seat, asker));
  g.say(
    asker === t.seat
      ? m("threekingdoms.dying.selfSaves", { name: a.name, card: ref(g, id), hp: hp(g, t.seat) })
      : m("threekingdoms.dying.peach", { name: a.name, card: ref(g, id), to: p.name, hp: hp(g, t.seat) }),
  );
}

function peachQuestion(g: Ctx, t: DyingTask, asker: number): AskSpec {
  const p = player(g, t.seat);
  const wine = asker === t.seat && g.s.options.maneuvering;
  return {
    seat: asker,
    kind: "respond",
    names: wine ? ["PEACH", "WINE"] : ["PEACH"],
    canPass: true,
    what:
      asker === t.seat
        ? m("threekingdoms.dying.askSelf", { hp: hp(g, t.seat), wine })
        : m("threekingdoms.dying.ask", { name: p.name, gender: g.genderOf(t.seat), hp: hp(g, t.seat) }),
    publicWhat: m("threekingdoms.dying.public", { name: p.name, gender: g.genderOf(t.seat) }),
  };
}

/** A player dies (or resigns, killer null): reveal, discard everything, check victory, rewards. */
export function die(g: Ctx, seat: number, killer: number | null): void {
  const p = player(g, seat);
  if (!p.alive) return;
  p.alive = false;
  const reborn = variantsDeathStarts(g, seat); // variant: a reincarnated player's death rewards nobody
  g.s.deaths.push({ seat, killer, turnNo: g.s.turnNo, ...(reborn ? { reborn } : {}) });
  const cards = allCards(p);
  for (const j of p.judge) if (g.s.judgeAs) delete g.s.judgeAs[j];
  p.hand = [];
  p.equip = {};
  p.judge = [];
  toDiscard(g, cards);
  g.changed.add(seat);
  const by = killer !== null && killer !== seat ? g.nameOf(killer) : "";
  const died: Msg[] = [
    by
      ? m("threekingdoms.death.killed", { name: p.name, gender: g.genderOf(seat), by, role: roleName(p.role, g.genderOf(seat)) })
      : m("threekingdoms.death.dies", { name: p.name, role: roleName(p.role, g.genderOf(seat)) }),
  ];
  if (cards.length) died.push(m("threekingdoms.death.discarded", { cards: codeList(g, cards) }));
  g.say(died);
  // (hook: "on death" skills and Dark Souls variants would trigger here)
  const result = victory(g.s);
  if (result) {
    finish(g, result);
    return;
  }
  variantsOnDeath(g, seat); // variant: final three's count, first-out protection's end
  if (v3KillReward(g, killer, seat)) {
    /* 3v3 variant: any kill draws 3, no identity rewards */
  } else if (!reborn && killer !== null && player(g, killer).alive) {
    const k = player(g, killer);
    if (p.role === "rebel") draw(g, killer, 3, m("threekingdoms.death.reward", { name: p.name, gender: g.genderOf(seat) }));
    if (k.role === "lord" && p.role === "loyalist") {
      const lost = [...k.hand, ...equipIds(k)];
      g.say(
        m("threekingdoms.death.penalty", {
          name: k.name,
          gender: g.genderOf(killer),
          any: lost.length ? "yes" : "no",
          cards: codeList(g, lost),
        }),
      );
      // gamerule.lua throws them as a card loss: Xiaoji draws for each equipment card, Lianying for the
      // emptied hand (what they draw is not part of the penalty)
      for (const id of lost) {
        takeFromPlayer(g, killer, id);
        toDiscard(g, [id]);
      }
      g.changed.add(killer);
    }
  }
  if (seat === g.s.turn.seat) endTurnNow(g);
  variantsAfterDeath(g, seat); // variant: Dark Souls possess (after the turn may have moved on)
}

/** The current player died: whatever was resolving stops and the next living player's turn begins. */
export function endTurnNow(g: Ctx): void {
  toDiscard(g, [...g.s.limbo, ...g.s.harvest]);
  g.s.limbo = [];
  g.s.harvest = [];
  g.s.ask = null;
  g.s.stack = [];
  if (!v3TurnEnds(g)) startTurn(g, nextSeat(g, g.s.turn.seat)); // 3v3 variant: the alternation
}

function nextSeat(g: Ctx, seat: number): number {
  const order = orderFrom(g, seat);
  return order.find((s) => s !== seat) ?? seat;
}

export function startTurn(g: Ctx, seat: number): void {
  g.s.turn = { seat, phase: "start", slashes: 0, wine: 0, boost: 0, skipPlay: false, skipDraw: false, judged: [] };
  g.s.stack = [{ t: "turn", stage: 0 }];
}

export type Victory = { winners: number[]; side: "lord" | "rebel" | "traitor"; summary: Msg };

/** The victory conditions, checked after every death. */
export function victory(s: State): Victory | null {
  if (s.v3) return v3Victory(s); // 3v3 variant: win by killing the other coach
  const lord = s.players.find((p) => p.role === "lord")!;
  const living = s.players.filter((p) => p.alive && !reborn(s, p.seat)); // variant: who came back counts as out
  if (!lord.alive) {
    if (living.length === 1 && living[0].role === "traitor") {
      return { winners: [living[0].seat], side: "traitor", summary: m("threekingdoms.win.traitor", { name: living[0].name }) };
    }
    const rebels = s.players.filter((p) => p.role === "rebel");
    return {
      winners: rebels.map((p) => p.seat),
      side: "rebel",
      summary: m("threekingdoms.win.rebels", { names: rebels.map((p) => p.name) }),
    };
  }
  if (!living.some((p) => p.role === "rebel" || p.role === "traitor")) {
    const side = s.players.filter((p) => p.role === "lord" || p.role === "loyalist");
    return {
      winners: side.map((p) => p.seat),
      side: "lord",
      summary: m("threekingdoms.win.lord", { names: side.map((p) => p.name) }),
    };
  }
  return null;
}

function finish(g: Ctx, v: Victory): void {
  g.s.over = v;
  g.s.ask = null;
  g.s.stack = [];
  g.say(m("threekingdoms.gameOver", { summary: v.summary }));
  g.say(
    m("threekingdoms.identities", {
      list: g.s.players.map((p) => m("threekingdoms.nameRole", { name: p.name, role: roleName(p.role, g.genderOf(p.seat)) })),
    }),
  );
  // a single game's scores (a series mails each deal's scores and the totals itself)
  if (!g.s.series) {
    const sc = scoresOf(g.s);
    g.say(m(g.s.v3 ? "threekingdoms.scores.v3" : "threekingdoms.scores", { list: scoreList(g.s, sc) }));
  }
  for (const p of g.s.players) g.changed.add(p.seat);
}

/** "Ann 5, Bob 0" as a list parameter: each "name score" a message (the order of the two may differ). */
export const scoreList = (s: State, sc: Record<number, number>): Msg[] =>
  s.players.map((p) => m("threekingdoms.nameScore", { name: p.name, score: sc[p.seat] ?? 0 }));

export function scoresOf(s: State): Record<number, number> {
  if (!s.over) return {};
  if (s.v3) return v3Scores(s); // 3v3 variant: the winning team
  return scoreGame({
    players: s.players.map((p) => ({ seat: p.seat, role: p.role, alive: p.alive && !reborn(s, p.seat) })),
    side: s.over.side,
    deaths: s.deaths.filter((d) => !d.reborn),
    winners: s.over.winners, // the traitor scores only as the winner victory named (who came back is out)
  });
}
