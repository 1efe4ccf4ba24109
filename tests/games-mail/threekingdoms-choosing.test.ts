// Choosing generals by mail, on PostgreSQL (seed §2): a 6-player game where,
// once the Lord has chosen (shown at once), the five others CHOOSE in an order that is not the table's —
// nobody is refused "not your move", and the reveal is one public mail after the last pick. A second game
// leaves one choice to the deadline: the scheduler picks the first general offered, and the reveal says so.
// Each seat's general then stays in the table lines of every view (STATUS).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import type { State } from "../../src/games/threekingdoms/index.ts";
import { general } from "../../src/games/threekingdoms/skills/generals.ts";
import { runDueJobs } from "../helpers/jobs.ts";
import { Journal, people, type Person } from "./kt-helpers.ts";

const NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"];

let app: TestApp;
let ppl: Person[];
let olga: Person;

beforeAll(async () => {
  app = await makeTestApp("postgres");
  ppl = await people(app, NAMES);
  [olga] = await people(app, ["Olga"]);
});
afterAll(async () => app?.close());

const byName = (name: string) => ppl.find((p) => p.name === name)!;
const nameOf = (s: State, seat: number) => s.players[seat - 1].name;

/** A started 6-player game with generals and a 1-hour deadline, the Lord's general chosen by mail. */
async function lordHasChosen(): Promise<{ j: Journal; s: State; lord: number }> {
  const j = new Journal(app);
  const r = await j.ok(ppl[0], "CREATE 3k deadline=1h\nJOIN", { noGame: true });
  j.gameId = /created (3k-\d+)/.exec(r)![1];
  for (const p of ppl.slice(1)) await j.ok(p, `JOIN ${j.gameId}`, { noGame: true });
  await j.ok(olga, `OBSERVE ${j.gameId}`, { noGame: true });
  await j.ok(ppl[0], `START ${j.gameId}`, { noGame: true });
  let s = await j.state<State>();
  const lord = s.ask!.seat;
  await j.ok(byName(nameOf(s, lord)), `CHOOSE ${s.ask!.options![0]}`);
  s = await j.state<State>();
  return { j, s, lord };
}

/** The observer's mails of this game that reveal the generals. */
const reveals = async (j: Journal) =>
  (await app.mails(olga.email)).filter((m) => m.gameId === j.gameId && /The generals are revealed: /.test(m.body));

describe("choosing generals by mail", () => {
  it("after the Lord, the five others choose in any order; one public reveal after the last", { timeout: 300_000 }, async () => {
    const { j, s, lord } = await lordHasChosen();
    const lordMail = (await j.lastNews(olga.email)).map((m) => m.body).join("\n");
    expect(lordMail).toMatch(new RegExp(`${nameOf(s, lord)}, the Lord, chooses ${general(s.players[lord - 1].general)!.name}`));
    // the five are asked at once; they answer from the last place at the table to the first
    const asked = s.asks!.map((a) => a.seat);
    expect(asked).toHaveLength(5);
    const order = [...asked].reverse();
    const picks = new Map(s.asks!.map((a) => [a.seat, a.options![1]]));
    for (const [i, seat] of order.entries()) {
      const reply = await j.ok(byName(nameOf(s, seat)), `CHOOSE ${picks.get(seat)}`);
      expect(reply).not.toMatch(/not your move/);
      expect(await reveals(j), `reveals after ${i + 1} of 5 picks`).toHaveLength(i === 4 ? 1 : 0);
    }
    const after = await j.state<State>();
    for (const seat of asked) expect(after.players[seat - 1].general).toBe(picks.get(seat));
    const [reveal] = await reveals(j);
    for (const seat of asked) expect(reveal.body).toContain(`${nameOf(after, seat)} is ${general(picks.get(seat))!.name}`);
    expect(reveal.body).not.toMatch(/by default/);
    // every seat's general in the table lines of a later view
    const status = await j.ok(byName(nameOf(after, asked[0])), `STATUS ${j.gameId}`, { noGame: true });
    const view = (await j.lastNews(byName(nameOf(after, asked[0])).email)).map((m) => m.body).join("\n") + status;
    const L = after.players[lord - 1];
    expect(view).toContain(`${lord}. ${L.name} [Lord] ${general(L.general)!.name}: HP ${L.hp}/${L.maxHp}`);
    for (const p of after.players)
      expect(view).toMatch(new RegExp(`${p.seat}\\. ${p.name}( \\[\\w+\\])? ${general(p.general)!.name}: `));
  });

  it(
    "a deadline with one choice missing picks the first offered for them, and the reveal says so",
    { timeout: 300_000 },
    async () => {
      const { j, s } = await lordHasChosen();
      const [late, ...rest] = s.asks!.map((a) => a.seat);
      const first = s.asks!.find((a) => a.seat === late)!.options![0];
      for (const seat of rest) await j.ok(byName(nameOf(s, seat)), `CHOOSE ${s.asks!.find((a) => a.seat === seat)!.options![2]}`);
      expect(await reveals(j)).toHaveLength(0);
      app.clock.now = new Date(app.clock.now.getTime() + 2 * 3600_000);
      expect(await runDueJobs(app)).toBeGreaterThanOrEqual(1);
      const after = await j.state<State>();
      expect(after.players[late - 1].general).toBe(first);
      const all = await reveals(j);
      expect(all).toHaveLength(1);
      const name = nameOf(after, late);
      expect(all[0].body).toContain(`${name} is ${general(first)!.name}`);
      expect(all[0].body).toMatch(new RegExp(`${name} is [^()]*\\([^)]*\\) \\(by default: no choice in time\\)`));
      expect(all[0].body.match(/by default/g)).toHaveLength(1);
      expect(all[0].body).toContain(`${name} did not move in time`);
      expect(after.turnNo).toBe(1);
    },
  );
});
