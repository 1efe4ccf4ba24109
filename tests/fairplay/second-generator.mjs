// A second implementation of Herald's generator, written from docs/fair-play.md ("The generator")
// alone: plain JavaScript with nothing of Herald's code, only node:crypto for HMAC-SHA256. If the
// page and src/games/rng.ts ever disagree, tests/fairplay/spec.test.ts fails.
import crypto from "node:crypto";

const hmac = (key, message) => crypto.createHmac("sha256", key).update(message).digest();

/**
 * A generator for a seed "hmac-sha256-step:<hex>" (today's: each draw belongs to a step, `at(t)`
 * moves to step t with no word used) or "hmac-sha256:<hex>" (the older one, no steps), or a seed
 * derived from one ("<seed>/seats").
 */
export function generator(seed) {
  const stepped = seed.startsWith("hmac-sha256-step:");
  const prefix = stepped ? "hmac-sha256-step:" : "hmac-sha256:";
  if (!seed.startsWith(prefix)) throw new Error("not a keyed seed");
  // the key: HMAC keyed with the text "herald rng v3" (v2 for the older one) over the seed's text after the prefix
  const key = hmac(stepped ? "herald rng v3" : "herald rng v2", seed.slice(prefix.length));
  let step = 0;
  let used = {}; // words used so far, per purpose (in this step)
  const word = (purpose) => {
    const i = used[purpose] ?? 0;
    used[purpose] = i + 1;
    const parts = [Buffer.from(purpose), Buffer.from([0])];
    if (stepped) parts.push(Buffer.from(String(step)), Buffer.from([0]));
    parts.push(Buffer.from(String(Math.floor(i / 8))));
    return hmac(key, Buffer.concat(parts)).readUInt32BE((i % 8) * 4);
  };
  const int = (n, purpose) => {
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const x = word(purpose);
      if (x < limit) return x % n;
    }
  };
  const g = {
    key: key.toString("hex"),
    /** step t from here on, its counters at 0 */
    at(t) {
      if (!stepped) throw new Error("the older generator has no steps");
      step = t;
      used = {};
      return g;
    },
    word,
    int,
    die: (purpose = "dice") => int(6, purpose) + 1,
    shuffle(items, purpose = "shuffle") {
      const a = items.slice();
      for (let i = a.length - 1; i > 0; i--) {
        const j = int(i + 1, purpose);
        [a[i], a[j]] = [a[j], a[i]];
      }
      return a;
    },
  };
  return g;
}

/** An older (hmac-sha256) Trente game's draws: the first player's index among the seats, then every die, in the order rolled. */
export function trenteDraws(seed, players, diceCount) {
  const g = generator(seed);
  const first = g.int(players, "first-player");
  return { first, dice: Array.from({ length: diceCount }, () => g.die("dice")) };
}

/** Canonical JSON (docs/fair-play.md): JSON.stringify with every object's keys sorted, no spaces. */
export function canonical(x) {
  return JSON.stringify(x, (_k, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

const sha256 = (text) => crypto.createHash("sha256").update(text, "utf8").digest("hex");

/** A record's `draws`: SHA-256 of the canonical JSON of [{ step, draws: [{ purpose, kind, value }] }]. */
export const drawsDigest = (steps) => sha256(canonical(steps));

/** The commitment shown in place of a secret option's value. */
export const seal = (seed, key, value) => `sealed:${sha256(canonical({ key, seed, value }))}`;

/** A deck in order: suit by suit (H D C S), each from A to K. */
const DECK = ["H", "D", "C", "S"].flatMap((s) =>
  ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"].map((r) => r + s),
);

/**
 * A Regicide game's draws, step by step, as the record lists them: the setup's (the Castle's Jacks,
 * Queens and Kings each shuffled, then the Tavern), then each Hearts power's shuffle of the discard
 * pile in the step that played it. `heals`: [{ step, pile }] — each heal's step and the discard pile
 * it shuffled, in the order cards went there (docs/fair-play.md, "Regicide's piles").
 */
export function regicideDraws(seed, players, heals) {
  const g = generator(seed);
  const rank = (r) => DECK.filter((c) => c.slice(0, -1) === r);
  const jesters = ["JESTER1", "JESTER2"].slice(0, players === 3 ? 1 : players === 4 ? 2 : 0);
  const setup = ["J", "Q", "K"].map((r) => ({ purpose: "castle", kind: "shuffle", value: g.shuffle(rank(r), "castle") }));
  const tavern = [...DECK.filter((c) => !/^[JQK]/.test(c)), ...jesters];
  setup.push({ purpose: "tavern", kind: "shuffle", value: g.shuffle(tavern, "tavern") });
  return [
    { step: 0, draws: setup },
    ...heals.map(({ step, pile }) => ({
      step,
      draws: [{ purpose: "heal", kind: "shuffle", value: g.at(step).shuffle(pile, "heal") }],
    })),
  ];
}

/** A card's value (docs/fair-play.md and the Regicide rules): A 1, 2–10 their number, J 10, Q 15, K 20, a Jester 0. */
export const regicideValue = (code) => {
  const r = code.startsWith("JESTER") ? "" : code.slice(0, -1);
  return r === "" ? 0 : r === "A" ? 1 : r === "J" ? 10 : r === "Q" ? 15 : r === "K" ? 20 : Number(r);
};

/**
 * A Hearts power of value X, from "Regicide's piles": the discard pile, shuffled (its heal draw), gives
 * its first X cards to the bottom of the Tavern in that order; the rest stays the discard pile in order.
 */
export function regicideHeal(tavern, shuffled, x) {
  return { tavern: [...tavern, ...shuffled.slice(0, x)], discard: shuffled.slice(x) };
}
