// The relay's verb as players type it in each language (src/i18n/verbs.ts turns any of them into the
// English verb the game's parser reads; the first word of a language is the one its readers are shown).
import type { Catalogs } from "../../../i18n/msg.ts";

export const verbs: Catalogs = {
  en: { "relay.verb.order": "ORDER", "relay.verb.skip": "SKIP" },
  el: { "relay.verb.order": "ΣΕΙΡΑ", "relay.verb.skip": "ΠΑΡΑΛΕΙΨΗ ΠΑΡΑΛΕΙΨΕ ΠΑΣΟ" },
  fr: { "relay.verb.order": "ORDRE ORDONNER", "relay.verb.skip": "PASSER PASSE PASSEZ" },
  es: { "relay.verb.order": "ORDEN ORDENAR", "relay.verb.skip": "SALTAR SALTA SALTO PASO" },
};
