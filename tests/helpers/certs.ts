// A self-signed TLS certificate for tests, made with the openssl command line (Debian's `openssl`):
// valid for `localhost` and 127.0.0.1, for two days of the real clock (TLS checks the real time, not
// the app's test clock). The certificate file is also what an operator would give as IMAP_TLS_CA.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";

export interface TestCert {
  dir: string;
  cert: string;
  key: string;
  remove(): void;
}

export function makeSelfSignedCert(cn = "localhost"): TestCert {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-cert-"));
  fs.chmodSync(dir, 0o755); // dovecot's and postfix's processes read it
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "2",
      "-subj",
      `/CN=${cn}`,
      "-addext",
      `subjectAltName=DNS:${cn},DNS:localhost,IP:127.0.0.1`,
    ],
    { stdio: "ignore" },
  );
  fs.chmodSync(key, 0o644);
  return { dir, cert, key, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
