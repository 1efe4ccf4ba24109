// The logger. Secrets never go in logs: log ids, addresses and verbs, never mail bodies, hands,
// passwords or reply keys. The redact list is a safety net for the field names we use.
import pino from "pino";

export function makeLogger(level = "info") {
  return pino({
    level,
    redact: {
      paths: ["password", "*.password", "body", "*.body", "raw", "*.raw", "state", "*.state", "seed", "*.seed"],
      censor: "[secret]",
    },
  });
}
