// A line refused for want of an account says how to get one — in the same words whether the address has
// an account or not (they must not tell which addresses do).
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../helpers/app.ts";

let app: TestApp;
beforeAll(async () => void (app = await makeTestApp("postgres")));
afterAll(async () => app?.close());

it("tells a sender without an account how to REGISTER, and says the same to an account's address", async () => {
  const stranger = await app.send("nobody@example.test", "STATUS");
  expect(stranger).toMatch(/ERROR unknown account or wrong password/);
  expect(stranger).toContain("Send REGISTER <your name> to get an account");
  await app.register("ann@example.test", "Ann");
  const ann = await app.send("ann@example.test", "PASSWORD wrong-one\nSTATUS");
  expect(ann).toContain("Send REGISTER <your name> to get an account");
  // the hint is not added where the account is known and the line failed for another reason
  const pw = await app.register("bo@example.test", "Bo");
  expect(await app.send("bo@example.test", `PASSWORD ${pw}\nSTATUS nogame-9`)).not.toContain("REGISTER <your name>");
});
