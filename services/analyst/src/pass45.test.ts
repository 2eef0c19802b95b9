/**
 * Issue 13, pass 45: loan schedules, cash-flow forecasts, a fixed asset register and budget vs
 * actual (pass45-shapes.ts), each asked over a few variants (labels, currencies, sizes) and in a
 * few owners' phrasings. Every figure is computed here from the shape's own data; each question
 * is answered right or refused, never with another figure.
 */
import { expect } from '@jest/globals';
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import * as S from './pass45-shapes';

type Book = Parameters<typeof answerQuestion>[0];
const NOW = new Date('2026-11-25T12:00:00Z');
const TODAY = '2026-11-25';
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

describe('L1: a dated loan schedule read as of today', () => {
  it.each([
    ['a', {}],
    ['a', { cur: '€', amount: 52_500, rate: 5.4, n: 60 }],
    ['b', {}],
    ['b', { amount: 120_000, rate: 8.25, n: 36 }],
    ['c', {}],
    ['c', { amount: 41_250, rate: 7.2, n: 24, first: { y: 2025, m: 9, d: 1 } }],
  ] as Array<['a' | 'b' | 'c', Partial<S.LoanKnobs>]>)('variant %s %j', async (v, change) => {
    const { rows, sheet, knobs } = S.loanVariant(v, change);
    const wb = await bookOf([{ name: 'Loan', rows: sheet }]);
    const due = rows.filter((r) => r.date <= TODAY);
    const last = due[due.length - 1]!;
    const sumOf = (rs: S.LoanRow[], f: (r: S.LoanRow) => number) => sum(rs.map(f));

    // how much did we borrow: the terms, the first opening balance and Σ Capital agree
    expect(r2(rows[0]!.opening)).toBe(knobs.amount);
    expect(r2(sumOf(rows, (r) => r.capital))).toBe(knobs.amount);
    for (const q of [
      'how much did we borrow',
      'what was the original loan amount',
      'how big was the loan',
    ])
      expectValue(wb, q, knobs.amount);

    // the level repayment; the last one is said when it differs
    const level = rows[0]!.payment;
    const final = rows[rows.length - 1]!;
    for (const q of [
      'what is the monthly repayment',
      'what do we pay each month',
      'how much do we repay every month',
    ])
      expectValue(wb, q, level);
    if (r2(final.payment) !== r2(level))
      expect(ask(wb, 'what is the monthly repayment').text).toMatch(/last payment/);

    // what's left: the closing balance after the latest payment due by today
    for (const q of [
      'what is left on the loan',
      'what do we still owe',
      'how much is left to pay',
      'outstanding balance',
    ])
      expectValue(wb, q, last.closing);
    // after the october payment: the latest October on or before today
    const octs = rows.filter((r) => r.date.slice(5, 7) === '10' && r.date <= TODAY);
    if (octs.length) {
      const oct = octs[octs.length - 1]!;
      expectValue(wb, 'what do we still owe after the october payment', oct.closing);
      expectValue(
        wb,
        `how much is owed after the october ${oct.date.slice(0, 4)} payment`,
        oct.closing,
      );
    }

    // capital repaid so far = borrowed − what is owed
    const capital = sumOf(due, (r) => r.capital);
    expect(r2(capital)).toBe(r2(knobs.amount - last.closing));
    for (const q of [
      'capital repaid so far',
      'how much of the loan have we paid off',
      'principal paid to date',
    ])
      expectValue(wb, q, capital);
    const toNov = rows.filter((r) => r.date <= '2026-11-30');
    expectValue(
      wb,
      'capital paid off up to and including November 2026',
      sumOf(toNov, (r) => r.capital),
    );

    // interest so far, this year (paid so far), in a past year (all of it)
    for (const q of [
      'interest paid so far',
      'how much interest have we paid',
      'interest paid to date',
    ])
      expectValue(
        wb,
        q,
        sumOf(due, (r) => r.interest),
      );
    const y26 = rows.filter((r) => r.date.startsWith('2026-'));
    const y26due = y26.filter((r) => r.date <= TODAY);
    expectValue(
      wb,
      'interest paid this year',
      sumOf(y26due, (r) => r.interest),
    );
    if (y26.length > y26due.length)
      expect(ask(wb, 'interest paid this year').text).toMatch(
        /Over all \d+ payments scheduled in 2026/,
      );
    const y25 = rows.filter((r) => r.date.startsWith('2025-'));
    if (y25.length) {
      expectValue(
        wb,
        'interest paid in 2025',
        sumOf(y25, (r) => r.interest),
      );
      expectValue(
        wb,
        'interest paid last year',
        sumOf(y25, (r) => r.interest),
      );
    } else expectRefused(wb, 'interest paid in 2025', /no payment in 2025/);

    // the rate as the terms write it, never a sum of Interest
    for (const q of ['what is the interest rate', "what's the APR", 'what rate are we paying'])
      expectValue(wb, q, knobs.rate);

    // when it is paid off, how many payments are left
    for (const q of [
      'when is it paid off',
      'final payment date',
      'when do we finish paying the loan',
    ]) {
      const a = ask(wb, q);
      expect([q, a.refused, a.text.includes(final.date)]).toEqual([q, false, true]);
    }
    const left = rows.length - due.length;
    for (const q of ['how many payments are left', 'how many repayments are remaining'])
      expectValue(wb, q, left);

    // refusals that stay refusals: a thing the sheet does not name, a payment it does not hold
    expectRefused(wb, 'how much do we still owe on the combine harvester', /harvester/);
    expectRefused(wb, 'what do we still owe after the october 2031 payment', /no October 2031/);
  });
});

describe('L1: beside a debtors list, what customers owe us is never the loan', () => {
  it('owe us / amount owed read the debtors; interest so far and we owe read the loan', async () => {
    const { rows, sheet } = S.loanVariant('a');
    const debtors: Array<[string, number]> = [
      ['Harbour Cafe', 1250.5],
      ['Millbrook Farm', 830],
      ['Ridge Stables', 2140.25],
      ['Oakley Vets', 415],
    ];
    const wb = await bookOf([
      { name: 'Loan', rows: sheet },
      {
        name: 'Debtors',
        rows: [['Customer', 'Amount owed'], ...debtors.map(([c, v]): [string, number] => [c, v])],
      },
    ]);
    const due = rows.filter((r) => r.date <= TODAY);
    expectValue(wb, 'how much does harbour cafe owe us', 1250.5);
    expectValue(wb, 'total amount owed', sum(debtors.map((d) => d[1])));
    expectValue(wb, 'what do we still owe on the loan', due[due.length - 1]!.closing);
    expectValue(wb, 'interest paid so far', sum(due.map((r) => r.interest)));
  });
});

describe('L1: the ingest no longer reads "£70,000" in a title as "in thousands"', () => {
  it('a schedule under a terms line with an amount has no unit', async () => {
    const { sheet } = S.loanVariant('a');
    const wb = await bookOf([{ name: 'Loan', rows: sheet }]);
    expect(wb.sheets[0]!.tables.map((t) => t.unit)).toEqual([undefined]);
    expect(ask(wb, 'total interest over the life of the loan').text).not.toMatch(/thousand/);
  });
});

describe('L2: a cash-flow forecast, months across: forecast words are no reason to refuse', () => {
  const books = async (v: 'a' | 'b' | 'c', labels?: S.ForecastLayout['labels'], cur?: string) => {
    const { f, l } = S.FORECASTS[v]();
    const layout = { ...l, ...(labels ? { labels } : {}), ...(cur ? { corner: cur } : {}) };
    return { f, wb: await S.formatBook([{ name: 'Forecast', rows: S.forecastRows(f, layout) }]) };
  };
  const line = (f: S.CashForecast, name: string) =>
    [...f.receipts, ...f.payments].find((x) => x.label === name)!;
  const monthOf = (f: S.CashForecast, m: string) => f.months.indexOf(m);
  const worst = (f: S.CashForecast) => f.net.indexOf(Math.min(...f.net));
  const MONTH = (m: string) =>
    `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].indexOf(m.slice(0, 3))]} ${m.slice(4)}`;

  it.each([
    undefined,
    {
      receipts: 'CASH IN',
      totalIn: 'Total cash in',
      payments: 'CASH OUT',
      totalOut: 'Total cash out',
    },
  ])('a: Gelateria Lucia, a calendar year and its Year column (labels %j)', async (labels) => {
    const { f, wb } = await books('a', labels);
    const dec = monthOf(f, 'Dec 2027');
    for (const q of [
      'closing cash at the end of 2027',
      'how much cash will we have at the end of the year',
    ])
      expectSays(wb, q, f.closing[dec]!, /forecast figures/);
    for (const q of [
      'how much cash do we expect at the end of april',
      'cash in the bank at the end of april 2027',
    ])
      expectValue(wb, q, f.closing[monthOf(f, 'Apr 2027')]!);
    expectValue(
      wb,
      'what does the forecast say we will have in the bank at the end of august 2027',
      f.closing[monthOf(f, 'Aug 2027')]!,
    );
    expectValue(wb, 'cash at the start of june', f.opening[monthOf(f, 'Jun 2027')]!);
    for (const q of [
      'total money coming in next year',
      'how much money is coming in in 2027',
      'total receipts expected',
    ])
      expectValue(wb, q, sum(f.totalIn));
    expectValue(wb, 'how much will we pay out next year', sum(f.totalOut));
    const w = worst(f);
    for (const q of ['which month loses the most cash', 'worst month for cash'])
      expectValue(wb, q, f.net[w]!, MONTH(f.months[w]!));
    for (const q of ['events income in august', 'how much do we expect from events in august'])
      expectValue(wb, q, line(f, 'Events & catering').values[monthOf(f, 'Aug 2027')]!);
    expectValue(
      wb,
      'VAT we expect to pay in may',
      line(f, 'VAT payment').values[monthOf(f, 'May 2027')]!,
    );
    expectValue(
      wb,
      'what will we spend on wages in july',
      line(f, 'Wages').values[monthOf(f, 'Jul 2027')]!,
    );
    expectValue(wb, 'total payments planned in q3', sum([6, 7, 8].map((m) => f.totalOut[m]!)));
    const peak = line(f, 'Shop sales').values;
    const pm = peak.indexOf(Math.max(...peak));
    expectValue(wb, 'which month has the highest shop sales', peak[pm]!, MONTH(f.months[pm]!));
    // a line the forecast does not hold is refused naming its lines, not the word "expected"
    expectRefused(wb, 'marketing expected in may', /no line for 'marketing'.*Shop sales/);
  });

  it('b: Kakao Atelier, six months (JPY): no end of 2027, no August', async () => {
    const { f, wb } = await books('b');
    expectRefused(wb, 'closing cash at the end of 2027', /November 2026 to April 2027/);
    expectRefused(
      wb,
      'what does the forecast say we will have in the bank at the end of august 2027',
      /no August 2027/,
    );
    expectRefused(wb, 'total money coming in next year', /does not hold the whole of 2027/);
    expectValue(
      wb,
      'how much cash do we expect at the end of april',
      f.closing[monthOf(f, 'Apr 2027')]!,
    );
    const w = worst(f);
    expectValue(wb, 'which month loses the most cash', f.net[w]!, MONTH(f.months[w]!));
    expectValue(wb, 'how much money is coming in over the forecast', sum(f.totalIn));
    expectValue(
      wb,
      'how much are we expecting from workshops in total',
      sum(line(f, 'Workshops').values),
    );
    const neg = f.closing.findIndex((x) => x < 0);
    if (neg >= 0)
      expectValue(wb, 'when do we run out of cash', f.closing[neg]!, MONTH(f.months[neg]!));
  });

  it.each(['£', 'GBP'])('c: Meadowlark Festival, header corner %s', async (cur) => {
    const { f, wb } = await books('c', { receipts: 'Receipts', payments: 'Payments' }, cur);
    for (const q of [
      'ticket sales planned in total',
      'how many ticket sales are we forecasting overall',
    ])
      expectValue(wb, q, sum(line(f, 'Ticket sales').values));
    expectValue(wb, 'bar takings expected', sum(line(f, 'Bar takings').values));
    expectValue(wb, 'how much sponsorship is coming in', sum(line(f, 'Sponsorship').values));
    expectValue(wb, 'sponsorship in june', line(f, 'Sponsorship').values[monthOf(f, 'Jun 2027')]!);
    expectValue(
      wb,
      'VAT we expect to pay in march',
      line(f, 'VAT').values[monthOf(f, 'Mar 2027')]!,
    );
    expectValue(
      wb,
      'what does the forecast say we will have in the bank at the end of august 2027',
      f.closing[monthOf(f, 'Aug 2027')]!,
    );
    expectValue(wb, 'closing cash at the end of the forecast', f.closing[f.months.length - 1]!);
    const top = f.totalIn.indexOf(Math.max(...f.totalIn));
    expectValue(wb, 'which month brings in the most money', f.totalIn[top]!, MONTH(f.months[top]!));
    // the year ends in December 2026 or with the forecast: asked back
    expectRefused(
      wb,
      'closing cash at the end of the year',
      /December 2026 or the forecast's last month/,
    );
    expectRefused(wb, 'total money coming in next year', /does not hold the whole of 2027/);
  });
});

describe('L3: a fixed asset register: its rows are the assets', () => {
  it.each([
    [1, '£', 12],
    [1.8, '€', 12],
    [0.5, '$', 9],
  ] as Array<[number, string, number]>)('scale %d, %s, %d assets', async (k, cur, n) => {
    const xs = S.apexAssets(k, n);
    const rows = S.registerRows(xs, S.APEX_LAYOUT(cur));
    const wb = await S.formatBook([
      { name: 'Register', rows, fmt: (_r, c) => (c >= 5 && c <= 9 ? '#,##0.00' : undefined) },
    ]);
    const tot = (f: (x: S.FixedAsset) => number, ys = xs) => sum(ys.map(f));
    const cat = (c: string) => xs.filter((x) => x.cat === c);
    for (const q of [
      'what did all our kit cost',
      'total cost of everything we own',
      'what did our equipment cost',
    ])
      expectValue(
        wb,
        q,
        tot((x) => x.cost),
      );
    for (const q of [
      'what are the assets worth on the books now',
      'total net book value',
      'what is everything worth',
    ])
      expectValue(
        wb,
        q,
        tot((x) => x.nbv),
      );
    for (const q of [
      "this year's depreciation",
      'depreciation charge for the year',
      'how much depreciation this year',
    ])
      expectValue(
        wb,
        q,
        tot((x) => x.charge),
      );
    expectValue(
      wb,
      'book value of the vehicles',
      tot((x) => x.nbv, cat('Vehicles')),
    );
    expectValue(
      wb,
      'nbv of plant',
      tot((x) => x.nbv, cat('Plant')),
    );
    expectValue(
      wb,
      'accumulated depreciation on plant',
      tot((x) => x.cf, cat('Plant')),
    );
    expectValue(
      wb,
      'how much has been written off on vehicles',
      tot((x) => x.cf, cat('Vehicles')),
    );
    const oldest = xs.reduce((a, b) => (b.bought < a.bought ? b : a));
    const newest = xs.reduce((a, b) => (b.bought > a.bought ? b : a));
    expectValue(wb, 'oldest asset we have', oldest.cost, oldest.desc);
    expectValue(wb, 'what is our newest asset', newest.cost, newest.desc);
    const top = xs.reduce((a, b) => (b.charge > a.charge ? b : a));
    for (const q of [
      'which asset has the biggest depreciation charge',
      'which asset depreciates the most',
    ])
      expectValue(wb, q, top.charge, top.desc);
    const isuzu = xs.find((x) => x.desc.startsWith('Isuzu'))!;
    for (const q of ['what did the Isuzu cost', 'what did we pay for the isuzu'])
      expectValue(wb, q, isuzu.cost, isuzu.desc);
    expectValue(wb, 'what is the Isuzu worth on the books', isuzu.nbv);
    const pct = (tot((x) => x.cf) / tot((x) => x.cost)) * 100;
    for (const q of [
      'what share of cost has been written off',
      'what percentage of our assets has been written off',
    ])
      expectValue(wb, q, pct);
    expectValue(wb, 'how many vehicles do we have', cat('Vehicles').length);
    // accumulated depreciation not said b/f or c/f: the year end's, b/f named beside it
    const a = ask(wb, 'accumulated depreciation');
    expect([r2(Number(a.figures[0]!.value)), /brought forward/.test(a.text)]).toEqual([
      r2(tot((x) => x.cf)),
      true,
    ]);
    // a word in two assets' descriptions is asked back; one naming nothing is refused
    expectRefused(wb, 'what did the tube cost', undefined);
    expectRefused(wb, 'what did the forklift cost');
  });
});

describe('L4: budget vs actual: the period Budget is compared, the annual one only when named', () => {
  it.each([
    [1, S.MAPLE_LAYOUT],
    [
      2.4,
      {
        ...S.MAPLE_LAYOUT,
        title: 'Budget vs actual — spring term 2027 to date (EUR)',
        group: 'Spring term to date',
        heads: ['Line', 'Budget', 'Actual', 'Variance', 'Var %', 'FY budget', 'Remaining'],
      },
    ],
  ] as Array<[number, S.TermLayout]>)('a: microschool, scale %d', async (k, layout) => {
    const b = S.termBva(k);
    const { rows, merges } = S.termBvaRows(b, layout);
    const wb = await S.formatBook([{ name: 'BvA', rows, merges, fmt: S.termFormats }]);
    const byName = (n: string) => [...b.income, ...b.expenses].find((x) => x.name === n)!;
    const v = (x: S.TermLine) => x.actual - x.budget;
    const mk = byName('Marketing');
    for (const q of [
      'are we over budget on marketing',
      'how far over budget is marketing',
      'marketing variance',
    ])
      expectValue(wb, q, v(mk));
    expect(ask(wb, 'are we over budget on marketing').text).toMatch(/^Yes/);
    const over = b.expenses.reduce((a, c) => (v(c) > v(a) ? c : a));
    for (const q of [
      'which cost line is furthest over budget in dollars',
      'which expense is most over budget',
    ])
      expectValue(wb, q, v(over), over.name);
    const exp = {
      budget: sum(b.expenses.map((x) => x.budget)),
      actual: sum(b.expenses.map((x) => x.actual)),
    };
    const inc = {
      budget: sum(b.income.map((x) => x.budget)),
      actual: sum(b.income.map((x) => x.actual)),
    };
    expectValue(wb, 'total variance on expenses', exp.actual - exp.budget);
    expectValue(wb, 'how far off budget is income', inc.actual - inc.budget);
    const rent = byName('Rent');
    for (const q of ['rent over budget by what percent', 'by what % is rent over budget'])
      expectValue(wb, q, S.varPct(rent.budget, rent.actual) * 100);
    const under = b.expenses.reduce((a, c) => (v(c) < v(a) ? c : a));
    for (const q of ['where did we underspend most', 'biggest underspend'])
      expectValue(wb, q, v(under), under.name);
    for (const q of [
      'tuition received this term',
      'tuition actual',
      'how much tuition have we received so far',
    ])
      expectValue(wb, q, byName('Tuition').actual);
    const ft = byName('Field trips');
    for (const q of [
      'how much field trip budget is left for the year',
      'how much is left in the field trips budget',
    ])
      expectValue(wb, q, ft.annual - ft.actual);
    for (const q of ['annual budget for teacher pay', 'full year budget for teacher salaries'])
      expectValue(wb, q, byName('Teacher salaries').annual);
    expectValue(wb, 'rent budget', rent.budget);
    expectValue(wb, 'marketing budget left this term', mk.budget - mk.actual);
    // another period than the sheet's is never read from it
    expectRefused(wb, 'marketing in september');
  });

  it.each([
    [1, 'Café takings'],
    [0.75, 'Café sales'],
  ])('b: a café with a month and a year-to-date group (scale %d, %s)', async (k, cafe) => {
    const b = S.cafeBva(k);
    b.income[0]!.name = cafe;
    const wb = await S.formatBook([{ name: 'BvA', rows: S.cafeBvaRows(b) }]);
    expectValue(wb, 'actual café takings year to date', b.income[0]!.y[1]);
    const ww = b.income[1]!;
    const a = ask(wb, 'wheel workshops actual vs budget as a percent, ytd');
    expect([r2(Number(a.figures[0]?.value)), /variance/i.test(a.text)]).toEqual([
      r2((ww.y[1] / ww.y[0]) * 100),
      true,
    ]);
    const ytd = (ls: S.GroupLine[]) => sum(ls.map((x) => x.y[1]));
    for (const q of [
      'income minus costs ytd actual',
      'total income minus total costs year to date',
    ])
      expectValue(wb, q, ytd(b.income) - ytd(b.costs));
    expectRefused(wb, 'income minus costs', /column groups|say which/);
  });

  it.each([
    [1, ['Line', 'Budget', 'Actual', 'Variance', 'Var %'], true],
    [3.2, ['Line', 'Budget', 'Actual', 'Variance', 'Var %'], true],
    [0.6, ['Line', 'YTD Budget', 'YTD Actual', 'Var', 'Var %'], false],
  ] as Array<[number, string[], boolean]>)(
    'c: a hotel, year to date, with Var % (scale %d, %j, percent format %s)',
    async (k, heads, formatted) => {
      const h = S.hotelBva(k);
      const wb = await S.formatBook([
        {
          name: 'BvA',
          rows: S.hotelBvaRows(h, undefined, heads),
          fmt: (r, c) => (formatted && r > 2 && c === 4 ? '0.0%' : undefined),
        },
      ]);
      const fb = h.revenue.find((x) => x.name === 'Food and beverage')!;
      for (const q of [
        'by what % is food and beverage off budget',
        'food and beverage variance in percent',
      ])
        expectValue(wb, q, S.varPct(fb.budget, fb.actual) * 100);
      const tb = (ls: S.TermLine[], f: (x: S.TermLine) => number) => sum(ls.map(f));
      const budgetProfit = tb(h.revenue, (x) => x.budget) - tb(h.costs, (x) => x.budget);
      for (const q of ['what profit did we budget for', 'budgeted net operating profit'])
        expectValue(wb, q, budgetProfit);
      const ut = h.costs.find((x) => x.name === 'Utilities')!;
      for (const q of [
        'utilities spend ytd',
        'utilities actual this year',
        'what have we spent on utilities so far',
      ])
        expectValue(wb, q, ut.actual);
      expectValue(
        wb,
        "what is the hotel's profit",
        tb(h.revenue, (x) => x.actual) - tb(h.costs, (x) => x.actual),
      );
    },
  );
});
