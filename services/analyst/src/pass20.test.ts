/**
 * Issue 13, pass 20 (top-person-words.ts, category-exclusion.ts, year-order-words.ts,
 * orders-export.ts, pass20-shapes.ts): the fourteenth blind set's wrong figures, by shape.
 * Each question is answered right or refused, never with the single biggest sale for a
 * person's total, an excluded category's row, the older year for "the latest year", or the
 * wrong column of an orders export.
 */
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import * as S from './pass20-shapes';
import * as A from './pass19-shapes';

type Book = Parameters<typeof answerQuestion>[0];
const got = (wb: Book, q: string): { value: number; at: string; line: string } | undefined => {
  const a = answerQuestion(wb, q);
  if (a.refused) return undefined;
  const f = a.figures[0]!;
  return { value: Number(f.value), at: f.at ?? '', line: a.text.split('\n')[0]! };
};
const round2 = (n: number): number => Math.round(n * 100) / 100;

describe('W1: the top person by sales ranks summed money, never one sale', () => {
  const totals = S.personTotals().sort((a, b) => b[1] - a[1]);
  test.each(
    [0, 1, 2].flatMap((t) =>
      ['Stylist', 'Rep', 'Driver'].flatMap((p) =>
        ['Amount', 'Sales', 'Total'].map((m) => [t, p, m] as const),
      ),
    ),
  )('sales log | titles %s | %s | %s', async (titles, person, money) => {
    const wb = await bookOf([{ name: 'Log', rows: S.salesLogRows(titles, person, money) }]);
    const p = person.toLowerCase();
    const top = totals[0]!;
    const bottom = totals[totals.length - 1]!;
    for (const q of [
      `who is our top ${p} by sales`,
      `best ${p} by sales`,
      `who is the best ${p} by revenue`,
      `which ${p} is our top ${p}`.replace(/ is our top \w+$/, ' sold the most'),
      'who sold the most',
    ]) {
      const a = got(wb, q);
      expect([q, a?.at ?? a?.line, a?.value]).toEqual([q, top[0], top[1]]);
    }
    const w = got(wb, `who is our worst ${p} by sales`);
    expect([w?.at ?? w?.line, w?.value]).toEqual([bottom[0], bottom[1]]);
  });
});

describe('W2: an excluded category is left out, subtotals never count', () => {
  const outside = (cat: string) => S.EXPENSES.filter((e) => e[0] !== cat).map((e) => e[2]);
  test.each([0, 1, 2].flatMap((t) => [true, false].map((s) => [t, s] as const)))(
    'expense log | titles %s | subtotals %s',
    async (titles, subtotals) => {
      const wb = await bookOf([{ name: 'Exp', rows: S.expenseLogRows(titles, subtotals) }]);
      for (const cat of ['Rent', 'Utilities', 'Supplies']) {
        const c = cat.toLowerCase();
        const vs = outside(cat);
        for (const q of [
          `smallest expense that is not ${c}`,
          `what was the smallest expense that wasn't ${c}`,
          `lowest single expense excluding ${c}`,
        ])
          expect([q, got(wb, q)?.value]).toEqual([q, Math.min(...vs)]);
        for (const q of [
          `biggest expense other than ${c}`,
          `largest expense apart from ${c}`,
          `largest expense except ${c}`,
        ])
          expect([q, got(wb, q)?.value]).toEqual([q, Math.max(...vs)]);
        const sum = vs.reduce((a, b) => a + b, 0);
        expect(got(wb, `total expenses excluding ${c}`)?.value).toBe(sum);
        // a reading not made here is refused, never answered with the category left in
        expect(got(wb, `average expense excluding ${c}`)).toBeUndefined();
      }
    },
  );
});

describe('W3: the latest year is the largest year label, whatever the column order', () => {
  test.each(
    [0, 1, 2].flatMap((t) =>
      [true, false].flatMap((n) => [true, false].map((c) => [t, n, c] as const)),
    ),
  )(
    'two-year comparison | titles %s | newest first %s | change %s',
    async (titles, newest, change) => {
      const wb = await bookOf([{ name: 'Cmp', rows: S.twoYearRows(titles, newest, change) }]);
      for (const [line, y25, y24] of S.TWO_YEAR) {
        const l = line.toLowerCase();
        for (const q of [
          `${l} in the latest year`,
          `${l} in the most recent year`,
          `${l} this year`,
        ])
          expect([q, got(wb, q)?.value]).toEqual([q, y25]);
        for (const q of [`${l} in the earlier year`, `${l} in the previous year`])
          expect([q, got(wb, q)?.value]).toEqual([q, y24]);
      }
    },
  );
});

describe('W5: a Shopify orders export reads each order once, by the column asked', () => {
  const os = S.orders();
  const sum = (f: (o: S.Order) => number, only = os): number =>
    round2(only.reduce((a, o) => a + f(o), 0));
  const march = os.filter((o) => o.created.startsWith('2025-03'));
  test.each([false, true].flatMap((r) => [false, true].map((d) => [r, d] as const)))(
    'orders | order fields on every line %s | date cells %s',
    async (repeated, dates) => {
      const wb = await bookOf([{ name: 'orders_export', rows: S.ordersRows(repeated, dates) }]);
      const expected: Array<[string, number, string?]> = [
        ['total sales including shipping and tax', sum((o) => o.total)],
        ['sales tax collected', sum((o) => o.taxes)],
        ['how much sales tax did we collect', sum((o) => o.taxes)],
        ['march sales', sum((o) => o.total, march)],
        ['how many items did we ship', S.ORDER_LINES.reduce((a, l) => a + l.qty, 0)],
        ['how many orders in march', march.length],
        ['total subtotal', sum((o) => o.subtotal)],
        ['total shipping', sum((o) => o.shipping)],
      ];
      for (const [q, v] of expected) expect([q, got(wb, q)?.value]).toEqual([q, v]);
      const biggest = [...os].sort((a, b) => b.total - a.total)[0]!;
      expect([got(wb, 'biggest order')?.at, got(wb, 'biggest order')?.value]).toEqual([
        biggest.name,
        biggest.total,
      ]);
      const byCountry = new Map<string, number>();
      for (const o of os) byCountry.set(o.country, (byCountry.get(o.country) ?? 0) + o.total);
      const country = [...byCountry].sort((a, b) => b[1] - a[1])[0]!;
      const c = got(wb, 'which country do we sell the most to');
      expect([c?.at, c?.value]).toEqual([country[0], round2(country[1])]);
      const byItem = new Map<string, number>();
      for (const l of S.ORDER_LINES)
        byItem.set(l.item, (byItem.get(l.item) ?? 0) + l.qty * l.price);
      const item = [...byItem].sort((a, b) => b[1] - a[1])[0]!;
      const p = got(wb, 'best-selling product by revenue');
      expect([p?.at, p?.value]).toEqual([item[0], item[1]]);
    },
  );
});

describe('W4: the plural family word means all the item columns together', () => {
  const rowSums = S.ROOM_TAKINGS.map((r) => r.reduce((a, b) => a + b, 0));
  const colSums = S.ROOMS.map((_, c) => S.ROOM_TAKINGS.reduce((a, r) => a + r[c]!, 0));
  const pick = (vs: number[], high: boolean): number =>
    vs.indexOf(high ? Math.max(...vs) : Math.min(...vs));
  test.each(
    [0, 1, 2].flatMap((t) =>
      [true, false].flatMap((tot) => [true, false].map((y) => [t, tot, y] as const)),
    ),
  )(
    'rooms × months, with a costs sheet | titles %s | Total column %s | years %s',
    async (t, tot, y) => {
      const wb = await bookOf([
        { name: 'Rooms', rows: S.roomRows(t, tot, y) },
        { name: 'Costs', rows: S.costRows() },
      ]);
      const month = (i: number): string => `${S.ROOM_MONTHS[i]}${y ? ' 2025' : ''}`;
      for (const [q, high] of [
        ['best month for rooms', true],
        ['what was our busiest month for all the rooms', true],
        ['worst month for rooms', false],
      ] as const) {
        const a = got(wb, q);
        const i = pick(rowSums, high);
        expect([q, a?.at, a?.value]).toEqual([q, month(i), rowSums[i]]);
      }
      for (const [q, high] of [
        ['which room earns the most', true],
        ['which room made the most money', true],
        ['which room earned the least', false],
      ] as const) {
        const a = got(wb, q);
        const i = pick(colSums, high);
        expect([q, a?.at, a?.value]).toEqual([q, S.ROOMS[i], colSums[i]]);
      }
    },
  );
});

describe('W6: MRR in one block of rows per plan, then Total MRR', () => {
  const last = S.MRR_MONTHS.length - 1;
  const sumTo = (n: number, f: (i: number) => number): number =>
    Array.from({ length: n }, (_, i) => f(i)).reduce((a, b) => a + b, 0);
  test.each(
    [0, 1, 2].flatMap((t) =>
      ['Metric', '', 'Measure'].flatMap((h) => [true, false].map((m) => [t, h, m] as const)),
    ),
  )('plan blocks | titles %s | metric header "%s" | Total members %s', async (t, h, tm) => {
    const wb = await bookOf([{ name: 'MRR', rows: S.mrrRows(t, h, tm) }]);
    const mar = 2;
    const jun = 5;
    const totalsAll = S.MRR_MONTHS.map((_, i) => S.totalMrr(i));
    const expected: Array<[string, number]> = [
      ['pro mrr in march', S.planMrr(1, mar)],
      ['team mrr in june', S.planMrr(2, jun)],
      ['basic members in june', S.members(0, jun)],
      ['mrr in december', S.totalMrr(last)],
      ['annual run rate in december', S.totalMrr(last) * 12],
      ['what is our arr', S.totalMrr(last) * 12],
      ['total members at year end', sumTo(S.PLANS.length, (p) => S.members(p, last))],
      [
        'how many members churned in the year',
        sumTo(S.PLANS.length, (p) => sumTo(S.MRR_MONTHS.length, (i) => S.churned(p, i))),
      ],
      ['mrr change between march and june', S.totalMrr(jun) - S.totalMrr(mar)],
      [
        'mrr growth over the year',
        Math.round(((S.totalMrr(last) - S.totalMrr(0)) / S.totalMrr(0)) * 10000) / 100,
      ],
      [
        'what share of march mrr came from pro',
        Math.round((S.planMrr(1, mar) / S.totalMrr(mar)) * 10000) / 100,
      ],
    ];
    for (const [q, v] of expected) expect([q, got(wb, q)?.value]).toEqual([q, v]);
    const best = got(wb, 'best month for mrr');
    const i = totalsAll.indexOf(Math.max(...totalsAll));
    expect([best?.at, best?.value]).toEqual([S.MRR_MONTHS[i], totalsAll[i]]);
    // never a figure for a plan the sheet does not hold
    expect(got(wb, 'enterprise mrr in march')).toBeUndefined();
  });
});

describe("M5: owners' words for debt on an AR aging report", () => {
  const rows = A.AGING.map(([n, a, b, c, d]) => [n, a + 500, a, b, c, d] as const);
  const total = rows.reduce((s, r) => s + r[1] + r[2] + r[3] + r[4] + r[5], 0);
  const over60 = rows.reduce((s, r) => s + r[4] + r[5], 0);
  const over90 = rows.reduce((s, r) => s + r[5], 0);
  const worst = [...rows].sort((x, y) => y[5] - x[5])[0]!;
  const pct = (v: number): number => Math.round((v / total) * 10000) / 100;
  test.each(
    [0, 1].flatMap((t) =>
      ['91 and over', 'Over 90', '90+'].flatMap((l) =>
        ['Customer', 'Name'].flatMap((w) => [true, false].map((x) => [t, l, w, x] as const)),
      ),
    ),
  )('aging | titles %s | %s | %s | totals %s', async (t, last, who, totals) => {
    const wb = await bookOf([{ name: 'Aging', rows: A.agingRows(t, last, who, totals) }]);
    for (const q of ['who is the worst for 90+ day debt', 'who is worst for debt over 90 days']) {
      const a = got(wb, q);
      expect([q, a?.line.startsWith(worst[0]), a?.value]).toEqual([q, true, worst[5]]);
    }
    for (const [q, v] of [
      ['what share of our debt is over 60 days', pct(over60)],
      ['what percentage of receivables is over 60 days', pct(over60)],
      ['what share of our debt is over 90 days', pct(over90)],
    ] as const)
      expect([q, got(wb, q)?.value]).toEqual([q, v]);
  });
});

describe('M6: a loan schedule under a terms block', () => {
  const lines = S.loanLines();
  const interest = lines.reduce((a, l) => a + l.interest, 0);
  test.each(
    [0, 1, 2].flatMap((t) =>
      ['Loan amount', 'Amount borrowed', 'Principal'].map((l) => [t, l] as const),
    ),
  )('loan | titles %s | %s', async (t, amountLabel) => {
    const wb = await bookOf([{ name: 'Loan', rows: S.termsLoanRows(t, amountLabel) }]);
    const last = lines[lines.length - 1]!;
    for (const q of ['what is the final payment', 'last payment'])
      expect([q, got(wb, q)?.value]).toEqual([q, last.payment]);
    for (const q of [
      'total cost of borrowing as a % of the loan',
      'interest as a percentage of the loan',
    ])
      expect([q, got(wb, q)?.value]).toEqual([
        q,
        Math.round((interest / S.LOAN_AMOUNT) * 10000) / 100,
      ]);
    expect(got(wb, 'how much did we borrow')?.value).toBe(S.LOAN_AMOUNT);
    for (const y of [2024, 2025, 2026])
      expect(got(wb, `principal paid off in ${y}`)?.value).toBe(
        lines.filter((l) => l.date.startsWith(String(y))).reduce((a, l) => a + l.principal, 0),
      );
  });
});

describe("M7: a sales log's sales rung up are its rows", () => {
  test.each([0, 1, 2])('sales log | titles %s', async (t) => {
    const wb = await bookOf([{ name: 'Log', rows: S.salesLogRows(t, 'Stylist', 'Amount') }]);
    const n = S.SALES_PEOPLE.reduce((a, p) => a + p[1].length, 0);
    for (const q of ['how many sales did we ring up', 'how many sales did we ring through'])
      expect([q, got(wb, q)?.value]).toEqual([q, n]);
  });
});
