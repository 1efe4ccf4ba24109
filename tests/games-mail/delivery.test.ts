// DELIVERY (src/commands/delivery.ts) through the real pipeline on PostgreSQL: a Trente game and a
// Regicide game, each played from the same seed with the same moves under every setting (all four
// readers — three players and an observer — choosing it), counting the mails each reader gets; then
// that the held-then-sent mails of `turn` and `digest` say every news line `every` mailed to that
// reader, none more often; and that a held digest survives a restart and is sent by the job, on the
// app's clock.
import { afterAll, describe, expect, it } from "vitest";
import { ADMIN, ADMIN_PASSWORD, makeTestApp, type TestApp } from "../helpers/app.ts";
import { registerPlayers, repeated, saidTwiceInOtherWords, stateSaidTwice, statements, type Player } from "./rt-helpers.ts";
import { unwrap } from "../../src/lib/wrap.ts";
import { runDueJobs } from "../helpers/jobs.ts";
import { secondProcess } from "../jobs/helpers.ts";
import { format, translator } from "../../src/i18n/format.ts";
import type { GameEngine, Viewer } from "../../src/games/engine.ts";
import { GAMES } from "../../src/games/index.ts";
import { Games } from "../../src/games/registry.ts";
import type { StoredMail } from "../helpers/app.ts";

const SEED = "delivery-test-seed-0123456789abcdef";
const MINUTE = 60_000;
const SETTINGS = ["EVERY", "TURN", "DIGEST 2"] as const;
type Setting = (typeof SETTINGS)[number];
const EN = translator("en");

interface KindSpec {
  create: string;
  /** seated players (3 unless said), then one observer */
  seats?: number;
  /** who creates and starts the game: its first player, or the site administrator, who holds no seat */
  host?: "admin";
  /** the JOIN options of the i-th player */
  join?: (i: number) => string;
  /** stop after this many moves rather than play to the end (the same moves under every setting) */
  stopAfter?: number;
  /** the lines of its views that say what happened (a step's notes), not the state (stateLines) */
  notes?: RegExp;
  /** the next move and its seat (0: the host), or null at the end */
  next(e: GameEngine, s: any): { seat: number; line: string } | null;
}

/**
 * How a test player picks a move: Trente keeps every 5 and 6 (or the highest die), Regicide the first
 * legal move that does not lose the game at once.
 */
const KINDS: Record<string, KindSpec> = {
  trente: {
    create: "CREATE trente rules=house",
    next(e: GameEngine, s: any): { seat: number; line: string } | null {
      if (e.outcome(s).status !== "running") return null;
      const good = (s.turn.roll as number[]).filter((d) => d >= 5);
      return { seat: s.turn.seat, line: `KEEP ${(good.length ? good : [Math.max(...s.turn.roll)]).join(" ")}` };
    },
  },
  regicide: {
    create: "CREATE regicide",
    notes: /^Last: /,
    next(e: GameEngine, s: any): { seat: number; line: string } | null {
      if (e.outcome(s).status !== "running") return null;
      const seat = e.pending(s).find((p) => p.seat !== null)!.seat!;
      const lines = e.legalMoves!(s, seat);
      const lasting = lines.find((line) => {
        const move = e.parse(line);
        const r = move?.ok ? e.apply(JSON.parse(JSON.stringify(s)), { seat, admin: false }, move.value) : null;
        return r?.ok && e.outcome(r.value.state).status === "running";
      });
      return { seat, line: lasting ?? lines[0] };
    },
  },
  // the host (seat 0: the site administrator, no seat) reports kills; every other destruction is a
  // player's KILLED, confirmed by the host: each kill hands the killer a new target, a secret
  killer: {
    create: "CREATE killer",
    seats: 4,
    host: "admin",
    join: (i: number) => `civ=${CIVS[i]}`,
    next(e: GameEngine, s: any): { seat: number; line: string } | null {
      if (e.outcome(s).status !== "running") return null;
      if (s.held.length) return { seat: 0, line: `CONFIRM ${s.held[0].id}` };
      // a kill every third Civ turn, so that the game lasts some rounds
      if (s.turn % 3 || s.ledger.at(-1)?.turn === s.turn) return { seat: 0, line: `TURN ${s.turn + 1}` };
      const alive = (s.players as Array<{ seat: number }>)
        .map((p) => p.seat)
        .filter((x) => !s.ledger.some((l: any) => l.victim === x));
      const [killer] = alive;
      const victim = CIVS[s.targets[killer] - 1];
      return s.ledger.length % 2
        ? { seat: 0, line: `KILL ${CIVS[killer - 1]} ${victim} TURN ${s.turn}` }
        : { seat: killer, line: `KILLED ${victim} TURN ${s.turn}` };
    },
  },
  // the first seat awaited passes when it may, plays its first playable card, or else its first legal
  // line: a fixed game, stopped after TK_MOVES moves
  threekingdoms: {
    create: "CREATE threekingdoms",
    seats: 4,
    stopAfter: 150,
    next(e: GameEngine, s: any): { seat: number; line: string } | null {
      if (e.outcome(s).status !== "running") return null;
      const seat = e.pending(s).find((p) => p.seat !== null)!.seat!;
      const lines = e.legalMoves!(s, seat);
      return { seat, line: lines.find((l) => l === "PASS") ?? lines.find((l) => l.startsWith("PLAY ")) ?? lines[0] };
    },
  },
};
const CIVS = ["Rome", "Gaul", "Egypt", "Persia"];
type Kind = keyof typeof KINDS;

interface Run {
  gameId: string;
  /** the seated players, then the observer */
  players: Player[];
  seats: number;
  /** every mail about the game, by reader address */
  mails: Map<string, StoredMail[]>;
  /** the game's state after each mail, from the start */
  states: unknown[];
  moves: number;
}

const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});

async function play(kind: Kind, setting: Setting): Promise<Run> {
  const app = await makeTestApp("postgres");
  apps.push(app);
  app.clock.now = new Date("2026-12-01T08:00:00Z");
  const spec = KINDS[kind];
  const seats = spec.seats ?? 3;
  // the seated players, then the observer
  const ps = await registerPlayers(app, ["Ann", "Bob", "Cid", "Dee", "Eve"].slice(0, seats + 1));
  const root: Player = { email: ADMIN, name: "root", password: ADMIN_PASSWORD };
  const host = spec.host === "admin" ? root : ps[0];
  const as = (p: Player, lines: string) => app.send(p.email, `PASSWORD ${p.password}\n${lines}`);
  for (const p of ps) expect(await as(p, `DELIVERY ${setting}`)).toMatch(/^OK/m);
  const join = (i: number) => (spec.join ? ` ${spec.join(i)}` : "");
  const created = /created (\S+-\d+)/.exec(
    await as(host, spec.host === "admin" ? spec.create : `${spec.create}\nJOIN${join(0)}`),
  );
  const gameId = created![1];
  for (const [i, p] of ps.slice(0, seats).entries())
    if (p !== host) expect(await as(p, `JOIN ${gameId}${join(i)}`)).toMatch(/OK you joined/);
  expect(await as(ps[seats], `OBSERVE ${gameId}`)).toMatch(/OK you now observe/);
  // the same game in every run: the seed is fixed before START deals
  await app.db.prisma.game.update({ where: { id: gameId }, data: { seed: SEED } });
  expect(await as(host, `START ${gameId}`)).toMatch(/OK .* started/);
  const engine = app.games.forGameId(gameId)!;
  const stateNow = async () => (await app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).state;
  const states = [await stateNow()];
  const seatOf = (n: number) => (n === 0 ? host : ps[n - 1]);
  let moves = 0;
  for (let next = spec.next(engine, states[0]); next; next = spec.next(engine, states.at(-1))) {
    if (moves === spec.stopAfter) break;
    if (++moves > 400) throw new Error("the game did not end in 400 moves");
    // half an hour between moves, on the app's clock: the digests of two hours fall due during the game
    app.clock.now = new Date(app.clock.now.getTime() + 30 * MINUTE);
    await runDueJobs(app);
    const before = await app.lastOutboxId();
    const reply = await as(seatOf(next.seat), `GAME ${gameId}\n${next.line}`);
    expect(reply, `${next.line}\n${reply}`).not.toMatch(/^ERROR/m);
    states.push(await stateNow());
    // whoever is asked to act now has been told so at once, whatever they chose (never held): a seat
    // the game newly awaits (a Killer player never is; Three Kingdoms may await several seats at once)
    const after = spec.next(engine, states.at(-1));
    const awaits = (st: unknown, seat: number) => engine.pending(st).some((p) => p.seat === seat);
    if (after && after.seat !== next.seat && awaits(states.at(-1), after.seat) && !awaits(states.at(-2), after.seat)) {
      const told = (await app.mailsSince(before, ps[after.seat - 1].email)).filter((r) => r.gameId === gameId);
      expect(told, `${setting}: ${ps[after.seat - 1].name} is awaited after ${next.line}`).toHaveLength(1);
      // and the subject says so, apart from the news that asks nothing
      expect(told[0].subject).toMatch(/ — your turn$/);
    }
  }
  // a week later: anything still held would have been sent by its digest
  app.clock.now = new Date(app.clock.now.getTime() + 7 * 24 * 60 * MINUTE);
  await runDueJobs(app);
  expect(await app.db.prisma.heldNews.count()).toBe(0);
  const mails = new Map<string, StoredMail[]>();
  for (const p of ps)
    mails.set(
      p.email,
      (await app.mails(p.email)).filter((r) => r.gameId === gameId),
    );
  return { gameId, players: ps, seats, mails, states, moves };
}

/**
 * The lines a mail says that are the reader's situation, not news (notices.ts: computed when a mail is
 * sent, so a held mail says the one of its sending): who is awaited, deadlines, what a seat must do,
 * a seat's own view at any step; and the page link, fresh in every mail.
 */
function situationLines(engine: GameEngine, states: unknown[], seats: number): Set<string> {
  const out = new Set<string>();
  for (const s of states)
    for (let seat = 1; seat <= seats; seat++) {
      for (const l of statements(engine.render(engine.view(s, { seat }), EN))) out.add(l);
      for (const p of engine.pending(s)) {
        const w = format("en", p.what);
        out.add(w.charAt(0).toUpperCase() + w.slice(1));
      }
    }
  return out;
}

/**
 * The lines of the game's views at any step, public or a seat's (the table, a hand, who is awaited), but
 * the notes of what happened (KindSpec.notes): the state, which one mail shows once, as it is when sent,
 * however many steps it gathers.
 */
function stateLines(engine: GameEngine, states: unknown[], seats: number, notes?: RegExp): Set<string> {
  const out = new Set<string>();
  for (const s of states)
    for (const v of ["public", ...Array.from({ length: seats }, (_, i) => ({ seat: i + 1 }))] as Viewer[])
      for (const l of statements(engine.render(engine.view(s, v), EN))) if (!notes?.test(l)) out.add(l);
  return out;
}

const isSituation = (line: string, situation: Set<string>) =>
  situation.has(line) || /^(Waiting for:|Deadline:|Your page:)/.test(line) || line.split("; ").every((x) => situation.has(x));

/** The signed record's lines (src/fairplay/armor.ts): each run's app has a key of its own, so they differ between runs. */
const isSigned = (line: string) => /fingerprint/.test(line) || /^[A-Za-z0-9+/=_-]{40,}$/.test(line);

/** How many times each news line is said in a reader's mails (each mail's statements). */
function newsCounts(mails: StoredMail[], situation: Set<string>): Map<string, number> {
  const n = new Map<string, number>();
  for (const mail of mails)
    // the footer (the outbox's, after "-- "), in every mail, is no news
    // an armoured block's base64 (src/fairplay/armor.ts), its last line as short as it comes, is no news
    for (const l of statements(
      mail.body.split("\n-- \n")[0].replace(/^----- BEGIN ([A-Z ]+) -----$[\s\S]*?^----- END \1 -----$/gm, ""),
    ))
      if (!isSituation(l, situation) && !isSigned(l)) n.set(l, (n.get(l) ?? 0) + 1);
  return n;
}

describe.each(["trente", "regicide", "killer", "threekingdoms"])("DELIVERY in a %s game by mail on PostgreSQL", (kind) => {
  const runs = new Map<Setting, Run>();

  it(
    "the same game under EVERY, TURN and DIGEST 2: mails per reader, fewer with TURN and DIGEST",
    { timeout: 300_000 },
    async () => {
      for (const s of SETTINGS) runs.set(s, await play(kind, s));
      const every = runs.get("EVERY")!;
      for (const s of SETTINGS) expect(runs.get(s)!.moves).toBe(every.moves);
      // the median lines of a reader's mails (the footer included), and of all of them
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
      const lines = (ms: StoredMail[]) => median(ms.map((m) => m.body.split("\n").length));
      const table = SETTINGS.map((s) => {
        const r = runs.get(s)!;
        const each = r.players.map((p) => `${p.name} ${r.mails.get(p.email)!.length} (${lines(r.mails.get(p.email)!)})`);
        const longest = Math.max(...[...r.mails.values()].flat().map((m) => m.body.split("\n").length));
        return `${kind} ${s.padEnd(8)} ${each.join(", ")}; median ${lines([...r.mails.values()].flat())}, longest ${longest}`;
      });
      console.log(
        `${kind}: ${every.moves} moves, mails per reader (median lines per mail; the replies to their own mails included)\n${table.join("\n")}`,
      );
      const total = (r: Run) => [...r.mails.values()].reduce((a, b) => a + b.length, 0);
      expect(total(runs.get("TURN")!)).toBeLessThan(total(every));
      expect(total(runs.get("DIGEST 2")!)).toBeLessThan(total(every));
      // every reader, each setting: never more than with EVERY; the observer, never asked to act, far fewer
      for (const s of ["TURN", "DIGEST 2"] as const)
        for (const p of every.players)
          expect(runs.get(s)!.mails.get(p.email)!.length, `${s} ${p.name}`).toBeLessThanOrEqual(every.mails.get(p.email)!.length);
      const dee = every.players[every.seats].email;
      expect(runs.get("TURN")!.mails.get(dee)!.length * 2).toBeLessThan(every.mails.get(dee)!.length);
      // the observer on TURN, never awaited, gets a mail a round, not the whole game at its end
      // (docs/protocol-spec.md): no mail of theirs over 150 lines as sent
      const deeLongest = Math.max(
        ...runs
          .get("TURN")!
          .mails.get(dee)!
          .map((m) => m.stored.split("\n").length),
      );
      expect(deeLongest, `${kind} TURN: the observer's longest mail`).toBeLessThanOrEqual(150);
      expect(runs.get("TURN")!.mails.get(dee)!.length).toBeGreaterThan(2);
    },
  );

  it("a held mail says who is awaited once, as it is when sent: no stale 'Awaiting …' of the steps it gathers", () => {
    for (const s of SETTINGS)
      for (const [reader, mails] of runs.get(s)!.mails)
        for (const mail of mails) {
          const awaited = mail.body.split("\n").filter((l) => /^(Waiting for:|Awaiting )/.test(l));
          expect(awaited.length, `${s} ${reader}:\n${mail.body}`).toBeLessThanOrEqual(1);
        }
  });

  it("TURN and DIGEST lose nothing and double nothing: every news line EVERY mailed a reader comes as often, no more", async () => {
    const every = runs.get("EVERY")!;
    const engine = new Games(GAMES).forGameId(every.gameId)!;
    const situation = situationLines(engine, every.states, every.seats);
    for (const s of ["TURN", "DIGEST 2"] as const) {
      const run = runs.get(s)!;
      for (const [i, p] of every.players.entries()) {
        const want = newsCounts(every.mails.get(p.email)!, situation);
        const got = newsCounts(run.mails.get(run.players[i].email)!, situation);
        expect(want.size, `${s} ${p.name}`).toBeGreaterThan(0);
        // as often as EVERY said it: a held mail that gathers two "Bob sets aside 6." says both
        const lost = [...want].filter(([l, n]) => (got.get(l) ?? 0) < n).map(([l]) => l);
        const doubled = [...got].filter(([l, n]) => n > (want.get(l) ?? 0)).map(([l]) => l);
        expect(lost, `${s} ${p.name}: lost`).toEqual([]);
        expect(doubled, `${s} ${p.name}: doubled`).toEqual([]);
      }
    }
  });

  it("every reader with a secret gets it under every setting: a Killer target, a Three Kingdoms identity", () => {
    const engine = new Games(GAMES).forGameId(runs.get("EVERY")!.gameId)!;
    const [s0, s1] = runs.get("EVERY")!.states;
    const seen = (s: unknown, v: Viewer) => new Set(statements(engine.render(engine.view(s, v), EN)));
    for (const s of SETTINGS) {
      const run = runs.get(s)!;
      for (let seat = 1; seat <= run.seats; seat++) {
        // what the seat's view says at the start and still after the first move, and the public one does not
        const open = seen(s0, "public");
        const later = seen(s1, { seat });
        // a game in which nobody holds anything private (GameEngine.secrets says none: Trente) mails none
        if (engine.secrets && !engine.secrets(s0).some((x) => x.seat === seat && x.items.length)) continue;
        const secrets = [...seen(s0, { seat })].filter((l) => !open.has(l) && later.has(l) && !/^Your page:/.test(l));
        const p = run.players[seat - 1];
        const got = new Set(run.mails.get(p.email)!.flatMap((m) => statements(m.body)));
        if (kind === "killer")
          expect(
            secrets.filter((l) => l.startsWith("Your target: ")),
            `${p.name}`,
          ).toHaveLength(1);
        if (kind === "threekingdoms")
          expect(
            secrets.filter((l) => l.startsWith("You are ")),
            `${p.name}`,
          ).toHaveLength(1);
        for (const l of secrets) expect(got.has(l), `${s} ${p.name}: ${l}`).toBe(true);
      }
    }
  });

  it("no mail says a fact twice, under every setting (rt-helpers.ts repeated, saidTwiceInOtherWords, stateSaidTwice)", () => {
    const every = runs.get("EVERY")!;
    const engine = new Games(GAMES).forGameId(every.gameId)!;
    const situation = situationLines(engine, every.states, every.seats);
    // a line of the state (a table row unchanged between two steps: "Castle: 11 more · …") once a mail,
    // however many steps it gathers: a held Regicide mail said each step's whole table
    const state = stateLines(engine, every.states, every.seats, KINDS[kind].notes);
    for (const s of SETTINGS)
      for (const [reader, mails] of runs.get(s)!.mails) {
        // a held mail gathers events: a news line as often as it happened (EVERY's mails to the reader in
        // all) is no repeat; the reader's situation (a view, who is awaited) once
        const told = [...newsCounts(every.mails.get(reader)!, situation)].flatMap(([l, n]) => Array<string>(n).fill(l));
        for (const mail of mails) {
          const body = unwrap(mail.body);
          const twice = [
            ...repeated(body, told),
            ...saidTwiceInOtherWords(body, reader, { secrets: kind !== "trente" }),
            ...stateSaidTwice(body, state),
          ];
          expect(twice, `${s} ${reader}:\n${mail.body}`).toEqual([]);
        }
      }
  });
});

describe("DELIVERY DIGEST: held in the database, sent by the job after a restart", () => {
  it("shows and checks the setting; a held digest survives a restart and goes when its time comes", async () => {
    const app = await makeTestApp("postgres");
    apps.push(app);
    const t0 = new Date("2026-12-01T08:00:00Z");
    app.clock.now = t0;
    const [ann, bob, cid] = await registerPlayers(app, ["Ann", "Bob", "Cid"]);
    const as = (p: Player, lines: string) => app.send(p.email, `PASSWORD ${p.password}\n${lines}`);
    expect(await as(bob, "DELIVERY")).toMatch(/OK Your games' news: every mail at once\./);
    expect(await as(bob, "DELIVERY DIGEST 0")).toMatch(/ERROR write DELIVERY EVERY/);
    expect(await as(bob, "DELIVERY DIGEST 169")).toMatch(/ERROR write DELIVERY EVERY/);
    expect(await as(bob, "DELIVERY SOMETIMES")).toMatch(/ERROR write DELIVERY EVERY/);
    expect(await as(bob, "DELIVERY TURN trente-999")).toMatch(/ERROR .*trente-999/);
    expect((await app.db.prisma.account.findUniqueOrThrow({ where: { email: bob.email } })).delivery).toBe("every");
    const id = /created (\S+-\d+)/.exec(await as(ann, "CREATE trente rules=house\nJOIN"))![1];
    for (const p of [bob, cid]) await as(p, `JOIN ${id}`);
    // Bob: a digest every 6 hours for this game only
    expect(await as(bob, `DELIVERY DIGEST 6h ${id}`)).toMatch(
      new RegExp(`OK news of ${id} from now on: one digest per game every 6 hours`),
    );
    expect(await as(bob, "DELIVERY")).toMatch(new RegExp(`For one game: ${id}: one digest per game every 6 hours\\.`));
    await app.db.prisma.game.update({ where: { id }, data: { seed: SEED } });
    const before = await app.lastOutboxId();
    await as(ann, `START ${id}`);
    const s = (await app.db.prisma.game.findUniqueOrThrow({ where: { id } })).state as any;
    expect(s.turn.seat).toBe(3); // the fixed seed's first player: Cid
    await as(cid, `GAME ${id}\nKEEP ${Math.max(...s.turn.roll)}`);
    // Ann (EVERY) got the START and the move; Bob got nothing: it is held, in the database
    expect((await app.mailsSince(before, ann.email)).filter((r) => r.gameId === id)).toHaveLength(2);
    expect(await app.mailsSince(before, bob.email)).toHaveLength(0);
    const bobId = (await app.db.prisma.account.findUniqueOrThrow({ where: { email: bob.email } })).id;
    expect(await app.db.prisma.heldNews.count({ where: { accountId: bobId, gameId: id } })).toBe(2);
    // a restart: another process on the same database, nothing of the first one's memory
    const second = await secondProcess(app);
    try {
      app.clock.now = new Date(t0.getTime() + 5 * 60 * MINUTE + 59 * MINUTE);
      await runDueJobs(second);
      expect(await app.mailsSince(before, bob.email)).toHaveLength(0);
      app.clock.now = new Date(t0.getTime() + 6 * 60 * MINUTE);
      expect(await runDueJobs(second)).toBe(1);
    } finally {
      await second.close();
    }
    const got = await app.mailsSince(before, bob.email);
    expect(got).toHaveLength(1);
    expect(got[0].subject).toBe(`[${id}] Trente — digest`);
    // the digest says the start, and what Ann's news of Cid's move said publicly (the situation is the
    // digest's own)
    expect(got[0].body).toContain(`${id} has started: Trente with 1. Ann, 2. Bob, 3. Cid.`);
    const annNews = (await app.mailsSince(before, ann.email)).filter((r) => r.gameId === id && r.kind !== "reply");
    expect(annNews).toHaveLength(1);
    for (const l of statements(annNews.map((m) => m.body.split("Private — for you only:")[0]).join("\n")).filter(
      (x) => !/^(Waiting for:|Your page:)/.test(x),
    ))
      expect(got[0].body, l).toContain(l);
    expect(await app.db.prisma.heldNews.count()).toBe(0);
  });
});
