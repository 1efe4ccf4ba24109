// A whole Trente game through the real mail pipeline and a real PostgreSQL: a 3-player
// `house` game to its end, played by mail with KEEP lines (several in one mail) and POLICY lines;
// the START mails carry the seed's SHA-256; after the end, HISTORY by mail gives the record, which
// src/verify.ts reads and replays, recomputing every roll — and those rolls are exactly the dice the
// mails showed, one for one.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replay, trenteEngine as rawEngine, type TrenteMove, type TrenteState } from "../../src/games/trente/index.ts";
import { verifyHistory } from "../helpers/fairplay.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { format } from "../../src/i18n/format.ts";
import { allOk, checkOnce, echoed, gameMails, MailLog, registerPlayers, sections, type Player, type Step } from "./rt-helpers.ts";
import { stepped } from "../../src/games/rng.ts";

/** the engine as the service runs it: each step moves the game's generator on (src/games/rng.ts) */
const E = stepped(rawEngine);

/** The dice a keep-the-good-ones player sets aside: every 5 and 6, or else the single highest die. */
function goodDice(roll: number[]): number[] {
  const good = roll.filter((d) => d >= 5);
  return good.length ? good : [Math.max(...roll)];
}

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x));

function applyLocal(s: TrenteState, seat: number, move: TrenteMove): TrenteState {
  const r = E.apply(clone(s), { seat, admin: false }, move);
  if (!r.ok) throw new Error(`${JSON.stringify(move)} refused: ${r.error}`);
  return r.value.state;
}

/**
 * The state after the moves the service plays by itself (GameEngine.forced: the last die of a turn is
 * kept for its player), each forced line added to `played`, as the game's log records it.
 */
function settle(s: TrenteState, played: string[]): TrenteState {
  for (;;) {
    const seat = s.turn?.seat;
    const line = seat === undefined ? null : E.forced!(s, seat);
    if (seat === undefined || !line) return s;
    const move = E.parse(line);
    if (!move?.ok) throw new Error(`forced line ${line} does not parse`);
    played.push(line);
    s = applyLocal(s, seat, move.value);
  }
}

/** The rolls a mail shows, in order: "rolls 3 5 6 (set aside: …)", "rolls 1 2 3 4 5 6 (no 2)", … */
function rollsShown(text: string): number[][] {
  return [...text.matchAll(/\brolls ([1-6](?: [1-6])*)/g)].map((m) => m[1].split(" ").map(Number));
}

describe("Trente by mail on PostgreSQL", () => {
  let app: TestApp;
  let log: MailLog<TrenteState>;
  let ps: Player[]; // Ann, Bob, Cid play (seats 1–3); Dee observes
  let dee: Player;
  let commitment = "";
  let startStep: Step<TrenteState>;
  const moveMails: { step: Step<TrenteState>; seat: number; lines: string[] }[] = [];

  /** what each reader got about the game from one mail: the news mails, and the sender's reply, which carries the sender's news */
  const game = (s: Step<TrenteState>) => gameMails(s, log.gameId);

  beforeAll(async () => {
    app = await makeTestApp("postgres");
    log = new MailLog(app);
    const all = await registerPlayers(app, ["Ann", "Bob", "Cid", "Dee"]);
    ps = all.slice(0, 3);
    dee = all[3];
  });
  afterAll(async () => app?.close());

  it("CREATE trente rules=house, JOIN ×3, START: every START mail carries the seed's SHA-256 and the opening roll", async () => {
    const [ann, bob, cid] = ps;
    const created = await log.send(ann.email, `PASSWORD ${ann.password}\nCREATE trente rules=house\nJOIN`);
    const m = /created (trente-\d+)/.exec(created.reply);
    expect(m, created.reply).not.toBeNull();
    log.gameId = m![1];
    expect((await log.send(bob.email, `PASSWORD ${bob.password}\nJOIN ${log.gameId}`)).reply).toMatch(
      /OK you joined .* as seat 2/,
    );
    expect((await log.send(cid.email, `PASSWORD ${cid.password}\nJOIN ${log.gameId}`)).reply).toMatch(
      /OK you joined .* as seat 3/,
    );
    expect((await log.send(dee.email, `PASSWORD ${dee.password}\nOBSERVE ${log.gameId}`)).reply).toMatch(/OK you now observe/);
    // the record (with the seed) is not available while the game is open
    expect((await log.send(dee.email, `HISTORY ${log.gameId}`)).reply).toMatch(/ERROR trente-\d+ is open/);
    startStep = await log.send(ann.email, `PASSWORD ${ann.password}\nSTART ${log.gameId}`);
    expect(startStep.reply).toMatch(/OK trente-\d+ started/);
    const s = startStep.state!;
    expect(s.options).toEqual({ rules: "house", start: 30 });
    expect(s.turn!.roll).toHaveLength(6);
    const g = await app.db.prisma.game.findUniqueOrThrow({ where: { id: log.gameId } });
    for (const who of [...ps, dee]) {
      const mine = game(startStep).filter((r) => r.toAddress === who.email);
      expect(mine, who.name).toHaveLength(1);
      const c = /the SHA-256 of this game's random seed is ([0-9a-f]{64})/.exec(mine[0].body);
      expect(c, mine[0].body).not.toBeNull();
      commitment ||= c![1];
      expect(c![1]).toBe(commitment);
      expect(mine[0].body).not.toContain(g.seed);
      expect(sections(mine[0].body).public).toContain(`Roll: ${s.turn!.roll.join(" ")}.`);
    }
    expect(commitment).toBe(crypto.createHash("sha256").update(g.seed).digest("hex"));
  });

  it("is played to its end by mail: several KEEP lines in one mail, single KEEPs, a KEEP then a POLICY, POLICY alone", async () => {
    let state = startStep.state!;
    const seen = { multiKeep: 0, keep: 0, keepThenPolicy: 0, policy: 0, forced: 0 };
    let n = 0;
    const problems: string[] = [];
    const asked = new Map<number, Set<string>>();
    let autoSeat = 0; // the seat whose turns its standing order plays (AUTO POLICY high), once set
    while (!state.finished) {
      if (++n > 300) throw new Error("the game did not end in 300 mails");
      const t = state.turn!;
      expect(t.phase).toBe("keep"); // house rules: no FIRST, no VICTIM
      const seat = t.seat;
      expect(seat, "a standing order plays its seat's turns whole").not.toBe(autoSeat);
      const p = ps[seat - 1];
      const lines: string[] = [];
      const forced: string[] = []; // the lines the service plays for the player (GameEngine.forced)
      let expected = state;
      const style = t.no % 4;
      if (style === 0 && t.rolls === 1) {
        // the whole turn in one mail, one KEEP line per roll: the test knows the coming rolls by
        // replaying the engine on the stored state (a player would not; the mail is the same)
        while (expected.turn && expected.turn.no === t.no && lines.length < 6) {
          // a single die first, so that the turn always takes several KEEP lines
          const dice = lines.length === 0 ? [Math.max(...expected.turn.roll)] : goodDice(expected.turn.roll);
          lines.push(`KEEP ${dice.join(" ")}`);
          expected = settle(applyLocal(expected, seat, { type: "keep", dice }), forced);
        }
        seen.multiKeep += lines.length > 1 ? 1 : 0;
      } else if (style === 1 && t.rolls === 1) {
        const dice = goodDice(t.roll);
        lines.push(`KEEP ${dice.join(",")}`);
        expected = settle(applyLocal(expected, seat, { type: "keep", dice }), forced);
        // a KEEP that leaves one die has it kept for the player at once: no POLICY after it
        if (expected.turn?.no === t.no) {
          lines.push("POLICY keep 5 6 else high");
          expected = settle(
            applyLocal(expected, seat, { type: "policy", policy: { kind: "values", values: [5, 6], fallback: "high" } }),
            forced,
          );
        }
        if (expected.turn?.no === t.no) throw new Error("a policy plays the whole turn");
        if (lines.length > 1) seen.keepThenPolicy++;
      } else if (style === 2 && t.rolls === 1) {
        lines.push("policy HIGH");
        expected = settle(applyLocal(expected, seat, { type: "policy", policy: { kind: "high" } }), forced);
        seen.policy++;
      } else {
        const dice = goodDice(t.roll);
        lines.push(`keep ${dice.join(" ")}`);
        expected = settle(applyLocal(expected, seat, { type: "keep", dice }), forced);
        seen.keep++;
      }
      // alternate the ways a player sends: PASSWORD + GAME lines, or a reply to Herald's last mail
      const step = n % 2 ? await log.as(p, lines.join("\n")) : await log.reply(p, lines.join("\n"));
      expect(allOk(step.reply), `${p.name}: ${lines.join(" / ")}\n${step.reply}`).toBe(true);
      // exactly the lines sent ran (with PASSWORD and GAME first when sent so), nothing of a quoted mail
      expect(echoed(step.reply).slice(n % 2 ? 2 : 0)).toEqual(lines.map((l) => l.replace(/\s+/g, " ")));
      expect(step.state).toEqual(clone(expected));
      // every player and the observer get one mail showing what happened: the mover's is the reply
      for (const who of [...ps, dee])
        expect(
          game(step).filter((r) => r.toAddress === who.email),
          who.name,
        ).toHaveLength(1);
      // each fact once in every mail; each seat's instruction is the one pending after the mail's last line
      const after = step.state!;
      const end = after.finished ? format("en", E.outcome(after).summary) : null;
      for (const mail of game(step)) {
        const at = ps.findIndex((q) => q.email === mail.toAddress);
        const now = E.pending(after)
          .filter((x) => x.seat === at + 1)
          .map((x) => format("en", x.what));
        problems.push(...checkOnce(mail, at < 0 ? undefined : at + 1, now, asked, end, step.told, { secrets: false }));
      }
      // a forced move is said to be played for its player, in every mail of the step
      for (const line of forced)
        for (const mail of game(step))
          expect(mail.body).toContain(`${p.name} had only one move left, ${line}: Herald played it for them.`);
      seen.forced += forced.length;
      moveMails.push({ step, seat, lines: [...lines, ...forced] });
      state = step.state!;
      if (n === 3 && !state.finished) {
        const h = await log.send(dee.email, `HISTORY ${log.gameId}`);
        expect(h.reply).toMatch(/ERROR trente-\d+ is running: its record \(with the secret seed\) is published when it ends/);
        // AUTO inside a Trente game is Trente's own, and speaks of Trente only (no other game's orders)
        const a = await log.reply(dee, "AUTO POLICY high");
        expect(a.reply).toMatch(/ERROR you have no seat in trente-\d+/);
        const q = ps.find((x) => x !== ps[state.turn!.seat - 1])!;
        const list = await log.reply(q, "AUTO");
        expect(list.reply).toContain("You have no standing order in this game. AUTO POLICY <rule>");
        const set = await log.reply(q, "AUTO POLICY high");
        expect(set.reply).toContain('Your standing order: each of your turns is played by the policy "high"');
        for (const r of [a, list, set]) expect(r.reply).not.toMatch(/dodge|Dodge|Slash|Peach|Regicide|Killer/);
        // both are moves of the record (the standing order replays)
        moveMails.push(
          { step: list, seat: ps.indexOf(q) + 1, lines: ["AUTO"] },
          { step: set, seat: ps.indexOf(q) + 1, lines: ["AUTO POLICY high"] },
        );
        autoSeat = ps.indexOf(q) + 1;
        state = set.state!;
        expect(state.auto).toEqual({ [String(autoSeat)]: { kind: "high" } });
      }
    }
    expect(problems).toEqual([]);
    expect(seen.multiKeep).toBeGreaterThan(0);
    expect(seen.policy + seen.keepThenPolicy).toBeGreaterThan(0);
    expect(seen.keep).toBeGreaterThan(0);
    expect(seen.forced).toBeGreaterThan(0);
    // the standing order played a turn of its own: said in the news of the mail that passed the turn
    const q = ps[autoSeat - 1];
    expect(
      log.steps.some((st) => game(st).some((r) => r.body.includes(`${q.name} plays the rest of the turn by the policy "high"`))),
    ).toBe(true);
    const g = await app.db.prisma.game.findUniqueOrThrow({ where: { id: log.gameId } });
    expect(g.status).toBe("finished");
    const out = E.outcome(state);
    expect(out.winners).toHaveLength(1);
    const last = moveMails.at(-1)!.step;
    for (const who of [...ps, dee]) {
      const body = game(last).find((r) => r.toAddress === who.email)!.body;
      // the end, once, naming the winner: "Game over. Ann wins the round"
      expect(body).toContain(`Game over. ${format("en", out.summary)}`);
      expect(format("en", out.summary)).toContain(ps[out.winners[0] - 1].name);
      expect(body).not.toMatch(/The game is over/);
      expect(body).toContain(`The game's random seed was ${g.seed} (its SHA-256, mailed at the start, was ${commitment})`);
    }
    // nothing before the end showed the seed
    for (const step of log.steps.slice(0, -1)) for (const r of step.rows) expect(r.body).not.toContain(g.seed);
  });

  it("HISTORY by mail → the signed record → verify (with the START mail) recomputes every roll, and they are the dice the mails showed", async () => {
    const step = await log.as(ps[1], `HISTORY ${log.gameId}`);
    expect(step.reply).toMatch(/OK the record of trente-\d+/);
    const { rec, report } = await verifyHistory(app, step.reply, log.gameId);
    const g = await app.db.prisma.game.findUniqueOrThrow({ where: { id: log.gameId } });
    expect(rec.id).toBe(log.gameId);
    expect(rec.kind).toBe("trente");
    expect(rec.seed).toBe(g.seed);
    expect(rec.commitment).toBe(commitment);
    expect(rec.players.map((p) => p.name)).toEqual(["Ann", "Bob", "Cid"]);
    expect(rec.log.map((e) => ("line" in e ? e.line : JSON.stringify(e)))).toEqual(moveMails.flatMap((m) => m.lines));
    expect(report.lines.join("\n")).toContain(`commitment ${commitment} is the one mailed at the start`);
    // every roll as verify prints it: "dice 6 5 2" groups on the draw lines
    const verified = report.lines
      .filter((l) => l.includes(" → "))
      .flatMap((l) => [...l.matchAll(/\bdice ([1-6](?: [1-6])*)/g)].map((m) => m[1].split(" ").map(Number)));
    // the replay reaches the very state the game ended in
    const r = replay(rec.seed, rec.options as any, rec.players, rec.log as any);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.rolls).toEqual(verified);
    expect(clone(r.value.state)).toEqual(g.state);
    // the dice every reader was shown, mail after mail: the opening roll in the START mail, then
    // every "rolls …" of the news — for each player and the observer, the same list as recomputed
    for (const who of [...ps, dee]) {
      const mails = log.steps.flatMap((s) => game(s)).filter((r) => r.toAddress === who.email);
      const start = mails.find((m) => /has started/.test(m.body))!;
      const opening = /Roll: ([1-6](?: [1-6]){5})\./.exec(sections(start.body).public)![1].split(" ").map(Number);
      const shown = [opening, ...mails.filter((m) => m.id > start.id).flatMap((m) => rollsShown(sections(m.body).public))];
      expect(shown, who.name).toEqual(verified);
    }
    expect(verified.length).toBeGreaterThan(10);
  });
});
