/**
 * Shared pieces of blind set 23: the question and book shapes, a seeded random source, month
 * names, and a small builder that numbers questions. Expected figures use the eval's integer
 * arithmetic in ../expect.ts (never the engine).
 */
import ExcelJS from 'exceljs';

export interface BlindExpect {
  /** exact decimal text (or several acceptable readings) of figures[0].value */
  value?: string | string[];
  /** where an extreme was found (any of these, case-insensitive substring) */
  at?: string | string[];
  /** the sheet cannot answer it, or it stays ambiguous: a refusal / question back is right */
  refuse?: boolean;
  tol?: number;
  abs?: boolean;
  text?: string[];
}

export interface BlindQuestion {
  id: string;
  book: string;
  question: string;
  expect: BlindExpect;
  /** how the expected figure is defined (or why a refusal is expected) */
  means: string;
}

/** Two computations of one figure by different paths; the set test checks they agree. */
export interface CrossCheck {
  what: string;
  a: bigint;
  b: bigint;
}

export interface BlindBook {
  name: string;
  business: string;
  currency: string;
  shape: string;
  build(): Promise<Uint8Array>;
  questions: BlindQuestion[];
  checks: CrossCheck[];
}

export const SEED = 23233;

/** mulberry32, seeded per book from the set seed and the book's name */
export function rngFor(name: string): () => number {
  let h = SEED;
  for (const ch of name) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (r: () => number, lo: number, hi: number): number =>
  lo + Math.floor(r() * (hi - lo + 1));

export const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

export const MON = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
export const MONTH = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Every usual way of writing month m (0-based) of a year, for `at` checks. */
export function monthPlaces(m: number, year: number): string[] {
  const yy = String(year).slice(2);
  const mm = String(m + 1).padStart(2, '0');
  return [`${MON[m]}-${yy}`, MONTH[m]!, `${MON[m]} ${year}`, `${year}-${mm}`, `${MON[m]} ${yy}`];
}

/** cents as the number written into a cell */
export const cell = (cents: bigint | number): number => Number(cents) / 100;

export async function toBytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

export function newBook(): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'blind-23';
  wb.created = new Date('2026-11-24T00:00:00Z');
  return wb;
}

/** Numbers the questions of one book: `<book>-01`, `<book>-02`, ... */
export class Asker {
  readonly list: BlindQuestion[] = [];
  constructor(private readonly book: string) {}
  private add(question: string, expect: BlindExpect, means: string): void {
    const id = `${this.book}-${String(this.list.length + 1).padStart(2, '0')}`;
    this.list.push({ id, book: this.book, question, expect, means });
  }
  /** one exact figure */
  value(question: string, value: string | string[], means: string, tol?: number): void {
    this.add(question, tol === undefined ? { value } : { value, tol }, means);
  }
  /** a percentage to two decimals (compared within 0.01 point) */
  percent(question: string, value: string, means: string): void {
    this.add(question, { value, tol: 0.01 }, means);
  }
  /** an extreme: the place, and its figure when given */
  place(question: string, at: string | string[], means: string, value?: string): void {
    this.add(question, value === undefined ? { at } : { at, value }, means);
  }
  refuse(question: string, means: string): void {
    this.add(question, { refuse: true }, means);
  }
}

/** index of the largest value (first on ties; generators avoid ties) */
export function argmax(xs: Array<bigint | number>): number {
  let best = 0;
  xs.forEach((x, i) => {
    if (BigInt(x) > BigInt(xs[best]!)) best = i;
  });
  return best;
}
export function argmin(xs: Array<bigint | number>): number {
  let best = 0;
  xs.forEach((x, i) => {
    if (BigInt(x) < BigInt(xs[best]!)) best = i;
  });
  return best;
}

/** true when the maximum is unique (extreme questions are only asked then) */
export function uniqueMax(xs: Array<bigint | number>): boolean {
  const m = xs[argmax(xs)]!;
  return xs.filter((x) => BigInt(x) === BigInt(m)).length === 1;
}
export function uniqueMin(xs: Array<bigint | number>): boolean {
  const m = xs[argmin(xs)]!;
  return xs.filter((x) => BigInt(x) === BigInt(m)).length === 1;
}

/** A cross-check that the extreme asked about is unique (else the place is ambiguous). */
export function uniqueCheck(what: string, xs: Array<bigint | number>, min = false): CrossCheck {
  return {
    what: `unique ${min ? 'min' : 'max'}: ${what}`,
    a: 1n,
    b: (min ? uniqueMin(xs) : uniqueMax(xs)) ? 1n : 0n,
  };
}
