/**
 * Checks the blind-4 SET only (size, books, well-formed expectations, second computations of
 * the figures), never the engine's accuracy: the set is run once by the lead (run-blind.ts).
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from '../../src/ingest';
import { blind4Questions } from './questions';
import { buildBlind4Books, type Blind4Books } from './workbooks';

const DECIMAL = /^-?\d+(\.\d+)?$/;
let books: Blind4Books;

beforeAll(async () => {
  books = await buildBlind4Books();
});

describe('blind-4 set', () => {
  it('has at least 200 questions over at least 12 books, ids unique', () => {
    const qs = blind4Questions(books);
    expect(qs.length).toBeGreaterThanOrEqual(200);
    expect(Object.keys(books).length).toBeGreaterThanOrEqual(12);
    expect(new Set(qs.map((q) => q.id)).size).toBe(qs.length);
    expect(new Set(qs.map((q) => q.question.toLowerCase())).size).toBe(qs.length);
  });

  it('keeps about 15% of questions for refusals', () => {
    const qs = blind4Questions(books);
    const share = qs.filter((q) => q.expect.refuse).length / qs.length;
    expect(share).toBeGreaterThanOrEqual(0.1);
    expect(share).toBeLessThanOrEqual(0.2);
  });

  it('every expectation is well formed and says what it means', () => {
    for (const q of blind4Questions(books)) {
      const e = q.expect;
      const values = e.value === undefined ? [] : Array.isArray(e.value) ? e.value : [e.value];
      expect(q.means.length).toBeGreaterThan(5);
      if (e.refuse) {
        expect({ id: q.id, values, at: e.at }).toEqual({ id: q.id, values: [], at: undefined });
      } else {
        expect({ id: q.id, some: values.length > 0 }).toEqual({ id: q.id, some: true });
        for (const v of values)
          expect({ id: q.id, ok: DECIMAL.test(v) }).toEqual({ id: q.id, ok: true });
        const at = e.at === undefined ? [] : Array.isArray(e.at) ? e.at : [e.at];
        for (const a of at) expect(a.trim().length).toBeGreaterThan(1);
      }
    }
  });

  it('every figure computed a second way agrees', () => {
    for (const [name, b] of Object.entries(books)) {
      expect(b.checks.length).toBeGreaterThan(0);
      for (const c of b.checks)
        expect({ name, what: c.what, left: c.left }).toEqual({ name, what: c.what, left: c.right });
    }
  });

  it('the same seed builds the same books', async () => {
    const again = await buildBlind4Books();
    expect(blind4Questions(again).map((q) => q.expect)).toEqual(
      blind4Questions(books).map((q) => q.expect),
    );
  });

  it('every expected "at" label is in its workbook (a month may come from a date)', async () => {
    for (const [name, b] of Object.entries(books)) {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(b.bytes) as unknown as ArrayBuffer);
      const texts: string[] = [];
      wb.eachSheet((ws) =>
        ws.eachRow((row) =>
          row.eachCell((c) => {
            const v = c.value;
            if (typeof v === 'string') texts.push(v.toLowerCase());
            else if (v instanceof Date)
              texts.push(
                v.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }).toLowerCase(),
              );
          }),
        ),
      );
      const all = texts.join(' | ');
      for (const q of b.questions) {
        const at =
          q.expect.at === undefined ? [] : Array.isArray(q.expect.at) ? q.expect.at : [q.expect.at];
        if (at.length)
          expect({ name, id: q.id, found: at.some((a) => all.includes(a.toLowerCase())) }).toEqual({
            name,
            id: q.id,
            found: true,
          });
      }
    }
  });

  it('every workbook opens with ingestWorkbook', async () => {
    for (const b of Object.values(books)) {
      const wb = await ingestWorkbook(b.bytes);
      expect(wb).toBeTruthy();
    }
  });
});
