// The verbs every game shares (PROTOCOL.md "Accounts" and "Lifecycle"): accounts, creating, joining,
// starting, status, resigning, observing. Each handler checks everything first and writes last; a
// handler that throws CommandError or returns ERROR has its writes rolled back by the runner.
import { allEngines, findEngine } from "../games/registry.ts";
import { hashPassword, newPassword, newSeed, unmatchableHash, verifyPassword } from "../lib/secrets.ts";
import { signedStart, startMailText } from "../fairplay/statements.ts";
import { publicKey } from "../fairplay/key-store.ts";
import type { MailContext, CommandResult } from "./context.ts";
import { AUTH_ERROR, CommandError, ERROR, OK } from "./context.ts";
import { mayOrganise, rolesIn, secretKeepersOf, viewerOf } from "./roles.ts";
import { announce, kindTitle, loadGame, logEvent, playersOf, publicAwaited, saveState, type LoadedGame } from "./games.ts";
import { parseDuration, formatDuration } from "./duration.ts";
import { helpText, keyHelp } from "./help.ts";
import { deadlineKey, formatDue } from "../jobs/deadlines.ts";
import { lookalikes, normaliseName } from "../accounts/names.ts";
import { revokeReplyKeys } from "../accounts/reply-keys.ts";
import { cachedPasswordOk, forgetPasswords, rememberPassword } from "../accounts/password-cache.ts";
import type { Account } from "../generated/prisma/client.ts";
import { format, translator } from "../i18n/format.ts";

export function requireAccount(ctx: MailContext) {
  if (!ctx.account) throw new CommandError(AUTH_ERROR);
  return ctx.account;
}

/**
 * A mail that proved it comes from the account's address (a reply key, or the password mailed there)
 * verifies the account: from then on its name is reserved (docs/roles.md "Accounts").
 */
export async function verified(ctx: MailContext, account: Account): Promise<Account> {
  if (account.verifiedAt) return account;
  return ctx.tx.account.update({ where: { id: account.id }, data: { verifiedAt: ctx.app.now() } });
}

/** How long the name of an account that never proved its address stays reserved (app clock). */
const UNVERIFIED_HOLD_MS = 2 * 86_400_000;

/**
 * A name nobody else holds or looks like. An account that never proved its address (a REGISTER anyone
 * could forge from any address) holds its name two days only; after that it gives way and is removed.
 */
async function freeName(ctx: MailContext, raw: string, self: number | null): Promise<{ name: string } | CommandResult> {
  const n = normaliseName(raw);
  if (!n.ok) return ERROR(n.error);
  const now = ctx.app.now().getTime();
  for (const other of await lookalikes(ctx.tx, n.name, self)) {
    const busy = await ctx.tx.seat.count({ where: { accountId: other.id } }) + await ctx.tx.game.count({ where: { hostId: other.id } });
    const stale = !other.verifiedAt && !other.isAdmin && !busy && other.createdAt.getTime() < now - UNVERIFIED_HOLD_MS;
    if (!stale) {
      const same = other.name.toLowerCase() === n.name.toLowerCase();
      return ERROR(same ? `the name "${n.name}" is taken; choose another` : `the name "${n.name}" looks like "${other.name}", which is taken; choose another`);
    }
    await ctx.tx.observer.deleteMany({ where: { accountId: other.id } });
    await ctx.tx.account.delete({ where: { id: other.id } });
  }
  return { name: n.name };
}

export async function register(ctx: MailContext, args: string): Promise<CommandResult> {
  const existing = await ctx.tx.account.findUnique({ where: { email: ctx.from } });
  // (a forged REGISTER from someone's address mails the password to that address: its owner has it)
  if (existing) return ERROR(`${ctx.from} is already registered (as ${existing.name}); send PASSWORD CHANGE <new> to change your password`);
  const free = await freeName(ctx, args, null);
  if (!("name" in free)) return free;
  const { name } = free;
  const password = newPassword();
  const account = await ctx.tx.account.create({ data: { email: ctx.from, name, passwordHash: hashPassword(password), createdAt: ctx.app.now() } });
  ctx.account = account;
  return OK(
    `Welcome, ${name}. Your password is: ${password}\n` +
      `Keep it: put a line "PASSWORD ${password}" in your mails, or simply reply to Herald's mails (replies are recognised). ` +
      `Your name is reserved for two days, and for good once you have used this password or replied to a Herald mail.`,
  );
}

/** RENAME <new name>: the account's display name (games already joined keep the name they were joined with). */
export async function rename(ctx: MailContext, args: string): Promise<CommandResult> {
  const account = requireAccount(ctx);
  if (ctx.actingAdmin && !ctx.actingAdmin.isAdmin) return ERROR("only a site administrator can rename an account for its owner");
  const free = await freeName(ctx, args, account.id);
  if (!("name" in free)) return free;
  await ctx.tx.account.update({ where: { id: account.id }, data: { name: free.name } });
  return OK(`you are now called ${free.name} (games you already joined keep the name you joined with)`);
}

export async function passwordChange(ctx: MailContext, args: string): Promise<CommandResult> {
  const account = requireAccount(ctx);
  const pw = args.trim();
  if (pw.length < 8 || /\s/.test(pw)) return ERROR("a new password needs at least 8 characters and no spaces");
  await ctx.tx.account.update({ where: { id: account.id }, data: { passwordHash: hashPassword(pw) } });
  // the old password must not pass through this process's cache even for a moment (the new stored hash
  // already keeps it out of every process's cache once this commits)
  forgetPasswords(account.id);
  // everything that authenticated with the old secret ends with it: old reply keys, dashboard sessions
  await revokeReplyKeys(ctx.tx, account.id);
  await ctx.tx.webSession.deleteMany({ where: { accountId: account.id } });
  return OK("password changed; replies to Herald's earlier mails no longer authenticate");
}

/** LOGOUT ALL: every reply key, dashboard session and API token of the account ends now. */
export async function logoutAll(ctx: MailContext): Promise<CommandResult> {
  const account = requireAccount(ctx);
  const keys = await revokeReplyKeys(ctx.tx, account.id);
  const sessions = (await ctx.tx.webSession.deleteMany({ where: { accountId: account.id } })).count;
  const tokens = (await ctx.tx.apiToken.updateMany({ where: { accountId: account.id, revokedAt: null }, data: { revokedAt: ctx.app.now() } })).count;
  return OK(`logged out everywhere: ${keys} reply key(s), ${sessions} dashboard session(s) and ${tokens} API token(s) revoked. ` +
    `Your password still works; replies to this mail work too.`);
}

export async function me(ctx: MailContext): Promise<CommandResult> {
  const account = requireAccount(ctx);
  const seats = await ctx.tx.seat.findMany({ where: { accountId: account.id, status: "active" }, include: { game: true }, orderBy: { joinedAt: "asc" } });
  const hosted = await ctx.tx.game.findMany({ where: { hostId: account.id, status: { in: ["open", "running", "paused"] } } });
  const obs = await ctx.tx.observer.findMany({ where: { accountId: account.id } });
  const lines = [`${account.name} <${account.email}>${account.isAdmin ? " (administrator)" : ""}`];
  lines.push(seats.length ? "Your games:" : "You are in no game.");
  for (const s of seats) lines.push(`  ${s.game.id} (${s.game.status}) seat ${s.seat} as ${s.name}`);
  if (hosted.length) lines.push("You host: " + hosted.map((g) => `${g.id} (${g.status})`).join(", "));
  if (obs.length) lines.push("You observe: " + obs.map((o) => o.gameId).join(", "));
  return OK(lines.join("\n"));
}

export async function list(ctx: MailContext): Promise<CommandResult> {
  const games = await ctx.tx.game.findMany({
    where: { status: { in: ["open", "running", "paused"] } },
    include: { host: true, seats: { where: { status: "active" } } },
    orderBy: { num: "asc" },
    take: 200,
  });
  if (!games.length) return OK("No games yet. Start one: CREATE <kind> (kinds: " + allEngines().map((e) => e.kind).join(", ") + ")");
  const open = games.filter((g) => g.status === "open");
  const running = games.filter((g) => g.status !== "open");
  const line = (g: (typeof games)[number]) => {
    const e = findEngine(g.kind);
    return `  ${g.id}  ${g.kind}  host ${g.host.name}  ${g.seats.length}/${e?.maxPlayers ?? "?"} players${g.status === "paused" ? "  (paused)" : ""}`;
  };
  const out: string[] = [];
  out.push(open.length ? "Open for joining:" : "No game is open for joining.");
  out.push(...open.map(line));
  if (running.length) out.push("Running:", ...running.map(line));
  return OK(out.join("\n"));
}

/** `key=value` words; a bare word is `key=true`. Keys lower-cased; `deadline` is the service's own. */
export function parseOptionWords(words: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const w of words) {
    const i = w.indexOf("=");
    if (i < 0) out[w.toLowerCase()] = "true";
    else out[w.slice(0, i).toLowerCase()] = w.slice(i + 1);
  }
  return out;
}

export async function create(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  if (!args.length) return ERROR("say which game: CREATE <kind> (kinds: " + allEngines().map((e) => e.kind).join(", ") + ")");
  const engine = findEngine(args[0]);
  if (!engine) return ERROR(`unknown game kind "${args[0]}" (kinds: ${allEngines().map((e) => e.kind).join(", ")})`);
  const raw = parseOptionWords(args.slice(1));
  let deadlineSeconds = 48 * 3600;
  if (raw.deadline !== undefined) {
    const d = parseDuration(raw.deadline);
    if (d === null) return ERROR(`deadline=${raw.deadline}: give a duration such as 48h, 2d or 90m, at most 366d`);
    deadlineSeconds = d;
    delete raw.deadline;
  }
  const opts = engine.parseOptions(raw);
  if (!opts.ok) return ERROR(format("en", opts.error));
  // game numbers come from the table's sequence; the id is fixed once the number is known
  const tmpId = `tmp-${crypto.randomUUID()}`;
  const row = await ctx.tx.game.create({
    data: { id: tmpId, kind: engine.kind, hostId: account.id, options: opts.value as any, seed: newSeed(), deadlineSeconds },
  });
  const id = `${engine.idPrefix}-${row.num}`;
  await ctx.tx.game.update({ where: { id: tmpId }, data: { id } });
  ctx.gameId = id;
  await logEvent(ctx, id, "created", `CREATE ${args.join(" ")}`, { options: opts.value });
  return OK(
    `created ${id} (${kindTitle(engine.kind)}, ${engine.minPlayers}–${engine.maxPlayers} players, deadline ${formatDuration(deadlineSeconds)}). ` +
      `You host it. Players join with: JOIN ${id}; you start it with: START ${id}`,
  );
}

export async function join(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  const id = args[0] && /-\d+$/.test(args[0]) ? args[0] : ctx.gameId;
  const optWords = args[0] && /-\d+$/.test(args[0]) ? args.slice(1) : args;
  if (!id) return ERROR("say which game: JOIN <game-id>");
  const lg = await loadGame(ctx, id);
  const { game, engine, seats } = lg;
  if (game.status !== "open") return ERROR(`${game.id} is not open for joining (it is ${game.status})`);
  if (seats.some((s) => s.accountId === account.id)) return ERROR(`you already have a seat in ${game.id}`);
  if (seats.length >= engine.maxPlayers) return ERROR(`${game.id} is full (${engine.maxPlayers} players)`);
  let joinOptions: Record<string, string> = {};
  const raw = parseOptionWords(optWords);
  if (engine.parseJoinOptions) {
    const r = engine.parseJoinOptions(raw, game.options);
    if (!r.ok) return ERROR(format("en", r.error));
    joinOptions = r.value;
  } else if (optWords.length) return ERROR(`${engine.kind} takes no JOIN options`);
  const seat = (seats.at(-1)?.seat ?? 0) + 1;
  await ctx.tx.seat.create({ data: { gameId: game.id, accountId: account.id, seat, name: account.name, options: joinOptions } });
  ctx.gameId = game.id;
  await logEvent(ctx, game.id, "joined", `JOIN ${args.join(" ")}`.trim(), { options: joinOptions }, seat);
  const n = seats.length + 1;
  const host = await ctx.tx.account.findUniqueOrThrow({ where: { id: game.hostId } });
  if (host.id !== account.id)
    ctx.notices.addAdmin({ accountId: host.id, email: host.email }, game.id, `${kindTitle(game.kind)} — news`, `${account.name} joined ${game.id} (${n} player${n > 1 ? "s" : ""}).`);
  return OK(`you joined ${game.id} as seat ${seat} (${n}/${engine.maxPlayers} players${n >= engine.minPlayers ? "; the host can START it" : `; it needs ${engine.minPlayers}`})`);
}

export async function start(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  const id = args[0] ?? ctx.gameId;
  if (!id) return ERROR("say which game: START <game-id>");
  const lg = await loadGame(ctx, id);
  const { game, engine } = lg;
  if (!mayOrganise(await rolesIn(ctx.tx, lg, account))) return ERROR(`only the host of ${game.id} can start it`);
  if (game.status !== "open") return ERROR(`${game.id} has already started (it is ${game.status})`);
  if (lg.seats.length < engine.minPlayers) return ERROR(`${game.id} needs at least ${engine.minPlayers} players; it has ${lg.seats.length}`);
  // a game whose secrets someone must keep cannot start while everyone who could keep them plays
  if (engine.needsSecretKeeper && !(await secretKeepersOf(ctx.tx, lg)).length)
    return ERROR(`${game.id} needs an administrator who holds no seat to keep its secrets: the host plays, so name one with ` +
      `COADMIN ${game.id} ADD <address> (a registered account without a seat), then START again`);
  // seats are numbered 1..n in join order at the start, closing the gaps left by players who left
  // (seats are sorted, so moving each one down in order never meets a taken number)
  for (const [i, s] of lg.seats.entries()) {
    if (s.seat !== i + 1) {
      await ctx.tx.seat.update({ where: { id: s.id }, data: { seat: i + 1 } });
      s.seat = i + 1;
    }
  }
  const r = engine.setup({ options: game.options, players: playersOf(lg.seats), seed: game.seed });
  if (!r.ok) return ERROR(format("en", r.error));
  await ctx.tx.game.update({ where: { id: game.id }, data: { status: "running", startedAt: ctx.app.now() } });
  game.status = "running";
  await saveState(ctx, game, r.value);
  ctx.gameId = game.id;
  await logEvent(ctx, game.id, "started", `START ${game.id}`, { players: playersOf(lg.seats) });
  const intro = [
    `${game.id} has started: ${kindTitle(game.kind)} with ${lg.seats.map((s) => `${s.seat}. ${s.name}`).join(", ")}.`,
    engine.render(engine.view(r.value, "public"), translator("en")),
    startMailText(
      await signedStart(ctx.tx, { id: game.id, kind: game.kind, seed: game.seed, options: game.options as Record<string, unknown>, players: playersOf(lg.seats) }),
      engine.keepSecretsAfterEnd
        ? "the seed stays secret after the end (an administrator may reveal the record later; every player is told)"
        : "the seed is revealed when the game ends",
    ),
  ].filter(Boolean).join("\n");
  // a game run by a secret-keeper (Killer): the keeper gets the whole picture at once (the target cycles)
  const keeper = engine.needsSecretKeeper ? [{ to: "admin" as const, text: engine.render(engine.view(r.value, "admin"), translator("en")) }] : [];
  await announce(ctx, lg, { state: r.value, events: keeper, privateUpdates: lg.seats.map((s) => s.seat) }, [intro]);
  return OK(`${game.id} started`);
}

export async function status(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  const id = args[0] ?? ctx.gameId;
  let ids: string[];
  if (id) ids = [id.toLowerCase()];
  else {
    const seats = await ctx.tx.seat.findMany({ where: { accountId: account.id, status: "active", game: { status: { in: ["running", "paused", "open"] } } } });
    ids = seats.map((s) => s.gameId);
    if (!ids.length) return OK("You are in no running game. LIST shows the games.");
  }
  const parts: string[] = [];
  for (const gid of ids) {
    const lg = await loadGame(ctx, gid, false);
    parts.push(await statusOf(ctx, lg));
  }
  return OK(parts.join("\n\n"));
}

/** What STATUS shows one account about one game: its own private view, or the public one. */
async function statusOf(ctx: MailContext, lg: LoadedGame): Promise<string> {
  const { game, engine, seats } = lg;
  const head = `${game.id} — ${kindTitle(game.kind)}, ${game.status}; players: ${seats.map((s) => `${s.seat}. ${s.name}`).join(", ") || "none yet"}`;
  if (!game.state) return head;
  const roles = await rolesIn(ctx.tx, lg, ctx.account!);
  const mine = roles.seat;
  const viewer = viewerOf(roles);
  // a site administrator reading a game's secrets leaves a trace (its own host and co-administrators keep them)
  if (viewer === "admin" && !roles.host && !roles.coadmin)
    await ctx.tx.gameEvent.create({ data: { gameId: game.id, type: "admin", line: "REVEAL (STATUS)", accountId: ctx.account!.id, data: { by: ctx.account!.email } } });
  const pend = engine.pending(game.state);
  const waiting = pend.map((p) => publicAwaited(p, seats));
  const mineWhat: string[] = [];
  for (const p of mine ? pend.filter((x) => x.seat === mine.seat) : []) {
    const job = await ctx.tx.job.findUnique({ where: { key: deadlineKey(game.id, p.seat, p.key) } });
    mineWhat.push(format("en", p.what) + (job && job.status === "pending" ? ` (deadline ${formatDue(job.dueAt, ctx.app.now())})` : ""));
  }
  return [
    head,
    engine.render(engine.view(game.state, viewer), translator("en")),
    waiting.length && game.status === "running" ? `Waiting for: ${[...new Set(waiting)].join(", ")}` : "",
    mineWhat.length ? `Your move: ${mineWhat.join("; ")}` : "",
  ].filter(Boolean).join("\n");
}

export async function resign(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  const id = args[0] ?? ctx.gameId;
  if (!id) return ERROR("say which game: RESIGN <game-id>");
  const lg = await loadGame(ctx, id);
  const seat = lg.seats.find((s) => s.accountId === account.id);
  if (!seat) return ERROR(`you have no seat in ${lg.game.id}`);
  return leaveSeat(ctx, lg, seat.seat, "resigned", `${seat.name} resigned.`);
}

/** A seat leaves a game (RESIGN, KICK): before the start it is just freed; after, the engine decides. */
export async function leaveSeat(ctx: MailContext, lg: LoadedGame, seatNo: number, how: "resigned" | "kicked", text: string): Promise<CommandResult> {
  const { game, engine } = lg;
  const seat = lg.seats.find((s) => s.seat === seatNo)!;
  if (game.status === "finished" || game.status === "cancelled") return ERROR(`${game.id} is over`);
  if (game.status === "open") {
    // before the start a seat is just freed (the audit log keeps who left); seats are numbered at START
    await logEvent(ctx, game.id, how, text, {}, seatNo);
    await ctx.tx.seat.delete({ where: { id: seat.id } });
    return OK(`${seat.name} left ${game.id}`);
  }
  if (!engine.resign) return ERROR(`${engine.kind} has no way to leave a running game; ask the host`);
  const r = engine.resign(game.state, seatNo);
  if (!r.ok) return ERROR(format("en", r.error));
  await saveState(ctx, game, r.value.state);
  await logEvent(ctx, game.id, how, text, {}, seatNo);
  await announce(ctx, lg, r.value, [text]);
  // the seat stays in the game's list (the engine keeps it, e.g. as out), but no longer gets mails
  await ctx.tx.seat.update({ where: { id: seat.id }, data: { status: how } });
  return OK(`${seat.name} left ${game.id}`);
}

export async function observe(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  const id = args[0] ?? ctx.gameId;
  if (!id) return ERROR("say which game: OBSERVE <game-id>");
  const lg = await loadGame(ctx, id, false);
  if (lg.seats.some((s) => s.accountId === account.id)) return ERROR(`you play in ${lg.game.id}; players get its news already`);
  await ctx.tx.observer.upsert({ where: { gameId_accountId: { gameId: lg.game.id, accountId: account.id } }, create: { gameId: lg.game.id, accountId: account.id }, update: {} });
  const view = lg.game.state ? "\n" + lg.engine.render(lg.engine.view(lg.game.state, "public"), translator("en")) : "";
  return OK(`you now observe ${lg.game.id}: you will get its public mails${view}`);
}

export async function help(ctx: MailContext, args: string[]): Promise<CommandResult> {
  if (args[0]?.toUpperCase() === "KEY") return OK(keyHelp(await publicKey(ctx.tx)));
  const r = helpText(args[0]);
  return r.ok ? OK(r.text) : ERROR(r.error);
}

export function checkPassword(account: { id: number; passwordHash: string } | null, password: string): boolean {
  // a password verified a short while ago costs an HMAC, not a scrypt (accounts/password-cache.ts)
  if (account && cachedPasswordOk(account, password)) return true;
  // compare against a dummy hash when there is no account, so timing does not tell them apart
  const ok = verifyPassword(password, account?.passwordHash ?? DUMMY_HASH) && !!account;
  if (ok) rememberPassword(account!, password);
  return ok;
}
const DUMMY_HASH = unmatchableHash();
