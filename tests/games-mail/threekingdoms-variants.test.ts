// Three Kingdoms variants by mail, end to end on PostgreSQL: a 5-player game
// with finalthree=on in which the final three's loss of HP happens, a 5-player game with generals and
// reincarnation=on in which a dead player comes back, a 5-player game with darksouls=on in which a dead
// player's soul possesses and acts by mail, and a 4-player series with
// series=on protect=on finalthree=on in which a protected player keeps a drop of blood and whose last
// mail shows the table of scores per deal; each followed by a leak check over every mail sent.
//
// The machinery (a seed searched offline with a seeded policy, the same moves sent by mail, the stored
// state compared after every mail, the leak check over every mail) is in tk-mail.ts.
import { describe, expect, it } from "vitest";
import { threekingdomsEngine as rawEngine, type State } from "../../src/games/threekingdoms/index.ts";
import { stepped } from "../../src/games/rng.ts";
import { format } from "../../src/i18n/format.ts";

const ROLE_TITLE = { lord: "Lord", loyalist: "Loyalist", rebel: "Rebel", traitor: "Traitor" } as const;
import { historyVerifies } from "./kt-helpers.ts";
import { hiddenHandLeaks, threeKingdomsByMail, type MailRow } from "./tk-mail.ts";

/** the engine as the service runs it: each step moves the game's generator on (src/games/rng.ts) */
const E = stepped(rawEngine);

const {
  findPlan,
  playByMail,
  leakCheck,
  byName,
  app: appOf,
  observer,
} = threeKingdomsByMail(["Ann", "Bob", "Cy", "Dee", "Eve"], "3k", leaks);

describe("Three Kingdoms variants by mail", () => {
  it("finalthree=on: a 5-player game where the final three lose HP, then no leak in any mail", { timeout: 900_000 }, async () => {
    const plan = findPlan("finalthree", { generals: "off", finalthree: "on" }, 5, 400, (p) =>
      /Final three, round \d+: every living player loses 1 HP/.test(p.said),
    );
    const { J, stepsOf, all } = await playByMail("generals=off finalthree=on", 5, plan);
    expect(all).toMatch(/Final three: only 3 players are left in round (\d+)\. From round \d+ on/);
    const [, r] = /only 3 players are left in round (\d+)/.exec(all)!;
    const [, first] = /Final three, round (\d+): every living player loses 1 HP/.exec(all)!;
    expect(Number(first)).toBe(Number(r) + 4);
    expect(all).toMatch(/Game over/);
    const outcome = E.outcome(await J.state<State>());
    expect((await historyVerifies(J, byName("Bob"))).join("\n")).toContain(`outcome: ${format("en", outcome.summary)}`);
    expect(await leakCheck(J, stepsOf)).toBeGreaterThan(100);
  });

  it(
    "reincarnation=on: a 5-player game with generals where a dead player comes back through sacrifices; no leak",
    { timeout: 900_000 },
    async () => {
      const plan = findPlan("reincarnation", { reincarnation: "on" }, 5, 700, (p) => /comes back as/.test(p.said));
      const { J, stepsOf, all } = await playByMail("reincarnation=on", 5, plan);
      expect(all).toMatch(/sacrifices a card to \w+ \(1 of 3\)/);
      expect(all).toMatch(/(\w+) comes back as [^\n]* with 1 HP \(reincarnation\)/);
      // the sacrificed cards are named only to the giver and the receiver
      const obs = (await appOf().mails(observer().email))
        .filter((m) => m.gameId === J.gameId)
        .map((m) => m.body)
        .join("\n");
      expect(obs).not.toMatch(/gave you|You gave/);
      const outcome = E.outcome(await J.state<State>());
      expect((await historyVerifies(J, byName("Bob"))).join("\n")).toContain(`outcome: ${format("en", outcome.summary)}`);
      expect(await leakCheck(J, stepsOf, true)).toBeGreaterThan(100);
    },
  );

  it("darksouls=on: a 5-player game where a dead player's Dark Soul acts by mail; no leak", { timeout: 900_000 }, async () => {
    const plan = findPlan(
      "darksouls",
      { generals: "off", darksouls: "on" },
      5,
      500,
      (p) =>
        /Dark Soul \(\w+\) possesses/.test(p.said) &&
        /Dark Soul \((Xuanwu|Yusuke)\) (swaps|orders)|Dark Soul \(Arhat\) takes 1/.test(p.said),
    );
    const { J, stepsOf, all } = await playByMail("generals=off darksouls=on", 5, plan);
    expect(all).toMatch(/(\w+)'s Dark Soul \((Arhat|Xuanwu|Yusuke)\) possesses \w+\./);
    // a dead player answered by mail (the possession is their CHOOSE)
    const dead = plan.steps.filter((st) => !st.before.players[st.seat - 1].alive);
    expect(dead.length).toBeGreaterThan(0);
    expect(dead.every((st) => /^(CHOOSE|PASS)/.test(st.line))).toBe(true);
    const outcome = E.outcome(await J.state<State>());
    expect((await historyVerifies(J, byName("Bob"))).join("\n")).toContain(`outcome: ${format("en", outcome.summary)}`);
    expect(await leakCheck(J, stepsOf)).toBeGreaterThan(100);
  });

  it(
    "series=on protect=on finalthree=on: a drop of blood, and the last mail's table of scores per deal; no leak",
    { timeout: 1_500_000 },
    async () => {
      const plan = findPlan(
        "protect",
        { generals: "off", series: "on", protect: "on", finalthree: "on" },
        4,
        1200,
        (p) => /keeps a drop of blood/.test(p.said) && /is no longer protected/.test(p.said),
      );
      const { J, stepsOf, all } = await playByMail("generals=off series=on protect=on finalthree=on", 4, plan);
      expect(all).toMatch(/the first player out of deal 1, is protected/);
      expect(all).toMatch(/keeps a drop of blood \(first-out protection\)/);
      const s = await J.state<State>();
      expect(s.series!.game).toBe(4);
      // the last mail (to the observer, like every player) holds the table: a row per deal and the totals
      const last = (await appOf().mails(observer().email)).filter((m) => m.gameId === J.gameId && /Scores per deal/.test(m.body));
      expect(last).toHaveLength(1);
      const table = last[0].body.slice(last[0].body.indexOf("The series is over"));
      expect(table).toMatch(/^The series is over \(finalthree, protect, generals=off\)\. Scores per deal/);
      const totals = E.outcome(s).scores!;
      expect(table).toMatch(new RegExp(`Total +${s.players.map((p) => totals[p.seat]).join(" +")}`));
      for (const k of [1, 2, 3, 4]) expect(table).toMatch(new RegExp(`\\n +${k}  (Ann|Bob|Cy|Dee) `));
      expect(await leakCheck(J, stepsOf)).toBeGreaterThan(100);
    },
  );
});

/** Another player's hidden hand card, or a living non-Lord identity while the deal runs (returned players' identities are public). */
function leaks(mail: MailRow, me: number | null, states: State[]): string[] {
  const out = hiddenHandLeaks(mail, me, states);
  const after = states.at(-1)!;
  for (const p of after.players) {
    if (p.seat === me) continue;
    if (p.alive && p.role !== "lord" && !after.over && !(after.variant?.reborn ?? []).includes(p.seat)) {
      const t = ROLE_TITLE[p.role];
      const re = new RegExp(`\\b${p.name}(?: \\[| was an? | is an? |, the | \\(seat \\d+\\), the | )${t}\\b`);
      if (re.test(mail.body)) out.push(`mail ${mail.id} to ${mail.toAddress} (${mail.kind}) tells ${p.name} is the ${t}`);
    }
  }
  return out;
}
