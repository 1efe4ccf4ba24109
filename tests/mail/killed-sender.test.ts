// A Herald killed (SIGKILL) while the SMTP server holds its reply: the row stays `sending`, leased to
// the dead process for ten minutes. Restarted, Herald sends it about GONE_AFTER_MS (10 s) after it
// starts (src/mail/sender-instance.ts: the lease belongs to the running process, whose lock went with
// it), not when the lease runs out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { commandMail, startMailStack, until, type MailStack } from "./stack.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const LEASE_MS = 600_000;

let stack: MailStack;
let db: pg.Client;
const children: ChildProcess[] = [];

beforeAll(async () => {
  stack = await startMailStack();
  db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  await db?.end();
  await stack?.stop();
});

function spawnHerald(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/helpers/herald-proc.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return child;
}

describe("a sender killed during a send", () => {
  it(
    "its reply goes out as soon as Herald is back, long before the dead process's lease would run out",
    { timeout: 240_000 },
    async () => {
      // an SMTP server that takes the mail's data and never answers while `hold` is on
      let hold = true;
      const delivered: string[] = [];
      let held = 0;
      const server = new SMTPServer({
        disabledCommands: ["STARTTLS", "AUTH"],
        authOptional: true,
        logger: false,
        onData(stream, session, cb) {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            if (hold) {
              held++;
              return; // no answer: the sender waits in its send
            }
            delivered.push(session.envelope.rcptTo.map((r) => r.address).join(","));
            cb();
          });
        },
      });
      server.on("error", () => {});
      await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
      const port = (server.server.address() as { port: number }).port;
      try {
        await stack.dovecot.append([commandMail("ann@example.com", "REGISTER Ann")]);
        const env = stack.env({
          SMTP_PORT: String(port),
          IMAP_BACKLOG: "process",
          IMAP_POLL_SECONDS: "1",
          SENDER_LEASE_MS: String(LEASE_MS),
          LOG_LEVEL: "warn",
        });
        const first = spawnHerald(env);
        await until("the reply is being sent", () => held > 0, 60_000);
        const exited = new Promise((r) => first.once("exit", r));
        first.kill("SIGKILL");
        await exited;
        const [row] = (await db.query(`SELECT status, "nextAttemptAt" FROM "Outbox" WHERE "toAddress" = 'ann@example.com'`)).rows;
        expect(row.status).toBe("sending");
        const leaseEnd = new Date(row.nextAttemptAt).getTime();
        expect(leaseEnd).toBeGreaterThan(Date.now() + LEASE_MS / 2);

        hold = false;
        spawnHerald(env);
        await until("the reply is delivered", () => delivered.length > 0, 60_000);
        await until(
          "the reply is marked sent",
          async () =>
            (await db.query(`SELECT status FROM "Outbox" WHERE "toAddress" = 'ann@example.com'`)).rows[0].status === "sent",
          30_000,
        );
        expect(delivered).toEqual(["ann@example.com"]);
        // taken back from the dead instance, not after its lease
        expect(Date.now()).toBeLessThan(leaseEnd);
      } finally {
        for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
        await new Promise<void>((r) => server.close(() => r()));
      }
    },
  );
});
