// The cache of successful password checks (src/accounts/password-cache.ts): a PASSWORD line
// repeated in every mail costs scrypt once; a changed password is refused at once and the old one never
// passes through the cache again, whichever process changed it; a wrong password is never remembered;
// the guessing lock still refuses even a remembered password.
import crypto from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { PasswordCache } from "../../src/accounts/password-cache.ts";
import { hashPassword } from "../../src/lib/secrets.ts";

let app: TestApp;
// many wrong passwords on purpose: error replies must not be rate-limited away
beforeAll(async () => void (app = await makeTestApp("postgres", { ERROR_REPLIES_PER_HOUR: "100" })));
afterAll(async () => app?.close());
afterEach(() => vi.restoreAllMocks());

/** How many scrypt computations `f` made. */
async function scrypts(f: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(crypto, "scryptSync");
  try {
    await f();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe("the password cache, alone", () => {
  const cache = new PasswordCache();
  const acc = { id: 999_001, passwordHash: "scrypt$salt$hash" };
  it("remembers a success for that account, hash and password only; forget and expiry end it", () => {
    expect(cache.ok(acc, "right-password")).toBe(false);
    cache.remember(acc, "right-password", 1_000);
    expect(cache.ok(acc, "right-password", 1_001)).toBe(true);
    expect(cache.ok(acc, "wrong-password", 1_001)).toBe(false);
    expect(cache.ok({ ...acc, id: 999_002 }, "right-password", 1_001)).toBe(false);
    // the stored hash changed (PASSWORD CHANGE in any process): the old password finds nothing
    expect(cache.ok({ ...acc, passwordHash: "scrypt$salt$other" }, "right-password", 1_001)).toBe(false);
    cache.forget(acc.id);
    expect(cache.ok(acc, "right-password", 1_001)).toBe(false);
    cache.remember(acc, "right-password", 1_000);
    expect(cache.ok(acc, "right-password", 1_000 + 5 * 60_000)).toBe(false); // expired
  });

  it("stays bounded", () => {
    for (let i = 0; i < 10_050; i++) cache.remember({ id: 500_000 + i, passwordHash: "h" }, "p", 0);
    expect(cache.size).toBeLessThanOrEqual(10_000);
    expect(cache.ok({ id: 500_000, passwordHash: "h" }, "p", 1)).toBe(false); // the oldest went first
    expect(cache.ok({ id: 510_049, passwordHash: "h" }, "p", 1)).toBe(true);
  });
});

describe("PASSWORD lines through the pipeline", () => {
  it("costs one scrypt for repeated mails; a PASSWORD CHANGE refuses the old password at once", async () => {
    const ann = "ann@cache.test";
    const pw = await app.register(ann, "Ann");
    expect(await scrypts(async () => expect(await app.send(ann, `PASSWORD ${pw}\nME`)).toMatch(/OK Ann/))).toBe(1);
    expect(await scrypts(async () => expect(await app.send(ann, `PASSWORD ${pw}\nME`)).toMatch(/OK Ann/))).toBe(0);
    expect(await app.send(ann, `PASSWORD ${pw}\nPASSWORD CHANGE brand-new-pw-1`)).toMatch(/OK password changed/);
    // the old password was cached a moment ago: it must not pass now
    expect(await app.send(ann, `PASSWORD ${pw}\nME`)).toMatch(/ERROR unknown account or wrong password/);
    expect(await app.send(ann, `PASSWORD brand-new-pw-1\nME`)).toMatch(/OK Ann/);
    expect(await scrypts(() => app.send(ann, `PASSWORD brand-new-pw-1\nME`))).toBe(0);
  });

  it("a password changed by another process (the stored hash) is refused at once", async () => {
    const bob = "bob@cache.test";
    const pw = await app.register(bob, "Bob");
    expect(await app.send(bob, `PASSWORD ${pw}\nME`)).toMatch(/OK Bob/);
    // another Herald process changes it: this process's cache was not told
    await app.db.prisma.account.update({ where: { email: bob }, data: { passwordHash: hashPassword("other-process-pw") } });
    expect(await app.send(bob, `PASSWORD ${pw}\nME`)).toMatch(/ERROR unknown account or wrong password/);
    expect(await app.send(bob, `PASSWORD other-process-pw\nME`)).toMatch(/OK Bob/);
  });

  it("never remembers a wrong password, and the guessing lock refuses even a remembered one", async () => {
    const cy = "cy@cache.test";
    const pw = await app.register(cy, "Cy");
    expect(await app.send(cy, `PASSWORD ${pw}\nME`)).toMatch(/OK Cy/); // now cached
    for (let i = 0; i < 5; i++)
      expect(
        await scrypts(async () => expect(await app.send(cy, `PASSWORD wrong-${i % 2}\nME`)).toMatch(/ERROR unknown account/)),
      ).toBe(1);
    // locked: the right password runs nothing, cache or not (the owner is told so: session.ts)
    const locked = await app.send(cy, `PASSWORD ${pw}\nME`);
    expect(locked).toMatch(/PASSWORD lines for your account are paused/);
    expect(locked).not.toMatch(/OK Cy/);
  });
});
