// Games live for months: a state stored by an older Herald is brought to the current version before
// any hook reads it. Version 1 kept the last rank report as English text and the outcome as a
// sentence; version 2 keeps reports as data (`reports`) and the outcome as a message. A version-1
// report cannot be turned back into data: it is kept as it was mailed (RANKS re-sends it) and the
// charts start with the first report made afterwards.
import type { KillerState } from "./state.ts";
import { k } from "./ctx.ts";

interface V1 {
  version: 1;
  lastReport?: { turn: number; final: boolean; text: string } | null;
  finished: { winners: number[]; summary: string } | null;
}

export function upgradeKiller(s: KillerState | (Omit<KillerState, "version" | "finished" | "reports"> & V1)): KillerState {
  if (s.version === 2) return s;
  const { lastReport, finished, ...rest } = s;
  return {
    ...rest,
    version: 2,
    reports: [],
    legacyReport: lastReport?.text ?? null,
    finished: finished ? { winners: finished.winners, summary: k("legacyText", { text: finished.summary }) } : null,
  };
}
