// `npm run cli -- verify FILE`: checks a finished game from its record (the HISTORY mail, saved as a
// file): the seed matches the commitment mailed at the start, and replaying the move log from the
// seed reproduces the game. For dice games every roll is printed, to compare with the mails.
import fs from "node:fs";
import "./games/index.ts";
import { findEngine } from "./games/registry.ts";
import { replayRecord, type GameRecord } from "./games/replay.ts";
import { seedCommitment } from "./accounts/secrets.ts";
import { RECORD_BEGIN, RECORD_END } from "./commands/history.ts";
import { replay as replayTrente } from "./games/trente/verify.ts";

export function readRecord(text: string): GameRecord {
  const unfolded = text.replace(/^> ?/gm, "");
  const a = unfolded.indexOf(RECORD_BEGIN);
  const b = unfolded.indexOf(RECORD_END);
  const json = a >= 0 && b > a ? unfolded.slice(a + RECORD_BEGIN.length, b) : unfolded;
  return JSON.parse(json.replace(/\s*\n\s*/g, "")) as GameRecord;
}

/**
 * The text holding the record: a saved mail (.eml, perhaps quoted-printable with wrapped lines) is
 * decoded with mailparser first; anything else is taken as it is.
 */
export async function recordText(file: Buffer): Promise<string> {
  const text = file.toString("utf8");
  if (text.includes(RECORD_BEGIN) && !/^content-transfer-encoding:\s*(quoted-printable|base64)/im.test(text)) return text;
  if (!/^[A-Za-z-]+:\s/.test(text)) return text;
  const { simpleParser } = await import("mailparser");
  const m = await simpleParser(file);
  return m.text ?? text;
}

export interface VerifyReport {
  ok: boolean;
  lines: string[];
}

export function verifyRecord(rec: GameRecord): VerifyReport {
  const lines: string[] = [];
  const commitmentOk = seedCommitment(rec.seed) === rec.commitment;
  lines.push(`game ${rec.id} (${rec.kind}), ${rec.players.length} players, ${rec.log.length} logged moves`);
  lines.push(`seed SHA-256 ${seedCommitment(rec.seed)} ${commitmentOk ? "matches" : "DOES NOT match"} the commitment ${rec.commitment}`);
  const engine = findEngine(rec.kind);
  if (!engine) return { ok: false, lines: [...lines, `unknown game kind ${rec.kind}`] };
  if (rec.kind === "trente") {
    const r = replayTrente(rec.seed, rec.options as any, rec.players, rec.log as any);
    if (!r.ok) return { ok: false, lines: [...lines, `replay failed: ${r.error}`] };
    lines.push(`replayed: ${r.value.rolls.length} rolls`);
    r.value.rolls.forEach((roll, i) => lines.push(`  roll ${i + 1}: ${roll.join(" ")}`));
    lines.push(`outcome: ${engine.outcome(r.value.state).summary ?? engine.outcome(r.value.state).status}`);
    return { ok: commitmentOk, lines };
  }
  const r = replayRecord(engine, rec);
  if (!r.ok) return { ok: false, lines: [...lines, `replay failed: ${r.error}`] };
  lines.push(`replayed ${rec.log.length} moves; ${r.value.events.length} events`);
  lines.push(`outcome: ${engine.outcome(r.value.state).summary ?? engine.outcome(r.value.state).status}`);
  return { ok: commitmentOk, lines };
}

export async function verifyCommand(args: string[]): Promise<number> {
  if (!args[0]) {
    console.error("usage: npm run cli -- verify FILE   (a saved HISTORY mail, or the record's JSON)");
    return 2;
  }
  const rec = readRecord(await recordText(fs.readFileSync(args[0])));
  const rep = verifyRecord(rec);
  console.log(rep.lines.join("\n"));
  console.log(rep.ok ? "VERIFIED" : "NOT VERIFIED");
  return rep.ok ? 0 : 1;
}
