/**
 * Issue 13, pass 52: cash-flow forecasts headed by date cells, loan schedules with a terms block
 * and a Status column, a budget vs actual with month pairs, a YTD group and a full-year budget,
 * a written-down-value asset register, VAT3 workings with a rate column and return boxes, a
 * petty cash book with formulas (pass52-shapes.ts), and three general guards: no naive forecast
 * of a forecast or schedule (G1), no rate column added or given for an amount (G2), no count of
 * a period the sheet does not hold (G3). Each asked over variants (labels, currencies, sizes) in
 * a few owners' phrasings; every figure is computed here from the shape's own data.
 */
import { expect } from '@jest/globals';
import { answerQuestion } from './answer';
import { countOutsideReason } from './count-outside-data';
import * as S from './pass52-shapes';

type Book = Parameters<typeof answerQuestion>[0];
const NOW = new Date('2026-11-25T12:00:00Z');
const DEC7 = new Date('2026-12-07T12:00:00Z');
const r2 = (n: number): number => Math.round(n * 100) / 100;
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const ask = (wb: Book, q: string, now = NOW) => answerQuestion(wb, q, { now });

const expectValue = (wb: Book, q: string, v: number, now = NOW, at?: string): void => {
  const a = ask(wb, q, now);
  const got = a.refused ? a.text.split('\n')[0] : r2(Number(a.figures[0]!.value));
  expect([q, got]).toEqual([q, r2(v)]);
  if (at) expect([q, a.figures[0]!.at]).toEqual([q, at]);
};
const expectSays = (wb: Book, q: string, v: number, says: RegExp, now = NOW): void => {
  expectValue(wb, q, v, now);
  expect([q, ask(wb, q, now).text]).toEqual([q, expect.stringMatching(says)]);
};
const expectRefused = (wb: Book, q: string, says?: RegExp, now = NOW): void => {
  const a = ask(wb, q, now);
  expect([q, a.refused, a.refused ? '' : a.text.split('\n')[0]]).toEqual([q, true, '']);
  if (says) expect([q, a.text]).toEqual([q, expect.stringMatching(says)]);
};
const MONTH = [
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
const monthOf = (iso: string): string => `${MONTH[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const argmin = (xs: number[]): number => xs.indexOf(Math.min(...xs));
const argmax = (xs: number[]): number => xs.indexOf(Math.max(...xs));

describe('L1: a cash-flow forecast whose month heads are date cells', () => {
  const layouts: Array<[string, S.DateForecastLayout, number]> = [
    ['loco taco', S.LOCO_LAYOUT, 1],
    [
      'other labels, GBP, a plain Total',
      {
        ...S.LOCO_LAYOUT,
        title: 'Harbour Crêpes Ltd — cash flow forecast 2027 (GBP)',
        note: 'Prepared November 2026; forecast figures.',
        totalHead: 'Total',
        dateFmt: 'mmm yyyy',
        labels: {
          opening: 'Opening balance',
          inHead: 'RECEIPTS',
          totalIn: 'Total receipts',
          outHead: 'PAYMENTS',
          totalOut: 'Total payments',
          net: 'Net cash flow',
          closing: 'Closing balance',
        },
      },
      0.85,
    ],
    ['iso dates, bigger', { ...S.LOCO_LAYOUT, dateFmt: 'yyyy-mm-dd' }, 2.4],
  ];
  it.each(layouts)('%s', async (_, l, k) => {
    const f = S.locoTaco(k, 18_500 * k);
    const wb = await S.cellBook([
      { name: 'Forecast 2027', rows: S.dateForecastRows(f, l), dateFmt: l.dateFmt },
    ]);
    // how much cash do we expect to take in 2027: Total cash in over the year
    for (const q of [
      'how much cash do we expect to take in 2027',
      'how much money is coming in next year',
      'what do we expect to take in 2027',
    ])
      expectValue(wb, q, sum(f.totalIn), DEC7);
    // the month of the lowest closing balance ('bank', 'balance', 'cash')
    const low = argmin(f.closing);
    for (const q of [
      'which month does our bank balance get lowest',
      'when is our cash balance lowest',
      'what is the lowest cash balance in the forecast',
    ])
      expectValue(wb, q, f.closing[low]!, DEC7, monthOf(f.months[low]!));
    // a cash-in line named by an owner's word
    const events = f.ins.find((x) => /events/i.test(x.label))!;
    for (const q of ['catering income in july', 'events and catering in july 2027'])
      expectValue(wb, q, events.values[6]!, DEC7);
    // months of negative cash flow (counted, named)
    const neg = f.net.filter((x) => x < 0).length;
    for (const q of [
      'how many months have negative cash flow',
      'how many months is cash flow negative',
      'how many months do we lose money',
    ])
      expectValue(wb, q, neg, DEC7);
    const overdrawn = f.closing.filter((x) => x < 0).length;
    expectValue(wb, 'how many months are we overdrawn', overdrawn, DEC7);
    // the biggest cost line over the year
    const costs = f.outs.map((x) => sum(x.values));
    const top = argmax(costs);
    for (const q of [
      'biggest cost line for the year',
      'what is our largest expense over the year',
      'what do we spend the most on',
    ])
      expectSays(wb, q, costs[top]!, new RegExp(f.outs[top]!.label.replace(/[&]/g, '.')), DEC7);
    // what we finish the year with: December's closing cash
    for (const q of ['what do we finish the year with', 'what will we end the year with'])
      expectValue(wb, q, f.closing[11]!, DEC7);
    // best month for sales: the highest Total cash in, never the net cash flow
    const best = argmax(f.totalIn);
    for (const q of ['best month for sales', 'which is our best month for takings'])
      expectValue(wb, q, f.totalIn[best]!, DEC7, monthOf(f.months[best]!));
    // G1: next year on a 2027 forecast asked in December 2026 is its 2027 figure
    const wages = f.outs.find((x) => /wages/i.test(x.label))!;
    expectValue(wb, 'how much are we paying in wages next year', sum(wages.values), DEC7);
    expectValue(wb, 'how much will we pay in wages next month', wages.values[0]!, DEC7);
  });

  it('a Jan–Jun forecast with text months, Receipts / Payments and a Total column', async () => {
    for (const k of [1, 1.7]) {
      const f = S.halfYear(k);
      const wb = await S.cellBook([
        { name: 'Forecast', rows: S.textForecastRows(f, S.HALF_LAYOUT) },
      ]);
      const low = argmin(f.closing);
      for (const q of ["what's the lowest cash balance in the forecast", 'lowest bank balance'])
        expectValue(wb, q, f.closing[low]!, DEC7, monthOf(f.months[low]!));
      for (const q of [
        'how many months is cash flow negative',
        'how many months have a net outflow',
      ])
        expectValue(wb, q, f.net.filter((x) => x < 0).length, DEC7);
      // now 7 Dec 2026: next month is January 2027
      for (const q of [
        'what do we expect to take next month',
        'how much is coming in next month',
        'what are receipts next month',
      ])
        expectValue(wb, q, f.totalIn[0]!, DEC7);
      const costs = f.outs.map((x) => sum(x.values));
      expectSays(
        wb,
        'biggest cost line over the period',
        costs[argmax(costs)]!,
        new RegExp(f.outs[argmax(costs)]!.label),
        DEC7,
      );
      // next month outside the forecast is refused, never a naive forecast
      expectRefused(
        wb,
        'what do we expect to take next month',
        /runs from January 2027/,
        new Date('2027-08-10T12:00:00Z'),
      );
    }
  });
});

describe('G1: no naive forecast of a forecast, a budget or a schedule', () => {
  it('a budget of future months answers next month from its own column', async () => {
    for (const [title, line, k] of [
      ['Budget 2027', 'Wages', 1],
      ['Operating plan 2027 (NZD)', 'Staff costs', 3],
    ] as Array<[string, string, number]>) {
      const vals = [500, 500, 550, 550].map((x) => x * k);
      const wb = await S.cellBook([
        {
          name: 'Plan',
          rows: [
            [title],
            [],
            ['Line', 'Jan 2027', 'Feb 2027', 'Mar 2027', 'Apr 2027'],
            ['Sales', 1000 * k, 1100 * k, 1200 * k, 1300 * k],
            [line, ...vals],
            ['Rent', 300 * k, 300 * k, 300 * k, 300 * k],
          ],
        },
      ]);
      const word = line.split(' ')[0]!.toLowerCase();
      expectValue(wb, `what will ${word} be next month`, vals[0]!, DEC7);
      expectValue(wb, 'forecast sales next month', 1000 * k, DEC7);
      for (const q of [`forecast ${word} for next month`, 'forecast rent next month']) {
        const a = ask(wb, q, DEC7);
        expect([q, a.kind]).not.toEqual([q, 'forecast']);
      }
      // next year (2027, four months held) is never a naive 2028
      const a = ask(wb, `forecast ${word} next year`, DEC7);
      expect(a.kind).not.toBe('forecast');
    }
  });

  it('beside another table, a forecast holding next year is never extrapolated', async () => {
    const f = S.locoTaco();
    const wb = await S.cellBook([
      { name: 'Forecast 2027', rows: S.dateForecastRows(f, S.LOCO_LAYOUT), dateFmt: 'mmm-yy' },
      {
        name: 'Sales 2026',
        rows: [
          ['Month', 'Sales', 'Wages'],
          ...[1, 2, 3, 4, 5, 6].map((m, i) => [
            S.day(`2026-0${m}-01`),
            10_000 + i * 500,
            6_000 + i * 100,
          ]),
        ],
      },
    ]);
    for (const q of [
      'how much are we paying in wages next year',
      'what will wages be next month',
    ]) {
      const a = ask(wb, q, DEC7);
      expect([q, a.kind]).not.toEqual([q, 'forecast']);
    }
  });

  it('a table of past months still gets its naive forecast', async () => {
    const wb = await S.cellBook([
      {
        name: 'Sales',
        rows: [
          ['Month', 'Sales'],
          ...[1, 2, 3, 4, 5, 6].map((m, i) => [S.day(`2026-0${m}-01`), 10_000 + i * 500]),
        ],
      },
    ]);
    expect(ask(wb, 'forecast sales next month').kind).toBe('forecast');
  });
});

describe('L2 a, W1: a loan schedule under label / value terms, with a Status column', () => {
  const variants: Array<[string, Partial<S.TermsLoanKnobs>]> = [
    ['totara', {}],
    ['rate as a percent cell, AUD', { rateFmt: '0.00%', cur: 'A$', amount: 52_000, rate: 0.0715 }],
    ['status lags a month', { paidTo: '2026-10-20', paidWord: 'PAID', n: 48 }],
    [
      'other heads',
      {
        heads: [
          'Pmt',
          'Due',
          'Opening bal',
          'Instalment',
          'Interest',
          'Capital',
          'Closing bal',
          'Paid?',
        ],
        paidWord: 'Yes',
        first: { y: 2025, m: 5, d: 1 },
        paidTo: '2026-11-01',
      },
    ],
  ];
  it.each(variants)('%s', async (_, change) => {
    const k = { ...S.TOTARA, ...change };
    const { rows, sheet } = S.termsLoan(k);
    const wb = await S.cellBook([{ name: 'Loan', rows: sheet }]);
    const paid = rows.filter((r) => r.date <= k.paidTo);
    // interest paid so far: the rows marked paid (never the terms' rate cell)
    for (const q of [
      'how much interest have we paid so far',
      'interest paid to date',
      'how much interest have we paid',
    ])
      expectValue(wb, q, sum(paid.map((r) => r.interest)));
    // the last payment: its due date
    const last = rows[rows.length - 1]!;
    for (const q of ["when's the last payment", 'when is the final payment due'])
      expectValue(wb, q, last.payment, NOW, last.date);
    expect(ask(wb, "when's the last payment").text).toMatch(
      new RegExp(
        `${Number(last.date.slice(8))} ${MONTH[Number(last.date.slice(5, 7)) - 1]!.slice(0, 3)} ${last.date.slice(0, 4)}`,
      ),
    );
    // the rate written in the terms, in percent
    for (const q of ["what's the interest rate", 'what rate are we paying on the loan'])
      expectValue(wb, q, k.rate * 100);
    // what we will have repaid by the end: every repayment added, interest named
    for (const q of [
      'total we will have repaid by the end',
      'how much will we pay back altogether',
      'total repayments over the life of the loan',
    ])
      expectSays(
        wb,
        q,
        sum(rows.map((r) => r.payment)),
        new RegExp(String(Math.floor(sum(rows.map((r) => r.interest)) / 1000))),
      );
    // next month's payment (G1): its interest, never a forecast of the Interest column
    const next = rows.find((r) => r.date.startsWith('2026-12'))!;
    for (const q of [
      "how much of next month's payment is interest",
      'how much interest is in next month’s payment',
    ])
      expectValue(wb, q, next.interest);
    const afterPaid = rows[paid.length]!;
    expectValue(wb, 'how much principal is in the next payment', afterPaid.capital);
    expectValue(wb, "what's the next payment", afterPaid.payment);
    // G3: payments in a year the schedule does not reach are refused, never 0
    expectRefused(wb, 'how many payments were made in 2024', /2024/);
  });
});

describe('L2 b: a loan schedule under a line of terms text', () => {
  it.each([
    ['smoke & slaw', {}],
    ['bigger, GBP', { amount: 142_500, ratePct: 7.4, n: 60, cur: '£' }],
    ['shorter', { amount: 24_000, ratePct: 11.5, n: 24, first: { y: 2026, m: 1, d: 28 } }],
  ] as Array<[string, Partial<S.TextLoanKnobs>]>)('%s', async (_, change) => {
    const k = { ...S.SMOKE, ...change };
    const { rows, sheet } = S.textLoan(k);
    const wb = await S.cellBook([{ name: 'Schedule', rows: sheet }]);
    const interest = sum(rows.map((r) => r.interest));
    const payments = sum(rows.map((r) => r.payment));
    // the cost of the loan is its interest; everything paid is named as the other reading
    for (const q of [
      'total cost of the loan',
      'what will the loan cost us',
      'how much does the loan cost',
    ])
      expectSays(wb, q, interest, new RegExp(`payments come to ${Math.floor(payments / 1000)}`));
    expectValue(wb, 'how much will we have repaid by the end', payments);
    expectValue(wb, "what's the interest rate", k.ratePct);
    // the cost as a share is another question, left to pass 20
    expect(
      ask(wb, 'what is the cost of the loan as a percentage of the loan').figures[0]?.value,
    ).not.toBe(String(r2(interest)));
  });
});

describe('W2, L3: budget vs actual with month pairs, a YTD group and a full-year budget', () => {
  const layouts: Array<[string, S.BvaLayout, number, number]> = [
    ['bayside', S.BAYSIDE_LAYOUT, 1, 5],
    [
      'YTD and Annual heads, plain Budget / Actual',
      {
        ...S.BAYSIDE_LAYOUT,
        org: 'Riverbend Men’s Shed Inc.',
        title: 'Budget v actual FY2026/27, YTD to 31 October 2026 (NZD)',
        budgetHead: 'Budget',
        actualHead: 'Actual',
        ytdHead: 'YTD',
        varianceHead: 'Var',
        fullHead: 'Annual',
      },
      0.4,
      4,
    ],
    ['six months', S.BAYSIDE_LAYOUT, 2.5, 6],
  ];
  it.each(layouts)('%s', async (_, l, k, n) => {
    const b = S.bayside(k, n);
    const wb = await S.cellBook([{ name: 'BvA', rows: S.monthPairRows(b, l) }]);
    const grants = b.income.find((x) => /grants/i.test(x.name))!;
    for (const q of [
      "what's the full year budget for grants",
      'annual budget for grants',
      'grants budget for the whole year',
    ])
      expectValue(wb, q, grants.fullYear);
    const mkt = b.expenses.find((x) => x.name === 'Marketing')!;
    const left = mkt.fullYear - S.ytdOf(mkt).actual;
    for (const q of [
      'how much of the marketing budget is left for the year',
      "what's left in the marketing budget",
      'how much marketing budget do we have left',
    ])
      expectValue(wb, q, left);
    // year to date: the YTD group; a month: that month's pair (the engine's)
    expectValue(wb, 'how much have we spent on marketing so far', S.ytdOf(mkt).actual);
    expectValue(wb, 'marketing actual in october', mkt.actual[3]!);
    expectValue(wb, 'marketing budget for september', mkt.budget[2]!);
  });
});

describe('L4: a fixed asset register on the written-down-value method, with blocks', () => {
  it.each([
    ['sharma', S.SHARMA_LAYOUT, 1, 11, undefined],
    ['TOTAL in column A, rates as %', { ...S.SHARMA_LAYOUT, totalAt: 0 }, 1.3, 11, '0%'],
    ['fewer assets', S.SHARMA_LAYOUT, 0.6, 8, undefined],
  ] as Array<[string, S.WdvLayout, number, number, string | undefined]>)(
    '%s',
    async (_, l, k, n, rateFmt) => {
      const xs = S.sharmaAssets(k, n);
      const wb = await S.cellBook([{ name: 'FAR 2025-26', rows: S.wdvRows(xs, l, rateFmt) }]);
      for (const q of [
        'depreciation charge for the year',
        "what's this year's depreciation",
        'depreciation for the year',
        'total depreciation charged this year',
      ])
        expectValue(wb, q, sum(xs.map((x) => x.dep)));
      // an Indian FY runs April to March
      const fy = xs.filter((x) => x.bought >= '2025-04-01' && x.bought <= '2026-03-31');
      for (const q of ['additions in fy 25-26', 'what did we buy in fy 2025-26', 'capex this year'])
        expectValue(wb, q, sum(fy.map((x) => x.cost)));
      expectValue(wb, 'how many assets did we buy in fy 25-26', fy.length);
      const pm = xs.filter((x) => x.block === 'Plant & machinery');
      for (const q of ['depreciation on plant & machinery', 'plant and machinery depreciation'])
        expectValue(wb, q, sum(pm.map((x) => x.dep)));
      const comp = xs.filter((x) => x.block === 'Computers');
      if (comp.length)
        for (const q of [
          'what rate are computers depreciated at',
          'depreciation rate for computers',
        ])
          expectValue(wb, q, comp[0]!.rate * 100);
      // refusals: rates that differ, a year before the register
      expectRefused(wb, 'what rate do we depreciate at', /differs/);
      expectRefused(wb, 'how many assets were bought in 2019', /outside/);
      expectRefused(wb, 'additions in fy 2018-19', /outside/);
    },
  );
});

describe('L5, G2: VAT3 workings with a rate column and return boxes', () => {
  const layouts: Array<[string, S.VatLayout, number]> = [
    ['hop island', S.HOP_LAYOUT, 1],
    ['rates in points, bigger', { ...S.HOP_LAYOUT, ratePoints: true }, 3.2],
    [
      'Rate / Tax heads, rates as %',
      {
        ...S.HOP_LAYOUT,
        heads: [
          null as unknown as string,
          'Rate',
          'Sep net',
          'Oct net',
          'Net total',
          'Tax',
          'Gross',
        ],
        rateFmt: '0.0%',
        salesHead: 'Sales',
        purchasesHead: 'Purchases',
      },
      0.7,
    ],
  ];
  it.each(layouts)('%s', async (_, l, k) => {
    const w = S.hopIsland(k);
    const f = S.vatFigures(w);
    const wb = await S.cellBook([{ name: 'VAT3 Sep-Oct', rows: S.vatRows(w, l) }]);
    for (const q of [
      'how much vat do we owe for sep-oct',
      "what's the vat bill",
      'how much vat do we have to pay',
    ])
      expectValue(wb, q, f.t3);
    for (const q of ['what do we owe revenue', 'what do we owe the taxman'])
      expectValue(wb, q, f.t3);
    for (const q of ['how much vat did we charge', 'output vat']) expectValue(wb, q, f.t1);
    for (const q of ['how much vat can we claim back', 'how much vat can we reclaim', 'input vat'])
      expectValue(wb, q, f.t2);
    for (const q of ['total sales ex vat', 'sales excluding vat', 'net sales'])
      expectValue(wb, q, f.totalSales.net);
    for (const q of ['gross sales incl vat', 'sales including vat'])
      expectValue(wb, q, f.totalSales.gross);
    const byNet = [...w.purchases].sort((a, b) => f.net(b) - f.net(a));
    for (const q of ['biggest purchase category', 'what is our largest purchase line'])
      expectValue(wb, q, f.net(byNet[0]!));
    for (const q of ['how much did we sell to the EU', 'eu sales']) expectValue(wb, q, f.e1);
    expectValue(wb, 'what did we buy from the EU', f.e2);
    const at23 = w.sales.filter((x) => x.rate === 0.23);
    expectValue(
      wb,
      'what share of our sales were at 23%',
      (sum(at23.map((x) => f.net(x))) * 100) / f.totalSales.net,
    );
    expectValue(
      wb,
      'how much were zero-rated sales',
      sum(w.sales.filter((x) => x.rate === 0).map((x) => f.net(x))),
    );
    // G2: the rate column is never added, never the VAT on a line
    for (const q of ['vat on sales?', 'vat on sales']) expectValue(wb, q, f.t1);
    const pack = w.purchases.find((x) => /packaging/i.test(x.label))!;
    expectValue(wb, 'vat on packaging', f.vat(pack));
    const food = w.sales.find((x) => /food/i.test(x.label))!;
    expectValue(wb, 'what rate is taproom food', food.rate * 100);
    expectValue(wb, 'sales in september', sum(w.sales.map((x) => x.m1)));
    // another period is refused
    expectRefused(wb, 'how much vat do we owe for jul-aug', /September 2026 and October 2026/);
  });
});

describe('G2: rate and percent columns are never added nor given for an amount', () => {
  it('an agent split and a commission %', async () => {
    for (const k of [1, 2]) {
      const split = await S.cellBook([
        {
          name: 'Deals',
          rows: [
            ['Property', 'Agent', 'Fee', 'Agent split'],
            ['12 High St', 'Ana', 9000 * k, 0.6],
            ['3 Low Rd', 'Ben', 7000 * k, 0.5],
            ['9 Mill Ln', 'Ana', 8000 * k, 0.6],
          ],
        },
      ]);
      expectRefused(split, 'total agent split');
      expectRefused(split, 'agent split for ana');
      expectValue(split, 'total fee for ana', 17000 * k);
      const comm = await S.cellBook([
        {
          name: 'Sales',
          rows: [
            ['Agent', 'Sale price', 'Comm %', 'Commission'],
            ['Ana', 300000 * k, 0.025, 7500 * k],
            ['Ben', 450000 * k, 0.02, 9000 * k],
            ['Cy', 280000 * k, 0.025, 7000 * k],
          ],
        },
      ]);
      // the overall rate is the totals' ratio (pass 37), never the rates added
      expectValue(comm, 'total comm %', (23500 * 100) / 1030000);
      expectValue(comm, 'how much commission did ana get', 7500 * k);
      const a = ask(comm, 'comm for ana');
      expect(a.refused || Number(a.figures[0]!.value) === 7500 * k).toBe(true);
    }
  });
});

describe('L6: a petty cash book with analysis columns and formulas', () => {
  it.each([
    ['little acorns', S.ACORNS_LAYOUT, 1],
    ['values, not formulas, GBP', { ...S.ACORNS_LAYOUT, formulas: false, cur: '£' }, 1.4],
    [
      'other analysis heads',
      {
        ...S.ACORNS_LAYOUT,
        analysis: ['Crafts', 'Food', 'Cleaning materials', 'Post & printing', 'Other'],
      },
      0.8,
    ],
  ] as Array<[string, S.PettyLayout, number]>)('%s', async (_, l, k) => {
    const p = S.littleAcorns(k);
    const wb = await S.cellBook([{ name: 'Petty cash', rows: S.pettyRows(p, l).rows }]);
    const pays = p.entries.filter((e) => e.paid !== undefined);
    const oct = pays.filter((e) => e.date.startsWith('2026-10'));
    for (const q of [
      'what did we spend in october',
      'how much did we spend in october',
      'how much was paid out in october',
    ])
      expectValue(wb, q, sum(oct.map((e) => e.paid!)));
    expectValue(wb, 'how many payments in october', oct.length);
    const byCol = l.analysis.map((_, j) =>
      sum(pays.filter((e) => e.analysis === j).map((e) => e.paid!)),
    );
    const top = argmax(byCol);
    for (const q of [
      'which category did we spend most on',
      'what did we spend the most on',
      'which category had the most spending',
    ])
      expectValue(wb, q, byCol[top]!, NOW, l.analysis[top]!);
    for (const q of ['average payment', "what's the average payment", 'typical payment'])
      expectValue(wb, q, r2(sum(pays.map((e) => e.paid!)) / pays.length));
    // the month spent most in; what is left in the tin
    const months = ['2026-09', '2026-10', '2026-11'].map((m) =>
      sum(pays.filter((e) => e.date.startsWith(m)).map((e) => e.paid!)),
    );
    const busiest = argmax(months);
    for (const q of [
      'which month did we spend the most',
      'what was our biggest month for spending',
    ])
      expectValue(wb, q, months[busiest]!, NOW, `${MONTH[8 + busiest]} 2026`);
    for (const q of ['how much cash is left', "what's left"])
      expectValue(wb, q, S.pettyRows(p, l).balances[p.entries.length - 1]!);
    // a month the book does not hold
    expectRefused(wb, 'what did we spend in december', /September 2026, October 2026/);
  });
});

describe('G3: counts of a period the sheet does not hold', () => {
  it('are refused on workings, budgets and forecasts that list lines', async () => {
    const vat = await S.cellBook([{ name: 'VAT3', rows: S.vatRows(S.hopIsland(), S.HOP_LAYOUT) }]);
    expectRefused(vat, 'how many payments were made in 2024', /2026-09-01/);
    const bva = await S.cellBook([
      { name: 'BvA', rows: S.monthPairRows(S.bayside(), S.BAYSIDE_LAYOUT) },
    ]);
    expectRefused(bva, 'how many payments were made in 2024', /2026-07-01/);
    const { sheet } = S.textLoan(S.SMOKE);
    const loan = await S.cellBook([{ name: 'Schedule', rows: sheet }]);
    expectRefused(loan, 'how many payments were made in 2024', /2024/);
    // a year the schedule holds is still counted
    const { rows: tr, sheet: ts } = S.termsLoan(S.TOTARA);
    const totara = await S.cellBook([{ name: 'Loan', rows: ts }]);
    expectValue(
      totara,
      'how many payments last year',
      tr.filter((r) => r.date.startsWith('2025')).length,
    );
  });

  it('a count of 0 of a thing the workbook never names is refused, a 0 under a condition kept', async () => {
    const f = S.locoTaco();
    const wb = await S.cellBook([
      { name: 'Forecast 2027', rows: S.dateForecastRows(f, S.LOCO_LAYOUT), dateFmt: 'mmm-yy' },
    ]);
    const zero = {
      text: 'Rows: 0.',
      kind: 'count',
      refused: false,
      figures: [
        {
          label: 'Rows',
          value: '0',
          display: '0',
          source: { sheet: 'Forecast 2027', range: 'B8:M8' },
        },
      ],
    };
    for (const noun of ['walruses', 'refunds', 'invoices'])
      expect(countOutsideReason(wb, `how many ${noun} did we get`, zero, NOW)).toMatch(
        new RegExp(`nothing in the workbook is '${noun}'`),
      );
    for (const q of [
      'how many months did we trade',
      'how many parties are below 100',
      'how many catering events',
    ])
      expect([q, countOutsideReason(wb, q, zero, NOW)]).toEqual([q, undefined]);
  });
});
