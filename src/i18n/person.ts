// Who a message speaks to. A line everyone reads (a game's public view, an event for every player and
// observer) speaks of the players in the third person ("Awaiting Ann: to take 10 damage"); a line for
// one reader may speak to them ("suffer 10 damage: DISCARD …"). The two are different ids. Which ids
// speak to their reader is read from the English catalog, not listed: an id whose English text says
// "you", "your", "yours" or "yourself" is second-person (the other languages follow the English one,
// tests/i18n/catalogs.test.ts). The public renderer (publicTranslator, below) refuses such an id,
// anywhere in what it renders, parameters included.
import { catalogs, patternOf, translator } from "./format.ts";
import { isMsg, type Lang, type Msg, type Param, type Said, type Translate } from "./msg.ts";

const YOU = /(^|[^\p{L}])(you|your|yours|yourself)([^\p{L}]|$)/iu;

/** Whether an id speaks to its reader (its English text says "you"): never in a public line. */
export function isSecondPerson(id: string): boolean {
  // kept with the catalogs it was read from (src/i18n/format.ts)
  const known = catalogs().derive("person", () => new Map<string, boolean>());
  let yes = known.get(id);
  if (yes === undefined) {
    // a placeholder is not a word of the text ("{you}" would be a parameter's name)
    const text = (patternOf("en", id) ?? "").replace(/\{\s*\w+\s*\}/g, " ");
    yes = YOU.test(text);
    known.set(id, yes);
  }
  return yes;
}

/** Every id in what is said: the message itself and every message among its parameters. */
export function idsIn(said: Param | Said | undefined, into: string[] = []): string[] {
  if (said === null || said === undefined || typeof said !== "object") return into;
  if (Array.isArray(said)) {
    for (const x of said) idsIn(x, into);
    return into;
  }
  if (isMsg(said)) {
    into.push(said.id);
    for (const v of Object.values(said.p ?? {})) idsIn(v, into);
    return into;
  }
  const o = said as { and?: readonly Param[]; or?: readonly Param[] };
  for (const x of o.and ?? o.or ?? []) idsIn(x, into);
  return into;
}

/**
 * The ids a decision is asked with (each pending decision's `what`, said to the player who must
 * decide): private, whatever their words. An imperative ("suffer 10 damage: DISCARD …") has no "you"
 * and still speaks to its reader. Only the sentences themselves, not their parameters: a card's name
 * or "{card} on {target}" inside an instruction may be said to everyone too.
 */
export function askIds(pending: ReadonlyArray<{ what: Said }>): Set<string> {
  return new Set(pending.flatMap((p) => (Array.isArray(p.what) ? p.what : [p.what]).map((x: Msg) => x.id)));
}

/** The second-person ids in what is said (`asked`: the ids of decisions asked, also refused). */
export function secondPersonIds(said: Param | Said | undefined, asked: ReadonlySet<string> = new Set()): string[] {
  return idsIn(said).filter((id) => isSecondPerson(id) || asked.has(id));
}

/** Thrown by the public renderer on a second-person id: a programming error, found by the tests. */
export class SecondPersonInPublic extends Error {
  constructor(readonly ids: string[]) {
    super(`second-person message in a public line: ${ids.join(", ")}`);
  }
}

/**
 * What renders a public line: the language's translator, refusing every second-person id and every id
 * of a decision asked (`asked`, from askIds of the game's pending decisions).
 */
export function publicTranslator(lang: Lang, asked: ReadonlySet<string> = new Set()): Translate {
  const t = translator(lang);
  return (id, p) => {
    const bad = secondPersonIds({ id, p }, asked);
    if (bad.length) throw new SecondPersonInPublic(bad);
    return t(id, p);
  };
}
