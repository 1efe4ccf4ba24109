// A file mailed to a relay → the line of the move that records it (`TURNFILE {json}`), or a refusal
// that changes nothing: a file from someone not awaited, over the size limit, and for a Freeciv relay
// a file that is no save Herald can read, a save of another game, an older turn. The line carries what
// was read, so a replay of the move log needs no file.
import { err, ok, type IncomingFile, type Result } from "../engine.ts";
import { m, type Msg } from "../../i18n/msg.ts";
import { readFreecivSave, type FreecivFacts, type SaveRefusal } from "./freeciv/save.ts";
import { current, nameOf, type RelayState } from "./state.ts";

export const FILE_VERB = "TURNFILE";

export interface FileMove {
  type: "file";
  sha256: string;
  name: string;
  size: number;
  freeciv?: FreecivFacts;
}

export function fileLine(f: Omit<FileMove, "type">): string {
  return `${FILE_VERB} ${JSON.stringify(f)}`;
}

/** Who may send a file now: the awaited player only. */
export function checkSender(s: RelayState, seat: number | null): Result<null> {
  if (s.finished) return err(m("relay.over"));
  if (seat === null) return err(m("relay.onlyPlayers"));
  if (seat !== s.awaited) return err(m("relay.notYourTurn", { name: nameOf(s, s.awaited) }));
  return ok(null);
}

export async function readRelayFile(s: RelayState, seat: number | null, f: IncomingFile): Promise<Result<string>> {
  const who = checkSender(s, seat);
  if (!who.ok) return who;
  if (f.size > s.options.maxBytes) return err(m("relay.tooLarge", { size: f.size, max: s.options.maxBytes }));
  if (current(s)?.sha256 === f.sha256) return err(m("relay.sameFile"));
  const base = { sha256: f.sha256, name: f.name.replace(/\s+/g, " ").slice(0, 120), size: f.size };
  if (s.options.file !== "freeciv") return ok(fileLine(base));
  const r = await readFreecivSave(f.bytes);
  if (!r.ok) return err(m("relay.notASave", { why: refusalMsg(r.refusal) }));
  const checked = checkFacts(s, r.facts);
  if (!checked.ok) return checked;
  return ok(fileLine({ ...base, freeciv: r.facts }));
}

/**
 * FILE <game> <which>: the kept file of that Freeciv turn (the latest of them, when one turn was sent
 * twice), or in a relay of other files the file of that number.
 */
export function pickFile(s: RelayState, which: string): Result<string> {
  const byTurn = s.options.file === "freeciv";
  const kept = s.files.filter((f) => (byTurn ? f.turn : f.n) !== undefined);
  const list = kept.map((f) => String(byTurn ? f.turn : f.n));
  const n = /^\d{1,9}$/.test(which) ? Number(which) : NaN;
  const f = kept.filter((x) => (byTurn ? x.turn : x.n) === n).at(-1);
  if (!f) return err(m("relay.noKeptFile", { which: which.slice(0, 20), byTurn: byTurn ? "yes" : "no", kept: list }));
  return ok(f.sha256);
}

/** The kept files as a reader's page lists them: the Freeciv turn and year, or the file's number, and who sent it. */
export function listedFiles(s: RelayState): Array<{ sha256: string; said: Msg }> {
  return s.files.map((f) => ({
    sha256: f.sha256,
    said: m("relay.viewKeptFile", {
      turn: f.turn ?? 0,
      year: f.year ?? 0,
      n: f.n ?? 0,
      byTurn: f.turn === undefined ? "no" : "yes",
      hasYear: f.year === undefined ? "no" : "yes",
      from: nameOf(s, f.seat),
    }),
  }));
}

/** The same game, and no turn back (also checked again when the move is applied). */
export function checkFacts(s: RelayState, facts: FreecivFacts): Result<null> {
  const last = s.freeciv;
  if (!last) return ok(null);
  if (sameGame(facts.identity) !== sameGame(last.identity)) return err(m("relay.otherGame"));
  if (facts.turn < last.turn) return err(m("relay.olderTurn", { turn: facts.turn, last: last.turn }));
  return ok(null);
}

/** The identity's game id and seed: a save read before the map seed was left out had "id/seed/mapseed". */
const sameGame = (identity: string) => identity.split("/").slice(0, 2).join("/");

function refusalMsg(r: SaveRefusal): Msg {
  switch (r.code) {
    case "unsupported":
      return m("relay.why.unsupported", { compression: r.compression });
    case "tooLarge":
      return m("relay.why.tooLarge", { limit: r.limit });
    case "corrupt":
      return m("relay.why.corrupt", { compression: r.compression });
    case "lineTooLong":
      return m("relay.why.lineTooLong", { line: r.line, limit: r.limit });
    case "notFreeciv":
      return m("relay.why.notFreeciv");
    case "missing":
      return m("relay.why.missing", { what: r.what });
  }
}
