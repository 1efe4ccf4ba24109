// The language of an incoming mail (src/i18n/guess.ts): each signal on its own, their order, the
// command lines that say nothing, and hostile input that must neither throw nor take long.
import { describe, expect, it } from "vitest";
import { guessLanguage, MIN_LETTERS } from "../../src/i18n/guess.ts";

const FRENCH = "Bonjour à tous,\nje voudrais m’inscrire pour jouer avec mes amis ce soir. Est-ce possible ?";
const SPANISH = "Hola a todos,\nme gustaría apuntarme para jugar con mis amigos esta noche. ¿Es posible?";
const ENGLISH = "Hello everyone,\nI would like to sign up to play with my friends tonight. Is that possible?";
const GREEK = "Γεια σας,\nθα ήθελα να γραφτώ για να παίξω με τους φίλους μου απόψε.";

describe("guessLanguage: the signals, in order", () => {
  it("prose of each language is recognised", () => {
    expect(guessLanguage({ text: FRENCH })).toBe("fr");
    expect(guessLanguage({ text: SPANISH })).toBe("es");
    expect(guessLanguage({ text: ENGLISH })).toBe("en");
    expect(guessLanguage({ text: GREEK })).toBe("el");
  });

  it("Content-Language wins over everything, first tag Herald speaks", () => {
    expect(guessLanguage({ contentLanguage: "es", text: FRENCH })).toBe("es");
    expect(guessLanguage({ contentLanguage: "fr-CA, en", text: "" })).toBe("fr");
    expect(guessLanguage({ contentLanguage: "de-DE, el", charset: "utf-8", text: ENGLISH })).toBe("el");
    expect(guessLanguage({ contentLanguage: "EN-GB", charset: "iso-8859-7", text: GREEK })).toBe("en");
    // a tag Herald does not speak says nothing: the next signals decide
    expect(guessLanguage({ contentLanguage: "de", text: FRENCH })).toBe("fr");
  });

  it("a Greek charset means a Greek writer, even for a mail of bare commands", () => {
    expect(guessLanguage({ charset: "ISO-8859-7", text: "REGISTER ann" })).toBe("el");
    expect(guessLanguage({ charset: "\"windows-1253\"", text: "" })).toBe("el");
    expect(guessLanguage({ charset: "iso-8859-1", text: "REGISTER ann" })).toBeNull();
  });

  it("a few Greek words are enough (a script is unambiguous); a Greek name in French prose is not", () => {
    expect(guessLanguage({ text: "Γεια σας" })).toBe("el");
    expect(guessLanguage({ text: `${FRENCH}\nJ’ai joué avec Αλέξανδρος.` })).toBe("fr");
  });

  it("command lines say nothing: a bare command mail gives null", () => {
    expect(guessLanguage({ text: "REGISTER ann pw\nJOIN regicide-3\nPLAY 5H 6D\nSTATUS" })).toBeNull();
    expect(guessLanguage({ text: "register Ann Smith\npassword hunter2 hunter2\nhelp\nlist" })).toBeNull();
    // many command lines around a little prose: the prose alone decides, and it is French
    expect(guessLanguage({ text: `REGISTER Renée Dupont\n${FRENCH}\nJOIN trente-2\nPLAY 7C` })).toBe("fr");
  });

  it("a lower-case verb on a line of prose is prose (Spanish 'Me gustaría…' is not the ME command)", () => {
    const text = "Me gustaría mucho jugar esta noche con todos vosotros, si todavía queda sitio.";
    expect(guessLanguage({ text })).toBe("es");
  });

  it("under MIN_LETTERS letters of prose nothing is guessed", () => {
    expect(MIN_LETTERS).toBe(40);
    expect(guessLanguage({ text: "Salut, merci !" })).toBeNull();
    expect(guessLanguage({ text: "5H 6D 7C regicide-12 ann@example.com 2026-12-01" })).toBeNull();
    expect(guessLanguage({ text: "" })).toBeNull();
  });
});

describe("guessLanguage: hostile input", () => {
  it("a huge text, binary bytes and NUL bytes: no throw, and a plain answer", () => {
    const huge = `${"xq zv ".repeat(2_000_000)}\n${FRENCH}`; // 12 MB of junk on one line
    const binary = Buffer.from(Array.from({ length: 1 << 20 }, (_, i) => (i * 2654435761) >>> 24)).toString("latin1");
    const nul = `\u0000`.repeat(100_000) + FRENCH.replace(/ /g, " \u0000");
    const lines = "a\n".repeat(500_000);
    for (const text of [huge, binary, nul, lines, "\ud800\udfff\ud800", "((((((((((".repeat(10_000)]) {
      const g = guessLanguage({ text, contentLanguage: text.slice(0, 10_000), charset: text.slice(0, 5000) });
      expect(g === null || ["en", "el", "fr", "es"].includes(g)).toBe(true);
    }
  });

  it("only the head of the text is read: the work is bounded whatever the mail's size", () => {
    const junk = "12345 ".repeat(4000); // 24 KB that holds no prose
    expect(guessLanguage({ text: `${FRENCH}\n${junk}` })).toBe("fr");
    expect(guessLanguage({ text: `${junk}\n${FRENCH}` })).toBeNull(); // the prose lies past the cut
  });

  it("values that are not strings never throw", () => {
    const odd = (x: unknown) => x as string;
    expect(guessLanguage({ text: odd(undefined), contentLanguage: odd(42), charset: odd({}) })).toBeNull();
  });
});
