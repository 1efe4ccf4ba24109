// The machinery of the Three Kingdoms games by mail (variants, 3v3): a seeded policy plays a game offline
// with the engine until it shows what a test wants; the same moves are then sent as mails (consecutive
// moves of one seat in one mail) from CREATE to the end, the stored state compared after every mail; then
// a leak check reads every mail sent. Each test file gives its names, its seed label and its own leak rules.
import crypto from "node:crypto";
import { afterAll, beforeAll, expect } from "vitest";
import { ADMIN, makeTestApp, type TestApp } from "../helpers/app.ts";
import { threekingdomsEngine as rawEngine, legalMoves, type Move, type State } from "../../src/games/threekingdoms/index.ts";
import { stepped } from "../../src/games/rng.ts";
import { deckTable } from "../../src/games/threekingdoms/cards/cards.ts";
import { Rng } from "../../src/games/rng.ts";
import type { Outbox } from "../../src/generated/prisma/client.ts";
import type { GameEvent } from "../../src/games/engine.ts";
import { Journal, people, type Person } from "./kt-helpers.ts";
import { format } from "../../src/i18n/format.ts";
import { moveLine as engineLine } from "../../src/games/threekingdoms/legal.ts";

/** the engine as the service runs it: each step moves the game's generator on (src/games/rng.ts) */
const E = stepped(rawEngine);

/** A move as a player writes it: the engine's own line (legal.ts), with targets named as players name them. */
export function moveLine(m: Move, s: State): string {
  const who = (t: string) => (/^\d+$/.test(t) ? s.players[Number(t) - 1].name : t);
  return engineLine(m.v === "PLAY" ? { ...m, targets: m.targets.map(who) } : m);
}

/** Consecutive moves of one seat go in one mail (a step without a seat, a deadline, stands alone). */
export function mailsOf<T extends { seat: number | null }>(steps: T[]): T[][] {
  const out: T[][] = [];
  for (const st of steps) {
    const last = out.at(-1);
    if (last && st.seat !== null && last[0].seat === st.seat) last.push(st);
    else out.push([st]);
  }
  return out;
}

export function hasCode(text: string, c: string): boolean {
  return new RegExp(`(^|[^A-Z0-9#-])${c.replace(/[#]/g, "\\#")}(?![A-Z0-9#-])`, "i").test(text);
}

export const code = (s: State, id: number) => deckTable(s.options.maneuvering)[id].code;

export interface Step {
  seat: number;
  line: string;
  before: State;
  after: State;
  events: GameEvent[];
}
export interface Plan {
  seed: string;
  steps: Step[];
  said: string;
}
export type MailRow = Pick<Outbox, "id" | "toAddress" | "kind" | "body">;

/** Another player's hand card that was hidden through all of `states` and that `me` did not hold before. */
export function hiddenHandLeaks(mail: MailRow, me: number | null, states: State[]): string[] {
  const out: string[] = [];
  const after = states.at(-1)!;
  const first = states[0];
  const faceUp = new Set<number>();
  for (const s of states) {
    for (const c of [...s.harvest, ...s.limbo, ...s.discard]) faceUp.add(c);
    for (const p of s.players) for (const c of [...Object.values(p.equip), ...p.judge]) faceUp.add(c as number);
  }
  for (const p of after.players) {
    if (p.seat === me) continue;
    for (const c of p.hand) {
      if (faceUp.has(c)) continue;
      if (me !== null && first.players[me - 1].hand.includes(c)) continue;
      if (hasCode(mail.body, code(after, c)))
        out.push(`mail ${mail.id} to ${mail.toAddress} (${mail.kind}) shows ${p.name}'s ${code(after, c)}`);
    }
  }
  return out;
}

/**
 * Sets up the app (PostgreSQL), the players `names` and the observer Olga for one test file, and gives
 * the planner (seeds `herald-<seedLabel>-<label>-<i>`), the mail player and the leak check, which applies
 * `leaks` (the file's own rules) to every mail.
 */
export function threeKingdomsByMail(
  NAMES: string[],
  seedLabel: string,
  leaks: (mail: MailRow, me: number | null, states: State[]) => string[],
) {
  function simulate(create: Record<string, string>, n: number, seed: string, maxSteps: number): Plan | null {
    const opts = E.parseOptions(create);
    if (!opts.ok) throw new Error(format("en", opts.error));
    const players = NAMES.slice(0, n).map((name, i) => ({ seat: i + 1, name, options: {} }));
    const setup = E.setup({ options: opts.value, players, seed });
    if (!setup.ok) throw new Error(format("en", setup.error));
    let s = setup.value;
    const rng = Rng.seed(`policy-${seed}`);
    const steps: Step[] = [];
    const said: string[] = [];
    while (!s.over && steps.length < maxSteps) {
      const seat = E.pending(s)[0].seat!; // of several asked at once, the first in the table's order
      const legal = legalMoves(s, seat);
      let m = rng.pick(legal);
      if (m.v === "DONE" && legal.length > 1 && rng.next() < 0.75) m = rng.pick(legal.filter((x) => x.v !== "DONE"));
      const line = moveLine(m, s);
      const parsed = E.parse(line);
      if (!parsed || !parsed.ok) throw new Error(`cannot parse ${line}`);
      const r = E.apply(s, { seat, admin: false }, parsed.value);
      if (!r.ok) throw new Error(`${line}: ${format("en", r.error)}`);
      steps.push({ seat, line, before: s, after: r.value.state, events: r.value.events });
      said.push(...r.value.events.filter((e) => e.to === "all").map((e) => format("en", e.msg)));
      s = r.value.state;
    }
    return s.over ? { seed, steps, said: said.join("\n") } : null;
  }

  function findPlan(
    label: string,
    create: Record<string, string>,
    n: number,
    maxSteps: number,
    good: (p: Plan) => boolean,
  ): Plan {
    for (let i = 0; i < 400; i++) {
      const seed = crypto.createHash("sha256").update(`herald-${seedLabel}-${label}-${i}`).digest("hex");
      const p = simulate(create, n, seed, maxSteps);
      if (p && good(p)) return p;
    }
    throw new Error(`no seed in 400 gives the ${label} game wanted`);
  }

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

  /** Plays a planned game by mail from CREATE to the end; returns its journal and the steps of each entry. */
  async function playByMail(
    createLine: string,
    n: number,
    plan: Plan,
  ): Promise<{ J: Journal; stepsOf: Map<number, Step[]>; all: string }> {
    const J = new Journal(app);
    const stepsOf = new Map<number, Step[]>();
    const host = ppl[0];
    const r = await J.ok(host, `CREATE 3k ${createLine} deadline=1h\nJOIN`, { noGame: true });
    J.gameId = /created (3k-\d+)/.exec(r)![1];
    for (const p of ppl.slice(1, n)) await J.ok(p, `JOIN ${J.gameId}`, { noGame: true });
    await J.ok(olga, `OBSERVE ${J.gameId}`, { noGame: true });
    await app.db.prisma.game.update({ where: { id: J.gameId }, data: { seed: plan.seed } });
    await J.ok(host, `START ${J.gameId}`, { noGame: true });
    let s = await J.state<State>();
    expect(s).toEqual(plan.steps[0].before);
    for (const mail of mailsOf(plan.steps)) {
      const who = byName(s.players[mail[0].seat - 1].name);
      await J.ok(who, mail.map((x) => x.line).join("\n"), { gameLine: J.entries.length % 2 === 0 });
      stepsOf.set(J.entries.length - 1, mail);
      s = await J.state<State>();
      expect(s, `after ${mail.map((x) => x.line).join(" / ")}`).toEqual(mail.at(-1)!.after);
    }
    expect(s.over).not.toBeNull();
    const g = await app.db.prisma.game.findUniqueOrThrow({ where: { id: J.gameId } });
    expect(g.status).toBe("finished");
    const all = (await app.mails(olga.email))
      .filter((m) => m.gameId === J.gameId)
      .map((m) => m.body)
      .join("\n");
    return { J, stepsOf, all };
  }

  /**
   * The leak check over every mail of a journal (see threekingdoms.test.ts for the rules). With generals,
   * skills move hidden cards to players who see them (Tiandu takes a judgement card, Rende gives, Fankui
   * takes): `learned` then also exempts a card the recipient was told of, publicly or privately, by the
   * game's events up to this mail.
   */
  async function leakCheck(J: Journal, stepsOf: Map<number, Step[]>, learned = false): Promise<number> {
    const rows = await J.everyMail();
    const problems: string[] = [];
    let checked = 0;
    let ownHandSeen = 0;
    let newDealWhole = 0;
    for (const { mail, entry } of rows) {
      const idx = J.entries.indexOf(entry);
      const after = entry.after as State | null;
      if (!after) continue;
      const before = (entry.before as State | null) ?? after;
      if (before.over) continue; // after the end: HISTORY (the seed, by design)
      const me = after.players.find((p) => byName(p.name)?.email === mail.toAddress)?.seat ?? null;
      if (me === null) {
        if (mail.toAddress === ADMIN) continue;
        expect(mail.toAddress).toBe(olga.email);
      }
      // a mail that ends one deal of a series and starts the next: the old deal's identities are public
      // by then; the new deal's secrets are checked in the text from the new deal's start on
      const newDeal = (before.series?.game ?? 1) !== (after.series?.game ?? 1);
      const cut = newDeal ? mail.body.search(/Deal \d+ of \d+ begins/) : 0;
      const body = mail.body.slice(Math.max(0, cut));
      if (newDeal && cut < 0) newDealWhole++;
      const states = newDeal ? [after] : [before, ...(stepsOf.get(idx) ?? []).map((x) => x.after), after];
      const told = learned ? toldUpTo(stepsOf, idx, me) : "";
      problems.push(...leaks({ ...mail, body }, me, states).filter((x) => !learned || !hasCode(told, x.split("'s ")[1] ?? "")));
      if (me !== null && after.players[me - 1].hand.some((c) => hasCode(mail.body, code(after, c)))) ownHandSeen++;
      checked++;
    }
    expect(problems).toEqual([]);
    expect(ownHandSeen).toBeGreaterThan(10); // the patterns are not blind
    if (newDealWhole) console.log(`${newDealWhole} deal-change mails without the public deal text, checked whole`);
    return checked;
  }

  /** Every event text of the plan up to entry `idx` addressed to all or to `me`. */
  function toldUpTo(stepsOf: Map<number, Step[]>, idx: number, me: number | null): string {
    const out: string[] = [];
    for (const [k, steps] of stepsOf) {
      if (k > idx) continue;
      for (const st of steps) for (const e of st.events) if (e.to === "all" || e.to === me) out.push(format("en", e.msg));
    }
    return out.join("\n");
  }
  return { findPlan, playByMail, leakCheck, byName, app: () => app, observer: () => olga };
}
