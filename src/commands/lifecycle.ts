// The verbs every game shares (docs/protocol-spec.md "Accounts" and "Lifecycle"): accounts, creating, joining,
// starting, status, resigning, observing. Each handler checks everything first and writes last; a
// handler that throws CommandError or returns ERROR has its writes rolled back by the runner.
import { hashPassword, newPassword, newSeed } from "../lib/secrets.ts";
import { signedStart, startMailText } from "../fairplay/statements.ts";
import { KeyLost, publicKey } from "../fairplay/key-store.ts";
import { keyFingerprint } from "../fairplay/sign.ts";
import type { MailContext, CommandResult } from "../service/context.ts";
import { CommandError, ERROR, OK, replyLanguage, requireAccount } from "../service/context.ts";
import { keepersTold, mayOrganise, noteWitnesses, rolesIn, secretKeepersOf } from "../service/roles.ts";
import { decide } from "../service/gate.ts";
import {
  announce,
  kindTitle,
  loadGame,
  logEvent,
  playersOf,
  publicAwaited,
  recipient,
  saveState,
  subjectFor,
  publicViewPart,
  toDo,
  viewPart,
  type LoadedGame,
} from "../service/games.ts";
import { durationMsg } from "../service/deadlines.ts";
import { armIdle, deadlineKey, formatDue } from "../service/deadlines.ts";
import { parseOptionWords, takeServiceOptions } from "./options.ts";
import { applyStandingAtStart } from "./standing.ts";
import { factsAtStart, followable } from "../service/follow.ts";
import { lookalikes, normaliseName } from "../accounts/names.ts";
import { revokePageLinks, revokeReplyKeys } from "../accounts/sender.ts";
import { format, translator } from "../i18n/format.ts";
import { m, type Lang, type Msg, genderOf } from "../i18n/msg.ts";
import { parseLanguage } from "../i18n/language.ts";
import { isGameId } from "../lib/game-id.ts";

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
    const busy =
      (await ctx.tx.seat.count({ where: { accountId: other.id } })) + (await ctx.tx.game.count({ where: { hostId: other.id } }));
    const stale = !other.verifiedAt && !other.isAdmin && !busy && other.createdAt.getTime() < now - UNVERIFIED_HOLD_MS;
    if (!stale) {
      const same = other.name.toLowerCase() === n.name.toLowerCase();
      return ERROR(same ? m("core.name.taken", { name: n.name }) : m("core.name.looksLike", { name: n.name, other: other.name }));
    }
    await ctx.tx.observer.deleteMany({ where: { accountId: other.id } });
    await ctx.tx.account.delete({ where: { id: other.id } });
  }
  return { name: n.name };
}

export async function register(ctx: MailContext, args: string): Promise<CommandResult> {
  const existing = await ctx.tx.account.findUnique({ where: { email: ctx.from } });
  // (a forged REGISTER from someone's address mails the password to that address: its owner has it)
  if (existing) return ERROR(m("core.register.already", { email: ctx.from, name: existing.name }));
  const free = await freeName(ctx, args, null);
  if (!("name" in free)) return free;
  const { name } = free;
  const password = newPassword();
  // the account's guessed language is the language of its first mail (i18n/language.ts)
  const account = await ctx.tx.account.create({
    data: { email: ctx.from, name, passwordHash: hashPassword(password), createdAt: ctx.app.now(), language: ctx.mailLanguage },
  });
  ctx.account = account;
  // the player's first mail from Herald states its key: what `verify --mailbox` trusts later (src/verify-mailbox.ts)
  const key = await publicKey(ctx.tx);
  return OK(m("core.register.welcome", { name, password, key, fingerprint: keyFingerprint(key) }));
}

/** RENAME <new name>: the account's display name (games already joined keep the name they were joined with). */
export async function rename(ctx: MailContext, args: string): Promise<CommandResult> {
  const account = requireAccount(ctx);
  if (ctx.actingAdmin && !ctx.actingAdmin.isAdmin) return ERROR(m("core.rename.onlySiteAdmin"));
  const free = await freeName(ctx, args, account.id);
  if (!("name" in free)) return free;
  await ctx.tx.account.update({ where: { id: account.id }, data: { name: free.name } });
  return OK(m("core.rename.done", { name: free.name }));
}

export async function passwordChange(ctx: MailContext, args: string): Promise<CommandResult> {
  const account = requireAccount(ctx);
  const pw = args.trim();
  if (pw.length < 8 || /\s/.test(pw)) return ERROR(m("core.password.weak"));
  await ctx.tx.account.update({ where: { id: account.id }, data: { passwordHash: hashPassword(pw) } });
  // the old password must not pass through this process's cache even for a moment (the new stored hash
  // already keeps it out of every process's cache once this commits)
  ctx.app.passwords.forget(account.id);
  // everything that authenticated with the old secret ends with it: old reply keys, page links, sessions
  await revokeReplyKeys(ctx.tx, account.id);
  await revokePageLinks(ctx.tx, account.id);
  await ctx.tx.webSession.deleteMany({ where: { accountId: account.id } });
  return OK(m("core.password.changed"));
}

/** LOGOUT ALL: every reply key, page link, dashboard session and API token of the account ends now. */
export async function logoutAll(ctx: MailContext): Promise<CommandResult> {
  const account = requireAccount(ctx);
  const keys = await revokeReplyKeys(ctx.tx, account.id);
  await revokePageLinks(ctx.tx, account.id);
  const sessions = (await ctx.tx.webSession.deleteMany({ where: { accountId: account.id } })).count;
  const tokens = (
    await ctx.tx.apiToken.updateMany({ where: { accountId: account.id, revokedAt: null }, data: { revokedAt: ctx.app.now() } })
  ).count;
  return OK(m("core.logout.done", { keys, sessions, tokens }));
}

export async function me(ctx: MailContext): Promise<CommandResult> {
  const account = requireAccount(ctx);
  const seats = await ctx.tx.seat.findMany({
    where: { accountId: account.id, status: "active" },
    include: { game: true },
    orderBy: { joinedAt: "asc" },
  });
  const hosted = await ctx.tx.game.findMany({ where: { hostId: account.id, status: { in: ["open", "running", "paused"] } } });
  const obs = await ctx.tx.observer.findMany({ where: { accountId: account.id } });
  const lang = replyLanguage(ctx);
  const lines = [
    format(lang, m("core.me.who", { name: account.name, email: account.email, admin: account.isAdmin ? "yes" : "no" })),
  ];
  lines.push(format(lang, seats.length ? m("core.me.games") : m("core.me.noGame")));
  for (const s of seats)
    lines.push(
      "  " + format(lang, m("core.me.seat", { game: s.game.id, status: statusMsg(s.game.status), seat: s.seat, name: s.name })),
    );
  if (hosted.length)
    lines.push(
      format(
        lang,
        m("core.me.host", { games: hosted.map((g) => m("core.gameWithStatus", { game: g.id, status: statusMsg(g.status) })) }),
      ),
    );
  if (obs.length) lines.push(format(lang, m("core.me.observe", { games: obs.map((o) => o.gameId) })));
  lines.push(
    format(lang, m("core.me.language", { lang: m(`core.lang.${lang}`), chosen: account.languageChosen ? "yes" : "no" })),
  );
  lines.push(format(lang, m("core.me.gender", { gender: genderOf(account.gender) })));
  return OK(lines.join("\n"));
}

export async function list(ctx: MailContext): Promise<CommandResult> {
  const games = await ctx.tx.game.findMany({
    where: { status: { in: ["open", "running", "paused"] } },
    include: { host: true, seats: { where: { status: "active" } } },
    orderBy: { num: "asc" },
    take: 200,
  });
  if (!games.length) return OK(m("core.list.none", { kinds: kindsParam(ctx) }));
  const open = games.filter((g) => g.status === "open");
  const running = games.filter((g) => g.status !== "open");
  const line = (g: (typeof games)[number]): Msg => {
    const e = ctx.app.games.find(g.kind);
    return m("core.list.game", {
      game: g.id,
      kind: g.kind,
      host: g.host.name,
      n: g.seats.length,
      max: e?.maxPlayers ?? "?",
      paused: g.status === "paused" ? "yes" : "no",
    });
  };
  const out: Msg[] = [];
  out.push(open.length ? m("core.list.open") : m("core.list.noneOpen"));
  out.push(...open.map(line));
  if (running.length) out.push(m("core.list.running"), ...running.map(line));
  const lang = replyLanguage(ctx);
  return OK(out.map((x) => format(lang, x)).join("\n"));
}

/** A game's status as the reader says it ("running", "en cours"…). */
export function statusMsg(status: string): Msg {
  return m(`core.status.${status}`);
}

const kindsParam = (ctx: MailContext) => ctx.app.games.all().map((e) => e.kind);

/**
 * CREATE <kind> [opt=value …]: the service takes its own options (deadline=, remind=, vacation=,
 * turnReminder=, lang=: options.ts) and hands the rest to the engine.
 */
export async function create(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  if (!args.length) return ERROR(m("core.create.which", { kinds: kindsParam(ctx) }));
  const engine = ctx.app.games.find(args[0]);
  if (!engine) return ERROR(m("core.unknownKind", { kind: args[0], kinds: kindsParam(ctx) }));
  const raw = parseOptionWords(args.slice(1));
  const service = takeServiceOptions(raw);
  if (!service.ok) return ERROR(service.error);
  const { set, said } = service.value;
  const deadlineSeconds = set.deadlineSeconds ?? 48 * 3600;
  // over=<game>: the game this one follows (follow.ts), the service's to check and keep
  const over = raw.over;
  delete raw.over;
  const follows = over === undefined ? null : await followable(ctx, engine, over);
  if (follows && "error" in follows) return ERROR(follows.error);
  const opts = engine.parseOptions(raw);
  if (!opts.ok) return ERROR(opts.error);
  // game numbers come from the table's sequence; the id is fixed once the number is known
  const tmpId = `tmp-${crypto.randomUUID()}`;
  const row = await ctx.tx.game.create({
    data: {
      id: tmpId,
      kind: engine.kind,
      hostId: account.id,
      options: opts.value as any,
      seed: newSeed(),
      ...set,
      deadlineSeconds,
      follows: follows?.id ?? null,
    },
  });
  const id = `${engine.idPrefix}-${row.num}`;
  await ctx.tx.game.update({ where: { id: tmpId }, data: { id } });
  ctx.gameId = id;
  await logEvent(ctx, id, "created", `CREATE ${maskSecretOptions(args, engine.secretOptions)}`, {});
  // whoever sets a secret option (Killer's target map) knows it: they never take a seat in the game
  const opt = opts.value as Record<string, unknown>;
  if (engine.secretOptions?.some((k) => opt[k] !== undefined && opt[k] !== null))
    await ctx.tx.gameWitness.create({ data: { gameId: id, accountId: account.id, reason: "secret options" } });
  const out: Msg[] = [
    m("core.create.done", {
      game: id,
      kind: kindTitle(engine.kind),
      min: engine.minPlayers,
      max: engine.maxPlayers,
      deadline: durationMsg(deadlineSeconds),
      // the line speaks to its host: Spanish "Eres la anfitriona" agrees with them (neutral until stated)
      reader: genderOf(account.gender),
    }),
  ];
  if (said.length) out.push(m("core.create.timers", { list: said }));
  if (follows) out.push(m("core.create.over", { game: follows.id }));
  if (set.lang) out.push(m("core.create.lang", { lang: m(`core.lang.${set.lang}`) }));
  return OK(out);
}

/** CREATE's words for the audit log, with the values of secret options left out (`order=…`). */
function maskSecretOptions(args: string[], secret: readonly string[] = []): string {
  const keys = new Set(secret.map((k) => k.toLowerCase()));
  return args.map((w) => (keys.has(w.split("=")[0].toLowerCase()) && w.includes("=") ? `${w.split("=")[0]}=…` : w)).join(" ");
}

export async function join(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  const named = args[0] !== undefined && isGameId(args[0]);
  const id = named ? args[0] : ctx.gameId;
  const optWords = named ? args.slice(1) : args;
  if (!id) return ERROR(m("core.sayWhichGame", { verb: "JOIN" }));
  const lg = await loadGame(ctx, id);
  const { game, engine, seats } = lg;
  if (game.status !== "open") return ERROR(m("core.join.notOpen", { game: game.id, status: statusMsg(game.status) }));
  if (seats.some((s) => s.accountId === account.id)) return ERROR(m("core.join.already", { game: game.id }));
  const may = decide(await rolesIn(ctx.tx, lg, account), { ask: "take-seat" }, game.id);
  if (!may.ok) return ERROR(may.why);
  if (seats.length >= engine.maxPlayers) return ERROR(m("core.join.full", { game: game.id, max: engine.maxPlayers }));
  let joinOptions: Record<string, string> = {};
  const raw = parseOptionWords(optWords);
  if (engine.parseJoinOptions) {
    const r = engine.parseJoinOptions(raw, game.options, playersOf(seats));
    if (!r.ok) return ERROR(r.error);
    joinOptions = r.value;
  } else if (optWords.length) return ERROR(m("core.join.noOptions", { kind: engine.kind }));
  const seat = (seats.at(-1)?.seat ?? 0) + 1;
  await ctx.tx.seat.create({ data: { gameId: game.id, accountId: account.id, seat, name: account.name, options: joinOptions } });
  ctx.gameId = game.id;
  await logEvent(ctx, game.id, "joined", `JOIN ${args.join(" ")}`.trim(), { options: joinOptions }, seat);
  const n = seats.length + 1;
  const host = await ctx.tx.account.findUniqueOrThrow({ where: { id: game.hostId } });
  if (host.id !== account.id)
    ctx.notices.addAdmin(
      recipient(host, game),
      game.id,
      subjectFor(game),
      m("core.join.news", { name: account.name, gender: genderOf(account.gender), game: game.id, n }),
    );
  return OK(
    m("core.join.done", {
      game: game.id,
      seat,
      n,
      max: engine.maxPlayers,
      min: engine.minPlayers,
      ready: n >= engine.minPlayers ? "yes" : "no",
    }),
  );
}

export async function start(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  // START [<game>] [over=<game>]
  const named = args[0] && !args[0].includes("=") ? args[0] : undefined;
  const id = named ?? ctx.gameId;
  if (!id) return ERROR(m("core.sayWhichGame", { verb: "START" }));
  const lg = await loadGame(ctx, id);
  const { game, engine } = lg;
  if (!mayOrganise(await rolesIn(ctx.tx, lg, account))) return ERROR(m("core.start.onlyHost", { game: game.id }));
  if (game.status !== "open") return ERROR(m("core.start.already", { game: game.id, status: statusMsg(game.status) }));
  const over = parseOptionWords(args.slice(named ? 1 : 0)).over;
  if (over !== undefined) {
    const follows = await followable(ctx, engine, over);
    if ("error" in follows) return ERROR(follows.error);
    await ctx.tx.game.update({ where: { id: game.id }, data: { follows: follows.id } });
    game.follows = follows.id;
  }
  if (lg.seats.length < engine.minPlayers)
    return ERROR(m("core.start.tooFew", { game: game.id, min: engine.minPlayers, n: lg.seats.length }));
  // a game whose secrets someone must keep cannot start while everyone who could keep them plays
  if (engine.needsSecretKeeper && !(await secretKeepersOf(ctx.tx, lg)).length)
    return ERROR(m("core.start.needsKeeper", { game: game.id }));
  // seats are numbered 1..n in join order at the start, closing the gaps left by players who left
  // (seats are sorted, so moving each one down in order never meets a taken number)
  for (const [i, s] of lg.seats.entries()) {
    if (s.seat !== i + 1) {
      await ctx.tx.seat.update({ where: { id: s.id }, data: { seat: i + 1 } });
      s.seat = i + 1;
    }
  }
  const r = engine.setup({ options: game.options, players: playersOf(lg.seats), seed: game.seed });
  if (!r.ok) return ERROR(r.error);
  await ctx.tx.game.update({ where: { id: game.id }, data: { status: "running", startedAt: ctx.app.now() } });
  game.status = "running";
  await saveState(ctx, game, r.value);
  ctx.gameId = game.id;
  const signed = await signedStart(ctx.tx, {
    id: game.id,
    kind: game.kind,
    seed: game.seed,
    options: game.options as Record<string, unknown>,
    secretOptions: engine.secretOptions,
    players: playersOf(lg.seats),
  }).catch((e: unknown) => {
    if (e instanceof KeyLost) return null;
    throw e;
  });
  // a lost key is the operator's to settle (src/fairplay/key-store.ts); the line changes nothing
  if (!signed) return ERROR(m("core.key.lost"));
  // the key that signed the START: the record names it, and carries the chain from it to its own key
  await logEvent(ctx, game.id, "started", `START ${game.id}`, { players: playersOf(lg.seats), key: signed.key });
  // the table without who is awaited: the mail's situation says it ("Waiting for: …")
  const publicView = publicViewPart(engine, r.value, new Set(engine.awaitingIds ?? []));
  // and without the table itself (GameEngine.stateIds), for a mail that gathers the start with later steps
  const stateIds = engine.stateIds ?? [];
  const briefLines = publicViewPart(engine, r.value, new Set([...(engine.awaitingIds ?? []), ...stateIds]));
  // the lines left out leave blank ones: gone, the view's own last line break kept
  const briefView = (lang: Lang) =>
    briefLines(lang)
      .replace(/^\n+/, "")
      .replace(/\n+(?=[^\n])/g, "\n");
  // a host who plays keeps no secret: the players are told who does instead (docs/roles.md)
  const hostPlays = lg.seats.some((s) => s.accountId === game.hostId);
  const keepers = engine.needsSecretKeeper && hostPlays ? await secretKeepersOf(ctx.tx, lg) : [];
  const keptBy = keepers.length
    ? m("core.start.keepers", {
        game: game.id,
        names: keepers.map((a) => a.name),
        n: keepers.length,
        site: keepers.every((a) => a.isAdmin && !lg.coadmins.includes(a.id)) ? "yes" : "no",
      })
    : null;
  const intro = (lang: Lang, view = publicView) =>
    [
      format(
        lang,
        m("core.start.intro", {
          game: game.id,
          kind: kindTitle(game.kind),
          players: lg.seats.map((s) => `${s.seat}. ${s.name}`),
        }),
      ),
      keptBy ? format(lang, keptBy) : "",
      view(lang),
      startMailText(
        signed,
        format(lang, engine.keepSecretsAfterEnd ? m("core.start.seedKept") : m("core.start.seedRevealedAtEnd")),
        translator(lang),
      ),
    ]
      .filter(Boolean)
      .join("\n");
  // a game run by a secret-keeper (Killer): the keeper gets the whole picture at once (the target cycles)
  const keeper = engine.needsSecretKeeper ? [{ to: "admin" as const, view: engine.view(r.value, "admin") }] : [];
  const start = stateIds.length ? { step: (lang: Lang) => intro(lang), brief: (lang: Lang) => intro(lang, briefView) } : intro;
  await announce(ctx, lg, { state: r.value, events: [], privateUpdates: lg.seats.map((s) => s.seat) }, [start]);
  for (const k of keeper)
    for (const a of await keepersTold(ctx.tx, lg, "admin view"))
      ctx.notices.addAdmin(recipient(a, game), game.id, subjectFor(game), viewPart(engine, k.view));
  // a game over another starts from the other's facts as they stand (follow.ts)
  await factsAtStart(ctx, lg);
  // the host's turn reminder starts counting, and each player's standing orders enter the game
  await armIdle(ctx.work, game, ctx.app.now());
  await applyStandingAtStart(ctx, lg);
  return OK(m("core.start.done", { game: game.id }));
}

export async function status(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  const id = args[0] ?? ctx.gameId;
  let ids: string[];
  if (id) ids = [id.toLowerCase()];
  else {
    const seats = await ctx.tx.seat.findMany({
      where: { accountId: account.id, status: "active", game: { status: { in: ["running", "paused", "open"] } } },
    });
    ids = seats.map((s) => s.gameId);
    if (!ids.length) return OK(m("core.status.noGame"));
  }
  const lang = replyLanguage(ctx);
  const parts: string[] = [];
  for (const gid of ids) {
    const lg = await loadGame(ctx, gid, false);
    parts.push(await statusOf(ctx, lg, lang));
  }
  return OK(parts.join("\n\n"));
}

/** What STATUS shows one account about one game: its own private view, or the public one (in `lang`). */
async function statusOf(ctx: MailContext, lg: LoadedGame, lang: Lang): Promise<string> {
  const { game, engine, seats } = lg;
  const head = format(
    lang,
    m("core.status.head", {
      game: game.id,
      kind: kindTitle(game.kind),
      status: statusMsg(game.status),
      players: seats.length ? seats.map((s) => `${s.seat}. ${s.name}`) : m("core.status.nobody"),
    }),
  );
  if (!game.state) return head;
  // the gate decides what this line may read: the reader's own view, or (AS) the player's, checked
  // against the real actor's relations to this very game
  const roles = await rolesIn(ctx.tx, lg, ctx.account!);
  const d = ctx.actingAdmin
    ? decide(await rolesIn(ctx.tx, lg, ctx.actingAdmin), { ask: "read-for", target: roles }, game.id)
    : decide(roles, { ask: "read-own" }, game.id);
  if (!d.ok) throw new CommandError(d.why);
  const mine = roles.seat;
  const viewer = d.viewer;
  // a site administrator reading a game's secrets leaves a trace (its own host and co-administrators keep them)
  if (d.reveal)
    await ctx.tx.gameEvent.create({
      data: {
        gameId: game.id,
        type: "admin",
        line: "REVEAL (STATUS)",
        accountId: ctx.account!.id,
        data: { by: ctx.account!.email },
      },
    });
  if (d.witness) await noteWitnesses(ctx.tx, lg, [ctx.account!.id], "admin view");
  const pend = engine.pending(game.state);
  // an unannounced decision is named only to whom it awaits: the secret-keepers (the admin view), or its seat
  const waiting = [
    ...new Set(
      pend.map((p) =>
        p.unannounced && (viewer === "admin" || p.seat === mine?.seat)
          ? publicAwaited({ ...p, unannounced: false }, seats, lang)
          : publicAwaited(p, seats, lang),
      ),
    ),
  ].filter((x) => x !== null);
  const mineWhat: string[] = [];
  for (const p of mine ? pend.filter((x) => x.seat === mine.seat) : []) {
    const job = await ctx.tx.job.findUnique({ where: { key: deadlineKey(game.id, p.seat, p.key) } });
    mineWhat.push(
      format(lang, p.what) +
        (job && job.status === "pending"
          ? " " + format(lang, m("core.status.deadline", { due: formatDue(job.dueAt, ctx.app.now()) }))
          : ""),
    );
  }
  const awaitedLine = waiting.length && game.status === "running" ? format(lang, m("core.waitingFor", { who: waiting })) : "";
  // who is awaited, said once: the "Waiting for:" line, not the view's own "Awaiting Ann: …" beside it
  const leaveOut = new Set(awaitedLine ? (engine.awaitingIds ?? []) : []);
  const t = translator(lang);
  return [
    head,
    engine.render(engine.view(game.state, viewer), leaveOut.size ? (id, p) => (leaveOut.has(id) ? "" : t(id, p)) : t),
    awaitedLine,
    mineWhat.length ? toDo(lang, mineWhat) : "",
  ]
    .filter(Boolean)
    .join("\n");
}

export async function resign(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  const id = args[0] ?? ctx.gameId;
  if (!id) return ERROR(m("core.sayWhichGame", { verb: "RESIGN" }));
  const lg = await loadGame(ctx, id);
  const seat = lg.seats.find((s) => s.accountId === account.id);
  if (!seat) return ERROR(m("core.noSeat", { game: lg.game.id }));
  return leaveSeat(
    ctx,
    lg,
    seat.seat,
    "resigned",
    m("core.resigned", { name: seat.name, gender: genderOf(seat.account.gender) }),
  );
}

/** A seat leaves a game (RESIGN, KICK): before the start it is just freed; after, the engine decides. */
export async function leaveSeat(
  ctx: MailContext,
  lg: LoadedGame,
  seatNo: number,
  how: "resigned" | "kicked",
  text: Msg,
): Promise<CommandResult> {
  const { game, engine } = lg;
  const seat = lg.seats.find((s) => s.seat === seatNo)!;
  // the reply says what happened: a kicked player was removed by someone, they did not leave
  const done =
    how === "kicked" ? text : m("core.leave.done", { name: seat.name, gender: genderOf(seat.account.gender), game: game.id });
  if (game.status === "finished" || game.status === "cancelled") return ERROR(m("core.leave.over", { game: game.id }));
  // the event log is the operators' record, kept in English
  const logLine = format("en", text);
  if (game.status === "open") {
    // before the start a seat is just freed (the audit log keeps who left); seats are numbered at START
    await logEvent(ctx, game.id, how, logLine, {}, seatNo);
    await ctx.tx.seat.delete({ where: { id: seat.id } });
    return OK(done);
  }
  if (!engine.resign) return ERROR(m("core.leave.noWay", { kind: engine.kind }));
  const r = engine.resign(game.state, seatNo);
  if (!r.ok) return ERROR(r.error);
  await saveState(ctx, game, r.value.state);
  await logEvent(ctx, game.id, how, logLine, {}, seatNo);
  await announce(ctx, lg, r.value, [text]);
  // the seat stays in the game's list (the engine keeps it, e.g. as out), but no longer gets mails
  await ctx.tx.seat.update({ where: { id: seat.id }, data: { status: how } });
  return OK(done);
}

export async function observe(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  const id = args[0] ?? ctx.gameId;
  if (!id) return ERROR(m("core.sayWhichGame", { verb: "OBSERVE" }));
  const lg = await loadGame(ctx, id, false);
  if (lg.seats.some((s) => s.accountId === account.id)) return ERROR(m("core.observe.plays", { game: lg.game.id }));
  await ctx.tx.observer.upsert({
    where: { gameId_accountId: { gameId: lg.game.id, accountId: account.id } },
    create: { gameId: lg.game.id, accountId: account.id },
    update: {},
  });
  // the reply is about that game, as JOIN's is: tagged [game-id], with the observer's page link (outbox.ts)
  ctx.gameId = lg.game.id;
  const lang = replyLanguage(ctx);
  const view = lg.game.state ? "\n" + publicViewPart(lg.engine, lg.game.state)(lang) : "";
  return OK(format(lang, m("core.observe.done", { game: lg.game.id })) + view);
}

/**
 * LANGUAGE <code or name>: the language Herald writes to this account in, everywhere (it beats a
 * game's lang=: i18n/language.ts). Without an argument: which one it is. Replied in the new language.
 */
export async function language(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  if (!args.length) return OK(m("core.language.current", { lang: m(`core.lang.${replyLanguage(ctx)}`) }));
  const lang = parseLanguage(args.join(" "));
  if (!lang) return ERROR(m("core.language.unknown", { word: args.join(" ") }));
  const updated = await ctx.tx.account.update({ where: { id: account.id }, data: { language: lang, languageChosen: true } });
  ctx.account = updated;
  return OK(m("core.language.set", { lang: m(`core.lang.${lang}`) }));
}
