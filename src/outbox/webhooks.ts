// The players' webhooks (WEBHOOK <url>: src/commands/webhook.ts): a Discord/Slack-compatible JSON post,
// {"content": "…", "text": "…"} (Discord reads `content`, Slack `text`), on "your turn" and "game over".
//
// A post says only what the game's public mails say of it: the game's id and title, that the player is
// awaited (only when everyone is told so: a hidden or unannounced decision is never posted) with the
// public deadline, or that the game is over. Never a page link (a capability), a view, a reply key.
// A webhook is often a shared channel: what it says must be public.
//
// Posts are written as WebhookDelivery rows in the transaction of the change that caused them, each with
// a pg-boss job naming it, inserted in that same transaction (src/db/queue.ts `armPosts`): a rolled-back
// mail posts nothing, a committed one never lacks its job. The row is the record (what was posted, when,
// how many tries, the last error); the job is what runs it. A job's run (`deliver`) takes three steps,
// none of which holds a transaction open while waiting for the receiver (on PGlite, one transaction at a
// time, every mail would otherwise wait for a slow receiver):
//  1. claim, one statement: queued → sending, attempts + 1, `nextAttemptAt` set to when a `sending` row
//     counts as abandoned (its worker died mid-post) and may be claimed again. A row already sent or
//     failed is left alone: a job run twice posts once;
//  2. post, outside any transaction;
//  3. record, one statement: sent, or the error. A temporary failure (no answer, a 5xx, a 429) is thrown
//     for pg-boss to retry with its queue's backoff; after the last try, or at a refusal (another 4xx, a
//     private address), the row is failed.
// Only http and https URLs, never to a private, loopback or link-local address (a player must not make
// Herald post to the machines behind it) unless WEBHOOK_ALLOW_PRIVATE is set: the address is checked
// when the URL is set (after the URL parser has normalised it) and again on every post, for literals
// and names alike: the resolver's answer before connecting, then the socket's actual remote address
// before a byte is written (so a name that later resolves elsewhere is refused too). Redirects are
// not followed.
import http from "node:http";
import https from "node:https";
import dns from "node:dns";
import net from "node:net";
import tls from "node:tls";
import ipaddr from "ipaddr.js";
import type { App } from "../app.ts";
import type { Work } from "../db/work.ts";
import { WEBHOOK_QUEUE, workerStarted, type PostJob } from "../db/queue.ts";

/** The longest URL a player may give. */
export const WEBHOOK_URL_MAX = 500;
/** The longest text posted (Discord takes 2000 characters of `content`). */
const CONTENT_MAX = 1900;
/** What is read of an answer at most (it is thrown away). */
const ANSWER_MAX = 16 * 1024;
/** How long after its claim a `sending` row counts as abandoned (well past a post's own timeout). */
const LEASE_MS = 120_000;

/**
 * Is this IP address one Herald must not post to? Only ordinary public unicast is allowed, as ipaddr.js
 * classifies it: loopback, private, link-local, carrier-grade NAT, unspecified (0.0.0.0, ::), broadcast,
 * multicast, documentation, benchmarking and every other reserved range are refused. IPv6 forms that carry
 * an IPv4 address (mapped ::ffff:a.b.c.d, SIIT, NAT64 64:ff9b::/96 and /48, 6to4, Teredo) are refused
 * too, as is the old IPv4-compatible ::a.b.c.d (::/96, which ipaddr.js calls unicast). Anything that does
 * not parse is refused.
 */
export function isPrivateAddress(ip: string): boolean {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    const bare = ip.replace(/^\[|\]$/g, "");
    // an IPv6 text is first written in hex by the URL parser: ipaddr.js 2.5.0 reads ::8.8.8.8 as
    // ::ffff:8.8.8.8, the URL parser (as the socket) as ::808:808
    if (net.isIPv6(bare)) addr = ipaddr.IPv6.parse(new URL(`http://[${bare}]/`).hostname.slice(1, -1));
    else if (net.isIPv4(bare)) addr = ipaddr.IPv4.parse(bare);
    else return true;
  } catch {
    return true;
  }
  if (addr.kind() === "ipv6") {
    const v6 = addr as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return isPrivateAddress(v6.toIPv4Address().toString());
    if (v6.parts.slice(0, 6).every((p) => p === 0)) return true;
  }
  return addr.range() !== "unicast";
}

/** Names that are this machine or its network whatever DNS says (the trailing dot of a full name ignored). */
const LOCAL_NAME = /^(localhost|.*\.localhost|.*\.local|.*\.internal|.*\.home\.arpa)\.?$/i;

/** Why a URL cannot be a webhook (a message id), or null when it can. Names are checked when posting. */
export function webhookUrlProblem(text: string, allowPrivate: boolean): "core.webhook.badUrl" | "core.webhook.private" | null {
  if (text.length > WEBHOOK_URL_MAX) return "core.webhook.badUrl";
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    return "core.webhook.badUrl";
  }
  if ((u.protocol !== "http:" && u.protocol !== "https:") || u.username || u.password || !u.hostname)
    return "core.webhook.badUrl";
  // the URL parser has already written every numeric form (2130706433, 0x7f.1, 0177.0.0.1, 127.1,
  // [0:0:0:0:0:ffff:7f00:1]) as the address it means: 127.0.0.1, [::ffff:7f00:1]
  const host = u.hostname.replace(/^\[|\]$/g, "");
  if (allowPrivate) return null;
  if (net.isIP(host) ? isPrivateAddress(host) : LOCAL_NAME.test(host)) return "core.webhook.private";
  return null;
}

/** A post to write: to one account's webhook. */
export interface WebhookPost {
  accountId: number;
  url: string;
  text: string;
}

/** The JSON posted: the same text as Discord's `content` and Slack's `text`. */
export function webhookBody(text: string): string {
  const t = text.length > CONTENT_MAX ? `${text.slice(0, CONTENT_MAX - 1)}…` : text;
  return JSON.stringify({ content: t, text: t });
}

/** Writes posts in the mail's work: their rows, and a job for each (sent with the work's writes, before its commit). */
export async function queueWebhooks(work: Work, posts: WebhookPost[], now: Date): Promise<void> {
  if (!posts.length) return;
  const params: unknown[] = [];
  const rows = posts.map((p) => {
    params.push(p.accountId, p.url, webhookBody(p.text), now);
    const n = params.length;
    return `($${n - 3}, $${n - 2}, $${n - 1}, $${n}, $${n})`;
  });
  // the ids are the jobs' data: one round trip, only for a change that posts
  const written = await work.rows<{ id: number }>(
    `INSERT INTO "WebhookDelivery" ("accountId", url, body, "nextAttemptAt", "createdAt") VALUES ${rows.join(", ")} RETURNING id`,
    ...params,
  );
  work.armPosts(written.map((r) => r.id));
}

/** A failure: retry it later, or never (`permanent`). */
class PostError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** Resolves a name as node:dns does (every address); a test may give its own. */
export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: Resolve = (host) => dns.promises.lookup(host, { all: true });

const refused = () => new PostError("refused: a private address", true);

/**
 * Opens the post's connection: the name resolved once (a literal as it is), every address checked, the
 * socket opened to that checked address, and the socket's actual remote address checked again once
 * connected, before a byte of the request is written. No second lookup can answer otherwise (DNS
 * rebinding), and a literal goes through the same checks as a name.
 */
function guardedConnection(
  u: URL,
  timeoutMs: number,
  allowPrivate: boolean,
  resolve: Resolve,
): (opts: unknown, done: (err: Error | null, socket?: net.Socket) => void) => undefined {
  return (_opts, done) => {
    const host = u.hostname.replace(/^\[|\]$/g, "");
    const port = Number(u.port) || (u.protocol === "https:" ? 443 : 80);
    const literal = net.isIP(host) !== 0;
    if (!allowPrivate && !literal && LOCAL_NAME.test(host)) return (done(refused()), undefined);
    (literal ? Promise.resolve([{ address: host, family: net.isIP(host) }]) : resolve(host))
      .then((addrs) => {
        if (!addrs.length || (!allowPrivate && addrs.some((a) => isPrivateAddress(a.address)))) throw refused();
        const address = addrs[0].address;
        const socket =
          u.protocol === "https:"
            ? tls.connect({ host: address, port, servername: literal ? undefined : host, ALPNProtocols: ["http/1.1"] })
            : net.connect({ host: address, port });
        socket.setTimeout(timeoutMs, () => socket.destroy(new PostError(`no answer within ${timeoutMs} ms`, false)));
        socket.once("error", (e) => done(e));
        socket.once(u.protocol === "https:" ? "secureConnect" : "connect", () => {
          if (!allowPrivate && isPrivateAddress(socket.remoteAddress ?? "")) {
            socket.destroy();
            return done(refused());
          }
          done(null, socket);
        });
      })
      .catch((e: unknown) => done(e instanceof Error ? e : new Error(String(e))));
    return undefined;
  };
}

/** Posts one body; resolves on a 2xx answer (a redirect is an answer like any other: never followed). */
export function postWebhook(
  url: string,
  body: string,
  timeoutMs: number,
  allowPrivate: boolean,
  resolve: Resolve = systemResolve,
): Promise<void> {
  return new Promise((resolvePost, reject) => {
    const u = new URL(url);
    const lib = u.protocol === "https:" ? https : http;
    const req = lib.request(
      u,
      {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), "user-agent": "Herald" },
        // no agent: every post opens its own connection through the guard (no pooled socket skips it)
        createConnection: guardedConnection(
          u,
          timeoutMs,
          allowPrivate,
          resolve,
        ) as unknown as http.RequestOptions["createConnection"],
        timeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (res) => {
        let read = 0;
        res.on("data", (c: Buffer) => {
          read += c.length;
          if (read > ANSWER_MAX) res.destroy();
        });
        const done = () => {
          const s = res.statusCode ?? 0;
          if (s >= 200 && s < 300) resolvePost();
          // a refusal of this post (404: the webhook was deleted) is final; a busy or broken server is not
          else reject(new PostError(`HTTP ${s}`, s >= 300 && s < 500 && s !== 408 && s !== 429));
        };
        res.on("end", done);
        res.on("close", done);
        res.on("error", () => done());
      },
    );
    req.on("timeout", () => req.destroy(new PostError(`no answer within ${timeoutMs} ms`, false)));
    req.on("error", (e) => reject(e instanceof PostError ? e : new PostError(String((e as Error).message ?? e), false)));
    req.end(body);
  });
}

/** A job's try: which one it is of how many pg-boss allows (its metadata). */
export interface PostTry {
  data: PostJob;
  retryCount: number;
  retryLimit: number;
}

/**
 * Runs one webhook job (the steps are above): claims its row, posts, records how it went. Throws when the
 * post should be tried again (pg-boss retries the job); returns when there is nothing more to do.
 */
export async function deliver(app: App, job: PostTry): Promise<void> {
  const { id } = job.data;
  const now = app.now();
  const [claimed] = await app.db.statements.rows<{ url: string; body: string; attempts: number }>(
    `UPDATE "WebhookDelivery" SET status = 'sending', attempts = attempts + 1, "nextAttemptAt" = $2
    WHERE id = $1 AND (status = 'queued' OR (status = 'sending' AND "nextAttemptAt" <= $3))
    RETURNING url, body, attempts`,
    id,
    new Date(now.getTime() + LEASE_MS),
    now,
  );
  if (!claimed) {
    const [row] = await app.db.statements.rows<{ status: string }>(`SELECT status FROM "WebhookDelivery" WHERE id = $1`, id);
    // another worker is posting it: this job comes back later and finds it sent, or abandoned
    if (row?.status === "sending") throw new Error(`webhook ${id}: being posted elsewhere`);
    return; // sent or failed already (a job run twice), or gone
  }
  // this claim's row only: a worker whose lease ran out (its row claimed again) records nothing over the new claim
  const mine = `id = $1 AND status = 'sending' AND attempts = $2`;
  try {
    await postWebhook(claimed.url, claimed.body, app.config.WEBHOOK_TIMEOUT_MS, app.config.WEBHOOK_ALLOW_PRIVATE);
  } catch (e) {
    const permanent = e instanceof PostError && e.permanent;
    const last = permanent || job.retryCount >= job.retryLimit;
    const error = String((e as Error).message ?? e).slice(0, 300);
    await app.db.statements.run(
      `UPDATE "WebhookDelivery" SET status = $3, "lastError" = $4 WHERE ${mine}`,
      id,
      claimed.attempts,
      last ? "failed" : "queued",
      error,
    );
    // the URL is the player's credential: logged by row, never in full
    app.log.info({ webhook: id, attempts: claimed.attempts, error, last }, "webhook: post failed");
    if (permanent) return; // no retry would change the answer
    throw new Error(`webhook ${id}: ${error}`, { cause: e });
  }
  await app.db.statements.run(
    `UPDATE "WebhookDelivery" SET status = 'sent', "sentAt" = $3, "lastError" = NULL WHERE ${mine}`,
    id,
    claimed.attempts,
    app.now(),
  );
}

/**
 * This process's workers of the webhook queue: pg-boss polls every `everyMs` and hands each of `concurrency`
 * workers one job at a time (a slow receiver holds one of them). Returns a stop that waits for the posts
 * in progress.
 */
export function startWebhooks(app: App, everyMs = 2000, concurrency = 4): () => Promise<void> {
  const boss = app.db.jobs.boss;
  const started = workerStarted(
    boss.work<PostJob>(
      WEBHOOK_QUEUE,
      {
        batchSize: 1,
        includeMetadata: true,
        localConcurrency: concurrency,
        pollingIntervalSeconds: Math.max(0.5, everyMs / 1000),
      },
      async ([j]) => deliver(app, j as unknown as PostTry),
    ),
    app.log,
  );
  return async () => {
    const id = await started;
    if (id) await boss.offWork(WEBHOOK_QUEUE, { id, wait: true });
  };
}
