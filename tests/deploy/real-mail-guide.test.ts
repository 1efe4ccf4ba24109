// The README's "Deploying on a real mail server", its pieces read from the README itself so that guide and
// test cannot drift apart:
//  - the environment file of step 6 runs the real service (src/main.ts) with only what is this machine's
//    replaced (the database, the data folder, the port, the mail server's host, ports and certificate:
//    a dovecot made here with the file's IMAP user and password; an SMTP sink instead of postfix): a
//    player's mail to Herald is answered, and the answer's page link is the file's PUBLIC_URL, whose path
//    opens the player's page. No start warning about PUBLIC_URL; the same file without PUBLIC_URL warns.
//  - the reverse proxy of step 8 (Caddy) passes on every route a player's page uses and no other: its
//    path list is checked against Herald's routes; it serves PUBLIC_URL's host and proxies to the file's
//    HOST and PORT.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import nodemailer from "nodemailer";
import { startDovecot, freePort, type Dovecot } from "../helpers/dovecot.ts";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink.ts";
import { makeSelfSignedCert, type TestCert } from "../helpers/certs.ts";
import { testDatabase } from "../helpers/db.ts";
import { startWebTest } from "../helpers/web.ts";
import { routesOf } from "../../src/web/server.ts";
import { until } from "../mail/stack.ts";
import { ROOT } from "./docker-files.ts";

const SECTION = "Deploying on a real mail server";

/** The fenced blocks of the README section, with their language. */
function blocks(): { lang: string; text: string }[] {
  const text = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
  const start = text.indexOf(`\n## ${SECTION}`);
  expect(start, `README section "${SECTION}"`).toBeGreaterThan(0);
  const end = text.indexOf("\n## ", start + 1);
  return [...text.slice(start, end < 0 ? undefined : end).matchAll(/```(\w*)\n([\s\S]*?)```/g)].map((m) => ({
    lang: m[1],
    text: m[2],
  }));
}

/** The guide's environment file (/etc/herald/herald.env), as KEY → value. */
function guideEnv(): Record<string, string> {
  const file = blocks().find((b) => /^MAIL_MODE=imap$/m.test(b.text));
  expect(file, "the environment file's block").toBeTruthy();
  const env: Record<string, string> = {};
  for (const line of file!.text.split("\n").filter((l) => l.trim() && !l.startsWith("#"))) {
    const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line);
    expect(m, `a KEY=value line: ${line}`).toBeTruthy();
    env[m![1]] = m![2];
  }
  return env;
}

const PAGE_LINK = /Your page: (\S+)\/p\/([A-Za-z0-9_-]{43})/;
const WARNING = /PUBLIC_URL is unset or loopback/;

describe("the real-mail guide's environment file", { timeout: 240_000 }, () => {
  const file = guideEnv();
  let cert: TestCert;
  let dovecot: Dovecot;
  let sink: SmtpSink;
  let db: { url: string; drop: () => Promise<void> };
  const dirs: string[] = [];
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    cert = makeSelfSignedCert();
    dovecot = await startDovecot({ user: file.IMAP_USER, password: file.IMAP_PASSWORD, tls: cert });
    sink = await startSmtpSink();
    db = await testDatabase();
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
    await dovecot?.stop();
    await sink?.stop();
    await db?.drop();
    cert?.remove();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  /** The service started with the guide's file, this machine's parts replaced; `drop` leaves settings out. */
  async function startWithGuide(drop: string[] = []): Promise<{ child: ChildProcess; out: string[]; port: number }> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-guide-"));
    dirs.push(dir);
    const port = await freePort();
    const env: Record<string, string> = { ...file };
    for (const k of drop) delete env[k];
    Object.assign(env, {
      DATABASE_URL: db.url,
      DATA_DIR: path.join(dir, "data"),
      PORT: String(port),
      IMAP_HOST: "127.0.0.1",
      IMAP_PORT: String(dovecot.imapsPort),
      IMAP_TLS_CA: cert.cert,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(sink.port),
      // the sink speaks neither STARTTLS nor AUTH (tests/helpers/smtp-sink.ts)
      SMTP_TLS: "none",
      SMTP_TLS_CA: "",
      SMTP_USER: "",
      SMTP_PASSWORD: "",
    });
    // the service's environment is the file and nothing else (systemd's EnvironmentFile), plus PATH
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH!, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    const out: string[] = [];
    child.stdout!.on("data", (d) => out.push(String(d)));
    child.stderr!.on("data", (d) => out.push(String(d)));
    await until(
      "Herald answers /readyz with IMAP and SMTP attached",
      async () => {
        if (child.exitCode !== null) throw new Error(`Herald exited (${child.exitCode})`);
        const r = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
        return r?.ok === true && (await r.json()).status === "ok";
      },
      180_000,
      200,
    ).catch((e) => {
      throw new Error(`${(e as Error).message}\n${out.join("").slice(-3000)}`);
    });
    return { child, out, port };
  }

  /** a player's mail, put into Herald's mailbox as the mail server would deliver it */
  async function playerWrites(text: string, subject = "") {
    const raw = await new Promise<Buffer>((resolve, reject) =>
      nodemailer
        .createTransport({ streamTransport: true, buffer: true })
        .sendMail({ from: "ann@players.test", to: file.MAIL_FROM, subject, text }, (err, info) =>
          err ? reject(err) : resolve(info.message as Buffer),
        ),
    );
    await dovecot.append([raw]);
  }

  it("sets a public PUBLIC_URL and, run as written, every player's page link carries it", async () => {
    expect(file.PUBLIC_URL).toMatch(/^https:\/\//);
    expect(file.TRUST_PROXY).toBe("true");
    const herald = await startWithGuide();
    expect(herald.out.join("")).toContain("Herald is running");
    expect(herald.out.join("")).not.toMatch(WARNING);

    await playerWrites("REGISTER Ann");
    const [welcome] = await sink.waitFor(1, 60_000, (m) => m.to.includes("ann@players.test"));
    const password = /Your password is: (\S+)/.exec(welcome.parsed.text ?? "")![1];
    await playerWrites(`PASSWORD ${password}\nCREATE regicide\nJOIN`);
    const [, reply] = await sink.waitFor(2, 60_000, (m) => m.to.includes("ann@players.test"));
    expect(reply.parsed.text).toMatch(/created regicide-1/);
    const link = PAGE_LINK.exec(reply.parsed.text ?? "");
    expect(link, reply.parsed.text).toBeTruthy();
    expect(link![1]).toBe(file.PUBLIC_URL);
    expect(reply.parsed.text).not.toContain("127.0.0.1");

    // what the proxy passes on to Herald: the link's path opens Ann's page
    const page = await fetch(`http://127.0.0.1:${herald.port}/p/${link![2]}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("regicide-1");
    herald.child.kill("SIGTERM");
    await new Promise((r) => herald.child.once("exit", r));
  });

  it("warns at start when mail is real and PUBLIC_URL is left out", async () => {
    const herald = await startWithGuide(["PUBLIC_URL"]);
    await until("the warning", async () => WARNING.test(herald.out.join("")), 10_000, 100).catch(() => {
      throw new Error(`no PUBLIC_URL warning in:\n${herald.out.join("").slice(-3000)}`);
    });
    const line = herald.out
      .join("")
      .split("\n")
      .find((l) => WARNING.test(l))!;
    expect(JSON.parse(line)).toMatchObject({ level: 40, PUBLIC_URL: `http://127.0.0.1:${herald.port}` });
    herald.child.kill("SIGTERM");
    await new Promise((r) => herald.child.once("exit", r));
  });
});

describe("the real-mail guide's reverse proxy", () => {
  /** Caddy's `path` matcher: a pattern ending in * is a prefix, else the exact path. */
  const matches = (patterns: string[], p: string) =>
    patterns.some((x) => (x.endsWith("*") ? p.startsWith(x.slice(0, -1)) : p === x));

  it("passes on every route a player's page uses and no other, to the file's HOST and PORT", async () => {
    const caddy = blocks().find((b) => b.lang === "caddy");
    expect(caddy, "the Caddyfile block").toBeTruthy();
    const text = caddy!.text;
    const file = guideEnv();
    expect(text.split("\n")[0]).toBe(`${new URL(file.PUBLIC_URL).host} {`);
    const matcher = /^\s*@(\w+) path (.+)$/m.exec(text)!;
    const patterns = matcher[2].trim().split(/\s+/);
    expect(text).toMatch(new RegExp(`handle @${matcher[1]} \\{\\s*reverse_proxy ${file.HOST}:${file.PORT}\\s*\\}`));
    expect(text).toMatch(/handle \{\s*respond "[^"]*" 404\s*\}/);

    const t = await startWebTest();
    try {
      const routes = routesOf(t.web).map((r) => r.url.replace(/:\w+/g, "x").replace(/\*$/, "x"));
      expect(routes.length).toBeGreaterThan(30);
      // a player's pages: by link and by login, and what those pages load
      const players = (u: string) =>
        u.startsWith("/p/") ||
        u === "/me" ||
        u.startsWith("/me/") ||
        ["/static/app.css", "/static/reader.js", "/favicon.ico"].includes(u);
      const passed = routes.filter((u) => matches(patterns, u));
      expect([...new Set(routes.filter(players))].sort()).toEqual([...new Set(passed)].sort());
      // the dashboard and its neighbours stay private
      for (const u of ["/", "/login", "/games", "/api/games", "/metrics", "/readyz", "/healthz"])
        expect(matches(patterns, u), u).toBe(false);
      // and what a page asks for is among them: its stylesheet, its script, its version poll and forms
      const page = fs.readFileSync(path.join(ROOT, "src/web/views/reader.eta"), "utf8");
      for (const m of page.matchAll(/(?:src|href)="(\/[^"<]+)"/g)) expect(matches(patterns, m[1]), m[1]).toBe(true);
    } finally {
      await t.close();
    }
  });
});
