/**
 * Issue 13, pass 48: the wrong figures the merge of passes 44–47 gave on sets already seen,
 * each fixed in the reader that gave it and asked here over variants (labels, currencies,
 * sizes, row counts) and in several owners' phrasings (pass48-shapes.ts, and the builders of
 * passes 44, 45, 46 and 47). Every expected figure is computed from the shape's own data; a
 * question is answered right or refused, never with another figure.
 */
import { expect } from '@jest/globals';
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import * as S from './pass48-shapes';
import * as S44 from './pass44-shapes';
import * as S45 from './pass45-shapes';
import * as S46 from './pass46-shapes';
import * as S47 from './pass47-shapes';

type Book = Parameters<typeof answerQuestion>[0];
const NOW = new Date('2026-11-25T12:00:00Z');
const ask = (wb: Book, q: string) => answerQuestion(wb, q, { now: NOW });
const r2 = (n: number): number => Math.round(n * 100) / 100;
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

const expectValue = (wb: Book, q: string, v: number, at?: string): void => {
  const a = ask(wb, q);
  const got = a.refused ? a.text.split('\n')[0] : r2(Number(a.figures[0]!.value));
  expect([q, got]).toEqual([q, r2(v)]);
  if (at) expect([q, a.figures[0]!.at]).toEqual([q, at]);
};
const expectSays = (wb: Book, q: string, v: number, says: RegExp): void => {
  expectValue(wb, q, v);
  expect([q, ask(wb, q).text]).toEqual([q, expect.stringMatching(says)]);
};
const expectRefused = (wb: Book, q: string, says?: RegExp): void => {
  const a = ask(wb, q);
  expect([q, a.refused]).toEqual([q, true]);
  if (says) expect([q, a.text]).toEqual([q, expect.stringMatching(says)]);
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

describe('R1: a range of months is every month of it, on a cash-flow forecast', () => {
  const line = (f: S45.CashForecast, name: string) =>
    [...f.receipts, ...f.payments].find((x) => x.label === name)!.values;
  const over = (f: S45.CashForecast, xs: number[], from: string, to: string) =>
    sum(xs.slice(f.months.indexOf(from), f.months.indexOf(to) + 1));

  it.each([
    [1, null],
    [1.35, 'Total'],
    [0.8, 'Year'],
  ] as Array<[number, string | null]>)(
    'six months, Jan–Jun 2027 (scale %d, whole column %s)',
    async (k, whole) => {
      const { f, rows } = S.forecast48({ ...S.CLIMB, whole }, k);
      const wb = await bookOf([{ name: 'Forecast', rows }]);
      for (const q of [
        'total payments jan to mar',
        'total payments from january to march',
        'total payments jan-mar',
        'total payments january through march 2027',
        'total payments between january and march',
        'total payments jan–mar 2027',
        'total payments in q1',
      ])
        expectValue(wb, q, over(f, f.totalOut, 'Jan 2027', 'Mar 2027'));
      for (const q of ['marketing spend jan to mar 2027', 'how much marketing from jan to mar'])
        expectValue(wb, q, over(f, line(f, 'Marketing'), 'Jan 2027', 'Mar 2027'));
      for (const q of [
        'total instructor fees jan to jun',
        'instructor fees january to june 2027',
        'what will we pay in instructor fees between jan and jun',
      ])
        expectValue(wb, q, sum(line(f, 'Instructor fees')));
      expectValue(wb, 'total receipts feb to apr', over(f, f.totalIn, 'Feb 2027', 'Apr 2027'));
      // a month alone is still that month
      expectValue(wb, 'total payments in march', over(f, f.totalOut, 'Mar 2027', 'Mar 2027'));
      // within a range, the month with the most
      const passes = line(f, 'Day passes').slice(0, 3);
      const top = passes.indexOf(Math.max(...passes));
      expectValue(
        wb,
        'which month between jan and mar has the highest day passes',
        passes[top]!,
        `${MONTHS[top]} 2027`,
      );
      // a range reaching past the forecast is refused, never read in part
      for (const q of ['total payments may to aug', 'instructor fees nov to feb'])
        expectRefused(wb, q, /reaches past it/);
    },
  );

  it.each([1, 2.2])('twelve months over two years, Nov 2026–Oct 2027 (scale %d)', async (k) => {
    const { f, rows } = S.forecast48(S.STUDIO, k);
    const wb = await bookOf([{ name: 'Forecast', rows }]);
    for (const q of ['total payments jan to mar', 'total payments in q1', 'q1 payments'])
      expectValue(wb, q, over(f, f.totalOut, 'Jan 2027', 'Mar 2027'));
    for (const q of [
      'total receipts nov to feb',
      'total receipts nov 2026 to feb 2027',
      'total receipts from november 2026 through february 2027',
    ])
      expectValue(wb, q, over(f, f.totalIn, 'Nov 2026', 'Feb 2027'));
    expectValue(
      wb,
      'marketing spend jan to mar 2027',
      over(f, line(f, 'Marketing'), 'Jan 2027', 'Mar 2027'),
    );
    expectValue(
      wb,
      'total instructor fees jan to jun',
      over(f, line(f, 'Instructor fees'), 'Jan 2027', 'Jun 2027'),
    );
    for (const q of ['instructor fees sep to dec', 'total payments in q4'])
      expectRefused(wb, q, /reaches past it|does not hold all of Q4|say which year/);
    // months listed are each of them; months side by side with no "and" are asked back
    const out = (m: string) => f.totalOut[f.months.indexOf(m)]!;
    expectValue(wb, 'payments in january and march', out('Jan 2027') + out('Mar 2027'));
    expectValue(
      wb,
      'total payments jan, feb and mar',
      out('Jan 2027') + out('Feb 2027') + out('Mar 2027'),
    );
    expectRefused(wb, 'total payments jan feb mar', /range .* or a list/);
    // one end named: from the forecast's first month, or to its last
    for (const q of ['total payments up to march', 'total payments until march 2027'])
      expectValue(wb, q, over(f, f.totalOut, 'Nov 2026', 'Mar 2027'));
    expectValue(wb, 'total payments since january', over(f, f.totalOut, 'Jan 2027', 'Oct 2027'));
    expectValue(
      wb,
      'total payments for the first three months',
      over(f, f.totalOut, 'Nov 2026', 'Jan 2027'),
    );
    expectValue(wb, 'total payments in h1 2027', over(f, f.totalOut, 'Jan 2027', 'Jun 2027'));
    // another period named is never the whole forecast
    for (const q of [
      'how much marketing in the next 3 months',
      'total receipts this quarter',
      'total payments last quarter',
    ])
      // pass 52's reader of quarters says which quarter the forecast does not hold in full
      expectRefused(wb, q, /name the months|does not hold all of Q\d/);
  });

  it('a calendar year with a Year column (pass 45 Gelateria)', async () => {
    const { f, l } = S45.FORECASTS.a();
    const wb = await S45.formatBook([{ name: 'Forecast', rows: S45.forecastRows(f, l) }]);
    expectValue(wb, 'wages jan-mar', over(f, line(f, 'Wages'), 'Jan 2027', 'Mar 2027'));
    expectValue(wb, 'shop sales jan–jun', over(f, line(f, 'Shop sales'), 'Jan 2027', 'Jun 2027'));
    expectRefused(wb, 'total payments nov to jan', /reaches past it/);
  });
});

describe('R1: a range of months on the other readers of months (passes 44 and 47)', () => {
  it.each([
    [[6, 7, 8, 9, 10], 1],
    [[5, 6, 7, 8, 9, 10], 1.4],
  ] as Array<[number[], number]>)('one sheet per month plus a Summary (%j)', async (ms0, k) => {
    const ms = S44.monthSheets(ms0, 3, k);
    const wb = await bookOf(S44.monthSheetBook(ms));
    const total = (m: number) =>
      sum(ms.find((s) => s.month === m)!.weeks.map((w) => sum(w.values)));
    const prod = (m: number, p: number) =>
      sum(ms.find((s) => s.month === m)!.weeks.map((w) => w.values[p]!));
    const jo = sum([6, 7, 8, 9].map(total));
    for (const q of [
      'total sales july to october',
      'sales from july to october',
      'total sales jul-oct',
      'takings between july and october',
      'sales july through october 2026',
    ])
      expectValue(wb, q, jo);
    expectValue(wb, 'sales in q3', sum([6, 7, 8].map(total)));
    expectValue(wb, 'smoothies jul to sep', sum([6, 7, 8].map((m) => prod(m, 1))));
    // two months named with "and" stay two months; a change between two months stays one
    expectValue(wb, 'total sales july and october', total(6) + total(9));
    expectValue(wb, 'how did sales change from july to october', total(9) - total(6));
    expectRefused(wb, 'total sales march to july', /reaches past it/);
    // one end named: the Summary's months from its first, or to its last
    const first = ms[0]!.month;
    const last = ms[ms.length - 1]!.month;
    const run = (a: number, b: number) =>
      sum(ms.filter((x) => x.month >= a && x.month <= b).map((x) => total(x.month)));
    for (const q of [
      'total sales up to september',
      'sales until september',
      'total sales to the end of september',
    ])
      expectValue(wb, q, run(first, 8));
    expectValue(wb, 'total sales since august', run(7, last));
    expectValue(wb, 'sales after august', run(8, last));
  });

  it('a daily takings log (pass 44 L1)', async () => {
    const ds = S44.washDays([7, 8, 9], [80, 350], [1, 2], 0.8);
    const wb = await bookOf([
      {
        name: 'Takings',
        rows: S44.washRows(ds, S44.WASH_HEADS, undefined, undefined, true, false),
      },
    ]);
    const inM = (m: number) =>
      sum(ds.filter((d) => d.date.getUTCMonth() === m).map((d) => d.total));
    for (const q of [
      'total takings august to september',
      'takings aug-sep',
      'takings between august and september',
    ])
      expectValue(wb, q, inM(7) + inM(8));
    expectValue(wb, 'takings from august through october', inM(7) + inM(8) + inM(9));
    expectRefused(wb, 'takings july to september', /reaches past it/);
    expectValue(wb, 'takings since september', inM(8) + inM(9));
    expectValue(wb, 'takings up to september', inM(7) + inM(8));
  });

  it('a commission log (pass 44 L6)', async () => {
    const ss = S44.bridalSales();
    const stylists = ['Clara', 'Maeve', 'Sinead', 'Aoife'];
    const wb = await bookOf([{ name: 'Commission', rows: S44.bridalRows(ss, stylists) }]);
    const inM = (m: number) =>
      sum(ss.filter((s) => s.date.getUTCMonth() === m).map((s) => s.price));
    for (const q of ['sales july to august', 'sales between july and august', 'sales jul-aug'])
      expectValue(wb, q, inM(6) + inM(7));
    expectValue(wb, 'sales july and september', inM(6) + inM(8));
    expectRefused(wb, 'sales june to august', /reaches past it/);
    expectRefused(wb, 'sales in q2', /does not cover all of Q2/);
    expectValue(wb, 'sales up to august', inM(6) + inM(7));
    expectValue(wb, 'sales since august', inM(7) + inM(8));
  });

  it('a bank statement and a petty cash book (pass 47 L1, L2)', async () => {
    const st = S47.statement(1, [8, 9, 10], 20);
    const wb = await bookOf([{ name: 'Statement', rows: S47.statementRows(st, {}) }]);
    const net = (ms: number[]) =>
      sum(
        st.lines.filter((l) => ms.includes(l.month)).map((l) => (l.paidIn ?? 0) - (l.paidOut ?? 0)),
      );
    expectValue(wb, 'money in minus money out september to october', net([8, 9]));
    expectValue(wb, 'money in minus money out between september and november', net([8, 9, 10]));
    expectRefused(wb, 'money in minus money out august to october', /no entries in August/);
    // one end named, on a reader that reads named months only: never the one month
    expectRefused(wb, 'money in minus money out up to october', /name the first and last month/);
    // after blind-44: "since october" runs to the statement's last month, asked with both ends
    expectValue(wb, 'money in minus money out since october', net([9, 10]));
    const ls = S47.petty(1, 'Top-up', [8, 9, 10]);
    const wp = await bookOf([{ name: 'Petty cash', rows: S47.pettyRows(ls, 120) }]);
    const topUps = (ms: number[]) =>
      sum(ls.filter((l) => ms.includes(Number(l.date.slice(3, 5)) - 1)).map((l) => l.received));
    expectValue(wp, 'how much did we top up between september and october', topUps([8, 9]));
  });
});

describe('R1: one end of a run of months named is never the one month (any reader)', () => {
  it('a members and fees tracker (pass 47 L5), read by the engine', async () => {
    const fm = S47.feeMonths(1, 45, 10);
    const wb = await bookOf([{ name: 'Members', rows: S47.feeRows(fm, '£', undefined, 45) }]);
    for (const q of ['how many joined up to march', 'how many joined through march'])
      expectRefused(wb, q, /name the first and last month/);
    expectValue(wb, 'how many joined in march', fm[2]!.joined);
  });
});

describe('R2: a loan schedule holds one loan; "after <month>" is that month', () => {
  const named = async (v: 'a' | 'b' | 'c', title?: string) => {
    const { rows, knobs } = S45.loanVariant(v);
    const layout = S45.LOANS[v].layout(knobs);
    const wb = await bookOf([
      { name: 'Loan', rows: S45.loanRows(rows, title ? { ...layout, title } : layout) },
    ]);
    return { rows, knobs, wb };
  };

  it.each([
    ['a', 'arena', ['van', 'horsebox', 'tractor']],
    ['b', 'tractor', ['van', 'horsebox', 'arena']],
    ['c', 'press and tank', ['van', 'horsebox', 'arena']],
  ] as Array<['a' | 'b' | 'c', string, string[]]>)(
    '%s: the %s loan, and loans it does not hold',
    async (v, own, others) => {
      const { knobs, wb } = await named(v);
      for (const q of [
        `what rate is the ${own} loan on`,
        `what's the interest rate on the ${own} loan`,
        'what is the interest rate',
      ])
        expectValue(wb, q, knobs.rate);
      for (const o of others)
        for (const q of [
          `what's the rate on the ${o} loan`,
          `what rate is the ${o} finance on`,
          `how much do we still owe on the ${o}`,
          `when is the ${o} loan paid off`,
        ])
          expectRefused(wb, q, /nothing on it names/);
      for (const q of [
        'what is the rate on the mortgage',
        'what do we owe on the overdraft',
        'what rate is our hire purchase on',
      ])
        expectRefused(wb, q, /nothing on it names/);
      for (const q of [
        'what rate would another bank give us',
        'could we get a better rate',
        'what would another lender charge us',
        'could we refinance at a lower rate',
      ])
        expectRefused(wb, q, /another lender/);
    },
  );

  it.each(['a', 'b'] as const)('%s: interest and capital over a range of months', async (v) => {
    const { rows, sheet } = S45.loanVariant(v);
    const wb = await bookOf([{ name: 'Loan', rows: sheet }]);
    const inH1 = rows.filter((r) => r.date >= '2026-01-01' && r.date <= '2026-06-30');
    for (const q of [
      'interest paid january through june 2026',
      'how much interest did we pay from jan to jun 2026',
      'interest paid between january and june 2026',
    ])
      expectValue(wb, q, sum(inH1.map((r) => r.interest)));
    expectValue(wb, 'capital repaid jan-jun 2026', sum(inH1.map((r) => r.capital)));
    expectRefused(wb, 'interest paid jan to jun 2031', /reaches past it/);
  });

  it('a schedule titled for the horsebox answers the horsebox finance', async () => {
    const { knobs, wb } = await named('a', 'Willowbrook Livery — horsebox finance');
    expectValue(wb, 'what rate is the horsebox finance on', knobs.rate);
    expectRefused(wb, 'what rate is the arena loan on', /nothing on it names/);
  });

  it.each([
    ['a', {}],
    ['b', { amount: 120_000, rate: 8.25, n: 24, first: { y: 2025, m: 3, d: 1 } }],
    ['c', { n: 12, first: { y: 2026, m: 3, d: 28 } }],
  ] as Array<['a' | 'b' | 'c', Partial<S45.LoanKnobs>]>)(
    '%s %j: payments left after a month named',
    async (v, change) => {
      const { rows, sheet } = S45.loanVariant(v, change);
      const wb = await bookOf([{ name: 'Loan', rows: sheet }]);
      const after = (iso: string) => rows.filter((r) => r.date > iso).length;
      const last = rows[rows.length - 1]!.date;
      if (last > '2026-10-31')
        for (const q of [
          'how many payments are left after october 2026',
          'how many payments remaining after oct 2026',
          'how many instalments are still to come after october 2026',
        ])
          expectValue(wb, q, after('2026-10-31'));
      if (last > '2026-12-31') {
        expectValue(wb, 'how many payments are left after december 2026', after('2026-12-31'));
        // a month without its year is the one nearest today: December 2026
        expectValue(wb, 'how many payments are left after december', after('2026-12-31'));
      } else
        expectRefused(
          wb,
          'how many payments are left after december 2026',
          /no payment is dated after/,
        );
      // with no month named, it is still the payments after today
      expectValue(wb, 'how many payments are left', after('2026-11-25'));
      // interest still to pay: the payments to come, the reading said first
      const due = rows.filter((r) => r.date > '2026-11-25');
      if (due.length)
        expectSays(
          wb,
          'how much interest is left to pay',
          sum(due.map((r) => r.interest)),
          /payments still to come/,
        );
    },
  );
});

describe('R3: budget vs actual, one Budget | Actual | Variance $ | Variance % table', () => {
  const layouts: Array<[string, number, S.Bva48Layout]> = [
    ['NZD, Variance % in points', 1, S.BISTRO_LAYOUT],
    [
      'AUD, REVENUE and Total revenue, Var % in points',
      1.8,
      {
        ...S.BISTRO_LAYOUT,
        title: 'Budget vs Actual – 12 months to 30 June 2026 (AUD)',
        heads: ['Account', 'Budget', 'Actual', 'Var $', 'Var %'],
        incomeHead: 'REVENUE',
        incomeTotal: 'Total revenue',
        net: 'Net operating profit',
      },
    ],
  ];
  it.each(layouts)('%s (scale %d)', async (_n, k, l) => {
    const b = S.bistroBva(k);
    const wb = await bookOf([{ name: 'BvA', rows: S.bva48Rows(b, l) }]);
    const ti = S.bvaTotal(b.income);
    const incomeWord = l.incomeTotal === 'Total income' ? 'income' : 'revenue';
    for (const q of [
      `how does ${incomeWord} compare with budget`,
      `how did ${incomeWord} compare to budget`,
      `${incomeWord} compared with budget`,
      `is ${incomeWord} ahead of budget`,
    ])
      expectSays(wb, q, ti.actual - ti.budget, new RegExp(`${S.pctPoints(ti).toFixed(2)}%`));
    const cost = (n: string) => b.sections.flatMap((s) => s.lines).find((x) => x.name === n)!;
    const food = cost('Food costs');
    for (const q of [
      'food cost as a % of income',
      'food costs as a percentage of sales',
      `food costs as a % of ${incomeWord}`,
      'what % of revenue is food costs',
    ])
      expectValue(wb, q, (food.actual / ti.actual) * 100);
    expectValue(wb, 'wages as a % of turnover', (cost('Wages').actual / ti.actual) * 100);
    // "as a % of budget" is the line against its own budget
    for (const q of ['food cost as a % of budget', 'food costs vs budget in %'])
      expectValue(wb, q, (food.actual / food.budget) * 100);
    // "sales" naming every sales line is the income total, the reading said
    for (const q of ['are sales ahead of budget? by how much', 'how far ahead of budget are sales'])
      expectSays(wb, q, ti.actual - ti.budget, /Reading sales as/);
  });

  it('cost lines in two sections are all costs', async () => {
    const b = S.bistroBva(1);
    b.sections[1]!.lines.find((x) => x.name === 'Repairs & maintenance')!.actual = 21_000;
    const wb = await bookOf([{ name: 'BvA', rows: S.bva48Rows(b) }]);
    const all = b.sections.flatMap((s) => s.lines);
    const worst = all.reduce((a, c) => (c.actual - c.budget > a.actual - a.budget ? c : a));
    expect(worst.name).toBe('Repairs & maintenance');
    expectValue(
      wb,
      'which cost line is furthest over budget',
      worst.actual - worst.budget,
      worst.name,
    );
  });

  it.each([
    ['a year over Budget | Actual', 'group'],
    ['Budget 2026 | Actual 2026, a Cost of sales line', 'flat'],
  ])('older layout: %s, a Total sales line', async (_n, form) => {
    const lines: Array<[string, number, number]> = [
      ['Retail', 120_000, 126_500],
      ['Online', 40_000, 38_100],
      ['Total sales', 160_000, 164_600],
      ['Cost of sales', 64_000, 66_000],
      ['Wages', 50_000, 51_200],
      ['Net profit', 46_000, 47_400],
    ];
    const rows =
      form === 'group'
        ? [
            ['Budget vs actual 2025'],
            [],
            [null, '2025', '2025'],
            ['Line', 'Budget', 'Actual'],
            ...lines,
          ]
        : [['Annual budget vs actual'], [], ['', 'Budget 2026', 'Actual 2026'], ...lines];
    const wb = await bookOf([
      { name: 'BvA', rows, ...(form === 'group' ? { merges: ['B3:C3'] } : {}) },
    ]);
    for (const q of [
      'are sales ahead of budget? by how much',
      'how do sales compare with budget',
      'by how much are sales ahead of budget',
    ])
      expectValue(wb, q, 164_600 - 160_000);
    expect(ask(wb, 'are sales ahead of budget').text).toMatch(/^Yes/);
  });

  it('older layout: months over Budget | Actual with a Total group', async () => {
    const m = S.shopMonthBva(1.2);
    const { rows, merges } = S.monthBvaRows(m);
    const wb = await bookOf([{ name: 'Sales', rows, merges }]);
    const b = sum(m.lines.flatMap((l) => l.b));
    const a = sum(m.lines.flatMap((l) => l.a));
    expectValue(wb, 'are sales ahead of budget? by how much', a - b);
  });
});

describe('R4: an asset register filtered by category words and by the date bought', () => {
  it.each([
    [1, 11, '£', undefined],
    [
      1.25,
      10,
      '$',
      [
        'Asset ID',
        'Description',
        'Category',
        'Date purchased',
        'Cost $',
        'Life (yrs)',
        'Acc. depn b/f',
        'Depreciation for year',
        'Acc. depn c/f',
        'NBV c/f',
      ],
    ],
  ] as Array<[number, number, string, string[] | undefined]>)(
    'scale %d, %d assets, %s',
    async (k, n, cur, heads) => {
      const xs = S.officeAssets(k, n);
      const wb = await bookOf([
        { name: 'Register', rows: S.assetRows(xs, { cur, ...(heads ? { heads } : {}) }) },
      ]);
      const it = xs.filter((x) => x.cat === 'IT equipment');
      for (const q of [
        'how much depreciation on the IT kit for the year',
        'depreciation on our IT equipment this year',
        'IT kit depreciation',
      ])
        expectValue(wb, q, sum(it.map((x) => x.charge)));
      expectValue(wb, 'what did the IT kit cost', sum(it.map((x) => x.cost)));
      expectValue(wb, 'what is the IT gear worth on the books', sum(it.map((x) => x.nbv)));
      const in2025 = xs.filter((x) => x.bought.startsWith('2025-'));
      for (const q of [
        'cost of things bought in 2025',
        'what did we spend on assets purchased in 2025',
        'total cost of assets acquired in 2025',
      ])
        expectValue(wb, q, sum(in2025.map((x) => x.cost)));
      expectValue(wb, 'how many assets did we buy in 2025', in2025.length);
      const june = xs.filter((x) => x.bought.startsWith('2025-06'));
      expectValue(wb, 'cost of assets bought in june 2025', sum(june.map((x) => x.cost)));
      const itNew = it.filter((x) => x.bought.startsWith('2025-'));
      expectValue(
        wb,
        'what did the IT equipment bought in 2025 cost',
        sum(itNew.map((x) => x.cost)),
      );
      const since = xs.filter((x) => x.bought >= '2024-01-01');
      expectValue(wb, 'cost of assets bought since 2024', sum(since.map((x) => x.cost)));
      expectRefused(
        wb,
        'cost of things bought in 2019',
        /no asset .* bought in 2019|calendar 2019 is outside it/,
      );
      // a category named by its words, as before
      const vans = xs.filter((x) => x.cat === 'Vans');
      expectValue(wb, 'what did the vans cost', sum(vans.map((x) => x.cost)));
      expectValue(wb, 'depreciation charge for the year', sum(xs.map((x) => x.charge)));
    },
  );
});

describe('R5: aged payables are what we owe, never what customers owe us', () => {
  it.each([
    [1, undefined, undefined],
    [1.6, 'Harbour Roasters — Aged Payables at 31 October 2026 (NZD)', 'Supplier'],
    [0.7, 'Tallow & Wick — aged creditors, 30 September 2026', 'Creditor'],
  ] as Array<[number, string | undefined, string | undefined]>)(
    'scale %d, %s',
    async (k, title, first) => {
      const vs = S.vendors(k);
      const wb = await bookOf([
        {
          name: 'AP',
          rows: S.payablesRows(vs, { ...(title ? { title } : {}), ...(first ? { first } : {}) }),
        },
      ]);
      for (const q of [
        'how much do customers owe us',
        'total receivables',
        'how much are we owed',
        'who owes us the most',
        'what do our debtors owe',
      ])
        expectRefused(wb, q, /aged payables report/);
      const total = sum(vs.map(S.vendorTotal));
      for (const q of ['what do we owe suppliers', 'how much do we owe in total'])
        expectValue(wb, q, total);
      expectValue(wb, 'how much is overdue', total - sum(vs.map((x) => x.buckets[0]!)));
    },
  );

  it('an aged receivables report: what we owe suppliers is not on it', async () => {
    const ds = S46.debtors();
    const wb = await S46.book46([{ name: 'AR', rows: S46.agedRows(ds) }]);
    expectRefused(wb, 'what do we owe suppliers', /aged receivables report/);
    expectValue(wb, 'how much do customers owe us', sum(ds.map(S46.debtorTotal)));
  });
});

describe('R6: "average hourly rate": asked back when the two readings differ', () => {
  it.each([
    ['£', 8, 1],
    ['€', 6, 1.2],
  ] as Array<[string, number, number]>)(
    'a week of staff hours, %s, %d staff',
    async (cur, n, k) => {
      const ss = S47.shifts(k, n);
      const wb = await bookOf([{ name: 'Hours', rows: S47.shiftRows(ss, cur) }]);
      const mean = sum(ss.map((s) => s.rate)) / ss.length;
      const weighted = sum(ss.map(S47.grossOf)) / sum(ss.map(S47.hoursOf));
      expect(Math.abs(mean - weighted)).toBeGreaterThan(0.01);
      for (const q of [
        'average hourly rate',
        'what is the average rate per hour',
        "what's our average pay rate",
      ])
        expectRefused(
          wb,
          q,
          new RegExp(`two readings.*${r2(mean).toFixed(2)}.*${r2(weighted).toFixed(2)}`),
        );
    },
  );

  it('one rate for everyone: the two readings agree and it is answered', async () => {
    const ss = S47.shifts(1, 8).map((s) => ({ ...s, rate: 12.4 }));
    const wb = await bookOf([{ name: 'Hours', rows: S47.shiftRows(ss, '£') }]);
    expectValue(wb, 'average hourly rate', 12.4);
  });

  it('a payroll register: asked back naming both', async () => {
    const ps = S47.pays(1, 9);
    const wb = await bookOf([{ name: 'Payroll', rows: S47.payRegisterRows(ps) }]);
    const mean = sum(ps.map((p) => p.rate)) / ps.length;
    const weighted = sum(ps.map((p) => p.gross)) / sum(ps.map((p) => p.hours));
    expectRefused(
      wb,
      'average hourly rate',
      new RegExp(`two readings.*${r2(mean).toFixed(2)}.*${r2(weighted).toFixed(2)}`),
    );
  });
});
