/**
 * Checks the SET only (not the engine's accuracy): the blind kit's structural checks
 * (eval/blind-kit/set-checks.ts: size, books, every workbook opens with ingestWorkbook,
 * expectations are well formed, ids unique, and each book's two-path cross-checks on its
 * generator hold), then this set's read-back of a few books from their written sheets.
 */
import type ExcelJS from 'exceljs';
import { cents, firstSheet, readBank, readPl, setChecks } from '../blind-kit/set-checks';
import { hundredths } from '../expect';
import { BOOKS } from './workbooks';
import { QUESTIONS } from './questions';

/** question 01's value (the first one when it accepts several) */
const q1 = (name: string): string => {
  const v = BOOKS.find((b) => b.name === name)!.questions[0]!.expect.value!;
  return Array.isArray(v) ? v[0]! : v;
};

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

describe('blind-39 set', () => {
  setChecks(BOOKS, QUESTIONS);

  it('keeps 15–17 questions per book and 16 books', () => {
    expect(BOOKS).toHaveLength(16);
    for (const b of BOOKS) {
      expect([b.name, b.questions.length >= 15 && b.questions.length <= 17]).toEqual([
        b.name,
        true,
      ]);
    }
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(240);
  });

  it('candles: month cells = Total row = Total column (question 01)', async () => {
    const ws = await load('candles');
    let cells = 0n;
    let column = 0n;
    ws.eachRow((row, n) => {
      if (n < 5 || row.getCell(1).value === 'Total') return;
      for (let c = 2; c <= 7; c++) cells += cents(row.getCell(c).value);
      column += cents(row.getCell(8).value);
    });
    const totals = byLabel(ws).get('Total')!;
    let across = 0n;
    for (let c = 2; c <= 7; c++) across += cents(totals.getCell(c).value);
    const written = cents(totals.getCell(8).value);
    expect(cells).toBe(written);
    expect(column).toBe(written);
    expect(across).toBe(written);
    expect(q1('candles')).toBe(hundredths(written));
  });

  it('electrician: lines = category Total rows = GRAND TOTAL (question 01)', async () => {
    let lines = 0n;
    let subtotals = 0n;
    let written = 0n;
    (await load('electrician')).eachRow((row, n) => {
      if (n <= 4) return;
      const a = row.getCell(1).value;
      if (a === 'GRAND TOTAL') written = cents(row.getCell(4).value);
      else if (typeof a === 'string' && a.startsWith('Total '))
        subtotals += cents(row.getCell(4).value);
      else if (a instanceof Date) lines += cents(row.getCell(4).value);
    });
    expect(lines).toBe(subtotals);
    expect(subtotals).toBe(written);
    expect(q1('electrician')).toBe(hundredths(written));
  });

  it('butcher: income lines = Total income (question 01); lines = Net profit total', async () => {
    const pl = readPl(await load('butcher'), {
      sections: /^(Income|Cost of sales|Expenses)$/,
      income: 'Income',
      account:
        /^(Counter sales|Biltong & wors|Catering orders|Meat purchases|Spices & casings|Packaging|Wages|Rent|Electricity|Generator diesel|Refrigeration repairs|Bank charges|Advertising)$/,
      months: [2, 10],
      totalCol: 11,
      incomeTotal: 'Total income',
      net: 'Net profit',
    });
    expect(pl.income).toBe(pl.writtenIncome);
    expect(pl.lines).toBe(pl.net);
    expect(q1('butcher')).toBe(hundredths(pl.writtenIncome));
  });

  it('joinery: customer rows = bucket totals = Total (question 01)', async () => {
    let rows = 0n;
    let buckets = 0n;
    let written = 0n;
    (await load('joinery')).eachRow((row, n) => {
      if (n <= 5) return;
      if (row.getCell(1).value === 'Total') {
        written = cents(row.getCell(7).value);
        for (let c = 2; c <= 6; c++) buckets += cents(row.getCell(c).value);
      } else {
        let parts = 0n;
        for (let c = 2; c <= 6; c++) parts += cents(row.getCell(c).value);
        expect(parts).toBe(cents(row.getCell(7).value));
        rows += parts;
      }
    });
    expect(rows).toBe(written);
    expect(buckets).toBe(written);
    expect(q1('joinery')).toBe(hundredths(written));
  });

  it('tattoo: brought forward + in − out = last Balance (question 01)', async () => {
    const bank = readBank(await load('tattoo'));
    expect(bank.opening + bank.flow).toBe(bank.last);
    expect(q1('tattoo')).toBe(hundredths(bank.last));
  });

  it('pub: gross − deductions = net on every row; gross column = Totals (question 01)', async () => {
    let gross = 0n;
    let written = 0n;
    (await load('pub')).eachRow((row, n) => {
      if (n <= 5) return;
      if (row.getCell(1).value === 'Totals') written = cents(row.getCell(6).value);
      else {
        const g = cents(row.getCell(6).value);
        const deductions = [7, 8, 9].reduce((s, c) => s + cents(row.getCell(c).value), 0n);
        expect(g - deductions).toBe(cents(row.getCell(10).value));
        gross += g;
      }
    });
    expect(gross).toBe(written);
    expect(q1('pub')).toBe(hundredths(written));
  });

  it('pharmacy: qty × unit cost = value; values = Total (question 01)', async () => {
    let values = 0n;
    let written = 0n;
    (await load('pharmacy')).eachRow((row, n) => {
      if (n <= 4) return;
      if (row.getCell(1).value === 'Total') written = cents(row.getCell(7).value);
      else {
        const v = cents(row.getCell(7).value);
        expect(BigInt(row.getCell(5).value as number) * cents(row.getCell(6).value)).toBe(v);
        values += v;
      }
    });
    expect(values).toBe(written);
    expect(q1('pharmacy')).toBe(hundredths(written));
  });

  it('charter: principal column = loan amount (question 01); balances roll', async () => {
    const ws = await load('charter');
    let principal = 0n;
    let loan = 0n;
    let prevClose: bigint | undefined;
    ws.eachRow((row) => {
      if (row.getCell(1).value === 'Loan amount') loan = cents(row.getCell(2).value);
      if (typeof row.getCell(1).value === 'number' && row.getCell(2).value instanceof Date) {
        const open = cents(row.getCell(3).value);
        const p = cents(row.getCell(6).value);
        expect(cents(row.getCell(5).value) + p).toBe(cents(row.getCell(4).value));
        expect(open - p).toBe(cents(row.getCell(7).value));
        if (prevClose !== undefined) expect(open).toBe(prevClose);
        prevClose = cents(row.getCell(7).value);
        principal += p;
      }
    });
    expect(prevClose).toBe(0n);
    expect(principal).toBe(loan);
    expect(q1('charter')).toBe(hundredths(loan));
  });

  it('juicebar: cash + card + transfer = Total sales; days = Total row (question 01)', async () => {
    let days = 0n;
    let written = 0n;
    (await load('juicebar')).eachRow((row, n) => {
      if (n <= 4) return;
      if (row.getCell(1).value === 'Total') written = cents(row.getCell(7).value);
      else if (typeof row.getCell(7).value === 'number') {
        const parts = [4, 5, 6].reduce((s, c) => s + cents(row.getCell(c).value), 0n);
        expect(parts).toBe(cents(row.getCell(7).value));
        days += parts;
      }
    });
    expect(days).toBe(written);
    expect(q1('juicebar')).toBe(hundredths(written));
  });

  it('pottery: TOTAL ASSETS (question 01) − liabilities = NET ASSETS = TOTAL EQUITY', async () => {
    const rows = byLabel(await load('pottery'));
    for (const col of [2, 3]) {
      const v = (label: string): bigint => cents(rows.get(label)!.getCell(col).value);
      expect(v('Total fixed assets') + v('Total current assets')).toBe(v('TOTAL ASSETS'));
      expect(
        v('TOTAL ASSETS') - v('Total current liabilities') - v('Bank loan (due after one year)'),
      ).toBe(v('NET ASSETS'));
      expect(
        v('Share capital') + v('Retained earnings brought forward') + v('Profit for the period'),
      ).toBe(v('TOTAL EQUITY'));
      expect(v('NET ASSETS')).toBe(v('TOTAL EQUITY'));
    }
    expect(q1('pottery')).toBe(hundredths(cents(rows.get('TOTAL ASSETS')!.getCell(2).value)));
  });

  it('mushroom: customers = segment totals = TOTAL (question 01); net + VAT = gross', async () => {
    let customers = 0n;
    let segments = 0n;
    let written = 0n;
    (await load('mushroom')).eachRow((row, n) => {
      if (n <= 5 || typeof row.getCell(4).value !== 'number') return;
      const a = String(row.getCell(1).value);
      const net = cents(row.getCell(4).value);
      expect(net + cents(row.getCell(5).value)).toBe(cents(row.getCell(6).value));
      if (a === 'TOTAL') written = net;
      else if (a.startsWith('Total ')) segments += net;
      else customers += net;
    });
    expect(customers).toBe(segments);
    expect(segments).toBe(written);
    expect(q1('mushroom')).toBe(hundredths(written));
  });
});
