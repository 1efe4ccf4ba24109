// The card table of Three Kingdoms, as data. Every effect looks cards up here by name; the later
// generals issue hooks skills onto the same names (FreeKill/QSanguosha keep cards as data too).
//
// A card is identified by a small integer id (its index in the deck table), which is what the state
// stores. Players type codes: `<NAME>-<rank><suit>` such as `SLASH-7S`; where two cards share name,
// rank and suit the later copies get `#2`, `#3` (`SLASH-8S#2`), and the plain code matches any copy.
import { m, type Msg } from "../../../i18n/msg.ts";
import { parseCard, type Rank, type Suit, SUIT_SYMBOL } from "../../cards.ts";

export type CardName =
  | "SLASH"
  | "DODGE"
  | "PEACH"
  | "WINE"
  | "DISMANTLE"
  | "SNATCH"
  | "DUEL"
  | "BORROWED-SWORD"
  | "EX-NIHILO"
  | "NULLIFY"
  | "INVASION"
  | "BARRAGE"
  | "PEACH-GARDEN"
  | "HARVEST"
  | "LIGHTNING"
  | "INDULGENCE"
  | "SHORTAGE"
  | "CROSSBOW"
  | "QINGGANG"
  | "ICE-SWORD"
  | "YIN-YANG"
  | "GREEN-DRAGON"
  | "SERPENT-SPEAR"
  | "STONE-AXE"
  | "HALBERD"
  | "KYLIN-BOW"
  | "EIGHT-DIAGRAMS"
  | "RENWANG"
  | "DILU"
  | "JUEYING"
  | "ZHUAHUANG"
  | "CHITU"
  | "DAYUAN"
  | "ZIXING";

export type CardType = "basic" | "trick" | "delayed" | "equip";
export type Slot = "weapon" | "armour" | "plus" | "minus";

export interface CardKind {
  name: CardName;
  /** what mails call it: `threekingdoms.card.<name in camelCase>` ("Slash", "Matar") */
  title: Msg;
  /**
   * its grammatical gender in the reader's language, `threekingdoms.gender.<name>` ("f", "m" or "n"): the
   * `gender` of a line that agrees with the card (a trick "cancelled", "anulada", "τη")
   */
  gender: Msg;
  type: CardType;
  slot?: Slot;
  /** attack range of a weapon */
  range?: number;
}

/** "BORROWED-SWORD" → "borrowedSword": the catalog ids of card names. */
export const camel = (code: string): string => code.toLowerCase().replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

const kind = (name: CardName, type: CardType, slot?: Slot, range?: number): CardKind => ({
  name,
  title: m(`threekingdoms.card.${camel(name)}`),
  gender: m(`threekingdoms.gender.${camel(name)}`),
  type,
  ...(slot ? { slot } : {}),
  ...(range ? { range } : {}),
});

/** A card's name in the reader's language. */
export const cardTitle = (name: CardName): Msg => KINDS[name].title;

/** A card's grammatical gender in the reader's language (a message that renders as f, m or n). */
export const cardGender = (name: CardName): Msg => KINDS[name].gender;

export const KINDS: Record<CardName, CardKind> = {
  SLASH: kind("SLASH", "basic"),
  DODGE: kind("DODGE", "basic"),
  PEACH: kind("PEACH", "basic"),
  WINE: kind("WINE", "basic"),
  DISMANTLE: kind("DISMANTLE", "trick"),
  SNATCH: kind("SNATCH", "trick"),
  DUEL: kind("DUEL", "trick"),
  "BORROWED-SWORD": kind("BORROWED-SWORD", "trick"),
  "EX-NIHILO": kind("EX-NIHILO", "trick"),
  NULLIFY: kind("NULLIFY", "trick"),
  INVASION: kind("INVASION", "trick"),
  BARRAGE: kind("BARRAGE", "trick"),
  "PEACH-GARDEN": kind("PEACH-GARDEN", "trick"),
  HARVEST: kind("HARVEST", "trick"),
  LIGHTNING: kind("LIGHTNING", "delayed"),
  INDULGENCE: kind("INDULGENCE", "delayed"),
  SHORTAGE: kind("SHORTAGE", "delayed"),
  CROSSBOW: kind("CROSSBOW", "equip", "weapon", 1),
  QINGGANG: kind("QINGGANG", "equip", "weapon", 2),
  "ICE-SWORD": kind("ICE-SWORD", "equip", "weapon", 2),
  "YIN-YANG": kind("YIN-YANG", "equip", "weapon", 2),
  "GREEN-DRAGON": kind("GREEN-DRAGON", "equip", "weapon", 3),
  "SERPENT-SPEAR": kind("SERPENT-SPEAR", "equip", "weapon", 3),
  "STONE-AXE": kind("STONE-AXE", "equip", "weapon", 3),
  HALBERD: kind("HALBERD", "equip", "weapon", 4),
  "KYLIN-BOW": kind("KYLIN-BOW", "equip", "weapon", 5),
  "EIGHT-DIAGRAMS": kind("EIGHT-DIAGRAMS", "equip", "armour"),
  RENWANG: kind("RENWANG", "equip", "armour"),
  DILU: kind("DILU", "equip", "plus"),
  JUEYING: kind("JUEYING", "equip", "plus"),
  ZHUAHUANG: kind("ZHUAHUANG", "equip", "plus"),
  CHITU: kind("CHITU", "equip", "minus"),
  DAYUAN: kind("DAYUAN", "equip", "minus"),
  ZIXING: kind("ZIXING", "equip", "minus"),
};

/** Names players may type instead of the canonical code name. */
const NAME_ALIASES: Record<string, CardName> = {
  NULLIFICATION: "NULLIFY",
  BORROW: "BORROWED-SWORD",
  BORROWEDSWORD: "BORROWED-SWORD",
  EXNIHILO: "EX-NIHILO",
  "BARBARIAN-INVASION": "INVASION",
  BARBARIANS: "INVASION",
  "ARROW-BARRAGE": "BARRAGE",
  ARROWS: "BARRAGE",
  PEACHGARDEN: "PEACH-GARDEN",
  "BOUNTIFUL-HARVEST": "HARVEST",
  "SUPPLY-SHORTAGE": "SHORTAGE",
  ICESWORD: "ICE-SWORD",
  YINYANG: "YIN-YANG",
  GREENDRAGON: "GREEN-DRAGON",
  SERPENTSPEAR: "SERPENT-SPEAR",
  STONEAXE: "STONE-AXE",
  "SKY-HALBERD": "HALBERD",
  KYLIN: "KYLIN-BOW",
  KYLINBOW: "KYLIN-BOW",
  EIGHTDIAGRAMS: "EIGHT-DIAGRAMS",
  "EIGHT-DIAGRAM": "EIGHT-DIAGRAMS",
  "RENWANG-SHIELD": "RENWANG",
  "QINGGANG-SWORD": "QINGGANG",
};

export interface CardDef {
  id: number;
  name: CardName;
  suit: Suit;
  rank: Rank;
  /** unique code as shown in hand listings, e.g. "SLASH-8S#2" */
  code: string;
  /** the code without its copy number, "SLASH-8S" (what a player may type for any copy) */
  base: string;
  /** true for the 4 EX cards of the standard edition */
  ex?: boolean;
  /** true for the Maneuvering additions */
  maneuvering?: boolean;
}

// name, suit, ranks ("x" marks an EX card)
const STANDARD: [CardName, Suit, string][] = [
  ["SLASH", "S", "7 8 8 9 9 10 10"],
  ["SLASH", "C", "2 3 4 5 6 7 8 8 9 9 10 10 J J"],
  ["SLASH", "H", "10 10 J"],
  ["SLASH", "D", "6 7 8 9 10 K"],
  ["DODGE", "H", "2 2 K"],
  ["DODGE", "D", "2 2 3 4 5 6 7 8 9 10 J J"],
  ["PEACH", "H", "3 4 6 7 8 9 Q"],
  ["PEACH", "D", "Q"],
  ["DISMANTLE", "S", "3 4 Q"],
  ["DISMANTLE", "C", "3 4"],
  ["DISMANTLE", "H", "Q"],
  ["SNATCH", "S", "3 4 J"],
  ["SNATCH", "D", "3 4"],
  ["DUEL", "S", "A"],
  ["DUEL", "C", "A"],
  ["DUEL", "D", "A"],
  ["BORROWED-SWORD", "C", "Q K"],
  ["EX-NIHILO", "H", "7 8 9 J"],
  ["NULLIFY", "S", "J"],
  ["NULLIFY", "C", "Q K"],
  ["NULLIFY", "D", "Qx"],
  ["INVASION", "S", "7 K"],
  ["INVASION", "C", "7"],
  ["BARRAGE", "H", "A"],
  ["PEACH-GARDEN", "H", "A"],
  ["HARVEST", "H", "3 4"],
  ["LIGHTNING", "S", "A"],
  ["LIGHTNING", "H", "Qx"],
  ["INDULGENCE", "S", "6"],
  ["INDULGENCE", "C", "6"],
  ["INDULGENCE", "H", "6"],
  ["CROSSBOW", "C", "A"],
  ["CROSSBOW", "D", "A"],
  ["QINGGANG", "S", "6"],
  ["ICE-SWORD", "S", "2x"],
  ["YIN-YANG", "S", "2"],
  ["GREEN-DRAGON", "S", "5"],
  ["SERPENT-SPEAR", "S", "Q"],
  ["STONE-AXE", "D", "5"],
  ["HALBERD", "D", "Q"],
  ["KYLIN-BOW", "H", "5"],
  ["EIGHT-DIAGRAMS", "S", "2"],
  ["EIGHT-DIAGRAMS", "C", "2"],
  ["RENWANG", "C", "2x"],
  ["DILU", "C", "5"],
  ["JUEYING", "S", "5"],
  ["ZHUAHUANG", "H", "K"],
  ["CHITU", "H", "5"],
  ["DAYUAN", "S", "K"],
  ["ZIXING", "D", "K"],
];

// The Maneuvering expansion's own suits and ranks for these two cards (5 Wine, 2 Supply Shortage).
const MANEUVERING: [CardName, Suit, string][] = [
  ["WINE", "S", "3 9"],
  ["WINE", "C", "3 9"],
  ["WINE", "D", "9"],
  ["SHORTAGE", "S", "10"],
  ["SHORTAGE", "C", "4"],
];

function build(maneuvering: boolean): CardDef[] {
  const out: CardDef[] = [];
  const seen = new Map<string, number>();
  const rows = maneuvering ? [...STANDARD, ...MANEUVERING] : STANDARD;
  for (const [name, suit, ranks] of rows) {
    for (const r of ranks.split(" ")) {
      const ex = r.endsWith("x");
      const rank = (ex ? r.slice(0, -1) : r) as Rank;
      const base = `${name}-${rank}${suit}`;
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      const def: CardDef = { id: out.length, name, suit, rank, code: n === 1 ? base : `${base}#${n}`, base };
      if (ex) def.ex = true;
      out.push(def);
    }
  }
  for (const d of out) if (d.name === "WINE" || d.name === "SHORTAGE") d.maneuvering = true;
  return out;
}

const TABLES = { standard: build(false), maneuvering: build(true) };

/** The deck table for a game: index = card id. */
export function deckTable(maneuvering: boolean): readonly CardDef[] {
  return maneuvering ? TABLES.maneuvering : TABLES.standard;
}

export const isRed = (c: CardDef): boolean => c.suit === "H" || c.suit === "D";
export const isBlack = (c: CardDef): boolean => c.suit === "S" || c.suit === "C";

/** Colour of a card used as a Slash from several cards (Serpent Spear): only when all agree. */
export function colourOf(cards: readonly CardDef[]): "red" | "black" | "none" {
  if (cards.length && cards.every(isRed)) return "red";
  if (cards.length && cards.every(isBlack)) return "black";
  return "none";
}

export const rankValue = (r: Rank): number => (r === "A" ? 1 : r === "J" ? 11 : r === "Q" ? 12 : r === "K" ? 13 : Number(r));

/** "SLASH-7S (7♠)" is too long for lists; mails show the code, judgements also the symbol. */
export const pip = (c: CardDef): string => `${c.rank}${SUIT_SYMBOL[c.suit]}`;

/**
 * Normalises what a player typed for a card: "slash-7s", "Slash-7♠", "nullification-js", "slash-8s#2".
 * Returns { base, copy } where base is "NAME-RANKSUIT" and copy the #n asked for (or null), or null
 * if it cannot be a card code.
 */
export function normaliseCode(text: string): { base: string; copy: number | null } | null {
  const known = NORMALISED.get(text);
  if (known) return known;
  const n = normalise(text);
  // the codes a game may meet are a few hundred spellings; the memo is emptied if odd input fills it
  if (n) {
    if (NORMALISED.size >= 4096) NORMALISED.clear();
    NORMALISED.set(text, n);
  }
  return n;
}

/**
 * normaliseCode's results by the text typed: the move search of random games and deadlines reads the
 * same codes back thousands of times a second (bench/threekingdoms.ts); a pure function of its text.
 */
const NORMALISED = new Map<string, { base: string; copy: number | null }>();

function normalise(text: string): { base: string; copy: number | null } | null {
  let t = text.trim().toUpperCase();
  let copy: number | null = null;
  const hash = /#(\d+)$/.exec(t);
  if (hash) {
    copy = Number(hash[1]);
    t = t.slice(0, hash.index);
  }
  const dash = t.lastIndexOf("-");
  if (dash <= 0) return null;
  const rawName = t.slice(0, dash).replace(/_/g, "-");
  const name = (KINDS as Record<string, CardKind>)[rawName]
    ? rawName
    : (NAME_ALIASES[rawName] ?? NAME_ALIASES[rawName.replace(/-/g, "")]);
  if (!name) return null;
  const rs = parseCard(t.slice(dash + 1));
  if (!rs || rs === "JESTER") return null;
  return { base: `${name}-${rs}`, copy };
}

export const baseCode = (c: CardDef): string => c.base;

/**
 * Finds the card a player means among `candidates` (ids): the exact copy if `#n` was typed, otherwise
 * any copy with that name, rank and suit.
 */
export function findCard(table: readonly CardDef[], text: string, candidates: readonly number[]): number | null {
  const n = normaliseCode(text);
  if (!n) return null;
  for (const id of candidates) {
    const c = table[id];
    if (n.copy !== null ? c.code === (n.copy === 1 ? n.base : `${n.base}#${n.copy}`) : baseCode(c) === n.base) return id;
  }
  return null;
}

export const looksLikeCode = (text: string): boolean => normaliseCode(text) !== null;
