// The dashboard's pictures (src/web/pictures.ts) as drawn: a negative score is shown as negative (an
// empty bar, its figure below zero), and tied series on a line chart are drawn apart, each point
// naming everyone who shares it.
import { describe, expect, it } from "vitest";
import { drawPicture } from "../../src/web/pictures.ts";
import { m } from "../../src/i18n/msg.ts";
import { trenteEngine } from "../../src/games/trente/index.ts";
import { scripted } from "../games/trente/helpers.ts";

const title = m("killer.pictureKs");

describe("pictures", () => {
  it("a Trente score of −2 out of 30 is drawn −2/30 with an empty bar, not 0/30", () => {
    const { state } = scripted({ start: 30 }, 2, [[1, 2, 3, 4, 5, 6]]);
    state.scores["2"] = -2;
    const [p] = trenteEngine.pictures!(trenteEngine.view(state, "public"));
    const svg = drawPicture(p);
    expect(svg).toContain(">-2/30</text>");
    expect(svg).toContain("Bob: -2/30");
    expect(svg).not.toMatch(/Bob: 0\/30|>0\/30</);
    const bars = [...svg.matchAll(/class="bar-value"[^>]*width="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(bars[1]).toBe(0);
  });

  it("tied players on a line chart are drawn side by side, and each point names all who share it", () => {
    const svg = drawPicture({
      kind: "lines",
      title,
      x: [1, 2, 3],
      series: [
        { name: "Ann", values: [0, 1, 1] },
        { name: "Bob", values: [0, 1, 2] },
        { name: "Cid", values: [0, 0, 1] },
      ],
    });
    const paths = [...svg.matchAll(/<path d="([^"]+)"/g)].map((m) => m[1]);
    expect(paths).toHaveLength(3);
    // no two series share a drawn point, though their values do
    const points = paths.map((d) => d.split(/[ML ]+/).filter(Boolean));
    for (let i = 0; i < 3; i++)
      for (let j = i + 1; j < 3; j++) for (const pt of points[i]) expect(points[j], `${i} ${j} ${pt}`).not.toContain(pt);
    expect(svg).toContain("<title>Ann, Bob, Cid: 0 (1)</title>");
    expect(svg).toContain("<title>Ann, Bob: 1 (2)</title>");
    expect(svg).toContain("<title>Bob: 2 (3)</title>");
  });
});
