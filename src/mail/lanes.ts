// Running a batch of mails concurrently without reordering what must stay in order. Each item names
// its lanes (the games it speaks of, its sender); an item starts only after every earlier item that
// shares a lane with it has finished, and at most `limit` items run at once. Mails for different
// games therefore overlap (one waits on the database while another computes), and the mails of one
// game are handled strictly in arrival order, as by a single loop.
//
// An item whose run returns false is "held" (still pending: another process has it, or it failed and
// will be tried again): every later item sharing a lane with it is held too, without being run, so a
// later move can never overtake an earlier one that is not done yet.

export async function runInLanes<T>(
  items: T[],
  lanesOf: (item: T) => string[],
  limit: number,
  run: (item: T) => Promise<boolean>,
): Promise<boolean[]> {
  const tails = new Map<string, Promise<boolean>>();
  let active = 0;
  const queue: Array<() => void> = [];
  const acquire = async () => {
    while (active >= Math.max(1, limit)) await new Promise<void>((r) => queue.push(r));
    active++;
  };
  const release = () => {
    active--;
    queue.shift()?.();
  };
  const all = items.map((item) => {
    const lanes = [...new Set(lanesOf(item))];
    const before = lanes.map((l) => tails.get(l)).filter((p): p is Promise<boolean> => !!p);
    const p = (async () => {
      const earlier = await Promise.all(before);
      if (earlier.some((ok) => !ok)) return false;
      await acquire();
      try {
        return await run(item);
      } catch {
        return false; // `run` reports its own errors; a throw holds the lane like a failure
      } finally {
        release();
      }
    })();
    for (const l of lanes) tails.set(l, p);
    return p;
  });
  return Promise.all(all);
}
