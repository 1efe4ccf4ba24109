// A dashboard session lives on real time, whatever the app clock says. The app clock is the games'
// clock (deadlines, reminders) and tests pin it to any date; a session dated on one clock and checked
// on the other broke every login the day the real date passed the tests' fixed clock.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browserish, startWebTest, type WebTest } from "../helpers/web.ts";

describe("dashboard session and the app clock", () => {
  let t: WebTest;
  beforeAll(async () => {
    t = await startWebTest();
  });
  afterAll(async () => {
    await t?.close();
  });

  for (const appDate of ["1999-01-01T00:00:00Z", "2126-06-01T00:00:00Z"]) {
    it(`logs in and stays logged in with the app clock at ${appDate}`, async () => {
      t.app.clock.now = new Date(appDate);
      const b = new Browserish(t.base);
      expect((await b.login()).status).toBe(302);
      const page = await b.fetch("/games");
      expect(page.status).toBe(200);
      // moving the game clock on does not end the session either
      t.app.clock.now = new Date(Date.parse(appDate) + 400 * 86400_000);
      expect((await b.fetch("/games")).status).toBe(200);
    });
  }
});
