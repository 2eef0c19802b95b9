/**
 * Checks the blind-8 SET, not the engine's accuracy: size, ids, well-formed expectations,
 * every book opens with ingestWorkbook, and the expected figures agree with a second path
 * (cells read back from the written .xlsx, totals equal to the sum of their parts).
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from '../../src/ingest';
import { cellsOf, type BlindBook } from './kit';
import { blindQuestions } from './questions';
import { blindBooks } from './workbooks';

jest.setTimeout(120_000);

const centsOf = (v: ExcelJS.CellValue): bigint => {
  if (v === null || v === undefined || v === '') return 0n;
  if (typeof v !== 'number') throw new Error(`not a number: ${JSON.stringify(v)}`);
  return BigInt(Math.round(v * 100));
};

async function readBack(book: BlindBook): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(book.bytes) as unknown as ArrayBuffer);
  return wb;
}

describe('blind-8 set', () => {
  let books: BlindBook[];
  beforeAll(async () => {
    books = await blindBooks();
  });

  it('has at least 12 books and 200 questions with unique ids', async () => {
    const qs = await blindQuestions();
    expect(books.length).toBeGreaterThanOrEqual(12);
    expect(qs.length).toBeGreaterThanOrEqual(200);
    expect(new Set(qs.map((q) => q.id)).size).toBe(qs.length);
    expect(new Set(qs.map((q) => q.question.toLowerCase() + q.book)).size).toBe(qs.length);
    expect(new Set(books.map((b) => b.name)).size).toBe(books.length);
  });

  it('keeps refusals near 15% of the set', async () => {
    const qs = await blindQuestions();
    const share = qs.filter((q) => q.expect.refuse).length / qs.length;
    expect(share).toBeGreaterThanOrEqual(0.1);
    expect(share).toBeLessThanOrEqual(0.2);
  });

  it('has well-formed expectations', async () => {
    for (const q of await blindQuestions()) {
      const e = q.expect;
      const values = e.value === undefined ? [] : Array.isArray(e.value) ? e.value : [e.value];
      const places = e.at === undefined ? [] : Array.isArray(e.at) ? e.at : [e.at];
      expect({
        id: q.id,
        means: q.means.length > 10,
        question: q.question.trim().length > 3,
      }).toEqual({ id: q.id, means: true, question: true });
      if (e.refuse) {
        expect({ id: q.id, values: values.length, places: places.length }).toEqual({
          id: q.id,
          values: 0,
          places: 0,
        });
      } else {
        expect({ id: q.id, some: values.length + places.length > 0 }).toEqual({
          id: q.id,
          some: true,
        });
        for (const v of values)
          expect({ id: q.id, v, ok: /^-?\d+(\.\d{1,2})?$/.test(v) }).toEqual({
            id: q.id,
            v,
            ok: true,
          });
        for (const p of places)
          expect({ id: q.id, ok: p.trim().length > 1 }).toEqual({ id: q.id, ok: true });
      }
    }
  });

  it('opens every book with ingestWorkbook', async () => {
    for (const b of books) {
      const wb = await ingestWorkbook(b.bytes);
      expect({ book: b.name, sheets: wb.sheets.length > 0 }).toEqual({
        book: b.name,
        sheets: true,
      });
    }
  });

  it('agrees with the written sheets: answer cells and totals equal their parts', async () => {
    for (const b of books) {
      const wb = await readBack(b);
      for (const q of b.questions.filter((x) => x.cell)) {
        const got = centsOf(wb.getWorksheet(q.cell!.sheet)!.getCell(q.cell!.ref).value);
        const want = [q.expect.value ?? []].flat()[0]!;
        expect({ id: q.id, got: got.toString() }).toEqual({
          id: q.id,
          got: BigInt(Math.round(Number(want) * 100)).toString(),
        });
      }
      for (const c of b.sumChecks) {
        const ws = wb.getWorksheet(c.sheet)!;
        const parts = c.parts
          .flatMap(cellsOf)
          .reduce((s, ref) => s + centsOf(ws.getCell(ref).value), 0n);
        expect({ book: b.name, total: c.total, sum: parts.toString() }).toEqual({
          book: b.name,
          total: c.total,
          sum: centsOf(ws.getCell(c.total).value).toString(),
        });
      }
    }
  });
});
