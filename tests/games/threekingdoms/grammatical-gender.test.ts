// The grammatical gender a player stated (GENDER, passed at START as PlayerInfo.grammaticalGender) goes
// with their name into the game's state, and the lines about them agree with it: French "tuée" for a
// player who stated F, "tué" for M, "victime de" (neutral words) for one who stated none. A card's
// gender is the card's, whoever plays it (tests/i18n/gender.test.ts checks the catalogs).
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../../src/games/engine.ts";
import { format, translator } from "../../../src/i18n/format.ts";
import type { Lang } from "../../../src/i18n/msg.ts";
import { act, E, options, players, scenario } from "./helpers.ts";

const said = (lang: Lang, events: GameEvent[]) => events.filter((e) => e.to === "all").map((e) => format(lang, e.msg));

describe("Three Kingdoms speaks of each player in their grammatical gender", () => {
  it("setup keeps the stated gender beside the name, and only when stated", () => {
    const ps = players(4).map((p, i) => (i === 1 ? { ...p, grammaticalGender: "f" as const } : p));
    const r = E.setup({ options: options(), players: ps, seed: "seed" });
    if (!r.ok) throw new Error("setup");
    expect(r.value.players.map((p) => p.grammaticalGender)).toEqual([undefined, "f", undefined, undefined]);
    expect(Object.keys(r.value.players[0])).not.toContain("grammaticalGender");
  });

  const killBob = (gender?: "f" | "m") => {
    const s = scenario({ n: 5, current: 3, hp: { 2: 1 }, hands: { 3: ["SLASH-7S"] } });
    if (gender) s.players[1].grammaticalGender = gender;
    return act(s, 3, "PLAY SLASH-7S -> Bob").events;
  };

  it("a death: tuée, tué, or neutral words", () => {
    expect(said("fr", killBob("f")).join("\n")).toContain("Bob est mourante (PV 0/4)");
    expect(said("fr", killBob("f")).join("\n")).toContain("Bob meurt (tuée par Cat)");
    expect(said("fr", killBob("m")).join("\n")).toContain("Bob meurt (tué par Cat)");
    expect(said("fr", killBob()).join("\n")).toContain("Bob meurt (victime de Cat)");
    // English has no grammatical gender: the same line whatever was stated
    expect(said("en", killBob("f"))).toEqual(said("en", killBob()));
  });

  it("a Nullification window agrees with the trick, not with the players", () => {
    const s = scenario({ n: 4, current: 1, hands: { 1: ["DISMANTLE-3S"], 2: ["NULLIFY-JS"], 3: ["DODGE-2H"] } });
    s.players[1].grammaticalGender = "m";
    const st = act(s, 1, "PLAY DISMANTLE-3S -> Cat");
    const ask = E.pending(st.s).find((p) => p.seat === 2);
    expect(ask).toBeDefined();
    expect(format("es", ask!.what)).toContain("para anularlo"); // Desmantelar: masculine in Spanish
    expect(format("el", ask!.what)).toContain("για να την ακυρώσεις"); // Διάλυση: feminine in Greek
    const r = act(st.s, 2, "RESPOND NULLIFY-JS");
    expect(said("fr", r.events).join("\n")).toContain("est annulée"); // Démolition: feminine in French
  });

  // the identity a death reveals and the table's "dead" agree with the player (issue: "Lucía [Επαναστάτης]
  // Ντα Τσιάο: νεκρός"); a player who stated none gets the card's own name and "out of the game"
  const deadRow = (lang: Lang, gender?: "f" | "m") => {
    const s = scenario({ n: 5, current: 3, hp: { 2: 1 }, hands: { 3: ["SLASH-7S"] } });
    s.players[1].role = "rebel";
    s.players[2].role = "traitor";
    if (gender) {
      s.players[1].grammaticalGender = gender;
      s.players[2].grammaticalGender = gender;
    }
    const after = act(s, 3, "PLAY SLASH-7S -> Bob").s;
    const table = E.render(E.view(after, "public"), translator(lang));
    const mine = E.render(E.view(after, { seat: 3 }), translator(lang));
    return {
      bob: table.split("\n").find((l) => l.includes("Bob"))!,
      cat: mine
        .split("\n")
        .filter((l) => /Cat/.test(l))
        .join("\n"),
    };
  };

  it("a dead player's row and identity: feminine, masculine, neutral", () => {
    expect(deadRow("el", "f").bob).toMatch(/Bob \[Επαναστάτρια\].*: νεκρή/);
    expect(deadRow("el", "m").bob).toMatch(/Bob \[Επαναστάτης\].*: νεκρός/);
    expect(deadRow("el").bob).toMatch(/Bob \[Επαναστάτης\].*: εκτός παιχνιδιού/);
    expect(deadRow("es", "f").bob).toMatch(/: muerta/);
    expect(deadRow("es", "m").bob).toMatch(/: muerto/);
    expect(deadRow("es").bob).toMatch(/: fuera de juego/);
    expect(deadRow("fr", "f").bob).toMatch(/: morte/);
    // the reader's own identity agrees with them too
    expect(deadRow("es", "f").cat).toContain("Traidora");
    expect(deadRow("fr", "f").cat).toContain("Traîtresse");
    expect(deadRow("es").cat).toContain("Traidor");
    expect(deadRow("es").cat).not.toContain("Traidora");
    expect(said("el", killBob("f")).join("\n")).toMatch(/ήταν (Επαναστάτρια|Πιστή|Προδότρια|Άρχουσα)/);
  });
});
