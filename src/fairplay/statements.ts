// Herald's two signed statements about a game, made from what the database holds: the START statement
// (mailed to everyone at the start) and the record (HISTORY, after the end). See record.ts.
import type { Translate } from "../i18n/msg.ts";
import type { Tx } from "../db/client.ts";
import type { GameEngine, PlayerInfo } from "../games/engine.ts";
import { replayRecord, type RecordEntry } from "../games/replay.ts";
import { Rng } from "../games/rng.ts";
import { armor, RECORD, START } from "./armor.ts";
import { keyChain, signingKey } from "./key-store.ts";
import type { Rotation } from "./keys.ts";
import {
  drawsDigest,
  endOf,
  fingerprintOf,
  RECORD_FORMAT,
  sealOptions,
  START_FORMAT,
  stateDigest,
  type GameRecord,
  type StartStatement,
} from "./record.ts";
import { keyFingerprint, sha256, signStatement, type KeyPair } from "./sign.ts";

export interface GameFacts {
  id: string;
  kind: string;
  seed: string;
  options: Record<string, unknown>;
  /** the option keys the engine declares secret (GameEngine.secretOptions): sealed in every copy */
  secretOptions?: readonly string[];
  players: PlayerInfo[];
}

function shared(g: GameFacts) {
  const commitment = sha256(g.seed);
  const { shown } = sealOptions(g.options, g.secretOptions ?? [], g.seed);
  return {
    id: g.id,
    kind: g.kind,
    generator: Rng.generatorOf(g.seed),
    options: shown,
    players: g.players,
    commitment,
    fingerprint: fingerprintOf({ ...g, options: shown, commitment }),
  };
}

/** Which key signed the game's START, and every rotation since the first key (keys.ts). */
export interface KeyHistory {
  startKey?: string;
  chain?: Rotation[];
}

export function makeStart(g: GameFacts, key: KeyPair): StartStatement {
  return signStatement({ format: START_FORMAT, ...shared(g), key: key.publicKey }, key.privateKey);
}

export async function signedStart(tx: Tx, g: GameFacts): Promise<StartStatement> {
  return makeStart(g, await signingKey(tx));
}

/** The lines of the START mail that let each player check the game later. */
export function startMailText(st: StartStatement, revealed: string, t: Translate): string {
  return [
    t("core.fairPlay.commitment", { commitment: st.commitment, revealed }),
    t("core.fairPlay.fingerprint", { fingerprint: st.fingerprint, key: st.key, keyFingerprint: keyFingerprint(st.key) }),
    t("core.fairPlay.keep"),
    armor(START, st),
  ].join("\n");
}

/**
 * The signed record of a game that is over. `state` is the game's final state as the database holds
 * it; the draws are those of the replay of the log, which verify.ts redoes.
 */
export function makeRecord(
  engine: GameEngine,
  g: GameFacts & { state: unknown; cancelled: boolean },
  log: RecordEntry[],
  key: KeyPair,
  keys: KeyHistory = {},
): GameRecord {
  const r = replayRecord(engine, { seed: g.seed, options: g.options, players: g.players, log });
  const { sealed } = sealOptions(g.options, g.secretOptions ?? [], g.seed);
  return signStatement(
    {
      format: RECORD_FORMAT,
      ...shared(g),
      ...(Object.keys(sealed).length ? { sealed } : {}),
      seed: g.seed,
      log,
      end: endOf(engine.outcome(g.state), g.cancelled),
      draws: r.ok ? drawsDigest(r.value.draws) : "replay failed: " + r.error,
      state: stateDigest(g.state),
      ...(keys.startKey ? { startKey: keys.startKey } : {}),
      ...(keys.chain ? { keys: keys.chain } : {}),
      key: key.publicKey,
    },
    key.privateKey,
  );
}

export async function signedRecord(
  tx: Tx,
  engine: GameEngine,
  g: GameFacts & { state: unknown; cancelled: boolean; startKey?: string },
  log: RecordEntry[],
): Promise<GameRecord> {
  return makeRecord(engine, g, log, await signingKey(tx), { startKey: g.startKey, chain: await keyChain(tx) });
}

export function recordMailText(rec: GameRecord): string {
  return armor(RECORD, rec);
}
