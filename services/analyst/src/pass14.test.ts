/**
 * Issue 13, pass 14 (H1): header rows found in general. Many variants of each layout
 * (pass14-shapes.ts): 0–4 title / unit / note lines, the header's label cell empty or named,
 * years as numbers or text, newest first or last, a change or notes column, a Total row, a
 * second stacked table, written with and without number formats and merged titles. Each must
 * find its header and read its year columns as periods, and never give a wrong figure.
 */
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import * as S from './pass14-shapes';
import { hasYearsAcross } from './year-columns';

/** The answer's figure, or undefined when it was refused (asking back counts as refused). */
const figure = (wb: Parameters<typeof answerQuestion>[0], q: string): number | undefined => {
  const a = answerQuestion(wb, q);
  return a.refused ? undefined : Number(a.figures[0]!.value);
};

const cases = (kind: S.Kind): Array<[string, S.Variant, S.Styling]> =>
  S.variants(kind).map((v, i) => {
    const style = S.STYLINGS[i % S.STYLINGS.length]!;
    return [`${S.describeVariant(v)} ${JSON.stringify(style)}`, v, style];
  });

const line = (lines: typeof S.CASHFLOW_LINES, name: string, year: 2024 | 2025): number =>
  lines.find((l) => l[0] === name)![year === 2024 ? 1 : 2]!;

describe('H1: statements with years across (cash flow, P&L)', () => {
  test.each([...cases('cashflow'), ...cases('pnl')])('%s', async (_, v, style) => {
    const wb = await S.variantBook(v, style);
    const { headerRow } = S.variantRows(v);
    const table = wb.sheets[0]!.tables[0]!;
    expect(table.headerRows).toContain(headerRow);
    for (const year of S.YEARS)
      expect(table.columns.some((c) => c.role === 'value' && c.period?.year === year)).toBe(true);
    const lines = v.kind === 'cashflow' ? S.CASHFLOW_LINES : S.PNL_LINES;
    const asks: Array<[string, number]> =
      v.kind === 'cashflow'
        ? [
            [
              'net cash from operating activities in 2024',
              line(lines, 'Net cash from operating activities', 2024),
            ],
            ['cash at end of year 2025', line(lines, 'Cash at end of year', 2025)],
          ]
        : [
            ['revenue in 2025', line(lines, 'Revenue', 2025)],
            ['gross profit 2024', line(lines, 'Gross profit', 2024)],
          ];
    for (const [q, truth] of asks) expect([q, figure(wb, q)]).toEqual([q, truth]);
  });
});

describe('H1: month-by-month two-year comparisons', () => {
  test.each(cases('monthly'))('%s', async (_, v, style) => {
    const wb = await S.variantBook(v, style);
    const { headerRow } = S.variantRows(v);
    const tables = wb.sheets[0]!.tables;
    expect(tables).toHaveLength(v.stacked ? 2 : 1);
    expect(tables[0]!.headerRows).toContain(headerRow);
    expect(tables.every(hasYearsAcross)).toBe(true);
    const sales2025 = S.MONTHLY_SALES.reduce((s, m) => s + m[1]!, 0);
    // the measure is named only when a title line says "Sales": otherwise it may be refused,
    // never answered with another figure
    const named = v.titleLines >= 2;
    for (const [q, truth] of [
      ['sales in March 2025', S.MONTHLY_SALES[2]![1]!],
      ['total sales in 2025', sales2025],
    ] as const) {
      const got = figure(wb, q);
      if (named) expect([q, got]).toEqual([q, truth]);
      else expect([undefined, truth]).toContain(got);
    }
    if (v.stacked) expect(figure(wb, 'pitch nights in March 2024')).toBe(S.MONTHLY_NIGHTS[2]![0]);
  });
});

describe('H2: money in is the default beside a cost or a volume by month', () => {
  test.each(S.PAIR_BOOKS.map((b) => [`${b.money.sheet} + ${b.other.sheet}`, b] as const))(
    '%s',
    async (_, b) => {
      const wb = await bookOf(S.pairSheets(b));
      const best = Math.max(...b.money.cells);
      const worst = Math.min(...b.money.cells);
      const total = b.money.cells.reduce((s, x) => s + x, 0);
      expect(figure(wb, 'best month')).toBe(best);
      expect(figure(wb, 'what was our worst month')).toBe(worst);
      expect(figure(wb, 'which month brought in the most')).toBe(best);
      expect(figure(wb, 'what did we bring in in 2025')).toBe(total);
      if (b.otherKind === 'cost') {
        expect(figure(wb, 'most expensive month')).toBe(Math.max(...b.other.cells));
        expect(figure(wb, 'which month cost us the most')).toBe(Math.max(...b.other.cells));
      } else {
        // the volume only when its unit is named; a cost question has no cost table to read
        const unit = b.other.sheet.toLowerCase();
        expect(figure(wb, `total ${unit} in 2025`)).toBe(b.other.cells.reduce((s, x) => s + x, 0));
        expect(figure(wb, 'most expensive month')).toBeUndefined();
      }
    },
  );

  test.each(
    S.variants('monthly')
      .filter((v) => v.stacked && v.titleLines >= 2)
      .slice(0, 8)
      .map((v) => [S.describeVariant(v), v] as const),
  )('stacked sales and pitch nights: %s', async (_, v) => {
    const wb = await S.variantBook(v);
    const sales = (y: 0 | 1): number[] => S.MONTHLY_SALES.map((m) => m[y]!);
    const nights = S.MONTHLY_NIGHTS.map((m) => m[1]!);
    expect(figure(wb, 'best month in 2024')).toBe(Math.max(...sales(0)));
    expect(figure(wb, 'worst month in 2025')).toBe(Math.min(...sales(1)));
    expect(figure(wb, 'what did we bring in in 2025')).toBe(sales(1).reduce((s, x) => s + x, 0));
    // no measure named at all: asked which table, as before
    expect(figure(wb, 'total 2025')).toBeUndefined();
    expect(figure(wb, 'total pitch nights in 2025')).toBe(nights.reduce((s, x) => s + x, 0));
  });
});

describe('W1: months × items in money and the same grid in kilos, on two sheets', () => {
  test.each(S.GRID_BOOKS.map((b) => [`${b[0]} + ${b[2]}`, b] as const))('%s', async (_, b) => {
    const wb = await bookOf([
      { name: b[0], rows: S.gridRows(b[1], S.GRID_MONEY) },
      { name: b[2], rows: S.gridRows(b[3], S.GRID_KG) },
    ]);
    const sums = (cells: number[][]): number[] =>
      S.GRID_ITEMS.map((_i, c) => cells.reduce((s, r) => s + r[c]!, 0));
    const top = (cells: number[][]): [string, number] => {
      const t = sums(cells);
      const max = Math.max(...t);
      return [S.GRID_ITEMS[t.indexOf(max)]!, max];
    };
    const at = (q: string): string | undefined => {
      const a = answerQuestion(wb, q);
      return a.refused ? undefined : a.figures[0]!.at;
    };
    // an item ranked (never a month), by money unless the unit is named
    for (const q of ['which vegetable sells the most', 'what is our best selling vegetable']) {
      expect([q, at(q), figure(wb, q)]).toEqual([q, ...top(S.GRID_MONEY)]);
    }
    const q = 'which vegetable sold the most kilos';
    expect([q, at(q), figure(wb, q)]).toEqual([q, ...top(S.GRID_KG)]);
    // a unit of an item in a month: the unit sheet's cell, not its Total column
    expect(figure(wb, 'kg of cucumbers in March')).toBe(S.GRID_KG[2]![1]);
    expect(figure(wb, 'how many kilos of peppers in May')).toBe(S.GRID_KG[4]![2]);
  });
});

describe('W2: "total costs" on a P&L is cost of sales and operating expenses together', () => {
  test.each(
    S.variants('pnl')
      .filter((_, i) => i % 20 === 0)
      .map((v) => [S.describeVariant(v), v] as const),
  )('%s', async (_, v) => {
    const wb = await S.variantBook(v);
    const both = (y: 2024 | 2025): number =>
      line(S.PNL_LINES, 'Cost of sales', y) + line(S.PNL_LINES, 'Operating expenses', y);
    expect(figure(wb, 'what were our total costs in 2025')).toBe(both(2025));
    expect(figure(wb, 'total costs 2024')).toBe(both(2024));
    // no year named on a two-year statement: asked back, never both years added
    expect(figure(wb, 'total costs')).toBeUndefined();
    // a line named is that line
    expect(figure(wb, 'operating expenses in 2025')).toBe(
      line(S.PNL_LINES, 'Operating expenses', 2025),
    );
  });
  test('a QuickBooks P&L: cost of goods sold and expenses added', async () => {
    const wb = await bookOf([{ name: 'P&L', rows: S.QB_PNL }]);
    expect(figure(wb, 'total costs')).toBe(150000 + 195000);
    expect(figure(wb, 'what did we spend in total')).toBe(150000 + 195000);
    expect(figure(wb, 'total expenses')).toBe(195000);
  });
});

describe('W3: things the book does not keep are refused or asked back', () => {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
  test.each([
    ['KiwiSaver (employee)', 'what is the employer kiwisaver contribution'],
    ['Pension (employee)', 'how much pension did the employer pay'],
    ['Employee super', "what are the employer's super contributions"],
  ])('a register with only %s: %s', async (col, q) => {
    const wb = await bookOf([
      {
        name: 'Payroll',
        rows: [
          ['Pay period', 'Employee', 'Gross', 'Tax', col, 'Net'],
          ['Jan', 'Aroha', 5000, 900, 150, 3950],
          ['Jan', 'Ben', 4000, 700, 120, 3180],
          ['Feb', 'Aroha', 5000, 900, 150, 3950],
        ],
      },
    ]);
    expect(figure(wb, q)).toBeUndefined();
    expect(figure(wb, 'total gross')).toBe(14000);
  });
  test.each([
    ['Subscribers', 'Churned'],
    ['Members', 'Churn'],
  ])('churn over %s / %s: the count, never a rate or a guess', async (base, churn) => {
    const cells = months.map((_, i) => [100 + 5 * i, 10 + i, 4 + (i % 3)]);
    const wb = await bookOf([
      {
        name: 'Subscriptions',
        rows: [['Month', base, 'New', churn], ...months.map((m, i) => [m, ...cells[i]!])],
      },
    ]);
    const churned = cells.reduce((s, r) => s + r[2]!, 0);
    expect(figure(wb, 'what is our churn rate')).toBeUndefined();
    expect(figure(wb, 'what is our churn')).toBeUndefined();
    expect(figure(wb, 'how many customers cancelled')).toBe(churned);
    expect(figure(wb, 'how many signups')).toBe(cells.reduce((s, r) => s + r[1]!, 0));
  });
  test.each([
    ['Van maintenance', 'vans'],
    ['Truck lease', 'trucks'],
  ])('one line only mentions the thing (%s): asked which', async (line, noun) => {
    const wb = await bookOf([
      {
        name: 'Expenses',
        rows: [
          ['Category', 'Amount'],
          [line, 1200],
          ['Fuel', 3400],
          ['Rent', 12000],
          ['Total', 16600],
        ],
      },
    ]);
    expect(figure(wb, `what do the ${noun} cost`)).toBeUndefined();
    expect(figure(wb, 'what does rent cost')).toBe(12000);
  });
});

describe('W4: a payroll register with a Totals row', () => {
  test.each(S.REGISTERS.map((b) => [b.title, b] as const))('%s', async (_, b) => {
    const wb = await bookOf([{ name: 'Payroll', rows: S.registerRows(b) }]);
    const col = (i: number): number =>
      Math.round(b.people.reduce((s, p) => s + p[3][i]!, 0) * 100) / 100;
    const gross = b.people.reduce((s, p) => s + p[2], 0);
    const count = b.people.reduce((s, p) => s + p[1], 0);
    const second = b.deductions[1]!.toLowerCase();
    expect(figure(wb, `${second} deductions total`)).toBe(col(1));
    expect(figure(wb, `how much ${b.deductions[2]!.toLowerCase()} was deducted`)).toBe(col(2));
    expect(figure(wb, 'how much tax did we hold back')).toBe(col(0));
    const unit = b.countHeader.toLowerCase().replace(/s$/, '');
    expect(figure(wb, `cost per ${unit} in wages`)).toBeCloseTo(gross / count, 2);
    const [who, n] = b.people[1]!;
    expect(figure(wb, `${b.countHeader.toLowerCase()} for ${who}`)).toBe(n);
  });
});

describe('W6: a subscription sheet with a two-row header', () => {
  test.each(S.SUBS_BOOKS.map((b) => [`${b.countGroup} / ${b.moneyGroup}`, b] as const))(
    '%s',
    async (_, b) => {
      const { rows, merges } = S.subsSheet(b);
      const wb = await bookOf([{ name: 'Subscriptions', rows, merges }]);
      const totals = S.subsCounts(b).map((c) => c.reduce((s, x, k) => s + x * b.prices[k]!, 0));
      // the group's Total column, never the plans and the total added
      expect(figure(wb, 'MRR in December')).toBe(totals[5]);
      expect(figure(wb, 'what was MRR in September')).toBe(totals[2]);
      expect(figure(wb, 'average MRR')).toBeCloseTo(totals.reduce((s, x) => s + x, 0) / 6, 2);
      expect(figure(wb, `${b.plans[1]} MRR in December`)).toBe(
        S.subsCounts(b)[5]![1]! * b.prices[1]!,
      );
      expect(figure(wb, 'how many customers cancelled')).toBe(
        S.SUBS_MONTHS.reduce((s, _m, i) => s + 3 + (i % 3), 0),
      );
      expect(figure(wb, 'how many signups')).toBe(S.SUBS_MONTHS.reduce((s, _m, i) => s + 6 + i, 0));
    },
  );
});

describe('W7: late payers on an aging report', () => {
  test.each(S.AGING_BOOKS.map((b) => [b.who, b] as const))('%s rows', async (_, b) => {
    const wb = await bookOf([{ name: 'Aging', rows: S.agingRows(b) }]);
    const who = b.who.toLowerCase();
    const total = (xs: number[]): number => xs.reduce((a, x) => a + x, 0);
    const overdue = b.rows.map((r) => total(r[1].slice(1)));
    const oldest = b.rows.map((r) => r[1][4]!);
    const worstQ = `which ${who} is worst for paying late`;
    if (oldest.indexOf(Math.max(...oldest)) === overdue.indexOf(Math.max(...overdue)))
      expect(figure(wb, worstQ)).toBe(Math.max(...overdue));
    else expect(figure(wb, worstQ)).toBeUndefined();
    expect(figure(wb, `how many ${who}s are more than 30 days behind`)).toBe(
      b.rows.filter((r) => r[1].slice(2).some((x) => x > 0)).length,
    );
    const totals = b.rows.map((r) => total(r[1]));
    expect(figure(wb, 'who has the biggest balance')).toBe(Math.max(...totals));
  });
});

describe('W5: "how many records in stock" adds the quantity on hand', () => {
  test.each(['records', 'books', 'bottles'])('%s', async (noun) => {
    const qty = [4, 0, 6, 3, 2];
    const wb = await bookOf([
      {
        name: 'Stock',
        rows: [
          ['Stock list'],
          [],
          ['Title', 'Format', 'Qty on hand', 'Unit cost'],
          ...qty.map((q, i) => [`Line ${i + 1}`, i % 2 ? 'A' : 'B', q, 5 + i]),
        ],
      },
    ]);
    expect(figure(wb, `how many ${noun} do we have in stock`)).toBe(15);
    // a thing's own name is not the goods as a whole
    expect(figure(wb, 'how many ladders are in stock')).toBeUndefined();
  });
});

describe('M3: loan schedule words', () => {
  test.each(S.LOANS.map((b) => [b.title, b] as const))('%s', async (_, b) => {
    const wb = await bookOf([{ name: 'Loan', rows: S.loanRows(b) }]);
    const lines = S.loanLines(b);
    const round = (x: number): number => Math.round(x * 100) / 100;
    const in2025 = lines.filter((l) => l.year === 2025);
    expect(figure(wb, 'what do we still owe after 6 payments')).toBe(lines[5]!.balance);
    expect(figure(wb, 'how much do we still owe at the end of 2025')).toBe(
      in2025[in2025.length - 1]!.balance,
    );
    expect(figure(wb, 'how much principal did we repay in 2025')).toBeCloseTo(
      round(in2025.reduce((s, l) => s + l.principal, 0)),
      2,
    );
    expect(figure(wb, 'how many payments')).toBe(b.count);
    expect(figure(wb, 'how much will we pay back altogether')).toBe(b.payment * b.count);
    const interest = lines.reduce((s, l) => s + l.interest, 0);
    expect(figure(wb, 'what percent of what we pay is interest')).toBeCloseTo(
      (interest * 100) / (b.payment * b.count),
      2,
    );
    expect(figure(wb, 'how much did we borrow')).toBe(b.amount);
  });
});

describe('M2: bank export words', () => {
  test.each([
    ['Debit', 'Credit'],
    ['Paid out', 'Paid in'],
  ])('%s / %s', async (out, inn) => {
    const day = (m: number, d: number): Date => new Date(Date.UTC(2025, m, d));
    const wb = await bookOf([
      {
        name: 'Bank',
        rows: [
          ['Date', 'Description', out, inn, 'Balance'],
          [day(2, 1), 'BALANCE BROUGHT FORWARD', null, null, 5000],
          [day(2, 3), 'Card takings', null, 1200, 6200],
          [day(2, 5), 'Monthly account fee', 15, null, 6185],
          [day(3, 2), 'Customer payment INV-101', null, 900, 7085],
          [day(3, 8), 'Card takings', null, 1500, 8585],
          [day(3, 10), 'Transaction charge', 4.5, null, 8580.5],
        ],
      },
    ]);
    expect(figure(wb, 'how many customer payments did we get')).toBe(3);
    expect(figure(wb, 'takings in April')).toBe(2400);
  });
});
