// A file sent from a reader's page (src/web/readers.ts, a relay's next save). @fastify/multipart reads
// the browser's multipart/form-data; this is what Herald keeps of it. The bytes are never looked at here:
// they go into a mail in the reader's name and meet the mail path's checks (the size limit, the game's
// own reading of the file).
import multipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance } from "fastify";

export interface UploadedFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** At most this many parts: a page's upload form has two (its CSRF token and the file). */
const MAX_FORM_PARTS = 8;

/** The file part, read whole (within the route's size limit, or the plugin throws its 413). */
async function uploadedFile(part: MultipartFile): Promise<UploadedFile> {
  const bytes = await part.toBuffer();
  // a browser escapes `"` in a file name as %22 (and sends any other % as it is); an empty file input
  // comes without a name
  const name = decodeURIComponent((part.filename ?? "").replace(/%(?![0-9a-f]{2})/gi, "%25"));
  return { name, contentType: part.mimetype || "application/octet-stream", bytes };
}

/**
 * Reads multipart/form-data on every route of `web` into the body: fields as strings (the CSRF token as
 * `_csrf` like any form's), the one file as `file`; more than one file or more parts than a form has is a
 * 413, anything else the plugin cannot read (a form cut short) a 400. A file is held to the server's body
 * limit unless its route says more (`uploadRoute`).
 */
export async function readUploadForms(web: FastifyInstance): Promise<void> {
  await web.register(multipart, { limits: { files: 1, parts: MAX_FORM_PARTS, fileSize: web.initialConfig.bodyLimit } });
  web.addHook("preValidation", async (req) => {
    if (!req.isMultipart()) return;
    const body: Record<string, unknown> = {};
    try {
      for await (const part of req.parts(req.routeOptions.config.multipartOptions))
        body[part.fieldname] = part.type === "file" ? await uploadedFile(part) : part.value;
    } catch (e) {
      if ((e as { statusCode?: number }).statusCode) throw e;
      throw Object.assign(new Error("the form is not one this page sent"), { statusCode: 400 });
    }
    req.body = body;
  });
}

/** A route's options to take a file of up to `bytes` (and its form) from a page. */
export const uploadRoute = (bytes: number) => ({ bodyLimit: bytes, multipartOptions: { limits: { fileSize: bytes } } });
