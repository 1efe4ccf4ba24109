// A provider that rotates refresh tokens (each refresh answers a new one and revokes the one used, as
// RFC 6749 section 10.4 allows and Microsoft's may): Herald keeps the newest in the database
// (src/mail/oauth2-store.ts), so a restart — a new AccessTokens on the same database — refreshes with it,
// not with the revoked OAUTH2_REFRESH_TOKEN; and a new OAUTH2_REFRESH_TOKEN set by an operator wins.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { loadConfig } from "../../src/config.ts";
import { makeLogger } from "../../src/log.ts";
import { accessTokensFrom, OAuth2Failed } from "../../src/mail/oauth2.ts";
import { refreshTokenStore } from "../../src/mail/oauth2-store.ts";
import type { Database } from "../../src/db/client.ts";
import { openTestDatabase } from "../helpers/db.ts";

/** A token endpoint that answers each valid refresh token once, with a new one. */
class RotatingProvider {
  readonly valid = new Set<string>();
  private n = 0;
  private server = http.createServer((req, res) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => {
      const token = new URLSearchParams(data).get("refresh_token") ?? "";
      res.setHeader("content-type", "application/json");
      if (!this.valid.delete(token)) {
        res.statusCode = 400;
        res.end(JSON.stringify({ error: "invalid_grant", error_description: "revoked" }));
        return;
      }
      this.n++;
      const next = `rotated-${this.n}`;
      this.valid.add(next);
      res.end(JSON.stringify({ access_token: `access-${this.n}`, expires_in: 3600, refresh_token: next }));
    });
  });
  url = "";
  async start() {
    await new Promise<void>((r) => this.server.listen(0, "127.0.0.1", () => r()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/token`;
  }
  stop() {
    return new Promise<void>((r) => this.server.close(() => r()));
  }
}

let db: Database;
let close: () => Promise<void>;
const provider = new RotatingProvider();
beforeAll(async () => {
  ({ db, close } = await openTestDatabase("pglite"));
  await provider.start();
});
afterAll(async () => {
  await provider.stop();
  await close?.();
});

const log = makeLogger("silent");
const run = (refreshToken: string) => {
  const config = loadConfig({
    MAIL_FROM: "herald@example.test",
    OAUTH2_TOKEN_URL: provider.url,
    OAUTH2_CLIENT_ID: "herald",
    OAUTH2_REFRESH_TOKEN: refreshToken,
  });
  return accessTokensFrom(config, log, (settings) => refreshTokenStore(db, settings))!;
};

describe("a rotated refresh token is kept for the next start", () => {
  it("a restart refreshes with the newest token, not the revoked configured one; a new configured token wins", async () => {
    provider.valid.add("configured-1");
    const first = run("configured-1");
    expect(await first.get()).toBe("access-1");
    expect(await first.get(true)).toBe("access-2"); // configured-1, then rotated-1, are revoked now
    first.stop();

    const restarted = run("configured-1");
    expect(await restarted.get()).toBe("access-3"); // with rotated-2, from the database
    restarted.stop();

    // the operator authorised Herald again: the new configured token, not the kept one of the old
    provider.valid.clear();
    provider.valid.add("configured-2");
    const reauthorised = run("configured-2");
    expect(await reauthorised.get()).toBe("access-4");
    reauthorised.stop();
    const again = run("configured-2");
    expect(await again.get()).toBe("access-5");
    again.stop();

    // without the store, a restart tries the revoked configured token: mail would pause
    const config = loadConfig({
      MAIL_FROM: "herald@example.test",
      OAUTH2_TOKEN_URL: provider.url,
      OAUTH2_CLIENT_ID: "herald",
      OAUTH2_REFRESH_TOKEN: "configured-2",
    });
    const forgetful = accessTokensFrom(config, log)!;
    await expect(forgetful.get()).rejects.toBeInstanceOf(OAuth2Failed);
    forgetful.stop();
  });
});
