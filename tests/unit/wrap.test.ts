// The wrap of a mail's prose at 78 columns (src/lib/wrap.ts): properties over random prose (no line past
// 78 unless it is one unbreakable piece, the words in the same order, joined back exactly), and the lines
// it must leave whole — tables, quoted lines, indented blocks, URLs, commands.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import "../helpers/fast-check-seed.ts";
import { MAIL_WIDTH, unwrap, wrapLine, wrapText } from "../../src/lib/wrap.ts";

const cols = (s: string) => [...s].length;
const word = fc.oneof(
  fc.stringMatching(/^[a-z]{1,12}[.,;:]?$/),
  fc.stringMatching(/^[α-ωά-ώ]{1,10}$/),
  fc.constantFrom("tr-1", "(seat", "2)", "Ann,", "é", "https://herald.example/p/0123456789abcdef0123456789abcdef"),
  fc.stringMatching(/^[a-z]{60,100}$/),
);
const prose = fc.array(word, { minLength: 1, maxLength: 60 }).map((ws) => ws.join(" "));
const marker = fc.constantFrom("", "- ", "* ", "  - ", "12. ");

describe("wrapText: prose at 78 columns", () => {
  it("no line past 78 unless one unbreakable word; words in order; unwrap gives the line back", () => {
    fc.assert(
      fc.property(marker, prose, (m, text) => {
        const line = m + text;
        const out = wrapLine(line);
        for (const l of out)
          if (cols(l) > MAIL_WIDTH)
            expect(
              l
                .trim()
                .replace(/^(?:[-*•]|\d+[.)]) /, "")
                .split(" "),
              l,
            ).toHaveLength(1);
        expect(out.join(" ").split(/ +/).filter(Boolean)).toEqual(line.split(/ +/).filter(Boolean));
        expect(unwrap(out.join("\n"))).toBe(line);
        // a list item's next lines sit under its text
        for (const l of out.slice(1)) expect(l.startsWith(" ".repeat(cols(m)))).toBe(true);
      }),
    );
  });

  it("tables, quoted, indented and boxed lines stay as they are, however long", () => {
    const long = "x".repeat(40);
    const table = [
      `Seat  Name   Score   ${long}  ${long}`,
      `  1. Ann     12      ${long} ${long}`,
      `> KEEP 5 6 and a long quoted line of what the player wrote ${long}`,
      `    an indented monospace block ${long} ${long}`,
      `┌${"─".repeat(90)}┐`,
      `| Ann | 12 | ${long} | ${long} |`,
    ].join("\n");
    expect(wrapText(table)).toBe(table);
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,20}$/), { minLength: 4, maxLength: 12 }), (cells) => {
        const row = `  ${cells.join("   ")}`;
        expect(wrapText(row)).toBe(row);
      }),
    );
  });

  it("never breaks a URL, a quoted stretch or a command a player must type", () => {
    const url = `https://herald.example/p/${"a".repeat(32)}`;
    const text =
      `Your page of the game, good for thirty days from now and for nobody else: ${url} (keep it).\n` +
      'Keep it: put a line "PASSWORD abc123xyz" in your mails, or simply reply to Herald\'s mails (replies are recognised). ' +
      "Players join with: JOIN trente-12; you start it with: START trente-12, when two or more have joined.";
    const out = wrapText(text).split("\n");
    expect(out.some((l) => l.includes(url))).toBe(true);
    expect(out.some((l) => l.includes('"PASSWORD abc123xyz"'))).toBe(true);
    expect(out.some((l) => l.includes("JOIN trente-12;"))).toBe(true);
    expect(out.some((l) => l.includes("START trente-12,"))).toBe(true);
    for (const l of out) expect(cols(l)).toBeLessThanOrEqual(MAIL_WIDTH);
    // a row of card codes is no command: it breaks between them
    const hand = "QINGGANG-6S INVASION-KS DODGE-2H RENWANG-2C INVASION-7C SLASH-JC LIGHTNING-AS DUEL-AS PEACH-3H";
    for (const l of wrapLine(hand)) expect(cols(l)).toBeLessThanOrEqual(MAIL_WIDTH);
  });

  it("counts Greek as the reader sees it: code points, not bytes", () => {
    const greek = "Ο Άννα κρατά το έξι και ρίχνει ξανά τα υπόλοιπα ζάρια, όπως λένε οι κανόνες του παιχνιδιού.";
    expect(cols(greek)).toBeGreaterThan(MAIL_WIDTH);
    expect(Buffer.byteLength(greek.slice(0, 60))).toBeGreaterThan(MAIL_WIDTH);
    const out = wrapLine(greek);
    expect(out).toHaveLength(2);
    expect(cols(out[0])).toBeGreaterThan(60);
    expect(cols(out[0])).toBeLessThanOrEqual(MAIL_WIDTH);
  });
});
