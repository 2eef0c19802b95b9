/** The shapes of the third blind set: a question, what is expected, and how the book was made. */

/** What the scorer (../owners/score.ts) checks: figures[0].value, its place, or a refusal. */
export interface Blind3Expect {
  /** Exact decimal text; a list when two readings are both fair (either is right). */
  value?: string | string[];
  /** A place the answer must name (month, customer, line), matched case-insensitively. */
  at?: string | string[];
  tol?: number;
  /** Compare magnitudes (a cost may fairly be given as 1200 or -1200). */
  abs?: boolean;
  /** The sheet cannot answer it, or two readings differ: a refusal or a question back. */
  refuse?: boolean;
}

/** A second path to the expected value: recomputed from the written .xlsx by the set test. */
export interface Recheck {
  sheet: string;
  /** A1 range, e.g. "G5:G16", one cell, or several joined by commas. */
  range: string;
  op: 'sum' | 'mean' | 'max' | 'min' | 'count' | 'value';
}

export interface Blind3Question {
  id: string;
  book: string;
  question: string;
  expect: Blind3Expect;
  /** How the expected figure is defined, in words. */
  means: string;
  recheck?: Recheck;
}

export interface Blind3Book {
  name: string;
  business: string;
  shape: string;
  bytes: Uint8Array;
  questions: Blind3Question[];
  /** Totals written in the sheet that must equal the sum of their parts (checked on read-back). */
  /** parts: an A1 range, or several ranges/cells joined by commas. */
  totals: Array<{ sheet: string; total: string; parts: string }>;
}
