// The mail catalog in en (ICU MessageFormat; ids start with "mail."). See docs/adding-a-language.md.
import type { Catalog } from "../../msg.ts";

export default {} satisfies Catalog;
