/**
 * Checks the SET of blind hold-out 23, not the engine's accuracy: enough questions and books,
 * every workbook opens with ingestWorkbook, every expectation is well formed, ids are unique,
 * and each book's figures agree when computed along a second path.
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from '../../src/ingest';
import { QUESTIONS } from './questions';
import { BOOKS } from './workbooks';

const decimal = /^-?\d+(\.\d+)?$/;

describe('blind set 23', () => {
  it('has at least 200 questions over at least 12 books', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(200);
    expect(BOOKS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(QUESTIONS.map((q) => q.book)).size).toBe(BOOKS.length);
  });

  it('keeps ids unique', () => {
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
    expect(new Set(BOOKS.map((b) => b.name)).size).toBe(BOOKS.length);
  });

  it('has about 15% questions that expect a refusal', () => {
    const share = QUESTIONS.filter((q) => q.expect.refuse).length / QUESTIONS.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.22);
  });

  it.each(QUESTIONS.map((q) => [q.id, q] as const))('%s is well formed', (_id, q) => {
    expect(q.question.trim().length).toBeGreaterThan(3);
    expect(q.means.trim().length).toBeGreaterThan(3);
    const e = q.expect;
    if (e.refuse) {
      expect(e.value).toBeUndefined();
      expect(e.at).toBeUndefined();
      return;
    }
    const values = e.value === undefined ? [] : Array.isArray(e.value) ? e.value : [e.value];
    const places = e.at === undefined ? [] : Array.isArray(e.at) ? e.at : [e.at];
    expect(values.length + places.length).toBeGreaterThan(0);
    for (const v of values) expect(v).toMatch(decimal);
    for (const p of places) expect(p.trim().length).toBeGreaterThan(0);
  });

  it.each(BOOKS.map((b) => [b.name, b] as const))('%s: cross-checks agree', (_name, b) => {
    for (const c of b.checks)
      expect({ what: c.what, value: c.a }).toEqual({ what: c.what, value: c.b });
  });

  it.each(BOOKS.map((b) => [b.name, b] as const))(
    '%s opens with ingestWorkbook, and its sheet totals add up when read back',
    async (_name, b) => {
      const bytes = await b.build();
      const wb = await ingestWorkbook(bytes);
      expect(wb).toBeTruthy();
      // second path: read the written cells back; every row labelled exactly "Total" must
      // equal the column sums of the rows above it (in cents)
      const xl = new ExcelJS.Workbook();
      await xl.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
      for (const ws of xl.worksheets) {
        const rows: unknown[][] = [];
        ws.eachRow({ includeEmpty: true }, (row, n) => {
          rows[n - 1] = (row.values as unknown[]).slice(1);
        });
        rows.forEach((row, t) => {
          if (!row?.some((c) => typeof c === 'string' && c.trim().toLowerCase() === 'total'))
            return;
          row.forEach((c, col) => {
            if (typeof c !== 'number') return;
            const above = rows.slice(0, t).map((r) => r?.[col]);
            const cents = above.reduce<number>(
              (s, v) => s + (typeof v === 'number' ? Math.round(v * 100) : 0),
              0,
            );
            expect({ sheet: ws.name, row: t + 1, col: col + 1, cents }).toEqual({
              sheet: ws.name,
              row: t + 1,
              col: col + 1,
              cents: Math.round(c * 100),
            });
          });
        });
      }
    },
  );
});
