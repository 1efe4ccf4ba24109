// Pictures for the game page, drawn on the server as inline SVG from the data an engine's optional
// `pictures(publicView)` hook returns (src/games/engine.ts, `Picture`): a progress towards a goal, one
// bar per item, or lines over turns. The core knows no game: it draws only these three shapes, from the
// public view, so nothing secret can reach a picture. Titles and notes are messages, rendered in the
// reader's language (English on the dashboard); everything else that comes from players (names, series)
// goes through esc().
import { format } from "../i18n/format.ts";
import type { Lang, Msg } from "../i18n/msg.ts";
import type { GameEngine, Picture } from "../games/engine.ts";

export function esc(s: unknown): string {
  return String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

const PALETTE = [
  "#1f77b4",
  "#d62728",
  "#2ca02c",
  "#ff7f0e",
  "#9467bd",
  "#8c564b",
  "#e377c2",
  "#17becf",
  "#bcbd22",
  "#7f7f7f",
  "#393b79",
  "#637939",
];

const words =
  (lang: Lang) =>
  (msg: Msg | undefined): string =>
    msg ? format(lang, msg) : "";

function svg(label: string, width: number, height: number, body: string): string {
  return (
    `<svg role="img" aria-label="${esc(label)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ` +
    `xmlns="http://www.w3.org/2000/svg">${body}</svg>`
  );
}

function figure(caption: string, body: string, cls = "picture"): string {
  return `<figure class="${cls}"><figcaption>${esc(caption)}</figcaption>${body}</figure>`;
}

const clamp01 = (x: number) => (Number.isFinite(x) ? Math.max(0, Math.min(1, x)) : 0);

// ───────────────────────────── progress ─────────────────────────────

/** A count out of a small whole is drawn as cells (the castle's twelve royals), a large one as a bar. */
function progress(p: Extract<Picture, { kind: "progress" }>, lang: Lang): string {
  const en = words(lang);
  const title = en(p.title);
  const label = en(p.label);
  const caption = label ? `${title}: ${label}` : title;
  const max = Math.max(0, p.max);
  if (Number.isInteger(max) && max > 0 && max <= 24) {
    const w = 30,
      gap = 6,
      h = 40;
    const width = max * (w + gap) + 10;
    const cells: string[] = [];
    for (let i = 0; i < max; i++) {
      const x = 5 + i * (w + gap);
      const cls = i < p.value ? "done" : i === Math.floor(p.value) ? "current" : "waiting";
      cells.push(`<rect class="cell ${cls}" x="${x}" y="5" width="${w}" height="${h}" rx="4"><title>${i + 1}</title></rect>`);
    }
    return figure(caption, svg(`${title}: ${p.value} / ${max}`, width, h + 10, cells.join("")));
  }
  const width = 480;
  const bw = ((width - 10) * clamp01(max ? p.value / max : 0)).toFixed(1);
  const body =
    `<rect class="bar-bg" x="5" y="5" width="${width - 10}" height="16" rx="3"/>` +
    `<rect class="bar-value" x="5" y="5" width="${bw}" height="16" rx="3"/>` +
    `<text x="5" y="38" class="svg-caption">${esc(`${p.value} / ${max}`)}</text>`;
  return figure(caption, svg(`${title}: ${p.value} / ${max}`, width, 44, body));
}

// ─────────────────────────────── bars ───────────────────────────────

function bars(p: Extract<Picture, { kind: "bars" }>, lang: Lang): string {
  const en = words(lang);
  const title = en(p.title);
  const rowH = 26,
    labelW = 190,
    barW = 260;
  const rows = p.items.map((it, i) => {
    const y = 5 + i * rowH;
    const frac = clamp01(it.max > 0 ? it.value / it.max : 0);
    const label = it.label.length > 26 ? it.label.slice(0, 25) + "…" : it.label;
    const note = en(it.note);
    return (
      `<text x="5" y="${y + 16}" class="svg-label">${esc(label)}</text>` +
      `<rect class="bar-bg" x="${labelW}" y="${y + 4}" width="${barW}" height="16" rx="3"/>` +
      `<rect class="bar-value" x="${labelW}" y="${y + 4}" width="${(barW * frac).toFixed(1)}" height="16" rx="3">` +
      `<title>${esc(`${it.label}: ${it.value}/${it.max}`)}</title></rect>` +
      `<text x="${labelW + barW + 8}" y="${y + 16}" class="svg-label">${esc(`${it.value}/${it.max}${note ? ` ${note}` : ""}`)}</text>`
    );
  });
  const width = labelW + barW + 140,
    height = p.items.length * rowH + 10;
  return figure(title, svg(title, width, height, rows.join("")));
}

// ─────────────────────────────── lines ──────────────────────────────

function lines(p: Extract<Picture, { kind: "lines" }>, lang: Lang): string {
  const en = words(lang);
  const title = en(p.title);
  const xLabel = en(p.xLabel);
  const W = 560,
    H = 240,
    L = 44,
    R = 12,
    T = 12,
    B = 34;
  const values = p.series.flatMap((s) => s.values).filter((v): v is number => typeof v === "number");
  let lo = Math.min(0, ...values),
    hi = Math.max(1, ...values);
  if (p.invert) {
    lo = Math.min(1, ...values);
    hi = Math.max(lo + 1, ...values);
  }
  const xMin = Math.min(...p.x),
    xMax = Math.max(...p.x);
  const px = (t: number) => L + (xMax === xMin ? (W - L - R) / 2 : ((t - xMin) / (xMax - xMin)) * (W - L - R));
  const py = (v: number) => {
    const f = (v - lo) / (hi - lo);
    return p.invert ? T + f * (H - T - B) : H - B - f * (H - T - B);
  };
  const parts: string[] = [];
  const step = Math.max(1, Math.ceil((hi - lo) / 6));
  for (let v = Math.ceil(lo); v <= hi; v += p.integer ? Math.max(1, Math.round(step)) : step) {
    parts.push(`<line class="grid" x1="${L}" x2="${W - R}" y1="${py(v).toFixed(1)}" y2="${py(v).toFixed(1)}"/>`);
    parts.push(`<text class="tick" x="${L - 6}" y="${(py(v) + 4).toFixed(1)}" text-anchor="end">${v}</text>`);
  }
  for (const x of new Set(p.x)) {
    parts.push(`<text class="tick" x="${px(x).toFixed(1)}" y="${H - B + 16}" text-anchor="middle">${esc(x)}</text>`);
  }
  if (xLabel) parts.push(`<text class="tick" x="${(L + W - R) / 2}" y="${H - 4}" text-anchor="middle">${esc(xLabel)}</text>`);
  // Tied series (the same value at the same point) would be drawn on top of each other, the last
  // hiding the others: each tied one is moved a few pixels apart, side by side, and every point's
  // title names all who share it.
  const tied = p.x.map((_, j) => {
    const at = new Map<number, number[]>();
    p.series.forEach((s, i) => {
      const v = s.values[j];
      if (typeof v === "number") at.set(v, [...(at.get(v) ?? []), i]);
    });
    return at;
  });
  const SPREAD = 3;
  const dodge = (j: number, v: number, i: number) => {
    const group = tied[j].get(v) ?? [i];
    return (group.indexOf(i) - (group.length - 1) / 2) * SPREAD;
  };
  p.series.forEach((s, i) => {
    const colour = PALETTE[i % PALETTE.length];
    const pts = p.x
      .map((x, j) => [x, s.values[j], j] as const)
      .filter((pt): pt is readonly [number, number, number] => typeof pt[1] === "number");
    if (!pts.length) return;
    const y = (v: number, j: number) => (py(v) + dodge(j, v, i)).toFixed(1);
    const d = pts.map(([x, v, j], k) => `${k ? "L" : "M"}${px(x).toFixed(1)},${y(v, j)}`).join(" ");
    parts.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="2"><title>${esc(s.name)}</title></path>`);
    for (const [x, v, j] of pts) {
      const where = xLabel ? `${xLabel} ${x}` : String(x);
      const names = (tied[j].get(v) ?? [i]).map((k) => p.series[k].name).join(", ");
      parts.push(
        `<circle cx="${px(x).toFixed(1)}" cy="${y(v, j)}" r="3" fill="${colour}">` +
          `<title>${esc(`${names}: ${v} (${where})`)}</title></circle>`,
      );
    }
  });
  const legend = p.series
    .map(
      (s, i) =>
        `<li><svg width="14" height="14" aria-hidden="true"><rect width="14" height="14" fill="${PALETTE[i % PALETTE.length]}"/></svg> ${esc(s.name)}</li>`,
    )
    .join("");
  return figure(title, svg(title, W, H, parts.join("")) + `<ul class="legend">${legend}</ul>`);
}

/** One picture as a figure with inline SVG; a lines picture with no point yet is left out. */
export function drawPicture(p: Picture, lang: Lang = "en"): string {
  switch (p.kind) {
    case "progress":
      return progress(p, lang);
    case "bars":
      return p.items.length ? bars(p, lang) : "";
    case "lines":
      return p.x.length && p.series.length ? lines(p, lang) : "";
    default:
      return "";
  }
}

export function drawPictures(pictures: readonly Picture[], lang: Lang = "en"): string {
  const drawn = pictures.map((p) => drawPicture(p, lang)).filter(Boolean);
  return drawn.length ? `<div class="charts">${drawn.join("")}</div>` : "";
}

/** The engine's pictures of a public view, drawn; nothing when the engine has none. */
export function picturesOf(engine: Pick<GameEngine, "pictures"> | undefined, publicView: unknown, lang: Lang = "en"): string {
  if (!engine?.pictures || publicView === undefined || publicView === null) return "";
  return drawPictures(engine.pictures(publicView), lang);
}
