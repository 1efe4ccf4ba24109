// A stored DELIVERY setting (src/service/held.ts) always reads back as one of the three, a digest's
// hours always within 1–168, and a game's override always beats the account's setting.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { effectiveDelivery, MAX_DIGEST_HOURS, parseStored } from "../../src/service/held.ts";

describe("DELIVERY settings as stored", () => {
  it("reads every stored string as every, turn or a digest of 1 to 168 hours", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.integer({ min: -1000, max: 100_000 }).map((n) => `digest:${n}`),
        ),
        (s) => {
          const d = parseStored(s);
          expect(["every", "turn", "digest"]).toContain(d.mode);
          if (d.mode === "digest") {
            expect(d.hours).toBeGreaterThanOrEqual(1);
            expect(d.hours).toBeLessThanOrEqual(MAX_DIGEST_HOURS);
          }
        },
      ),
    );
  });

  it("reads back what DELIVERY stores: digest:<n> for 1 ≤ n ≤ 168, turn, every", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_DIGEST_HOURS }), (n) => {
        expect(parseStored(`digest:${n}`)).toEqual({ mode: "digest", hours: n });
      }),
    );
    expect(parseStored("turn")).toEqual({ mode: "turn" });
    expect(parseStored("every")).toEqual({ mode: "every" });
  });

  it("a game's own setting beats the account's; without one the account's holds; without any, every", () => {
    const setting = fc.constantFrom("every", "turn", "digest:6");
    fc.assert(
      fc.property(
        setting,
        fc.option(setting, { nil: undefined }),
        fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom("constructor", "toString", "__proto__")),
        (mine, game, id) => {
          const games = game === undefined ? {} : { [id]: game };
          expect(effectiveDelivery({ accountId: 1, delivery: mine, deliveryGames: games }, id)).toBe(game ?? mine);
        },
      ),
    );
    expect(effectiveDelivery({ accountId: 1 }, "trente-1")).toBe("every");
  });
});
