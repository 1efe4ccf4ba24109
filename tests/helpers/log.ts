// A logger that keeps its lines (parsed JSON) instead of writing them: what a test reads to check what
// Herald logged. The same logger as production (src/log.ts), only its destination differs.
import type { Logger } from "pino";
import { makeLogger } from "../../src/log.ts";

export function capturedLog(): { log: Logger; lines: Array<Record<string, any>> } {
  const lines: Array<Record<string, any>> = [];
  const log = makeLogger("info", { write: (s: string) => void lines.push(JSON.parse(s)) });
  return { log, lines };
}
