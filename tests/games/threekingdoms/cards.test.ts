import { describe, expect, it } from "vitest";
import { deckTable, findCard, normaliseCode } from "../../../src/games/threekingdoms/cards/cards.ts";

const count = (maneuvering: boolean, name: string) => deckTable(maneuvering).filter((c) => c.name === name).length;
const pips = (name: string) =>
  deckTable(false)
    .filter((c) => c.name === name)
    .map((c) => c.rank + c.suit)
    .sort()
    .join(" ");

describe("the standard deck", () => {
  it("has 108 cards with 4 EX cards, and codes are unique", () => {
    const t = deckTable(false);
    expect(t).toHaveLength(108);
    expect(
      t
        .filter((c) => c.ex)
        .map((c) => c.code)
        .sort(),
    ).toEqual(["ICE-SWORD-2S", "LIGHTNING-QH", "NULLIFY-QD", "RENWANG-2C"]);
    expect(new Set(t.map((c) => c.code)).size).toBe(108);
    t.forEach((c, i) => expect(c.id).toBe(i));
  });

  it("has the counts of the rules table", () => {
    const expected: Record<string, number> = {
      SLASH: 30,
      DODGE: 15,
      PEACH: 8,
      DISMANTLE: 6,
      SNATCH: 5,
      DUEL: 3,
      "BORROWED-SWORD": 2,
      "EX-NIHILO": 4,
      NULLIFY: 4,
      INVASION: 3,
      BARRAGE: 1,
      "PEACH-GARDEN": 1,
      HARVEST: 2,
      LIGHTNING: 2,
      INDULGENCE: 3,
      "EIGHT-DIAGRAMS": 2,
      RENWANG: 1,
      CROSSBOW: 2,
      QINGGANG: 1,
      "ICE-SWORD": 1,
      "YIN-YANG": 1,
      "GREEN-DRAGON": 1,
      "SERPENT-SPEAR": 1,
      "STONE-AXE": 1,
      HALBERD: 1,
      "KYLIN-BOW": 1,
      DILU: 1,
      JUEYING: 1,
      ZHUAHUANG: 1,
      CHITU: 1,
      DAYUAN: 1,
      ZIXING: 1,
      WINE: 0,
      SHORTAGE: 0,
    };
    for (const [name, n] of Object.entries(expected)) expect(count(false, name), name).toBe(n);
  });

  it("has the exact suits and ranks of the table", () => {
    expect(pips("SLASH")).toBe(
      "10C 10C 10D 10H 10H 10S 10S 2C 3C 4C 5C 6C 6D 7C 7D 7S 8C 8C 8D 8S 8S 9C 9C 9D 9S 9S JC JC JH KD",
    );
    expect(pips("DODGE")).toBe("10D 2D 2D 2H 2H 3D 4D 5D 6D 7D 8D 9D JD JD KH");
    expect(pips("PEACH")).toBe("3H 4H 6H 7H 8H 9H QD QH");
    expect(pips("DISMANTLE")).toBe("3C 3S 4C 4S QH QS");
    expect(pips("SNATCH")).toBe("3D 3S 4D 4S JS");
    expect(pips("NULLIFY")).toBe("JS KC QC QD");
    expect(pips("LIGHTNING")).toBe("AS QH");
    expect(pips("INDULGENCE")).toBe("6C 6H 6S");
    expect(pips("CROSSBOW")).toBe("AC AD");
  });

  it("Maneuvering adds 5 Wine and 2 Supply Shortage", () => {
    expect(deckTable(true)).toHaveLength(115);
    expect(count(true, "WINE")).toBe(5);
    expect(count(true, "SHORTAGE")).toBe(2);
    expect(
      deckTable(true)
        .filter((c) => c.maneuvering)
        .map((c) => c.code)
        .sort(),
    ).toEqual(["SHORTAGE-10S", "SHORTAGE-4C", "WINE-3C", "WINE-3S", "WINE-9C", "WINE-9D", "WINE-9S"]);
  });
});

describe("card codes", () => {
  const t = deckTable(false);
  const idOf = (code: string) => t.find((c) => c.code === code)!.id;

  it("makes duplicates unique with #2 and accepts the plain code for any copy", () => {
    expect(t.filter((c) => c.code.startsWith("SLASH-8S")).map((c) => c.code)).toEqual(["SLASH-8S", "SLASH-8S#2"]);
    const second = idOf("SLASH-8S#2");
    expect(findCard(t, "slash-8s", [second])).toBe(second);
    expect(findCard(t, "SLASH-8S#2", [idOf("SLASH-8S")])).toBe(null);
    expect(findCard(t, "SLASH-8S#2", [idOf("SLASH-8S"), second])).toBe(second);
  });

  it("forgives case, suit symbols, T for 10 and long names", () => {
    expect(normaliseCode("slash-7♠")).toEqual({ base: "SLASH-7S", copy: null });
    expect(normaliseCode("Slash-TS")).toEqual({ base: "SLASH-10S", copy: null });
    expect(normaliseCode("nullification-js")?.base).toBe("NULLIFY-JS");
    expect(normaliseCode("crossbow-ac")?.base).toBe("CROSSBOW-AC");
    expect(normaliseCode("Bob")).toBe(null);
    expect(normaliseCode("SLASH-1Z")).toBe(null);
  });
});
