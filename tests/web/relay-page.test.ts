// A relay's page for the awaited player (src/web/views/reader.eta): the game takes its turn as a file
// by mail, so the page says how to send it (reply to the "your turn" mail with the file attached, or
// UPLOAD) rather than "Nothing for you to play now", which only a player not awaited reads.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startWebTest, type WebTest } from "../helpers/web.ts";

const LINK = /(https?:\/\/\S+\/p\/([A-Za-z0-9_-]{43}))/;
let t: WebTest;
let gameId = "";
const pw: Record<string, string> = {};
const who = (n: string) => `${n}@example.test`;
const say = (n: string, lines: string) => t.app.send(who(n), `PASSWORD ${pw[n]}\n${lines}`);
const page = async (n: string) => {
  const mails = (await t.app.mails(who(n))).filter((m) => m.gameId === gameId);
  return (await fetch(LINK.exec(mails.at(-1)!.body)![1])).text();
};

beforeAll(async () => {
  t = await startWebTest();
  for (const n of ["ann", "bob"]) pw[n] = await t.app.register(who(n), n.toUpperCase());
  gameId = /created (relay-\d+)/.exec(await say("ann", "CREATE relay\nJOIN"))![1];
  await say("bob", `JOIN ${gameId}`);
  expect(await say("ann", `START ${gameId}`)).toContain("started");
});
afterAll(async () => t?.close());

it("the awaited player's page says how to send the file; the other player's says there is nothing to play", async () => {
  const ann = await page("ann");
  expect(ann).toContain("Send the first file");
  expect(ann).toContain("with the file attached (or mail UPLOAD " + gameId);
  expect(ann).not.toContain("Nothing for you to play now");
  const bob = await page("bob");
  expect(bob).toContain("Nothing for you to play now");
  expect(bob).not.toContain("with the file attached (or mail UPLOAD");
});
