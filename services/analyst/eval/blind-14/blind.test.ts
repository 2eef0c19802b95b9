/**
 * Checks the blind-14 SET, not the engine's accuracy: its size, that every book opens with
 * ingestWorkbook, that every expectation is well formed, ids are unique, and that each book's
 * figures agree when computed two ways (and with the totals written in the sheets).
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from '../../src';
import type { BlindBook } from './kit';
import { blindBooks } from './workbooks';

const DECIMAL = /^-?\d+(\.\d+)?$/;

describe('blind-14 set', () => {
  let books: BlindBook[];
  beforeAll(async () => {
    books = await blindBooks();
  });

  it('has at least 12 books and 200 questions, about 15% refusals', () => {
    const qs = books.flatMap((b) => b.questions);
    expect(books.length).toBeGreaterThanOrEqual(12);
    expect(qs.length).toBeGreaterThanOrEqual(200);
    const refusals = qs.filter((q) => q.expect.refuse).length / qs.length;
    expect(refusals).toBeGreaterThan(0.1);
    expect(refusals).toBeLessThan(0.2);
  });

  it('has unique ids and well-formed expectations', () => {
    const qs = books.flatMap((b) => b.questions);
    expect(new Set(qs.map((q) => q.id)).size).toBe(qs.length);
    expect(new Set(qs.map((q) => `${q.book}|${q.question.toLowerCase()}`)).size).toBe(qs.length);
    for (const q of qs) {
      expect(q.means.length).toBeGreaterThan(5);
      const values = q.expect.value === undefined ? [] : [q.expect.value].flat();
      if (q.expect.refuse) {
        expect(values).toHaveLength(0);
        expect(q.expect.at).toBeUndefined();
      } else {
        expect(values.length).toBeGreaterThan(0);
        for (const v of values) expect(v).toMatch(DECIMAL);
      }
      const places = q.expect.at === undefined ? [] : [q.expect.at].flat();
      for (const p of places) expect(p.trim().length).toBeGreaterThan(0);
    }
  });

  it('has books whose figures agree when computed two ways', () => {
    for (const b of books) {
      expect(b.checks.length).toBeGreaterThan(0);
      for (const c of b.checks)
        expect({ book: b.name, what: c.what, value: c.a }).toEqual({
          book: b.name,
          what: c.what,
          value: c.b,
        });
    }
  });

  it('writes totals rows that equal the sum of the rows above them', async () => {
    // a second path: read the cells back and re-add them (cinema Total row, electrical GRAND TOTAL)
    const read = async (name: string): Promise<ExcelJS.Worksheet> => {
      const wb = new ExcelJS.Workbook();
      const bytes = books.find((b) => b.name === name)!.bytes;
      // exceljs' typing wants a Node Buffer of its own lib version; the bytes are the same
      await wb.xlsx.load(Buffer.from(bytes) as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
      return wb.worksheets[0]!;
    };
    const cents = (v: ExcelJS.CellValue): bigint => BigInt(Math.round(Number(v ?? 0) * 100));
    const cinema = await read('cinema');
    let sumLines = 0n;
    let totalRow = 0n;
    cinema.eachRow((row) => {
      const label = String(row.getCell(1).value ?? '');
      if (/^[A-Z][a-z]{2}-25$/.test(label)) sumLines += cents(row.getCell(6).value);
      if (label === 'Total') totalRow = cents(row.getCell(6).value);
    });
    expect(sumLines).toBe(totalRow);
    const electrical = await read('electrical');
    let lines = 0n;
    let grand = 0n;
    electrical.eachRow((row) => {
      const label = String(row.getCell(3).value ?? '');
      if (label === 'GRAND TOTAL') grand = cents(row.getCell(4).value);
      else if (row.getCell(1).value instanceof Date) lines += cents(row.getCell(4).value);
    });
    expect(lines).toBe(grand);
  });

  it('opens every book with ingestWorkbook', async () => {
    for (const b of books) {
      const wb = await ingestWorkbook(b.bytes);
      expect(wb).toBeTruthy();
    }
  });
});
