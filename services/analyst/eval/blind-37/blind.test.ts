/**
 * Checks the SET only (not the engine's accuracy): the blind kit's structural checks
 * (eval/blind-kit/set-checks.ts: size, books, every workbook opens with ingestWorkbook,
 * expectations are well formed, ids unique, and each book's two-path cross-checks on its
 * generator hold), then this set's read-back of a few books from their written sheets.
 */
import type ExcelJS from 'exceljs';
import { allSheets, cents, firstSheet, setChecks } from '../blind-kit/set-checks';
import { hundredths } from '../expect';
import { BOOKS } from './workbooks';
import { QUESTIONS } from './questions';

const q1 = (name: string): string =>
  String(BOOKS.find((b) => b.name === name)!.questions[0]!.expect.value);

/** Rows of a sheet keyed by the text in a column (A unless told). */
function byLabel(ws: ExcelJS.Worksheet, col = 1): Map<string, ExcelJS.Row> {
  const m = new Map<string, ExcelJS.Row>();
  ws.eachRow((row) => {
    const label = String(row.getCell(col).value ?? '');
    if (label) m.set(label, row);
  });
  return m;
}

const load = (name: string): Promise<ExcelJS.Worksheet> => firstSheet(BOOKS, name);

describe('blind-37 set', () => {
  setChecks(BOOKS, QUESTIONS);

  it('dental: income lines vs Total income (question 01), month nets vs YTD net', async () => {
    const ws = await load('dental');
    let section = '';
    let lines = 0n;
    ws.eachRow((row, n) => {
      const label = String(row.getCell(1).value ?? '');
      if (label === 'INCOME' || label === 'COSTS') section = label;
      else if (label === 'Total income') section = '';
      else if (section === 'INCOME' && n > 5 && label)
        for (let c = 2; c <= 12; c++) lines += cents(row.getCell(c).value);
    });
    const rows = byLabel(ws);
    const written = cents(rows.get('Total income')!.getCell(14).value);
    expect(lines).toBe(written);
    expect(q1('dental')).toBe(hundredths(written));
    let nets = 0n;
    for (let c = 2; c <= 12; c++) nets += cents(rows.get('Net profit')!.getCell(c).value);
    expect(nets).toBe(cents(rows.get('Net profit')!.getCell(14).value));
  });

  it('landscaper: capital column = amount financed (question 01), balances roll', async () => {
    const ws = await load('landscaper');
    let capital = 0n;
    let rolls = 0;
    let financed = 0n;
    ws.eachRow((row) => {
      if (row.getCell(1).value === 'Amount financed') financed = cents(row.getCell(2).value);
      if (typeof row.getCell(1).value === 'number') {
        capital += cents(row.getCell(6).value);
        const open = cents(row.getCell(3).value);
        const close = cents(row.getCell(7).value);
        if (open - cents(row.getCell(6).value) !== close) rolls += 1;
        expect(cents(row.getCell(5).value) + cents(row.getCell(6).value)).toBe(
          cents(row.getCell(4).value),
        );
      }
    });
    expect(rolls).toBe(0);
    expect(capital).toBe(financed);
    expect(q1('landscaper')).toBe(hundredths(financed));
  });

  it('kitchens: quotes vs Totals (question 01); cost parts vs Total cost vs Totals', async () => {
    let quotes = 0n;
    let parts = 0n;
    let costs = 0n;
    let totals: ExcelJS.Row | undefined;
    (await load('kitchens')).eachRow((row, n) => {
      if (n <= 4) return;
      if (row.getCell(1).value === 'Totals') totals = row;
      else if (row.getCell(1).value) {
        quotes += cents(row.getCell(5).value);
        for (const c of [8, 9, 10, 13, 14, 15]) parts += cents(row.getCell(c).value ?? 0);
        costs += cents(row.getCell(16).value);
        expect(cents(row.getCell(11).value) * cents(row.getCell(12).value)).toBe(
          cents(row.getCell(13).value) * 100n,
        );
      }
    });
    expect(parts).toBe(costs);
    expect(costs).toBe(cents(totals!.getCell(16).value));
    expect(quotes).toBe(cents(totals!.getCell(5).value));
    expect(q1('kitchens')).toBe(hundredths(quotes));
  });

  it('hardware: on hand × cost = value; department totals = TOTAL STOCK VALUE (question 01)', async () => {
    let items = 0n;
    let depts = 0n;
    let written = 0n;
    (await load('hardware')).eachRow((row, n) => {
      if (n <= 4) return;
      const label = String(row.getCell(2).value ?? '');
      if (label === 'TOTAL STOCK VALUE') written = cents(row.getCell(11).value);
      else if (label.endsWith(' total')) depts += cents(row.getCell(11).value);
      else if (row.getCell(1).value) {
        const v = cents(row.getCell(11).value);
        expect(BigInt(row.getCell(6).value as number) * cents(row.getCell(9).value)).toBe(v);
        items += v;
      }
    });
    expect(items).toBe(depts);
    expect(depts).toBe(written);
    expect(q1('hardware')).toBe(hundredths(written));
  });

  it('sweetshop: November days = Total November (question 01); payment columns = Total', async () => {
    let days = 0n;
    let pays = 0n;
    let all = 0n;
    let written = 0n;
    (await load('sweetshop')).eachRow((row, n) => {
      if (n <= 4) return;
      const a = row.getCell(1).value;
      if (a === 'Total November') written = cents(row.getCell(7).value);
      if (a instanceof Date && typeof row.getCell(7).value === 'number') {
        if (a.getUTCMonth() === 10) days += cents(row.getCell(7).value);
        for (let c = 3; c <= 6; c++) pays += cents(row.getCell(c).value);
        all += cents(row.getCell(7).value);
      }
    });
    expect(days).toBe(written);
    expect(pays).toBe(all);
    expect(q1('sweetshop')).toBe(hundredths(written));
  });

  it('nursery: year sheets = Summary; the 2025 Total row (question 01)', async () => {
    let years = 0n;
    let summary = 0n;
    let y2025 = 0n;
    for (const ws of await allSheets(BOOKS, 'nursery')) {
      const rows = byLabel(ws);
      if (ws.name === 'Summary') summary = cents(rows.get('Total')!.getCell(2).value);
      else {
        let months = 0n;
        ws.eachRow((row, n) => {
          if (n > 4 && row.getCell(1).value !== 'Total') months += cents(row.getCell(5).value);
        });
        const t = cents(rows.get('Total')!.getCell(5).value);
        expect(months).toBe(t);
        years += t;
        if (ws.name === '2025') y2025 = t;
      }
    }
    expect(years).toBe(summary);
    expect(q1('nursery')).toBe(hundredths(y2025));
  });

  it('catering: vendor rows = TOTAL (question 01); buckets = Total', async () => {
    let vendors = 0n;
    let buckets = 0n;
    let written = 0n;
    (await load('catering')).eachRow((row, n) => {
      if (n <= 5 || row.getCell(7).value === null) return;
      if (row.getCell(1).value === 'TOTAL') written = cents(row.getCell(7).value);
      else {
        vendors += cents(row.getCell(7).value);
        for (let c = 2; c <= 6; c++) buckets += cents(row.getCell(c).value ?? 0);
      }
    });
    expect(buckets).toBe(vendors);
    expect(vendors).toBe(written);
    expect(q1('catering')).toBe(hundredths(written));
  });
});
