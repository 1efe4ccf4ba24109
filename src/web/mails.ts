// Stored mail through the gate: every inbound mail and every outbox row (Herald's replies and news) that a
// web route shows is read here, and nowhere else in src/web (scripts/check-layers.mjs fails the lint
// otherwise), and every stored text leaves through one mask (shown): passwords, page links and the
// path of every web address (a webhook's path is its credential) — for every reader, on every page.
//
// Whose mail a reader gets (docs/roles.md, "The gate"):
// - their own mails, always;
// - a site administrator who holds a seat is a player: no mail of a game they play but their own, and no
//   mail at all to or from their co-players (a mail cannot always be tied to one game);
// - another person's mail that speaks of a game (its own, or any game id in its text: a reply is not
//   always tagged with the game it shows) is that person's private view of it: lists show its head, never
//   its body; opening it (/outbox/<id>) is the gate's read-secrets of each game it speaks of — a REVEAL
//   entry in the game's log and a witness row first, so that whoever read it never takes a seat there;
// - a result box (`?reply=` after a form) shows a reply only where its reader could open that mail
//   without a trace: their own, or one that speaks of no game; a reader's page (/p/<key>) only the replies to lines
//   sent from that very page, about its game.
import type { App } from "../app.ts";
import type { Account, InboundMessage, Outbox } from "../generated/prisma/client.ts";
import { maskSecrets, redactedSource } from "../mail/redact.ts";
import { headerText } from "../mail/header-text.ts";
import { decide } from "../service/gate.ts";
import { relationsIn, traceRead } from "./data.ts";
import { gameIdsIn } from "../lib/game-id.ts";
import type { Games } from "../games/registry.ts";

/** The dashboard's or the API's reader of mail: an administrator, or a token's account. */
export interface MailReader {
  id: number;
  email: string;
  isAdmin: boolean;
}

/** Any stored mail text as a page may show it (the one mask). */
export const shown = (text: string): string => maskSecrets(text);

/**
 * The mails a reader may not see at all, as a Prisma `where` to AND in: for a reader who holds (or held)
 * a seat, the mails of those games that are not theirs, and every mail to their co-players.
 */
async function outboxHidden(app: App, reader: MailReader): Promise<object> {
  const seats = await app.db.prisma.seat.findMany({ where: { accountId: reader.id }, select: { gameId: true } });
  const games = [...new Set(seats.map((s) => s.gameId))];
  if (!games.length) return {};
  const others = await app.db.prisma.seat.findMany({
    where: { gameId: { in: games }, accountId: { not: reader.id } },
    select: { accountId: true, account: { select: { email: true } } },
  });
  const ids = [...new Set(others.map((o) => o.accountId))];
  const emails = [...new Set(others.map((o) => o.account.email))];
  // spelt without NOT: SQL's NOT (NULL IN …) is NULL, which would hide every mail of no game or account
  const own = { toAddress: reader.email };
  return {
    AND: [
      { OR: [{ gameId: null }, { gameId: { notIn: games } }, own] },
      { OR: [own, { AND: [{ OR: [{ accountId: null }, { accountId: { notIn: ids } }] }, { toAddress: { notIn: emails } }] }] },
    ],
  };
}

/**
 * Inbound mail a reader may not see: for a reader who plays, every mail of their co-players (all of
 * theirs, as above). A Prisma `where` to AND in.
 */
async function inboundHidden(app: App, reader: { id: number }): Promise<object> {
  const seats = await app.db.prisma.seat.findMany({ where: { accountId: reader.id }, select: { gameId: true } });
  const games = [...new Set(seats.map((s) => s.gameId))];
  if (!games.length) return {};
  const others = await app.db.prisma.seat.findMany({
    where: { gameId: { in: games }, accountId: { not: reader.id } },
    select: { accountId: true, account: { select: { email: true } } },
  });
  if (!others.length) return {};
  const ids = [...new Set(others.map((o) => o.accountId))];
  const emails = [...new Set(others.map((o) => o.account.email))];
  return { AND: [{ OR: [{ accountId: null }, { accountId: { notIn: ids } }] }, { fromAddress: { notIn: emails } }] };
}

/**
 * The games a mail may speak of: its own game and every game id in its subject and body. A reply is not
 * always tagged with the game it shows (STATUS <game> from a mail of no game is not), so its text counts —
 * but only an id of one of Herald's games (an engine's prefix): a first mail's key fingerprint
 * "cae1-b3bd-4204-c127" or a password "8w5e-jtz7-2345" holds words shaped like ids, and counted as games
 * they withheld a stranger's REGISTER reply from the dashboard at random (tests/secrets/web-leaks.test.ts).
 */
function gamesNamed(m: Pick<Outbox, "gameId" | "subject" | "body">, games: Games): string[] {
  const ids = new Set(m.gameId ? [m.gameId] : []);
  for (const id of gameIdsIn(`${m.subject}\n${m.body}`)) if (ids.size < 50 && games.forGameId(id)) ids.add(id);
  return [...ids];
}

/** Another person's mail that speaks of a game: their private view of it. */
const privateToOther = (m: Pick<Outbox, "gameId" | "toAddress" | "subject" | "body">, reader: MailReader, games: Games) =>
  m.toAddress !== reader.email && gamesNamed(m, games).length > 0;

/** What a list shows of a private mail of someone else: where to open it, and what opening it means. */
const withheld = (m: Pick<Outbox, "id">) =>
  `(a private mail about a game: not shown in a list. Opening /outbox/${m.id} is written to the log of each ` +
  `game it speaks of, and whoever reads it keeps those games' secrets and never takes a seat in them.)`;

/** One outbox row as a list shows it: masked, and without its body when it is someone else's private mail. */
function listed<T extends Pick<Outbox, "id" | "gameId" | "toAddress" | "subject" | "body">>(
  m: T,
  reader: MailReader,
  games: Games,
): T {
  return { ...m, subject: shown(m.subject), body: privateToOther(m, reader, games) ? withheld(m) : shown(m.body) };
}

export interface OutboxQuery {
  status?: string;
  to?: string;
  kind?: string;
  game?: string;
  before?: number;
  since?: number;
  take: number;
  order: "asc" | "desc";
}

/** A page of the outbox as this reader may see it (the dashboard's list, the API's). */
export async function outboxList(app: App, reader: MailReader, q: OutboxQuery): Promise<Outbox[]> {
  const rows = await app.db.prisma.outbox.findMany({
    where: {
      AND: [
        await outboxHidden(app, reader),
        {
          ...(q.status ? { status: q.status } : {}),
          ...(q.to ? { toAddress: q.to } : {}),
          ...(q.kind ? { kind: q.kind } : {}),
          ...(q.game ? { gameId: q.game } : {}),
          ...(q.before ? { id: { lt: q.before } } : q.since ? { id: { gt: q.since } } : {}),
        },
      ],
    },
    orderBy: { id: q.order },
    take: q.take,
  });
  return rows.map((r) => listed(r, reader, app.games));
}

/** How many mails the outbox holds, by status (no mail is read). */
export async function outboxDepth(app: App): Promise<Record<string, number>> {
  const depth = await app.db.prisma.outbox.groupBy({ by: ["status"], _count: { _all: true } });
  return Object.fromEntries(depth.map((d) => [d.status, d._count._all]));
}

/** The heads of a game's mails this reader may see (the game page's list: no bodies). */
export async function gameMailHeads(app: App, reader: MailReader, gameId: string) {
  const rows = await app.db.prisma.outbox.findMany({
    where: { AND: [{ gameId }, await outboxHidden(app, reader)] },
    orderBy: { id: "desc" },
    take: 300,
    select: { id: true, toAddress: true, kind: true, subject: true, status: true, createdAt: true },
  });
  return rows.map((r) => ({ ...r, subject: shown(r.subject) }));
}

/**
 * One outbox mail, opened on purpose (/outbox/<id>): someone else's private mail of a game is the gate's
 * read-secrets, traced before it is shown; refused (null) where the gate refuses, as if it did not exist.
 */
export async function openOutbox(app: App, reader: MailReader, id: number): Promise<Outbox | null> {
  const m = await app.db.prisma.outbox.findFirst({ where: { AND: [{ id }, await outboxHidden(app, reader)] } });
  if (!m) return null;
  if (m.toAddress !== reader.email && !(await readOnPurpose(app, reader, m, `outbox ${m.id}`))) return null;
  return { ...m, subject: shown(m.subject), body: shown(m.body) };
}

/**
 * Someone else's mail opened on purpose: the gate's read-secrets for every game it speaks of, all
 * granted before any is traced (a REVEAL entry and a witness row each); false where the gate refuses one.
 */
async function readOnPurpose(
  app: App,
  reader: MailReader,
  m: Pick<Outbox, "gameId" | "subject" | "body">,
  what: string,
): Promise<boolean> {
  const games = await app.db.prisma.game.findMany({ where: { id: { in: gamesNamed(m, app.games) } }, include: { seats: true } });
  const reads = [];
  for (const game of games) {
    const rel = await relationsIn(app, game, reader);
    const d = decide(rel, { ask: "read-secrets" }, game.id);
    if (!d.ok) return false;
    reads.push({ game, rel, d });
  }
  for (const r of reads) await traceRead(app, r.game.id, r.rel, r.d, `dashboard: ${what}`);
  return true;
}

/** An outbox row this reader may act on (retry, resend): nothing of it is shown. */
export async function outboxForAction(app: App, reader: MailReader, id: number): Promise<Outbox | null> {
  return app.db.prisma.outbox.findFirst({ where: { AND: [{ id }, await outboxHidden(app, reader)] } });
}

/** A failed mail back to the queue as it is (same Message-ID: the sender stays idempotent). */
export async function retryOutbox(app: App, id: number): Promise<void> {
  const [row] = await app.db.statements.rows<{ messageId: string }>(
    `UPDATE "Outbox" SET status = 'queued', attempts = 0, "lastError" = NULL
     WHERE id = $1 AND status = 'failed' RETURNING "messageId"`,
    id,
  );
  // its first job is over (it failed for good): a new one sends it (outbox/sender.ts)
  if (row) await app.db.jobs.sendLater([row.messageId]);
}

/** A mail sent again as a new one: the same content, a new Message-ID. */
export async function resendOutbox(app: App, m: Outbox, messageId: string): Promise<number> {
  const copy = await app.db.prisma.outbox.create({
    data: {
      messageId,
      toAddress: m.toAddress,
      accountId: m.accountId,
      gameId: m.gameId,
      kind: m.kind,
      subject: m.subject,
      body: m.body,
      replyTo: m.replyTo,
      inReplyTo: m.inReplyTo,
      references: m.references,
      autoSubmitted: m.autoSubmitted,
      inboundId: m.inboundId,
      status: "queued",
      createdAt: app.now(),
    },
  });
  await app.db.jobs.sendLater([messageId]);
  return copy.id;
}

/**
 * Herald's reply to a mail, for the result box of a dashboard form (`?reply=<inbound id>`): only a reply
 * this reader could open without a trace (theirs, or one of no game), masked; else nothing.
 */
export async function dashboardReply(
  app: App,
  reader: MailReader,
  inboundId: number,
): Promise<{ body: string; error: boolean } | null> {
  const r = await app.db.prisma.outbox.findFirst({
    where: { AND: [{ inboundId, kind: { in: ["reply", "reply-error", "reply-auth"] } }, await outboxHidden(app, reader)] },
    orderBy: { id: "asc" },
  });
  if (!r || privateToOther(r, reader, app.games)) return null;
  return { body: shown(r.body), error: r.kind !== "reply" };
}

/**
 * Herald's reply to a line sent from a reader's page (`?reply=<inbound id>` after a move): only a reply
 * to a mail that page sent (in the reader's name, about the page's game), masked; else nothing. A page
 * link travels with every mail and may be forwarded: it opens that game's page, never the account.
 */
export async function pageReply(
  app: App,
  account: Pick<Account, "id">,
  gameId: string,
  inboundId: number,
): Promise<{ body: string; error: boolean } | null> {
  const sent = await app.db.prisma.inboundMessage.findFirst({
    where: { id: inboundId, accountId: account.id, source: "web", subject: pageSubject(gameId) },
    select: { id: true },
  });
  if (!sent) return null;
  const r = await app.db.prisma.outbox.findFirst({
    where: { inboundId, accountId: account.id, gameId, kind: { in: ["reply", "reply-error"] } },
    orderBy: { id: "asc" },
  });
  return r ? { body: shown(r.body), error: r.kind !== "reply" } : null;
}

/** The subject of a mail a reader's page sends in their name (pageReply knows the page's mails by it). */
export const pageSubject = (gameId: string) => `[${gameId}] page`;

export interface InboundQuery {
  status?: string;
  classification?: string;
  from?: string;
  before?: number;
  take: number;
}

/** A page of the inbound mail list as this reader may see it: heads only, masked. */
export async function inboundList(app: App, reader: MailReader, q: InboundQuery) {
  const rows = await app.db.prisma.inboundMessage.findMany({
    where: {
      AND: [
        await inboundHidden(app, reader),
        {
          ...(q.status ? { status: q.status } : {}),
          ...(q.classification ? { classification: q.classification } : {}),
          ...(q.from ? { fromAddress: { contains: q.from, mode: "insensitive" as const } } : {}),
          ...(q.before ? { id: { lt: q.before } } : {}),
        },
      ],
    },
    orderBy: { id: "desc" },
    take: q.take,
    select: {
      id: true,
      receivedAt: true,
      fromAddress: true,
      subject: true,
      source: true,
      status: true,
      classification: true,
      accountId: true,
      error: true,
    },
  });
  return rows.map((r) => ({
    ...r,
    fromAddress: shown(headerText(r.fromAddress)),
    subject: shown(headerText(r.subject)),
    error: r.error === null ? null : shown(r.error),
  }));
}

/** An inbound mail this reader may see, for an action on it (process again): nothing of it is shown. */
export async function inboundForAction(app: App, reader: MailReader, id: number): Promise<{ id: number } | null> {
  return app.db.prisma.inboundMessage.findFirst({
    where: { AND: [{ id }, await inboundHidden(app, reader)] },
    select: { id: true },
  });
}

/**
 * One inbound mail as the dashboard shows it: its facts, how it was parsed, its raw source (decoded and
 * masked) and Herald's answers (as a list shows them: someone else's private mail without its body).
 * Someone else's mail that speaks of a game is opened as their mail out is (readOnPurpose).
 */
export async function openInbound(app: App, reader: MailReader, id: number) {
  const m: InboundMessage | null = await app.db.prisma.inboundMessage.findFirst({
    where: { AND: [{ id }, await inboundHidden(app, reader)] },
  });
  if (!m) return null;
  // decoded first: a password in a base64 or quoted-printable part is masked too
  const raw = await redactedSource(m.rawBytes ? Buffer.from(m.rawBytes) : m.raw);
  // another person's mail that speaks of a game (their moves, their press) is read as their mail out is
  const from = m.fromAddress.toLowerCase();
  if (
    !from.includes(reader.email.toLowerCase()) &&
    !(await readOnPurpose(app, reader, { gameId: null, subject: m.subject, body: raw }, `inbound ${m.id}`))
  )
    return null;
  const [replies, account] = await Promise.all([
    app.db.prisma.outbox.findMany({
      where: { AND: [{ inboundId: m.id }, await outboxHidden(app, reader)] },
      orderBy: { id: "asc" },
    }),
    m.accountId ? app.db.prisma.account.findUnique({ where: { id: m.accountId }, select: { name: true } }) : null,
  ]);
  return {
    m: {
      id: m.id,
      messageId: shown(m.messageId),
      source: m.source,
      status: m.status,
      attempts: m.attempts,
      classification: m.classification,
      receivedAt: m.receivedAt,
      processedAt: m.processedAt,
      error: m.error === null ? null : shown(m.error),
      fromAddress: shown(headerText(m.fromAddress)),
      subject: shown(headerText(m.subject)),
    },
    account,
    raw: shown(raw),
    parsed: m.parsed ? shown(JSON.stringify(m.parsed, null, 2)) : null,
    replies: replies.map((r) => listed(r, reader, app.games)),
  };
}

/** The queues' clock for the health page: the newest mail received and processed, the oldest queued (no mail is read). */
export async function mailClock(app: App) {
  const prisma = app.db.prisma;
  const [outbox, inbound, lastIn, lastDone, oldestQueued] = await Promise.all([
    prisma.outbox.groupBy({ by: ["status"], _count: { _all: true } }),
    prisma.inboundMessage.groupBy({ by: ["status"], _count: { _all: true } }),
    prisma.inboundMessage.findFirst({ orderBy: { id: "desc" }, select: { receivedAt: true, source: true } }),
    prisma.inboundMessage.findFirst({
      where: { processedAt: { not: null } },
      orderBy: { processedAt: "desc" },
      select: { processedAt: true },
    }),
    prisma.outbox.findFirst({ where: { status: "queued" }, orderBy: { createdAt: "asc" }, select: { createdAt: true } }),
  ]);
  return { outbox, inbound, lastIn, lastDone, oldestQueued };
}
