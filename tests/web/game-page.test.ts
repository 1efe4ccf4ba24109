// A game's dashboard page offers the administrator's Deadline, Kick and Replace forms only while the
// game can still use them: not once it is finished or cancelled.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browserish, startWebTest, type WebTest } from "../helpers/web.ts";
import { ADMIN, ADMIN_PASSWORD } from "../helpers/app.ts";

let t: WebTest;
let b: Browserish;

beforeAll(async () => {
  t = await startWebTest();
  b = new Browserish(t.base);
  expect((await b.login()).status).toBe(302);
});
afterAll(async () => {
  await t?.close();
});

const forms = (html: string) =>
  [...html.matchAll(/<input type="hidden" name="action" value="(deadline|kick|replace)">/g)].map((x) => x[1]);

describe("a game's page", () => {
  it("keeps Deadline, Kick and Replace while the game runs, and drops them once it is over", async () => {
    const created = await t.app.send(ADMIN, `PASSWORD ${ADMIN_PASSWORD}\nCREATE regicide`);
    const id = /created (regicide-\d+)/.exec(created)?.[1];
    expect(id, created).toBeTruthy();
    expect(forms(await (await b.fetch(`/games/${id}`)).text())).toEqual(["deadline", "kick", "replace"]);
    expect(await t.app.send(ADMIN, `PASSWORD ${ADMIN_PASSWORD}\nCANCEL ${id}`)).toMatch(/OK/);
    const after = await (await b.fetch(`/games/${id}`)).text();
    expect(forms(after)).toEqual([]);
    expect(after).toContain("The game is cancelled: nothing is left to set a deadline for");
  });
});
