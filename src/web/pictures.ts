// Pictures for the game page, drawn on the server as inline SVG from what is public: a Regicide
// game's castle progress, Three Kingdoms' HP bars, and a Killer game's killer score (KS) and rank
// over turns, read from the rank reports Herald published to every player (never from targets).
// Everything that comes from players (names, civilizations) goes through esc().

export function esc(s: unknown): string {
  return String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

const PALETTE = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#bcbd22", "#7f7f7f", "#393b79", "#637939"];

// ───────────────────────────── Regicide ─────────────────────────────

interface RegicideLike {
  defeated: number;
  castleLeft: number;
  enemy: null | { card: string; health: number; damage: number; attack: number; shield: number };
  result: null | { won: boolean };
}

/** Twelve royals: defeated ones filled, the current enemy with its damage, the rest waiting. */
export function regicideCastle(v: RegicideLike): string {
  const total = 12;
  const w = 36, gap = 6, h = 48;
  const width = total * (w + gap) + 10;
  const order = ["J", "J", "J", "J", "Q", "Q", "Q", "Q", "K", "K", "K", "K"];
  const cells: string[] = [];
  for (let i = 0; i < total; i++) {
    const x = 5 + i * (w + gap);
    const current = v.enemy && i === v.defeated;
    const cls = i < v.defeated ? "done" : current ? "current" : "waiting";
    cells.push(`<rect class="royal ${cls}" x="${x}" y="5" width="${w}" height="${h}" rx="4"><title>${i < v.defeated ? "defeated" : current ? "current enemy" : "in the castle"}</title></rect>`);
    cells.push(`<text x="${x + w / 2}" y="${5 + h / 2 + 5}" text-anchor="middle" class="royal-label">${order[i]}</text>`);
  }
  let enemy = "";
  if (v.enemy) {
    const frac = Math.max(0, Math.min(1, v.enemy.damage / Math.max(1, v.enemy.health)));
    const bw = width - 10;
    enemy =
      `<text x="5" y="${h + 28}" class="svg-caption">Enemy ${esc(v.enemy.card)}: ${v.enemy.damage}/${v.enemy.health} damage, attack ${v.enemy.attack}, shield ${v.enemy.shield}</text>` +
      `<rect class="bar-bg" x="5" y="${h + 36}" width="${bw}" height="12" rx="3"/>` +
      `<rect class="bar-damage" x="5" y="${h + 36}" width="${(bw * frac).toFixed(1)}" height="12" rx="3"/>`;
  }
  const height = v.enemy ? h + 56 : h + 12;
  const label = `Castle: ${v.defeated} of 12 royals defeated${v.result ? (v.result.won ? " — the players won" : " — the players lost") : ""}`;
  return `<figure class="picture"><figcaption>${esc(label)}</figcaption><svg role="img" aria-label="${esc(label)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">${cells.join("")}${enemy}</svg></figure>`;
}

// ─────────────────────────── Three Kingdoms ───────────────────────────

interface TkLike {
  players: { seat: number; name: string; hp: number; maxHp: number; alive: boolean; role: string | null }[];
}

export function threeKingdomsHp(v: TkLike): string {
  const rowH = 26, labelW = 190, barW = 260;
  const rows = v.players.map((p, i) => {
    const y = 5 + i * rowH;
    const frac = p.maxHp > 0 ? Math.max(0, p.hp) / p.maxHp : 0;
    const who = `${p.seat}. ${p.name}${p.role ? ` (${p.role})` : ""}`;
    return `<text x="5" y="${y + 16}" class="svg-label">${esc(who.length > 26 ? who.slice(0, 25) + "…" : who)}</text>` +
      `<rect class="bar-bg" x="${labelW}" y="${y + 4}" width="${barW}" height="16" rx="3"/>` +
      `<rect class="${p.alive ? "bar-hp" : "bar-dead"}" x="${labelW}" y="${y + 4}" width="${(p.alive ? barW * frac : barW).toFixed(1)}" height="16" rx="3"/>` +
      `<text x="${labelW + barW + 8}" y="${y + 16}" class="svg-label">${p.alive ? `${p.hp}/${p.maxHp} HP` : "dead"}</text>`;
  });
  const width = labelW + barW + 80, height = v.players.length * rowH + 10;
  return `<figure class="picture"><figcaption>Health</figcaption><svg role="img" aria-label="HP of each player" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">${rows.join("")}</svg></figure>`;
}

// ─────────────────────────────── Killer ───────────────────────────────

export interface KillerReport {
  turn: number;
  final: boolean;
  rows: { civ: string; player: string; place: number; ks: number; out: boolean }[];
}

const HEADER = /^(?:(Final) rank report \(Civ turn (\d+)\)|Rank report after Civ turn (\d+)|(Final) standings \(Civ turn (\d+)\)|Standings after Civ turn (\d+))\s*$/;
const ROW = /^(\d+)[=.] (.+?) \(([^()]*)\): (?:(destroyed|resigned) in turn \d+, )?KS ([+-]?\d+(?:\.\d+)?)/;

/** The rank reports in the texts of public mails, in order, one per (turn, final). */
export function parseKillerReports(texts: string[]): KillerReport[] {
  const byKey = new Map<string, KillerReport>();
  for (const text of texts) {
    let cur: KillerReport | null = null;
    for (const line of text.split(/\r?\n/)) {
      const h = HEADER.exec(line.trim());
      if (h) {
        const turn = Number(h[2] ?? h[3] ?? h[5] ?? h[6]);
        cur = { turn, final: !!(h[1] || h[4]), rows: [] };
        byKey.set(`${turn}:${cur.final}`, cur);
        continue;
      }
      if (!cur) continue;
      const r = ROW.exec(line.trim());
      if (r) cur.rows.push({ place: Number(r[1]), civ: r[2], player: r[3], out: !!r[4], ks: Number(r[5]) });
      else cur = null;
    }
  }
  return [...byKey.values()].filter((r) => r.rows.length).sort((a, b) => a.turn - b.turn || Number(a.final) - Number(b.final));
}

function lineChart(opts: { title: string; reports: KillerReport[]; civs: string[]; value: (r: KillerReport, civ: string) => number | null; invert: boolean; integerTicks: boolean }): string {
  const W = 560, H = 240, L = 44, R = 12, T = 12, B = 34;
  const xs = opts.reports.map((r) => r.turn);
  const values = opts.reports.flatMap((r) => opts.civs.map((c) => opts.value(r, c))).filter((v): v is number => v !== null);
  let lo = Math.min(0, ...values), hi = Math.max(1, ...values);
  if (opts.invert) { lo = 1; hi = Math.max(2, ...values); }
  const xMin = Math.min(...xs), xMax = Math.max(...xs);
  const px = (t: number) => L + (xMax === xMin ? (W - L - R) / 2 : ((t - xMin) / (xMax - xMin)) * (W - L - R));
  const py = (v: number) => (opts.invert ? T + ((v - lo) / (hi - lo)) * (H - T - B) : H - B - ((v - lo) / (hi - lo)) * (H - T - B));
  const parts: string[] = [];
  // axes and grid
  const step = Math.max(1, Math.ceil((hi - lo) / 6));
  for (let v = Math.ceil(lo); v <= hi; v += step) {
    parts.push(`<line class="grid" x1="${L}" x2="${W - R}" y1="${py(v).toFixed(1)}" y2="${py(v).toFixed(1)}"/>`);
    parts.push(`<text class="tick" x="${L - 6}" y="${(py(v) + 4).toFixed(1)}" text-anchor="end">${v}</text>`);
  }
  for (const r of opts.reports) parts.push(`<text class="tick" x="${px(r.turn).toFixed(1)}" y="${H - B + 16}" text-anchor="middle">${r.turn}${r.final ? "F" : ""}</text>`);
  parts.push(`<text class="tick" x="${(L + W - R) / 2}" y="${H - 4}" text-anchor="middle">Civ turn</text>`);
  opts.civs.forEach((civ, i) => {
    const colour = PALETTE[i % PALETTE.length];
    const pts = opts.reports.map((r) => [r.turn, opts.value(r, civ)] as const).filter((p): p is readonly [number, number] => p[1] !== null);
    if (!pts.length) return;
    const d = pts.map(([t, v], j) => `${j ? "L" : "M"}${px(t).toFixed(1)},${py(v).toFixed(1)}`).join(" ");
    parts.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="2"><title>${esc(civ)}</title></path>`);
    for (const [t, v] of pts) parts.push(`<circle cx="${px(t).toFixed(1)}" cy="${py(v).toFixed(1)}" r="3" fill="${colour}"><title>${esc(`${civ}: ${v} (turn ${t})`)}</title></circle>`);
  });
  return `<svg role="img" aria-label="${esc(opts.title)}" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" xmlns="http://www.w3.org/2000/svg">${parts.join("")}</svg>`;
}

/** KS and rank over the published reports, one line per civilization, with a legend. */
export function killerCharts(reports: KillerReport[]): string {
  if (!reports.length) return `<p class="muted">No rank report has been published yet: the charts appear with the first one.</p>`;
  const civs = [...new Set(reports.flatMap((r) => r.rows.map((x) => x.civ)))];
  const ks = lineChart({ title: "Killer score (KS) by turn", reports, civs, invert: false, integerTicks: false,
    value: (r, c) => r.rows.find((x) => x.civ === c)?.ks ?? null });
  const rank = lineChart({ title: "Rank by turn (1 = first)", reports, civs, invert: true, integerTicks: true,
    value: (r, c) => r.rows.find((x) => x.civ === c)?.place ?? null });
  const legend = civs.map((c, i) => {
    const player = reports.at(-1)!.rows.find((x) => x.civ === c)?.player ?? "";
    return `<li><svg width="14" height="14" aria-hidden="true"><rect width="14" height="14" fill="${PALETTE[i % PALETTE.length]}"/></svg> ${esc(c)}${player ? ` (${esc(player)})` : ""}</li>`;
  }).join("");
  return `<div class="charts"><figure class="picture"><figcaption>Killer score (KS) at each rank report</figcaption>${ks}</figure>` +
    `<figure class="picture"><figcaption>Rank at each rank report (1 = first)</figcaption>${rank}</figure></div><ul class="legend">${legend}</ul>`;
}
