/**
 * Checks the blind-18 SET only (not the engine's accuracy): size, books open with
 * ingestWorkbook, expectations well formed, ids unique, and each book's second computation
 * path agrees with its expected figures.
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from '../../src/index';
import { BLIND18_QUESTIONS } from './questions';
import { BLIND18_BOOKS } from './workbooks';

const DECIMAL = /^-?\d+(\.\d+)?$/;

describe('blind-18 set', () => {
  it('has at least 200 questions over at least 12 books, with a refusal share near 15%', () => {
    expect(BLIND18_QUESTIONS.length).toBeGreaterThanOrEqual(200);
    expect(BLIND18_BOOKS.length).toBeGreaterThanOrEqual(12);
    const share =
      BLIND18_QUESTIONS.filter((q) => q.expect.refuse).length / BLIND18_QUESTIONS.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.25);
  });

  it('has unique ids and well-formed expectations', () => {
    expect(new Set(BLIND18_QUESTIONS.map((q) => q.id)).size).toBe(BLIND18_QUESTIONS.length);
    expect(new Set(BLIND18_QUESTIONS.map((q) => `${q.book}|${q.question}`)).size).toBe(
      BLIND18_QUESTIONS.length,
    );
    for (const q of BLIND18_QUESTIONS) {
      const e = q.expect;
      const values = e.value === undefined ? [] : [e.value].flat();
      const places = e.at === undefined ? [] : [e.at].flat();
      if (e.refuse)
        expect({ id: q.id, values, places }).toEqual({ id: q.id, values: [], places: [] });
      else
        expect({ id: q.id, has: values.length + places.length > 0 }).toEqual({
          id: q.id,
          has: true,
        });
      for (const v of values)
        expect({ id: q.id, ok: DECIMAL.test(v) }).toEqual({ id: q.id, ok: true });
      for (const p of places) expect(p.trim().length).toBeGreaterThan(1);
      expect(q.means.length).toBeGreaterThan(5);
      expect(q.question.trim().length).toBeGreaterThan(5);
    }
  });

  it("agrees with each book's second computation path", () => {
    for (const b of BLIND18_BOOKS) {
      for (const c of b.checks)
        expect({ book: b.name, what: c.what, a: c.a }).toEqual({
          book: b.name,
          what: c.what,
          a: c.b,
        });
    }
  });

  it.each(BLIND18_BOOKS.map((b) => [b.name, b] as const))(
    '%s opens with exceljs and ingestWorkbook',
    async (_name, book) => {
      const bytes = await book.build();
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
      expect(wb.worksheets.length).toBeGreaterThan(0);
      const read = await ingestWorkbook(bytes);
      expect(read).toBeTruthy();
    },
  );
});
