// The page's upload form as src/web/upload.ts has @fastify/multipart read it: a browser's
// multipart/form-data of the CSRF token and one file, the file's bytes as sent (CRLF, dashes and NUL
// inside included); anything else — a form cut short, two files, more parts than a form has, a file over
// the route's limit — is refused before the handler runs, never a half-read file.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify, { type FastifyInstance } from "fastify";
import { readUploadForms, uploadRoute, type UploadedFile } from "../../src/web/upload.ts";

const B = "----formBoundaryX1";
const part = (head: string, body: string | Buffer) =>
  Buffer.concat([Buffer.from(`--${B}\r\n${head}\r\n\r\n`), Buffer.from(body), Buffer.from("\r\n")]);
const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${B}--\r\n`)]);
const token = part('Content-Disposition: form-data; name="_csrf"', "tok123");
const file = (bytes: Buffer, name = "t1.sav") =>
  part(`Content-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/x-xz`, bytes);

let web: FastifyInstance;
const seen: { body: Record<string, unknown> }[] = [];
beforeAll(async () => {
  web = Fastify({ bodyLimit: 1000 });
  await readUploadForms(web);
  web.post("/upload", { bodyLimit: 5000, config: { multipartOptions: uploadRoute(5000).multipartOptions } }, (req) => {
    seen.push({ body: req.body as Record<string, unknown> });
    return "ok";
  });
  web.post("/other", (req) => {
    seen.push({ body: req.body as Record<string, unknown> });
    return "ok";
  });
  await web.ready();
});
afterAll(() => web.close());

const post = (url: string, payload: Buffer, boundary = B) =>
  web.inject({ method: "POST", url, payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });

describe("the page's upload form", () => {
  it("reads the token and the file's exact bytes", async () => {
    const bytes = Buffer.from(`a\r\n--${B.slice(0, 6)}\r\n\u0000--\r\nz`, "latin1");
    const r = await post("/upload", form(token, file(bytes)));
    expect(r.statusCode).toBe(200);
    const body = seen.at(-1)!.body;
    expect(body._csrf).toBe("tok123");
    const f = body.file as UploadedFile;
    expect(f.name).toBe("t1.sav");
    expect(f.contentType).toBe("application/x-xz");
    expect(f.bytes.equals(bytes)).toBe(true);
  });

  it("reads a quoted boundary, decodes a name a browser escaped, and reads an empty file input", async () => {
    const quoted = await web.inject({
      method: "POST",
      url: "/upload",
      payload: form(token, file(Buffer.from("x"), "my%22save.sav")),
      headers: { "content-type": `multipart/form-data; boundary="${B}"` },
    });
    expect(quoted.statusCode).toBe(200);
    expect((seen.at(-1)!.body.file as UploadedFile).name).toBe('my"save.sav');
    expect((await post("/upload", form(token, file(Buffer.alloc(0), "")))).statusCode).toBe(200);
    expect((seen.at(-1)!.body.file as UploadedFile).bytes.length).toBe(0);
    // what fetch's FormData sends for an empty Blob given no name: no filename at all
    const unnamed = part('Content-Disposition: form-data; name="file"\r\nContent-Type: application/octet-stream', "");
    expect((await post("/upload", form(token, unnamed))).statusCode).toBe(200);
    expect((seen.at(-1)!.body.file as UploadedFile).name).toBe("");
  });

  it("takes a file up to the route's limit, and past the server's limit on no other route", async () => {
    const big = Buffer.alloc(3000, 7);
    expect((await post("/upload", form(token, file(big)))).statusCode).toBe(200);
    expect((seen.at(-1)!.body.file as UploadedFile).bytes.length).toBe(3000);
    expect((await post("/upload", form(token, file(Buffer.alloc(6000, 7))))).statusCode).toBe(413);
    expect((await post("/other", form(token, file(big)))).statusCode).toBe(413);
  });

  it("refuses what no page sends: a form cut short, two files, too many parts", async () => {
    const before = seen.length;
    const cut = form(token, file(Buffer.from("abc"))).subarray(0, -20);
    for (const body of [
      cut,
      form(token, file(Buffer.from("a")), file(Buffer.from("b"))),
      form(...Array.from({ length: 9 }, (_, i) => part(`Content-Disposition: form-data; name="f${i}"`, "x"))),
    ]) {
      const r = await post("/upload", body);
      expect(r.statusCode, r.body).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, r.body).toBeLessThan(500);
    }
    expect(seen.length).toBe(before);
  });
});
