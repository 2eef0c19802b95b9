/**
 * Shapes of the blind hold-out: a question, what a careful bookkeeper would answer from the
 * sheet alone, and what that expectation means. `BlindExpect` is scored by the owners' scorer
 * (eval/owners/score.ts), so its fields carry the same meaning there: `value` (one figure or
 * any of several readings), `at` (where an extreme was found), `refuse` (the sheet cannot
 * answer, or the question stays ambiguous: a refusal or a question back is right).
 */
export interface BlindExpect {
  value?: string | string[];
  at?: string | string[];
  tol?: number;
  abs?: boolean;
  refuse?: boolean;
}

/** One question before it is tied to its workbook. */
export interface BookQuestion {
  id: string;
  question: string;
  expect: BlindExpect;
  /** How the expected figure is defined (or why a refusal is right). */
  means: string;
}

export interface BlindQuestion extends BookQuestion {
  book: string;
}

/** A built workbook: its bytes, the generator's data the expectations come from. */
export interface BuiltBook<F> {
  bytes: Uint8Array;
  facts: F;
}

/** One shape of the set: how to build it, and the questions asked of it. */
export interface BookSpec<F> {
  name: string;
  /** the business and the shape, for the README and per-book lines */
  about: string;
  build: (seed: number) => Promise<BuiltBook<F>>;
  questions: (facts: F) => BookQuestion[];
}
