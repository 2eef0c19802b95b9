/**
 * Checks the SET, not the engine: enough questions and books, unique ids, well-formed
 * expectations, every book opens with ingestWorkbook, and every written total agrees with a
 * second computation over the file read back with exceljs. The engine's accuracy on this set
 * is reported by run-blind.ts, not asserted here.
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from '../../src/ingest';
import { BLIND6_QUESTIONS } from './questions';
import { BLIND6_BOOKS } from './workbooks';

const list = <T>(x: T | T[] | undefined): T[] =>
  x === undefined ? [] : Array.isArray(x) ? x : [x];

describe('blind-6 hold-out set', () => {
  it('has at least 200 questions over at least 12 books, ids unique', () => {
    expect(BLIND6_QUESTIONS.length).toBeGreaterThanOrEqual(200);
    expect(BLIND6_BOOKS.length).toBeGreaterThanOrEqual(12);
    const ids = BLIND6_QUESTIONS.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(BLIND6_BOOKS.map((b) => b.name)).size).toBe(BLIND6_BOOKS.length);
  });

  it('keeps refusals a minority (about 15%)', () => {
    const refusals = BLIND6_QUESTIONS.filter((q) => q.expect.refuse).length;
    const share = refusals / BLIND6_QUESTIONS.length;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.25);
  });

  it('has well-formed expectations', () => {
    for (const q of BLIND6_QUESTIONS) {
      const where = `${q.id}`;
      expect([where, q.question.trim().length > 3]).toEqual([where, true]);
      expect([where, q.means.trim().length > 3]).toEqual([where, true]);
      const values = list(q.expect.value);
      if (q.expect.refuse) {
        expect([where, values.length, list(q.expect.at).length]).toEqual([where, 0, 0]);
      } else {
        expect([where, values.length > 0]).toEqual([where, true]);
      }
      for (const v of values) {
        expect([where, /^-?\d+(\.\d{1,4})?$/.test(v)]).toEqual([where, true]);
      }
      for (const p of list(q.expect.at))
        expect([where, p.trim().length > 0]).toEqual([where, true]);
    }
  });

  it.each(BLIND6_BOOKS.map((b) => [b.name, b] as const))(
    '%s opens with ingestWorkbook and its totals agree with a second computation',
    async (_name, book) => {
      const bytes = await book.build();
      const read = await ingestWorkbook(bytes);
      expect(read).toBeTruthy();
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
      expect(() => book.verify?.(wb)).not.toThrow();
      expect(book.verify).toBeDefined();
      expect(book.questions.every((q) => q.book === book.name)).toBe(true);
    },
  );
});
