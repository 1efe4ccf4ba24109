// Small helpers for parsing a command line the way players type it: any case, any spacing.
import { m, type Msg } from "../i18n/msg.ts";

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
 * name, case-insensitive, with a unique prefix allowed. Returns the seat or the reason, as a message
 * of the service's catalog (every game and the service share this rule and its words).
 */
export function resolvePlayer(
  text: string,
  players: readonly { seat: number; name: string }[],
): { ok: true; seat: number } | { ok: false; error: Msg } {
  const t = text.trim().replace(/^#/, "");
  if (/^\d+$/.test(t)) {
    const seat = Number(t);
    if (players.some((p) => p.seat === seat)) return { ok: true, seat };
    return { ok: false, error: m("core.player.noSeat", { seat }) };
  }
  const lower = t.toLowerCase();
  const exact = players.filter((p) => p.name.toLowerCase() === lower);
  if (exact.length === 1) return { ok: true, seat: exact[0].seat };
  const prefix = players.filter((p) => p.name.toLowerCase().startsWith(lower));
  if (prefix.length === 1) return { ok: true, seat: prefix[0].seat };
  if (prefix.length > 1)
    return { ok: false, error: m("core.player.ambiguous", { text: t, names: { or: prefix.map((p) => p.name) } }) };
  return { ok: false, error: m("core.player.none", { text: t }) };
}
