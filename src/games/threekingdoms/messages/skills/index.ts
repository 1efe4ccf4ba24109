// Three Kingdoms: the catalogs of the cards, generals and skills, one per language.
import type { Catalogs } from "../../../../i18n/msg.ts";
import el from "./el.ts";
import en from "./en.ts";
import es from "./es.ts";
import fr from "./fr.ts";

export const skillMessages: Catalogs = { en, el, fr, es };
