// A few SMTP connections kept open and used in turn, sending mails already composed (raw-mail.ts).
// nodemailer's pooled transport builds every mail as a MIME tree streamed through transforms, ~0.8 ms
// of CPU a mail where the SMTP exchange itself costs ~0.25 (and a game move sends four). This
// keeps nodemailer's SMTP client (SMTPConnection: TLS, STARTTLS, AUTH, timeouts, errors with the
// server's code) and only replaces the pool around it, with the pool's rules:
// - a mail the server refuses (an envelope or message error other than 421) leaves the connection
//   usable after RSET; any other error closes it;
// - a connection is closed after IDLE_MS unused or MAX_MESSAGES mails, and when the server ends it; one
//   closed after MAX_MESSAGES is replaced at once, before a mail waits for its greeting;
// - a mail on a reused connection that fails before any of its bytes was read (the server had
//   dropped the connection meanwhile) is tried once more on a new one; once its bytes went out the
//   server may have taken it, so the error goes to the sender, whose retry resends the same mail.
// Errors are SMTPConnection's own (code, responseCode, response), as the sender expects.
import { Readable } from "node:stream";
import SMTPConnection from "nodemailer/lib/smtp-connection/index.js";
import type { AccessTokens } from "./oauth2.ts";

/** How the pool logs in: a password, or an OAuth2 access token (XOAUTH2, oauth2.ts) fetched per connection. */
export type SmtpLogin = { user: string; pass: string } | { user: string; tokens: AccessTokens };

export interface RawMail {
  envelope: { from: string; to: string };
  raw: Buffer;
}

/** What the outbox sender needs of a transport (an SmtpPool, or a nodemailer transport in tests). */
export interface MailTransport {
  sendMail(mail: RawMail): Promise<unknown>;
  close(): void;
}

interface Line {
  conn: SMTPConnection;
  dead: boolean;
  sent: number;
  idle?: NodeJS.Timeout;
}

const IDLE_MS = 30_000;
const MAX_MESSAGES = 100;

type SmtpError = Error & { code?: string; responseCode?: number; command?: string };
/** a connection that failed, not a server's answer about the mail */
const TRANSIENT = new Set(["ECONNECTION", "ESOCKET", "ETIMEDOUT"]);

export class SmtpPool implements MailTransport {
  private idle: Line[] = [];
  private open = 0;
  private waiting: Array<() => void> = [];
  private closed = false;

  constructor(
    private readonly options: SMTPConnection.Options,
    private readonly auth: SmtpLogin | null,
    private readonly max = 4,
  ) {}

  async sendMail(mail: RawMail): Promise<SMTPConnection.SentMessageInfo> {
    for (let attempt = 1; ; attempt++) {
      const line = await this.take();
      const reused = line.sent > 0;
      // handed over as a stream so that a failure tells whether any byte of the mail was read (as
      // nodemailer's own pool tells it): only a mail not read at all may go again on another connection
      const body = Readable.from([mail.raw], { objectMode: false });
      try {
        const info = await new Promise<SMTPConnection.SentMessageInfo>((resolve, reject) =>
          line.conn.send({ from: mail.envelope.from, to: [mail.envelope.to] }, body, (err, info) =>
            err ? reject(err) : resolve(info),
          ),
        );
        line.sent++;
        this.give(line);
        return info;
      } catch (e) {
        const err = e as SmtpError;
        if ((err.code === "EENVELOPE" || err.code === "EMESSAGE") && err.responseCode !== 421 && !line.dead) {
          // the server refused this mail, not the connection
          line.conn.reset((resetErr) => (resetErr ? this.drop(line) : this.give(line)));
          throw err;
        }
        this.drop(line);
        if (reused && attempt === 1 && !body.readableDidRead && TRANSIENT.has(err.code ?? "")) continue;
        throw err;
      }
    }
  }

  close(): void {
    this.closed = true;
    for (const line of this.idle.splice(0)) this.drop(line, true);
    for (const w of this.waiting.splice(0)) w();
  }

  private async take(): Promise<Line> {
    for (;;) {
      if (this.closed) throw Object.assign(new Error("the SMTP pool is closed"), { code: "ECONNECTION" });
      const line = this.idle.pop();
      if (line) {
        clearTimeout(line.idle);
        if (!line.dead) return line;
        continue;
      }
      if (this.open < this.max) {
        this.open++;
        try {
          return await this.connect();
        } catch (e) {
          this.open--;
          this.wake();
          throw e;
        }
      }
      await new Promise<void>((r) => this.waiting.push(r));
    }
  }

  private give(line: Line): void {
    if (line.sent >= MAX_MESSAGES && !line.dead && !this.closed) {
      this.drop(line, true);
      return this.refill();
    }
    if (line.dead || this.closed) return this.drop(line, true);
    line.idle = setTimeout(() => this.drop(line, true), IDLE_MS);
    line.idle.unref?.();
    this.idle.push(line);
    this.wake();
  }

  /**
   * A connection retired after MAX_MESSAGES is replaced at once, not when the next mail needs it: a new
   * connection's greeting can take a while (a server's reverse DNS lookup, a greeting pause), and a
   * mail should not wait for it. A replacement that cannot connect is forgotten; the next mail tries.
   */
  private refill(): void {
    if (this.closed || this.open >= this.max) return;
    this.open++;
    this.connect().then(
      (line) => this.give(line),
      () => {
        this.open--;
        this.wake();
      },
    );
  }

  /** Forgets a connection (QUIT when it is still good, else closed) and lets a waiting mail open another. */
  private drop(line: Line, quit = false): void {
    if (!line.dead) {
      line.dead = true;
      this.open--;
      clearTimeout(line.idle);
      const at = this.idle.indexOf(line);
      if (at >= 0) this.idle.splice(at, 1);
      if (quit) line.conn.quit();
      else line.conn.close();
    }
    this.wake();
  }

  private wake(): void {
    this.waiting.shift()?.();
  }

  private connect(): Promise<Line> {
    const conn = new SMTPConnection(this.options);
    const line: Line = { conn, dead: false, sent: 0 };
    return new Promise<Line>((resolve, reject) => {
      let settled = false;
      const fail = (err: Error) => {
        if (settled) return;
        settled = true;
        conn.close();
        reject(err);
      };
      const ready = () => {
        if (settled) return;
        settled = true;
        conn.off("error", fail);
        // later errors reach the mail being sent through its callback; one on an idle connection ends it
        conn.on("error", () => {});
        conn.once("end", () => this.drop(line));
        resolve(line);
      };
      conn.once("error", fail);
      conn.connect((err) => {
        if (err) return fail(err);
        // as nodemailer: log in when the server offers AUTH (else the server's refusal tells what is wrong)
        const a = this.auth;
        if (!a || !conn.allowsAuth) return ready();
        if ("pass" in a) return conn.login(a, (e) => (e ? fail(e) : ready()));
        // a token that cannot be had fails the connection with the refresh's own error (code EOAUTH2);
        // one the server refuses is replaced once by a fresh one (nodemailer asks getToken again)
        a.tokens.get().then((token) => {
          const oauth2 = {
            getToken: (renew: boolean, cb: (err: Error | null, token?: string) => void) =>
              (renew ? a.tokens.get(true) : Promise.resolve(token)).then((t) => cb(null, t), cb),
            buildXOAuth2Token: (t: string) => Buffer.from(`user=${a.user}\x01auth=Bearer ${t}\x01\x01`).toString("base64"),
          };
          conn.login({ user: a.user, oauth2 } as unknown as SMTPConnection.AuthenticationType, (e) => (e ? fail(e) : ready()));
        }, fail);
      });
    });
  }
}
