// An engine's organiser actions as forms (src/games/engine.ts AdminAction): the field names of a form and
// the command line it makes. Shared by the dashboard's game page and the readers' pages.
import type { AdminAction } from "../games/engine.ts";
import { arg } from "./pages/common.ts";

/** The form field of an engine action's field (prefixed, so that no field name meets the form's own). */
export const fieldName = (name: string) => `f_${name}`;

/**
 * The command line of one of the engine's organiser actions: its `line` with each `{field}` replaced
 * by what was typed (one word or line each). Null when a field is missing or empty.
 */
export function engineActionLine(action: AdminAction, b: Record<string, unknown>): string | null {
  let missing = false;
  const line = action.line.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = arg(b[fieldName(name)], 1000);
    if (!v) missing = true;
    return v;
  });
  return missing ? null : line;
}
