// Shared helpers for the mail-driven game tests: players with passwords, sending one mail as a player
// and recording what it caused (the reply, every outbox row it queued, the game's state after it), so
// a test can check every mail of a game against the secrets as they stood when it was sent.
import type { TestApp } from "../helpers/app.ts";
import type { Outbox } from "../../src/generated/prisma/client.ts";

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
}

/** Sends mails and keeps the log of steps. */
export class MailLog<S> {
  readonly steps: Step<S>[] = [];
  gameId = "";
  constructor(readonly app: TestApp) {}

  async send(from: string, body: string, opts: { subject?: string; to?: string } = {}): Promise<Step<S>> {
    const before = await this.app.lastOutboxId();
    const reply = await this.app.send(from, body, opts);
    const rows = await this.app.mailsSince(before);
    const g = this.gameId ? await this.app.db.prisma.game.findUnique({ where: { id: this.gameId } }) : null;
    const step: Step<S> = { from, body, reply, rows, state: (g?.state ?? null) as S | null, status: g?.status ?? null };
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
