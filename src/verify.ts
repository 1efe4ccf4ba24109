// `npm run cli -- verify RECORD [START] [--commitment HEX] [--key KEY]`: a player's check of a finished
// game, from the files in their own mailbox (README, "Fair play"):
//  - the record (the HISTORY mail) is signed by Herald's key — the key in the START mail the player
//    received, or the published one given with --key — and was not changed since;
//  - it is the game the START mail announced: same game, options, players and seed commitment;
//  - its seed is the one committed to, and names the generator the game used;
//  - replaying the move log from the seed through the game's own rules reaches exactly the recorded end:
//    the same result, winners and scores, the same draws and the same final state.
// Each failed check is one reason; the verdict is VERIFIED only with none. The draws are printed step by
// step, as the generator reports them (Rng.observe), with no code here for any particular game.
import fs from "node:fs";
import { parseArgs } from "node:util";
import "./games/index.ts";
import { findEngine } from "./games/registry.ts";
import { format } from "./i18n/format.ts";
import { replayRecord, type StepDraws } from "./games/replay.ts";
import { Rng, type Draw } from "./games/rng.ts";
import { dearmor, RECORD, savedText, START } from "./fairplay/armor.ts";
import {
  drawsDigest,
  endOf,
  fingerprintOf,
  recordSchema,
  startSchema,
  openOptions,
  stateDigest,
  type GameRecord,
  type StartStatement,
} from "./fairplay/record.ts";
import { canonicalJson, isPublicKey, keyFingerprint, sha256, signatureValid } from "./fairplay/sign.ts";

export interface Anchors {
  /** the text of the START mail the player saved */
  start?: string;
  /** the seed commitment, as the START mail gave it */
  commitment?: string;
  /** Herald's published public key */
  key?: string;
}

export interface VerifyReport {
  ok: boolean;
  /** what was checked and found, for people */
  lines: string[];
  /** why it is not verified (empty when it is) */
  reasons: string[];
}

function zodReason(what: string, e: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const i = e.issues[0];
  return `${what} is not one Herald wrote (${i.path.map(String).join(".") || "the whole"}: ${i.message})`;
}

/** The record in a saved mail's text, or why there is none. */
export function readRecord(text: string): { ok: true; value: GameRecord } | { ok: false; error: string } {
  const d = dearmor(text, RECORD);
  if (!d.ok) return d;
  const r = recordSchema.safeParse(d.value);
  return r.success ? { ok: true, value: r.data } : { ok: false, error: zodReason("the record", r.error) };
}

export function readStart(text: string): { ok: true; value: StartStatement } | { ok: false; error: string } {
  const d = dearmor(text, START);
  if (!d.ok) return d;
  const r = startSchema.safeParse(d.value);
  return r.success ? { ok: true, value: r.data } : { ok: false, error: zodReason("the START statement", r.error) };
}

function show(v: unknown): string {
  return typeof v === "string" || typeof v === "number" ? String(v) : JSON.stringify(v);
}

/** One step's draws on one line: consecutive dice of one purpose together ("dice 6 5 2"). */
function drawLine(ds: Draw[]): string {
  const parts: string[] = [];
  let dice: { purpose: string; values: unknown[] } | null = null;
  for (const d of ds) {
    if (d.kind === "die" && dice?.purpose === d.purpose) {
      dice.values.push(d.value);
      continue;
    }
    if (dice) parts.push(`${dice.purpose} ${dice.values.join(" ")}`);
    dice = d.kind === "die" ? { purpose: d.purpose, values: [d.value] } : null;
    if (d.kind === "shuffle") parts.push(`${d.purpose} order ${(d.value as unknown[]).map(show).join(" ")}`);
    else if (d.kind === "roll") parts.push(`${d.purpose} ${(d.value as unknown[]).join(" ")}`);
    else if (d.kind !== "die") parts.push(`${d.purpose} ${show(d.value)}`);
  }
  if (dice) parts.push(`${dice.purpose} ${dice.values.join(" ")}`);
  return parts.join("; ");
}

function describeDraws(rec: GameRecord, steps: StepDraws[]): string[] {
  const out = [`draws (generator ${rec.generator}), step by step:`];
  for (const s of steps) {
    let where = "setup";
    if (s.step > 0) {
      const e = rec.log[s.step - 1];
      const who = (seat: number | null) =>
        seat === null ? "admin" : (rec.players.find((p) => p.seat === seat)?.name ?? `seat ${seat}`);
      where =
        "line" in e
          ? `${s.step}. ${who(e.seat)}: ${e.line}`
          : "resign" in e
            ? `${s.step}. ${who(e.resign)} left`
            : `${s.step}. deadline ${e.deadline}`;
    }
    out.push(`  ${where} → ${drawLine(s.draws)}`);
  }
  return out;
}

/** The checks of a record against what the player holds. */
export function verifyRecord(rec: GameRecord, anchors: Anchors = {}): VerifyReport {
  const lines: string[] = [];
  const reasons: string[] = [];
  const no = (why: string) => reasons.push(why);
  lines.push(
    `game ${rec.id} (${rec.kind}), ${rec.players.length} players: ${rec.players.map((p) => p.name).join(", ")}; ${rec.log.length} logged moves`,
  );

  // 1. whose word is this: Herald's key, from the START mail or given by hand
  let start: StartStatement | null = null;
  if (anchors.start !== undefined) {
    const s = readStart(anchors.start);
    if (!s.ok) no(`the START mail: ${s.error}`);
    else start = s.value;
  }
  if (anchors.key !== undefined && !isPublicKey(anchors.key))
    no(`--key ${anchors.key} is not a public key (it looks like ed25519:…)`);
  const trusted = anchors.key?.trim() ?? start?.key;
  if (!trusted)
    no("nothing says which key is Herald's: give the START mail you saved, or --key <Herald's public key> (HELP KEY)");
  if (start && trusted && start.key !== trusted)
    no(`the START mail is signed by key ${keyFingerprint(start.key)}, not by the --key given (${keyFingerprint(trusted)})`);
  if (start && !signatureValid(start, start.key))
    no("the START mail's signature does not match it: it was changed after Herald signed it");
  if (trusted) {
    lines.push(`Herald's key: ${trusted} (fingerprint ${keyFingerprint(trusted)})`);
    if (rec.key !== trusted)
      no(
        `the record is signed by another key (fingerprint ${keyFingerprint(rec.key)}), not Herald's (${keyFingerprint(trusted)})`,
      );
  }
  if (!signatureValid(rec, rec.key)) no("the record's signature does not match it: it was changed after it was signed");
  else if (trusted && rec.key === trusted) lines.push("the record's signature is Herald's and matches it");

  // 2. is this the game the players were told of at the start
  const commitment = anchors.commitment?.trim().toLowerCase() ?? start?.commitment;
  if (!commitment) no("nothing to check the seed's commitment against: give the START mail you saved (or --commitment <hex>)");
  else if (commitment !== rec.commitment)
    no(`the record's commitment ${rec.commitment} is not the one mailed at the start (${commitment})`);
  else lines.push(`commitment ${commitment} is the one mailed at the start`);
  if (start) {
    for (const f of ["id", "kind", "generator", "fingerprint"] as const)
      if (start[f] !== rec[f]) no(`the START mail is for ${f} ${start[f]}, the record for ${rec[f]}: they are not of one game`);
    if (canonicalJson([start.options, start.players]) !== canonicalJson([rec.options, rec.players]))
      no("the record's options or players are not those the START mail announced");
  }
  if (fingerprintOf(rec) !== rec.fingerprint)
    no(`the record's fingerprint ${rec.fingerprint} is not that of its own game (${fingerprintOf(rec)})`);
  else lines.push(`game fingerprint ${rec.fingerprint}`);

  // 3. the seed: committed to, and naming the generator the game used
  const seedHash = sha256(rec.seed);
  if (seedHash !== rec.commitment) no(`the seed's SHA-256 is ${seedHash}, not the commitment ${rec.commitment}`);
  else lines.push(`seed ${rec.seed}: its SHA-256 is the commitment`);
  if (Rng.generatorOf(rec.seed) !== rec.generator)
    no(`the seed is for generator ${Rng.generatorOf(rec.seed)}, the record says ${rec.generator}`);

  // 4. the replay reaches exactly the recorded end
  const engine = findEngine(rec.kind);
  if (!engine || engine.kind !== rec.kind) no(`unknown game kind ${rec.kind}`);
  else {
    const opened = openOptions(rec);
    opened.problems.forEach(no);
    const r = replayRecord(engine, { ...rec, options: opened.options });
    if (!r.ok) no(`the move log does not replay: ${r.error}`);
    else {
      lines.push(...describeDraws(rec, r.value.draws));
      const outcome = engine.outcome(r.value.state);
      const cancelled = rec.end.status === "cancelled";
      if (!cancelled && outcome.status !== "finished")
        no("the replay does not reach the end of the game: the log stops before it");
      const end = endOf(outcome, cancelled);
      if (canonicalJson(end) !== canonicalJson(rec.end))
        no(`the replay ends otherwise than the record says: ${canonicalJson(end)} instead of ${canonicalJson(rec.end)}`);
      if (drawsDigest(r.value.draws) !== rec.draws) no("the replay's draws are not those the record was signed with");
      if (stateDigest(r.value.state) !== rec.state) no("the replay's final state is not the one the game ended in");
      lines.push(`replayed ${rec.log.length} moves`, `outcome: ${format("en", outcome.summary) || outcome.status}`);
      if (cancelled) lines.push("this game was CANCELLED by an administrator before its end: it has no result");
    }
  }
  return { ok: reasons.length === 0, lines, reasons };
}

export function verdict(rep: VerifyReport): string {
  return rep.ok ? "VERIFIED" : ["NOT VERIFIED:", ...rep.reasons.map((r) => `  - ${r}`)].join("\n");
}

export async function verifyFiles(
  recordFile: Buffer,
  anchors: Omit<Anchors, "start"> & { startFile?: Buffer },
): Promise<VerifyReport> {
  const rec = readRecord(await savedText(recordFile));
  if (!rec.ok) return { ok: false, lines: [], reasons: [rec.error] };
  const start = anchors.startFile ? await savedText(anchors.startFile) : undefined;
  return verifyRecord(rec.value, { commitment: anchors.commitment, key: anchors.key, start });
}

export async function verifyCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { commitment: { type: "string" }, key: { type: "string" } },
  });
  if (!positionals[0] || positionals.length > 2) {
    console.error(
      "usage: npm run cli -- verify RECORD [START] [--commitment HEX] [--key KEY]\n" +
        "  RECORD: the saved HISTORY mail; START: the saved start mail of the game (or give --commitment and --key)",
    );
    return 2;
  }
  const rep = await verifyFiles(fs.readFileSync(positionals[0]), {
    startFile: positionals[1] ? fs.readFileSync(positionals[1]) : undefined,
    commitment: values.commitment,
    key: values.key,
  });
  console.log(rep.lines.join("\n"));
  console.log(verdict(rep));
  return rep.ok ? 0 : 1;
}
