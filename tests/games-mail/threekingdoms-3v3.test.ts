// Three Kingdoms 3v3 by mail, end to end on PostgreSQL: a whole 6-player game
// with mode=3v3 — the draft by mail, the alternation of actions, a kill's 3 cards, a coach's death — then
// a leak check over every mail sent: no other player's hidden hand card, no coach's placement of
// generals to anyone but that coach, and never one of the generals left out of the draft.
//
// The machinery (a seed searched offline with a seeded policy, the same moves sent by mail, the stored
// state compared after every mail, the leak check over every mail) is in tk-mail.ts.
import { describe, expect, it } from "vitest";
import { threekingdomsEngine as rawEngine, type State } from "../../src/games/threekingdoms/index.ts";
import { stepped } from "../../src/games/rng.ts";
import { general } from "../../src/games/threekingdoms/skills/generals.ts";
import { historyVerifies } from "./kt-helpers.ts";
import { format } from "../../src/i18n/format.ts";
import { hiddenHandLeaks, threeKingdomsByMail, type MailRow } from "./tk-mail.ts";

/** the engine as the service runs it: each step moves the game's generator on (src/games/rng.ts) */
const E = stepped(rawEngine);

const {
  findPlan,
  playByMail,
  leakCheck,
  byName,
  app: appOf,
} = threeKingdomsByMail(["Ann", "Bob", "Cy", "Dee", "Eve", "Fox"], "3k3v3", leaks);

describe("Three Kingdoms 3v3 by mail", () => {
  it(
    "mode=3v3: a whole 6-player game (draft, alternation, a kill's 3 cards, a coach's death) and no leak",
    { timeout: 900_000 },
    async () => {
      const plan = findPlan(
        "3v3",
        { mode: "3v3" },
        6,
        1500,
        (p) => /draws 3 cards \(3v3: a kill draws 3/.test(p.said) && /The (warm|cool) side acts: \w+ then \w+\./.test(p.said),
      );
      const { J, stepsOf, all } = await playByMail("mode=3v3", 6, plan);
      expect(all).toMatch(/\(warm coach\) lets the (warm|cool) coach pick first/);
      expect(all).toMatch(/The generals are shown: /);
      expect(all).toMatch(/\(cool coach\) decides that the (warm|cool) side acts first/);
      expect(all).toMatch(/Game over\. The (warm|cool) coach \w+ is dead: the (warm|cool) team wins/);
      const s = await J.state<State>();
      const dead = [s.v3!.teams.warm.coach, s.v3!.teams.cool.coach].filter((x) => !s.players[x - 1].alive);
      expect(dead).toHaveLength(1);
      // the placements went by mail to the coaches, and the patterns of the leak check are not blind
      const coachMails = (await appOf().mails(byName(s.players[s.v3!.teams.warm.coach - 1].name).email)).filter(
        (m) => m.gameId === J.gameId,
      );
      expect(coachMails.some((m) => /^\w+ will be /m.test(m.body))).toBe(true);
      const outcome = E.outcome(s);
      expect((await historyVerifies(J, byName("Bob"))).join("\n")).toContain(`outcome: ${format("en", outcome.summary)}`);
      expect(await leakCheck(J, stepsOf, true)).toBeGreaterThan(100);
    },
  );
});

/**
 * Another player's hidden hand card. In 3v3 identities are public (the teams are known); instead: a
 * coach's placement told to anyone but that coach, or a general left out of the draft named at all.
 */
function leaks(mail: MailRow, me: number | null, states: State[]): string[] {
  const out = hiddenHandLeaks(mail, me, states);
  const after = states.at(-1)!;
  // a placement ("<player> will be <general>") is told only to the coach of that player's team
  const v = after.v3!;
  for (const m of mail.body.matchAll(/^(\w+) will be /gm)) {
    const seat = after.players.find((p) => p.name === m[1])?.seat;
    const side =
      seat === undefined ? null : [v.teams.warm, v.teams.cool].find((t) => t.coach === seat || t.forwards.includes(seat));
    if (!side || side.coach !== me) out.push(`mail ${mail.id} to ${mail.toAddress} (${mail.kind}) tells ${m[1]}'s placement`);
  }
  for (const c of v.draft.unseen) {
    if (new RegExp(`\\b${c}\\b`).test(mail.body) || mail.body.includes(general(c)!.name)) {
      out.push(`mail ${mail.id} to ${mail.toAddress} (${mail.kind}) names ${c}, left out of the draft`);
    }
  }
  return out;
}
