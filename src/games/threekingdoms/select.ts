// Choosing generals (seed §2), by mail, before the first turn. The Lord is offered Cao Cao, Liu Bei,
// Sun Quan and two random generals, and the pick is shown to all at once. The Lord's other four go
// back; every other player is dealt three (two each with 10 players) and picks one (CHOOSE <code>), all
// of them at once and in any order (State.asks: each has its own question, key and deadline); the picks
// stay private until the last one and are then revealed together in one public message. HP is the
// general's, the Lord +1 (not with 4 players); gender is the general's. A deadline picks the first
// general offered, and the reveal says which picks were made so.
import { m, type Msg } from "../../i18n/msg.ts";
import { withRng } from "../kit.ts";
import { type AskSpec, request, requestAlongside, takeReply } from "./ask.ts";
import { type Ctx, draw, orderFrom, player, pop } from "./ctx.ts";
import { GENERALS, LORD_OFFER, general, generalTitle } from "./skills/generals.ts";
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

/** "Cao Cao (Wei, 4 HP)": the general's name with kingdom, gender and HP in the reader's words (skills/generals.ts). */
export { generalTitle };

/** One skill of a general as a message: its name, Lord skill or not, its text (the skills' catalog). */
export const skillLine = (code: string): Msg => {
  const d = skillDef(code);
  // every general's skill is listed (skill-table.ts); the code alone only for a skill not loaded
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
    g.tell(seat, [m("threekingdoms.general.yourOffer"), ...offerList(t.offers[seat])]);
  }
}

export function selectTask(g: Ctx, t: SelectTask): void {
  const lord = t.order[0];
  const r = takeReply(t);
  if (r) {
    // the Lord's answer, or one of the others' (who answered is on the reply); a state of before the
    // parallel choice asked them one by one: the seat asked is then the next in order
    const seat = r.by ?? t.order[t.idx];
    // a player who resigned, or whose deadline passed, gets the first general offered
    const value = r.kind === "choice" ? r.value : t.offers[seat][0];
    t.picks[seat] = value;
    if (r.kind !== "choice") (t.defaulted ??= []).push(seat);
    if (seat === lord) {
      g.say(
        m("threekingdoms.general.lordChooses", {
          name: player(g, seat).name,
          gender: g.genderOf(seat),
          general: generalTitle(value),
        }),
      );
      setGeneral(g, seat, value);
      dealOthers(g, t);
    } else g.tell(seat, m("threekingdoms.general.youChose", { general: generalTitle(value) }));
    t.idx = Math.max(t.idx, 1);
  }
  if (t.idx === 0) {
    const offers = t.offers[lord];
    g.tell(lord, [m("threekingdoms.general.lordOffer", { gender: g.genderOf(lord) }), ...offerList(offers)]);
    // the Lord's offer is made at START, whose events are not mailed: the question itself lists them
    request(g, t, {
      ...question(g, lord, offers),
      what: [m("threekingdoms.general.ask", { options: offers.join(" | ") }), ...offerList(offers)],
    });
    return;
  }
  if (g.s.asks?.length) return; // others still to choose
  const waiting = t.order.slice(1).filter((seat) => t.picks[seat] === undefined);
  if (waiting.length) {
    // everyone else chooses at once, in any order (seed §2); a dead seat gets the first offered
    for (const seat of waiting) {
      if (player(g, seat).alive) requestAlongside(g, question(g, seat, t.offers[seat]));
      else t.picks[seat] = t.offers[seat][0];
    }
    if (g.s.asks?.length) return;
  }
  pop(g);
  for (const seat of t.order.slice(1)) setGeneral(g, seat, t.picks[seat]);
  const late = t.defaulted ?? [];
  const list = t.order.slice(1).map((s) =>
    m(late.includes(s) ? "threekingdoms.general.isGeneralByDefault" : "threekingdoms.general.isGeneral", {
      name: player(g, s).name,
      general: generalTitle(t.picks[s]),
    }),
  );
  g.say(m("threekingdoms.general.revealed", { list }));
  for (const p of g.s.players) draw(g, p.seat, 4, m("threekingdoms.firstHand"));
}

/** The question of one seat's choice. */
function question(g: Ctx, seat: number, offers: string[]): AskSpec {
  return {
    seat,
    kind: "choose",
    canPass: false,
    options: offers,
    what: m("threekingdoms.general.ask", { options: offers.join(" | ") }),
    publicWhat: m("threekingdoms.general.public", { name: player(g, seat).name }),
  };
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
