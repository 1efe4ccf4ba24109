// Herald's configuration: environment variables, validated with zod. A bad configuration stops the
// start with one message naming every bad variable.
import { z } from "zod";
import { readCaFile, TLS_MODES } from "./lib/tls-settings.ts";

const bool = z.enum(["true", "false", "1", "0", "yes", "no", ""]).transform((v) => v === "true" || v === "1" || v === "yes");
/** tls | starttls | none | auto (src/mail/tls.ts); the old booleans still work: true = tls, false = auto */
const tlsMode = z
  .string()
  .transform((v) => v.trim().toLowerCase())
  .transform((v) => (["true", "1", "yes"].includes(v) ? "tls" : ["false", "0", "no"].includes(v) ? "auto" : v))
  .pipe(z.enum(TLS_MODES, { message: `must be one of ${TLS_MODES.join(", ")} (tls = implicit TLS, e.g. 993/465)` }));
const port = z.coerce.number().int().min(0).max(65535);
const emailList = z
  .string()
  .transform((s) =>
    s
      .split(",")
      .map((x) => x.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

export const configSchema = z
  .object({
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    PORT: port.default(8080),
    HOST: z.string().default("127.0.0.1"),
    MAIL_MODE: z.enum(["local", "imap"]).default("local"),
    /**
     * MAIL_MODE=imap: what this instance does with mail: `read` (the IMAP poller and the pipeline),
     * `send` (the outbox sender), or both. Instances on one database may split them (a sender apart
     * from the reader leaves the reader's core to the pipeline).
     */
    MAIL_PARTS: z
      .string()
      .default("read,send")
      .transform((s) =>
        s
          .split(",")
          .map((x) => x.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(["read", "send"], { message: "each part must be read or send" })).min(1, "names no part")),
    MAIL_FROM: z.email().default("herald@localhost.test"),
    IMAP_HOST: z.string().optional(),
    IMAP_PORT: port.default(993),
    IMAP_USER: z.string().optional(),
    IMAP_PASSWORD: z.string().optional(),
    IMAP_TLS: tlsMode.default("tls"),
    /** PEM file of a CA (or self-signed certificate) to trust for IMAP, besides the public roots */
    IMAP_TLS_CA: z.string().optional(),
    IMAP_POLL_SECONDS: z.coerce.number().positive().default(60),
    /**
     * While waiting for mail, also ask the server (NOOP) this often, in ms; 0 relies on IDLE alone.
     * IDLE is not instant everywhere: dovecot reports new mail to an IDLE client 500 ms after it
     * notices it (a fixed delay in its mailbox watcher), a NOOP answers at once. Unset: 200 for an
     * IMAP server on this machine (a reply within ~300 ms for five cheap local commands a second),
     * 0 for a remote one (a hosted mailbox may throttle frequent commands). See imap.ts noopMsFor.
     */
    IMAP_NOOP_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    IMAP_BACKLOG: z.enum(["skip", "process"]).default("skip"),
    IMAP_PROCESSED_FOLDER: z.string().min(1).default("Processed"),
    /** where mail that could not be processed is moved (next to Processed) */
    IMAP_QUARANTINE_FOLDER: z.string().min(1).default("Quarantine"),
    SMTP_HOST: z.string().optional(),
    SMTP_PORT: port.default(587),
    SMTP_USER: z.string().optional(),
    SMTP_PASSWORD: z.string().optional(),
    /** `tls` is implicit TLS (port 465); 587 and 25 use `starttls` */
    SMTP_TLS: tlsMode.default("auto"),
    SMTP_TLS_CA: z.string().optional(),
    /**
     * OAuth2 logins (XOAUTH2/OAUTHBEARER) for IMAP and SMTP instead of passwords (src/mail/oauth2.ts): the
     * provider's token endpoint, Herald's app registration, and a refresh token of the mailbox's account
     */
    OAUTH2_TOKEN_URL: z.url({ protocol: /^https?$/, message: "must be an http:// or https:// address" }).optional(),
    OAUTH2_CLIENT_ID: z.string().optional(),
    OAUTH2_CLIENT_SECRET: z.string().optional(),
    OAUTH2_REFRESH_TOKEN: z.string().optional(),
    /** the scopes asked at each refresh (Microsoft wants them; Gmail's refresh token carries its own) */
    OAUTH2_SCOPE: z.string().optional(),
    ADMIN_EMAILS: emailList.default([]),
    ADMIN_PASSWORD: z.string().min(16, "must be at least 16 characters").optional(),
    /** largest mail (bytes) that is parsed; larger ones get a short refusal */
    MAX_MAIL_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024),
    /** error-only replies allowed per sender per hour */
    ERROR_REPLIES_PER_HOUR: z.coerce.number().int().min(0).default(5),
    /**
     * error-only replies per hour to a player about a game they sit in or host (a loop's bound only:
     * a player's mistakes in their own games are answered; ERROR_REPLIES_PER_HOUR bounds the rest)
     */
    GAME_ERROR_REPLIES_PER_HOUR: z.coerce.number().int().min(0).default(60),
    /** replies per hour to one mailbox (+tags and case folded) that has no account; more are recorded, not answered */
    STRANGER_REPLIES_PER_HOUR: z.coerce.number().int().min(0).default(5),
    /** one mail's processing time budget; past it the mail is quarantined */
    MAIL_TIME_BUDGET_SECONDS: z.coerce.number().positive().default(60),
    /** mails of one IMAP pass processed at once (different games overlap; one game's mails stay in order) */
    MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(6),
    /** a mail slower than this is logged with its id and time */
    SLOW_MAIL_SECONDS: z.coerce.number().positive().default(5),
    /** signs dashboard session cookies; set it to keep sessions across restarts and share them between instances */
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** days a reply key (the +key of Herald's Reply-To) authenticates a reply; PASSWORD CHANGE and LOGOUT ALL revoke them */
    REPLY_KEY_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /**
     * The address people reach this service's web side at, for the page links in every mail about a game
     * ("Your page: <PUBLIC_URL>/p/…"). Unset: http://127.0.0.1:<PORT>, which only this machine reaches.
     */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, message: "must be an http:// or https:// address" })
      .transform((u) => u.replace(/\/+$/, ""))
      .optional(),
    /** days a page link (src/web/reader.ts) opens its page; PASSWORD CHANGE and LOGOUT ALL revoke them */
    PAGE_LINK_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** requests per minute one client address may make to the readers' pages (links, player login) */
    PAGE_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    /** press mails one player may send per game per hour, unless the game says otherwise (CREATE … presslimit=) */
    PRESS_PER_HOUR: z.coerce.number().int().min(1).default(20),
    /**
     * the players' webhooks (WEBHOOK <url>) may point at private, loopback and link-local addresses: only for
     * tests and closed networks (otherwise a player could make Herald post to the machines behind it)
     */
    WEBHOOK_ALLOW_PRIVATE: bool.default(false),
    /** how long one webhook post may take, in milliseconds */
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** behind a reverse proxy that sets X-Forwarded-Proto/For */
    TRUST_PROXY: bool.default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((c, ctx) => {
    const oauth2 = !!c.OAUTH2_TOKEN_URL;
    if (oauth2)
      for (const k of ["OAUTH2_CLIENT_ID", "OAUTH2_REFRESH_TOKEN"] as const)
        if (!c[k]) ctx.addIssue({ code: "custom", path: [k], message: "is required with OAUTH2_TOKEN_URL" });
    if (c.MAIL_MODE === "imap") {
      const needed = [
        ...(c.MAIL_PARTS.includes("read") ? (["IMAP_HOST", "IMAP_USER"] as const) : []),
        ...(c.MAIL_PARTS.includes("read") && !oauth2 ? (["IMAP_PASSWORD"] as const) : []),
        ...(c.MAIL_PARTS.includes("send") ? (["SMTP_HOST"] as const) : []),
      ];
      for (const k of needed) if (!c[k]) ctx.addIssue({ code: "custom", path: [k], message: "is required when MAIL_MODE=imap" });
    }
    for (const k of ["IMAP_TLS_CA", "SMTP_TLS_CA"] as const) {
      const file = c[k];
      if (!file) continue;
      try {
        readCaFile(k, file);
      } catch (e) {
        ctx.addIssue({ code: "custom", path: [k], message: (e as Error).message.replace(`${k}: `, "") });
      }
    }
  });

/** The settings as Herald reads them: PUBLIC_URL filled in (this machine's own address and port when unset). */
export type Config = Omit<z.output<typeof configSchema>, "PUBLIC_URL"> & { PUBLIC_URL: string };

export class ConfigError extends Error {}

/** Reads the configuration; throws one ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // empty strings count as unset, the way shells and compose files often pass them
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const r = configSchema.safeParse(clean);
  if (r.success) return { ...r.data, PUBLIC_URL: r.data.PUBLIC_URL ?? `http://127.0.0.1:${r.data.PORT}` };
  const lines = r.error.issues.map((i) => `  ${i.path.join(".") || "(config)"}: ${i.message}`);
  throw new ConfigError(`Herald cannot start: bad configuration\n${lines.join("\n")}`);
}

/**
 * With real mail (MAIL_MODE=imap), every player's mail carries `Your page: <PUBLIC_URL>/p/<key>`: a
 * loopback PUBLIC_URL (or none, which means this machine's own address) makes that a dead link that
 * hands a bearer key to whatever listens on the player's own machine. The warning to log at start,
 * or null.
 */
export function unreachablePublicUrl(c: Config): string | null {
  if (c.MAIL_MODE !== "imap") return null;
  const host = new URL(c.PUBLIC_URL).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const loopback =
    host === "localhost" || host.endsWith(".localhost") || /^127\./.test(host) || host === "::1" || host === "0.0.0.0";
  if (!loopback) return null;
  return (
    `PUBLIC_URL is unset or loopback (${c.PUBLIC_URL}: only this machine reaches it), yet mail is real (MAIL_MODE=imap): ` +
    'every player\'s "Your page" link would be dead. Set PUBLIC_URL to the https address where /p/ and /me ' +
    "are reachable (README: Deploying on a real mail server, the reverse proxy)"
  );
}
