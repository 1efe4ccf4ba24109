// Small helpers for parsing a command line the way players type it: any case, any spacing.

/** Splits a line into words; collapses spaces and tabs; keeps the original case of arguments. */
export function words(line: string): string[] {
  return line.trim().split(/\s+/).filter(Boolean);
}

/** The verb of a line, upper-cased. */
export function verbOf(line: string): string {
  return (words(line)[0] ?? "").toUpperCase();
}

/**
 * Resolves a player reference typed by a player: a seat number ("2", "#2", "seat 2") or a display
 * name, case-insensitive, with a unique prefix allowed. Returns the seat or an error message.
 */
export function resolvePlayer(
  text: string,
  players: readonly { seat: number; name: string }[],
): { ok: true; seat: number } | { ok: false; error: string } {
  const t = text.trim().replace(/^#/, "");
  if (/^\d+$/.test(t)) {
    const seat = Number(t);
    if (players.some((p) => p.seat === seat)) return { ok: true, seat };
    return { ok: false, error: `there is no seat ${seat}` };
  }
  const lower = t.toLowerCase();
  const exact = players.filter((p) => p.name.toLowerCase() === lower);
  if (exact.length === 1) return { ok: true, seat: exact[0].seat };
  const prefix = players.filter((p) => p.name.toLowerCase().startsWith(lower));
  if (prefix.length === 1) return { ok: true, seat: prefix[0].seat };
  if (prefix.length > 1) return { ok: false, error: `"${t}" could be ${prefix.map((p) => p.name).join(" or ")}` };
  return { ok: false, error: `no player called "${t}"` };
}
