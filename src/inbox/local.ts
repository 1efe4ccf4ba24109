// Local mail mode: no mail server. Incoming mail is dropped as .eml files into DATA_DIR/inbox/ (or
// injected with `npm run cli -- send`); outgoing mail stays in the outbox table, where
// `npm run cli -- outbox` and the dashboard show it. Both go through the same pipeline as IMAP mail.
import fs from "node:fs";
import path from "node:path";
import type { App } from "../app.ts";
import { processInbound, receiveRaw } from "../intake/lazy.ts";

/**
 * Picks up every .eml in the inbox folder; each file is stored, processed, then moved to done/ (or to
 * quarantine/ when its mail was quarantined). A file whose mail is still pending (a passing failure,
 * tried again by the mail's job: intake-worker.ts) stays for the next scan; one bad file never stops the
 * others.
 */
export async function scanInboxFolder(app: App, stop: () => boolean = () => false): Promise<number> {
  const dir = path.join(app.config.DATA_DIR, "inbox");
  const done = path.join(dir, "done");
  const quarantine = path.join(dir, "quarantine");
  fs.mkdirSync(done, { recursive: true });
  fs.mkdirSync(quarantine, { recursive: true });
  let n = 0;
  for (const f of fs
    .readdirSync(dir)
    .filter((x) => x.toLowerCase().endsWith(".eml"))
    .sort()) {
    if (stop()) break;
    const file = path.join(dir, f);
    try {
      const raw = fs.readFileSync(file);
      const arrived = Date.now();
      const r = await receiveRaw(app, raw, "eml"); // stored first: a crash after this loses nothing
      await processInbound(app, r.inboundId, { bytes: raw, arrived });
      const row = await app.db.prisma.inboundMessage.findUniqueOrThrow({ where: { id: r.inboundId }, select: { status: true } });
      if (row.status === "pending") continue;
      fs.renameSync(file, path.join(row.status === "quarantined" ? quarantine : done, f));
      n++;
    } catch (e) {
      app.log.error({ file: f, err: e }, "an inbox file could not be handled; it stays for the next scan");
    }
  }
  return n;
}

/**
 * In local mode the outbox is the players' inboxes: a queued mail counts as delivered at once, and is
 * marked "local" so that switching the same data to MAIL_MODE=imap later never mails it out.
 */
export async function deliverLocally(app: App): Promise<number> {
  const r = await app.db.prisma.outbox.updateMany({ where: { status: "queued" }, data: { status: "local", sentAt: app.now() } });
  return r.count;
}

/** Polls the inbox folder every `seconds`; returns a stop function. */
export function watchInboxFolder(app: App, seconds = 2): () => void {
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      await scanInboxFolder(app);
      await deliverLocally(app);
    } catch (e) {
      app.log.error({ err: e }, "inbox folder scan failed");
    } finally {
      busy = false;
    }
  }, seconds * 1000);
  return () => clearInterval(timer);
}
