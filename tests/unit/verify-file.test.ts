// `npm run cli -- verify RECORD START`, tried as a suspicious player would: every forgery a cheat
// would try (a changed move, a different legal ending, a new seed with its own hash, a cut record, another game's
// START mail, a bad signature) is NOT VERIFIED with a reason; a genuine record is VERIFIED from every
// kind of saved copy (quoted, re-wrapped at spaces, format=flowed, quoted-printable, forwarded).
// Records here are made by the same functions HISTORY uses, from Trente games played by the engine;
// tests/games-mail/*.test.ts check records of all four games that went through the real pipeline.
import { translator } from "../../src/i18n/format.ts";
import { describe, expect, it } from "vitest";
import { trenteEngine as E } from "../../src/games/trente/index.ts";
import { parseTrenteOptions } from "../../src/games/trente/options.ts";
import { describePolicy } from "../../src/games/trente/policy.ts";
import { moveLine } from "../../src/games/trente/legal.ts";
import type { TrenteMove, TrenteState } from "../../src/games/trente/types.ts";
import type { RecordEntry } from "../../src/games/replay.ts";
import {
  makeRecord,
  makeStart,
  recordMailText,
  startMailText,
  type GameFacts,
  type KeyHistory,
} from "../../src/fairplay/statements.ts";
import { fingerprintOf, type GameRecord } from "../../src/fairplay/record.ts";
import { keyFingerprint, newKeyPair, sha256, signStatement, type KeyPair } from "../../src/fairplay/sign.ts";
import { armor, RECORD } from "../../src/fairplay/armor.ts";
import { exitCode, readRecord, SHOWN, verdict, verifyFiles, verifyRecord, type Anchors } from "../../src/verify.ts";
import { KEY_FORMAT, makeRotation } from "../../src/fairplay/keys.ts";
import { randomGame } from "../games/trente/play.ts";
import { format } from "../../src/i18n/format.ts";
import { checkMailbox, saveMailbox, verifiesInEveryCopy } from "../helpers/fairplay.ts";
import { verifyMailbox } from "../../src/verify-mailbox.ts";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const herald = newKeyPair();
const forger = newKeyPair();

const asLine = (m: TrenteMove, names: string[]): string => {
  switch (m.type) {
    case "keep":
      return `KEEP ${m.dice.join(" ")}`;
    case "policy":
      return `POLICY ${describePolicy(m.policy)}`;
    case "first":
      return `FIRST ${m.die}`;
    case "victim":
      return `VICTIM ${names[Number(m.player) - 1]}`;
    case "auto":
      return moveLine(m);
  }
};

interface Played {
  facts: GameFacts;
  log: RecordEntry[];
  state: TrenteState;
}

/** A whole Trente game played by the engine from a seed, its log written as the players would type it. */
function play(seed: string, moveSeed: number, id = "trente-7"): Played {
  const options = parseTrenteOptions({});
  if (!options.ok) throw new Error(format("en", options.error));
  const g = randomGame(seed, options.value, 3, moveSeed, { resignPerMille: 0 });
  const names = g.players.map((p) => p.name);
  const log: RecordEntry[] = g.log.map((e) => ("move" in e ? { seat: e.seat, line: asLine(e.move, names) } : (e as RecordEntry)));
  return {
    facts: { id, kind: "trente", seed, options: options.value as unknown as Record<string, unknown>, players: g.players },
    log,
    state: g.state,
  };
}

const keyedSeed = (n: number) => `hmac-sha256:${sha256(`test seed ${n}`)}`;

function startMail(facts: GameFacts, key: KeyPair = herald): string {
  return `trente-7 has started.\n${startMailText(makeStart(facts, key), "the seed is revealed when the game ends", translator("en"))}`;
}

function historyMail(rec: GameRecord): string {
  return `> HISTORY trente-7\nOK the record of ${rec.id}.\n${recordMailText(rec)}\n`;
}

const record = (p: Played, key: KeyPair = herald, cancelled = false) =>
  makeRecord(E, { ...p.facts, state: p.state, cancelled }, p.log, key);

/** A record changed by a forger and signed again with the forger's own key. */
function resigned(rec: GameRecord, change: Partial<GameRecord>, key: KeyPair = forger): GameRecord {
  const { sig: _sig, ...body } = { ...rec, ...change };
  const withFp = { ...body, fingerprint: fingerprintOf(body), key: key.publicKey };
  return signStatement(withFp, key.privateKey);
}

/** verifyRecord, trusting Herald's key (as the player does whose first mail from Herald states it) unless told not to. */
function check(rec: GameRecord, anchors: Anchors, trust = true) {
  const rep = verifyRecord(rec, trust ? { key: herald.publicKey, ...anchors } : anchors);
  return { ...rep, why: rep.reasons.join("\n") };
}

const game = play(keyedSeed(1), 11);
const genuine = record(game);
const start = startMail(game.facts);

describe("a genuine record", () => {
  it("is VERIFIED against the START mail, and its draws are printed step by step", () => {
    expect(E.outcome(game.state).status).toBe("finished");
    const rep = check(genuine, { start });
    expect(rep.why).toBe("");
    expect(rep.ok).toBe(true);
    const text = rep.lines.join("\n");
    expect(text).toMatch(/setup → first-player \d; dice [1-6]( [1-6]){5}/);
    expect(text).toMatch(/\d+\. (Ann|Bob|Cid): KEEP [1-6 ]+ → dice [1-6]/);
    expect(text).toContain(`commitment ${sha256(game.facts.seed)} is the one mailed at the start`);
    expect(genuine.generator).toBe("hmac-sha256");
    // every step is listed, and under a move that ends a turn, the next player's opening roll as the mail said it
    expect(rep.lines.filter((l) => /^ {2}\d+\. /.test(l))).toHaveLength(game.log.length);
    const turns = rep.lines.filter(
      (l) => l.startsWith(SHOWN) && /Round \d+, (Ann|Bob|Cid)'s turn \(\d+ points\): rolls [1-6]/.test(l),
    );
    expect(turns.length).toBeGreaterThan(3);
    for (const t of turns) {
      const next = /Round \d+, (\w+)'s turn/.exec(t)![1];
      const step = rep.lines
        .slice(0, rep.lines.indexOf(t))
        .reverse()
        .find((l) => /^ {2}(\d+\.|setup)/.test(l))!;
      // listed under the move that passed the turn (someone else's), not under the roller's own
      expect(step.startsWith(`  setup`) || !step.includes(` ${next}: `), step).toBe(true);
    }
  });

  it("is VERIFIED with --commitment and --key instead of the START mail", () => {
    expect(check(genuine, { commitment: genuine.commitment, key: herald.publicKey }).why).toBe("");
  });

  it("is VERIFIED from every kind of saved copy: quoted, re-wrapped, format=flowed, QP, base64, forwarded", async () => {
    expect(await verifiesInEveryCopy(historyMail(genuine), start, herald.publicKey)).toBe(9);
  });

  it("of a cancelled game says so, and is VERIFIED as a cancelled game only", () => {
    const part: Played = { ...game, log: game.log.slice(0, 5) };
    const st = E.setup({ options: part.facts.options as any, players: part.facts.players, seed: part.facts.seed });
    let s = st.ok ? st.value : null!;
    for (const e of part.log) {
      const r = E.apply(s, { seat: (e as any).seat, admin: false }, (E.parse((e as any).line) as any).value);
      if (!r.ok) throw new Error(format("en", r.error));
      s = r.value.state;
    }
    const rec = record({ ...part, state: s }, herald, true);
    expect(rec.end.status).toBe("cancelled");
    const rep = check(rec, { start });
    expect(rep.why).toBe("");
    expect(rep.lines.join("\n")).toMatch(/CANCELLED by an administrator before its end: it has no result/);
    // presenting it as a finished game breaks the signature
    expect(check({ ...rec, end: { ...rec.end, status: "finished" } }, { start }).why).toMatch(/signature does not match/);
  });

  it("of an old game (sfc32 seed, before the keyed generator) still replays and is VERIFIED", () => {
    const old = play("0123456789abcdef", 5);
    const rec = record(old);
    expect(rec.generator).toBe("sfc32");
    const rep = check(rec, { start: startMail(old.facts) });
    expect(rep.why).toBe("");
    expect(rep.ok).toBe(true);
  });
});

describe("forgeries are NOT VERIFIED, each with its reason", () => {
  const last = game.log.length - 1;
  const changedLog = game.log.map((e, i) =>
    i === last && "line" in e ? { ...e, line: e.line === "KEEP 6" ? "KEEP 5" : "KEEP 6" } : e,
  );

  it("a changed move: the signature no longer matches; signed again by someone else: not Herald's key", () => {
    const edited = { ...genuine, log: changedLog };
    expect(check(edited, { start }).why).toMatch(/the record's signature does not match it/);
    const own = resigned(genuine, { log: changedLog });
    const r = check(own, { start });
    expect(r.ok).toBe(false);
    expect(r.why).toMatch(/the record is signed by key .*, which is not Herald's/);
  });

  it("a different legal ending appended to the first moves, with its own result, state and draws", () => {
    // the forger replays the first half, then lets other moves finish the game; every digest made anew
    const alt = play(game.facts.seed, 999);
    expect(alt.log).not.toEqual(game.log);
    const forged = resigned(record(alt, forger), {});
    const r = check(forged, { start });
    expect(r.ok).toBe(false);
    expect(r.why).toMatch(/the record is signed by key .*, which is not Herald's/);
    // even signed with Herald's key, an ending that does not replay to the recorded result is refused
    const lying = makeRecord(
      E,
      { ...game.facts, state: game.state, cancelled: false },
      [...game.log.slice(0, 4), ...alt.log.slice(4)],
      herald,
    );
    const r2 = check(lying, { start });
    expect(r2.ok).toBe(false);
    expect(r2.why).toMatch(/move log does not replay|replay ends otherwise|final state is not/);
  });

  it("a new seed with its own hash and a new log: not the commitment the START mail carried", () => {
    const other = play(keyedSeed(2), 3);
    const forged = resigned(record(other, forger), {});
    expect(forged.commitment).toBe(sha256(other.facts.seed));
    const r = check(forged, { start });
    expect(r.why).toMatch(/commitment .* is not the one mailed at the start/);
    expect(r.why).toMatch(/START mail is for fingerprint/);
    // …and with the forger's own START mail too, the published key still tells them apart
    expect(check(forged, { start: startMail(other.facts, forger), key: herald.publicKey }).why).toMatch(
      /the START mail is signed by key .*, which is not Herald's/,
    );
  });

  it("a truncated record: cut short in the mail, or moves dropped from its end", async () => {
    const text = historyMail(genuine);
    const cut = text.slice(0, Math.floor(text.length * 0.6));
    const rep = await verifyFiles(Buffer.from(cut), { startFile: Buffer.from(start) });
    expect(rep.ok).toBe(false);
    expect(rep.reasons.join()).toMatch(/cut short/);
    const shorter = { ...genuine, log: genuine.log.slice(0, -3) };
    expect(check(shorter, { start }).why).toMatch(/signature does not match/);
    // Herald itself could not sign a game that stops before its end as finished
    const early = makeRecord(E, { ...game.facts, state: game.state, cancelled: false }, game.log.slice(0, -3), herald);
    expect(check(early, { start }).why).toMatch(/does not reach the end|final state is not/);
  });

  it("a swapped START mail (another game's): not the game the record is of", () => {
    const other = play(keyedSeed(3), 4, "trente-8");
    const r = check(genuine, { start: startMail(other.facts) });
    expect(r.ok).toBe(false);
    expect(r.why).toMatch(/not the one mailed at the start/);
    expect(r.why).toMatch(/START mail is for id trente-8, the record for trente-7/);
  });

  it("a bad signature: one character of it changed; or the START mail's own signature", () => {
    const s = genuine.sig;
    const bad = { ...genuine, sig: s.slice(0, 5) + (s[5] === "A" ? "B" : "A") + s.slice(6) };
    expect(check(bad, { start }).why).toMatch(/the record's signature does not match it/);
    const startStatement = makeStart(game.facts, herald);
    const edited = { ...startStatement, commitment: sha256("another seed") };
    const rep = check(genuine, { start: armor("HERALD START", edited) });
    expect(rep.why).toMatch(/START mail's signature does not match it/);
  });

  it("nothing to check against: without START mail nor --key, or with a malformed record", () => {
    const r = check(genuine, {}, false);
    expect(r.ok).toBe(false);
    expect(r.lines.join("\n")).toMatch(/no key you trust says it is Herald's/);
    expect(r.why).toMatch(/nothing to check the seed's commitment against/);
    const wrongShape = armor(RECORD, { ...genuine, log: "everything" });
    const parsed = readRecord(wrongShape);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/not one Herald wrote \(log/);
  });

  it("two different records in one file are refused rather than guessed between", async () => {
    const other = record(play(keyedSeed(4), 8));
    const rep = await verifyFiles(Buffer.from(historyMail(genuine) + historyMail(other)), { startFile: Buffer.from(start) });
    expect(rep.reasons.join()).toMatch(/2 different herald game records in one file/);
  });
});

describe("a key of one's own is not Herald's", () => {
  it("a record signed by a random Ed25519 key with a matching START mail is refused under Herald's published key", () => {
    const forged = resigned(genuine, {}, forger);
    const r = check(forged, { start: startMail(game.facts, forger), key: herald.publicKey });
    expect(r.ok).toBe(false);
    expect(r.why).toMatch(/the record is signed by key .*, which is not Herald's/);
  });

  it("the same pair with no key trusted: consistent, yet NOT VERIFIED, with its own exit code and the fingerprint shown", () => {
    const forged = resigned(genuine, {}, forger);
    for (const [rec, st] of [
      [forged, startMail(game.facts, forger)],
      [genuine, start],
    ] as const) {
      const r = check(rec, { start: st }, false);
      expect(r.reasons).toEqual([]);
      expect(r.ok).toBe(false);
      expect(r.untrusted).toBe(true);
      expect(exitCode(r)).toBe(3);
      expect(verdict(r)).toMatch(/^NOT VERIFIED: consistent, but the key that signed it is not one you trust/);
      expect(r.lines.join("\n")).toContain(`(fingerprint ${keyFingerprint(rec.key)}); no key you trust`);
    }
    expect(exitCode(check(genuine, { start }))).toBe(0);
    expect(exitCode(check(forged, { start }))).toBe(1);
  });
});

describe("a key that changed openly", () => {
  const next = newKeyPair();
  const rotation = makeRotation(herald, next.publicKey);
  const after = (keys: KeyHistory) => makeRecord(E, { ...game.facts, state: game.state, cancelled: false }, game.log, next, keys);

  it("a game started under the old key, its record signed by the new one with the chain: VERIFIED from either key", () => {
    const rec = after({ startKey: herald.publicKey, chain: [rotation] });
    for (const key of [herald.publicKey, next.publicKey]) {
      const r = check(rec, { start, key });
      expect(r.why).toBe("");
      expect(r.ok).toBe(true);
      expect(r.lines.join("\n")).toContain(
        `key ${keyFingerprint(herald.publicKey)} handed over to key ${keyFingerprint(next.publicKey)}`,
      );
    }
  });

  it("without the chain, or with a hand-over the old key did not sign, the new key is no one's", () => {
    const bare = check(after({ startKey: herald.publicKey }), { start });
    expect(bare.why).toMatch(/the record is signed by key .*, which is not Herald's .* nor one it handed over to/);
    const madeUp = signStatement(
      { format: KEY_FORMAT as typeof KEY_FORMAT, from: herald.publicKey, to: next.publicKey },
      forger.privateKey,
    );
    expect(check(after({ startKey: herald.publicKey, chain: [madeUp] }), { start }).why).toMatch(/nor one it handed over to/);
    // a forger's own chain from Herald's key to theirs leads nowhere either
    const forgedChain = makeRotation(forger, next.publicKey);
    expect(check(after({ startKey: herald.publicKey, chain: [forgedChain] }), { start }).ok).toBe(false);
  });

  it("a record naming another key for the START than the one that signed it is refused", () => {
    const r = check(after({ startKey: next.publicKey, chain: [rotation] }), { start });
    expect(r.why).toMatch(/the record says key .* signed the START, the START mail is signed by/);
  });
});

describe("saved text that is not a mail", () => {
  it("a note that begins like a mail header is read as it is", async () => {
    const text = `Note: saved by hand\n${historyMail(genuine)}`;
    const rep = await verifyFiles(Buffer.from(text), { startFile: Buffer.from(`Subject: mine\n${start}`) });
    expect(rep.reasons).toEqual([]);
  });
});

describe("from the player's mailbox: the key of their first mail from Herald is the one trusted", () => {
  const welcome = (key: string) => ({
    to: "ann@example.test",
    subject: "Herald: reply to your mail",
    body: `> REGISTER Ann\nOK Welcome, Ann.\nHerald's key: ${key} (fingerprint ${keyFingerprint(key)}).`,
    messageId: `<welcome-${key.slice(8, 16)}@example.test>`,
  });
  const mail = (subject: string, body: string, n: number) => ({
    to: "ann@example.test",
    subject,
    body,
    messageId: `<m${n}@example.test>`,
  });
  const forged = resigned(genuine, {}, forger);
  const pair = (rec: GameRecord, key: KeyPair) => [
    mail("[trente-7] Trente — news", startMail(game.facts, key), 1),
    mail("[trente-7] Re: commands", historyMail(rec), 2),
  ];
  const cli = (args: string[]) => {
    const data = fs.mkdtempSync(path.join(os.tmpdir(), "herald-cli-"));
    try {
      return spawnSync(process.execPath, ["--import", "tsx", "src/cli.ts", "verify", ...args], {
        cwd: new URL("../..", import.meta.url).pathname,
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: "", DATA_DIR: data },
      });
    } finally {
      fs.rmSync(data, { recursive: true, force: true });
    }
  };

  it("the genuine game: VERIFIED, exit 0", async () => {
    const rep = await checkMailbox([welcome(herald.publicKey), ...pair(genuine, herald)], "mbox");
    expect(rep.reasons).toEqual([]);
    expect(exitCode(rep)).toBe(0);
    expect(rep.lines.join("\n")).toMatch(/Herald's key \(from your first mail from Herald: Inbox, mail 1 /);
  });

  it("a pair re-signed with another key: beside the first mail's key, neither is trusted (exit 3, both named); with no first mail, exit 3 too", async () => {
    // the mailbox names two keys as Herald's (the first mail's, the pair's): it trusts neither, and says both
    const withWelcome = await checkMailbox([welcome(herald.publicKey), ...pair(forged, forger)], "eml");
    expect(exitCode(withWelcome)).toBe(3);
    expect(withWelcome.lines.join("\n")).toMatch(/the mailbox names 2 keys as Herald's with no signed hand-over between them/);
    for (const k of [herald, forger]) expect(withWelcome.lines.join("\n")).toContain(keyFingerprint(k.publicKey));
    // the forger's own "first mail" sent after the START anchors nothing, nor one from another address before it
    const elsewhere = { ...welcome(forger.publicKey), from: "Herald <herald@elsewhere.test>" };
    for (const mails of [
      pair(forged, forger),
      [...pair(forged, forger), welcome(forger.publicKey)],
      [elsewhere, ...pair(forged, forger)],
    ]) {
      const box = await saveMailbox(mails, "maildir");
      const rep = await verifyMailbox(box);
      expect(rep.reasons).toEqual([]);
      expect(exitCode(rep)).toBe(3);
      const run = cli(["--mailbox", box]);
      fs.rmSync(box, { recursive: true, force: true });
      expect(run.status, run.stderr).toBe(3);
      expect(run.stdout).toContain(`(fingerprint ${keyFingerprint(forger.publicKey)}); no key you trust`);
      expect(run.stdout).toMatch(/NOT VERIFIED: consistent, but the key that signed it is not one you trust/);
    }
  }, 120_000);

  it("a forger's three mails from another address, dated 2001, beside the genuine REGISTER reply: never VERIFIED, both keys named", async () => {
    const from = "Herald <herald@forger.test>";
    const old = Date.UTC(2001, 0, 1);
    const forgedMails = [
      { ...welcome(forger.publicKey), messageId: "<forged-welcome@forger.test>" },
      ...pair(forged, forger),
    ].map((m, i) => ({ ...m, from, date: new Date(old + i * 60_000) }));
    for (const form of ["mbox", "maildir", "eml"] as const) {
      const rep = await checkMailbox([welcome(herald.publicKey), ...forgedMails], form);
      expect([1, 3], form).toContain(exitCode(rep));
      const text = rep.lines.join("\n");
      for (const k of [herald, forger]) expect(text, form).toContain(keyFingerprint(k.publicKey));
    }
  }, 60_000);

  it("what a mail quotes (a press message, a reply's quote) is never a record nor a key", async () => {
    const quote = <M extends { body: string }>(m: M): M => ({ ...m, body: `Ann wrote:\n${m.body.replace(/^/gm, "> ")}` });
    const [start, history] = pair(genuine, herald);
    // the record only quoted: there is none
    const rep = await checkMailbox([welcome(herald.publicKey), start, quote(history)], "mbox");
    expect(exitCode(rep)).toBe(1);
    expect(rep.reasons.join("\n")).toMatch(/no game record/);
    // a key quoted beside the genuine game contradicts nothing: VERIFIED
    const quotedKey = { ...quote(welcome(forger.publicKey)), messageId: "<press@example.test>" };
    const ok = await checkMailbox([welcome(herald.publicKey), start, quotedKey, history], "mbox");
    expect(ok.reasons).toEqual([]);
    expect(exitCode(ok)).toBe(0);
  }, 60_000);
});
