/**
 * Issue 13, pass 22: the sixteenth blind set's wrong figures, by shape (pass22-shapes.ts). Each
 * question is answered right or refused, never with a child line for its parent account, a
 * money margin for a "%", a fitted trend for "how much did it grow", or a word split at an accent.
 */
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import * as P21 from './pass21-shapes';
import * as S from './pass22-shapes';

type Book = Parameters<typeof answerQuestion>[0];
const r2 = (n: number): number => Math.round(n * 100) / 100;
const value = (wb: Book, q: string): number | undefined => {
  const a = answerQuestion(wb, q);
  return a.refused ? undefined : r2(Number(a.figures[0]!.value));
};
const expectValue = (wb: Book, q: string, v: number): void =>
  expect([q, value(wb, q)]).toEqual([q, r2(v)]);
/** right, or refused: never another figure */
const expectRightOrRefused = (wb: Book, q: string, v: number): void => {
  const got = value(wb, q);
  if (got !== undefined) expect([q, got]).toEqual([q, r2(v)]);
};

describe('W3: a parent account named is its own "Total <parent>" line', () => {
  test.each(
    [0, 1, 3].flatMap((t) =>
      [true, false].flatMap((n) => [true, false].map((b) => [t, n, b] as const)),
    ),
  )('QuickBooks P&L | titles %s | numbered %s | blank %s', async (titles, numbered, blank) => {
    const wb = await bookOf([
      { name: 'Profit and Loss', rows: S.qbParentRows(titles, numbered, blank) },
    ]);
    const T = S.QB_TOTALS;
    for (const [q, v] of [
      ['how much did rooms bring in', T.rooms],
      ['How much did the rooms bring in?', T.rooms],
      ['room revenue', T.rooms],
      ['what did we spend on payroll', T.payroll],
      ['food and beverage revenue', T.fnb],
      ['total expenses', T.expenses],
      ['What were total expenses?', T.expenses],
      ['total income 2025', T.income],
      ['what was our total income', T.income],
    ] as const)
      expectValue(wb, q, v);
    expectRightOrRefused(wb, 'What did we spend on payroll in 2025?', T.payroll);
    // a child line named is that child, never its parent
    expectRightOrRefused(wb, 'how much did the bar make', S.QB.bar);
    expectRightOrRefused(wb, 'suites revenue', S.QB.suites);
    expectRightOrRefused(wb, 'wages', S.QB.wages);
    expectRightOrRefused(wb, 'spa income as a share of total income', (S.QB.spa / T.income) * 100);
  });
});

describe('W4: a "%" question answers a percent or is refused; accents dropped', () => {
  test.each([0, 1, 2].flatMap((t) => [true, false].map((p) => [t, p] as const)))(
    'job costing, TOTAL row on top | titles %s | Margin %% column %s',
    async (titles, pct) => {
      const wb = await bookOf([{ name: 'Jobs', rows: S.jobRows(titles, pct) }]);
      for (const j of S.JOBS) {
        const client = j[1].toLowerCase();
        const plain = client.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
        const pctOf = (S.jobMargin(j) / j[2]) * 100;
        for (const q of [
          `margin % on ${client}`,
          `what was the margin % on ${plain}`,
          `What's the margin percentage for the ${plain} job?`,
        ]) {
          const a = answerQuestion(wb, q);
          if (!a.refused) expect([q, a.figures[0]!.display.endsWith('%')]).toEqual([q, true]);
          expectRightOrRefused(wb, q, pctOf);
        }
        expectValue(wb, `margin % on ${plain}`, pctOf);
        expectRightOrRefused(wb, `margin on the ${plain} job`, S.jobMargin(j));
      }
      expectValue(wb, 'margin on the hotel atlantico job', S.jobMargin(S.JOBS[0]!));
      expectRightOrRefused(
        wb,
        'total contract value',
        S.JOBS.reduce((a, j) => a + j[2], 0),
      );
    },
  );

  test('a money figure asked as a percent is refused, a percent kept is not', async () => {
    const rows = [
      ['Month', 'Revenue', 'Margin %'],
      ['Jan 2025', 1000, 12.5],
      ['Feb 2025', 1200, 14],
    ];
    const wb = await bookOf([{ name: 'Sales', rows }]);
    expect(answerQuestion(wb, 'what % was revenue in february').refused).toBe(true);
    expectRightOrRefused(wb, 'margin % in february', 14);
  });
});

describe('W5: "how much did X grow over the year" is January against December, never a trend', () => {
  test.each(
    [0, 1, 2].flatMap((t) =>
      [true, false].flatMap((y) => [true, false].map((b) => [t, y, b] as const)),
    ),
  )(
    'MRR by plan + subscribers stacked | titles %s | year in months %s | blank %s',
    async (titles, year, blank) => {
      const wb = await bookOf([{ name: 'MRR', rows: S.mrrRows(titles, year, blank) }]);
      const g = ((S.totalMrr(11) - S.totalMrr(0)) / S.totalMrr(0)) * 100;
      for (const q of [
        'how much did MRR grow over the year',
        'MRR growth over the year',
        'How much did total MRR grow over the year in %?',
      ])
        expectRightOrRefused(wb, q, g);
      for (const q of [
        'how much did MRR grow over the year',
        'how much did MRR grow over the year?',
      ])
        expect([q, answerQuestion(wb, q).kind]).not.toEqual([q, 'trend']);
    },
  );

  test.each([true, false])('months down, one measure | year kept %s', async (year) => {
    const v = S.MONTHS.map((_, i) => 1000 + i * 37 + (i % 3) * 90);
    const rows = [
      ['Month', 'Revenue', 'Costs'],
      ...S.MONTHS.map((m, i) => [year ? `${m} 2025` : m, v[i]!, 500 + i]),
    ];
    const wb = await bookOf([{ name: 'Sales', rows }]);
    const g = ((v[11]! - v[0]!) / v[0]!) * 100;
    for (const q of ['how much did revenue grow over the year', 'revenue growth over the year'])
      expectRightOrRefused(wb, q, g);
    expectValue(wb, 'how much did revenue grow over the year', g);
    // a trend asked is still a trend
    expect(answerQuestion(wb, 'how did revenue trend over the year').kind).toBe('trend');
  });
});

describe('W7: a cash-flow statement with quarters and a FY column', () => {
  test.each(
    [0, 2].flatMap((t) =>
      (['Q', 'months', 'dash'] as const).flatMap((h) =>
        ['FY 2025', 'Year', 'Total'].map((f) => [t, h, f] as const),
      ),
    ),
  )('titles %s | quarters as %s | %s', async (titles, heads, total) => {
    const wb = await bookOf([{ name: 'Cash flow', rows: S.cashFlowRows(titles, heads, total) }]);
    expectRightOrRefused(wb, 'net cash from operations for the year', S.cfOperatingYear());
    expectRightOrRefused(wb, 'salaries paid for the year', S.cfYear('Salaries paid'));
    expectRightOrRefused(wb, 'how much did we repay on the loan', S.cfYear('Loan repayments'));
    expectRightOrRefused(wb, 'tuition collected in Q3', 92500);
  });
});

describe('W6: "including refunded orders" widens the set, "excluding" narrows it', () => {
  const all = P21.SHOP.map(P21.shopOrder);
  const sumOf = (os: typeof all): number => os.reduce((a, o) => a + o.total, 0);
  test.each([true, false])('Shopify orders export | order fields on every line %s', async (rep) => {
    const wb = await bookOf([{ name: 'orders_export', rows: P21.shopRows(rep) }]);
    const notRefunded = sumOf(all.filter((o) => o.status !== 'refunded'));
    const refunded = sumOf(all.filter((o) => o.status === 'refunded'));
    // pass 26 (W3): a bare "total sales" has several readings (refunds, tax, shipping): asked back
    for (const q of ['total sales', 'what were total sales?'])
      expectRightOrRefused(wb, q, sumOf(all));
    for (const q of [
      'total sales including refunded orders',
      'What were total sales including the refunded orders?',
      'revenue including refunds',
      'total sales with refunds included',
    ])
      expectValue(wb, q, sumOf(all));
    for (const q of [
      'total sales excluding refunded orders',
      'sales excluding refunds',
      'revenue without refunded orders',
      'total sales not counting refunds',
    ])
      expectValue(wb, q, notRefunded);
    expectValue(wb, 'how much did we refund', refunded);
    expectRightOrRefused(wb, 'total of refunded orders', refunded);
  });
});

describe('W1: a total column is a check, never added in with the services', () => {
  test.each(
    [0, 2].flatMap((t) =>
      ['Total', 'All services', 'Month total', 'Sum'].flatMap((l) =>
        [0, 1].map((m) => [t, l, m as 0 | 1] as const),
      ),
    ),
  )(
    'months down × services across | titles %s | total column "%s" | month style %s',
    async (titles, label, m) => {
      const wb = await bookOf([{ name: 'Revenue', rows: S.serviceMonthRows(titles, label, m) }]);
      const year = S.serviceYear();
      for (const q of [
        'average monthly revenue',
        'What is our average monthly revenue?',
        'average revenue per month',
      ])
        expectRightOrRefused(wb, q, year / 12);
      expectRightOrRefused(wb, 'total revenue for the year', year);
      const best = S.MONTHS.map((_, i) =>
        S.SERVICES.reduce((a, __, k) => a + S.serviceMonth(i, k), 0),
      );
      expectRightOrRefused(wb, 'best month', Math.max(...best));
      if (label === 'Total') expectValue(wb, 'average monthly revenue', year / 12);
    },
  );
});

describe('W2: a month asked on an expense log groups rows by month', () => {
  test.each(
    [0, 2].flatMap((t) =>
      [true, false].flatMap((s) => [true, false].map((b) => [t, s, b] as const)),
    ),
  )('expense log | titles %s | subtotals %s | blank rows %s', async (titles, subtotals, blank) => {
    const wb = await bookOf([
      { name: 'Expenses', rows: S.expenseLogRows(titles, subtotals, blank) },
    ]);
    const months = [0, 1, 2].map(S.expenseMonth);
    for (const q of [
      'biggest spending month',
      'What was our biggest spending month?',
      'highest expense month',
      'most expensive month',
    ]) {
      expectValue(wb, q, Math.max(...months));
      expect([q, answerQuestion(wb, q).figures[0]?.at]).toEqual([q, 'Feb 2025']);
    }
    for (const q of ['lowest spending month', 'cheapest month'])
      expectRightOrRefused(wb, q, Math.min(...months));
  });
});
