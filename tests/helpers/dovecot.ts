// A throwaway dovecot IMAP server for tests: its own config, folder and unprivileged port on
// 127.0.0.1, started in well under a second and stopped by its master pid (dovecot daemonises). Always
// with a config of its own: Debian's default one wants a TLS certificate that a test machine lacks.
// Fails clearly when dovecot is not installed (CI installs `dovecot-imapd`); it never skips.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { ImapFlow } from "imapflow";

export const DOVECOT_BIN = process.env.DOVECOT_BIN ?? "/usr/sbin/dovecot";

export interface Dovecot {
  host: string;
  /** plain IMAP (STARTTLS offered when started with `tls`) */
  port: number;
  /** implicit-TLS IMAP (IMAPS), when started with `tls`; else 0 */
  imapsPort: number;
  /** LMTP delivery port, when started with `lmtp`; else 0 */
  lmtpPort: number;
  /** the SASL auth socket, when started with `sasl`; else "" */
  saslSocket: string;
  user: string;
  password: string;
  dir: string;
  /** an ImapFlow client logged in as the test user, or another user (the caller logs out) */
  client(as?: { user: string; password: string }): Promise<ImapFlow>;
  /** appends raw mails to a folder (INBOX by default) with one connection */
  append(raws: (string | Buffer)[], folder?: string): Promise<void>;
  /** number of messages in a folder (0 when the folder does not exist) */
  count(folder: string): Promise<number>;
  /** drops every IMAP connection of the test user (doveadm kick), as a server restart would */
  kick(): void;
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 (bound then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const sock = net.connect(port, "127.0.0.1");
      sock.once("connect", () => {
        sock.destroy();
        resolve();
      });
      sock.once("error", () => {
        sock.destroy();
        if (Date.now() > until) reject(new Error(`nothing listened on port ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

export interface DovecotOptions {
  user?: string;
  password?: string;
  /** more mailboxes (players' mailboxes in the mail-server tests) */
  users?: { user: string; password: string }[];
  /** a certificate: TLS on (STARTTLS on the plain port, and an IMAPS port) */
  tls?: { cert: string; key: string };
  /** an LMTP listener for an MTA to deliver into (`user+detail@` goes to user's INBOX) */
  lmtp?: boolean;
  /** an auth socket an MTA checks SMTP logins against (postfix `smtpd_sasl_type = dovecot`) */
  sasl?: boolean;
  /**
   * OAuth2 logins only (XOAUTH2, OAUTHBEARER): the oauth2 passdb asks this token introspection endpoint
   * (RFC 7662, POSTed `token=…`; it answers `{"active": true, "username": …}`); no password logs in,
   * so `client`, `append` and `count` do not work (deliver by LMTP, count with `doveadm`)
   */
  oauth2?: { introspectionUrl: string };
}

export async function startDovecot(opts: DovecotOptions = {}): Promise<Dovecot> {
  if (!fs.existsSync(DOVECOT_BIN))
    throw new Error(`dovecot is not installed (${DOVECOT_BIN} missing): run "apt-get install -y dovecot-imapd"`);
  const user = opts.user ?? "game@example.test";
  const password = opts.password ?? "secret";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-dovecot-"));
  fs.chmodSync(dir, 0o755); // mkdtemp gives 700: the mail processes (user nobody) must enter it
  for (const d of ["run", "state", "mail"]) fs.mkdirSync(path.join(dir, d));
  execFileSync("chown", ["nobody:nogroup", path.join(dir, "mail")]);
  const users = [{ user, password }, ...(opts.users ?? [])];
  fs.writeFileSync(path.join(dir, "users"), users.map((u) => `${u.user}:{PLAIN}${u.password}::::::\n`).join(""));
  const port = await freePort();
  const imapsPort = opts.tls ? await freePort() : 0;
  const lmtpPort = opts.lmtp ? await freePort() : 0;
  const ssl = opts.tls ? `ssl = yes\nssl_cert = <${opts.tls.cert}\nssl_key = <${opts.tls.key}` : "ssl = no";
  const lmtp = opts.lmtp
    ? `recipient_delimiter = +
lmtp_save_to_detail_mailbox = no
service lmtp {
  inet_listener lmtp {
    address = 127.0.0.1
    port = ${lmtpPort}
  }
  unix_listener lmtp {
    mode = 0600
  }
}
`
    : "";
  const saslSocket = opts.sasl ? path.join(dir, "sasl-auth") : "";
  const sasl = opts.sasl ? `service auth {\n  unix_listener ${saslSocket} {\n    mode = 0666\n  }\n}\n` : "";
  if (opts.oauth2)
    fs.writeFileSync(
      path.join(dir, "oauth2.conf.ext"),
      `introspection_mode = post
introspection_url = ${opts.oauth2.introspectionUrl}
force_introspection = yes
username_attribute = username
active_attribute = active
active_value = true
`,
    );
  const passdb = opts.oauth2
    ? `auth_mechanisms = xoauth2 oauthbearer
passdb {
  driver = oauth2
  mechanisms = xoauth2 oauthbearer
  args = ${dir}/oauth2.conf.ext
}`
    : `auth_mechanisms = plain login
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}`;
  const conf = `base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = herald-test-${port}
log_path = ${dir}/dovecot.log
protocols = imap${opts.lmtp ? " lmtp" : ""}
listen = 127.0.0.1
${ssl}
disable_plaintext_auth = no
mail_uid = nobody
mail_gid = nogroup
first_valid_uid = 1
mail_location = maildir:${dir}/mail/%u
${passdb}
userdb {
  driver = passwd-file
  args = username_format=%u ${dir}/users
  default_fields = home=${dir}/mail/%u
}
namespace inbox {
  inbox = yes
  separator = /
}
protocol imap {
  mail_max_userip_connections = 100
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = ${imapsPort}
  }
}
${lmtp}${sasl}`;
  fs.writeFileSync(path.join(dir, "dovecot.conf"), conf);
  // dovecot daemonises; its output goes to a file so no pipe is held open by the daemon
  const outFile = path.join(dir, "start.out");
  const fd = fs.openSync(outFile, "w");
  try {
    execFileSync(DOVECOT_BIN, ["-c", path.join(dir, "dovecot.conf")], { stdio: ["ignore", fd, fd], timeout: 10_000 });
  } catch (e: any) {
    throw new Error(`dovecot failed to start: ${fs.readFileSync(outFile, "utf8") || e.message}`, { cause: e });
  } finally {
    fs.closeSync(fd);
  }
  for (const p of [port, imapsPort, lmtpPort]) if (p) await waitForPort(p, 5000);

  const client = async (as?: { user: string; password: string }) => {
    const c = new ImapFlow({
      host: "127.0.0.1",
      port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: as?.user ?? user, pass: as?.password ?? password },
      logger: false,
    });
    await c.connect();
    return c;
  };

  return {
    host: "127.0.0.1",
    port,
    imapsPort,
    lmtpPort,
    saslSocket,
    user,
    password,
    dir,
    client,
    async append(raws, folder = "INBOX") {
      const c = await client();
      try {
        for (const r of raws) await c.append(folder, r);
      } finally {
        await c.logout().catch(() => {});
      }
    },
    async count(folder) {
      const c = await client();
      try {
        const s = await c.status(folder, { messages: true }).catch(() => false as const);
        return s ? (s.messages ?? 0) : 0;
      } finally {
        await c.logout().catch(() => {});
      }
    },
    kick() {
      execFileSync(
        path.join(path.dirname(DOVECOT_BIN), "..", "bin", "doveadm"),
        ["-c", path.join(dir, "dovecot.conf"), "kick", user],
        { stdio: "ignore" },
      );
    },
    async stop() {
      const pidFile = path.join(dir, "run", "master.pid");
      let pid = 0;
      try {
        pid = Number(fs.readFileSync(pidFile, "utf8").trim());
      } catch {
        /* never started */
      }
      if (pid) {
        try {
          process.kill(pid, "SIGTERM");
        } catch {
          /* gone */
        }
        const until = Date.now() + 5000;
        while (Date.now() < until) {
          try {
            process.kill(pid, 0);
          } catch {
            break;
          }
          await new Promise((r) => setTimeout(r, 50));
        }
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          /* gone */
        }
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
