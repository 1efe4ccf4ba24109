// Two Herald instances on one mailbox and one database: one reads the mailbox (it holds the mailbox
// lease, src/inbox/mailbox-lease.ts), the other waits for it; both are workers of the inbound queue
// (src/intake/worker.ts); every mail is read once, by the reader, and run once, by one of the two. When the
// reader dies (SIGKILL), the other takes the mailbox over and answers the next mail within 10 seconds of
// it arriving.
import { describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { commandMail, startMailStack } from "./stack.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function spawnHerald(env: Record<string, string>, name: string, logs: string[]): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/helpers/herald-proc.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const ready = new Promise<void>((resolve) =>
    child.stdout!.on("data", (d) => {
      out += String(d);
      logs.push(`[${name}] ${d}`);
      if (out.includes("ready")) resolve();
    }),
  );
  child.stderr!.on("data", (d) => logs.push(`[${name}] ${d}`));
  return { child, ready };
}

describe("instances share the mailbox", () => {
  it("one reads, the other waits; kill -9 of the reader: the other answers the next mail within 10 s", async () => {
    const stack = await startMailStack();
    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    const logs: string[] = [];
    // the reader runs one mail at a time: a burst is shared with the other instance
    const env = stack.env({
      IMAP_BACKLOG: "process",
      IMAP_POLL_SECONDS: "1",
      LOG_LEVEL: "info",
      MAIL_CONCURRENCY: "1",
      HERALD_SAY_RUNS: "1",
    });
    const a = spawnHerald(env, "a", logs);
    const b = spawnHerald(env, "b", logs);
    const replies = (to: string) => stack.sink.mails.filter((m) => m.to.includes(to)).length;
    const waitFor = async (ok: () => boolean | Promise<boolean>, ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        if (await ok()) return true;
        await new Promise((r) => setTimeout(r, 100));
      }
      return false;
    };
    try {
      await Promise.all([a.ready, b.ready]);
      // one of them reads the mailbox
      const attached = () => logs.some((l) => /IMAP: attached to INBOX/.test(l));
      expect(await waitFor(attached, 30_000), logs.join("").slice(-3000)).toBe(true);
      // thirty REGISTER mails (each hashes a password: seconds of work for the reader's one worker, so the
      // other instance, which looks for jobs every half second, finds some): each answered once, read by
      // one instance only
      const N = 30;
      await stack.dovecot.append(Array.from({ length: N }, (_, i) => commandMail(`p${i}@example.com`, `REGISTER Player ${i}`)));
      const counts = () => Array.from({ length: N }, (_, i) => replies(`p${i}@example.com`));
      expect(
        await waitFor(() => counts().every((n) => n === 1), 90_000),
        JSON.stringify(counts()) + logs.join("").slice(-6000),
      ).toBe(true);
      const readers = new Set(logs.filter((l) => /IMAP: attached to INBOX/.test(l)).map((l) => l.slice(1, 2)));
      expect(readers.size, logs.join("")).toBe(1);
      expect(Number((await db.query(`SELECT count(*) AS n FROM "InboundMessage"`)).rows[0].n)).toBe(N);
      // both workers ran a share, each mail once (HERALD_SAY_RUNS: "ran <id>")
      const ran = (who: string) => logs.filter((l) => l.startsWith(`[${who}]`)).flatMap((l) => l.match(/ran \S+/g) ?? []);
      expect(ran("a").length + ran("b").length, logs.join("").slice(-3000)).toBe(N);
      expect(new Set([...ran("a"), ...ran("b")]).size).toBe(N);
      expect(ran("a").length, logs.join("").slice(-3000)).toBeGreaterThan(0);
      expect(ran("b").length, logs.join("").slice(-3000)).toBeGreaterThan(0);
      console.log(`takeover: of ${N} mails, a ran ${ran("a").length} and b ${ran("b").length}`);
      // the reader dies; the next mail is answered by the other within 10 s of its arrival
      const [reader, other] = readers.has("a") ? [a, b] : [b, a];
      reader.child.kill("SIGKILL");
      await new Promise((r) => reader.child.once("exit", r));
      const sent = Date.now();
      await stack.dovecot.append([commandMail("after@example.com", "HELP")]);
      const answered = await waitFor(() => replies("after@example.com") === 1, 10_000);
      expect(answered, logs.join("").slice(-3000)).toBe(true);
      console.log(`takeover: the next mail answered ${Date.now() - sent} ms after it arrived`);
      expect(other.child.exitCode).toBeNull();
    } finally {
      for (const p of [a, b]) if (p.child.exitCode === null) p.child.kill("SIGKILL");
      await db.end();
      await stack.stop();
    }
  }, 180_000);
});
