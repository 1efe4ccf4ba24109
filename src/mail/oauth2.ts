// OAuth2 logins to the mail servers (XOAUTH2 / OAUTHBEARER), for the providers that accept nothing else:
// Microsoft 365 and Outlook.com, and Gmail, which prefers it. Herald holds a refresh token (from the
// configuration: OAUTH2_TOKEN_URL, OAUTH2_CLIENT_ID, OAUTH2_CLIENT_SECRET, OAUTH2_REFRESH_TOKEN,
// OAUTH2_SCOPE) and trades it at the provider's token endpoint for short-lived access tokens (RFC 6749
// section 6), which the IMAP reader (imapflow's accessToken) and the SMTP pool (nodemailer's XOAUTH2) log
// in with. One AccessTokens serves both (main.ts makes it), so one refresh serves every login.
//
// An access token is renewed before it expires: a login never gets one with less than a quarter of its
// life (at most five minutes) left, and a timer renews it at that point even while no login asks, so a
// refresh that fails is known — logged at error level, on /readyz and the health page through the IMAP
// and SMTP parts — while the connections already open go on. While refreshes fail, a login fails with
// OAuth2Failed: the reader reconnects with its back-off and reads nothing (the mail waits in the
// mailbox), and the sender pauses (the mail stays queued), until a refresh succeeds again.
//
// A provider may answer a refresh with a new refresh token (Microsoft does) and revoke the old one;
// Herald uses the newest one from then on and keeps it in the database (oauth2-store.ts), so a restart
// starts from it, not from an OAUTH2_REFRESH_TOKEN that may be revoked by then.
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { RefreshTokenStore } from "./oauth2-store.ts";

/** A refresh that failed: its text says what the provider answered, never a token. */
export class OAuth2Failed extends Error {
  readonly code = "EOAUTH2";
}

export interface OAuth2Status {
  /** the current access token's end */
  expiresAt: Date | null;
  lastRefresh: Date | null;
  /** the last refresh's failure, until one succeeds */
  error: string | null;
}

export interface Settings {
  tokenUrl: string;
  clientId: string;
  clientSecret?: string;
  refreshToken: string;
  scope?: string;
}

/** The longest a token is kept before its end, and the share of its life. */
const MAX_MARGIN_MS = 5 * 60_000;
const MARGIN_SHARE = 0.25;
/** after a failed refresh, the timer tries again after this, doubled up to RETRY_MAX_MS */
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 5 * 60_000;

export class AccessTokens {
  readonly status: OAuth2Status = { expiresAt: null, lastRefresh: null, error: null };
  private token: { value: string; renewAt: number; expiresAt: number } | null = null;
  private inFlight: Promise<string> | null = null;
  private refreshToken: string;
  private timer: NodeJS.Timeout | null = null;
  private retryMs = RETRY_MIN_MS;
  private stopped = false;
  /** the kept refresh token is read once, before the first refresh */
  private loaded = false;

  constructor(
    private readonly settings: Settings,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
    private readonly store: RefreshTokenStore | null = null,
  ) {
    this.refreshToken = settings.refreshToken;
  }

  /** A valid access token: the one held while it has time left (and `renew` is not asked), else a new one. */
  get(renew = false): Promise<string> {
    if (!renew && this.token && this.now() < this.token.renewAt) return Promise.resolve(this.token.value);
    this.inFlight ??= this.refresh().finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private async refresh(): Promise<string> {
    const s = this.settings;
    if (this.store && !this.loaded) {
      // a database that does not answer yet: the configured token, and the kept one at the next refresh
      const kept = await this.store.load().catch((e: Error) => {
        this.log.warn({ error: e.message }, "OAuth2: the kept refresh token could not be read; using OAUTH2_REFRESH_TOKEN");
        return undefined;
      });
      if (kept !== undefined) this.loaded = true;
      if (kept) this.refreshToken = kept;
    }
    const form = new URLSearchParams({ grant_type: "refresh_token", refresh_token: this.refreshToken, client_id: s.clientId });
    if (s.clientSecret) form.set("client_secret", s.clientSecret);
    if (s.scope) form.set("scope", s.scope);
    try {
      let res: Response;
      try {
        res = await fetch(s.tokenUrl, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: form,
          signal: AbortSignal.timeout(30_000),
        });
      } catch (e) {
        throw new OAuth2Failed(`OAuth2 token refresh failed: OAUTH2_TOKEN_URL did not answer (${(e as Error).message})`);
      }
      const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      if (!res.ok || typeof body.access_token !== "string") {
        // RFC 6749 section 5.2: error and error_description; invalid_grant is a revoked or expired refresh token
        const what = [body.error, body.error_description].filter((x) => typeof x === "string").join(": ") || `HTTP ${res.status}`;
        const hint =
          body.error === "invalid_grant"
            ? "the refresh token was revoked or expired: make a new one and set OAUTH2_REFRESH_TOKEN"
            : body.error === "invalid_client"
              ? "check OAUTH2_CLIENT_ID and OAUTH2_CLIENT_SECRET"
              : "check the OAUTH2_ settings";
        throw new OAuth2Failed(`OAuth2 token refresh failed (${String(what).slice(0, 300)}): ${hint}`);
      }
      const lifeMs = Math.max(1, Number(body.expires_in) || 3600) * 1000;
      const at = this.now();
      const margin = Math.min(MAX_MARGIN_MS, lifeMs * MARGIN_SHARE);
      this.token = { value: body.access_token, renewAt: at + lifeMs - margin, expiresAt: at + lifeMs };
      if (typeof body.refresh_token === "string" && body.refresh_token && body.refresh_token !== this.refreshToken) {
        this.refreshToken = body.refresh_token;
        // kept for the next start; if that fails, this run goes on with it (and says so)
        await this.store
          ?.save(body.refresh_token)
          .catch((e: Error) =>
            this.log.error(
              { error: e.message },
              "OAuth2: the provider's new refresh token could not be kept; a restart may need a new one",
            ),
          );
      }
      if (this.status.error) this.log.info("OAuth2: token refresh works again; mail resumes");
      Object.assign(this.status, { expiresAt: new Date(at + lifeMs), lastRefresh: new Date(at), error: null });
      this.retryMs = RETRY_MIN_MS;
      this.schedule(lifeMs - margin);
      this.log.debug({ expiresInMs: lifeMs }, "OAuth2: access token refreshed");
      return body.access_token;
    } catch (e) {
      const message = e instanceof OAuth2Failed ? e.message : `OAuth2 token refresh failed: ${(e as Error).message}`;
      if (message !== this.status.error) this.log.error({ tokenUrl: s.tokenUrl }, `${message}; mail is paused (nothing is lost)`);
      this.status.error = message;
      // the token held, while it lasts, still logs in
      if (this.token && this.now() < this.token.expiresAt) {
        this.schedule(this.retryMs);
        this.retryMs = Math.min(RETRY_MAX_MS, this.retryMs * 2);
        return this.token.value;
      }
      this.token = null;
      this.schedule(this.retryMs);
      this.retryMs = Math.min(RETRY_MAX_MS, this.retryMs * 2);
      throw e instanceof OAuth2Failed ? e : new OAuth2Failed(message);
    }
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.get(true).catch(() => {}), Math.max(0, ms));
    this.timer.unref();
  }
}

/**
 * The configuration's OAuth2 settings as an AccessTokens, or null when the mail logins use passwords;
 * `store` (given the settings) keeps the newest refresh token between runs.
 */
export function accessTokensFrom(
  config: Config,
  log: Logger,
  store?: (settings: Settings) => RefreshTokenStore,
): AccessTokens | null {
  if (!config.OAUTH2_TOKEN_URL || !config.OAUTH2_CLIENT_ID || !config.OAUTH2_REFRESH_TOKEN) return null;
  const settings: Settings = {
    tokenUrl: config.OAUTH2_TOKEN_URL,
    clientId: config.OAUTH2_CLIENT_ID,
    clientSecret: config.OAUTH2_CLIENT_SECRET,
    refreshToken: config.OAUTH2_REFRESH_TOKEN,
    scope: config.OAUTH2_SCOPE,
  };
  return new AccessTokens(settings, log, Date.now, store?.(settings) ?? null);
}
