// A tiny game that lives in the tests only, to prove the pipeline without any real game:
// "Guess": each player holds a secret number 1–9 dealt from the seed; on your turn `GUESS <player> <n>`;
// a right guess scores a point and tells only you. First to 2 points wins. `PEEK` tells you your own
// number again. The host (admin) may `SKIP`. It exercises public, private and admin events, pending,
// outcome, resign and secrets.
import { z } from "zod";
import { err, ok, type GameEngine, type PlayerInfo } from "../../src/games/engine.ts";
import { Rng, type RngState } from "../../src/games/rng.ts";
import { resolvePlayer, words } from "../../src/games/words.ts";

export interface GuessState {
  players: PlayerInfo[];
  secret: Record<number, number>;
  score: Record<number, number>;
  out: number[];
  turn: number;
  rng: RngState;
  target: number;
  moves: number;
}
type Move = { kind: "guess"; who: string; n: number } | { kind: "peek" } | { kind: "skip" };

const options = z.object({ target: z.coerce.number().int().min(1).max(5).default(2) }).strict();

export const guessEngine: GameEngine<GuessState, Move, z.infer<typeof options>> = {
  kind: "guess",
  aliases: ["g"],
  idPrefix: "guess",
  minPlayers: 2,
  maxPlayers: 4,
  help: "guess: GUESS <player> <n>, PEEK; host: SKIP",
  parseOptions(raw) {
    const r = options.safeParse(raw);
    return r.success ? ok(r.data) : err(`bad option: ${r.error.issues.map((i) => i.path.join(".") || i.message).join(", ")}`);
  },
  setup({ players, seed, options }) {
    const rng = Rng.seed(seed);
    const secret: Record<number, number> = {};
    for (const p of players) secret[p.seat] = rng.int(9) + 1;
    return ok({
      players,
      secret,
      score: Object.fromEntries(players.map((p) => [p.seat, 0])),
      out: [],
      turn: players[0].seat,
      rng: rng.save(),
      target: options.target,
      moves: 0,
    });
  },
  parse(line) {
    const w = words(line);
    const verb = w[0]?.toUpperCase();
    if (verb === "PEEK") return ok({ kind: "peek" });
    if (verb === "SKIP") return ok({ kind: "skip" });
    if (verb !== "GUESS") return null;
    const n = Number(w.at(-1));
    if (w.length < 3 || !Number.isInteger(n) || n < 1 || n > 9) return err("GUESS <player> <1-9>");
    return ok({ kind: "guess", who: w.slice(1, -1).join(" "), n });
  },
  apply(state, actor, move) {
    const s: GuessState = structuredClone(state);
    const next = () => {
      const live = s.players.filter((p) => !s.out.includes(p.seat)).map((p) => p.seat);
      s.turn = live[(live.indexOf(s.turn) + 1) % live.length];
    };
    if (move.kind === "peek") {
      if (actor.seat === null) return err("you have no seat");
      return ok({ state: s, events: [{ to: actor.seat, text: `Your number is ${s.secret[actor.seat]}.` }] });
    }
    if (move.kind === "skip") {
      if (!actor.admin) return err("only the host can SKIP");
      next();
      return ok({
        state: s,
        events: [
          { to: "all", text: "The host skipped a turn." },
          { to: "admin", text: "skip done" },
        ],
      });
    }
    if (actor.seat !== s.turn) return err("it is not your turn");
    const r = resolvePlayer(move.who, s.players);
    if (!r.ok) return err(r.error);
    if (r.seat === actor.seat) return err("guess someone else's number");
    s.moves++;
    const right = s.secret[r.seat] === move.n;
    const name = s.players.find((p) => p.seat === actor.seat)!.name;
    const events = [
      {
        to: "all" as const,
        text: `${name} guessed a number of ${s.players.find((p) => p.seat === r.seat)!.name}: ${right ? "right" : "wrong"}.`,
      },
    ];
    if (right) {
      s.score[actor.seat]++;
      const rng = Rng.from(s.rng);
      s.secret[r.seat] = rng.int(9) + 1; // a new secret for the guessed player
      s.rng = rng.save();
    }
    next();
    return ok({ state: s, events, privateUpdates: right ? [r.seat] : [] });
  },
  view(state, viewer) {
    const pub = {
      scores: state.players.map((p) => ({ name: p.name, score: state.score[p.seat], out: state.out.includes(p.seat) })),
      turn: state.turn,
    };
    if (viewer === "admin") return { ...pub, secret: state.secret };
    if (viewer === "public") return pub;
    return { ...pub, mine: state.secret[viewer.seat] };
  },
  render(view: any) {
    const lines = [`Scores: ${view.scores.map((s: any) => `${s.name} ${s.score}${s.out ? " (out)" : ""}`).join(", ")}`];
    if (view.mine !== undefined) lines.push(`Your secret number: ${view.mine}`);
    if (view.secret) lines.push(`Secrets: ${JSON.stringify(view.secret)}`);
    return lines.join("\n");
  },
  pending(state) {
    if (guessEngine.outcome(state).status === "finished") return [];
    return [{ seat: state.turn, what: "your turn: GUESS <player> <n>", key: `turn-${state.moves}` }];
  },
  outcome(state) {
    const w = state.players.filter((p) => state.score[p.seat] >= state.target).map((p) => p.seat);
    const live = state.players.filter((p) => !state.out.includes(p.seat));
    if (w.length) return { status: "finished", winners: w, summary: "A player reached the target." };
    if (live.length < 2) return { status: "finished", winners: live.map((p) => p.seat), summary: "Last player standing." };
    return { status: "running", winners: [] };
  },
  /** At a deadline the awaited player's turn passes (it counts as a move, so the next key is new). */
  onDeadline(state, pending) {
    if (pending.key !== `turn-${state.moves}` || pending.seat !== state.turn) return err("that decision is no longer pending");
    const s: GuessState = structuredClone(state);
    const name = s.players.find((p) => p.seat === s.turn)!.name;
    s.moves++;
    const live = s.players.filter((p) => !s.out.includes(p.seat)).map((p) => p.seat);
    s.turn = live[(live.indexOf(s.turn) + 1) % live.length];
    return ok({ state: s, events: [{ to: "all", text: `${name}'s turn passed.` }] });
  },
  resign(state, seat) {
    const s: GuessState = structuredClone(state);
    s.out.push(seat);
    if (s.turn === seat) {
      const live = s.players.filter((p) => !s.out.includes(p.seat)).map((p) => p.seat);
      s.turn = live[0];
    }
    return ok({ state: s, events: [] });
  },
};
