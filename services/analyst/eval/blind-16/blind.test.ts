/**
 * Checks blind set 16 itself, not the engine's accuracy: size, ids, well-formed
 * expectations, the generators' independent checks (a second computation path for the
 * figures), and that every workbook opens with ingestWorkbook.
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from '../../src/index';
import type { BlindQuestion, BuiltBook } from './lib';
import { blind16Questions } from './questions';
import { BLIND16_BOOKS, buildBlind16 } from './workbooks';

let built: Map<string, BuiltBook>;
let questions: BlindQuestion[];

beforeAll(async () => {
  built = await buildBlind16();
  questions = blind16Questions(built);
}, 60_000);

const isDecimal = (s: string): boolean => /^-?\d+(\.\d+)?$/.test(s);
const asList = <T>(x: T | T[] | undefined): T[] =>
  x === undefined ? [] : Array.isArray(x) ? x : [x];

describe('blind set 16', () => {
  it('has at least 200 questions over at least 12 books, ids unique', () => {
    expect(questions.length).toBeGreaterThanOrEqual(200);
    expect(new Set(questions.map((q) => q.book)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    expect(new Set(BLIND16_BOOKS.map((b) => b.name)).size).toBe(BLIND16_BOOKS.length);
  });

  it('keeps refusals between 10% and 20% of the set', () => {
    const share = questions.filter((q) => q.expect.refuse).length / questions.length;
    expect(share).toBeGreaterThanOrEqual(0.1);
    expect(share).toBeLessThanOrEqual(0.2);
  });

  it('has well-formed expectations', () => {
    for (const q of questions) {
      const values = asList(q.expect.value);
      const places = asList(q.expect.at);
      expect({ id: q.id, ok: q.question.trim().length > 0 && q.means.trim().length > 0 }).toEqual({
        id: q.id,
        ok: true,
      });
      if (q.expect.refuse) {
        expect({ id: q.id, values: values.length, places: places.length }).toEqual({
          id: q.id,
          values: 0,
          places: 0,
        });
      } else {
        expect({ id: q.id, something: values.length + places.length > 0 }).toEqual({
          id: q.id,
          something: true,
        });
        for (const v of values)
          expect({ id: q.id, v, ok: isDecimal(v) }).toEqual({ id: q.id, v, ok: true });
        for (const p of places)
          expect({ id: q.id, ok: p.trim().length > 0 }).toEqual({ id: q.id, ok: true });
      }
    }
  });

  it("agrees with each generator's second computation path", () => {
    for (const [name, book] of built) {
      expect(book.checks.length).toBeGreaterThan(0);
      for (const [label, a, b] of book.checks)
        expect({ name, label, a: a.toString() }).toEqual({ name, label, a: b.toString() });
    }
  });

  it('writes the sheets it claims (every workbook re-read with exceljs has data)', async () => {
    for (const [name, book] of built) {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(book.bytes) as unknown as ArrayBuffer);
      const cells = wb.worksheets.reduce((n, ws) => n + ws.actualRowCount, 0);
      expect({ name, rows: cells > 5 }).toEqual({ name, rows: true });
    }
  });

  it('opens every workbook with ingestWorkbook', async () => {
    for (const [name, book] of built) {
      const wb = await ingestWorkbook(book.bytes);
      expect({ name, ok: wb !== undefined && wb !== null }).toEqual({ name, ok: true });
    }
  }, 120_000);

  it('is deterministic (seed 16601): a second build gives the same bytes-derived questions', async () => {
    const again = blind16Questions(await buildBlind16());
    expect(again.map((q) => [q.id, q.expect])).toEqual(questions.map((q) => [q.id, q.expect]));
  }, 60_000);
});
