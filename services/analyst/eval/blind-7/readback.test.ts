/**
 * A second path to the set's headline totals: reads the written .xlsx back with exceljs,
 * sums the line cells of the amount column (rows labelled Total / Subtotal skipped) and
 * checks that sum against both the total written in the sheet and the expected figure.
 */
import ExcelJS from 'exceljs';
import type { BlindBook } from './kit';
import { buildBlind7 } from './workbooks';

let books: BlindBook[] = [];
beforeAll(async () => {
  books = await buildBlind7();
}, 60_000);

const CASES: Array<{ book: string; sheet: string; col: number; question: string }> = [
  { book: 'vet-clinic', sheet: 'Revenue 2025', col: 7, question: 'vet-clinic-01' },
  { book: 'food-truck', sheet: 'Sales Log', col: 6, question: 'food-truck-01' },
  { book: 'yoga-studio', sheet: 'Gastos Jan-Jun', col: 4, question: 'yoga-studio-01' },
  { book: 'bike-inventory', sheet: 'Stock Count', col: 6, question: 'bike-inventory-01' },
  { book: 'msp-aging', sheet: 'AR Aging', col: 7, question: 'msp-aging-03' },
  { book: 'tutoring-payroll', sheet: 'Payroll H1', col: 4, question: 'tutoring-payroll-01' },
];

async function readColumn(
  bytes: Uint8Array,
  sheet: string,
  col: number,
): Promise<{ lines: bigint; total: bigint }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const ws = wb.getWorksheet(sheet)!;
  let lines = 0n;
  let total = 0n;
  ws.eachRow((row) => {
    const v = row.getCell(col).value;
    if (typeof v !== 'number') return;
    const labels = [1, 2, 3].map((c) => String(row.getCell(c).value ?? '')).join(' ');
    const cents = BigInt(Math.round(v * 100));
    if (/sub ?total/i.test(labels)) return;
    if (/total/i.test(labels)) total = cents;
    else lines += cents;
  });
  return { lines, total };
}

describe('blind-7 read-back totals', () => {
  it.each(CASES)('$book: line cells sum to the written total and the expectation', async (c) => {
    const book = books.find((b) => b.name === c.book)!;
    const { lines, total } = await readColumn(book.bytes, c.sheet, c.col);
    expect(lines).toBe(total);
    const q = book.questions.find((x) => x.id === c.question)!;
    expect(q.expect.value).toBe((Number(lines) / 100).toFixed(2).replace(/\.?0+$/, ''));
  });
});
