/**
 * The lead's fixes from the wrong answers of blind-36, blind-37 and blind-38 (issue 13; those
 * sets are tuning sets since), made by kind and tested on made-up layouts of the same kind.
 * Each test fails with its fix taken out.
 */
import { bookOf } from './pass5-shapes';
import { ask, expectRefused, expectValue, sum } from './pass-expect';

describe('money in asked of a sheet that records only money out, or the other way round', () => {
  const gifts: Array<[string, string, string, number]> = [
    ['2026-03-02', 'A. Moana', 'Vet fund', 250],
    ['2026-03-09', 'Kauri Trust', 'General', 1200],
    ['2026-04-11', 'B. Lee', 'Vet fund', 80],
    ['2026-05-20', 'C. Park', 'Food fund', 45],
  ];
  const donations = () =>
    bookOf([
      {
        name: 'Donations',
        rows: [
          ['Date', 'Donor', 'Fund', 'Amount'],
          ...gifts.map((g) => [new Date(`${g[0]}T00:00:00Z`), g[1], g[2], g[3]]),
          ['Total', '', '', sum(gifts.map((g) => g[3]))],
        ],
      },
    ]);

  it('refuses what was spent on vet bills from a donations tracker, and still answers the gifts', async () => {
    const wb = await donations();
    expectRefused(wb, 'how much did we spend on vet bills', /records money coming in/);
    expectValue(
      wb,
      'total amount for the vet fund',
      sum(gifts.filter((g) => g[2] === 'Vet fund').map((g) => g[3])),
    );
  });

  const trips: Array<[string, string, string, number, number]> = [
    ['2026-04-08', 'Ms Hart', 'Tuning', 24, 10.8],
    ['2026-04-15', 'St Jude School', 'Repair', 40, 18],
    ['2026-05-02', 'Mr Okafor', 'Tuning', 12, 5.4],
  ];
  const mileage = () =>
    bookOf([
      {
        name: 'Mileage 2026-27',
        rows: [
          ['Date', 'Client', 'Job', 'Miles (return)', 'Mileage £', 'Parking £', 'Total £'],
          ...trips.map((t) => [new Date(`${t[0]}T00:00:00Z`), t[1], t[2], t[3], t[4], 2, t[4] + 2]),
          [
            'Total',
            '',
            '',
            sum(trips.map((t) => t[3])),
            sum(trips.map((t) => t[4])),
            2 * trips.length,
            sum(trips.map((t) => t[4] + 2)),
          ],
        ],
      },
    ]);

  it('refuses what was earned from tuning on a mileage log, and still answers its claims', async () => {
    const wb = await mileage();
    expectRefused(wb, 'how much did i earn from tuning', /records money going out/);
    expectValue(wb, 'total £ for tuning jobs', 20.2);
  });

  it('a profit and loss holds both sides: what was spent on marketing is answered', async () => {
    const wb = await bookOf([
      {
        name: 'Income statement',
        rows: [
          ['Casa Verde: statement of profit or loss, 2025'],
          ['Line', 'FY 2025'],
          ['Sales', 90000],
          ['Marketing', 4200],
          ['Rent', 12000],
          ['Net profit', 73800],
        ],
      },
    ]);
    expectValue(wb, 'how much did we spend on marketing', 4200);
  });

  it('"our costs" named by the figure itself (Total cost) is answered on a sheet titled by its income', async () => {
    const wb = await bookOf([
      {
        name: 'Jobs',
        rows: [
          ['Jobs invoiced 2026'],
          ['Job', 'Invoiced', 'Materials', 'Labour', 'Total cost'],
          ['J1', 5000, 1200, 1800, 3000],
          ['J2', 3000, 900, 600, 1500],
        ],
      },
    ]);
    expectValue(wb, 'what are our costs', 4500);
    expectValue(wb, 'what were our costs on J1', 3000);
  });
});

describe('a QuickBooks P&L whose last quarter column stops inside the quarter', () => {
  const lines: Array<[string, number, number, number, number]> = [
    ['Sign Sales', 46626.01, 42489.05, 43114.49, 34095.07],
    ['Vehicle Wraps', 34431.37, 31154.7, 28523.03, 21276.61],
  ];
  const total = (r: number[]) => Math.round(sum(r) * 100) / 100;
  const book = () =>
    bookOf([
      {
        name: 'Profit and Loss',
        rows: [
          ['Bright Line Signs LLC'],
          ['Profit and Loss'],
          ['January - November, 2026'],
          [],
          ['', 'Jan - Mar 2026', 'Apr - Jun 2026', 'Jul - Sep 2026', 'Oct - Nov 2026', 'Total'],
          ['Income'],
          ...lines.map((l) => [l[0], l[1], l[2], l[3], l[4], total(l.slice(1) as number[])]),
          [
            'Total Income',
            ...[1, 2, 3, 4].map((i) => total(lines.map((l) => l[i] as number))),
            total(lines.flatMap((l) => l.slice(1) as number[])),
          ],
        ],
      },
    ]);

  it('a line over the report is all four columns ("Oct - Nov 2026" is the fourth quarter so far)', async () => {
    const wb = await book();
    expectValue(wb, 'How much did vehicle wraps bring in?', total(lines[1]!.slice(1) as number[]));
    expectValue(wb, 'What were sign sales in Q4?', 34095.07);
    expectRefused(wb, 'What were sign sales in November?');
  });
});

describe('a budget kept for the full year and for the year to date', () => {
  // line, full-year budget, YTD budget, YTD actual
  const lines: Array<[string, number, number, number]> = [
    ['Ticket sales', 285459, 261670.75, 242830.92],
    ['Concessions', 92885, 85144.58, 90935.26],
    ['Marketing', 12340, 11311.67, 10633.85],
    ['Rent', 48000, 44000, 44000],
  ];
  const sumOf = (ls: typeof lines): [number, number, number] =>
    [1, 2, 3].map((i) => Math.round(sum(ls.map((l) => l[i] as number)) * 100) / 100) as [
      number,
      number,
      number,
    ];
  const withVariance = (l: (typeof lines)[number]) => [
    ...l,
    Math.round((l[3] - l[2]) * 100) / 100,
    (l[3] - l[2]) / l[2],
  ];
  const book = () =>
    bookOf([
      {
        name: 'Budget 2026',
        rows: [
          ['Kino Lumière — Budget 2026'],
          ['Year to date: January – November 2026'],
          [],
          ['', 'Full year', ...Array<string>(4).fill('Year to date (Jan–Nov)')],
          ['Line', 'Budget 2026', 'Budget', 'Actual', 'Variance', 'Var %'],
          ['Income'],
          ...lines.slice(0, 2).map(withVariance),
          withVariance(['Total income', ...sumOf(lines.slice(0, 2))]),
          ['Costs'],
          ...lines.slice(2).map(withVariance),
          withVariance(['Total costs', ...sumOf(lines.slice(2))]),
        ],
      },
    ]);

  it('"the full-year budget" is the one column, never the two budgets added', async () => {
    const wb = await book();
    expectValue(wb, "What's the full-year budget for marketing?", 12340);
    expectValue(wb, "What's the YTD budget for marketing?", 11311.67);
  });

  it('actual against budget is the year to date against its own budget', async () => {
    const wb = await book();
    expectValue(wb, 'How did concessions do against budget?', 5790.68);
    expectValue(wb, 'Are we over or under budget on costs?', 54633.85 - 55311.67);
  });
});

describe('this year against last, both run to the same month ("Jan–Nov 2026" | "Jan–Nov 2025")', () => {
  const lines: Array<[string, number, number]> = [
    ['Room revenue', 3568412, 3319453],
    ['Food & beverage', 791846, 745618],
    ['Tours & transfers', 354006, 388165],
  ];
  const book = () =>
    bookOf([
      {
        name: 'This year vs last',
        rows: [
          ['Backwater Heritage Homestay'],
          ['Income — this year vs last year (January to November)'],
          [],
          ['', 'Jan–Nov 2026', 'Jan–Nov 2025', 'Change'],
          ['Revenue'],
          ...lines.map((l) => [...l, l[1] - l[2]]),
          [
            'Total revenue',
            sum(lines.map((l) => l[1])),
            sum(lines.map((l) => l[2])),
            sum(lines.map((l) => l[1] - l[2])),
          ],
        ],
      },
    ]);

  it('reads the columns as the two years so far, and says their months', async () => {
    const wb = await book();
    expectValue(wb, "What's total revenue this year?", sum(lines.map((l) => l[1])));
    expectValue(wb, 'What was room revenue last year?', 3319453);
    expect(ask(wb, 'What was room revenue last year?').text).toMatch(/Jan–Nov 2025|2025/);
  });
});

describe('an expense log kept ex GST | GST | Total, with subtotals per category', () => {
  // date, supplier, category, ex GST
  const lines: Array<[string, string, string, number]> = [
    ['2026-10-03', 'BP', 'Fuel', 87.79],
    ['2026-10-11', 'Ampol', 'Fuel', 187.17],
    ['2026-11-02', 'Ampol', 'Fuel', 179.7],
    ['2026-10-20', 'Linkt', 'Tolls', 42.5],
    ['2026-11-14', 'Linkt', 'Tolls', 38.1],
  ];
  const gst = (x: number) => Math.round(x * 10) / 100;
  const incl = (x: number) => Math.round((x + gst(x)) * 100) / 100;
  const row = (l: (typeof lines)[number]) => [
    new Date(`${l[0]}T00:00:00Z`),
    l[1],
    l[2],
    l[3],
    gst(l[3]),
    incl(l[3]),
  ];
  const sub = (cat: string) => {
    const ls = lines.filter((l) => l[2] === cat);
    const r2 = (x: number) => Math.round(x * 100) / 100;
    return [
      `Subtotal: ${cat}`,
      '',
      '',
      r2(sum(ls.map((l) => l[3]))),
      r2(sum(ls.map((l) => gst(l[3])))),
      r2(sum(ls.map((l) => incl(l[3])))),
    ];
  };
  const book = () =>
    bookOf([
      {
        name: 'Expenses',
        rows: [
          ['Swift Parcel Couriers — expense log'],
          [],
          ['Date', 'Supplier', 'Category', 'Amount ex GST', 'GST', 'Total'],
          ...lines.filter((l) => l[2] === 'Fuel').map(row),
          sub('Fuel'),
          [],
          ...lines.filter((l) => l[2] === 'Tolls').map(row),
          sub('Tolls'),
          [],
          [
            'GRAND TOTAL',
            '',
            '',
            Math.round(sum(lines.map((l) => l[3])) * 100) / 100,
            Math.round(sum(lines.map((l) => gst(l[3]))) * 100) / 100,
            Math.round(sum(lines.map((l) => incl(l[3]))) * 100) / 100,
          ],
        ],
      },
    ]);
  const fuel = lines.filter((l) => l[2] === 'Fuel');

  it('what was spent is the Total with the GST in it, said so', async () => {
    const wb = await book();
    const r2 = (x: number) => Math.round(x * 100) / 100;
    expectValue(wb, 'How much did we spend on fuel?', r2(sum(fuel.map((l) => incl(l[3])))));
    expect(ask(wb, 'How much did we spend on fuel?').text).toMatch(/incl\. GST/);
    expectValue(
      wb,
      'How much have we paid Ampol?',
      r2(sum(lines.filter((l) => l[1] === 'Ampol').map((l) => incl(l[3])))),
    );
    expectValue(wb, 'how much GST did we pay', r2(sum(lines.map((l) => gst(l[3])))));
  });

  it('"including GST" reads the Total, never the GST column', async () => {
    const wb = await book();
    const r2 = (x: number) => Math.round(x * 100) / 100;
    expectValue(
      wb,
      "What's the grand total of our expenses including GST?",
      r2(sum(lines.map((l) => incl(l[3])))),
    );
  });
});

describe('a payroll register of several pay periods', () => {
  // period, employee, gross, PAYE, net
  const rows: Array<[string, string, number, number, number]> = [
    ['Oct 2026', 'Sarah Mokoena', 22575.7, 2623.63, 19952.07],
    ['Oct 2026', 'Thabo Nkosi', 15854.28, 1413.77, 14440.51],
    ['Oct 2026', 'Sipho Khumalo', 12634.77, 834.26, 11800.51],
    ['Nov 2026', 'Sarah Mokoena', 22575.7, 2623.63, 19952.07],
    ['Nov 2026', 'Thabo Nkosi', 15854.28, 1413.77, 14440.51],
    ['Nov 2026', 'Sipho Khumalo', 9634.77, 534.26, 9100.51],
  ];
  const book = () =>
    bookOf([
      {
        name: 'Payroll register',
        rows: [
          ['Shield Guarding — payroll register'],
          [],
          ['Pay period', 'Employee', 'Gross pay', 'PAYE', 'Net pay'],
          ...rows,
          [
            'Grand total',
            '',
            ...[2, 3, 4].map((i) => Math.round(sum(rows.map((r) => r[i] as number)) * 100) / 100),
          ],
        ],
      },
    ]);

  it("the tax of a month named is that month's, never every row", async () => {
    const wb = await book();
    expectValue(wb, 'How much PAYE did we deduct in October?', 2623.63 + 1413.77 + 834.26);
  });

  it('"took home" is the net pay', async () => {
    const wb = await book();
    const a = ask(wb, 'Who took home the least in November?');
    expect(a.refused).toBe(false);
    expect(a.figures[0]!.label).toMatch(/Net pay/);
    expect(Number(a.figures[0]!.value)).toBeCloseTo(9100.51, 2);
  });
});

describe('a balance sheet at two dates, in thousands', () => {
  // line, 31 Mar, 30 Nov (thousands of yen); sections headed by lines of their own
  const book = () =>
    bookOf([
      {
        name: 'Balance sheet',
        rows: [
          ['Okada Press Works Co., Ltd.'],
          ['Balance sheet'],
          ['(Unit: thousands of yen)'],
          [],
          ['', '31 Mar 2026', '30 Nov 2026'],
          ['Assets'],
          ['Current assets'],
          ['  Cash and deposits', 113772, 109927],
          ['  Inventories', 63967, 77602],
          ['Total current assets', 177739, 187529],
          ['Non-current assets'],
          ['  Property, plant and equipment', 314837, 310536],
          ['Total non-current assets', 314837, 310536],
          ['Total assets', 492576, 498065],
          [],
          ['Liabilities'],
          ['Current liabilities'],
          ['  Accounts payable', 107053, 96425],
          ['Total current liabilities', 107053, 96425],
          ['Non-current liabilities'],
          ['  Long-term borrowings', 80116, 151621],
          ['Total non-current liabilities', 80116, 151621],
          ['Total liabilities', 187169, 248046],
          [],
          ['Net assets'],
          ['  Share capital', 50000, 50000],
          ['  Retained earnings', 255407, 200019],
          ['Total net assets', 305407, 250019],
          ['Total liabilities and net assets', 492576, 498065],
        ],
      },
    ]);

  it('a ratio reads the section totals ("Total current assets"), not the section headings', async () => {
    const wb = await book();
    expectValue(wb, "What's our current ratio?", Math.round((187529 / 96425) * 100) / 100);
    expectValue(wb, "What's our debt to equity ratio?", Math.round((248046 / 250019) * 100) / 100);
  });

  it('a balance asked for a year holding two dates is the later date, never the two added', async () => {
    const wb = await book();
    expectValue(wb, 'how much cash did we have this year', 109927);
  });

  it("a year's profit is never read from retained earnings", async () => {
    const wb = await book();
    expectRefused(wb, 'What was our profit this year?', /kept over all the years/);
    expectValue(wb, 'what are our retained earnings', 200019);
  });
});

describe("owners' words", () => {
  it('"are sales up from September to November" is a change, never the months added', async () => {
    const sales: Array<[string, number]> = [
      ['2026-09-04', 52000],
      ['2026-09-18', 61000],
      ['2026-10-09', 70000],
      ['2026-11-06', 48000],
      ['2026-11-20', 39000],
    ];
    const wb = await bookOf([
      {
        name: 'Orders',
        rows: [
          ['Date', 'Customer', 'Sales'],
          ...sales.map((s, i) => [new Date(`${s[0]}T00:00:00Z`), `C${i}`, s[1]]),
        ],
      },
    ]);
    expectValue(wb, 'Are sales up from September to November?', 87000 - 113000);
    expectValue(wb, 'are sales down from september to november', 87000 - 113000);
  });

  it("a cash book's balance on a day with no rows is the last balance before it", async () => {
    const wb = await bookOf([
      {
        name: 'Cash book Nov 26',
        rows: [
          ['Hill Street Greengrocer — cash book, November 2026'],
          [],
          ['Date', 'Details', 'Takings', 'Stock', 'Wages', 'Banked', 'Balance'],
          [new Date('2026-11-13T00:00:00Z'), 'Takings', 1013.77, '', '', '', 2664.91],
          [new Date('2026-11-13T00:00:00Z'), 'Western Market', '', 213.76, '', '', 2451.15],
          [new Date('2026-11-14T00:00:00Z'), 'Takings', 1091.57, '', '', '', 3542.72],
          [new Date('2026-11-14T00:00:00Z'), 'Banked at Lloyds', '', '', '', 2193.96, 1348.76],
          [new Date('2026-11-16T00:00:00Z'), 'Takings', 900, '', '', '', 2248.76],
        ],
      },
    ]);
    expectValue(wb, 'What was the balance on 15 November?', 1348.76);
  });
});

describe('whether something was paid, asked of a sheet that keeps no payments', () => {
  it('is refused on a timesheet, and answered on an invoice list with a Paid column', async () => {
    const hours: Array<[string, string, number, number]> = [
      ['2026-11-02', 'Zephyr Foods', 6, 1500],
      ['2026-11-03', 'Acme Ltd', 4, 1500],
      ['2026-11-04', 'Zephyr Foods', 7.5, 1500],
    ];
    const timesheet = await bookOf([
      {
        name: 'Nov 2026',
        rows: [
          ['Date', 'Client', 'Hours', 'Rate', 'Amount (₹)'],
          ...hours.map((h) => [new Date(`${h[0]}T00:00:00Z`), h[1], h[2], h[3], h[2] * h[3]]),
        ],
      },
    ]);
    expectRefused(timesheet, 'has zephyr paid their invoice', /keeps no payments/);
    expectValue(timesheet, 'how much did we bill zephyr foods', 13.5 * 1500);
    const invoices = await bookOf([
      {
        name: 'Invoices',
        rows: [
          ['Invoice', 'Client', 'Amount', 'Paid'],
          ['INV-1', 'Zephyr Foods', 9000, 'Yes'],
          ['INV-2', 'Acme Ltd', 6000, 'No'],
        ],
      },
    ]);
    const a = ask(invoices, 'has zephyr paid their invoice');
    expect(a.text).not.toMatch(/keeps no payments/);
  });
});

describe('a month named without a year, on bookings that run into next year', () => {
  it("is the month just gone, not next year's", async () => {
    const arrivals = ['2026-08-02', '2026-08-09', '2026-08-21', '2026-09-04', '2027-08-06'];
    const wb = await bookOf([
      {
        name: 'Bookings',
        rows: [
          ['Ref', 'Guest', 'Arrival', 'Nights', 'Value'],
          ...arrivals.map((d, i) => [`B${i}`, `Guest ${i}`, new Date(`${d}T00:00:00Z`), 2, 300]),
        ],
      },
    ]);
    // the shared NOW is 24 November 2026
    expectValue(wb, 'how many bookings arrived in august', 3);
  });
});

describe('a yes / no flag negated a few words before its own word', () => {
  it('"how many members haven\'t signed the waiver" counts the N rows of Waiver signed', async () => {
    const flags = ['Y', 'Y', 'N', 'Y', 'N', 'Y', 'Y'];
    const wb = await bookOf([
      {
        name: 'Members',
        rows: [
          ['Member', 'Plan', 'Monthly fee', 'Waiver signed'],
          ...flags.map((f, i) => [`Member ${i + 1}`, 'Standard', 60, f]),
        ],
      },
    ]);
    const no = flags.filter((f) => f === 'N').length;
    expectValue(wb, "how many members haven't signed the waiver", no);
    expectValue(wb, "how many members didn't sign the waiver", no);
    expectValue(wb, 'how many members have signed the waiver', flags.length - no);
  });
});

describe('an expense log whose category headings are typed in its Date column', () => {
  it('reads the heading as the category: "fuel" is the Fuel lines, never a supplier named Fuels', async () => {
    const fuel: Array<[string, string, number]> = [
      ['2026-10-02', 'Harbour Fuels', 96.5],
      ['2026-10-09', 'Metro Petroleum', 110.2],
      ['2026-11-03', 'Harbour Fuels', 88.4],
      ['2026-11-10', 'Metro Petroleum', 101.35],
    ];
    const tools: Array<[string, string, number]> = [
      ['2026-10-12', 'Toolmart', 220.11],
      ['2026-11-20', 'Sparkway Wholesale', 849.89],
    ];
    const line = (l: [string, string, number]) => [
      new Date(`${l[0]}T00:00:00Z`),
      l[1],
      l[1] === 'Harbour Fuels' ? 'Diesel' : 'Unleaded',
      l[2],
    ];
    const wb = await bookOf([
      {
        name: 'Expenses',
        rows: [
          ['Brightline Electrical — expense log'],
          [],
          ['Date', 'Supplier', 'Details', 'Amount'],
          ['Fuel'],
          ...fuel.map(line),
          ['Total Fuel', '', '', sum(fuel.map((f) => f[2]))],
          [],
          ['Tools & equipment'],
          ...tools.map(line),
          ['Total Tools & equipment', '', '', sum(tools.map((f) => f[2]))],
          [],
          ['GRAND TOTAL', '', '', sum([...fuel, ...tools].map((f) => f[2]))],
        ],
      },
    ]);
    expectValue(wb, 'How much did we spend on fuel?', sum(fuel.map((f) => f[2])));
    expectValue(wb, 'how much did we pay Harbour Fuels', 96.5 + 88.4);
  });
});

describe('quarters headed "Q1 (Jan–Mar)" beside a year-to-date column', () => {
  it('the months in brackets restate the quarter: year to date adds every quarter', async () => {
    const fees: Array<[string, number, number, number]> = [
      ['Design fees', 421934.98, 513591.01, 468986.98],
      ['Project management fees', 104745.37, 137258.25, 124946.66],
    ];
    const r2 = (x: number) => Math.round(x * 100) / 100;
    const wb = await bookOf([
      {
        name: 'P&L 2026',
        rows: [
          ['Lim & Rahman Architects'],
          ['Profit and loss by quarter — 1 January to 30 September 2026'],
          [],
          ['', '2026', '2026', '2026', 'Year to date'],
          ['', 'Q1 (Jan–Mar)', 'Q2 (Apr–Jun)', 'Q3 (Jul–Sep)', 'Jan–Sep'],
          ['Fee income'],
          ...fees.map((f) => [...f, r2(f[1] + f[2] + f[3])]),
          [
            'Total fee income',
            ...[1, 2, 3].map((i) => r2(sum(fees.map((f) => f[i] as number)))),
            r2(sum(fees.map((f) => f[1] + f[2] + f[3]))),
          ],
        ],
      },
    ]);
    expectValue(
      wb,
      "What's our fee income year to date?",
      r2(sum(fees.map((f) => f[1] + f[2] + f[3]))),
    );
    expectValue(wb, 'What were design fees in Q2?', 513591.01);
  });
});

describe('a heading that repeats the Category of the rows under it', () => {
  it('is that category, not a second filter: the share of spending on fuel is answered', async () => {
    const rows: Array<[string, string, string, number]> = [
      ['2026-10-02', 'BP', 'Fuel', 96.5],
      ['2026-10-20', 'Ampol', 'Fuel', 120.25],
      ['2026-10-11', 'Linkt', 'Tolls', 42.5],
      ['2026-11-14', 'Linkt', 'Tolls', 38.1],
    ];
    const line = (l: (typeof rows)[number]) => [new Date(`${l[0]}T00:00:00Z`), l[1], l[2], l[3]];
    const part = (cat: string) => rows.filter((r) => r[2] === cat);
    const wb = await bookOf([
      {
        name: 'Expenses',
        rows: [
          ['Swift Parcel Couriers — expense log'],
          [],
          ['Date', 'Supplier', 'Category', 'Amount'],
          ['Fuel'],
          ...part('Fuel').map(line),
          ['Subtotal: Fuel', '', '', sum(part('Fuel').map((r) => r[3]))],
          [],
          ['Tolls'],
          ...part('Tolls').map(line),
          ['Subtotal: Tolls', '', '', sum(part('Tolls').map((r) => r[3]))],
          [],
          ['GRAND TOTAL', '', '', sum(rows.map((r) => r[3]))],
        ],
      },
    ]);
    const share = (sum(part('Fuel').map((r) => r[3])) / sum(rows.map((r) => r[3]))) * 100;
    expectValue(wb, 'What share of our spending is fuel?', Math.round(share * 100) / 100);
  });
});

describe('an amount asked "a quarter", "per month", "each year"', () => {
  it('is what one such period comes to, never the periods added', async () => {
    const wb = await bookOf([
      {
        name: 'P&L 2026',
        rows: [
          ['Profit and loss by quarter'],
          [],
          ['', 'Q1 2026', 'Q2 2026', 'Q3 2026'],
          ['Office rent', 28500, 28500, 28500],
          ['Utilities', 3100, 2700, 2900],
        ],
      },
    ]);
    expectValue(wb, 'How much rent do we pay a quarter?', 28500);
    expectValue(wb, 'how much do we spend on utilities each quarter', 2900);
    expectValue(wb, 'How much rent did we pay in Q2?', 28500);
  });
});
