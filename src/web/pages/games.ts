// Games: the list (filter by kind and status; who is awaited and since when), creating a game, and
// one game's page: public state and pictures, players, audit log, mails, the administrator's actions
// and the explicit, audited reveal of the full secret state.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../../app.ts";
import { allEngines } from "../../games/registry.ts";
import { submitAsAccount } from "../../mail/lazy.ts";
import { GAME_STATUSES, auditReveal, notOthersMailInMyGames, awaitedOf, engineOf, listGames, viewOf } from "../data.ts";
import { killerCharts, parseKillerReports, regicideCastle, threeKingdomsHp } from "../pictures.ts";
import { arg, fmtTime, intParam, render, replyOf } from "./common.ts";
import { formatDuration } from "../../commands/duration.ts";

/** The command lines behind each button of the game page (the game id is added here). */
export function actionLines(gameId: string, b: Record<string, unknown>): string | null {
  const id = gameId;
  switch (String(b.action ?? "")) {
    case "start": return `START ${id}`;
    case "pause": return `PAUSE ${id}`;
    case "resume": return `RESUME ${id}`;
    case "cancel": return `CANCEL ${id}`;
    case "deadline": return `DEADLINE ${id} ${arg(b.duration, 20)}`;
    case "kick": return `KICK ${id} ${arg(b.player, 80)}`;
    case "replace": return `REPLACE ${id} ${arg(b.player, 80)} ${arg(b.address, 200)}`;
    case "confirm": return `GAME ${id}\nCONFIRM ${arg(b.report, 20)}`;
    case "kill": return `GAME ${id}\nKILL ${arg(b.killer, 60)} ${arg(b.victim, 60)} TURN ${arg(b.turn, 10)}`;
    case "turn": return `GAME ${id}\nTURN ${arg(b.turn, 10)}`;
    case "power": return `GAME ${id}\nPOWER ${arg(b.turn, 10) ? `TURN ${arg(b.turn, 10)} ` : ""}${arg(b.order, 1000)}`;
    case "report": return `GAME ${id}\nREPORT`;
    case "command": return arg(b.line, 1000) ? `GAME ${id}\n${arg(b.line, 1000)}` : null;
    default: return null;
  }
}

async function pictures(app: App, game: { id: string; kind: string; state: unknown }): Promise<string> {
  const pub = viewOf(game as any, "public");
  if (game.kind === "killer") {
    // the published rank reports: the public mails of this game, each text once
    const mails = await app.db.prisma.outbox.findMany({ where: { gameId: game.id, kind: "public" }, orderBy: { id: "asc" }, select: { body: true } });
    return killerCharts(parseKillerReports([...new Set(mails.map((m) => m.body))]));
  }
  if (!pub) return "";
  if (game.kind === "regicide") return regicideCastle(pub.view as any);
  if (game.kind === "threekingdoms") return threeKingdomsHp(pub.view as any);
  return "";
}

export async function registerGamePages(pages: FastifyInstance, app: App): Promise<void> {
  const kinds = allEngines().map((e) => e.kind);

  pages.get<{ Querystring: { kind?: string; status?: string; reply?: string } }>("/games", async (req, reply) => {
    const kind = kinds.includes(String(req.query.kind)) ? String(req.query.kind) : "";
    const status = (GAME_STATUSES as readonly string[]).includes(String(req.query.status)) ? String(req.query.status) : "";
    const games = await listGames(app, { kind: kind || undefined, status: status || undefined });
    const r = intParam(req.query.reply);
    return render(req, reply, "games.eta", {
      title: "Games", nav: "games", games, kinds, statuses: GAME_STATUSES, kind, status, fmtTime,
      result: r ? await replyOf(app, r) : null,
    });
  });

  pages.post<{ Body: { kind?: string; options?: string; deadline?: string } }>("/games", async (req, reply) => {
    const b = req.body ?? {};
    const kind = arg(b.kind, 30);
    const line = ["CREATE", kind, arg(b.options, 300), arg(b.deadline, 20) ? `deadline=${arg(b.deadline, 20)}` : ""].filter(Boolean).join(" ");
    const r = await submitAsAccount(app, req.user!.id, { body: line, subject: "dashboard: create a game", source: "web" });
    const id = /created ([a-z0-9]+-\d+)/i.exec(r.reply ?? "")?.[1];
    return reply.redirect(id ? `/games/${id}?reply=${r.inboundId}` : `/games?reply=${r.inboundId}`);
  });

  async function gamePage(req: FastifyRequest<{ Params: { id: string }; Querystring: { reply?: string } }>, reply: FastifyReply, reveal: boolean) {
    const game = await app.db.prisma.game.findUnique({
      where: { id: String(req.params.id).toLowerCase() },
      include: { host: true, seats: { orderBy: { seat: "asc" }, include: { account: true } }, observers: { include: { account: true } } },
    });
    if (!game) return render(req, reply.code(404), "notfound.eta", { title: "Not found", nav: "games", what: `game ${req.params.id}` });
    const engine = engineOf(game);
    // a site administrator who plays in this game is a player there: no reveal (docs/roles.md)
    if (reveal && game.seats.some((s) => s.accountId === req.user!.id && s.status === "active"))
      return reply.code(403).send(`you play in ${game.id}: its secrets are not yours to read`);
    if (reveal) await auditReveal(app, game.id, req.user!.id, "dashboard");
    const [events, mails] = await Promise.all([
      app.db.prisma.gameEvent.findMany({ where: { gameId: game.id }, orderBy: { id: "desc" }, take: 300 }),
      app.db.prisma.outbox.findMany({ where: { gameId: game.id, ...(await notOthersMailInMyGames(app, req.user!)) }, orderBy: { id: "desc" }, take: 300,
        select: { id: true, toAddress: true, kind: true, subject: true, status: true, createdAt: true } }),
    ]);
    const mySeat = game.seats.find((s) => s.accountId === req.user!.id && s.status === "active");
    const seatBy = new Map(game.seats.map((s) => [s.seat, s.name]));
    const accounts = await app.db.prisma.account.findMany({ where: { id: { in: [...new Set([...game.seats.map((s) => s.accountId), req.user!.id])] } }, orderBy: { name: "asc" } });
    const r = intParam(req.query?.reply);
    const pub = viewOf(game, "public");
    const secret = reveal ? viewOf(game, "admin") : null;
    return render(req, reply, "game.eta", {
      title: game.id, nav: "games", game, engine, fmtTime, formatDuration,
      awaited: awaitedOf(game, game.seats),
      publicText: pub?.text ?? null,
      pictures: await pictures(app, game),
      secretText: secret?.text ?? null,
      secretJson: secret ? JSON.stringify(secret.view, null, 2) : null,
      seedShown: reveal ? game.seed : null,
      // an administrator who plays here sees the log as a player would: no one else's move lines
      events: events
        .filter((e) => !mySeat || ((e.type !== "move" || e.seat === mySeat.seat) && e.type !== "on-behalf"))
        .map((e) => ({ ...e, who: e.seat ? seatBy.get(e.seat) ?? `seat ${e.seat}` : "" })),
      mails, accounts, reveal,
      result: r ? await replyOf(app, r) : null,
    });
  }

  pages.get<{ Params: { id: string }; Querystring: { reply?: string } }>("/games/:id", (req, reply) => gamePage(req, reply, false));
  // the full secret state: only on an explicit POST (with its CSRF token), written to the audit log
  pages.post<{ Params: { id: string }; Querystring: { reply?: string } }>("/games/:id/reveal", (req, reply) => gamePage(req, reply, true));

  pages.post<{ Params: { id: string }; Body: Record<string, unknown> }>("/games/:id/action", async (req, reply) => {
    const game = await app.db.prisma.game.findUnique({ where: { id: String(req.params.id).toLowerCase() } });
    if (!game) return reply.code(404).send("no such game");
    const body = actionLines(game.id, req.body ?? {});
    if (!body) return reply.code(400).send("unknown action");
    const r = await submitAsAccount(app, req.user!.id, { body, subject: `[${game.id}] dashboard`, source: "web" });
    return reply.redirect(`/games/${game.id}?reply=${r.inboundId}#result`);
  });
}
