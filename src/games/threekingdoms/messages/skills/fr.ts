// Three Kingdoms: the cards', generals' and skills' words in fr (ICU MessageFormat; ids "threekingdoms.…").
import type { Catalog } from "../../../../i18n/msg.ts";

export default {} satisfies Catalog;
