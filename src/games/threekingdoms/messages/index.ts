// Three Kingdoms' catalogs: the flow, views, help and variants (en/el/fr/es.ts here) merged with the
// cards', generals' and skills' (skills/). Every id starts with "threekingdoms.".
import { mergeCatalogs, type Catalogs } from "../../../i18n/msg.ts";
import { skillMessages } from "./skills/index.ts";
import el from "./el.ts";
import en from "./en.ts";
import es from "./es.ts";
import fr from "./fr.ts";
import { verbs } from "./verbs.ts";
import { cardWords } from "../cards/words.ts";

const flow: Catalogs = { en, el, fr, es };

export const messages: Catalogs = mergeCatalogs(skillMessages, cardWords, flow, verbs);
