// Freeciv's "secfile" text format, read line by line from decompressed chunks: `[section]` headers,
// `key=value` entries (a quoted string with backslash escapes, a number, TRUE/FALSE), `;` or `#`
// comments, and tables `key={ … }` spanning lines, which are skipped whole (no fact we read lives in
// one). A line longer than the cap is refused as soon as it passes the cap, before the rest arrives.
// Only the entries the caller asks for are kept, so memory stays that of the facts, not of the save.

export type SecValue = string | number | boolean;

export class SecfileError {
  constructor(
    readonly code: "lineTooLong" | "notSecfile",
    readonly line: number,
  ) {}
}

/**
 * The entries of the wanted sections, by section then key: `keep(section)` says which sections are
 * read (others are only scanned for their headers). Throws SecfileError.
 */
export async function readSecfile(
  chunks: AsyncIterable<Uint8Array>,
  opts: { maxLine: number; keep: (section: string) => boolean },
): Promise<Map<string, Map<string, SecValue>>> {
  const out = new Map<string, Map<string, SecValue>>();
  const decoder = new TextDecoder("utf-8");
  let current: Map<string, SecValue> | null = null;
  let inTable = false;
  let seenSection = false;
  let lineNo = 0;
  const onLine = (raw: Uint8Array) => {
    lineNo++;
    // most of a save is sections nobody asked for: their lines are only looked at as bytes
    if (seenSection && !current && !startsSection(raw)) {
      if (inTable) inTable = !isTableEnd(raw);
      else inTable = opensTable(raw);
      return;
    }
    const line = decoder.decode(raw).replace(/\r$/, "");
    const t = line.trim();
    if (inTable) {
      if (t === "}") inTable = false;
      return;
    }
    if (!t || t.startsWith(";") || t.startsWith("#")) return;
    const section = /^\[([A-Za-z0-9_.-]{1,64})\]$/.exec(t);
    if (section) {
      seenSection = true;
      current = opts.keep(section[1]) ? new Map() : null;
      if (current) out.set(section[1], current);
      return;
    }
    const entry = /^([A-Za-z_][A-Za-z0-9_.]*)\s*=\s*(.*)$/.exec(t);
    // a save is sections of entries from its first line: anything else is not one
    if (!entry || !seenSection) throw new SecfileError("notSecfile", lineNo);
    if (entry[2].startsWith("{")) {
      inTable = !entry[2].trimEnd().endsWith("}");
      return;
    }
    if (current) {
      const v = valueOf(entry[2]);
      if (v !== undefined) current.set(entry[1], v);
    }
  };
  // bytes of the line being gathered, across chunks; never more than maxLine of them
  let parts: Uint8Array[] = [];
  let held = 0;
  for await (const chunk of chunks) {
    if (chunk.includes(0)) throw new SecfileError("notSecfile", lineNo + 1); // text has no NUL
    let from = 0;
    for (let nl = chunk.indexOf(10, from); nl !== -1; nl = chunk.indexOf(10, from)) {
      if (held + nl - from > opts.maxLine) throw new SecfileError("lineTooLong", lineNo + 1);
      const piece = chunk.subarray(from, nl);
      onLine(parts.length ? concat([...parts, piece], held + piece.length) : piece);
      parts = [];
      held = 0;
      from = nl + 1;
    }
    if (from < chunk.length) {
      held += chunk.length - from;
      if (held > opts.maxLine) throw new SecfileError("lineTooLong", lineNo + 1);
      parts.push(chunk.slice(from));
    }
  }
  if (held) onLine(concat(parts, held));
  if (!seenSection) throw new SecfileError("notSecfile", lineNo);
  return out;
}

const SPACE = new Set([32, 9, 13]);

function firstByte(b: Uint8Array): number {
  let i = 0;
  while (i < b.length && SPACE.has(b[i])) i++;
  return i < b.length ? b[i] : -1;
}

/** `[` first: a section header, read as text. */
function startsSection(b: Uint8Array): boolean {
  return firstByte(b) === 0x5b;
}

/** A line that is `}` alone closes a table. */
function isTableEnd(b: Uint8Array): boolean {
  let end = b.length;
  while (end > 0 && SPACE.has(b[end - 1])) end--;
  return end > 0 && b[end - 1] === 0x7d && firstByte(b) === 0x7d;
}

/** `key={` without its `}` on the same line opens a table. */
function opensTable(b: Uint8Array): boolean {
  const at = b.indexOf(0x3d);
  if (at === -1 || b[at + 1] !== 0x7b) return false;
  let end = b.length;
  while (end > 0 && SPACE.has(b[end - 1])) end--;
  return b[end - 1] !== 0x7d;
}

function concat(parts: Uint8Array[], n: number): Uint8Array {
  const b = new Uint8Array(n);
  let at = 0;
  for (const p of parts) {
    b.set(p, at);
    at += p.length;
  }
  return b;
}

/** One value: a quoted string (unescaped), an integer, TRUE/FALSE; undefined for anything else (a vector). */
export function valueOf(text: string): SecValue | undefined {
  const t = text.trim();
  if (t === "TRUE") return true;
  if (t === "FALSE") return false;
  if (/^-?\d{1,15}$/.test(t)) return Number(t);
  const q = /^"((?:[^"\\]|\\.)*)"$/.exec(t);
  if (q) return q[1].replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c));
  return undefined;
}
