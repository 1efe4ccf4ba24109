// A stop asked while Herald is still starting (SIGTERM during the start, src/main.ts) can stop pg-boss
// before a worker is started. Starting one then must neither throw nor leave a rejection nobody hears
// (Node ends the process with code 1 for one), and its stop must have nothing to wait for.
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { startIntake } from "../../src/intake/worker.ts";
import { startWebhooks } from "../../src/outbox/webhooks.ts";
import { startScheduler } from "../../src/service/jobs/scheduler.ts";
import { startSender } from "../../src/outbox/sender.ts";

let app: TestApp;
beforeAll(async () => void (app = await makeTestApp("postgres")));
afterAll(async () => app?.close());

it("workers started after pg-boss stopped start nothing, reject nothing, and stop at once", async () => {
  const unheard: unknown[] = [];
  const hear = (e: unknown) => void unheard.push(e);
  process.on("unhandledRejection", hear);
  try {
    await app.db.jobs.boss.stop({ graceful: false, close: false });
    const transport = { sendMail: async () => ({}), close: () => {} };
    const stops = [startIntake(app), startWebhooks(app), startScheduler(app), startSender(app, { transport })];
    for (const stop of stops) await stop();
    await new Promise((r) => setTimeout(r, 100)); // a rejection is reported after the turn it was made in
    expect(unheard).toEqual([]);
  } finally {
    process.off("unhandledRejection", hear);
  }
});
