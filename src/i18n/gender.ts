// A player's grammatical gender, as they state it with GENDER (src/commands/lifecycle.ts). Greek, French
// and Spanish make articles, adjectives and participles agree with the person a line is about ("Η Ελένη
// μπήκε", "Lucía ha sido expulsada"); English needs nothing. A line about a player takes a `gender`
// parameter beside the name and chooses with ICU `{gender, select, f {…} m {…} other {…}}`: `other` is the
// neutral wording, for a player who stated none (tests/i18n/gender.test.ts checks the catalogs). This file
// is the words GENDER accepts; the parameter itself (`Gender`, `genderOf`) is a message's, in msg.ts.
import type { Gender } from "./msg.ts";

/** The words GENDER accepts, in every language Herald speaks (accents optional). */
const WORDS: Record<Gender, string[]> = {
  f: [
    "f",
    "feminine",
    "female",
    "θ",
    "θηλυκό",
    "θηλυκο",
    "γυναίκα",
    "féminin",
    "féminine",
    "femme",
    "femenino",
    "femenina",
    "mujer",
  ],
  m: ["m", "masculine", "male", "α", "αρσενικό", "άνδρας", "άντρας", "masculin", "homme", "masculino", "hombre"],
  n: ["n", "none", "neutral", "neuter", "ο", "ουδέτερο", "κανένα", "neutre", "aucun", "neutro", "ninguno"],
};

const bare = (w: string): string => w.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** A stated gender from what a player typed, or null when it is none of the words above. */
export function parseGender(word: string): Gender | null {
  const w = bare(word.trim());
  for (const [g, words] of Object.entries(WORDS) as Array<[Gender, string[]]>) if (words.some((x) => bare(x) === w)) return g;
  return null;
}
