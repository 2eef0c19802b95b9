/**
 * Checks the SET only (not the engine's accuracy): the blind kit's structural checks
 * (eval/blind-kit/set-checks.ts: size, books, every workbook opens with ingestWorkbook,
 * expectations are well formed, ids unique, and each book's two-path cross-checks on its
 * generator hold), then this set's read-back of five books from their written sheets.
 */
import type ExcelJS from 'exceljs';
import { allSheets, cents, firstSheet, readPl, setChecks } from '../blind-kit/set-checks';
import { hundredths } from '../expect';
import { BALLET_ACCOUNTS } from './books/ballet';
import { BOOKS } from './workbooks';
import { QUESTIONS } from './questions';

const q1 = (name: string): string =>
  String(BOOKS.find((b) => b.name === name)!.questions[0]!.expect.value);
const load = (name: string): Promise<ExcelJS.Worksheet> => firstSheet(BOOKS, name);
const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('blind-34 set', () => {
  setChecks(BOOKS, QUESTIONS);

  it('soap: product cells add up to the Total row and the Total column, and question 01', async () => {
    let cellsSum = 0n;
    let column = 0n;
    let row = 0n;
    let written = 0n;
    (await load('soap')).eachRow((r, n) => {
      const label = r.getCell(1).value;
      if (n >= 5 && label !== 'Total' && /^[A-Z][a-z]{2}$/.test(String(label))) {
        for (let c = 2; c <= 8; c++) cellsSum += cents(r.getCell(c).value);
        column += cents(r.getCell(9).value);
      }
      if (label === 'Total') {
        for (let c = 2; c <= 8; c++) row += cents(r.getCell(c).value);
        written = cents(r.getCell(9).value);
      }
    });
    expect(cellsSum).toBe(written);
    expect(column).toBe(written);
    expect(row).toBe(written);
    expect(q1('soap')).toBe(hundredths(written));
  });

  it('ballet: income lines = Total Income, all lines = Net Profit, and question 01', async () => {
    const pl = readPl(await load('ballet'), {
      sections: /^(Income|Cost of Sales|Expenses)$/,
      income: 'Income',
      account: new RegExp(`^(${BALLET_ACCOUNTS.map(escapeRe).join('|')})$`),
      months: [2, 4],
      totalCol: 5,
      incomeTotal: 'Total Income',
      net: 'Net Profit',
    });
    expect(pl.income).toBeGreaterThan(0n);
    expect(pl.income).toBe(pl.writtenIncome);
    expect(pl.lines).toBe(pl.net);
    expect(q1('ballet')).toBe(hundredths(pl.income));
  });

  it('florist: oldest balance − its amount + every amount = newest balance, and question 01', async () => {
    const rows: Array<{ amount: bigint; balance: bigint }> = [];
    (await load('florist')).eachRow((r, n) => {
      if (n > 4)
        rows.push({ amount: cents(r.getCell(4).value), balance: cents(r.getCell(5).value) });
    });
    const newest = rows[0]!;
    const oldest = rows[rows.length - 1]!;
    const opening = oldest.balance - oldest.amount;
    const flow = rows.reduce((s, x) => s + x.amount, 0n);
    expect(opening + flow).toBe(newest.balance);
    // each row's balance = the older row's balance + its amount (newest first)
    for (let i = 0; i < rows.length - 1; i++)
      expect(rows[i + 1]!.balance + rows[i]!.amount).toBe(rows[i]!.balance);
    expect(q1('florist')).toBe(hundredths(newest.balance));
  });

  it("carwash: the site sheets' Total takings = the Summary's Total, and question 01", async () => {
    let sites = 0n;
    let summary = 0n;
    let summaryCols = 0n;
    for (const ws of await allSheets(BOOKS, 'carwash'))
      ws.eachRow((r) => {
        if (r.getCell(1).value !== 'Total') return;
        if (ws.name === 'Summary') {
          summary = cents(r.getCell(5).value);
          for (let c = 2; c <= 4; c++) summaryCols += cents(r.getCell(c).value);
        } else sites += cents(r.getCell(6).value);
      });
    expect(sites).toBe(summary);
    expect(summaryCols).toBe(summary);
    expect(q1('carwash')).toBe(hundredths(summary));
  });

  it('foodtruck: principal rows = amount borrowed = the Totals row, closings chain, and question 01', async () => {
    let principal = 0n;
    let written = 0n;
    let prevClosing: bigint | undefined;
    let closingAfter20 = 0n;
    (await load('foodtruck')).eachRow((r, n) => {
      if (n <= 5) return;
      if (r.getCell(1).value === 'Totals') {
        written = cents(r.getCell(6).value);
        return;
      }
      const opening = cents(r.getCell(3).value);
      const closing = cents(r.getCell(7).value);
      if (prevClosing !== undefined) expect(opening).toBe(prevClosing);
      expect(opening - cents(r.getCell(6).value)).toBe(closing);
      principal += cents(r.getCell(6).value);
      prevClosing = closing;
      if (r.getCell(1).value === 20) closingAfter20 = closing;
    });
    expect(principal).toBe(written);
    expect(principal).toBe(8_500_000n);
    expect(prevClosing).toBe(0n);
    expect(q1('foodtruck')).toBe(hundredths(closingAfter20));
  });
});
