// Cards in the reader's words. A card is said three ways, each a message rendered in the reader's
// language (English keeps the code, so an English mail reads exactly as before):
//  - named (`threekingdoms.cards.named`): "Matar 7♣" — in events and views, where nobody types it;
//  - named with its code (`threekingdoms.cards.typed`): "Matar 7♣ (MATAR-7C)" — where the reader picks a
//    card to type (their hand, the cards a question offers);
//  - the code alone (`threekingdoms.cards.code`): "MATAR-7C" — inside a command shown to be typed.
// A card's code in a language is its name there in capitals, accents and the horses' "(+1 horse)" left
// out, spaces as dashes, then the rank and the suit's letter as in the English code: MATAR-7C,
// ESPADA-PRESTADA-QC, ΧΤΥΠΗΜΑ-7C. The parser reads every language's codes (localCardName), so a player
// types the code shown to them, in any case, with or without accents.
import { m, type Catalog, type Catalogs, type Msg } from "../../../i18n/msg.ts";
import { skillMessages } from "../messages/skills/index.ts";
import { type CardDef, type CardName, KINDS, camel, pip } from "./cards.ts";

/** A word as typed words are compared: upper case, accents dropped, anything but letters and digits a dash. */
export function wordKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/** A card name's code word in a language: "Dilu (caballo +1)" → "DILU", "Espada prestada" → "ESPADA-PRESTADA". */
const codeWord = (name: string): string => wordKey(name.replace(/\(.*\)/, ""));

const NAMES = Object.keys(KINDS) as CardName[];

/** Each card's code word per language (`threekingdoms.cardWord.<camel>`): English keeps the code's own name. */
export const cardWords: Catalogs = Object.fromEntries(
  Object.entries(skillMessages).map(([lang, cat]) => [
    lang,
    Object.fromEntries(
      NAMES.map((n) => {
        const name = (cat as Catalog)[`threekingdoms.card.${camel(n)}`];
        return [`threekingdoms.cardWord.${camel(n)}`, lang === "en" || !name ? n : codeWord(name)];
      }),
    ),
  ]),
) as Catalogs;

/** Every language's code word → the card's name (the English code's). */
const LOCAL = new Map<string, CardName>();
for (const cat of Object.values(cardWords))
  for (const n of NAMES) {
    const w = (cat as Catalog)[`threekingdoms.cardWord.${camel(n)}`];
    if (!LOCAL.has(w)) LOCAL.set(w, n);
  }

/** The card a code word names in any language ("MATAR", "matar", "Χτύπημα"), or undefined. */
export const localCardName = (word: string): CardName | undefined => LOCAL.get(wordKey(word));

/** The English code for a card code typed in any language ("matar-7c" → "SLASH-7C"); other words as they are. */
export function englishCode(word: string): string {
  const hash = word.indexOf("#");
  const body = hash >= 0 ? word.slice(0, hash) : word;
  const dash = body.lastIndexOf("-");
  if (dash <= 0) return word;
  const name = LOCAL.get(wordKey(body.slice(0, dash)));
  if (!name || name === wordKey(body.slice(0, dash))) return word;
  return `${name}-${body.slice(dash + 1).toUpperCase()}${hash >= 0 ? word.slice(hash) : ""}`;
}

interface Said3 {
  ref: Msg;
  typed: Msg;
  code: Msg;
}

/** Built once per card (messages are never changed once made): events name cards thousands of times a game. */
const SAID = new WeakMap<CardDef, Said3>();

function said(c: CardDef): Said3 {
  let s = SAID.get(c);
  if (!s) {
    const p = {
      code: c.code,
      name: KINDS[c.name].title,
      pip: pip(c),
      word: m(`threekingdoms.cardWord.${camel(c.name)}`),
      rs: `${c.rank}${c.suit}`,
    };
    s = {
      ref: m("threekingdoms.cards.named", p),
      typed: m("threekingdoms.cards.typed", p),
      code: m("threekingdoms.cards.code", p),
    };
    SAID.set(c, s);
  }
  return s;
}

/** A card named in the reader's language ("Matar 7♣"; English: the code). */
export const refOf = (c: CardDef): Msg => said(c).ref;
/** A card named with the code the reader types for it ("Matar 7♣ (MATAR-7C)"; English: the code). */
export const typedOf = (c: CardDef): Msg => said(c).typed;
/** The code a reader types for a card, in their language ("MATAR-7C"; English: the code). */
export const codeOf = (c: CardDef): Msg => said(c).code;
