/**
 * Checks the blind-12 SET only (size, shapes, well-formed expectations, workbooks that open, the
 * generators' second computation paths); it never scores the engine's answers.
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from '../../src/index';
import { QUESTIONS } from './questions';
import { buildBooks, BOOKS } from './workbooks';

let bytes: Map<string, Uint8Array>;
beforeAll(async () => {
  bytes = await buildBooks();
}, 60_000);

test('the set has at least 200 questions over at least 12 books, ids unique', () => {
  expect(QUESTIONS.length).toBeGreaterThanOrEqual(200);
  expect(BOOKS.length).toBeGreaterThanOrEqual(12);
  expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
  expect(new Set(BOOKS.map((b) => b.name)).size).toBe(BOOKS.length);
  for (const q of QUESTIONS) expect(BOOKS.some((b) => b.name === q.book)).toBe(true);
});

test('about 15% of questions expect a refusal', () => {
  const share = QUESTIONS.filter((q) => q.expect.refuse).length / QUESTIONS.length;
  expect(share).toBeGreaterThan(0.1);
  expect(share).toBeLessThan(0.2);
});

test('every expectation is well formed', () => {
  for (const q of QUESTIONS) {
    const e = q.expect;
    expect(q.question.trim().length).toBeGreaterThan(3);
    expect(q.means.length).toBeGreaterThan(3);
    if (e.refuse) {
      expect(e.value).toBeUndefined();
      expect(e.at).toBeUndefined();
      continue;
    }
    expect(e.value !== undefined || e.at !== undefined).toBe(true);
    const values = e.value === undefined ? [] : Array.isArray(e.value) ? e.value : [e.value];
    for (const v of values) expect(v).toMatch(/^-?\d+(\.\d+)?$/);
    const places = e.at === undefined ? [] : Array.isArray(e.at) ? e.at : [e.at];
    for (const p of places) expect(p.trim().length).toBeGreaterThan(0);
  }
});

test('each generator agrees with its second computation path', () => {
  for (const b of BOOKS)
    for (const c of b.checks)
      expect(`${b.name}: ${c.what} ${c.a}`).toBe(`${b.name}: ${c.what} ${c.b}`);
});

test('every workbook opens with exceljs and with ingestWorkbook', async () => {
  for (const b of BOOKS) {
    const buf = bytes.get(b.name)!;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(buf) as unknown as ArrayBuffer);
    expect(wb.worksheets.length).toBeGreaterThan(0);
    const read = await ingestWorkbook(buf);
    expect(read).toBeTruthy();
  }
}, 120_000);

/** Second path from the written cells: a row labelled exactly Total / Totals / Grand total holds, in every
 * numeric column, the sum of the numbers above it (Subtotal rows skipped). */
test('totals rows written in the sheets equal the sum of the lines above them', async () => {
  let checked = 0;
  for (const b of BOOKS) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(bytes.get(b.name)!) as unknown as ArrayBuffer);
    for (const ws of wb.worksheets) {
      const rows: unknown[][] = [];
      ws.eachRow({ includeEmpty: true }, (row, n) => {
        rows[n] = (row.values as unknown[]).slice(1);
      });
      rows.forEach((cells, i) => {
        const label = cells?.find((c) => typeof c === 'string');
        if (typeof label !== 'string' || !/^(total|totals|grand total)$/i.test(label.trim()))
          return;
        cells.forEach((v, col) => {
          if (typeof v !== 'number') return;
          let s = 0;
          for (let k = 1; k < i; k++) {
            const above = rows[k];
            if (!above || above.some((c) => typeof c === 'string' && /subtotal/i.test(c))) continue;
            const x = above[col];
            if (typeof x === 'number') s += Math.round(x * 100);
          }
          expect(`${b.name} ${label} col ${col}: ${s}`).toBe(
            `${b.name} ${label} col ${col}: ${Math.round(v * 100)}`,
          );
          checked++;
        });
      });
    }
  }
  expect(checked).toBeGreaterThan(20);
});
