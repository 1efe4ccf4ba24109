// A reader's page of one game: what the gate (src/service/gate.ts) gives one account to read, laid out
// in that account's language. The public table with the engine's pictures, the reader's own view (a
// seat's hand, identity, target…; a secret-keeper's whole picture), who is awaited and until when, the
// public history, the moves the reader may send now as the exact lines to type, and a host's organiser
// actions. The same page is reached by a page link from a mail (…/p/<key>: the PageLink table, kept
// hashed like reply keys) or after a player's login (src/web/readers.ts); nothing here names a game.
import crypto from "node:crypto";
import type { App } from "../app.ts";
import { currentState, type GameEngine, type Viewer } from "../games/engine.ts";
import type { Account, Game } from "../generated/prisma/client.ts";
import { format, translator } from "../i18n/format.ts";
import { m, type Lang, type Msg, type Said } from "../i18n/msg.ts";
import { readerLanguage } from "../i18n/language.ts";
import { askIds, publicTranslator, secondPersonIds } from "../i18n/person.ts";
import { canonicalLine, canonicalVerb, verbIn } from "../i18n/verbs.ts";
import { deadlineKey, formatDue } from "../service/deadlines.ts";
import { kindTitle, publicAwaited, toDo } from "../service/games.ts";
import { decide, type Relations } from "../service/gate.ts";
import { hashPageKey, PAGE_KEY } from "../lib/secrets.ts";
import { relationsIn, traceRead } from "./data.ts";
import { picturesOf } from "./pictures.ts";
import { readChunked } from "../db/large-bytes.ts";
import { engineActionLine, fieldName } from "./actions.ts";
import { pressChoices, type PressChoice } from "./press-form.ts";

/** What a reader's page reads of an account. */
export type Reader = Pick<Account, "id" | "email" | "name" | "isAdmin" | "language" | "languageChosen">;

export type PageGame = Game & {
  seats: Array<{ seat: number; accountId: number; name: string; status: string }>;
  observers: Array<{ accountId: number }>;
};

/** At most this many moves on a page. */
const MOVES_MAX = 400;
/** The history is read this many events a page, newest first (`?page=2` the ones before them…). */
export const HISTORY_PAGE = 20;
/** The newest press shown on a page. */
const PRESS_MAX_SHOWN = 100;

export interface OrganiserAction {
  /** the form's `action`: a service verb (start, pause, resume) or `engine:<id>` */
  action: string;
  title: string;
  fields: Array<{ name: string; label: string; size: number }>;
}

export interface ReaderPage {
  lang: Lang;
  game: { id: string; kind: string; status: string; statusWord: string };
  /** seat, observer, host, keeper, other (core.page.role) */
  role: string;
  viewer: "seat" | "public" | "admin";
  players: string[];
  tableText: string | null;
  pictures: string;
  /** the reader's own view, when the gate gives more than the public one */
  ownText: string | null;
  /** what that view gives the reader alone to play with (a hand), shown first (GameEngine.holding) */
  holding: string | null;
  awaited: string | null;
  /** what the game waits for from this reader, with the deadline */
  mine: string | null;
  history: string[];
  /** which page of the history this is (1: the newest events) and how many there are */
  historyPage: { page: number; pages: number };
  /** the press this reader may read (the gate's read-press), newest first: who to whom, when, the text */
  press: Array<{ head: string; at: string; text: string }>;
  /** whom the reader may write press to from the page (src/web/press-form.ts), or null: no press form */
  pressTo: PressChoice[] | null;
  /** the lines the reader may send now: `line` is sent, `shown` is in the reader's words */
  moves: Array<{ line: string; shown: string }>;
  /** the game takes its moves as files by mail (a relay's turn file): the page says how to send one */
  takesFiles: boolean;
  /**
   * The kept files, newest first, for a reader the gate lets read them (a seat or an organiser, as FILE
   * by mail): what the game calls each, its name and size, the address part it is downloaded by.
   */
  files: Array<{ sha256: string; label: string; name: string; size: number; current: boolean }>;
  /** the reader is awaited and the game takes files: the page offers the upload of the next one */
  upload: boolean;
  organiser: OrganiserAction[];
  /** changes whenever anything on the page does (the page's own updates: src/web/views/reader.js) */
  version: string;
}

/** The game of a page, with what the gate and the page read of it. */
export async function pageGame(app: App, id: string): Promise<PageGame | null> {
  return app.db.prisma.game.findUnique({
    where: { id: id.toLowerCase() },
    include: { seats: { orderBy: { seat: "asc" } }, observers: { select: { accountId: true } } },
  });
}

export type LinkState =
  { ok: true; accountId: number; gameId: string } | { ok: false; expired: { accountId: number; gameId: string } | null };

/**
 * What a page key opens: its account and game while the link is good (the service clock, the clock it
 * was dated with); an expired link still names them, so that a fresh one can be mailed to its owner; a
 * revoked, garbled or made-up one names nothing.
 */
export async function pageLink(app: App, key: string): Promise<LinkState> {
  if (!PAGE_KEY.test(key)) return { ok: false, expired: null };
  const row = await app.db.prisma.pageLink.findUnique({ where: { keyHash: hashPageKey(key) } });
  if (!row) return { ok: false, expired: null };
  if (!(row.expiresAt.getTime() > app.now().getTime()))
    return { ok: false, expired: { accountId: row.accountId, gameId: row.gameId } };
  return { ok: true, accountId: row.accountId, gameId: row.gameId };
}

/** A move's public events as its log entry keeps them (service/games.ts publicSaid). */
function toldOf(data: unknown): Array<Said | string> {
  const told = (data as { told?: unknown } | null)?.told;
  return Array.isArray(told) ? (told as Array<Said | string>) : [];
}

/** The words a reader types for a line: its verb in their language ("JOUER 5H"); the line itself otherwise. */
function shownLine(line: string, kind: string, lang: Lang): string {
  const [verb, ...rest] = line.split(" ");
  const word = verbIn(lang, verb, kind);
  return [word, ...rest].join(" ");
}

/**
 * A line typed on the page, as the mail path will read it: only a line of this game (a verb of its own,
 * in any language) is sent, never an account's or the service's verb (PASSWORD CHANGE, LOGOUT ALL…): a
 * page link opens one game. Null when it is no line of the game.
 */
export function gameLineOf(engine: GameEngine, line: string): string | null {
  const t = line.replace(/[\r\n]+/g, " ").trim();
  if (!t) return null;
  const first = t.split(/\s+/, 1)[0];
  if (canonicalVerb(first) !== null) return null; // a service verb, whatever the game would say
  const canonical = canonicalLine(t, engine.kind);
  return engine.parse(canonical) === null ? null : canonical;
}

/**
 * The page of `reader` in `game`, as the gate decides (read-own): with `trace`, what the gate says to
 * write (a REVEAL entry, a witness) is written first. `lang` overrides the reader's language (the
 * dashboard's English view of a seat's page).
 */
export async function readerPage(
  app: App,
  game: PageGame,
  reader: Reader,
  opts: { trace: string | null; lang?: Lang; historyPage?: number },
): Promise<ReaderPage> {
  const rel = await relationsIn(app, game, reader);
  const d = decide(rel, { ask: "read-own" }, game.id);
  const viewer: Viewer = d.ok ? d.viewer : "public";
  if (d.ok && opts.trace) await traceRead(app, game.id, rel, d, opts.trace);
  const lang = opts.lang ?? readerLanguage(reader, game);
  const engine = app.games.forGameId(game.id);
  const state = engine && game.state !== null ? currentState(engine, game.state) : null;
  const active = game.seats.filter((s) => s.status === "active");
  const role = rel.seat
    ? "seat"
    : rel.secretKeeper
      ? "keeper"
      : game.observers.some((o) => o.accountId === reader.id)
        ? "observer"
        : rel.host
          ? "host"
          : "other";
  const live = game.status === "running" || game.status === "paused";

  let tableText: string | null = null;
  let ownText: string | null = null;
  let holding: string | null = null;
  let pictures = "";
  let awaited: string | null = null;
  let mine: string | null = null;
  let moves: ReaderPage["moves"] = [];
  if (engine && state !== null) {
    // the view the page shows the reader, which the moves' labels follow (GameEngine.showLine)
    let shown: unknown;
    const pub = engine.view(state, "public");
    const pend = engine.pending(state);
    try {
      tableText = engine.render(pub, publicTranslator(lang, askIds(pend)));
    } catch {
      tableText = engine.render(pub, translator(lang));
    }
    pictures = picturesOf(engine, pub, lang);
    shown = pub;
    if (viewer !== "public") {
      const own = engine.view(state, viewer);
      shown = own;
      ownText = engine.render(own, translator(lang));
      holding = engine.holding?.(own, translator(lang)) ?? null;
    }
    if (live) ({ awaited, mine } = await waiting(app, game, engine, state, active, viewer, lang));
    const seat = typeof viewer === "object" ? viewer.seat : viewer === "admin" ? null : undefined;
    const t = translator(lang);
    if (game.status === "running" && seat !== undefined && engine.legalMoves)
      moves = engine
        .legalMoves(state, seat)
        .slice(0, MOVES_MAX)
        .map((line) => ({ line, shown: shownLine(engine.showLine?.(line, t, shown) ?? line, engine.kind, lang) }));
  }

  // the public history, a page at a time: what the moves told everyone (the same for every reader)
  const logged = { gameId: game.id, type: { in: ["move", "deadline"] } };
  const pages = Math.max(1, Math.ceil((await app.db.prisma.gameEvent.count({ where: logged })) / HISTORY_PAGE));
  const historyPage = Math.min(Math.max(1, opts.historyPage ?? 1), pages);
  const events = await app.db.prisma.gameEvent.findMany({
    where: logged,
    orderBy: { id: "desc" },
    skip: (historyPage - 1) * HISTORY_PAGE,
    take: HISTORY_PAGE,
    select: { data: true },
  });
  const history: string[] = [];
  for (const e of events) {
    const said = toldOf(e.data);
    if (!said.length) continue;
    // told to everyone, as the public mails said it: a line speaking to one reader is never shown
    if (said.some((x) => typeof x !== "string" && secondPersonIds(x).length)) continue;
    history.push(said.map((x) => format(lang, x)).join("\n"));
  }

  const press = await pressOf(app, game, rel, lang);
  const files = engine?.files && state !== null && viewer !== "public" ? await filesOf(app, game, engine, state, lang) : [];

  const organiser: OrganiserAction[] = [];
  if (rel.host || rel.secretKeeper) {
    const service: Array<[string, string, boolean]> = [
      ["start", "core.page.start", game.status === "open"],
      ["pause", "core.page.pause", game.status === "running"],
      ["resume", "core.page.resume", game.status === "paused"],
    ];
    for (const [action, id, now] of service) if (now) organiser.push({ action, title: format(lang, m(id)), fields: [] });
    if (live)
      for (const a of engine?.adminActions ?? [])
        if (a.who === "host" || rel.secretKeeper)
          organiser.push({
            action: `engine:${a.id}`,
            title: format(lang, a.title),
            fields: a.fields.map((f) => ({ name: fieldName(f.name), label: format(lang, f.label), size: f.size ?? 10 })),
          });
  }

  const page: Omit<ReaderPage, "version"> = {
    lang,
    game: {
      id: game.id,
      kind: format(lang, kindTitle(game.kind)),
      status: game.status,
      statusWord: format(lang, m(`core.status.${game.status}`)),
    },
    role,
    viewer: typeof viewer === "object" ? "seat" : viewer,
    players: active.map((s) => format(lang, m("core.page.seatOf", { seat: s.seat, name: s.name }))),
    tableText,
    pictures,
    ownText,
    holding,
    awaited,
    mine,
    history,
    historyPage: { page: historyPage, pages },
    press,
    pressTo: pressChoices(game, rel, reader.id, lang),
    moves,
    takesFiles: !!engine?.files,
    files,
    upload: !!engine?.files && game.status === "running" && mine !== null && typeof viewer === "object",
    organiser,
  };
  const version = crypto.createHash("sha256").update(JSON.stringify(page)).digest("hex").slice(0, 20);
  return { ...page, version };
}

/**
 * The game's press this reader may read, as the gate decides for each (src/commands/press.ts): a private
 * press only on its sender's and its recipient's pages, a press to all on every player's, and on the
 * secret-keepers' only where the game copies press to them.
 */
async function pressOf(app: App, game: PageGame, rel: Relations, lang: Lang): Promise<ReaderPage["press"]> {
  const rows = await app.db.prisma.press.findMany({ where: { gameId: game.id }, orderBy: { id: "desc" }, take: PRESS_MAX_SHOWN });
  return rows
    .filter(
      (r) => decide(rel, { ask: "read-press", from: r.fromAccountId, to: r.toAccountId, copied: game.pressCopy }, game.id).ok,
    )
    .map((r) => ({
      head: format(
        lang,
        m("core.page.pressHead", { from: r.fromName, to: r.toName ?? "", all: r.toAccountId === null ? "yes" : "no" }),
      ),
      at: r.createdAt.toISOString().slice(0, 16).replace("T", " ") + " UTC",
      text: r.body,
    }));
}

/** The kept files of a game that takes files, newest first, as the game names them (FileRules.listed). */
async function filesOf(app: App, game: PageGame, engine: GameEngine, state: unknown, lang: Lang): Promise<ReaderPage["files"]> {
  const rules = engine.files!;
  const kept = rules.kept(state);
  if (!kept.length) return [];
  const rows = await app.db.prisma.gameFile.findMany({
    where: { gameId: game.id, sha256: { in: kept } },
    select: { sha256: true, name: true, size: true, seat: true },
  });
  const by = new Map(rows.map((r) => [r.sha256, r]));
  const said = new Map((rules.listed?.(state) ?? []).map((l) => [l.sha256, l.said]));
  const seatName = (seat: number | null) => game.seats.find((s) => s.seat === seat)?.name ?? "";
  return kept
    .flatMap((sha256, i) => {
      const r = by.get(sha256);
      if (!r) return [];
      const named = said.get(sha256);
      const label = named ? format(lang, named) : format(lang, m("core.page.fileFrom", { n: i + 1, from: seatName(r.seat) }));
      return [{ sha256, label, name: r.name, size: r.size, current: i === kept.length - 1 }];
    })
    .reverse();
}

/**
 * A kept file of the game for a reader's download, as the gate decides it (read-own: a seat or an
 * organiser, as FILE by mail; what it says to write — a witness, a REVEAL entry — is written first).
 * The bytes are read in slices (db/large-bytes.ts: one statement of 20 MB holds the embedded
 * database's thread). Null when the reader may not, or the game keeps no such file.
 */
export async function pageFile(
  app: App,
  game: PageGame,
  reader: Reader,
  sha256: string,
): Promise<{ name: string; bytes: Buffer } | null> {
  const engine = app.games.forGameId(game.id);
  if (!engine?.files || game.state === null || !/^[0-9a-f]{64}$/.test(sha256)) return null;
  const rel = await relationsIn(app, game, reader);
  const d = decide(rel, { ask: "read-own" }, game.id);
  if (!d.ok || d.viewer === "public") return null;
  if (!engine.files.kept(currentState(engine, game.state)).includes(sha256)) return null;
  const row = await app.db.prisma.gameFile.findUnique({
    where: { gameId_sha256: { gameId: game.id, sha256 } },
    select: { name: true, size: true },
  });
  if (!row) return null;
  await traceRead(app, game.id, rel, d, "page");
  const bytes = await readChunked(
    app.db.statements,
    row.size,
    `SELECT substring(bytes FROM $1 FOR $2) AS c FROM "GameFile" WHERE "gameId" = $3 AND sha256 = $4`,
    game.id,
    sha256,
  );
  return { name: row.name, bytes };
}

/**
 * Who the game waits for, as the public mails say it (hidden decisions name nobody, unannounced ones are
 * not said), and what it waits for from this reader (a seat's decisions, or the secret-keepers'), each
 * with its deadline.
 */
async function waiting(
  app: App,
  game: PageGame,
  engine: GameEngine,
  state: unknown,
  seats: Array<{ seat: number; name: string }>,
  viewer: Viewer,
  lang: Lang,
): Promise<{ awaited: string | null; mine: string | null }> {
  const jobs = await app.db.prisma.job.findMany({
    where: { gameId: game.id, status: "pending" },
    select: { key: true, dueAt: true },
  });
  const dues = new Map(jobs.map((j) => [j.key, j.dueAt]));
  const now = app.now();
  const names: Array<Msg | string> = [];
  const said = new Set<string>();
  const own: string[] = [];
  let ownDue: Date | undefined;
  for (const p of engine.pending(state)) {
    if (p.seat !== null && !seats.some((s) => s.seat === p.seat)) continue;
    const due = dues.get(deadlineKey(game.id, p.seat, p.key));
    if (!p.unannounced) {
      const name = publicAwaited(p, seats, lang);
      if (name !== null && !said.has(name)) {
        said.add(name);
        names.push(due && !p.hidden ? m("core.nameWithDeadline", { name, due: formatDue(due, now, true) }) : name);
      }
    }
    const mineNow = typeof viewer === "object" ? p.seat === viewer.seat : viewer === "admin" && p.seat === null;
    if (mineNow) {
      own.push(format(lang, p.what));
      if (due && (!ownDue || due < ownDue)) ownDue = due;
    }
  }
  const mine = own.length
    ? toDo(lang, own) + (ownDue ? "\n" + format(lang, m("core.deadlineLine", { due: formatDue(ownDue, now) })) : "")
    : null;
  return { awaited: names.length ? format(lang, m("core.waitingFor", { who: names })) : null, mine };
}

/** The command lines of a page's organiser form (service verbs, and the engine's actions), or null. */
export function organiserLines(gameId: string, engine: GameEngine | undefined, b: Record<string, unknown>): string | null {
  const action = String(b.action ?? "");
  if (action === "start" || action === "pause" || action === "resume") return `${action.toUpperCase()} ${gameId}`;
  if (!action.startsWith("engine:")) return null;
  const a = engine?.adminActions?.find((x) => x.id === action.slice("engine:".length));
  const line = a ? engineActionLine(a, b) : null;
  return line ? `GAME ${gameId}\n${line}` : null;
}
