/** Small helpers that keep each book's question list readable. */
import type { Blind3Expect, Blind3Question, Recheck } from './types';

export function questionsFor(book: string) {
  const list: Blind3Question[] = [];
  let n = 0;
  const add = (question: string, expect: Blind3Expect, means: string, recheck?: Recheck): void => {
    n += 1;
    list.push({
      id: `${book}-${String(n).padStart(2, '0')}`,
      book,
      question,
      expect,
      means,
      ...(recheck ? { recheck } : {}),
    });
  };
  return {
    list,
    ask: add,
    refuse: (question: string, means: string): void => add(question, { refuse: true }, means),
  };
}

/** bigint helpers; argmax/argmin refuse ties, so every "which ..." question has one answer. */
export const bsum = (xs: bigint[]): bigint => xs.reduce((s, x) => s + x, 0n);
export function argmax<T>(xs: T[], f: (x: T) => bigint): T {
  if (!xs.length) throw new Error('argmax of nothing');
  let best: T = xs[0] as T;
  for (const x of xs) if (f(x) > f(best)) best = x;
  const ties = xs.filter((x) => f(x) === f(best)).length;
  if (ties > 1) throw new Error('tie in argmax: the generator must give one answer');
  return best;
}
export function argmin<T>(xs: T[], f: (x: T) => bigint): T {
  return argmax(xs, (x) => -f(x));
}
