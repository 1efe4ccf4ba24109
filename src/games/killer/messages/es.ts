import type { Catalog } from "../../../i18n/msg.ts";
import en from "./en.ts";
const es: Catalog = { ...en };
export default es;
