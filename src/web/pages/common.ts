// Shared bits of the dashboard pages: rendering with the layout's data, one-line argument cleaning
// (stored mail is read through src/web/mails.ts).
import type { FastifyReply, FastifyRequest } from "fastify";
import { isHttps } from "../auth.ts";

export function render(req: FastifyRequest, reply: FastifyReply, template: string, data: Record<string, unknown>) {
  return reply.type("text/html; charset=utf-8").view(template, {
    user: req.user,
    csrf: reply.generateCsrf({ secure: isHttps(req) }),
    msg: null,
    nav: "",
    ...data,
  });
}

/** One argument of a command line typed in a form: a single line, trimmed. */
export function arg(v: unknown, max = 200): string {
  return String(v ?? "")
    .replace(/[\r\n]+/g, " ")
    .trim()
    .slice(0, max);
}

export function fmtTime(d: Date | null | undefined): string {
  return d
    ? d
        .toISOString()
        .replace("T", " ")
        .replace(/\.\d+Z$/, "Z")
    : "—";
}

export function intParam(v: unknown): number | null {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null;
}
