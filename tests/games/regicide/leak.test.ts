// Acceptance item 3 at engine level: no view or event ever shows another player's hand, and public
// texts show no hidden card (Tavern order, Castle order) nor the seed.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { GameEvent } from "../../../src/games/engine.ts";
import type { RegicideState } from "../../../src/games/regicide/types.ts";
import { E, en, text as show } from "./helpers.ts";
import { playRandomGame } from "./random.ts";

const SYMBOL: Record<string, string> = { "♥": "H", "♦": "D", "♣": "C", "♠": "S" };

/** Card codes mentioned in a text, either as shown in mails (7♥) or as codes in JSON ("7H"). */
function cardsIn(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/(10|[2-9AJQK])([♥♦♣♠])/gu)) out.add(m[1] + SYMBOL[m[2]]);
  for (const m of text.matchAll(/"(10|[2-9AJQK])([HDCS])"/g)) out.add(m[1] + m[2]);
  return out;
}

/** Cards nobody at the table may see: hidden piles, minus what the rules make public. */
function hiddenFromAll(s: RegicideState): Set<string> {
  // An enemy put on the Tavern by an exact kill was seen going there; other Tavern cards are hidden.
  const tavern = s.tavern.filter((c) => !/^[JQK][HDCS]$/.test(c));
  return new Set([...s.castle, ...tavern]);
}

function checkText(text: string, s: RegicideState, reader: number | "public", seed: string, where: string) {
  expect(text, where).not.toContain(seed);
  const seen = cardsIn(text);
  const hidden = hiddenFromAll(s);
  s.players.forEach((p, i) => {
    if (p.seat === reader) return;
    for (const c of s.hands[i]) if (seen.has(c)) throw new Error(`${where}: shows ${c} from ${p.name}'s hand to ${reader}\n${text}`);
  });
  for (const c of seen) if (hidden.has(c)) throw new Error(`${where}: shows hidden ${c} to ${reader}\n${text}`);
}

describe("secrets", () => {
  it("views, renders and events show a hand only to its owner", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.stringMatching(/^[0-9a-f]{16}$/),
        fc.constantFrom("official" as const, "seed" as const),
        fc.nat(),
        fc.constantFrom("uniform" as const, "greedy" as const),
        (n, hex, ruleset, choices, strategy) => {
          const players = ruleset === "seed" && n === 1 ? 2 : n; // the seed ruleset has no solo
          const seed = `seed-${hex}`;
          const audit = (s: RegicideState, events: GameEvent[]) => {
            const pub = E.view(s, "public");
            checkText(show(pub), s, "public", seed, "public render");
            checkText(JSON.stringify(pub), s, "public", seed, "public view");
            for (const p of s.players) {
              const v = E.view(s, { seat: p.seat });
              checkText(show(v), s, p.seat, seed, `render for ${p.name}`);
              checkText(JSON.stringify(v), s, p.seat, seed, `view for ${p.name}`);
            }
            for (const e of events) {
              if (e.to === "admin") continue;
              // "host" notices carry no secret (the host may play): they are checked like public text
              checkText(en(e.msg), s, e.to === "all" || e.to === "host" ? "public" : e.to, seed, `event to ${e.to}`);
            }
          };
          const { start } = playRandomGame({ players, seed, ruleset, choices, strategy }, (step) =>
            audit(step.result.state, step.result.events),
          );
          audit(start, []);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("the admin view does show every hand (so the check above can fail)", () => {
    const { final } = playRandomGame({ players: 3, seed: "seed-admin", ruleset: "official", choices: 1, strategy: "uniform" }, undefined, 3);
    const text = show(E.view(final, "admin"));
    expect(() => checkText(text, final, "public", "seed-admin", "admin")).toThrow(/from .*'s hand/);
  });
});
