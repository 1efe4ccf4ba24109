// What a viewer may know, and its plain-text rendering for mails.
// Public: HP, card counts, equipment, judgement areas, the Lord, dead players' identities, face-up
// cards. A seat adds its own identity, hand and question. Admin sees everything (hands, identities,
// the deck order). The view is data (codes, numbers, names, messages); render takes every word from
// the catalogs through the Translate it is given.
import type { Viewer } from "../engine.ts";
import { m, type Msg, type Said, type Translate } from "../../i18n/msg.ts";
import type { Gender } from "../../i18n/msg.ts";
import { genderOfSeated } from "../kit.ts";
import { reborn } from "./variants/reincarnation.ts";
import { type CardName, cardTitle, deckTable } from "./cards/cards.ts";
import { refOf, typedOf } from "./cards/words.ts";
import { general as generalOf } from "./skills/generals.ts";
import { askOf, waitingMany } from "./ask.ts";
import { equipIds } from "./ctx.ts";
import { ringOf } from "./core/seating.ts";
import type { Phase, Role, State } from "./types.ts";
import { type V3View, v3Render, v3View } from "./variants/3v3/view.ts";

export interface PlayerView {
  seat: number;
  name: string;
  /** known identity, or null while secret */
  role: Role | null;
  /** the grammatical gender the player stated ("n": none): their identity and "dead" agree with it */
  gender: Gender;
  hp: number;
  maxHp: number;
  alive: boolean;
  cards: number;
  equip: string[];
  /** delayed tricks by code; `as`: the trick a card lies there as (Guose) */
  judge: Array<{ code: string; as?: string }>;
  /** the general's code once it is shown (the Lord's at once, the others' at the reveal), else null */
  general: string | null;
  /** only in the admin view */
  hand?: string[];
}

export interface TkView {
  kind: "threekingdoms";
  viewer: "public" | "admin" | number;
  turnNo: number;
  round: number;
  turn: { seat: number; name: string; phase: Phase };
  deck: number;
  discardTop: string | null;
  discardCount: number;
  resolving: string[];
  harvest: string[];
  /** by seat; `ring` gives their places round the table in turn order (drawn at START) */
  players: PlayerView[];
  ring: number[];
  /** who is awaited and for what */
  waiting: { name: string | null; what: Said } | null;
  you?: {
    seat: number;
    name: string;
    role: Role;
    gender: Gender;
    hand: string[];
    auto: string[];
    asked: Said | null;
    key: string | null;
  };
  deckOrder?: string[];
  over: { summary: Msg; winners: number[] } | null;
  /** series mode: the deal and the totals of the finished deals (public) */
  series?: { game: number; of: number; totals: Array<{ name: string; score: number }> } | null;
  /** variant mode=3v3: teams, turned cards, the side to act, the draft's public part */
  v3?: V3View;
}

/** True while a seat's identity is known to that seat alone (and the secret-keepers). */
export function identitySecret(s: State, seat: number): boolean {
  const p = s.players[seat - 1];
  // a player who came back (reincarnation) was revealed when they died; 3v3 teams are public
  return !(p.role === "lord" || !!s.v3 || !p.alive || s.over || reborn(s, seat));
}

/** The places round the table starting with the Lord (whose turn comes first). */
function fromLord(s: State): number[] {
  const ring = ringOf(s);
  const at = Math.max(
    0,
    ring.findIndex((seat) => s.players[seat - 1].role === "lord"),
  );
  return [...ring.slice(at), ...ring.slice(0, at)];
}

export function view(s: State, viewer: Viewer): TkView {
  const table = deckTable(s.options.maneuvering);
  const code = (id: number) => table[id].code;
  const admin = viewer === "admin";
  const seat = typeof viewer === "object" ? viewer.seat : null;
  const a = s.ask;
  const mine = seat === null ? null : askOf(s, seat);
  const v: TkView = {
    kind: "threekingdoms",
    viewer: admin ? "admin" : (seat ?? "public"),
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
        // role right after seat and name: checks.ts's secret identity is this fragment of the view
        seat: p.seat,
        name: p.name,
        role: admin || p.seat === seat || !identitySecret(s, p.seat) ? p.role : null,
        gender: genderOfSeated(p),
        hp: p.hp,
        maxHp: p.maxHp,
        alive: p.alive,
        cards: p.hand.length,
        equip: equipIds(p).map(code),
        judge: p.judge.map((j) => (s.judgeAs?.[j] ? { code: code(j), as: s.judgeAs[j] } : { code: code(j) })),
        // a general is set on the player only when it is shown to all (select.ts)
        general: p.general ?? null,
      };
      if (admin) pv.hand = p.hand.map(code);
      return pv;
    }),
    waiting: s.over
      ? null
      : s.asks?.length
        ? { name: null, what: waitingMany(s, s.asks) }
        : !a
          ? null
          : admin || a.seat === seat
            ? { name: s.players[a.seat - 1].name, what: a.what }
            : { name: null, what: a.publicWhat ?? m("threekingdoms.aPlayer") },
    over: s.over ? { summary: s.over.summary, winners: s.over.winners } : null,
    series: s.series
      ? {
          game: s.series.game,
          of: s.series.of,
          totals: s.players.map((p) => ({ name: p.name, score: s.series!.totals[p.seat] ?? 0 })),
        }
      : null,
  };
  if (seat !== null && s.players[seat - 1]) {
    const p = s.players[seat - 1];
    v.you = {
      seat,
      name: p.name,
      role: p.role,
      gender: genderOfSeated(p),
      hand: p.hand.map(code),
      auto: [...p.auto],
      asked: mine && !s.over ? mine.what : null,
      key: mine && !s.over ? mine.key : null,
    };
  }
  if (s.v3) v.v3 = v3View(s); // 3v3 variant
  if (admin) v.deckOrder = s.deck.map(code);
  return v;
}

/** What was said, in the reader's language. */
export function said(t: Translate, w: Said): string {
  const list = Array.isArray(w) ? (w as readonly Msg[]) : [w as Msg];
  return list
    .map((x) => t(x.id, x.p))
    .filter(Boolean)
    .join(" ");
}

/** Every card by its code (the Maneuvering table holds the standard one's codes too). */
const BY_CODE = new Map(deckTable(true).map((c) => [c.code, c]));

/**
 * Cards in the reader's words (cards/words.ts): named, or named with the code to type (`typed`: the
 * reader's hand). English names are the codes, listed with spaces as always; names in other languages
 * hold spaces themselves, so they are listed with commas.
 */
function cardsText(t: Translate, codes: readonly string[], typed = false): string {
  const said = codes.map((c) => {
    const d = BY_CODE.get(c);
    if (!d) return c;
    const w = typed ? typedOf(d) : refOf(d);
    return t(w.id, w.p);
  });
  return said.join(said.every((x, i) => x === codes[i]) ? " " : ", ");
}

/** The engine's holding hook: a seat's own hand, named with the codes to type, as render() says it. */
export function holdingOf(v: TkView, t: Translate): string | null {
  if (!v.you) return null;
  return t("threekingdoms.view.yourHand", { cards: cardsText(t, v.you.hand, true) || t("threekingdoms.view.empty") });
}

export function render(v: TkView, t: Translate): string {
  const lines: string[] = [];
  const none = t("threekingdoms.view.empty");
  if (v.series) {
    const totals = v.series.totals.map((x) => t("threekingdoms.nameScore", { name: x.name, score: x.score }));
    lines.push(t("threekingdoms.view.series", { game: v.series.game, of: v.series.of, totals }));
  }
  if (v.over) {
    // empty in the mail that ends the game, which says the end once (endIds)
    const over = t("threekingdoms.view.over", { summary: v.over.summary });
    if (over) lines.push(over);
  } else {
    const phase = t("threekingdoms.phase", { phase: v.turn.phase });
    const top = v.discardTop ? t("threekingdoms.view.discardTop", { card: cardsText(t, [v.discardTop]) }) : "";
    lines.push(
      t("threekingdoms.view.turn", {
        turn: v.turnNo,
        round: v.round,
        name: v.turn.name,
        phase,
        deck: v.deck,
        discard: v.discardCount,
        top,
      }),
    );
  }
  lines.push(t("threekingdoms.view.table"));
  for (const p of v.ring.map((seat) => v.players[seat - 1])) {
    const gender = p.gender ?? "n"; // a view kept from before genders
    const role = p.role ? t("threekingdoms.view.role", { role: t(`threekingdoms.role.${p.role}`, { gender }) }) : "";
    // variant: a dead player holds cards only as reincarnation's sacrifices
    const life = p.alive
      ? t("threekingdoms.view.alive", { hp: p.hp, max: p.maxHp, n: p.cards })
      : p.cards
        ? t("threekingdoms.view.deadSacrificed", { n: p.cards })
        : t("threekingdoms.view.dead", { gender });
    const parts = [life];
    if (p.equip.length) parts.push(t("threekingdoms.view.equipment", { cards: cardsText(t, p.equip) }));
    if (p.judge.length) {
      const j = p.judge.map((x) =>
        x.as
          ? t("threekingdoms.view.judgeAs", { card: cardsText(t, [x.code]), as: cardTitle(x.as as CardName) })
          : cardsText(t, [x.code]),
      );
      parts.push(t("threekingdoms.view.judgement", { cards: j.join(j.every((x, i) => x === p.judge[i].code) ? " " : ", ") }));
    }
    if (p.hand) parts.push(t("threekingdoms.view.hand", { cards: cardsText(t, p.hand, true) || none }));
    const general = p.general ? t("threekingdoms.view.general", { general: generalName(p.general) }) : "";
    const state = parts.join(t("threekingdoms.view.sep"));
    lines.push(t("threekingdoms.view.player", { seat: p.seat, name: p.name, role, general, state }));
  }
  lines.push(...v3Render(v.v3, t)); // 3v3 variant
  if (v.resolving.length) lines.push(t("threekingdoms.view.onTable", { cards: cardsText(t, v.resolving) }));
  if (v.harvest.length) lines.push(t("threekingdoms.view.harvest", { cards: cardsText(t, v.harvest, true) }));
  if (v.waiting && !(v.you && v.you.asked)) {
    const what = said(t, v.waiting.what) || t("threekingdoms.aPlayer");
    lines.push(
      t("threekingdoms.view.waiting", {
        who: v.waiting.name ? t("threekingdoms.view.whoWhat", { name: v.waiting.name, what }) : what,
      }),
    );
  }
  if (v.you) {
    lines.push(
      t("threekingdoms.view.youAre", {
        name: v.you.name,
        seat: v.you.seat,
        role: t(`threekingdoms.role.${v.you.role}`, { gender: v.you.gender ?? "n" }),
      }),
    );
    lines.push(holdingOf(v, t)!);
    if (v.you.auto.length) lines.push(t("threekingdoms.view.yourAuto", { rules: v.you.auto }));
    // what the seat is asked is not laid out here: every place that shows this view (a mail's situation,
    // STATUS, the reader's page) says the seat's pending decision after it, and said twice it read twice
  }
  if (v.deckOrder) lines.push(t("threekingdoms.view.deckOrder", { cards: cardsText(t, v.deckOrder) }));
  return lines.join("\n");
}

/** A general's name in the reader's language (a code not in the table shows as itself). */
const generalName = (code: string): Msg | string => generalOf(code)?.title ?? code;
