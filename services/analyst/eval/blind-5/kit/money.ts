/** Re-exports the eval's exact arithmetic (integer cents / bigint) so books import one place. */
export { divRound, growth, hundredths, meanCents, money, pct, ratio2, sum } from '../../expect';

/** The sum of cents as a number (the generator's values stay far below 2^53). */
export const total = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);

/** Index of the largest (or smallest) value; ties must not happen in a fair question. */
export function argExtreme(xs: number[], dir: 'max' | 'min'): number {
  let best = 0;
  for (let i = 1; i < xs.length; i++) {
    if (dir === 'max' ? xs[i]! > xs[best]! : xs[i]! < xs[best]!) best = i;
  }
  return best;
}

/** True when the extreme is unique (the question is fair only then). */
export function uniqueExtreme(xs: number[], dir: 'max' | 'min'): boolean {
  const v = xs[argExtreme(xs, dir)]!;
  return xs.filter((x) => x === v).length === 1;
}
