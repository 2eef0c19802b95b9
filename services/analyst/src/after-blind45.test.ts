/**
 * The lead's fixes from blind-44's misses (issue 13; blind-44 and blind-45 are tuning sets since
 * their first runs), made by kind and tested on made-up layouts of the same kind, never the
 * blind books. Each test fails with its fix taken out (checked against the engine before them).
 */
import { expect } from '@jest/globals';
import { answerQuestion } from './answer';
import { cellBook } from './pass52-shapes';
import { bookOf } from './pass5-shapes';
import { ask, expectRefused, expectValue, r2, sum } from './pass-expect';

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];

describe('a book of one sheet per branch and no summary sheet', () => {
  // name, first month open (0 = January), sales per month, covers per month
  const raw: Array<[string, number, number[], number[]]> = [
    [
      'Harbour',
      0,
      [410, 430, 520, 610, 700, 820, 905, 880, 640, 500],
      [41, 43, 50, 60, 70, 80, 88, 85, 62, 50],
    ],
    [
      'Castle',
      0,
      [380, 395, 470, 560, 655, 760, 850, 915, 600, 470],
      [38, 40, 46, 55, 64, 75, 84, 90, 59, 46],
    ],
    [
      'Station',
      4,
      [0, 0, 0, 0, 210, 300, 360, 340, 270, 240],
      [0, 0, 0, 0, 21, 30, 36, 34, 27, 24],
    ],
  ];
  const branches = raw.map(([n, from, sales, covers]): (typeof raw)[number] => [
    n,
    from,
    sales.map((v) => v * 10),
    covers,
  ]);
  const rent = 1200;
  const book = () =>
    bookOf(
      branches.map(([name, from, sales, covers]) => ({
        name,
        rows: [
          [`Crumb & Co — ${name} branch, monthly figures 2026`],
          [],
          ['Month', 'Covers', 'Sales', 'Rent', 'Branch profit'],
          ...MON.flatMap((m, i) =>
            i < from ? [] : [[`${m} 2026`, covers[i]!, sales[i]!, rent, sales[i]! - rent]],
          ),
          [
            'Total',
            sum(covers),
            sum(sales),
            rent * (MON.length - from),
            sum(sales) - rent * (MON.length - from),
          ],
        ],
      })),
    );
  const all = sum(branches.flatMap((b) => b[2]));
  const profit = (b: (typeof branches)[number]) => sum(b[2]) - rent * (MON.length - b[1]);

  it('adds the branches for the business, "last month" included, and ranks its months', async () => {
    const wb = await book();
    expectValue(wb, 'What did all three branches sell this year?', all);
    expectValue(
      wb,
      'How many covers did we serve across all the branches?',
      sum(branches.flatMap((b) => b[3])),
    );
    expectValue(
      wb,
      'What did all the branches take last month?',
      sum(branches.map((b) => b[2][9]!)),
    );
    const byMonth = MON.map((_, i) => sum(branches.map((b) => b[2][i]!)));
    const best = ask(wb, 'What was our best month across the branches?');
    expect(best.figures[0]?.at).toBe(`${MON[byMonth.indexOf(Math.max(...byMonth))]} 2026`);
  });

  it('ranks the branches, takes a share, says when one opened and refuses one it lacks', async () => {
    const wb = await book();
    expectValue(wb, 'Which branch sells the most?', sum(branches[0]![2]), 'Harbour');
    expectValue(wb, 'Which branch is the most profitable?', profit(branches[0]!), 'Harbour');
    expectValue(wb, 'Which branch had the lowest sales in August?', 3400, 'Station');
    expectValue(wb, 'What share of sales came from Station?', (sum(branches[2]![2]) / all) * 100);
    expect(ask(wb, 'When did Station open?').figures[0]?.at).toBe('May 2026');
    expectRefused(wb, 'When did Harbour open?', /may have opened before/);
    expectRefused(wb, 'What did the Riverside branch sell?', /no sheet for Riverside/);
  });

  it('divides sales by covers for one branch, and keeps "7,000" whole', async () => {
    const wb = await book();
    expectValue(
      wb,
      'What is the average price per cover at Castle?',
      sum(branches[1]![2]) / sum(branches[1]![3]),
    );
    const over = branches[0]![2].filter((v) => v > 6000).length;
    expectValue(wb, "In how many months were Harbour's sales more than 6,000?", over);
  });
});

describe('a pivot table in compact form: territories carrying their subtotals above their cities', () => {
  const tree: Array<[string, Array<[string, number[]]>]> = [
    [
      'North',
      [
        ['Leeds', [120.5, 130, 90]],
        ['York', [60, 75.25, 80]],
      ],
    ],
    [
      'South',
      [
        ['Bristol', [210, 190, 240.4]],
        ['Bath', [55, 65, 70]],
        ['Exeter', [40, 45, 38]],
      ],
    ],
    ['West', [['Cardiff', [99, 101, 103]]]],
  ];
  const months = ['Sep', 'Oct', 'Nov'];
  const cityTotal = (v: number[]) => sum(v);
  const book = () =>
    cellBook([
      {
        name: 'Pivot',
        numFmt: '£#,##0.00',
        rows: [
          ['Fenwick Cycles — revenue by territory and city, Sep–Nov 2026'],
          ['Year', 2026],
          [],
          ['Sum of Revenue (£)', 'Column Labels'],
          ['Row Labels', ...months, 'Grand Total'],
          ...tree.flatMap(([t, cities]) => [
            [
              t,
              ...months.map((_, i) => sum(cities.map((c) => c[1][i]!))),
              sum(cities.map((c) => cityTotal(c[1]))),
            ],
            ...cities.map(([c, v]) => [c, ...v, cityTotal(v)]),
          ]),
          [
            'Grand Total',
            ...months.map((_, i) => sum(tree.flatMap(([, cs]) => cs.map((c) => c[1][i]!)))),
            sum(tree.flatMap(([, cs]) => cs.map((c) => cityTotal(c[1])))),
          ],
        ],
      },
    ]);
  const grand = sum(tree.flatMap(([, cs]) => cs.map((c) => cityTotal(c[1]))));
  const south = sum(tree[1]![1].map((c) => cityTotal(c[1])));

  it('reads the grand total once, ranks both levels and counts cities', async () => {
    const wb = await book();
    expectValue(wb, 'What is our total revenue?', grand);
    expectValue(wb, 'Which territory brings in the most?', south, 'South');
    expectValue(wb, 'Which city is our best?', cityTotal([210, 190, 240.4]), 'Bristol');
    expectValue(wb, 'Which city sells the least?', cityTotal([40, 45, 38]), 'Exeter');
    expectValue(wb, 'How many cities do we sell in?', 6);
    expectValue(wb, 'How many cities sold more than £250?', 3);
    expectValue(wb, 'What is average revenue per city?', grand / 6);
    expectValue(wb, 'What share of revenue comes from the South territory?', (south / grand) * 100);
  });
});

describe('a tip log, one row per server per shift', () => {
  // day, server, covers, sales, card tips, cash tips
  const shifts: Array<[string, string, number, number, number, number]> = [
    ['Fri 06 Nov', 'Ines', 20, 1400, 180, 40],
    ['Fri 06 Nov', 'Joel', 18, 1200, 150, 30],
    ['Sat 07 Nov', 'Ines', 26, 1900, 260, 55],
    ['Sat 07 Nov', 'Joel', 24, 1750, 230, 20],
    ['Sat 07 Nov', 'Kofi', 22, 1500, 190, 35],
    ['Sun 08 Nov', 'Kofi', 15, 980, 120, 25],
    ['Sun 08 Nov', 'Ines', 14, 900, 110, 45],
  ];
  const book = () =>
    cellBook([
      {
        name: 'Tips',
        rows: [
          ['Olive Tree — server tip log, November 2026'],
          ['Date', 'Server', 'Covers', 'Sales', 'Card tips', 'Cash tips', 'Total tips'],
          ...shifts.map(([d, s, c, sa, ca, cs]) => [
            d,
            s,
            c,
            { n: sa, fmt: '$#,##0.00' },
            { n: ca, fmt: '$#,##0.00' },
            { n: cs, fmt: '$#,##0.00' },
            { n: ca + cs, fmt: '$#,##0.00' },
          ]),
        ],
      },
    ]);
  const tips = sum(shifts.map((s) => s[4] + s[5]));

  it('calls the rows shifts, the days nights, and drops a weekday before a date', async () => {
    const wb = await book();
    expectValue(wb, 'How many shifts did Ines work?', 3);
    expectValue(wb, 'How many shifts made more than $200 in tips?', 4);
    expectValue(wb, 'What are average tips per shift?', tips / shifts.length);
    const night = ask(wb, 'Which night brought in the most tips?');
    expect(night.figures[0]?.at).toBe('2026-11-07');
    expectValue(wb, 'What were our sales on Saturday 7 November?', 1900 + 1750 + 1500);
  });

  it('divides tips by covers, and takes card tips as a share of their own Total column', async () => {
    const wb = await book();
    expectValue(wb, 'How much did tips come to per cover?', tips / sum(shifts.map((s) => s[2])));
    expectValue(
      wb,
      'What share of tips were paid by card?',
      (sum(shifts.map((s) => s[4])) / tips) * 100,
    );
  });
});

describe('a payroll register with one CPP column', () => {
  it('answers what was deducted for CPP', async () => {
    const rows: Array<[string, number, number, number, number]> = [
      ['Ana', 2000, 300, 110, 1590],
      ['Raj', 1800, 260, 98, 1442],
    ];
    const wb = await bookOf([
      {
        name: 'Register',
        rows: [
          ['Payroll register, pay date 27 Nov 2026'],
          ['Employee', 'Gross pay', 'Income tax', 'CPP', 'Net pay'],
          ...rows,
          ['Totals', ...[1, 2, 3, 4].map((i) => sum(rows.map((r) => r[i] as number)))],
        ],
      },
    ]);
    expectValue(wb, 'How much CPP did we deduct?', 208);
  });
});

describe("blind-45's wrong answers, by kind", () => {
  const money = (n: number) => ({ n, fmt: '$#,##0.00' });

  it('reads "Subtotal" in a later text column as a subtotal, never an expense', async () => {
    const lines: Array<[string, string, number]> = [
      ['Fuel', 'Diesel', 120],
      ['Fuel', 'Diesel', 480],
      ['Repairs', 'Tyres', 620],
      ['Repairs', 'Brakes', 300],
    ];
    const wb = await cellBook([
      {
        name: 'Expenses',
        rows: [
          ['Ridge Line Fencing — expenses 2026'],
          ['Date', 'Payee', 'Category', 'Details', 'Amount'],
          ['03-Jul-2026', 'Z', 'Fuel', 'Diesel', money(120)],
          ['09-Jul-2026', 'Z', 'Fuel', 'Diesel', money(480)],
          [null, null, 'Fuel', 'Subtotal', money(600)],
          [],
          ['11-Jul-2026', 'Tyreland', 'Repairs', 'Tyres', money(620)],
          ['19-Jul-2026', 'Midas', 'Repairs', 'Brakes', money(300)],
          [null, null, 'Repairs', 'Subtotal', money(920)],
          [],
          [null, null, null, 'TOTAL', money(1520)],
        ],
      },
    ]);
    expectValue(wb, 'How many expenses were over $450?', lines.filter((l) => l[2] > 450).length);
    expectValue(wb, 'What were our total expenses?', 1520);
  });

  it('gives the one fee of a kind whose rows are scattered, and counts rainy days as rows', async () => {
    const days: Array<[string, string, string, number, number]> = [
      ['2026-11-02', 'Mon', 'Rain', 40, 400],
      ['2026-11-03', 'Tue', 'Sunny', 200, 2400],
      ['2026-11-04', 'Wed', 'Rain', 60, 650],
      ['2026-11-09', 'Mon', 'Rain', 55, 600],
      ['2026-11-10', 'Tue', 'Sunny', 180, 2100],
    ];
    const wb = await cellBook([
      {
        name: 'Takings',
        rows: [
          ['Surf Shack — daily takings November 2026'],
          ['Date', 'Day', 'Weather', 'Customers', 'Total'],
          ...days.map(([d, w, x, c, t]) => [new Date(`${d}T00:00:00Z`), w, x, c, money(t)]),
        ],
      },
    ]);
    expectValue(wb, 'How many rainy days did we have?', 3);
    expectValue(
      wb,
      'What does the average customer spend?',
      sum(days.map((d) => d[4])) / sum(days.map((d) => d[3])),
    );
    const classes = await cellBook([
      {
        name: 'Register',
        rows: [
          ['Splash School — class register November 2026'],
          ['Date', 'Class', 'Booked', 'Fee', 'Takings'],
          [new Date('2026-11-02T00:00:00Z'), 'Otters', 6, money(18), money(108)],
          [new Date('2026-11-02T00:00:00Z'), 'Seals', 8, money(22), money(176)],
          [new Date('2026-11-03T00:00:00Z'), 'Otters', 5, money(18), money(90)],
          [new Date('2026-11-04T00:00:00Z'), 'Seals', 7, money(22), money(154)],
          [new Date('2026-11-05T00:00:00Z'), 'Otters', 6, money(18), money(108)],
        ],
      },
    ]);
    expectValue(classes, "What's the fee for a Seals class?", 22);
  });

  it('counts leases by the end date the question names, a year of monthly rent is twelve months, and a lease start dates no rent', async () => {
    const units: Array<[string, string, string, string, number]> = [
      ['U1', 'Acme Print', '2021-01-01', '2027-03-31', 4000],
      ['U2', 'Bolt Storage', '2023-06-01', '2027-11-30', 2500],
      ['U3', 'Cask & Co', '2024-10-01', '2029-09-30', 3100],
      ['U4', 'Dyno Labs', '2025-02-01', '2028-01-31', 5200],
    ];
    const wb = await cellBook([
      {
        name: 'Rent roll',
        rows: [
          ['Millbrook Units — rent roll as at 30 November 2026'],
          ['Unit', 'Tenant', 'Lease start', 'Lease end', 'Monthly rent'],
          ...units.map(([u, t, a, b, r]) => [
            u,
            t,
            new Date(`${a}T00:00:00Z`),
            new Date(`${b}T00:00:00Z`),
            money(r),
          ]),
        ],
      },
    ]);
    expectValue(wb, 'How many leases end in 2027?', 2);
    expectValue(wb, "What's our rent roll for a year?", sum(units.map((u) => u[4])) * 12);
    expectRefused(wb, 'How much rent did we collect in October?', /Lease start/);
  });

  it('reads a bank export with a Reference beside its Description, and moves the balance from start to end', async () => {
    // date, reference, description, amount
    const entries: Array<[string, string, string, number]> = [
      ['2026-09-01', 'AG', 'Rent workshop', -900],
      ['2026-09-05', 'SWISH', 'Swish Cafe Nord', 400],
      ['2026-09-20', 'BG', 'Payment Hotel Sund', 1200],
      ['2026-10-02', 'AG', 'Rent workshop', -900],
      ['2026-10-15', 'SWISH', 'Swish Cafe Nord', 350],
      ['2026-10-30', 'FEE', 'Account charge', -45],
      ['2026-11-03', 'AG', 'Rent workshop', -900],
      ['2026-11-18', 'BG', 'Payment Hotel Sund', 1500],
    ];
    const opening = 5000;
    let bal = opening;
    const wb = await cellBook([
      {
        name: 'Account',
        rows: [
          ['Nordslip AB — business account, 1 September – 30 November 2026 (SEK)'],
          ['Date', 'Reference', 'Description', 'Amount', 'Balance'],
          [new Date('2026-09-01T00:00:00Z'), null, 'Opening balance', null, opening],
          ...entries.map(([d, r, x, a]) => {
            bal += a;
            return [new Date(`${d}T00:00:00Z`), r, x, a, bal];
          }),
        ],
      },
    ]);
    expectValue(wb, 'How much came in during October?', 350);
    expectValue(
      wb,
      'How much did the balance change over the three months?',
      sum(entries.map((e) => e[3])),
    );
    expectValue(wb, 'How much did the balance change in October?', 350 - 900 - 45);
    expectRefused(wb, 'What did we pay in bank fees?');
  });

  it('dates the last invoice to a customer by the Invoice lines, never their payments', async () => {
    const wb = await cellBook([
      {
        name: 'Transactions',
        rows: [
          ['Plaster Pros LLC Transaction List by Date'],
          ['Date', 'Transaction Type', 'Num', 'Name', 'Memo', 'Amount'],
          [
            new Date('2026-10-02T00:00:00Z'),
            'Invoice',
            101,
            'Oak Homes',
            'Boarding, ground floor',
            2000,
          ],
          [
            new Date('2026-10-20T00:00:00Z'),
            'Payment',
            null,
            'Oak Homes',
            'Payment for invoice 101',
            2000,
          ],
          [
            new Date('2026-11-05T00:00:00Z'),
            'Invoice',
            107,
            'Oak Homes',
            'Taping, first floor',
            1500,
          ],
          [new Date('2026-11-09T00:00:00Z'), 'Invoice', 108, 'Birch Ltd', 'Patch repairs', 900],
          [
            new Date('2026-11-25T00:00:00Z'),
            'Payment',
            null,
            'Oak Homes',
            'Payment for invoice 107',
            1500,
          ],
        ],
      },
    ]);
    expect(ask(wb, 'When did we last invoice Oak Homes?').figures[0]?.at).toBe('2026-11-05');
  });

  it('reads a cost asked of a payroll summary as the money, never the headcount beside it', async () => {
    const months = [
      ['January 2026', 12, 30000, 40000],
      ['February 2026', 13, 31000, 41500],
      ['March 2026', 13, 31500, 42000],
    ] as const;
    const wb = await cellBook([
      {
        name: 'Payroll',
        rows: [
          ['Vosges Timber — payroll summary 2026 (EUR)'],
          ['Month', 'Headcount', 'Gross salaries', 'Total employer cost'],
          ...months.map(([m, h, g, t]) => [m, h, money(g), money(t)]),
        ],
      },
    ]);
    expectValue(
      wb,
      'What did our staff cost us in total, including employer charges?',
      sum(months.map((m) => m[3])),
    );
  });
});

describe("blind-45's wrong answers, by kind (2)", () => {
  const money = (n: number) => ({ n, fmt: '$#,##0.00' });

  it('reads a stock count against the system: lines off, the shortfall, what was counted', async () => {
    // item, category, unit cost, system, counted
    const lines: Array<[string, string, number, number, number]> = [
      ['Rod A', 'Rods', 50, 10, 9],
      ['Rod B', 'Rods', 120, 4, 4],
      ['Reel A', 'Reels', 80, 6, 6],
      ['Reel B', 'Reels', 95, 3, 1],
      ['Lure A', 'Lures', 6, 40, 42],
      ['Lure B', 'Lures', 5, 30, 30],
      ['Fly line', 'Lines', 30, 2, 0],
    ];
    const wb = await cellBook([
      {
        name: 'Count',
        rows: [
          ['Pike & Perch Tackle — stock count 30 November 2026'],
          [
            'Item',
            'Category',
            'Unit cost',
            'System qty',
            'Counted qty',
            'Variance',
            'Variance value',
            'Stock value',
          ],
          ...lines.map(([i, c, u, s, n]) => [
            i,
            c,
            money(u),
            s,
            n,
            n - s,
            money((n - s) * u),
            money(n * u),
          ]),
        ],
      },
    ]);
    const off = lines.filter((l) => l[4] !== l[3]);
    expectValue(wb, 'How many lines were off in the count?', off.length);
    expectValue(
      wb,
      'How much did the stock count come up short?',
      sum(lines.map((l) => (l[4] - l[3]) * l[2])),
    );
    expect(ask(wb, 'Which item has the biggest shortfall?').figures[0]?.at).toBe('Reel B');
    expectValue(wb, 'How many lures did we count?', 72);
    expectValue(wb, 'How many items are out of stock?', 1);
    expectValue(
      wb,
      'What does the system say our stock is worth?',
      sum(lines.map((l) => l[3] * l[2])),
    );
    expectValue(wb, 'What are our reels worth?', 80 * 6 + 95 * 1);
  });

  it('reads a sales log kept Net | VAT | Total: takings incl. VAT, a discount rate is no amount', async () => {
    // qty, unit price, discount
    const sales: Array<[string, number, number, number]> = [
      ['2026-11-02', 1, 500, 0.1],
      ['2026-11-03', 2, 300, 0],
      ['2026-11-05', 1, 700, 0.15],
      ['2026-11-06', 1, 250, 0],
    ];
    const rowsOf = sales.map(([d, q, p, disc]) => {
      const total = Math.round(q * p * (1 - disc) * 100) / 100;
      const net = Math.round((total / 1.21) * 100) / 100;
      return [
        new Date(`${d}T00:00:00Z`),
        `Eau ${d.slice(-2)}`,
        q,
        money(p),
        { n: disc, fmt: '0%' },
        money(net),
        money(Math.round((total - net) * 100) / 100),
        money(total),
      ];
    });
    const wb = await cellBook([
      {
        name: 'Sales',
        rows: [
          ['Aroma — sales register November 2026'],
          ['Date', 'Product', 'Qty', 'Unit price', 'Discount', 'Net', 'VAT 21%', 'Total'],
          ...rowsOf,
        ],
      },
    ]);
    const totals = sales.map(([, q, p, d]) => Math.round(q * p * (1 - d) * 100) / 100);
    expectValue(wb, 'What is our average sale?', sum(totals) / totals.length);
    expectValue(wb, 'How many sales had a discount?', 2);
    expectRefused(wb, 'How much did we give away in discounts?', /percentage/);
  });

  it('ranks one job, never a job type, and sets YTD actual against the budget of the same quarters', async () => {
    const quotes = await cellBook([
      {
        name: 'Quotes',
        rows: [
          ['Tidy Tiles — quote log 2026'],
          ['Quote no', 'Date sent', 'Customer', 'Job type', 'Quote', 'Status'],
          ['Q-1', new Date('2026-02-01T00:00:00Z'), 'Byrne', 'Wet room', money(9000), 'Won'],
          ['Q-2', new Date('2026-03-01T00:00:00Z'), 'Ahern', 'Wet room', money(8500), 'Won'],
          ['Q-3', new Date('2026-04-01T00:00:00Z'), 'Nolan', 'Full refit', money(14000), 'Won'],
          ['Q-4', new Date('2026-05-01T00:00:00Z'), 'Walsh', 'Full refit', money(16000), 'Lost'],
        ],
      },
    ]);
    expectValue(quotes, "What's the biggest job we've won?", 14000);
    const plan = await cellBook([
      {
        name: 'Quarterly',
        rows: [
          ['Farm Park Ltd — quarterly results, 2026 budget and actual'],
          ['Quarter', '2026 Budget', '2026 Actual'],
          ['Net profit'],
          ['Q1', 240, 210],
          ['Q2', -40, -60],
          ['Q3', 70, 66],
          ['Q4', 480, null],
          ['Jan–Sep', 270, 216],
          ['Full year', 750, null],
        ],
      },
    ]);
    expectValue(plan, 'How far behind budget is our profit this year to date?', 216 - 270);
  });
});

describe("blind-45's misses, by kind", () => {
  const money = (n: number) => ({ n, fmt: '$#,##0.00' });

  it('reads a class register: a fee is a unit price, no-shows a column, how full the classes were', async () => {
    // class, capacity, booked, attended, fee
    const sessions: Array<[string, string, number, number, number, number]> = [
      ['2026-11-02', 'Minnows', 8, 8, 7, 20],
      ['2026-11-02', 'Sharks', 10, 9, 6, 25],
      ['2026-11-03', 'Minnows', 8, 6, 6, 20],
      ['2026-11-04', 'Sharks', 10, 10, 10, 25],
      ['2026-11-05', 'Minnows', 8, 7, 6, 20],
    ];
    const wb = await cellBook([
      {
        name: 'Register',
        rows: [
          ['Blue Lagoon Swim — register November 2026'],
          ['Date', 'Class', 'Capacity', 'Booked', 'Attended', 'No-shows', 'Fee', 'Takings'],
          ...sessions.map(([d, c, cap, b, a, f]) => [
            new Date(`${d}T00:00:00Z`),
            c,
            cap,
            b,
            a,
            b - a,
            money(f),
            money(a * f),
          ]),
        ],
      },
    ]);
    expectValue(wb, 'How many no-shows did we have?', sum(sessions.map((s) => s[3] - s[4])));
    const noShows = (c: string) => sum(sessions.filter((s) => s[1] === c).map((s) => s[3] - s[4]));
    expectValue(wb, 'Which class has the most no-shows?', noShows('Sharks'), 'Sharks');
    expectValue(
      wb,
      'How full were our classes?',
      (sum(sessions.map((s) => s[3])) / sum(sessions.map((s) => s[2]))) * 100,
    );
    expectValue(wb, 'How much did the Sharks bring in?', 6 * 25 + 10 * 25);
  });

  it('reads an order book whose Price is its parts added, and never ranks single orders for "most orders"', async () => {
    // item, price, deposit, paid on collection
    const orders: Array<[string, string, number, number, number]> = [
      ['P-1', 'Belt', 2000, 600, 1400],
      ['P-2', 'Saddle', 30000, 9000, 0],
      ['P-3', 'Belt', 1800, 540, 1260],
      ['P-4', 'Bridle', 5200, 1560, 0],
    ];
    const wb = await cellBook([
      {
        name: 'Orders',
        rows: [
          ['Saddler & Co — order book 2026'],
          ['Order no', 'Item', 'Price', 'Deposit', 'Paid on collection', 'Balance due'],
          ...orders.map(([o, i, p, d, c]) => [
            o,
            i,
            money(p),
            money(d),
            money(c),
            money(p - d - c),
          ]),
        ],
      },
    ]);
    expectValue(wb, "What's our biggest order?", 30000);
    expectValue(wb, 'What is the total value of our orders?', sum(orders.map((o) => o[2])));
    expectValue(wb, 'How many orders were over $5,000?', 2);
    expectValue(
      wb,
      "What's our average order worth?",
      sum(orders.map((o) => o[2])) / orders.length,
    );
    expectRefused(wb, 'What do we get the most orders for?', /counts orders/);
  });
});

describe('results kept by quarter down, a block per measure, years and budget across', () => {
  const rev25 = [1400, 950, 1180, 1900];
  const rev26 = [1450, 1070, 1215, null];
  const bud26 = [1500, 1000, 1250, 2000];
  const net25 = [220, -80, 60, 430];
  const net26 = [205, -55, 70, null];
  const netB = [240, -40, 75, 470];
  const rows = (name: string, a: Array<number | null>, b: number[], c: Array<number | null>) => [
    [name],
    ...[0, 1, 2, 3].map((i) => [`Q${i + 1}`, a[i] ?? null, b[i] ?? null, c[i] ?? null]),
  ];
  const book = () =>
    cellBook([
      {
        name: 'Quarterly',
        rows: [
          ['Kiddie Farm Ltd — quarterly results, 2025 actual, 2026 budget and actual (R\u2019000)'],
          ['Quarter', '2025 Actual', '2026 Budget', '2026 Actual'],
          ...rows('Revenue', rev25, bud26, rev26),
          ...rows('Net profit', net25, netB, net26),
        ],
      },
    ]);
  const NOW = new Date('2026-12-09T12:00:00Z');
  const value = (a: ReturnType<typeof answerQuestionNow>) =>
    a.refused ? a.text : Number(a.figures[0]!.value);
  const answerQuestionNow = (wb: Awaited<ReturnType<typeof book>>, q: string) =>
    answerQuestion(wb, q, { now: NOW });

  it('reads a quarter against last year and the budget, ranks quarters, and refuses one not reported', async () => {
    const wb = await book();
    expect(value(answerQuestionNow(wb, 'How did Q3 revenue compare with last year?'))).toBe(
      1215 - 1180,
    );
    expect(value(answerQuestionNow(wb, 'Did we beat the revenue budget in Q2?'))).toBe(1070 - 1000);
    expect(answerQuestionNow(wb, 'Which quarter lost money last year?').figures[0]?.at).toBe('Q2');
    expect(
      answerQuestionNow(wb, 'Which quarter brought in the most revenue this year?').figures[0]?.at,
    ).toBe('Q1');
    expect(value(answerQuestionNow(wb, 'What was our net profit in Q4 last year?'))).toBe(430);
    expect(value(answerQuestionNow(wb, 'How does this year compare with last year so far?'))).toBe(
      1450 + 1070 + 1215 - (1400 + 950 + 1180),
    );
    expect(value(answerQuestionNow(wb, 'What was our average quarterly revenue last year?'))).toBe(
      (1400 + 950 + 1180 + 1900) / 4,
    );
    expect(answerQuestionNow(wb, 'What was our revenue in Q4 this year?').refused).toBe(true);
  });
});

describe('a quote log said with verbs, and a run of months with one end named', () => {
  const money = (n: number) => ({ n, fmt: '€#,##0.00' });
  // date sent, job type, quote, status, reason lost
  const quotes: Array<[string, string, number, string, string | null]> = [
    ['2026-03-02', 'Wet room', 9000, 'Won', null],
    ['2026-03-09', 'En-suite', 7000, 'Lost', 'Price'],
    ['2026-03-20', 'Full refit', 15000, 'Won', null],
    ['2026-04-02', 'En-suite', 6500, 'Lost', 'Price'],
    ['2026-05-12', 'En-suite', 7200, 'Won', null],
    ['2026-06-18', 'Wet room', 8800, 'Lost', 'Timing'],
    ['2026-07-14', 'Wet room', 9500, 'Won', null],
    ['2026-08-01', 'Full refit', 14000, 'Lost', 'Timing'],
  ];
  const book = () =>
    cellBook([
      {
        name: 'Quotes',
        rows: [
          ['Dublin Baths — quote log 2026'],
          ['Quote no', 'Date sent', 'Job type', 'Quote', 'Status', 'Reason lost'],
          ...quotes.map(([d, j, v, st, why], i) => [
            `Q-${i + 1}`,
            new Date(`${d}T00:00:00Z`),
            j,
            money(v),
            st,
            why,
          ]),
        ],
      },
    ]);
  const won = quotes.filter((x) => x[3] === 'Won');

  it('reads win and lose as the Status values and drops the sending verb', async () => {
    const wb = await book();
    expectValue(wb, 'How much work did we win?', sum(won.map((x) => x[2])));
    expectValue(wb, 'How many quotes did we send in March?', 3);
    expectRefused(wb, 'How many quotes did we send in 2025?', /2025/);
    // a win rate is by count, which no share the engine takes (by value) gives: never answered
    // by value (blind-29's roofing asked it of the count)
    const rate = ask(wb, "What's our win rate?");
    const byCount = r2((won.length / quotes.length) * 100);
    expect(rate.refused || r2(Number(rate.figures[0]!.value)) === byCount).toBe(true);
  });

  it('runs "since July" to the last month the log holds', async () => {
    const wb = await book();
    expectValue(
      wb,
      'How much work did we win since April?',
      sum(won.filter((x) => x[0] >= '2026-04').map((x) => x[2])),
    );
  });
});
