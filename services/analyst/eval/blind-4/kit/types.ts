/**
 * The shape of the blind-4 set: a book is a generated workbook plus the questions an owner
 * would ask of it, each with one expectation the scorer of eval/owners can read.
 */

/** What a right answer is. `value` is exact decimal text (percent points for a percent). */
export interface BlindExpect {
  /** Accepted figure(s) for figures[0].value; several when the sheet supports two readings. */
  value?: string | string[];
  /** Allowed distance from the figure (default 0.005). */
  tol?: number;
  /** Compare magnitudes (a cost asked as "how much did we spend" may come back negative). */
  abs?: boolean;
  /** Where an extreme or group is (month, customer, item), matched case-insensitively. */
  at?: string | string[];
  /** The workbook cannot answer this, or it stays ambiguous: expect a refusal / question back. */
  refuse?: boolean;
}

export interface BookQuestion {
  /** Short id inside the book; the set prefixes it with the book name. */
  id: string;
  question: string;
  expect: BlindExpect;
  /** How the expected figure is defined, or why a refusal is the right answer. */
  means: string;
}

/** A second computation of a figure, compared in the set test (left must equal right). */
export interface BookCheck {
  what: string;
  left: bigint;
  right: bigint;
}

export interface BuiltBook {
  business: string;
  shape: string;
  bytes: Uint8Array;
  questions: BookQuestion[];
  checks: BookCheck[];
}
