/**
 * Checks blind hold-out 11 as a SET (not the engine's accuracy): enough questions and books,
 * every workbook opens, every expectation is well formed, ids are unique, and each book's
 * expected figures agree with a second computation path (its checks).
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from '../../src/ingest';
import { blind11Questions } from './questions';
import { buildBlind11, type BlindBook } from './workbooks';

const DECIMAL = /^-?\d+(\.\d+)?$/;
const asList = <T>(x: T | T[] | undefined): T[] =>
  x === undefined ? [] : Array.isArray(x) ? x : [x];

describe('blind hold-out 11 (the set, not the engine)', () => {
  let books: BlindBook[];
  beforeAll(async () => {
    books = await buildBlind11();
  });

  it('has at least 200 questions over at least 12 books, ~15% refusals', () => {
    const qs = blind11Questions(books);
    expect(qs.length).toBeGreaterThanOrEqual(200);
    expect(new Set(qs.map((q) => q.book)).size).toBeGreaterThanOrEqual(12);
    const refusals = qs.filter((q) => q.expect.refuse).length / qs.length;
    expect(refusals).toBeGreaterThanOrEqual(0.1);
    expect(refusals).toBeLessThanOrEqual(0.2);
  });

  it('has unique ids, each under its own book', () => {
    const qs = blind11Questions(books);
    expect(new Set(qs.map((q) => q.id)).size).toBe(qs.length);
    for (const q of qs) expect(q.id.startsWith(`${q.book}-`)).toBe(true);
    expect(new Set(books.map((b) => b.def.name)).size).toBe(books.length);
  });

  it('has well-formed expectations: a refusal, or decimal figures; always a definition', () => {
    for (const q of blind11Questions(books)) {
      const values = asList(q.expect.value);
      expect(q.expect.means.length).toBeGreaterThan(3);
      expect(q.question.trim().length).toBeGreaterThan(3);
      if (q.expect.refuse) {
        expect([q.id, values.length, asList(q.expect.at).length]).toEqual([q.id, 0, 0]);
      } else {
        expect([q.id, values.length > 0]).toEqual([q.id, true]);
        for (const v of values) expect([q.id, DECIMAL.test(v)]).toEqual([q.id, true]);
        for (const p of asList(q.expect.at)) expect(p.trim().length).toBeGreaterThan(0);
      }
    }
  });

  it('agrees with a second computation path in every book', () => {
    for (const b of books) {
      expect(b.checks.length).toBeGreaterThan(0);
      for (const c of b.checks)
        expect([b.def.name, c.what, c.a]).toEqual([b.def.name, c.what, c.b]);
    }
  });

  it('opens every workbook with ingestWorkbook and with exceljs', async () => {
    for (const b of books) {
      const wb = await ingestWorkbook(b.bytes);
      expect(wb).toBeTruthy();
      const x = new ExcelJS.Workbook();
      await x.xlsx.load(Buffer.from(b.bytes) as unknown as ArrayBuffer);
      expect(x.worksheets.length).toBeGreaterThan(0);
    }
  });

  it('reads its figures from the data: another seed changes them', async () => {
    const other = await buildBlind11(11834);
    const values = (bs: BlindBook[]): string =>
      JSON.stringify(blind11Questions(bs).map((q) => q.expect.value ?? null));
    expect(values(other)).not.toEqual(values(books));
    for (const b of other)
      for (const c of b.checks) expect([b.def.name, c.a]).toEqual([b.def.name, c.b]);
  });
});
