// Display names are how players know each other, so two must never look alike. A name is NFKC-normalised
// (full-width and compatibility forms folded), must hold no control, format (zero-width, bidi override),
// private-use, unassigned or invisible filler characters, and must not be confusable with another
// account's name: equal after Unicode's confusable skeleton (UTS #39, the `unhomoglyph` package's table)
// and case folding ("Аnn" in Cyrillic = "Ann", "B0b" = "Bob", "rn" = "m").
import unhomoglyph from "unhomoglyph";
import type { Tx } from "../db/client.ts";
import type { Account } from "../generated/prisma/client.ts";
import { m, type Msg } from "../i18n/msg.ts";

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800\u180E]/u;

export type NameCheck = { ok: true; name: string } | { ok: false; error: Msg };

/** The name as it will be stored, or why it cannot be one. */
export function normaliseName(raw: string): NameCheck {
  const nfkc = raw.normalize("NFKC");
  // before spaces are folded: \s also matches U+FEFF, an invisible character
  if (INVISIBLE.test(nfkc.replace(/[ \t]/g, ""))) return { ok: false, error: m("core.name.invisible") };
  const name = nfkc.replace(/\s+/gu, " ").trim();
  if (!name) return { ok: false, error: m("core.name.empty") };
  if ([...name].length > 40) return { ok: false, error: m("core.name.tooLong", { max: 40 }) };
  if (/\p{M}{3,}/u.test(name.normalize("NFD"))) return { ok: false, error: m("core.name.marks") };
  if (!/[\p{L}\p{N}]/u.test(name)) return { ok: false, error: m("core.name.noLetter") };
  if (/^#?\d+$/.test(name)) return { ok: false, error: m("core.name.number") };
  return { ok: true, name };
}

/** The forms two names are compared by: the confusable skeleton, case-folded, before and after. */
export function nameKeys(name: string): string[] {
  const n = name.normalize("NFKC");
  const a = unhomoglyph(n).toLowerCase();
  const b = unhomoglyph(n.toLowerCase()).toLowerCase();
  return [...new Set([a, b, unhomoglyph(a), unhomoglyph(b)])];
}

export function confusable(x: string, y: string): boolean {
  const ky = nameKeys(y);
  return nameKeys(x).some((k) => ky.includes(k));
}

/** The other accounts whose name looks like `name` (the caller decides what an unverified one means). */
export async function lookalikes(tx: Tx, name: string, exceptId: number | null = null): Promise<Account[]> {
  const all = await tx.account.findMany({ where: exceptId ? { id: { not: exceptId } } : {} });
  return all.filter((a) => confusable(a.name, name));
}
