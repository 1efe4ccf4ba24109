// The secrets oracle (docs/roles.md "The gate"): each of the four games is played to its end by
// mail, with every role mix — a seatless host or a seated one, a co-administrator added and then removed,
// two moves taken back (ROLLBACK) halfway, a seatless and a seated site administrator, an observer, a
// stranger — and at every step every byte each person can get is collected: each mail as it goes out
// (composed as the sender composes it, parsed back, every armoured block decoded and its JSON read),
// the API's answers for their own token (the game in every view it offers them, their outbox), the
// dashboard's pages for the administrators, each person's own page of the game (src/web/reader.ts:
// by the newest page link their mails gave them, and after their own login), and the
// answers to probes (STATUS, AS … STATUS from another game they host). Nobody may hold a secret the gate
// does not give them: the engines' `secrets` hooks name the secrets, the game's seed is one until the
// game reveals it, and so are the values of the engine's secret options.
//
// An item counts as a secret only while the engine's public view has never shown it, nor an event told to
// everyone (a card played and drawn again is public knowledge), and it is looked for as a whole word.
// The page links are checked too: a link opens its reader's page, so it must never reach anyone else.
//
// Press and webhooks are two more paths: the players send press (to all and to one another) every few
// moves, and each press mail is read like any mail — and must carry no address but its reader's; every
// person has a webhook on a local receiver (node:http), and every post it gets is read as that person's
// (src/outbox/webhooks.ts), with no address in it at all.
//
// News held for a reader (DELIVERY turn or digest, src/commands/delivery.ts) is one more: two players and the
// co-administrator take a digest, the observer TURN; each held row is read as its reader's the step it is
// written (what they will get, as the gate stood then), and the digests the job sends halfway (the clock
// moved) and the mails that carry held news are read like any mail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { simpleParser } from "mailparser";
import { GAMES } from "../../src/games/index.ts";
import { Games } from "../../src/games/registry.ts";
import type { GameEngine, Viewer } from "../../src/games/engine.ts";
import { ADMIN, ADMIN_PASSWORD } from "../helpers/app.ts";
import { Browserish, startWebTest, type WebTest } from "../helpers/web.ts";
import { createApiToken } from "../../src/web/auth.ts";
import { mailOf } from "../../src/outbox/sender.ts";
import { rawMessage } from "../../src/mail/raw-mail.ts";
import { decide } from "../../src/service/gate.ts";
import { relationsOf } from "../../src/service/roles.ts";
import { format, translator } from "../../src/i18n/format.ts";
import { askIds, publicTranslator } from "../../src/i18n/person.ts";
import { readerLanguage } from "../../src/i18n/language.ts";
import type { Msg } from "../../src/i18n/msg.ts";
import { chooser } from "../conformance/suite.ts";
import { findCommand } from "../../src/commands/table.ts";
import type { Outbox } from "../../src/generated/prisma/client.ts";
import http from "node:http";
import { runDueJobs, runWebhookJobs } from "../helpers/jobs.ts";
import type { AddressInfo } from "node:net";

/** Herald's games (src/games/index.ts), found by kind as the service finds them */
const games = new Games(GAMES);

const SEATED_ADMIN = "sa2@example.test";
let t: WebTest;
/** the webhooks' receiver: every post, by the path naming whose webhook it is */
let hooks: http.Server;
let hookBase = "";
const posted: Array<{ path: string; body: string }> = [];

beforeAll(async () => {
  // the pages are read far more often than a person would (every person, every few moves), press sent
  // more often than a person would, and the webhooks' receiver is on this machine
  t = await startWebTest(
    {},
    {
      ADMIN_EMAILS: `${ADMIN},${SEATED_ADMIN}`,
      PAGE_REQUESTS_PER_MINUTE: "1000000",
      PRESS_PER_HOUR: "1000000",
      WEBHOOK_ALLOW_PRIVATE: "true",
    },
  );
  hooks = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      posted.push({ path: decodeURIComponent(req.url ?? ""), body });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => hooks.listen(0, "127.0.0.1", r));
  hookBase = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}`;
});
afterAll(async () => {
  hooks?.close();
  await t?.close();
});

interface Person {
  role: string;
  email: string;
  name: string;
  pw: string;
  token: string;
  browser?: Browserish;
  /** their own session for the readers' pages (/me) */
  reader: Browserish;
}

/** Everything a mail gives its reader: headers, every part decoded, every armoured block's JSON. */
async function mailBytes(row: Outbox): Promise<string> {
  const raw = await rawMessage(mailOf(t.app, row as any));
  const parsed = await simpleParser(raw);
  // the raw bytes are read through the parser (a base64 body's letters would be words of their own)
  const parts = [parsed.subject ?? "", parsed.text ?? "", ...[...parsed.headers.values()].map((v) => JSON.stringify(v))];
  return parts.concat(armoured(parts.join("\n"))).join("\n");
}

/** Every armoured block's content, base64 decoded, and its JSON when it is JSON. */
function armoured(text: string): string[] {
  const out: string[] = [];
  for (const b of text.matchAll(/-----\s*BEGIN ([A-Z ]+?)\s*-----([\s\S]*?)-----\s*END/g)) {
    const decoded = Buffer.from(b[2].replace(/[^A-Za-z0-9+/=_-]/g, ""), "base64").toString("utf8");
    out.push(decoded);
    try {
      out.push(JSON.stringify(JSON.parse(decoded)));
    } catch {
      /* not JSON: the text is kept */
    }
  }
  return out;
}

const escaped = (item: string) => item.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * How an item is looked for: as a whole word, or — when it is also one of Herald's verbs (Regicide's
 * ace of spades is "AS") — only as a JSON string, since every error and log line may say the verb.
 */
const word = (item: string) =>
  findCommand(item)
    ? new RegExp(`"${escaped(item)}"`, "u")
    : new RegExp(`(?<![\\p{L}\\p{N}#_-])${escaped(item)}(?![\\p{L}\\p{N}#_-])`, "u");

/** A page's text as its reader reads it: the HTML's character references decoded. */
const decodeHtml = (html: string) =>
  html
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The page links in some bytes (a mail, a page): their keys. */
const LINK_KEY = /\/p\/([A-Za-z0-9_-]{43})/g;
const linksIn = (bytes: string) => [...bytes.matchAll(LINK_KEY)].map((x) => x[1]);

interface Table {
  kind: string;
  players: number;
  options?: string;
  join?: (i: number) => string;
}

const CIVS = ["Rome", "Gaul", "Egypt", "Persia", "Greece", "Zulu"];
const TABLES: Table[] = [
  { kind: "regicide", players: 2 },
  { kind: "killer", players: 3, options: "variant=quick", join: (i) => `civ=${CIVS[i]}` },
  { kind: "trente", players: 2 },
  { kind: "threekingdoms", players: 4 },
];
const MIXES = ["seatless host", "seated host"] as const;
const MOVE_CAP = 600;
/**
 * Mails are read after every move. The API and the pages are read every READ_EVERY moves and the probes
 * sent every PROBE_EVERY (and both at the start and the end): a Three Kingdoms game runs to hundreds of
 * moves, and reading everything after each one took minutes on these 2-core machines.
 */
const READ_EVERY = 2;
const PROBE_EVERY = 6;

let n = 0;
const admins = new Map<string, Person>();
async function person(role: string, email?: string): Promise<Person> {
  // the administrators' dashboard sessions are kept across games (logins are rate-limited)
  if (email && admins.has(email)) return admins.get(email)!;
  n++;
  const mail = email ?? `${role.replace(/\W/g, "")}${n}@example.test`;
  const name = email
    ? (await t.app.db.prisma.account.findUniqueOrThrow({ where: { email } })).name
    : `${role.replace(/\W/g, "")}${n}`;
  const pw = email ? ADMIN_PASSWORD : await t.app.register(mail, name);
  const acc = await t.app.db.prisma.account.findUniqueOrThrow({ where: { email: mail } });
  const token = (await createApiToken(t.app, acc.id, { admin: acc.isAdmin, name: "oracle" })).token;
  const reader = new Browserish(t.base);
  await reader.sessionOf(t, acc.id);
  const p: Person = { role, email: mail, name, pw, token, reader };
  // everyone's turns and game ends also go to their webhook, on the receiver above
  expect(await t.app.send(mail, `PASSWORD ${pw}\nWEBHOOK ${hookBase}/${encodeURIComponent(mail)}`)).toMatch(/OK/);
  if (acc.isAdmin) {
    p.browser = new Browserish(t.base);
    expect((await p.browser.login(mail, ADMIN_PASSWORD)).status).toBe(302);
    admins.set(mail, p);
  }
  return p;
}

describe.each(TABLES)("the secrets oracle: $kind", (table) => {
  const engine = games.find(table.kind) as GameEngine;

  it.each(MIXES)(
    "%s: nobody ever holds a secret the gate does not give them",
    async (mix) => {
      const say = async (p: Person, lines: string) => t.app.send(p.email, `PASSWORD ${p.pw}\n${lines}`);
      const root = await person("root", ADMIN);
      const seatedAdmin = await person("seated admin", SEATED_ADMIN);
      const players = [] as Person[];
      for (let i = 0; i < table.players - 1; i++) players.push(await person(`player`));
      players.push(seatedAdmin);
      const host = mix === "seated host" ? players[0] : await person("host");
      const coadmin = await person("coadmin");
      const observer = await person("observer");
      const stranger = await person("stranger");
      const everyone = [...new Map([root, host, ...players, coadmin, observer, stranger].map((p) => [p.email, p])).values()];

      // the digest path: news held for them, sent by the job or with the mail that asks them to act
      // two plain players, so that one's held news given to the other would be read as a leak
      expect(await say(players[0], "DELIVERY DIGEST 1")).toMatch(/^OK/m);
      expect(await say(players[1], "DELIVERY DIGEST 1")).toMatch(/^OK/m);
      expect(await say(coadmin, "DELIVERY DIGEST 1")).toMatch(/^OK/m);
      expect(await say(observer, "DELIVERY TURN")).toMatch(/^OK/m);
      let lastHeld = (await t.app.db.prisma.heldNews.aggregate({ _max: { id: true } }))._max.id ?? 0;
      let heldRead = 0;
      let digestsSent = 0;
      // every mail from here on is read: the replies to CREATE and JOIN, the START mails
      let last = await t.app.lastOutboxId();
      // a secret option where the game has one: set by a host who holds no seat
      const secretOpts =
        mix === "seatless host" && table.kind === "killer" ? ` order=${CIVS.slice(0, table.players).join(",")}` : "";
      // where the host keeps the secrets, every press is copied to the keepers
      const pressCopy = mix === "seatless host" ? " presscopy=on" : "";
      const created = await say(host, `CREATE ${table.kind} ${table.options ?? ""}${secretOpts}${pressCopy}`);
      const id = new RegExp(`created (${engine.idPrefix}-\\d+)`).exec(created)![1];
      // the same game on every run: a fixed seed for this table and mix (CREATE draws a random one)
      const seed = `hmac-sha256:${createHash("sha256").update(`oracle:${table.kind}:${mix}`).digest("hex")}`;
      await t.app.db.prisma.game.update({ where: { id }, data: { seed } });
      for (const [i, p] of players.entries()) expect(await say(p, `JOIN ${id} ${table.join?.(i) ?? ""}`), p.role).toMatch(/OK/);
      expect(await say(observer, `OBSERVE ${id}`)).toMatch(/OK/);
      expect(await say(host, `COADMIN ${id} ADD ${coadmin.email}`)).toMatch(/OK/);
      // a lobby of another game, hosted by the first player and joined by the others, for the AS probes
      // from elsewhere (its host may act there for its players, and only there)
      const lobby = new RegExp(`created (regicide-\\d+)`).exec(await say(players[0], "CREATE regicide"))![1];
      for (const p of players.slice(1, 5)) await say(p, `JOIN ${lobby}`);
      // the one cheap path is closed: no token for someone else
      const bob = await t.app.db.prisma.account.findUniqueOrThrow({ where: { email: players[0].email } });
      expect(
        (await root.browser!.post("/tokens", { _csrf: await root.browser!.csrf("/tokens"), account: String(bob.id) })).status,
      ).toBe(403);
      expect(await say(host, `START ${id}`)).toContain("started");

      let removed = false;
      const game = async () => t.app.db.prisma.game.findUniqueOrThrow({ where: { id }, include: { seats: true } });
      const publicKnown = new Set<string>();
      /** whose webhook posts were read, and how many press mails went out: each path read, or the check proves nothing */
      const webhooksRead = new Set<string>();
      let pressSent = 0;
      /**
       * What each person was ever given rightly (their own seat's secrets, or an item nobody held when a
       * mail of theirs showed it — a Guanxing look at the deck's top): theirs to keep.
       */
      const given = new Map<string, Set<string>>();
      /** every item any seat's secrets have named so far */
      const universe = new Set<string>();
      let checked = 0;
      const leaks: string[] = [];
      /** who has ever been given the whole picture: never a seat afterwards */
      const keepers = new Set<string>();

      /** What the gate lets this person read now: every seat, one seat, or nothing. */
      const allowed = async (p: Person): Promise<Viewer> => {
        const g = await game();
        const [admins, witnesses, acc] = await Promise.all([
          t.app.db.prisma.gameAdmin.findMany({ where: { gameId: id } }),
          t.app.db.prisma.gameWitness.findMany({ where: { gameId: id } }),
          t.app.db.prisma.account.findUniqueOrThrow({ where: { email: p.email } }),
        ]);
        const rel = relationsOf(
          {
            game: g,
            seats: g.seats.filter((s) => s.status === "active"),
            coadmins: admins.map((a) => a.accountId),
            witnesses: witnesses.map((w) => w.accountId),
          },
          acc,
        );
        return (decide(rel, { ask: "read-own" }, id) as { viewer: Viewer }).viewer;
      };

      /** whose each page link is (the address of the mail that carried it), and each person's newest of this game */
      const linkOwner = new Map<string, string>();
      /** whose pages were read (by link, after login): each person's, or the check proves nothing */
      const pagesShown = new Set<string>();
      const newestLink = new Map<string, string>();

      /** Checks what one person got at this step against the secrets of the state now. */
      const check = async (p: Person, what: string, got: string, fresh = false) => {
        for (const key of linksIn(got)) {
          const owner = linkOwner.get(key);
          if (owner && owner !== p.email) leaks.push(`${p.role} ${p.name} got the page link of ${owner} in ${what}`);
        }
        // the echo of a person's own lines ("> AS Bob STATUS …") is their own words, not something they got
        const bytes = got.replace(/^(> |&gt; ).*$/gm, "");
        const g = await game();
        const viewer = await allowed(p);
        if (viewer === "admin") keepers.add(p.email);
        else if (typeof viewer !== "string" && keepers.has(p.email))
          leaks.push(`${p.role} ${p.name} held the whole picture and then a seat (${what})`);
        const forbidden: string[] = [];
        const mine = given.get(p.email) ?? new Set<string>();
        given.set(p.email, mine);
        if (viewer !== "admin") {
          for (const s of engine.secrets?.(g.state) ?? [])
            if (typeof viewer === "string" || viewer.seat !== s.seat)
              forbidden.push(...s.items.filter((x) => !publicKnown.has(x) && !mine.has(x)));
            else for (const x of s.items) mine.add(x);
          const seedOut = g.status === "finished" && !engine.keepSecretsAfterEnd;
          if (!seedOut) forbidden.push(g.seed);
          for (const k of engine.secretOptions ?? []) {
            const v = (g.options as Record<string, unknown>)[k];
            if (v !== null && v !== undefined) forbidden.push(JSON.stringify(v), (v as unknown[]).join?.(",") ?? String(v));
          }
        }
        checked++;
        for (const s of engine.secrets?.(g.state) ?? []) for (const x of s.items) universe.add(x);
        // a mail or a reply is new: what it shows that is nobody else's secret now becomes theirs
        if (fresh) {
          const now = new Set(forbidden);
          for (const x of universe) if (!now.has(x) && word(x).test(bytes)) mine.add(x);
        }
        for (const item of forbidden) {
          const at = bytes.search(word(item));
          if (at >= 0)
            leaks.push(
              `${p.role} ${p.name} (${JSON.stringify(viewer)}) got "${item}" in ${what}: …${bytes.slice(Math.max(0, at - 80), at + 40)}…`,
            );
        }
      };

      const learnPublic = async () => {
        const g = await game();
        if (!g.state) return;
        const v = engine.view(g.state, "public");
        const text = engine.render(v, translator("en")) + JSON.stringify(v);
        for (const s of engine.secrets?.(g.state) ?? []) for (const x of s.items) if (word(x).test(text)) publicKnown.add(x);
      };
      /**
       * What the moves told everyone (their public events, kept with them: the pages' history) is public
       * knowledge from then on. Learnt after each step's checks, so that an event telling everyone a
       * secret held now is still caught in the mails of its step.
       */
      const learnTold = async () => {
        const told = await t.app.db.prisma.gameEvent.findMany({ where: { gameId: id, type: { in: ["move", "deadline"] } } });
        const text = told.map((e) => JSON.stringify((e.data as { told?: unknown }).told ?? [])).join("\n");
        const rendered = told
          .flatMap((e) => ((e.data as { told?: unknown[] }).told ?? []) as Array<string | Msg>)
          .map((x) => format("en", x))
          .join("\n");
        for (const x of universe) if (word(x).test(rendered) || word(x).test(text)) publicKnown.add(x);
      };

      /**
       * A page's views, byte for byte: the reader's own view is exactly the one the gate gives them, laid
       * out in their language (none at all when the gate gives the public view), and the table is the
       * public view, as the public mails lay it out.
       */
      const samePage = async (p: Person, what: string, html: string) => {
        const g = await game();
        if (!g.state) return;
        const viewer = await allowed(p);
        const acc = await t.app.db.prisma.account.findUniqueOrThrow({ where: { email: p.email } });
        const lang = readerLanguage(acc, g);
        const shown = (name: string) => {
          const m = new RegExp(`<pre class="state" id="${name}">([\\s\\S]*?)</pre>`).exec(html);
          return m ? decodeHtml(m[1]) : null;
        };
        const own = viewer === "public" ? null : engine.render(engine.view(g.state, viewer), translator(lang));
        if (shown("own-state") !== own)
          leaks.push(`${p.role} ${p.name} (${JSON.stringify(viewer)}): ${what} shows another view than the gate gives`);
        const table = engine.render(engine.view(g.state, "public"), publicTranslator(lang, askIds(engine.pending(g.state))));
        if (shown("table-state") !== table) leaks.push(`${p.role} ${p.name}: ${what} shows another table than the public view`);
      };

      /** Every mail since the last step, to whom it went, decoded. */
      const mails = async () => {
        const rows = await t.app.db.prisma.outbox.findMany({ where: { id: { gt: last } }, orderBy: { id: "asc" } });
        last = rows.at(-1)?.id ?? last;
        // what is held for a reader is theirs from the step it is written: read it then, as theirs
        const heldRows = await t.app.db.prisma.heldNews.findMany({ where: { id: { gt: lastHeld } }, orderBy: { id: "asc" } });
        lastHeld = heldRows.at(-1)?.id ?? lastHeld;
        for (const h of heldRows) {
          const acc = await t.app.db.prisma.account.findUniqueOrThrow({ where: { id: h.accountId } });
          const p = everyone.find((x) => x.email === acc.email);
          if (!p) leaks.push(`news held for ${acc.email}, who is nobody of this game`);
          else await check(p, `held news ${h.id}`, JSON.stringify([h.publicParts, h.adminParts, h.privateParts]), true);
          heldRead++;
        }
        for (const r of rows) {
          if (/ — digest$/.test(r.subject)) digestsSent++;
          const bytes = await mailBytes(r);
          // a link belongs to the reader of the mail it first came in; a mail about a game carries one
          for (const key of linksIn(bytes)) {
            if (!linkOwner.has(key)) linkOwner.set(key, r.toAddress);
            if (linkOwner.get(key) === r.toAddress && r.gameId === id) newestLink.set(r.toAddress, key);
          }
          if (r.gameId && r.accountId && linksIn(bytes).length !== 1)
            leaks.push(`mail ${r.id} carries ${linksIn(bytes).length} page links`);
          const p = everyone.find((x) => x.email === r.toAddress);
          if (p) await check(p, `mail ${r.id} "${r.subject}"`, bytes, true);
          // a press mail names nobody's address but its reader's
          if (/press/i.test(r.subject))
            for (const q of everyone)
              if (q.email !== r.toAddress && bytes.toLowerCase().includes(q.email))
                leaks.push(`press mail ${r.id} to ${r.toAddress} carries the address of ${q.role} ${q.name}`);
        }
        // and the webhooks' posts of the step, each read as its person's: no address in any
        await runWebhookJobs(t.app);
        for (const h of posted.splice(0)) {
          const p = everyone.find((x) => `/${x.email}` === h.path);
          if (!p) continue;
          await check(p, `webhook post "${h.body.slice(0, 60)}"`, h.body, true);
          webhooksRead.add(p.email);
          if (/@/.test(h.body)) leaks.push(`a webhook post to ${p.role} ${p.name} carries an address: ${h.body}`);
        }
      };

      /** Press every few moves: each player to everyone, and to the next player; read as mails next step. */
      const press = async (step: number) => {
        const g = await game();
        // a finished game takes no press (the move before may have ended it)
        if (engine.outcome(g.state).status === "finished") return;
        const seated = g.seats.filter((x) => x.status === "active");
        for (const [i, s] of seated.entries()) {
          const p = everyone.find((x) => x.name === s.name);
          if (!p) continue;
          const next = seated[(i + 1) % seated.length];
          const reply = await say(
            p,
            `PRESS ${id} TO ALL Greetings from ${p.name} at step ${step}.\nPRESS ${id} TO ${next.name}\nA word for ${next.name}\nfrom ${p.name}.\nENDPRESS`,
          );
          expect(reply.match(/^OK press sent/gm), reply).toHaveLength(seated.length > 1 ? 2 : 1);
          pressSent++;
        }
      };

      /** The API, the pages and (with `probe`) the probes, for everyone. */
      const reads = async (probe: boolean) => {
        const g = await game();
        for (const p of everyone) {
          const h = { authorization: `Bearer ${p.token}` };
          for (const view of ["public", "seat", "admin"]) {
            const r = await fetch(`${t.base}/api/games/${id}?view=${view}`, { headers: h });
            await check(p, `GET /api/games/${id}?view=${view} (${r.status})`, await r.text());
          }
          const ob = await fetch(`${t.base}/api/outbox?gameId=${id}`, { headers: h });
          await check(p, "GET /api/outbox", await ob.text());
          // a removed co-administrator offers to take a seat, and the site administrator tries to seat them
          if (p === coadmin && removed) {
            await check(p, "VOLUNTEER", await say(p, `VOLUNTEER ${id}`));
            await check(root, "REPLACE", await say(root, `REPLACE ${id} ${players[0].name} ${coadmin.email}`));
          }
          if (p.browser)
            for (const page of [
              `/games/${id}`,
              `/outbox?game=${id}`,
              "/inbound",
              "/act",
              // each seat's page, which the dashboard opens to a secret-keeper only
              ...g.seats.filter((x) => x.status === "active").map((x) => `/games/${id}/seats/${x.seat}`),
            ]) {
              const r = await p.browser.fetch(page);
              // a form's placeholder is a fixed example ("e.g. AS Ann PLAY 7H"), the same on every page
              await check(p, `page ${page}`, (await r.text()).replace(/ placeholder="[^"]*"/g, ""));
            }
          // their own page: by the newest link their mails gave them (no cookie), and after their login
          const key = newestLink.get(p.email);
          if (key) {
            const r = await fetch(`${t.base}/p/${key}`);
            const html = await r.text();
            if (r.status === 200 && html.includes('id="table"')) pagesShown.add(`${p.email} link`);
            await check(p, `page /p/${key.slice(0, 4)}… (${r.status})`, decodeHtml(html));
            await samePage(p, `page /p/${key.slice(0, 4)}…`, html);
          }
          if (!probe) continue;
          // and after their own login (with the probes: the same page, read a second way)
          const mine = await p.reader.fetch(`/me/games/${id}`);
          const html = await mine.text();
          if (mine.status === 200 && html.includes('id="table"')) pagesShown.add(`${p.email} login`);
          await check(p, `page /me/games/${id} (${mine.status})`, decodeHtml(html));
          await samePage(p, `page /me/games/${id}`, html);
          // probes by mail: their own STATUS, and AS … STATUS for each player from the lobby's mail
          await check(p, "STATUS", await say(p, `STATUS ${id}`), true);
          for (const q of everyone)
            if (q !== p) await check(p, `AS ${q.name} STATUS`, await say(p, `GAME ${lobby}\nAS ${q.email} STATUS ${id}`));
        }
        // the probes' own mails (notices to the players) are checked with the next step's mails
      };

      await learnPublic();
      await mails();
      await reads(true);
      await learnTold();
      const pick = chooser(`${id}:${mix}:oracle`);
      let steps = 0;
      while (steps < MOVE_CAP) {
        const g = await game();
        if (engine.outcome(g.state).status === "finished") break;
        const seats = g.seats.filter((s) => s.status === "active");
        const bySeat = seats.flatMap((s) => engine.legalMoves!(g.state, s.seat).map((line) => ({ seat: s.seat, line })));
        const byAdmin = engine.legalMoves!(g.state, null).map((line) => ({ seat: null as number | null, line }));
        const pool = bySeat.length && (!byAdmin.length || pick(10) > 0) ? bySeat : byAdmin;
        expect(pool.length, `nobody can move after ${steps} moves`).toBeGreaterThan(0);
        const { seat, line } = pool[pick(pool.length)];
        let mover: Person | undefined;
        if (seat !== null) {
          const acc = seats.find((s) => s.seat === seat)!.accountId;
          const email = (await t.app.db.prisma.account.findUniqueOrThrow({ where: { id: acc } })).email;
          mover = everyone.find((p) => p.email === email);
        } else for (const p of [host, coadmin, root]) if (!mover && (await allowed(p)) === "admin") mover = p;
        const reply = await say(mover!, `GAME ${id}\n${line}`);
        expect(reply, `${mover!.role}: ${line}`).toMatch(/^OK$/m);
        await check(mover!, `the reply to ${line}`, reply, true);
        steps++;
        // the co-administrator leaves halfway: from then on a stranger to the game's secrets
        if (steps === 6 && !removed) {
          expect(await say(host.role === "host" ? host : root, `COADMIN ${id} REMOVE ${coadmin.email}`)).toMatch(/OK/);
          removed = true;
        }
        // two moves taken back halfway (src/commands/rollback.ts), by a secret-keeper: its mails — the
        // table to everyone, each changed view to its seat, the lines to the keepers — are read like any step's
        if (steps === 8) {
          const keeper = host.role === "host" ? host : root;
          const held = async () => new Set((engine.secrets?.((await game()).state) ?? []).flatMap((x) => x.items));
          const was = await held();
          const back = await say(keeper, `ROLLBACK ${id} 2`);
          expect(back, "ROLLBACK").toMatch(/^OK /m);
          await check(keeper, "the reply to ROLLBACK", back, true);
          // a card those moves took from a hand to the table (played, discarded: announced to all) is
          // back in the hand, and everyone who saw it knows it: a rollback makes nobody forget
          // (docs/fair-play.md, "Rollback"). Those items are public from now on.
          for (const x of await held()) if (!was.has(x)) publicKnown.add(x);
        }
        if (steps % PROBE_EVERY === 3) await press(steps);
        // every few moves the digests' time comes: the job sends what is held (the clock goes back after,
        // so that nothing else of the game moves on)
        if (steps % 4 === 2) {
          await mails();
          const was = t.app.clock.now;
          t.app.clock.now = new Date(was.getTime() + 2 * 3600_000);
          await runDueJobs(t.app);
          t.app.clock.now = was;
        }
        await learnPublic();
        await mails();
        if (steps % READ_EVERY === 0) await reads(steps % PROBE_EVERY === 0);
        await learnTold();
      }
      expect(engine.outcome((await game()).state).status, `finished within ${MOVE_CAP} moves`).toBe("finished");
      // after the end: HISTORY for everyone (a Killer record only on the host's REVEAL)
      for (const p of everyone) await check(p, "HISTORY", await say(p, `HISTORY ${id}`));
      await mails();
      await reads(true);
      expect(leaks).toEqual([]);
      // every person's page was read after their login, and by a link where their mails gave them one
      for (const p of everyone) {
        expect(pagesShown, p.role).toContain(`${p.email} login`);
        if (newestLink.has(p.email)) expect(pagesShown, p.role).toContain(`${p.email} link`);
      }
      expect(checked).toBeGreaterThan(steps * 3);
      // press went out, and every player's webhook was posted to (their turns, the game's end)
      expect(pressSent).toBeGreaterThan(0);
      // news was held, and digests went out
      expect(heldRead).toBeGreaterThan(0);
      if (steps >= 10) expect(digestsSent).toBeGreaterThan(0);
      for (const p of players) expect(webhooksRead, p.role).toContain(p.email);
    },
    900_000,
  );
});
