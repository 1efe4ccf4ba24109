// How long a failed webhook post (webhooks.ts) waits before it is tried again. (The outbox's mails
// back off by their pg-boss queue's policy: src/db/queue.ts SEND_QUEUE.)

/** Delay before attempt n+1 after n failed attempts: base·2^(n-1), capped, with ±20 % jitter. */
export function backoffMs(attempts: number, base: number, max: number, rnd = Math.random): number {
  const d = Math.min(max, base * 2 ** Math.max(0, attempts - 1));
  return Math.round(d * (0.8 + 0.4 * rnd()));
}
