/**
 * Shared pieces of the blind-8 set: the seeded random source, the question and book shapes,
 * and small exceljs helpers. Expected figures are integer cents (bigint) computed from the
 * generator's own data, never from the engine.
 */
import ExcelJS from 'exceljs';

export const SEED = 8527;

/** What a right answer looks like; the same fields the owners' scorer reads. */
export interface BlindExpect {
  /** decimal text of figures[0].value; several = any of them is right */
  value?: string | string[];
  /** where an extreme was found (month, customer, item): any of them, case-insensitive */
  at?: string | string[];
  /** the sheet cannot answer, or two readings differ: a refusal / question back is right */
  refuse?: boolean;
  tol?: number;
  abs?: boolean;
}

export interface BlindQuestion {
  id: string;
  book: string;
  question: string;
  expect: BlindExpect;
  /** how the expected figure is defined, or why a refusal is right */
  means: string;
  /** when the answer also sits in one cell of the sheet: the set test reads it back */
  cell?: { sheet: string; ref: string };
}

/** A total cell that must equal the sum of its part cells (checked by reading the file back). */
export interface SumCheck {
  sheet: string;
  parts: string[];
  total: string;
}

export interface BlindBook {
  name: string;
  business: string;
  shape: string;
  bytes: Uint8Array;
  questions: BlindQuestion[];
  sumChecks: SumCheck[];
}

export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
}

/** mulberry32, seeded per book from SEED and the book's name so books stay independent */
export function rngFor(book: string): Rng {
  let h = SEED >>> 0;
  for (const ch of book) h = Math.imul(h ^ ch.charCodeAt(0), 2654435761) >>> 0;
  let a = h;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)]!,
  };
}

/** Collects a book's questions with ids book-01, book-02 ... */
export class Questions {
  readonly list: BlindQuestion[] = [];
  constructor(private readonly book: string) {}

  private id(): string {
    return `${this.book}-${String(this.list.length + 1).padStart(2, '0')}`;
  }

  ask(
    question: string,
    expect: BlindExpect,
    means: string,
    cell?: { sheet: string; ref: string },
  ): void {
    this.list.push({
      id: this.id(),
      book: this.book,
      question,
      expect,
      means,
      ...(cell ? { cell } : {}),
    });
  }

  refuse(question: string, means: string): void {
    this.list.push({ id: this.id(), book: this.book, question, expect: { refuse: true }, means });
  }
}

export const MONTHS = [
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
];
export const MONTH_NAMES = [
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
];

/** cents -> the number written in a cell (two decimals are exact enough to read back) */
export const cell$ = (cents: bigint | number): number => Number(cents) / 100;

export const moneyFmt = (symbol: string): string => `"${symbol}"#,##0.00;-"${symbol}"#,##0.00`;

/** Index of the single largest value; throws on a tie so no extreme question is ambiguous. */
export function argmax(values: readonly bigint[]): number {
  let best = 0;
  values.forEach((v, i) => {
    if (v > values[best]!) best = i;
  });
  if (values.filter((v) => v === values[best]).length > 1) throw new Error('tied maximum');
  return best;
}

export function argmin(values: readonly bigint[]): number {
  return argmax(values.map((v) => -v));
}

export const total = (xs: readonly bigint[]): bigint => xs.reduce((s, x) => s + x, 0n);

/** Column letter for a 1-based column number (1 -> A). */
export function col(n: number): string {
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** All cell refs of a rectangular range "B5:D7". */
export function cellsOf(range: string): string[] {
  const m = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(range);
  if (!m) return [range];
  const toNum = (letters: string): number =>
    [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
  const out: string[] = [];
  for (let r = Number(m[2]); r <= Number(m[4]); r++) {
    for (let c = toNum(m[1]!); c <= toNum(m[3]!); c++) out.push(`${col(c)}${r}`);
  }
  return out;
}

export async function toBytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

export function newBook(): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'blind-8';
  wb.created = new Date('2026-01-05T00:00:00Z');
  return wb;
}

/** Random amount in cents between lo and hi whole units. */
export const cents = (rng: Rng, lo: number, hi: number): bigint =>
  BigInt(rng.int(lo * 100, hi * 100));

/** UTC date for a log row (exceljs writes it as an Excel date). */
export const day = (y: number, m: number, d: number): Date => new Date(Date.UTC(y, m - 1, d));
