// Games live for months: a state stored by an older Herald is brought to the current version before any
// hook reads it (src/games/engine.ts currentState). Version 1 kept two skills' state of the turn in
// fields of the turn's own (`given`, `luoyi`); version 2 keeps every skill's under `turn.skills`, keyed by
// skill code, and each skill names the field it used to have (`v1TurnField`, skills.ts), so the core
// need not know them.
import { allSkills } from "./skills.ts";
import type { State, TurnState } from "./types.ts";

export const STATE_VERSION = 2;

/** A stored state of version `from`, brought to STATE_VERSION (pure: the stored object is not changed). */
export function upgradeState(stored: unknown, from: number): State {
  const s = stored as State;
  if (from >= STATE_VERSION) return s;
  return { ...s, version: STATE_VERSION, turn: upgradeTurn(s.turn as TurnState & Record<string, unknown>) };
}

function upgradeTurn(old: TurnState & Record<string, unknown>): TurnState {
  const turn: TurnState & Record<string, unknown> = { ...old };
  for (const d of allSkills()) {
    const field = d.v1TurnField;
    if (!field || !(field in turn)) continue;
    const value = turn[field];
    delete turn[field];
    if (typeof value === "number" || typeof value === "boolean") turn.skills = { ...turn.skills, [d.code]: value };
  }
  return turn;
}
