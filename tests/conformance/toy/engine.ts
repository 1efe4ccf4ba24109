// A fifth game that lives in the tests only, written against the engine contract and the kit alone, to
// show that the contract and the conformance suite need no change for a new game (docs/adding-a-game.md).
//
// "Runes": every player hides a rune, RUNE-1 … RUNE-9, dealt from the seed without repeats. In turn, a
// player writes GUESS <player> <1-9>: a right guess reveals that rune to everyone and scores a point; a
// wrong one tells the guesser alone whether the rune is higher or lower, and tells the guessed player
// who tried. Nobody may guess the same number twice for the same rune. The last hidden rune wins. The
// host may give points (BONUS <player> <points>), offered on the dashboard as an organiser's action.
// Every kind of event (public, private, admin), a secret per seat, pending, outcome, resign and the
// three kinds of picture are there, which is all the suite looks at.
import { err, ok, type GameEngine, type Picture, type PlayerInfo } from "../../../src/games/engine.ts";
import { Context, copyState, withRng } from "../../../src/games/kit.ts";
import { Rng, type RngState } from "../../../src/games/rng.ts";
import { m } from "../../../src/i18n/msg.ts";
import { runesMessages } from "./messages.ts";

export interface RunesState {
  players: PlayerInfo[];
  /** the rune of each seat, by seat - 1 */
  runes: number[];
  /** revealed (guessed or left) runes, by seat - 1 */
  revealed: boolean[];
  left: boolean[];
  points: number[];
  /** guesses made: "guesser:target:n" */
  tried: string[];
  /** the seat to guess */
  turn: number;
  /** points of every seat after each move (for the picture) */
  history: number[][];
  rng: RngState;
}

export type RunesMove = { kind: "guess"; who: string; n: number } | { kind: "bonus"; who: string; points: number };

export interface RunesView {
  viewer: "public" | "admin" | number;
  players: Array<{ seat: number; name: string; points: number; rune: string | null; out: boolean }>;
  turn: number | null;
  winner: string | null;
  history: number[][];
}

export const runeCode = (n: number) => `RUNE-${n}`;

const hidden = (s: RunesState) => s.players.filter((p) => !s.revealed[p.seat - 1]).map((p) => p.seat);
const finished = (s: RunesState) => hidden(s).length <= 1;
const nameOf = (s: RunesState, seat: number) => s.players[seat - 1].name;

function seatOf(s: RunesState, who: string): number | null {
  const t = who.trim();
  if (/^\d+$/.test(t)) return s.players.some((p) => p.seat === Number(t)) ? Number(t) : null;
  return s.players.find((p) => p.name.toLowerCase() === t.toLowerCase())?.seat ?? null;
}

/** The next seat with a hidden rune after `seat`. */
function nextSeat(s: RunesState, seat: number): number {
  const live = hidden(s);
  return live.find((x) => x > seat) ?? live[0] ?? seat;
}

export const runesEngine: GameEngine<RunesState, RunesMove, Record<string, never>, RunesView> = {
  kind: "runes",
  idPrefix: "runes",
  minPlayers: 2,
  maxPlayers: 6,
  help: m("runes.help"),
  messages: runesMessages,

  parseOptions(raw) {
    const bad = Object.keys(raw)[0];
    return bad === undefined ? ok({}) : err(m("runes.badOption", { name: bad }));
  },

  setup({ players, seed }) {
    const rng = Rng.seed(seed);
    const bag = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const runes = players.map(() => bag.splice(rng.int(bag.length, "rune"), 1)[0]);
    const n = players.length;
    return ok({
      players,
      runes,
      revealed: Array(n).fill(false),
      left: Array(n).fill(false),
      points: Array(n).fill(0),
      tried: [],
      turn: players[0].seat,
      history: [],
      rng: rng.save(),
    });
  },

  parse(line) {
    const w = line.trim().split(/\s+/);
    const verb = w[0]?.toUpperCase();
    if (verb !== "GUESS" && verb !== "BONUS") return null;
    const n = Number(w.at(-1));
    if (verb === "GUESS") {
      if (w.length < 3 || !Number.isInteger(n) || n < 1 || n > 9) return err(m("runes.badGuess"));
      return ok({ kind: "guess", who: w.slice(1, -1).join(" "), n });
    }
    if (w.length < 3 || !Number.isInteger(n) || n < 1 || n > 9) return err(m("runes.badBonus"));
    return ok({ kind: "bonus", who: w.slice(1, -1).join(" "), points: n });
  },

  apply(state, actor, move) {
    if (finished(state)) return err(m("runes.over"));
    const s = copyState(state);
    const ev = new Context(s.players);
    const target = seatOf(s, move.who);
    if (target === null) return err(m("runes.noSuchPlayer", { who: move.who }));
    if (move.kind === "bonus") {
      if (!actor.host && !actor.admin) return err(m("runes.hostOnly"));
      s.points[target - 1] += move.points;
      ev.say("runes.bonus", { name: ev.nameOf(target), points: move.points });
    } else {
      if (actor.seat === null) return err(m("runes.noSeat"));
      if (actor.seat !== s.turn) return err(m("runes.notYourTurn", { name: ev.nameOf(s.turn) }));
      if (target === actor.seat || s.revealed[target - 1]) {
        const reason = m(target === actor.seat ? "runes.reasonSelf" : "runes.reasonRevealed");
        return err(m("runes.notThatOne", { name: ev.nameOf(target), reason }));
      }
      const key = `${actor.seat}:${target}:${move.n}`;
      if (s.tried.includes(key)) return err(m("runes.tried", { n: move.n, name: ev.nameOf(target) }));
      s.tried.push(key);
      const guesser = ev.nameOf(actor.seat);
      const rune = s.runes[target - 1];
      if (rune === move.n) {
        s.revealed[target - 1] = true;
        s.points[actor.seat - 1] += 1;
        ev.say("runes.right", { guesser, name: ev.nameOf(target), rune: runeCode(rune) }).touch(target);
      } else {
        ev.say("runes.wrong", { guesser, name: ev.nameOf(target), n: move.n });
        ev.tell(actor.seat, "runes.higherLower", { name: ev.nameOf(target), n: move.n, dir: rune > move.n ? "up" : "down" });
        ev.tell(target, "runes.guessedYou", { guesser, n: move.n });
      }
      // a draw that changes nothing, so that replays also check the generator is kept in the state
      withRng(s, (rng) => rng.int(2, "toss"));
      s.turn = nextSeat(s, actor.seat);
    }
    s.history.push([...s.points]);
    if (finished(s)) ev.say("runes.wins", { name: ev.nameOf(hidden(s)[0] ?? s.turn) });
    return ok(ev.result(s));
  },

  view(s, viewer) {
    const v = typeof viewer === "object" ? viewer.seat : viewer;
    return {
      viewer: v,
      players: s.players.map((p) => ({
        seat: p.seat,
        name: p.name,
        points: s.points[p.seat - 1],
        out: s.left[p.seat - 1],
        rune: s.revealed[p.seat - 1] || v === "admin" || v === p.seat ? runeCode(s.runes[p.seat - 1]) : null,
      })),
      turn: finished(s) ? null : s.turn,
      winner: finished(s) && hidden(s).length === 1 ? nameOf(s, hidden(s)[0]) : null,
      history: s.history.map((h) => [...h]),
    };
  },

  render(v, t) {
    const out: string[] = [];
    if (typeof v.viewer === "number") {
      const me = v.players[v.viewer - 1];
      if (me.rune) out.push(t("runes.viewYours", { rune: me.rune }));
    }
    if (v.turn !== null) out.push(t("runes.viewTurn", { n: v.history.length + 1, name: v.players[v.turn - 1].name }));
    for (const p of v.players)
      out.push(t("runes.viewPlayer", { seat: p.seat, name: p.name, points: p.points, rune: p.rune ?? t("runes.viewHidden") }));
    if (v.winner) out.push(t("runes.wins", { name: v.winner }));
    return out.join("\n");
  },

  pending(s) {
    return finished(s) ? [] : [{ seat: s.turn, what: m("runes.pending"), key: `guess:${s.history.length}:${s.turn}` }];
  },

  outcome(s) {
    if (!finished(s)) return { status: "running", winners: [] };
    const winners = hidden(s);
    return {
      status: "finished",
      winners,
      summary: winners.length ? m("runes.wins", { name: nameOf(s, winners[0]) }) : undefined,
      scores: Object.fromEntries(s.players.map((p) => [p.seat, s.points[p.seat - 1]])),
    };
  },

  resign(state, seat) {
    const s = copyState(state);
    const ev = new Context(s.players);
    s.left[seat - 1] = true;
    s.revealed[seat - 1] = true;
    ev.say("runes.left", { name: ev.nameOf(seat), rune: runeCode(s.runes[seat - 1]) });
    if (s.turn === seat) s.turn = nextSeat(s, seat);
    if (finished(s) && hidden(s).length) ev.say("runes.wins", { name: ev.nameOf(hidden(s)[0]) });
    return ok(ev.result(s));
  },

  // ---- the optional hooks ----

  legalMoves(s, seat) {
    if (finished(s)) return [];
    if (seat === null) return s.players.filter((p) => !s.left[p.seat - 1]).map((p) => `BONUS ${p.seat} 1`);
    if (seat !== s.turn) return [];
    const lines: string[] = [];
    for (const target of hidden(s)) {
      if (target === seat) continue;
      for (let n = 1; n <= 9; n++) if (!s.tried.includes(`${seat}:${target}:${n}`)) lines.push(`GUESS ${target} ${n}`);
    }
    return lines;
  },

  secrets(s) {
    return s.players
      .filter((p) => !s.revealed[p.seat - 1])
      .map((p) => ({ seat: p.seat, items: [runeCode(s.runes[p.seat - 1])] }));
  },

  invariants(s) {
    const broken: string[] = [];
    if (new Set(s.runes).size !== s.runes.length) broken.push("two seats hold the same rune");
    if (s.runes.some((r) => r < 1 || r > 9)) broken.push("a rune outside 1-9");
    if (s.points.some((p) => p < 0)) broken.push("negative points");
    if (!finished(s) && s.revealed[s.turn - 1]) broken.push("the seat to play has no hidden rune");
    if (s.left.some((l, i) => l && !s.revealed[i])) broken.push("a player who left still hides a rune");
    return broken;
  },

  pictures(v): Picture[] {
    const revealed = v.players.filter((p) => p.rune !== null).length;
    return [
      {
        kind: "progress",
        title: m("runes.picRevealed"),
        value: revealed,
        max: v.players.length,
        label: m("runes.picRevealedLabel", { n: revealed, max: v.players.length }),
      },
      {
        kind: "bars",
        title: m("runes.picPoints"),
        items: v.players.map((p) => ({ label: p.name, value: p.points, max: 9, note: p.out ? m("runes.picOut") : undefined })),
      },
      {
        kind: "lines",
        title: m("runes.picOverTime"),
        xLabel: m("runes.picMove"),
        integer: true,
        x: v.history.map((_, i) => i + 1),
        series: v.players.map((p) => ({ name: p.name, values: v.history.map((h) => h[p.seat - 1]) })),
      },
    ];
  },

  adminActions: [
    {
      id: "bonus",
      title: m("runes.actionBonus"),
      who: "host",
      line: "BONUS {player} {points}",
      fields: [
        { name: "player", label: m("runes.fieldPlayer"), size: 12 },
        { name: "points", label: m("runes.fieldPoints"), size: 3 },
      ],
    },
  ],
};
