// What ships is what is tested: the built bundle, started with `npm start`'s command (tests/helpers/bundle.ts),
// on every path that loads a library only when it is needed — the relay's Freeciv saves in xz, gzip and
// plain text (xz-decompress, zlib), the PostgreSQL driver and PGlite, mail parsing (mailparser), the web
// views (eta and the templates copied beside the bundle). Under tsx these all worked while the bundle
// answered every .sav.xz with an internal error: esbuild gives a CommonJS library's chunk nothing but a
// default export, so a named import of it is undefined in the bundle alone.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeRaw } from "../../src/mail/compose.ts";
import { decompressed } from "../../src/games/relay/freeciv/decompress.ts";
import { bundleDir, removeOwnBundle } from "../helpers/bundle.ts";
import { Browserish } from "../helpers/web.ts";
import { testDatabase } from "../helpers/db.ts";
import { freePort } from "../helpers/dovecot.ts";
import { startMain } from "../helpers/main-process.ts";
import { until } from "../mail/stack.ts";

afterAll(() => removeOwnBundle());

const FIXTURES = path.join(import.meta.dirname, "../fixtures/freeciv");
const SERVICE = "herald@example.test";

/** A running bundle in local mail mode: mails are dropped into its inbox folder. */
class Shipped {
  child!: ChildProcess;
  out: string[] = [];
  port = 0;
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-ships-"));
  private seq = 0;

  async start(databaseUrl?: string): Promise<void> {
    this.port = await freePort();
    const env = { MAIL_FROM: SERVICE, PUBLIC_URL: `http://127.0.0.1:${this.port}` };
    ({ child: this.child, out: this.out } = startMain({
      databaseUrl,
      dataDir: this.dir,
      port: this.port,
      env,
      bundle: bundleDir(),
    }));
    await until("the bundle's web server", () => this.get("/healthz").then((r) => r?.status === 200), 60_000, 200);
  }

  async get(p: string): Promise<{ status: number; text: string } | null> {
    if (this.child.exitCode !== null) throw new Error(`the bundle exited (${this.child.exitCode}):\n${this.out.join("")}`);
    try {
      const r = await fetch(`http://127.0.0.1:${this.port}${p}`, { signal: AbortSignal.timeout(5000) });
      return { status: r.status, text: await r.text() };
    } catch {
      return null;
    }
  }

  /** Drops one mail into the inbox folder; returns its Message-ID and its file's name. */
  async drop(
    from: string,
    text: string,
    o: { subject?: string; attachments?: Array<{ filename: string; content: Buffer }> } = {},
  ) {
    const messageId = `ships${++this.seq}.${process.pid}@test`;
    const raw = await composeRaw({
      from,
      to: SERVICE,
      subject: o.subject ?? "commands",
      text,
      messageId,
      attachments: o.attachments,
    });
    const file = `${String(this.seq).padStart(4, "0")}.eml`;
    fs.mkdirSync(path.join(this.dir, "inbox"), { recursive: true });
    fs.writeFileSync(path.join(this.dir, "inbox", `${file}.part`), raw);
    fs.renameSync(path.join(this.dir, "inbox", `${file}.part`), path.join(this.dir, "inbox", file));
    return { messageId, file };
  }

  async stop(): Promise<void> {
    if (this.child && this.child.exitCode === null) {
      this.child.kill("SIGTERM");
      await new Promise((r) => this.child.once("exit", r));
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

describe("the bundle on PostgreSQL: a Freeciv relay with xz, gzip and plain saves, mail parsing, a player's page", () => {
  const h = new Shipped();
  let db: { url: string; drop: () => Promise<void> };
  let c: pg.Client;

  beforeAll(async () => {
    db = await testDatabase();
    c = new pg.Client({ connectionString: db.url });
    await c.connect();
    await h.start(db.url);
  }, 180_000);
  afterAll(async () => {
    await h.stop();
    await c?.end();
    await db?.drop();
  });

  /** Mails `text` and waits for Herald's reply to it (read from the outbox table). */
  async function send(from: string, text: string, o?: Parameters<Shipped["drop"]>[2]): Promise<string> {
    const { messageId } = await h.drop(from, text, o);
    let reply = "";
    await until(
      `the reply to ${messageId}`,
      async () => {
        if (h.child.exitCode !== null) throw new Error(`the bundle exited:\n${h.out.join("")}`);
        const r = await c.query(
          `SELECT o.body FROM "Outbox" o JOIN "InboundMessage" i ON i.id = o."inboundId"
            WHERE i."messageId" = $1 AND o.kind IN ('reply', 'reply-error', 'reply-auth')`,
          [messageId],
        );
        reply = r.rows[0]?.body ?? "";
        return r.rows.length > 0;
      },
      60_000,
      200,
    );
    return reply;
  }

  it("each save kind is received and passed on; a player's page renders", async () => {
    const names = ["Ann", "Bob", "Cid"];
    const ps: Array<{ email: string; pw: string }> = [];
    for (const n of names) {
      const email = `${n.toLowerCase()}@example.test`;
      const reply = await send(email, `REGISTER ${n}`);
      ps.push({ email, pw: /Your password is: (\S+)/.exec(reply)?.[1] ?? "" });
      expect(ps.at(-1)!.pw, reply).not.toBe("");
    }
    const created = await send(ps[0].email, `PASSWORD ${ps[0].pw}\nCREATE relay file=freeciv\nJOIN`);
    const gameId = /created (relay-\d+)/.exec(created)?.[1] ?? "";
    expect(gameId, created).not.toBe("");
    for (const p of ps.slice(1)) expect(await send(p.email, `PASSWORD ${p.pw}\nJOIN ${gameId}`)).not.toMatch(/ERROR/);
    expect(await send(ps[0].email, `PASSWORD ${ps[0].pw}\nSTART ${gameId}`)).not.toMatch(/ERROR/);

    const xz = fs.readFileSync(path.join(FIXTURES, "turn01.sav.xz"));
    const gz = fs.readFileSync(path.join(FIXTURES, "turn02.sav.gz"));
    const plain: Buffer[] = [];
    for await (const b of decompressed(new Uint8Array(fs.readFileSync(path.join(FIXTURES, "turn10.sav.xz"))), 1 << 30))
      plain.push(Buffer.from(b));
    const turns: Array<[Buffer, string, number]> = [
      [xz, "t1.sav.xz", 1],
      [gz, "t2.sav.gz", 2],
      [Buffer.concat(plain), "t10.sav", 10],
    ];
    for (const [i, [file, name, turn]] of turns.entries()) {
      const p = ps[i];
      const reply = await send(p.email, `PASSWORD ${p.pw}`, {
        subject: `Re: [${gameId}] your turn`,
        attachments: [{ filename: name, content: file }],
      });
      expect(reply, name).toMatch(/received/);
      const news = await c.query(`SELECT body FROM "Outbox" WHERE regexp_replace(body, '\\s+', ' ', 'g') LIKE $1`, [
        `%Freeciv turn ${turn}, year%`,
      ]);
      expect(news.rows.length, `turn ${turn} announced`).toBeGreaterThan(0);
    }

    const page = await c.query(`SELECT body FROM "Outbox" WHERE "toAddress" = $1 AND body LIKE '%/p/%' LIMIT 1`, [ps[1].email]);
    const link = /\/p\/[A-Za-z0-9_-]+/.exec(page.rows[0]?.body ?? "")?.[0];
    expect(link).toBeTruthy();
    const r = await h.get(link!);
    expect(r?.status).toBe(200);
    expect(r?.text).toContain(gameId);

    // Ann, awaited again, sends a save from her page: the bundle reads the browser's form
    // (src/web/upload.ts) and the mail path reads the file's turn — turn 1 again, refused as older
    const annMail = await c.query(
      `SELECT body FROM "Outbox" WHERE "toAddress" = $1 AND body LIKE '%/p/%' ORDER BY id DESC LIMIT 1`,
      [ps[0].email],
    );
    const annLink = /\/p\/[A-Za-z0-9_-]+/.exec(annMail.rows[0]?.body ?? "")![0];
    const br = new Browserish(`http://127.0.0.1:${h.port}`);
    const form = new FormData();
    form.append("_csrf", await br.csrf(annLink));
    form.append("file", new Blob([new Uint8Array(xz)]), "t11.sav.xz");
    const posted = await br.fetch(`${annLink}/upload`, { method: "POST", body: form });
    expect(posted.status, await posted.clone().text()).toBe(302);
    const result = await (await br.fetch(posted.headers.get("location")!)).text();
    expect(result).toMatch(/this save is of turn 1, older/);
    expect(h.out.join("")).not.toMatch(/internal error|is not a constructor/);
  }, 240_000);
});

describe("the bundle on PGlite: a mail is parsed, processed and the dashboard renders", () => {
  const h = new Shipped();
  beforeAll(() => h.start(), 180_000);
  afterAll(() => h.stop());

  it("a REGISTER mail leaves the inbox done, not quarantined; the login page renders", async () => {
    const { file } = await h.drop("dee@example.test", "REGISTER Dee");
    await until("the inbox file handled", () => fs.existsSync(path.join(h.dir, "inbox", "done", file)), 60_000, 200);
    const login = await h.get("/login");
    expect(login?.status).toBe(200);
    expect(login?.text).toMatch(/<form[^>]*action="\/login"/);
  }, 120_000);
});
