// Herald's SMTP connections (src/mail/smtp-pool.ts) against a real smtp-server: every mail delivered
// once with its bytes as composed, never more connections than allowed, a refused mail leaves the
// connection usable, a connection the server dropped while idle costs no mail, and a closed pool
// sends nothing.
import net from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { SmtpPool } from "../../src/mail/smtp-pool.ts";

let server: SMTPServer;
let port = 0;
const sockets = new Set<net.Socket>();
let connections = 0;
const received: Array<{ to: string[]; raw: string }> = [];
/** the next MAIL FROM is answered by closing the connection (a server that dropped it meanwhile) */
let dropAtMailFrom = false;
/** the next mail's bytes are read in full, then the connection closes before the server answers */
let dropAfterData = false;
let unanswered = 0;

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onConnect(_session, cb) {
      connections++;
      cb();
    },
    onMailFrom(_address, session, cb) {
      if (dropAtMailFrom) {
        dropAtMailFrom = false;
        for (const s of sockets) if (s.remotePort === session.remotePort) s.destroy();
        return;
      }
      cb();
    },
    onRcptTo(address, _session, cb) {
      if (address.address.startsWith("nobody@")) return cb(Object.assign(new Error("No such user"), { responseCode: 550 }));
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (dropAfterData) {
          dropAfterData = false;
          unanswered++;
          for (const s of sockets) if (s.remotePort === session.remotePort) s.destroy();
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        cb();
      });
    },
  });
  (server as unknown as { server: net.Server }).server.on("connection", (s: net.Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  port = ((server as unknown as { server: net.Server }).server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  received.length = 0;
  connections = 0;
});

const pool = (max = 2) => new SmtpPool({ host: "127.0.0.1", port, ignoreTLS: true }, null, max);
const raw = (i: number, extra = "") =>
  Buffer.from(
    `From: h@example.test\r\nTo: p${i}@example.com\r\nMessage-ID: <pool-${i}@x>\r\nSubject: ${i}\r\n\r\nline ${i}\r\n.starts with a dot${extra}\r\n`,
  );
const mail = (i: number, to = `p${i}@example.com`) => ({ envelope: { from: "h@example.test", to }, raw: raw(i) });

describe("SMTP connections", () => {
  it("30 mails at once over at most 2 connections: each delivered once, its bytes as composed", async () => {
    const p = pool(2);
    await Promise.all(Array.from({ length: 30 }, (_, i) => p.sendMail(mail(i))));
    p.close();
    expect(connections).toBeLessThanOrEqual(2);
    expect(received.map((r) => r.to[0]).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `p${i}@example.com`).sort());
    for (const r of received) {
      const i = Number(/Message-ID: <pool-(\d+)@x>/.exec(r.raw)![1]);
      expect(r.raw).toBe(raw(i).toString()); // dot-stuffed on the wire, unstuffed by the server: unchanged
    }
  });

  it("a connection retired after 100 mails is replaced at once, before the next mail needs it", async () => {
    const p = pool(1);
    for (let i = 0; i < 100; i++) await p.sendMail(mail(1000 + i));
    expect(connections).toBe(1);
    // no mail is waiting: the replacement is opened anyway (its greeting is not the next mail's wait)
    for (let i = 0; i < 200 && connections < 2; i++) await new Promise((r) => setTimeout(r, 10));
    expect(connections).toBe(2);
    await p.sendMail(mail(1100));
    expect(connections).toBe(2); // the next mail went on it
    expect(received).toHaveLength(101);
    p.close();
  });

  it("a refused recipient fails that mail with the server's code; the same connection sends the next", async () => {
    const p = pool(1);
    await p.sendMail(mail(1));
    await expect(p.sendMail(mail(2, "nobody@example.com"))).rejects.toMatchObject({ responseCode: 550, code: "EENVELOPE" });
    await p.sendMail(mail(3));
    p.close();
    expect(received.map((r) => r.to[0])).toEqual(["p1@example.com", "p3@example.com"]);
    expect(connections).toBe(1);
  });

  it("a connection the server dropped while idle costs no mail: the next one goes on a new connection", async () => {
    const p = pool(1);
    await p.sendMail(mail(1));
    for (const s of sockets) s.destroy();
    await new Promise((r) => setTimeout(r, 50));
    await p.sendMail(mail(2));
    await p.sendMail(mail(3));
    p.close();
    expect(received.map((r) => r.to[0])).toEqual(["p1@example.com", "p2@example.com", "p3@example.com"]);
    expect(connections).toBe(2);
  });

  it("a reused connection that fails before the mail's bytes went out: the mail goes once, on a new connection", async () => {
    const p = pool(1);
    await p.sendMail(mail(1));
    dropAtMailFrom = true;
    await p.sendMail(mail(2));
    p.close();
    expect(received.map((r) => r.to[0])).toEqual(["p1@example.com", "p2@example.com"]);
    expect(connections).toBe(2);
  });

  it("a connection lost after the mail's bytes went out: an error, never a second copy from the pool", async () => {
    const p = pool(1);
    await p.sendMail(mail(1));
    dropAfterData = true;
    unanswered = 0;
    // the server may have taken it: only the outbox's own retry (same Message-ID) may send it again
    await expect(p.sendMail(mail(2))).rejects.toBeTruthy();
    await p.sendMail(mail(3));
    p.close();
    expect(unanswered).toBe(1);
    expect(received.map((r) => r.to[0])).toEqual(["p1@example.com", "p3@example.com"]);
    expect(connections).toBe(2);
  });

  it("an unreachable server is an error with nodemailer's code, and a closed pool sends nothing", async () => {
    const dead = new SmtpPool({ host: "127.0.0.1", port: 1, ignoreTLS: true, connectionTimeout: 2000 }, null);
    await expect(dead.sendMail(mail(1))).rejects.toMatchObject({ code: expect.stringMatching(/^E(CONNECTION|SOCKET)$/) });
    dead.close();
    const p = pool(1);
    await p.sendMail(mail(1));
    p.close();
    await expect(p.sendMail(mail(2))).rejects.toThrow(/closed/);
    expect(received).toHaveLength(1);
  });
});
