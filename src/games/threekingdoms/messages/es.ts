// placeholder
import type { Catalog } from "../../../i18n/msg.ts";

export default {} satisfies Catalog;
