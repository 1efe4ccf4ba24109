// The lane rule for mails that arrive one by one (the IMAP poller adds each mail as soon as it is
// stored): an item added while earlier ones still run waits for those of its lanes only, is held when
// one of them was held, and never more than `limit` run at once.
import { describe, expect, it } from "vitest";
import { Lanes } from "../../src/mail/lanes.ts";

const tick = () => new Promise((r) => setImmediate(r));

describe("Lanes (items added one by one)", () => {
  it("a later item waits for the running items of its lanes only; a held one holds its lanes' later items", async () => {
    const lanes = new Lanes(4);
    const order: string[] = [];
    let releaseA1!: () => void;
    const gate = new Promise<void>((r) => (releaseA1 = r));
    const a1 = lanes.add(["x"], async () => {
      await gate;
      order.push("a1");
      return false; // held
    });
    await tick();
    // added while a1 is still running
    const b1 = lanes.add(["y"], async () => (order.push("b1"), true));
    const a2 = lanes.add(["x", "y"], async () => (order.push("a2"), true));
    const c1 = lanes.add(["z"], async () => (order.push("c1"), true));
    await Promise.all([b1, c1]);
    expect(order).toEqual(["b1", "c1"]);
    releaseA1();
    expect(await a1).toBe(false);
    expect(await a2).toBe(false); // behind a held mail of lane x: not run
    expect(order).not.toContain("a2");
    // lane y now ends in a held item too; lane z's last item was done
    expect(await lanes.add(["y"], async () => (order.push("b2"), true))).toBe(false);
    expect(await lanes.add(["z"], async () => (order.push("c2"), true))).toBe(true);
    expect(order).toEqual(["b1", "c1", "a1", "c2"]);
  });

  it("a lane whose items all finished is free again, and never more than `limit` items run at once", async () => {
    const lanes = new Lanes(2);
    let running = 0;
    let most = 0;
    const run = async () => {
      running++;
      most = Math.max(most, running);
      await tick();
      running--;
      return true;
    };
    expect(await Promise.all(["a", "b", "c", "d", "e"].map((l) => lanes.add([l], run)))).toEqual([true, true, true, true, true]);
    expect(most).toBe(2);
    expect(await lanes.add(["a"], run)).toBe(true);
  });

  it("a run that throws holds its lanes like a held item, for every later item of them", async () => {
    const lanes = new Lanes(2);
    expect(
      await lanes.add(["x"], async () => {
        throw new Error("boom");
      }),
    ).toBe(false);
    // added after the throw finished: still behind it
    expect(await lanes.add(["x", "y"], async () => true)).toBe(false);
    expect(await lanes.add(["z"], async () => true)).toBe(true);
  });
});
