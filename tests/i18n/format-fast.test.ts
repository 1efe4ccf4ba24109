// Every registered message rendered by Herald's format() reads exactly as intl-messageformat renders it:
// patterns of text and plain {arguments} take a shorter way in src/i18n/format.ts (the pieces joined),
// and this is what keeps that way honest, for every pattern of every language, with values of every
// kind a message is given (text with ICU's own characters, numbers, zero, the empty string).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { IntlMessageFormat } from "intl-messageformat";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { GAMES } from "../../src/games/index.ts";
import { Games } from "../../src/games/registry.ts";
import { format, messageIds, patternOf } from "../../src/i18n/format.ts";
import { LANGUAGES } from "../../src/i18n/msg.ts";
import { parameters } from "../helpers/icu.ts";

new Games(GAMES); // the games' catalogs join the registered ones

const plainOnly = (ast: MessageFormatElement[]) => ast.every((el) => el.type === TYPE.literal || el.type === TYPE.argument);

const value = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom("", "{x}", "'", "#", "Ελένη", "0"),
  fc.integer({ min: -3, max: 2000 }),
);

describe("format() and intl-messageformat agree", () => {
  const ids = messageIds("en");
  it("the catalogs have patterns of both kinds (the short way and the general one are both walked)", () => {
    const kinds = ids.map((id) => plainOnly(parse(patternOf("en", id)!, { ignoreTag: true })));
    expect(kinds.filter(Boolean).length).toBeGreaterThan(100);
    expect(kinds.filter((k) => !k).length).toBeGreaterThan(20);
  });

  it("every pattern of every language, with any values of the kinds messages are given", () => {
    const cases = LANGUAGES.flatMap((lang) =>
      ids.map((id) => ({ lang, id, pattern: patternOf(lang, id) ?? patternOf("en", id)! })),
    );
    fc.assert(
      fc.property(fc.constantFrom(...cases), fc.array(value, { minLength: 12, maxLength: 12 }), (c, vals) => {
        const ast = parse(c.pattern, { ignoreTag: true });
        const names = [...parameters(ast)];
        // plural and select arguments get what they count on: a number, or one of the select's own keys
        const p: Record<string, string | number> = {};
        names.forEach((n, i) => (p[n] = vals[i % vals.length]));
        for (const el of ast) {
          if (el.type === TYPE.plural) p[el.value] = Math.abs(Number(p[el.value]) || 0);
          if (el.type === TYPE.select) p[el.value] = Object.keys(el.options)[0];
        }
        let want: string;
        try {
          want = String(new IntlMessageFormat(c.pattern, c.lang, undefined, { ignoreTag: true }).format(p));
        } catch {
          return; // values the pattern cannot take (a nested select given a plural's number): not compared
        }
        expect(format(c.lang, { id: c.id, p }), `${c.lang} ${c.id}`).toBe(want);
      }),
      { numRuns: 3000 },
    );
  });

  it("each plain pattern, whole, with its arguments named back", () => {
    for (const lang of LANGUAGES)
      for (const id of ids) {
        const pattern = patternOf(lang, id) ?? patternOf("en", id)!;
        const ast = parse(pattern, { ignoreTag: true });
        if (!plainOnly(ast)) continue;
        const p = Object.fromEntries([...parameters(ast)].map((n, i) => [n, i % 2 ? i : `‹${n}›`]));
        const want = String(new IntlMessageFormat(pattern, lang, undefined, { ignoreTag: true }).format(p));
        expect(format(lang, { id, p }), `${lang} ${id}`).toBe(want);
      }
  });

  it("a value left out is said the way intl-messageformat says it (an error naming it)", () => {
    const id = ids.find((i) => {
      const ast = parse(patternOf("en", i)!, { ignoreTag: true });
      return plainOnly(ast) && parameters(ast).size > 0;
    })!;
    expect(() => format("en", { id, p: {} })).toThrow(/was not provided/);
  });
});
