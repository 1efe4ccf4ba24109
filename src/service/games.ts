// The service side of a game: loading it under a row lock, running the engine, saving the new state,
// logging the move, and turning the engine's events into mails. Nothing here knows any game's rules;
// everything game-specific comes from the engine through the contract in src/games/engine.ts.
import type { Game, Seat, Account } from "../generated/prisma/client.ts";
import {
  currentState,
  type ApplyResult,
  type GameEngine,
  type GameEvent,
  type Pending,
  type PlayerInfo,
} from "../games/engine.ts";
import { seedCommitment } from "../lib/secrets.ts";
import type { Statement } from "../db/work.ts";
import type { Session } from "./context.ts";
import { CommandError } from "./context.ts";
import { cancelGameJobs, deadlineKey, formatDue, JOB_DEADLINE, syncDeadlines } from "./deadlines.ts";
import { hostAudienceOf, keepersTold } from "./roles.ts";
import { format, translator } from "../i18n/format.ts";
import { m, withoutIds, type Lang, type Msg, type Said, genderOf } from "../i18n/msg.ts";
import { readerLanguage } from "../i18n/language.ts";
import { askIds, publicTranslator } from "../i18n/person.ts";
import type { NewsPart, Part, Recipient, Situation } from "./notices.ts";
import { queueWebhooks, type WebhookPost } from "../outbox/webhooks.ts";
import { sendHeldOfGameSoon } from "./held.ts";

export type SeatWithAccount = Seat & { account: Account };

export interface LoadedGame {
  game: Game;
  engine: GameEngine;
  seats: SeatWithAccount[]; // active seats, by seat number
  /** the co-administrators when the game was loaded (roles.ts reads them from here, not again) */
  coadmins: number[];
  /** the observers' account ids when the game was loaded, in the order they began watching */
  observers: number[];
  /** the accounts that have held the game's secrets (GameWitness; gate.ts) */
  witnesses: number[];
}

/** A kind's name as its readers know it: the game's `<kind>.title` message ("Three Kingdoms", "Tres Reinos"). */
export function kindTitle(kind: string): Msg {
  return m(`${kind}.title`);
}

/** A reader of a game's mail, in the language that reader gets that game's mail in (i18n/language.ts). */
export function recipient(account: Account, game: Pick<Game, "lang"> | null): Recipient {
  return {
    accountId: account.id,
    email: account.email,
    lang: readerLanguage(account, game),
    gender: genderOf(account.gender),
    delivery: account.delivery,
    deliveryGames: (account.deliveryGames ?? {}) as Record<string, string>,
  };
}

/** What an event says (TRANSITIONAL: an engine not yet converted still says an English `text`). */
export function eventSaid(e: GameEvent): Part {
  return e.msg ?? (e as { text?: string }).text ?? "";
}

/**
 * What a change told everyone (the engine's events to "all"), as kept with its move in the game's log:
 * the history a reader's page shows (src/web/reader.ts). Messages only, never a view or a secret.
 */
export function publicSaid(events: readonly GameEvent[]): Array<Said | string> {
  return events.filter((e) => e.to === "all").map((e) => e.msg ?? (e as { text?: string }).text ?? "");
}

/** A whole view laid out in the reader's language, without the lines of the ids `leaveOut`. */
export function viewPart(engine: GameEngine, view: unknown, leaveOut: ReadonlySet<string> = new Set()): (lang: Lang) => string {
  return (lang: Lang) => {
    const t = translator(lang);
    return engine.render(view, leaveOut.size ? (id, p) => (leaveOut.has(id) ? "" : t(id, p)) : t);
  };
}

/**
 * The public view of a state, laid out in the reader's language by the public renderer: it speaks of
 * the players in the third person and refuses any message said to one of them (i18n/person.ts).
 */
export function publicViewPart(
  engine: GameEngine,
  state: unknown,
  leaveOut: ReadonlySet<string> = new Set(),
): (lang: Lang) => string {
  const view = engine.view(state, "public");
  const asked = askIds(engine.pending(state));
  return (lang: Lang) => {
    const t = publicTranslator(lang, asked);
    return engine.render(
      view,
      leaveOut.size ? (id, p) => (leaveOut.has(id) ? "" : t(id, p && withoutIds({ id, p }, leaveOut).p)) : t,
    );
  };
}

/** Loads a game and locks its row until the transaction ends, so two mails never interleave on it. */
export async function loadGame(ctx: Session, id: string, lock = true): Promise<LoadedGame> {
  const gameId = id.toLowerCase();
  // Two round trips for the whole game (a move's first cost was its statements, each ~0.5 ms through
  // the client): the lock, the row, its co-administrators and observers; then the seats with their
  // accounts. Raw rows come back typed as the model's (dates as Date, JSON parsed).
  const [row] = await ctx.work.rows<Game & { coadmins: number[]; observers: number[]; witnesses: number[] }>(
    `SELECT g.*, ARRAY(SELECT "accountId" FROM "GameAdmin" WHERE "gameId" = g.id) AS coadmins,
       ARRAY(SELECT "accountId" FROM "Observer" WHERE "gameId" = g.id ORDER BY "createdAt") AS observers,
       ARRAY(SELECT "accountId" FROM "GameWitness" WHERE "gameId" = g.id) AS witnesses
     FROM "Game" g WHERE g.id = $1${lock ? " FOR UPDATE" : ""}`,
    gameId,
  );
  if (!row) throw new CommandError(m("core.noSuchGame", { game: gameId }));
  const { coadmins, observers, witnesses, ...game } = row;
  rememberGame(ctx, game);
  const engine = ctx.app.games.forGameId(game.id);
  if (!engine) throw new CommandError(m("core.unknownKindOfGame", { game: gameId }));
  // a state stored by an older Herald is brought to the engine's version before any hook reads it
  if (game.state !== null) game.state = currentState(engine, game.state) as Game["state"];
  return {
    game,
    engine,
    seats: await activeSeats(ctx, game.id),
    coadmins: coadmins ?? [],
    observers: observers ?? [],
    witnesses: witnesses ?? [],
  };
}

/** A game's active seats by seat number, each with its account: one statement (a join, not an include). */
async function activeSeats(ctx: Session, gameId: string): Promise<SeatWithAccount[]> {
  // the account's columns as they are (a.*), the seat's named: a column added to Account later still
  // arrives; tests/pipeline/statements.test.ts checks the result against the client's own include
  const found = await ctx.work.rows<Account & Record<`s_${string}`, unknown>>(
    `SELECT a.*, s.id AS "s_id", s.seat AS "s_seat", s.name AS "s_name", s.options AS "s_options",
       s.status AS "s_status", s."joinedAt" AS "s_joinedAt"
     FROM "Seat" s JOIN "Account" a ON a.id = s."accountId"
     WHERE s."gameId" = $1 AND s.status = 'active' ORDER BY s.seat`,
    gameId,
  );
  return found.map((r) => {
    const account: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(r)) if (!k.startsWith("s_")) account[k] = v;
    return {
      id: r.s_id as number,
      gameId,
      accountId: r.id,
      seat: r.s_seat as number,
      name: r.s_name as string,
      options: r.s_options as Seat["options"],
      status: r.s_status as string,
      joinedAt: r.s_joinedAt as Date,
      account: account as Account,
    };
  });
}

/**
 * The games this mail has looked at, with their language: "does it exist" (subject tag, GAME) and
 * "what language is it in" (the reply) are asked once per mail, not once per place that needs them.
 */
export function rememberGame(ctx: Session, game: Pick<Game, "id" | "lang">): void {
  (ctx.known ??= new Map()).set(game.id, { lang: game.lang });
}

/** A game's id and language, from this mail's memory or one small read; null when there is no such game. */
export async function gameRef(ctx: Session, id: string): Promise<{ id: string; lang: string | null } | null> {
  const gameId = id.toLowerCase();
  const seen = ctx.known?.get(gameId);
  if (seen) return { id: gameId, lang: seen.lang };
  const [g] = await ctx.work.rows<{ id: string; lang: string | null }>(`SELECT id, lang FROM "Game" WHERE id = $1`, gameId);
  if (!g) return null;
  rememberGame(ctx, g);
  return g;
}

/**
 * How an awaited player is named to everyone else: never when being asked would reveal a card; null
 * when the decision itself is not to be announced (only the awaited learn of it).
 */
export function publicAwaited(p: Pending, seats: { seat: number; name: string }[], lang: Lang = "en"): string | null {
  if (p.unannounced) return null;
  if (p.hidden) return format(lang, m("core.anAnswer"));
  if (p.seat === null) return format(lang, m("core.theAdministrator"));
  return seats.find((s) => s.seat === p.seat)?.name ?? format(lang, m("core.seatN", { seat: p.seat }));
}

export function playersOf(seats: SeatWithAccount[]): PlayerInfo[] {
  return seats.map((s) => {
    const gender = genderOf(s.account.gender);
    const options = (s.options ?? {}) as Record<string, string>;
    // only when stated: the players of a game without it are signed at START as they always were
    return { seat: s.seat, name: s.name, options, ...(gender !== "n" ? { grammaticalGender: gender } : {}) };
  });
}

export async function hostOf(ctx: Session, game: Game): Promise<Account> {
  return ctx.tx.account.findUniqueOrThrow({ where: { id: game.hostId } });
}

/** Everyone who gets a game's public mails: its active players and its observers, each once. */
export async function audienceOf(ctx: Session, lg: LoadedGame, except: number[] = []): Promise<Account[]> {
  // the observers' ids came with the game (loadGame); their accounts cost a read only when there are any
  const order = lg.observers;
  const observers = order.length
    ? (await ctx.tx.account.findMany({ where: { id: { in: order } } })).sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id))
    : [];
  const seen = new Set<number>(except);
  const out: Account[] = [];
  for (const a of [...lg.seats.map((s) => s.account), ...observers]) {
    if (seen.has(a.id)) continue;
    seen.add(a.id);
    out.push(a);
  }
  return out;
}

/** A public line to a game's whole audience (administrator actions, vacations…). */
export async function tellAudience(
  ctx: Session,
  lg: LoadedGame,
  text: Part,
  except: number[] = [],
  /** the game ended (CANCEL): never held (DELIVERY) */
  urgent = false,
): Promise<void> {
  for (const a of await audienceOf(ctx, lg, except)) {
    ctx.notices.addPublic(recipient(a, lg.game), lg.game.id, subjectFor(lg.game), text);
    if (urgent) ctx.notices.sendNow(recipient(a, lg.game), lg.game.id, subjectFor(lg.game));
  }
}

/** "Killer — news": the subject of a game's mails. */
export function subjectFor(game: Pick<Game, "kind">): Msg {
  return m("core.subject.news", { kind: kindTitle(game.kind) });
}

/**
 * What a reader must do now, said as the game says it ("Your turn: PLAY <cards> or YIELD"; "Suffer 10
 * damage: DISCARD …"): the line sits in the reader's private section, so no "Your move:" before it
 * (the games' own words already say whose it is, and said both it read "Your move: your turn: …").
 */
export function toDo(lang: Lang, whats: string[]): string {
  const text = whats.join("; ");
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}

/**
 * "Waiting for: Ann (deadline Tue 2026-12-01 12:00 UTC, 2d left)" for everyone; the awaited player
 * also learns on what, and the deadline with the time left. `dues`: live deadlines by job key.
 */
const HIDDEN_SEAT = -1;

function pendingLines(
  ctx: Session,
  game: Game,
  engine: GameEngine,
  state: unknown,
  seats: SeatWithAccount[],
  dues: Map<string, Date>,
): { publicLine: Msg | null; perSeat: Map<number, Part>; forKeepers: Part | null; named: Map<number, Date | undefined> } {
  const pend = engine.pending(state);
  const now = ctx.app.now();
  const whats = new Map<number | null, Pending["what"][]>();
  const firstDue = new Map<number | null, Date>();
  // the deadlines said publicly: those of the decisions announced
  const publicDue = new Map<number | null, Date>();
  const names: Array<number | null> = [];
  const earliest = (at: Map<number | null, Date>, seat: number | null, due: Date | undefined) => {
    const prev = at.get(seat);
    if (due && (!prev || due < prev)) at.set(seat, due);
  };
  for (const p of pend) {
    if (p.seat !== null && !seats.some((x) => x.seat === p.seat)) continue;
    // a hidden decision (Three Kingdoms: asked only when holding an answer) names nobody publicly; an
    // unannounced one (Killer: a kill report held for the administrator) is not said publicly at all
    const who = p.hidden ? HIDDEN_SEAT : p.seat;
    if (!p.unannounced && !names.includes(who)) names.push(who);
    whats.set(p.seat, [...(whats.get(p.seat) ?? []), p.what]);
    const due = dues.get(deadlineKey(game.id, p.seat, p.key));
    earliest(firstDue, p.seat, due);
    if (!p.unannounced) earliest(publicDue, p.seat, due);
  }
  const yourMove = (list: Pending["what"][], due: Date | undefined): Part => {
    return (lang: Lang) =>
      toDo(
        lang,
        list.map((w) => format(lang, w)),
      ) + (due ? "\n" + format(lang, m("core.deadlineLine", { due: formatDue(due, now) })) : "");
  };
  // the deadline once: a seat named publicly with its deadline ("Waiting for: Ann (deadline …)") is not
  // told it again privately; one asked on a hidden or unannounced decision, or with an earlier one, is
  const ownDue = (seat: number) => {
    const due = firstDue.get(seat);
    const told = names.includes(seat) ? publicDue.get(seat) : undefined;
    return due && told && due.getTime() === told.getTime() ? undefined : due;
  };
  const perSeat = new Map<number, Part>();
  for (const [seat, list] of whats) if (seat !== null) perSeat.set(seat, yourMove(list, ownDue(seat)));
  const mine = whats.get(null);
  const label = (seat: number | null): Msg | string => {
    if (seat === HIDDEN_SEAT) return m("core.anAnswer");
    const name = seat === null ? m("core.theAdministrator") : seats.find((x) => x.seat === seat)!.name;
    const due = publicDue.get(seat);
    return due ? m("core.nameWithDeadline", { name, due: formatDue(due, now, true) }) : name;
  };
  // the seats everyone is told are awaited, with the deadline everyone is told: what a webhook may say
  const named = new Map<number, Date | undefined>();
  for (const seat of names) if (seat !== null && seat !== HIDDEN_SEAT) named.set(seat, publicDue.get(seat));
  return {
    publicLine: names.length ? m("core.waitingFor", { who: names.map(label) }) : null,
    perSeat,
    forKeepers: mine ? yourMove(mine, firstDue.get(null)) : null,
    named,
  };
}

/**
 * Turns an engine result into mails: "all" events to every player and observer, seat events to that
 * seat only, "admin" events (secrets) to the secret-keepers who hold no seat, "host" events to the host
 * and the secret-keepers (roles.ts); the private view of every seat in privateUpdates; and who
 * is awaited. Then, if the game has just ended, closes it and reveals the seed. Each step below is one
 * function, in the order they run.
 */
export async function announce(
  ctx: Session,
  lg: LoadedGame,
  result: ApplyResult<unknown>,
  extraPublic: NewsPart[] = [],
  move?: MoveWrite,
  /** accounts told `extraPublic` in words of their own (the late player: src/service/jobs/fire.ts) */
  extraNotTo: readonly number[] = [],
): Promise<void> {
  const change = changeOf(ctx, lg, result, extraPublic);
  const dues = await writeChange(ctx, lg, change, move);
  // the audience is read by model calls: after the change's writes went (writeChange flushed them)
  const audience = await audienceOf(ctx, lg);
  const pend = change.running ? pendingLines(ctx, lg.game, lg.engine, change.result.state, lg.seats, dues) : null;
  tellEvents(ctx, lg, change, audience, extraNotTo);
  await tellKeepers(ctx, lg, change, pend);
  tellSituation(ctx, lg, change, audience, pend);
  await askWebhooks(ctx, lg, change, pend);
  if (change.ending) await finishGame(ctx, lg, change.result.state, audience);
}

/** Who is awaited after a change, said to everyone and to each seat (pendingLines). */
type Pend = ReturnType<typeof pendingLines>;

/** What announce() works from: the change with its forced moves, what it says, and how things stood before. */
interface Change {
  result: ApplyResult<unknown>;
  /** the state before this change (the move's write notes the new one on the game) */
  prior: unknown;
  /** the moves left to a seat with no choice, played with this change (forcedMoves) */
  forced: ReturnType<typeof forcedMoves>;
  /** START and RESUME: no new state, so nobody was publicly awaited before */
  restarted: boolean;
  /** who was publicly awaited before this change */
  before: Set<number>;
  /** the game goes on after it (its deadlines are synced, who is awaited is said) */
  running: boolean;
  /** this change ends the game: the end is said once, with the summary (finishGame) */
  ending: boolean;
  said: (e: GameEvent) => Part;
  /** the events to everyone, each a step where the engine shows the table after it */
  eventTexts: NewsPart[];
  /** what everyone is told: the caller's own lines, then the events */
  publicTexts: NewsPart[];
}

function changeOf(ctx: Session, lg: LoadedGame, given: ApplyResult<unknown>, extraPublic: NewsPart[]): Change {
  const { game, engine } = lg;
  const forced = game.status === "running" ? forcedMoves(ctx, lg, given) : null;
  const result = forced ? forced.result : given;
  const restarted = game.state === null || game.state === result.state;
  const outcome = engine.outcome(result.state);
  const ending = outcome.status === "finished" && game.status === "running";
  // the mail that ends the game says the end once, with the summary: the engine's own words for it are
  // left out of the events
  const endIds = new Set(ending ? (engine.endIds ?? []) : []);
  const said = (e: GameEvent): Part => {
    const part = eventSaid(e);
    return endIds.size && typeof part === "object" ? withoutIds(part, endIds) : part;
  };
  // an event showing the table after its step is a step: a mail of several says the table once (Step)
  const stateIds = new Set(engine.stateIds ?? []);
  const stepOf = (part: Part): NewsPart =>
    stateIds.size && typeof part === "object" ? { step: part, brief: withoutIds(part, stateIds) } : part;
  const eventTexts = result.events.filter((e) => e.to === "all").map((e) => stepOf(said(e)));
  return {
    result,
    prior: game.state,
    forced,
    restarted,
    before: restarted ? new Set<number>() : publiclyAwaited(engine, game.state),
    running: outcome.status === "running",
    ending,
    said,
    eventTexts,
    publicTexts: [...extraPublic, ...eventTexts],
  };
}

/**
 * The change's writes: the move (its state and event), then the forced moves, then the deadlines of the
 * decisions now pending (decisions made lose theirs) — in one round trip with the deadlines' first
 * statement, or alone when no deadline is synced. Returns the deadlines due.
 */
async function writeChange(ctx: Session, lg: LoadedGame, change: Change, move?: MoveWrite): Promise<Map<string, Date>> {
  const { game, engine, seats } = lg;
  const { forced } = change;
  if (move) ctx.work.writeAll(move.statements);
  if (forced) ctx.work.writeAll(forced.statements);
  const dues =
    change.running && game.status === "running"
      ? await syncDeadlines(ctx.work, game, seats, engine.pending(change.result.state), ctx.app.now())
      : new Map<string, Date>();
  await ctx.work.flush();
  move?.done();
  forced?.done();
  return dues;
}

/** The events: to everyone what everyone sees, to a seat its own (a file with it when the event has one). */
function tellEvents(ctx: Session, lg: LoadedGame, change: Change, audience: Account[], extraNotTo: readonly number[]) {
  const { game, seats } = lg;
  const subject = subjectFor(game);
  for (const a of audience) {
    const to = recipient(a, game);
    for (const t of extraNotTo.includes(a.id) ? change.eventTexts : change.publicTexts)
      ctx.notices.addPublic(to, game.id, subject, t);
  }
  for (const e of change.result.events) {
    if (typeof e.to !== "number") continue;
    const s = seats.find((x) => x.seat === e.to);
    if (s && e.file) ctx.notices.addFile(recipient(s.account, game), game.id, subject, change.said(e), e.file);
    else if (s) ctx.notices.addPrivate(recipient(s.account, game), game.id, subject, change.said(e));
  }
}

/**
 * "admin" events to the secret-keepers who hold no seat, with what the game awaits from them (asked at
 * once: never held by their DELIVERY); "host" events to the host and the secret-keepers.
 */
async function tellKeepers(ctx: Session, lg: LoadedGame, change: Change, pend: Pend | null): Promise<void> {
  const { game } = lg;
  const subject = subjectFor(game);
  const forKeepers = pend?.forKeepers ?? null;
  for (const to of ["admin", "host"] as const) {
    const texts = change.result.events.filter((e) => e.to === to).map(change.said);
    if (!texts.length) continue;
    const readers = to === "admin" ? await keepersTold(ctx.tx, lg, "admin events") : await hostAudienceOf(ctx.tx, lg);
    if (to === "admin" && forKeepers) texts.push(forKeepers);
    for (const a of readers) for (const t of texts) ctx.notices.addAdmin(recipient(a, game), game.id, subject, t);
    if (to === "admin" && forKeepers) for (const a of readers) ctx.notices.sendNow(recipient(a, game), game.id, subject);
  }
}

/**
 * The situation after this change (replacing any earlier one of this mail): who is awaited, and for each
 * seat its own view and what it must do now — said once, at the end of the mail of every reader who hears
 * of the change. Only those with news get a mail: a reader learns nothing from a change that said nothing
 * publicly (a PASS in a window asked of everyone), and a seat still awaited as before is asked nothing new
 * (they read who is still awaited in their next mail or on the page).
 */
function tellSituation(ctx: Session, lg: LoadedGame, change: Change, audience: Account[], pend: Pend | null) {
  const { game, engine, seats } = lg;
  const subject = subjectFor(game);
  const { result } = change;
  // a seat's own view is laid out when this change touched it (privateUpdates) and whenever the seat is
  // awaited: the mail that says "your turn" carries what the move needs (a hand, the dice), so no STATUS
  // round trip. The replay of a game's record (src/verify.ts, saidLines) knows a view at exactly those steps.
  const perSeat = pend?.perSeat ?? new Map<number, Part>();
  const viewed = new Set([...(result.privateUpdates ?? []), ...perSeat.keys()]);
  ctx.notices.setSituation(game.id, situationOf(engine, result.state, seats, pend, viewed, change.prior));
  const told = new Set<number>(result.privateUpdates ?? []);
  for (const e of result.events) if (typeof e.to === "number") told.add(e.to);
  for (const seat of perSeat.keys()) if (!change.before.has(seat)) told.add(seat);
  // START and RESUME leave the state as it was and say their news themselves: everyone hears who is awaited
  if (change.publicTexts.length || (change.restarted && perSeat.size))
    for (const a of audience) ctx.notices.tellSituation(recipient(a, game), game.id, subject);
  for (const seat of told) {
    const s = seats.find((x) => x.seat === seat);
    if (s) ctx.notices.tellSituation(recipient(s.account, game), game.id, subject);
  }
}

/** "Your turn" to the webhooks of the players newly awaited, as everyone is told it. */
async function askWebhooks(ctx: Session, lg: LoadedGame, change: Change, pend: Pend | null): Promise<void> {
  const { game, seats } = lg;
  const posts: WebhookPost[] = [];
  for (const [seat, due] of pend?.named ?? []) {
    const s = seats.find((x) => x.seat === seat);
    if (!s?.account.webhookUrl || change.before.has(seat)) continue;
    const lang = readerLanguage(s.account, game);
    const text = m("core.webhook.yourTurn", {
      name: s.name,
      game: game.id,
      kind: kindTitle(game.kind),
      hasDue: due ? "yes" : "no",
      due: due ? formatDue(due, ctx.app.now(), true) : "",
    });
    posts.push({ accountId: s.accountId, url: s.account.webhookUrl, text: format(lang, text) });
  }
  if (posts.length) await queueWebhooks(ctx.work, posts, ctx.app.now());
}

/**
 * The situation (notices.ts) of a game's readers: who is awaited, and for a seat what it must do now
 * and its own view when `viewed` (or the mail asks for it) — nothing once the game is over (`pend` null).
 */
function situationOf(
  engine: GameEngine,
  state: unknown,
  seats: SeatWithAccount[],
  pend: Pend | null,
  viewed: ReadonlySet<number>,
  /** the state before the change: a seat that held a secret and lost it (destroyed, out) must hear of it */
  before: unknown = null,
): Situation {
  const seatOf = new Map(seats.map((s) => [s.accountId, s.seat]));
  // the seats whose view holds (or held, before this change) what only they may know (GameEngine.secrets),
  // computed once when asked
  let secretSeats: Set<number> | undefined;
  const secretsOf = (st: unknown) =>
    st === null || !engine.secrets
      ? []
      : engine
          .secrets(st)
          .filter((x) => x.items.length)
          .map((x) => x.seat);
  const holdsSecret = (seat: number) => (secretSeats ??= new Set([...secretsOf(state), ...secretsOf(before)])).has(seat);
  // an engine that does not say what is secret (no GameEngine.secrets) may hold some: its views are shown
  const anySecret = () => !engine.secrets || (secretSeats ??= new Set([...secretsOf(state), ...secretsOf(before)])).size > 0;
  return (accountId, withView = false) => {
    const seat = seatOf.get(accountId);
    if (!pend) return { publicParts: [], privateParts: [] };
    const what = seat === undefined ? undefined : pend.perSeat.get(seat);
    const changed = seat !== undefined && viewed.has(seat);
    // a game in which nobody holds anything private (GameEngine.secrets says none: Trente) shows a seat
    // nothing of its own: its view is the public table the news already told, and what to do says the rest
    // who is awaited, said once: the situation's "Waiting for: …", not the seat's view's own line beside
    // it (Three Kingdoms' "Waiting for: Bob to choose a general"), as STATUS does (lifecycle.ts)
    const leaveOut = new Set(pend.publicLine ? (engine.awaitingIds ?? []) : []);
    const view =
      seat !== undefined && (changed || withView) && anySecret()
        ? [viewPart(engine, engine.view(state, { seat }), leaveOut)]
        : [];
    return {
      publicParts: pend.publicLine ? [pend.publicLine] : [],
      privateParts: [...view, ...(what ? [what] : [])],
      awaited: what !== undefined,
      ...(seat === undefined ? { round: seats.length } : {}),
      secretChanged: changed && holdsSecret(seat),
    };
  };
}

/**
 * A game's situation as it stands now, for a mail that no change caused (a digest): its live deadlines
 * read from their jobs.
 */
export async function situationNow(ctx: Session, lg: LoadedGame): Promise<Situation> {
  const { game, engine, seats } = lg;
  if (game.status !== "running" || game.state === null) return () => ({ publicParts: [], privateParts: [] });
  const jobs = await ctx.work.rows<{ key: string; dueAt: Date }>(
    `SELECT key, "dueAt" FROM "Job" WHERE "gameId" = $1 AND status = 'pending' AND kind = $2`,
    game.id,
    JOB_DEADLINE,
  );
  const dues = new Map(jobs.map((j) => [j.key, j.dueAt]));
  const pend = pendingLines(ctx, game, engine, game.state, seats, dues);
  // as after a change: an awaited seat's view comes with what it must do
  return situationOf(engine, game.state, seats, pend, new Set(pend.perSeat.keys()));
}

/**
 * A seat left with exactly one move (GameEngine.forced) has it played at once, as its own move: each is
 * logged (so the record replays it) and said publicly to have been played for them because it was the
 * only one; the next forced move follows, if any. Only a decision everyone is told of: playing a hidden
 * one would tell who was asked. Played in memory and written with the change that led to it (its
 * state, then an event per move), so a mail with a forced move costs no round trip more. Null: none.
 */
function forcedMoves(
  ctx: Session,
  lg: LoadedGame,
  first: ApplyResult<unknown>,
): { result: ApplyResult<unknown>; statements: Statement[]; done(): void } | null {
  const { engine, game, seats } = lg;
  const only = engine.forced?.bind(engine);
  if (!only) return null;
  let state = first.state;
  const events = [...first.events];
  const privateUpdates = new Set(first.privateUpdates ?? []);
  const logged: Statement[] = [];
  const played: Array<{ gameId: string; seat: number; move: string }> = [];
  // a bound, in case an engine kept offering moves: a game's turn never has this many forced ones
  for (let n = 0; n < 100 && engine.outcome(state).status === "running"; n++) {
    const next = engine
      .pending(state)
      .filter((p) => p.seat !== null && !p.hidden && !p.unannounced)
      .map((p) => seats.find((s) => s.seat === p.seat))
      .map((seat) => ({ seat, line: seat ? only(state, seat.seat) : null }))
      .find((x) => x.seat && x.line);
    const parsed = next?.line ? engine.parse(next.line) : null;
    if (!next?.seat || !next.line || !parsed?.ok) break;
    const r = engine.apply(state, { seat: next.seat.seat, admin: false }, parsed.value);
    // a forced line the engine refuses is the engine's mistake: the seat is left to move
    if (!r.ok) break;
    const told = publicSaid(r.value.events);
    logged.push(eventInsert(ctx, game.id, "move", next.line, { forced: true, ...(told.length ? { told } : {}) }, next.seat.seat));
    events.push({ to: "all", msg: m("core.forced.played", { name: next.seat.name, line: next.line }) }, ...r.value.events);
    played.push({ gameId: game.id, seat: next.seat.seat, move: JSON.stringify(parsed.value) });
    for (const seat of r.value.privateUpdates ?? []) privateUpdates.add(seat);
    state = r.value.state;
  }
  if (!logged.length) return null;
  const update = stateUpdate(game, state);
  return {
    result: { state, events, privateUpdates: [...privateUpdates] },
    statements: [update, ...logged],
    done: () => {
      update.done();
      (ctx.forcedPlayed ??= []).push(...played);
    },
  };
}

/** The seats a state awaits that everyone is told of (neither hidden nor unannounced). */
function publiclyAwaited(engine: GameEngine, state: unknown): Set<number> {
  return new Set(
    engine
      .pending(state)
      .filter((p) => !p.hidden && !p.unannounced && p.seat !== null)
      .map((p) => p.seat as number),
  );
}

async function finishGame(ctx: Session, lg: LoadedGame, state: unknown, audience: Account[]): Promise<void> {
  const { game, engine, seats } = lg;
  const outcome = engine.outcome(state);
  await ctx.tx.game.update({ where: { id: game.id }, data: { status: "finished", finishedAt: ctx.app.now() } });
  game.status = "finished";
  await cancelGameJobs(ctx.tx, game.id, ctx.app.now());
  await sendHeldOfGameSoon(ctx.work, game.id, ctx.app.now());
  const winners = outcome.winners.map((w) => seats.find((s) => s.seat === w)?.name ?? m("core.seatN", { seat: w }));
  // the end, once: the summary; the winners only when it does not name them; the final table without
  // the engine's own words for the end (endIds)
  const view = publicViewPart(engine, state, new Set(engine.endIds ?? []));
  const end = (lang: Lang) => {
    const summary = format(lang, outcome.summary);
    const named = winners.every((w) => summary.includes(format(lang, w)));
    return [
      format(lang, m("core.gameOver", { summary })).trim(),
      winners.length && !named ? format(lang, m("core.winners", { n: winners.length, names: winners })) : "",
      engine.keepSecretsAfterEnd
        ? ""
        : format(lang, m("core.seedRevealed", { seed: game.seed, commitment: seedCommitment(game.seed), game: game.id })),
    ]
      .filter(Boolean)
      .join("\n");
  };
  // the final table is state, not an event: what the mail's events already showed of it is not repeated
  // (notices.ts, once), and a table left with nothing new goes with its heading
  const table = (lang: Lang) => `${format(lang, m("core.finalState"))}\n${view(lang)}`;
  for (const a of audience) {
    ctx.notices.addPublic(recipient(a, game), game.id, subjectFor(game), end);
    ctx.notices.addPublicState(recipient(a, game), game.id, subjectFor(game), table);
    // the end of a game is never held (DELIVERY): it takes whatever was held with it
    ctx.notices.sendNow(recipient(a, game), game.id, subjectFor(game));
  }
  // "game over" to the players' webhooks: the game and its title, nothing of its end
  const over = (s: SeatWithAccount) => m("core.webhook.gameOver", { name: s.name, game: game.id, kind: kindTitle(game.kind) });
  await queueWebhooks(
    ctx.work,
    seats
      .filter((s) => s.account.webhookUrl)
      .map((s) => ({
        accountId: s.accountId,
        url: s.account.webhookUrl!,
        text: format(readerLanguage(s.account, game), over(s)),
      })),
    ctx.app.now(),
  );
  // the event log is the operators' record, kept in English
  await ctx.tx.gameEvent.create({
    data: {
      gameId: game.id,
      type: "finished",
      line: format("en", outcome.summary) || "finished",
      data: { winners: outcome.winners, scores: outcome.scores ?? null } as any,
    },
  });
}

/** Saves a new engine state (the caller holds the row lock). */
export async function saveState(ctx: Session, game: Game, state: unknown): Promise<void> {
  const s = stateUpdate(game, state);
  await ctx.work.run(s.sql, ...s.params);
  s.done();
}

/** The UPDATE of a game's state, and what to note on the game in hand once it ran. */
function stateUpdate(game: Game, state: unknown): Statement & { done(): void } {
  // nothing read back: the state just written is the one in hand (re-parsing it cost a move dearly)
  const at = new Date();
  return {
    sql: `UPDATE "Game" SET state = $2::jsonb, version = version + 1, "updatedAt" = $3 WHERE id = $1`,
    params: [game.id, JSON.stringify(state), at],
    done() {
      game.state = state as Game["state"];
      game.version += 1;
      game.updatedAt = at;
    },
  };
}

export async function logEvent(
  ctx: Session,
  gameId: string,
  type: string,
  line: string,
  data: Record<string, unknown> = {},
  seat: number | null = null,
): Promise<void> {
  const e = eventInsert(ctx, gameId, type, line, data, seat);
  await ctx.work.run(e.sql, ...e.params);
}

/** The INSERT of a game's event (written, not read back: the client's create returned the row, a cost on every move). */
function eventInsert(
  ctx: Session,
  gameId: string,
  type: string,
  line: string,
  data: Record<string, unknown>,
  seat: number | null,
): Statement {
  const accountId = (ctx.actingAdmin ?? ctx.account)?.id ?? null;
  return {
    sql: `INSERT INTO "GameEvent" ("gameId", type, seat, "accountId", line, data, "createdAt") VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
    params: [
      gameId,
      type,
      seat,
      accountId,
      line,
      JSON.stringify({ ...data, ...(ctx.actingAdmin ? { by: ctx.actingAdmin.email } : {}) }),
      new Date(),
    ],
  };
}

/** A move's writes (its new state and its event), and what to note on the game in hand once they ran. */
export interface MoveWrite {
  statements: Statement[];
  done(): void;
}

/**
 * A move: the new state and its event, written by `announce` in the round trip of the deadlines'
 * first statement (saveState and logEvent would cost a round trip each).
 */
export function moveWrite(
  ctx: Session,
  game: Game,
  state: unknown,
  line: string,
  data: Record<string, unknown>,
  seat: number | null,
): MoveWrite {
  return changeWrite(ctx, game, state, { type: "move", line, data, seat });
}

/** A new state and the event that made it (a move, a rollback), written together as moveWrite's are. */
export function changeWrite(
  ctx: Session,
  game: Game,
  state: unknown,
  e: { type: string; line: string; data: Record<string, unknown>; seat: number | null },
): MoveWrite {
  const s = stateUpdate(game, state);
  return { statements: [s, eventInsert(ctx, game.id, e.type, e.line, e.data, e.seat)], done: () => s.done() };
}
