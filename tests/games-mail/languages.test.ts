// A whole game of each kind by mail in a non-English language, with one player who chose
// another language. Every move is one the engine lists (legalMoves) for whoever the game awaits, so
// this driver knows no game's rules. Then every mail each person got is read: the game's language
// for those who chose none, their own for the one who did — and no other language's words in it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAMES } from "../../src/games/index.ts";
import { Games } from "../../src/games/registry.ts";
import type { GameEngine } from "../../src/games/engine.ts";
import type { Lang } from "../../src/i18n/msg.ts";
import { canonicalVerb, verbIn } from "../../src/i18n/verbs.ts";
import { ADMIN, ADMIN_PASSWORD, makeTestApp, type TestApp } from "../helpers/app.ts";

/** Herald's games (src/games/index.ts), found by kind as the service finds them */
const games = new Games(GAMES);

/** Words that give a language away (whole words, case-insensitive); codes, names and verbs are none of them. */
const words = (list: string): RegExp => new RegExp(`(?<!\\p{L})(${list})(?!\\p{L})`, "iu"); // whole words, accents included
const GIVEAWAY: Record<Exclude<Lang, "el">, RegExp> = {
  en: words("the|your|you|has|have|wins?|waiting|player|cards|deadline|game over|is"),
  fr: words("vous|votre|joueur|joueuse|partie|avec|sont|est|cartes"),
  es: words("usted|jugador|jugadora|partida|turno|los|del|cartas|eres"),
};
const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;

/** What in `body` is not `lang`: the words of other languages found (the echoed command lines aside). */
export function foreignWords(body: string, lang: Lang): string[] {
  // "> LINE" echoes the sender's own command lines; the signed START block and HISTORY records are data
  const text = body
    .split("\n")
    .filter((l) => !l.startsWith(">") && !/^[A-Za-z0-9+/=]{40,}$/.test(l))
    .join("\n");
  const found: string[] = [];
  for (const [other, re] of Object.entries(GIVEAWAY) as Array<[Lang, RegExp]>) {
    if (other === lang) continue;
    const m = re.exec(text);
    if (m) found.push(`${other}: "${m[0]}" in …${text.slice(Math.max(0, m.index - 40), m.index + 40).replace(/\n/g, " ⏎ ")}…`);
  }
  if (lang !== "el" && GREEK.test(text)) found.push("Greek letters");
  if (lang === "el" && !GREEK.test(text)) found.push("no Greek at all");
  return found;
}

interface Case {
  kind: string;
  /** the game's language (CREATE lang=) */
  lang: Lang;
  /** the language one player chose with LANGUAGE */
  other: Lang;
  /** that player never chooses: they type the verbs of their language (JOUER, REJOINDRE) instead */
  typesVerbs?: boolean;
  names: string[];
  create: string;
  /** the seatless administrator hosts (a game that needs a secret-keeper) */
  adminHosts?: boolean;
  join?: (i: number) => string;
  /** lines the driver plays only when nothing else is legal (an organiser's early end) */
  last?: RegExp;
  cap: number;
}

const CASES: Case[] = [
  { kind: "regicide", lang: "el", other: "fr", names: ["Anna", "Boris"], create: "CREATE regicide lang=el late=play", cap: 400 },
  {
    kind: "regicide",
    lang: "el",
    other: "fr",
    typesVerbs: true,
    names: ["Amelie", "Boris", "Carla"],
    create: "CREATE regicide lang=el late=play",
    cap: 500,
  },
  { kind: "trente", lang: "fr", other: "es", names: ["Anna", "Boris", "Carla"], create: "CREATE trente lang=fr", cap: 600 },
  {
    kind: "killer",
    lang: "es",
    other: "el",
    names: ["Anna", "Boris", "Carla", "Dimitri"],
    create: "CREATE killer lang=es",
    adminHosts: true,
    join: (i) => `civ=${["Rome", "Gaul", "Egypt", "Persia"][i]}`,
    last: /^FINISH\b/,
    cap: 600,
  },
  {
    kind: "threekingdoms",
    lang: "es",
    other: "en",
    names: ["Anna", "Boris", "Carla", "Dimitri"],
    create: "CREATE threekingdoms lang=es",
    cap: 1500,
  },
];

/** A small deterministic generator for the choice among the legal lines. */
function chooser(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

describe("the language check itself", () => {
  it("finds another language's words, and passes a reader's own", () => {
    expect(foreignWords("Votre main : 5H 6D. The enemy attacks.", "fr")).not.toEqual([]);
    expect(foreignWords("Te toca: PLAY <cartas> o YIELD. Partida ganada.", "es")).toEqual([]);
    expect(foreignWords("Σειρά σου: PLAY ή YIELD", "el")).toEqual([]);
    expect(foreignWords("Your move: PLAY", "el")).not.toEqual([]);
    expect(foreignWords("Il est là", "es")).not.toEqual([]);
    expect(foreignWords("Está anulado", "fr")).toEqual([]); // accents are part of a word
  });
});

describe("a whole game of each kind by mail, in its language, with a player in another", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await makeTestApp("postgres");
  });
  afterAll(async () => app?.close());

  for (const c of CASES) {
    const how = c.typesVerbs ? "types the verbs of" : "chose";
    it(`${c.kind} in ${c.lang}, one player ${how} ${c.other}`, { timeout: 600_000 }, async () => {
      const engine = games.find(c.kind) as GameEngine;
      expect(engine.legalMoves, `${c.kind} lists its legal moves`).toBeTypeOf("function");
      const players = [];
      for (const name of c.names) {
        const email = `${c.kind}-${c.typesVerbs ? "v" : "c"}-${name.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "")}@example.test`;
        players.push({ name, email, pw: await app.register(email, `${name}${c.kind.slice(0, 3)}${c.typesVerbs ? "v" : ""}`) });
      }
      const chooser0 = players[0];
      if (!c.typesVerbs)
        expect(await app.send(chooser0.email, `PASSWORD ${chooser0.pw}\nLANGUAGE ${c.other}`)).toMatch(/^OK|\nOK/m);
      // the first player's lines, in their own words when they type the verbs of their language
      const said = (email: string, line: string) =>
        c.typesVerbs && email === chooser0.email
          ? line.replace(/^(\S+)/, (v) => (canonicalVerb(v) ? verbIn(c.other, v) : verbIn(c.other, v, c.kind)))
          : line;
      const send = async (email: string, pw: string, lines: string[]) => {
        const reply = await app.send(email, [`PASSWORD ${pw}`, ...lines.map((l) => said(email, l))].join("\n"));
        if (c.typesVerbs && email === chooser0.email) replies.push(reply);
        return reply;
      };
      const replies: string[] = [];
      const host = c.adminHosts ? { email: ADMIN, pw: ADMIN_PASSWORD } : { email: players[0].email, pw: players[0].pw };
      // the game this CREATE made (two cases may create games of one kind at the same clock time)
      const before = (await app.db.prisma.game.findMany({ select: { id: true } })).map((g) => g.id);
      const created = await send(host.email, host.pw, [c.create]);
      const game = await app.db.prisma.game.findFirst({
        where: { kind: engine.kind, id: { notIn: before } },
        orderBy: { createdAt: "desc" },
      });
      expect(game, created).toBeTruthy();
      const id = game!.id;
      expect(game!.lang).toBe(c.lang);
      for (const [i, p] of players.entries()) {
        const r = await send(p.email, p.pw, [`JOIN ${id} ${c.join?.(i) ?? ""}`.trim()]);
        expect(r, r).toMatch(/^OK/m);
      }
      // from the START mails on (they carry the signed fair-play statement) to the end
      const first = await app.lastOutboxId();
      expect(await send(host.email, host.pw, [`START ${id}`])).toMatch(/^OK/m);

      const pick = chooser(c.kind.length * 7919);
      let moves = 0;
      for (;;) {
        const g = await app.db.prisma.game.findUniqueOrThrow({ where: { id } });
        if (g.status !== "running") break;
        expect(moves, `${c.kind} ended within ${c.cap} moves`).toBeLessThan(c.cap);
        const seats = await app.db.prisma.seat.findMany({ where: { gameId: id }, include: { account: true } });
        // whoever the game awaits; a game that awaits nobody (Killer between Civ turns) is moved by
        // whoever may act — the administrator first (the next turn), then the players
        const pend = engine.pending(g.state);
        const seat = pend.length
          ? pend[0].seat
          : [null, ...seats.map((s) => s.seat)].find((x) => engine.legalMoves!(g.state, x).length > 0);
        expect(seat, `${c.kind}: a running game in which someone may move`).not.toBe(undefined);
        const who =
          seat === null
            ? { email: ADMIN, pw: ADMIN_PASSWORD }
            : (() => {
                const s = seats.find((x) => x.seat === seat)!;
                return { email: s.account.email, pw: players.find((p) => p.email === s.account.email)!.pw };
              })();
        const legal = engine.legalMoves!(g.state, seat!);
        const lines = legal.filter((l) => !c.last?.test(l)).length ? legal.filter((l) => !c.last?.test(l)) : legal;
        expect(lines.length, `${c.kind}: seat ${seat} is awaited and has a legal move`).toBeGreaterThan(0);
        const line = lines[pick(lines.length)];
        const reply = await send(who.email, who.pw, [`GAME ${id}`, line]);
        expect(reply, `${line} → ${reply}`).toMatch(/^OK/m);
        moves++;
      }
      const g = await app.db.prisma.game.findUniqueOrThrow({ where: { id } });
      expect(g.status).toBe("finished");
      expect(moves, "a whole game, not a start").toBeGreaterThan(c.names.length);

      // every mail of the game to each player, in the reader's language only
      let read = 0;
      for (const [i, p] of players.entries()) {
        const lang = i === 0 ? c.other : c.lang;
        const mails = (await app.mailsSince(first, p.email)).filter((m) => m.gameId === id);
        expect(mails.length, `${p.name} got the game's mails`).toBeGreaterThan(0);
        // the reader's own language is really there (not merely no other one)
        const all = mails.map((x) => x.body).join("\n");
        if (lang === "el") expect(GREEK.test(all), `${p.name} reads Greek`).toBe(true);
        else expect(GIVEAWAY[lang].test(all), `${p.name} reads ${lang}`).toBe(true);
        for (const m of mails) {
          // a page link's key is random letters, no word of any language
          const bad = foreignWords(m.body.replace(/\/p\/[A-Za-z0-9_-]{43}/g, "/p/<key>"), lang);
          expect(bad, `mail #${m.id} to ${p.name} (${lang}):\n${m.body.slice(0, 3000)}`).toEqual([]);
          read++;
        }
      }
      expect(read).toBeGreaterThan(c.names.length);
      if (c.typesVerbs) {
        // their replies too (CREATE and JOIN came before the game's mails), each in their language only
        const unmask = (r: string) => r.replace(/\/p\/[A-Za-z0-9_-]{43}/g, "/p/<key>");
        for (const r of replies) expect(foreignWords(unmask(r), c.other), r).toEqual([]);
        // told once how to choose, and never made to choose
        const told = replies.filter((r) => r.includes(`LANGUAGE ${c.other}`));
        expect(told.length, replies.slice(0, 2).join("\n----\n")).toBe(1);
        const account = await app.db.prisma.account.findUniqueOrThrow({ where: { email: chooser0.email } });
        expect([account.language, account.languageChosen]).toEqual([c.other, false]);
      }
    });
  }
});
