// Collects the mails caused by the commands of one inbound mail, then writes them to the outbox as
// at most one mail per recipient and game: public news first, then what is private to that reader.
import type { Tx } from "../db/client.ts";
import { queueMails, type OutgoingMail } from "../outbox/outbox.ts";

interface Recipient {
  accountId: number;
  email: string;
}

interface Pending {
  to: Recipient;
  gameId: string | null;
  subject: string;
  publicParts: string[];
  privateParts: string[];
  adminParts: string[];
}

export class Notices {
  private byKey = new Map<string, Pending>();

  private slot(to: Recipient, gameId: string | null, subject: string): Pending {
    const key = `${to.accountId}|${gameId ?? ""}`;
    let p = this.byKey.get(key);
    if (!p) {
      p = { to, gameId, subject, publicParts: [], privateParts: [], adminParts: [] };
      this.byKey.set(key, p);
    }
    return p;
  }

  addPublic(to: Recipient, gameId: string | null, subject: string, text: string): void {
    this.slot(to, gameId, subject).publicParts.push(text);
  }

  addPrivate(to: Recipient, gameId: string | null, subject: string, text: string): void {
    this.slot(to, gameId, subject).privateParts.push(text);
  }

  addAdmin(to: Recipient, gameId: string | null, subject: string, text: string): void {
    this.slot(to, gameId, subject).adminParts.push(text);
  }

  /** Moves everything from `other` into this buffer (a command succeeded). */
  absorb(other: Notices): void {
    for (const p of other.byKey.values()) {
      const s = this.slot(p.to, p.gameId, p.subject);
      s.publicParts.push(...p.publicParts);
      s.privateParts.push(...p.privateParts);
      s.adminParts.push(...p.adminParts);
    }
  }

  get size(): number {
    return this.byKey.size;
  }

  /** The buffered mails, in order, ready for the outbox; the buffer is emptied. */
  drain(thread: { inboundId: number | null }): OutgoingMail[] {
    const out: OutgoingMail[] = [];
    for (const p of this.byKey.values()) {
      const sections: string[] = [];
      if (p.publicParts.length) sections.push(p.publicParts.join("\n\n"));
      if (p.adminParts.length) sections.push("For the host / administrator:\n" + p.adminParts.join("\n\n"));
      if (p.privateParts.length) sections.push("Private — for you only:\n" + p.privateParts.join("\n\n"));
      const kind = p.privateParts.length ? "private" : p.adminParts.length ? "admin" : "public";
      out.push({
        to: p.to.email,
        accountId: p.to.accountId,
        gameId: p.gameId,
        kind,
        subject: p.subject,
        body: sections.join("\n\n") + "\n",
        // news is not a reply: it carries no References, since the Message-IDs of the mail that caused it
        // would tell every reader who sent it (who answered a hidden question). Only the reply is threaded.
        references: [],
        inboundId: thread.inboundId,
        autoSubmitted: "auto-generated",
      });
    }
    this.byKey.clear();
    return out;
  }

  async flush(tx: Tx, serviceAddress: string, thread: { inboundId: number | null; references: string[] }): Promise<void> {
    await queueMails(tx, serviceAddress, this.drain(thread));
  }
}
