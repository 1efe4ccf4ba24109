// The benches' SMTP sink: smtp-server on a free port of 127.0.0.1 that reads only what the bench needs
// (In-Reply-To) from each mail's head. The tests' sink (tests/helpers/smtp-sink.ts) parses and keeps
// every mail; here that would be the outside world's cost counted against the mail path, four mails
// per game move against one per mail of the bare loop.
import { SMTPServer } from "smtp-server";

export interface LightMail {
  /** the In-Reply-To header without angle brackets ("" when absent) */
  inReplyTo: string;
  receivedAt: number;
}

export interface LightSink {
  port: number;
  received: number;
  onMail?: (m: LightMail) => void;
  stop(): Promise<void>;
}

export async function startLightSink(): Promise<LightSink> {
  const sink: LightSink = {
    port: 0,
    received: 0,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, _session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("latin1");
        const end = raw.indexOf("\r\n\r\n");
        const head = (end < 0 ? raw : raw.slice(0, end)).replace(/\r\n[ \t]+/g, " ");
        const m = /^in-reply-to:\s*<?([^>\r\n]*)>?/im.exec(head);
        sink.received++;
        sink.onMail?.({ inReplyTo: m ? m[1].trim() : "", receivedAt: Date.now() });
        cb();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  sink.port = (server.server.address() as { port: number }).port;
  return sink;
}
