// A Freeciv save → the facts Herald relies on: the turn and year, each player's name, nation, alive
// flag and score, and the game's identity. Pure (bytes in, facts out), bounded in memory and time by
// the caps on the decompressed size and on one line, and refusing anything it cannot read with a
// reason. Written from the saves of Debian's freeciv-server 3.0 (savegame3.c's layout): `[game]` has
// `turn`, `year`, `id` (a random identifier made when the game starts) and `random_seed`; one `[playerN]` per player and its `[scoreN]` with `total`.
import { decompressed, isDecompressError, type Compression } from "./decompress.ts";
import { readSecfile, SecfileError, type SecValue } from "./secfile.ts";

export interface FreecivPlayer {
  /** the player's index in the save (`[playerN]`): stable for the whole game */
  index: number;
  name: string;
  nation: string;
  alive: boolean;
  /** the `total` of `[scoreN]`, null when the save has none */
  score: number | null;
}

export interface FreecivFacts {
  turn: number;
  year: number;
  /** what tells one game from another: the game's identifier and its seed ("id/seed") */
  identity: string;
  players: FreecivPlayer[];
}

export type SaveRefusal =
  | { code: "unsupported"; compression: Compression }
  | { code: "tooLarge"; limit: number }
  | { code: "corrupt"; compression: Compression }
  | { code: "lineTooLong"; line: number; limit: number }
  | { code: "notFreeciv" }
  | { code: "missing"; what: string };

export type SaveResult = { ok: true; facts: FreecivFacts } | { ok: false; refusal: SaveRefusal };

export interface SaveLimits {
  /** most bytes the save may decompress to */
  maxBytes: number;
  /** longest line read */
  maxLine: number;
}

/** Generous for the largest maps Freeciv makes, and small enough that a bomb stops early. */
export const DEFAULT_LIMITS: SaveLimits = { maxBytes: 32 * 1024 * 1024, maxLine: 1024 * 1024 };

/** More players than this is no Freeciv game (its limit is 512 slots). */
const MAX_PLAYERS = 512;

const wanted = (s: string) => s === "savefile" || s === "game" || s === "map" || /^(player|score)\d{1,3}$/.test(s);

export async function readFreecivSave(bytes: Uint8Array, limits: SaveLimits = DEFAULT_LIMITS): Promise<SaveResult> {
  let sections: Map<string, Map<string, SecValue>>;
  try {
    sections = await readSecfile(decompressed(bytes, limits.maxBytes), { maxLine: limits.maxLine, keep: wanted });
  } catch (e) {
    if (e instanceof SecfileError)
      return e.code === "lineTooLong"
        ? { ok: false, refusal: { code: "lineTooLong", line: e.line, limit: limits.maxLine } }
        : { ok: false, refusal: { code: "notFreeciv" } };
    if (isDecompressError(e)) return { ok: false, refusal: e };
    throw e;
  }
  return factsOf(sections);
}

function factsOf(sections: Map<string, Map<string, SecValue>>): SaveResult {
  const missing = (what: string): SaveResult => ({ ok: false, refusal: { code: "missing", what } });
  if (!sections.has("savefile")) return { ok: false, refusal: { code: "notFreeciv" } };
  const game = sections.get("game");
  if (!game) return missing("[game]");
  const turn = game.get("turn");
  const year = game.get("year");
  if (typeof turn !== "number" || turn < 0) return missing("game.turn");
  if (typeof year !== "number") return missing("game.year");
  const id = game.get("id");
  const seed = game.get("random_seed");
  if (typeof id !== "string" && typeof seed !== "number") return missing("game.id");
  // Not the map's own seed ([map] random_seed): only the server that made the map writes it, and a
  // save made after loading one (every player's turn in a game by mail) lacks it.
  const identity = `${typeof id === "string" ? id : ""}/${seed ?? ""}`;
  const players: FreecivPlayer[] = [];
  for (let i = 0; i < MAX_PLAYERS; i++) {
    const p = sections.get(`player${i}`);
    if (!p) continue;
    const name = p.get("name");
    const nation = p.get("nation");
    const alive = p.get("is_alive");
    if (typeof name !== "string" || typeof nation !== "string" || typeof alive !== "boolean")
      return missing(`player${i}.name, nation, is_alive`);
    const total = sections.get(`score${i}`)?.get("total");
    players.push({ index: i, name, nation, alive, score: typeof total === "number" ? total : null });
  }
  if (!players.length) return missing("[player0]");
  return { ok: true, facts: { turn, year, identity, players } };
}
