// A file sent from a reader's page (src/web/readers.ts, a relay's next save): the browser's own
// multipart/form-data of one form — the CSRF token and one file — read into fields and that file. Only
// this shape is read; anything else is a 400. The bytes are never looked at here: they go into a mail in
// the reader's name and meet the mail path's checks (the size limit, the game's own reading of the file).

export interface UploadedForm {
  fields: Record<string, string>;
  file: { name: string; contentType: string; bytes: Buffer } | null;
}

/** At most this many parts: a page's upload form has two (its CSRF token and the file). */
const MAX_PARTS = 8;

/** The boundary of a multipart/form-data content type, or null. */
export function boundaryOf(contentType: string): string | null {
  const m = /^multipart\/form-data\s*;.*\bboundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return m ? (m[1] ?? m[2]) : null;
}

/** A header's parameter (`name="x"`), quoted or not; a browser escapes `"` in a file name as %22. */
const param = (header: string, name: string): string | null => {
  const m = new RegExp(`;\\s*${name}=(?:"([^"]*)"|([^\\s;]*))`, "i").exec(header);
  return m ? (m[1] ?? m[2]) : null;
};

/** Reads a multipart/form-data body; throws a 400 on anything it does not read as one. */
export function readUpload(body: Buffer, boundary: string): UploadedForm {
  const bad = (why: string) => Object.assign(new Error(`the form is not one this page sent: ${why}`), { statusCode: 400 });
  const delimiter = Buffer.from(`--${boundary}`);
  const out: UploadedForm = { fields: {}, file: null };
  let at = body.indexOf(delimiter);
  if (at < 0) throw bad("no part");
  for (let parts = 0; ; parts++) {
    at += delimiter.length;
    if (body.subarray(at, at + 2).toString() === "--") return out; // the closing delimiter
    if (parts >= MAX_PARTS) throw bad("too many parts");
    if (body.subarray(at, at + 2).toString() !== "\r\n") throw bad("a broken delimiter");
    const headEnd = body.indexOf("\r\n\r\n", at);
    if (headEnd < 0) throw bad("a part without headers");
    const head = body.subarray(at + 2, headEnd).toString("utf8");
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), headEnd + 4);
    if (next < 0) throw bad("no closing delimiter");
    const content = body.subarray(headEnd + 4, next);
    const disposition = /^content-disposition:([^\r\n]*)/im.exec(head)?.[1] ?? "";
    const name = param(disposition, "name");
    if (!name) throw bad("a part without a name");
    const fileName = param(disposition, "filename");
    if (fileName !== null) {
      if (out.file) throw bad("two files");
      out.file = {
        name: decodeURIComponent(fileName.replace(/%(?![0-9a-f]{2})/gi, "%25")),
        contentType: /^content-type:\s*([^\r\n;]*)/im.exec(head)?.[1]?.trim() || "application/octet-stream",
        bytes: Buffer.from(content),
      };
    } else out.fields[name] = content.toString("utf8");
    at = next + 2;
  }
}
