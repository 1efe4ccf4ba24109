// Accounts: reply keys expire and die with PASSWORD CHANGE and LOGOUT ALL; display names are
// NFKC-normalised, refuse invisible and direction-changing characters and look-alikes of existing names;
// RENAME; a REGISTER that never proves its address squats a name for two days at most.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { createApiToken } from "../../src/web/auth.ts";
import { confusable, normaliseName } from "../../src/accounts/names.ts";

let app: TestApp;
beforeAll(async () => void (app = await makeTestApp("postgres")));
afterAll(async () => app?.close());

const ann = "ann@example.test";

/** The reply-to address of the last mail Herald sent to `to`. */
async function lastReplyTo(to: string): Promise<string> {
  const rows = await app.mails(to);
  return rows.filter((m) => m.replyTo).at(-1)!.replyTo!;
}

describe("reply keys", () => {
  it("authenticate a reply until PASSWORD CHANGE, LOGOUT ALL or expiry", async () => {
    const pw = await app.register(ann, "Ann");
    await app.send(ann, `PASSWORD ${pw}\nME`);
    const k1 = await lastReplyTo(ann);
    expect(await app.send(ann, "ME", { to: k1 })).toMatch(/OK Ann <ann@example.test>/);
    // someone who saw k1 and forges Ann's From: works only until Ann changes her password
    expect(await app.send(ann, "PASSWORD CHANGE new-password-1", { to: k1 })).toMatch(/OK password changed/);
    const k2 = await lastReplyTo(ann);
    expect(await app.send(ann, "ME", { to: k1 })).toMatch(/ERROR unknown account or wrong password/);
    expect(await app.send(ann, "ME", { to: k2 })).toMatch(/OK Ann/);
    // expiry: a key older than REPLY_KEY_DAYS (30) is worth nothing (real-time lifetime, like a session)
    const k3 = await lastReplyTo(ann);
    const hash = (await import("../../src/lib/secrets.ts")).hashReplyKey(k3.split("+")[1].split("@")[0]);
    await app.db.prisma.replyKey.update({
      where: { keyHash: hash },
      data: { createdAt: new Date(Date.now() - 31 * 86_400_000) },
    });
    expect(await app.send(ann, "ME", { to: k3 })).toMatch(/ERROR unknown account or wrong password/);
    await app.db.prisma.replyKey.update({
      where: { keyHash: hash },
      data: { createdAt: new Date(Date.now() - 29 * 86_400_000) },
    });
    expect(await app.send(ann, "ME", { to: k3 })).toMatch(/OK Ann/);
    // LOGOUT ALL: keys, dashboard sessions and API tokens
    const acc = await app.db.prisma.account.findUniqueOrThrow({ where: { email: ann } });
    const tok = await createApiToken(app, acc.id, { name: "script" });
    await app.db.prisma.webSession.create({
      data: { id: "x".repeat(64), accountId: acc.id, expiresAt: new Date(Date.now() + 3600_000) },
    });
    const k4 = await lastReplyTo(ann);
    expect(await app.send(ann, "LOGOUT", { to: k4 })).toMatch(/ERROR LOGOUT ALL ends/);
    expect(await app.send(ann, "LOGOUT ALL", { to: k4 })).toMatch(
      /OK logged out everywhere: \d+ reply keys?, 1 dashboard session and 1 API token revoked/,
    );
    expect(await app.send(ann, "ME", { to: k4 })).toMatch(/ERROR unknown account/);
    expect((await app.db.prisma.apiToken.findUniqueOrThrow({ where: { id: tok.id } })).revokedAt).not.toBeNull();
    expect(await app.db.prisma.webSession.count({ where: { accountId: acc.id } })).toBe(0);
    expect(await app.send(ann, "PASSWORD new-password-1\nME")).toMatch(/OK Ann/);
  });
});

describe("display names", () => {
  it("refuses invisible, bidi and control characters and look-alikes; normalises NFKC", async () => {
    await app.register("bob@example.test", "Bob");
    const bad: [string, RegExp][] = [
      ["\u0410nn", /looks like "Ann"/], // Cyrillic A
      ["ANN", /the name "ANN" is taken/],
      ["B0b", /looks like "Bob"/],
      ["B\u200bob", /invisible|taken/], // (the mail reader may drop the zero-width space first: then it is "Bob")
      ["\u202enaJ", /direction-changing/],
      ["Bo\u0000b", /control|invisible|taken/],
      ["\u3164", /invisible/],
      ["a\u0301\u0301\u0301", /combining/],
      ["１２", /cannot be a number/],
    ];
    for (const [i, [name, why]] of bad.entries()) {
      const r = await app.send(`bad${i}@example.test`, `REGISTER ${name}`);
      expect(r, name).toMatch(why);
      expect(await app.db.prisma.account.findUnique({ where: { email: `bad${i}@example.test` } })).toBeNull();
    }
    // full-width letters fold to plain ones
    await app.register("cy@example.test", "Ｃｙ");
    expect((await app.db.prisma.account.findUniqueOrThrow({ where: { email: "cy@example.test" } })).name).toBe("Cy");
    expect(await app.send("cy2@example.test", "REGISTER Cy")).toMatch(/taken/);
  });

  it("the name rules themselves (whatever the mail reader leaves)", () => {
    for (const n of ["B\u200bob", "Bo\u200db", "\u2066Ann\u2069", "A\u00adnn", "An\ufeffn"])
      expect(normaliseName(n).ok, JSON.stringify(n)).toBe(false);
    expect(normaliseName("  Ｊｏ  Ｄｏｅ ")).toEqual({ ok: true, name: "Jo Doe" });
    expect(confusable("rnoon", "moon")).toBe(true);
    expect(confusable("Ann", "Anne")).toBe(false);
  });

  it("RENAME follows the same rules", async () => {
    const pw = await app.register("dee@example.test", "Dee");
    const auth = `PASSWORD ${pw}\n`;
    expect(await app.send("dee@example.test", `${auth}RENAME Вob`)).toMatch(/ERROR the name "Вob" looks like "Bob"/);
    expect(await app.send("dee@example.test", `${auth}RENAME D\u200ee`)).toMatch(/ERROR .*direction-changing/);
    expect(await app.send("dee@example.test", `${auth}RENAME Deedee`)).toMatch(/OK you are now called Deedee/);
    expect(await app.send("dee@example.test", `${auth}RENAME Deedee`)).toMatch(/OK/); // her own name is no clash
    expect((await app.db.prisma.account.findUniqueOrThrow({ where: { email: "dee@example.test" } })).name).toBe("Deedee");
  });

  it("an unverified REGISTER holds its name two days; a used account holds it for good", async () => {
    // a REGISTER forged from an address nobody reads
    expect(await app.send("nobody@forged.example", "REGISTER Zed")).toMatch(/Welcome, Zed/);
    expect(await app.send("zed@example.test", "REGISTER Zed")).toMatch(/ERROR the name "Zed" is taken/);
    const start = app.clock.now;
    app.clock.now = new Date(start.getTime() + 3 * 86_400_000);
    try {
      expect(await app.send("zed@example.test", "REGISTER Zed")).toMatch(/Welcome, Zed/);
      expect(await app.db.prisma.account.findUnique({ where: { email: "nobody@forged.example" } })).toBeNull();
      // Ann used her account (verified): her name is hers for good
      expect(await app.send("ann2@example.test", "REGISTER Ann")).toMatch(/ERROR the name "Ann" is taken/);
      expect((await app.db.prisma.account.findUniqueOrThrow({ where: { email: ann } })).verifiedAt).not.toBeNull();
    } finally {
      app.clock.now = start;
    }
  });
});
