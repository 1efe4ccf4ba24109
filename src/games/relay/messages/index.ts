// The relay's catalogs, one per language (the registry adds them when the engine registers).
import type { Catalogs } from "../../../i18n/msg.ts";
import el from "./el.ts";
import en from "./en.ts";
import es from "./es.ts";
import fr from "./fr.ts";

export const relayMessages: Catalogs = { en, el, fr, es };
