// The logger. Secrets never go in logs: log ids, addresses and verbs, never mail bodies, hands,
// passwords or reply keys. The redact list is a safety net for the field names we use.
//
// A failure is logged with the error itself under `err`, so the line carries its stack: a one-line
// message says what broke, not where. The serializer keeps what finds the fault (type, message, code,
// stack frames, cause) and drops the error's other fields, which for a database error may echo the
// values of the failed statement; the message is cut, so an error quoting its input stays bounded.
import pino from "pino";

const MAX_MESSAGE = 500;
const MAX_FRAMES = 30;

interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggedError | string;
}

/** An error as a log line carries it (pino's `err` key); anything not an Error is logged as given. */
function serializeError(e: unknown, depth = 0): unknown {
  if (!(e instanceof Error)) return e;
  const message = e.message.length > MAX_MESSAGE ? `${e.message.slice(0, MAX_MESSAGE)}…` : e.message;
  const out: LoggedError = { type: e.constructor?.name || e.name, message };
  const code = (e as { code?: unknown }).code;
  if (typeof code === "string" || typeof code === "number") out.code = String(code);
  // the stack's own first lines repeat the (uncut) message: keep only its frames
  const frames = (e.stack ?? "").split("\n").filter((l) => /^\s+at /.test(l));
  if (frames.length) out.stack = [`${e.name}: ${message}`, ...frames.slice(0, MAX_FRAMES)].join("\n");
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1) as LoggedError | string;
  return out;
}

export function makeLogger(level = "info", destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      serializers: { err: serializeError },
      redact: {
        paths: ["password", "*.password", "body", "*.body", "raw", "*.raw", "state", "*.state", "seed", "*.seed"],
        censor: "[secret]",
      },
    },
    destination,
  );
}
