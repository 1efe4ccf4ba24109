// What a viewer may know, and its plain-text rendering for mails.
// Public: HP, card counts, equipment, judgement areas, the Lord, dead players' identities, face-up
// cards. A seat adds its own identity, hand and question. Admin sees everything (hands, identities,
// the deck order).
import type { Viewer } from "../engine.ts";
import { reborn } from "./variants/reincarnation.ts";
import { deckTable } from "./cards.ts";
import { equipIds } from "./ctx.ts";
import { ringOf } from "./seating.ts";
import { ROLE_TITLE, type Role, type State } from "./types.ts";
import { type V3View, v3Render, v3View } from "./variants/3v3/view.ts";

export interface PlayerView {
  seat: number;
  name: string;
  hp: number;
  maxHp: number;
  alive: boolean;
  /** known identity, or null while secret */
  role: Role | null;
  cards: number;
  equip: string[];
  judge: string[];
  /** only in the admin view */
  hand?: string[];
}

export interface TkView {
  kind: "threekingdoms";
  viewer: "public" | "admin" | number;
  turnNo: number;
  round: number;
  turn: { seat: number; name: string; phase: string };
  deck: number;
  discardTop: string | null;
  discardCount: number;
  resolving: string[];
  harvest: string[];
  /** by seat; `ring` gives their places round the table in turn order (drawn at START) */
  players: PlayerView[];
  ring: number[];
  waiting: string | null;
  you?: { seat: number; name: string; role: Role; hand: string[]; auto: string[]; asked: string | null; key: string | null };
  deckOrder?: string[];
  over: { summary: string; winners: number[] } | null;
  /** series mode: the deal and the totals of the finished deals (public) */
  series?: { game: number; of: number; totals: string } | null;
  /** issue 16, mode=3v3: teams, turned cards, the side to act, the draft's public part */
  v3?: V3View;
}

/** The places round the table starting with the Lord (whose turn comes first). */
function fromLord(s: State): number[] {
  const ring = ringOf(s);
  const at = Math.max(0, ring.findIndex((seat) => s.players[seat - 1].role === "lord"));
  return [...ring.slice(at), ...ring.slice(0, at)];
}

export function view(s: State, viewer: Viewer): TkView {
  const table = deckTable(s.options.maneuvering);
  const code = (id: number) => table[id].code;
  const admin = viewer === "admin";
  const seat = typeof viewer === "object" ? viewer.seat : null;
  const a = s.ask;
  const v: TkView = {
    kind: "threekingdoms",
    viewer: admin ? "admin" : seat ?? "public",
    turnNo: s.turnNo,
    round: s.round,
    turn: { seat: s.turn.seat, name: s.players[s.turn.seat - 1].name, phase: s.turn.phase },
    deck: s.deck.length,
    discardTop: s.discard.length ? code(s.discard[s.discard.length - 1]) : null,
    discardCount: s.discard.length,
    resolving: s.limbo.map(code),
    harvest: s.harvest.map(code),
    ring: fromLord(s),
    players: s.players.map((p) => {
      const pv: PlayerView = {
        seat: p.seat, name: p.name, hp: p.hp, maxHp: p.maxHp, alive: p.alive,
        // a player who came back (reincarnation, issue 16) was revealed when they died
        role: admin || p.seat === seat || p.role === "lord" || !!s.v3 /* issue 16: 3v3 teams are public */ || !p.alive || s.over || reborn(s, p.seat) ? p.role : null,
        cards: p.hand.length,
        equip: equipIds(p).map(code),
        judge: p.judge.map((j) => (s.judgeAs?.[j] ? `${code(j)} (as ${s.judgeAs[j]})` : code(j))),
      };
      if (admin) pv.hand = p.hand.map(code);
      return pv;
    }),
    waiting: s.over || !a ? null : admin || a.seat === seat ? `${s.players[a.seat - 1].name}: ${a.what}` : a.publicWhat ?? "a player",
    over: s.over ? { summary: s.over.summary, winners: s.over.winners } : null,
    series: s.series ? { game: s.series.game, of: s.series.of, totals: s.players.map((p) => `${p.name} ${s.series!.totals[p.seat] ?? 0}`).join(", ") } : null,
  };
  if (seat !== null && s.players[seat - 1]) {
    const p = s.players[seat - 1];
    v.you = {
      seat, name: p.name, role: p.role, hand: p.hand.map(code), auto: [...p.auto],
      asked: a && a.seat === seat && !s.over ? a.what : null, key: a && a.seat === seat && !s.over ? a.key : null,
    };
  }
  if (s.v3) v.v3 = v3View(s); // issue 16, 3v3
  if (admin) v.deckOrder = s.deck.map(code);
  return v;
}

export function render(x: unknown): string {
  const v = x as TkView;
  const lines: string[] = [];
  if (v.series) lines.push(`Series: deal ${v.series.game} of ${v.series.of}; totals of the finished deals: ${v.series.totals}.`);
  if (v.over) lines.push(`Game over: ${v.over.summary}`);
  else lines.push(`Turn ${v.turnNo} (round ${v.round}): ${v.turn.name}'s ${v.turn.phase} phase. Deck ${v.deck}, discard ${v.discardCount}${v.discardTop ? ` (top ${v.discardTop})` : ""}.`);
  lines.push("Round the table, in turn order from the Lord:");
  for (const p of v.ring.map((seat) => v.players[seat - 1])) {
    const role = p.role ? ` [${ROLE_TITLE[p.role]}]` : "";
    // issue 16: a dead player holds cards only as reincarnation's sacrifices
    const state = p.alive ? `HP ${p.hp}/${p.maxHp}, ${p.cards} card${p.cards === 1 ? "" : "s"}` : p.cards ? `dead, ${p.cards} sacrificed card${p.cards === 1 ? "" : "s"}` : "dead";
    const eq = p.equip.length ? `; equipment: ${p.equip.join(" ")}` : "";
    const jd = p.judge.length ? `; judgement: ${p.judge.join(" ")}` : "";
    const hand = p.hand ? `; hand: ${p.hand.join(" ") || "(empty)"}` : "";
    lines.push(`${p.seat}. ${p.name}${role}: ${state}${eq}${jd}${hand}`);
  }
  lines.push(...v3Render(v.v3)); // issue 16, 3v3
  if (v.resolving.length) lines.push(`On the table: ${v.resolving.join(" ")}`);
  if (v.harvest.length) lines.push(`Harvest: ${v.harvest.join(" ")}`);
  if (v.waiting && !(v.you && v.you.asked)) lines.push(`Waiting for: ${v.waiting}`);
  if (v.you) {
    lines.push(`You are ${v.you.name} (seat ${v.you.seat}), the ${ROLE_TITLE[v.you.role]}.`);
    lines.push(`Your hand: ${v.you.hand.join(" ") || "(empty)"}`);
    if (v.you.auto.length) lines.push(`Your standing answers: AUTO ${v.you.auto.join(", ")}`);
    if (v.you.asked) lines.push(`You are asked: ${v.you.asked}`);
  }
  if (v.deckOrder) lines.push(`Deck (top first): ${v.deckOrder.join(" ")}`);
  return lines.join("\n");
}
