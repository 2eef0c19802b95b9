/**
 * Checks the blind-15 SET, not the engine's accuracy: its size, unique ids, well-formed
 * expectations, that every book opens with ingestWorkbook, and that the totals written in
 * each sheet equal the sum of their parts when read back (a second computation path).
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from '../../src/index';
import { QUESTIONS } from './questions';
import { BOOKS } from './workbooks';

const DECIMAL = /^-?\d+(\.\d+)?$/;
const list = <T>(x: T | T[] | undefined): T[] =>
  x === undefined ? [] : Array.isArray(x) ? x : [x];

describe('blind-15 set', () => {
  it('has at least 200 questions over at least 12 books', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(200);
    expect(BOOKS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(BOOKS.map((b) => b.name)).size).toBe(BOOKS.length);
  });

  it('has unique ids, each naming a book of the set', () => {
    const ids = QUESTIONS.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    const names = new Set(BOOKS.map((b) => b.name));
    expect(QUESTIONS.filter((q) => !names.has(q.book))).toEqual([]);
  });

  it('keeps about 15% of questions for refusals', () => {
    const share = QUESTIONS.filter((q) => q.expect.refuse).length / QUESTIONS.length;
    expect(share).toBeGreaterThanOrEqual(0.1);
    expect(share).toBeLessThanOrEqual(0.25);
  });

  it.each(QUESTIONS.map((q) => [q.id, q] as const))('%s is well formed', (_id, q) => {
    expect(q.question.trim().length).toBeGreaterThan(2);
    expect(q.means.trim().length).toBeGreaterThan(5);
    const values = list(q.expect.value);
    const places = list(q.expect.at);
    if (q.expect.refuse) {
      expect(values).toEqual([]);
      expect(places).toEqual([]);
    } else {
      expect(values.length + places.length).toBeGreaterThan(0);
      for (const v of values) expect(v).toMatch(DECIMAL);
      for (const p of places) expect(p.trim().length).toBeGreaterThan(0);
    }
  });

  it.each(BOOKS.map((b) => [b.name, b] as const))(
    '%s opens and its totals add up',
    async (_n, book) => {
      const bytes = await book.build();
      const read = await ingestWorkbook(bytes);
      expect(read).toBeTruthy();
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
      expect(book.verify(wb)).toEqual([]);
    },
  );

  it('is deterministic: the same seed writes the same figures', async () => {
    const again = await Promise.all(BOOKS.map((b) => b.build()));
    const first = await Promise.all(BOOKS.map((b) => b.build()));
    const cells = async (bytes: Uint8Array): Promise<string> => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
      return wb.worksheets.map((ws) => JSON.stringify(ws.getSheetValues())).join('|');
    };
    for (let i = 0; i < BOOKS.length; i += 1)
      expect(await cells(again[i]!)).toBe(await cells(first[i]!));
  });
});
