/**
 * Issue 13, pass 5: no wrong figure on shapes the engine had not seen. Totals rows and
 * columns are checks, never parts; a quarter column is a quarter; a percentage asked is a
 * percentage or a refusal; a unit price is never summed; a noun the workbook does not hold is
 * refused. Each shape is a small workbook written here (pass5-shapes.ts), each figure
 * computed here from the same numbers.
 */
import { answerQuestion } from './answer';
import type { Answer } from './answer-types';
import type { Workbook } from './model';
import { monthSpan } from './periods';
import {
  BRANCHES,
  BUDGET_LINES,
  CASH,
  ORDERS,
  PAYROLL,
  QB,
  bookOf,
  branchRows,
  budgetRows,
  cashRows,
  orderRows,
  payrollRows,
  qbRows,
  sum,
} from './pass5-shapes';

const ask = (wb: Workbook, q: string): Answer => answerQuestion(wb, q);
const value = (wb: Workbook, q: string): number => {
  const a = ask(wb, q);
  expect({ q, refused: a.refused, text: a.text }).toMatchObject({ refused: false });
  return Number(a.figures[0]!.value);
};
const refused = (wb: Workbook, q: string): void => {
  const a = ask(wb, q);
  expect({ q, refused: a.refused, text: a.text }).toMatchObject({ refused: true });
};
const total = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

describe('a payroll with a two-row header, month blocks and a TOTAL row', () => {
  const payroll = (): Promise<Workbook> => {
    const p = payrollRows();
    return bookOf([{ name: 'Payroll 2025', rows: p.rows, merges: p.merges }]);
  };
  const gross = PAYROLL.people.map(([, basic, ot]) => basic + ot);

  it('reads the TOTAL row for a total and never ranks it as an employee', async () => {
    const wb = await payroll();
    expect(value(wb, 'What was total gross pay?')).toBe(total(gross) * PAYROLL.months.length);
    const top = ask(wb, 'Who has the highest gross pay?');
    expect(top.figures[0]!.at).toBe('Carla Diaz');
    expect(Number(top.figures[0]!.value)).toBe(Math.max(...gross) * PAYROLL.months.length);
  });

  it('a Total column under "Deductions" is a check on its group, not a reading of pay', async () => {
    const a = ask(await payroll(), 'Who is paid the least?');
    expect(a.refused).toBe(false);
    expect(a.figures[0]!.at).toBe('Ben Reyes');
    expect(Number(a.figures[0]!.value)).toBe(Math.min(...gross) * PAYROLL.months.length);
  });

  it('a month block heading dates its rows; the grand total is no month', async () => {
    const wb = await payroll();
    expect(value(wb, 'What was total gross pay in February?')).toBe(total(gross));
    expect(value(wb, 'What was total gross pay in January?')).toBe(total(gross));
  });
});

describe('a budget with quarters merged over Budget / Actual, a Full year pair and a Total row', () => {
  const budget = (): Promise<Workbook> => {
    const b = budgetRows();
    return bookOf([{ name: 'Budget vs Actual', rows: b.rows, merges: b.merges }]);
  };
  const actual = (name: string): number => {
    const [, v] = BUDGET_LINES.find(([n]) => n === name)!;
    return v[1]! + v[3]!;
  };

  it('the Full year columns are totals: a line is its quarters, not quarters plus year', async () => {
    const wb = await budget();
    expect(value(wb, 'How much did we actually spend on marketing?')).toBe(actual('Marketing'));
    const top = ask(wb, 'Which line had the highest actual spend for the year?');
    expect(top.figures[0]!.at).toBe('Salaries');
    expect(Number(top.figures[0]!.value)).toBe(actual('Salaries'));
    expect(value(wb, 'What was our total budget?')).toBe(
      total(BUDGET_LINES.map(([, v]) => v[0]! + v[2]!)),
    );
  });

  it('a quarter total reads the Total row, never Total plus its lines', async () => {
    expect(value(await budget(), 'What was total actual spending in Q1?')).toBe(
      total(BUDGET_LINES.map(([, v]) => v[1]!)),
    );
  });
});

describe('a statement of cash flows whose sections close with "Net cash ..."', () => {
  it('"Net cash from/used in ... activities" is the section total, not one more line', async () => {
    const wb = await bookOf([{ name: 'Cash Flow', rows: cashRows() }]);
    expect(value(wb, 'What was total investing cash flow in 2025?')).toBe(sum(CASH.investing, 1));
    expect(value(wb, 'What was cash from operating activities in 2025?')).toBe(
      sum(CASH.operating, 1),
    );
    expect(value(wb, 'What was net cash used in financing in 2024?')).toBe(sum(CASH.financing, 2));
  });

  it('a line equal to the sum of the lines under its heading is a total, whatever its label', async () => {
    const rows = cashRows().map((r) =>
      r.map((c) =>
        typeof c === 'string' && c.startsWith('Net cash used in')
          ? c.replace('Net cash used in', 'Cash spent on')
          : c,
      ),
    );
    const wb = await bookOf([{ name: 'Cash Flow', rows }]);
    const kinds = wb.sheets[0]!.tables[0]!.rows.filter((r) => r.label?.startsWith('Cash spent'));
    expect(kinds.map((r) => r.kind)).toEqual(['total', 'total']);
    expect(value(wb, 'What was total investing cash flow in 2025?')).toBe(sum(CASH.investing, 1));
  });
});

describe('a branch summary closed by an "All branches" or "Company total" row', () => {
  it.each(['All branches', 'Company total'])('%s is never ranked as a branch', async (label) => {
    const wb = await bookOf([{ name: 'Summary', rows: branchRows(label) }]);
    const best = [...BRANCHES].sort((a, b) => b[1] - a[1])[0]!;
    const top = ask(wb, 'Which branch had the highest sales?');
    expect(top.figures[0]!.at).toBe(best[0]);
    expect(value(wb, 'What were total sales?')).toBe(sum(BRANCHES, 1));
    expect(value(wb, 'What was the average sales per branch?')).toBeCloseTo(
      sum(BRANCHES, 1) / BRANCHES.length,
      2,
    );
    expect(value(wb, 'What share of sales came from Pasig?')).toBeCloseTo(
      (BRANCHES.find((b) => b[0] === 'Pasig')![1] / sum(BRANCHES, 1)) * 100,
      2,
    );
  });
});

describe('a QuickBooks export with quarters headed "Jan - Mar 2025"', () => {
  const qb = (): Promise<Workbook> => bookOf([{ name: 'Profit and Loss', rows: qbRows() }]);

  it('reads a span of months as the quarter, half or year it covers', () => {
    expect(monthSpan('Jan - Mar 2025')?.period).toMatchObject({ kind: 'quarter', index: 1 });
    expect(monthSpan('Oct – Dec 2025')?.period).toMatchObject({ kind: 'quarter', index: 4 });
    expect(monthSpan('January 1 - June 30, 2025')?.period).toMatchObject({ kind: 'half' });
    expect(monthSpan('Jan - Dec 2025')?.period).toMatchObject({ kind: 'year', year: 2025 });
    expect(monthSpan('Feb - Apr 2025')).toEqual({ period: undefined });
    expect(monthSpan('Revenue')).toBeUndefined();
  });

  it('a year question sums the quarters; a quarter reads its column', async () => {
    const wb = await qb();
    expect(value(wb, 'What were sales in 2025?')).toBe(total(QB[0]![1]));
    expect(value(wb, 'What was total income for 2025?')).toBe(total(QB[0]![1]) + total(QB[1]![1]));
    const net = (q: number): number =>
      QB[0]![1][q]! + QB[1]![1][q]! - QB[2]![1][q]! - QB[3]![1][q]!;
    expect(value(wb, 'What was net income in Q2?')).toBe(net(1));
  });

  it('a month asked of quarterly figures is refused: a quarter cannot be split', async () => {
    const wb = await qb();
    refused(wb, 'What was income in March?');
    refused(wb, 'How much rent did we pay in January?');
  });
});

describe('what was asked, answered in kind', () => {
  const orders = (): Promise<Workbook> => bookOf([{ name: 'Orders', rows: orderRows() }]);

  it('a percentage asked is answered as a percentage or refused, never as the amount', async () => {
    const wb = await bookOf([
      {
        name: 'Income Statement',
        rows: [
          ['Line', 'Jan', 'Feb', 'Mar', 'Total'],
          ['Salaries', 90000, 90000, 90000, 270000],
          ['Rent', 30000, 30000, 30000, 90000],
          ['Supplies', 25000, 28000, 31000, 84000],
          ['Total Expenses', 145000, 148000, 151000, 444000],
        ],
      },
    ]);
    refused(wb, 'What is the percent of supplies in Q1?');
    expect(value(wb, 'Rent as a % of total expenses')).toBeCloseTo((90000 / 444000) * 100, 2);
  });

  it('"how many units" sums the quantity column; a unit price is read or averaged, never summed', async () => {
    const wb = await orders();
    expect(value(wb, 'How many units did we sell?')).toBe(total(ORDERS.map((o) => o[2])));
    expect(value(wb, 'How many cups did we sell?')).toBe(total(ORDERS.map((o) => o[2])));
    expect(value(wb, 'How many lattes did we sell?')).toBe(
      total(ORDERS.filter((o) => o[1] === 'Latte').map((o) => o[2])),
    );
    refused(wb, 'What is the total unit price?');
    refused(wb, 'How much is the total unit price for lattes?');
    // a mean of the rows' prices or weighted by the cups sold: asked back when they differ,
    // answered when the words pick the simple mean (pass 7)
    expect(value(wb, 'What was the simple average unit price?')).toBeCloseTo(
      total(ORDERS.map((o) => o[3])) / ORDERS.length,
      2,
    );
  });
});

describe('a question the workbook cannot answer is refused', () => {
  it('a savings account asked of a current-account statement ("savings" is no typo of "takings")', async () => {
    let balance = 50000;
    const rows: Array<Array<string | number | Date | null>> = [
      ['BPI Current Account Statement'],
      [],
      ['Date', 'Description', 'Debit', 'Credit', 'Balance'],
    ];
    for (const [d, debit, credit] of [
      ['2025-01-05', 0, 20000],
      ['2025-01-09', 5000, 0],
      ['2025-02-01', 12000, 0],
    ] as Array<[string, number, number]>) {
      balance += credit - debit;
      rows.push([new Date(`${d}T00:00:00Z`), 'X', debit || null, credit || null, balance]);
    }
    const wb = await bookOf([{ name: 'Statement', rows }]);
    refused(wb, 'What is the balance of the savings account?');
    expect(value(wb, 'What is the closing balance?')).toBe(balance);
  });

  it('a payment or due date asked of an aging report', async () => {
    const wb = await bookOf([
      {
        name: 'AR Aging',
        rows: [
          ['Customer', 'Current', '1 - 30', '31 - 60', 'Total'],
          ['Acme', 100, 50, null, 150],
          ['Beta', null, 200, 100, 300],
          ['TOTAL', 100, 250, 100, 450],
        ],
      },
    ]);
    refused(wb, 'When did Acme pay?');
    refused(wb, 'What is the due date for Acme?');
    expect(value(wb, 'How much does Beta owe?')).toBe(300);
  });

  it('a patient count asked of an income statement', async () => {
    const wb = await bookOf([
      {
        name: 'Income Statement',
        rows: [
          ['Line', 'Jan', 'Feb'],
          ['Consultations', 100000, 120000],
          ['Rent', 30000, 30000],
        ],
      },
    ]);
    refused(wb, 'How many patients did we see in February?');
  });
});
