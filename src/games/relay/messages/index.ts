// The relay's catalogs, one per language (ids "relay.…"); the list of games adds them to Herald's words.
import { mergeCatalogs, type Catalogs } from "../../../i18n/msg.ts";
import el from "./el.ts";
import en from "./en.ts";
import es from "./es.ts";
import fr from "./fr.ts";
import { verbs } from "./verbs.ts";

export const relayMessages: Catalogs = mergeCatalogs({ en, el, fr, es }, verbs);
