// The wordings a native reader marked as the worst of the 2026-12-07 sample (Greek, French and Spanish,
// each with "Close behind"), kept out of every catalog of that language: each fragment is the text a
// reader received, which the catalogs now say another way (the better wording is the reader's).
import { describe, expect, it } from "vitest";
import { GAMES } from "../../src/games/index.ts";
import { Games } from "../../src/games/registry.ts";
import { messageIds, patternOf } from "../../src/i18n/format.ts";
import type { Lang } from "../../src/i18n/msg.ts";

new Games(GAMES);

/** [language, a fragment as received, what a reader would say instead] */
export const RECEIVED: Array<[Lang, string, string]> = [
  ["el", "από ο διαχειριστής", "με απόφαση του διαχειριστή"],
  ["el", "επιτίθεται σε {name}", "στόχος: {name}"],
  ["el", "Είσαι ο οικοδεσπότης.", "Εσύ οργανώνεις την παρτίδα."],
  ["el", "τα φυλάει οι", "φυλάσσονται από:"],
  ["el", "εχθρούς νικήθηκαν", "Νικήθηκαν # από τους 12 εχθρούς"],
  ["el", "τον θερμός", "τον θερμό προπονητή"],
  ["el", "{name}: βάζει", "{name} βάζει"],
  ["el", "μαντεμένη", "από τα μηνύματά σου"],
  ["fr", "dites", "indique (the informal register)"],
  ["fr", "Commandes (en anglais)", "Commandes (en français ou en anglais)"],
  ["fr", "Lancé :", "Lancer :"],
  ["fr", "par lancé", "par lancer"],
  ["fr", "après avoir vaincu", "avec # ennemis vaincus"],
  ["fr", "Ce que toi seul vois", "Visible par toi uniquement"],
  ["fr", "devant soi", "est posée devant {name}"],
  ["fr", "Au délai", "À l’échéance"],
  ["fr", "entraîneur", "capitaine de l’équipe rouge / bleue"],
  ["fr", "Fenêtre d’Annulation", "Annulation possible"],
  ["fr", "à {name} : {name} perd", "Il manque 2 à Amélie, qui perd 2 points"],
  ["es", "el maestro", "el Señor"],
  ["es", "Se espera a:", "Esperando:"],
  ["es", "una ventana de Anulación", "posible Anulación de"],
  ["es", "Jugado contra él", "Cartas jugadas contra él"],
  ["es", "para sufrir", "para cubrir"],
  ["es", "Three Kingdoms (Sanguosha)", "Tres Reinos (Sanguosha)"],
  ["es", "Invasión bárbara", "Invasión Nanman"],
  ["es", "Jardín de melocotones", "Jardín de Taoyuan"],
  ["es", "PASS y recibe", "PASS para recibir"],
  ["es", "que eligen cada uno", "que deben elegir"],
  ["es", "es derrotado", "queda derrotado"],
  ["es", "orden desconocida", "comando desconocido"],
];

/** Every catalog line of `lang` that still holds a fragment as it was received. */
export function stillReceived(rows: typeof RECEIVED, patterns: (lang: Lang) => Array<[string, string]>): string[] {
  return rows.flatMap(([lang, was, better]) =>
    patterns(lang)
      .filter(([, p]) => p.includes(was))
      .map(([id]) => `${id} (${lang}) still says "${was}" (better: ${better})`),
  );
}

const registered = (lang: Lang): Array<[string, string]> => messageIds(lang).map((id) => [id, patternOf(lang, id)!]);

describe("the sample's worst wordings", () => {
  it("are said no more in any catalog of their language", () => {
    expect(stillReceived(RECEIVED, registered)).toEqual([]);
  });

  it("a wording put back is found (planted)", () => {
    const planted = (lang: Lang): Array<[string, string]> =>
      lang === "es" ? [["threekingdoms.waitingMany", "{names}, que eligen cada uno"]] : [];
    expect(stillReceived(RECEIVED, planted)).toEqual([
      'threekingdoms.waitingMany (es) still says "que eligen cada uno" (better: que deben elegir)',
    ]);
  });
});
