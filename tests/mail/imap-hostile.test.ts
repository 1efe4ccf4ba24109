// No mail can stop Herald (docs/inbound.md), in IMAP mode, against a real dovecot, PostgreSQL and an
// SMTP sink: hostile mail in the INBOX never stops the poller. Each message ends in one terminal state
// and leaves the INBOX — to Processed, or to Quarantine when its processing keeps failing — and good
// mail behind it is answered, also after a restart with hostile mail still waiting in the INBOX.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { GAMES } from "../../src/games/index.ts";
import { buildApp } from "../../src/runtime.ts";
import type { App } from "../../src/app.ts";
import { startImap, type ImapHandle } from "../../src/inbox/imap.ts";
import { startSender } from "../../src/outbox/sender.ts";
import { startIntake } from "../../src/intake/worker.ts";
import { commandMail, startMailStack, until, type MailStack } from "./stack.ts";
import { hostileCorpus, rawMail } from "../helpers/hostile.ts";

describe("IMAP: hostile mail in the INBOX", () => {
  let stack: MailStack;
  let app: App;
  let imap: ImapHandle | null = null;
  let stopSender: () => Promise<void>;
  let stopIntake: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    stack = await startMailStack();
    app = await buildApp({
      config: loadConfig(stack.env({ IMAP_BACKLOG: "process", IMAP_POLL_SECONDS: "2", STRANGER_REPLIES_PER_HOUR: "1000" })),
      games: GAMES,
    });
    stopSender = startSender(app, { pollMs: 200 });
    stopIntake = startIntake(app);
    // a planted fault: the database refuses any reply that echoes BOOM-LINE, so that mail can only fail
    await app.db.prisma.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION boom() RETURNS trigger AS $$
      BEGIN IF NEW.body LIKE '%BOOM-LINE%' THEN RAISE EXCEPTION 'planted fault'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await app.db.prisma.$executeRawUnsafe(`CREATE TRIGGER boom BEFORE INSERT ON "Outbox" FOR EACH ROW EXECUTE FUNCTION boom()`);
  }, 120_000);
  afterAll(async () => {
    await imap?.stop();
    await stopIntake?.();
    await stopSender?.();
    await app?.db.close();
    await stack?.stop();
  });

  it("every hostile message is filed (Processed or Quarantine) and good mail after it is answered", async () => {
    const corpus = hostileCorpus().filter((h) => h.name !== "5 MB body");
    await stack.dovecot.append([
      ...corpus.map((h) => h.raw),
      rawMail({ from: "boom@example.com", body: "BOOM-LINE" }),
      commandMail("good1@example.com", "HELP"),
    ]);
    imap = startImap(app, { autoIdleDelayMs: 200 });
    await stack.sink.waitFor(1, 60_000, (m) => m.to.includes("good1@example.com"));
    await until("INBOX empty", async () => (await stack.dovecot.count("INBOX")) === 0, 90_000, 200);
    expect(await stack.dovecot.count("Quarantine")).toBe(1);
    expect(await stack.dovecot.count("Processed")).toBe(corpus.length + 1);
    const states = await app.db.prisma.inboundMessage.groupBy({ by: ["status"], _count: { _all: true } });
    expect(states.find((s) => s.status === "pending")).toBeUndefined();
    const boom = await app.db.prisma.inboundMessage.findFirstOrThrow({ where: { fromAddress: "boom@example.com" } });
    expect(boom).toMatchObject({ status: "quarantined", attempts: 3 });
    expect(boom.error).toMatch(/planted fault/);
  }, 180_000);

  it("a restart with hostile mail still in the INBOX starts and answers good mail", async () => {
    await imap!.stop();
    imap = null;
    await stack.dovecot.append([
      rawMail({ messageId: "<restart\u0000nul@evil.example>" }),
      rawMail({ messageId: `<${"r".repeat(60_000)}@evil.example>` }),
      commandMail("good2@example.com", "HELP"),
    ]);
    imap = startImap(app, { autoIdleDelayMs: 200 });
    await stack.sink.waitFor(1, 60_000, (m) => m.to.includes("good2@example.com"));
    await until("INBOX empty", async () => (await stack.dovecot.count("INBOX")) === 0, 60_000, 200);
    expect(await app.db.prisma.inboundMessage.count({ where: { status: "pending" } })).toBe(0);
  }, 120_000);
});
