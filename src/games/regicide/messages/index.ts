// Regicide's catalogs, one per language (ids `regicide.…`); the registry adds them when the engine registers.
import { mergeCatalogs, type Catalogs } from "../../../i18n/msg.ts";
import { el } from "./el.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { verbs } from "./verbs.ts";

export const messages: Catalogs = mergeCatalogs({ en, el, fr, es }, verbs);
