/**
 * The kit every blind-5 book uses: a seeded random source, a question collector whose
 * expectations are computed from the generator's own data (integer cents / bigint), and
 * independent checks (a second computation path) that the set test asserts.
 */
import { MONTH_NAMES } from '@fina/contract/core';
import ExcelJS from 'exceljs';

/** The set's seed (brief: 5231); each book derives its own stream from it and its name. */
export const SEED = 5231;

export interface BlindExpect {
  /** the expected figure as decimal text; several when two readings are both fair */
  value?: string | string[];
  /** where an extreme was found (a month, a customer), matched in `at` or the first sentence */
  at?: string | string[];
  tol?: number;
  abs?: boolean;
  /** the sheet cannot answer it, or it stays ambiguous: a refusal / a question back */
  refuse?: boolean;
  /** how the figure is defined (or why a refusal is expected) */
  means: string;
}

export interface BlindQuestion {
  id: string;
  book: string;
  question: string;
  expect: BlindExpect;
}

export interface BuiltBook {
  name: string;
  business: string;
  shape: string;
  bytes: Uint8Array;
  questions: BlindQuestion[];
  checks: Array<{ what: string; ok: boolean }>;
}

export type Rng = () => number;

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(s: string): number {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** Integer in [lo, hi]. */
export const int = (rng: Rng, lo: number, hi: number): number =>
  lo + Math.floor(rng() * (hi - lo + 1));

export const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;

/** Cents (an integer) as the number written in a cell: 123456 -> 1234.56. */
export const cell = (cents: number | bigint): number => Number(cents) / 100;

/** The months, January first (the contract's list: public vocabulary, not the engine's). */
export const MONTHS: readonly string[] = MONTH_NAMES;
export const MON = MONTHS.map((m) => m.slice(0, 3));

export class BookKit {
  readonly rng: Rng;
  readonly wb = new ExcelJS.Workbook();
  private readonly questions: BlindQuestion[] = [];
  private readonly checks: Array<{ what: string; ok: boolean }> = [];

  constructor(
    readonly name: string,
    readonly business: string,
    readonly shape: string,
  ) {
    this.rng = mulberry32(SEED ^ hash(name));
  }

  /** An answerable question with one expected figure (and/or place). */
  ask(question: string, expect: Omit<BlindExpect, 'refuse'>): void {
    this.questions.push({
      id: `${this.name}-${String(this.questions.length + 1).padStart(2, '0')}`,
      book: this.name,
      question,
      expect,
    });
  }

  /** A question the sheet cannot answer or that stays ambiguous. */
  refuse(question: string, means: string): void {
    this.questions.push({
      id: `${this.name}-${String(this.questions.length + 1).padStart(2, '0')}`,
      book: this.name,
      question,
      expect: { refuse: true, means },
    });
  }

  /** A second computation path the set test asserts (e.g. parts sum to the written total). */
  check(what: string, ok: boolean): void {
    this.checks.push({ what, ok });
  }

  async done(): Promise<BuiltBook> {
    const buf = await this.wb.xlsx.writeBuffer();
    return {
      name: this.name,
      business: this.business,
      shape: this.shape,
      bytes: new Uint8Array(buf as ArrayBuffer),
      questions: this.questions,
      checks: this.checks,
    };
  }
}

/** Sets the number format of the given columns on every row from `from` on. */
export function formatColumns(ws: ExcelJS.Worksheet, cols: number[], fmt: string, from = 1): void {
  for (let r = from; r <= ws.rowCount; r++) {
    for (const c of cols) {
      const x = ws.getRow(r).getCell(c);
      if (typeof x.value === 'number') x.numFmt = fmt;
    }
  }
}
