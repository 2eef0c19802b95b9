/**
 * The lead's fixes from the wrong answers of blind-40 (issue 13; a tuning set since), made by
 * kind and tested on made-up layouts of the same kind. Each test fails with its fix taken out.
 */
import { bookOf } from './pass5-shapes';
import { cellBook } from './pass52-shapes';
import { ask, expectValue, r2, sum } from './pass-expect';

const day = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const GBP = '"£"#,##0.00';

describe('an events ledger: the biggest party is its headcount, what was made leaves out cancelled', () => {
  // Date | Client | Guests | Fee (money) | Status
  const events: Array<[string, string, number, number, string]> = [
    ['2026-02-14', 'Okafor 40th', 60, 4200, 'Completed'],
    ['2026-03-08', 'Lindgren retirement', 140, 3900, 'Completed'],
    ['2026-04-19', 'Barnes christening', 45, 2100, 'Cancelled'],
    ['2026-05-23', 'Quinn engagement', 90, 6800, 'Completed'],
    ['2026-06-27', 'Hale wedding breakfast', 75, 5200, 'Void'],
    ['2026-08-01', 'Morrow 60th', 110, 4700, 'Completed'],
  ];
  const ledger = () =>
    cellBook([
      {
        name: 'Events',
        rows: [
          ['The Old Mill: private events 2026'],
          ['Date', 'Client', 'Guests', 'Fee', 'Status'],
          ...events.map((e) => [day(e[0]), e[1], e[2], { n: e[3], fmt: GBP }, e[4]]),
        ],
      },
    ]);

  it('reads the biggest and smallest party by its guests, not its price', async () => {
    const wb = await ledger();
    const guests = events.map((e) => e[2]);
    expectValue(wb, 'what was our biggest event', Math.max(...guests));
    expectValue(wb, 'smallest event this year', Math.min(...guests));
    // an order or a sale stays what it was worth
    expectValue(wb, 'what was the highest fee', Math.max(...events.map((e) => e[3])));
  });

  it('leaves the cancelled and void rows out of what was made, and says so', async () => {
    const wb = await ledger();
    const made = sum(events.filter((e) => e[4] === 'Completed').map((e) => e[3]));
    expectValue(wb, 'how much did we make from events this year', made);
    const a = ask(wb, 'how much did we make from events this year');
    expect(a.text).toMatch(/2 rows whose Status is 'Cancelled', 'Void' left out/);
    expect(a.text).toContain(`£${sum(events.map((e) => e[3])).toLocaleString('en-GB')}`);
    // the cancelled ones asked for by name are still theirs
    expectValue(
      wb,
      'total fee of cancelled events',
      sum(events.filter((e) => e[4] === 'Cancelled').map((e) => e[3])),
    );
  });
});

describe('a timesheet: the average rate is the money billed over the hours billed', () => {
  // Date | Staff | Hours | Billable | Rate ($) | Amount ($): non-billable rows hold no amount
  const lines: Array<[string, string, number, 'Y' | 'N', number]> = [
    ['2026-11-02', 'Ana Ruiz', 6, 'Y', 150],
    ['2026-11-02', 'Ana Ruiz', 2, 'N', 150],
    ['2026-11-02', 'Tom Bell', 1, 'Y', 90],
    ['2026-11-03', 'Tom Bell', 7.5, 'Y', 110],
    ['2026-11-03', 'Ana Ruiz', 0.5, 'Y', 150],
    ['2026-11-04', 'Tom Bell', 3, 'N', 90],
    ['2026-11-04', 'Kim Lau', 4, 'Y', 120],
  ];
  const sheet = () =>
    bookOf([
      {
        name: 'Timesheet',
        rows: [
          ['Staff timesheet, November 2026'],
          ['Date', 'Staff', 'Hours', 'Billable', 'Rate ($)', 'Amount ($)'],
          ...lines.map((l) => [
            day(l[0]),
            l[1],
            l[2],
            l[3],
            l[4],
            l[3] === 'Y' ? l[2] * l[4] : null,
          ]),
        ],
      },
    ]);
  const billed = lines.filter((l) => l[3] === 'Y');
  const weighted = (ls: typeof lines) => sum(ls.map((l) => l[2] * l[4])) / sum(ls.map((l) => l[2]));

  it('divides the amount billed by the hours billed, never the mean of the rates or a total', async () => {
    const wb = await sheet();
    expectValue(wb, 'average billing rate', r2(weighted(billed)));
    expectValue(wb, "what's our average hourly rate", r2(weighted(billed)));
    const a = ask(wb, 'average billing rate');
    expect(a.kind).toBe('ratio');
    expect(Number(a.figures[1]!.value)).toBe(sum(billed.map((l) => l[2] * l[4])));
  });

  it('keeps to the staff member named', async () => {
    const wb = await sheet();
    const tom = billed.filter((l) => l[1] === 'Tom Bell');
    expectValue(wb, 'average rate for Tom Bell', r2(weighted(tom)));
  });
});

describe('a timesheet in the owner words: given names after a family name, who logged most', () => {
  // Date | Staff | Hours | Rate ($) | Amount ($), under a title that says "billable hours"
  const lines: Array<[string, string, number, number]> = [
    ['2026-11-02', 'Tan Wei Ling', 6, 150],
    ['2026-11-02', 'Lim Jia Hui', 7.5, 120],
    ['2026-11-03', 'Tan Wei Ling', 3, 150],
    ['2026-11-03', 'Ong Kai', 8, 95],
    ['2026-11-04', 'Lim Jia Hui', 4, 120],
    ['2026-11-04', 'Ong Kai', 2.5, 95],
  ];
  const sheet = () =>
    bookOf([
      {
        name: 'Timesheet',
        rows: [
          ['Timesheet November 2026. Billable hours at the staff rate'],
          ['Date', 'Staff', 'Hours', 'Rate ($)', 'Amount ($)'],
          ...lines.map((l) => [day(l[0]), l[1], l[2], l[3], l[2] * l[3]]),
        ],
      },
    ]);
  const hoursOf = (who: string) => sum(lines.filter((l) => l[1] === who).map((l) => l[2]));

  it('finds a person by the given names that follow the family name', async () => {
    const wb = await sheet();
    expectValue(wb, 'how many hours did Wei Ling work', hoursOf('Tan Wei Ling'));
    expectValue(wb, 'how many hours did Jia Hui log', hoursOf('Lim Jia Hui'));
  });

  it('names who logged the most hours', async () => {
    const wb = await sheet();
    const most = ['Tan Wei Ling', 'Lim Jia Hui', 'Ong Kai'].sort((a, b) => hoursOf(b) - hoursOf(a));
    expectValue(wb, 'who logged the most hours', hoursOf(most[0]!), most[0]);
  });

  it('reads "total hours" from the Hours column, never the amounts the title is about', async () => {
    const wb = await sheet();
    expectValue(wb, 'total hours in november', sum(lines.map((l) => l[2])));
  });
});

describe("an owner's shorthand: contractions, thresholds on a log, a family of categories", () => {
  const expenses: Array<[string, string, string, number]> = [
    ['2026-10-01', 'Screwfix', 'Materials', 84.5],
    ['2026-10-03', 'Brewers', 'Materials', 236.2],
    ['2026-10-09', 'Toyota Finance', 'Van', 312.0],
    ['2026-10-12', 'Shell', 'Van', 71.35],
    ['2026-10-20', 'Brewers', 'Materials', 198.99],
    ['2026-11-02', 'Toyota Finance', 'Van', 312.0],
  ];
  const log = () =>
    bookOf([
      {
        name: 'Expenses',
        rows: [
          ['Expenses October – November 2026'],
          ['Date', 'Supplier', 'Category', 'Amount (£)'],
          ...expenses.map((e) => [day(e[0]), e[1], e[2], e[3]]),
        ],
      },
    ]);

  it('reads "what\'ve" as "what have"', async () => {
    const wb = await log();
    expectValue(
      wb,
      "what've we paid toyota finance",
      sum(expenses.filter((e) => e[1] === 'Toyota Finance').map((e) => e[3])),
    );
  });

  it('counts the expenses over an amount (never "over £200" read as a period)', async () => {
    const wb = await log();
    expectValue(wb, 'how many expenses over £200', expenses.filter((e) => e[3] > 200).length);
  });

  // months down, products across, a Total column: a month's sales are all products together
  const months: Array<[string, number, number, number]> = [
    ['Jan 2026', 12000, 9000, 4000],
    ['Feb 2026', 15000, 11000, 9500],
    ['Mar 2026', 8000, 7000, 3000],
    ['Apr 2026', 21000, 12500, 6000],
  ];
  it('counts the months whose sales went over an amount', async () => {
    const wb = await bookOf([
      {
        name: 'Sales 2026',
        rows: [
          ['Sales by month (€)'],
          ['Month', 'Pralines', 'Truffles', 'Bars', 'Total'],
          ...months.map((m) => [m[0], m[1], m[2], m[3], m[1] + m[2] + m[3]]),
        ],
      },
    ]);
    const over = months.filter((m) => m[1] + m[2] + m[3] > 30000).length;
    expectValue(wb, 'how many months did we go over €30k', over);
  });

  // a stock list whose categories share their last word; its Unit column says pcs and m
  const stock: Array<[string, string, string, number, number]> = [
    ['Kanjivaram silk saree', 'Silk sarees', 'pcs', 5, 14000],
    ['Banarasi silk saree', 'Silk sarees', 'pcs', 14, 7300],
    ['Chanderi cotton saree', 'Cotton sarees', 'pcs', 59, 980],
    ['Kota doria saree', 'Cotton sarees', 'pcs', 50, 1110],
    ['Rayon dress material', 'Dress material', 'm', 106, 106],
    ['Cambric dress material', 'Dress material', 'm', 169, 106],
    ['Phulkari dupatta', 'Dupattas', 'pcs', 30, 470],
  ];
  const stockBook = () =>
    bookOf([
      {
        name: 'Stock',
        rows: [
          ['Stock statement as at 30 November 2026'],
          ['Description', 'Category', 'Unit', 'Qty', 'Unit cost', 'Stock value'],
          ...stock.map((s) => [s[0], s[1], s[2], s[3], s[4], s[3] * s[4]]),
        ],
      },
    ]);

  it('reads "sarees" as every category whose last word it is', async () => {
    const wb = await stockBook();
    const value = (s: (typeof stock)[number]) => s[3] * s[4];
    const sarees = stock.filter((s) => s[1].endsWith('sarees'));
    expectValue(wb, 'stock value of sarees', sum(sarees.map(value)));
    expectValue(
      wb,
      'what share of stock value is sarees',
      r2((sum(sarees.map(value)) / sum(stock.map(value))) * 100),
    );
  });

  it('reads "metres" and "pieces" as the Unit column writes them', async () => {
    const wb = await stockBook();
    const qtyOf = (cat: string) => sum(stock.filter((s) => s[1] === cat).map((s) => s[3]));
    expectValue(wb, 'how many metres of dress material have we got', qtyOf('Dress material'));
    expectValue(wb, 'cotton sarees how many pieces', qtyOf('Cotton sarees'));
  });
});

describe('a bookings ledger: the most popular package, what a couple still owes, deposits taken', () => {
  const bookings: Array<[string, string, string, number, number, number]> = [
    ['2027-04-03', 'Silva & Santos', 'Classic', 20580, 6174, 14406],
    ['2027-04-10', 'Harris & Lewis', 'Premium', 29930, 8979, 20951],
    ['2027-04-13', 'Rossi & Bianchi', 'Classic', 23900, 7170, 16730],
    ['2027-05-03', 'Brown & Clarke', 'Classic', 22110, 6633, 15477],
    ['2027-05-15', 'Bauer & Hoffmann', 'Premium', 30060, 9018, 21042],
    ['2027-06-22', 'Lindqvist & Holm', 'Exclusive', 52930, 15879, 37051],
  ];
  const ledger = () =>
    cellBook([
      {
        name: 'Bookings',
        rows: [
          ['Villa bookings & deposits'],
          ['Event date', 'Couple', 'Package', 'Contract value', 'Deposit paid', 'Balance due'],
          ...bookings.map((b) => [
            day(b[0]),
            b[1],
            b[2],
            { n: b[3], fmt: GBP },
            { n: b[4], fmt: GBP },
            { n: b[5], fmt: GBP },
          ]),
        ],
      },
    ]);

  it('names the package booked most and least', async () => {
    const wb = await ledger();
    const count = (p: string) => bookings.filter((b) => b[2] === p).length;
    expectValue(wb, 'most popular package', count('Classic'), 'Classic');
    expectValue(wb, 'least popular package', count('Exclusive'), 'Exclusive');
  });

  it('reads what a couple still owes and the deposits taken', async () => {
    const wb = await ledger();
    expectValue(wb, 'what do Rossi & Bianchi still owe', 16730);
    expectValue(wb, 'total deposits taken', sum(bookings.map((b) => b[4])));
  });
});
