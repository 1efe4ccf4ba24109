// What an address without an account gets back is short (src/intake/outcomes.ts STRANGER_REPLY_BYTES):
// a one-line mail with a forged From must not make Herald mail a victim the 9 KB HELP or four games'
// rules at once. The reply stops at a line with a note saying how to get whole answers; an account
// still gets the whole answer, and a forged wrong PASSWORD (answered as a stranger's) is bounded too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { STRANGER_REPLY_BYTES } from "../../src/intake/outcomes.ts";

describe("a stranger's reply is short", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await makeTestApp("postgres", { STRANGER_REPLIES_PER_HOUR: "100" });
  });
  afterAll(async () => app?.close());

  it("bounds every reply to an address without an account, and says how to get the rest", async () => {
    let n = 0;
    for (const body of [
      "HELP",
      "HELP killer",
      "HELP\nLIST\nHELP trente\nHELP threekingdoms\nHELP regicide",
      "FOO\n".repeat(150),
    ]) {
      const reply = await app.send(`stranger${++n}@example.org`, body);
      expect(Buffer.byteLength(reply), body.slice(0, 30)).toBeLessThanOrEqual(STRANGER_REPLY_BYTES);
      expect(reply.length).toBeGreaterThan(0);
    }
    const help = await app.send("stranger-help@example.org", "HELP");
    expect(help).toMatch(/reply to an address without an account stops here\. Send REGISTER <your name>/);
    // in the stranger's language
    const fr = await app.send("etranger@example.fr", "AIDE", { subject: "bonjour, de l’aide s’il vous plaît" });
    expect(Buffer.byteLength(fr)).toBeLessThanOrEqual(STRANGER_REPLY_BYTES);
    // registering still works whole, and an account gets the whole HELP
    const reg = await app.send("newcomer@example.org", "REGISTER Nia");
    const pw = /Your password is: (\S+)/.exec(reg)![1];
    const whole = await app.send("newcomer@example.org", `PASSWORD ${pw}\nHELP`);
    expect(Buffer.byteLength(whole)).toBeGreaterThan(4 * STRANGER_REPLY_BYTES);
  });

  it("bounds the answer to a forged wrong PASSWORD as a stranger's", async () => {
    const pw = await app.register("victim@example.org", "Vic");
    await app.send("victim@example.org", `PASSWORD ${pw}\nME`);
    const forged = await app.send("victim@example.org", "PASSWORD wrong-guess\nHELP\nHELP killer\nHELP trente");
    expect(forged).toMatch(/ERROR unknown account or wrong password/);
    expect(Buffer.byteLength(forged)).toBeLessThanOrEqual(STRANGER_REPLY_BYTES);
  });
});
