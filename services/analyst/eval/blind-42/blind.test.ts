/**
 * Checks the SET only (not the engine's accuracy): the blind kit's structural checks
 * (eval/blind-kit/set-checks.ts: size, books, every workbook opens with ingestWorkbook,
 * expectations are well formed, ids unique, and each book's two-path cross-checks on its
 * generator hold), then this set's read-back of books from their written sheets.
 */
import type ExcelJS from 'exceljs';
import {
  allSheets,
  cellCents,
  cellText,
  cents,
  firstSheet,
  firstValue,
  readBank,
  readPl,
  setChecks,
} from '../blind-kit/set-checks';
import { hundredths } from '../expect';
import { BOOKS } from './workbooks';
import { QUESTIONS } from './questions';

const q1 = (name: string): string => firstValue(BOOKS, name);

const load = (name: string): Promise<ExcelJS.Worksheet> => firstSheet(BOOKS, name);
const text = cellText;
const num = cellCents;

describe('blind-42 set', () => {
  setChecks(BOOKS, QUESTIONS);

  it('keeps 15–18 questions per book, 16 books, at least 240 questions', () => {
    expect(BOOKS).toHaveLength(16);
    for (const b of BOOKS) {
      expect([b.name, b.questions.length >= 15 && b.questions.length <= 18]).toEqual([
        b.name,
        true,
      ]);
    }
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(240);
  });

  it('oliveoil: month cells = Total row = Total column (question 01)', async () => {
    let cells = 0n;
    let column = 0n;
    let across = 0n;
    let written = 0n;
    (await load('oliveoil')).eachRow((row, n) => {
      if (n < 6) return;
      if (text(row, 1) === 'Total') {
        for (let c = 2; c <= 7; c++) across += num(row, c);
        written = num(row, 8);
        return;
      }
      let line = 0n;
      for (let c = 2; c <= 7; c++) line += num(row, c);
      expect(line).toBe(num(row, 8));
      cells += line;
      column += num(row, 8);
    });
    expect(cells).toBe(written);
    expect(column).toBe(written);
    expect(across).toBe(written);
    expect(q1('oliveoil')).toBe(hundredths(written));
  });

  it('cheesemonger: qty × price = amount; amounts = TOTAL (question 01)', async () => {
    let lines = 0n;
    let written = 0n;
    (await load('cheesemonger')).eachRow((row, n) => {
      if (n <= 4) return;
      if (text(row, 1) === 'TOTAL') written = num(row, 7);
      else {
        expect(BigInt(row.getCell(5).value as number) * num(row, 6)).toBe(num(row, 7));
        lines += num(row, 7);
      }
    });
    expect(lines).toBe(written);
    expect(q1('cheesemonger')).toBe(hundredths(written));
  });

  it('farrier: lines = category Total rows = GRAND TOTAL (question 01)', async () => {
    let lines = 0n;
    let subtotals = 0n;
    let written = 0n;
    (await load('farrier')).eachRow((row, n) => {
      if (n <= 4) return;
      const a = row.getCell(1).value;
      if (a === 'GRAND TOTAL') written = num(row, 4);
      else if (typeof a === 'string' && a.startsWith('Total ')) subtotals += num(row, 4);
      else if (a instanceof Date) lines += num(row, 4);
    });
    expect(lines).toBe(subtotals);
    expect(subtotals).toBe(written);
    expect(q1('farrier')).toBe(hundredths(written));
  });

  it('languageschool: income lines = Total Income (question 01); lines = Net Profit', async () => {
    const pl = readPl(await load('languageschool'), {
      sections: /^(Income|Cost of Sales|Operating Expenses)$/,
      income: 'Income',
      account:
        /^(Group courses|Private lessons|Exam preparation|Corporate training|Teacher fees|Course materials|Rent|Utilities|Marketing|Insurance|Software & subscriptions|Accounting fees)$/,
      months: [2, 12],
      totalCol: 13,
      incomeTotal: 'Total Income',
      net: 'Net Profit',
    });
    expect(pl.income).toBe(pl.writtenIncome);
    expect(pl.lines).toBe(pl.net);
    expect(q1('languageschool')).toBe(hundredths(pl.writtenIncome));
  });

  it('jeweller: opening + in − out = last balance (question 01); each balance rolls', async () => {
    const ws = await load('jeweller');
    const bank = readBank(ws);
    expect(bank.opening + bank.flow).toBe(bank.last);
    let prev: bigint | undefined;
    ws.eachRow((row, n) => {
      if (n <= 4) return;
      const b = num(row, 5);
      if (prev !== undefined) expect(prev + num(row, 3) - num(row, 4)).toBe(b);
      prev = b;
    });
    expect(q1('jeweller')).toBe(hundredths(bank.last));
  });

  it('chippy: deductions add up, gross − deductions = net, hours × rate = gross; gross = Totals (question 01)', async () => {
    let gross = 0n;
    let written = 0n;
    (await load('chippy')).eachRow((row, n) => {
      if (n <= 5) return;
      if (text(row, 1) === 'Totals') written = num(row, 6);
      else {
        const g = num(row, 6);
        const ded = num(row, 7) + num(row, 8) + num(row, 9);
        expect(ded).toBe(num(row, 10));
        expect(g - ded).toBe(num(row, 11));
        expect(BigInt(Math.round(Number(row.getCell(4).value) * 2)) * num(row, 5)).toBe(2n * g);
        gross += g;
      }
    });
    expect(gross).toBe(written);
    expect(q1('chippy')).toBe(hundredths(written));
  });

  it('bottleshop: qty × unit cost = value; values = Total (question 01)', async () => {
    let values = 0n;
    let written = 0n;
    (await load('bottleshop')).eachRow((row, n) => {
      if (n <= 4) return;
      if (text(row, 1) === 'Total') written = num(row, 7);
      else {
        expect(BigInt(row.getCell(5).value as number) * num(row, 6)).toBe(num(row, 7));
        values += num(row, 7);
      }
    });
    expect(values).toBe(written);
    expect(q1('bottleshop')).toBe(hundredths(written));
  });

  it('carparks: Summary results = site Total rows; sites = Summary Total (question 01)', async () => {
    const [summary, ...sites] = await allSheets(BOOKS, 'carparks');
    const result = (c: ExcelJS.Cell): bigint =>
      cents((c.value as { result?: number } | null)?.result ?? c.value);
    let fromSites = 0n;
    for (const ws of sites) {
      let months = 0n;
      let written = 0n;
      ws.eachRow((row, n) => {
        if (n <= 4) return;
        if (text(row, 1) === 'Total') written = num(row, 4);
        else {
          expect(num(row, 2) + num(row, 3)).toBe(num(row, 4));
          expect(num(row, 4) - num(row, 5) - num(row, 6)).toBe(num(row, 7));
          months += num(row, 4);
        }
      });
      expect(months).toBe(written);
      summary!.eachRow((row) => {
        if (text(row, 1) === ws.name) expect(result(row.getCell(2))).toBe(written);
      });
      fromSites += written;
    }
    let total = 0n;
    summary!.eachRow((row) => {
      if (text(row, 1) === 'Total') total = result(row.getCell(2));
    });
    expect(fromSites).toBe(total);
    expect(q1('carparks')).toBe(hundredths(total));
  });
});
