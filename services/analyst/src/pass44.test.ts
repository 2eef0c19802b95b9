/**
 * Issue 13, pass 44: takings logs, tips logs and one sheet per period (pass44-shapes.ts), each
 * asked over a few variants (labels, currencies, sizes) and in a few owners' phrasings. Every
 * figure is computed here from the shape's own data; each question is answered right or
 * refused, never with another figure.
 */
import { bookOf } from './pass5-shapes';
import * as S from './pass44-shapes';
import { ask, expectRefused, expectValue, r2, sum } from './pass-expect';

const inMonth = <T extends { date: Date }>(ds: T[], m: number): T[] =>
  ds.filter((d) => d.date.getUTCMonth() === m);
const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH = (m: number): string => S.MONTH_NAMES[m]!.toLowerCase();

describe('L1: a daily takings log with counts beside money, text dates, month total rows', () => {
  it.each([
    ['Rand, R columns', S.WASH_HEADS, [8, 9], [1], 1, true, 'full valets', 'basic wash'],
    [
      'pounds, other headers, closed Sundays',
      {
        date: 'Day',
        basic: 'Standard washes',
        valet: 'Valets',
        basicR: 'Standard £',
        valetR: 'Valet £',
        extras: 'Extras £',
        total: 'Total £',
        card: 'Card £',
        cash: 'Cash £',
      },
      [8, 9],
      [0],
      1.5,
      true,
      'valets',
      'standard wash',
    ],
    [
      'dollars, three months, dates without a weekday',
      {
        ...S.WASH_HEADS,
        basicR: 'Basic $',
        valetR: 'Valet $',
        extras: 'Extras $',
        total: 'Total $',
        card: 'Card $',
        cash: 'Cash $',
      },
      [7, 8, 9],
      [1, 2],
      0.8,
      false,
      'full valets',
      'basic wash',
    ],
  ] as Array<[string, S.WashHeads, number[], number[], number, boolean, string, string]>)(
    '%s',
    async (_, heads, months, closed, k, weekday, valets, basic) => {
      const ds = S.washDays(months, [80, 350], closed, k);
      const rows = S.washRows(ds, heads, undefined, undefined, true, weekday);
      const wb = await bookOf([{ name: 'Takings', rows }]);
      const [m1, m2] = [months[months.length - 2]!, months[months.length - 1]!];
      const tot = (xs: S.WashDay[]) => sum(xs.map((d) => d.total));
      for (const q of [
        `total takings in ${MONTH(m1)}`,
        `sales in ${MONTH(m1)}`,
        `what did we take in ${MONTH(m1)}`,
        `revenue for ${MONTH(m1)}`,
      ])
        expectValue(wb, q, tot(inMonth(ds, m1)));
      expectValue(wb, 'takings last month', tot(inMonth(ds, 9)));
      const day = inMonth(ds, m1)[9]!;
      const dd = day.date.getUTCDate();
      expectValue(wb, `how much did we take on ${dd} ${MONTH(m1)}`, day.total);
      expectValue(wb, `takings on ${MONTH(m1)} ${dd}`, day.total);
      expectValue(
        wb,
        `how many ${valets} did we do in ${MONTH(m2)}`,
        sum(inMonth(ds, m2).map((d) => d.valet)),
      );
      expectValue(wb, `cash taken in ${MONTH(m2)}?`, sum(inMonth(ds, m2).map((d) => d.cash)));
      expectValue(wb, `card in ${MONTH(m2)}`, sum(inMonth(ds, m2).map((d) => d.card)));
      // the money of a count column, never the count
      for (const q of [`${basic} revenue in ${MONTH(m1)}`, `${basic} sales in ${MONTH(m1)}`])
        expectValue(wb, q, sum(inMonth(ds, m1).map((d) => d.basicR)));
      expectValue(wb, `average ${basic} takings per day`, sum(ds.map((d) => d.basicR)) / ds.length);
      // per trading day, the calendar-day reading named
      const oct = inMonth(ds, m2);
      for (const q of [
        `average takings per day in ${MONTH(m2)}`,
        `average daily takings in ${MONTH(m2)}`,
        `what do we take on an average day in ${MONTH(m2)}`,
      ]) {
        expectValue(wb, q, tot(oct) / oct.length);
        expect(ask(wb, q).text).toContain(
          r2(tot(oct) / S.daysIn(2026, m2)).toLocaleString('en-US'),
        );
      }
      const card = (sum(ds.map((d) => d.card)) / tot(ds)) * 100;
      for (const q of [
        'what share of our takings came in on card',
        'what % of takings was card',
        'card as a percentage of takings',
      ])
        expectValue(wb, q, card);
      expectValue(
        wb,
        `what share of ${MONTH(m2)} takings was cash`,
        (sum(oct.map((d) => d.cash)) / tot(oct)) * 100,
      );
      const byDay = [0, 1, 2, 3, 4, 5, 6].map((w) =>
        sum(ds.filter((d) => d.date.getUTCDay() === w).map((d) => d.total)),
      );
      const best = byDay.indexOf(Math.max(...byDay));
      for (const q of [
        'which day of the week brings in the most money',
        'busiest day of the week',
        'what is our best weekday for takings',
      ])
        expectValue(wb, q, byDay[best]!, WEEKDAY[best]);
      const cars = sum(ds.map((d) => d.basic + d.valet));
      for (const q of [
        'how many cars did we wash altogether',
        'how many cars did we wash in total',
      ])
        expectValue(wb, q, cars);
      expectValue(
        wb,
        `how many cars did we wash in ${MONTH(m2)}`,
        sum(oct.map((d) => d.basic + d.valet)),
      );
      for (const q of [
        `how did ${MONTH(m2)} compare to ${MONTH(m1)}`,
        `${MONTH(m2)} vs ${MONTH(m1)} takings`,
        `change in takings from ${MONTH(m1)} to ${MONTH(m2)}`,
      ])
        expectValue(wb, q, tot(oct) - tot(inMonth(ds, m1)));
      expectValue(
        wb,
        `how many ${valets} on saturdays`,
        sum(ds.filter((d) => d.date.getUTCDay() === 6).map((d) => d.valet)),
      );
      expectValue(wb, `average ${valets} per day`, sum(ds.map((d) => d.valet)) / ds.length);
      const parts = [
        sum(ds.map((d) => d.basicR)),
        sum(ds.map((d) => d.valetR)),
        sum(ds.map((d) => d.extras)),
      ];
      expectValue(wb, 'what sells best', Math.max(...parts));
      const byMonth = months.map((m) => tot(inMonth(ds, m)));
      const bm = byMonth.indexOf(Math.max(...byMonth));
      expectValue(
        wb,
        'best month',
        byMonth[bm]!,
        `${S.MONTH_NAMES[months[bm]!]!.slice(0, 3)} 2026`,
      );
      // an average over months or after a cost is never a total
      for (const q of ['how much do we take per month', 'average takings per day after fuel']) {
        const x = ask(wb, q);
        expect([q, x.refused || x.kind !== 'total']).toEqual([q, true]);
      }
      // refusals that stay refusals
      expectRefused(wb, 'takings in december');
      expectRefused(wb, 'how many coffees did we sell');
      expectRefused(wb, `how much did we take at the market in ${MONTH(m2)}`);
      // a count asked is never answered with money
      const a = ask(wb, 'average number of cars per day');
      expect([a.refused || !/Total/.test(a.figures[0]!.label)]).toEqual([true]);
    },
  );
  it('a Total that does not add up on one row is never read as the takings', async () => {
    const ds = S.washDays();
    const rows = S.washRows(ds).map((r, i) =>
      i === 10 ? r.map((x, j) => (j === 6 && typeof x === 'number' ? x + 5 : x)) : r,
    );
    const wb = await bookOf([{ name: 'Takings', rows }]);
    expectRefused(wb, 'what share of our takings came in on card');
    expectRefused(wb, 'which day of the week brings in the most money');
    expectRefused(wb, 'how many cars did we wash altogether');
  });
});

describe('L2: a month of daily takings: Total takings, fuel and jobs', () => {
  it.each([
    [
      'pounds, October',
      '£',
      ['Cash fares', 'Card fares', 'Account work', 'Total takings', 'Fuel', 'Jobs'],
      9,
      [5, 19],
      1,
      'October 2026 (car 1 + car 2 combined)',
    ],
    [
      'euros, September, other headers',
      '€',
      ['Cash', 'Card', 'Account', 'Total takings', 'Fuel', 'Jobs'],
      8,
      [7, 21, 28],
      1.4,
      'September 2026',
    ],
  ] as Array<[string, string, string[], number, number[], number, string]>)(
    '%s',
    async (_, cur, heads, month, closed, k, subtitle) => {
      const ds = S.cabDays(month, closed, k);
      const wb = await bookOf([
        {
          name: S.MONTH_NAMES[month]!,
          rows: S.cabRows(ds, cur, 'Castle Cabs — daily takings', subtitle, heads),
        },
      ]);
      const tot = sum(ds.map((d) => d.total));
      for (const q of [
        'what percentage of takings was on card',
        'card as a % of takings',
        'how much of our takings was card, in percent',
      ])
        expectValue(wb, q, (sum(ds.map((d) => d.card)) / tot) * 100);
      for (const q of ['average takings a day', 'daily average takings', 'average per day']) {
        expectValue(wb, q, tot / ds.length);
        expect(ask(wb, q).text).toMatch(/per calendar day/i);
      }
      const d14 = ds.find((d) => d.date.getUTCDate() === 14)!;
      for (const q of ['takings on the 14th', 'how much did we take on the 14th'])
        expectValue(wb, q, d14.total);
      const fuel = sum(ds.map((d) => d.fuel));
      for (const q of [
        'what did we clear after fuel',
        'takings less fuel',
        "what's left after fuel",
      ])
        expectValue(wb, q, tot - fuel);
      const jobs = sum(ds.map((d) => d.jobs));
      for (const q of ['average fare per job', 'average takings per job', 'takings per job'])
        expectValue(wb, q, tot / jobs);
      expectValue(wb, 'how many jobs did we do', jobs);
      expectValue(wb, 'total takings', tot);
      expectRefused(wb, `takings on the ${closed[0]}th`);
    },
  );
});

describe('L3: daily takings with products and payments both adding to Total', () => {
  it.each([
    [
      'bookshop, £',
      ['Fiction', 'Non-fiction', "Children's", 'Cards & Gifts'],
      ['Total', 'Card', 'Cash'],
      [0],
      1,
      'fiction',
      'non-fiction',
    ],
    [
      'gift shop, €, three products, closed Sun and Mon',
      ['Books', 'Stationery', 'Gifts'],
      ['Total sales', 'Card', 'Cash'],
      [0, 1],
      1.3,
      'gifts',
      'stationery',
    ],
  ] as Array<[string, string[], string[], number[], number, string, string]>)(
    '%s',
    async (_, products, heads, closed, k, a, b) => {
      const ds = S.shopDays(products.length, [8, 9], closed, k);
      const wb = await bookOf([
        { name: 'Sales', rows: S.shopRows(ds, products, heads, 'Daily sales (£)') },
      ]);
      const oct = inMonth(ds, 9);
      const tot = (xs: S.ShopDay[]) => sum(xs.map((d) => d.total));
      for (const q of [
        'what did we take in october',
        'october takings',
        'how much did we sell in october',
      ])
        expectValue(wb, q, tot(oct));
      const over = (n: number) => oct.filter((d) => d.total > n).length;
      expectValue(wb, 'how many days in october did we do over a grand', over(1000));
      expectValue(wb, 'how many days in october did we take more than 1,200', over(1200));
      expectValue(wb, 'how many days did we do over 1.5k', ds.filter((d) => d.total > 1500).length);
      const ia = products.findIndex((p) => p.toLowerCase() === a);
      const ib = products.findIndex((p) => p.toLowerCase() === b);
      expectValue(
        wb,
        `how much more ${a} did we sell than ${b}`,
        sum(ds.map((d) => d.parts[ia]!)) - sum(ds.map((d) => d.parts[ib]!)),
      );
      const sats = ds.filter((d) => d.date.getUTCDay() === 6);
      for (const q of [
        'what do saturdays bring in on average',
        'average saturday takings',
        'on average what do we take on a saturday',
      ])
        expectValue(wb, q, tot(sats) / sats.length);
      expectValue(wb, 'how much did we take on saturdays', tot(sats));
    },
  );
});

describe('L4: a tips ledger with each person’s share', () => {
  it.each([
    [
      'surf school, three instructors',
      ['Jack', 'Mia', 'Leo'],
      ['Cash tips', 'Card tips', 'Total'],
      'Swell Surf School Byron - tips jar ledger, Spring 2026',
      'Split evenly between the instructors on the beach that day.',
      1,
    ],
    [
      'cafe, four staff, Total tips',
      ['Aroha', 'Tama', 'Kiri', 'Nikau'],
      ['Cash tips', 'Card tips', 'Total tips'],
      'Kai Cafe — tips, spring 2026',
      'Shared between the staff on shift.',
      1.7,
    ],
  ] as Array<[string, string[], string[], string, string, number]>)(
    '%s',
    async (_, people, heads, title, note, k) => {
      const ds = S.tipDays(people.length, [8, 9], k);
      const wb = await bookOf([{ name: 'Tips', rows: S.tipRows(ds, people, heads, title, note) }]);
      const tot = (xs: S.TipDay[]) => sum(xs.map((d) => d.total));
      const sep = inMonth(ds, 8);
      const oct = inMonth(ds, 9);
      for (const q of ['how much in tips in september', 'tips in september', 'september tips'])
        expectValue(wb, q, tot(sep));
      for (const q of ['average tips per day in october', 'average daily tips in october']) {
        expectValue(wb, q, tot(oct) / oct.length);
        expect(ask(wb, q).text).toMatch(/per calendar day/i);
      }
      const shares = people.map((_, p) => sum(ds.map((d) => d.shares[p] ?? 0)));
      const top = shares.indexOf(Math.max(...shares));
      const low = shares.indexOf(Math.min(...shares));
      for (const q of ['who has got the most tips', 'who got the most tips'])
        expectValue(wb, q, shares[top]!, people[top]);
      expectValue(wb, 'who got the least tips', shares[low]!, people[low]);
      expectValue(
        wb,
        'who got the most tips in october',
        Math.max(...people.map((_, p) => sum(oct.map((d) => d.shares[p] ?? 0)))),
      );
      for (const q of ['what % of tips came on card', 'share of tips on card'])
        expectValue(wb, q, (sum(ds.map((d) => d.card)) / tot(ds)) * 100);
      const byDay = [0, 1, 2, 3, 4, 5, 6].map((w) =>
        tot(ds.filter((d) => d.date.getUTCDay() === w)),
      );
      const bestDay = byDay.indexOf(Math.max(...byDay));
      expectValue(
        wb,
        'which day of the week gets the most tips',
        byDay[bestDay]!,
        WEEKDAY[bestDay],
      );
      expectValue(wb, 'how many days did we get tips', ds.length);
      const p1 = people[1]!;
      expectValue(wb, `how much did ${p1.toLowerCase()} get`, shares[1]!);
      expectValue(
        wb,
        `${p1.toLowerCase()}'s tips in october`,
        sum(oct.map((d) => d.shares[1] ?? 0)),
      );
      expectValue(
        wb,
        `how many days did ${p1.toLowerCase()} work`,
        ds.filter((d) => d.shares[1] !== null).length,
      );
    },
  );
});

describe('L5: one sheet per month plus a Summary', () => {
  it.each([
    [
      'juice bar, AUD, Jul–Oct',
      [6, 7, 8, 9],
      ['Juices', 'Smoothies', 'Açaí bowls'],
      'Pressed Bondi',
      'AUD, inc GST',
      1,
      ['smoothie', 'smoothies'],
      ['açaí bowls', 'acai bowls'],
    ],
    [
      'cafe, NZD, May–Sep',
      [4, 5, 6, 7, 8],
      ['Coffee', 'Food', 'Retail'],
      'Bean There',
      'NZD',
      1.6,
      ['food', 'food'],
      ['retail', 'retail'],
    ],
  ] as Array<[string, number[], string[], string, string, number, string[], string[]]>)(
    '%s',
    async (_, months, products, shop, cur, k, [p1, p1s], [p2, p2b]) => {
      const ms = S.monthSheets(months, products.length, k);
      const wb = await bookOf(S.monthSheetBook(ms, products, shop, cur));
      const monthTotal = (s: S.MonthSheet) => sum(s.weeks.map((w) => sum(w.values)));
      const prod = (s: S.MonthSheet, p: number) => sum(s.weeks.map((w) => w.values[p]!));
      const totals = ms.map(monthTotal);
      const best = totals.indexOf(Math.max(...totals));
      const name = (i: number) => `${S.MONTH_NAMES[ms[i]!.month]!.slice(0, 3)} 2026`;
      for (const q of ['best month', 'which month had the most sales', 'our best month for sales'])
        expectValue(wb, q, totals[best]!, name(best));
      const [first, second, third] = [ms[0]!, ms[1]!, ms[2]!];
      const last = ms[ms.length - 1]!;
      for (const q of [
        `${MONTH(second.month)} takings`,
        `sales in ${MONTH(second.month)}`,
        `what did we take in ${MONTH(second.month)}`,
      ])
        expectValue(wb, q, monthTotal(second));
      for (const q of [
        `how much did sales grow from ${MONTH(first.month)} to ${MONTH(last.month)}`,
        `change in sales from ${MONTH(first.month)} to ${MONTH(last.month)}`,
      ])
        expectValue(wb, q, monthTotal(last) - monthTotal(first));
      const prodTotals = products.map((_, p) => sum(ms.map((s) => prod(s, p))));
      const top = prodTotals.indexOf(Math.max(...prodTotals));
      for (const q of ['what sells best', 'best seller', 'which product sells the most'])
        expectValue(wb, q, prodTotals[top]!, products[top]);
      const weeks = second.weeks.map((w) => sum(w.values));
      const wi = weeks.indexOf(Math.max(...weeks));
      const a = ask(wb, `best week in ${MONTH(second.month)}`);
      expect([a.refused, r2(Number(a.figures[0]?.value))]).toEqual([false, r2(weeks[wi]!)]);
      expect(a.figures[0]!.at).toContain(`Week ${wi + 1}`);
      expect(a.figures[0]!.at).toContain(second.weeks[wi]!.wc.toISOString().slice(0, 10));
      expectValue(wb, `${p1} sales in ${MONTH(third.month)}`, prod(third, 1 % products.length));
      expectValue(
        wb,
        `${p1s} in ${MONTH(first.month).slice(0, 3)} and ${MONTH(second.month).slice(0, 3)} together`,
        prod(first, 1) + prod(second, 1),
      );
      for (const q of [`how much have the ${p2} brought in altogether`, `total ${p2b} sales`])
        expectValue(wb, q, prodTotals[2]!);
      const grand = sum(totals);
      for (const q of [
        `${products[0]!.toLowerCase()} as a share of sales`,
        `what % of sales is ${products[0]!.toLowerCase()}`,
      ])
        expectValue(wb, q, (prodTotals[0]! / grand) * 100);
      for (const q of ['average month', 'average monthly sales', 'what is a typical month'])
        expectValue(wb, q, grand / ms.length);
      for (const q of ['total sales', 'sales so far this year']) expectValue(wb, q, grand);
      expectValue(wb, `week 2 of ${MONTH(second.month)}`, sum(second.weeks[1]!.values));
      const allWeeks = ms.flatMap((s) => s.weeks.map((w) => sum(w.values)));
      expectValue(wb, 'best week', Math.max(...allWeeks));
      const p1Months = ms.map((s) => prod(s, 1));
      expectValue(wb, `which month did ${p1s} do best`, Math.max(...p1Months));
      // money is never a count
      const n = ask(wb, `how many ${p1s} did we sell`);
      expect([n.refused || n.kind === 'count']).toEqual([true]);
    },
  );
  it('a Summary month that disagrees with its sheet is refused, naming both', async () => {
    const ms = S.monthSheets();
    const sheets = S.monthSheetBook(ms);
    const summary = sheets[sheets.length - 1]!;
    summary.rows[3] = summary.rows[3]!.map((x, j) =>
      j === 2 && typeof x === 'number' ? x + 100 : x,
    );
    summary.rows[3]![4] = sum(summary.rows[3]!.slice(1, 4) as number[]);
    const wb = await bookOf(sheets);
    expectRefused(wb, 'august takings', /disagrees/);
    expectRefused(wb, 'best month', /disagrees/);
  });
});

describe('L6: a commission log: the sale is the price the commission is worked out on', () => {
  it.each([
    [
      'bridal, €',
      ['Clara', 'Maeve', 'Sinead', 'Aoife'],
      '€',
      ['Date', 'Order ref', 'Stylist', 'Designer', 'Gown price', 'Rate', 'Commission'],
      1,
      'gowns',
      S.DESIGNERS,
    ],
    [
      'dress shop, $, other headers',
      ['Ana', 'Beth', 'Cora'],
      '$',
      ['Date', 'Order #', 'Consultant', 'Label', 'Dress price', 'Rate', 'Commission'],
      1.2,
      'dresses',
      ['Pronovias', 'Enzoani', 'Justin Alexander', 'Maggie Sottero'],
    ],
  ] as Array<[string, string[], string, string[], number, string, string[]]>)(
    '%s',
    async (_, stylists, cur, heads, k, things, designers) => {
      const ss = S.bridalSales(stylists, 38, k, designers);
      const wb = await bookOf([
        { name: 'Commission', rows: S.bridalRows(ss, stylists, cur, heads) },
      ]);
      const inM = (m: number) => ss.filter((s) => s.date.getUTCMonth() === m);
      for (const q of [
        `how many ${things} did we sell in august`,
        `how many ${things} were sold in august`,
      ])
        expectValue(wb, q, inM(7).length);
      for (const q of ['sales for september', 'what did we sell in september'])
        expectValue(wb, q, sum(inM(8).map((s) => s.price)));
      expectValue(
        wb,
        `how many ${things} went for over 2000`,
        ss.filter((s) => s.price > 2000).length,
      );
      expectValue(
        wb,
        `how many ${things} sold for more than ${cur}2,500`,
        ss.filter((s) => s.price > 2500).length,
      );
      const comm = sum(ss.map(S.commissionOf));
      for (const q of ['commission as a % of sales', 'what % of sales is commission'])
        expectValue(wb, q, (comm / sum(ss.map((s) => s.price))) * 100);
      for (const q of ['how much did we sell of pronovias', 'pronovias sales'])
        expectValue(wb, q, sum(ss.filter((s) => s.designer === 'Pronovias').map((s) => s.price)));
      expectValue(wb, 'total commission', comm);
      expect(ask(wb, 'total commission').text).not.toMatch(/thousands/);
      const by = stylists.map((p) => sum(ss.filter((s) => s.stylist === p).map((s) => s.price)));
      const best = by.indexOf(Math.max(...by));
      for (const q of [`which ${heads[2]!.toLowerCase()} sold the most`, 'who sold the most'])
        expectValue(wb, q, by[best]!, stylists[best]);
      expectValue(wb, 'biggest sale', Math.max(...ss.map((s) => s.price)));
      expectValue(wb, 'sales in q3', sum(ss.map((s) => s.price)));
      expectValue(
        wb,
        `how many ${things} did ${stylists[0]!.toLowerCase()} sell`,
        ss.filter((s) => s.stylist === stylists[0]).length,
      );
      expectRefused(wb, 'how much did we sell of vera wang');
    },
  );
});
