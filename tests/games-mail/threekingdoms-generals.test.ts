// Three Kingdoms with generals by mail, end to end on PostgreSQL: a 6-player
// game through the real pipeline, generals chosen by mail, skills used by mail, state checked after every
// mail; then a leak check over every mail sent — identities, hands, the generals offered to others
// before the reveal, and private skill information (the deck cards Guanxing shows Zhuge Liang); and a
// response window's public mails compared between a player holding the answer and one who does not.
//
// As in threekingdoms.test.ts, the test searches seeds offline (engine setup + a seeded random policy)
// for a game that shows what is wanted — here Guanxing used, a rescue and a death — writes that seed
// into Game.seed before START and sends the same moves as mails.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, makeTestApp, type TestApp } from "../helpers/app.ts";
import { threekingdomsEngine as rawEngine, legalMoves, type State } from "../../src/games/threekingdoms/index.ts";
import { stepped } from "../../src/games/rng.ts";
import { deckTable } from "../../src/games/threekingdoms/cards/cards.ts";
import { generalTitle } from "../../src/games/threekingdoms/skills/generals.ts";
import type { SelectTask } from "../../src/games/threekingdoms/types.ts";
import { format } from "../../src/i18n/format.ts";

const ROLE_TITLE = { lord: "Lord", loyalist: "Loyalist", rebel: "Rebel", traitor: "Traitor" } as const;
import { Rng } from "../../src/games/rng.ts";
import type { Outbox } from "../../src/generated/prisma/client.ts";
import { historyVerifies, Journal, onceProblems, people, type Person } from "./kt-helpers.ts";
import { hasCode, mailsOf, moveLine } from "./tk-mail.ts";
import { askAll, scenario } from "../games/threekingdoms/helpers.ts";

/** the engine as the service runs it: each step moves the game's generator on (src/games/rng.ts) */
const E = stepped(rawEngine);

const NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"];

interface Step {
  seat: number;
  line: string;
  before: State;
  after: State;
  publicTexts: string[];
}
interface Plan {
  seed: string;
  steps: Step[];
}

function simulate(seed: string): Plan | null {
  const players = NAMES.map((name, i) => ({ seat: i + 1, name, options: {} }));
  const setup = E.setup({
    options: { traitors: 1, maneuvering: false, series: false, lord: null, generals: true },
    players,
    seed,
  });
  if (!setup.ok) throw new Error(format("en", setup.error));
  let s = setup.value;
  const rng = Rng.seed(`policy-${seed}`);
  const steps: Step[] = [];
  while (!s.over && steps.length < 500) {
    const seat = E.pending(s)[0].seat!;
    const legal = legalMoves(s, seat);
    const answers = legal.filter((m) => m.v === "RESPOND");
    let m = answers.find((x) => x.v === "RESPOND" && /^PEACH-/.test(x.cards[0])) ?? rng.pick(legal);
    if (m.v === "DONE" && legal.length > 1 && rng.next() < 0.75) m = rng.pick(legal.filter((x) => x.v !== "DONE"));
    const line = moveLine(m, s);
    const parsed = E.parse(line);
    if (!parsed || !parsed.ok) throw new Error(`cannot parse ${line}`);
    const r = E.apply(s, { seat, admin: false }, parsed.value);
    if (!r.ok) throw new Error(`${line}: ${format("en", r.error)}`);
    steps.push({
      seat,
      line,
      before: s,
      after: r.value.state,
      publicTexts: r.value.events.filter((e) => e.to === "all").map((e) => format("en", e.msg)),
    });
    s = r.value.state;
  }
  const said = steps.flatMap((x) => x.publicTexts).join("\n");
  const good =
    !!s.over &&
    /Guanxing: \w+ looks at the top/.test(said) &&
    / is saved\./.test(said) &&
    s.deaths.length >= 1 &&
    steps.length <= 320;
  return good ? { seed, steps } : null;
}

function findPlan(): Plan {
  for (let i = 0; i < 400; i++) {
    const seed = crypto.createHash("sha256").update(`herald-3k-generals-mail-${i}`).digest("hex");
    const p = simulate(seed);
    if (p) return p;
  }
  throw new Error("no seed in 400 gives Guanxing, a rescue and a death");
}

let app: TestApp;
let ppl: Person[];
let olga: Person;
let plan: Plan;
const J = { j: null as unknown as Journal };
const stepsOfEntry = new Map<number, Step[]>();

beforeAll(async () => {
  app = await makeTestApp("postgres");
  ppl = await people(app, NAMES);
  [olga] = await people(app, ["Olga"]);
  J.j = new Journal(app);
  plan = findPlan();
});
afterAll(async () => app?.close());

const byName = (name: string) => ppl.find((p) => p.name === name)!;
const code = (s: State, id: number) => deckTable(s.options.maneuvering)[id].code;

describe("a 6-player Three Kingdoms game with generals by mail", () => {
  it(
    "chooses generals by mail and plays to the end; the stored state equals the engine's after every mail",
    { timeout: 900_000 },
    async () => {
      const j = J.j;
      const r = await j.ok(ppl[0], "CREATE 3k deadline=1h\nJOIN", { noGame: true });
      j.gameId = /created (3k-\d+)/.exec(r)![1];
      for (const p of ppl.slice(1)) await j.ok(p, `JOIN ${j.gameId}`, { noGame: true });
      await j.ok(olga, `OBSERVE ${j.gameId}`, { noGame: true });
      await app.db.prisma.game.update({ where: { id: j.gameId }, data: { seed: plan.seed } });
      await j.ok(ppl[0], `START ${j.gameId}`, { noGame: true });
      let s = await j.state<State>();
      expect(s).toEqual(plan.steps[0].before);
      expect(s.options.generals).toBe(true); // generals=on is the default

      for (const mail of mailsOf(plan.steps)) {
        const who = byName(s.players[mail[0].seat - 1].name);
        await j.ok(who, mail.map((x) => x.line).join("\n"), { gameLine: j.entries.length % 2 === 0 });
        stepsOfEntry.set(j.entries.length - 1, mail);
        s = await j.state<State>();
        expect(s, `after ${mail.map((x) => x.line).join(" / ")}`).toEqual(mail.at(-1)!.after);
      }
      expect(s.over).not.toBeNull();
      expect(s.players.every((p) => p.general)).toBe(true);
      const all = (await app.mails(olga.email))
        .filter((m) => m.gameId === j.gameId)
        .map((m) => m.body)
        .join("\n");
      expect(all).toMatch(/, the Lord, chooses /);
      expect(all).toMatch(/The generals are revealed: /);
      expect(all).toMatch(/Guanxing: \w+ looks at the top \d cards? of the deck\./);
      expect(all).toMatch(/Game over/);
      const g = await app.db.prisma.game.findUniqueOrThrow({ where: { id: j.gameId } });
      expect(g.status).toBe("finished");
      const lines = await historyVerifies(j, byName(NAMES[1]));
      expect(lines.join("\n")).toContain(`outcome: ${format("en", E.outcome(s).summary)}`);
    },
  );

  it("says each fact once in every mail, each seat's instruction the one pending after it, the end once", async () => {
    const { problems, checked } = await onceProblems(J.j, E);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it("never mails an identity, a hand, another's offered generals or Guanxing's look to anyone else", async () => {
    const j = J.j;
    const rows = await j.everyMail();
    const problems: string[] = [];
    let checked = 0;
    let guanxingTold = 0;
    const offersTold = new Set<string>();
    for (const { mail, entry } of rows) {
      const idx = j.entries.indexOf(entry);
      const after = entry.after as State | null;
      if (!after) continue; // before START
      const before = (entry.before as State | null) ?? after;
      if (before.over) continue; // HISTORY after the end reveals the seed, by design
      const steps = stepsOfEntry.get(idx) ?? [];
      const states = [before, ...steps.map((x) => x.after), after];
      const me = after.players.find((p) => byName(p.name)?.email === mail.toAddress)?.seat ?? null;
      if (me === null && mail.toAddress !== ADMIN) expect(mail.toAddress).toBe(olga.email);
      if (me === null && mail.toAddress === ADMIN) continue;
      problems.push(
        ...leaks(
          mail,
          me,
          states,
          steps.flatMap((x) => x.publicTexts),
        ),
      );
      if (me !== null && /Guanxing: the top cards are /.test(mail.body)) guanxingTold++;
      if (
        me !== null &&
        /Your generals to choose from:|Choose your general: CHOOSE \w+ \| \w+ \| \w+ \| \w+ \| \w+ ?\n- CAOCAO: Cao Cao/.test(
          mail.body,
        )
      )
        offersTold.add(mail.toAddress);
      checked++;
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(100);
    // the checks are not blind: Zhuge Liang was told the top cards, every player their offers
    expect(guanxingTold).toBeGreaterThan(0);
    expect(offersTold.size).toBe(6); // the Lord's five with their skills in the START mail, the others' three each
  });
});

const selectOf = (s: State): SelectTask | undefined => s.stack.find((t): t is SelectTask => t.t === "select");

/**
 * What a mail to `me` (a seat, or null for the observer) must not hold:
 *  - a card in another player's hand that was hidden all along (as in threekingdoms.test.ts) and not
 *    shown to everyone by the moves themselves (a judgement card Luoshen or Tiandu keeps, a card
 *    Jianxiong or Fankui takes from the table — leak.test.ts checks at the engine level that the public
 *    events show only what the rules show);
 *  - a card lying face down in the deck throughout the mail, except to Zhuge Liang (Guanxing's look);
 *  - while the generals are being chosen, a general offered to another non-Lord player (and to
 *    neither the Lord nor `me`) that is not that player's revealed pick;
 *  - while P lives and the game runs, P's identity when P is not the Lord.
 */
function leaks(mail: Outbox, me: number | null, states: State[], said: string[]): string[] {
  const out: string[] = [];
  const after = states.at(-1)!;
  const first = states[0];
  const faceUp = new Set<number>();
  for (const s of states) {
    for (const c of [...s.harvest, ...s.limbo, ...s.discard]) faceUp.add(c);
    for (const p of s.players) for (const c of [...Object.values(p.equip), ...p.judge]) faceUp.add(c as number);
  }
  const where = `mail ${mail.id} to ${mail.toAddress} (${mail.kind})`;
  for (const p of after.players) {
    if (p.seat === me) continue;
    for (const c of p.hand) {
      if (faceUp.has(c) || said.some((t) => hasCode(t, code(after, c)))) continue;
      if (me !== null && first.players[me - 1].hand.includes(c)) continue;
      if (hasCode(mail.body, code(after, c))) out.push(`${where} shows ${p.name}'s ${code(after, c)}`);
    }
    if (p.alive && p.role !== "lord" && !after.over) {
      const t = ROLE_TITLE[p.role];
      const re = new RegExp(`\\b${p.name}(?: \\[| was an? | is an? |, the | \\(seat \\d+\\), the | )${t}\\b`);
      if (re.test(mail.body)) out.push(`${where} tells ${p.name} is the ${t}`);
    }
  }
  // the deck: face down in every state of the mail (a reshuffle inside one move is allowed for)
  const zhuge = me !== null && after.players[me - 1].general === "ZHUGELIANG";
  if (!zhuge && !/shuffled into a new deck/.test(mail.body)) {
    const hidden = after.deck.filter((c) => !faceUp.has(c) && states.every((s) => s.deck.includes(c)));
    for (const c of hidden) if (hasCode(mail.body, code(after, c))) out.push(`${where} names ${code(after, c)} in the deck`);
  }
  // the generals offered to others before the reveal
  const sel = selectOf(first);
  if (sel) {
    const lord = sel.order[0];
    const open = new Set([...(sel.offers[lord] ?? []), ...(me !== null ? (sel.offers[me] ?? []) : [])]);
    for (const seat of sel.order.slice(1)) {
      if (seat === me) continue;
      const revealed = after.players[seat - 1].general;
      for (const gc of selectOf(after)?.offers[seat] ?? sel.offers[seat] ?? []) {
        if (open.has(gc) || gc === revealed || after.players.some((p) => p.general === gc)) continue;
        if (mail.body.includes(format("en", generalTitle(gc))))
          out.push(`${where} names ${format("en", generalTitle(gc))} offered to seat ${seat}`);
      }
    }
  }
  return out;
}

describe("a response window by mail", () => {
  it("sends the same public mails whether the asked player holds a Dodge or not", { timeout: 300_000 }, async () => {
    // two games in the same position except one hidden card of Bob's; Ann slashes Bob, Bob passes
    const mailsFor = async (card: string): Promise<string[]> => {
      const j = new Journal(app);
      const r = await j.ok(ppl[0], "CREATE 3k deadline=1h\nJOIN", { noGame: true });
      j.gameId = /created (3k-\d+)/.exec(r)![1];
      for (const p of ppl.slice(1, 5)) await j.ok(p, `JOIN ${j.gameId}`, { noGame: true });
      await j.ok(olga, `OBSERVE ${j.gameId}`, { noGame: true });
      await j.ok(ppl[0], `START ${j.gameId}`, { noGame: true });
      const state = askAll(() =>
        scenario({
          n: 5,
          hands: { 1: ["SLASH-7S"], 2: ["PEACH-3H", card] },
          generals: { 1: "CAOCAO", 2: "GUANYU", 3: "ZHANGFEI", 4: "LVMENG", 5: "HUATUO" },
        }),
      );
      await app.db.prisma.game.update({ where: { id: j.gameId }, data: { state: state as never } });
      const from = await app.lastOutboxId();
      await j.ok(ppl[0], "PLAY SLASH-7S -> Bob");
      const asked = await j.state<State>();
      expect(asked.ask?.seat).toBe(2); // Bob is asked in both games
      await j.ok(ppl[1], "PASS");
      const rows = (await app.mailsSince(from)).filter(
        // every mail but Bob's, the replies too (a sender's news is in their reply)
        (m) => m.gameId === j.gameId && m.toAddress !== byName("Bob").email,
      );
      // page links are fresh random keys in every mail: compared as "<key>"
      return rows.map((m) =>
        `${m.toAddress}\n${m.subject}\n${m.body}`.replaceAll(j.gameId, "<game>").replace(/\/p\/[A-Za-z0-9_-]{43}/g, "/p/<key>"),
      );
    };
    const holding = await mailsFor("DODGE-2H");
    const notHolding = await mailsFor("SLASH-8S");
    expect(holding.length).toBeGreaterThan(4); // Ann, Cat, Dan, Eve and the observer hear of it
    expect(holding.join("\n")).toContain("Bob does not respond.");
    expect(holding).toEqual(notHolding);
  });
});
