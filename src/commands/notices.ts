// Collects the mails caused by the commands of one inbound mail (or one job), then writes them to the
// outbox as at most one mail per recipient and game: public news first, then what is private to that
// reader. What is kept is what is said — messages (Said), an engine's Words, or a view to lay out —
// never a sentence: `drain` renders each mail in its recipient's language (Recipient.lang, decided by
// src/i18n/language.ts), so one announcement reaches each reader in theirs.
import { queueMails, type OutgoingMail, type Sending } from "../outbox/outbox.ts";
import type { Work } from "../db/work.ts";
import { format } from "../i18n/format.ts";
import { m, type Lang, type Said } from "../i18n/msg.ts";

export interface Recipient {
  accountId: number;
  email: string;
  /** the language this reader gets this game's mail in */
  lang: Lang;
}

/**
 * One part of a mail: what is said (a message, or a plain string that is not Herald's to translate),
 * or a function laying something out in the reader's language (an engine view: `lang =>
 * engine.render(view, translator(lang))`).
 */
export type Part = Said | string | ((lang: Lang) => string);

interface Slot {
  to: Recipient;
  gameId: string | null;
  subject: Part;
  publicParts: Part[];
  privateParts: Part[];
  adminParts: Part[];
  /** files attached to this mail: a game's stored files by digest */
  files: string[];
}

export function renderPart(lang: Lang, part: Part): string {
  return typeof part === "function" ? part(lang) : format(lang, part);
}

/** One reader's mail about one game: public news first, then what is for the administrators, then for them only. */
function sections(p: Slot, lang: Lang): string {
  const join = (parts: Part[]) => parts.map((x) => renderPart(lang, x)).join("\n\n");
  const out: string[] = [];
  if (p.publicParts.length) out.push(join(p.publicParts));
  if (p.adminParts.length) out.push(format(lang, m("core.mail.forAdmin")) + "\n" + join(p.adminParts));
  if (p.privateParts.length) out.push(format(lang, m("core.mail.forYouOnly")) + "\n" + join(p.privateParts));
  return out.join("\n\n") + "\n";
}

export class Notices {
  private byKey = new Map<string, Slot>();

  private slot(to: Recipient, gameId: string | null, subject: Part): Slot {
    const key = `${to.accountId}|${gameId ?? ""}`;
    let p = this.byKey.get(key);
    if (!p) {
      p = { to, gameId, subject, publicParts: [], privateParts: [], adminParts: [], files: [] };
      this.byKey.set(key, p);
    }
    return p;
  }

  addPublic(to: Recipient, gameId: string | null, subject: Part, part: Part): void {
    this.slot(to, gameId, subject).publicParts.push(part);
  }

  addPrivate(to: Recipient, gameId: string | null, subject: Part, part: Part): void {
    this.slot(to, gameId, subject).privateParts.push(part);
  }

  addAdmin(to: Recipient, gameId: string | null, subject: Part, part: Part): void {
    this.slot(to, gameId, subject).adminParts.push(part);
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
      for (const f of p.files) if (!s.files.includes(f)) s.files.push(f);
    }
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
    return sections(p, lang);
  }

  /** The buffered mails, in order, each in its recipient's language, ready for the outbox; the buffer is emptied. */
  drain(thread: { inboundId: number | null }): OutgoingMail[] {
    const out: OutgoingMail[] = [];
    for (const p of this.byKey.values()) {
      const lang = p.to.lang;
      const kind = p.privateParts.length ? "private" : p.adminParts.length ? "admin" : "public";
      out.push({
        to: p.to.email,
        accountId: p.to.accountId,
        gameId: p.gameId,
        kind,
        subject: renderPart(lang, p.subject),
        body: sections(p, lang),
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
    return out;
  }

  flush(work: Work, sending: string | Sending, thread: { inboundId: number | null; references: string[] }): void {
    queueMails(work, sending, this.drain(thread));
  }
}
