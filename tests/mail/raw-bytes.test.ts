// The raw source of a mail must survive storage byte for byte: a mail whose body is 8-bit
// ISO-8859-1 (not valid UTF-8) must read the same after it went through the InboundMessage table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { processInbound, receiveRaw } from "../../src/intake/inbound.ts";
import { fixture } from "./fixtures.ts";

describe("raw bytes through storage", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await makeTestApp("postgres");
  });
  afterAll(async () => {
    await app?.close();
  });

  it("8-bit UTF-8 survives", async () => {
    const r = await receiveRaw(app, fixture("utf8-8bit-accents.eml"), "imap");
    await processInbound(app, r.inboundId);
    expect((await app.db.prisma.account.findUniqueOrThrow({ where: { email: "bjork@example.is" } })).name).toBe("Björk Åström ♠");
  });

  // the exact bytes are kept (InboundMessage.rawBytes) and parsed; the text copy is for people
  it("8-bit ISO-8859-1 survives", async () => {
    const r = await receiveRaw(app, fixture("iso-8859-1-8bit.eml"), "imap");
    await processInbound(app, r.inboundId);
    expect((await app.db.prisma.account.findUniqueOrThrow({ where: { email: "jose@example.es" } })).name).toBe("José Ibáñez");
    const row = await app.db.prisma.inboundMessage.findUniqueOrThrow({ where: { id: r.inboundId } });
    expect(Buffer.from(row.rawBytes!).equals(fixture("iso-8859-1-8bit.eml"))).toBe(true);
  });
});
