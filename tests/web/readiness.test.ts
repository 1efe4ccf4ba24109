// /readyz of an instance that waits for the mailbox while another reads it (src/inbox/mailbox-lease.ts):
// it serves the dashboard and sends mail, and takes the mailbox over when the reader dies, so it is
// ready — not "degraded", which a load balancer or compose's healthcheck would read as "restart me".
// An instance whose IMAP connection fails is still degraded, standby or not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readiness } from "../../src/web/readiness.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await makeTestApp("postgres");
});
afterAll(async () => {
  await app?.close();
});

describe("readiness of the IMAP part", () => {
  it("a standby instance (another holds the mailbox) is ready and says so", async () => {
    const r = await readiness(app, { mailboxStatus: () => ({ connected: false, standby: true, lastPollAt: null }) });
    expect(r.status).toBe("ok");
    expect(r.problems).toEqual([]);
    expect(r.imap).toMatchObject({ up: true, standby: true });
  });

  it("a reader that is not connected is degraded; so is a standby whose connection fails", async () => {
    const down = await readiness(app, { mailboxStatus: () => ({ connected: false, lastPollAt: null }) });
    expect(down.status).toBe("degraded");
    expect(down.imap).toMatchObject({ up: false, standby: false });
    const failing = await readiness(app, {
      mailboxStatus: () => ({ connected: false, standby: true, lastPollAt: null, error: "Authentication failed" }),
    });
    expect(failing.status).toBe("degraded");
    expect(failing.problems.join(" ")).toMatch(/imap not connected: Authentication failed/);
  });
});

describe("when an instance is on standby", () => {
  it("only once another instance is seen holding the mailbox: one that gets it at once never says standby", async () => {
    const { mailboxLease } = await import("../../src/inbox/mailbox-lease.ts");
    const first = mailboxLease(app, "readiness-test", () => {}, 50);
    const second = mailboxLease(app, "readiness-test", () => {}, 50);
    let firstWaited = 0;
    let secondWaited = 0;
    try {
      expect(
        await first.acquire(
          () => false,
          () => firstWaited++,
        ),
      ).toBe(true);
      expect(firstWaited).toBe(0); // it was ready to read at once: not a standby, so not ready before its first pass
      const stop = { now: false };
      const got = second.acquire(
        () => stop.now,
        () => secondWaited++,
      );
      await new Promise((r) => setTimeout(r, 300));
      expect(secondWaited).toBeGreaterThan(0); // another holds it: on standby (ready)
      await first.release();
      expect(await got).toBe(true);
    } finally {
      await first.release();
      await second.release();
    }
  });
});
