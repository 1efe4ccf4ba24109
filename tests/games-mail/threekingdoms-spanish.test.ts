// A Three Kingdoms game in Spanish by mail, the players typing as a Spanish reader does: Spanish verbs and
// the cards' Spanish codes (JUGAR MATAR-7C -> Boris, in any case, accents optional). Every mail a player
// gets names cards in Spanish ("Matar 7♣"), with the Spanish code beside the name where the player picks
// a card to type; no mail names a card by its English code (src/games/threekingdoms/cards/words.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { threekingdomsEngine as E } from "../../src/games/threekingdoms/index.ts";
import { KINDS, camel } from "../../src/games/threekingdoms/cards/cards.ts";
import { cardWords } from "../../src/games/threekingdoms/cards/words.ts";
import { verbIn } from "../../src/i18n/verbs.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";

/** The cards whose Spanish code differs from the English one (the horses' names are the same in both). */
const NAMES = Object.keys(KINDS)
  .filter((n) => cardWords.es[`threekingdoms.cardWord.${camel(n)}`] !== n)
  .join("|");
/** An English card code (SLASH-7C, BORROWED-SWORD-QC, NULLIFY-JS#2) anywhere in a text. */
const ENGLISH_CODE = new RegExp(`(?<![\\p{L}-])(${NAMES})-(10|[2-9AJQK])[SHCD](?![\\p{L}\\p{N}])`, "u");

/** A legal line as a Spanish player types it: the verb in Spanish, each card by its Spanish code. */
function inSpanish(line: string, n: number): string {
  const words = line.split(" ");
  words[0] = verbIn("es", words[0], "threekingdoms");
  return words
    .map((w, i) => {
      if (i === 0) return w;
      const c = /^([A-Z-]+)-(10|[2-9AJQK][SHCD]|10[SHCD])(#\d+)?$/.exec(w);
      const name = c && (KINDS as Record<string, unknown>)[c[1]] ? c[1] : null;
      if (name && c) {
        const local = cardWords.es[`threekingdoms.cardWord.${camel(name)}`];
        // the typist's habits vary: lower case, or accents (MELOCOTÓN for MELOCOTON)
        const typed = `${local}-${c[2]}${c[3] ?? ""}`;
        return n % 3 === 0 ? typed.toLowerCase() : typed;
      }
      const as = (KINDS as Record<string, unknown>)[w] && words[i - 1] === "AS";
      return as ? cardWords.es[`threekingdoms.cardWord.${camel(w)}`] : w;
    })
    .join(" ");
}

describe("a Spanish game by mail: cards in the players' words", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await makeTestApp("postgres");
  });
  afterAll(async () => app?.close());

  it("reads Spanish card codes and names no English card code in any mail", { timeout: 600_000 }, async () => {
    const players: { name: string; email: string; pw: string }[] = [];
    for (const name of ["Ana", "Bruno", "Carmen", "Diego", "Elena"]) {
      const email = `tk-es-${name.toLowerCase()}@example.test`;
      players.push({ name, email, pw: await app.register(email, name) });
    }
    const send = (p: (typeof players)[number], lines: string[]) => app.send(p.email, [`PASSWORD ${p.pw}`, ...lines].join("\n"));
    const before = (await app.db.prisma.game.findMany({ select: { id: true } })).map((g) => g.id);
    await send(players[0], ["CREATE threekingdoms lang=es"]);
    const game = await app.db.prisma.game.findFirstOrThrow({ where: { kind: "threekingdoms", id: { notIn: before } } });
    for (const p of players) expect(await send(p, [`JOIN ${game.id}`])).toMatch(/^OK/m);
    const first = await app.lastOutboxId();
    expect(await send(players[0], [`START ${game.id}`])).toMatch(/^OK/m);

    let n = 0;
    let typedCards = 0;
    for (; n < 250; n++) {
      const g = await app.db.prisma.game.findUniqueOrThrow({ where: { id: game.id } });
      if (g.status !== "running") break;
      const seat = E.pending(g.state as never)[0].seat!;
      const legal = E.legalMoves!(g.state as never, seat);
      // cards played whenever the game offers them (the point is to name cards), else the first line
      const line = legal.find((l) => /^(PLAY|RESPOND|DISCARD) /.test(l) && !/ AS /.test(l)) ?? legal[(n * 7) % legal.length];
      const typed = inSpanish(line, n);
      if (typed !== line && /-(10|[2-9AJQK])[SHCD]/i.test(typed)) typedCards++;
      const reply = await send(players[seat - 1], [`GAME ${game.id}`, typed]);
      expect(reply, `${typed} → ${reply}`).toMatch(/^OK/m);
    }
    expect(typedCards).toBeGreaterThan(20);

    let read = 0;
    let named = 0;
    for (const p of players) {
      for (const mail of (await app.mailsSince(first, p.email)).filter((x) => x.gameId === game.id)) {
        // the signed fair-play statement is data, not words
        const body = mail.body
          .split("\n")
          .filter((l) => !/^[A-Za-z0-9+/=]{40,}$/.test(l))
          .join("\n");
        const english = ENGLISH_CODE.exec(body);
        expect(english, `mail #${mail.id} to ${p.name} names ${english?.[0]}:\n${body.slice(0, 3000)}`).toBeNull();
        if (/Tu mano: .*\([A-ZÁÉÍÓÚÑ-]+-(10|[2-9AJQK])[SHCD]\)/.test(body)) named++;
        read++;
      }
    }
    expect(read).toBeGreaterThan(50);
    expect(named, "hands show each card's Spanish name and code").toBeGreaterThan(10);
  });
});
