// Engine-level leak check over random games: no living non-Lord identity and no other player's hidden
// hand card ever reaches anyone else, through views, renders or events; a no-card skip, an AUTO pass
// and a deadline say exactly what a voluntary PASS says.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../../src/games/engine.ts";
import { deckTable } from "../../../src/games/threekingdoms/cards/cards.ts";
import { general } from "../../../src/games/threekingdoms/skills/generals.ts";
import { threekingdomsEngine as E } from "../../../src/games/threekingdoms/index.ts";
import { randomPlayout } from "../../../src/games/threekingdoms/playout.ts";
import type { State } from "../../../src/games/threekingdoms/types.ts";
import type { TkView } from "../../../src/games/threekingdoms/view.ts";
import { renderEn, textOf } from "./helpers.ts";

const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\#]/g, "\\$&");
/** the exact code, not a prefix of "SLASH-8S#2" */
const mentions = (text: string, code: string) => new RegExp(`(?<![\\w-])${escape(code)}(?![\\w#-])`).test(text);

function handOwner(s: State): Map<number, number> {
  const m = new Map<number, number>();
  for (const p of s.players) for (const c of p.hand) m.set(c, p.seat);
  return m;
}

/** Text that names a dead player's identity (revealed on death) is allowed; strip it before looking. */
function stripRevealed(text: string, s: State): string {
  let t = text;
  for (const p of s.players) if (!p.alive) t = t.split(`${p.name} was a ${p.role[0].toUpperCase()}${p.role.slice(1)}`).join("");
  return t.replace(/killed a Loyalist/g, "");
}

function checkStep(before: State, after: State, events: GameEvent[]): void {
  const table = deckTable(after.options.maneuvering);
  const ownerBefore = handOwner(before);
  const deckBefore = new Set(before.deck);
  const ownerAfter = handOwner(after);
  const reshuffled = events.some((e) => textOf(e).startsWith("The discard pile is shuffled"));
  const nameOf = (seat: number | undefined) => before.players.find((p) => p.seat === seat)?.name;
  const openlyPlayed = (c: number) =>
    events.some(
      (e) => e.to === "all" && textOf(e).startsWith(`${nameOf(ownerBefore.get(c))} plays `) && mentions(textOf(e), table[c].code),
    );

  // 1. views and renders: other players' roles and hands
  for (const y of after.players) {
    const v = E.view(after, { seat: y.seat }) as TkView;
    const text = renderEn(v);
    for (const x of after.players) {
      if (x.seat === y.seat) continue;
      const secretRole = x.alive && x.role !== "lord" && !after.over;
      if (secretRole) {
        expect(v.players[x.seat - 1].role).toBeNull();
        expect(text).not.toContain(`${x.name} [`);
      }
      if (!after.over)
        for (const c of x.hand) expect(mentions(text, table[c].code), `${y.name} sees ${x.name}'s ${table[c].code}`).toBe(false);
    }
    expect(JSON.stringify(v)).not.toContain("deckOrder");
  }
  const pub = renderEn(E.view(after, "public"));
  if (!after.over) {
    for (const x of after.players) {
      for (const c of x.hand) expect(mentions(pub, table[c].code)).toBe(false);
      if (x.alive && x.role !== "lord") expect(pub).not.toContain(`${x.name} [`);
    }
  }

  // 2. events: hidden cards now in a hand, and identities of the living
  if (after.over) return;
  for (const e of events) {
    if (e.to === "admin") continue;
    // cards the rules show to everyone: Fanjian's card, judgement cards (which Tiandu and Luoshen keep)
    const shown = /^(Fanjian: .* shows |Judgement for |Guicai: |Tiandu: |Luoshen: )/.test(textOf(e));
    for (const [c, owner] of ownerAfter) {
      if (shown) continue;
      if (e.to === owner) continue;
      const wasHidden = deckBefore.has(c) || ownerBefore.has(c);
      if (!wasHidden) continue; // publicly known (harvest, equipment taken)
      if (typeof e.to === "number" && ownerBefore.get(c) === e.to) continue; // they held it before
      if (reshuffled && ownerBefore.has(c) && ownerBefore.get(c) !== owner) continue; // played, reshuffled, drawn
      // played face up by its holder this step, then taken into a hand in view of all (Jianxiong takes
      // the card that damaged Cao Cao): everyone saw it
      if (openlyPlayed(c)) continue;
      expect(
        mentions(textOf(e), table[c].code),
        `event to ${e.to} "${textOf(e)}" names ${table[c].code} held by seat ${owner}`,
      ).toBe(false);
    }
    const t = stripRevealed(textOf(e), after);
    for (const x of after.players) {
      if (!x.alive || x.role === "lord" || e.to === x.seat) continue;
      expect(t, `"${textOf(e)}" reveals ${x.name}`).not.toMatch(/Rebel|Loyalist|Traitor/);
    }
  }
}

/** Until the reveal, a player's pick and offers reach nobody else (public text, views, other seats' events). */
function checkPicks(before: State, after: State, events: GameEvent[]): void {
  const sel = after.stack.find((t) => t.t === "select");
  if (!sel || sel.t !== "select") return;
  const lord = sel.order[0];
  for (const [seat, offers] of Object.entries(sel.offers)) {
    if (Number(seat) === lord) continue;
    const names = offers.map((c) => general(c)!.name);
    for (const e of events) {
      if (e.to === Number(seat) || e.to === "admin") continue;
      for (const n of names)
        expect(textOf(e).includes(n) && !textOf(e).includes("the Lord, chooses"), `"${textOf(e)}" names ${n}`).toBe(false);
    }
    for (const y of after.players) {
      if (y.seat === Number(seat)) continue;
      const text = renderEn(E.view(after, { seat: y.seat }));
      for (const c of offers) expect(text).not.toContain(c);
    }
  }
  void before;
}

const game = fc.record({
  players: fc.integer({ min: 4, max: 10 }),
  seed: fc.string({ minLength: 1, maxLength: 10 }),
  moveSeed: fc.string({ maxLength: 8 }),
  maneuvering: fc.boolean(),
});

describe("leak check", () => {
  // every eligible player is asked in every window now, so a game has many more steps: a long timeout
  it("views, renders and events never show another player's hidden hand or living identity", { timeout: 300_000 }, () => {
    fc.assert(
      fc.property(game, (g) => {
        randomPlayout({
          players: g.players,
          seed: g.seed,
          moveSeed: g.moveSeed,
          options: { maneuvering: g.maneuvering },
          onStep: ({ before, result }) => checkStep(before, result.state, result.events),
        });
      }),
      { numRuns: 4 },
    );
  });

  it(
    "the same with generals: selection, skills (Tuxi, Fanjian, Yiji…) leak no hand, pick or identity",
    { timeout: 300_000 },
    () => {
      fc.assert(
        fc.property(game, (g) => {
          randomPlayout({
            players: g.players,
            seed: g.seed,
            moveSeed: g.moveSeed,
            options: { maneuvering: g.maneuvering, generals: true },
            onStep: ({ before, result }) => {
              checkStep(before, result.state, result.events);
              checkPicks(before, result.state, result.events);
            },
          });
        }),
        {
          numRuns: 4,
          examples: [
            [{ players: 6, seed: " ", moveSeed: "Y!5", maneuvering: false }], // Tiandu keeps a judgement card
            [{ players: 4, seed: ">", moveSeed: "juo", maneuvering: false }], // Jianxiong takes the Slash just played
          ],
        },
      );
    },
  );

  // (an AUTO pass is compared with a PASS in verbs.test.ts: here it would also answer later windows)
  it("a PASS and a deadline in a response window produce the same public text and state", () => {
    fc.assert(
      fc.property(game, fc.integer({ min: 0, max: 400 }), (g, cut) => {
        let found: State | null = null;
        let seen = 0;
        randomPlayout({
          players: g.players,
          seed: g.seed,
          moveSeed: g.moveSeed,
          options: { maneuvering: g.maneuvering },
          onStep: ({ result }) => {
            const a = result.state.ask;
            if (a && a.kind === "respond" && !found && seen++ >= cut % 20) found = result.state;
            return found !== null;
          },
        });
        if (!found) return;
        const s: State = found;
        const seat = s.ask!.seat;
        const pubOf = (ev: GameEvent[]) => ev.filter((e) => e.to === "all").map(textOf);
        const pass = E.apply(s, { seat, admin: false }, { v: "PASS" });
        const dl = E.onDeadline!(s, E.pending(s)[0]);
        if (!pass.ok || !dl.ok) throw new Error("refused");
        expect(pubOf(dl.value.events)).toEqual(pubOf(pass.value.events));
        expect(JSON.stringify(dl.value.state)).toBe(JSON.stringify(pass.value.state));
        expect(dl.value.events.filter((e) => e.to !== "admin")).toEqual(pass.value.events);
      }),
      { numRuns: 25 },
    );
  });
});
