// Durations as players type them: "48h", "2d", "90m", "1d12h", "3600" (seconds).
// Longer than MAX_DURATION is refused like any bad duration (a due date years away overflows dates and
// helps nobody).
import { m, type Msg } from "../i18n/msg.ts";

const UNIT: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };
export const MAX_DURATION = 366 * 86400;

export function parseDuration(text: string): number | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, "");
  if (t.length > 40) return null;
  let total = 0;
  if (/^\d+$/.test(t)) total = Number(t);
  else if (/^(\d+[smhdw])+$/.test(t)) for (const m of t.matchAll(/(\d+)([smhdw])/g)) total += Number(m[1]) * UNIT[m[2]];
  else return null;
  return total > 0 && total <= MAX_DURATION ? total : null;
}

export function formatDuration(seconds: number): string {
  const parts: string[] = [];
  let s = Math.max(0, Math.round(seconds));
  for (const [u, n] of [
    ["d", 86400],
    ["h", 3600],
    ["m", 60],
  ] as const) {
    if (s >= n) {
      parts.push(`${Math.floor(s / n)}${u}`);
      s %= n;
    }
  }
  if (!parts.length) parts.push(`${s}s`);
  return parts.join(" ");
}

/** A duration as a message: "1d 12h" in English, "1 ημ. 12 ώρ." in Greek (the units from the catalogs). */
export function durationMsg(seconds: number): Msg {
  const parts: Msg[] = [];
  let s = Math.max(0, Math.round(seconds));
  for (const [u, n] of [
    ["d", 86400],
    ["h", 3600],
    ["m", 60],
  ] as const) {
    if (s >= n) {
      parts.push(m(`core.unit.${u}`, { n: Math.floor(s / n) }));
      s %= n;
    }
  }
  if (!parts.length) parts.push(m("core.unit.s", { n: s }));
  // "a b c" as nested pairs, so that a message parameter carries the whole duration
  return parts.reduceRight((b, a) => m("core.pair", { a, b }));
}
