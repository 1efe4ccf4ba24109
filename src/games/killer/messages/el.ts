import type { Catalog } from "../../../i18n/msg.ts";
import en from "./en.ts";
const el: Catalog = { ...en };
export default el;
