// The webhooks' address guard (src/outbox/webhooks.ts) against every way of writing an address Herald
// must not post to: IPv4-mapped, -compatible, SIIT, NAT64 and 6to4 IPv6, decimal, octal, hex and short
// IPv4, percent-encoded and full-width digits, unspecified, link-local, ULA, multicast, documentation and
// benchmarking ranges, local names, names a resolver answers with loopback (also among public answers),
// and a redirect. Each is refused by WEBHOOK, and — stored anyway, as an older Herald may have — never
// connected when posting; a loopback listener on every loopback address (:: with IPv4 mapped) receives
// nothing it was not meant to.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { isPrivateAddress, postWebhook, queueWebhooks, type Resolve } from "../../src/outbox/webhooks.ts";
import { runWebhookJobs } from "../helpers/jobs.ts";

describe("the webhook address guard", () => {
  let app: TestApp;
  let server: http.Server;
  let port = 0;
  const got: string[] = [];
  let pw = "";
  const who = "ann@example.test";

  beforeAll(async () => {
    app = await makeTestApp("postgres", { WEBHOOK_TIMEOUT_MS: "1500", ERROR_REPLIES_PER_HOUR: "1000" });
    server = http.createServer((req, res) => {
      got.push(req.url ?? "");
      if (req.url === "/redirect") res.writeHead(302, { location: `http://127.0.0.1:${port}/followed` }).end();
      else res.writeHead(200).end();
    });
    // every loopback address: ::1, and 127.0.0.1 / 0.0.0.0 through the IPv4-mapped socket
    await new Promise<void>((r) => server.listen({ port: 0, host: "::", ipv6Only: false }, r));
    port = (server.address() as AddressInfo).port;
    pw = await app.register(who, "Ann");
  });
  afterAll(async () => {
    server?.close();
    await app?.close();
  });

  /** every form, with the listener's port where the address is this machine */
  const forms = () =>
    [
      // IPv6 forms of loopback and unspecified
      "[::1]",
      "[0:0:0:0:0:0:0:1]",
      "[::ffff:127.0.0.1]",
      "[::ffff:7f00:1]",
      "[0:0:0:0:0:ffff:7f00:1]",
      "[::127.0.0.1]",
      "[::7f00:1]",
      "[::ffff:0:127.0.0.1]",
      "[64:ff9b::127.0.0.1]",
      "[64:ff9b::7f00:1]",
      "[64:ff9b:1::7f00:1]",
      "[2002:7f00:1::]",
      "[::]",
      "[::ffff:0.0.0.0]",
      // numeric forms of 127.0.0.1 and 0.0.0.0
      "127.0.0.1",
      "127.1",
      "127.0.1",
      "2130706433",
      "0x7f000001",
      "0x7f.0.0.1",
      "0x7f.1",
      "0177.0.0.1",
      "017700000001",
      "0177.1",
      "127.000.000.001",
      "%31%32%37.0.0.1",
      "１２７.０.０.１",
      "0.0.0.0",
      "0",
      "127.255.255.254",
      // other ranges, written in several ways
      "10.0.0.1",
      "[::ffff:10.0.0.1]",
      "169.254.169.254",
      "[::ffff:169.254.169.254]",
      "[::ffff:a9fe:a9fe]",
      "0xa9fea9fe",
      "2852039166",
      "100.64.0.1",
      "172.16.0.1",
      "192.168.0.1",
      "192.0.2.1",
      "198.51.100.1",
      "203.0.113.1",
      "198.18.0.1",
      "224.0.0.1",
      "240.0.0.1",
      "255.255.255.255",
      "[fe80::1]",
      "[fd00::1]",
      "[fc00::1]",
      "[fec0::1]",
      "[ff02::1]",
      "[2001:db8::1]",
      "[2001::1]",
      "[100::1]",
      // names that are this machine
      "localhost",
      "localhost.",
      "LocalHost",
      "a.localhost",
      "printer.local",
      "metadata.google.internal",
      "router.home.arpa",
    ].map((h) => `http://${h}:${port}/hook?x=1`);

  it("refuses every form by WEBHOOK, changing nothing", async () => {
    const list = forms();
    expect(list.length).toBeGreaterThanOrEqual(30);
    for (const url of list)
      expect(await app.send(who, `PASSWORD ${pw}\nWEBHOOK ${url}`), url).toMatch(
        /ERROR Herald does not post to private, local or loopback addresses/,
      );
    expect((await app.db.prisma.account.findUniqueOrThrow({ where: { email: who } })).webhookUrl).toBeNull();
    expect(got).toEqual([]);
  });

  it("never connects to any of them when posting, whatever was stored", async () => {
    const ann = await app.db.prisma.account.findUniqueOrThrow({ where: { email: who } });
    const list = forms();
    // rows and their jobs, as a mail writes them
    await app.db.transaction((work) =>
      queueWebhooks(
        work,
        list.map((url) => ({ accountId: ann.id, url, text: "x" })),
        app.now(),
      ),
    );
    expect(await runWebhookJobs(app)).toEqual({ ran: list.length, threw: 0 });
    const rows = await app.db.prisma.webhookDelivery.findMany({ orderBy: { id: "asc" } });
    expect(rows).toHaveLength(list.length);
    for (const r of rows)
      expect({ url: r.url, status: r.status, error: r.lastError }).toEqual({
        url: r.url,
        status: "failed",
        error: "refused: a private address",
      });
    expect(got).toEqual([]);
  });

  it("checks what a name resolves to, every answer, at connecting", async () => {
    const resolver =
      (answers: string[]): Resolve =>
      async () =>
        answers.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    for (const answers of [
      ["127.0.0.1"],
      ["::1"],
      ["::ffff:127.0.0.1"],
      ["::ffff:7f00:1"],
      ["::127.0.0.1"],
      ["64:ff9b::7f00:1"],
      ["0.0.0.0"],
      ["::"],
      // a public answer first, loopback second (a resolver that rebinds between answers)
      ["93.184.216.34", "127.0.0.1"],
      [],
    ])
      await expect(
        postWebhook(`http://hook.example.test:${port}/named`, "{}", 1500, false, resolver(answers)),
        answers.join(),
      ).rejects.toThrow(/refused: a private address/);
    // localhost through the machine's own resolver
    await expect(postWebhook(`http://localhost:${port}/named`, "{}", 1500, false)).rejects.toThrow(/refused/);
    expect(got).toEqual([]);
  });

  it("never follows a redirect", async () => {
    // allowed to post to loopback here, so that the listener can answer with a redirect
    await expect(postWebhook(`http://127.0.0.1:${port}/redirect`, "{}", 1500, true)).rejects.toThrow(/HTTP 302/);
    expect(got).toEqual(["/redirect"]);
  });

  it("tells public unicast from everything else", () => {
    for (const ip of ["8.8.8.8", "1.1.1.1", "172.32.0.1", "2606:4700::1111", "2a00:1450:4001::1", "::ffff:8.8.8.8"])
      expect(isPrivateAddress(ip), ip).toBe(false);
    for (const ip of ["::8.8.8.8", "64:ff9b::808:808", "not an address", ""]) expect(isPrivateAddress(ip), ip).toBe(true);
  });
});
