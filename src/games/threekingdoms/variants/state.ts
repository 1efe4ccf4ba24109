// The variants' bookkeeping inside the game state (plain JSON, like the rest of State).
export interface VariantState {
  /** final three: the round during which only three (or fewer) players were first left */
  finalThreeFrom?: number;
  /** first-out protection: the seat keeping a drop of blood this deal, while still protected */
  protected?: number | null;
}
