// Players: every account, its games and its last mail.
import type { FastifyInstance } from "fastify";
import type { App } from "../../app.ts";
import { fmtTime, render } from "./common.ts";

export async function registerPeoplePages(pages: FastifyInstance, app: App): Promise<void> {
  pages.get("/players", async (req, reply) => {
    const accounts = await app.db.prisma.account.findMany({
      orderBy: { id: "asc" },
      take: 1000,
      select: {
        id: true,
        name: true,
        email: true,
        isAdmin: true,
        createdAt: true,
        lastMailAt: true,
        seats: {
          select: { gameId: true, seat: true, status: true, game: { select: { status: true } } },
          orderBy: { joinedAt: "desc" },
        },
        hosted: { select: { id: true } },
      },
    });
    return render(req, reply, "players.eta", { title: "Players", nav: "players", accounts, fmtTime });
  });
}
