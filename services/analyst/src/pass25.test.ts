/**
 * Issue 13, pass 25: the nineteenth blind set's layouts, by shape (pass25-shapes.ts), laid out
 * as the lead described the blind books. Each question is answered right or refused: never
 * member counts added to money, never a total column ranked as a plan.
 */
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import * as S from './pass25-shapes';

type Book = Parameters<typeof answerQuestion>[0];
const r2 = (n: number): number => Math.round(n * 100) / 100;
const value = (wb: Book, q: string): number | undefined => {
  const a = answerQuestion(wb, q);
  return a.refused ? undefined : r2(Number(a.figures[0]!.value));
};
const expectValue = (wb: Book, q: string, v: number): void =>
  expect([q, value(wb, q)]).toEqual([q, r2(v)]);
const expectAt = (wb: Book, q: string, at: string, v: number): void => {
  const a = answerQuestion(wb, q);
  expect([q, a.refused, a.figures[0]?.at, r2(Number(a.figures[0]?.value))]).toEqual([
    q,
    false,
    at,
    r2(v),
  ]);
};
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const months = S.PLAN_MONTHS.map((_, i) => i);

describe('W1: plans across (members, MRR, Total MRR, New, Cancelled)', () => {
  const variants: Array<[string, string, Array<[string, number]>]> = [
    ['THB (฿)', '฿', S.PLAN_PRICES],
    [
      'EUR (€)',
      '€',
      [
        ['Basic', 39],
        ['Plus', 59],
        ['Pro', 99],
      ],
    ],
  ];
  test.each(variants)('%s', async (currency, sym, prices) => {
    const wb = await bookOf([{ name: 'MRR', rows: S.planMrrRows(currency, sym, prices) }]);
    const year = sum(months.map((i) => S.totalMrr(i, prices)));
    for (const q of [
      'membership revenue for the whole year',
      'total revenue for the year',
      'Membership revenue for the year?',
    ])
      expectValue(wb, q, year);
    // December: the plan with the largest MRR, never "Total MRR"
    const dec = [0, 1, 2].map((p) => S.planMrr(11, p, prices));
    const top = dec.indexOf(Math.max(...dec));
    for (const q of [
      'which plan brings in the most in december',
      'Which plan earns the most in December?',
    ])
      expectAt(wb, q, prices[top]![0], dec[top]!);
    const lowest = [0, 1, 2]
      .map((p) => sum(months.map((i) => S.planMrr(i, p, prices))))
      .reduce((b, v, p, a) => (v < a[b]! ? p : b), 0);
    expectAt(
      wb,
      'which plan brings in the least',
      prices[lowest]![0],
      sum(months.map((i) => S.planMrr(i, lowest, prices))),
    );
    expectValue(wb, 'how many cancelled in june', S.PLAN_MONTHS[5]![4]);
    const last = S.PLAN_MONTHS[11]!;
    expectValue(wb, 'how many members at the end of the year', last[0] + last[1] + last[2]);
    expectValue(
      wb,
      'net new members over the year',
      sum(S.PLAN_MONTHS.map((m) => m[3])) - sum(S.PLAN_MONTHS.map((m) => m[4])),
    );
    const news = S.PLAN_MONTHS.map((m) => m[3]);
    const best = news.indexOf(Math.max(...news));
    const a = answerQuestion(wb, 'best month for new signups');
    expect([a.refused, a.figures[0]?.value]).toEqual([false, String(news[best])]);
    expect(a.figures[0]?.at).toMatch(/2025/);
    const name = prices[2]![0].toLowerCase();
    expectValue(
      wb,
      `what share of december mrr is ${name}`,
      (S.planMrr(11, 2, prices) * 100) / S.totalMrr(11, prices),
    );
    expectValue(wb, 'total mrr in march', S.totalMrr(2, prices));
  });

  test('no answer adds counts to money or ranks the total column', async () => {
    const wb = await bookOf([{ name: 'MRR', rows: S.planMrrRows() }]);
    for (const q of [
      'revenue for the whole year',
      'which plan brings in the most',
      'what plan makes the most money in march',
      'sum of everything',
    ]) {
      const a = answerQuestion(wb, q);
      if (a.refused) continue;
      expect([q, a.figures[0]!.label]).not.toEqual([q, expect.stringMatching(/all \d+ columns/)]);
      expect([q, a.figures[0]!.at]).not.toEqual([q, 'Total MRR']);
    }
  });
});

describe("M1: a stock count in the owner's words (the goods' noun names no column)", () => {
  const value = (cat?: string): number =>
    sum(S.CHEESES.map((c, i) => (!cat || c[2] === cat ? S.cheeseValue(i) : 0)));
  const qty = sum(S.CHEESES.map((c) => c[3]));
  test.each([
    [true, '€'],
    [false, 'CHF'],
  ])('titled %s, %s', async (titled, cur) => {
    const wb = await bookOf([{ name: 'Stock', rows: S.stockCountRows(titled, cur) }]);
    const byValue = S.CHEESES.map((c, i) => [c[1], S.cheeseValue(i)] as const).sort(
      (a, b) => b[1] - a[1],
    );
    expectAt(wb, 'most valuable item in stock', byValue[0]![0], byValue[0]![1]);
    for (const goods of ['cheeses', 'jars', 'skis']) {
      expectValue(wb, `value of the goat ${goods}`, value('Goat'));
      expectValue(wb, `what % of stock value is hard ${goods}`, (value('Hard') * 100) / value());
    }
    expectValue(wb, 'blue cheese stock value', value('Blue'));
    expectValue(wb, 'total pieces in stock', qty);
    expectValue(wb, 'average cost per piece across the shop', value() / qty);
    const byUnit = [...S.CHEESES].sort((a, b) => a[4] - b[4]);
    expectAt(wb, 'cheapest cheese per unit', byUnit[0]![1], byUnit[0]![4]);
    expectValue(
      wb,
      'how many items need reordering',
      S.CHEESES.filter((c) => c[5] === 'reorder').length,
    );
  });
  test('two categories named, or a category with "most valuable", is not guessed', async () => {
    const wb = await bookOf([{ name: 'Stock', rows: S.stockCountRows() }]);
    for (const q of ['value of the goat and blue cheeses', 'most valuable goat cheese'])
      expect([q, answerQuestion(wb, q).refused]).toEqual([q, true]);
  });
});

describe('M3: a payroll register with a two-row header (Deductions over three columns)', () => {
  test('net paid, deductions as a % of gross, advances paid out', async () => {
    const wb = await bookOf([{ name: 'Payroll', rows: S.payrollRows() }]);
    const col = (i: number): number => sum(S.PAY.map((p) => p[i] as number));
    const net = sum(S.PAY.map(S.payNet));
    for (const q of ['total net paid', 'net paid out', 'Total net paid?']) expectValue(wb, q, net);
    expectValue(wb, 'deductions as a % of gross', ((col(2) + col(3) + col(4)) * 100) / col(1));
    expectValue(wb, 'advances paid out', col(4));
    expectValue(wb, 'total gross', col(1));
  });
});

describe('M2: a season book of titled tables (rental days and revenue stacked, costs)', () => {
  const rev = (g: number, m?: number): number =>
    m === undefined
      ? sum(S.SEASON_MONTHS.map((_, i) => S.rentalRevenue(g, i)))
      : S.rentalRevenue(g, m);
  const revTotal = (m?: number): number => sum(S.GEAR.map((_, g) => rev(g, m)));
  const costTotal = (m?: number): number =>
    sum(S.COSTS.map(([, v]) => (m === undefined ? sum(v) : v[m]!)));
  test("each question picks its table by the title's words or the item", async () => {
    const wb = await bookOf([
      { name: 'Rentals', rows: S.rentalsRows() },
      { name: 'Costs', rows: S.costsRows() },
    ]);
    expectValue(wb, 'how many ski rental days in january', S.RENTAL_DAYS[0]![1]!);
    expectValue(wb, 'helmet rental days over the season', sum(S.RENTAL_DAYS[3]!));
    expectValue(wb, 'total running costs for the season', costTotal());
    expectValue(wb, 'rent for the whole season', sum(S.COSTS[1]![1]));
    expectValue(wb, 'profit for the season', revTotal() - costTotal());
    expectValue(wb, 'profit in january', revTotal(1) - costTotal(1));
    const months = S.SEASON_MONTHS.map((_, m) => revTotal(m));
    const top = months.indexOf(Math.max(...months));
    expectAt(wb, 'best month', S.SEASON_MONTHS[top]!, months[top]!);
    expectValue(wb, 'average revenue per ski rental day', rev(0) / sum(S.RENTAL_DAYS[0]!));
    expectValue(wb, 'ski revenue in march', rev(0, 3));
    // an item in both tables with no table word: never guessed
    expect(answerQuestion(wb, 'skis in january').refused).toBe(true);
  });
});

describe('M4: budget vs actual with quarters over Budget | Actual pairs', () => {
  test("a side's profit for the year or a quarter; a line's budget hit in %", async () => {
    const wb = await bookOf([{ name: 'Budget', rows: S.budgetQuartersRows() }]);
    const side = (rows: Array<[string, number[]]>, actual: boolean, q?: number): number =>
      sum(
        rows.flatMap(([, v]) =>
          v.filter((_, i) => i % 2 === (actual ? 1 : 0) && (q === undefined || i >> 1 === q)),
        ),
      );
    const result = (actual: boolean, q?: number): number =>
      side(S.BVA_INCOME, actual, q) - side(S.BVA_COSTS, actual, q);
    expectValue(wb, 'actual profit for the year', result(true));
    expectValue(wb, 'budgeted profit for the year', result(false));
    expectValue(wb, 'actual profit in q2', result(true, 1));
    const tuition = [S.BVA_INCOME[0]!];
    expectValue(
      wb,
      'what % of the tuition budget did we hit',
      (side(tuition, true) * 100) / side(tuition, false),
    );
  });
});

describe('M5: smaller shapes', () => {
  test('"how much did we borrow" is the one loan drawdown line', async () => {
    const wb = await bookOf([{ name: 'Cash flow', rows: S.cashFlowRows() }]);
    for (const q of ['how much did we borrow', 'How much did we borrow this year?'])
      expectValue(wb, q, 40000);
  });
  test("a category's subtotal row ÷ the GRAND TOTAL row", async () => {
    const wb = await bookOf([{ name: 'Expenses', rows: S.subtotalLogRows() }]);
    const group = (name?: string): number =>
      sum(
        S.EXPENSE_GROUPS.filter(([n]) => !name || n === name).flatMap(([, xs]) =>
          xs.map((x) => x[2]),
        ),
      );
    expectValue(wb, 'fuel as a % of all spending', (group('Fuel') * 100) / group());
    expectValue(wb, 'tools as a percentage of total spending', (group('Tools') * 100) / group());
    expect(answerQuestion(wb, 'food as a % of all spending').refused).toBe(true);
  });
  test('a line over the three year columns is their sum', async () => {
    const wb = await bookOf([{ name: 'P&L', rows: S.threeYearRows() }]);
    const mk = S.THREE_YEARS.find(([n]) => n === 'Marketing')![1];
    for (const q of ['marketing spend over the three years', 'marketing across the three years'])
      expectValue(wb, q, sum(mk));
  });
  test("the best / worst quarter is the bottom line's highest / lowest quarter", async () => {
    const wb = await bookOf([{ name: 'P&L', rows: S.qbQuarterRows() }]);
    const best = S.QB_NET.indexOf(Math.max(...S.QB_NET));
    const worst = S.QB_NET.indexOf(Math.min(...S.QB_NET));
    expectAt(wb, 'best quarter?', `Q${best + 1} 2025`, S.QB_NET[best]!);
    expectAt(wb, 'what was our worst quarter', `Q${worst + 1} 2025`, S.QB_NET[worst]!);
  });
});
