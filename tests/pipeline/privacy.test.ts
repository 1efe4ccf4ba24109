// What Herald keeps and sends must not give away secrets: the stored source of a processed
// mail holds no password, even one hidden in a base64 or quoted-printable part; news mails carry no
// References to the Message-ID of the player's mail that caused them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, SERVICE, type TestApp } from "../helpers/app.ts";
import { submitRaw } from "../../src/intake/inbound.ts";

let app: TestApp;
beforeAll(async () => void (app = await makeTestApp("postgres")));
afterAll(async () => app?.close());

function mime(from: string, cte: "base64" | "quoted-printable", text: string, id: string): string {
  const body =
    cte === "base64"
      ? Buffer.from(text, "utf8").toString("base64").replace(/.{76}/g, "$&\r\n")
      : text.replace(/=/g, "=3D").replace(/\n/g, "=\r\n\r\n");
  return [
    `From: ${from}`,
    `To: ${SERVICE}`,
    "Subject: moves",
    `Message-ID: <${id}>`,
    "MIME-Version: 1.0",
    'Content-Type: multipart/alternative; boundary="b1"',
    "",
    "--b1",
    "Content-Type: text/plain; charset=utf-8",
    `Content-Transfer-Encoding: ${cte}`,
    "",
    body,
    "--b1--",
    "",
  ].join("\r\n");
}

describe("stored mail", () => {
  it("keeps no password once processed, base64 and quoted-printable included", async () => {
    const pw = await app.register("ann@example.test", "Ann");
    for (const cte of ["base64", "quoted-printable"] as const) {
      const r = await submitRaw(app, mime("ann@example.test", cte, `PASSWORD ${pw}\nME\n`, `${cte}.1@test`), "local");
      const row = await app.db.prisma.inboundMessage.findUniqueOrThrow({ where: { id: r.inboundId } });
      expect(row.status).toBe("done");
      const reply = await app.db.prisma.outbox.findFirstOrThrow({ where: { inboundId: row.id, kind: "reply" } });
      expect(reply.body).toContain("Ann <ann@example.test>");
      const bytes = Buffer.from(row.rawBytes!).toString("latin1");
      for (const stored of [row.raw, bytes]) {
        expect(stored).not.toContain(pw);
        expect(stored).not.toContain(Buffer.from(`PASSWORD ${pw}`).toString("base64").slice(0, 16));
        expect(stored).toContain("PASSWORD ******");
        expect(stored).toContain("Message-ID: <" + cte);
      }
    }
    // the REGISTER mail itself held no password: its exact bytes stay
    const reg = await app.db.prisma.inboundMessage.findFirstOrThrow({
      where: { fromAddress: "ann@example.test" },
      orderBy: { id: "asc" },
    });
    expect(reg.raw).not.toContain("X-Herald-Redacted");
  });
});

describe("news mails", () => {
  it("carry no References to the mail of the player who caused them", async () => {
    const bobPw = await app.register("bob@example.test", "Bob");
    const cyPw = await app.register("cy@example.test", "Cy");
    const created = await app.send("cy@example.test", `PASSWORD ${cyPw}\nCREATE trente\nJOIN`);
    const id = /created (trente-\d+)/.exec(created)![1];
    const first = await app.lastOutboxId();
    await app.send("bob@example.test", `PASSWORD ${bobPw}\nJOIN ${id}`, { messageId: "bob-secret-1@bob.example" });
    await app.send("cy@example.test", `PASSWORD ${cyPw}\nSTART ${id}`, { messageId: "cy-start-1@cy.example" });
    const rows = await app.mailsSince(first);
    const news = rows.filter((m) => !m.kind.startsWith("reply"));
    expect(news.length).toBeGreaterThan(1);
    for (const m of news) expect(m.references ?? "").not.toMatch(/bob-secret|cy-start/);
    // the sender's own reply is threaded
    const replies = rows.filter((m) => m.kind === "reply" && m.toAddress === "cy@example.test");
    expect(replies.at(-1)!.inReplyTo).toContain("cy-start-1");
  });
});
