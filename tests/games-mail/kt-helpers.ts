// Helpers for the mail-driven acceptance tests of Killer and Three Kingdoms: players on a real test
// App, a mail journal that remembers the game state before and after every mail (for the leak
// checks), and the HISTORY → verify round trip (against the START mail).
import { expect } from "vitest";
import type { TestApp } from "../helpers/app.ts";
import type { Outbox } from "../../src/generated/prisma/client.ts";
import { verifyHistory } from "../helpers/fairplay.ts";
import { checkOnce, lastEventId, registerPlayers, toldSince } from "./rt-helpers.ts";
import type { GameEngine } from "../../src/games/engine.ts";
import { format } from "../../src/i18n/format.ts";
import type { KillerState } from "../../src/games/killer/index.ts";
import { ADMIN, ADMIN_PASSWORD } from "../helpers/app.ts";

export interface Person {
  email: string;
  name: string;
  pw: string;
}

/** Registered players (the shared helper), with the password under the name these tests use. */
export async function people(app: TestApp, names: string[]): Promise<Person[]> {
  return (await registerPlayers(app, names)).map(({ email, name, password }) => ({ email, name, pw: password }));
}

/** One mail sent to Herald, with the outbox rows it caused and the game state on both sides. */
export interface Sent {
  from: string;
  body: string;
  reply: string;
  before: unknown;
  after: unknown;
  /** outbox ids in (firstId, lastId] were written by this mail */
  firstId: number;
  lastId: number;
  /** the statements of the events this mail's moves told everyone (rt-helpers.ts, toldSince) */
  told: string[];
}

export interface SendOpts {
  /** name the game with a `GAME <id>` line instead of `[id]` in the subject */
  gameLine?: boolean;
  /** do not name the game at all */
  noGame?: boolean;
}

/**
 * Sends mails for one game and keeps a journal of them. Each mail authenticates with the password
 * and names the game in the subject (the `[id]` form) unless told otherwise.
 */
export class Journal {
  entries: Sent[] = [];
  gameId = "";
  constructor(readonly app: TestApp) {}

  async state<S = any>(): Promise<S> {
    if (!this.gameId) return null as S;
    return (await this.app.db.prisma.game.findUniqueOrThrow({ where: { id: this.gameId } })).state as S;
  }

  async send(p: Person, lines: string, opts: SendOpts = {}): Promise<string> {
    const before = await this.state();
    const firstId = await this.app.lastOutboxId();
    const event = await lastEventId(this.app);
    const useSubject = !opts.noGame && !opts.gameLine && this.gameId;
    const head = `PASSWORD ${p.pw}\n` + (opts.gameLine && this.gameId ? `GAME ${this.gameId}\n` : "");
    const reply = await this.app.send(p.email, head + lines, useSubject ? { subject: `[${this.gameId}] moves` } : {});
    const lastId = await this.app.lastOutboxId();
    const after = await this.state();
    const told = this.gameId ? await toldSince(this.app, this.gameId, event) : [];
    this.entries.push({ from: p.email, body: lines, reply, before, after, firstId, lastId, told });
    return reply;
  }

  /** Sends and checks that every command line of the mail got OK. */
  async ok(p: Person, lines: string, opts: SendOpts = {}): Promise<string> {
    const reply = await this.send(p, lines, opts);
    const errors = reply.split("\n").filter((l) => l.startsWith("ERROR"));
    expect(errors, `${p.name}: ${lines}\n${reply}`).toEqual([]);
    return reply;
  }

  /** CREATE by the host, then one JOIN per player (with its JOIN options, e.g. "civ=Rome"): the new game's id. */
  async create(host: Person, line: string, joins: Array<[Person, string?]>): Promise<string> {
    const r = await this.ok(host, line, { noGame: true });
    this.gameId = /created ([a-z0-9]+-\d+)/.exec(r)![1];
    for (const [p, opts] of joins) await this.ok(p, `JOIN ${this.gameId}${opts ? ` ${opts}` : ""}`, { noGame: true });
    return this.gameId;
  }

  /**
   * The news the last mail sent wrote to one address: its news mails, and for its sender the reply,
   * which carries the sender's own news (docs/protocol-spec.md: each line, "followed by what the commands changed").
   */
  async lastNews(to: string): Promise<Outbox[]> {
    const e = this.entries.at(-1)!;
    const rows = await this.app.mailsSince(e.firstId, to);
    return rows.filter((m) => m.id <= e.lastId && (!m.kind.startsWith("reply") || m.toAddress === e.from));
  }

  /** Every outbox row written while this journal ran, with the journal entry that caused it. */
  async everyMail(): Promise<{ mail: Outbox; entry: Sent }[]> {
    const first = this.entries[0]?.firstId ?? 0;
    const rows = await this.app.mailsSince(first);
    const out: { mail: Outbox; entry: Sent }[] = [];
    for (const mail of rows) {
      const entry = this.entries.find((e) => mail.id > e.firstId && mail.id <= e.lastId);
      if (entry) out.push({ mail, entry });
    }
    return out;
  }
}

/**
 * Acceptance 1 over every mail a journal caused about its game (rt-helpers.ts checkOnce): no statement
 * twice; each seat's private section says what `pending()` asks of it after the mail's last line, and
 * nothing it no longer asks; the end said once, in the mail that ended the game. Returns the problems
 * and how many mails were checked.
 */
export async function onceProblems(j: Journal, engine: GameEngine): Promise<{ problems: string[]; checked: number }> {
  const seats = await j.app.db.prisma.seat.findMany({ where: { gameId: j.gameId }, include: { account: true } });
  const seatOf = (email: string) => seats.find((s) => s.account.email === email)?.seat;
  // the game's news goes to its seats and observers (a site administrator who does not play gets replies)
  const watching = await j.app.db.prisma.observer.findMany({ where: { gameId: j.gameId }, include: { account: true } });
  const audience = new Set([...seats.map((s) => s.account.email), ...watching.map((o) => o.account.email)]);
  const rows = await j.everyMail();
  const problems: string[] = [];
  const asked = new Map<number, Set<string>>();
  let checked = 0;
  for (const e of j.entries) {
    if (!e.after) continue;
    const ended =
      e.before !== null && engine.outcome(e.before).status === "running" && engine.outcome(e.after).status === "finished";
    const end = ended ? format("en", engine.outcome(e.after).summary).split("\n")[0] : null;
    const mails = rows
      .filter(
        ({ mail, entry }) =>
          entry === e && mail.gameId === j.gameId && (!mail.kind.startsWith("reply") || mail.toAddress === e.from),
      )
      .map(({ mail }) => mail);
    const running = engine.outcome(e.after).status === "running";
    for (const mail of mails) {
      const seat = seatOf(mail.toAddress);
      const now =
        seat === undefined || !running
          ? []
          : engine
              .pending(e.after)
              .filter((x) => x.seat === seat)
              .map((x) => format("en", x.what));
      const found = checkOnce(mail, seat, now, asked, end, audience.has(mail.toAddress) ? e.told : []);
      problems.push(...found.map((x) => `after "${e.body.split("\n")[0]}": ${x}`));
      checked++;
    }
  }
  return { problems, checked };
}

/** HISTORY after the end: the record parses and replays to the same outcome, commitment included. */
export async function historyVerifies(j: Journal, p: Person): Promise<string[]> {
  const reply = await j.send(p, `HISTORY ${j.gameId}`, { noGame: true });
  expect(reply).toMatch(/OK the record of/);
  const { rec, report } = await verifyHistory(j.app, reply, j.gameId);
  expect(rec.id).toBe(j.gameId);
  return report.lines;
}

/** Does `text` name `word` as a whole word (civilization, player or card names)? */
export function names(text: string, word: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}\\p{N}])`, "iu").test(text);
}

// ---- Killer: reading the state (the tests play the players' part) and the leak check ----

/** The site administrator of the test app: Killer's secret-keeper, who creates games and never joins them. */
export const SITE_ADMIN: Person = { email: ADMIN, name: "root", pw: ADMIN_PASSWORD };

export const kCiv = (s: KillerState, seat: number) => s.players.find((p) => p.seat === seat)!.civ;
export const kAlive = (s: KillerState) => s.players.map((p) => p.seat).filter((x) => !s.ledger.some((e) => e.victim === x));
export const kHunter = (s: KillerState, seat: number) =>
  Number(Object.entries(s.targets).find(([, v]) => v === seat)?.[0] ?? NaN);

/**
 * What in one mail body to `me` (a seat, or null for an observer) gives away a secret, judged against
 * the states around the mail:
 *  - a line about targets or hunting that ties a living civilization Q ≠ me to Q's target, or the
 *    administrator's target table (→, "Target cycles");
 *  - "Your target …" naming anything but the recipient's own target;
 *  - while three or more live, a line about hunting that names the recipient's living hunter.
 */
export function killerLeaks(body: string, me: number | null, states: KillerState[]): string[] {
  const out: string[] = [];
  const living = kAlive(states.at(-1)!);
  for (const line of body.split("\n")) {
    if (/→|Target cycles|Targets:/.test(line)) out.push(`administrator's target table: ${line}`);
    // next to "V was destroyed by K in turn T", any word of a target killed in T says that K hunted V
    if (/target was killed|killed (?:its|their) (?:own )?target/i.test(line)) out.push(`announces an own-target kill: ${line}`);
    for (const s of states) {
      for (const q of living) {
        if (q === me || s.targets[q] === undefined) continue;
        if (/target|hunt/i.test(line) && names(line, kCiv(s, q)) && names(line, kCiv(s, s.targets[q])))
          out.push(`ties ${kCiv(s, q)} to its target ${kCiv(s, s.targets[q])}: ${line}`);
      }
      if (me !== null && living.includes(me) && kAlive(s).length >= 3 && living.length >= 3) {
        const h = kHunter(s, me);
        if (living.includes(h) && /hunt|killer/i.test(line) && names(line, kCiv(s, h)))
          out.push(`names the hunter ${kCiv(s, h)}: ${line}`);
      }
    }
    for (const m of line.matchAll(/Your (?:new )?target(?::| is(?: now)?)?\s+([\p{L}\p{N}'_.-]+)/gu)) {
      if (m[1] === "none" || m[1] === "is") continue;
      const mine = states.map((s) => (me === null || s.targets[me] === undefined ? null : kCiv(s, s.targets[me])));
      if (!mine.includes(m[1].replace(/\.$/, ""))) out.push(`"Your target" names ${m[1]}, not the recipient's own: ${line}`);
    }
  }
  return out;
}

/**
 * The leak check over every mail a Killer game's journal caused (news and replies), from START on,
 * the ones after the end included (the Civ game goes on). The administrator's own mails are skipped —
 * but they must trip the detector, which shows it is not blind. Returns how many mails were checked.
 */
export async function expectNoKillerLeak(j: Journal, players: Person[], admin: Person): Promise<number> {
  const rows = await j.everyMail();
  const game = await j.app.db.prisma.game.findUniqueOrThrow({ where: { id: j.gameId } });
  for (const { mail } of rows) expect(mail.body).not.toContain(game.seed);
  const problems: string[] = [];
  let checked = 0,
    adminRows = 0;
  for (const { mail, entry } of rows.filter(({ entry }) => entry.after || entry.before)) {
    const states = [entry.before, entry.after].filter(Boolean) as KillerState[];
    if (mail.toAddress === admin.email) {
      if (killerLeaks(mail.body, null, states).length) adminRows++;
      continue;
    }
    const p = states.at(-1)!.players.find((x) => players.find((y) => y.name === x.name)?.email === mail.toAddress);
    for (const l of killerLeaks(mail.body, p ? p.seat : null, states))
      problems.push(`mail ${mail.id} to ${mail.toAddress} (${mail.kind}): ${l}`);
    checked++;
  }
  expect(problems).toEqual([]);
  expect(adminRows).toBeGreaterThan(0);
  return checked;
}
