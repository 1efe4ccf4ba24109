// Reminders and deadlines speak each reader's language: the reminder to the awaited player in theirs,
// the late notice to the others in theirs (the core's own words; the tiny test game's are English).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guessEngine } from "../helpers/tiny-game.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { runDueJobs } from "../helpers/jobs.ts";
import { at, HOUR } from "./helpers.ts";

describe("reminders and deadlines per reader (PostgreSQL)", () => {
  let app: TestApp;
  const ann = "ann.rl@example.test",
    bob = "bob.rl@example.test";
  let A: [string, string], B: [string, string];

  beforeAll(async () => {
    app = await makeTestApp("postgres", {}, [guessEngine]);
    A = [ann, await app.register(ann, "Ann")];
    B = [bob, await app.register(bob, "Bob")];
    expect(await app.send(ann, `PASSWORD ${A[1]}\nLANGUAGE fr`)).toContain("OK Herald t’écrit désormais en français.");
    expect(await app.send(bob, `PASSWORD ${B[1]}\nLANGUAGE es`)).toContain("OK Herald te escribe ahora en español.");
  });
  afterAll(async () => app?.close());

  it("the reminder and the late notice come in each reader's language", async () => {
    const t0 = new Date("2026-12-01T12:00:00Z");
    app.clock.now = t0;
    const host = "host.rl@example.test";
    const H: [string, string] = [host, await app.register(host, "Hal")];
    const r = await app.send(host, `PASSWORD ${H[1]}\nCREATE guess deadline=24h remind=6h`);
    const id = /created (\S+-\d+)/.exec(r)![1];
    expect(await app.send(ann, `PASSWORD ${A[1]}\nJOIN ${id}`)).toMatch(/OK tu as rejoint .* place 1/);
    expect(await app.send(bob, `PASSWORD ${B[1]}\nJOIN ${id}`)).toMatch(/OK te has unido a .* puesto 2/);
    expect(await app.send(host, `PASSWORD ${H[1]}\nSTART ${id}`)).toMatch(/OK .* started/);

    at(app, t0, 18 * HOUR);
    let mark = await app.lastOutboxId();
    expect(await runDueJobs(app)).toBe(1);
    const reminder = (await app.mailsSince(mark, ann))[0];
    expect(reminder.subject).toBe(`[${id}] Guess — nouvelles`);
    expect(reminder.body).toContain(`Rappel : ${id} attend ton coup : `);
    expect(reminder.body).toContain("Échéance : mer. 2026-12-02 12:00 UTC (encore 6 h)");

    at(app, t0, 24 * HOUR);
    mark = await app.lastOutboxId();
    expect(await runDueJobs(app)).toBeGreaterThanOrEqual(1);
    const toAnn = (await app.mailsSince(mark, ann)).map((x) => x.body).join("\n");
    const toBob = (await app.mailsSince(mark, bob)).map((x) => x.body).join("\n");
    expect(toAnn).toContain(`L’échéance de ton coup dans ${id} est passée`);
    expect(toBob).toContain("Plazo vencido: Ann no jugó a tiempo; se ha aplicado la opción por defecto del juego.");
    expect(toBob).toMatch(/Te toca: /);
    for (const body of [toAnn, toBob]) expect(body).not.toMatch(/Reminder|deadline passed|Your move|Waiting for/);
  });
});
