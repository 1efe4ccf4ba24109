import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, unreachablePublicUrl } from "../../src/config.ts";

describe("configuration", () => {
  it("runs with no environment at all on embedded defaults", () => {
    const c = loadConfig({});
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.DATA_DIR).toBe("./data");
    expect(c.MAIL_MODE).toBe("local");
    expect(c.PORT).toBe(8080);
    expect(c.ADMIN_EMAILS).toEqual([]);
  });

  it("reads and normalises values", () => {
    const c = loadConfig({
      PORT: "9000",
      ADMIN_EMAILS: " Root@X.test , b@x.test",
      IMAP_TLS: "false",
      DATABASE_URL: "postgres://u@h/db",
    });
    expect(c.PORT).toBe(9000);
    expect(c.ADMIN_EMAILS).toEqual(["root@x.test", "b@x.test"]);
    expect(c.IMAP_TLS).toBe("auto"); // the old boolean: STARTTLS when offered
  });

  it("names every bad variable in one message", () => {
    let msg = "";
    try {
      loadConfig({ PORT: "eighty", MAIL_MODE: "pigeon", ADMIN_EMAILS: "not-an-address", DATABASE_URL: "mysql://x" });
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      msg = (e as Error).message;
    }
    for (const v of ["PORT", "MAIL_MODE", "ADMIN_EMAILS", "DATABASE_URL"]) expect(msg).toContain(v);
  });

  it("warns about a loopback or missing PUBLIC_URL only when mail is real", () => {
    const imap = { MAIL_MODE: "imap", IMAP_HOST: "h", IMAP_USER: "u", IMAP_PASSWORD: "p", SMTP_HOST: "h" };
    for (const url of [
      undefined,
      "http://localhost:8080",
      "http://127.0.0.2",
      "http://[::1]:8080",
      "http://0.0.0.0",
      "http://a.localhost",
    ])
      expect(unreachablePublicUrl(loadConfig({ ...imap, PUBLIC_URL: url })), url).toMatch(/PUBLIC_URL is unset or loopback/);
    for (const url of ["https://games.example.org", "http://192.0.2.7:8080", "https://[2001:db8::1]"])
      expect(unreachablePublicUrl(loadConfig({ ...imap, PUBLIC_URL: url })), url).toBeNull();
    expect(unreachablePublicUrl(loadConfig({}))).toBeNull(); // local mail mode: the links are this machine's
  });

  it("OAuth2 logins: no IMAP_PASSWORD needed, but a client id and a refresh token with the token endpoint", () => {
    const imap = { MAIL_MODE: "imap", IMAP_HOST: "h", IMAP_USER: "u", SMTP_HOST: "h" };
    expect(() => loadConfig(imap)).toThrow(/IMAP_PASSWORD/);
    const oauth = {
      ...imap,
      OAUTH2_TOKEN_URL: "https://login.example/token",
      OAUTH2_CLIENT_ID: "id",
      OAUTH2_REFRESH_TOKEN: "rt",
    };
    expect(loadConfig(oauth).OAUTH2_TOKEN_URL).toBe("https://login.example/token");
    expect(() => loadConfig({ ...imap, OAUTH2_TOKEN_URL: "https://login.example/token" })).toThrow(
      /OAUTH2_CLIENT_ID[\s\S]*OAUTH2_REFRESH_TOKEN/,
    );
  });

  it("imap mode needs its servers", () => {
    expect(() => loadConfig({ MAIL_MODE: "imap" })).toThrow(/IMAP_HOST[\s\S]*IMAP_USER[\s\S]*IMAP_PASSWORD[\s\S]*SMTP_HOST/);
  });

  it("MAIL_PARTS: both by default; an instance that only sends needs no IMAP server, one that only reads no SMTP server", () => {
    expect(loadConfig({}).MAIL_PARTS).toEqual(["read", "send"]);
    const send = loadConfig({ MAIL_MODE: "imap", MAIL_PARTS: " Send ", SMTP_HOST: "smtp.x.test" });
    expect(send.MAIL_PARTS).toEqual(["send"]);
    const read = loadConfig({ MAIL_MODE: "imap", MAIL_PARTS: "read", IMAP_HOST: "i", IMAP_USER: "u", IMAP_PASSWORD: "p" });
    expect(read.MAIL_PARTS).toEqual(["read"]);
    expect(() => loadConfig({ MAIL_MODE: "imap", MAIL_PARTS: "send" })).toThrow(/SMTP_HOST/);
    expect(() => loadConfig({ MAIL_MODE: "imap", MAIL_PARTS: "send" })).not.toThrow(/IMAP_HOST/);
    expect(() => loadConfig({ MAIL_PARTS: "write" })).toThrow(/MAIL_PARTS/);
    expect(() => loadConfig({ MAIL_PARTS: " , " })).toThrow(/MAIL_PARTS/);
  });
});
