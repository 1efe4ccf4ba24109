// The header block of a raw mail, found without parsing it: what parse.ts, charset.ts and inbound.ts
// read identifiers from before (or instead of) a full MIME parse.

/** The header block (up to the first empty line) as latin1 text, and the body bytes after it. */
export function headOf(raw: Buffer | string): { head: string; body: Buffer } {
  const bytes = typeof raw === "string" ? Buffer.from(raw, "utf8") : raw;
  let end = bytes.indexOf("\r\n\r\n");
  let sep = 4;
  const lf = bytes.indexOf("\n\n");
  if (lf >= 0 && (end < 0 || lf < end)) {
    end = lf;
    sep = 2;
  }
  if (end < 0) return { head: bytes.toString("latin1"), body: Buffer.alloc(0) };
  return { head: bytes.subarray(0, end).toString("latin1"), body: bytes.subarray(end + sep) };
}
