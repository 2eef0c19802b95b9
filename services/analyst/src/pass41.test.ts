/**
 * Issue 13, pass 41: table shapes (pass41-shapes.ts) as the lead described them, each asked
 * over a few variants (labels, currencies, sizes). Every figure is computed here from the
 * shape's own data; each question is answered right or refused, never with another figure.
 */
import { bookOf } from './pass5-shapes';
import * as S from './pass41-shapes';
import { ask, expectRefused, expectValue, r2 } from './pass-expect';

describe('W1: a margin over a P&L is divided by the income total, never the first income line', () => {
  it.each([
    [1, '200 - Spectacle Sales', 'Trading Income'],
    [0.37, '4000 - Sales - Frames', 'Fee Income'],
    [2.4, 'Spectacle Sales', 'Turnover'],
    [1.1, '200 - Spectacle Sales', 'Operating Revenue'],
  ] as Array<[number, string, string]>)('scale %d, %s under %s', async (k, first, heading) => {
    const p = S.tradingPl(k, first);
    const rows = S.tradingPlRows(p, {
      income: heading,
      cos: 'Cost of Sales',
      gross: 'Gross Profit',
    });
    const wb = await bookOf([{ name: 'Profit and Loss', rows }]);
    const inc = S.totalOf(p.income);
    const gp = inc - S.totalOf(p.cos);
    const net = gp - S.totalOf(p.expenses);
    expectValue(wb, "what's our gross margin for the year", (gp / inc) * 100);
    expectValue(wb, 'what is our gross profit margin', (gp / inc) * 100);
    expectValue(wb, 'net margin for the year', (net / inc) * 100);
  });
  it('with Trading Income and Other Income totals, the trading total is the revenue', async () => {
    const p = S.tradingPl(1);
    const rows = S.tradingPlRows(p);
    const at = rows.findIndex((r) => r[0] === 'Operating Expenses');
    const other: S.Line = ['270 - Interest Income', S.XERO_MONTHS.map(() => 12.5)];
    rows.splice(
      at,
      0,
      ['Other Income'],
      [other[0], ...other[1], 125],
      ['Total Other Income', ...other[1], 125],
      [],
    );
    const wb = await bookOf([{ name: 'Profit and Loss', rows }]);
    const inc = S.totalOf(p.income);
    expectValue(wb, 'gross margin', ((inc - S.totalOf(p.cos)) / inc) * 100);
  });
  it('two income totals, neither plain nor "other": refused, never a line', async () => {
    const p = S.tradingPl(1);
    const rows = S.tradingPlRows(p).map((r) =>
      r[0] === 'Total Cost of Sales' ? ['Total Service Income', ...r.slice(1)] : r,
    );
    const wb = await bookOf([{ name: 'Profit and Loss', rows }]);
    const a = ask(wb, 'gross margin');
    const inc = S.totalOf(p.income);
    expect(
      a.refused || r2(Number(a.figures[0]?.value)) === r2(((inc - S.totalOf(p.cos)) / inc) * 100),
    ).toBe(true);
  });
});

describe('W2: sibling sheets of one layout under a Summary: a figure naming no sheet is their sum', () => {
  it.each([
    [['Leeds', 'York', 'Harrogate'], 1],
    [['Bolton', 'Wigan', 'Bury', 'Salford'], 0.55],
    [['North', 'South'], 3.2],
  ] as Array<[string[], number]>)('%j, scale %d', async (names, k) => {
    const ds = S.depots(names, k);
    const wb = await bookOf(S.depotSheets(ds));
    const over = (f: (m: S.DepotMonth) => number, month?: string) =>
      ds.reduce(
        (a, d) =>
          a + d.months.filter((m) => !month || m.month === month).reduce((b, m) => b + f(m), 0),
        0,
      );
    const byMonth = ds[0]!.months.map((m) => over((x) => x.revenue, m.month));
    const best = ds[0]!.months[byMonth.indexOf(Math.max(...byMonth))]!.month;
    const a = ask(wb, 'best month for the business as a whole');
    expect([a.refused, a.figures[0]?.at, r2(Number(a.figures[0]?.value))]).toEqual([
      false,
      best,
      r2(Math.max(...byMonth)),
    ]);
    expectValue(
      wb,
      'van hire in october',
      over((m) => m.van, 'October'),
    );
    expectValue(
      wb,
      'total revenue across all the depots',
      over((m) => m.revenue),
    );
    expectValue(
      wb,
      'total crew wages',
      over((m) => m.wages),
    );
    expectValue(
      wb,
      'how much did we spend on fuel',
      over((m) => m.fuel),
    );
    expectValue(
      wb,
      'fuel in september across all depots',
      over((m) => m.fuel, 'September'),
    );
    expectValue(
      wb,
      'average revenue per job for the firm',
      over((m) => m.revenue) / over((m) => m.jobs),
    );
    // a sheet named is that sheet alone
    const d1 = ds[1]!;
    expectValue(wb, `${d1.name.toLowerCase()} revenue in august`, d1.months[1]!.revenue);
  });
});

describe('W3: a per-person subtotal block under a log is no data; "best <person>" is an opinion', () => {
  it.each([
    [['Clara', 'Maeve', 'Sinead', 'Aoife'], 1, '€', 'Stylist'],
    [['Ana', 'Beth', 'Cora'], 1.8, '$', 'Consultant'],
    [['Priya', 'Jo', 'Sam', 'Lee', 'Mo'], 0.6, '£', 'Stylist'],
  ] as Array<[string[], number, string, string]>)(
    '%j scale %d %s %s',
    async (people, k, cur, who) => {
      const gs = S.gowns(people, k);
      const rows = S.gownRows(gs, people, cur).map((r, i) =>
        i === 1 ? r.map((x) => (x === 'Stylist' ? who : x)) : r,
      );
      const wb = await bookOf([{ name: 'Commission', rows }]);
      const comm = gs.reduce((a, g) => a + S.commission(g), 0);
      expectValue(wb, 'total commission', comm);
      expectValue(
        wb,
        'total gown price',
        gs.reduce((a, g) => a + g.price, 0),
      );
      expectRefused(wb, `who is our best ${who.toLowerCase()}`, /opinion/);
      // what was sold is never a commission figure
      for (const q of [
        `which ${who.toLowerCase()} sold the most`,
        'how much did we sell of pronovias',
      ]) {
        const a = ask(wb, q);
        expect([q, a.refused || !/commission/i.test(a.figures[0]!.label)]).toEqual([q, true]);
      }
    },
  );
});
