/**
 * Calibrated refusals and the targeted fixes of issue 13 on small workbooks written here:
 * a running balance is read at a date, counts count rows, "how much more ... than" is a
 * difference in the order named, and doubtful readings are refused instead of guessed.
 */
import ExcelJS from 'exceljs';
import { answerQuestion } from './answer';
import { ingestWorkbook } from './ingest';
import type { Workbook } from './model';

type Row = Array<string | number | Date | null>;

async function book(name: string, rows: Row[], money?: number[]): Promise<Workbook> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(name);
  rows.forEach((r, i) => {
    const row = ws.addRow(r);
    if (i > 0)
      for (const c of money ?? []) {
        const cell = row.getCell(c);
        if (typeof cell.value === 'number') cell.numFmt = '#,##0.00;(#,##0.00)';
      }
  });
  return ingestWorkbook(new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer));
}

const day = (d: number): Date => new Date(Date.UTC(2024, 2, d));

/** A bank export: an opening line, then debits and credits with the balance after each. */
async function bank(): Promise<{ wb: Workbook; closing: number; entries: number }> {
  const moves: Array<[string, number | null, number | null]> = [
    ['Deposit', null, 5000],
    ['Rent', 1200, null],
    ['Supplies', 310.5, null],
    ['Customer payment', null, 2400],
    ['Fuel', 89.25, null],
  ];
  let balance = 10000;
  const rows: Row[] = [
    ['Date', 'Description', 'Debit', 'Credit', 'Balance'],
    [day(1), 'Opening balance', null, null, balance],
  ];
  moves.forEach(([what, debit, credit], i) => {
    balance = Math.round((balance - (debit ?? 0) + (credit ?? 0)) * 100) / 100;
    rows.push([day(i + 2), what, debit, credit, balance]);
  });
  return { wb: await book('Transactions', rows, [3, 4, 5]), closing: balance, entries: 5 };
}

describe('a running balance is a value at a date', () => {
  it('answers the closing balance with the last balance, not a sum of balances', async () => {
    const { wb, closing } = await bank();
    for (const q of ['Closing balance?', 'What is our total balance?']) {
      const a = answerQuestion(wb, q);
      expect(a.refused).toBe(false);
      expect(Number(a.figures[0]!.value)).toBe(closing);
      expect(a.figures[0]!.source.range).toBe('E7');
    }
  });

  it('still averages a balance when asked for the average', async () => {
    const { wb } = await bank();
    const a = answerQuestion(wb, 'What was the average balance?');
    expect(a.refused).toBe(false);
    expect(a.figures[0]!.source.range).toBe('E2:E7');
  });
});

describe('how many', () => {
  it('counts every entry, debit or credit, not the rows of one column', async () => {
    const { wb, entries } = await bank();
    const a = answerQuestion(wb, 'How many transactions were there?');
    expect(Number(a.figures[0]!.value)).toBe(entries);
  });

  it('counts debits as rows with a debit, not their sum', async () => {
    const { wb } = await bank();
    const a = answerQuestion(wb, 'How many debits?');
    expect(Number(a.figures[0]!.value)).toBe(3);
  });
});

describe('"how much more ... than" is a difference in the order named', () => {
  const sales = (): Promise<Workbook> =>
    book(
      'Sales',
      [
        ['Month', 'Bread', 'Coffee'],
        ['Jan 2024', 1000, 400],
        ['Feb 2024', 1200, 450],
        ['Mar 2024', 900, 500],
      ],
      [2, 3],
    );

  it('between two columns: the first minus the second; "less" the other way', async () => {
    const wb = await sales();
    const more = answerQuestion(wb, 'How much more bread than coffee did we sell?');
    expect(Number(more.figures[0]!.value)).toBe(3100 - 1350);
    expect(more.text.split('\n')[0]).toMatch(/^Difference: 1,750/);
    const less = answerQuestion(wb, 'How much less coffee than bread did we sell?');
    expect(Number(less.figures[0]!.value)).toBe(1750);
  });

  it('between two months: the month named first minus the other', async () => {
    const wb = await sales();
    const febVsMar = answerQuestion(wb, 'How much more did we sell in February than in March?');
    expect(Number(febVsMar.figures[0]!.value)).toBe(1650 - 1400);
    const marVsFeb = answerQuestion(wb, 'How much more did we sell in March than in February?');
    expect(Number(marVsFeb.figures[0]!.value)).toBe(1400 - 1650);
  });
});

describe('calibrated refusals', () => {
  const costs = (): Promise<Workbook> =>
    book(
      'P&L',
      [
        ['Item', '2019', '2018'],
        ['Revenue', 5000, 4200],
        ['Cost of sales', -2100, -1900],
        ['Gross profit', 2900, 2300],
      ],
      [2, 3],
    );

  it('refuses the average of a cost kept in brackets (two readings differ in sign)', async () => {
    const a = answerQuestion(await costs(), 'What is the average cost of sales?');
    expect(a.refused).toBe(true);
    expect(a.text).toMatch(/brackets/);
  });

  it('still reads one cost cell as it stands', async () => {
    const a = answerQuestion(await costs(), 'What was the cost of sales in 2019?');
    expect(a.refused).toBe(false);
    expect(Number(a.figures[0]!.value)).toBe(-2100);
  });

  it('refuses "as reported" and stacked average-of-change questions', async () => {
    const wb = await costs();
    expect(answerQuestion(wb, 'What was revenue as reported in 2019?').refused).toBe(true);
    expect(
      answerQuestion(wb, 'What is the change in the average revenue between 2018 and 2019?')
        .refused,
    ).toBe(true);
  });

  it('"how much did X decrease by" states the size of the fall', async () => {
    const wb = await book(
      'Rates',
      [
        ['Item', '2018', '2019'],
        ['Discount rate', 4.3, 3.3],
        ['Inflation', 2.1, 2.4],
      ],
      [],
    );
    const fall = answerQuestion(
      wb,
      'How much did the discount rate decrease by from 2018 to 2019?',
    );
    expect(Number(fall.figures[0]!.value)).toBe(1);
    expect(
      answerQuestion(wb, 'How much did inflation decrease by from 2018 to 2019?').refused,
    ).toBe(true);
  });
});
