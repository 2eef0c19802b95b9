/** Checks the SET only (not the engine's accuracy): size, books open, expectations well formed, figures cross-checked. */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from '../../src/index';
import { allQuestions } from './questions';
import { bookBytes, buildBooks } from './workbooks';

const books = buildBooks();
const questions = allQuestions(books);

describe('blind-21 set', () => {
  it('has at least 200 questions over at least 12 books, with unique ids', () => {
    expect(questions.length).toBeGreaterThanOrEqual(200);
    expect(books.length).toBeGreaterThanOrEqual(12);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    expect(new Set(books.map((b) => b.name)).size).toBe(books.length);
  });

  it('keeps refusals near 15% of the set', () => {
    const share = questions.filter((q) => q.expect.refuse).length / questions.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.22);
  });

  it('has well-formed expectations', () => {
    for (const q of questions) {
      const e = q.expect;
      expect(q.question.trim()).not.toBe('');
      expect(q.means.trim()).not.toBe('');
      if (e.refuse) {
        expect(e.value ?? e.at).toBeUndefined();
        continue;
      }
      expect(e.value !== undefined || e.at !== undefined).toBe(true);
      const values = e.value === undefined ? [] : Array.isArray(e.value) ? e.value : [e.value];
      for (const v of values) expect(v).toMatch(/^-?\d+(\.\d+)?$/);
      const ats = e.at === undefined ? [] : Array.isArray(e.at) ? e.at : [e.at];
      for (const a of ats) expect(a.trim()).not.toBe('');
    }
  });

  it('generates the same books and figures from the seed', () => {
    const again = allQuestions(buildBooks());
    expect(again.map((q) => q.expect)).toEqual(questions.map((q) => q.expect));
  });

  it.each(books.map((b) => [b.name, b] as const))('%s opens with ingestWorkbook', async (_n, b) => {
    const wb = await ingestWorkbook(await bookBytes(b));
    expect(wb).toBeTruthy();
  });

  it('writes totals rows that equal the sum of their parts (second computation path)', async () => {
    // Reads each written sheet back and checks every row labelled Total/Subtotal/TOTAL against
    // the numbers above it in the same column, up to the previous total of the same kind.
    const checked: string[] = [];
    for (const name of ['electrician', 'landscaping', 'vet', 'painter', 'spice']) {
      const b = books.find((x) => x.name === name)!;
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load((await bookBytes(b)) as unknown as ArrayBuffer);
      wb.eachSheet((ws) => {
        const rows: Array<{ label: string; nums: Array<number | null> }> = [];
        ws.eachRow((row) => {
          const vals = (row.values as unknown[]).slice(1);
          const label = vals.find((v) => typeof v === 'string' && /total/i.test(v)) as
            string | undefined;
          const nums = vals.map((v) => (typeof v === 'number' ? v : null));
          const present = nums.filter((v): v is number => v !== null);
          const yearHeader =
            present.length > 0 &&
            present.every((v) => Number.isInteger(v) && v >= 1990 && v <= 2100);
          rows.push({ label: label ?? '', nums: yearHeader ? nums.map(() => null) : nums });
        });
        let start = 0;
        rows.forEach((row, i) => {
          if (!/total/i.test(row.label)) return;
          const part = rows.slice(start, i).filter((x) => !/total/i.test(x.label));
          const grand = /grand/i.test(row.label) || /^total$/i.test(row.label);
          const src = grand ? rows.slice(0, i).filter((x) => !/total/i.test(x.label)) : part;
          row.nums.forEach((v, c) => {
            if (v === null || c === 0) return;
            const cents = src.reduce((s, x) => s + Math.round((x.nums[c] ?? 0) * 100), 0);
            if (cents === 0) return; // a column of labels or years, not amounts
            expect(Math.round(v * 100)).toBe(cents);
            checked.push(`${name}:${row.label}:${c}`);
          });
          start = i + 1;
        });
      });
    }
    expect(checked.length).toBeGreaterThan(10);
  });
});
