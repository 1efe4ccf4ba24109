// Running a batch of mails concurrently without reordering what must stay in order. Each item names
// its lanes (the games it speaks of, its sender); an item starts only after every earlier item that
// shares a lane with it has finished, and at most `limit` items run at once. Mails for different
// games therefore overlap (one waits on the database while another computes), and the mails of one
// game are handled strictly in arrival order, as by a single loop.
//
// An item whose run returns false is "held" (still pending: another process has it, or it failed and
// will be tried again): every later item sharing a lane with it is held too, without being run, so a
// later move can never overtake an earlier one that is not done yet.

/**
 * The same rule for items that arrive one by one (the IMAP poller adds each mail as soon as it is
 * stored, while earlier ones are still running): the order of add() calls is the arrival order.
 */
export class Lanes {
  private tails = new Map<string, Promise<boolean>>();
  private active = 0;
  private queue: Array<() => void> = [];
  constructor(private limit: number) {}

  private async acquire() {
    while (this.active >= Math.max(1, this.limit)) await new Promise<void>((r) => this.queue.push(r));
    this.active++;
  }
  private release() {
    this.active--;
    this.queue.shift()?.();
  }

  /** Runs `run` once every earlier item sharing a lane has finished; false (held) when one was held. */
  add(lanes: string[], run: () => Promise<boolean>): Promise<boolean> {
    const own = [...new Set(lanes)];
    const before = own.map((l) => this.tails.get(l)).filter((p): p is Promise<boolean> => !!p);
    const p = (async () => {
      const earlier = await Promise.all(before);
      if (earlier.some((ok) => !ok)) return false;
      await this.acquire();
      try {
        return await run();
      } catch {
        return false; // `run` reports its own errors; a throw holds the lane like a failure
      } finally {
        this.release();
      }
    })();
    for (const l of own) this.tails.set(l, p);
    // a lane whose last item is done is forgotten (a later item would not wait for anything); one
    // whose last item was held is kept, so that every later item of it is held too, however late
    void p.then((ok) => {
      if (ok) for (const l of own) if (this.tails.get(l) === p) this.tails.delete(l);
    });
    return p;
  }
}

export async function runInLanes<T>(
  items: T[],
  lanesOf: (item: T) => string[],
  limit: number,
  run: (item: T) => Promise<boolean>,
): Promise<boolean[]> {
  const lanes = new Lanes(limit);
  return Promise.all(items.map((item) => lanes.add(lanesOf(item), () => run(item))));
}
