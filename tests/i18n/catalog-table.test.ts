// The catalogs in use are one table that is never changed (src/i18n/format.ts): a game's catalogs that
// add something make a new table, and what verbs.ts and person.ts derived from the old one goes with it;
// the same catalogs given again (every App of a process gives its engines again) keep the table, and
// what was derived from it, as it was. Vitest loads this file's modules apart from the other files',
// so the made-up game below is seen only here.
import { describe, expect, it } from "vitest";
import { addCatalogs, format, messageIds } from "../../src/i18n/format.ts";
import { isSecondPerson } from "../../src/i18n/person.ts";
import { canonicalVerb, verbsOf } from "../../src/i18n/verbs.ts";
import { m, type Catalogs } from "../../src/i18n/msg.ts";

const first: Catalogs = {
  en: { "dice.verb.roll": "ROLL", "dice.rolled": "{who} rolled {n}.", "dice.yours": "Your turn." },
  el: { "dice.verb.roll": "ΡΙΞΕ" },
  fr: { "dice.verb.roll": "LANCER" },
  es: { "dice.verb.roll": "TIRAR" },
};

describe("the catalog table", () => {
  it("takes a game's catalogs: its texts, its verbs and its second-person ids", () => {
    expect(format("en", m("dice.rolled", { who: "Ann", n: 6 }))).toBe("[dice.rolled]");
    expect(verbsOf("dice")).toEqual([]);
    addCatalogs(first);
    expect(format("en", m("dice.rolled", { who: "Ann", n: 6 }))).toBe("Ann rolled 6.");
    expect(format("fr", m("dice.rolled", { who: "Ann", n: 6 }))).toBe("Ann rolled 6."); // the English one stands in
    expect(verbsOf("dice").map((v) => v.verb)).toEqual(["ROLL"]);
    expect(canonicalVerb("ρίξε", "dice")).toBe("ROLL");
    expect(isSecondPerson("dice.yours")).toBe(true);
    expect(isSecondPerson("dice.rolled")).toBe(false);
  });

  it("keeps what was derived when the same catalogs come again, and renews it when new ones add to them", () => {
    addCatalogs(first);
    const verbs = verbsOf("dice");
    const ids = messageIds().length;
    addCatalogs(first); // a second App of the same engines
    expect(verbsOf("dice")).toBe(verbs);
    expect(messageIds()).toHaveLength(ids);
    addCatalogs({ en: { "dice.verb.hold": "HOLD" }, fr: { "dice.verb.hold": "GARDER" } });
    expect(verbsOf("dice").map((v) => v.verb)).toEqual(["ROLL", "HOLD"]);
    expect(canonicalVerb("garder", "dice")).toBe("HOLD");
    expect(messageIds()).toHaveLength(ids + 1);
  });

  it("refuses an id given twice with different texts, and takes nothing of those catalogs", () => {
    addCatalogs(first);
    const ids = messageIds().length;
    expect(() => addCatalogs({ en: { "dice.other": "Other.", "dice.verb.roll": "THROW" } })).toThrow(
      "message dice.verb.roll (en) is defined twice",
    );
    expect(messageIds()).toHaveLength(ids);
    expect(format("en", m("dice.other"))).toBe("[dice.other]");
  });
});
