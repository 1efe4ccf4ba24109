// Public lines in the third person, private ones in the second, from different ids (src/i18n/person.ts):
// the public renderer refuses an id whose English text says "you" and the ids a pending decision is asked
// with, anywhere in what it renders; Regicide's public "Awaiting" line uses its own third-person ids.
// (tests/conformance/suite.ts runs the same renderer over every game's public view after every move.)
import { describe, expect, it } from "vitest";
import { Games } from "../../src/games/registry.ts";
import { GAMES } from "../../src/games/index.ts";
import { m } from "../../src/i18n/msg.ts";
import { askIds, isSecondPerson, publicTranslator, SecondPersonInPublic } from "../../src/i18n/person.ts";
import { LANGUAGES } from "../../src/i18n/msg.ts";

// the games' words join the catalogs when the list of games is built (as buildApp does)
const games = new Games(GAMES);

describe("who a message speaks to", () => {
  it("an id whose English says you/your is second-person; a placeholder named so is not", () => {
    expect(isSecondPerson("regicide.vYourHand")).toBe(true);
    expect(isSecondPerson("core.mail.forYouOnly")).toBe(true);
    expect(isSecondPerson("regicide.vAwaiting")).toBe(false);
    expect(isSecondPerson("regicide.pubDiscard")).toBe(false);
  });

  it("the public renderer refuses a second-person id, even as a parameter, and the ids decisions are asked with", () => {
    const t = publicTranslator("es", new Set(["regicide.whatDiscard"]));
    // the spectator's line: "Se espera a Amélie: sufres 10 de daño"
    expect(() => t("regicide.vAwaiting", { name: "Amélie", what: m("regicide.whatDiscard", { n: 10, flips: 0 }) })).toThrow(
      SecondPersonInPublic,
    );
    expect(() => t("regicide.vYourHand", { cards: "5H", worth: 5 })).toThrow(/regicide\.vYourHand/);
    expect(t("regicide.vAwaiting", { name: "Amélie", what: m("regicide.pubDiscard", { n: 10 }) })).toBe(
      "Se espera a Amélie: recibir 10 de daño descartando",
    );
  });

  it("Regicide's public view names the awaited player's decision in the third person, in every language", () => {
    const e = games.find("regicide")!;
    const setup = e.setup({
      options: e.parseOptions({}).ok ? (e.parseOptions({}) as { value: unknown }).value : {},
      players: [
        { seat: 1, name: "Amélie", options: {} },
        { seat: 2, name: "Bob", options: {} },
      ],
      seed: "person-test",
    });
    if (!setup.ok) throw new Error("setup");
    const asked = askIds(e.pending(setup.value));
    expect(asked.size).toBeGreaterThan(0);
    for (const lang of LANGUAGES) {
      const text = e.render(e.view(setup.value, "public"), publicTranslator(lang, asked));
      expect(text).toMatch(lang === "en" ? /Awaiting Amélie: to play cards or yield/ : /Amélie/);
    }
  });
});
