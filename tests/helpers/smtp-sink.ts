// An SMTP sink for tests: smtp-server accepting every mail on a free port of 127.0.0.1, each mail
// parsed with mailparser and kept in `mails`. smtp-server's built-in certificate has expired, so
// STARTTLS and AUTH are disabled (the transport talking to it needs `ignoreTLS: true`).
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";

export interface SinkMail {
  /** envelope */
  from: string;
  to: string[];
  raw: Buffer;
  parsed: ParsedMail;
  /** a header's value as text ("" when absent) */
  header(name: string): string;
  messageId: string;
  receivedAt: number;
}

export interface SmtpSink {
  port: number;
  mails: SinkMail[];
  /** resolves once at least n mails (or those matching pred) have arrived; rejects after timeoutMs */
  waitFor(n: number, timeoutMs?: number, pred?: (m: SinkMail) => boolean): Promise<SinkMail[]>;
  /** from now on answer RCPT TO for this address with this SMTP error (550 permanent, 451 temporary; 0 accepts again) */
  reject(address: string, code: number, message?: string): void;
  /** a hook called for each accepted mail */
  onMail?: (m: SinkMail) => void;
  stop(): Promise<void>;
}

export async function startSmtpSink(opts: { port?: number } = {}): Promise<SmtpSink> {
  const mails: SinkMail[] = [];
  const rejections = new Map<string, { code: number; message: string }>();
  const waiters: (() => void)[] = [];
  const sink: SmtpSink = {
    port: 0,
    mails,
    waitFor(n, timeoutMs = 30_000, pred) {
      const matching = () => (pred ? mails.filter(pred) : mails);
      return new Promise((resolve, reject) => {
        const check = () => {
          if (matching().length >= n) {
            clearTimeout(timer);
            resolve(matching());
            return true;
          }
          return false;
        };
        const timer = setTimeout(() => {
          const i = waiters.indexOf(w);
          if (i >= 0) waiters.splice(i, 1);
          reject(new Error(`SMTP sink: ${matching().length} of ${n} mails after ${timeoutMs} ms`));
        }, timeoutMs);
        const w = () => {
          if (check()) waiters.splice(waiters.indexOf(w), 1);
        };
        if (!check()) waiters.push(w);
      });
    },
    reject(address, code, message = code >= 500 ? "No such user" : "Try again later") {
      if (code === 0) rejections.delete(address.toLowerCase());
      else rejections.set(address.toLowerCase(), { code, message });
    },
    async stop() {
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    size: 64 * 1024 * 1024,
    onRcptTo(address, _session, cb) {
      const r = rejections.get(address.address.toLowerCase());
      if (r) {
        const err: any = new Error(r.message);
        err.responseCode = r.code;
        return cb(err);
      }
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks);
        try {
          const parsed = await simpleParser(raw);
          const header = (name: string) => {
            const v = parsed.headers.get(name.toLowerCase());
            if (v === undefined || v === null) return "";
            if (typeof v === "string") return v;
            if (typeof v === "object" && "text" in (v as any)) return String((v as any).text);
            if (typeof v === "object" && "value" in (v as any)) return String((v as any).value);
            return String(v);
          };
          const m: SinkMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            raw,
            parsed,
            header,
            messageId: (parsed.messageId ?? "").replace(/^<|>$/g, ""),
            receivedAt: Date.now(),
          };
          mails.push(m);
          sink.onMail?.(m);
          for (const w of [...waiters]) w();
          cb();
        } catch (e) {
          cb(e as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, "127.0.0.1", () => resolve());
  });
  server.on("error", () => {});
  sink.port = (server.server.address() as { port: number }).port;
  return sink;
}
