// A throwaway dovecot IMAP server for tests: its own config, folder and unprivileged port on
// 127.0.0.1, started in well under a second and stopped by its master pid (see shared notes/stack.md).
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
  port: number;
  user: string;
  password: string;
  dir: string;
  /** an ImapFlow client logged in as the test user (the caller logs out) */
  client(): Promise<ImapFlow>;
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

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const sock = net.connect(port, "127.0.0.1");
      sock.once("connect", () => { sock.destroy(); resolve(); });
      sock.once("error", () => {
        sock.destroy();
        if (Date.now() > until) reject(new Error(`dovecot did not listen on port ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

export async function startDovecot(opts: { user?: string; password?: string } = {}): Promise<Dovecot> {
  if (!fs.existsSync(DOVECOT_BIN))
    throw new Error(`dovecot is not installed (${DOVECOT_BIN} missing): run "apt-get install -y dovecot-imapd"`);
  const user = opts.user ?? "game@example.test";
  const password = opts.password ?? "secret";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-dovecot-"));
  fs.chmodSync(dir, 0o755); // mkdtemp gives 700: the mail processes (user nobody) must enter it
  for (const d of ["run", "state", "mail"]) fs.mkdirSync(path.join(dir, d));
  execFileSync("chown", ["nobody:nogroup", path.join(dir, "mail")]);
  fs.writeFileSync(path.join(dir, "users"), `${user}:{PLAIN}${password}::::::\n`);
  const port = await freePort();
  const conf = `base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = herald-test-${port}
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_uid = nobody
mail_gid = nogroup
first_valid_uid = 1
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
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
    port = 0
  }
}
`;
  fs.writeFileSync(path.join(dir, "dovecot.conf"), conf);
  // dovecot daemonises; its output goes to a file so no pipe is held open by the daemon
  const outFile = path.join(dir, "start.out");
  const fd = fs.openSync(outFile, "w");
  try {
    execFileSync(DOVECOT_BIN, ["-c", path.join(dir, "dovecot.conf")], { stdio: ["ignore", fd, fd], timeout: 10_000 });
  } catch (e: any) {
    throw new Error(`dovecot failed to start: ${fs.readFileSync(outFile, "utf8") || e.message}`);
  } finally {
    fs.closeSync(fd);
  }
  await waitForPort(port, 5000);

  const client = async () => {
    const c = new ImapFlow({ host: "127.0.0.1", port, secure: false, auth: { user, pass: password }, logger: false });
    await c.connect();
    return c;
  };

  return {
    host: "127.0.0.1",
    port,
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
        return s ? s.messages ?? 0 : 0;
      } finally {
        await c.logout().catch(() => {});
      }
    },
    kick() {
      execFileSync(path.join(path.dirname(DOVECOT_BIN), "..", "bin", "doveadm"), ["-c", path.join(dir, "dovecot.conf"), "kick", user], { stdio: "ignore" });
    },
    async stop() {
      const pidFile = path.join(dir, "run", "master.pid");
      let pid = 0;
      try { pid = Number(fs.readFileSync(pidFile, "utf8").trim()); } catch { /* never started */ }
      if (pid) {
        try { process.kill(pid, "SIGTERM"); } catch { /* gone */ }
        const until = Date.now() + 5000;
        while (Date.now() < until) {
          try { process.kill(pid, 0); } catch { break; }
          await new Promise((r) => setTimeout(r, 50));
        }
        try { process.kill(pid, "SIGKILL"); } catch { /* gone */ }
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
