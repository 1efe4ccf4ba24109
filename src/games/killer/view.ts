// What each viewer may know, and its plain-text form for mails.
//  - public: the Civ turn, who is in and who is out (public in the Civ game), the latest report
//  - a seat: the public part + its own civilization, target and KS — never anyone else's target
//  - admin: everything, including every target and the kill reports waiting
import type { Viewer } from "../engine.ts";
import { aliveSeats, civOf, showKs, type KillerState } from "./state.ts";
import { cyclesText } from "./assign.ts";

export interface KillerView {
  kind: "killer";
  variant: string;
  options: string[];
  turn: number;
  status: string;
  civs: { seat: number; civ: string; player: string; out: string | null }[];
  lastReport: string | null;
  /** the last report is the final one (the closing mail shows it; the view then only points to RANKS) */
  finalOut: boolean;
  you?: { civ: string; alive: boolean; target: string | null; ks: number };
  admin?: {
    cycles: string;
    quick: string | null;
    targets: string[];
    ks: string[];
    held: string[];
    due: string[];
    nullOffer: string | null;
  };
}

export function optionWords(s: KillerState): string[] {
  const o = s.options;
  return [
    o.noInnocent ? "No Innocent" : "",
    o.killedTargetAlwaysCount ? "Killed Target Always Count" : "",
    o.rated ? "rated (Kills Impact Ranking)" : "",
    o.reportEvery ? `report every ${o.reportEvery} turns` : "reports at the end and on REPORT",
  ].filter(Boolean);
}

export function viewKiller(s: KillerState, viewer: Viewer): KillerView {
  const out = new Map(s.ledger.map((e) => [e.victim, e]));
  const v: KillerView = {
    kind: "killer",
    variant: s.options.variant === "quick" ? "Quick" : "Highlander",
    options: optionWords(s),
    turn: s.turn,
    status: s.finished ? `Finished: ${s.finished.summary}` : `${aliveSeats(s).length} civilizations in play.`,
    civs: s.players.map((p) => {
      const e = out.get(p.seat);
      return {
        seat: p.seat, civ: p.civ, player: p.name,
        out: !e ? null : e.killer === null ? `resigned in turn ${e.turn}` : `destroyed by ${civOf(s, e.killer)} in turn ${e.turn}`,
      };
    }),
    lastReport: s.lastReport?.text ?? null,
    finalOut: !!s.finished && !!s.lastReport?.final,
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
      cycles: cyclesText(s),
      quick: s.options.variant !== "quick" || q.endTurn === null ? null
        : `Quick game decided in Civ turn ${q.endTurn}; winners so far: ${q.winners.map((x) => civOf(s, x)).join(", ")}; ` +
          `it ends when TURN moves past ${q.endTurn}.`,
      targets: aliveSeats(s).map((x) => `${civOf(s, x)} → ${s.targets[x] === undefined ? "none" : civOf(s, s.targets[x])}`),
      ks: s.players.map((p) => `${p.civ} ${showKs(s.ks[p.seat] ?? 0)}`),
      held: s.held.map((h) => `${h.id}: ${civOf(s, h.reporter)} destroyed ${civOf(s, h.victim)} in turn ${h.turn}`),
      due: s.due.map((d) => `turn ${d.turn}${d.final ? " (final)" : ""}: waiting for POWER`),
      nullOffer: s.nullOffer
        ? `null result proposed; agreed: ${[...s.nullOffer.seats.map((x) => civOf(s, x)), ...(s.nullOffer.admin ? ["administrator"] : [])].join(", ") || "nobody"}`
        : null,
    };
  }
  return v;
}

export function renderKiller(view: unknown): string {
  const v = view as KillerView;
  const lines: string[] = [];
  lines.push(`Killer (${v.variant}${v.options.length ? "; " + v.options.join(", ") : ""}) — Civ turn ${v.turn}`);
  lines.push(v.status);
  const alive = v.civs.filter((c) => !c.out);
  lines.push(`In play: ${alive.map((c) => `${c.civ} (${c.player})`).join(", ") || "nobody"}`);
  const gone = v.civs.filter((c) => c.out);
  if (gone.length) lines.push(`Out: ${gone.map((c) => `${c.civ} (${c.out})`).join("; ")}`);
  if (v.finalOut) lines.push("", "The final report went out at the end; RANKS re-sends it.");
  else if (v.lastReport) lines.push("", "Latest report:", v.lastReport);
  if (v.you) {
    lines.push("", `Your civilization: ${v.you.civ}${v.you.alive ? "" : " (out of the game)"}`);
    if (v.you.alive) lines.push(v.you.target ? `Your target: ${v.you.target}` : "Your target: none (you are the last civilization)");
    lines.push(`Your KS: ${showKs(v.you.ks)}`);
  }
  if (v.admin) {
    const a = v.admin;
    lines.push("", "Administrator (secret: who hunts whom):", `Target cycles: ${a.cycles}`, `KS: ${a.ks.join(", ")}`);
    if (a.quick) lines.push(a.quick);
    if (a.held.length) lines.push(`Kill reports waiting: ${a.held.join("; ")}`);
    if (a.due.length) lines.push(`Reports due: ${a.due.join("; ")}`);
    if (a.nullOffer) lines.push(a.nullOffer);
  }
  return lines.join("\n");
}
