// The page's upload form as src/web/upload.ts reads it: a browser's multipart/form-data of the CSRF
// token and one file, the file's bytes as sent (CRLF, dashes and NUL inside included); anything else —
// no closing delimiter, two files, more parts than a form has — is a 400, never a half-read file.
import { describe, expect, it } from "vitest";
import { boundaryOf, readUpload } from "../../src/web/upload.ts";

const B = "----formBoundaryX1";
const part = (head: string, body: string | Buffer) =>
  Buffer.concat([Buffer.from(`--${B}\r\n${head}\r\n\r\n`), Buffer.from(body), Buffer.from("\r\n")]);
const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${B}--\r\n`)]);
const token = part('Content-Disposition: form-data; name="_csrf"', "tok123");
const file = (bytes: Buffer, name = "t1.sav") =>
  part(`Content-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/x-xz`, bytes);

describe("the page's upload form", () => {
  it("reads the token and the file's exact bytes", () => {
    const bytes = Buffer.from(`a\r\n--${B.slice(0, 6)}\r\n\u0000--\r\nz`, "latin1");
    const r = readUpload(form(token, file(bytes)), B);
    expect(r.fields).toEqual({ _csrf: "tok123" });
    expect(r.file?.name).toBe("t1.sav");
    expect(r.file?.contentType).toBe("application/x-xz");
    expect(r.file?.bytes.equals(bytes)).toBe(true);
  });

  it("reads the boundary of the content type, quoted or not", () => {
    expect(boundaryOf(`multipart/form-data; boundary=${B}`)).toBe(B);
    expect(boundaryOf(`multipart/form-data; boundary="${B}"`)).toBe(B);
    expect(boundaryOf("application/x-www-form-urlencoded")).toBeNull();
  });

  it("decodes a name a browser escaped, and reads an empty file input as an empty file", () => {
    expect(readUpload(form(token, file(Buffer.from("x"), "my%22save.sav")), B).file?.name).toBe('my"save.sav');
    const empty = readUpload(form(token, file(Buffer.alloc(0), "")), B).file;
    expect(empty?.name).toBe("");
    expect(empty?.bytes.length).toBe(0);
  });

  it("refuses what no page sends: no closing delimiter, two files, too many parts, a part without a name", () => {
    const cut = form(token, file(Buffer.from("abc"))).subarray(0, -20);
    for (const body of [
      cut,
      form(token, file(Buffer.from("a")), file(Buffer.from("b"))),
      form(...Array.from({ length: 9 }, (_, i) => part(`Content-Disposition: form-data; name="f${i}"`, "x"))),
      form(part("Content-Disposition: form-data", "x")),
      Buffer.from("no form at all"),
    ])
      expect(() => readUpload(body, B)).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});
