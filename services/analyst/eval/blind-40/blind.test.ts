/**
 * Checks the SET only (not the engine's accuracy): the blind kit's structural checks
 * (eval/blind-kit/set-checks.ts: size, books, every workbook opens with ingestWorkbook,
 * expectations are well formed, ids unique, and each book's two-path cross-checks on its
 * generator hold), then this set's read-back of books from their written sheets.
 */
import type ExcelJS from 'exceljs';
import {
  cellText,
  cents,
  firstSheet,
  firstValue,
  readPl,
  setChecks,
} from '../blind-kit/set-checks';
import { hundredths } from '../expect';
import { BOOKS } from './workbooks';
import { QUESTIONS } from './questions';

const q1 = (name: string): string => firstValue(BOOKS, name);

const load = (name: string): Promise<ExcelJS.Worksheet> => firstSheet(BOOKS, name);
const text = cellText;

describe('blind-40 set', () => {
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

  it('chocolatier: month cells = Total row = Total column (question 01)', async () => {
    let cells = 0n;
    let column = 0n;
    let across = 0n;
    let written = 0n;
    (await load('chocolatier')).eachRow((row, n) => {
      if (n < 5) return;
      if (text(row, 1) === 'Total') {
        for (let c = 2; c <= 7; c++) across += cents(row.getCell(c).value ?? 0);
        written = cents(row.getCell(8).value);
        return;
      }
      for (let c = 2; c <= 7; c++) cells += cents(row.getCell(c).value ?? 0);
      column += cents(row.getCell(8).value);
    });
    expect(cells).toBe(written);
    expect(column).toBe(written);
    expect(across).toBe(written);
    expect(q1('chocolatier')).toBe(hundredths(written));
  });

  it('antiques: sale prices = TOTAL (question 01)', async () => {
    let lines = 0n;
    let written = 0n;
    (await load('antiques')).eachRow((row, n) => {
      if (n <= 4) return;
      if (text(row, 1) === 'TOTAL') written = cents(row.getCell(7).value);
      else lines += cents(row.getCell(7).value);
    });
    expect(lines).toBe(written);
    expect(q1('antiques')).toBe(hundredths(written));
  });

  it('decorator: lines = category Total rows = GRAND TOTAL (question 01)', async () => {
    let lines = 0n;
    let subtotals = 0n;
    let written = 0n;
    (await load('decorator')).eachRow((row, n) => {
      if (n <= 4) return;
      const a = row.getCell(1).value;
      if (a === 'GRAND TOTAL') written = cents(row.getCell(4).value);
      else if (typeof a === 'string' && a.startsWith('Total '))
        subtotals += cents(row.getCell(4).value);
      else if (a instanceof Date) lines += cents(row.getCell(4).value);
    });
    expect(lines).toBe(subtotals);
    expect(subtotals).toBe(written);
    expect(q1('decorator')).toBe(hundredths(written));
  });

  it('hostel: income lines = Total Trading Income (question 01); lines = Net Profit', async () => {
    const pl = readPl(await load('hostel'), {
      sections: /^(Trading Income|Cost of Sales|Operating Expenses)$/,
      income: 'Trading Income',
      account:
        /^(Dorm beds|Private rooms|Tour commissions|Bar & snacks|Bar stock|Wages|Rent|Power|Laundry & linen|Cleaning supplies|Booking platform fees|Internet & phone|Insurance|Repairs & maintenance|Advertising)$/,
      months: [2, 9],
      totalCol: 10,
      incomeTotal: 'Total Trading Income',
      net: 'Net Profit',
    });
    expect(pl.income).toBe(pl.writtenIncome);
    expect(pl.lines).toBe(pl.net);
    expect(q1('hostel')).toBe(hundredths(pl.writtenIncome));
  });

  it('roofing: transactions = Total for rows = TOTAL (question 01); qty × price', async () => {
    let lines = 0n;
    let groups = 0n;
    let written = 0n;
    (await load('roofing')).eachRow((row, n) => {
      if (n <= 5) return;
      const a = text(row, 1);
      const amount = cents(row.getCell(9).value ?? 0);
      if (a === 'TOTAL') written = amount;
      else if (a.startsWith('Total for ')) groups += amount;
      else if (!a && typeof row.getCell(9).value === 'number') {
        expect(BigInt(row.getCell(7).value as number) * cents(row.getCell(8).value)).toBe(amount);
        lines += amount;
      }
    });
    expect(lines).toBe(groups);
    expect(groups).toBe(written);
    expect(q1('roofing')).toBe(hundredths(written));
  });

  it('translation: buckets = row Total; rows = Total row (question 01)', async () => {
    let rows = 0n;
    let buckets = 0n;
    let written = 0n;
    (await load('translation')).eachRow((row, n) => {
      if (n <= 5) return;
      if (text(row, 1) === 'Total') {
        written = cents(row.getCell(7).value);
        for (let c = 2; c <= 6; c++) buckets += cents(row.getCell(c).value ?? 0);
      } else {
        let parts = 0n;
        for (let c = 2; c <= 6; c++) parts += cents(row.getCell(c).value ?? 0);
        expect(parts).toBe(cents(row.getCell(7).value));
        rows += parts;
      }
    });
    expect(rows).toBe(written);
    expect(buckets).toBe(written);
    expect(q1('translation')).toBe(hundredths(written));
  });

  it('drivingschool: each balance = the older balance + amount; top balance (question 01)', async () => {
    const list: Array<[amount: bigint, balance: bigint]> = [];
    (await load('drivingschool')).eachRow((row, n) => {
      if (n > 4) list.push([cents(row.getCell(2).value), cents(row.getCell(4).value)]);
    });
    for (let i = 0; i < list.length - 1; i++)
      expect(list[i + 1]![1] + list[i]![0]).toBe(list[i]![1]);
    expect(q1('drivingschool')).toBe(hundredths(list[0]![1]));
  });

  it('homecare: gross − deductions = net; gross column = Totals (question 01)', async () => {
    let gross = 0n;
    let written = 0n;
    (await load('homecare')).eachRow((row, n) => {
      if (n <= 5) return;
      if (text(row, 1) === 'Totals') written = cents(row.getCell(7).value);
      else {
        const g = cents(row.getCell(7).value);
        const ded = [8, 9, 10].reduce((s, c) => s + cents(row.getCell(c).value), 0n);
        expect(ded).toBe(cents(row.getCell(11).value));
        expect(g - ded).toBe(cents(row.getCell(12).value));
        gross += g;
      }
    });
    expect(gross).toBe(written);
    expect(q1('homecare')).toBe(hundredths(written));
  });

  it('fabric: qty × unit cost = value; values = Total (question 01)', async () => {
    let values = 0n;
    let written = 0n;
    (await load('fabric')).eachRow((row, n) => {
      if (n <= 4) return;
      if (text(row, 1) === 'Total') written = cents(row.getCell(7).value);
      else {
        const v = cents(row.getCell(7).value);
        expect(BigInt(row.getCell(5).value as number) * cents(row.getCell(6).value)).toBe(v);
        values += v;
      }
    });
    expect(values).toBe(written);
    expect(q1('fabric')).toBe(hundredths(written));
  });

  it('orchard: capital column = loan amount (question 01); balances roll to zero', async () => {
    let capital = 0n;
    let loan = 0n;
    let prev: bigint | undefined;
    (await load('orchard')).eachRow((row) => {
      if (text(row, 1) === 'Loan amount') loan = cents(row.getCell(2).value);
      if (typeof row.getCell(1).value === 'number' && row.getCell(2).value instanceof Date) {
        const open = cents(row.getCell(3).value);
        const c = cents(row.getCell(6).value);
        expect(cents(row.getCell(5).value) + c).toBe(cents(row.getCell(4).value));
        expect(open - c).toBe(cents(row.getCell(7).value));
        if (prev !== undefined) expect(open).toBe(prev);
        prev = cents(row.getCell(7).value);
        capital += c;
      }
    });
    expect(prev).toBe(0n);
    expect(capital).toBe(loan);
    expect(q1('orchard')).toBe(hundredths(loan));
  });

  it('pettycash: balances roll; analysis = payments; last balance (question 01)', async () => {
    let bal: bigint | undefined;
    let payments = 0n;
    let analysis = 0n;
    (await load('pettycash')).eachRow((row, n) => {
      if (n <= 4 || text(row, 1).startsWith('Totals')) return;
      const b = cents(row.getCell(6).value);
      if (text(row, 3) === 'Balance b/f') {
        if (bal !== undefined) expect(b).toBe(bal);
      } else {
        const p = cents(row.getCell(5).value ?? 0);
        expect(bal! + cents(row.getCell(4).value ?? 0) - p).toBe(b);
        payments += p;
        for (let c = 7; c <= 12; c++) analysis += cents(row.getCell(c).value ?? 0);
      }
      bal = b;
    });
    expect(analysis).toBe(payments);
    expect(q1('pettycash')).toBe(hundredths(bal!));
  });

  it('weddingvenue: deposit column = Totals (question 01)', async () => {
    let deposits = 0n;
    let written = 0n;
    (await load('weddingvenue')).eachRow((row, n) => {
      if (n <= 4) return;
      if (text(row, 1) === 'Totals') written = cents(row.getCell(7).value);
      else deposits += cents(row.getCell(7).value);
    });
    expect(deposits).toBe(written);
    expect(q1('weddingvenue')).toBe(hundredths(written));
  });
});
