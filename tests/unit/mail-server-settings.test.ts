// The settings an operator of a real mail server meets: TLS modes and CA files (read and refused with
// the setting's name), which SMTP errors are Herald's configuration (pause) rather than the mail's
// (fail), hints naming the setting for TLS failures, and commands under a quote (bottom-posting).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { configProblem, isPermanent } from "../../src/outbox/sender.ts";
import { imapTls, portMismatch, smtpTls, tlsHint } from "../../src/mail/tls.ts";
import { bottomPostedLines } from "../../src/mail/envelope.ts";
import { noopMsFor } from "../../src/inbox/imap.ts";
import { mailLines } from "../../src/mail/parse.ts";
import { makeSelfSignedCert } from "../helpers/certs.ts";

describe("TLS settings", () => {
  it("modes say what they do; the old booleans keep their meaning", () => {
    expect(loadConfig({}).IMAP_TLS).toBe("tls");
    expect(loadConfig({}).SMTP_TLS).toBe("auto");
    expect(loadConfig({ IMAP_TLS: "true", SMTP_TLS: "false" })).toMatchObject({ IMAP_TLS: "tls", SMTP_TLS: "auto" });
    expect(loadConfig({ IMAP_TLS: " STARTTLS ", SMTP_TLS: "none" })).toMatchObject({ IMAP_TLS: "starttls", SMTP_TLS: "none" });
    expect(() => loadConfig({ SMTP_TLS: "ssl" })).toThrow(/SMTP_TLS: must be one of tls, starttls, none, auto/);
  });

  it("none never upgrades, starttls insists, tls is implicit; verification is always on", () => {
    expect(imapTls("none", undefined, "mail.example")).toMatchObject({ secure: false, doSTARTTLS: false });
    expect(imapTls("starttls", undefined, "mail.example")).toMatchObject({ secure: false, doSTARTTLS: true });
    expect(imapTls("tls", undefined, "mail.example")).toMatchObject({ secure: true, doSTARTTLS: undefined });
    expect(smtpTls("none", undefined, "x")).toMatchObject({ secure: false, ignoreTLS: true, requireTLS: false });
    expect(smtpTls("starttls", undefined, "x")).toMatchObject({ secure: false, ignoreTLS: false, requireTLS: true });
    expect(smtpTls("tls", undefined, "x")).toMatchObject({ secure: true, ignoreTLS: false, requireTLS: false });
    for (const m of ["tls", "starttls", "none", "auto"] as const) {
      expect(imapTls(m, undefined, "h").tls.rejectUnauthorized).toBe(true);
      expect(smtpTls(m, undefined, "h").tls.rejectUnauthorized).toBe(true);
    }
  });

  it("a CA file is trusted besides the public roots, and a bad one stops the start naming the setting", () => {
    const cert = makeSelfSignedCert();
    try {
      const ca = imapTls("tls", cert.cert, "127.0.0.1").tls.ca as string[];
      expect(ca.at(-1)).toContain("BEGIN CERTIFICATE");
      expect(ca.length).toBeGreaterThan(50); // the public roots are still there
      expect(loadConfig({ IMAP_TLS_CA: cert.cert, SMTP_TLS_CA: cert.cert }).IMAP_TLS_CA).toBe(cert.cert);
      const junk = path.join(os.tmpdir(), `herald-not-a-cert-${process.pid}.pem`);
      fs.writeFileSync(junk, "hello");
      expect(() => loadConfig({ IMAP_TLS_CA: "/nonexistent/ca.pem", SMTP_TLS_CA: junk })).toThrow(
        /IMAP_TLS_CA: cannot read \/nonexistent\/ca.pem \(ENOENT\)[\s\S]*SMTP_TLS_CA: .* holds no PEM certificate/,
      );
      // the private key is not a certificate either
      expect(() => loadConfig({ SMTP_TLS_CA: cert.key })).toThrow(/SMTP_TLS_CA/);
      fs.rmSync(junk);
    } finally {
      cert.remove();
    }
  });

  it("a mode that does not fit a well-known port is warned about, naming the setting", () => {
    expect(portMismatch("SMTP", "tls", 587)).toMatch(/SMTP_TLS=tls is implicit TLS.*SMTP_TLS=starttls.*465/);
    expect(portMismatch("SMTP", "starttls", 465)).toMatch(/SMTP_PORT=465 is an implicit-TLS port: use SMTP_TLS=tls/);
    expect(portMismatch("IMAP", "none", 993)).toMatch(/IMAP_TLS=tls/);
    expect(portMismatch("IMAP", "tls", 993)).toBe("");
    expect(portMismatch("SMTP", "starttls", 587)).toBe("");
    expect(portMismatch("SMTP", "tls", 2465)).toBe(""); // unknown ports: the operator knows
  });

  it("TLS failures name the setting to change", () => {
    expect(tlsHint("IMAP", { code: "DEPTH_ZERO_SELF_SIGNED_CERT", message: "self-signed certificate" })).toMatch(
      /IMAP_TLS_CA.*NODE_EXTRA_CA_CERTS/,
    );
    expect(tlsHint("SMTP", { code: "ESOCKET", message: "self-signed certificate in certificate chain" })).toMatch(/SMTP_TLS_CA/);
    expect(tlsHint("SMTP", { code: "ERR_TLS_CERT_ALTNAME_INVALID", message: "Hostname/IP does not match" })).toMatch(/SMTP_HOST/);
    expect(tlsHint("SMTP", { message: "routines:ssl3_get_record:wrong version number" })).toMatch(/SMTP_TLS=starttls.*465/);
    expect(tlsHint("IMAP", { code: "ECONNREFUSED", message: "connect ECONNREFUSED 127.0.0.1:993" })).toBe("");
  });
});

describe("SMTP errors: configuration (pause) or the mail (fail)", () => {
  const cases: [string, object, RegExp | null][] = [
    [
      "535 wrong password",
      { code: "EAUTH", responseCode: 535, response: "535 5.7.8 Error: authentication failed: UGFzc3dvcmQ6" },
      /smtp auth failed/,
    ],
    [
      "530 login required",
      { code: "EENVELOPE", responseCode: 530, response: "530 5.7.0 Authentication required" },
      /smtp auth failed/,
    ],
    [
      "554 relay denied (no SMTP_USER on 587)",
      { code: "EENVELOPE", responseCode: 554, response: "554 5.7.1 <ann@players.test>: Relay access denied" },
      /smtp relay refused/,
    ],
    [
      "553 sender not owned",
      { code: "EENVELOPE", responseCode: 553, response: "553 5.7.1 <herald@x>: Sender address rejected: not owned by user bob" },
      /smtp sender refused/,
    ],
    ["untrusted certificate", { code: "ESOCKET", message: "self-signed certificate" }, /smtp tls failed: .*SMTP_TLS_CA/],
    [
      "550 no such user",
      { code: "EENVELOPE", responseCode: 550, response: "550 5.1.1 <gone@x>: Recipient address rejected: User unknown" },
      null,
    ],
    ["552 too big", { code: "EMESSAGE", responseCode: 552, response: "552 5.3.4 Message size exceeds fixed limit" }, null],
    ["451 greylisted", { code: "EENVELOPE", responseCode: 451, response: "451 4.7.1 Greylisted, try again" }, null],
    [
      "a body that talks about relay access",
      { code: "EMESSAGE", responseCode: 554, response: "554 5.7.1 spam: body mentions passwords" },
      null,
    ],
  ];
  it("an Access denied for a recipient pauses only when Herald sends without a login", () => {
    const err = {
      code: "EENVELOPE",
      responseCode: 554,
      response: "554 5.7.1 <bob@players.test>: Recipient address rejected: Access denied",
    };
    expect(configProblem(err, false)).toMatch(/smtp relay refused: .*SMTP_USER/);
    expect(configProblem(err, true)).toBeNull(); // logged in: a rule about that recipient
  });
  for (const [name, err, want] of cases)
    it(name, () => {
      const got = configProblem(err);
      if (want) expect(got).toMatch(want);
      else {
        expect(got).toBeNull();
        // and the mail's own 5xx stays a permanent failure
        if ((err as { responseCode: number }).responseCode >= 500) expect(isPermanent(err)).toBe(true);
      }
    });
});

describe("bottom-posted replies", () => {
  const quoted = [
    "On Sun, 29 Nov 2026 at 12:00, Herald <herald@example.test> wrote:",
    "> > REGISTER Ann",
    "> OK Welcome, Ann.",
    "> CANCEL trente-1",
    ">",
    "",
  ];
  it("finds the command under the quote when nothing is above it", () => {
    expect(mailLines([...quoted, "ME", "", "-- ", "Ann"].join("\n"), "Ann", "ann@players.test")).toEqual(["ME"]);
    // a two-line "On …\nwrote:" header, interleaved answers
    expect(
      bottomPostedLines(
        ["On Sun, 29 Nov 2026, Herald <h@x>", "wrote:", "> STATUS", "STATUS trente-1", "> more", "KEEP 6"].join("\n"),
      ),
    ).toEqual(["STATUS trente-1", "KEEP 6"]);
  });
  it("never reads quoted text, and a top-posted answer still wins", () => {
    expect(mailLines(["ME", "", ...quoted, "RESIGN trente-1"].join("\n"))).toEqual(["ME"]);
    expect(mailLines(quoted.join("\n"))).toEqual([]);
    expect(bottomPostedLines(quoted.join("\n"))).toEqual([]);
  });
  it("nothing below an Outlook or forwarded block (they quote without >) is read", () => {
    const outlook = ["-----Original Message-----", "From: Herald", "Sent: today", "CANCEL trente-1"].join("\n");
    expect(mailLines(outlook)).toEqual([]);
    const fwd = ["---------- Forwarded message ---------", "From: Herald <h@x>", "CANCEL trente-1"].join("\n");
    expect(mailLines(fwd)).toEqual([]);
  });
  it("a sign-off or END under the quote still ends the commands", () => {
    expect(mailLines([...quoted, "ME", "Thanks,", "CANCEL trente-1"].join("\n"))).toEqual(["ME"]);
    expect(mailLines([...quoted, "ME", "END", "CANCEL trente-1"].join("\n"))).toEqual(["ME"]);
  });
});

describe("authentication errors tell the player how to authenticate", () => {
  it("one hint per reply, the same for every cause, none when nothing failed to authenticate", async () => {
    const { renderReply, AUTH_HINT: hint } = await import("../../src/commands/run.ts");
    const { AUTH_ERROR } = await import("../../src/service/context.ts");
    const { format } = await import("../../src/i18n/format.ts");
    const AUTH_HINT = format("en", hint);
    const failed = renderReply([
      { line: "STATUS trente-1", result: { ok: false, error: AUTH_ERROR } },
      { line: "RESIGN trente-1", result: { ok: false, error: AUTH_ERROR } },
    ]);
    expect(failed.split(AUTH_HINT)).toHaveLength(2);
    expect(AUTH_HINT).toMatch(/Reply-To address \(herald\+…@…/);
    expect(AUTH_HINT).toMatch(/PASSWORD/);
    expect(
      renderReply([
        { line: "HELP", result: { ok: true, text: "…" } },
        { line: "X", result: { ok: false, error: "unknown command" } },
      ]),
    ).not.toContain(AUTH_HINT);
  });
});

describe("IMAP NOOPs while waiting for mail", () => {
  it("by default on for a server on this machine, off for a remote one; IMAP_NOOP_MS decides when set", () => {
    for (const host of ["localhost", "127.0.0.1", "127.0.1.1", "::1", "[::1]", "LOCALHOST", "imap.localhost"])
      expect(noopMsFor({ IMAP_HOST: host, IMAP_NOOP_MS: undefined }), host).toBe(100);
    for (const host of ["imap.gmail.com", "mail.example", "127.example.org", "10.0.0.2", "localhost.example.org"])
      expect(noopMsFor({ IMAP_HOST: host, IMAP_NOOP_MS: undefined }), host).toBe(0);
    expect(noopMsFor({ IMAP_HOST: "localhost", IMAP_NOOP_MS: 0 })).toBe(0);
    expect(noopMsFor({ IMAP_HOST: "imap.gmail.com", IMAP_NOOP_MS: 1000 })).toBe(1000);
    expect(loadConfig({ IMAP_NOOP_MS: "250" }).IMAP_NOOP_MS).toBe(250);
    expect(() => loadConfig({ IMAP_NOOP_MS: "-1" })).toThrow();
  });
});
