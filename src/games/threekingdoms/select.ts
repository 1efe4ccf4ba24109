// Choosing generals (seed §2), by mail, before the first turn. The Lord is offered Cao Cao, Liu Bei,
// Sun Quan and two random generals, and the pick is shown to all at once. The Lord's other four go
// back; every other player is dealt three (two each with 10 players) and picks one (CHOOSE <code>);
// the picks stay private until the last one and are then revealed together. HP is the general's, the
// Lord +1 (not with 4 players); gender is the general's. A deadline picks the first general offered.
import { m, type Msg } from "../../i18n/msg.ts";
import { withRng } from "../kit.ts";
import { request, takeReply } from "./ask.ts";
import { type Ctx, draw, orderFrom, player, pop, say, tell } from "./ctx.ts";
import { GENERALS, LORD_OFFER, general, generalTitle } from "./generals.ts";
import { skillDef } from "./skills.ts";
import type { SelectTask } from "./types.ts";

export function selectTaskFor(g: Ctx): SelectTask {
  const lord = g.s.players.find((p) => p.role === "lord")!.seat;
  const rest = withRng(g.s, (rng) => rng.shuffle(GENERALS.map((x) => x.code).filter((c) => !LORD_OFFER.includes(c))));
  return {
    t: "select",
    stage: 0,
    order: orderFrom(g, lord),
    idx: 0,
    offers: { [lord]: [...LORD_OFFER, ...rest.slice(0, 2)] },
    picks: {},
  };
}

/** "Cao Cao (Wei, 4 HP)": the general's name with kingdom, gender and HP in the reader's words (generals.ts). */
export { generalTitle };

/** One skill of a general as a message: its name, Lord skill or not, its text (the skills' catalog). */
export const skillLine = (code: string): Msg => {
  const d = skillDef(code);
  // every general's skill is registered (skills-all.ts); the code alone only for a skill not loaded
  return m("threekingdoms.skill.line", { title: d?.title ?? code, lord: d?.lord ? "yes" : "no", text: d?.text ?? "" });
};

/** The offer: each general with its skills, one message per line. */
export const offerList = (codes: readonly string[]): Msg[] =>
  codes.flatMap((c) => [
    m("threekingdoms.general.offer", { code: c, title: generalTitle(c) }),
    ...general(c)!.skills.map(skillLine),
  ]);

/** Deals the other players their offers once the Lord has picked (the Lord's other four go back). */
function dealOthers(g: Ctx, t: SelectTask): void {
  const lord = t.order[0];
  const pool = withRng(g.s, (rng) => rng.shuffle(GENERALS.map((x) => x.code).filter((c) => c !== t.picks[lord])));
  const each = g.s.players.length >= 10 ? 2 : 3;
  for (const seat of t.order.slice(1)) t.offers[seat] = pool.splice(0, each);
  for (const seat of t.order.slice(1)) {
    tell(g, seat, [m("threekingdoms.general.yourOffer"), ...offerList(t.offers[seat])]);
  }
}

export function selectTask(g: Ctx, t: SelectTask): void {
  const r = takeReply(t);
  if (r) {
    const seat = t.order[t.idx];
    // a player who resigned (or a dead seat) gets the first general offered
    const value = r.kind === "choice" ? r.value : t.offers[seat][0];
    t.picks[seat] = value;
    if (t.idx === 0) {
      say(g, m("threekingdoms.general.lordChooses", { name: player(g, seat).name, general: generalTitle(value) }));
      setGeneral(g, seat, value);
      dealOthers(g, t);
    } else tell(g, seat, m("threekingdoms.general.youChose", { general: generalTitle(value) }));
    t.idx += 1;
  }
  if (t.idx < t.order.length) {
    const seat = t.order[t.idx];
    const offers = t.offers[seat];
    if (t.idx === 0) {
      tell(g, seat, [m("threekingdoms.general.lordOffer"), ...offerList(offers)]);
    }
    // the Lord's offer is made at START, whose events are not mailed: the question itself lists them
    const list = t.idx === 0 ? offerList(offers) : [];
    request(g, t, {
      seat,
      kind: "choose",
      canPass: false,
      options: offers,
      what: [m("threekingdoms.general.ask", { options: offers.join(" | ") }), ...list],
      publicWhat: m("threekingdoms.general.public", { name: player(g, seat).name }),
    });
    return;
  }
  pop(g);
  for (const seat of t.order.slice(1)) setGeneral(g, seat, t.picks[seat]);
  say(
    g,
    m("threekingdoms.general.revealed", {
      list: t.order
        .slice(1)
        .map((s) => m("threekingdoms.general.isGeneral", { name: player(g, s).name, general: generalTitle(t.picks[s]) })),
    }),
  );
  for (const p of g.s.players) draw(g, p.seat, 4, m("threekingdoms.firstHand"));
}

export function setGeneral(g: Ctx, seat: number, code: string): void {
  const p = player(g, seat);
  const gen = general(code)!;
  p.general = code;
  p.gender = gen.gender;
  p.maxHp = gen.hp + (p.role === "lord" && g.s.players.length >= 5 ? 1 : 0);
  p.hp = p.maxHp;
  g.changed.add(seat);
}
