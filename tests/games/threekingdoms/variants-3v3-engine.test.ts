// The 3v3 variant played by the engine: START, the draft by mail (pasos 5-8), who acts first, the
// all-targets tricks' direction, the +3 draw for any kill (a team-mate too), no Lord skills, and the
// end at the first coach's death.
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../../src/games/engine.ts";
import { threekingdomsEngine as E } from "../../../src/games/threekingdoms/index.ts";
import { hasSkill } from "../../../src/games/threekingdoms/skills.ts";
import type { Options, State } from "../../../src/games/threekingdoms/types.ts";
import { hand, id, players, renderEn, textOf, en } from "./helpers.ts";

const OPTIONS: Options = { traitors: 1, maneuvering: false, series: false, lord: null, generals: true, mode: "3v3" };

function start(seed = "three"): State {
  const r = E.setup({ options: OPTIONS, players: players(6), seed });
  if (!r.ok) throw new Error(en(r.error));
  return r.value;
}

function say(s: State, seat: number, line: string): { s: State; events: GameEvent[] } {
  const m = E.parse(line);
  if (!m || !m.ok) throw new Error(`bad line ${line}`);
  const r = E.apply(s, { seat, admin: false }, m.value);
  if (!r.ok) throw new Error(`"${line}" by ${seat}: ${r.error}`);
  return { s: r.value.state, events: r.value.events };
}

/** Plays the draft: picks the first general offered; placements given by team (else the first three). */
function draft(
  s: State,
  placed: Partial<Record<"warm" | "cool", string[]>> = {},
  firstPicker = "WARM",
): { s: State; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let cur = s;
  const step = (line: string) => {
    const r = say(cur, cur.ask!.seat, line);
    cur = r.s;
    events.push(...r.events);
  };
  step(`CHOOSE ${firstPicker}`);
  while (cur.ask && /pick a general/.test(en(cur.ask.what))) {
    const v = cur.v3!;
    const team = cur.ask.seat === v.teams.warm.coach ? "warm" : "cool";
    const want = (placed[team] ?? []).find((c) => cur.ask!.options!.includes(c));
    step(`CHOOSE ${want ?? cur.ask.options![0]}`);
  }
  while (cur.ask && /place your generals/.test(en(cur.ask.what))) {
    const v = cur.v3!;
    const team = cur.ask.seat === v.teams.warm.coach ? "warm" : "cool";
    step(`CHOOSE ${placed[team]?.[v.placing.length] ?? cur.ask.options![0]}`);
  }
  return { s: cur, events };
}

describe("3v3 START", () => {
  it("needs exactly 6 players", () => {
    const r = E.setup({ options: OPTIONS, players: players(5), seed: "x" });
    expect(!r.ok && en(r.error)).toMatch(/exactly 6 players/);
  });

  it("deals public identity cards by team, seats each coach between its forwards, sets the two Lightning aside", () => {
    const s = start();
    const { warm, cool } = s.v3!.teams;
    expect(s.players[warm.coach - 1].role).toBe("lord");
    expect(s.players[cool.coach - 1].role).toBe("traitor");
    expect(s.ring).toEqual([cool.forwards[0], cool.coach, cool.forwards[1], warm.forwards[0], warm.coach, warm.forwards[1]]);
    const v = E.view(s, { seat: cool.forwards[0] }) as { players: { role: string | null }[] };
    expect(v.players.map((p) => p.role)).toEqual(s.players.map((p) => p.role)); // teams are public
    expect(s.v3!.aside).toHaveLength(2);
    expect(s.deck.some((c) => s.v3!.aside.includes(c))).toBe(false);
    expect(s.players.every((p) => p.hand.length === 0 && p.general === null)).toBe(true); // hands after the draft
  });
});

describe("3v3 draft by mail", () => {
  it("paso 5: the warm coach is asked first, the 16 generals listed; paso 6: picks 1-2-2-2-2-2-2-2-1, public", () => {
    let s = start();
    const { warm, cool } = s.v3!.teams;
    expect(s.ask!.seat).toBe(warm.coach);
    expect(en(s.ask!.what)).toContain(s.v3!.draft.pool[0]);
    expect(s.ask!.options).toEqual(["WARM", "COOL"]);
    s = say(s, warm.coach, "CHOOSE COOL").s;
    const order: number[] = [];
    while (/pick a general/.test(en(s.ask!.what))) {
      order.push(s.ask!.seat);
      const r = say(s, s.ask!.seat, `CHOOSE ${s.ask!.options![0]}`);
      expect(r.events.some((e) => e.to === "all" && /picks /.test(textOf(e)))).toBe(true);
      s = r.s;
    }
    const C = cool.coach,
      W = warm.coach;
    expect(order).toEqual([C, W, W, C, C, W, W, C, C, W, W, C, C, W, W, C]);
    expect(s.v3!.draft.picks.warm).toHaveLength(8);
    expect(s.v3!.draft.picks.cool).toHaveLength(8);
  });

  it("paso 6: a general already taken, or not in the pool, is refused", () => {
    let s = start();
    s = say(s, s.ask!.seat, "CHOOSE WARM").s;
    const taken = s.ask!.options![0];
    s = say(s, s.ask!.seat, `CHOOSE ${taken}`).s;
    const r = E.apply(s, { seat: s.ask!.seat, admin: false }, { v: "CHOOSE", choice: taken });
    expect(r.ok).toBe(false);
    const unseen = s.v3!.draft.unseen[0];
    expect(E.apply(s, { seat: s.ask!.seat, admin: false }, { v: "CHOOSE", choice: unseen }).ok).toBe(false);
  });

  it("paso 8: placements are told only to their coach, then shown together; coach +1 HP; 4 cards each", () => {
    const s0 = start();
    const { warm, cool } = s0.v3!.teams;
    const { s, events } = draft(s0);
    const placedWarm = s.v3!.draft.placed.warm!;
    const secret = events.filter((e) => / will be /.test(textOf(e)));
    expect(secret).toHaveLength(6);
    for (const e of secret) expect([warm.coach, cool.coach]).toContain(e.to);
    // before the reveal no public text names a placement
    const reveal = events.findIndex((e) => e.to === "all" && /The generals are shown/.test(textOf(e)));
    expect(reveal).toBeGreaterThan(0);
    for (const e of events.slice(0, reveal)) if (e.to === "all") expect(textOf(e)).not.toMatch(/ will be /);
    expect(s.players[warm.coach - 1].general).toBe(placedWarm.coach);
    for (const side of [warm, cool]) {
      const c = s.players[side.coach - 1];
      expect(c.maxHp).toBe(c.hp);
      for (const f of side.forwards) expect(s.players[f - 1].maxHp).toBeLessThan(5);
    }
    expect(s.players.every((p) => p.hand.length === 4)).toBe(true);
    expect(s.ask!.seat).toBe(cool.coach); // "El entrenador del lado frío decide qué lado actuará primero"
    expect(s.ask!.options).toEqual(["WARM", "COOL"]);
  });

  it("the first action is the coach's: no choice is asked, the chosen side's coach plays turn 1", () => {
    const { s } = draft(start());
    const warm = s.v3!.teams.warm;
    const r = say(s, s.ask!.seat, "CHOOSE WARM");
    expect(r.s.turn.seat).toBe(warm.coach);
    expect(r.s.ask!.kind).toBe("play");
    expect(r.events.some((e) => e.to === "all" && textOf(e) === `The warm side acts: ${r.s.players[warm.coach - 1].name}.`)).toBe(
      true,
    );
  });

  it("after the coach's turn the other side's coach chooses COACH or FORWARDS; FORWARDS plays both in a row", () => {
    const { s } = draft(start());
    const { warm, cool } = s.v3!.teams;
    let cur = say(s, s.ask!.seat, "CHOOSE WARM").s;
    // the warm coach ends the Play phase and discards down if needed
    cur = say(cur, warm.coach, "DONE").s;
    while (cur.ask!.seat === warm.coach && cur.ask!.kind === "discard")
      cur = say(cur, warm.coach, `DISCARD ${hand(cur, warm.coach).slice(0, cur.ask!.count).join(" ")}`).s;
    expect(cur.ask!.seat).toBe(cool.coach);
    expect(cur.ask!.options).toEqual(["COACH", "FORWARDS"]);
    cur = say(cur, cool.coach, "CHOOSE FORWARDS").s;
    expect(cur.turn.seat).toBe(cool.forwards[0]);
    expect(cur.v3!.queue).toEqual([cool.forwards[1]]);
  });
});

/** A drafted game with chosen generals, the warm side to act first, then hands set for the test. */
function position(placed: Partial<Record<"warm" | "cool", string[]>>, hands: Record<number, string[]>): State {
  const { s } = draft(start(), placed);
  const cur = say(s, s.ask!.seat, "CHOOSE WARM").s;
  for (const [seat, codes] of Object.entries(hands)) {
    const p = cur.players[Number(seat) - 1];
    cur.deck.push(...p.hand);
    p.hand = codes.map((c) => {
      const i = id(cur, c);
      for (const q of cur.players) q.hand = q.hand.filter((x) => x !== i);
      cur.deck = cur.deck.filter((x) => x !== i);
      cur.discard = cur.discard.filter((x) => x !== i);
      return i;
    });
  }
  return cur;
}

describe("3v3 card and reward changes", () => {
  it("Barbarian Invasion: the user names a neighbour for the direction; anyone else is refused", () => {
    const s0 = start();
    const { warm } = s0.v3!.teams;
    const s = position({}, { [warm.coach]: ["INVASION-7S"] });
    const ring = s.ring!;
    const at = ring.indexOf(warm.coach);
    const acwNext = ring[(at + 1) % 6],
      cwNext = ring[(at + 5) % 6];
    const far = ring[(at + 3) % 6];
    for (const p of s.players) p.auto = ["never-nullify"];
    const bad = E.apply(
      s,
      { seat: warm.coach, admin: false },
      { v: "PLAY", cards: ["INVASION-7S"], spear: false, targets: [String(far)] },
    );
    expect(!bad.ok && en(bad.error)).toMatch(/first character to be reached/);
    const cw = say(s, warm.coach, `PLAY INVASION-7S -> ${s.players[cwNext - 1].name}`).s;
    // the first asked for a Slash is the clockwise neighbour
    expect(cw.ask!.seat).toBe(cwNext);
    const acw = say(s, warm.coach, "PLAY INVASION-7S").s;
    expect(acw.ask!.seat).toBe(acwNext);
  });

  it("any kill draws 3, even of a team-mate; no Lord-kills-Loyalist penalty", () => {
    const s0 = start();
    const { warm } = s0.v3!.teams;
    const mate = warm.forwards[0];
    let s = position({}, { [warm.coach]: ["SLASH-7S", "PEACH-3H"], [mate]: [] });
    s.players[mate - 1].hp = 1;
    s.players[mate - 1].equip = {};
    s.ring = [warm.coach, mate, ...s.ring!.filter((x) => x !== warm.coach && x !== mate)]; // adjacent
    for (const p of s.players) p.auto = ["pass"];
    const before = s.players[warm.coach - 1].hand.length;
    s = say(s, warm.coach, `SLASH-7S -> ${s.players[mate - 1].name}`.replace(/^/, "PLAY ")).s;
    expect(s.players[mate - 1].alive).toBe(false);
    expect(s.players[warm.coach - 1].hand.length).toBe(before - 1 + 3); // kept the Peach, drew 3
    expect(s.over).toBeNull();
  });

  it("no Lord skills: Cao Cao, Liu Bei or Sun Quan as the warm coach (the Lord card) has no Lord skill", () => {
    const s = position({}, {});
    const coach = s.players[s.v3!.teams.warm.coach - 1];
    expect(coach.role).toBe("lord");
    for (const [code, own, lordSkill] of [
      ["CAOCAO", "JIANXIONG", "HUJIA"],
      ["LIUBEI", "RENDE", "JIJIANG"],
      ["SUNQUAN", "ZHIHENG", "JIUYUAN"],
    ]) {
      coach.general = code;
      expect(hasSkill(coach, own)).toBe(true);
      expect(hasSkill(coach, lordSkill)).toBe(false);
      // the same general as an identity-mode Lord keeps it (the flag is 3v3's alone)
      expect(hasSkill({ ...coach, noLordSkills: undefined }, lordSkill)).toBe(true);
    }
  });

  it("killing the other coach ends the game at once: that team wins", () => {
    const s0 = start();
    const { warm, cool } = s0.v3!.teams;
    let s = position({}, { [warm.coach]: ["SLASH-7S"] });
    s.players[cool.coach - 1].hp = 1;
    s.players[cool.coach - 1].equip = {};
    s.ring = [warm.coach, cool.coach, ...s.ring!.filter((x) => x !== warm.coach && x !== cool.coach)];
    for (const p of s.players) p.auto = ["pass"];
    s = say(s, warm.coach, `PLAY SLASH-7S -> ${s.players[cool.coach - 1].name}`).s;
    expect(s.over!.winners).toEqual([warm.coach, ...warm.forwards].sort((a, b) => a - b));
    expect(E.outcome(s).status).toBe("finished");
  });

  it("the view shows the teams, the draft's public part, then the turned cards and the side to act", () => {
    let s = start();
    const text = (st: State, seat: number) => renderEn(E.view(st, { seat }));
    const v = s.v3!;
    s = say(s, v.teams.warm.coach, "CHOOSE WARM").s;
    s = say(s, v.teams.warm.coach, `CHOOSE ${s.ask!.options![0]}`).s;
    const early = text(s, v.teams.cool.forwards[0]);
    expect(early).toMatch(/3v3: warm team \(Lord and Loyalist cards\): \w+ \(coach\)/);
    expect(early).toContain(`warm coach's picks: ${s.v3!.draft.picks.warm[0]}`);
    for (const c of v.draft.unseen) expect(early).not.toContain(c);
    // during the placements: the picks, never a placement
    const { s: placed } = draft(start());
    const seen = text(placed, v.teams.cool.forwards[0]);
    expect(seen).not.toMatch(/will be|Left in the pool/);
    const r = say(placed, placed.ask!.seat, "CHOOSE COOL").s;
    expect(text(r, v.teams.warm.forwards[1])).toMatch(
      new RegExp(`Identity cards turned: ${r.players[v.teams.cool.coach - 1].name}\\. The cool side has the right to act\\.`),
    );
  });
});

describe("3v3 resignations and deadlines", () => {
  it("a forward who resigns during the draft is out: no first hand; the draft and the game go on", () => {
    let s = start();
    const { warm } = s.v3!.teams;
    const r = E.resign!(s, warm.forwards[1]);
    if (!r.ok) throw new Error(en(r.error));
    s = r.value.state;
    expect(s.over).toBeNull();
    s = draft(s).s;
    expect(s.players[warm.forwards[1] - 1].hand).toEqual([]);
    expect(s.players.filter((p) => p.alive).every((p) => p.hand.length === 4)).toBe(true);
  });

  it("a coach who resigns loses the game for their team at once", () => {
    const s = start();
    const { warm, cool } = s.v3!.teams;
    const r = E.resign!(s, cool.coach);
    if (!r.ok) throw new Error(en(r.error));
    expect(r.value.state.over!.winners).toEqual([warm.coach, ...warm.forwards].sort((a, b) => a - b));
  });

  it("the forward playing resigns: the other forward of the action plays next", () => {
    const { s } = draft(start());
    const { warm, cool } = s.v3!.teams;
    let cur = say(s, s.ask!.seat, "CHOOSE WARM").s;
    cur = say(cur, warm.coach, "DONE").s;
    while (cur.ask!.seat === warm.coach && cur.ask!.kind === "discard")
      cur = say(cur, warm.coach, `DISCARD ${hand(cur, warm.coach).slice(0, cur.ask!.count).join(" ")}`).s;
    cur = say(cur, cool.coach, "CHOOSE FORWARDS").s;
    expect(cur.turn.seat).toBe(cool.forwards[0]);
    const r = E.resign!(cur, cool.forwards[0]);
    if (!r.ok) throw new Error(en(r.error));
    expect(r.value.state.turn.seat).toBe(cool.forwards[1]);
  });

  it("a deadline in the draft takes the first option offered", () => {
    const s = start();
    const pending = E.pending(s)[0];
    const r = E.onDeadline!(s, pending);
    if (!r.ok) throw new Error(en(r.error));
    expect(r.value.state.v3!.draft.first).toBe("warm");
  });
});
