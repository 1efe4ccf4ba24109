// A throwaway postfix (Debian's package) for the mail-server tests: its own config_directory,
// queue_directory and data_directory in a temporary folder, listening on 127.0.0.1 only, on
// unprivileged ports, delivering its domains to a test dovecot over LMTP. It never touches
// /etc/postfix's system instance nor port 25. Started with `postfix -c DIR start` (as root, as postfix
// requires; its processes run as the `postfix` user) and stopped with `postfix -c DIR abort`.
//
// Two listeners, as on a real server:
//   smtpPort        the MX side: anyone may send to the local domains (players' mail comes in here)
//   submissionPort  Herald's side: STARTTLS required and a login (SASL through dovecot's auth), else
//                   "Relay access denied" — the port 587 an operator gives Herald
// Debian's postfix sets recipient_delimiter = +, upstream does not: it is set here explicitly, so
// herald+key@ is delivered to herald@'s INBOX (dovecot strips the detail too).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { freePort, waitForPort } from "./dovecot.ts";

export const POSTFIX_BIN = process.env.POSTFIX_BIN ?? "/usr/sbin/postfix";

export interface Postfix {
  dir: string;
  smtpPort: number;
  submissionPort: number;
  /** postfix's own log (maillog_file) */
  log(): string;
  stop(): Promise<void>;
}

export interface PostfixOptions {
  /** domains delivered to dovecot */
  domains: string[];
  /** dovecot's LMTP port on 127.0.0.1 */
  lmtpPort: number;
  /** dovecot's auth socket for SASL on the submission port */
  saslSocket: string;
  /** certificate for STARTTLS */
  tls: { cert: string; key: string };
  /**
   * the only addresses delivered (the README's recipe: `virtual_mailbox_maps = texthash:…`); any other
   * address at the domains is refused at RCPT time. Unset: every address is taken (and LMTP decides).
   */
  mailboxes?: string[];
}

export async function startPostfix(o: PostfixOptions): Promise<Postfix> {
  if (!fs.existsSync(POSTFIX_BIN))
    throw new Error(`postfix is not installed (${POSTFIX_BIN} missing): run "apt-get install -y postfix"`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-postfix-"));
  fs.chmodSync(dir, 0o755);
  const conf = path.join(dir, "conf");
  for (const d of ["conf", "queue", "data"]) fs.mkdirSync(path.join(dir, d));
  execFileSync("chown", ["postfix", path.join(dir, "data")]);
  const [smtpPort, submissionPort] = [await freePort(), await freePort()];
  const vmailbox = path.join(conf, "vmailbox");
  if (o.mailboxes) fs.writeFileSync(vmailbox, o.mailboxes.map((m) => `${m}  ${m.split("@")[0]}\n`).join(""));
  fs.writeFileSync(
    path.join(conf, "main.cf"),
    `compatibility_level = 3.6
queue_directory = ${dir}/queue
data_directory = ${dir}/data
meta_directory = /etc/postfix
mail_owner = postfix
setgid_group = postdrop
myhostname = mx.herald-test.invalid
mydomain = herald-test.invalid
myorigin = $mydomain
mydestination =
inet_interfaces = 127.0.0.1
inet_protocols = ipv4
mynetworks = 127.0.0.1/32
relayhost =
default_transport = error:this test server delivers locally only
recipient_delimiter = +
virtual_mailbox_domains = ${o.domains.join(" ")}
virtual_mailbox_maps = ${o.mailboxes ? `texthash:${vmailbox}` : ""}
smtpd_reject_unlisted_recipient = ${o.mailboxes ? "yes" : "no"}
virtual_transport = lmtp:inet:127.0.0.1:${o.lmtpPort}
smtpd_relay_restrictions = reject_unauth_destination
smtpd_tls_cert_file = ${o.tls.cert}
smtpd_tls_key_file = ${o.tls.key}
smtpd_tls_security_level = may
smtpd_sasl_type = dovecot
smtpd_sasl_path = ${o.saslSocket}
maillog_file = ${dir}/maillog
maillog_file_prefixes = ${dir}
alias_maps =
alias_database =
biff = no
smtputf8_enable = no
`,
  );
  // chroot off ("n" in the fifth column): the daemons reach the sockets and files by absolute paths
  fs.writeFileSync(
    path.join(conf, "master.cf"),
    `127.0.0.1:${smtpPort} inet n - n - - smtpd
127.0.0.1:${submissionPort} inet n - n - - smtpd
  -o syslog_name=postfix/submission
  -o smtpd_tls_security_level=encrypt
  -o smtpd_sasl_auth_enable=yes
  -o smtpd_tls_auth_only=yes
  -o smtpd_relay_restrictions=permit_sasl_authenticated,reject
pickup    unix  n - n 60 1 pickup
cleanup   unix  n - n - 0 cleanup
qmgr      unix  n - n 300 1 qmgr
tlsmgr    unix  - - n 1000? 1 tlsmgr
rewrite   unix  - - n - - trivial-rewrite
bounce    unix  - - n - 0 bounce
defer     unix  - - n - 0 bounce
trace     unix  - - n - 0 bounce
verify    unix  - - n - 1 verify
flush     unix  n - n 1000? 0 flush
proxymap  unix  - - n - - proxymap
smtp      unix  - - n - - smtp
relay     unix  - - n - - smtp
showq     unix  n - n - - showq
error     unix  - - n - - error
retry     unix  - - n - - error
discard   unix  - - n - - discard
lmtp      unix  - - n - - lmtp
anvil     unix  - - n - 1 anvil
scache    unix  - - n - 1 scache
postlog   unix-dgram n - n - 1 postlogd
`,
  );
  const log = () => {
    try {
      return fs.readFileSync(path.join(dir, "maillog"), "utf8");
    } catch {
      return "";
    }
  };
  try {
    execFileSync(POSTFIX_BIN, ["-c", conf, "start"], { stdio: "ignore", timeout: 30_000 });
    for (const p of [smtpPort, submissionPort]) await waitForPort(p, 10_000);
  } catch (e) {
    throw new Error(`postfix failed to start: ${(e as Error).message}\n${log()}`, { cause: e });
  }
  return {
    dir,
    smtpPort,
    submissionPort,
    log,
    async stop() {
      try {
        execFileSync(POSTFIX_BIN, ["-c", conf, "abort"], { stdio: "ignore", timeout: 30_000 });
      } catch {
        /* not running */
      }
      const pidFile = path.join(dir, "queue", "pid", "master.pid");
      let pid = 0;
      try {
        pid = Number(fs.readFileSync(pidFile, "utf8").trim());
      } catch {
        /* gone */
      }
      const until = Date.now() + 5000;
      while (pid && Date.now() < until) {
        try {
          process.kill(pid, 0);
        } catch {
          break;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
