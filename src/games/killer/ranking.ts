// The rated-game ranking ("Kills Impact Ranking") of the Killer rules, as a pure function so the
// worked example of the seed and property tests can check it without an engine around it.
//
// Rule (docs/killer.md): survivors are compared pairwise on their BASE power-graph ranks r.
//  - r(A) < r(B): A loses a place if KS(B) − KS(A) ≥ CV(r(A), r(B))
//  - r(A) > r(B): A gains a place if KS(A) − KS(B) ≥ CV(r(A), r(B))
//  - equal ranks are not compared
//  final(A) = r(A) + losses − gains; order by final, then base rank; equal finals share a place.
// Destroyed civilizations are not compared and come after all survivors, tied.

/**
 * Condition value CV(i, j) = ⌈|i − j| / 2⌉. It reproduces the seed's chart (rows 1–6, 8, 9; row 7 is
 * misprinted there) and extends it past 9 players.
 */
export function cv(i: number, j: number): number {
  return Math.ceil(Math.abs(i - j) / 2);
}

export interface RankRow {
  id: string;
  /** power-graph rank; null for a destroyed civilization */
  base: number | null;
  /** r + losses − gains; null for a destroyed civilization */
  final: number | null;
  /** 1-based place in the report; equal final ranks share it (competition ranking: 1, 2, 2, 4) */
  place: number;
  destroyed: boolean;
}

/**
 * Computes the final ranking.
 * @param powerRanks base rank of every survivor (ids of destroyed civilizations may appear; ignored)
 * @param ks killer score per id (missing = 0)
 * @param destroyed ids of destroyed civilizations, in the order they are to be listed
 * @returns every id of powerRanks and destroyed exactly once: survivors first, then the destroyed
 */
export function rankReport(
  powerRanks: Record<string, number>,
  ks: Record<string, number>,
  destroyed: readonly string[],
): RankRow[] {
  const dead = new Set(destroyed);
  const alive = Object.keys(powerRanks).filter((id) => !dead.has(id));
  const score = (id: string) => ks[id] ?? 0;
  const finals = new Map<string, number>();
  for (const a of alive) {
    const ra = powerRanks[a];
    let losses = 0,
      gains = 0;
    for (const b of alive) {
      if (a === b) continue;
      const rb = powerRanks[b];
      if (ra === rb) continue;
      const c = cv(ra, rb);
      if (ra < rb && score(b) - score(a) >= c) losses++;
      if (ra > rb && score(a) - score(b) >= c) gains++;
    }
    finals.set(a, ra + losses - gains);
  }
  // Stable sort: equal (final, base) keep the order the power graph listed them in.
  const sorted = alive
    .map((id, i) => ({ id, i }))
    .sort((x, y) => finals.get(x.id)! - finals.get(y.id)! || powerRanks[x.id] - powerRanks[y.id] || x.i - y.i);
  // Equal final ranks share a place, whatever their base ranks (competition ranking: 1, 2, 2, 4).
  const rows: RankRow[] = sorted.map(({ id }) => {
    const f = finals.get(id)!;
    const place = 1 + alive.filter((b) => finals.get(b)! < f).length;
    return { id, base: powerRanks[id], final: f, place, destroyed: false };
  });
  const deadPlace = alive.length + 1;
  const seen = new Set<string>();
  for (const id of destroyed) {
    if (seen.has(id)) continue;
    seen.add(id);
    rows.push({ id, base: null, final: null, place: deadPlace, destroyed: true });
  }
  return rows;
}

/**
 * Base ranks from a power graph typed as groups of equals, best first (["A"], ["B","C"], ["D"]):
 * competition ranking: A 1, B 2, C 2, D 4.
 */
export function ranksFromGroups(groups: readonly (readonly string[])[]): Record<string, number> {
  const out: Record<string, number> = {};
  let above = 0;
  for (const g of groups) {
    for (const id of g) out[id] = above + 1;
    above += g.length;
  }
  return out;
}
