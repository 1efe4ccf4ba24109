// What each viewer may know, as data, and its plain-text form for mails (every word from the catalogs).
//  - public: the Civ turn, who is in and who is out (public in the Civ game), the published rank reports
//  - a seat: the public part + its own civilization, target and KS — never anyone else's target
//  - admin: everything, including every target and the kill reports waiting
import type { Viewer } from "../engine.ts";
import type { Msg, Translate } from "../../i18n/msg.ts";
import { aliveSeats, civOf, type KillerState, type Report } from "./state.ts";
import type { KillerOptions, Variant } from "./options.ts";
import { cycleOf } from "./targets.ts";
import { reportMsg } from "./reports.ts";

export interface KillerView {
  kind: "killer";
  variant: Variant;
  options: Omit<KillerOptions, "variant" | "order">;
  turn: number;
  /** civilizations still in play */
  inPlay: number;
  /** the game's outcome once it is over */
  finished: { summary: Msg } | null;
  civs: { seat: number; civ: string; player: string; out: null | { by: string | null; turn: number } }[];
  /** every rank report published, in order (public: places, KS and who is out — never a target) */
  reports: Report[];
  /** the last report is the final one (the closing mail shows it; the view then only points to RANKS) */
  finalOut: boolean;
  you?: { civ: string; alive: boolean; target: string | null; ks: number };
  admin?: {
    /** the target cycles, each as civilizations in hunting order (the first hunts the second…) */
    cycles: string[][];
    quick: { turn: number; winners: string[] } | null;
    targets: { civ: string; target: string | null }[];
    ks: { civ: string; ks: number }[];
    held: { id: string; reporter: string; victim: string; turn: number }[];
    due: { turn: number; final: boolean }[];
    nullOffer: { agreed: string[]; admin: boolean } | null;
  };
}

export function viewKiller(s: KillerState, viewer: Viewer): KillerView {
  const out = new Map(s.ledger.map((e) => [e.victim, e]));
  const { noInnocent, killedTargetAlwaysCount, rated, reportEvery } = s.options;
  const last = s.reports.at(-1);
  const v: KillerView = {
    kind: "killer",
    variant: s.options.variant,
    options: { noInnocent, killedTargetAlwaysCount, rated, reportEvery },
    turn: s.turn,
    inPlay: aliveSeats(s).length,
    finished: s.finished ? { summary: s.finished.summary } : null,
    civs: s.players.map((p) => {
      const e = out.get(p.seat);
      const gone = e ? { by: e.killer === null ? null : civOf(s, e.killer), turn: e.turn } : null;
      return { seat: p.seat, civ: p.civ, player: p.name, out: gone };
    }),
    reports: s.reports,
    finalOut: !!s.finished && !!last?.final,
  };
  if (typeof viewer === "object") {
    const me = s.players.find((p) => p.seat === viewer.seat);
    if (me) {
      const t = s.targets[me.seat];
      v.you = { civ: me.civ, alive: !out.has(me.seat), target: t === undefined ? null : civOf(s, t), ks: s.ks[me.seat] ?? 0 };
    }
  } else if (viewer === "admin") {
    const q = s.quick;
    v.admin = {
      cycles: cycles(s),
      quick:
        s.options.variant !== "quick" || q.endTurn === null
          ? null
          : { turn: q.endTurn, winners: q.winners.map((x) => civOf(s, x)) },
      targets: aliveSeats(s).map((x) => ({
        civ: civOf(s, x),
        target: s.targets[x] === undefined ? null : civOf(s, s.targets[x]),
      })),
      ks: s.players.map((p) => ({ civ: p.civ, ks: s.ks[p.seat] ?? 0 })),
      held: s.held.map((h) => ({ id: h.id, reporter: civOf(s, h.reporter), victim: civOf(s, h.victim), turn: h.turn })),
      due: s.due.map((d) => ({ turn: d.turn, final: d.final })),
      nullOffer: s.nullOffer ? { agreed: s.nullOffer.seats.map((x) => civOf(s, x)), admin: s.nullOffer.admin } : null,
    };
  }
  return v;
}

/** The target map as cycles of civilization names, each starting at its lowest living seat. */
function cycles(s: KillerState): string[][] {
  const seen = new Set<number>();
  const out: string[][] = [];
  for (const x of aliveSeats(s)) {
    if (seen.has(x) || s.targets[x] === undefined) continue;
    const c = cycleOf(s.targets, x);
    c.forEach((y) => seen.add(y));
    out.push(c.map((y) => civOf(s, y)));
  }
  return out;
}

/** Renders a message already built (a report, a summary) through `t`: the same language, the same catalogs. */
const said = (t: Translate, msg: Msg): string => t(msg.id, msg.p);

export function renderKiller(v: KillerView, t: Translate): string {
  const o = v.options;
  const options = [
    o.noInnocent ? t("killer.optNoInnocent") : "",
    o.killedTargetAlwaysCount ? t("killer.optKtac") : "",
    o.rated ? t("killer.optRated") : "",
    o.reportEvery ? t("killer.optReportEvery", { n: o.reportEvery }) : t("killer.optReportsAtEnd"),
  ].filter(Boolean);
  const lines: string[] = [];
  const variant = t(v.variant === "quick" ? "killer.variantQuick" : "killer.variantHighlander");
  lines.push(t("killer.viewHeader", { variant, options, turn: v.turn }));
  // the "Finished:" line is left out (empty) by the mail that ends the game, which says the end once
  const state = v.finished
    ? t("killer.viewFinished", { summary: said(t, v.finished.summary) })
    : t("killer.viewInPlay", { n: v.inPlay });
  if (state) lines.push(state);
  const alive = v.civs.filter((c) => !c.out).map((c) => t("killer.civPlayer", { civ: c.civ, player: c.player }));
  lines.push(t("killer.viewInPlayList", { civs: alive.length ? alive : t("killer.nobody") }));
  const gone = v.civs.flatMap((c) => (c.out ? [{ civ: c.civ, ...c.out }] : []));
  if (gone.length)
    lines.push(
      t("killer.viewOut", {
        civs: gone
          .map((c) =>
            t("killer.civOut", {
              civ: c.civ,
              how:
                c.by === null
                  ? t("killer.outResigned", { turn: c.turn })
                  : t("killer.outDestroyed", { killer: c.by, turn: c.turn }),
            }),
          )
          .join("; "),
      }),
    );
  const last = v.reports.at(-1);
  if (v.finalOut) lines.push("", t("killer.viewFinalOut"));
  else if (last) lines.push("", t("killer.viewLatestReport"), said(t, reportMsg(last)));
  if (v.you) {
    const y = v.you;
    lines.push("", t("killer.viewYourCiv", { civ: y.civ, out: y.alive ? "no" : "yes" }));
    if (y.alive) lines.push(y.target ? t("killer.viewYourTarget", { civ: y.target }) : t("killer.viewYourTargetNone"));
    lines.push(t("killer.viewYourKs", { ks: y.ks }));
  }
  if (v.admin) {
    const a = v.admin;
    const cyc = a.cycles.length ? a.cycles.map((c) => [...c, c[0]].join(" → ")).join("; ") : t("killer.noCycles");
    lines.push(
      "",
      t("killer.viewAdmin"),
      t("killer.viewCycles", { cycles: cyc }),
      t("killer.viewKs", { ks: a.ks.map((x) => t("killer.civKs", { civ: x.civ, ks: x.ks })) }),
    );
    if (a.quick) lines.push(t("killer.viewQuick", { turn: a.quick.turn, civs: a.quick.winners }));
    if (a.held.length) lines.push(t("killer.viewHeld", { list: a.held.map((h) => t("killer.heldItem", h)).join("; ") }));
    if (a.due.length)
      lines.push(
        t("killer.viewDue", {
          list: a.due.map((d) => t("killer.dueItem", { turn: d.turn, final: d.final ? "yes" : "no" })).join("; "),
        }),
      );
    if (a.nullOffer) {
      const agreed = [...a.nullOffer.agreed, ...(a.nullOffer.admin ? [t("killer.administrator")] : [])];
      lines.push(t("killer.viewNullOffer", { agreed: agreed.length ? agreed : t("killer.nobody") }));
    }
  }
  return lines.join("\n");
}
