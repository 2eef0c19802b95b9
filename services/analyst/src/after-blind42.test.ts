/**
 * The lead's fixes from the wrong answers of blind-42 (issue 13; a tuning set since), made by
 * kind and tested on made-up layouts of the same kind. Each test fails with its fix taken out.
 */
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import { cellBook } from './pass52-shapes';
import { expectRefused, expectValue, sum } from './pass-expect';

const day = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const USD = '"$"#,##0.00';

describe('a P&L of this year only: "last year" is not in it', () => {
  it('refuses last year in December rather than reading this year', async () => {
    const months = ['Jan 2026', 'Feb 2026', 'Mar 2026'];
    const wb = await bookOf([
      {
        name: 'Profit and Loss',
        rows: [
          ['Language school — Profit and Loss January – March 2026 (CHF)'],
          ['Account', ...months, 'Total'],
          ['Tuition', 40000, 42000, 45000, 127000],
          ['Rent', 8000, 8000, 8000, 24000],
          ['Net Profit', 32000, 34000, 37000, 103000],
        ],
      },
    ]);
    const a = answerQuestion(wb, 'what was our profit last year', {
      now: new Date('2026-12-07T12:00:00Z'),
    });
    expect(a.refused).toBe(true);
    expect(a.text).toMatch(/"last year" is 2025/);
  });
});

describe('a QuickBooks sales by customer summary: shares, two months, who bought nothing', () => {
  const customers: Array<[string, Array<number | null>]> = [
    ['Hillcrest Ranch', [6581.14, 1120.69, 4032.33]],
    ['Dawson Construction LLC', [1980.34, 5298.16, 4735.71]],
    ['Pine Valley Church', [7466.27, 6280.14, 10401.66]],
    ['Brenda Kowalski', [null, 963.41, 1375.76]],
    ['Tri-County Schools', [null, 2186.57, null]],
  ];
  const total = (xs: Array<number | null>) => sum(xs.map((x) => x ?? 0));
  const money = (n: number | null) => (n === null ? null : { n, fmt: USD });
  const summary = () =>
    cellBook([
      {
        name: 'Sales by Customer Summary',
        rows: [
          ['Fence & Gate Co.'],
          ['Sales by Customer Summary'],
          ['July - September, 2026'],
          [],
          ['', 'Jul 2026', 'Aug 2026', 'Sep 2026', 'TOTAL'],
          ...customers.map(([name, xs]) => [name, ...xs.map(money), money(total(xs))]),
          [
            'TOTAL',
            ...[0, 1, 2].map((i) => money(sum(customers.map((c) => c[1][i] ?? 0)))),
            money(sum(customers.map((c) => total(c[1])))),
          ],
        ],
      },
    ]);

  it('gives the biggest customer as a share of the TOTAL', async () => {
    const wb = await summary();
    const top = Math.max(...customers.map((c) => total(c[1])));
    const all = sum(customers.map((c) => total(c[1])));
    expectValue(wb, 'what share of sales is our biggest customer', (top / all) * 100);
  });

  it('adds "aug and sep" for one customer, and counts who bought nothing in a month', async () => {
    const wb = await summary();
    expectValue(wb, 'how much did dawson spend in aug and sep', 5298.16 + 4735.71);
    expectValue(
      wb,
      'how many customers bought nothing in july',
      customers.filter((c) => c[1][0] === null).length,
    );
  });
});

describe('an agency timesheet: what clients are billed is no wage', () => {
  it('refuses what we paid the staff', async () => {
    const wb = await bookOf([
      {
        name: 'Nov 2026',
        rows: [
          ['Agency timesheet, November 2026'],
          ['Date', 'Staff', 'Client', 'Hours', 'Billable', 'Rate', 'Amount'],
          [day('2026-11-02'), 'Ana', 'Acme', 6, 'Y', 150, 900],
          [day('2026-11-02'), 'Ben', 'Bolt', 4, 'Y', 120, 480],
          [day('2026-11-03'), 'Ana', 'Acme', 2, 'N', 150, 300],
        ],
      },
    ]);
    expectRefused(wb, 'what did we pay the staff in november', /not what staff are paid/);
  });
});

describe('a price list under headings: "e-bike" names the heading "E-bikes"', () => {
  it('reads the most expensive e-bike under E-bikes, never under Bikes', async () => {
    const wb = await bookOf([
      {
        name: 'Price list',
        rows: [
          ['Price list 2027 (DKK)'],
          ['SKU', 'Item', 'Cost kr.', 'Price kr.'],
          ['Bikes', null, null, null],
          ['NC-100', 'City bike', 3490, 5200],
          ['NC-103', 'Gravel bike', 6890, 9900],
          ['E-bikes', null, null, null],
          ['NC-105', 'Cargo e-bike', 17590, 24000],
          ['NC-107', 'Turbo Vado', 21580, 29900],
          ['Parts', null, null, null],
          ['NC-200', 'Chain', 90, 199],
        ],
      },
    ]);
    expectValue(wb, 'most expensive e-bike', 29900);
    expectValue(wb, 'most expensive bike', 9900);
  });
});
