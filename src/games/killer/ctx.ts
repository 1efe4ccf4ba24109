// What one command produces besides the new state: the kit's Context (messages to people, and the
// seats whose private view changed). Killer says everything through `killer.…` messages (messages/en.ts).
import { Context } from "../kit.ts";
import { m, type Msg, type Param, type Said } from "../../i18n/msg.ts";
import type { KillerState } from "./state.ts";

export type Ctx = Context;

export const newCtx = (s: KillerState): Ctx => new Context(s.players);

/** A Killer message: `k("yourTarget", {civ})` is `killer.yourTarget`. */
export const k = (id: string, p?: Record<string, Param>): Msg => m(`killer.${id}`, p);

/**
 * A public announcement the secret-keeping administrator must also get: "all" reaches players and
 * observers only, and the administrator holds no seat (rank reports, the end, null results, resignations).
 */
export function sayPublic(ctx: Ctx, msg: Said): void {
  ctx.say(msg);
  ctx.admin(msg);
}

/** Messages one under the other (a report, a player's notes): `killer.lines` nests them two by two. */
export const lines = (msgs: readonly Msg[]): Msg => chain("lines", msgs);
/** Sentences one after the other on one line (`killer.seq`: "{head} {rest}"). */
export const seq = (msgs: readonly Msg[]): Msg => chain("seq", msgs);

function chain(id: string, msgs: readonly Msg[]): Msg {
  if (msgs.length === 0) return k("empty");
  return msgs.slice(0, -1).reduceRight((rest, head) => k(id, { head, rest }), msgs.at(-1)!);
}
