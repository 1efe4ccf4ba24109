// MAIL_PARTS: the real service (src/main.ts) started to send only: it delivers the outbox over SMTP,
// never touches an IMAP server (none is configured, none is needed), and its /readyz reports the
// SMTP part and no IMAP part. A reader-only instance is the other half (tests/unit/config.test.ts).
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../src/db/client.ts";
import { testDatabase } from "../helpers/db.ts";
import { freePort } from "../helpers/dovecot.ts";
import { startMain } from "../helpers/main-process.ts";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink.ts";
import { until } from "./stack.ts";

let db: { url: string; drop: () => Promise<void> };
let sink: SmtpSink;
let dir = "";
let child: ChildProcess | null = null;

beforeAll(async () => {
  db = await testDatabase();
  sink = await startSmtpSink();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-parts-"));
}, 120_000);
afterAll(async () => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  await sink?.stop();
  await db?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

it("a send-only instance delivers the outbox, needs no IMAP server, and reports only its SMTP part", async () => {
  const d = await openDatabase({ databaseUrl: db.url, dataDir: "" });
  await d.prisma.outbox.create({
    data: {
      messageId: "parts-1@example.test",
      toAddress: "ann@example.com",
      kind: "public",
      subject: "[trente-1] news",
      body: "Bob rolled.\n",
    },
  });
  const port = await freePort();
  child = startMain({
    databaseUrl: db.url,
    dataDir: dir,
    port,
    env: {
      MAIL_MODE: "imap",
      MAIL_PARTS: "send",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(sink.port),
      SMTP_TLS: "none",
      LOG_LEVEL: "silent",
    },
  }).child;
  const [mail] = await sink.waitFor(1, 60_000);
  expect(mail.to).toEqual(["ann@example.com"]);
  expect(mail.messageId).toBe("parts-1@example.test");
  let ready: { imap?: unknown; smtp?: { up: boolean } } = {};
  await until(
    "ready",
    async () => {
      const r = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
      if (r?.status !== 200) return false;
      ready = (await r.json()) as typeof ready;
      return true;
    },
    60_000,
  );
  expect(ready.smtp?.up).toBe(true);
  expect(ready.imap).toBeUndefined();
  // marked sent as soon as the server accepted it (src/outbox/sender.ts markSent)
  await until(
    "the row marked sent",
    async () => (await d.prisma.outbox.findUniqueOrThrow({ where: { messageId: "parts-1@example.test" } })).status === "sent",
    60_000,
  );
  await d.close();
  child.kill("SIGTERM");
  await new Promise((r) => child!.once("exit", r));
}, 120_000);
