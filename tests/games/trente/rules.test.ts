// One test (or a few) per rule of Trente, with scripted dice: parsing, options, keeping, thresholds,
// victims, elimination, rounds, FIRST, VICTIM, POLICY, deadlines, resigning, views.
import { describe, expect, it } from "vitest";
import { parseTrenteOptions } from "../../../src/games/trente/options.ts";
import { parsePolicy, policyKeep } from "../../../src/games/trente/policy.ts";
import { judgeSum, victimRule } from "../../../src/games/trente/rules.ts";
import { en, oneByOne, play, score, scripted, T, trenteEngine } from "./helpers.ts";

const R = [1, 2, 3, 4, 5, 6];
const parse = (l: string) => trenteEngine.parse(l);

describe("parse", () => {
  it("forgives case and spacing and reads dice in any spelling", () => {
    expect(parse("  keep   6 5 ")).toEqual({ ok: true, value: { type: "keep", dice: [6, 5] } });
    expect(parse("Keep 6,5,5")).toEqual({ ok: true, value: { type: "keep", dice: [6, 5, 5] } });
    expect(parse("KEEP 655")).toEqual({ ok: true, value: { type: "keep", dice: [6, 5, 5] } });
    expect(parse("first 4")).toEqual({ ok: true, value: { type: "first", die: 4 } });
    expect(parse("victim  Bob")).toEqual({ ok: true, value: { type: "victim", player: "Bob" } });
    expect(parse("policy HIGH")).toEqual({ ok: true, value: { type: "policy", policy: { kind: "high" } } });
  });
  it("returns null for other games' verbs and errors for bad arguments", () => {
    expect(parse("PLAY 7H")).toBeNull();
    expect(parse("")).toBeNull();
    for (const bad of [
      "KEEP",
      "KEEP 7",
      "KEEP six",
      "KEEP 1 2 3 4 5 6 1",
      "FIRST",
      "FIRST 5 6",
      "VICTIM",
      "POLICY",
      "POLICY sometimes",
    ]) {
      const r = parse(bad);
      expect(r && !r.ok, bad).toBe(true);
    }
  });
  it("POLICY language: high, low, all, keep <dice> [else high|low]", () => {
    expect(parsePolicy("max")).toEqual({ ok: true, value: { kind: "high" } });
    expect(parsePolicy("lowest")).toEqual({ ok: true, value: { kind: "low" } });
    expect(parsePolicy("ALL")).toEqual({ ok: true, value: { kind: "all" } });
    expect(parsePolicy("keep 6 5")).toEqual({ ok: true, value: { kind: "values", values: [5, 6], fallback: "high" } });
    expect(parsePolicy("1 2 else low")).toEqual({ ok: true, value: { kind: "values", values: [1, 2], fallback: "low" } });
    expect(parsePolicy("keep 5 else maybe").ok).toBe(false);
    expect(policyKeep({ kind: "high" }, [2, 6, 6, 1])).toEqual([6]);
    expect(policyKeep({ kind: "low" }, [2, 6, 6, 1])).toEqual([1]);
    expect(policyKeep({ kind: "all" }, [2, 6])).toEqual([2, 6]);
    expect(policyKeep({ kind: "values", values: [5, 6], fallback: "high" }, [6, 2, 5, 6])).toEqual([6, 5, 6]);
    expect(policyKeep({ kind: "values", values: [5, 6], fallback: "high" }, [1, 4, 2])).toEqual([4]);
    expect(policyKeep({ kind: "values", values: [5, 6], fallback: "low" }, [1, 4, 2])).toEqual([1]);
  });
});

describe("options", () => {
  it("defaults to house rules and 30 points", () => {
    expect(parseTrenteOptions({})).toEqual({ ok: true, value: { rules: "house", start: 30 } });
  });
  it("accepts rules= and ruleset=, any case, and start=", () => {
    expect(parseTrenteOptions({ ruleset: "Classic" })).toEqual({ ok: true, value: { rules: "classic", start: 30 } });
    expect(parseTrenteOptions({ rules: "house", start: "12" })).toEqual({ ok: true, value: { rules: "house", start: 12 } });
  });
  it("rejects bad values and unknown options with their name", () => {
    const e = (raw: Record<string, string>) => {
      const r = parseTrenteOptions(raw);
      return r.ok ? "" : en(r.error);
    };
    expect(e({ rules: "poker" })).toMatch(/rules/);
    expect(e({ start: "ten" })).toMatch(/start/);
    expect(e({ start: "0" })).toMatch(/start/);
    expect(e({ start: "2.5" })).toMatch(/start/);
    expect(e({ colour: "red" })).toMatch(/colour/);
    expect(e({ rules: "house", ruleset: "classic" })).toMatch(/once/);
  });
  it("start= sets everyone's points", () => {
    const { state } = scripted({ start: 12 }, 2, [R]);
    expect([score(state, 1), score(state, 2)]).toEqual([12, 12]);
  });
  it("setup needs 2 players", () => {
    expect(
      trenteEngine.setup({ options: { rules: "house", start: 30 }, players: [{ seat: 1, name: "A", options: {} }], seed: "x" })
        .ok,
    ).toBe(false);
  });
});

describe("judging the sum", () => {
  it("house: always 30, whatever the first die", () => {
    expect(judgeSum("house", "low", 10)).toEqual({ kind: "lose", points: 20 });
    expect(judgeSum("house", null, 30)).toEqual({ kind: "none" });
    expect(judgeSum("house", null, 36)).toEqual({ kind: "attack", level: 6 });
  });
  it("classic: 12 or less and 30 or more", () => {
    expect(judgeSum("classic", "low", 6)).toEqual({ kind: "attack", level: 6 });
    expect(judgeSum("classic", "low", 12)).toEqual({ kind: "none" });
    expect(judgeSum("classic", "low", 13)).toEqual({ kind: "lose", points: 1 });
    expect(judgeSum("classic", "high", 29)).toEqual({ kind: "lose", points: 1 });
    expect(judgeSum("classic", "high", 31)).toEqual({ kind: "attack", level: 1 });
  });
  it("victims: parity under house, by round under classic", () => {
    for (const l of [2, 4, 6]) expect(victimRule("house", 3, l)).toBe("previous");
    for (const l of [1, 3, 5]) expect(victimRule("house", 3, l)).toBe("next");
    expect([1, 2, 3].map((r) => victimRule("classic", r, 2))).toEqual(["next", "previous", "choice"]);
  });
});

describe("keeping dice", () => {
  it("the opening roll is made at setup and shown in every view", () => {
    const { engine, state } = scripted({}, 2, [[6, 5, 4, 3, 2, 1]]);
    expect(state.turn!.roll).toEqual([6, 5, 4, 3, 2, 1]);
    expect(engine.render(engine.view(state, "public"), T)).toContain("Roll: 6 5 4 3 2 1");
  });
  it("several dice may be set aside at once; the rest is rolled at once", () => {
    const { engine, state } = scripted({}, 2, [
      [6, 6, 5, 1, 1, 1],
      [2, 3, 4],
    ]);
    const r = play(engine, state, "KEEP 6 6 5");
    expect(r.state.turn!.kept).toEqual([6, 6, 5]);
    expect(r.state.turn!.roll).toEqual([2, 3, 4]);
    expect(r.events.join("\n")).toContain("rolls 2 3 4");
  });
  it("rejects dice not on the table, without changing anything", () => {
    const { engine, state } = scripted({}, 2, [[6, 6, 5, 1, 1, 1]]);
    const before = JSON.stringify(state);
    const r = engine.apply(state, { seat: 1, admin: false }, { type: "keep", dice: [6, 6, 6] });
    expect(r.ok).toBe(false);
    expect(!r.ok && en(r.error)).toContain("6 6 5 1 1 1");
    expect(engine.apply(state, { seat: 1, admin: false }, { type: "keep", dice: [] }).ok).toBe(false);
    expect(JSON.stringify(state)).toBe(before);
  });
  it("only the player whose turn it is may act; an administrator without a seat must use AS", () => {
    const { engine, state } = scripted({}, 2, [R, [1, 2, 3, 4, 5]]);
    const r = engine.apply(state, { seat: 2, admin: false }, { type: "keep", dice: [6] });
    expect(!r.ok && en(r.error)).toMatch(/not your turn.*Ann/);
    const seatless = engine.apply(state, { seat: null, admin: true, host: true }, { type: "keep", dice: [6] });
    expect(!seatless.ok && en(seatless.error)).toMatch(/only with AS Ann/);
    expect(engine.apply(state, { seat: 1, admin: false }, { type: "keep", dice: [6] }).ok).toBe(true);
  });
  it("the player whose turn starts gets a private update; nobody does mid-turn", () => {
    const { engine, state } = scripted({}, 2, [
      [4, 5, 6, 6, 5, 4],
      [1, 2, 3],
    ]);
    const mid = engine.apply(state, { seat: 1, admin: false }, { type: "keep", dice: [4, 5, 6] });
    expect(mid.ok && mid.value.privateUpdates).toEqual([]);
    const g = scripted({}, 2, [[4, 5, 6, 6, 5, 4], R]);
    const end = g.engine.apply(g.state, { seat: 1, admin: false }, { type: "keep", dice: [4, 5, 6, 6, 5, 4] });
    expect(end.ok && end.value.privateUpdates).toEqual([2]);
  });
  it("each roll is a new decision with its own pending key", () => {
    const { engine, state } = scripted({}, 2, [R, [1, 2, 3, 4, 5]]);
    const k1 = engine.pending(state)[0];
    expect(k1.seat).toBe(1);
    const s2 = play(engine, state, "KEEP 6").state;
    const k2 = engine.pending(s2)[0];
    expect(k2.seat).toBe(1);
    expect(k2.key).not.toBe(k1.key);
    expect(engine.pending(s2)[0].key).toBe(k2.key); // stable while nothing happens
  });
});

describe("elimination, skipping, round end", () => {
  it("0 is still in; below 0 is out", () => {
    // Cid (opener) attacks at 4 → even → previous = Bob, who has 8: two 4s → 0, still in
    const g = scripted({}, 3, [...oneByOne([6, 6, 6, 6, 5, 5]), [4, 4, 1, 1, 1, 1], [1, 1, 1, 1], R], 2);
    g.state.scores["2"] = 8;
    const r = play(g.engine, g.state, "KEEP 6", "KEEP 6", "KEEP 6", "KEEP 6", "KEEP 5", "KEEP 5");
    expect(score(r.state, 2)).toBe(0);
    expect((g.engine.view(r.state, "public") as any).players[1].out).toBe(false);
    expect(r.state.turn!.seat).toBe(1);

    const h = scripted({}, 3, [...oneByOne([6, 6, 6, 6, 5, 5]), [4, 4, 1, 1, 1, 1], [1, 1, 1, 1], R], 2);
    h.state.scores["2"] = 7;
    const q = play(h.engine, h.state, "KEEP 6", "KEEP 6", "KEEP 6", "KEEP 6", "KEEP 5", "KEEP 5");
    expect(score(q.state, 2)).toBe(-1);
    expect(q.events.join("\n")).toContain("out of the round");
  });
  it("players who are out are skipped as victims and in the turn order", () => {
    // Ann Bob Cid Dee; Bob is out. Cid opens: even attack → previous → skips Bob → Ann.
    const g = scripted(
      {},
      4,
      [...oneByOne([6, 6, 6, 6, 4, 4]), [2, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1], ...oneByOne([4, 5, 6, 6, 5, 4]), R],
      2,
    );
    g.state.scores["2"] = -1;
    const r = play(g.engine, g.state, ...[6, 6, 6, 6, 4, 4].map((d) => `KEEP ${d}`));
    expect(r.events.join("\n")).toContain("Cid attacks Ann at 2");
    expect(score(r.state, 1)).toBe(28);
    expect(r.state.turn!.seat).toBe(4); // Dee
    const afterDee = play(g.engine, r.state, ...[4, 5, 6, 6, 5, 4].map((d) => `KEEP ${d}`));
    expect(afterDee.state.turn!.seat).toBe(1); // Ann
    // after Ann comes Cid, not Bob
    const g2 = scripted({}, 4, [...oneByOne([4, 5, 6, 6, 5, 4]), R]);
    g2.state.scores["2"] = -1;
    expect(play(g2.engine, g2.state, ...[4, 5, 6, 6, 5, 4].map((d) => `KEEP ${d}`)).state.turn!.seat).toBe(3);
  });
  it("house: the round ends when one player is left, and that round is the whole game", () => {
    const g = scripted({}, 2, [...oneByOne([6, 6, 6, 6, 6, 3]), [3, 3, 1, 1, 1, 1], [1, 1, 1, 1]]);
    g.state.scores["2"] = 5;
    const r = play(g.engine, g.state, ...[6, 6, 6, 6, 6, 3].map((d) => `KEEP ${d}`));
    expect(score(r.state, 2)).toBe(-1);
    expect(r.state.finished).toBe(true);
    expect(g.engine.outcome(r.state)).toMatchObject({ status: "finished", winners: [1] });
    expect(g.engine.pending(r.state)).toEqual([]);
    expect(g.engine.apply(r.state, { seat: 2, admin: false }, { type: "keep", dice: [1] }).ok).toBe(false);
    expect(g.engine.render(g.engine.view(r.state, "public"), T)).toContain("Winner: Ann");
  });
  it("a player can knock themself out", () => {
    const g = scripted({}, 2, [...oneByOne([6, 3, 3, 2, 5, 6])]);
    g.state.scores["1"] = 4;
    const r = play(g.engine, g.state, ...[6, 3, 3, 2, 5, 6].map((d) => `KEEP ${d}`));
    expect(score(r.state, 1)).toBe(-1);
    expect(g.engine.outcome(r.state).winners).toEqual([2]);
  });
});

describe("classic rounds", () => {
  const lose = [6, 3, 3, 2, 5, 6]; // 25: −5 under "30 or more"
  const exact = [4, 5, 6, 6, 5, 4]; // 30
  const minus1 = [6, 5, 6, 6, 4, 2]; // 29
  const keeps = (o: number[]) => o.map((d) => `KEEP ${d}`);
  it("three rounds, scores reset, openers rotate, most rounds won wins", () => {
    const g = scripted({ rules: "classic", start: 1 }, 2, [
      ...oneByOne(lose), // round 1: Ann opens and is out → Bob wins
      ...oneByOne(lose), // round 2: Bob opens and is out → Ann wins
      ...oneByOne(exact), // round 3: Ann opens: 30
      ...oneByOne(exact), // Bob: 30
      ...oneByOne(minus1), // Ann: 1 → 0, still in
      ...oneByOne(minus1), // Bob: 1 → 0
      ...oneByOne(minus1), // Ann: 0 → −1, out → Bob wins round 3
    ]);
    let r = play(g.engine, g.state, ...keeps(lose));
    expect(r.state.round).toBe(2);
    expect([score(r.state, 1), score(r.state, 2)]).toEqual([1, 1]);
    expect(r.state.turn!.seat).toBe(2);
    expect(r.events.join("\n")).toContain("Bob wins round 1");
    r = play(g.engine, r.state, ...keeps(lose));
    expect(r.state.round).toBe(3);
    expect(r.state.turn!.seat).toBe(1);
    r = play(g.engine, r.state, ...keeps(exact), ...keeps(exact), ...keeps(minus1));
    expect(score(r.state, 1)).toBe(0);
    expect(r.state.finished).toBe(false);
    r = play(g.engine, r.state, ...keeps(minus1), ...keeps(minus1));
    expect(r.state.finished).toBe(true);
    expect(r.state.history.map((h) => h.winner)).toEqual([2, 1, 2]);
    expect(g.engine.outcome(r.state)).toMatchObject({ status: "finished", winners: [2] });
  });
  it("a tie on rounds won is broken by the sum of the three rounds' scores; a full tie shares the win", () => {
    const { engine, state } = scripted({ rules: "classic" }, 3, [R]);
    const s = structuredClone(state);
    s.finished = true;
    s.turn = null;
    s.round = 3;
    s.history = [
      { round: 1, winner: 1, scores: { 1: 10, 2: -1, 3: -2 } },
      { round: 2, winner: 2, scores: { 1: -1, 2: 4, 3: -3 } },
      { round: 3, winner: 3, scores: { 1: -4, 2: -2, 3: 20 } },
    ];
    expect(engine.outcome(s).winners).toEqual([3]);
    s.history[2].scores = { 1: -4, 2: -2, 3: 5 }; // 5, 1, 0
    expect(engine.outcome(s).winners).toEqual([1]);
    s.history[2].scores = { 1: -4, 2: 0, 3: 5 }; // 5, 2, 0 → still Ann
    expect(engine.outcome(s).winners).toEqual([1]);
    s.history[1].scores = { 1: -1, 2: 6, 3: -3 }; // 5, 5, 0 → Ann and Bob
    expect(engine.outcome(s).winners).toEqual([1, 2]);
  });
  it("round 2: the victim is the previous player", () => {
    const g = scripted({ rules: "classic" }, 3, [...oneByOne([6, 5, 6, 6, 4, 6]), [3, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1], R]);
    g.state.round = 2;
    const r = play(g.engine, g.state, ...keeps([6, 5, 6, 6, 4, 6]));
    expect(r.events.join("\n")).toContain("Ann attacks Cid at 3");
    expect(score(r.state, 3)).toBe(27);
  });
  it("round 3: the attacker chooses the victim after the level is known, before the damage dice", () => {
    const g = scripted({ rules: "classic" }, 3, [...oneByOne([6, 5, 6, 6, 4, 6]), [3, 3, 1, 1, 1, 1], [1, 1, 1, 1], R]);
    g.state.round = 3;
    let r = play(g.engine, g.state, ...keeps([6, 5, 6, 6, 4, 6]));
    expect(g.dice.left()).toBe(3); // no damage die rolled yet
    const p = g.engine.pending(r.state)[0];
    expect(p).toMatchObject({ seat: 1 });
    expect(en(p.what)).toContain("VICTIM");
    expect(g.engine.render(g.engine.view(r.state, { seat: 1 }), T)).toContain("attacks at 3 and chooses the victim");
    const e = (line: string) => {
      const x = g.engine.apply(
        r.state,
        { seat: 1, admin: false },
        g.engine.parse(line)!.ok ? (g.engine.parse(line) as any).value : null,
      );
      return x.ok ? "" : en(x.error);
    };
    expect(e("VICTIM Ann")).toMatch(/yourself/);
    expect(e("VICTIM Zed")).toMatch(/no player/);
    expect(e("KEEP 1")).toMatch(/VICTIM/);
    r = play(g.engine, r.state, "VICTIM cid");
    expect(score(r.state, 3)).toBe(24);
    expect(r.state.turn!.seat).toBe(2);
  });
  it("round 3 with one possible victim needs no choice; a player who is out cannot be chosen", () => {
    const g = scripted({ rules: "classic" }, 3, [...oneByOne([6, 5, 6, 6, 4, 6]), [1, 1, 1, 1, 1, 1], R]);
    g.state.round = 3;
    g.state.scores["2"] = -1;
    const r = play(g.engine, g.state, ...keeps([6, 5, 6, 6, 4, 6]));
    expect(r.events.join("\n")).toContain("Ann attacks Cid at 3");
    const h = scripted({ rules: "classic" }, 4, [...oneByOne([6, 5, 6, 6, 4, 6])]);
    h.state.round = 3;
    h.state.scores["2"] = -1;
    const w = play(h.engine, h.state, ...keeps([6, 5, 6, 6, 4, 6]));
    const x = h.engine.apply(w.state, { seat: 1, admin: false }, { type: "victim", player: "Bob" });
    expect(!x.ok && en(x.error)).toMatch(/out/);
  });
});

describe("FIRST (classic)", () => {
  it("a first KEEP mixing low and high dice waits for FIRST before rolling on", () => {
    const g = scripted({ rules: "classic" }, 2, [
      [1, 5, 2, 2, 2, 2],
      [3, 3, 3, 3],
    ]);
    let r = play(g.engine, g.state, "KEEP 1 5");
    expect(r.state.turn!.phase).toBe("first");
    expect(g.dice.left()).toBe(1); // not rolled yet
    expect(en(g.engine.pending(r.state)[0].what)).toContain("FIRST 1 or 5");
    const bad = g.engine.apply(r.state, { seat: 1, admin: false }, { type: "first", die: 2 });
    expect(!bad.ok && en(bad.error)).toMatch(/one of the dice/);
    expect(g.engine.apply(r.state, { seat: 1, admin: false }, { type: "policy", policy: { kind: "high" } }).ok).toBe(false);
    r = play(g.engine, r.state, "FIRST 5");
    expect(r.state.turn!.kept).toEqual([5, 1]);
    expect(r.state.turn!.threshold).toBe("high");
    expect(r.state.turn!.roll).toEqual([3, 3, 3, 3]);
  });
  it("FIRST may be named before the KEEP; the KEEP must then hold that die", () => {
    const g = scripted({ rules: "classic" }, 2, [
      [1, 5, 2, 2, 2, 2],
      [3, 3, 3, 3],
    ]);
    const r = play(g.engine, g.state, "FIRST 1");
    const bad = g.engine.apply(r.state, { seat: 1, admin: false }, { type: "keep", dice: [5] });
    expect(!bad.ok && en(bad.error)).toMatch(/named 1/);
    const q = play(g.engine, r.state, "KEEP 5 1");
    expect(q.state.turn!.kept).toEqual([1, 5]);
    expect(q.state.turn!.threshold).toBe("low");
    expect(g.engine.apply(q.state, { seat: 1, admin: false }, { type: "first", die: 3 }).ok).toBe(false); // already set
  });
  it("dice of one class need no FIRST; FIRST is refused under house rules", () => {
    const g = scripted({ rules: "classic" }, 2, [
      [4, 5, 2, 2, 2, 2],
      [3, 3, 3, 3],
    ]);
    expect(play(g.engine, g.state, "KEEP 5 4").state.turn!.threshold).toBe("high");
    const h = scripted({}, 2, [[4, 5, 2, 2, 2, 2]]);
    const x = h.engine.apply(h.state, { seat: 1, admin: false }, { type: "first", die: 4 });
    expect(!x.ok && en(x.error)).toMatch(/classic/);
  });
  it("a policy names the highest kept die first, or the lowest when it aims low", () => {
    const g = scripted({ rules: "classic" }, 2, [[1, 5, 2, 2, 2, 2], [2, 2, 2, 2], [2, 2, 2], [2, 2], [2], R]);
    expect(play(g.engine, g.state, "POLICY keep 1 5").events.join("\n")).toContain("dice: 5 1 2 2 2 2 = 14 (target 30)");
    const h = scripted({ rules: "classic" }, 2, [[1, 5, 2, 2, 2, 2], [2, 2, 2, 2], [2, 2, 2], [2, 2], [2], R]);
    const r = play(h.engine, h.state, "POLICY keep 1 5 else low");
    expect(r.events.join("\n")).toContain("dice: 1 5 2 2 2 2 = 14 (target 12)");
    expect(score(r.state, 1)).toBe(28);
  });
});

describe("POLICY and deadlines", () => {
  it("a policy plays the rest of the turn at once", () => {
    const g = scripted({}, 2, [[6, 5, 1, 1, 1, 2], [1, 1, 2, 3], [6, 2, 2], [4, 3], [1], R]);
    const r = play(g.engine, g.state, "POLICY keep 5 6");
    // 6 5 | 3 (highest, no 5/6) | 6 | 4 | 1  → 25
    expect(r.state.history).toEqual([]);
    expect(score(r.state, 1)).toBe(25);
    expect(r.state.turn!.seat).toBe(2);
    expect(r.events.join("\n")).toContain("6 5 3 6 4 1 = 25");
  });
  it("KEEP lines first, then a POLICY for the rest", () => {
    const g = scripted({}, 2, [[6, 5, 1, 1, 1, 2], [6, 6, 6, 6], [1, 1, 1, 1, 1, 1], R]);
    const r = play(g.engine, g.state, "KEEP 6 5", "POLICY all");
    expect(r.events.join("\n")).toContain("6 5 6 6 6 6 = 35");
  });
  it("at a deadline the rest of the turn is played by the standing policy or POLICY high", () => {
    const g = scripted({}, 2, [[6, 5, 1, 1, 1, 2], [5, 1, 1, 1, 1], [4, 1, 1, 1], [2, 1, 1], [1, 1], [1], R]);
    const p = g.engine.pending(g.state)[0];
    expect(g.engine.onDeadline!(g.state, { ...p, key: "stale" }).ok).toBe(false);
    const r = g.engine.onDeadline!(g.state, p);
    if (!r.ok) throw new Error(en(r.error));
    expect(en(r.value.events[0].msg)).toMatch(/Deadline/);
    expect(score(r.value.state, 1)).toBe(30 - (30 - (6 + 5 + 4 + 2 + 1 + 1)));
  });
  it("deadline defaults for FIRST (highest die) and VICTIM (the next player)", () => {
    const g = scripted({ rules: "classic" }, 2, [
      [1, 5, 2, 2, 2, 2],
      [3, 3, 3, 3],
    ]);
    const r = play(g.engine, g.state, "KEEP 1 5");
    const d = g.engine.onDeadline!(r.state, g.engine.pending(r.state)[0]);
    expect(d.ok && d.value.state.turn!.threshold).toBe("high");
    const h = scripted({ rules: "classic" }, 3, [...oneByOne([6, 5, 6, 6, 4, 6]), [1, 1, 1, 1, 1, 1], R]);
    h.state.round = 3;
    const q = play(h.engine, h.state, ...[6, 5, 6, 6, 4, 6].map((x) => `KEEP ${x}`));
    const v = h.engine.onDeadline!(q.state, h.engine.pending(q.state)[0]);
    expect(v.ok && v.value.events.map((e) => en(e.msg)).join("\n")).toContain("Ann attacks Bob at 3");
  });
});

describe("resigning", () => {
  it("the current player leaving passes the turn; leaving with one player left ends the game", () => {
    const g = scripted({}, 3, [R, R]);
    const r = g.engine.resign!(g.state, 1);
    if (!r.ok) throw new Error(en(r.error));
    expect(r.value.state.turn!.seat).toBe(2);
    const q = g.engine.resign!(r.value.state, 3);
    if (!q.ok) throw new Error(en(q.error));
    expect(g.engine.outcome(q.value.state)).toMatchObject({ status: "finished", winners: [2] });
    expect(g.engine.resign!(q.value.state, 2).ok).toBe(false);
  });
});

describe("views", () => {
  it("public part first; no 'Your move' in a view (the pending decision says it, once)", () => {
    const { engine, state } = scripted({}, 2, [R]);
    const mine = engine.render(engine.view(state, { seat: 1 }), T);
    const theirs = engine.render(engine.view(state, { seat: 2 }), T);
    expect(mine.split("\n")[0]).toMatch(/^Trente/);
    expect(mine).not.toContain("Your move");
    expect(engine.pending(state)).toMatchObject([{ seat: 1 }]);
    expect(theirs).not.toContain("Your move");
    expect(theirs).toContain("You are Bob");
    expect(engine.render(engine.view(state, "public"), T)).not.toContain("You are");
  });
  it("state round-trips through JSON", () => {
    const { state } = scripted({ rules: "classic" }, 3, [R]);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
