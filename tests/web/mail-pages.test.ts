// The dashboard's mail logs: encoded subjects and From names shown decoded, local mail counted as
// such (not as "sent 0"), and lists longer than a page paged (older → / ← newest, filters kept).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Browserish, startWebTest, type WebTest } from "../helpers/web.ts";
import { MAIL_PAGE } from "../../src/web/pages/mail.ts";

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
beforeEach(async () => {
  await t.app.db.prisma.outbox.deleteMany({});
  await t.app.db.prisma.inboundMessage.deleteMany({});
});

let n = 0;
const inbound = (over: { fromAddress?: string; subject?: string } = {}) => {
  n++;
  return {
    messageId: `<in${n}@example.com>`,
    dedupeKey: `in${n}`,
    source: "imap",
    raw: "Subject: x\r\n\r\nhello\r\n",
    fromAddress: over.fromAddress ?? `p${n}@example.com`,
    subject: over.subject ?? `mail ${n}`,
    status: "done",
  };
};
const outbox = (status: string) => {
  n++;
  return {
    messageId: `out${n}@example.test`,
    toAddress: `p${n}@example.com`,
    kind: "reply",
    subject: `reply ${n}`,
    body: "hi\n",
    status,
  };
};

describe("mail pages", () => {
  it("the inbound list and page show encoded subjects and From names decoded", async () => {
    const row = await t.app.db.prisma.inboundMessage.create({
      data: inbound({
        fromAddress: "=?UTF-8?Q?Zo=C3=AB_M=C3=BCller?= <zoe@example.com>",
        subject: "=?UTF-8?Q?Re:_Herald_=E2=80=94_regicide-3?=",
      }),
    });
    await t.app.db.prisma.inboundMessage.create({
      // raw 8-bit UTF-8 in the header, as the header block is read (byte for byte, latin1)
      data: inbound({ subject: Buffer.from("Grüße", "utf8").toString("latin1") }),
    });
    const list = await (await b.fetch("/inbound")).text();
    expect(list).toContain("Zoë Müller &lt;zoe@example.com&gt;");
    expect(list).toContain("Re: Herald — regicide-3");
    expect(list).toContain("Grüße");
    expect(list).not.toContain("=?UTF-8?");
    const one = await (await b.fetch(`/inbound/${row.id}`)).text();
    expect(one).toContain("Re: Herald — regicide-3");
    expect(one).toContain("Zoë Müller");
  });

  it("the outbox counts local mail as local, not as 'sent 0'", async () => {
    await t.app.db.prisma.outbox.createMany({ data: [outbox("local"), outbox("local"), outbox("local")] });
    const page = await (await b.fetch("/outbox")).text();
    expect(page).toMatch(/sent 0 · failed 0 · local 3 \(local mail mode: kept here for the players, never sent\)/);
    const only = await (await b.fetch("/outbox?status=local")).text();
    expect(only).toMatch(/<option value="local" selected>/);
    expect(only.match(/<article class="mail/g)).toHaveLength(3);
  });

  it("the outbox list pages past its page size, newest first, the filters kept", async () => {
    await t.app.db.prisma.outbox.createMany({ data: Array.from({ length: MAIL_PAGE + 5 }, () => outbox("sent")) });
    const first = await (await b.fetch("/outbox?status=sent")).text();
    expect(first.match(/<article class="mail/g)).toHaveLength(MAIL_PAGE);
    const next = /<a href="([^"]+)" rel="next">older →<\/a>/.exec(first);
    expect(next).not.toBeNull();
    const href = next![1].replace(/&amp;/g, "&");
    expect(href).toMatch(/^\/outbox\?status=sent&before=\d+$/);
    const second = await (await b.fetch(href)).text();
    expect(second.match(/<article class="mail/g)).toHaveLength(5);
    expect(second).not.toContain('rel="next"');
    expect(second).toContain('<a href="/outbox?status=sent">← newest</a>');
    // the two pages together are every mail once
    const ids = (html: string) => [...html.matchAll(/<a href="\/outbox\/(\d+)">#/g)].map((m) => Number(m[1]));
    const all = [...ids(first), ...ids(second)];
    expect(new Set(all).size).toBe(MAIL_PAGE + 5);
    expect(all).toEqual([...all].sort((x, y) => y - x));
  });

  it("the inbound list pages past its page size", async () => {
    await t.app.db.prisma.inboundMessage.createMany({ data: Array.from({ length: MAIL_PAGE + 2 }, () => inbound()) });
    const first = await (await b.fetch("/inbound")).text();
    expect(first.match(/<tr><td><a href="\/inbound\//g)).toHaveLength(MAIL_PAGE);
    const next = /<a href="([^"]+)" rel="next">older →<\/a>/.exec(first);
    expect(next).not.toBeNull();
    const second = await (await b.fetch(next![1].replace(/&amp;/g, "&"))).text();
    expect(second.match(/<tr><td><a href="\/inbound\//g)).toHaveLength(2);
  });
});
