// Readiness of the three parts Herald needs: the database, the mailbox it reads (IMAP) and the server
// it sends through (SMTP). /readyz, the health page and /metrics all read it from here.
//
// - database down → "down" (HTTP 503: nothing works);
// - IMAP not connected, or sending paused by a configuration problem → "degraded" with a reason
//   ("smtp auth failed: …"). /readyz still answers 200 then, because the dashboard (where an operator
//   sees and fixes it) works and a load balancer must not drop it; `/readyz?strict=1` answers 503 for
//   monitors that only read status codes.
// /healthz is liveness only (the process answers), on purpose: restarting does not fix a mail server.
import type { App } from "../app.ts";

/** What the outbox sender reports (src/outbox/sender.ts SenderStatus, the part readiness reads). */
export interface SmtpStatus {
  running: boolean;
  lastSuccess: Date | null;
  lastError: string | null;
  paused: { reason: string; since: Date } | null;
}

/** What the IMAP poller reports. */
export interface MailboxStatus {
  connected: boolean;
  /** another instance holds the mailbox (src/inbox/mailbox-lease.ts): this one waits to take over */
  standby?: boolean;
  lastPollAt: Date | null;
  error?: string | null;
}

export interface ComponentState {
  up: boolean;
  /** last time it worked (IMAP: end of a pass; SMTP: a mail accepted; database: now) */
  lastSuccess: Date | null;
  error?: string | null;
}

export interface Readiness {
  status: "ok" | "degraded" | "down";
  /** one line per problem, e.g. "smtp auth failed: check SMTP_USER and SMTP_PASSWORD" */
  problems: string[];
  database: ComponentState & { kind: string };
  /** `standby`: another instance reads the mailbox; this one is ready and takes over when it dies */
  imap?: ComponentState & { standby: boolean };
  smtp?: ComponentState & { paused: boolean; pausedSince: Date | null };
}

export interface ReadinessSources {
  mailboxStatus?: () => MailboxStatus | null;
  smtpStatus?: () => SmtpStatus | null;
}

export async function readiness(app: App, src: ReadinessSources): Promise<Readiness> {
  const problems: string[] = [];
  let dbUp = true;
  let dbError: string | null = null;
  try {
    await app.db.prisma.$queryRawUnsafe("SELECT 1");
  } catch (e) {
    dbUp = false;
    dbError = (e as Error).message.slice(0, 200);
    problems.push("database unreachable");
  }
  const r: Readiness = {
    status: "ok",
    problems,
    database: { up: dbUp, kind: app.db.kind, lastSuccess: dbUp ? app.now() : null, error: dbError },
  };
  const mb = src.mailboxStatus?.();
  if (mb) {
    const standby = !!mb.standby && !mb.error;
    r.imap = { up: mb.connected || standby, standby, lastSuccess: mb.lastPollAt, error: mb.error ?? null };
    if (!mb.connected && !standby) problems.push(`imap not connected${mb.error ? `: ${mb.error}` : ""}`);
  }
  const s = src.smtpStatus?.();
  if (s) {
    r.smtp = {
      up: !s.paused,
      lastSuccess: s.lastSuccess,
      error: s.lastError,
      paused: !!s.paused,
      pausedSince: s.paused?.since ?? null,
    };
    if (s.paused) problems.push(s.paused.reason);
  }
  r.status = !dbUp ? "down" : problems.length ? "degraded" : "ok";
  return r;
}
