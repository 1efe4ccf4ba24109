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
import { GAMES } from "./games/index.ts";
import { Games } from "./games/registry.ts";
import { format, translator } from "./i18n/format.ts";
import { withoutIds, type Lang } from "./i18n/msg.ts";
import type { GameEngine, GameEvent } from "./games/engine.ts";
import { replayRecord, type Replayed } from "./games/replay.ts";
import { STEPPED, Rng, type Draw } from "./games/rng.ts";
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
import { keysFrom } from "./fairplay/keys.ts";

export interface Anchors {
  /** the text of the START mail the player saved */
  start?: string;
  /** the seed commitment, as the START mail gave it */
  commitment?: string;
  /** Herald's public key, as the player knows it */
  key?: string;
  /** where that key came from ("your first mail from Herald, …"), for the listing */
  keySource?: string;
  /** the language the player's mails are in, for the listing (English otherwise) */
  lang?: Lang;
  /** the game kinds the record may be of (default: every game this Herald knows, src/games/index.ts) */
  games?: Games;
}

export interface VerifyReport {
  ok: boolean;
  /** every check holds, but nothing the player trusts says the key is Herald's: not VERIFIED */
  untrusted?: boolean;
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

/** The prefix of a listing line that repeats what a step's mails said about its draws. */
export const SHOWN = "      | ";

const norm = (line: string) =>
  line
    .replace(/^[\s>]+/, "")
    .replace(/\s+/g, " ")
    .trim();
export const linesOf = (text: string): string[] => text.split("\n").map(norm).filter(Boolean);

/**
 * What each step of the replay told its readers, line by line, in one language: its events (`events`)
 * and the views it sent (`views`: each seat whose view changed or that is awaited; the public view at
 * the start and the end). `reader`: one seat's mail only (public news, that seat's own); null: an observer's; absent: all.
 */
export function saidLines(
  engine: GameEngine,
  r: Replayed,
  lang: Lang,
  o: { upTo?: number; reader?: number | null } = {},
): Array<{ step: number; events: string[]; views: string[] }> {
  const t = translator(lang);
  const reads = (to: GameEvent["to"]) => o.reader === undefined || to === "all" || to === o.reader;
  return r.steps.slice(0, o.upTo ?? Infinity).map((s, step) => {
    // the seats whose view changed, and the seats awaited: their mail ends with their view (src/service/games.ts)
    const awaited = engine.outcome(s.state).status === "running" ? engine.pending(s.state).map((p) => p.seat) : [];
    const seats = [...new Set([...s.privateUpdates, ...awaited])]
      .filter((seat): seat is number => seat !== null)
      .filter((seat) => o.reader === undefined || seat === o.reader);
    const views = seats.map((seat) => engine.render(engine.view(s.state, { seat }), t));
    if (step === 0 || step === r.steps.length - 1 || s.rollback) views.push(engine.render(engine.view(s.state, "public"), t));
    const events = s.events.filter((e) => reads(e.to)).flatMap((e) => linesOf(format(lang, e.msg)));
    // the mail that ends the game leaves the engine's own words for the end out of its events and
    // its final table (src/service/games.ts): those lines are said too
    const end = new Set(engine.endIds ?? []);
    if (end.size && engine.outcome(s.state).status === "finished") {
      const tEnd: typeof t = (id, p) => (end.has(id) ? "" : t(id, p && withoutIds({ id, p }, end).p));
      views.push(engine.render(engine.view(s.state, "public"), tEnd));
      events.push(...s.events.filter((e) => reads(e.to)).flatMap((e) => linesOf(format(lang, withoutIds(e.msg, end)))));
    }
    return { step, events, views: views.flatMap(linesOf) };
  });
}

/**
 * Every step, as the mails showed it: the move, its draws (or "no draw"), and the lines of its news
 * that show numbers — so a player's roll made when the turn passed to them reads under the move that
 * passed it, in the words of the mail they got.
 */
function describeDraws(rec: GameRecord, engine: GameEngine, r: Replayed, lang: Lang): string[] {
  const out = [`every step, its draws (generator ${rec.generator}) and what its mails said of them:`];
  const draws = new Map(r.draws.map((d) => [d.step, d.draws]));
  const said = saidLines(engine, r, lang);
  const who = (seat: number | null) =>
    seat === null ? "admin" : (rec.players.find((p) => p.seat === seat)?.name ?? `seat ${seat}`);
  for (let step = 0; step <= rec.log.length; step++) {
    const e = rec.log[step - 1];
    const where =
      step === 0
        ? "setup"
        : "line" in e
          ? `${step}. ${who(e.seat)}: ${e.line}`
          : "resign" in e
            ? `${step}. ${who(e.resign)} left`
            : "rename" in e
              ? `${step}. seat ${e.rename} is played by ${e.name}`
              : "rollback" in e
                ? `${step}. ROLLBACK: the last ${e.rollback} steps in force taken back, ${
                    rec.generator === STEPPED ? "their draws the next steps' again" : "the generator re-keyed"
                  }`
                : `${step}. deadline ${e.deadline}`;
    const ds = draws.get(step);
    // the generator's draws, and what the step took from a pile shuffled before (engine.dealt)
    const dealt = (r.steps[step]?.dealt ?? []).map((d) => `${d.from} → ${d.items.join(" ")}`);
    const drawn = [...(ds ? [drawLine(ds)] : []), ...dealt];
    out.push(`  ${where} → ${drawn.length ? drawn.join("; ") : "no draw"}`);
    // every line of its news that states numbers or cards, as the mails said it
    out.push(...said[step].events.filter((l) => /\d|[♥♦♣♠]/.test(l)).map((l) => SHOWN + l));
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

  // 1. whose word is this: a key the player trusts (--key, or the key of their first mail from Herald,
  //    see mailbox.ts), and the chain of Herald's key changes from it (fairplay/keys.ts)
  let start: StartStatement | null = null;
  if (anchors.start !== undefined) {
    const s = readStart(anchors.start);
    if (!s.ok) no(`the START mail: ${s.error}`);
    else start = s.value;
  }
  if (anchors.key !== undefined && !isPublicKey(anchors.key))
    no(`--key ${anchors.key} is not a public key (it looks like ed25519:…)`);
  const trusted = anchors.key?.trim() || undefined;
  const named = start?.key ?? rec.startKey ?? rec.key;
  lines.push(...keyLines(rec, start, trusted, named, anchors.keySource, no));
  if (start && !signatureValid(start, start.key))
    no("the START mail's signature does not match it: it was changed after Herald signed it");
  if (!signatureValid(rec, rec.key)) no("the record's signature does not match it: it was changed after it was signed");

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
  const engine = (anchors.games ?? new Games(GAMES)).find(rec.kind);
  if (!engine || engine.kind !== rec.kind) no(`unknown game kind ${rec.kind}`);
  else {
    const opened = openOptions(rec);
    opened.problems.forEach(no);
    const r = replayRecord(engine, { ...rec, options: opened.options });
    if (!r.ok) no(`the move log does not replay: ${r.error}`);
    else {
      lines.push(...describeDraws(rec, engine, r.value, anchors.lang ?? "en"));
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
  const consistent = reasons.length === 0;
  return { ok: consistent && !!trusted, untrusted: consistent && !trusted, lines, reasons };
}

/**
 * Whose keys signed the START and the record, and whether they are Herald's: the trusted key, or one
 * it handed over to (keysFrom). A record signed by such a key vouches for the whole chain it carries,
 * so a START signed before a rotation is Herald's too when the trusted key is the newer one.
 */
function keyLines(
  rec: GameRecord,
  start: StartStatement | null,
  trusted: string | undefined,
  named: string,
  source: string | undefined,
  no: (why: string) => void,
): string[] {
  const lines: string[] = [];
  const chain = (rec.keys ?? []).filter((r) => signatureValid(r, r.from));
  const fp = keyFingerprint;
  if (rec.startKey && start && rec.startKey !== start.key)
    no(`the record says key ${fp(rec.startKey)} signed the START, the START mail is signed by ${fp(start.key)}`);
  let herald = keysFrom(trusted ?? named, chain);
  if (herald.includes(rec.key)) herald = [...new Set([...herald, ...chain.flatMap((r) => [r.from, r.to])])];
  const whose = trusted ? `Herald's (${fp(trusted)})` : `the one the START names (${fp(named)})`;
  if (start && !herald.includes(start.key))
    no(`the START mail is signed by key ${fp(start.key)}, which is not ${whose} nor one it handed over to`);
  if (!herald.includes(rec.key))
    no(`the record is signed by key ${fp(rec.key)}, which is not ${whose} nor one it handed over to`);
  if (trusted) lines.push(`Herald's key${source ? ` (${source})` : ""}: ${trusted} (fingerprint ${fp(trusted)})`);
  else
    lines.push(
      `the key these mails name: ${named} (fingerprint ${fp(named)}); no key you trust says it is Herald's ` +
        "(give --key, or --mailbox with your first mail from Herald)",
    );
  for (const r of chain) lines.push(`key ${fp(r.from)} handed over to key ${fp(r.to)} (a statement signed by ${fp(r.from)})`);
  if (rec.key !== named) lines.push(`the record is signed by key ${fp(rec.key)}`);
  return lines;
}

export function verdict(rep: VerifyReport): string {
  if (rep.ok) return "VERIFIED";
  if (rep.untrusted)
    return "NOT VERIFIED: consistent, but the key that signed it is not one you trust (it may be anyone's): compare its fingerprint above with your first mail from Herald";
  return ["NOT VERIFIED:", ...rep.reasons.map((r) => `  - ${r}`)].join("\n");
}

/** verify's exit codes: 0 VERIFIED, 1 NOT VERIFIED, 2 wrong use, 3 consistent but signed by a key not trusted. */
export function exitCode(rep: VerifyReport): number {
  return rep.ok ? 0 : rep.untrusted ? 3 : 1;
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

/** `verify RECORD [START] [--commitment HEX] [--key KEY]` (verify-mailbox.ts takes `--mailbox`). */
export async function verifyCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { commitment: { type: "string" }, key: { type: "string" } },
  });
  if (!positionals[0] || positionals.length > 2) {
    console.error(VERIFY_USAGE);
    return 2;
  }
  const rep = await verifyFiles(fs.readFileSync(positionals[0]), {
    startFile: positionals[1] ? fs.readFileSync(positionals[1]) : undefined,
    commitment: values.commitment,
    key: values.key,
  });
  printReport(rep);
  return exitCode(rep);
}

export const VERIFY_USAGE =
  "usage: npm run cli -- verify --mailbox PATH [GAME-ID] [--key KEY]\n" +
  "       npm run cli -- verify RECORD [START] [--commitment HEX] [--key KEY]\n" +
  "  PATH: your mailbox (an mbox file, a Maildir, or a folder of saved .eml files) holding the game's mails\n" +
  "  RECORD: the saved HISTORY mail; START: the saved start mail of the game (or give --commitment and --key)\n" +
  "  exit 0 VERIFIED, 1 NOT VERIFIED, 3 consistent but signed by a key nothing you trust vouches for";

export function printReport(rep: VerifyReport): void {
  console.log(rep.lines.join("\n"));
  console.log(verdict(rep));
}
