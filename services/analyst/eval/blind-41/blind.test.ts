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

describe('blind-41 set', () => {
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

  it('preserves: month cells = Total row = Total column (question 01)', async () => {
    let cells = 0n;
    let column = 0n;
    let across = 0n;
    let written = 0n;
    (await load('preserves')).eachRow((row, n) => {
      if (n < 6) return;
      if (text(row, 1) === 'Total') {
        for (let c = 2; c <= 7; c++) across += num(row, c);
        written = num(row, 8);
        return;
      }
      for (let c = 2; c <= 7; c++) cells += num(row, c);
      column += num(row, 8);
    });
    expect(cells).toBe(written);
    expect(column).toBe(written);
    expect(across).toBe(written);
    expect(q1('preserves')).toBe(hundredths(written));
  });

  it('records: qty × price = amount; amounts = TOTAL (question 01)', async () => {
    let lines = 0n;
    let written = 0n;
    (await load('records')).eachRow((row, n) => {
      if (n <= 4) return;
      if (text(row, 1) === 'TOTAL') written = num(row, 9);
      else {
        expect(BigInt(row.getCell(7).value as number) * num(row, 8)).toBe(num(row, 9));
        lines += num(row, 9);
      }
    });
    expect(lines).toBe(written);
    expect(q1('records')).toBe(hundredths(written));
  });

  it('windowcleaner: lines = category Total rows = GRAND TOTAL (question 01)', async () => {
    let lines = 0n;
    let subtotals = 0n;
    let written = 0n;
    (await load('windowcleaner')).eachRow((row, n) => {
      if (n <= 4) return;
      const a = row.getCell(1).value;
      if (a === 'GRAND TOTAL') written = num(row, 4);
      else if (typeof a === 'string' && a.startsWith('Total ')) subtotals += num(row, 4);
      else if (a instanceof Date) lines += num(row, 4);
    });
    expect(lines).toBe(subtotals);
    expect(subtotals).toBe(written);
    expect(q1('windowcleaner')).toBe(hundredths(written));
  });

  it('musicschool: income lines = Total Income (question 01); lines = Net Profit', async () => {
    const pl = readPl(await load('musicschool'), {
      sections: /^(Income|Cost of Sales|Operating Expenses)$/,
      income: 'Income',
      account:
        /^(Group lessons|Private lessons|Exam fees|Instrument hire|Teacher fees|Exam board fees|Rent|Utilities|Sheet music & supplies|Advertising|Insurance|Accountancy fees|Software & subscriptions)$/,
      months: [2, 12],
      totalCol: 13,
      incomeTotal: 'Total Income',
      net: 'Net Profit',
    });
    expect(pl.income).toBe(pl.writtenIncome);
    expect(pl.lines).toBe(pl.net);
    expect(q1('musicschool')).toBe(hundredths(pl.writtenIncome));
  });

  it('trainer: opening + in − out = last balance (question 01); each balance rolls', async () => {
    const ws = await load('trainer');
    const bank = readBank(ws);
    expect(bank.opening + bank.flow).toBe(bank.last);
    let prev: bigint | undefined;
    ws.eachRow((row, n) => {
      if (n <= 4) return;
      const b = num(row, 5);
      if (prev !== undefined) expect(prev + num(row, 3) - num(row, 4)).toBe(b);
      prev = b;
    });
    expect(q1('trainer')).toBe(hundredths(bank.last));
  });

  it('removals: deductions add up, gross − deductions = net; gross = Totals (question 01)', async () => {
    let gross = 0n;
    let written = 0n;
    (await load('removals')).eachRow((row, n) => {
      if (n <= 5) return;
      if (text(row, 1) === 'Totals') written = num(row, 7);
      else {
        const g = num(row, 7);
        const ded = num(row, 8) + num(row, 9) + num(row, 10);
        expect(ded).toBe(num(row, 11));
        expect(g - ded).toBe(num(row, 12));
        expect(BigInt(Math.round(Number(row.getCell(5).value) * 2)) * num(row, 6)).toBe(2n * g);
        gross += g;
      }
    });
    expect(gross).toBe(written);
    expect(q1('removals')).toBe(hundredths(written));
  });

  it('toyshop: qty × unit cost = value; values = Total (question 01)', async () => {
    let values = 0n;
    let written = 0n;
    (await load('toyshop')).eachRow((row, n) => {
      if (n <= 4) return;
      if (text(row, 1) === 'Total') written = num(row, 7);
      else {
        expect(BigInt(row.getCell(5).value as number) * num(row, 6)).toBe(num(row, 7));
        values += num(row, 7);
      }
    });
    expect(values).toBe(written);
    expect(q1('toyshop')).toBe(hundredths(written));
  });

  it('cranehire: principal = loan amount (question 01); balances roll to zero', async () => {
    let capital = 0n;
    let loan = 0n;
    let prev: bigint | undefined;
    (await load('cranehire')).eachRow((row) => {
      if (text(row, 1) === 'Loan amount') loan = num(row, 2);
      if (typeof row.getCell(1).value === 'number' && row.getCell(2).value instanceof Date) {
        const open = num(row, 3);
        const c = num(row, 6);
        expect(num(row, 5) + c).toBe(num(row, 4));
        expect(open - c).toBe(num(row, 7));
        if (prev !== undefined) expect(open).toBe(prev);
        prev = num(row, 7);
        capital += c;
      }
    });
    expect(prev).toBe(0n);
    expect(capital).toBe(loan);
    expect(q1('cranehire')).toBe(hundredths(loan));
  });

  it('clinic: balances roll; analysis = payments; last balance (question 01)', async () => {
    let bal: bigint | undefined;
    let payments = 0n;
    let analysis = 0n;
    (await load('clinic')).eachRow((row, n) => {
      if (n <= 4 || text(row, 1).startsWith('Totals')) return;
      const b = num(row, 6);
      if (text(row, 3) === 'Balance b/f') {
        if (bal !== undefined) expect(b).toBe(bal);
      } else {
        const p = num(row, 5);
        expect(bal! + num(row, 4) - p).toBe(b);
        payments += p;
        for (let c = 7; c <= 12; c++) analysis += num(row, c);
      }
      bal = b;
    });
    expect(analysis).toBe(payments);
    expect(q1('clinic')).toBe(hundredths(bal!));
  });

  it('vending: Summary results = site Total rows; sites = Summary Total (question 01)', async () => {
    const [summary, ...sites] = await allSheets(BOOKS, 'vending');
    const result = (c: ExcelJS.Cell): bigint =>
      cents((c.value as { result?: number } | null)?.result ?? c.value);
    let fromSites = 0n;
    for (const ws of sites) {
      let months = 0n;
      let written = 0n;
      ws.eachRow((row, n) => {
        if (n <= 4) return;
        if (text(row, 1) === 'Total') written = num(row, 4);
        else months += num(row, 4);
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
    expect(q1('vending')).toBe(hundredths(total));
  });
});
