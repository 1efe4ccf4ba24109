// Property: whatever sequence of hostile mails arrives — random header bytes, random MIME
// trees, random lengths — every mail ends in exactly one terminal state and a good mail sent after
// the sequence is answered. The whole pipeline on PostgreSQL; runs kept modest for a loaded machine.
import { afterAll, beforeAll, expect, it } from "vitest";
import fc from "fast-check";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { submitRaw } from "../../src/intake/inbound.ts";

type Part =
  | { kind: "leaf"; type: string; enc: string; charset: string; body: Uint8Array }
  | { kind: "multi"; sub: string; boundary: string; kids: Part[] };

const leaf: fc.Arbitrary<Part> = fc.record({
  kind: fc.constant("leaf" as const),
  type: fc.constantFrom("text/plain", "text/html", "application/octet-stream", "message/rfc822", "text/x-junk"),
  enc: fc.constantFrom("7bit", "8bit", "base64", "quoted-printable", "x-unknown"),
  charset: fc.constantFrom("utf-8", "iso-8859-1", "big5", "x-nonsense", ""),
  body: fc.oneof(
    fc.uint8Array({ maxLength: 3000 }),
    fc.string({ maxLength: 500 }).map((s) => new TextEncoder().encode(`HELP\n${s}\nLIST`)),
    fc.integer({ min: 1000, max: 40_000 }).map((n) => new TextEncoder().encode("on the quay at noon ".repeat(n / 20))),
  ),
});

const { tree } = fc.letrec<{ tree: Part }>((tie) => ({
  tree: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.record({
      kind: fc.constant("multi" as const),
      sub: fc.constantFrom("mixed", "alternative", "related", "report"),
      boundary: fc.oneof(fc.constant("b"), fc.string({ minLength: 0, maxLength: 70 })),
      kids: fc.array(tie("tree"), { maxLength: 4 }),
    }),
  ),
}));

function renderPart(p: Part): Buffer[] {
  if (p.kind === "leaf") {
    const cs = p.charset ? `; charset=${p.charset}` : "";
    return [
      Buffer.from(`Content-Type: ${p.type}${cs}\r\nContent-Transfer-Encoding: ${p.enc}\r\n\r\n`, "latin1"),
      Buffer.from(p.body),
    ];
  }
  const out: Buffer[] = [Buffer.from(`Content-Type: multipart/${p.sub}; boundary="${p.boundary}"\r\n\r\n`, "latin1")];
  for (const k of p.kids) out.push(Buffer.from(`\r\n--${p.boundary}\r\n`, "latin1"), ...renderPart(k));
  out.push(Buffer.from(`\r\n--${p.boundary}--\r\n`, "latin1"));
  return out;
}

const headerBytes = fc.oneof(
  fc.uint8Array({ maxLength: 200 }),
  fc.constant(new Uint8Array(0)),
  fc.uint8Array({ minLength: 3000, maxLength: 20_000 }),
);

const hostileMail = fc
  .record({
    from: fc.oneof(
      fc.constantFrom("mallory@evil.example", "x+1@victim.example", "noreply@x.example", "", "<>"),
      fc.string({ maxLength: 60 }),
    ),
    messageId: headerBytes,
    subject: headerBytes,
    references: headerBytes,
    extra: fc.array(
      fc.tuple(fc.constantFrom("Return-Path", "X-Spam-Flag", "Authentication-Results", "Auto-Submitted", "X-Junk"), headerBytes),
      { maxLength: 3 },
    ),
    body: tree,
  })
  .map((m) => {
    const head: Buffer[] = [
      Buffer.from(`From: ${m.from}\r\nTo: herald@example.test\r\nMIME-Version: 1.0\r\nMessage-ID: `, "latin1"),
      Buffer.from(m.messageId),
      Buffer.from("\r\nSubject: ", "latin1"),
      Buffer.from(m.subject),
      Buffer.from("\r\nReferences: ", "latin1"),
      Buffer.from(m.references),
      ...m.extra.flatMap(([k, v]) => [Buffer.from(`\r\n${k}: `, "latin1"), Buffer.from(v)]),
      Buffer.from("\r\n", "latin1"),
    ];
    return Buffer.concat([...head, ...renderPart(m.body)]);
  });

let app: TestApp;
beforeAll(async () => {
  app = await makeTestApp("postgres", { STRANGER_REPLIES_PER_HOUR: "100000", ERROR_REPLIES_PER_HOUR: "100000" });
}, 120_000);
afterAll(async () => app?.close());

let good = 0;
it("sequences of hostile mails: each ends in one terminal state, and a good mail after them is answered", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(hostileMail, { minLength: 1, maxLength: 4 }), async (mails) => {
      const ids: number[] = [];
      for (const raw of mails) ids.push((await submitRaw(app, raw, "imap")).inboundId);
      const rows = await app.db.prisma.inboundMessage.findMany({
        where: { id: { in: ids } },
        select: { status: true, error: true },
      });
      for (const r of rows) {
        expect(["done", "ignored", "quarantined"]).toContain(r.status);
        if (r.status === "quarantined") expect(r.error).toBeTruthy();
      }
      const reply = await app.send(`good${++good}@example.com`, "HELP");
      expect(reply).toMatch(/OK Herald/);
    }),
    { numRuns: 15, seed: Number(process.env.PROPERTY_SEED ?? 1212), endOnFailure: true },
  );
  expect(await app.db.prisma.inboundMessage.count({ where: { status: "pending" } })).toBe(0);
}, 240_000);
