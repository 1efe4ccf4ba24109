// The secrets oracle of the web's routes: it finds the paths itself. The server's routes are listed from
// Fastify (src/web/server.ts routesOf: its onRoute hook) and the query parameters each handler reads are
// recorded as it runs (a proxy over the request's query); every route must have a probe below and every
// parameter a way to be probed (or a reason it names nothing stored), else the suite fails — so the next
// route or parameter cannot be forgotten (shown with a planted route that returns a reply by id).
//
// The world: two running Killer games (A: a seatless host, a co-administrator, an observer, two players
// and a seated site administrator; B: another host and three players), a stranger, and a seatless site
// administrator. Every player has private mail of their game — a news mail tagged with it, and a reply
// that is not (STATUS <game> from a mail of no game is not tagged) to a mail of theirs that holds their
// press — each carrying a canary only its reader may see, and real press between players, a webhook
// address with a token, passwords, page links. Each route is then probed, by every reader it answers
// (administrators' sessions, API tokens, page links of both games, the readers' own logins), with the ids
// of every game, mail and account for each parameter naming a stored thing, and each answer's bytes are
// searched for what is not its reader's: another person's canary (unless the gate let them open it on
// purpose, which left a witness row), another person's password or page key, the webhook's token.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { ADMIN, ADMIN_PASSWORD } from "../helpers/app.ts";
import { startWebTest, type WebTest } from "../helpers/web.ts";
import { createApiToken } from "../../src/web/auth.ts";
import { routesOf, type WebOptions } from "../../src/web/server.ts";
import { Browserish } from "../helpers/web.ts";

const SEATED_ADMIN = "sa2@example.test";

/** What a route's path parameter names: its probe values come from the world by this kind. */
type PathKind = "game" | "outbox" | "inbound" | "seat" | "key" | "token" | "file";
/** Who a route answers: its readers. */
type Channel = "dashboard" | "api" | "page" | "me" | "anyone";

interface RouteProbe {
  channel: Channel;
  path?: Record<string, PathKind>;
}

/**
 * Every route of the server, by method and address: how it is probed. A POST only acts (through the
 * mail pipeline, in its sender's name) and answers a redirect to a GET probed here, or a refusal.
 */
const ROUTES: Record<string, RouteProbe | { acts: string }> = {
  "GET /healthz": { channel: "anyone" },
  "GET /favicon.ico": { channel: "anyone" },
  "GET /readyz": { channel: "anyone" },
  "GET /static/app.css": { channel: "anyone" },
  "GET /static/reader.js": { channel: "anyone" },
  "GET /login": { channel: "anyone" },
  "POST /login": { acts: "a login: its answer is a redirect or the login form" },
  "GET /p/:key": { channel: "page", path: { key: "key" } },
  "GET /p/:key/version": { channel: "page", path: { key: "key" } },
  "POST /p/:key/move": { acts: "a line in the reader's name; redirects to GET /p/:key?reply=" },
  "POST /p/:key/press": { acts: "a PRESS line in the reader's name; redirects to GET /p/:key?reply=" },
  "POST /p/:key/renew": { acts: "a STATUS in the link's owner's name, answered by mail to them" },
  "GET /p/:key/files/:file": { channel: "page", path: { key: "key", file: "file" } },
  "POST /p/:key/upload": { acts: "a file as a mail in the reader's name (UPLOAD); redirects to GET /p/:key?reply=" },
  "GET /me/login": { channel: "anyone" },
  "POST /me/login": { acts: "a login: its answer is a redirect or the login form" },
  "POST /me/logout": { acts: "ends the session" },
  "GET /me": { channel: "me" },
  "GET /me/games/:id": { channel: "me", path: { id: "game" } },
  "GET /me/games/:id/version": { channel: "me", path: { id: "game" } },
  "POST /me/games/:id/move": { acts: "a line in the reader's name; redirects to GET /me/games/:id?reply=" },
  "POST /me/games/:id/press": { acts: "a PRESS line in the reader's name; redirects to GET /me/games/:id?reply=" },
  "GET /me/games/:id/files/:file": { channel: "me", path: { id: "game", file: "file" } },
  "POST /me/games/:id/upload": {
    acts: "a file as a mail in the reader's name (UPLOAD); redirects to GET /me/games/:id?reply=",
  },
  "GET /": { channel: "dashboard" },
  "POST /logout": { acts: "ends the session" },
  "GET /games": { channel: "dashboard" },
  "POST /games": { acts: "CREATE in the administrator's name; redirects to GET /games/:id?reply=" },
  "GET /games/:id": { channel: "dashboard", path: { id: "game" } },
  "POST /games/:id/reveal": {
    acts: "the gate's read-secrets (refused to a seated administrator: tests/secrets/regressions.test.ts)",
  },
  "GET /games/:id/seats/:seat": { channel: "dashboard", path: { id: "game", seat: "seat" } },
  "POST /games/:id/action": { acts: "a command line in the administrator's name; redirects to GET /games/:id?reply=" },
  "GET /inbound": { channel: "dashboard" },
  "POST /inbound/:id/process-again": { acts: "runs a quarantined mail again; redirects to GET /inbound/:id" },
  "GET /outbox": { channel: "dashboard" },
  "POST /outbox/retry-failed": { acts: "queues failed mail again" },
  "POST /outbox/:id/retry": { acts: "queues a failed mail again; redirects to GET /outbox/:id" },
  "POST /outbox/:id/resend": { acts: "a copy of a mail to its own reader; redirects to GET /outbox/:id" },
  "GET /players": { channel: "dashboard" },
  "GET /health": { channel: "dashboard" },
  "POST /health/mailbox/process-backlog": { acts: "reads the mailbox's backlog; redirects to GET /health" },
  "GET /act": { channel: "dashboard" },
  "POST /act": { acts: "AS lines in the administrator's name; redirects to GET /act?reply=" },
  "GET /tokens": { channel: "dashboard" },
  "POST /tokens": { acts: "a token for the administrator's own account (tests/secrets/regressions.test.ts)" },
  "POST /tokens/:id/revoke": { acts: "revokes a token; redirects to GET /tokens" },
  "GET /api/openapi.json": { channel: "anyone" },
  "GET /api/games": { channel: "api" },
  "GET /api/games/:id": { channel: "api", path: { id: "game" } },
  "GET /api/me": { channel: "api" },
  "GET /api/key": { channel: "api" },
  "POST /api/commands": { acts: "a command mail in the token's name (AS: tests/secrets/regressions.test.ts)" },
  "GET /api/outbox": { channel: "api" },
  "GET /metrics": { channel: "dashboard" },
  // last: whoever opens someone's mail on purpose is a witness from then on, which the pages before
  // must not have counted on
  "GET /inbound/:id": { channel: "dashboard", path: { id: "inbound" } },
  "GET /outbox/:id": { channel: "dashboard", path: { id: "outbox" } },
};

interface World {
  games: string[];
  /** the relays' kept files (their digests), and one no game keeps */
  files: string[];
  outbox: number[];
  inbound: number[];
  accounts: number[];
  emails: string[];
}
interface Reader {
  name: string;
  email: string;
  accountId: number;
  pw: string;
  token: string;
  /** their session for the readers' pages (/me), and the dashboard's when they are an administrator */
  cookie: string;
  admin: boolean;
  /** the page links their mails gave them, one per game */
  keys: Array<{ key: string; game: string }>;
}

/** Every query parameter a handler reads: the values to probe it with (or why it names nothing stored). */
const QUERY: Record<string, ((w: World) => string[]) | { nothing: string }> = {
  reply: (w) => w.inbound.map(String),
  // a page of a game's public history (src/web/reader.ts): the first, the next, past the last, garbage
  page: () => ["1", "2", "3", "999999", "-1", "x"],
  to: (w) => w.emails,
  game: (w) => w.games,
  gameId: (w) => w.games,
  account: (w) => w.accounts.map(String),
  from: (w) => w.emails,
  before: (w) => [...w.outbox, ...w.inbound].slice(0, 6).map(String),
  since: (w) => ["0", ...w.outbox.slice(0, 4).map(String)],
  view: () => ["public", "seat", "admin"],
  status: { nothing: "a status word (pending, sent…): a filter over lists probed whole" },
  kind: { nothing: "a game kind or a mail kind: a filter over lists probed whole" },
  classification: { nothing: "a classification word: a filter over a list probed whole" },
  limit: { nothing: "a count" },
  strict: { nothing: "a yes/no of the health check" },
  next: { nothing: "where a login goes next (a local path)" },
  failed: { nothing: "a yes/no of the login form" },
  body: { nothing: "text the form is filled with, echoed to its own reader" },
};

/** The routes and parameters seen that have no probe: what the coverage check fails with. */
function unprobed(routes: Array<{ method: string; url: string }>, reads: Map<string, Set<string>>): string[] {
  const missing: string[] = [];
  for (const r of routes) {
    if (r.method === "HEAD" || r.method === "OPTIONS") continue; // Fastify's own, beside each GET
    const key = `${r.method} ${r.url}`;
    const probe = ROUTES[key];
    if (!probe) {
      missing.push(`route ${key}`);
      continue;
    }
    if ("acts" in probe) continue;
    for (const p of r.url.match(/:\w+/g) ?? []) if (!probe.path?.[p.slice(1)]) missing.push(`path parameter ${p} of ${key}`);
  }
  for (const [key, names] of reads) for (const q of names) if (!QUERY[q]) missing.push(`query parameter ${q} of ${key}`);
  return missing;
}

/** A hook that records which query parameters each route's handler reads. */
function recordReads(reads: Map<string, Set<string>>): NonNullable<WebOptions["extend"]> {
  return (web: FastifyInstance) =>
    web.addHook("preHandler", async (req) => {
      const key = `${req.method} ${req.routeOptions.url}`;
      const q = req.query as Record<string, unknown>;
      if (!q || typeof q !== "object") return;
      req.query = new Proxy(q, {
        get(target, p) {
          if (typeof p === "string") {
            if (!reads.has(key)) reads.set(key, new Set());
            reads.get(key)!.add(p);
          }
          return Reflect.get(target, p);
        },
      });
    });
}

const decodeHtml = (html: string) =>
  html
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

describe("the routes' secrets oracle", () => {
  let t: WebTest;
  const reads = new Map<string, Set<string>>();
  const readers: Reader[] = [];
  const world: World = { games: [], files: [], outbox: [], inbound: [], accounts: [], emails: [] };
  /** each canary, and whose it is (the accounts that may read it) and the game it is of */
  const canaries: Array<{ text: string; owners: Set<number>; game: string }> = [];
  const WEBHOOK_TOKEN = "HookToken0123456789abcdefXYZ";

  const get = (path: string, h: Record<string, string> = {}) => t.web.inject({ method: "GET", url: path, headers: h });

  beforeAll(async () => {
    t = await startWebTest(
      { extend: recordReads(reads) },
      { ADMIN_EMAILS: `${ADMIN},${SEATED_ADMIN}`, PAGE_REQUESTS_PER_MINUTE: "1000000", PRESS_PER_HOUR: "1000000" },
    );
    const prisma = t.app.db.prisma;
    const reader = async (name: string, email?: string): Promise<Reader> => {
      const mail = email ?? `${name}@example.test`;
      const pw = email ? ADMIN_PASSWORD : await t.app.register(mail, name);
      const acc = await prisma.account.findUniqueOrThrow({ where: { email: mail } });
      const token = (await createApiToken(t.app, acc.id, { admin: acc.isAdmin, name: "oracle" })).token;
      const b = new Browserish(t.base);
      await b.sessionOf(t, acc.id);
      const r: Reader = {
        name: acc.name,
        email: mail,
        accountId: acc.id,
        pw,
        token,
        cookie: b.header(),
        admin: acc.isAdmin,
        keys: [],
      };
      readers.push(r);
      return r;
    };
    const say = (r: Reader, lines: string) => t.app.send(r.email, `PASSWORD ${r.pw}\n${lines}`);
    const root = await reader("root", ADMIN);
    const sa = await reader("sa", SEATED_ADMIN);
    const [hostA, coadmin, observer, p1, p2, hostB, q1, q2, q3, stranger] = await Promise.all(
      ["hosta", "coadmin", "observer", "pa", "pb", "hostb", "qa", "qb", "qc", "stranger"].map((n) => reader(n)),
    );
    void root;
    void stranger;
    const game = async (host: Reader, players: Reader[], civs: string[]) => {
      const id = /created (killer-\d+)/.exec(await say(host, "CREATE killer"))![1];
      for (const [i, p] of players.entries()) expect(await say(p, `JOIN ${id} civ=${civs[i]}`)).toMatch(/OK/);
      return id;
    };
    const a = await game(hostA, [p1, p2, sa], ["Rome", "Gaul", "Egypt"]);
    expect(await say(observer, `OBSERVE ${a}`)).toMatch(/OK/);
    expect(await say(hostA, `COADMIN ${a} ADD ${coadmin.email}`)).toMatch(/OK/);
    expect(await say(hostA, `START ${a}`)).toContain("started");
    const b = await game(hostB, [q1, q2, q3], ["Inca", "Aztec", "Maya"]);
    expect(await say(hostB, `START ${b}`)).toContain("started");
    // a player of B watches A: a page link of each game, and private mail of one of them
    expect(await say(q1, `OBSERVE ${a}`)).toMatch(/OK/);
    await say(hostA, `GAME ${a}\nPAUSE ${a}\nRESUME ${a}`);
    // someone's webhook, with its token in its path
    await say(p1, `WEBHOOK https://hooks.example.test/services/${WEBHOOK_TOKEN}`);
    // each player: press to the next player (a canary in it), and their STATUS by a mail of no game
    const seated: Array<[Reader, string, Reader]> = [
      [p1, a, p2],
      [p2, a, sa],
      [sa, a, p1],
      [q1, b, q2],
      [q2, b, q3],
      [q3, b, q1],
    ];
    for (const [p, g, next] of seated) {
      const press = `PRESSCANARY${p.name}x${next.name}`;
      expect(await say(p, `PRESS ${g} TO ${next.name} ${press}`)).toMatch(/OK press sent/);
      canaries.push({ text: press, owners: new Set([p.accountId, next.accountId]), game: g });
      expect(await say(p, `STATUS ${g}`)).toMatch(/Your target/);
      // their private mail, as Herald writes it: tagged with the game, and a reply that is not
      const news = `NEWSCANARY${p.name}`;
      const reply = `REPLYCANARY${p.name}`;
      const last = await prisma.inboundMessage.findFirstOrThrow({ where: { fromAddress: p.email }, orderBy: { id: "desc" } });
      await prisma.outbox.createMany({
        data: [
          {
            messageId: `${news}@t`,
            toAddress: p.email,
            accountId: p.accountId,
            gameId: g,
            kind: "private",
            subject: `[${g}] news`,
            body: `Private — for you only: ${news}`,
          },
          {
            messageId: `${reply}@t`,
            toAddress: p.email,
            accountId: p.accountId,
            gameId: null,
            kind: "reply",
            inboundId: last.id,
            subject: "Re: commands",
            body: `> STATUS ${g}\nOK ${g} ${reply}`,
          },
        ],
      });
      canaries.push(
        { text: news, owners: new Set([p.accountId]), game: g },
        { text: reply, owners: new Set([p.accountId]), game: g },
      );
    }
    // a relay beside each game, played by two of its players and watched by A's observer, with a save
    // each whose bytes hold a canary only the relay's seats may download
    const relay = async (host: Reader, other: Reader, watcher: Reader | null) => {
      const id = /created (relay-\d+)/.exec(await say(host, "CREATE relay\nJOIN"))![1];
      expect(await say(other, `JOIN ${id}`)).toMatch(/OK/);
      if (watcher) expect(await say(watcher, `OBSERVE ${id}`)).toMatch(/OK/);
      expect(await say(host, `START ${id}`)).toContain("started");
      const text = `FILECANARY${id.replace("-", "x")}`;
      const reply = await t.app.send(host.email, `PASSWORD ${host.pw}\nUPLOAD ${id}`, {
        attachments: [{ filename: "t1.sav", content: Buffer.from(`${text}\n`) }],
      });
      expect(reply).toMatch(/file t1\.sav received/);
      canaries.push({ text, owners: new Set([host.accountId, other.accountId]), game: id });
      return id;
    };
    const ra = await relay(p1, p2, observer);
    const rb = await relay(q1, q2, null);
    world.files = [
      ...(await prisma.gameFile.findMany({ where: { gameId: { in: [ra, rb] } }, select: { sha256: true } })).map((f) => f.sha256),
      "0".repeat(64),
    ];
    // the world's ids: every game, mail and account
    world.games = [a, b, ra, rb, "killer-999"];
    // of the mails, those that matter (every mail read was minutes on these 2-core machines): each
    // reader's first mail and its reply (a REGISTER: the password), and every mail holding a canary
    const firsts = await Promise.all(
      readers.map((r) => prisma.inboundMessage.findFirst({ where: { fromAddress: r.email }, orderBy: { id: "asc" } })),
    );
    const held = await prisma.outbox.findMany({
      where: { OR: canaries.map((c) => ({ body: { contains: c.text } })) },
      select: { id: true, inboundId: true },
    });
    world.inbound = [
      ...new Set([...firsts.flatMap((m) => (m ? [m.id] : [])), ...held.flatMap((m) => (m.inboundId ? [m.inboundId] : []))]),
    ];
    const answers = await prisma.outbox.findMany({ where: { inboundId: { in: world.inbound } }, select: { id: true } });
    world.outbox = [...new Set([...held.map((m) => m.id), ...answers.map((m) => m.id)])];
    world.accounts = readers.map((r) => r.accountId);
    world.emails = readers.map((r) => r.email);
    // each reader's page links, one per game, from their own mails
    for (const r of readers)
      for (const g of [a, b, ra, rb]) {
        const m = await prisma.outbox.findFirst({
          where: { toAddress: r.email, gameId: g, body: { contains: "/p/" } },
          orderBy: { id: "desc" },
        });
        const key = m && /\/p\/([A-Za-z0-9_-]{43})/.exec(m.body)?.[1];
        if (key) r.keys.push({ key, game: g });
      }
  }, 300_000);
  afterAll(async () => t?.close());

  it("every route and every parameter it reads has a probe, and nobody gets another reader's secret", async () => {
    const prisma = t.app.db.prisma;
    const leaks: string[] = [];
    let answers = 0;
    let traced = 0;
    /**
     * `page`: the answer came by a page link, which opens that game's page and nothing else of its
     * owner's (a link travels with every mail, and mails get forwarded): no password, not even theirs,
     * and no canary of another game.
     */
    const check = async (r: Reader | null, what: string, body: string, page?: string) => {
      answers++;
      const bytes = decodeHtml(body);
      if (page && r && bytes.includes(r.pw)) leaks.push(`${r.name}'s link of ${page} shows their password in ${what}`);
      for (const o of readers) {
        if (o === r || o.pw === ADMIN_PASSWORD) continue;
        if (bytes.includes(o.pw)) leaks.push(`${r?.name ?? "anyone"} got ${o.name}'s password in ${what}`);
        for (const k of o.keys)
          if (bytes.includes(k.key)) leaks.push(`${r?.name ?? "anyone"} got ${o.name}'s page key in ${what}`);
      }
      if (bytes.includes(WEBHOOK_TOKEN)) leaks.push(`${r?.name ?? "anyone"} got the webhook's token in ${what}`);
      for (const c of canaries) {
        if (!bytes.includes(c.text)) continue;
        if (page && r && c.owners.has(r.accountId)) {
          if (c.game !== page) leaks.push(`${r.name}'s link of ${page} shows ${c.text} of ${c.game} in ${what}`);
          continue;
        }
        if (r && c.owners.has(r.accountId)) continue;
        // opened on purpose through the gate: a witness now, and no seat in that game
        const witness = r && (await prisma.gameWitness.count({ where: { gameId: c.game, accountId: r.accountId } }));
        const seat = r && (await prisma.seat.count({ where: { gameId: c.game, accountId: r.accountId, status: "active" } }));
        if (witness && !seat) traced++;
        else leaks.push(`${r?.name ?? "anyone"} got ${c.text} in ${what}`);
      }
    };

    /** The values of a path parameter for a reader. */
    const pathValues = (kind: PathKind, r: Reader | null): string[] =>
      kind === "game"
        ? world.games
        : kind === "outbox"
          ? world.outbox.map(String)
          : kind === "inbound"
            ? world.inbound.map(String)
            : kind === "seat"
              ? ["1", "2", "3"]
              : kind === "key"
                ? (r?.keys.map((k) => k.key) ?? [])
                : kind === "file"
                  ? world.files
                  : [];
    const fill = (url: string, path: Record<string, PathKind> | undefined, r: Reader | null): string[] => {
      let urls = [url];
      for (const [name, kind] of Object.entries(path ?? {}))
        urls = urls.flatMap((u) => pathValues(kind, r).map((v) => u.replace(`:${name}`, encodeURIComponent(v))));
      return urls;
    };
    const headersOf = (channel: Channel, r: Reader | null): Record<string, string> =>
      !r || channel === "anyone" || channel === "page"
        ? {}
        : channel === "api"
          ? { authorization: `Bearer ${r.token}` }
          : { cookie: r.cookie };
    const readersOf = (channel: Channel): Array<Reader | null> =>
      channel === "anyone" ? [null] : channel === "dashboard" ? readers.filter((r) => r.admin) : readers;

    const routes = routesOf(t.web);
    const probe = async (key: string, p: RouteProbe, queryToo: boolean) => {
      const [, url] = key.split(" ");
      for (const r of readersOf(p.channel)) {
        const h = headersOf(p.channel, r);
        for (const u of fill(url, p.path, r)) {
          const page = p.channel === "page" ? r?.keys.find((k) => u.includes(k.key))?.game : undefined;
          const res = await get(u, h);
          await check(r, `GET ${u} (${res.statusCode})`, res.body, page);
          if (!queryToo) continue;
          // each query parameter its handler reads, with every value of the world
          for (const q of reads.get(key) ?? []) {
            const values = QUERY[q];
            if (typeof values !== "function") continue;
            for (const v of values(world)) {
              const qu = `${u}${u.includes("?") ? "&" : "?"}${q}=${encodeURIComponent(v)}`;
              const res2 = await get(qu, h);
              await check(r, `GET ${qu} (${res2.statusCode})`, res2.body, page);
            }
          }
        }
      }
    };
    // a first pass finds what each route reads; the second probes every parameter found
    const gets = Object.entries(ROUTES).filter((e): e is [string, RouteProbe] => !("acts" in e[1]));
    for (const [key, p] of gets) await probe(key, p, false);
    expect(unprobed(routes, reads)).toEqual([]);
    for (const [key, p] of gets) {
      const t0 = Date.now(),
        n0 = answers;
      await probe(key, p, true);
      if (process.env.ORACLE_TIMES) console.log(`${key}: ${answers - n0} answers, ${Date.now() - t0} ms`);
    }
    expect(leaks.slice(0, 20)).toEqual([]);
    // the paths were walked: the readers' pages, the dashboard's one-mail pages, a traced read of a canary
    expect(answers).toBeGreaterThan(1000);
    expect(world.inbound.length).toBeGreaterThan(readers.length);
    expect(traced).toBeGreaterThan(0);
    for (const r of readers.filter((x) => !x.admin && x.name !== "stranger")) expect(r.keys.length, r.name).toBeGreaterThan(0);
    // qa: a player of B and of B's relay, and an observer of A
    expect(readers.find((x) => x.name === "qa")!.keys.length).toBe(3);
    expect([...(reads.get("GET /p/:key") ?? [])]).toContain("reply");
    expect([...(reads.get("GET /act") ?? [])]).toContain("reply");
  }, 600_000);
});

describe("the routes' coverage check", () => {
  it("fails on a route it has no probe for: a planted route that returns a reply by id", async () => {
    const reads = new Map<string, Set<string>>();
    const t = await startWebTest({
      extend: (web) => {
        recordReads(reads)(web);
        web.get<{ Params: { id: string }; Querystring: { reply?: string } }>("/planted/:id", async (req) => {
          const r = await t.app.db.prisma.outbox.findFirst({ where: { inboundId: Number(req.query.reply) } });
          return r?.body ?? "";
        });
      },
    });
    try {
      await t.app.register("ann@example.test", "Ann");
      const inbound = await t.app.db.prisma.inboundMessage.findFirstOrThrow({});
      // the planted route leaks Ann's password to anyone who asks
      expect((await t.web.inject({ method: "GET", url: `/planted/1?reply=${inbound.id}` })).body).toMatch(/password is/);
      expect(unprobed(routesOf(t.web), reads)).toContain("route GET /planted/:id");
      // and a parameter no probe knows, on a route that has one
      reads.set("GET /outbox", new Set(["planted"]));
      expect(unprobed(routesOf(t.web), reads)).toContain("query parameter planted of GET /outbox");
    } finally {
      await t.close();
    }
  }, 120_000);
});
