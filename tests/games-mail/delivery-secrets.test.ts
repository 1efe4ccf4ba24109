// What only a reader may know reaches them at once, whatever their DELIVERY (src/service/notices.ts,
// route): a Killer player on TURN or DIGEST is never "awaited" (the administrator reports kills), so
// news held until "your turn" would never come — their target at START, the news that they were
// destroyed and the new target after a kill must go at once. Public news that asks nothing of them is
// still held. PostgreSQL, the real pipeline.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { Journal, SITE_ADMIN as root, people, type Person } from "./kt-helpers.ts";

let app: TestApp;
let ann: Person, bob: Person, cy: Person, dee: Person;

beforeAll(async () => {
  app = await makeTestApp("postgres");
  app.clock.now = new Date("2026-12-01T08:00:00Z");
  [ann, bob, cy, dee] = await people(app, ["Ann", "Bob", "Cy", "Dee"]);
});
afterAll(async () => app?.close());

describe.each(["TURN", "DIGEST 24"])("a Killer player on DELIVERY %s", (setting) => {
  it("gets their target at START, and at once the kill that destroyed them or gave them a new target", async () => {
    const j = new Journal(app);
    for (const p of [ann, bob, cy, dee]) await j.ok(p, `DELIVERY ${setting}`, { noGame: true });
    await j.create(root, "CREATE killer order=Rome,Gaul,Egypt,Persia", [
      [ann, "civ=Rome"],
      [bob, "civ=Gaul"],
      [cy, "civ=Egypt"],
      [dee, "civ=Persia"],
    ]);
    await j.ok(root, `START ${j.gameId}`, { noGame: true });
    const targets = { [ann.email]: "Gaul", [bob.email]: "Egypt", [cy.email]: "Persia", [dee.email]: "Rome" };
    for (const p of [ann, bob, cy, dee]) {
      const got = (await j.lastNews(p.email)).map((m) => m.body).join("\n");
      expect(got, `${p.name} at START`).toContain(`Your target: ${targets[p.email]}`);
    }
    expect(await app.db.prisma.heldNews.count({ where: { gameId: j.gameId } })).toBe(0);

    // Rome (Ann) destroys Gaul (Bob), her target: Bob learns he is out, Ann gets Egypt, both at once
    await j.ok(root, "TURN 5");
    await j.ok(root, "KILL Rome Gaul TURN 5");
    const toAnn = (await j.lastNews(ann.email)).map((m) => m.body).join("\n");
    expect(toAnn).toContain("Your new target: Egypt.");
    const toBob = (await j.lastNews(bob.email)).map((m) => m.body).join("\n");
    expect(toBob).toContain("Your civilization: Gaul (out of the game)");
    // Cy and Dee are told nothing of their own: that news may wait for them
    expect((await j.lastNews(cy.email)).length).toBe(0);
    const cyId = (await app.db.prisma.account.findUniqueOrThrow({ where: { email: cy.email } })).id;
    expect(await app.db.prisma.heldNews.count({ where: { gameId: j.gameId, accountId: cyId } })).toBeGreaterThan(0);
  });
});
