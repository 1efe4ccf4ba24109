// The engine's optional hooks for the service's generic parts and the conformance suite: the
// dashboard's pictures (drawn from the published reports, as data), the organiser's forms, what each
// seat alone may know, and the rule invariants every state must keep.
import type { AdminAction, Picture } from "../engine.ts";
import { m } from "../../i18n/msg.ts";
import { aliveSeats, civOf, ksAsOf, type KillerState, type Report } from "./state.ts";
import { livingOf, targetMapProblem } from "./targets.ts";
import type { KillerView } from "./view.ts";

/**
 * KS and rank at each published report, one line per civilization (in the order they first appear in
 * a report). A report replaced by a later one for the same turn (REVISE) counts once, as revised;
 * x holds the Civ turn of each report (a final report in the same turn as a periodic one repeats it).
 */
export function killerPictures(v: KillerView): Picture[] {
  const byKey = new Map<string, Report>();
  for (const r of v.reports) byKey.set(`${r.turn}:${r.final}`, r);
  const reports = [...byKey.values()].sort((a, b) => a.turn - b.turn || Number(a.final) - Number(b.final));
  if (!reports.length) return [];
  const civs = [...new Set(reports.flatMap((r) => r.rows.map((x) => x.civ)))];
  const x = reports.map((r) => r.turn);
  const series = (value: (row: Report["rows"][number]) => number) =>
    civs.map((name) => ({
      name,
      values: reports.map((r) => {
        const row = r.rows.find((y) => y.civ === name);
        return row ? value(row) : null;
      }),
    }));
  const xLabel = m("killer.pictureTurn");
  return [
    { kind: "lines", title: m("killer.pictureKs"), x, xLabel, series: series((r) => r.ks) },
    { kind: "lines", title: m("killer.pictureRank"), x, xLabel, series: series((r) => r.place), invert: true, integer: true },
  ];
}

/** The organiser's forms the dashboard offers for Killer: every administrator verb, as command lines with placeholders. */
export const killerAdminActions: AdminAction[] = [
  {
    id: "confirm",
    title: m("killer.actionConfirm"),
    who: "admin",
    line: "CONFIRM {report}",
    fields: [{ name: "report", label: m("killer.fieldReport"), size: 4 }],
  },
  {
    id: "reject",
    title: m("killer.actionReject"),
    who: "admin",
    line: "REJECT {report}",
    fields: [{ name: "report", label: m("killer.fieldReport"), size: 4 }],
  },
  {
    id: "kill",
    title: m("killer.actionKill"),
    who: "admin",
    line: "KILL {killer} {victim} TURN {turn}",
    fields: [
      { name: "killer", label: m("killer.fieldKiller"), size: 10 },
      { name: "victim", label: m("killer.fieldVictim"), size: 10 },
      { name: "turn", label: m("killer.fieldTurn"), size: 4 },
    ],
  },
  {
    id: "turn",
    title: m("killer.actionTurn"),
    who: "host",
    line: "TURN {turn}",
    fields: [{ name: "turn", label: m("killer.fieldTurn"), size: 4 }],
  },
  {
    id: "power",
    title: m("killer.actionPower"),
    who: "admin",
    line: "POWER {order}",
    fields: [{ name: "order", label: m("killer.fieldOrder"), size: 28 }],
  },
  {
    id: "powerTurn",
    title: m("killer.actionPowerTurn"),
    who: "admin",
    line: "POWER TURN {turn} {order}",
    fields: [
      { name: "turn", label: m("killer.fieldTurn"), size: 4 },
      { name: "order", label: m("killer.fieldOrder"), size: 28 },
    ],
  },
  { id: "report", title: m("killer.actionReport"), who: "admin", line: "REPORT", fields: [] },
  { id: "targets", title: m("killer.actionTargets"), who: "admin", line: "TARGETS", fields: [] },
  {
    id: "targetsSet",
    title: m("killer.actionTargetsSet"),
    who: "admin",
    line: "TARGETS {cycles}",
    fields: [{ name: "cycles", label: m("killer.fieldCycles"), size: 40 }],
  },
  {
    id: "settarget",
    title: m("killer.actionSetTarget"),
    who: "admin",
    line: "SETTARGET {civ} {target}",
    fields: [
      { name: "civ", label: m("killer.fieldCiv"), size: 10 },
      { name: "target", label: m("killer.fieldTarget"), size: 10 },
    ],
  },
  {
    id: "amend",
    title: m("killer.actionAmend"),
    who: "admin",
    line: "AMEND {killer} {victim} TURN {turn}",
    fields: [
      { name: "killer", label: m("killer.fieldKiller"), size: 10 },
      { name: "victim", label: m("killer.fieldVictim"), size: 10 },
      { name: "turn", label: m("killer.fieldTurn"), size: 4 },
    ],
  },
  {
    id: "undo",
    title: m("killer.actionUndo"),
    who: "admin",
    line: "UNDO {victim}",
    fields: [{ name: "victim", label: m("killer.fieldVictim"), size: 10 }],
  },
  {
    id: "revise",
    title: m("killer.actionRevise"),
    who: "admin",
    line: "REVISE {order}",
    fields: [{ name: "order", label: m("killer.fieldOrder"), size: 28 }],
  },
  { id: "finish", title: m("killer.actionFinish"), who: "admin", line: "FINISH", fields: [] },
  { id: "nullAgree", title: m("killer.actionNullAgree"), who: "admin", line: "NULL AGREE", fields: [] },
  { id: "nullRefuse", title: m("killer.actionNullRefuse"), who: "admin", line: "NULL REFUSE", fields: [] },
];

/**
 * Each living seat's target, as the English view and mails tell it ("Your target: Rome", "Your new
 * target: Rome."): "target: Rome" appears nowhere but in that seat's own mails. (A civilization whose
 * name begins another's — "Rom" and "Rome" — would make the check over-strict; names are chosen freely.)
 */
export function killerSecrets(s: KillerState): Array<{ seat: number; items: string[] }> {
  return aliveSeats(s)
    .filter((x) => s.targets[x] !== undefined)
    .map((x) => ({ seat: x, items: [`target: ${civOf(s, s.targets[x])}`] }));
}

/** The rules every state keeps (docs/killer.md): the broken ones, as plain descriptions for tests. */
export function killerInvariants(s: KillerState): string[] {
  const bad: string[] = [];
  const alive = aliveSeats(s);
  const t = targetMapProblem(s.targets);
  if (t) bad.push(`target map: ${t}`);
  const living = livingOf(s.targets);
  const expected = alive.length >= 2 ? alive : [];
  if (JSON.stringify(living) !== JSON.stringify([...expected].sort((a, b) => a - b)))
    bad.push(`targets are held by seats ${living.join(",")} but the living are ${alive.join(",")}`);
  const victims = s.ledger.map((e) => e.victim);
  if (new Set(victims).size !== victims.length) bad.push("a civilization is destroyed twice in the ledger");
  for (const [i, e] of s.ledger.entries()) {
    if (i > 0 && e.turn < s.ledger[i - 1].turn) bad.push(`ledger entry ${i + 1} is out of turn order`);
    if (e.turn > s.turn) bad.push(`ledger entry ${i + 1} is in turn ${e.turn}, after the Civ turn ${s.turn}`);
    if (e.killer !== null && victims.slice(0, i).includes(e.killer))
      bad.push(`ledger entry ${i + 1}: the killer was already destroyed`);
  }
  if (JSON.stringify(s.ks) !== JSON.stringify(ksAsOf(s, Infinity))) bad.push("KS differs from the sum of the ledger");
  for (const h of s.held)
    if (!s.players.some((p) => p.seat === h.victim) || victims.includes(h.victim))
      bad.push(`kill report ${h.id} about a civilization already gone`);
  if (s.finished && (s.held.length || s.nullOffer)) bad.push("a finished game keeps kill reports or a null-result proposal");
  if (!s.finished && alive.length <= 1) bad.push("one civilization or none left, and the game is not finished");
  const dueTurns = s.due.map((d) => d.turn);
  if (dueTurns.some((x, i) => i > 0 && x <= dueTurns[i - 1])) bad.push("due reports are not in strictly increasing turn order");
  for (const r of s.reports)
    if (new Set(r.rows.map((x) => x.seat)).size !== r.rows.length || r.rows.length !== s.players.length)
      bad.push(`the report of turn ${r.turn} does not list every civilization exactly once`);
  if (s.nullOffer && (s.options.variant !== "highlander" || alive.length !== 2))
    bad.push("a null result is proposed outside a Highlander duel");
  return bad;
}
