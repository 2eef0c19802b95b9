/**
 * Checks the blind-9 SET, not the engine: size, unique ids, well-formed expectations, every
 * book opens with ingestWorkbook, each book's own re-computations hold, and every written
 * "Total" row in the files equals the sum of the cells it totals when read back with exceljs
 * (a second path to the figures, independent of the generators' arrays).
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from '../../src';
import { BOOKS } from './workbooks';
import { QUESTIONS } from './questions';

const DECIMAL = /^-?\d+(\.\d+)?$/;
const TOTAL_LABEL = /^\s*(total|totals|grand total)\s*$/i;
const ANY_TOTAL = /total/i;

type Row = { label: string; nums: Map<number, number>; pctCols: Set<number> };

async function readRows(bytes: Uint8Array): Promise<Row[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return wb.worksheets.map((ws) => {
    const rows: Row[] = [];
    for (let r = 1; r <= ws.rowCount; r++) {
      const row = ws.getRow(r);
      const out: Row = { label: '', nums: new Map(), pctCols: new Set() };
      row.eachCell((c, col) => {
        if (typeof c.value === 'string' && !out.label) out.label = c.value;
        if (typeof c.value === 'number') {
          out.nums.set(col, Math.round(c.value * 100));
          if (String(c.numFmt ?? '').includes('%')) out.pctCols.add(col);
        }
      });
      rows.push(out);
    }
    return rows;
  });
}

/** For each exact Total row: its numbers vs the data rows of its block (above, or below when it sits on top). */
function totalMismatches(rows: Row[]): { bad: string[]; checked: number } {
  const bad: string[] = [];
  let checked = 0;
  const totals = rows.flatMap((r, i) => (TOTAL_LABEL.test(r.label) ? [i] : []));
  totals.forEach((ti, k) => {
    const prev = k > 0 ? totals[k - 1]! : -1;
    const next = k + 1 < totals.length ? totals[k + 1]! : rows.length;
    const isData = (r: Row): boolean => !ANY_TOTAL.test(r.label) && r.nums.size > 0;
    for (const [col, want] of rows[ti]!.nums) {
      if (rows[ti]!.pctCols.has(col)) continue;
      const above = rows.slice(prev + 1, ti).filter((r) => isData(r) && r.nums.has(col));
      const block = above.length
        ? above
        : rows.slice(ti + 1, next).filter((r) => isData(r) && r.nums.has(col));
      const got = block.reduce((s, r) => s + r.nums.get(col)!, 0);
      checked += 1;
      if (got !== want) bad.push(`row ${ti + 1} col ${col}: wrote ${want}, cells sum to ${got}`);
    }
  });
  return { bad, checked };
}

/** books whose sheets carry a plain "Total" / "TOTAL" / "Grand total" row the read-back must find */
const WITH_TOTAL_ROWS = new Set([
  'chiro-fees',
  'grooming-expenses',
  'practice-ar-aging',
  'printshop-stock',
  'gin-outlets',
  'bridal-loan',
  'hvac-jobs',
  'farm-produce',
  'taproom-ap-aging',
]);

describe('blind-9 set', () => {
  it('has at least 200 questions over at least 12 books, ids unique', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(200);
    expect(BOOKS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
    expect(new Set(BOOKS.map((b) => b.name)).size).toBe(BOOKS.length);
  });

  it('keeps roughly 15% of questions for refusals', () => {
    const share = QUESTIONS.filter((q) => q.expect.refuse).length / QUESTIONS.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.2);
  });

  it.each(QUESTIONS.map((q) => [q.id, q] as const))('%s is well formed', (_id, q) => {
    expect(q.question.trim().length).toBeGreaterThan(3);
    expect(q.means.trim().length).toBeGreaterThan(3);
    const values = q.expect.value === undefined ? [] : [q.expect.value].flat();
    const places = q.expect.at === undefined ? [] : [q.expect.at].flat();
    if (q.expect.refuse) {
      expect(values.length + places.length).toBe(0);
    } else {
      expect(values.length + places.length).toBeGreaterThan(0);
    }
    for (const v of values) expect(v).toMatch(DECIMAL);
    for (const p of places) expect(p.trim().length).toBeGreaterThan(1);
  });

  it.each(BOOKS.map((b) => [b.name, b] as const))(
    '%s: opens, re-computes, and its written totals add up',
    async (_n, book) => {
      const bytes = await book.bytes();
      const wb = await ingestWorkbook(bytes);
      expect(wb).toBeTruthy();
      expect(book.checks.filter(([, ok]) => !ok).map(([what]) => what)).toEqual([]);
      const sheets = await readRows(bytes);
      const found = sheets.map(totalMismatches);
      expect(found.flatMap((f) => f.bad)).toEqual([]);
      const checked = found.reduce((n, f) => n + f.checked, 0);
      if (WITH_TOTAL_ROWS.has(book.name)) expect(checked).toBeGreaterThan(0);
      // the same cells every time: the set is seeded, not random per run (the file's bytes
      // are not compared: the xlsx carries its write time, which changes its zip)
      expect(await readRows(await book.bytes())).toEqual(sheets);
    },
  );
});
