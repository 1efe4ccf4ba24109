// Games: the list (filter by kind and status; who is awaited and since when), creating a game, and
// one game's page: public state and pictures, players, audit log, mails, the administrator's actions
// and the explicit, audited reveal of the full secret state.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../../app.ts";
import { submitAsAccount } from "../../intake/lazy.ts";
import {
  GAME_STATUSES,
  awaitedOf,
  gameCreatedAfter,
  gameLog,
  gameWithPeople,
  gatedRead,
  listGames,
  relationsIn,
  traceRead,
  viewOf,
} from "../data.ts";
import { pageGame, readerPage } from "../reader.ts";
import { decide, isSecretKeeper } from "../../service/gate.ts";
import { m } from "../../i18n/msg.ts";
import { picturesOf } from "../pictures.ts";
import { format } from "../../i18n/format.ts";
import type { GameEngine } from "../../games/engine.ts";
import { arg, fmtTime, intParam, render } from "./common.ts";
import { dashboardReply, gameMailHeads } from "../mails.ts";
import { engineActionLine, fieldName } from "../actions.ts";
import { formatDuration } from "../../service/deadlines.ts";

export { fieldName };

/** The command lines behind the service's own buttons of the game page (the game id is added here). */
const SERVICE_ACTIONS: Record<string, (id: string, b: Record<string, unknown>) => string | null> = {
  start: (id) => `START ${id}`,
  pause: (id) => `PAUSE ${id}`,
  resume: (id) => `RESUME ${id}`,
  cancel: (id) => `CANCEL ${id}`,
  deadline: (id, b) => `DEADLINE ${id} ${arg(b.duration, 20)}`,
  kick: (id, b) => `KICK ${id} ${arg(b.player, 80)}`,
  replace: (id, b) => `REPLACE ${id} ${arg(b.player, 80)} ${arg(b.address, 200)}`,
  rollback: (id, b) => `ROLLBACK ${id} ${arg(b.moves, 4)}`.trim(),
  command: (id, b) => (arg(b.line, 1000) ? `GAME ${id}\n${arg(b.line, 1000)}` : null),
};

/**
 * The command lines behind each button of the game page: the service's own actions, and the engine's
 * (`engine:<id>`), which are mailed as lines of the game like any player's.
 */
export function actionLines(
  gameId: string,
  b: Record<string, unknown>,
  engine?: Pick<GameEngine, "adminActions">,
): string | null {
  const action = String(b.action ?? "");
  if (action.startsWith("engine:")) {
    const a = engine?.adminActions?.find((x) => x.id === action.slice("engine:".length));
    const line = a ? engineActionLine(a, b) : null;
    return line ? `GAME ${gameId}\n${line}` : null;
  }
  return Object.hasOwn(SERVICE_ACTIONS, action) ? SERVICE_ACTIONS[action](gameId, b) : null;
}

/** The engine's organiser actions as the page shows them: titles and labels in English. */
function engineForms(engine: GameEngine | undefined) {
  return (engine?.adminActions ?? []).map((a) => ({
    action: `engine:${a.id}`,
    id: a.id,
    title: format("en", a.title),
    who: a.who,
    fields: a.fields.map((f) => ({ name: fieldName(f.name), label: format("en", f.label), size: f.size ?? 10 })),
  }));
}

export async function registerGamePages(pages: FastifyInstance, app: App): Promise<void> {
  const kinds = app.games.all().map((e) => e.kind);

  pages.get<{ Querystring: { kind?: string; status?: string; reply?: string } }>("/games", async (req, reply) => {
    const kind = kinds.includes(String(req.query.kind)) ? String(req.query.kind) : "";
    const status = (GAME_STATUSES as readonly string[]).includes(String(req.query.status)) ? String(req.query.status) : "";
    const games = await listGames(app, { kind: kind || undefined, status: status || undefined });
    const r = intParam(req.query.reply);
    return render(req, reply, "games.eta", {
      title: "Games",
      nav: "games",
      games,
      kinds,
      statuses: GAME_STATUSES,
      kind,
      status,
      fmtTime,
      result: r ? await dashboardReply(app, req.user!, r) : null,
    });
  });

  pages.post<{ Body: { kind?: string; options?: string; deadline?: string } }>("/games", async (req, reply) => {
    const b = req.body ?? {};
    const kind = arg(b.kind, 30);
    const line = ["CREATE", kind, arg(b.options, 300), arg(b.deadline, 20) ? `deadline=${arg(b.deadline, 20)}` : ""]
      .filter(Boolean)
      .join(" ");
    // the game this mail created, if any: the host's newest game numbered after those before it
    const before = await app.db.prisma.game.aggregate({ _max: { num: true } });
    const r = await submitAsAccount(app, req.user!.id, { body: line, subject: "dashboard: create a game", source: "web" });
    const id = await gameCreatedAfter(app, req.user!.id, before._max.num ?? 0);
    return reply.redirect(id ? `/games/${id}?reply=${r.inboundId}` : `/games?reply=${r.inboundId}`);
  });

  async function gamePage(
    req: FastifyRequest<{ Params: { id: string }; Querystring: { reply?: string } }>,
    reply: FastifyReply,
    reveal: boolean,
  ) {
    const game = await gameWithPeople(app, String(req.params.id));
    if (!game)
      return render(req, reply.code(404), "notfound.eta", { title: "Not found", nav: "games", what: `game ${req.params.id}` });
    const engine = app.games.forGameId(game.id);
    // the gate decides (src/service/gate.ts): a site administrator who plays here is a player here
    if (reveal) {
      const d = await gatedRead(app, game, { id: req.user!.id, isAdmin: true }, "read-secrets", "dashboard");
      if (!d.ok) return reply.code(403).send(d.why);
    }
    const rel = await relationsIn(app, game, { id: req.user!.id, isAdmin: true });
    const [events, mails] = await Promise.all([gameLog(app, game, rel), gameMailHeads(app, req.user!, game.id)]);
    const seatBy = new Map(game.seats.map((s) => [s.seat, s.name]));
    const accounts = await app.db.prisma.account.findMany({
      where: { id: { in: [...new Set([...game.seats.map((s) => s.accountId), req.user!.id])] } },
      orderBy: { name: "asc" },
    });
    const r = intParam(req.query?.reply);
    // each seat's own page is linked only for a secret-keeper of this game (the gate's read-for, below)
    const keeper = isSecretKeeper(rel);
    const pub = viewOf(app.games, game, "public");
    const secret = reveal ? viewOf(app.games, game, "admin") : null;
    return render(req, reply, "game.eta", {
      title: game.id,
      nav: "games",
      game,
      engine,
      fmtTime,
      formatDuration,
      awaited: awaitedOf(app.games, game, game.seats),
      publicText: pub?.text ?? null,
      pictures: picturesOf(engine, pub?.view),
      engineActions: engineForms(engine),
      secretText: secret?.text ?? null,
      secretJson: secret ? JSON.stringify(secret.view, null, 2) : null,
      seedShown: reveal ? game.seed : null,
      // an administrator who plays here sees the log as a player would (data.ts gameLog)
      events: events.map((e) => ({ ...e, who: e.seat ? (seatBy.get(e.seat) ?? `seat ${e.seat}`) : "" })),
      mails,
      accounts,
      seatPages: keeper,
      reveal,
      result: r ? await dashboardReply(app, req.user!, r) : null,
    });
  }

  pages.get<{ Params: { id: string }; Querystring: { reply?: string } }>("/games/:id", (req, reply) =>
    gamePage(req, reply, false),
  );
  // the full secret state: only on an explicit POST (with its CSRF token), written to the audit log
  pages.post<{ Params: { id: string }; Querystring: { reply?: string } }>("/games/:id/reveal", (req, reply) =>
    gamePage(req, reply, true),
  );

  // One seat's page as its player sees it (src/web/reader.ts), read-only: the gate's read-for (as AS …
  // STATUS) decides, and the look is written to the game's audit log before anything is shown.
  pages.get<{ Params: { id: string; seat: string } }>("/games/:id/seats/:seat", async (req, reply) => {
    const game = await pageGame(app, String(req.params.id));
    const n = intParam(req.params.seat);
    const seat = game?.seats.find((s) => s.seat === n && s.status === "active");
    const account = seat ? await app.db.prisma.account.findUnique({ where: { id: seat.accountId } }) : null;
    if (!game || !seat || !account)
      return render(req, reply.code(404), "notfound.eta", { title: "Not found", nav: "games", what: `seat ${req.params.seat}` });
    const me = await relationsIn(app, game, { id: req.user!.id, isAdmin: true });
    const target = await relationsIn(app, game, account);
    const d = decide(me, { ask: "read-for", target }, game.id);
    if (!d.ok) return reply.code(403).type("text/plain; charset=utf-8").send(format("en", d.why));
    await traceRead(app, game.id, me, { reveal: true, witness: true }, `dashboard: seat ${seat.seat}`);
    const page = await readerPage(app, game, account, { trace: null, lang: "en" });
    return render(req, reply, "reader.eta", {
      title: `${game.id}: seat ${seat.seat}`,
      nav: "games",
      page,
      base: `/games/${game.id}/seats/${seat.seat}`,
      t: (id: string, p?: Record<string, unknown>) => format("en", m(id, p as never)),
      // read-only: moves for a player go through Act as a player (AS), which tells them
      readOnly: true,
      result: null,
      script: false,
    });
  });

  pages.post<{ Params: { id: string }; Body: Record<string, unknown> }>("/games/:id/action", async (req, reply) => {
    const game = await pageGame(app, String(req.params.id).toLowerCase());
    if (!game) return reply.code(404).send("no such game");
    const body = actionLines(game.id, req.body ?? {}, app.games.forGameId(game.id));
    if (!body) return reply.code(400).send("unknown action");
    const r = await submitAsAccount(app, req.user!.id, { body, subject: `[${game.id}] dashboard`, source: "web" });
    return reply.redirect(`/games/${game.id}?reply=${r.inboundId}#result`);
  });
}
