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
    ['2026-11-03', 'Tom Bell', 7.5, 'Y', 90],
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
