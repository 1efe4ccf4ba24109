// The reader's deal (src/mail/deal.ts), on its own: over any sequence of mails stored and mails ended,
// a mail never goes to an instance other than the one that has an earlier mail of its lanes in flight
// (so no instance waits on another, but the reader, which keeps a mail whose lanes are at two), it goes
// only to a live instance, and a mail whose lanes are free stays with the reader while it has a free
// place, and otherwise goes to whoever has the fewest in flight.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Deal, HERE } from "../../src/mail/deal.ts";

const LANES = ["game:a-1", "game:b-2", "game:c-3", "from:ann", "from:bob", "from:cy"];

type Step = { kind: "store"; lanes: string[]; standbys: number[] } | { kind: "end"; pick: number };

const steps = fc.array(
  fc.oneof(
    fc.record({
      kind: fc.constant("store" as const),
      lanes: fc.uniqueArray(fc.constantFrom(...LANES), { minLength: 1, maxLength: 3 }),
      standbys: fc.uniqueArray(fc.constantFrom(7, 8, 9), { maxLength: 3 }),
    }),
    fc.record({ kind: fc.constant("end" as const), pick: fc.nat() }),
  ),
  { maxLength: 60 },
);

describe("the reader's deal", () => {
  it("follows a mail's lanes, deals only to the living, and balances the rest", () => {
    fc.assert(
      fc.property(steps, fc.integer({ min: 0, max: 4 }), (list: Step[], places) => {
        const deal = new Deal(places);
        // the model: mails in flight, with their owner and lanes
        const flight: Array<{ owner: number; lanes: string[] }> = [];
        for (const s of list) {
          if (s.kind === "end") {
            if (!flight.length) continue;
            const [m] = flight.splice(s.pick % flight.length, 1);
            deal.end(m.owner, m.lanes);
            continue;
          }
          const owner = deal.choose(s.lanes, s.standbys);
          const holders = new Set(flight.filter((m) => m.lanes.some((l) => s.lanes.includes(l))).map((m) => m.owner));
          expect(owner === HERE || s.standbys.includes(owner)).toBe(true);
          if (owner !== HERE) {
            // dealt out: nothing of its lanes is in flight anywhere but there
            expect([...holders].every((h) => h === owner)).toBe(true);
          }
          const load = (o: number) => flight.filter((m) => m.owner === o).length;
          if (!holders.size && load(HERE) < places) expect(owner).toBe(HERE);
          else if (!holders.size) {
            const least = Math.min(load(HERE), ...s.standbys.map(load));
            expect(load(owner)).toBe(least);
            if (load(HERE) === least) expect(owner).toBe(HERE);
          }
          for (const o of [HERE, 7, 8, 9]) expect(deal.inFlight(o)).toBe(flight.filter((m) => m.owner === o).length);
          deal.start(owner, s.lanes);
          flight.push({ owner, lanes: s.lanes });
        }
      }),
    );
  });

  it("keeps everything while no standby lives", () => {
    const deal = new Deal(0);
    for (let i = 0; i < 5; i++) {
      expect(deal.choose([`game:g-${i}`], [])).toBe(HERE);
      deal.start(HERE, [`game:g-${i}`]);
    }
  });

  it("keeps what it has places for, then alternates with one standby while mails of different games stay in flight", () => {
    const deal = new Deal(2);
    const owners = Array.from({ length: 8 }, (_, i) => {
      const o = deal.choose([`game:g-${i}`, `from:p${i}`], [7]);
      deal.start(o, [`game:g-${i}`, `from:p${i}`]);
      return o;
    });
    expect(owners).toEqual([HERE, HERE, 7, 7, HERE, 7, HERE, 7]);
    // the next move of game g-2 goes where g-2's move still is
    expect(deal.choose(["game:g-2", "from:q"], [7])).toBe(7);
    // a mail naming games at both stays with the reader
    expect(deal.choose(["game:g-1", "game:g-2"], [7])).toBe(HERE);
    // the standby gone: its lanes are the reader's to wait for
    expect(deal.choose(["game:g-2"], [])).toBe(HERE);
  });

  it("keeps a mail whose lanes would not fit in a notification", () => {
    const deal = new Deal(1);
    deal.start(HERE, ["game:x-1"]);
    expect(deal.choose(["game:y-2"], [7])).toBe(7);
    const lanes = Array.from({ length: 400 }, (_, i) => `game:trente-${1000 + i}`);
    expect(deal.choose(lanes, [7])).toBe(HERE);
  });
});
