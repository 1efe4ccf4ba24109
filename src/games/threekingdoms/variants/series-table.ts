// The end of a series: its last mail shows the table of scores per deal, one row per deal
// and a row of totals, so the players can check every deal's scoring against the seed's table.
// The numbers and names are laid out here (they are data); the words (title, "Deal", "Lord", "Total")
// come from the catalog.
import { m, type Msg } from "../../../i18n/msg.ts";
import type { State } from "../types.ts";
import { scoresOf } from "../death.ts";

/** The table, once the last deal of a series is over (null before). */
export function seriesTable(s: State): Msg | null {
  if (!s.series || !s.over) return null;
  const sr = s.series;
  const rows = [
    ...sr.results,
    { game: sr.game, lord: s.players.find((p) => p.role === "lord")!.name, summary: s.over.summary, scores: scoresOf(s) },
  ];
  const names = s.players.map((p) => p.name);
  const width = names.map((n) => Math.max(n.length, 5));
  const cell = (v: string | number, i: number) => String(v).padStart(width[i]);
  const head = m("threekingdoms.seriesTable.head", {
    pad: " ".repeat(Math.max(0, lordWidth(rows) - 4)),
    names: names.map(cell).join("  "),
  });
  const lines = rows.map(
    (r) =>
      `${String(r.game).padStart(4)}  ${r.lord.padEnd(lordWidth(rows))}  ${s.players.map((p, i) => cell(r.scores[p.seat] ?? 0, i)).join("  ")}`,
  );
  const totals = s.players.map((p) => rows.reduce((a, r) => a + (r.scores[p.seat] ?? 0), 0));
  const total = m("threekingdoms.seriesTable.total", {
    pad: " ".repeat(lordWidth(rows)),
    totals: totals.map((t, i) => cell(t, i)).join("  "),
  });
  const mode = variantNames(s);
  return m("threekingdoms.seriesTable", { mode: mode || "none", head, rows: lines.join("\n"), total });
}

function lordWidth(rows: { lord: string }[]): number {
  return Math.max(4, ...rows.map((r) => r.lord.length));
}

/** The variants in play, as CREATE options, for the table's title. */
export function variantNames(s: State): string {
  const o = s.options;
  return [o.finalthree && "finalthree", o.protect && "protect", o.maneuvering && "maneuvering", !o.generals && "generals=off"]
    .filter(Boolean)
    .join(", ");
}
