// Cards in the reader's words (src/games/threekingdoms/cards/words.ts): each language's card codes are
// read as the English ones, in any case and with accents or without; events and hands name cards in the
// reader's language, the code to type beside the name only where the reader picks a card.
import { describe, expect, it } from "vitest";
import { format } from "../../../src/i18n/format.ts";
import { cardWords } from "../../../src/games/threekingdoms/cards/words.ts";
import { act, E, scenario } from "./helpers.ts";

describe("card codes typed in the reader's language", () => {
  it("are read as the English codes", () => {
    const cards = (line: string) => {
      const r = E.parse(line);
      return r && r.ok && "cards" in r.value ? r.value.cards : null;
    };
    expect(cards("PLAY MATAR-7C -> Bob")).toEqual(["SLASH-7C"]);
    expect(cards("PLAY matar-7c Bob")).toEqual(["SLASH-7C"]);
    expect(cards("RESPOND Melocotón-3H")).toEqual(["PEACH-3H"]);
    expect(cards("RESPOND MELOCOTON-3H")).toEqual(["PEACH-3H"]);
    expect(cards("PLAY espada-prestada-kc -> Bob Cat")).toEqual(["BORROWED-SWORD-KC"]);
    expect(cards("RESPOND ΧΤΥΠΗΜΑ-7C")).toEqual(["SLASH-7C"]);
    expect(cards("RESPOND χτύπημα-7c")).toEqual(["SLASH-7C"]);
    expect(cards("DISCARD attaque-8s#2, esquive-2d")).toEqual(["SLASH-8S#2", "DODGE-2D"]);
    const as = E.parse("PLAY CHITU-5H AS matar -> Bob");
    expect(as?.ok && as.value).toMatchObject({ v: "PLAY", cards: ["CHITU-5H"], as: "SLASH" });
  });

  it("no code word names two cards, in any language", () => {
    const seen = new Map<string, string>();
    for (const cat of Object.values(cardWords))
      for (const [id, word] of Object.entries(cat)) {
        expect(seen.get(word) ?? id, word).toBe(id);
        seen.set(word, id);
      }
  });

  it("a Spanish game: MATAR-7C plays the Slash (JUGAR by mail: the Spanish mail test); events name it in Spanish, the hand with its code", () => {
    const s = scenario({ n: 4, hands: { 1: ["SLASH-7C", "PEACH-3H"] } });
    const st = act(s, 1, "PLAY MATAR-7C -> Bob");
    const said = st.events.filter((e) => e.to === "all").map((e) => format("es", e.msg));
    expect(said.join("\n")).toMatch(/Matar 7♣/);
    expect(said.join("\n")).not.toMatch(/SLASH-7C/);
    expect(st.events.map((e) => format("en", e.msg)).join("\n")).toMatch(/SLASH-7C/); // English keeps the codes
    const hand = E.render(E.view(st.s, { seat: 1 }) as never, (id, p) => format("es", p ? { id, p } : { id }));
    expect(hand).toMatch(/Tu mano: Melocotón 3♥ \(MELOCOTON-3H\)/);
  });
});
