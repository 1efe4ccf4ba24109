// Verbs as native players type them (docs/languages.md, "Verbs in the players' languages"): for each
// language a table of the forms grammar gives a verb — infinitive, imperative (tu/vous, εσύ/εσείς,
// tú), first person, the usual synonyms, the plural nouns that ask for a list, the words Herald's own
// texts use —, written as people write them (lower case, accents dropped or not, a pronoun before the
// verb), each read as its command; the words a move takes (TOUT, BOUFFON), Greek look-alike letters in
// card codes, a game named by its title; no word of one language naming two verbs of one game; and
// suggestions that point to the verb the reader meant, never to its opposite.
import { describe, expect, it } from "vitest";
import { Games } from "../../src/games/registry.ts";
import { GAMES } from "../../src/games/index.ts";
import { LANGUAGES, type Lang } from "../../src/i18n/msg.ts";
import {
  canonicalLine,
  canonicalVerb,
  nearestVerbs,
  shownVerb,
  verbKey,
  verbLanguage,
  verbsOf,
  type VerbPart,
} from "../../src/i18n/verbs.ts";

const games = new Games(GAMES);

/** [what the player typed, the game it is about (null: a service command), the English line it reads as] */
type Row = [string, string | null, string];

const FRENCH: Row[] = [
  ["aide", null, "HELP"],
  ["Aidez-moi", null, "HELP"],
  ["AIDE-MOI", null, "HELP"],
  ["inscrire Chloé", null, "REGISTER Chloé"],
  ["Inscris Chloé", null, "REGISTER Chloé"],
  ["parties", null, "LIST"],
  ["Lister", null, "LIST"],
  ["jeu trente-1", null, "GAME trente-1"],
  ["créer trente", null, "CREATE trente"],
  ["Crée regicide", null, "CREATE regicide"],
  ["CREEZ regicide", null, "CREATE regicide"],
  ["rejoindre trente-1", null, "JOIN trente-1"],
  ["Rejoins trente-1", null, "JOIN trente-1"],
  ["Je rejoins trente-1.", null, "JOIN trente-1"],
  ["Je rejoins la partie trente-1", null, "JOIN trente-1"],
  ["participer trente-1", null, "JOIN trente-1"],
  ["démarrer trente-1", null, "START trente-1"],
  ["Démarre trente-1", null, "START trente-1"],
  ["LANCER trente-1", null, "START trente-1"],
  ["Lance trente-1", null, "START trente-1"],
  ["commence trente-1", null, "START trente-1"],
  ["débuter trente-1", null, "START trente-1"],
  ["statut", null, "STATUS"],
  ["quitter trente-1", null, "RESIGN trente-1"],
  ["J’abandonne trente-1", null, "RESIGN trente-1"],
  ["Je quitte trente-1", null, "RESIGN trente-1"],
  ["regarder trente-1", null, "OBSERVE trente-1"],
  ["suspendre trente-1", null, "PAUSE trente-1"],
  ["reprends trente-1", null, "RESUME trente-1"],
  ["continuer trente-1", null, "RESUME trente-1"],
  ["annule trente-1", null, "CANCEL trente-1"],
  ["échéance trente-1 48h", null, "DEADLINE trente-1 48h"],
  ["ECHEANCE trente-1 48h", null, "DEADLINE trente-1 48h"],
  ["expulser trente-1 Amélie", null, "KICK trente-1 Amélie"],
  ["remplace trente-1 Amélie a@b.c", null, "REPLACE trente-1 Amélie a@b.c"],
  ["renomme Chloé", null, "RENAME Chloé"],
  ["déconnecter", null, "LOGOUT"],
  ["clef", null, "KEY"],
  ["revenir trente-1 1", null, "ROLLBACK trente-1 1"],
  ["envoyer", null, "UPLOAD"],
  ["jouer 9H", "regicide", "PLAY 9H"],
  ["Je joue 9H", "regicide", "PLAY 9H"],
  ["JOUER bouffon", "regicide", "PLAY JESTER"],
  ["défausse 5S", "regicide", "DISCARD 5S"],
  ["Je passe", "regicide", "YIELD"],
  ["passe", "threekingdoms", "PASS"],
  ["écarter 6 6", "trente", "KEEP 6 6"],
  ["Écarte 6", "trente", "KEEP 6"],
  ["garde 5 6", "trente", "KEEP 5 6"],
  ["POLITIQUE tout", "trente", "POLICY ALL"],
  ["politique 6 5 sinon bas", "trente", "POLICY 6 5 ELSE LOW"],
  ["capacité", "threekingdoms", "SKILL"],
  ["choisis 2", "threekingdoms", "CHOOSE 2"],
  ["réponds DODGE-2H", "threekingdoms", "RESPOND DODGE-2H"],
  ["terminé", "threekingdoms", "DONE"],
  ["AUTO esquive", "threekingdoms", "AUTO DODGE"],
  ["Auto arrêt esquiver", "threekingdoms", "Auto OFF DODGE"],
  ["AUTO jamais-annuler", "threekingdoms", "AUTO NEVER-NULLIFY"],
  ["AUTO liste", "threekingdoms", "AUTO LIST"],
  ["AUTO POLITIQUE tout", "trente", "AUTO POLICY ALL"],
  ["automatique effacer", "trente", "AUTO CLEAR"],
  // Killer: a player reports, the secret-keeper records (the words after the verb too: TOUR, ACCEPTE)
  ["cible", "killer", "TARGET"],
  ["tué Rome tour 42", "killer", "KILLED Rome TURN 42"],
  ["éliminé Rome T42", "killer", "KILLED Rome T42"],
  ["détruit Rome 42", "killer", "KILLED Rome 42"],
  ["nul accepte", "killer", "NULL AGREE"],
  ["NUL refuser", "killer", "NULL REFUSE"],
  ["classement", "killer", "RANKS"],
  ["Je confirme r3", "killer", "CONFIRM r3"],
  ["rejette r3", "killer", "REJECT r3"],
  ["tuer Rome Carthage tour 7", "killer", "KILL Rome Carthage TURN 7"],
  ["corrige Rome Carthage tour 7", "killer", "AMEND Rome Carthage TURN 7"],
  ["défais Carthage", "killer", "UNDO Carthage"],
  ["tour 12", "killer", "TURN 12"],
  ["puissance tour 12 Rome Carthage=Sparte", "killer", "POWER TURN 12 Rome Carthage=Sparte"],
  ["rapport", "killer", "REPORT"],
  ["terminer", "killer", "FINISH"],
  ["révise Rome Carthage", "killer", "REVISE Rome Carthage"],
];

const SPANISH: Row[] = [
  ["ayuda", null, "HELP"],
  ["Ayúdame", null, "HELP"],
  ["REGISTRAR Pablo", null, "REGISTER Pablo"],
  ["registrarme Pablo", null, "REGISTER Pablo"],
  ["inscribirme Pablo", null, "REGISTER Pablo"],
  ["partidas", null, "LIST"],
  ["Juegos", null, "LIST"],
  ["partida trente-1", null, "GAME trente-1"],
  ["crear tresreinos", null, "CREATE tresreinos"],
  ["Crea trente", null, "CREATE trente"],
  ["unirme trente-1", null, "JOIN trente-1"],
  ["Únete trente-1", null, "JOIN trente-1"],
  ["entrar trente-1", null, "JOIN trente-1"],
  ["Entro trente-1", null, "JOIN trente-1"],
  ["apuntarme trente-1", null, "JOIN trente-1"],
  ["Me apunto a trente-1", null, "JOIN trente-1"],
  ["Yo entro en trente-1", null, "JOIN trente-1"],
  ["iniciar trente-1", null, "START trente-1"],
  ["Empieza trente-1", null, "START trente-1"],
  ["comenzar trente-1", null, "START trente-1"],
  ["arranca trente-1", null, "START trente-1"],
  ["situación", null, "STATUS"],
  ["abandono trente-1", null, "RESIGN trente-1"],
  ["salir trente-1", null, "RESIGN trente-1"],
  ["Me rindo", null, "RESIGN"],
  ["observa trente-1", null, "OBSERVE trente-1"],
  ["historia trente-1", null, "HISTORY trente-1"],
  ["pausar trente-1", null, "PAUSE trente-1"],
  ["continúa trente-1", null, "RESUME trente-1"],
  ["reanuda trente-1", null, "RESUME trente-1"],
  ["anular trente-1", null, "CANCEL trente-1"],
  ["cancela trente-1", null, "CANCEL trente-1"],
  ["límite trente-1 48h", null, "DEADLINE trente-1 48h"],
  ["echar trente-1 Javi", null, "KICK trente-1 Javi"],
  ["sustituir trente-1 Javi j@k.l", null, "REPLACE trente-1 Javi j@k.l"],
  ["renombra Pablo", null, "RENAME Pablo"],
  ["llave", null, "KEY"],
  ["fichero", null, "FILE"],
  ["mensaje trente-1 TO ALL hola", null, "PRESS trente-1 TO ALL hola"],
  ["adjuntar", null, "UPLOAD"],
  ["juego 9H", "regicide", "PLAY 9H"],
  ["Yo juego 9H", "regicide", "PLAY 9H"],
  ["juega bufón", "regicide", "PLAY JESTER"],
  ["descarto 5S", "regicide", "DISCARD 5S"],
  ["paso", "regicide", "YIELD"],
  ["voltea", "regicide", "FLIP"],
  ["terminar", "threekingdoms", "DONE"],
  ["termino", "threekingdoms", "DONE"],
  ["elijo 2", "threekingdoms", "CHOOSE 2"],
  ["escoge 2", "threekingdoms", "CHOOSE 2"],
  ["respondo DODGE-2H", "threekingdoms", "RESPOND DODGE-2H"],
  ["guardo 6 6", "trente", "KEEP 6 6"],
  ["aparta 6", "trente", "KEEP 6"],
  ["política todo", "trente", "POLICY ALL"],
  ["estrategia 6 sino bajo", "trente", "POLICY 6 ELSE LOW"],
  ["AUTO esquivar", "threekingdoms", "AUTO DODGE"],
  ["auto destello", "threekingdoms", "auto DODGE"],
  ["AUTO desactivar matar", "threekingdoms", "AUTO OFF SLASH"],
  ["AUTO nunca-anular", "threekingdoms", "AUTO NEVER-NULLIFY"],
  ["AUTO política todo", "trente", "AUTO POLICY ALL"],
  ["AUTO borrar", "trente", "AUTO CLEAR"],
  ["objetivo", "killer", "TARGET"],
  ["maté Roma turno 42", "killer", "KILLED Roma TURN 42"],
  ["Destruí Roma turno 42", "killer", "KILLED Roma TURN 42"],
  ["nulo acepto", "killer", "NULL AGREE"],
  ["nulo rechazo", "killer", "NULL REFUSE"],
  ["clasificación", "killer", "RANKS"],
  ["confirmo r3", "killer", "CONFIRM r3"],
  ["rechaza r3", "killer", "REJECT r3"],
  ["matar Roma Cartago turno 7", "killer", "KILL Roma Cartago TURN 7"],
  ["corregir Roma Cartago turno 7", "killer", "AMEND Roma Cartago TURN 7"],
  ["deshacer Cartago", "killer", "UNDO Cartago"],
  ["turno 12", "killer", "TURN 12"],
  ["poder turno 12 Roma Cartago=Esparta", "killer", "POWER TURN 12 Roma Cartago=Esparta"],
  ["finalizar", "killer", "FINISH"],
];

const GREEK: Row[] = [
  ["βοήθεια", null, "HELP"],
  ["Βοήθησε", null, "HELP"],
  ["ΒΟΗΘΗΣΤΕ", null, "HELP"],
  ["εγγραφή Νίκος", null, "REGISTER Νίκος"],
  ["Εγγράφομαι Νίκος", null, "REGISTER Νίκος"],
  ["παιχνίδια", null, "LIST"],
  ["ΠΑΡΤΙΔΕΣ", null, "LIST"],
  ["κατάλογος", null, "LIST"],
  ["παρτίδα trente-1", null, "GAME trente-1"],
  ["φτιάξε trente", null, "CREATE trente"],
  ["δημιούργησε τριάντα", null, "CREATE τριάντα"],
  ["Δημιουργώ regicide", null, "CREATE regicide"],
  ["συμμετέχω trente-1", null, "JOIN trente-1"],
  ["Μπαίνω trente-1", null, "JOIN trente-1"],
  ["Εγώ μπαίνω στο trente-1", null, "JOIN trente-1"],
  ["μπες trente-1", null, "JOIN trente-1"],
  ["ξεκίνα trente-1", null, "START trente-1"],
  ["Ξεκίνησε trente-1", null, "START trente-1"],
  ["ξεκινάμε trente-1", null, "START trente-1"],
  ["άρχισε trente-1", null, "START trente-1"],
  ["κατάσταση", null, "STATUS"],
  ["φεύγω trente-1", null, "RESIGN trente-1"],
  ["Αποχωρώ trente-1", null, "RESIGN trente-1"],
  ["παραιτούμαι trente-1", null, "RESIGN trente-1"],
  ["παρακολουθώ trente-1", null, "OBSERVE trente-1"],
  ["θεατής trente-1", null, "OBSERVE trente-1"],
  ["συνέχισε trente-1", null, "RESUME trente-1"],
  ["ακύρωσε trente-1", null, "CANCEL trente-1"],
  ["ακυρώνω trente-1", null, "CANCEL trente-1"],
  ["διορία trente-1 48h", null, "DEADLINE trente-1 48h"],
  ["διώξε trente-1 Ελένη", null, "KICK trente-1 Ελένη"],
  ["αντικατάστησε trente-1 Ελένη e@f.g", null, "REPLACE trente-1 Ελένη e@f.g"],
  ["απουσία trente-1 3", null, "VACATION trente-1 3"],
  ["μετονόμασε Νίκος", null, "RENAME Νίκος"],
  ["αποσυνδέσου", null, "LOGOUT"],
  ["επαναφορά trente-1 1", null, "ROLLBACK trente-1 1"],
  ["ανέβασε", null, "UPLOAD"],
  ["παίζω 9H", "regicide", "PLAY 9H"],
  ["ΠΑΙΞΕ 9Η", "regicide", "PLAY 9H"], // a Greek Eta
  ["παίξε κη", "regicide", "PLAY KH"], // Greek Kappa and Eta
  ["Εγώ παίζω 9H", "regicide", "PLAY 9H"],
  ["παίξε γελωτοποιός", "regicide", "PLAY JESTER"],
  ["πέταξε 5S", "regicide", "DISCARD 5S"],
  ["πασάρω", "regicide", "YIELD"],
  ["γύρισε", "regicide", "FLIP"],
  ["τελείωσα", "threekingdoms", "DONE"],
  ["διαλέγω 2", "threekingdoms", "CHOOSE 2"],
  ["επιλέγω 2", "threekingdoms", "CHOOSE 2"],
  ["απαντώ DODGE-2H", "threekingdoms", "RESPOND DODGE-2H"],
  ["κρατάω 6 6", "trente", "KEEP 6 6"],
  ["κράτησε 6", "trente", "KEEP 6"],
  ["πολιτική όλα", "trente", "POLICY ALL"],
  ["στρατηγική 6 αλλιώς χαμηλά", "trente", "POLICY 6 ELSE LOW"],
  ["AUTO αποφυγή", "threekingdoms", "AUTO DODGE"],
  ["AUTO σταμάτα χτύπημα", "threekingdoms", "AUTO OFF SLASH"],
  ["AUTO ποτέ-ακύρωση", "threekingdoms", "AUTO NEVER-NULLIFY"],
  ["AUTO λίστα", "threekingdoms", "AUTO LIST"],
  ["AUTO πολιτική όλα", "trente", "AUTO POLICY ALL"],
  ["AUTO καθάρισε", "trente", "AUTO CLEAR"],
  ["στόχος", "killer", "TARGET"],
  ["σκότωσα Rome γύρος 42", "killer", "KILLED Rome TURN 42"],
  ["Κατέστρεψα Rome γύρο 42", "killer", "KILLED Rome TURN 42"],
  ["άκυρο συμφωνώ", "killer", "NULL AGREE"],
  ["ισοπαλία αρνούμαι", "killer", "NULL REFUSE"],
  ["κατάταξη", "killer", "RANKS"],
  ["επιβεβαιώνω r3", "killer", "CONFIRM r3"],
  ["απόρριψε r3", "killer", "REJECT r3"],
  ["φόνος Rome Carthage γύρος 7", "killer", "KILL Rome Carthage TURN 7"],
  ["διόρθωσε Rome Carthage γύρος 7", "killer", "AMEND Rome Carthage TURN 7"],
  ["αναίρεσε Carthage", "killer", "UNDO Carthage"],
  ["γύρος 12", "killer", "TURN 12"],
  ["ισχύς γύρος 12 Rome Carthage=Sparta", "killer", "POWER TURN 12 Rome Carthage=Sparta"],
  ["τερμάτισε", "killer", "FINISH"],
];

const TABLES: Array<[Lang, Row[]]> = [
  ["fr", FRENCH],
  ["es", SPANISH],
  ["el", GREEK],
];

describe("verbs as native players type them", () => {
  it.each(TABLES)("%s: at least 40 forms, each read as its command", (_lang, rows) => {
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const wrong = rows.flatMap(([typed, kind, english]) => {
      const got = canonicalLine(typed, kind);
      return got === english ? [] : [`${typed} (${kind ?? "service"}) → ${got}, not ${english}`];
    });
    expect(wrong).toEqual([]);
  });

  it.each(TABLES)("%s: each move read is one its game's parser takes (AUTO's rules and Killer's words too)", (_lang, rows) => {
    const refused = rows.flatMap(([typed, kind]) => {
      if (!kind) return [];
      const r = games.find(kind)!.parse(canonicalLine(typed, kind));
      return r?.ok ? [] : [`${typed} (${kind}): ${JSON.stringify(r)}`];
    });
    expect(refused).toEqual([]);
  });

  it.each(TABLES)("%s: a mail of such verbs tells its language", (lang, rows) => {
    const kinds = games.all().map((e) => e.kind);
    // the verbs English or another language shares say nothing alone; the table's own words do, together
    expect(
      verbLanguage(
        rows.map(([typed]) => typed),
        kinds,
      ),
    ).toBe(lang);
  });

  it("a game is named by its title in any language", () => {
    expect(games.find("tresreinos")?.kind).toBe("threekingdoms");
    expect(games.find("TroisRoyaumes")?.kind).toBe("threekingdoms");
    expect(games.find("Τριάντα")?.kind).toBe("trente");
    expect(games.find("βασιλοκτονία")?.kind).toBe("regicide");
    expect(games.find("relais")?.kind).toBe("relay");
    expect(games.find("nothing")).toBeUndefined();
  });

  it("a pronoun before a word that is no verb is kept as written: prose, or the ME command", () => {
    expect(canonicalLine("Je pense que oui", null)).toBe("Je pense que oui");
    expect(canonicalLine("Me gustaría jugar", null)).toBe("Me gustaría jugar");
    expect(canonicalLine("Yo", null)).toBe("ME");
    expect(canonicalLine("εγώ", null)).toBe("ME");
  });

  it("look-alike letters are read as Latin only in a move's codes, never in a word or a service line", () => {
    expect(canonicalLine("ΠΑΙΞΕ 10Η 9Κ", "regicide")).toBe("PLAY 10H 9K");
    expect(canonicalLine("ΠΑΙΞΕ ΠΕΝΤΕ", "regicide")).toBe("PLAY ΠΕΝΤΕ"); // a Greek word stays Greek
    expect(canonicalLine("ΜΗΝΥΜΑ trente-1 TO ALL ΚΑΙ 9Η", null)).toBe("PRESS trente-1 TO ALL ΚΑΙ 9Η"); // a press is text
  });
});

describe("no form names two verbs, and suggestions lead to the verb meant", () => {
  /** Every word of every language of the owners read together, with the verbs it names. */
  const clashes = (owners: string[], part: VerbPart) => {
    const by = new Map<string, Set<string>>();
    for (const o of owners)
      for (const v of verbsOf(o, part))
        for (const l of LANGUAGES) for (const w of v.words[l]) by.set(verbKey(w), (by.get(verbKey(w)) ?? new Set()).add(v.verb));
    return [...by].filter(([, verbs]) => verbs.size > 1).map(([k, verbs]) => `${k}: ${[...verbs].join(", ")}`);
  };

  it("within the service and each game, verbs and move words alike", () => {
    expect(clashes(["core"], "verb")).toEqual([]);
    for (const e of games.all()) {
      expect(clashes(["core", e.kind], "verb"), e.kind).toEqual([]);
      expect(clashes([e.kind], "word"), e.kind).toEqual([]);
      expect(clashes(["core", e.kind], "rule"), e.kind).toEqual([]); // the words after AUTO
    }
  });

  it("the misleading suggestions of old: LANCER is START, PASSE is the game's pass, PARTIES the list", () => {
    expect(canonicalVerb("LANCER")).toBe("START");
    expect(nearestVerbs("LANCERR", null, "fr")[0]).toBe("COMMENCER (START)");
    expect(nearestVerbs("LANCERR", null, "fr")).not.toContain("ANNULER (CANCEL)");
    expect(canonicalVerb("PASSE", "regicide")).toBe("YIELD");
    expect(canonicalVerb("PASSE", "threekingdoms")).toBe("PASS");
    expect(nearestVerbs("PASSEE", "regicide", "fr")[0]).toBe("PASSER (YIELD)");
    expect(canonicalVerb("PARTIES")).toBe("LIST");
    expect(canonicalVerb("PARTIDAS")).toBe("LIST");
    expect(canonicalVerb("ΠΑΙΧΝΙΔΙΑ")).toBe("LIST");
    expect(canonicalVerb("ÉCHÉANCE")).toBe("DEADLINE");
    expect(canonicalVerb("CAPACITÉ", "threekingdoms")).toBe("SKILL");
    expect(canonicalVerb("TERMINAR", "threekingdoms")).toBe("DONE");
  });

  it("a verb's word typed with a letter too many suggests that verb first", () => {
    const wrong: string[] = [];
    for (const kind of [null, ...games.all().map((e) => e.kind)])
      for (const v of verbsOf(kind ?? "core"))
        for (const l of LANGUAGES)
          for (const w of v.words[l]) {
            const typo = verbKey(w) + verbKey(w).at(-1)!;
            if (verbKey(w).length < 5 || canonicalVerb(typo, kind)) continue;
            const first = nearestVerbs(typo, kind, l)[0];
            if (first !== shownVerb(v, l)) wrong.push(`${typo} (${kind ?? "service"}, ${l}) → ${first}, not ${shownVerb(v, l)}`);
          }
    expect(wrong).toEqual([]);
  });
});
