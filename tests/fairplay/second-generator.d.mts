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
export function canonical(x: unknown): string;
export function drawsDigest(steps: unknown): string;
export function seal(seed: string, key: string, value: unknown): string;
export function regicideDraws(
  seed: string,
  players: number,
  heals: Array<{ step: number; pile: string[] }>,
): Array<{ step: number; draws: Array<{ purpose: string; kind: string; value: unknown }> }>;
export function regicideValue(code: string): number;
export function regicideHeal(tavern: string[], shuffled: string[], x: number): { tavern: string[]; discard: string[] };
