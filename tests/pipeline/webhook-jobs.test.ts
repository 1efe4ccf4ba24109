// The webhook posts as pg-boss jobs (src/outbox/webhooks.ts, src/db/queue.ts): a post's job is written in
// the transaction of its row (none after a rollback); a receiver that does not answer holds no transaction,
// so on PGlite (one transaction at a time) a mail is processed while the post hangs; a failing receiver is
// retried by the queue's policy and the row ends failed with its last error; a job run twice (again after
// a crash, or at once by two workers) posts once; a loopback target, in any of its forms, receives nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { deliver, queueWebhooks, startWebhooks, type PostTry } from "../../src/outbox/webhooks.ts";
import { WEBHOOK_QUEUE, type PostJob } from "../../src/db/queue.ts";
import { runWebhookJobs } from "../helpers/jobs.ts";

/** A receiver on every loopback address that records each post; `/hang` answers only when told to. */
async function receiver() {
  const got: string[] = [];
  const hanging: Array<() => void> = [];
  const answers = new Map<string, number>();
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      got.push(req.url ?? "");
      if (req.url === "/hang") hanging.push(() => res.writeHead(200).end());
      else res.writeHead(answers.get(req.url ?? "") ?? 200).end();
    });
  });
  await new Promise<void>((r) => server.listen({ port: 0, host: "::", ipv6Only: false }, r));
  const port = (server.address() as AddressInfo).port;
  return { got, hanging, answers, port, base: `http://127.0.0.1:${port}`, close: () => server.close() };
}

type Receiver = Awaited<ReturnType<typeof receiver>>;

/** Writes posts and their jobs as a mail does, in one transaction; returns the rows' ids. */
async function post(app: TestApp, urls: string[]): Promise<number[]> {
  const ann = await app.db.prisma.account.findFirstOrThrow({ where: { email: "ann@example.test" } });
  await app.db.transaction((work) =>
    queueWebhooks(
      work,
      urls.map((url) => ({ accountId: ann.id, url, text: "Ann: your turn" })),
      app.now(),
    ),
  );
  const rows = await app.db.prisma.webhookDelivery.findMany({ orderBy: { id: "desc" }, take: urls.length });
  return rows.map((r) => r.id).reverse();
}

/** The webhook jobs pg-boss holds, by the row each names. */
async function jobsOf(app: TestApp): Promise<Array<{ id: number; state: string }>> {
  const rows = await app.db.statements.rows<{ id: string; state: string }>(
    `SELECT data->>'id' AS id, state FROM pgboss.job WHERE name = $1 ORDER BY created_on`,
    WEBHOOK_QUEUE,
  );
  return rows.map((r) => ({ id: Number(r.id), state: r.state }));
}

const row = (app: TestApp, id: number) => app.db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id } });

describe("webhook jobs on PostgreSQL", () => {
  let app: TestApp;
  let hook: Receiver;

  beforeAll(async () => {
    app = await makeTestApp("postgres", { WEBHOOK_ALLOW_PRIVATE: "true", WEBHOOK_TIMEOUT_MS: "3000" });
    hook = await receiver();
    await app.register("ann@example.test", "Ann");
  });
  afterAll(async () => {
    hook?.close();
    await app?.close();
  });

  it("arms a post's job in its row's transaction, and none after a rollback", async () => {
    const [id] = await post(app, [`${hook.base}/armed`]);
    expect((await jobsOf(app)).filter((j) => j.id === id)).toEqual([{ id, state: "created" }]);
    const before = await jobsOf(app);
    const rows = await app.db.prisma.webhookDelivery.count();
    const ann = await app.db.prisma.account.findFirstOrThrow({ where: { email: "ann@example.test" } });
    await expect(
      app.db.transaction(async (work) => {
        await queueWebhooks(work, [{ accountId: ann.id, url: `${hook.base}/rolled-back`, text: "x" }], app.now());
        await work.flush();
        throw new Error("the mail failed");
      }),
    ).rejects.toThrow(/the mail failed/);
    expect(await app.db.prisma.webhookDelivery.count()).toBe(rows);
    expect(await jobsOf(app)).toEqual(before);
    expect(await runWebhookJobs(app)).toEqual({ ran: 1, threw: 0 });
    expect(hook.got).toEqual(["/armed"]);
    expect(await row(app, id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
  });

  it("retries a failing receiver by the queue's policy, and leaves the row failed with its last error", async () => {
    hook.answers.set("/down", 503);
    const [id] = await post(app, [`${hook.base}/down`]);
    let tries = 0;
    for (let round = 0; round < 20; round++) {
      const { ran, threw } = await runWebhookJobs(app, { release: true });
      if (!ran) break;
      expect(threw).toBe(ran);
      tries += ran;
    }
    // retryLimit 7: eight tries in all (src/db/queue.ts)
    expect(tries).toBe(8);
    expect(hook.got.filter((p) => p === "/down")).toHaveLength(8);
    expect(await row(app, id)).toMatchObject({ status: "failed", attempts: 8, lastError: "HTTP 503" });
    expect((await jobsOf(app)).filter((j) => j.id === id)).toEqual([{ id, state: "failed" }]);
  });

  it("posts once when a job runs twice, one after the other or at once", async () => {
    const [once, both] = await post(app, [`${hook.base}/once`, `${hook.base}/hang`]);
    const taken = await app.db.jobs.boss.fetch<PostJob>(WEBHOOK_QUEUE, { batchSize: 10, includeMetadata: true });
    const job = (id: number) => taken.find((j) => j.data.id === id)! as unknown as PostTry;
    // again after a crash between our record and pg-boss's complete
    await deliver(app, job(once));
    await deliver(app, job(once));
    // a second worker while the first is still posting: it finds the row being posted and throws, to come
    // back later (pg-boss's retry)
    const first = deliver(app, job(both));
    while (!hook.hanging.length) await new Promise((r) => setTimeout(r, 20));
    await expect(deliver(app, job(both))).rejects.toThrow(/being posted elsewhere/);
    hook.hanging.shift()!();
    await first;
    await deliver(app, job(both));
    expect(hook.got.filter((p) => p === "/once")).toHaveLength(1);
    expect(hook.got.filter((p) => p === "/hang")).toHaveLength(1);
    for (const id of [once, both]) expect(await row(app, id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("is posted by the queue's workers, which stop when told", async () => {
    const stop = startWebhooks(app, 500);
    try {
      const [id] = await post(app, [`${hook.base}/worked`]);
      for (let i = 0; i < 600 && (await row(app, id)).status !== "sent"; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await row(app, id)).toMatchObject({ status: "sent", attempts: 1 });
      expect(hook.got.filter((p) => p === "/worked")).toHaveLength(1);
    } finally {
      await stop();
    }
  });

  it("posts nothing to a loopback target, in any of its forms, and does not retry it", async () => {
    app.config.WEBHOOK_ALLOW_PRIVATE = false;
    try {
      const before = hook.got.length;
      const urls = ["127.0.0.1", "[::ffff:127.0.0.1]", "[::ffff:7f00:1]", "[::1]", "localhost", "2130706433"].map(
        (h) => `http://${h}:${hook.port}/inside`,
      );
      const ids = await post(app, urls);
      expect(await runWebhookJobs(app)).toEqual({ ran: urls.length, threw: 0 });
      expect(await runWebhookJobs(app, { release: true })).toEqual({ ran: 0, threw: 0 });
      for (const id of ids)
        expect(await row(app, id)).toMatchObject({ status: "failed", attempts: 1, lastError: "refused: a private address" });
      expect(hook.got.length).toBe(before);
    } finally {
      app.config.WEBHOOK_ALLOW_PRIVATE = true;
    }
  });
});

describe("webhook jobs on PGlite", () => {
  let app: TestApp;
  let hook: Receiver;

  beforeAll(async () => {
    // the post's own timeout is far beyond the test's wait for the mail: a mail that had to wait for the
    // post would come after it settled
    app = await makeTestApp("pglite", { WEBHOOK_ALLOW_PRIVATE: "true", WEBHOOK_TIMEOUT_MS: "20000" });
    hook = await receiver();
    await app.register("ann@example.test", "Ann");
  });
  afterAll(async () => {
    hook?.close();
    await app?.close();
  });

  it("processes a mail while a post hangs", { timeout: 60_000 }, async () => {
    const [id] = await post(app, [`${hook.base}/hang`]);
    let settled = false;
    const posting = runWebhookJobs(app).finally(() => (settled = true));
    while (!hook.hanging.length && !settled) await new Promise((r) => setTimeout(r, 20));
    expect(hook.hanging).toHaveLength(1);
    // the receiver holds its answer: a mail is read, run and answered meanwhile
    expect(await app.register("bob@example.test", "Bob")).toBeTruthy();
    expect(settled).toBe(false);
    expect((await row(app, id)).status).toBe("sending");
    hook.hanging[0]();
    expect(await posting).toEqual({ ran: 1, threw: 0 });
    expect(await row(app, id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("posts once when a job runs twice", async () => {
    const [id] = await post(app, [`${hook.base}/twice`]);
    const [j] = await app.db.jobs.boss.fetch<PostJob>(WEBHOOK_QUEUE, { includeMetadata: true });
    await deliver(app, j as unknown as PostTry);
    await deliver(app, j as unknown as PostTry);
    expect(hook.got.filter((p) => p === "/twice")).toHaveLength(1);
    expect(await row(app, id)).toMatchObject({ status: "sent", attempts: 1 });
  });
});
