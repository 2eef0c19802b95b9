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

/** Question 01's expected value (the first one when it accepts several). */
const q1 = (name: string): string => {
  const v = BOOKS.find((b) => b.name === name)!.questions[0]!.expect.value!;
  return Array.isArray(v) ? v[0]! : v;
};

/** The value of a formula cell's cached result, or the cell's own value. */
const val = (c: ExcelJS.Cell): unknown => {
  const v = c.value as unknown;
  return v && typeof v === 'object' && 'result' in v ? (v as { result: unknown }).result : v;
};

/** Rows of a sheet keyed by the text in column A. */
function byLabel(ws: ExcelJS.Worksheet): Map<string, ExcelJS.Row> {
  const m = new Map<string, ExcelJS.Row>();
  ws.eachRow((row) => {
    const label = String(row.getCell(1).value ?? '');
    if (label) m.set(label, row);
  });
  return m;
}

describe('blind-36 set', () => {
  setChecks(BOOKS, QUESTIONS);

  it('reads back from the written sheets: parts add up to the totals written in them', async () => {
    const load = (name: string): Promise<ExcelJS.Worksheet> => firstSheet(BOOKS, name);

    // roastery: every product row's month cells vs its group's Subtotal row and the TOTAL
    // SALES Total € cell (question 01)
    let products = 0n;
    let group = 0n;
    let subtotals = 0n;
    let written = 0n;
    (await load('roastery')).eachRow((row, n) => {
      if (n <= 4) return;
      const label = String(row.getCell(1).value ?? '');
      const months = (): bigint => {
        let s = 0n;
        for (let c = 2; c <= 12; c++) s += cents(row.getCell(c).value);
        return s;
      };
      if (label.startsWith('Subtotal')) {
        expect([label, months()]).toEqual([label, group]);
        expect(cents(row.getCell(13).value)).toBe(group);
        subtotals += group;
        group = 0n;
      } else if (label === 'TOTAL SALES') written = cents(row.getCell(13).value);
      else if (typeof row.getCell(2).value === 'number') {
        const s = months();
        expect(cents(row.getCell(13).value)).toBe(s);
        products += s;
        group += s;
      }
    });
    expect(products).toBe(subtotals);
    expect(products).toBe(written);
    expect(q1('roastery')).toBe(hundredths(written));

    // locksmith: the dated rows of each month vs its "Total <Month>" row; the GRAND TOTAL vs
    // the category block's Total (question 01 is the Total £)
    let month = 0n;
    let log = 0n;
    let grand = 0n;
    let block = 0n;
    let blockTotal = 0n;
    (await load('locksmith')).eachRow((row, n) => {
      if (n <= 4) return;
      const a = String(row.getCell(1).value ?? '');
      if (/^\d\d\/\d\d\/2026$/.test(a)) {
        const net = cents(row.getCell(5).value);
        const vat = cents(row.getCell(6).value);
        expect(net + vat).toBe(cents(row.getCell(7).value));
        month += net + vat;
      } else if (a.startsWith('Total ')) {
        expect([a, cents(row.getCell(7).value)]).toEqual([a, month]);
        log += month;
        month = 0n;
      } else if (a === 'GRAND TOTAL') grand = cents(row.getCell(7).value);
      const j = String(row.getCell(10).value ?? '');
      if (j === 'Total') blockTotal = cents(row.getCell(13).value);
      else if (j) block += cents(row.getCell(13).value);
    });
    expect(log).toBe(grand);
    expect(block).toBe(blockTotal);
    expect(blockTotal).toBe(grand);
    expect(q1('locksmith')).toBe(hundredths(grand));

    // yoga: the opening balance + deposits − withdrawals vs the last Balance (question 01),
    // and every running balance on the way
    let bal: bigint | undefined;
    (await load('yoga')).eachRow((row, n) => {
      if (n <= 4) return;
      const b = cents(row.getCell(6).value);
      if (bal !== undefined) {
        bal += cents(row.getCell(4).value ?? 0) - cents(row.getCell(5).value ?? 0);
        expect(bal).toBe(b);
      } else bal = b;
    });
    expect(q1('yoga')).toBe(hundredths(bal!));

    // barber: each month sheet's day Totals vs its TOTAL row, the TOTAL rows vs the Summary's
    // Total (question 01), and the Summary's month rows vs the month sheets
    let months = 0n;
    let summary = 0n;
    const summaryRows: bigint[] = [];
    const monthRows: bigint[] = [];
    for (const ws of await allSheets(BOOKS, 'barber')) {
      if (ws.name === 'Summary') {
        ws.eachRow((row, n) => {
          if (n >= 4 && n <= 7) summaryRows.push(cents(val(row.getCell(7))));
        });
        summary = cents(val(byLabel(ws).get('Total')!.getCell(7)));
        continue;
      }
      let days = 0n;
      ws.eachRow((row, n) => {
        if (
          n > 4 &&
          row.getCell(1).value instanceof Date &&
          typeof row.getCell(8).value === 'number'
        ) {
          let parts = 0n;
          for (let c = 3; c <= 7; c++) parts += cents(row.getCell(c).value ?? 0);
          expect(parts).toBe(cents(row.getCell(8).value));
          days += parts;
        }
      });
      const t = cents(byLabel(ws).get('TOTAL')!.getCell(8).value);
      expect([ws.name, days]).toEqual([ws.name, t]);
      monthRows.push(t);
      months += t;
    }
    expect(summaryRows).toEqual(monthRows);
    expect(months).toBe(summary);
    expect(q1('barber')).toBe(hundredths(summary));

    // petshop: qty × unit cost per line vs the Stock value cells vs the Subtotal rows and the
    // GRAND TOTAL (question 01)
    let byLine = 0n;
    let cells = 0n;
    let subs = 0n;
    let gt = 0n;
    (await load('petshop')).eachRow((row, n) => {
      if (n <= 4) return;
      const a = String(row.getCell(1).value ?? '');
      if (a.startsWith('Subtotal')) subs += cents(row.getCell(8).value);
      else if (a === 'GRAND TOTAL') gt = cents(row.getCell(8).value);
      else if (typeof row.getCell(5).value === 'number') {
        byLine += cents(row.getCell(6).value) * BigInt(row.getCell(5).value as number);
        cells += cents(row.getCell(8).value);
      }
    });
    expect(byLine).toBe(cells);
    expect(cells).toBe(subs);
    expect(subs).toBe(gt);
    expect(q1('petshop')).toBe(hundredths(gt));

    // dental: income lines − cost lines vs the Net Profit row, month by month, and the Net
    // Profit cells added (question 01)
    let section = '';
    const lines = [0n, 0n, 0n, 0n, 0n];
    const np = [0n, 0n, 0n, 0n, 0n];
    (await load('dental')).eachRow((row, n) => {
      if (n <= 5) return;
      const a = String(row.getCell(1).value ?? '');
      if (['Trading Income', 'Cost of Sales', 'Operating Expenses'].includes(a)) section = a;
      else if (a === 'Net Profit')
        for (let c = 0; c < 5; c++) np[c] = cents(row.getCell(c + 2).value);
      else if (!/^(Total |Gross Profit)/.test(a) && typeof row.getCell(2).value === 'number')
        for (let c = 0; c < 5; c++)
          lines[c]! += (section === 'Trading Income' ? 1n : -1n) * cents(row.getCell(c + 2).value);
    });
    expect(lines).toEqual(np);
    expect(q1('dental')).toBe(hundredths(np.reduce((s, x) => s + x, 0n)));
  });
});
