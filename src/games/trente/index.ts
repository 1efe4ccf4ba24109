// The Trente engine (TrenteDouze): the six-dice game of reaching 30, with the group's `house` rules
// (default) and the `classic` rules of the French page. See docs/rules/trente.md.
import { makeTrenteEngine } from "./make-engine.ts";

export type { TrenteMove, TrenteState } from "./types.ts";
export { legalMoves } from "./legal.ts";
export { replay } from "./verify.ts";
export { makeTrenteEngine } from "./make-engine.ts";

export const trenteEngine = makeTrenteEngine();
