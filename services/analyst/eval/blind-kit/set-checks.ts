/**
 * The structural checks every blind set runs on ITSELF (not the engine's accuracy): size,
 * books, every workbook opens with ingestWorkbook and exceljs, expectations are well formed,
 * ids unique, and each book's two-path cross-checks on its generator hold. A set's
 * blind.test.ts calls setChecks inside its describe and adds its own read-back tests, which
 * may use cents, cellText, cellCents, firstValue, firstSheet, allSheets, readPl and readBank.
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from '../../src/ingest';
import type { BlindBook, BlindQuestion } from './lib';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A cell's value as integer cents. */
export const cents = (v: unknown): bigint => BigInt(Math.round(Number(v) * 100));

/** A row's cell as text, and as integer cents (a blank is 0). */
export const cellText = (row: ExcelJS.Row, c: number): string => String(row.getCell(c).value ?? '');
export const cellCents = (row: ExcelJS.Row, c: number): bigint => cents(row.getCell(c).value ?? 0);

/** The named book's question 01 value (the first one when it accepts several). */
export function firstValue(books: BlindBook[], name: string): string {
  const v = books.find((b) => b.name === name)!.questions[0]!.expect.value!;
  return Array.isArray(v) ? v[0]! : v;
}

/** Every worksheet of the named book, read back from its bytes. */
export async function allSheets(books: BlindBook[], name: string): Promise<ExcelJS.Worksheet[]> {
  const x = new ExcelJS.Workbook();
  await x.xlsx.load((await books.find((b) => b.name === name)!.bytes()) as never);
  return x.worksheets;
}

/** The first worksheet of the named book, read back from its bytes. */
export async function firstSheet(books: BlindBook[], name: string): Promise<ExcelJS.Worksheet> {
  return (await allSheets(books, name))[0]!;
}

/** Where a P&L export keeps its parts: section headings, account lines, month and Total columns. */
export interface PlLayout {
  sections: RegExp;
  income: string;
  account: RegExp;
  months: [number, number];
  totalCol: number;
  incomeTotal: string;
  net: string;
}

/**
 * A P&L read back from its written cells: the income accounts' month cells added, every
 * account's month cells added (income +, the rest -), and the Total cells written for income
 * and for the bottom line, all in cents.
 */
export function readPl(
  ws: ExcelJS.Worksheet,
  o: PlLayout,
): { income: bigint; lines: bigint; writtenIncome: bigint; net: bigint } {
  let section = '';
  let income = 0n;
  let lines = 0n;
  let writtenIncome = 0n;
  let net = 0n;
  ws.eachRow((row) => {
    const label = String(row.getCell(1).value ?? '');
    if (o.sections.test(label)) section = label;
    if (o.account.test(label))
      for (let c = o.months[0]; c <= o.months[1]; c++) {
        const v = cents(row.getCell(c).value);
        if (section === o.income) income += v;
        lines += section === o.income ? v : -v;
      }
    if (label === o.incomeTotal) writtenIncome = cents(row.getCell(o.totalCol).value);
    if (label === o.net) net = cents(row.getCell(o.totalCol).value);
  });
  return { income, lines, writtenIncome, net };
}

/**
 * A bank export (Date | Description | Paid in | Paid out | Balance) read back below its header:
 * the first Balance (brought forward), paid in − paid out after it, and the last Balance.
 */
export function readBank(
  ws: ExcelJS.Worksheet,
  headerRow = 4,
): { opening: bigint; flow: bigint; last: bigint } {
  let opening: bigint | undefined;
  let flow = 0n;
  let last = 0n;
  ws.eachRow((row, n) => {
    if (n <= headerRow) return;
    const bal = cents(row.getCell(5).value);
    if (opening === undefined) opening = bal;
    else flow += cents(row.getCell(3).value ?? 0) - cents(row.getCell(4).value ?? 0);
    last = bal;
  });
  return { opening: opening ?? 0n, flow, last };
}

/** Registers the shared structural tests of a set (call it inside the set's describe). */
export function setChecks(books: BlindBook[], questions: BlindQuestion[]): void {
  it('has at least 200 questions over at least 12 books', () => {
    expect(questions.length).toBeGreaterThanOrEqual(200);
    expect(books.length).toBeGreaterThanOrEqual(12);
    for (const b of books) expect(b.questions.length).toBeGreaterThan(0);
  });

  it('has unique ids and book names, and each question names its own book', () => {
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    expect(new Set(books.map((b) => b.name)).size).toBe(books.length);
    for (const b of books) for (const q of b.questions) expect(q.book).toBe(b.name);
  });

  it('has well-formed expectations', () => {
    for (const q of questions) {
      const e = q.expect;
      expect(q.question.trim().length).toBeGreaterThan(0);
      expect(e.means.trim().length).toBeGreaterThan(0);
      const values = e.value === undefined ? [] : Array.isArray(e.value) ? e.value : [e.value];
      const places = e.at === undefined ? [] : Array.isArray(e.at) ? e.at : [e.at];
      if (e.refuse) {
        expect([q.id, values.length + places.length]).toEqual([q.id, 0]);
      } else {
        expect([q.id, values.length + places.length > 0]).toEqual([q.id, true]);
      }
      for (const v of values) expect([q.id, DECIMAL.test(v)]).toEqual([q.id, true]);
      for (const p of places) expect([q.id, p.trim().length > 0]).toEqual([q.id, true]);
    }
  });

  it('keeps the expected-refusal share near 15%', () => {
    const share = questions.filter((q) => q.expect.refuse).length / questions.length;
    expect(share).toBeGreaterThanOrEqual(0.1);
    expect(share).toBeLessThanOrEqual(0.25);
  });

  it("holds each generator's two-path cross-checks", () => {
    for (const b of books) {
      expect(b.checks.length).toBeGreaterThan(0);
      for (const c of b.checks) expect([b.name, c.what, c.a]).toEqual([b.name, c.what, c.b]);
    }
  });

  it.each(books.map((b) => [b.name, b] as const))(
    '%s opens with ingestWorkbook and exceljs',
    async (_name, book) => {
      const bytes = await book.bytes();
      const wb = await ingestWorkbook(bytes);
      expect(wb).toBeTruthy();
      const x = new ExcelJS.Workbook();
      await x.xlsx.load(bytes as never);
      expect(x.worksheets.length).toBeGreaterThan(0);
    },
    30000,
  );
}
