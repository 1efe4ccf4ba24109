// TLS for the two mail connections (IMAP in, SMTP out), one setting per protocol that says what it does:
//
//   tls       implicit TLS from the first byte (IMAPS 993, SMTPS 465)
//   starttls  plain connect, then STARTTLS, required: no server offer → no connection (IMAP 143, SMTP 587/25)
//   none      plain text, never upgraded, even when the server offers STARTTLS
//   auto      upgrade with STARTTLS when the server offers it, else plain (what `false` meant before;
//             a stripped offer goes unnoticed, so prefer `starttls`)
//
// Certificates are always verified. A self-signed certificate or a private CA is trusted by naming its
// PEM file in IMAP_TLS_CA / SMTP_TLS_CA (added to Node's public roots, not replacing them), or for the
// whole process with NODE_EXTRA_CA_CERTS. There is no switch to turn verification off.
import tls from "node:tls";

import { readCaFile, type TlsMode } from "../lib/tls-settings.ts";

/** The `tls` options for a connection: verification on, and the CA file (if any) trusted besides the public roots. */
export function tlsContextOptions(setting: string, caFile: string | undefined, servername?: string): tls.ConnectionOptions {
  const ca = caFile ? [...tls.rootCertificates, ...readCaFile(setting, caFile)] : undefined;
  // an IP address is no valid SNI name; Node then checks the certificate's IP subjectAltName
  const sni = servername && !/^[\d.]+$|:/.test(servername) ? servername : undefined;
  return { rejectUnauthorized: true, minVersion: "TLSv1.2", ...(ca ? { ca } : {}), ...(sni ? { servername: sni } : {}) };
}

/** imapflow's options for a mode. */
export function imapTls(mode: TlsMode, caFile: string | undefined, host: string) {
  return {
    secure: mode === "tls",
    doSTARTTLS: mode === "starttls" ? true : mode === "none" ? false : undefined,
    tls: tlsContextOptions("IMAP_TLS_CA", caFile, host),
  };
}

/** nodemailer's options for a mode. */
export function smtpTls(mode: TlsMode, caFile: string | undefined, host: string) {
  return {
    secure: mode === "tls",
    requireTLS: mode === "starttls",
    ignoreTLS: mode === "none",
    tls: tlsContextOptions("SMTP_TLS_CA", caFile, host),
  };
}

const CERT_CODES = new Set([
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "UNABLE_TO_GET_ISSUER_CERT",
  "CERT_UNTRUSTED",
]);

/**
 * A hint naming the setting to change for a TLS failure, or "" when the error is not about TLS.
 * `proto` is "IMAP" or "SMTP"; the message is meant for the log and the health page.
 */
export function tlsHint(proto: "IMAP" | "SMTP", err: unknown): string {
  const e = err as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  const code = e?.code ?? e?.cause?.code ?? "";
  const text = `${code} ${e?.message ?? ""} ${e?.cause?.message ?? ""}`;
  if (CERT_CODES.has(code) || /self[- ]signed|unable to verify|issuer certificate/i.test(text))
    return `the ${proto} server's certificate is not trusted: set ${proto}_TLS_CA to its CA (or self-signed certificate) PEM file, or NODE_EXTRA_CA_CERTS`;
  if (code === "ERR_TLS_CERT_ALTNAME_INVALID" || /Hostname\/IP does not match/i.test(text))
    return `the ${proto} server's certificate does not name ${proto}_HOST: connect by a name the certificate holds`;
  if (code === "CERT_HAS_EXPIRED" || /certificate has expired/i.test(text)) return `the ${proto} server's certificate has expired`;
  if (/wrong version number|packet length too long|unknown protocol/i.test(text))
    return `${proto}_TLS=tls (implicit TLS) but the server speaks plain text on ${proto}_PORT: use ${proto}_TLS=starttls (or the implicit-TLS port, ${proto === "IMAP" ? "993" : "465"})`;
  if (/STARTTLS/i.test(text) && /not (supported|available|offer)|does not support/i.test(text))
    return `${proto}_TLS=starttls but the server does not offer STARTTLS on ${proto}_PORT`;
  return "";
}

/** An error's text with the TLS hint (if any) in front. */
export function withTlsHint(proto: "IMAP" | "SMTP", err: unknown, text: string): string {
  const h = tlsHint(proto, err);
  return h ? `${h} (${text})` : text;
}

/** A warning for a mode that does not fit a well-known port (SMTP_TLS=tls on 587, IMAP_TLS=starttls on 993…), or "". */
export function portMismatch(proto: "IMAP" | "SMTP", mode: TlsMode, port: number): string {
  const implicit = proto === "IMAP" ? [993] : [465];
  const plain = proto === "IMAP" ? [143] : [25, 587];
  if (mode === "tls" && plain.includes(port))
    return `${proto}_TLS=tls is implicit TLS, but ${proto}_PORT=${port} is a plain port: use ${proto}_TLS=starttls there (or port ${implicit[0]})`;
  if (mode !== "tls" && implicit.includes(port))
    return `${proto}_PORT=${port} is an implicit-TLS port: use ${proto}_TLS=tls there (${proto}_TLS=${mode} expects a plain port such as ${plain.join(" or ")})`;
  return "";
}
