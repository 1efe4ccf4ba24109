import type { Catalog } from "../../../i18n/msg.ts";
import en from "./en.ts";
const fr: Catalog = { ...en };
export default fr;
