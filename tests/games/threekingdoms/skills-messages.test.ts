// The words of the cards, generals and skills (messages/skills/{lang}.ts): every id exists and renders
// in the four languages, the plurals are right, and the Greek, French and Spanish events of a few
// skills and cards carry no English.
import { describe, expect, it } from "vitest";
import { format } from "../../../src/i18n/format.ts";
import { LANGUAGES, m, type Lang, type Msg, type Param } from "../../../src/i18n/msg.ts";
import { cardTitle, KINDS, type CardName } from "../../../src/games/threekingdoms/cards/cards.ts";
import { GENERALS, generalTitle } from "../../../src/games/threekingdoms/skills/generals.ts";
import { skillMessages } from "../../../src/games/threekingdoms/messages/skills/index.ts";
import { allSkills } from "../../../src/games/threekingdoms/skills.ts";
import type { GameEvent } from "../../../src/games/engine.ts";
import * as base from "./helpers.ts";
import { scenario } from "./helpers-skills.ts";

const OTHERS = ["el", "fr", "es"] as const satisfies readonly Lang[];

// every parameter a pattern of these catalogs uses, with a sample value
const SAMPLE: Record<string, Param> = {
  name: "Ann",
  from: "Bob",
  to: "Cat",
  lord: "Dan",
  him: "Bob",
  x: "Bob",
  y: "Cat",
  victim: "Eve",
  user: "Fay",
  other: "Gus",
  why: m("threekingdoms.card.lightning"),
  what: m("threekingdoms.skill.ganglie"),
  skill: m("threekingdoms.skill.hujia"),
  card: m("threekingdoms.card.dismantle"),
  weapon: m("threekingdoms.card.qinggang"),
  code: "SLASH-7S",
  old: "PEACH-3H",
  cards: "SLASH-7S, DODGE-2H",
  example: "BOB",
  word: "PEACH-4H",
  horses: ["DILU-5C", "CHITU-5H"],
  hp: 3,
  hisHp: "HP 2/4",
  pip: "7♠",
  about: "Dismantle (Ann → Cat)",
  usage: m("threekingdoms.skill.rendeUsage"),
  need: "DODGE",
  suit: "HEARTS",
  heart: "yes",
  general: "no",
  gender: "f",
  kingdom: m("threekingdoms.general.kingdomWu"),
  n: 2,
  top: 2,
  bottom: 1,
  d: 3,
  r: 1,
  more: 1,
  a: "DODGE-2H",
  b: "PEACH-3H",
};

// English words no Greek, French or Spanish sentence of ours contains (commands and codes are upper case)
const STOP =
  /(?<!\p{L})(the|you|your|and|cards?|turn|player|wins|takes|draws|with|from|damage|discards|plays|hand|deck|judgement|to|of|or|is)(?!\p{L})/u;

const ids = Object.keys(skillMessages.en);

describe("Three Kingdoms catalogs of cards, generals and skills", () => {
  it("every id is a threekingdoms id and exists in all four languages", () => {
    expect(ids.length).toBeGreaterThan(250);
    for (const id of ids) expect(id).toMatch(/^threekingdoms\.[a-z]+\.[a-zA-Z]+$/);
    for (const lang of LANGUAGES) expect(Object.keys(skillMessages[lang]).sort()).toEqual([...ids].sort());
  });

  it("every id renders in every language with sample parameters, with nothing left unrendered", () => {
    for (const lang of LANGUAGES) {
      for (const id of ids) {
        const text = format(lang, m(id, SAMPLE));
        expect(text, `${lang} ${id}`).not.toMatch(/\[threekingdoms\.|[{}]/);
        expect(text.trim().length, `${lang} ${id}`).toBeGreaterThan(0);
      }
    }
  });

  it("no English left in the Greek, French and Spanish catalogs", () => {
    for (const lang of OTHERS) {
      for (const id of ids) expect(format(lang, m(id, SAMPLE)), `${lang} ${id}`).not.toMatch(STOP);
    }
  });

  it("every card, general and registered skill has its name (and text) in the catalogs", () => {
    for (const name of Object.keys(KINDS) as CardName[]) expect(ids).toContain(cardTitle(name).id);
    for (const g of GENERALS) expect(ids).toContain(g.title.id);
    // (the variants register tasks of theirs on the same registry, with words of their own)
    for (const d of allSkills().filter((x) => typeof x.title === "object" && x.title.id.startsWith("threekingdoms.skill."))) {
      expect(ids).toContain(d.title.id);
      expect(ids).toContain(d.text.id);
      if (d.usage) expect(ids).toContain(d.usage.id);
    }
  });

  it("Spanish uses the seed's names: Matar, Destello, Melocotón; the generals keep their names", () => {
    expect(format("es", cardTitle("SLASH"))).toBe("Matar");
    expect(format("es", cardTitle("DODGE"))).toBe("Destello");
    expect(format("es", cardTitle("PEACH"))).toBe("Melocotón");
    expect(format("es", generalTitle("ZHENJI"))).toBe("Zhen Ji (Wei, mujer, 3 puntos de vida)");
    expect(format("en", generalTitle("CAOCAO"))).toBe("Cao Cao (Wei, 4 HP)");
    expect(format("fr", generalTitle("ZHENJI"))).toBe("Zhen Ji (Wei, femme, 3 PV)");
  });

  it("plurals are right for 0, 1, 2 and 5", () => {
    const gives = (lang: Lang, n: number): string =>
      format(lang, m("threekingdoms.skill.yijiGives", { name: "Ann", n, to: "Bob" }));
    const want: Record<Lang, [string, string, string, string]> = {
      en: ["0 cards", "1 card ", "2 cards", "5 cards"],
      fr: ["0 carte ", "1 carte ", "2 cartes", "5 cartes"],
      es: ["0 cartas", "1 carta ", "2 cartas", "5 cartas"],
      el: ["0 κάρτες", "1 κάρτα ", "2 κάρτες", "5 κάρτες"],
    };
    for (const lang of LANGUAGES) [0, 1, 2, 5].forEach((n, i) => expect(gives(lang, n)).toContain(want[lang][i]));
    const more = (lang: Lang, n: number): string => format(lang, m("threekingdoms.slash.ask", { name: "Ann", n: 1, more: n }));
    expect(more("en", 0)).toBe("Ann slashes you: RESPOND DODGE-… or PASS and take 1 damage");
    expect(more("en", 1)).toContain("(Wushuang: 1 Dodge more needed)");
    expect(more("en", 2)).toContain("(Wushuang: 2 Dodges more needed)");
    expect(more("es", 1)).toContain("falta 1 Destello más");
    expect(more("es", 5)).toContain("faltan 5 Destellos más");
    expect(more("fr", 2)).toContain("encore 2 Esquives nécessaires");
    expect(more("el", 5)).toContain("χρειάζονται 5 Αποφυγές ακόμη");
  });
});

describe("skill and card events in Greek, French and Spanish", () => {
  /** the messages our code said in these moves (events from code not yet converted carry text only) */
  function said(events: GameEvent[]): Msg[] {
    return events.flatMap((e) => (e.msg === undefined ? [] : Array.isArray(e.msg) ? (e.msg as Msg[]) : [e.msg as Msg]));
  }
  function noEnglish(events: GameEvent[]): void {
    const msgs = said(events);
    expect(msgs.length).toBeGreaterThan(0);
    for (const lang of OTHERS) for (const x of msgs) expect(format(lang, x), `${lang} ${x.id}`).not.toMatch(STOP);
  }

  it("Jianxiong, Renwang Shield and Eight Diagrams", () => {
    const s = scenario({ n: 4, current: 2, hands: { 2: ["SLASH-7S"] }, generals: { 1: "CAOCAO" } });
    noEnglish(base.act(s, 2, "PLAY SLASH-7S -> Ann").events);
    const r = scenario({ n: 4, hands: { 1: ["SLASH-7S"] }, equip: { 2: ["RENWANG-2C"] } });
    noEnglish(base.act(r, 1, "PLAY SLASH-7S -> Bob").events);
    const d = scenario({ n: 4, hands: { 1: ["SLASH-7S"] }, equip: { 2: ["EIGHT-DIAGRAMS-2S"] }, deck: ["PEACH-3H"] });
    const st = base.act(d, 1, "PLAY SLASH-7S -> Bob");
    noEnglish(st.events);
    expect(said(st.events).map((x) => format("es", x))).toContain("Rojo: cuenta como un Destello para Bob.");
  });

  it("Rende and Zhiheng", () => {
    const s = scenario({ n: 4, hands: { 1: ["SLASH-7S", "DODGE-2H"] }, hp: { 1: 3 }, generals: { 1: "LIUBEI" } });
    const st = base.act(s, 1, "SKILL RENDE SLASH-7S DODGE-2H -> Bob");
    noEnglish(st.events);
    expect(said(st.events).map((x) => format("fr", x))[0]).toBe("Rende : Ann donne 2 cartes à Bob.");
    const z = scenario({ n: 4, hands: { 1: ["SLASH-7S", "DODGE-2H"] }, generals: { 1: "SUNQUAN" } });
    noEnglish(base.act(z, 1, "SKILL ZHIHENG SLASH-7S").events);
  });

  it("Guanxing and a Nullification", () => {
    const s = scenario({
      n: 4,
      phase: "start",
      deck: ["SLASH-7S", "DODGE-2H", "PEACH-3H", "DUEL-AS"],
      generals: { 1: "ZHUGELIANG" },
    });
    const st = base.act(s, 1, "CHOOSE PEACH-3H DUEL-AS BOTTOM SLASH-7S DODGE-2H");
    noEnglish(st.events);
    expect(said(st.events).map((x) => format("el", x))).toContain("Γκουανσίνγκ: Ann βάζει 2 πάνω στην τράπουλα και 2 στον πάτο.");
    const n = base.askAll(() => scenario({ n: 4, hands: { 1: ["DISMANTLE-3S"], 2: ["NULLIFY-JS"], 3: ["PEACH-3H"] } }));
    let t = base.act(n, 1, "PLAY DISMANTLE-3S -> Cat");
    while (t.s.ask && t.s.ask.seat !== 2) t = base.act(t.s, t.s.ask.seat, "PASS");
    noEnglish(base.act(t.s, 2, "RESPOND NULLIFY-JS").events);
  });
});
