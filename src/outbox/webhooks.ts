// The players' webhooks (WEBHOOK <url>: src/commands/webhook.ts): a Discord/Slack-compatible JSON post,
// {"content": "…", "text": "…"} (Discord reads `content`, Slack `text`), on "your turn" and "game over".
//
// A post says only what the game's public mails say of it: the game's id and title, that the player is
// awaited (only when everyone is told so: a hidden or unannounced decision is never posted) with the
// public deadline, or that the game is over. Never a page link (a capability), a view, a reply key.
// A webhook is often a shared channel: what it says must be public.
//
// Posts are written as WebhookDelivery rows in the transaction of the change that caused them, then
// leased and retried the way the outbox's mails are (src/mail/sender.ts: a claim with
// FOR UPDATE SKIP LOCKED sets `sending` and pushes `nextAttemptAt` out by a lease; a temporary failure
// — no answer, a 5xx, a 429 — is retried with the same exponential backoff, a 4xx fails the row).
// Only http and https URLs, never to a private, loopback or link-local address (a player must not make
// Herald post to the machines behind it) unless WEBHOOK_ALLOW_PRIVATE is set: the address is checked
// when the URL is set and again on every post, at the moment of connecting (the resolver's answer,
// so a name that later resolves elsewhere is refused too). Redirects are not followed.
import http from "node:http";
import https from "node:https";
import dns from "node:dns";
import net from "node:net";
import type { App } from "../app.ts";
import type { Work } from "../db/work.ts";
import { backoffMs } from "./backoff.ts";

/** The longest URL a player may give. */
export const WEBHOOK_URL_MAX = 500;
/** The longest text posted (Discord takes 2000 characters of `content`). */
const CONTENT_MAX = 1900;
/** What is read of an answer at most (it is thrown away). */
const ANSWER_MAX = 16 * 1024;
const LEASE_MS = 120_000;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 6 * 3600_000;
const MAX_ATTEMPTS = 8;

/** Is this IP address one Herald must not post to (private, loopback, link-local, unspecified, multicast…)? */
export function isPrivateAddress(ip: string): boolean {
  const v4 = net.isIPv4(ip) ? ip : /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (v4) {
    const [a, b] = v4.split(".").map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b < 128) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b < 32) ||
      (a === 192 && b === 168) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  const x = ip.toLowerCase();
  return x === "::" || x === "::1" || /^f[cd]/.test(x) || /^fe[89ab]/.test(x) || /^ff/.test(x) || /^64:ff9b:/.test(x);
}

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
  const host = u.hostname.replace(/^\[|\]$/g, "");
  if (allowPrivate) return null;
  if (net.isIP(host) ? isPrivateAddress(host) : /^(localhost|.*\.localhost|.*\.local|.*\.internal)$/i.test(host))
    return "core.webhook.private";
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

/** Queues posts on the mail's work: written with its other statements, before its commit. */
export function queueWebhooks(work: Work, posts: WebhookPost[], now: Date): void {
  if (!posts.length) return;
  const params: unknown[] = [];
  const rows = posts.map((p) => {
    params.push(p.accountId, p.url, webhookBody(p.text), now);
    const n = params.length;
    return `($${n - 3}, $${n - 2}, $${n - 1}, $${n}, $${n})`;
  });
  work.writeAll([
    {
      sql: `INSERT INTO "WebhookDelivery" ("accountId", url, body, "nextAttemptAt", "createdAt") VALUES ${rows.join(", ")}`,
      params,
    },
  ]);
}

interface Claimed {
  id: number;
  url: string;
  body: string;
  attempts: number;
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

/** Posts one body; resolves on a 2xx answer. */
function post(url: string, body: string, timeoutMs: number, allowPrivate: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const lib = u.protocol === "https:" ? https : http;
    // the address is checked as the connection is made: whatever the name resolves to now
    const lookup: net.LookupFunction = (host, opts, cb) =>
      dns.lookup(host, { ...opts, all: true }, (err, list) => {
        if (err) return (cb as (e: Error | null) => void)(err);
        const addrs = list as dns.LookupAddress[];
        const bad = !allowPrivate && addrs.some((a) => isPrivateAddress(a.address));
        if (bad || !addrs.length) return (cb as (e: Error | null) => void)(new PostError("refused: a private address", true));
        if ((opts as { all?: boolean }).all) return (cb as (e: null, a: dns.LookupAddress[]) => void)(null, addrs);
        (cb as (e: null, a: string, f: number) => void)(null, addrs[0].address, addrs[0].family);
      });
    const host = u.hostname.replace(/^\[|\]$/g, "");
    if (net.isIP(host) && !allowPrivate && isPrivateAddress(host))
      return reject(new PostError("refused: a private address", true));
    const req = lib.request(
      u,
      {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), "user-agent": "Herald" },
        lookup,
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
          if (s >= 200 && s < 300) resolve();
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

export interface WebhookRound {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

/** One round: claims due posts (leased as the outbox's mails are), posts them, records how each went. */
export async function drainWebhooks(app: App, limit = 20): Promise<WebhookRound> {
  const now = app.now();
  const rows = (
    await app.db.statements.all([
      {
        sql: `UPDATE "WebhookDelivery" SET status = 'sending', attempts = attempts + 1, "nextAttemptAt" = $1
        WHERE id IN (SELECT id FROM "WebhookDelivery" WHERE status IN ('queued', 'sending') AND "nextAttemptAt" <= $2
          ORDER BY "nextAttemptAt", id LIMIT $3 FOR UPDATE SKIP LOCKED)
        RETURNING id, url, body, attempts`,
        params: [new Date(now.getTime() + LEASE_MS), now, limit],
      },
    ])
  )[0].rows as Claimed[];
  const round: WebhookRound = { claimed: rows.length, sent: 0, retried: 0, failed: 0 };
  await Promise.all(
    rows.map(async (r) => {
      try {
        await post(r.url, r.body, app.config.WEBHOOK_TIMEOUT_MS, app.config.WEBHOOK_ALLOW_PRIVATE);
        await app.db.statements.run(
          `UPDATE "WebhookDelivery" SET status = 'sent', "sentAt" = $2, "lastError" = NULL WHERE id = $1 AND status = 'sending'`,
          r.id,
          app.now(),
        );
        round.sent++;
      } catch (e) {
        const permanent = (e instanceof PostError && e.permanent) || r.attempts >= MAX_ATTEMPTS;
        const error = String((e as Error).message ?? e).slice(0, 300);
        const next = new Date(app.now().getTime() + backoffMs(r.attempts, RETRY_BASE_MS, RETRY_MAX_MS));
        await app.db.statements.run(
          `UPDATE "WebhookDelivery" SET status = $2, "lastError" = $3, "nextAttemptAt" = $4 WHERE id = $1 AND status = 'sending'`,
          r.id,
          permanent ? "failed" : "queued",
          error,
          next,
        );
        // the URL is the player's credential: logged by row, never in full
        app.log.info({ webhook: r.id, attempts: r.attempts, error, permanent }, "webhook: post failed");
        if (permanent) round.failed++;
        else round.retried++;
      }
    }),
  );
  return round;
}

/** Runs rounds in the background (every `pollMs`, at once again after a full round); returns the stop. */
export function startWebhooks(app: App, pollMs = 2000): () => Promise<void> {
  let stopping = false;
  let wake: (() => void) | null = null;
  const loop = (async () => {
    while (!stopping) {
      let claimed = 0;
      try {
        claimed = (await drainWebhooks(app)).claimed;
      } catch (err) {
        app.log.error({ err }, "webhook: round failed");
      }
      if (stopping || claimed >= 20) continue;
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
    }
  })();
  return async () => {
    stopping = true;
    wake?.();
    await loop;
  };
}
