// Hostile mails for the robustness tests and bench/hostile.ts: the byte patterns that once stopped
// Herald (NUL in identifiers, ids too long for an index, cubic reply trimming, deep or broken MIME,
// amplification). Each builder returns raw bytes as a mail server would hand them over.
import type { App } from "../../src/app.ts";

let seq = 0;

export interface RawOpts {
  from?: string;
  to?: string;
  subject?: string;
  messageId?: string | null;
  headers?: string[];
  contentType?: string;
  body?: string | Buffer;
}

/** A raw mail with exactly the given header values (nothing escaped: NUL and friends pass through). */
export function rawMail(o: RawOpts = {}): Buffer {
  const id = o.messageId === undefined ? `<h${++seq}.${process.pid}@hostile.example>` : o.messageId;
  const head = [
    `From: ${o.from ?? "mallory@evil.example"}`,
    `To: ${o.to ?? "herald@example.test"}`,
    `Subject: ${o.subject ?? "hi"}`,
    ...(id === null ? [] : [`Message-ID: ${id}`]),
    "MIME-Version: 1.0",
    `Content-Type: ${o.contentType ?? "text/plain; charset=utf-8"}`,
    ...(o.headers ?? []),
  ].join("\r\n");
  const body =
    typeof o.body === "string" || o.body === undefined
      ? Buffer.from((o.body ?? "HELP").replace(/\r?\n/g, "\r\n"), "utf8")
      : o.body;
  return Buffer.concat([Buffer.from(head + "\r\n\r\n", "utf8"), body, Buffer.from("\r\n")]);
}

/** Prose with "on" and "at" and no line break: cubic for email-reply-parser's quote regex. */
export function longProse(bytes: number): string {
  const unit = "we met on the quay at noon and talked on and on about what happened at sea ";
  return unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);
}

/** multipart/mixed nested `depth` levels deep, a command at the bottom. */
export function deepMime(depth: number, from = "deep@evil.example"): Buffer {
  let body = "HELP";
  let ct = "text/plain; charset=utf-8";
  for (let i = 0; i < depth; i++) {
    const b = `b${i}x`;
    body = `--${b}\r\nContent-Type: ${ct}\r\n\r\n${body}\r\n--${b}--`;
    ct = `multipart/mixed; boundary="${b}"`;
  }
  return rawMail({ from, contentType: ct, body });
}

/** The named hostile inputs, small to large (the property test and the benchmark draw from these). */
export function hostileCorpus(): { name: string; raw: Buffer }[] {
  return [
    { name: "NUL in Message-ID", raw: rawMail({ messageId: "<a\u0000b@evil.example>" }) },
    {
      name: "NUL in References and In-Reply-To",
      raw: rawMail({ headers: ["References: <x\u0000y@e>", "In-Reply-To: <z\u0000@e>"] }),
    },
    { name: "NUL in Subject and From name", raw: rawMail({ subject: "a\u0000b", from: "Mal\u0000lory <mallory@evil.example>" }) },
    {
      name: "control characters in every header",
      raw: rawMail({ subject: "\u0001\u0002\u001b[31m", headers: ["X-Junk: \u0000\u0007\u007f"] }),
    },
    { name: "Message-ID of 100 KB", raw: rawMail({ messageId: `<${"x".repeat(100_000)}@evil.example>` }) },
    {
      name: "References of 200 KB",
      raw: rawMail({
        headers: [`References: ${Array.from({ length: 4000 }, (_, i) => `<r${i}${"y".repeat(40)}@e>`).join(" ")}`],
      }),
    },
    {
      name: "NUL in the body and an attachment name",
      raw: rawMail({
        contentType: 'multipart/mixed; boundary="q"',
        body: `--q\r\nContent-Type: text/plain\r\n\r\nHELP\u0000\r\n--q\r\nContent-Type: application/octet-stream; name="a\u0000.bin"\r\nContent-Disposition: attachment; filename="a\u0000.bin"\r\n\r\nxx\r\n--q--`,
      }),
    },
    { name: "24 KB prose line", raw: rawMail({ body: `HELP\n${longProse(24_000)}` }) },
    { name: "quoted 800 KB prose line", raw: rawMail({ body: `HELP\n\n> ${longProse(800_000)}` }) },
    { name: "MIME nested 500 deep", raw: deepMime(500) },
    {
      name: "malformed MIME (no closing boundary, bad base64)",
      raw: rawMail({
        contentType: 'multipart/alternative; boundary="zz"',
        body: "--zz\r\nContent-Type: text/plain\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!not base64 at all@@@\r\n--zz\r\nContent-Type: text/html\r\n\r\n<p>HELP",
      }),
    },
    { name: "boundary never used", raw: rawMail({ contentType: 'multipart/mixed; boundary="nope"', body: "HELP" }) },
    {
      name: "HTML nested 20k deep",
      raw: rawMail({ contentType: "text/html; charset=utf-8", body: "<b>".repeat(20_000) + "HELP" }),
    },
    { name: "10k command lines", raw: rawMail({ body: Array.from({ length: 10_000 }, (_, i) => `JOIN game-${i}`).join("\n") }) },
    { name: "200 HELP lines", raw: rawMail({ body: "HELP\n".repeat(200) }) },
    { name: "5 MB body", raw: rawMail({ body: `HELP\n${"lorem ipsum dolor sit amet ".repeat(200_000)}` }) },
  ];
}

/** The terminal state of every inbound row: status → count; throws when any row is still pending. */
export async function terminalStates(app: App): Promise<Record<string, number>> {
  const rows = await app.db.prisma.inboundMessage.groupBy({ by: ["status"], _count: { _all: true } });
  return Object.fromEntries(rows.map((r) => [r.status, r._count._all]));
}

/**
 * Polls `url` every `everyMs` while `work` runs; returns the worst latency seen (a request still
 * unanswered when the work ends counts with its time so far).
 */
export async function worstLatencyDuring(
  url: string,
  work: () => Promise<unknown>,
  everyMs = 50,
): Promise<{ worstMs: number; polls: number }> {
  let worst = 0;
  let polls = 0;
  let running = true;
  const poller = (async () => {
    while (running) {
      const t = performance.now();
      await fetch(url)
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
      worst = Math.max(worst, performance.now() - t);
      polls++;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  try {
    await work();
  } finally {
    running = false;
    await poller;
  }
  return { worstMs: Math.round(worst), polls };
}

/** Base64 of incompressible bytes, in lines of 76 (an attached photo): what a database cannot squeeze. */
function base64Lines(bytes: number, seed: number): Buffer {
  const raw = Buffer.alloc(Math.floor((bytes * 3) / 4));
  let x = seed >>> 0 || 1;
  for (let i = 0; i < raw.length; i++) {
    // xorshift: the same bytes every run, nothing for a compressor to find
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    raw[i] = x & 0xff;
  }
  return Buffer.from(raw.toString("base64").replace(/.{76}/g, "$&\r\n"));
}

/**
 * Mails of about 10 MB, plain and base64, just under and over MAX_MAIL_BYTES' default (10 MiB): what an
 * outsider may mail to stall the embedded database (bench/hostile.ts, tests/web/healthz-big-mail.test.ts).
 */
export function bigMails(): { name: string; raw: Buffer }[] {
  const plain = (mb: number) => rawMail({ body: `HELP\n${"lorem ipsum dolor sit amet ".repeat(Math.floor((mb * 1e6) / 27))}` });
  const attached = (mb: number, seed: number) =>
    rawMail({
      contentType: 'multipart/mixed; boundary="big"',
      body: Buffer.concat([
        Buffer.from(
          '--big\r\nContent-Type: text/plain\r\n\r\nHELP\r\n--big\r\nContent-Type: application/octet-stream; name="a.bin"\r\nContent-Transfer-Encoding: base64\r\n\r\n',
        ),
        base64Lines(mb * 1e6, seed),
        Buffer.from("\r\n--big--"),
      ]),
    });
  return [
    { name: "10 MB plain body (under the limit)", raw: plain(10.2) },
    { name: "10 MB base64 attachment (under the limit)", raw: attached(10.2, 7) },
    { name: "11 MB plain body (over the limit)", raw: plain(11) },
    { name: "11 MB base64 attachment (over the limit)", raw: attached(11, 11) },
  ];
}
