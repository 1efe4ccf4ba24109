// Reading ICU message patterns in tests (the catalogs' checks).
import { TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/** The parameters an ICU pattern takes, at any depth of its selects and plurals. */
export function parameters(els: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of els) {
    if (el.type === TYPE.literal || el.type === TYPE.pound || el.type === TYPE.tag) continue;
    into.add(el.value);
    if (el.type === TYPE.select || el.type === TYPE.plural) for (const o of Object.values(el.options)) parameters(o.value, into);
  }
  return into;
}
