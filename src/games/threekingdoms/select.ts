// Choosing generals (seed §2), by mail, before the first turn. The Lord is offered Cao Cao, Liu Bei,
// Sun Quan and two random generals, and the pick is shown to all at once. The Lord's other four go
// back; every other player is dealt three (two each with 10 players) and picks one (CHOOSE <code>);
// the picks stay private until the last one and are then revealed together. HP is the general's, the
// Lord +1 (not with 4 players); gender is the general's. A deadline picks the first general offered.
import { Rng } from "../rng.ts";
import { request, takeReply } from "./ask.ts";
import { type Ctx, draw, orderFrom, player, pop, say, tell } from "./ctx.ts";
import { GENERALS, LORD_OFFER, general, generalTitle } from "./generals.ts";
import { skillDef } from "./skills.ts";
import type { SelectTask } from "./types.ts";

export function selectTaskFor(g: Ctx): SelectTask {
  const lord = g.s.players.find((p) => p.role === "lord")!.seat;
  const rng = Rng.from(g.s.rng);
  const rest = rng.shuffle(GENERALS.map((x) => x.code).filter((c) => !LORD_OFFER.includes(c)));
  g.s.rng = rng.save();
  return { t: "select", stage: 0, order: orderFrom(g, lord), idx: 0, offers: { [lord]: [...LORD_OFFER, ...rest.slice(0, 2)] }, picks: {} };
}

const skillLine = (code: string): string =>
  general(code)!.skills.map((s) => `${skillDef(s)?.title ?? s}${skillDef(s)?.lord ? " (Lord skill)" : ""}: ${skillDef(s)?.text ?? ""}`).join("\n  ");

/** Deals the other players their offers once the Lord has picked (the Lord's other four go back). */
function dealOthers(g: Ctx, t: SelectTask): void {
  const lord = t.order[0];
  const rng = Rng.from(g.s.rng);
  const pool = rng.shuffle(GENERALS.map((x) => x.code).filter((c) => c !== t.picks[lord]));
  g.s.rng = rng.save();
  const each = g.s.players.length >= 10 ? 2 : 3;
  for (const seat of t.order.slice(1)) t.offers[seat] = pool.splice(0, each);
  for (const seat of t.order.slice(1)) {
    tell(g, seat, `Your generals to choose from:\n${t.offers[seat].map((c) => `- ${c}: ${generalTitle(c)}\n  ${skillLine(c)}`).join("\n")}`);
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
      say(g, `${player(g, seat).name}, the Lord, chooses ${generalTitle(value)}.`);
      setGeneral(g, seat, value);
      dealOthers(g, t);
    } else tell(g, seat, `You chose ${generalTitle(value)}; the picks are revealed together.`);
    t.idx += 1;
  }
  if (t.idx < t.order.length) {
    const seat = t.order[t.idx];
    const offers = t.offers[seat];
    if (t.idx === 0) {
      tell(g, seat, `You are the Lord. Your generals to choose from:\n${offers.map((c) => `- ${c}: ${generalTitle(c)}\n  ${skillLine(c)}`).join("\n")}`);
    }
    // the Lord's offer is made at START, whose events are not mailed: the question itself lists them
    const list = t.idx === 0 ? `\n${offers.map((c) => `- ${c}: ${generalTitle(c)}\n  ${skillLine(c)}`).join("\n")}` : "";
    request(g, t, {
      seat, kind: "choose", canPass: false, options: offers,
      what: `choose your general: CHOOSE ${offers.join(" | ")}${list}`,
      publicWhat: `${player(g, seat).name} to choose a general`,
    });
    return;
  }
  pop(g);
  for (const seat of t.order.slice(1)) setGeneral(g, seat, t.picks[seat]);
  say(g, `The generals are revealed: ${t.order.slice(1).map((s) => `${player(g, s).name} is ${generalTitle(t.picks[s])}`).join("; ")}.`);
  for (const p of g.s.players) draw(g, p.seat, 4, " (the first hand)");
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
