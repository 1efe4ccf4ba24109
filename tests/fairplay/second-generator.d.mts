// Types of second-generator.mjs, for the TypeScript test that runs it.
export interface Generator {
  key: string;
  at(step: number): Generator;
  word(purpose: string): number;
  int(n: number, purpose: string): number;
  die(purpose?: string): number;
  shuffle<T>(items: readonly T[], purpose?: string): T[];
}
export function generator(seed: string): Generator;
export function trenteDraws(seed: string, players: number, diceCount: number): { first: number; dice: number[] };
