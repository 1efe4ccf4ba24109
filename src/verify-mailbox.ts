// `npm run cli -- verify --mailbox PATH [GAME]`: a finished game checked from the player's own
// mailbox (fairplay/mailbox.ts reads mbox, Maildir or a folder of .eml files), with nothing else to
// trust. The key Herald signs with is the one stated in the player's earliest mail from Herald before
// the game's START (the REGISTER reply, an earlier game): a START and record made up later with
// another key cannot be anchored there, and a forger cannot reach into the player's mailbox of months
// ago. A key is trusted only when the mailbox cannot contradict it: when its mails name two keys as
// Herald's that no signed hand-over links (the REGISTER reply's and a forger's, say), none is, and the
// verdict is "consistent, key not trusted" (exit 3) naming both. The mailbox's own order is the order
// of its mails (Date headers are whatever the sender wrote), and a quoted line ("> ", as a press
// message or a reply carries someone's text) is nobody's statement: it is read as if it were not there.
// Then:
//  - the game's START mail and latest record are checked as verify.ts checks a pair, from that key
//    along the chain of key changes the record carries (fairplay/keys.ts);
//  - every line of the game's mails that shows a draw (a roll, a hand dealt, a card revealed) must be a
//    line the replay says: each step's events and the views it sent, rendered in the mailbox's language
//    by the game's own texts. A line shaped like a draw's line (the same words, other numbers or names)
//    that the replay never said is named, with its mail; the START mail's lines must be the setup's.
//    Nothing here knows any particular game.
import fs from "node:fs";
import { parseArgs } from "node:util";
import { LANGUAGES, type Lang } from "./i18n/msg.ts";
import { translator } from "./i18n/format.ts";
import { GAMES } from "./games/index.ts";
import { Games } from "./games/registry.ts";
import { replayRecord, type Replayed } from "./games/replay.ts";
import { openOptions } from "./fairplay/record.ts";
import type { GameEngine } from "./games/engine.ts";
import { dearmorAll, RECORD, START } from "./fairplay/armor.ts";
import { readMailbox, type SavedMail } from "./fairplay/mailbox.ts";
import { recordSchema, startSchema, type GameRecord, type StartStatement } from "./fairplay/record.ts";
import { keyFingerprint, signatureValid } from "./fairplay/sign.ts";
import { unwrap } from "./lib/wrap.ts";
import {
  exitCode,
  linesOf,
  printReport,
  saidLines,
  verifyCommand,
  verifyRecord,
  VERIFY_USAGE,
  type VerifyReport,
} from "./verify.ts";
import { gameIdsIn } from "./lib/game-id.ts";

const KEY_IN_TEXT = /ed25519:[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/;
const KEYS_IN_TEXT = new RegExp(KEY_IN_TEXT.source, "g");

/**
 * A mail's text without its quoted lines ("> …"): what someone else wrote, carried in it, states nothing;
 * and its lines as written, the soft breaks of Herald's wrap at 78 columns joined (src/lib/wrap.ts).
 */
const unquoted = (m: SavedMail): SavedMail => ({
  ...m,
  text: unwrap(
    m.text
      .split("\n")
      .filter((l) => !/^\s*>/.test(l))
      .join("\n"),
  ),
});

/**
 * Every key the mailbox names as Herald's — stated in a mail's text, signing a START or a record —
 * grouped by the signed hand-overs any record carries (keys.ts): one group, or the mailbox contradicts
 * itself about whose key is Herald's. Each group: its keys and the first mail naming one.
 */
function claimedKeys(
  mails: SavedMail[],
  records: GameRecord[],
  starts: StartStatement[],
): Array<{ keys: string[]; where: string }> {
  const where = new Map<string, string>();
  for (const m of mails) for (const k of m.text.match(KEYS_IN_TEXT) ?? []) if (!where.has(k)) where.set(k, m.name);
  for (const s of starts) if (!where.has(s.key)) where.set(s.key, `the START statement of ${s.id}`);
  for (const r of records)
    for (const k of [r.key, r.startKey].filter((x): x is string => !!x)) if (!where.has(k)) where.set(k, `the record of ${r.id}`);
  const links = records.flatMap((r) => (r.keys ?? []).filter((x) => signatureValid(x, x.from)));
  const groups: string[][] = [];
  for (const k of where.keys()) {
    const joined = groups.filter((g) =>
      g.some((x) => x === k || links.some((l) => (l.from === x && l.to === k) || (l.to === x && l.from === k))),
    );
    const merged = [...new Set([...joined.flat(), k])];
    for (const g of joined) groups.splice(groups.indexOf(g), 1);
    groups.push(merged);
  }
  return groups.map((keys) => ({ keys, where: where.get(keys[0])! }));
}

function statements<T>(mail: SavedMail, label: string, schema: { safeParse(x: unknown): { success: boolean; data?: T } }): T[] {
  return dearmorAll(mail.text, label).flatMap((d) => {
    const r = d.ok ? schema.safeParse(d.value) : null;
    return r?.success ? [r.data as T] : [];
  });
}

/** whether a text names the game (another game's id that begins with this one's is not it) */
const names = (text: string, id: string) => gameIdsIn(text).includes(id);

export async function verifyMailbox(where: string, opts: { game?: string; key?: string } = {}): Promise<VerifyReport> {
  const fail = (why: string): VerifyReport => ({ ok: false, lines: [], reasons: [why] });
  const mails = (await readMailbox(where)).map(unquoted);
  const records = mails.flatMap((m) => statements<GameRecord>(m, RECORD, recordSchema).map((rec) => ({ m, rec })));
  const ids = [...new Set(records.map((r) => r.rec.id))];
  const id = opts.game?.toLowerCase() ?? (ids.length === 1 ? ids[0] : undefined);
  if (!id)
    return fail(
      ids.length
        ? `the mailbox holds the records of ${ids.join(", ")}: name the game to check`
        : `no game record in ${mails.length} mails (ask Herald with HISTORY <game-id> once the game is over)`,
    );
  const mine = records.filter((r) => r.rec.id === id);
  if (!mine.length) return fail(`no record of ${id} in the mailbox (ask Herald with HISTORY ${id})`);
  const { rec } = mine.at(-1)!;
  const startAt = mails.findIndex((m) => statements(m, START, startSchema).some((s) => (s as { id: string }).id === id));
  if (startAt < 0) return fail(`no START mail of ${id} in the mailbox`);
  // the anchor: the earliest mail from Herald (the START's sender) before this game's START that states a key
  const herald = mails[startAt].from;
  const anchorAt = mails.slice(0, startAt).findIndex((m) => (!herald || m.from === herald) && KEY_IN_TEXT.test(m.text));
  const anchor = anchorAt >= 0 ? mails[anchorAt] : null;
  // two keys the mailbox names as Herald's with no hand-over between them: it contradicts itself, so
  // no key it holds is trusted (only --key, which the player brings from elsewhere)
  const claims = claimedKeys(
    mails,
    records.map((r) => r.rec),
    mails.flatMap((m) => statements<StartStatement>(m, START, startSchema)),
  );
  const contradicted = claims.length > 1;
  const key = opts.key ?? (contradicted ? undefined : anchor?.text.match(KEY_IN_TEXT)?.[0]);
  const source = opts.key ? "given with --key" : anchor ? `from your first mail from Herald: ${anchor.name}` : undefined;
  const games = new Games(GAMES);
  const engine = games.find(rec.kind);
  // a sealed option (Killer's target map) replays with the value the record opens it to (verify.ts checks the opening)
  const replay = engine ? replayRecord(engine, { ...rec, options: openOptions(rec).options }) : null;
  const game = mails.slice(startAt).filter((m) => names(m.subject, id) || names(m.text, id));
  const lang = engine && replay?.ok ? languageOf(engine, replay.value, game) : "en";
  const rep = verifyRecord(rec, { start: mails[startAt].text, key, keySource: source, lang, games });
  rep.lines.unshift(`${mails.length} mails in ${where}; the START of ${id} is ${mails[startAt].name}`);
  if (contradicted && !opts.key)
    rep.lines.splice(
      1,
      0,
      `the mailbox names ${claims.length} keys as Herald's with no signed hand-over between them, so it trusts none: ` +
        claims.map((c) => `${c.keys[0]} (fingerprint ${keyFingerprint(c.keys[0])}, in ${c.where})`).join(" and "),
    );
  if (engine && replay?.ok) {
    const shown = shownDraws(rec, engine, replay.value, game, lang);
    rep.lines.push(...shown.lines);
    rep.reasons.push(...shown.reasons);
    if (shown.reasons.length) rep.ok = rep.untrusted = false;
  }
  return rep;
}

/** A playing card as mails show it ("7♥", "10♠", "Q♦"): blanked like a number. */
const CARD = /(?<![\p{L}\p{N}])(?:10|[2-9AJQK])[♥♦♣♠](?![\p{L}\p{N}])/gu;

/**
 * A line's shape: its words with every card, every number and every player's name and seat options
 * (a civ) blanked, so "Ann rolls 6 5 2" and "Ann rolls 6 5 3" share it, "You drew: 8♦" and "You drew:
 * K♣", and "your target: Gaul" and "your target: Rome". Null for a line with nothing blanked: it states
 * nothing the replay draws or decides.
 */
function shaper(rec: GameRecord): (line: string) => string | null {
  const names = [...new Set(rec.players.flatMap((p) => [p.name, ...Object.values(p.options)]))]
    .filter((n) => n.length > 1)
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const blank = names.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.join("|")})(?![\\p{L}\\p{N}])`, "gu") : null;
  return (line) => {
    const s = (blank ? line.replace(blank, "@") : line).replace(CARD, "¤").replace(/\d+/g, "#");
    return s === line ? null : s;
  };
}

/** The mailbox's language: the one in which the replay's first steps say the most lines found there. */
function languageOf(engine: GameEngine, r: Replayed, mails: SavedMail[]): Lang {
  const inMails = new Set(mails.flatMap((m) => linesOf(m.text)));
  const score = (lang: Lang) =>
    saidLines(engine, r, lang, { upTo: 12 })
      .flatMap((s) => [...s.events, ...s.views])
      .filter((l) => inMails.has(l)).length;
  return [...LANGUAGES].sort((a, b) => score(b) - score(a))[0];
}

/**
 * Whose mailbox this is: the seat the most of whose own lines (what the game told that seat and no
 * observer: its news, its view at the start) the mails hold, as a share of all of them — a player gets every line of their own, and
 * only some of another's (a teammate's, a line two seats share). Null when no seat gets more than
 * half of its own lines there (an observer's mailbox, a game with no private news) or two seats tie.
 */
function readerOf(engine: GameEngine, r: Replayed, inMails: Set<string>, lang: Lang): number | null {
  // a seat's news, and its view at the start: a later view is mailed once, as the situation after a
  // mail's last move (src/service/notices.ts), so a mailbox holds only some of them
  const linesFor = (reader: number | null) =>
    new Set(saidLines(engine, r, lang, { reader }).flatMap((s) => [...s.events, ...(s.step === 0 ? s.views : [])]));
  const open = linesFor(null);
  const ranked = r.steps[0].privateUpdates
    .map((seat) => {
      const own = [...linesFor(seat)].filter((l) => !open.has(l));
      return { seat, share: own.length ? own.filter((l) => inMails.has(l)).length / own.length : 0 };
    })
    .sort((a, b) => b.share - a.share);
  const [best, next] = ranked;
  return best && best.share > 0.5 && (!next || best.share > next.share) ? best.seat : null;
}

function shownDraws(
  rec: GameRecord,
  engine: GameEngine,
  r: Replayed,
  mails: SavedMail[],
  lang: Lang,
): { lines: string[]; reasons: string[] } {
  const shape = shaper(rec);
  const inMails = new Set(mails.flatMap((m) => linesOf(m.text)));
  const said = saidLines(engine, r, lang).map((s) => ({ step: s.step, lines: [...s.events, ...s.views] }));
  // what any reader could be shown after any step (a STATUS reply, a later mail's table): every view
  // of every state the replay went through
  const t = translator(lang);
  const viewers = ["public" as const, "admin" as const, ...rec.players.map((p) => ({ seat: p.seat }))];
  const views = r.steps.flatMap((s) => viewers.flatMap((v) => linesOf(engine.render(engine.view(s.state, v), t))));
  const all = new Set([...said.flatMap((s) => s.lines), ...views]);
  // every line the replay says of any step, news or view, whose shape states something: a line of the
  // mails of that shape must be one of them
  const shapes = new Map<string, string[]>();
  for (const l of all) {
    const sh = shape(l);
    if (sh) shapes.set(sh, [...(shapes.get(sh) ?? []), l]);
  }
  const reasons: string[] = [];
  let agree = 0;
  // The first of the game's mails is its START: what it shows was dealt at the setup, to its reader.
  // Later mails may show what a teammate was told too: any reader's lines are taken there.
  // (when the reader is not clear, every seat's setup is taken)
  const reader = readerOf(engine, r, inMails, lang) ?? undefined;
  const setup = new Set(saidLines(engine, r, lang, { upTo: 1, reader }).flatMap((s) => [...s.events, ...s.views]));
  const untied = new Set<string>();
  for (const [i, m] of mails.entries())
    for (const l of new Set(linesOf(m.text))) {
      const sh = shape(l);
      const like = sh && shapes.get(sh);
      if (!like) {
        // a line stating numbers or cards of no shape the replay says: not checked, and listed as such
        if (sh && !all.has(l)) untied.add(l);
        continue;
      }
      if (i === 0 ? setup.has(l) : all.has(l)) {
        agree++;
        continue;
      }
      const pool = i === 0 ? like.filter((x) => setup.has(x)) : like;
      const missing = pool.find((x) => !inMails.has(x)) ?? pool[0] ?? like[0];
      reasons.push(`${m.name} shows "${l}", which the replay never says${i === 0 ? " at the start" : ""} (it says "${missing}")`);
    }
  const lines = [`${agree} lines of draws shown in ${mails.length} mails of the game agree with the replay (language ${lang})`];
  if (untied.size)
    lines.push(
      `${untied.size} lines of the game's mails state numbers or cards that no step of the replay says in that shape (not checked: a deadline, a date, someone's words):`,
      ...[...untied].slice(0, 20).map((l) => `  ? ${l}`),
      ...(untied.size > 20 ? [`  … and ${untied.size - 20} more`] : []),
    );
  return { lines, reasons };
}

/** `verify …` on the command line: from the mailbox with --mailbox, else from the saved pair (verify.ts). */
export async function verifyCli(args: string[]): Promise<number> {
  if (!args.includes("--mailbox")) return verifyCommand(args);
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { mailbox: { type: "string" }, key: { type: "string" } },
  });
  if (!values.mailbox || positionals.length > 1) {
    console.error(VERIFY_USAGE);
    return 2;
  }
  if (!fs.existsSync(values.mailbox)) {
    console.error(`no mailbox at ${values.mailbox} (give an mbox file, a Maildir or a folder of .eml files)`);
    return 2;
  }
  const rep = await verifyMailbox(values.mailbox, { game: positionals[0], key: values.key });
  printReport(rep);
  return exitCode(rep);
}
