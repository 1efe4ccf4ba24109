// Collects the mails caused by the commands of one inbound mail (or one job), then writes them to the
// outbox as at most one mail per recipient and game: public news first, then what is private to that
// reader. What is kept is what is said — messages (Said), an engine's Words, or a view to lay out —
// never a sentence: `drain` renders each mail in its recipient's language (Recipient.lang, decided by
// src/i18n/language.ts), so one announcement reaches each reader in theirs.
// A reader who chose DELIVERY turn or digest (src/commands/delivery.ts) has the news that asks nothing
// of them held in the database instead (drain), and gets it with the next mail that asks them to act,
// or in their digest.
import { queueMails, type OutgoingMail, type Sending } from "../outbox/outbox.ts";
import { effectiveDelivery, heldCounts, holdNews, takeHeld, type HeldParts } from "./held.ts";
import type { Work } from "../db/work.ts";
import { format } from "../i18n/format.ts";
import { isMsg, m, type Lang, type Said } from "../i18n/msg.ts";
import type { Gender } from "../i18n/msg.ts";

export interface Recipient {
  accountId: number;
  email: string;
  /** the language this reader gets this game's mail in */
  lang: Lang;
  /**
   * the reader's stated grammatical gender (src/i18n/gender.ts): a line that speaks to the reader
   * agrees with it through a `{reader, select, …}` ("pour toi seule"); none stated reads neutral
   */
  gender?: Gender;
  /** the reader's DELIVERY setting and its per-game overrides (Account.delivery, deliveryGames); none = every */
  delivery?: string;
  deliveryGames?: Record<string, string>;
}

/**
 * One part of a mail: what is said (a message, or a plain string that is not Herald's to translate),
 * or a function laying something out in the reader's language (an engine view: `lang =>
 * engine.render(view, translator(lang))`).
 */
export type Part = Said | string | ((lang: Lang) => string);

/**
 * A public event that shows the table after its step (GameEngine.stateIds): `step` whole, `brief`
 * without the table (what happened only). A mail says the last step of its public news whole and every
 * earlier one brief, so a mail that gathers several steps (held news, several moves) keeps every event
 * in order and shows the state once, as it is when sent. Held, both are kept laid out (strings).
 */
export interface Step {
  step: Part;
  brief: Part;
}

/** A part of a mail's public news: said as it is, or a step (Step). */
export type NewsPart = Part | Step;

export const isStep = (x: unknown): x is Step => typeof x === "object" && x !== null && "step" in x && "brief" in x;

/** A public news part laid out in `lang` (a step whole or brief). */
function renderNews(lang: Lang, part: NewsPart, whole: boolean): string {
  if (!isStep(part)) return renderPart(lang, part);
  // the lines left out (a brief's table, the end's own words: GameEngine.endIds) leave blank ones
  return (whole ? renderPart(lang, part.step) : renderPart(lang, part.brief)).replace(/\n{3,}/g, "\n\n").trim();
}

/** The public news of a mail laid out: every step brief but the last, which is whole (Step). */
function renderPublic(lang: Lang, parts: readonly NewsPart[]): string[] {
  let last = parts.length - 1;
  while (last >= 0 && !isStep(parts[last])) last--;
  return parts.map((x, i) => renderNews(lang, x, i === last)).filter((t) => t.trim());
}

interface Slot {
  to: Recipient;
  gameId: string | null;
  subject: Part;
  publicParts: NewsPart[];
  privateParts: Part[];
  adminParts: Part[];
  /**
   * public state this mail shows as it is when sent (the final table of a game that ended): said after
   * the events, without what they said (once); never held, as the mail that carries it goes at once
   */
  publicState: Part[];
  /** files attached to this mail: a game's stored files by digest */
  files: string[];
  /** held news in it changed the reader's own view: the mail's situation lays it out */
  viewed?: boolean;
  /** whether this mail ends with the reader's situation in its game (Situation) */
  situation: boolean;
  /** it asks the reader to act (a reminder, a late notice, the end of the game): never held */
  now: boolean;
}

/**
 * A reader's situation in a game as it stands after everything a mail (or job) did: what everyone is
 * told of who is awaited, and what is the reader's own (their private view, what they must do now and
 * by when). Announcing a change replaces the game's situation, so a mail of several moves says it once,
 * computed after its last line (never a stale "your move" from its first).
 */
export type Situation = (
  accountId: number,
  /** lay out the reader's own view even when this change did not touch it (held news did) */
  withView?: boolean,
) => {
  publicParts: Part[];
  privateParts: Part[];
  /** the reader is asked to act */
  awaited?: boolean;
  /** this change touched the reader's own view, and it holds what only they may know (a hand, a target) */
  secretChanged?: boolean;
  /**
   * a reader without a seat (an observer): the game's number of seats, its round. Never awaited, an
   * observer who chose DELIVERY TURN is mailed once a round: with the news of as many changes (route)
   */
  round?: number;
};

export function renderPart(lang: Lang, part: Part): string {
  return typeof part === "function" ? part(lang) : format(lang, part);
}

/**
 * Whether a line states something (a sentence, a table row) rather than laying out (a blank line, a
 * rule of dashes, a lone card, a heading such as "Final state:"): what a mail says once. A part left
 * with headings only goes (once).
 */
function says(line: string): boolean {
  const t = line.trim();
  return t.length >= 8 && /\p{L}/u.test(t) && !t.endsWith(":");
}

/**
 * Each fact once, decided on what the parts are, not on their words. Every event a mail gathers is said,
 * in order, however often its words recur: a whole Trente turn in one mail sets aside 4 twice, a digest
 * keeps every step. What leaves out what the mail already said is state (`state`: the final table, the
 * reader's situation — their view, who is awaited): a line of it that an event or an earlier line of
 * state stated goes (a private view repeating the public table, the final table after the last move's).
 * A paragraph of state whose first statement is new is a new fact and stays whole: a new report (its
 * title, then its rows) never loses a row an older table also had. A part of state left with nothing of
 * its own is dropped whole.
 */
function once(events: string[][], state: string[][]): string[][] {
  const seen = new Set<string>();
  for (const parts of events) for (const text of parts) for (const l of text.split("\n")) if (says(l)) seen.add(l.trim());
  const paragraph = (text: string): string[] => {
    const lines = text.split("\n");
    const first = lines.find(says)?.trim();
    if (first !== undefined && !seen.has(first)) {
      for (const l of lines) if (says(l)) seen.add(l.trim());
      return lines;
    }
    return lines.filter((line) => {
      if (!says(line)) return true;
      const key = line.trim();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };
  return state.map((parts) =>
    parts.flatMap((text) => {
      const lines = text.split("\n");
      const kept = text.split(/\n[ \t]*\n/).flatMap((para) => [...paragraph(para), ""]);
      // a part whose every statement was said before goes; one that never stated anything stays
      if (lines.some(says) && !kept.some(says)) return [];
      return [
        kept
          .join("\n")
          .replace(/\n{3,}/g, "\n\n")
          .trim(),
      ];
    }),
  );
}

/**
 * One reader's mail about one game: public news first, then what is for the administrators, then for
 * them only; every event in order, then the state (the game's final table, the reader's situation),
 * without what the mail already said (`once`).
 */
function sections(p: Slot, lang: Lang, now: ReturnType<Situation>): string {
  const render = (parts: Part[]) => parts.map((x) => renderPart(lang, x)).filter((t) => t.trim());
  const events = [renderPublic(lang, p.publicParts), render(p.adminParts), render(p.privateParts)];
  const [nowPub, nowPriv] = once(events, [render([...p.publicState, ...now.publicParts]), render(now.privateParts)]);
  const [pub, admin, priv] = [[...events[0], ...nowPub], events[1], [...events[2], ...nowPriv]];
  const out: string[] = [];
  if (pub.length) out.push(pub.join("\n\n"));
  if (admin.length) out.push(format(lang, m("core.mail.forAdmin")) + "\n" + admin.join("\n\n"));
  if (priv.length) out.push(format(lang, m("core.mail.forYouOnly", { reader: p.to.gender ?? "n" })) + "\n" + priv.join("\n\n"));
  return out.join("\n\n") + "\n";
}

/**
 * The subject of a mail that asks its reader to act says so ("[trente-2] Trente — your turn"), apart
 * from the news that asks nothing; any other subject (a reminder's, a late notice's) is its own.
 */
function asking(subject: Part): Part {
  return isMsg(subject) && (subject.id === "core.subject.news" || subject.id === "core.subject.digest")
    ? m("core.subject.yourTurn", subject.p)
    : subject;
}

export class Notices {
  private byKey = new Map<string, Slot>();
  /** each game's situation after the last change announced (Situation) */
  private situations = new Map<string, Situation>();

  private slot(to: Recipient, gameId: string | null, subject: Part): Slot {
    const key = `${to.accountId}|${gameId ?? ""}`;
    let p = this.byKey.get(key);
    if (!p) {
      p = {
        to,
        gameId,
        subject,
        publicParts: [],
        privateParts: [],
        adminParts: [],
        publicState: [],
        files: [],
        situation: false,
        now: false,
      };
      this.byKey.set(key, p);
    }
    return p;
  }

  addPublic(to: Recipient, gameId: string | null, subject: Part, part: NewsPart): void {
    this.slot(to, gameId, subject).publicParts.push(part);
  }

  /** Public state as it stands when the mail goes (Slot.publicState): a later part replaces an earlier one. */
  addPublicState(to: Recipient, gameId: string, subject: Part, part: Part): void {
    this.slot(to, gameId, subject).publicState = [part];
  }

  addPrivate(to: Recipient, gameId: string | null, subject: Part, part: Part): void {
    this.slot(to, gameId, subject).privateParts.push(part);
  }

  addAdmin(to: Recipient, gameId: string | null, subject: Part, part: Part): void {
    this.slot(to, gameId, subject).adminParts.push(part);
  }

  /** The game's situation from now on (a later change replaces it: what a mail ends with is the last). */
  setSituation(gameId: string, situation: Situation): void {
    this.situations.set(gameId, situation);
  }

  /** Whether a change of the game already set its situation in this buffer. */
  hasSituation(gameId: string): boolean {
    return this.situations.has(gameId);
  }

  /** This reader's mail about the game ends with their situation in it. */
  tellSituation(to: Recipient, gameId: string, subject: Part): void {
    this.slot(to, gameId, subject).situation = true;
  }

  /** This reader's mail about the game asks them to act: it goes at once, whatever their DELIVERY. */
  sendNow(to: Recipient, gameId: string, subject: Part): void {
    this.slot(to, gameId, subject).now = true;
  }

  /** News held for this reader (delivery.ts), put before anything else this mail says to them. */
  addHeld(to: Recipient, gameId: string, subject: Part, held: HeldParts[]): void {
    const s = this.slot(to, gameId, subject);
    for (const h of [...held].reverse()) {
      s.publicParts.unshift(...h.publicParts);
      s.adminParts.unshift(...h.adminParts);
      s.privateParts.unshift(...h.privateParts);
      for (const f of h.files) if (!s.files.includes(f)) s.files.push(f);
      s.viewed ||= h.viewed;
    }
  }

  /** A private part with one of the game's stored files attached (its SHA-256). */
  addFile(to: Recipient, gameId: string, subject: Part, part: Part, sha256: string): void {
    const s = this.slot(to, gameId, subject);
    s.privateParts.push(part);
    if (!s.files.includes(sha256)) s.files.push(sha256);
  }

  /** Moves everything from `other` into this buffer (a command succeeded). */
  absorb(other: Notices): void {
    for (const p of other.byKey.values()) {
      const s = this.slot(p.to, p.gameId, p.subject);
      s.publicParts.push(...p.publicParts);
      s.privateParts.push(...p.privateParts);
      s.adminParts.push(...p.adminParts);
      if (p.publicState.length) s.publicState = p.publicState;
      for (const f of p.files) if (!s.files.includes(f)) s.files.push(f);
      s.situation ||= p.situation;
      s.now ||= p.now;
      s.viewed ||= p.viewed;
    }
    for (const [gameId, situation] of other.situations) this.situations.set(gameId, situation);
  }

  /** What a reader's mail ends with: their situation in its game, when the mail is to say it. */
  private situationOf(p: Slot): ReturnType<Situation> {
    const situation = p.situation && p.gameId ? this.situations.get(p.gameId) : undefined;
    return situation ? situation(p.to.accountId, p.viewed) : { publicParts: [], privateParts: [] };
  }

  /**
   * Takes out the mails of readers who hold this game's news (DELIVERY turn or digest) and do not have
   * to act on it nor anything of their own to learn: their news is written to HeldNews, laid out in their language (delivery.ts). A mail
   * that asks its reader to act takes the news held for them first, so nothing waits behind it.
   */
  private async route(work: Work, now: Date): Promise<void> {
    const hold: Slot[] = [];
    const take: Slot[] = [];
    const rounds: Array<{ p: Slot; round: number }> = [];
    for (const p of this.byKey.values()) {
      if (!p.gameId || effectiveDelivery(p.to, p.gameId) === "every") continue;
      // what only this reader may know goes at once too: a private event (a target at START, a new one
      // after a kill), or their own secret view changed outside their turn (a hand dealt, a death). Held
      // until "your turn", it might never come: a Killer player is never awaited.
      const own = this.situationOf(p);
      const at = p.now || own.awaited || own.secretChanged || p.privateParts.length > 0 || p.publicState.length > 0;
      // an observer is never awaited: on TURN, one mail a round (Situation.round), not the game in one
      if (!at && own.round && effectiveDelivery(p.to, p.gameId) === "turn") rounds.push({ p, round: own.round });
      else (at ? take : hold).push(p);
    }
    if (rounds.length) {
      const held = await heldCounts(
        work,
        rounds.map(({ p }) => ({ accountId: p.to.accountId, gameId: p.gameId! })),
      );
      for (const { p, round } of rounds) ((held.get(`${p.to.accountId}|${p.gameId}`) ?? 0) + 1 >= round ? take : hold).push(p);
    }
    if (take.length) {
      const held = await takeHeld(
        work,
        take.map((p) => ({ accountId: p.to.accountId, gameId: p.gameId! })),
      );
      for (const p of take) {
        const mine = held.get(`${p.to.accountId}|${p.gameId}`);
        if (mine?.length) this.addHeld(p.to, p.gameId!, p.subject, mine);
      }
    }
    if (!hold.length) return;
    holdNews(
      work,
      hold.map((p) => {
        const render = (parts: Part[]) => parts.map((x) => renderPart(p.to.lang, x)).filter((t) => t.trim());
        this.byKey.delete(`${p.to.accountId}|${p.gameId}`);
        return {
          to: p.to,
          gameId: p.gameId!,
          // a step keeps both its layouts: whether it is said whole depends on what the sending mail gathers
          publicParts: p.publicParts
            .map((x) =>
              isStep(x)
                ? { step: renderPart(p.to.lang, x.step), brief: renderPart(p.to.lang, x.brief) }
                : renderPart(p.to.lang, x),
            )
            .filter((x) => typeof x !== "string" || x.trim()),
          adminParts: render(p.adminParts),
          privateParts: render(p.privateParts),
          files: p.files,
          // the situation is not kept (it is the sending mail's, computed then), only whether it showed the
          // reader's own view
          viewed: !!p.viewed || this.situationOf(p).privateParts.length > 0,
        };
      }),
      now,
    );
  }

  get size(): number {
    return this.byKey.size;
  }

  /**
   * Takes out what this buffer holds for one reader about one game, laid out in `lang` as drain() would
   * ("" when nothing): the news of a mail's own commands for its sender, which the reply carries
   * (docs/protocol-spec.md: the reply lists each line, "followed by what the commands changed").
   */
  takeFor(accountId: number, gameId: string, lang: Lang): string {
    const key = `${accountId}|${gameId}`;
    const p = this.byKey.get(key);
    // a mail with a file goes on its own (the reply carries no attachment)
    if (!p || p.files.length) return "";
    this.byKey.delete(key);
    return sections(p, lang, this.situationOf(p));
  }

  /**
   * The buffered mails, in order, each in its recipient's language, ready for the outbox, the news of
   * readers who hold it written to HeldNews instead (route); the buffer is emptied.
   */
  async drain(work: Work, thread: { inboundId: number | null }, now: Date): Promise<OutgoingMail[]> {
    await this.route(work, now);
    const out: OutgoingMail[] = [];
    for (const p of this.byKey.values()) {
      const lang = p.to.lang;
      const now = this.situationOf(p);
      const kind = p.privateParts.length || now.privateParts.length ? "private" : p.adminParts.length ? "admin" : "public";
      out.push({
        to: p.to.email,
        accountId: p.to.accountId,
        gameId: p.gameId,
        kind,
        subject: renderPart(lang, now.awaited ? asking(p.subject) : p.subject),
        body: sections(p, lang, now),
        // news is not a reply: it carries no References, since the Message-IDs of the mail that caused it
        // would tell every reader who sent it (who answered a hidden question). Only the reply is threaded.
        references: [],
        inboundId: thread.inboundId,
        autoSubmitted: "auto-generated",
        attachments: p.gameId && p.files.length ? p.files.map((sha256) => ({ gameId: p.gameId!, sha256 })) : undefined,
        // the reader's language, for the outbox's footer (OutgoingMail.lang on the mail side; spread so
        // that this compiles before and after that field lands)
        lang,
      });
    }
    this.byKey.clear();
    this.situations.clear();
    return out;
  }

  async flush(
    work: Work,
    sending: string | Sending,
    thread: { inboundId: number | null; references: string[] },
    now: Date,
  ): Promise<void> {
    queueMails(work, sending, await this.drain(work, thread, now));
  }
}
