// The players' webhooks (src/commands/webhook.ts, src/outbox/webhooks.ts) against a local HTTP receiver
// (node:http): WEBHOOK <url> and WEBHOOK OFF by mail, bad URLs refused with nothing changed, a post on
// "your turn" and on "game over" as Discord and Slack read it ({"content", "text"}), retried after a 500
// and given up after a 404, private addresses refused unless WEBHOOK_ALLOW_PRIVATE is set (these tests
// need loopback: they set it, and unset it to see the refusal), and nothing in any post but the game,
// its title, whose turn and the public deadline.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { isPrivateAddress, queueWebhooks, webhookUrlProblem } from "../../src/outbox/webhooks.ts";
import { runWebhookJobs } from "../helpers/jobs.ts";
import { chooser } from "../conformance/suite.ts";

interface Got {
  path: string;
  type: string;
  body: string;
}

describe("webhooks", () => {
  let app: TestApp;
  let server: http.Server;
  let base = "";
  const got: Got[] = [];
  /** what the receiver answers next, by path (then 200) */
  const answers = new Map<string, number[]>();
  const pw: Record<string, string> = {};
  const who = (n: string) => `${n}@example.test`;
  const say = (n: string, lines: string) => app.send(who(n), `PASSWORD ${pw[n]}\n${lines}`);
  /** every post received, each JSON body parsed */
  const posts = (path?: string) =>
    got.filter((g) => !path || g.path === path).map((g) => JSON.parse(g.body) as Record<string, string>);

  beforeAll(async () => {
    app = await makeTestApp("postgres", { WEBHOOK_ALLOW_PRIVATE: "true", WEBHOOK_TIMEOUT_MS: "2000" });
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString("utf8")));
      req.on("end", () => {
        got.push({ path: req.url ?? "", type: String(req.headers["content-type"]), body });
        const next = answers.get(req.url ?? "")?.shift() ?? 200;
        res.writeHead(next).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const n of ["ann", "bob"]) pw[n] = await app.register(who(n), n[0].toUpperCase() + n.slice(1));
  });
  afterAll(async () => {
    server?.close();
    await app?.close();
  });

  it("sets and removes a webhook by mail, and refuses a bad one changing nothing", async () => {
    expect(await say("ann", "WEBHOOK")).toMatch(/OK You have no webhook/);
    expect(await say("ann", `WEBHOOK ${base}/ann/secret-token`)).toMatch(
      /OK your turns and game ends are now also posted to http:\/\/127\.0\.0\.1:\d+\/…/,
    );
    const account = () => app.db.prisma.account.findUniqueOrThrow({ where: { email: who("ann") } });
    expect((await account()).webhookUrl).toBe(`${base}/ann/secret-token`);
    // the token in its path is never echoed nor logged
    const inbound = await app.db.prisma.inboundMessage.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(JSON.stringify(inbound.parsed)).not.toContain("secret-token");
    for (const [line, error] of [
      ["WEBHOOK ftp://example.org/x", /ERROR a webhook is an http:\/\/ or https:\/\/ address/],
      ["WEBHOOK https://user:pw@example.org/x", /ERROR a webhook is an http/],
      ["WEBHOOK not-a-url", /ERROR a webhook is an http/],
      [`WEBHOOK https://example.org/${"x".repeat(500)}`, /ERROR a webhook is an http/],
      ["WEBHOOK https://a.example.org/ https://b.example.org/", /ERROR write WEBHOOK <url>, WEBHOOK OFF/],
    ] as const) {
      expect(await say("ann", line), line.slice(0, 40)).toMatch(error);
      expect((await account()).webhookUrl).toBe(`${base}/ann/secret-token`);
    }
    // without WEBHOOK_ALLOW_PRIVATE, no private, loopback or local address
    app.config.WEBHOOK_ALLOW_PRIVATE = false;
    try {
      for (const url of [
        "http://127.0.0.1/x",
        "http://10.1.2.3/x",
        "http://[::1]/x",
        "http://localhost:8080/x",
        "http://192.168.0.9/",
      ]) {
        expect(await say("ann", `WEBHOOK ${url}`), url).toMatch(
          /ERROR Herald does not post to private, local or loopback addresses/,
        );
        expect((await account()).webhookUrl).toBe(`${base}/ann/secret-token`);
      }
    } finally {
      app.config.WEBHOOK_ALLOW_PRIVATE = true;
    }
    expect(await say("ann", "WEBHOOK OFF")).toMatch(/OK no more webhook posts/);
    expect((await account()).webhookUrl).toBeNull();
  });

  it("tells private addresses from public ones", () => {
    for (const ip of [
      "127.0.0.1",
      "10.0.0.1",
      "172.16.5.4",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "224.0.0.1",
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ["8.8.8.8", "1.1.1.1", "172.32.0.1", "2606:4700::1111"]) expect(isPrivateAddress(ip), ip).toBe(false);
    expect(webhookUrlProblem("https://discord.com/api/webhooks/1/abc", false)).toBeNull();
    expect(webhookUrlProblem("http://127.0.0.1:9/x", true)).toBeNull();
  });

  it("posts your turn and game over, retried after a 500, with nothing but the game, its title, whose turn and the deadline", async () => {
    for (const n of ["ann", "bob"]) expect(await say(n, `WEBHOOK ${base}/${n}/token-${n}`)).toMatch(/OK/);
    const id = /created (trente-\d+)/.exec(await say("ann", "CREATE trente\nJOIN"))![1];
    await say("bob", `JOIN ${id}`);
    const game = await app.db.prisma.game.findUniqueOrThrow({ where: { id } });
    answers.set("/ann/token-ann", [500]);
    answers.set("/bob/token-bob", [500]);
    expect(await say("ann", `START ${id}`)).toContain("started");
    // the first round: the receiver answers 500, every post waits for a retry
    const first = await runWebhookJobs(app);
    expect(first.ran).toBeGreaterThan(0);
    expect(first.threw).toBe(first.ran);
    const waiting = await app.db.prisma.webhookDelivery.findMany({ where: { status: "queued" } });
    expect(waiting.length).toBe(first.ran);
    expect(waiting.every((w) => w.attempts === 1 && w.lastError === "HTTP 500")).toBe(true);
    // not due yet (pg-boss's backoff): nothing is sent again before its time
    expect((await runWebhookJobs(app)).ran).toBe(0);
    const second = await runWebhookJobs(app, { release: true });
    expect(second).toEqual({ ran: first.ran, threw: 0 });
    expect(await app.db.prisma.webhookDelivery.count({ where: { status: { not: "sent" } } })).toBe(0);

    // play the game to its end (any legal moves), posting as it goes
    const engine = app.games.find("trente")!;
    const pick = chooser(`${id}:webhooks`);
    for (let steps = 0; steps < 800; steps++) {
      const g = await app.db.prisma.game.findUniqueOrThrow({ where: { id }, include: { seats: true } });
      if (g.status === "finished") break;
      const moves = g.seats.flatMap((s) => engine.legalMoves!(g.state, s.seat).map((line) => ({ s, line })));
      const { s, line } = moves[pick(moves.length)];
      const n =
        s.accountId === (await app.db.prisma.account.findUniqueOrThrow({ where: { email: who("ann") } })).id ? "ann" : "bob";
      expect(await say(n, `GAME ${id}\n${line}`)).toMatch(/^OK$/m);
      await runWebhookJobs(app);
    }
    const end = await app.db.prisma.game.findUniqueOrThrow({ where: { id } });
    expect(end.status).toBe("finished");
    await runWebhookJobs(app);

    const all = got.filter((g) => g.path.endsWith(`token-ann`) || g.path.endsWith("token-bob"));
    expect(all.every((g) => g.type === "application/json")).toBe(true);
    const bodies = posts();
    // Discord's content and Slack's text, the same words
    expect(bodies.every((b) => Object.keys(b).sort().join() === "content,text" && b.content === b.text)).toBe(true);
    const turn = new RegExp(
      `^(Ann|Bob): your turn in ${id} \\(Trente\\)( — deadline \\w{3} \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC, [^—]+)?$`,
    );
    const over = new RegExp(`^(Ann|Bob): ${id} \\(Trente\\) is over$`);
    // every post is one of the two, whole: nothing else can ride along (a view, a card, a link, a seed)
    for (const b of bodies) expect(b.content, b.content).toMatch(new RegExp(`${turn.source}|${over.source}`));
    for (const n of ["Ann", "Bob"]) {
      expect(bodies.some((b) => b.content.startsWith(`${n}: your turn in ${id}`))).toBe(true);
      expect(bodies.filter((b) => b.content === `${n}: ${id} (Trente) is over`)).toHaveLength(1);
    }
    // each to its own player's webhook
    for (const g of all) expect(JSON.parse(g.body).content.startsWith(g.path.includes("ann") ? "Ann" : "Bob")).toBe(true);
    const raw = all.map((g) => g.body).join("\n");
    for (const secret of [game.seed, "/p/", "herald+", "@example.test", "token-"]) expect(raw).not.toContain(secret);
  });

  it("gives up after a 404, and refuses at posting time an address that is private unless allowed", async () => {
    const ann = await app.db.prisma.account.findUniqueOrThrow({ where: { email: who("ann") } });
    // a row and its job, as a mail writes them
    const row = async (url: string) => {
      await app.db.transaction((work) => queueWebhooks(work, [{ accountId: ann.id, url, text: "x" }], app.now()));
      return app.db.prisma.webhookDelivery.findFirstOrThrow({ orderBy: { id: "desc" } });
    };
    answers.set("/gone", [404]);
    const gone = await row(`${base}/gone`);
    await runWebhookJobs(app);
    expect(await app.db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: gone.id } })).toMatchObject({
      status: "failed",
      lastError: "HTTP 404",
    });
    const before = got.length;
    app.config.WEBHOOK_ALLOW_PRIVATE = false;
    try {
      const inside = await row(`${base}/inside`);
      await runWebhookJobs(app);
      expect(await app.db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: inside.id } })).toMatchObject({
        status: "failed",
        lastError: "refused: a private address",
      });
      // a name resolving to loopback is refused when connecting, whatever the URL said
      const named = await row(`http://localhost:${new URL(base).port}/named`);
      await runWebhookJobs(app);
      expect((await app.db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: named.id } })).status).toBe("failed");
    } finally {
      app.config.WEBHOOK_ALLOW_PRIVATE = true;
    }
    expect(got.length).toBe(before);
  });
});
