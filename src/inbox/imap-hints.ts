// What to change when the IMAP connection fails, named by its setting, as the SMTP side names its own
// (sender.ts configProblem): imapflow's own words ("Authentication failed.", "Maybe should use TLS?")
// do not say which of Herald's settings is wrong.
import type { TlsMode } from "../lib/tls-settings.ts";
import { tlsHint } from "../mail/tls.ts";

export interface ImapSettings {
  IMAP_TLS: TlsMode;
  IMAP_TLS_CA?: string;
  IMAP_PORT: number;
  /** set when Herald logs in with an OAuth2 access token (OAUTH2_TOKEN_URL), not IMAP_PASSWORD */
  OAUTH2_TOKEN_URL?: string;
}

/** The hint for an IMAP connection error, or "" when none fits. */
export function imapHint(err: unknown, c: ImapSettings): string {
  const e = err as { code?: string; authenticationFailed?: boolean; message?: string };
  if (e?.code === "GREETING_TIMEOUT" && c.IMAP_TLS !== "tls")
    return `no IMAP greeting on IMAP_PORT=${c.IMAP_PORT} with IMAP_TLS=${c.IMAP_TLS}: a server that speaks TLS from the first byte there (IMAPS, usually 993) needs IMAP_TLS=tls; or use its plain port (usually 143)`;
  if (e?.code === "EOAUTH2") return e.message ?? "OAuth2 token refresh failed";
  if (e?.authenticationFailed && c.OAUTH2_TOKEN_URL)
    return "the IMAP server refused the OAuth2 login: check IMAP_USER (the mailbox's address) and that the token may read mail by IMAP (OAUTH2_SCOPE, the app's permissions)";
  if (e?.authenticationFailed)
    return "the IMAP server refused the login: check IMAP_USER and IMAP_PASSWORD (IMAP_USER is often the full address)";
  const tls = tlsHint("IMAP", err);
  if (tls && c.IMAP_TLS_CA && /not trusted/.test(tls))
    return `the IMAP server's certificate is not signed by the certificate(s) in IMAP_TLS_CA=${c.IMAP_TLS_CA}: set IMAP_TLS_CA to the CA that signed it (or to the server's own self-signed certificate)`;
  return tls;
}

/** A warning for a setting that sends the IMAP password and the mail unencrypted, or "". */
export function plainTextWarning(c: ImapSettings): string {
  if (c.IMAP_TLS !== "none") return "";
  return "IMAP_TLS=none: the IMAP password and every mail go over the network in plain text (the server may still accept it, e.g. from the same host); use IMAP_TLS=tls or starttls unless the link is trusted";
}
