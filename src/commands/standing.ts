// Standing orders across games: `AUTO <rule>`, `AUTO OFF <rule>`, `AUTO LIST`, `AUTO CLEAR`, kept on
// Account.standing per game kind ({ "threekingdoms": ["dodge"] }).
//
// How they reach the games: the service knows no rule. A rule belongs to every kind whose engine
// accepts the line `AUTO <rule>` (engine.parse), and it is handed to the engines as that very line,
// played as the player's own move (so it is in the move log and the game replays identically):
//  - at once, in every running game of that kind where the player sits;
//  - at the START of every later game of that kind.
// The engine then applies it itself the moment a window opens (e.g. Three Kingdoms answers a Slash
// with a Dodge without waiting), which is what "applied at once when their window opens" needs; the
// service never has to guess at a window's meaning.
//
// Inside a game (a GAME line or a [game-id] subject) `AUTO …` stays that game's own verb, for that
// game only; `AUTO ALL …` forces the standing order from anywhere.
import type { Account } from "../generated/prisma/client.ts";
import type { GameEngine } from "../games/engine.ts";
import type { MailContext, CommandResult } from "../service/context.ts";
import { ERROR, OK, replyLanguage } from "../service/context.ts";
import { requireAccount } from "../service/context.ts";
import {
  announce,
  eventSaid,
  kindTitle,
  loadGame,
  logEvent,
  recipient,
  saveState,
  subjectFor,
  type LoadedGame,
} from "../service/games.ts";
import { renderPart } from "../service/notices.ts";
import { format } from "../i18n/format.ts";
import { m, type Lang } from "../i18n/msg.ts";

export type Standing = Record<string, string[]>;

function standingOf(a: Account): Standing {
  const s = (a.standing ?? {}) as Standing;
  return Object.fromEntries(Object.entries(s).filter(([, v]) => Array.isArray(v) && v.length));
}

/** Two AUTO lines mean the same to an engine (aliases, case, spacing). */
function same(engine: GameEngine, a: string, b: string): boolean {
  const x = engine.parse(a),
    y = engine.parse(b);
  return !!x && !!y && x.ok && y.ok && JSON.stringify(x.value) === JSON.stringify(y.value);
}

/** Plays `line` as the seat's move in one game (row locked); returns whether it applied. */
async function playLine(ctx: MailContext, lg: LoadedGame, seat: number, line: string): Promise<boolean> {
  const m = lg.engine.parse(line);
  if (!m || !m.ok || !lg.game.state) return false;
  const r = lg.engine.apply(lg.game.state, { seat, admin: false }, m.value);
  if (!r.ok) return false;
  await saveState(ctx, lg.game, r.value.state);
  await logEvent(ctx, lg.game.id, "move", line, { standing: true }, seat);
  await announce(ctx, lg, r.value);
  return true;
}

/** Hands `line` to every running game of `kind` where the account sits; returns the game ids. */
async function pushToGames(ctx: MailContext, account: Account, kind: string, line: string): Promise<string[]> {
  const seats = await ctx.tx.seat.findMany({
    where: { accountId: account.id, status: "active", game: { kind, status: "running" } },
    orderBy: { gameId: "asc" },
  });
  const done: string[] = [];
  for (const s of seats) {
    const lg = await loadGame(ctx, s.gameId);
    if (lg.game.status !== "running") continue;
    if (await playLine(ctx, lg, s.seat, line)) done.push(lg.game.id);
  }
  return done;
}

function listText(st: Standing, lang: Lang): string {
  const kinds = Object.keys(st);
  if (!kinds.length) return format(lang, m("core.auto.none"));
  return [format(lang, m("core.auto.list")), ...kinds.map((k) => `  ${k}: ${st[k].map((r) => `AUTO ${r}`).join(", ")}`)].join(
    "\n",
  );
}

export async function standing(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const me = requireAccount(ctx);
  const account = await ctx.tx.account.findUniqueOrThrow({ where: { id: me.id } });
  const st = standingOf(account);
  const text = args.join(" ").trim();
  const up = text.toUpperCase();
  const save = async (next: Standing) => {
    const updated = await ctx.tx.account.update({ where: { id: account.id }, data: { standing: next as any } });
    if (ctx.account?.id === updated.id) ctx.account = updated;
  };
  if (up === "" || up === "LIST") return OK(listText(st, replyLanguage(ctx)));

  if (up === "CLEAR" || up === "NONE") {
    const touched: string[] = [];
    for (const kind of Object.keys(st)) {
      const engine = ctx.app.games.find(kind);
      if (engine?.parse("AUTO CLEAR")?.ok) touched.push(...(await pushToGames(ctx, account, kind, "AUTO CLEAR")));
    }
    await save({});
    return OK(m("core.auto.cleared", { n: touched.length, games: touched }));
  }

  const off = /^(OFF|NO)\s+(.+)$/i.exec(text);
  if (off) {
    const rule = off[2].trim();
    const next: Standing = { ...st };
    const touched: string[] = [];
    let removed = 0;
    for (const kind of Object.keys(st)) {
      const engine = ctx.app.games.find(kind);
      if (!engine) continue;
      const keep = st[kind].filter((r) => !same(engine, `AUTO OFF ${r}`, `AUTO OFF ${rule}`));
      if (keep.length === st[kind].length) continue;
      removed += st[kind].length - keep.length;
      next[kind] = keep;
      touched.push(...(await pushToGames(ctx, account, kind, `AUTO OFF ${rule}`)));
    }
    if (!removed) return ERROR(m("core.auto.noSuch", { rule }));
    await save(standingOf({ ...account, standing: next }));
    return OK(m("core.auto.removed", { rule, n: touched.length, games: touched }));
  }

  // a new rule: it belongs to every kind of game that understands it
  const line = `AUTO ${text}`;
  const kinds: string[] = [];
  let why: GameEngine["help"] | null = null;
  // when no kind takes it, the refusal of a kind the player already keeps orders for speaks first
  const engines = [...ctx.app.games.all()].sort((a, b) => Number(!!st[b.kind]) - Number(!!st[a.kind]));
  for (const e of engines) {
    const r = e.parse(line);
    if (r?.ok) kinds.push(e.kind);
    else if (r && !why) why = r.error;
  }
  if (!kinds.length) {
    // inside a game, the answer speaks of that game only (not of another kind's rules): its own move
    // typed after AUTO is pointed at, its own error said
    const here = ctx.gameId ? ctx.app.games.forGameId(ctx.gameId) : undefined;
    const own = here?.parse(text);
    if (here && own?.ok) return ERROR(m("core.auto.notInKind", { kind: kindTitle(here.kind), line: text }));
    if (own && !own.ok) return ERROR(own.error);
    return ERROR(why ?? m("core.auto.noGame", { text }));
  }
  const next: Standing = { ...st };
  const touched: string[] = [];
  for (const kind of kinds) {
    const engine = ctx.app.games.find(kind)!;
    const list = next[kind] ?? [];
    if (!list.some((r) => same(engine, `AUTO ${r}`, line))) next[kind] = [...list, text.toLowerCase()];
    touched.push(...(await pushToGames(ctx, account, kind, line)));
  }
  await save(next);
  return OK(m("core.auto.kept", { rule: text.toLowerCase(), kinds, n: touched.length, games: touched }));
}

/**
 * At START: each seated player's standing orders for this kind are played into the new game. Mails:
 * the game's start mail was just composed; when the orders change nothing anyone waits for, only
 * their own confirmation is added (privately) instead of a second round of news.
 */
export async function applyStandingAtStart(ctx: MailContext, lg: LoadedGame): Promise<void> {
  const { game, engine } = lg;
  for (const s of lg.seats) {
    const rules = standingOf(s.account)[engine.kind] ?? [];
    for (const rule of rules) {
      const move = engine.parse(`AUTO ${rule}`);
      if (!move || !move.ok || !game.state) continue;
      const before = JSON.stringify(engine.pending(game.state));
      const r = engine.apply(game.state, { seat: s.seat, admin: false }, move.value);
      if (!r.ok) continue;
      await saveState(ctx, game, r.value.state);
      await logEvent(ctx, game.id, "move", `AUTO ${rule}`, { standing: true }, s.seat);
      const quiet = before === JSON.stringify(engine.pending(r.value.state)) && r.value.events.every((e) => e.to === s.seat);
      if (!quiet) {
        await announce(ctx, lg, r.value);
        continue;
      }
      for (const e of r.value.events) {
        const said = eventSaid(e);
        ctx.notices.addPrivate(recipient(s.account, game), game.id, subjectFor(game), (lang: Lang) =>
          format(lang, m("core.auto.applied", { rule, what: renderPart(lang, said) })),
        );
      }
    }
  }
}
