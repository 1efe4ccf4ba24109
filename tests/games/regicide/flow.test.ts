// Steps 3–4 and the end: defeat, exact kills, suffering damage, losses, victory, solo, and the
// contract's pending / outcome / resign / deadline behaviour.
import { describe, expect, it } from "vitest";
import { E, en, must, newGame, refused, table, text as show } from "./helpers.ts";

describe("defeating an enemy", () => {
  it("exact kill (official): the enemy goes face down on top of the Tavern; same player again", () => {
    const t = table({
      hands: [["10H", "9C"], ["2C"]],
      enemy: "JS",
      damage: 10,
      played: ["5D", "5C"],
      tavern: ["3D"],
      castle: ["QD", "KS"],
    });
    const r = must(t, 1, "PLAY 10H");
    expect(r.state.tavern).toEqual(["JS", "3D"]);
    expect(r.state.discard).toEqual(["5D", "5C", "10H"]);
    expect(r.state.enemy).toMatchObject({ card: "QD", damage: 0, played: [] });
    expect(r.state.castle).toEqual(["KS"]);
    expect(r.state.defeated).toBe(1);
    expect(r.state.turn).toBe(0);
    expect(r.state.phase).toBe("play");
  });

  it("overkill: the enemy goes to the discard pile", () => {
    const t = table({ hands: [["10C", "9C"], ["2C"]], enemy: "JS", damage: 10 });
    const r = must(t, 1, "PLAY 10C"); // 20 → 30 ≥ 20
    expect(r.state.discard).toEqual(["10C", "JS"]);
    expect(r.state.tavern).toEqual([]);
  });

  it("clubs doubling can make an exact kill", () => {
    const t = table({ hands: [["5C", "9C"], ["2C"]], enemy: "JD", damage: 10 });
    expect(must(t, 1, "PLAY 5C").state.tavern).toEqual(["JD"]);
  });

  it("seed ruleset: an exact kill asks its player TAVERN YES|NO", () => {
    const t = table({ ruleset: "seed", hands: [["10H", "9C"], ["2C"]], enemy: "JS", damage: 10, tavern: ["3D"], castle: ["QD"] });
    const r = must(t, 1, "PLAY 10H");
    expect(r.state.phase).toBe("tavern");
    expect(E.pending(r.state)[0]).toMatchObject({ seat: 1 });
    expect(en(E.pending(r.state)[0].what)).toContain("TAVERN YES");
    expect(refused(r.state, 1, "PLAY 9C")).toBe("you must answer TAVERN YES or TAVERN NO first");
    expect(refused(r.state, 2, "TAVERN YES")).toBe("it is not your turn: waiting for Ann");
    const yes = must(r.state, 1, "TAVERN YES").state;
    expect(yes.tavern).toEqual(["JS", "3D"]);
    expect(yes.enemy!.card).toBe("QD");
    expect(yes.phase).toBe("play");
    const no = must(r.state, 1, "TAVERN NO").state;
    expect(no.tavern).toEqual(["3D"]);
    expect(no.discard).toEqual(["10H", "JS"]);
  });

  it("TAVERN is refused in the official ruleset", () => {
    const t = table({ hands: [["10H"], ["2C"]] });
    expect(refused(t, 1, "TAVERN YES")).toContain("only asked in the seed ruleset");
  });

  it("a defeated enemy in hand attacks and discards with its value, and its suit power applies", () => {
    const t = table({ hands: [["QD", "KS", "2C"], ["3C"]], enemy: "KC", tavern: ["2H", "3H", "4H"], maxHand: 5 });
    let r = must(t, 1, "PLAY QD"); // 15, diamonds draw 3 (Tavern runs out)
    expect(r.state.enemy!.damage).toBe(15);
    expect(r.state.tavern).toEqual([]);
    expect(r.state.damageDue).toBe(20);
    r = must(r.state, 1, "DISCARD KS");
    expect(r.state.turn).toBe(1);
  });

  it("defeating the last King wins", () => {
    const t = table({ hands: [["10C", "2C"], ["3C"]], enemy: "KH", damage: 25, castle: [] });
    t.defeated = 11;
    const r = must(t, 1, "PLAY 10C");
    expect(r.state.phase).toBe("over");
    expect({ ...E.outcome(r.state), summary: en(E.outcome(r.state).summary) }).toEqual({
      status: "finished",
      winners: [1, 2],
      summary: "The players won: the last King is defeated",
      scores: { 1: 12, 2: 12 },
    });
    expect(E.pending(r.state)).toEqual([]);
    expect(refused(r.state, 1, "PLAY 2C")).toBe("the game is over");
    expect(show(E.view(r.state, "public"))).toContain("the players WON");
  });
});

describe("suffering damage", () => {
  const t = () => table({ hands: [["2C", "9H", "4D", "AS", "JESTER1"], ["3C"]], enemy: "JD" });

  it("needs cards worth at least the damage, says why otherwise", () => {
    const r = must(t(), 1, "PLAY 2C");
    expect(r.state.damageDue).toBe(10);
    expect(en(E.pending(r.state)[0].what)).toBe("suffer 10 damage: DISCARD cards worth 10 or more");
    expect(refused(r.state, 1, "DISCARD 9H")).toBe("9♥ is worth 9; you must discard 10 or more");
    expect(refused(r.state, 1, "PLAY 9H")).toBe("you must DISCARD cards worth 10 or more now");
    expect(refused(r.state, 1, "YIELD")).toBe("you must DISCARD cards worth 10 or more now");
    const d = must(r.state, 1, "DISCARD 9h as jester");
    expect(d.state.hands[0]).toEqual(["4D"]);
    expect(d.state.discard).toEqual(["9H", "AS", "JESTER1"]);
    expect(d.state.turn).toBe(1);
    expect(d.state.phase).toBe("play");
  });

  it("more than enough is allowed", () => {
    const r = must(t(), 1, "PLAY 2C");
    expect(must(r.state, 1, "DISCARD 9H 4D AS").state.hands[0]).toEqual(["JESTER1"]);
  });

  it("damage greater than the whole hand's value loses at once", () => {
    const u = table({ hands: [["2C", "3H", "4D"], ["3C"]], enemy: "QD" });
    const r = must(u, 1, "PLAY 2C");
    expect(r.state.phase).toBe("over");
    expect(E.outcome(r.state)).toMatchObject({ status: "finished", winners: [] });
    expect(en(E.outcome(r.state).summary)).toBe(
      "The players lost after defeating 0 of 12 enemies: Ann cannot cover 15 damage with a hand worth 7",
    );
  });

  it("a yield can lose at once too", () => {
    const u = table({ hands: [["3H"], ["3C"]], enemy: "QD" });
    expect(must(u, 1, "YIELD").state.result?.won).toBe(false);
  });
});

describe("solo", () => {
  it("FLIP discards the whole hand and draws back to 8, twice per game", () => {
    const tavern = ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H"];
    const t = table({ hands: [["2C", "3C"]], maxHand: 8, tavern });
    t.soloJesters = 2;
    const key = E.pending(t)[0].key;
    let r = must(t, 1, "FLIP");
    expect(r.state.hands[0]).toEqual(tavern.slice(0, 8));
    expect(r.state.discard).toEqual(["2C", "3C"]);
    expect(r.state.soloJesters).toBe(1);
    expect(E.pending(r.state)[0].key).toBe(key); // optional: not a new decision
    r = must(r.state, 1, "FLIP");
    expect(r.state.hands[0]).toEqual(tavern.slice(8, 16));
    expect(refused(r.state, 1, "FLIP")).toBe("both Jesters are used: no flip left");
  });

  it("FLIP at step 4 can save a hand that cannot cover the damage", () => {
    const t = table({ hands: [["2C", "3C"]], maxHand: 8, enemy: "JD", tavern: ["10S", "10H", "9H"] });
    t.soloJesters = 1;
    let r = must(t, 1, "PLAY 2C");
    expect(r.state.phase).toBe("discard");
    expect(en(E.pending(r.state)[0].what)).toBe("suffer 10 damage: your hand cannot cover it, FLIP a Jester");
    r = must(r.state, 1, "FLIP");
    expect(r.state.hands[0]).toEqual(["10S", "10H", "9H"]);
    r = must(r.state, 1, "DISCARD 10S");
    expect(r.state.phase).toBe("play");
    expect(r.state.turn).toBe(0);
  });

  it("with no flip left, an uncoverable attack loses at once", () => {
    const t = table({ hands: [["2C", "3C"]], maxHand: 8, enemy: "JD" });
    t.soloJesters = 0;
    expect(must(t, 1, "PLAY 2C").state.result?.won).toBe(false);
  });

  it("FLIP is refused in a multi-player game", () => {
    expect(refused(table({ hands: [["2C"], ["3C"]] }), 1, "FLIP")).toBe("FLIP is only for the solo game");
  });

  it.each([
    [0, "Gold"],
    [1, "Silver"],
    [2, "Bronze"],
  ])("a win with %i flips is %s", (flips, medal) => {
    const t = table({ hands: [["10C"]], maxHand: 8, enemy: "KH", damage: 25, castle: [] });
    t.flipsUsed = flips;
    t.soloJesters = 2 - flips;
    const r = must(t, 1, "PLAY 10C");
    expect(en(E.outcome(r.state).summary)).toContain(`won (${medal}`);
  });
});

describe("contract", () => {
  it("pending keys change with each decision, and are stable while waiting", () => {
    const s = newGame(2, "keys");
    const k1 = E.pending(s)[0].key;
    expect(E.pending(s)[0].key).toBe(k1);
    const r = must(s, 1, "YIELD");
    const k2 = E.pending(r.state)[0].key;
    expect(k2).not.toBe(k1);
  });

  it("apply never mutates its input, and rejects without a state", () => {
    const s = newGame(3, "pure");
    const before = JSON.stringify(s);
    must(s, 1, `PLAY ${s.hands[0][0].startsWith("JESTER") ? "JESTER" : s.hands[0][0]}`);
    expect(refused(s, 1, "PLAY 6H 6D 6C")).toBeTruthy();
    expect(JSON.stringify(s)).toBe(before);
  });

  it("a resignation ends the game as a loss, said in the summary", () => {
    const s = newGame(3, "quit");
    const r = E.resign!(s, 2);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(E.outcome(r.value.state)).toMatchObject({ status: "finished", winners: [] });
    expect(en(E.outcome(r.value.state).summary)).toContain("Bob resigned");
    expect(r.value.events[0].to).toBe("all");
    expect(en(r.value.events[0].msg)).toContain("Bob resigned");
  });

  it("deadline defaults: yield if allowed, else the lowest card; cheapest discard; next seat; tavern yes", () => {
    let s = table({
      hands: [
        ["9C", "3H", "KD"],
        ["2C", "5S"],
      ],
      enemy: "JS",
    });
    // by default (late=pause) there is no default move: the service pauses the game and tells the host
    const paused = E.onDeadline!(s, E.pending(s)[0]);
    expect(paused.ok).toBe(false);
    if (!paused.ok) expect(en(paused.error)).toMatch(/late=pause/);
    s = { ...s, late: "play" };
    const d1 = E.onDeadline!(s, E.pending(s)[0]);
    expect(d1.ok && d1.value.state.yielded[0]).toBe(true);
    if (!d1.ok) return;
    s = d1.value.state;
    const d2 = E.onDeadline!(s, E.pending(s)[0]); // 10 damage: 9C+3H = 12 is cheaper than KD (20)
    expect(d2.ok && d2.value.state.hands[0]).toEqual(["KD"]);
    if (!d2.ok) return;
    const d3 = E.onDeadline!(d2.value.state, E.pending(d2.value.state)[0]); // Bob may not yield: lowest card 2C
    expect(d3.ok && d3.value.state.enemy!.played).toEqual(["2C"]);
    expect(E.onDeadline!(s, { seat: 1, what: { id: "regicide.whatJester" }, key: "stale" }).ok).toBe(false);
  });

  it("views: a seat sees its own hand, the public sees sizes, the admin everything", () => {
    const s = newGame(2, "views");
    const mine = E.view(s, { seat: 1 }) as any;
    expect(mine.hand).toEqual(s.hands[0]);
    expect(mine.secret).toBeUndefined();
    const pub = E.view(s, "public") as any;
    expect(pub.hand).toBeUndefined();
    expect(pub.players.map((p: any) => p.cards)).toEqual([7, 7]);
    const admin = E.view(s, "admin") as any;
    expect(admin.secret.hands[2]).toEqual(s.hands[1]);
    expect(admin.secret.tavern).toEqual(s.tavern);
    const text = show(mine);
    expect(text.split("\n")[0]).toMatch(/^Enemy 1 of 12: J/);
    expect(text).toContain("Your hand: ");
    expect(show(pub)).not.toContain("Your hand");
  });

  it("each action mails the public state to all, and re-sends the actor's hand", () => {
    const s = table({ hands: [["9C", "KD"], ["2C"]], enemy: "JS" });
    const r = must(s, 1, "PLAY 9C");
    expect(r.events[0].to).toBe("all");
    const said = en(r.events[0].msg);
    expect(said).toContain("Last: Ann played 9♣ (9) against J♠. J♠ takes 18 damage (18/20). J♠ attacks Ann for 10.");
    // who is awaited is the situation, said once by the service when the mail goes: not in the event
    expect(said).not.toContain("Awaiting");
    expect(show(E.view(r.state, "public"))).toContain("Awaiting Ann: to take 10 damage by discarding");
    expect(said).toContain("Hands (max 7): Ann 1, Bob 1");
    expect(said).toBe(show({ ...E.view(r.state, "public"), awaiting: [] }));
    expect(r.privateUpdates).toEqual([1]);
  });
});
