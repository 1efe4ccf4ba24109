// A stored header value (a mail's Subject, its From) as a person reads it. The inbound log keeps the
// header as it came, so that nothing is lost: RFC 2047 encoded words (`=?UTF-8?Q?Ann_=E2=80=94?=`,
// what every reply to a Herald mail carries, its subjects holding "—") and raw 8-bit UTF-8 read as
// latin1 (bytes.ts reads the header block byte for byte) are decoded here for showing.
import libmime from "libmime";

/** The value decoded for reading; the value as it is when it does not decode. */
export function headerText(value: string | null | undefined): string {
  if (!value) return "";
  let v = value;
  // bytes of UTF-8 read one by one as latin1: back to the characters, when they are valid UTF-8
  if (/[\u0080-\u00ff]/.test(v) && !/[^\u0000-\u00ff]/.test(v)) {
    const utf8 = Buffer.from(v, "latin1").toString("utf8");
    if (!utf8.includes("\ufffd")) v = utf8;
  }
  if (!v.includes("=?")) return v;
  try {
    return libmime.decodeWords(v.replace(/\r?\n[ \t]+/g, " "));
  } catch {
    return v;
  }
}
