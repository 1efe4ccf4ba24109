// Herald's public signing key is published without a token (GET /api/key) and on the dashboard's Health
// page; publishing it opens nothing else: the rest of the API still wants a token, whatever the path.
import { afterAll, beforeAll, expect, it } from "vitest";
import { Browserish, startWebTest, type WebTest } from "../helpers/web.ts";
import { signingKey } from "../../src/fairplay/key-store.ts";
import { keyFingerprint } from "../../src/fairplay/sign.ts";

let t: WebTest;
beforeAll(async () => {
  t = await startWebTest();
});
afterAll(async () => t?.close());

it("GET /api/key answers anyone with the key that signs, and only the public half", async () => {
  const res = await fetch(t.base + "/api/key");
  expect(res.status).toBe(200);
  const body = (await res.json()) as { key: string; fingerprint: string };
  const pair = await signingKey(t.app.db.prisma);
  expect(body).toEqual({ key: pair.publicKey, fingerprint: keyFingerprint(pair.publicKey) });
  expect(JSON.stringify(body)).not.toContain("PRIVATE");
  // the same key on every call (one row, made once)
  expect(((await (await fetch(t.base + "/api/key")).json()) as any).key).toBe(pair.publicKey);
  expect(await t.app.db.prisma.signingKey.count()).toBe(1);
  for (const path of ["/api/keys", "/api/key/../me", "/api/me?x=/api/key", "/api/games?key=/api/key", "/api//key/x"]) {
    const r = await fetch(t.base + path, { redirect: "manual" });
    expect([401, 404], `${path} answered ${r.status}`).toContain(r.status);
    expect(await r.text()).not.toContain(pair.publicKey);
  }
  // the dashboard's Health page shows it to a logged-in administrator
  const b = new Browserish(t.base);
  expect((await b.login()).status).toBe(302);
  const page = await (await b.fetch("/health")).text();
  expect(page).toContain(pair.publicKey);
});
