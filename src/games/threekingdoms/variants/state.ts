// The variants' bookkeeping inside the game state (plain JSON, like the rest of State).
export interface VariantState {
  /** final three: the round during which only three (or fewer) players were first left */
  finalThreeFrom?: number;
  /** first-out protection: the seat keeping a drop of blood this deal, while still protected */
  protected?: number | null;
  /** reincarnation: seats that came back (out for victory), the round each giver last sacrificed,
   *  and dead seats that can take no more sacrifices (no general of their kingdom was left) */
  reborn?: number[];
  sacrificed?: Record<number, number>;
  stuck?: number[];
  /** Dark Souls: the souls by dead seat (host null while choosing), and who resigned (no soul) */
  souls?: Record<number, import("./darksouls.ts").Soul>;
  noSoul?: number[];
}
