// IMAP connection errors against a real dovecot name the setting to change (src/inbox/imap-hints.ts):
// plain IMAP on the IMAPS port, a wrong password, a CA file that did not sign the server's
// certificate; and IMAP_TLS=none warns that the password and the mail travel in plain text.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDovecot, type Dovecot } from "../helpers/dovecot.ts";
import { makeSelfSignedCert, type TestCert } from "../helpers/certs.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { startImap } from "../../src/inbox/imap.ts";
import { until } from "./stack.ts";

let dovecot: Dovecot;
let cert: TestCert;
let other: TestCert;
const apps: TestApp[] = [];

beforeAll(async () => {
  cert = makeSelfSignedCert();
  other = makeSelfSignedCert();
  dovecot = await startDovecot({ tls: { cert: cert.cert, key: cert.key } });
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await dovecot?.stop();
  cert?.remove();
  other?.remove();
});

/** An app with these IMAP settings, its warnings kept. */
async function appWith(env: Record<string, string>): Promise<{ app: TestApp; warnings: string[] }> {
  const app = await makeTestApp("postgres", {
    MAIL_MODE: "imap",
    IMAP_HOST: "127.0.0.1",
    IMAP_USER: dovecot.user,
    IMAP_PASSWORD: dovecot.password,
    SMTP_HOST: "127.0.0.1",
    ...env,
  });
  apps.push(app);
  const warnings: string[] = [];
  const log = app.log;
  app.log = Object.assign(Object.create(log), {
    warn: (obj: unknown, msg?: string) => warnings.push(typeof obj === "string" ? obj : (msg ?? "")),
  });
  return { app, warnings };
}

async function errorOf(env: Record<string, string>, opts: { greetingMs?: number } = {}): Promise<string> {
  const { app } = await appWith(env);
  const h = startImap(app, { reconnectMinMs: 200, reconnectMaxMs: 500, ...opts });
  try {
    await until("an IMAP error", () => !!h.status.lastError, 60_000);
    expect(h.status.connected).toBe(false);
    return h.status.lastError!;
  } finally {
    await h.stop();
  }
}

describe("IMAP errors name the setting", () => {
  it("plain IMAP (IMAP_TLS=none) on the IMAPS port: says IMAP_TLS=tls", async () => {
    const e = await errorOf({ IMAP_PORT: String(dovecot.imapsPort), IMAP_TLS: "none" });
    expect(e).toMatch(/GREETING_TIMEOUT/);
    expect(e).toMatch(/IMAP_PORT=\d+ with IMAP_TLS=none.*needs IMAP_TLS=tls/);
  });

  it("a wrong password: says IMAP_USER and IMAP_PASSWORD", async () => {
    const e = await errorOf({ IMAP_PORT: String(dovecot.port), IMAP_TLS: "none", IMAP_PASSWORD: "wrong" });
    expect(e).toMatch(/refused the login: check IMAP_USER and IMAP_PASSWORD/);
  });

  it("IMAP_TLS_CA set to a file that did not sign the server's certificate: names that file as the wrong one", async () => {
    const e = await errorOf({ IMAP_PORT: String(dovecot.imapsPort), IMAP_TLS: "tls", IMAP_TLS_CA: other.cert });
    expect(e).toContain(`not signed by the certificate(s) in IMAP_TLS_CA=${other.cert}`);
    expect(e).not.toMatch(/set IMAP_TLS_CA to its CA/);
  });

  it("with the right IMAP_TLS_CA it connects, and gives no plain-text warning", async () => {
    const { app, warnings } = await appWith({ IMAP_PORT: String(dovecot.imapsPort), IMAP_TLS: "tls", IMAP_TLS_CA: cert.cert });
    const h = startImap(app, { reconnectMinMs: 200 });
    try {
      await until("connected", () => h.status.connected, 60_000);
    } finally {
      await h.stop();
    }
    expect(warnings.join("\n")).not.toMatch(/plain text/);
  });

  it("IMAP_TLS=none logs in (dovecot takes a same-host login as secure) but warns that it is plain text", async () => {
    const { app, warnings } = await appWith({ IMAP_PORT: String(dovecot.port), IMAP_TLS: "none" });
    const h = startImap(app, { reconnectMinMs: 200 });
    try {
      await until("connected", () => h.status.connected, 60_000);
    } finally {
      await h.stop();
    }
    expect(warnings.join("\n")).toMatch(/IMAP_TLS=none: the IMAP password and every mail go over the network in plain text/);
  });
});
