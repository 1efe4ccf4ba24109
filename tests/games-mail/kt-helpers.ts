// Helpers for the mail-driven acceptance tests of Killer and Three Kingdoms: players on a real test
// App, a mail journal that remembers the game state before and after every mail (for the leak
// checks), and the HISTORY → verify round trip (against the START mail).
import { expect } from "vitest";
import type { TestApp } from "../helpers/app.ts";
import type { Outbox } from "../../src/generated/prisma/client.ts";
import { verifyHistory } from "../helpers/fairplay.ts";
import { registerPlayers } from "./rt-helpers.ts";

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
    const useSubject = !opts.noGame && !opts.gameLine && this.gameId;
    const head = `PASSWORD ${p.pw}\n` + (opts.gameLine && this.gameId ? `GAME ${this.gameId}\n` : "");
    const reply = await this.app.send(p.email, head + lines, useSubject ? { subject: `[${this.gameId}] moves` } : {});
    const lastId = await this.app.lastOutboxId();
    const after = await this.state();
    this.entries.push({ from: p.email, body: lines, reply, before, after, firstId, lastId });
    return reply;
  }

  /** Sends and checks that every command line of the mail got OK. */
  async ok(p: Person, lines: string, opts: SendOpts = {}): Promise<string> {
    const reply = await this.send(p, lines, opts);
    const errors = reply.split("\n").filter((l) => l.startsWith("ERROR"));
    expect(errors, `${p.name}: ${lines}\n${reply}`).toEqual([]);
    return reply;
  }

  /** The mails (not replies) written by the last mail sent, to one address. */
  async lastNews(to: string): Promise<Outbox[]> {
    const e = this.entries.at(-1)!;
    const rows = await this.app.mailsSince(e.firstId, to);
    return rows.filter((m) => m.id <= e.lastId && !m.kind.startsWith("reply"));
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
