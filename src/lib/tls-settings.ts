// The TLS settings' vocabulary, shared by the configuration (which checks them at start) and the mail
// connections (src/mail/tls.ts, which use them): kept here, below both, so neither imports the other.
import fs from "node:fs";

export const TLS_MODES = ["tls", "starttls", "none", "auto"] as const;
export type TlsMode = (typeof TLS_MODES)[number];

/** Reads a CA file: its PEM certificates, or throws a message naming the setting. */
export function readCaFile(setting: string, file: string): string[] {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (e) {
    throw new Error(`${setting}: cannot read ${file} (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  const certs = text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  if (!certs.length) throw new Error(`${setting}: ${file} holds no PEM certificate (-----BEGIN CERTIFICATE-----)`);
  return certs;
}
