// Three Kingdoms speaks four languages: every message of the flow, views, help and variants renders in
// en, el, fr and es (no missing key, plurals right for 0/1/2/5, no English left in the other three); a
// whole game with generals, rendered in Spanish, Greek and French, shows no English word; and the
// engine hooks hold over random games: every legal line is accepted, the invariants hold, the secrets
// stay in their owner's view, the HP picture has a bar per player.
import { describe, expect, it } from "vitest";
import type { GameEvent, Said } from "../../../src/games/engine.ts";
import { threekingdomsEngine as E, type State } from "../../../src/games/threekingdoms/index.ts";
import el from "../../../src/games/threekingdoms/messages/el.ts";
import en from "../../../src/games/threekingdoms/messages/en.ts";
import es from "../../../src/games/threekingdoms/messages/es.ts";
import fr from "../../../src/games/threekingdoms/messages/fr.ts";
import { Rng } from "../../../src/games/rng.ts";
import { cardTitle } from "../../../src/games/threekingdoms/cards/cards.ts";
import { format, translator } from "../../../src/i18n/format.ts";
import { canonicalLine } from "../../../src/i18n/verbs.ts";
import { LANGUAGES, type Lang, type Param } from "../../../src/i18n/msg.ts";
import "./helpers.ts"; // registers the catalogs

const CATALOGS = { en, el, fr, es } as Record<Lang, Record<string, string>>;
const OTHERS: Lang[] = ["el", "fr", "es"];

/** English words that must not appear in a Greek, French or Spanish text. */
const STOP = [
  "the",
  "you",
  "your",
  "and",
  "card",
  "cards",
  "turn",
  "player",
  "players",
  "wins",
  "draws",
  "plays",
  "dies",
  "with",
  "from",
  "is",
  "of",
  "to",
  "deal",
  "round",
  "hand",
  "dead",
  "none",
  "empty",
];

/** Drops what is the same in every language: commands, codes, options, placeholders, paths. */
function words(text: string): string[] {
  return text
    .replace(/<[^>]*>/g, " ")
    .replace(/\S*[=/]\S*/g, " ")
    .replace(/\b[A-Z][A-Z0-9#-]*\b/g, " ")
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}
const english = (text: string): string[] => words(text).filter((w) => STOP.includes(w));

const SAMPLE: Record<string, Param> = {
  n: 2,
  hp: 3,
  max: 4,
  turn: 7,
  round: 2,
  limit: 3,
  seat: 2,
  game: 1,
  of: 5,
  d: 3,
  r: 1,
  i: 1,
  best: 9,
  score: 4,
  deck: 40,
  discard: 12,
  from: "Cid",
  trick: "LIGHTNING",
  key: "Slash",
  cause: "Slash",
  team: "warm",
  loser: "cool",
  phase: "play",
  kingdom: "wei",
  female: "yes",
  coach: "yes",
  lord: "yes",
  wine: true,
  mode: "none",
  old: "Eli",
  card: "SLASH-7S",
  code: "SLASH-7S",
  as: "SLASH",
  options: "CAOCAO | LIUBEI",
  cards: ["SLASH-7S", "DODGE-2H"],
  names: { and: ["Ana", "Bea"] },
  rules: ["dodge"],
  list: ["Ana 3"],
  targets: { and: ["Bea"] },
  pool: "CAOCAO",
  turned: ["Ana"],
  total: "Total",
  rows: "1  Ana  3",
  head: "Ana",
  totals: "3  4",
  pad: " ",
  top: "",
  warm: "Bea",
  cool: "Cid",
  warmCoach: "Ana",
  coolCoach: "Dora",
  skills: ["JIANXIONG"],
  skill: "HUJIA",
  line: "PASS",
  // a player's or a card's grammatical gender: said only in the languages that have it (src/i18n/gender.ts)
  gender: "f",
};
function params(pattern: string): Record<string, Param> {
  const out: Record<string, Param> = {};
  for (const [, name] of pattern.matchAll(/\{\s*(\w+)/g)) out[name] = SAMPLE[name] ?? "Ana";
  return out;
}

describe("catalogs", () => {
  const ids = Object.keys(en);

  it("have every id in every language, and every id renders with sample parameters", () => {
    expect(ids.length).toBeGreaterThan(200);
    for (const lang of ["en", ...OTHERS] as Lang[]) {
      expect(Object.keys(CATALOGS[lang]).sort(), lang).toEqual([...ids].sort());
      for (const id of ids) {
        const text = format(lang, { id, p: params(`${en[id as keyof typeof en]} ${CATALOGS[lang][id]}`) });
        expect(text, `${lang} ${id}`).not.toMatch(/\[threekingdoms\./);
        if (id !== "threekingdoms.view.discardTop") expect(text.trim().length, `${lang} ${id}`).toBeGreaterThan(0);
      }
    }
  });

  it("leave no English in Greek, French or Spanish", () => {
    for (const lang of OTHERS) {
      for (const id of ids) {
        const text = format(lang, { id, p: params(`${en[id as keyof typeof en]} ${CATALOGS[lang][id]}`) });
        expect(english(text), `${lang} ${id}: ${text}`).toEqual([]);
      }
    }
    // the check itself finds English
    expect(english(format("en", { id: "threekingdoms.draws", p: { name: "Ana", n: 2 } }))).toEqual(["draws", "cards"]);
  });

  it("say plurals right for 0, 1, 2 and 5", () => {
    const f = (lang: Lang, n: number) => format(lang, { id: "threekingdoms.draws", p: { name: "Ana", n } });
    expect([0, 1, 2, 5].map((n) => f("en", n))).toEqual([
      "Ana draws 0 cards.",
      "Ana draws 1 card.",
      "Ana draws 2 cards.",
      "Ana draws 5 cards.",
    ]);
    expect([0, 1, 2, 5].map((n) => f("fr", n))).toEqual([
      "Ana pioche 0 carte.",
      "Ana pioche 1 carte.",
      "Ana pioche 2 cartes.",
      "Ana pioche 5 cartes.",
    ]);
    expect([0, 1, 2, 5].map((n) => f("es", n))).toEqual([
      "Ana roba 0 cartas.",
      "Ana roba 1 carta.",
      "Ana roba 2 cartas.",
      "Ana roba 5 cartas.",
    ]);
    expect([0, 1, 2, 5].map((n) => f("el", n))).toEqual([
      "Ana τραβάει 0 κάρτες.",
      "Ana τραβάει 1 κάρτα.",
      "Ana τραβάει 2 κάρτες.",
      "Ana τραβάει 5 κάρτες.",
    ]);
    // every plural message: 2 and 5 say the same words; 0 is plural except in French, where it is singular
    const plural = ids.filter((id) => /\{n, plural/.test(en[id as keyof typeof en]) && !/=0/.test(en[id as keyof typeof en]));
    expect(plural.length).toBeGreaterThan(8);
    for (const lang of ["en", ...OTHERS] as Lang[]) {
      for (const id of plural) {
        const at = (n: number) => format(lang, { id, p: { ...params(en[id as keyof typeof en]), n } }).replace(/\d+/g, "#");
        expect(at(5), `${lang} ${id}`).toBe(at(2));
        expect(at(0), `${lang} ${id}`).toBe(lang === "fr" ? at(1) : at(2));
      }
    }
  });

  it("HELP threekingdoms is a message in each language, listing every general", () => {
    for (const lang of ["en", ...OTHERS] as Lang[]) {
      const text = format(lang, E.help as Said);
      expect(text).toContain("PLAY <");
      expect(text).toContain("ZHUGELIANG");
      expect(text).toContain("mode=3v3");
      if (lang !== "en") expect(english(text), lang).toEqual([]);
      // the cards that go round in 3v3 by the names the cards have in the same language (es once said
      // "Invasión bárbara … Jardín de melocotones" for Invasión Nanman and Jardín de Taoyuan)
      for (const card of ["INVASION", "BARRAGE", "PEACH-GARDEN", "HARVEST"] as const)
        expect(text.replace(/\s+/g, " "), `${lang} ${card}`).toContain(format(lang, cardTitle(card)));
    }
    expect(format("es", E.help as Said)).toMatch(/^Tres Reinos \(Sanguosha\)/);
    // the AUTO rules the help names in the reader's words are read as the rules they are
    for (const lang of OTHERS) {
      const line = format(lang, E.help as Said)
        .split("\n")
        .find((l) => /^\s*AUTO /.test(l))!;
      const forms = line
        .replace(/\s*\(.*$/, "")
        .split(/,\s*|\s*\|\s*/)
        .map((f) =>
          f
            .trim()
            .replace(/^AUTO /, "")
            .replace(/<[^>]+>/, "PASS")
            .trim(),
        );
      expect(forms.length, lang).toBeGreaterThan(6);
      for (const f of forms) expect(E.parse(canonicalLine(`AUTO ${f}`, "threekingdoms"))?.ok, `${lang} AUTO ${f}`).toBe(true);
    }
  });
});

// ---- whole games ----

const NAMES = ["Ana", "Bea", "Cid", "Dora", "Eli"];

interface Step {
  state: State;
  events: GameEvent[];
}

/** A random game through the engine's own legal lines (each parsed and applied like a mail). */
function playGame(seed: string, raw: Record<string, string>, n: number, onStep: (s: Step) => void, maxMoves = 3000): State {
  const o = E.parseOptions(raw);
  if (!o.ok) throw new Error(format("en", o.error));
  const players = NAMES.concat(["Fede", "Gala", "Hugo"])
    .slice(0, n)
    .map((name, i) => ({ seat: i + 1, name, options: {} }));
  const r = E.setup({ options: o.value, players, seed });
  if (!r.ok) throw new Error(format("en", r.error));
  let s = r.value;
  onStep({ state: s, events: [] });
  const rng = Rng.seed(`${seed}/moves`);
  for (let i = 0; i < maxMoves && !s.over; i++) {
    // of several asked at once (the generals' choice), any one may answer first
    const asked = E.pending(s).map((p) => p.seat!);
    const seat = asked.length === 1 ? asked[0] : rng.pick(asked);
    for (const other of s.players) if (!asked.includes(other.seat)) expect(E.legalMoves!(s, other.seat)).toEqual([]);
    const lines = E.legalMoves!(s, seat);
    expect(lines.length).toBeGreaterThan(0);
    let line = rng.pick(lines);
    if (line === "DONE" && lines.length > 1 && rng.next() < 0.75) line = rng.pick(lines.filter((l) => l !== "DONE"));
    const m = E.parse(line);
    expect(m && m.ok, line).toBe(true);
    if (!m || !m.ok) break;
    const res = E.apply(s, { seat, admin: false }, m.value);
    if (!res.ok) throw new Error(`legal line refused: ${line} by ${seat}: ${format("en", res.error)}`);
    s = res.value.state;
    onStep({ state: s, events: res.value.events });
  }
  return s;
}

describe("a whole game in Spanish, Greek and French", () => {
  it("five players with generals: every event, question and view has no English word", () => {
    let checked = 0;
    const s = playGame("idiomas", {}, 5, ({ state, events }) => {
      for (const lang of OTHERS) {
        const t = translator(lang);
        for (const e of events) {
          const text = format(lang, e.msg);
          expect(english(text), `${lang}: ${text}`).toEqual([]);
          checked++;
        }
        for (const viewer of ["public", { seat: E.pending(state)[0]?.seat ?? 1 }] as const) {
          const text = E.render(E.view(state, viewer), t);
          expect(english(text), `${lang}: ${text}`).toEqual([]);
        }
        for (const p of E.pending(state)) {
          expect(english(format(lang, p.what))).toEqual([]);
        }
      }
    });
    expect(s.over).not.toBeNull();
    expect(checked).toBeGreaterThan(100);
    for (const lang of OTHERS) expect(english(format(lang, E.outcome(s).summary as Said))).toEqual([]);
  });
});

describe("every event, question and view of random games renders in all four languages", () => {
  const games: Array<[string, Record<string, string>, number]> = [
    ["plain", { generals: "off" }, 5],
    ["maneuvering", { maneuvering: "on", traitors: "2" }, 8],
    ["variants", { finalthree: "on", reincarnation: "on" }, 5],
    ["souls", { darksouls: "on" }, 6],
    ["3v3", { mode: "3v3" }, 6],
    ["series", { series: "on", protect: "on" }, 5],
  ];
  // an object rendered as text, a message left without its pattern, an ICU argument left unfilled
  const broken = /\[object Object\]|\[threekingdoms\.|[{}]|undefined/;
  for (const [name, raw, n] of games) {
    it(`${name}: nothing broken in English; no English word in Greek, French or Spanish`, () => {
      let checked = 0;
      const end = playGame(
        `render-${name}`,
        raw,
        n,
        ({ state, events }) => {
          for (const lang of LANGUAGES) {
            const texts = [
              ...events.map((e) => format(lang, e.msg)),
              ...E.pending(state).map((p) => format(lang, p.what)),
              ...(["public", { seat: E.pending(state)[0]?.seat ?? 1 }] as const).map((v) =>
                E.render(E.view(state, v), translator(lang)),
              ),
            ];
            for (const text of texts) {
              expect(text, `${lang}: ${text}`).not.toMatch(broken);
              if (lang !== "en") expect(english(text), `${lang}: ${text}`).toEqual([]);
              checked++;
            }
          }
        },
        1500,
      );
      expect(checked).toBeGreaterThan(100);
      void end;
    });
  }
});

describe("engine hooks over random games", () => {
  const games: Array<[string, Record<string, string>, number]> = [
    ["plain", { generals: "off" }, 5],
    ["generals", {}, 6],
    ["maneuvering", { maneuvering: "on", traitors: "2" }, 8],
    ["variants", { finalthree: "on", reincarnation: "on" }, 5],
    ["souls", { darksouls: "on" }, 6],
    ["3v3", { mode: "3v3" }, 6],
  ];
  for (const [name, raw, n] of games) {
    it(`${name}: legal lines are accepted, invariants hold, secrets stay with their owner, one HP bar per player`, () => {
      let steps = 0;
      const end = playGame(
        `hooks-${name}`,
        raw,
        n,
        ({ state }) => {
          expect(E.invariants!(state)).toEqual([]);
          const views = new Map<number | "public", string>([["public", JSON.stringify(E.view(state, "public"))]]);
          for (const p of state.players) views.set(p.seat, JSON.stringify(E.view(state, { seat: p.seat })));
          for (const { seat, items } of E.secrets!(state)) {
            for (const item of items) {
              expect(views.get(seat), `seat ${seat} sees its own ${item}`).toContain(item);
              for (const [who, text] of views)
                if (who !== seat) expect(text, `${item} of seat ${seat} seen by ${who}`).not.toContain(item);
            }
          }
          const pic = E.pictures!(E.view(state, "public"));
          expect(pic[0].kind).toBe("bars");
          if (pic[0].kind === "bars") expect(pic[0].items.map((x) => x.max)).toEqual(state.players.map((p) => p.maxHp));
          steps++;
        },
        1500,
      );
      expect(steps).toBeGreaterThan(20);
      void end;
    });
  }

  it("the checks find a planted fault: a card in two places, a secret in the public view", () => {
    const s = playGame("planted", { generals: "off" }, 5, () => {}, 5);
    const bad = JSON.parse(JSON.stringify(s)) as State;
    bad.discard.push(bad.players[0].hand[0]);
    expect(E.invariants!(bad).join(" ")).toMatch(/both in/);
    const hp = JSON.parse(JSON.stringify(s)) as State;
    hp.players[1].hp = hp.players[1].maxHp + 1;
    expect(E.invariants!(hp).join(" ")).toMatch(/above max/);
    const secret = E.secrets!(s).find((x) => x.items.length)!;
    const leaky = JSON.stringify({ ...E.view(s, "public"), leaked: E.view(s, { seat: secret.seat }) });
    expect(secret.items.some((i) => leaky.includes(i))).toBe(true);
  });
});
