// The Killer leak detector for tests that play a host who also holds a seat (roles.test.ts): does a
// mail body tie a living civilization other than the reader's to its target, show the administrator's
// target table, or name someone else's target as "Your target"? Same rules as killer.test.ts's check.
import type { KillerState } from "../../src/games/killer/index.ts";
import { names } from "./kt-helpers.ts";

const civ = (s: KillerState, seat: number) => s.players.find((p) => p.seat === seat)!.civ;
export const alive = (s: KillerState) => s.players.map((p) => p.seat).filter((x) => !s.ledger.some((e) => e.victim === x));

export function killerLeaks(body: string, me: number, states: KillerState[]): string[] {
  const out: string[] = [];
  const living = alive(states.at(-1)!);
  for (const line of body.split("\n")) {
    if (/→|Targets:|Targets changed/.test(line)) out.push(`administrator's target table: ${line}`);
    for (const s of states) {
      for (const q of living) {
        if (q === me || s.targets[q] === undefined) continue;
        if (/target|hunt/i.test(line) && names(line, civ(s, q)) && names(line, civ(s, s.targets[q])))
          out.push(`ties ${civ(s, q)} to its target ${civ(s, s.targets[q])}: ${line}`);
      }
    }
    for (const m of line.matchAll(/Your (?:new )?target:?\s+([\p{L}\p{N}'_.-]+)/gu)) {
      if (m[1] === "none") continue;
      const mine = states.map((s) => (s.targets[me] === undefined ? null : civ(s, s.targets[me])));
      if (!mine.includes(m[1].replace(/\.$/, ""))) out.push(`"Your target" names ${m[1]}: ${line}`);
    }
  }
  return out;
}
