// Leak check at engine level. In Trente the dice are public; the only secret is the random source (the
// seed and the generator's state), which would predict every future roll. For random games, no view
// (any seat, public, admin), rendered text or event may carry it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GameEvent, Viewer } from "../../../src/games/engine.ts";
import { trenteEngine } from "../../../src/games/trente/index.ts";
import type { TrenteState } from "../../../src/games/trente/types.ts";
import { randomGame } from "./play.ts";
import { en, T } from "./helpers.ts";

function hasKey(x: unknown, keys: string[]): boolean {
  if (Array.isArray(x)) return x.some((y) => hasKey(y, keys));
  if (x && typeof x === "object") return Object.entries(x).some(([k, v]) => keys.includes(k.toLowerCase()) || hasKey(v, keys));
  return false;
}

function secretsOf(state: TrenteState, seed: string): string[] {
  const r = state.rng;
  return "g" in r ? [seed, r.k] : [seed, ...r.s.map(String), r.s.join(",")];
}

describe("no secret leaves the engine", () => {
  it("views, renders and events never carry the seed or the generator state", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9a-f]{16}$/),
        fc.constantFrom("house" as const, "classic" as const),
        fc.integer({ min: 2, max: 5 }),
        fc.integer(),
        (seed, rules, n, moveSeed) => {
          const check = (state: TrenteState, events: GameEvent[]) => {
            const secrets = secretsOf(state, seed);
            const viewers: Viewer[] = ["public", "admin", ...state.players.map((p) => ({ seat: p.seat }))];
            for (const v of viewers) {
              const view = trenteEngine.view(state, v);
              expect(hasKey(view, ["rng", "seed", "s"])).toBe(false);
              const out = JSON.stringify(view) + "\n" + trenteEngine.render(view, T);
              for (const sec of secrets) expect(out).not.toContain(sec);
            }
            for (const e of events) {
              expect(e.to).toBe("all"); // Trente has no private information to send
              for (const sec of secrets) expect(JSON.stringify(e.msg) + en(e.msg)).not.toContain(sec);
            }
            for (const p of trenteEngine.pending(state))
              for (const sec of secrets) expect(JSON.stringify(p.what) + en(p.what) + p.key).not.toContain(sec);
          };
          const g = randomGame(seed, { rules, start: 12 }, n, moveSeed, {
            deadlinePerMille: 20,
            resignPerMille: 5,
            onStep: ({ after, events }) => check(after, events),
          });
          check(g.initial, []);
          // error replies must not leak either
          const bad = trenteEngine.apply(g.initial, { seat: g.initial.turn!.seat, admin: false }, { type: "keep", dice: [9] });
          expect(bad.ok).toBe(false);
          for (const sec of secretsOf(g.initial, seed)) expect(!bad.ok && JSON.stringify(bad.error) + en(bad.error)).not.toContain(sec);
        },
      ),
      { numRuns: 40 },
    );
  });
});
