// A raw mail read as bytes, before (or instead of) a MIME parse: its header block, which parse.ts,
// lanes.ts and inbound.ts read identifiers from, and a single-part body whose declared charset lies.

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

// A declared charset that does not fit the bytes: mail clients and gateways label UTF-8 text as Big5,
// GB2312 or ISO-8859-1 often enough. When a single-part text/plain mail declares a charset other than
// UTF-8 but its (transfer-decoded) body is valid UTF-8 with at least one multi-byte sequence, it is read
// as UTF-8: such bytes are almost never meaningful text in the declared charset. Multipart mails keep
// mailparser's decoding. Linear in the size of the body.
const utf8 = new TextDecoder("utf-8", { fatal: true });

function header(head: string, name: string): string {
  return new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(head)?.[1]?.replace(/\s+/g, " ").trim() ?? "";
}

function qpDecode(s: string): Buffer {
  return Buffer.from(
    s.replace(/=\r?\n/g, "").replace(/=([0-9A-Fa-f]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))),
    "latin1",
  );
}

/** The body as UTF-8 text when the declared charset is wrong and the bytes are valid UTF-8; else null. */
export function utf8Fallback(raw: Buffer | string): string | null {
  if (typeof raw === "string") return null;
  const { head, body } = headOf(raw);
  const type = header(head, "content-type").toLowerCase();
  if (type && !type.startsWith("text/plain")) return null;
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1] ?? "";
  if (!charset || /^(utf-?8|us-ascii|ascii)$/i.test(charset)) return null;
  const cte = header(head, "content-transfer-encoding").toLowerCase();
  const bytes =
    cte === "base64"
      ? Buffer.from(body.toString("latin1"), "base64")
      : cte === "quoted-printable"
        ? qpDecode(body.toString("latin1"))
        : body;
  if (!bytes.some((b) => b >= 0x80)) return null;
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}
