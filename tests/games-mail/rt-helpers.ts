// Shared helpers for the mail-driven game tests: players with passwords, sending one mail as a player
// and recording what it caused (the reply, every outbox row it queued, the game's state after it), so
// a test can check every mail of a game against the secrets as they stood when it was sent.
import { MAIL_WIDTH, unwrap } from "../../src/lib/wrap.ts";
import type { TestApp } from "../helpers/app.ts";
import type { Outbox } from "../../src/generated/prisma/client.ts";
import { format } from "../../src/i18n/format.ts";
import { withoutIds, type Said } from "../../src/i18n/msg.ts";

export interface Player {
  email: string;
  name: string;
  password: string;
}

export async function registerPlayers(app: TestApp, names: string[]): Promise<Player[]> {
  const out: Player[] = [];
  for (const name of names) {
    const email = `${name.toLowerCase()}@example.test`;
    out.push({ email, name, password: await app.register(email, name) });
  }
  return out;
}

/** One inbound mail and everything it caused. */
export interface Step<S> {
  from: string;
  body: string;
  reply: string;
  /** every outbox row queued while this mail was processed (the reply included) */
  rows: Outbox[];
  /** Game.state after the mail (null before the game exists) */
  state: S | null;
  /** Game.status after the mail */
  status: string | null;
  /**
   * the statements of the events the mail's moves told everyone (GameEvent data.told, in English), in
   * order: what the readers' mails must each say, as often as told
   */
  told: string[];
}

/**
 * The statements a game's log says its moves told everyone after event `afterId` (the log's `told`, in
 * English). In the mail that ends the game the engine's own words for the end are left out (the service
 * says the end once: src/service/games.ts, endIds), so they are here.
 */
export async function toldSince(app: TestApp, gameId: string, afterId: number): Promise<string[]> {
  const rows = await app.db.prisma.gameEvent.findMany({ where: { gameId, id: { gt: afterId } }, orderBy: { id: "asc" } });
  const ended = rows.some((r) => r.type === "finished");
  const engine = app.games.forGameId(gameId);
  const endIds = new Set(ended ? (engine?.endIds ?? []) : []);
  const told = rows.flatMap((r) => (r.data as { told?: Array<Said | string> } | null)?.told ?? []);
  // a mail of several steps shows the table once, with its last step: the earlier ones say only what
  // happened (GameEngine.stateIds; src/service/notices.ts, Step)
  const stateIds = new Set(engine?.stateIds ?? []);
  let lastStep = -1;
  if (stateIds.size) for (let i = 0; i < told.length; i++) if (typeof told[i] === "object") lastStep = i;
  const said = (t: Said | string, i: number) => {
    if (typeof t !== "object") return format("en", t);
    const shown = i < lastStep ? withoutIds(t, stateIds) : t;
    return format("en", endIds.size ? withoutIds(shown, endIds) : shown);
  };
  return told.flatMap((t, i) => statements(said(t, i)));
}

/** The id of a game's last logged event (0: none). */
export async function lastEventId(app: TestApp): Promise<number> {
  return (await app.db.prisma.gameEvent.aggregate({ _max: { id: true } }))._max.id ?? 0;
}

/** Sends mails and keeps the log of steps. */
export class MailLog<S> {
  readonly steps: Step<S>[] = [];
  gameId = "";
  constructor(readonly app: TestApp) {}

  async send(from: string, body: string, opts: { subject?: string; to?: string } = {}): Promise<Step<S>> {
    const before = await this.app.lastOutboxId();
    const event = await lastEventId(this.app);
    const reply = await this.app.send(from, body, opts);
    const rows = await this.app.mailsSince(before);
    const g = this.gameId ? await this.app.db.prisma.game.findUnique({ where: { id: this.gameId } }) : null;
    const told = this.gameId ? await toldSince(this.app, this.gameId, event) : [];
    const step: Step<S> = { from, body, reply, rows, state: (g?.state ?? null) as S | null, status: g?.status ?? null, told };
    this.steps.push(step);
    return step;
  }

  /** Sends as a player, authenticated by a PASSWORD line, game lines after `GAME <id>`. */
  async as(p: Player, lines: string): Promise<Step<S>> {
    return this.send(p.email, `PASSWORD ${p.password}\nGAME ${this.gameId}\n${lines}`);
  }

  /**
   * Sends as a player the way a mail client replies: to the reply address of their last game mail,
   * "Re:" its subject, the lines on top and Herald's mail quoted below them (it is full of command
   * words — "Your move: KEEP <dice>" — that must not run).
   */
  async reply(p: Player, lines: string): Promise<Step<S>> {
    const last = (await this.app.mails(p.email)).filter((m) => m.gameId === this.gameId && m.replyTo).at(-1);
    if (!last) throw new Error(`no game mail to ${p.email} to reply to`);
    const quoted = last.body
      .split("\n")
      .map((l) => `> ${l}`)
      .join("\n");
    const body = `${lines}\n\nOn Sun, 29 Nov 2026 at 12:00, Herald <${this.app.config.MAIL_FROM}> wrote:\n${quoted}\n`;
    return this.send(p.email, body, { to: last.replyTo!, subject: `Re: ${last.subject}` });
  }
}

/**
 * What each reader got about a game from one mail: the news mails, and the reply to the sender, which
 * carries the sender's own news (docs/protocol-spec.md: the reply lists each line, followed by what the commands
 * changed). One mail per reader.
 */
export function gameMails<S>(step: Step<S>, gameId: string): Outbox[] {
  return step.rows.filter((r) => r.gameId === gameId && (!r.kind.startsWith("reply") || r.toAddress === step.from));
}

/** The parts of a news mail: public news, and the private section addressed to the reader only. */
export function sections(body: string): { public: string; private: string } {
  const at = body.indexOf("Private — for you only:");
  return at < 0 ? { public: body, private: "" } : { public: body.slice(0, at), private: body.slice(at) };
}

/** The command lines a reply echoes ("> LINE"), in order. */
export function echoed(reply: string): string[] {
  return [...reply.matchAll(/^> (.*)$/gm)].map((m) => m[1]);
}

/** Every reply line of a command mail is OK (no ERROR). */
export function allOk(reply: string): boolean {
  return /^OK/m.test(reply) && !/^ERROR/m.test(reply);
}

/**
 * The lines of a mail that state something (as src/service/notices.ts counts them: eight characters
 * or more with a letter, not a heading), each trimmed: what a mail must say once. A mail's body is
 * read with the outbox's soft line breaks joined (tests/helpers/app.ts StoredMail; checkOnce).
 */
export function statements(body: string): string[] {
  return body
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length >= 8 && /\p{L}/u.test(l) && !l.endsWith(":"));
}

/**
 * The lines of a mail wider than a 78-column reader (counted in code points) that are not a table, a
 * quoted or indented block or one unbreakable token: prose the outbox should have wrapped.
 */
export function tooWide(body: string): string[] {
  return body.split("\n").filter((l) => {
    if ([...l].length <= MAIL_WIDTH) return false;
    const text = l.replace(/^\s*(?:[-*•]|\d+[.)]) /, "");
    const table = /^\s|^>/.test(text) || /\S {2,}\S/.test(text) || /[\u2500-\u259f|\t]/.test(l);
    return !table && text.trim().includes(" ");
  });
}

/** How many times each line is in a list. */
export function counts(lines: string[]): Map<string, number> {
  const n = new Map<string, number>();
  for (const l of lines) n.set(l, (n.get(l) ?? 0) + 1);
  return n;
}

/**
 * The statements of a mail that it makes more than once, beyond the events it gathers (`told`: each
 * event is said as often as it happened — two "Ann sets aside 4." in one turn are two events).
 */
export function repeated(body: string, told: string[] = []): string[] {
  const events = counts(told);
  // the reply's echo of the sender's own lines ("> KEEP 6" twice) is theirs, not a fact said twice
  const said = counts(statements(body).filter((x) => !x.startsWith("> ")));
  return [...said].filter(([l, n]) => n > Math.max(1, events.get(l) ?? 0)).map(([l]) => l);
}

/**
 * Facts a mail said twice in other words (the list of issue "mail a player can play from"): the
 * reader's deadline in "Waiting for: Ann (deadline …)" and again as "Deadline: …"; who is awaited as
 * "Awaiting Dee" beside "Waiting for: Dee"; the current roll as an event and again as "Roll: …"; "You
 * are Ann (seat 1)" privately in a game that keeps nothing private (`secrets` false); the late notice
 * to the player and the public one; a Killer's new target or KS as the kill's event and again in the
 * view; the end (checkOnce's `end`).
 */
export function saidTwiceInOtherWords(body: string, reader: string, opts: { secrets?: boolean } = {}): string[] {
  const out: string[] = [];
  const { public: pub, private: priv } = sections(body);
  const name = reader.charAt(0).toUpperCase() + reader.slice(1).split("@")[0];
  const waiting = /^Waiting for: (.*)$/m.exec(body)?.[1] ?? "";
  const own = new RegExp(`\\b${name} \\(deadline ([^,)]+)`).exec(waiting)?.[1];
  const privateDue = /^Deadline: ([^(]+?) \(/m.exec(priv)?.[1];
  if (own && privateDue && own.trim() === privateDue.trim()) out.push(`the deadline twice: ${own}`);
  for (const a of body.matchAll(/^Awaiting ([^:]+):/gm))
    if (waiting.split(/, | and /).some((w) => w.replace(/ \(.*$/, "") === a[1]))
      out.push(`Awaiting ${a[1]} and Waiting for: ${a[1]}`);
  for (const r of body.matchAll(/^.*\bRoll: ([1-6](?: [1-6])*)\.$/gm))
    if (new RegExp(`rolls ${r[1]}\\b`).test(pub)) out.push(`the roll ${r[1]} twice`);
  if (opts.secrets === false && /^You are .* \(seat \d+\)\.$/m.test(priv))
    out.push("'You are … (seat n)' in a game without secrets");
  if (/did not move in time/.test(body) && /The deadline of your move/.test(body)) out.push("the late notice in two wordings");
  const newTarget = /Your new target: (.+)\./.exec(body)?.[1];
  if (newTarget && body.includes(`Your target: ${newTarget}`)) out.push(`the new target twice: ${newTarget}`);
  const ks = /KS [^.]*\(now ([\d,.-]+)\)/.exec(body)?.[1];
  if (ks && body.includes(`Your KS: ${ks}`)) out.push(`the KS twice: ${ks}`);
  return out;
}

/**
 * The lines of the state (`state`: a game's views at any step, without their notes of what happened)
 * a mail says more than once: a mail that gathers several steps shows the state once, as it is when
 * sent (issue "mail a player can play from", scope 2), whatever the events it keeps.
 */
export function stateSaidTwice(body: string, state: ReadonlySet<string>): string[] {
  return [...counts(statements(body).filter((l) => state.has(l)))].filter(([, n]) => n > 1).map(([l]) => `the state twice: ${l}`);
}

/** The events (`told` statements) a mail leaves out or says fewer times than they happened. */
export function dropped(body: string, told: string[]): string[] {
  const said = counts(statements(body));
  return [...counts(told)].filter(([l, n]) => (said.get(l) ?? 0) < n).map(([l]) => l);
}

/** Whether every statement of `text` (a view, an instruction) is in the mail, in any of its sections. */
export function saysAll(body: string, text: string): boolean {
  const said = new Set(statements(body));
  return statements(text).every((l) => said.has(l));
}

/**
 * What a reader must do now, as the private section says it: the game's instruction, its first letter
 * capitalised (src/service/games.ts, toDo).
 */
export function instruction(whats: string[]): string {
  const text = whats.join("; ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The checks of every mail of a game (each fact once): no statement twice; a seated reader's private
 * section says what the engine's pending() asks of them after the mail's last line, and no instruction
 * of theirs that is no longer asked (`asked`: every instruction seen so far, by seat); the end, once;
 * no prose line wider than 78 columns (tooWide).
 */
export function checkOnce(
  /** `stored`: the text as sent, wrapped (tests/helpers/app.ts StoredMail); `body` read back joined */
  mail: { body: string; toAddress: string; stored?: string },
  seat: number | undefined,
  now: string[],
  asked: Map<number, Set<string>>,
  end: string | null,
  /** the statements of the events the mail gathers (Step.told): each said as often as it happened */
  told: string[] = [],
  /** `secrets: false`: a game that keeps nothing private (Trente) */
  opts: { secrets?: boolean } = {},
): string[] {
  const problems: string[] = [];
  const wide = tooWide(mail.stored ?? mail.body);
  if (wide.length) problems.push(`wider than ${MAIL_WIDTH} columns: ${wide.join(" | ")}`);
  mail = { ...mail, body: unwrap(mail.body) };
  const rep = repeated(mail.body, told);
  if (rep.length) problems.push(`said twice: ${rep.join(" | ")}`);
  const lost = dropped(mail.body, told);
  if (lost.length) problems.push(`events left out: ${lost.join(" | ")}`);
  for (const twice of saidTwiceInOtherWords(mail.body, mail.toAddress, opts)) problems.push(`said twice: ${twice}`);
  if (seat !== undefined) {
    const priv = sections(mail.body).private;
    const mine = new Set(statements(priv));
    const want = now.length ? instruction(now) : null;
    if (want && !statements(want).every((l) => mine.has(l))) problems.push(`missing instruction: ${want}`);
    const seen = asked.get(seat) ?? new Set<string>();
    if (want) seen.add(want);
    asked.set(seat, seen);
    for (const old of seen)
      if (old !== want && statements(old).every((l) => mine.has(l))) problems.push(`stale instruction: ${old}`);
  }
  if (end !== null) {
    const n = statements(mail.body).filter((l) => l.includes(end)).length;
    if (n !== 1) problems.push(`the end said ${n} times: ${end}`);
  }
  return problems.map((p) => `${mail.toAddress}: ${p}`);
}
