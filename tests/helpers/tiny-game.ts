// A tiny game that lives in the tests only, to prove the pipeline without any real game:
// "Guess": each player holds a secret number 1–9 dealt from the seed; on your turn `GUESS <player> <n>`;
// a right guess scores a point and tells only you. First to 2 points wins. `PEEK` tells you your own
// number again. The host (admin) may `SKIP`. It exercises public, private and admin events, pending,
// outcome, resign and secrets.
import { z } from "zod";
import { err, ok, type GameEngine, type PlayerInfo } from "../../src/games/engine.ts";
import { m, type Catalogs } from "../../src/i18n/msg.ts";
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
  help: m("guess.help"),
  messages: guessMessages(),
  parseOptions(raw) {
    const r = options.safeParse(raw);
    return r.success
      ? ok(r.data)
      : err(m("guess.badOption", { what: r.error.issues.map((i) => i.path.join(".") || i.message).join(", ") }));
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
    if (w.length < 3 || !Number.isInteger(n) || n < 1 || n > 9) return err(m("guess.usage"));
    return ok({ kind: "guess", who: w.slice(1, -1).join(" "), n });
  },
  apply(state, actor, move) {
    const s: GuessState = structuredClone(state);
    const next = () => {
      const live = s.players.filter((p) => !s.out.includes(p.seat)).map((p) => p.seat);
      s.turn = live[(live.indexOf(s.turn) + 1) % live.length];
    };
    if (move.kind === "peek") {
      if (actor.seat === null) return err(m("guess.noSeat"));
      return ok({ state: s, events: [{ to: actor.seat, msg: m("guess.yourNumber", { n: s.secret[actor.seat] }) }] });
    }
    if (move.kind === "skip") {
      if (!actor.admin) return err(m("guess.onlyHost"));
      next();
      return ok({
        state: s,
        events: [
          { to: "all", msg: m("guess.skipped") },
          { to: "admin", msg: m("guess.skipDone") },
        ],
      });
    }
    if (actor.seat !== s.turn) return err(m("guess.notYourTurn"));
    const r = resolvePlayer(move.who, s.players);
    if (!r.ok) return err(r.error);
    if (r.seat === actor.seat) return err(m("guess.someoneElse"));
    s.moves++;
    const right = s.secret[r.seat] === move.n;
    const name = s.players.find((p) => p.seat === actor.seat)!.name;
    const events = [
      {
        to: "all" as const,
        msg: m("guess.guessed", { name, of: s.players.find((p) => p.seat === r.seat)!.name, right: right ? "yes" : "no" }),
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
  render(view: any, t) {
    const lines = [
      t("guess.scores", {
        list: view.scores.map((s: any) => t("guess.score", { name: s.name, score: s.score, out: s.out ? "yes" : "no" })),
      }),
    ];
    if (view.mine !== undefined) lines.push(t("guess.mine", { n: view.mine }));
    if (view.secret) lines.push(t("guess.secrets", { json: JSON.stringify(view.secret) }));
    return lines.join("\n");
  },
  pending(state) {
    if (guessEngine.outcome(state).status === "finished") return [];
    return [{ seat: state.turn, what: m("guess.what"), key: `turn-${state.moves}` }];
  },
  outcome(state) {
    const w = state.players.filter((p) => state.score[p.seat] >= state.target).map((p) => p.seat);
    const live = state.players.filter((p) => !state.out.includes(p.seat));
    if (w.length) return { status: "finished", winners: w, summary: m("guess.reached") };
    if (live.length < 2) return { status: "finished", winners: live.map((p) => p.seat), summary: m("guess.lastStanding") };
    return { status: "running", winners: [] };
  },
  /** At a deadline the awaited player's turn passes (it counts as a move, so the next key is new). */
  onDeadline(state, pending) {
    if (pending.key !== `turn-${state.moves}` || pending.seat !== state.turn) return err(m("guess.notPending"));
    const s: GuessState = structuredClone(state);
    const name = s.players.find((p) => p.seat === s.turn)!.name;
    s.moves++;
    const live = s.players.filter((p) => !s.out.includes(p.seat)).map((p) => p.seat);
    s.turn = live[(live.indexOf(s.turn) + 1) % live.length];
    return ok({ state: s, events: [{ to: "all", msg: m("guess.passed", { name }) }] });
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

/** The tiny game's words, in the four languages (English as the tests read it). */
function guessMessages(): Catalogs {
  return {
    en: {
      "guess.title": "Guess",
      "guess.help": "guess: GUESS <player> <n>, PEEK; host: SKIP",
      "guess.badOption": "bad option: {what}",
      "guess.usage": "GUESS <player> <1-9>",
      "guess.noSeat": "you have no seat",
      "guess.yourNumber": "Your number is {n}.",
      "guess.onlyHost": "only the host can SKIP",
      "guess.skipped": "The host skipped a turn.",
      "guess.skipDone": "skip done",
      "guess.notYourTurn": "it is not your turn",
      "guess.someoneElse": "guess someone else's number",
      "guess.guessed": "{name} guessed a number of {of}: {right, select, yes {right} other {wrong}}.",
      "guess.scores": "Scores: {list}",
      "guess.score": "{name} {score}{out, select, yes { (out)} other {}}",
      "guess.mine": "Your secret number: {n}",
      "guess.secrets": "Secrets: {json}",
      "guess.what": "your turn: GUESS <player> <n>",
      "guess.reached": "A player reached the target.",
      "guess.lastStanding": "Last player standing.",
      "guess.notPending": "that decision is no longer pending",
      "guess.passed": "{name}'s turn passed.",
    },
    el: {
      "guess.title": "Guess",
      "guess.help": "μάντεψε: GUESS <παίκτης> <n>, PEEK· οικοδεσπότης: SKIP",
      "guess.badOption": "λάθος επιλογή: {what}",
      "guess.usage": "GUESS <παίκτης> <1-9>",
      "guess.noSeat": "δεν έχεις θέση",
      "guess.yourNumber": "Ο αριθμός σου είναι {n}.",
      "guess.onlyHost": "μόνο ο οικοδεσπότης μπορεί να κάνει SKIP",
      "guess.skipped": "Ο οικοδεσπότης παρέλειψε έναν γύρο.",
      "guess.skipDone": "η παράλειψη έγινε",
      "guess.notYourTurn": "δεν είναι η σειρά σου",
      "guess.someoneElse": "μάντεψε τον αριθμό κάποιου άλλου",
      "guess.guessed": "{name} μάντεψε έναν αριθμό του/της {of}: {right, select, yes {σωστά} other {λάθος}}.",
      "guess.scores": "Πόντοι: {list}",
      "guess.score": "{name} {score}{out, select, yes { (εκτός)} other {}}",
      "guess.mine": "Ο μυστικός σου αριθμός: {n}",
      "guess.secrets": "Μυστικά: {json}",
      "guess.what": "σειρά σου: GUESS <παίκτης> <n>",
      "guess.reached": "Ένας παίκτης έφτασε τον στόχο.",
      "guess.lastStanding": "Έμεινε ένας παίκτης.",
      "guess.notPending": "αυτή η απόφαση δεν εκκρεμεί πια",
      "guess.passed": "Η σειρά του/της {name} πέρασε.",
    },
    fr: {
      "guess.title": "Guess",
      "guess.help": "devinette : GUESS <joueur> <n>, PEEK ; hôte : SKIP",
      "guess.badOption": "option incorrecte : {what}",
      "guess.usage": "GUESS <joueur> <1-9>",
      "guess.noSeat": "tu n’as pas de place",
      "guess.yourNumber": "Ton nombre est {n}.",
      "guess.onlyHost": "seul l’hôte peut faire SKIP",
      "guess.skipped": "L’hôte a sauté un tour.",
      "guess.skipDone": "tour sauté",
      "guess.notYourTurn": "ce n’est pas ton tour",
      "guess.someoneElse": "devinez le nombre de quelqu’un d’autre",
      "guess.guessed": "{name} a deviné un nombre de {of} : {right, select, yes {juste} other {faux}}.",
      "guess.scores": "Points : {list}",
      "guess.score": "{name} {score}{out, select, yes { (sorti)} other {}}",
      "guess.mine": "Ton nombre secret : {n}",
      "guess.secrets": "Secrets : {json}",
      "guess.what": "à toi : GUESS <joueur> <n>",
      "guess.reached": "Un joueur a atteint l’objectif.",
      "guess.lastStanding": "Dernier joueur en lice.",
      "guess.notPending": "cette décision n’est plus attendue",
      "guess.passed": "Le tour de {name} est passé.",
    },
    es: {
      "guess.title": "Guess",
      "guess.help": "adivina: GUESS <jugador> <n>, PEEK; anfitrión: SKIP",
      "guess.badOption": "opción incorrecta: {what}",
      "guess.usage": "GUESS <jugador> <1-9>",
      "guess.noSeat": "no tienes puesto",
      "guess.yourNumber": "Tu número es {n}.",
      "guess.onlyHost": "solo el anfitrión puede hacer SKIP",
      "guess.skipped": "El anfitrión se saltó un turno.",
      "guess.skipDone": "turno saltado",
      "guess.notYourTurn": "no es tu turno",
      "guess.someoneElse": "adivina el número de otra persona",
      "guess.guessed": "{name} adivinó un número de {of}: {right, select, yes {acierto} other {fallo}}.",
      "guess.scores": "Puntos: {list}",
      "guess.score": "{name} {score}{out, select, yes { (fuera)} other {}}",
      "guess.mine": "Tu número secreto: {n}",
      "guess.secrets": "Secretos: {json}",
      "guess.what": "te toca: GUESS <jugador> <n>",
      "guess.reached": "Un jugador alcanzó el objetivo.",
      "guess.lastStanding": "Queda un solo jugador.",
      "guess.notPending": "esa decisión ya no está pendiente",
      "guess.passed": "Pasó el turno de {name}.",
    },
  };
}
