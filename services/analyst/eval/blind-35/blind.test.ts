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

describe('blind-35 set', () => {
  setChecks(BOOKS, QUESTIONS);

  it('reads back from the written sheets: parts add up to the totals written in them', async () => {
    const load = (name: string): Promise<ExcelJS.Worksheet> => firstSheet(BOOKS, name);

    // foodtruck: cash in lines' month cells vs the Total cash in Total 2027 cell (question 01);
    // January's opening + every month's net cash flow vs December's closing
    const ft = byLabel(await load('foodtruck'));
    let cashIn = 0n;
    for (const l of ['Street trading', 'Events & catering', 'Private parties'])
      for (let c = 2; c <= 13; c++) cashIn += cents(ft.get(l)!.getCell(c).value);
    expect(cashIn).toBe(cents(ft.get('Total cash in')!.getCell(14).value));
    expect(q1('foodtruck')).toBe(hundredths(cashIn));
    let flow = cents(ft.get('Opening cash')!.getCell(2).value);
    for (let c = 2; c <= 13; c++) flow += cents(ft.get('Net cash flow')!.getCell(c).value);
    expect(flow).toBe(cents(ft.get('Closing cash')!.getCell(13).value));

    // physio: the clinic sheets' Total income on their Total rows vs the Summary's Total income
    // (question 01); each clinic's month nets vs its Total net
    let clinics = 0n;
    let summary = 0n;
    for (const ws of await allSheets(BOOKS, 'physio')) {
      const rows = byLabel(ws);
      if (ws.name === 'Summary') summary = cents(rows.get('Total')!.getCell(4).value);
      else {
        clinics += cents(rows.get('Total')!.getCell(5).value);
        let nets = 0n;
        ws.eachRow((row, n) => {
          if (n > 4 && /^[A-Z][a-z]{2} 2026$/.test(String(row.getCell(1).value)))
            nets += cents(row.getCell(10).value);
        });
        expect(nets).toBe(cents(rows.get('Total')!.getCell(10).value));
      }
    }
    expect(clinics).toBe(summary);
    expect(q1('physio')).toBe(hundredths(summary));

    // beekeeping: unit cost x on hand per row vs the stock value cells vs the TOTAL cell
    // (question 01)
    let byRow = 0n;
    let cells = 0n;
    let written = 0n;
    (await load('beekeeping')).eachRow((row, n) => {
      if (n <= 4) return;
      if (row.getCell(8).value === 'TOTAL') written = cents(row.getCell(9).value);
      else if (row.getCell(1).value && typeof row.getCell(6).value === 'number') {
        byRow += cents(row.getCell(5).value) * BigInt(row.getCell(6).value as number);
        cells += cents(row.getCell(9).value);
      }
    });
    expect(byRow).toBe(cells);
    expect(cells).toBe(written);
    expect(q1('beekeeping')).toBe(hundredths(written));

    // boatyard: materials + labour + haul-out + subcontract vs Total cost per row and the
    // Totals row; quotes vs the Totals row (question 01)
    let parts = 0n;
    let costs = 0n;
    let quotes = 0n;
    let totalsRow: ExcelJS.Row | undefined;
    (await load('boatyard')).eachRow((row, n) => {
      if (n <= 4) return;
      if (row.getCell(1).value === 'Totals') totalsRow = row;
      else if (row.getCell(1).value) {
        parts +=
          cents(row.getCell(6).value) +
          cents(row.getCell(9).value) +
          cents(row.getCell(10).value ?? 0) +
          cents(row.getCell(11).value ?? 0);
        costs += cents(row.getCell(12).value);
        quotes += cents(row.getCell(5).value);
      }
    });
    expect(parts).toBe(costs);
    expect(costs).toBe(cents(totalsRow!.getCell(12).value));
    expect(quotes).toBe(cents(totalsRow!.getCell(5).value));
    expect(q1('boatyard')).toBe(hundredths(quotes));

    // preschool: balance b/f + received - paid vs the Balance c/f; analysis columns vs Paid
    let bf = 0n;
    let moves = 0n;
    let paid = 0n;
    let analysed = 0n;
    let cf = 0n;
    (await load('preschool')).eachRow((row, n) => {
      if (n <= 4) return;
      const what = String(row.getCell(3).value ?? '');
      if (what === 'Balance b/f') bf = cents(val(row.getCell(11)));
      else if (what === 'Balance c/f') cf = cents(val(row.getCell(11)));
      else if (what && what !== 'Totals') {
        moves += cents(row.getCell(4).value ?? 0) - cents(row.getCell(5).value ?? 0);
        paid += cents(row.getCell(5).value ?? 0);
        for (let c = 6; c <= 10; c++) analysed += cents(row.getCell(c).value ?? 0);
      }
    });
    expect(bf + moves).toBe(cf);
    expect(analysed).toBe(paid);
    expect(q1('preschool')).toBe(hundredths(cf));

    // arborist: the principal column adds to the amount financed (question 01)
    let principal = 0n;
    let financed = 0n;
    (await load('arborist')).eachRow((row, n) => {
      if (n === 3) financed = cents(row.getCell(3).value);
      if (n > 8 && typeof row.getCell(1).value === 'number')
        principal += cents(row.getCell(6).value);
    });
    expect(principal).toBe(financed);
    expect(q1('arborist')).toBe(hundredths(financed));
  });
});
