// The readers' pages (reader.ts): each person's own page of a game, reached without a password by the
// page link of any mail Herald sent them about it (/p/<key>), or after logging in with their own
// password (/me). Everything on a page comes through the gate; everything done from it is a command
// line through the mail pipeline in the reader's own name (submitAsAccount, as the dashboard's act-as),
// audited and answered by mail like any mail of theirs — a page adds no second rule path.
//
// Security, as on the dashboard (server.ts): every form carries a CSRF token; the session cookie is
// the dashboard's (signed, httpOnly, SameSite=Strict, Secure over https); every route here is rate-
// limited per client address (PAGE_REQUESTS_PER_MINUTE), a link's routes per link too (the same figure:
// many addresses trying one key share it), logins per address and per account as the dashboard's; a
// page key is looked up only by its SHA-256 and never logged whole (mail/redact.ts maskPageLinks). The
// reply a page shows after a move (`?reply=`) is one to a line sent from that page (mails.ts pageReply).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../app.ts";
import type { Account } from "../generated/prisma/client.ts";
import { format } from "../i18n/format.ts";
import { m, type Lang } from "../i18n/msg.ts";
import { deliveryShown } from "../service/held.ts";
import { formatDue } from "../service/deadlines.ts";
import { kindTitle } from "../service/games.ts";
import { readerLanguage } from "../i18n/language.ts";
import { submitAsAccount } from "../intake/lazy.ts";
import { checkLogin, clearSession, isHttps, sessionAccount, setSession, limiterBy, type Limiter } from "./auth.ts";
import { pageReply, pageSubject } from "./mails.ts";
import { gameHeads, gamesAwaiting, hostedGameIds } from "./data.ts";
import { hashPageKey } from "../lib/secrets.ts";
import { arg, intParam } from "./pages/common.ts";
import {
  gameLineOf,
  organiserLines,
  pageFile,
  pageGame,
  pageLink,
  readerPage,
  type PageGame,
  type ReaderPage,
} from "./reader.ts";
import { pressBody, pressChoices } from "./press-form.ts";
import { PRESS_MAX } from "../commands/press.ts";
import { relationsIn } from "./data.ts";
import { readUploadForms, uploadRoute, type UploadedFile } from "./upload.ts";
import { encodedSize } from "../intake/limit.ts";
import { isGameId } from "../lib/game-id.ts";

/** The language a browser asks for first among Herald's, for a page whose reader is not known yet. */
function browserLanguage(req: FastifyRequest): Lang {
  for (const part of String(req.headers["accept-language"] ?? "").split(",")) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (code === "en" || code === "el" || code === "fr" || code === "es") return code;
  }
  return "en";
}

/** The largest file a game takes by mail (a relay's maxsize=25: src/games/relay/options.ts). */
const UPLOAD_MAX_FILE = 25 * 1024 * 1024;

/** The words of a page in its reader's language (the templates' `it.t`). */
const wordsOf = (lang: Lang) => (id: string, p?: Record<string, unknown>) => format(lang, m(id, p as never));

export async function registerReaders(web: FastifyInstance, app: App, loginsPerAccount: Limiter): Promise<void> {
  const limit = { rateLimit: { max: app.config.PAGE_REQUESTS_PER_MINUTE, timeWindow: "1 minute" } };
  const loginLimit = { rateLimit: { max: 10, timeWindow: "1 minute" } };
  // per link, whoever asks: the key's hash names it (the key itself is kept nowhere)
  const perKey = limiterBy(
    web,
    app.config.PAGE_REQUESTS_PER_MINUTE,
    (req) => `page:${hashPageKey(String((req.params as { key?: unknown }).key ?? ""))}`,
  );
  const link = { config: limit, preHandler: perKey };
  web.addHook("preHandler", (req, reply, done) => {
    if (req.method === "POST") return web.csrfProtection(req, reply, done);
    done();
  });
  // a page's upload form: @fastify/multipart reads the browser's multipart/form-data into the body, its
  // CSRF token as `_csrf` like any form's and its file as `file` (upload.ts). The upload routes take
  // as much as the largest file a game takes (a relay's maxsize goes to 25 MB) and its form: the mail
  // path then holds it to the game's own limit and says it. Every other route keeps the server's limit,
  // for this content type too; a form with more than one file or more parts than a form has is refused.
  const uploadLimit = Math.max(app.config.MAX_MAIL_BYTES, encodedSize(UPLOAD_MAX_FILE));
  const { bodyLimit, multipartOptions } = uploadRoute(uploadLimit);
  await readUploadForms(web);
  // a reader's page is theirs alone: never kept by a shared cache, never sent on as a Referer
  web.addHook("onSend", async (_req, reply) => {
    reply.header("cache-control", "no-store");
    reply.header("referrer-policy", "no-referrer");
  });

  const html = (req: FastifyRequest, reply: FastifyReply, template: string, lang: Lang, data: Record<string, unknown>) =>
    reply.type("text/html; charset=utf-8").view(template, {
      user: null,
      nav: "",
      msg: null,
      lang,
      home: "/me",
      csrf: reply.generateCsrf({ secure: isHttps(req) }),
      t: wordsOf(lang),
      ...data,
    });

  async function showPage(
    req: FastifyRequest<{ Querystring: { reply?: string; page?: string } }>,
    reply: FastifyReply,
    game: PageGame,
    account: Account,
    base: string,
  ) {
    const historyPage = intParam(req.query?.page) ?? 1;
    const page = await readerPage(app, game, account, { trace: "page", historyPage });
    return html(req, reply, "reader.eta", page.lang, {
      title: format(page.lang, m("core.page.title", { game: game.id })),
      page,
      base,
      result: intParam(req.query?.reply) ? await pageReply(app, account, game.id, intParam(req.query?.reply)!) : null,
      // an older page of the history stays as it is: the game's updates are the newest page's
      script: page.historyPage.page === 1,
    });
  }

  /** The version of a page: changes whenever the page would (nothing is traced: it shows nothing). */
  async function version(game: PageGame, account: Account): Promise<{ v: string }> {
    const page: ReaderPage = await readerPage(app, game, account, { trace: null });
    return { v: page.version };
  }

  /** A line sent from a page, as a mail of the reader's own: the move chosen, a typed line, an organiser's form. */
  async function send(game: PageGame, account: Account, b: Record<string, unknown>): Promise<number | null> {
    const engine = app.games.forGameId(game.id);
    let body: string | null = null;
    if (b.action) body = organiserLines(game.id, engine, b);
    else if (engine) {
      const typed = arg(b.line, 1000);
      const line = gameLineOf(engine, typed || arg(b.move, 1000));
      if (line) body = `GAME ${game.id}\n${line}`;
    }
    if (!body) return null;
    const r = await submitAsAccount(app, account.id, { body, subject: pageSubject(game.id), source: "web" });
    return r.inboundId;
  }

  /**
   * A press written on a page, as the PRESS line of a mail of the reader's own (press-form.ts): to whom
   * the page offers, read back by the pipeline's own reading of a mail (loaded with the pipeline, as
   * submitAsAccount loads it: src/intake/lazy.ts). Null when there is nothing to send.
   */
  async function sendPress(game: PageGame, account: Account, b: Record<string, unknown>): Promise<number | null> {
    const choices = pressChoices(game, await relationsIn(app, game, account), account.id, "en");
    const { mailLines } = await import("../mail/parse.ts");
    const body = pressBody(game.id, choices, arg(b.to, 20), String(b.text ?? "").slice(0, PRESS_MAX + 1), (t) =>
      mailLines(t, account.name, account.email),
    );
    if (!body) return null;
    const r = await submitAsAccount(app, account.id, { body, subject: pageSubject(game.id), source: "web" });
    return r.inboundId;
  }

  /** A page for a press form with nothing to send: nothing sent. */
  async function noPress(req: FastifyRequest, reply: FastifyReply, game: PageGame, account: Account, base: string) {
    const page = await readerPage(app, game, account, { trace: null });
    return html(req, reply.code(400), "reader.eta", page.lang, {
      title: format(page.lang, m("core.page.title", { game: game.id })),
      page,
      base,
      result: { body: format(page.lang, m("core.page.pressNone")), error: true },
      script: false,
    });
  }

  /** A page for a line that was no line of the game: nothing sent, the reason in the reader's words. */
  async function refused(req: FastifyRequest, reply: FastifyReply, game: PageGame, account: Account, base: string) {
    const page = await readerPage(app, game, account, { trace: null });
    const line = arg((req.body as Record<string, unknown>)?.line, 200) || arg((req.body as Record<string, unknown>)?.move, 200);
    return html(req, reply.code(400), "reader.eta", page.lang, {
      title: format(page.lang, m("core.page.title", { game: game.id })),
      page,
      base,
      result: { body: format(page.lang, m("core.page.refused", { game: game.id, line })), error: true },
      script: false,
    });
  }

  /**
   * A file sent from a page: a mail in the reader's name with the file attached and the line UPLOAD, so
   * that it meets every check a mailed file meets (the mail limit, the game's reading of the file, who is
   * awaited) and goes on to the next player by mail. Null when the form holds no file.
   */
  async function sendFile(game: PageGame, account: Account, b: Record<string, unknown>): Promise<number | null> {
    const file = (b as { file?: UploadedFile }).file;
    if (!file || !(file.name || file.bytes.length)) return null;
    const r = await submitAsAccount(app, account.id, {
      body: `UPLOAD ${game.id}`,
      subject: pageSubject(game.id),
      source: "web",
      files: [{ filename: file.name || "file", contentType: file.contentType, content: file.bytes }],
    });
    return r.inboundId;
  }

  /** A page for an upload form that held no file: nothing sent. */
  async function noFile(req: FastifyRequest, reply: FastifyReply, game: PageGame, account: Account, base: string) {
    const page = await readerPage(app, game, account, { trace: null });
    return html(req, reply.code(400), "reader.eta", page.lang, {
      title: format(page.lang, m("core.page.title", { game: game.id })),
      page,
      base,
      result: { body: format(page.lang, m("core.page.noUpload")), error: true },
      script: false,
    });
  }

  /** A kept file, downloaded: never shown in the browser (whatever it holds), always saved under its safe name. */
  async function download(reply: FastifyReply, game: PageGame, account: Account, sha256: string) {
    const f = await pageFile(app, game, account, sha256);
    if (!f) return reply.code(404).type("text/plain").send("no such file for you");
    return reply
      .type("application/octet-stream")
      .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(f.name)}`)
      .send(f.bytes);
  }

  /** The link's account and game, when the link is good. */
  async function opened(key: string): Promise<{ account: Account; game: PageGame } | null> {
    const link = await pageLink(app, key);
    if (!link.ok) return null;
    const [account, game] = await Promise.all([
      app.db.prisma.account.findUnique({ where: { id: link.accountId } }),
      pageGame(app, link.gameId),
    ]);
    return account && game ? { account, game } : null;
  }

  /** The page of a link that opens nothing: no game shown; how to get a fresh link. */
  async function gone(req: FastifyRequest, reply: FastifyReply, key: string, renewed = false) {
    const link = await pageLink(app, key);
    const expired = link.ok ? null : link.expired;
    const account = expired ? await app.db.prisma.account.findUnique({ where: { id: expired.accountId } }) : null;
    const lang = account ? readerLanguage(account, null) : browserLanguage(req);
    const line = expired ? `STATUS ${expired.gameId}` : "STATUS <game>";
    const mailto = `mailto:${app.config.MAIL_FROM}?subject=${encodeURIComponent(expired ? `[${expired.gameId}]` : "STATUS")}&body=${encodeURIComponent(line)}`;
    return html(req, reply.code(expired ? 410 : 404), "reader-gone.eta", lang, {
      title: format(lang, m("core.page.gone")),
      address: app.config.MAIL_FROM,
      line,
      mailto,
      renew: expired && account ? `/p/${key}/renew` : null,
      renewed,
    });
  }

  web.get<{ Params: { key: string }; Querystring: { reply?: string; page?: string } }>("/p/:key", link, async (req, reply) => {
    const o = await opened(req.params.key);
    if (!o) return gone(req, reply, req.params.key);
    return showPage(req, reply, o.game, o.account, `/p/${req.params.key}`);
  });

  web.get<{ Params: { key: string } }>("/p/:key/version", link, async (req, reply) => {
    const o = await opened(req.params.key);
    if (!o) return reply.code(404).send({ gone: true });
    return version(o.game, o.account);
  });

  web.post<{ Params: { key: string }; Body: Record<string, unknown> }>("/p/:key/move", link, async (req, reply) => {
    const o = await opened(req.params.key);
    if (!o) return gone(req, reply, req.params.key);
    const inboundId = await send(o.game, o.account, req.body ?? {});
    if (!inboundId) return refused(req, reply, o.game, o.account, `/p/${req.params.key}`);
    return reply.redirect(`/p/${req.params.key}?reply=${inboundId}#result`);
  });

  web.post<{ Params: { key: string }; Body: Record<string, unknown> }>("/p/:key/press", link, async (req, reply) => {
    const o = await opened(req.params.key);
    if (!o) return gone(req, reply, req.params.key);
    const inboundId = await sendPress(o.game, o.account, req.body ?? {});
    if (!inboundId) return noPress(req, reply, o.game, o.account, `/p/${req.params.key}`);
    return reply.redirect(`/p/${req.params.key}?reply=${inboundId}#result`);
  });

  web.get<{ Params: { key: string; file: string } }>("/p/:key/files/:file", link, async (req, reply) => {
    const o = await opened(req.params.key);
    if (!o) return gone(req, reply, req.params.key);
    return download(reply, o.game, o.account, req.params.file);
  });

  web.post<{ Params: { key: string }; Body: Record<string, unknown> }>(
    "/p/:key/upload",
    { ...link, bodyLimit, config: { ...link.config, multipartOptions } },
    async (req, reply) => {
      const o = await opened(req.params.key);
      if (!o) return gone(req, reply, req.params.key);
      const inboundId = await sendFile(o.game, o.account, req.body ?? {});
      if (!inboundId) return noFile(req, reply, o.game, o.account, `/p/${req.params.key}`);
      return reply.redirect(`/p/${req.params.key}?reply=${inboundId}#result`);
    },
  );

  // an expired link's owner gets a fresh one by mail: STATUS of that game, in their name, answered to
  // their own address (every mail about a game carries a fresh link); whoever holds the old link sees
  // nothing more
  web.post<{ Params: { key: string } }>(
    "/p/:key/renew",
    { config: { rateLimit: { max: 3, timeWindow: "1 minute" } }, preHandler: perKey },
    async (req, reply) => {
      const link = await pageLink(app, req.params.key);
      if (link.ok || !link.expired) return gone(req, reply, req.params.key);
      await submitAsAccount(app, link.expired.accountId, {
        body: `STATUS ${link.expired.gameId}`,
        subject: pageSubject(link.expired.gameId),
        source: "web",
      });
      return gone(req, reply, req.params.key, true);
    },
  );

  // ─────────────────────────── a reader's login ───────────────────────────

  const loginPage = (req: FastifyRequest, reply: FastifyReply, failed: boolean, email = "") => {
    const lang = browserLanguage(req);
    return html(req, reply.code(failed ? 401 : 200), "reader-login.eta", lang, {
      title: format(lang, m("core.page.login")),
      failed,
      email,
    });
  };

  web.get("/me/login", { config: limit }, (req, reply) => loginPage(req, reply, false));

  web.post<{ Body: { email?: string; password?: string } }>(
    "/me/login",
    { config: loginLimit, preHandler: loginsPerAccount },
    async (req, reply) => {
      const b = req.body ?? {};
      const user = await checkLogin(app, String(b.email ?? ""), String(b.password ?? ""), false);
      if (!user) {
        app.log.warn({ ip: req.ip }, "reader login failed");
        return loginPage(req, reply, true, arg(b.email, 200));
      }
      app.log.info({ account: user.id }, "reader login");
      await setSession(app, req, reply, user);
      return reply.redirect("/me");
    },
  );

  web.post("/me/logout", { config: limit }, async (req, reply) => {
    await clearSession(app, req, reply);
    return reply.redirect("/me/login");
  });

  /** The logged-in reader, or a redirect to the login. */
  async function me(req: FastifyRequest, reply: FastifyReply): Promise<Account | null> {
    const account = await sessionAccount(app, req);
    if (!account) {
      if (req.method === "GET") await reply.redirect("/me/login");
      else await reply.code(401).type("text/plain").send("log in first");
    }
    return account;
  }

  web.get("/me", { config: limit }, async (req, reply) => {
    const account = await me(req, reply);
    if (!account) return reply;
    const [seats, watching, hosted, coadmin] = await Promise.all([
      app.db.prisma.seat.findMany({ where: { accountId: account.id }, select: { gameId: true, status: true } }),
      app.db.prisma.observer.findMany({ where: { accountId: account.id }, select: { gameId: true } }),
      hostedGameIds(app, account.id),
      app.db.prisma.gameAdmin.findMany({ where: { accountId: account.id }, select: { gameId: true } }),
    ]);
    const ids = [
      ...new Set([...seats.map((s) => s.gameId), ...watching.map((o) => o.gameId), ...hosted, ...coadmin.map((c) => c.gameId)]),
    ];
    const [games, awaiting] = await Promise.all([gameHeads(app, ids), gamesAwaiting(app, ids, account.id)]);
    const lang = readerLanguage(account, null);
    const role = (id: string) =>
      seats.some((s) => s.gameId === id && s.status === "active")
        ? "seat"
        : watching.some((o) => o.gameId === id)
          ? "observer"
          : hosted.includes(id) || coadmin.some((c) => c.gameId === id)
            ? "host"
            : "other";
    return html(req, reply, "reader-games.eta", lang, {
      title: format(lang, m("core.page.myGames")),
      account,
      delivery: format(lang, deliveryShown(account)),
      // the games that wait for this reader first, the nearest deadline first (none last), then the
      // others as they were (newest first)
      games: [
        ...games.filter((g) => awaiting.has(g.id)).sort((a, b) => dueOrder(awaiting.get(a.id)) - dueOrder(awaiting.get(b.id))),
        ...games.filter((g) => !awaiting.has(g.id)),
      ].map((g) => ({
        ...g,
        role: role(g.id),
        kindWord: format(lang, kindTitle(g.kind)),
        statusWord: format(lang, m(`core.status.${g.status}`)),
        due: awaiting.get(g.id) ? format(lang, formatDue(awaiting.get(g.id)!, app.now(), true)) : null,
        yourTurn: awaiting.has(g.id),
      })),
    });
  });

  const dueOrder = (due: Date | null | undefined) => due?.getTime() ?? Number.MAX_SAFE_INTEGER;

  /** The logged-in reader and the game of the address. */
  async function mine(req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    const account = await me(req, reply);
    if (!account) return null;
    const game = isGameId(req.params.id) ? await pageGame(app, req.params.id) : null;
    if (!game) {
      await reply.code(404).type("text/plain").send("no such game");
      return null;
    }
    return { account, game };
  }

  web.get<{ Params: { id: string }; Querystring: { reply?: string; page?: string } }>(
    "/me/games/:id",
    { config: limit },
    async (req, reply) => {
      const o = await mine(req, reply);
      if (!o) return reply;
      return showPage(req, reply, o.game, o.account, `/me/games/${o.game.id}`);
    },
  );

  web.get<{ Params: { id: string } }>("/me/games/:id/version", { config: limit }, async (req, reply) => {
    const o = await mine(req, reply);
    if (!o) return reply;
    return version(o.game, o.account);
  });

  web.get<{ Params: { id: string; file: string } }>("/me/games/:id/files/:file", { config: limit }, async (req, reply) => {
    const o = await mine(req, reply);
    if (!o) return reply;
    return download(reply, o.game, o.account, req.params.file);
  });

  web.post<{ Params: { id: string }; Body: Record<string, unknown> }>(
    "/me/games/:id/upload",
    { bodyLimit, config: { ...limit, multipartOptions } },
    async (req, reply) => {
      const o = await mine(req, reply);
      if (!o) return reply;
      const inboundId = await sendFile(o.game, o.account, req.body ?? {});
      if (!inboundId) return noFile(req, reply, o.game, o.account, `/me/games/${o.game.id}`);
      return reply.redirect(`/me/games/${o.game.id}?reply=${inboundId}#result`);
    },
  );

  web.post<{ Params: { id: string }; Body: Record<string, unknown> }>(
    "/me/games/:id/move",
    { config: limit },
    async (req, reply) => {
      const o = await mine(req, reply);
      if (!o) return reply;
      const inboundId = await send(o.game, o.account, req.body ?? {});
      if (!inboundId) return refused(req, reply, o.game, o.account, `/me/games/${o.game.id}`);
      return reply.redirect(`/me/games/${o.game.id}?reply=${inboundId}#result`);
    },
  );

  web.post<{ Params: { id: string }; Body: Record<string, unknown> }>(
    "/me/games/:id/press",
    { config: limit },
    async (req, reply) => {
      const o = await mine(req, reply);
      if (!o) return reply;
      const inboundId = await sendPress(o.game, o.account, req.body ?? {});
      if (!inboundId) return noPress(req, reply, o.game, o.account, `/me/games/${o.game.id}`);
      return reply.redirect(`/me/games/${o.game.id}?reply=${inboundId}#result`);
    },
  );
}
