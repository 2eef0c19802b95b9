/**
 * Issue 13, pass 16 (shape-rewordings.ts, budget-line-variance.ts, pass16-shapes.ts): the tenth blind set's wrong figures, by
 * shape. Each question is answered right or refused, never with a row, a header, a plan or the
 * wrong measure.
 */
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import * as S from './pass16-shapes';

type Book = Parameters<typeof answerQuestion>[0];
const figure = (wb: Book, q: string): number | undefined => {
  const a = answerQuestion(wb, q);
  return a.refused ? undefined : Number(a.figures[0]!.value);
};
const firstLine = (wb: Book, q: string): string | undefined => {
  const a = answerQuestion(wb, q);
  return a.refused ? undefined : a.text.split('\n')[0];
};

describe('W1: a sales log', () => {
  test.each(S.salesVariants().map((v) => [S.describeSales(v), v] as const))('%s', async (_, v) => {
    const { rows, walkIns, february, best } = S.salesRows(v);
    const wb = await bookOf([{ name: 'Sales', rows }]);
    expect(figure(wb, 'how many walk-in sales were there')).toBe(walkIns);
    expect(figure(wb, 'number of walk-in sales')).toBe(walkIns);
    const feb = figure(wb, 'sales in February');
    if (feb !== undefined) expect(feb).toBeCloseTo(february, 6);
    for (const q of ['what sells best', 'what is our best seller']) {
      const line = firstLine(wb, q);
      if (best) expect([q, line]).toEqual([q, expect.stringContaining(best)]);
      else expect([q, line]).toEqual([q, undefined]);
    }
  });
});

describe('W2: aging, the bucket named', () => {
  const cases = S.OVER_LABELS.flatMap((label) =>
    [true, false].flatMap((total) => [0, 1].map((titles) => [label, total, titles] as const)),
  );
  test.each(cases)('%s, total row %s, titles %s', async (label, total, titles) => {
    const wb = await bookOf([{ name: 'AR', rows: S.agingRows(label, total, titles) }]);
    for (const q of [
      "who's the worst for paying late, over 90",
      'who is the worst payer over 90 days',
    ]) {
      const line = firstLine(wb, q);
      expect([q, line]).toEqual([q, expect.stringContaining('Bolt & Co')]);
      expect(figure(wb, q)).toBe(800);
    }
    const mid = firstLine(wb, 'who is the slowest to pay in 61-90');
    if (mid !== undefined) expect(mid).toContain('Cato Farm');
  });
});

describe('W3: the employer share on a register of employee deductions', () => {
  const cases = S.PAYROLL_NAMES.flatMap((n) => S.DEDUCTIONS.map((d) => [n, d] as const));
  test.each(cases)('%s | %s', async (name, deduction) => {
    const wb = await bookOf([{ name: 'Payroll', rows: S.payrollRows(name, deduction, false) }]);
    const word = deduction.replace(/ \(EE\)$/, '').toLowerCase();
    for (const q of [`employer ${word} contribution`, `how much ${word} did the employer pay`])
      expect([q, figure(wb, q)]).toEqual([q, undefined]);
    // the employee's column itself is still answered
    expect(figure(wb, `total ${deduction.toLowerCase()}`)).toBe(375);
  });
  test.each(S.PAYROLL_NAMES)('an employer column is read (%s)', async (name) => {
    const wb = await bookOf([{ name: 'Payroll', rows: S.payrollRows(name, 'Pension', true) }]);
    const got = figure(wb, 'total employer pension');
    if (got !== undefined) expect(got).toBe(225);
  });
});

describe('W4: "<category> on hand value" reads the value', () => {
  const cases = S.VALUE_LABELS.flatMap((v) => S.QTY_LABELS.map((q) => [v, q] as const));
  test.each(cases)('%s | %s', async (value, qty) => {
    const wb = await bookOf([{ name: 'Stock', rows: S.inventoryRows(value, qty) }]);
    for (const [q, truth] of [
      ['tools on hand value', 220],
      ['what is the supplies on hand value', 320],
    ] as const) {
      const got = figure(wb, q);
      expect([q, got]).toEqual([q, truth]);
    }
  });
});

describe('W6: MRR with a plan column', () => {
  const cases = [true, false].flatMap((first) =>
    ['Plan', 'Tier'].map((label) => [first, label] as const),
  );
  test.each(cases)('plan first %s, %s', async (planFirst, label) => {
    const wb = await bookOf([{ name: 'MRR', rows: S.mrrRows(planFirst, label) }]);
    for (const q of [
      'biggest client right now',
      'who is our biggest client',
      'who is our largest customer at the moment',
    ]) {
      const line = firstLine(wb, q);
      if (line === undefined) continue;
      for (const plan of S.MRR_PLANS)
        expect([q, line]).not.toEqual([q, expect.stringContaining(plan)]);
      expect([q, line]).toEqual([q, expect.stringContaining('Beta Inc')]);
    }
    expect(firstLine(wb, 'biggest client right now')).toContain('Beta Inc');
  });
});

describe('W5 / M2: budget vs actual as two stacked tables', () => {
  test.each(S.budgetVariants().map((v) => [S.describeBudget(v), v] as const))(
    '%s',
    async (_, v) => {
      const wb = await bookOf([{ name: 'BvA', rows: S.budgetStackRows(v) }]);
      const over = [...S.EXPENSE_LINES].sort((a, b) => b[2] - b[1] - (a[2] - a[1]))[0]!;
      const line = firstLine(wb, 'which expense overspent the most');
      if (line !== undefined) expect(line).toContain(over[0]);
      const exp = S.EXPENSE_LINES;
      const inc = S.INCOME_LINES(v.bigIncome);
      const sumDiff = (ls: Array<[string, number, number]>): number =>
        ls.reduce((t, l) => t + l[2] - l[1], 0);
      const asks: Array<[string, number]> = [
        ['how far over budget was marketing', 600],
        ['marketing variance', 600],
        ['grants variance', -500],
        ['how far over budget were total expenses', sumDiff(exp)],
        ['income vs budget', sumDiff(inc)],
      ];
      for (const [q, truth] of asks) expect([q, figure(wb, q)]).toEqual([q, truth]);
    },
  );
});

describe('M1: a QuickBooks P&L, words inside numbered account names', () => {
  test.each(S.qbVariants().map((v) => [JSON.stringify(v), v] as const))('%s', async (_, v) => {
    const wb = await bookOf([{ name: 'P&L', rows: S.qbRows(v) }]);
    const income = S.QB_INCOME.reduce((t, l) => t + l[2], 0);
    const asks: Array<[string, number]> = [
      ['insurance', 2500],
      ['how much was insurance', 2500],
      ['how much did advertising cost', 4000],
      ['wages', 24000],
      ['total income', income],
      ['cogs', 30000],
    ];
    for (const [q, truth] of asks) expect([q, figure(wb, q)]).toEqual([q, truth]);
  });
});
