// A whole Regicide game through the real mail pipeline and a real PostgreSQL: a
// 3-player game from CREATE to its end, every move a legal one sent by mail (the test plays the
// players' part, reading Game.state to choose), and the leak test: every mail the game sent is read
// and no player ever receives another player's hand.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  legalMoves,
  regicideEngine as rawEngine,
  type RegicideMove,
  type RegicideState,
} from "../../src/games/regicide/index.ts";
import { cardValue } from "../../src/games/regicide/values.ts";
import { verifyHistory } from "../helpers/fairplay.ts";
import { replayRecord } from "../../src/games/replay.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { format, translator } from "../../src/i18n/format.ts";
import { withoutIds } from "../../src/i18n/msg.ts";
import { stepped } from "../../src/games/rng.ts";

/** the engine as the service runs it: each step moves the game's generator on (src/games/rng.ts) */
const E = stepped(rawEngine);

const EN = translator("en");
/** English without the engine's words for the end (endIds), as the mail that ends the game lays the table out. */
const END_IDS = new Set(E.endIds);
const withoutEnd: typeof EN = (id, p) => (END_IDS.has(id) ? "" : EN(id, p && withoutIds({ id, p }, END_IDS).p));
import {
  allOk,
  checkOnce,
  echoed,
  gameMails,
  MailLog,
  registerPlayers,
  saidTwiceInOtherWords,
  saysAll,
  sections,
  type Player,
  type Step,
} from "./rt-helpers.ts";

const SYMBOL: Record<string, string> = { "♥": "H", "♦": "D", "♣": "C", "♠": "S" };

/** Card codes a text mentions, as mails show them (7♥) or as codes (7H, e.g. echoed command lines). */
function cardsIn(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/(10|[2-9AJQK])([♥♦♣♠])/gu)) out.add(m[1] + SYMBOL[m[2]]);
  for (const m of text.matchAll(/\b(10|[2-9AJQK])([HDCS])\b/g)) out.add(m[1] + m[2]);
  return out;
}

/** A player's secret: the cards in their hand (Jesters are left out: "Jester" is a public word in every mail). */
function secretOf(s: RegicideState, seat: number): string[] {
  const i = s.players.findIndex((p) => p.seat === seat);
  return s.hands[i].filter((c) => !c.startsWith("JESTER"));
}

const worth = (cards: string[]) => cards.reduce((t, c) => t + (c.startsWith("JESTER") ? 0 : cardValue(c)), 0);

/** How good a position is for the team (one-step greedy lookahead); the test only needs legal play. */
function score(s: RegicideState): number {
  if (s.result) return s.result.won ? 1e9 : -1e9;
  let v = s.defeated * 1000 + (s.enemy ? s.enemy.damage * 2 + Math.min(s.enemy.spades, 20) : 0);
  for (const h of s.hands) v += worth(h) + h.length * 3 + h.filter((c) => c.startsWith("JESTER")).length * 8;
  return v + s.tavern.length * 2 - s.damageDue * 2;
}

function chooseMove(s: RegicideState, seat: number): RegicideMove {
  const moves = legalMoves(s, seat);
  if (moves.length === 0) throw new Error(`no legal move for seat ${seat} in phase ${s.phase}`);
  let best = moves[0];
  let bestScore = -Infinity;
  for (const m of moves) {
    const r = E.apply(JSON.parse(JSON.stringify(s)), { seat, admin: false }, m);
    if (!r.ok) throw new Error(`legalMoves gave an illegal move ${JSON.stringify(m)}: ${format("en", r.error)}`);
    const v = score(r.value.state);
    if (v > bestScore) {
      best = m;
      bestScore = v;
    }
  }
  return best;
}

/** The move as a player types it. */
function lineOf(m: RegicideMove, s: RegicideState): string {
  switch (m.type) {
    case "play":
      return `PLAY ${m.cards.join(" ")}`;
    case "discard":
      return `DISCARD ${m.cards.join(" ")}`;
    case "yield":
      return "YIELD";
    case "flip":
      return "FLIP";
    case "tavern":
      return `TAVERN ${m.yes ? "YES" : "NO"}`;
    case "next":
      return `NEXT ${s.players.find((p) => p.seat === Number(m.player))!.name}`;
  }
}

describe("Regicide by mail on PostgreSQL", () => {
  let app: TestApp;
  let log: MailLog<RegicideState>;
  let ps: Player[]; // Ann, Bob, Cid: the players (seats 1–3); Dee observes
  let dee: Player;
  let startStep: Step<RegicideState>;
  let commitment = "";
  /** every move played: the step and who acted */
  const moves: { step: Step<RegicideState>; seat: number; line: string; before: RegicideState }[] = [];
  /** every line of the game's log: the players' moves and those played for them (GameEngine.forced) */
  const logLines: string[] = [];

  /** what each reader got about the game from one mail: the news mails, and the sender's reply, which carries the sender's news */
  const game = (s: Step<RegicideState>) => gameMails(s, log.gameId);

  beforeAll(async () => {
    app = await makeTestApp("postgres");
    log = new MailLog(app);
    const all = await registerPlayers(app, ["Ann", "Bob", "Cid", "Dee"]);
    ps = all.slice(0, 3);
    dee = all[3];
  });
  afterAll(async () => app?.close());

  it("CREATE regicide, JOIN ×3, START: everyone gets the table and the seed's SHA-256, each player only their own hand", async () => {
    const [ann, bob, cid] = ps;
    const created = await log.send(ann.email, `PASSWORD ${ann.password}\nCREATE regicide\nJOIN`);
    const m = /created (regicide-\d+)/.exec(created.reply);
    expect(m, created.reply).not.toBeNull();
    log.gameId = m![1];
    expect(created.reply).toMatch(/> JOIN\nOK you joined regicide-\d+ as seat 1/);
    expect((await log.send(bob.email, `PASSWORD ${bob.password}\nJOIN ${log.gameId}`)).reply).toMatch(
      /OK you joined .* as seat 2/,
    );
    expect((await log.send(cid.email, `PASSWORD ${cid.password}\nJOIN ${log.gameId}`)).reply).toMatch(
      /OK you joined .* as seat 3/,
    );
    expect((await log.send(dee.email, `PASSWORD ${dee.password}\nOBSERVE ${log.gameId}`)).reply).toMatch(/OK you now observe/);
    startStep = await log.send(ann.email, `PASSWORD ${ann.password}\nSTART ${log.gameId}`);
    expect(startStep.reply).toMatch(/OK regicide-\d+ started/);
    const s = startStep.state!;
    expect(startStep.status).toBe("running");
    expect(s.players.map((p) => p.name)).toEqual(["Ann", "Bob", "Cid"]);
    expect(s.hands.map((h) => h.length)).toEqual([6, 6, 6]); // 3 players: hands of 6
    // the table without who is awaited: the mail says that once, in its "Waiting for" line
    const pub = E.render({ ...E.view(s, "public"), awaiting: [] }, EN);
    for (const who of [...ps, dee]) {
      const mine = game(startStep).filter((r) => r.toAddress === who.email);
      expect(mine, who.name).toHaveLength(1);
      const body = mine[0].body;
      expect(mine[0].subject).toContain(`[${log.gameId}]`);
      const c = /the SHA-256 of this game's random seed is ([0-9a-f]{64})/.exec(body);
      expect(c, body).not.toBeNull();
      commitment ||= c![1];
      expect(c![1]).toBe(commitment);
      expect(sections(body).public).toContain(pub);
      const seat = s.players.find((p) => p.name === who.name)?.seat;
      if (seat === undefined) expect(body).not.toMatch(/Your hand/);
      else {
        // the seat's view is said once: the table in the public part, their hand (only) in the private one
        expect(saysAll(body, E.render(E.view(s, { seat }), EN)), body).toBe(true);
        expect(sections(body).private).toMatch(/Your hand: /);
      }
    }
  });

  it("is played to its end by mail, one legal move a mail; after each action every player and the observer get the public state, the actor their hand privately", async () => {
    let state = startStep.state!;
    let n = 0;
    let yielded = false;
    let statusAsked = false;
    const problems: string[] = [];
    const asked = new Map<number, Set<string>>();
    const seed = (await app.db.prisma.game.findUniqueOrThrow({ where: { id: log.gameId } })).seed; // to replay a failure
    while (E.outcome(state).status === "running") {
      if (++n > 400) throw new Error("the game did not end in 400 moves");
      const pend = E.pending(state);
      expect(pend).toHaveLength(1);
      const seat = pend[0].seat!;
      // one YIELD at the first chance that does not lose the game at once, then the greedy choice
      let move = chooseMove(state, seat);
      if (!yielded && legalMoves(state, seat).some((m) => m.type === "yield")) {
        const r = E.apply(JSON.parse(JSON.stringify(state)), { seat, admin: false }, { type: "yield" });
        if (r.ok && !r.value.state.result) {
          move = { type: "yield" };
          yielded = true;
        }
      }
      const line = lineOf(move, state);
      const p = ps[seat - 1];
      // half the moves as a mail client replies (reply-key address, [id] in the subject), half with PASSWORD + GAME
      const step = n % 2 ? await log.as(p, line) : await log.reply(p, line);
      expect(allOk(step.reply), `seed ${seed}, move ${n}, ${p.name}: ${line}\n${step.reply}`).toBe(true);
      expect(echoed(step.reply).slice(n % 2 ? 2 : 0)).toEqual([line]); // nothing of the quoted mail ran
      moves.push({ step, seat, line, before: state });
      const after = step.state!;
      // the move changed the state exactly as the engine says it does
      const expected = E.apply(state, { seat, admin: false }, move);
      expect(expected.ok).toBe(true);
      logLines.push(line);
      // then the service plays any move that is the only one left to its seat, and says so
      let settled = expected.ok ? expected.value.state : state;
      for (;;) {
        const who = E.outcome(settled).status === "running" ? E.pending(settled)[0]?.seat : null;
        const only = who ? E.forced!(settled, who) : null;
        if (!who || !only) break;
        const r = E.apply(settled, { seat: who, admin: false }, (E.parse(only) as { ok: true; value: RegicideMove }).value);
        expect(r.ok, only).toBe(true);
        if (!r.ok) break;
        logLines.push(only);
        for (const mail of game(step))
          expect(mail.body).toContain(`${ps[who - 1].name} had only one move left, ${only}: Herald played it for them.`);
        settled = r.value.state;
      }
      expect(after).toEqual(JSON.parse(JSON.stringify(settled)));
      // the table after the move; the mail that ends the game says the end once, in its "Game over" line
      // (the event's table, without who is awaited: the mail's situation says that once)
      const pub = E.render({ ...E.view(after, "public"), awaiting: [] }, after.result ? withoutEnd : EN);
      for (const who of [...ps, dee]) {
        const mine = game(step).filter((r) => r.toAddress === who.email);
        expect(mine, `${who.name} after ${line}`).toHaveLength(1); // one mail per recipient per game per inbound mail
        expect(saysAll(sections(mine[0].body).public, pub), `${who.name} after ${line}`).toBe(true);
      }
      // the actor's is the reply to their mail: the OK lines, then the news with their hand
      const actorMail = game(step).find((r) => r.toAddress === p.email)!;
      expect(actorMail.kind).toBe("reply");
      expect(actorMail.body.indexOf(`> ${line}\nOK`)).toBeLessThan(actorMail.body.indexOf(pub.split("\n").find(Boolean)!));
      if (!after.result) {
        expect(saysAll(actorMail.body, E.render(E.view(after, { seat }), EN)), actorMail.body).toBe(true);
        expect(sections(actorMail.body).private).toMatch(/Your hand: /);
      }
      // the seat awaited now finds in its mail what its move needs (its hand, the enemy, the table): no STATUS
      if (!after.result)
        for (const x of E.pending(after)) {
          const theirs = game(step).find((r) => r.toAddress === ps[x.seat! - 1].email)!;
          expect(
            saysAll(theirs.body, E.render(E.view(after, { seat: x.seat! }), EN)),
            `${ps[x.seat! - 1].name}: ${theirs.body}`,
          ).toBe(true);
          expect(sections(theirs.body).private).toMatch(/Your hand: /);
        }
      // anyone else whose hand changed (♦ draws around the table) also gets their new hand privately
      for (const q of after.players) {
        const i = after.players.indexOf(q);
        if (q.seat === seat || after.result || JSON.stringify(after.hands[i]) === JSON.stringify(state.hands[i])) continue;
        const theirs = game(step).find((r) => r.toAddress === ps[q.seat - 1].email)!;
        expect(saysAll(theirs.body, E.render(E.view(after, { seat: q.seat }), EN)), `${q.name} after ${line}`).toBe(true);
      }
      // each fact once, in every mail; each seat's instruction is the one pending after the mail
      // the end's reason ("Ann cannot cover 20 damage with a hand worth 4") is said in one line only
      const end = after.result ? format("en", after.result.reason) : null;
      for (const mail of game(step)) {
        const seatOf = ps.findIndex((q) => q.email === mail.toAddress);
        const now = E.pending(after)
          .filter((x) => x.seat === seatOf + 1)
          .map((x) => format("en", x.what));
        problems.push(...checkOnce(mail, seatOf < 0 ? undefined : seatOf + 1, now, asked, end, step.told));
      }
      state = after;
      if (n === 5 && E.outcome(state).status === "running") {
        // a player not to move asks for the table with STATUS (a reply to Herald's mail): their view only
        const other = ps.find((q) => q.name !== ps[E.pending(state)[0].seat! - 1].name)!;
        const st = await log.reply(other, "STATUS");
        // the view, and who is awaited once: "Waiting for: …", not also the view's "Awaiting …: …"
        const AWAITING = new Set(E.awaitingIds);
        const noAwaiting: typeof EN = (id, p) => (AWAITING.has(id) ? "" : EN(id, p));
        expect(st.reply).toContain(E.render(E.view(state, { seat: ps.indexOf(other) + 1 }), noAwaiting));
        expect(st.reply).toMatch(/^Waiting for: /m);
        expect(saidTwiceInOtherWords(st.reply, other.email)).toEqual([]);
        // and so for the observer, who sees the public view
        const seen = await log.send(dee.email, `PASSWORD ${dee.password}\nSTATUS ${log.gameId}`);
        expect(seen.reply).toContain(E.render(E.view(state, "public"), noAwaiting));
        expect(seen.reply).toMatch(/^Waiting for: /m);
        expect(saidTwiceInOtherWords(seen.reply, dee.email)).toEqual([]);
        statusAsked = true;
      }
    }
    expect(statusAsked).toBe(true);
    expect(problems).toEqual([]);
    const out = E.outcome(state);
    expect(out.status).toBe("finished");
    const g = await app.db.prisma.game.findUniqueOrThrow({ where: { id: log.gameId } });
    expect(g.status).toBe("finished");
    // the final mails reveal the seed; its SHA-256 is the commitment mailed at the start
    const last = moves.at(-1)!.step;
    for (const who of [...ps, dee]) {
      const body = game(last).find((r) => r.toAddress === who.email)!.body;
      expect(body).toContain("Game over.");
      expect(body).toContain(format("en", out.summary));
      const seed = /random seed was (\S+) \(its SHA-256/.exec(body)?.[1];
      expect(seed).toBe(g.seed);
      expect(crypto.createHash("sha256").update(seed!).digest("hex")).toBe(commitment);
    }
    // the moves were logged one per mail, in order
    const logged = await app.db.prisma.gameEvent.findMany({
      where: { gameId: log.gameId, type: "move" },
      orderBy: { id: "asc" },
    });
    expect(logged.map((e) => e.line)).toEqual(logLines);
    expect(moves.length).toBeGreaterThan(5);
    expect(yielded).toBe(true);
    // more mails after the end are refused
    expect((await log.as(ps[0], "YIELD")).reply).toMatch(/ERROR regicide-\d+ is finished/);
  });

  it("HISTORY by mail after the end: the record replays, from the revealed seed, to the very state the game ended in", async () => {
    const step = await log.send(dee.email, `HISTORY ${log.gameId}`); // an observer, without a password
    expect(step.reply).toMatch(/OK the record of regicide-\d+/);
    const { rec, report } = await verifyHistory(app, step.reply, log.gameId);
    const g = await app.db.prisma.game.findUniqueOrThrow({ where: { id: log.gameId } });
    expect(rec.seed).toBe(g.seed);
    expect(rec.commitment).toBe(commitment);
    expect(rec.log.map((e) => ("line" in e ? e.line : JSON.stringify(e)))).toEqual(logLines);
    // the record carries the outcome's summary in English, and the replay ends as the record says
    // (verify.ts refuses otherwise); its "outcome:" line prints the summary once verify.ts formats messages
    expect(rec.end.summary).toBe(format("en", E.outcome(g.state as unknown as RegicideState).summary));
    expect(report.ok, report.reasons.join("\n")).toBe(true);
    expect(report.lines.join("\n")).toMatch(/^outcome: /m);
    const r = replayRecord(E, rec);
    expect(r.ok).toBe(true);
    if (r.ok) expect(JSON.parse(JSON.stringify(r.value.state))).toEqual(g.state);
  });

  it("leak test: no mail of the game (news or reply) ever shows a player's hand to anyone else", async () => {
    // every outbox row of the game was caused by one of the logged mails
    const all = await app.db.prisma.outbox.findMany({ where: { gameId: log.gameId } });
    const seen = new Set(log.steps.flatMap((s) => s.rows.map((r) => r.id)));
    for (const r of all) expect(seen.has(r.id), `outbox row ${r.id} not accounted for`).toBe(true);
    // the card reader understands the mails' notation: the administrator's view names every hand
    const s0 = log.steps.find((s) => s.status === "running")!.state!;
    expect([...cardsIn(E.render(E.view(s0, "admin"), EN))]).toEqual(
      expect.arrayContaining(s0.hands.flat().filter((c) => !c.startsWith("JESTER"))),
    );
    let checked = 0,
      ownShown = 0;
    let wasOver = false;
    for (const step of log.steps) {
      const s = step.state;
      // no hands before the start; after the end the seed is out and nothing is secret any more (the
      // HISTORY record lists every card ever played, some of them back in a hand by then)
      if (wasOver || !s || step.status === "open") continue;
      wasOver = step.status === "finished";
      for (const row of step.rows) {
        const shown = cardsIn(row.body);
        for (const p of s.players) {
          const owner = ps[p.seat - 1];
          const secret = secretOf(s, p.seat);
          const leaked = secret.filter((c) => shown.has(c));
          if (row.toAddress === owner.email) {
            if (leaked.length) ownShown++;
            continue;
          }
          expect(
            leaked,
            `mail ${row.id} (${row.kind}) to ${row.toAddress} shows ${owner.name}'s cards ${leaked.join(" ")}\n${row.body}`,
          ).toEqual([]);
          checked++;
        }
      }
    }
    // every move's mails were looked at: each of the three players' news (two other hands each) and the
    // observer's (three); a count against the game's own length, as a game's length is its seed's
    expect(checked).toBeGreaterThanOrEqual(9 * moves.length);
    // the check can see a hand: each actor's own mails do show theirs
    expect(ownShown).toBeGreaterThan(moves.length / 2);
  });
});
