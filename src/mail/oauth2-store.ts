// Where the newest OAuth2 refresh token is kept between runs (the OAuth2Refresh table). A provider may
// answer a refresh with a new refresh token and revoke the old one (rotation, RFC 6749 section 10.4;
// Microsoft answers with a new one each time): kept only in memory, a restart would try the revoked
// OAUTH2_REFRESH_TOKEN again and pause mail until an operator made a new one. The row remembers which
// configured token it descends from, so a new OAUTH2_REFRESH_TOKEN (the operator authorised Herald again)
// wins over it.
import { createHash } from "node:crypto";
import type { Database } from "../db/client.ts";

export interface RefreshTokenStore {
  /** the newest refresh token descending from the configured one, or null (none kept yet) */
  load(): Promise<string | null>;
  save(refreshToken: string): Promise<void>;
}

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

export function refreshTokenStore(
  db: Database,
  settings: { tokenUrl: string; clientId: string; refreshToken: string },
  now: () => Date = () => new Date(),
): RefreshTokenStore {
  const key = `${settings.tokenUrl} ${settings.clientId}`;
  const configured = sha256(settings.refreshToken);
  return {
    async load() {
      const [row] = await db.statements.rows<{ refreshToken: string }>(
        `SELECT "refreshToken" FROM "OAuth2Refresh" WHERE key = $1 AND configured = $2`,
        key,
        configured,
      );
      return row?.refreshToken ?? null;
    },
    async save(refreshToken) {
      await db.statements.run(
        `INSERT INTO "OAuth2Refresh" (key, configured, "refreshToken", "updatedAt") VALUES ($1, $2, $3, $4)
         ON CONFLICT (key) DO UPDATE SET configured = $2, "refreshToken" = $3, "updatedAt" = $4`,
        key,
        configured,
        refreshToken,
        now(),
      );
    },
  };
}
