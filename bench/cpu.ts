// CPU time by program, read from /proc (Linux): what a run cost the handler processes (Herald or the
// bare loop: node children of the bench), postgres, dovecot, the bench itself and the rest. On a 2-core machine the mail path is bound by the sum: a profile
// of Herald alone shows the time it waits for a core as time spent in its socket writes.
import fs from "node:fs";

const TICK_MS = 10; // USER_HZ is 100 on Linux

/**
 * CPU ms so far by program name (the comm of every live process). `parts`: handler processes by pid
 * with the part each runs (a split deployment's "read" and "send", two instances' "reader" and "standby"),
 * counted apart too.
 */
export function cpuByProgram(parts: Map<number, string> = new Map()): Map<string, number> {
  const out = new Map<string, number>();
  let pids: string[];
  try {
    pids = fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d));
  } catch {
    return out; // not Linux: no figures
  }
  for (const pid of pids) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // exited meanwhile
    }
    const close = stat.lastIndexOf(")");
    const comm = stat.slice(stat.indexOf("(") + 1, close);
    const f = stat.slice(close + 2).split(" "); // f[0] is field 3 (state): utime is field 14, stime 15
    const user = Number(f[11]) * TICK_MS;
    const sys = Number(f[12]) * TICK_MS;
    // the bench process (driver and sink) apart from the handlers it started (node children)
    let name = "other";
    if (pid === String(process.pid)) name = "bench";
    else if (/^(postgres|postmaster)/.test(comm)) name = "postgres";
    else if (/^(dovecot|imap|anvil|log|config|auth|stats)/.test(comm)) name = "dovecot";
    // the bench's own node children only: other node processes on a shared machine are someone else's
    else if ((comm === "node" && f[1] === String(process.pid)) || parts.has(Number(pid))) name = "handler";
    out.set(name, (out.get(name) ?? 0) + user + sys);
    const part = parts.get(Number(pid));
    if (part) out.set(`handler ${part}`, (out.get(`handler ${part}`) ?? 0) + user + sys);
    out.set(`${name}:sys`, (out.get(`${name}:sys`) ?? 0) + sys);
  }
  return out;
}

/** CPU ms per mail by program between two snapshots, as "handler 3.1 (sys 1.2), postgres 4.0 (sys …), …": the part in the kernel in brackets. */
export function cpuPerMail(before: Map<string, number>, after: Map<string, number>, mails: number): string {
  const parts: string[] = [];
  let total = 0;
  for (const name of ["handler", "postgres", "dovecot", "bench", "other"]) {
    const per = (k: string) => Math.max(0, (after.get(k) ?? 0) - (before.get(k) ?? 0)) / mails;
    const d = per(name);
    total += d;
    const split =
      name === "handler"
        ? [...after.keys()]
            .filter((k) => k.startsWith("handler ") && !k.endsWith(":sys"))
            .sort()
            .map((k) => `${k.slice(8)} ${per(k).toFixed(1)}`)
        : [];
    parts.push(
      `${name} ${d.toFixed(1)}${d ? ` (sys ${per(`${name}:sys`).toFixed(1)}${split.length ? `; ${split.join(", ")}` : ""})` : ""}`,
    );
  }
  return `CPU ms/mail: ${parts.join(", ")}; all ${total.toFixed(1)}`;
}
