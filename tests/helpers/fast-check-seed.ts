// fast-check's random cases: a new seed on every run by default (`npx vitest run` keeps exploring new
// games and mails), the seed in FC_SEED when it is set. scripts/test.sh (the README's test command,
// which CI runs) sets one, so that a run fails only when the code changed, never because a new random
// case turned up; a failure prints its seed and counterexample, to be kept as an explicit example.
import fc from "fast-check";

const seed = process.env.FC_SEED;
if (seed && seed !== "random") fc.configureGlobal({ seed: Number(seed) });
