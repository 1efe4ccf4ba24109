// What anyone may know of a relay — everything (nothing in it is secret): the order, who is awaited,
// the current file, and for Freeciv the last save's turn, year and players.
import type { Translate, Viewer } from "../engine.ts";
import type { FreecivFacts } from "./freeciv/save.ts";
import { current, nameOf, nextSeat, type RelayFile, type RelayState } from "./state.ts";

export interface RelayView {
  order: Array<{ name: string; active: boolean }>;
  /** Freeciv: the save's player index → the name of the seat tied to it */
  tied: Record<number, string>;
  awaited: string | null;
  next: string | null;
  file: RelayFile | null;
  /** the kept files, oldest first, with who sent each */
  kept: Array<RelayFile & { from: string }>;
  freeciv: FreecivFacts | null;
  passes: number;
}

export function viewRelay(s: RelayState, _viewer: Viewer): RelayView {
  return {
    order: s.players.map((p) => ({ name: p.name, active: p.active })),
    tied: Object.fromEntries(s.players.flatMap((p) => (p.civId === undefined ? [] : [[p.civId, p.name]]))),
    awaited: s.finished ? null : nameOf(s, s.awaited),
    next: s.finished ? null : nameOf(s, nextSeat(s, s.awaited)),
    file: current(s) ?? null,
    kept: s.files.map((f) => ({ ...f, from: nameOf(s, f.seat) })),
    freeciv: s.freeciv,
    passes: s.passes,
  };
}

export function renderRelay(v: RelayView, t: Translate): string {
  const out = [t("relay.viewOrder", { names: v.order.map((p) => (p.active ? p.name : `(${p.name})`)) })];
  if (v.awaited) out.push(t("relay.viewAwaited", { name: v.awaited, after: v.next ?? "" }));
  out.push(
    v.file
      ? t("relay.viewFile", { file: v.file.name, size: v.file.size, digest: v.file.sha256.slice(0, 16) })
      : t("relay.viewNoFile"),
  );
  if (v.kept.length > 1)
    out.push(
      t("relay.viewKept", {
        byTurn: v.kept.some((f) => f.turn !== undefined) ? "yes" : "no",
        files: v.kept.map((f) =>
          t("relay.viewKeptFile", {
            turn: f.turn ?? 0,
            year: f.year ?? 0,
            n: f.n ?? 0,
            byTurn: f.turn === undefined ? "no" : "yes",
            hasYear: f.year === undefined ? "no" : "yes",
            from: f.from,
          }),
        ),
      }),
    );
  if (v.freeciv) {
    out.push(t("relay.viewFreeciv", { turn: v.freeciv.turn, year: v.freeciv.year }));
    for (const p of v.freeciv.players)
      out.push(
        t("relay.viewCiv", {
          name: p.name,
          nation: p.nation,
          alive: p.alive ? "yes" : "no",
          scored: p.score === null ? "no" : "yes",
          score: p.score ?? 0,
          tied: v.tied[p.index] === undefined ? "no" : "yes",
          player: v.tied[p.index] ?? "",
        }),
      );
  }
  return out.join("\n");
}
