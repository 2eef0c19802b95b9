/**
 * Issue 13, pass 51 (pass51-shapes.ts): registers and lists: an Australian payroll register, a
 * rota with a date row under its weekday columns and formulas, stock and price lists with
 * groups and a reorder flag, a boat yard's job costing with a Status, aged debtors with a
 * Credit limit column. Each is asked over variants (labels, currencies, sizes, row counts) in a
 * few owners' phrasings. Every figure is computed here from the shape's own data; each question
 * is answered right or refused, never with another figure.
 */
import { answerQuestion } from './answer';
import * as S from './pass51-shapes';

type Book = Parameters<typeof answerQuestion>[0];
const NOW = new Date('2026-11-25T12:00:00Z');
const ask = (wb: Book, q: string) => answerQuestion(wb, q, { now: NOW });
const r2 = (n: number): number => Math.round(n * 100) / 100;
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

/** Every question gets the figure (to the cent), and the place when one is given. */
function expectValue(wb: Book, qs: string | string[], v: number, at?: string): void {
  for (const q of Array.isArray(qs) ? qs : [qs]) {
    const a = ask(wb, q);
    const got = a.refused ? a.text.split('\n')[0] : r2(Number(a.figures[0]!.value));
    expect([q, got]).toEqual([q, r2(v)]);
    if (at) expect([q, a.figures[0]!.at]).toEqual([q, at]);
  }
}
function expectRefused(wb: Book, qs: string | string[], says?: RegExp): void {
  for (const q of Array.isArray(qs) ? qs : [qs]) {
    const a = ask(wb, q);
    expect([q, a.refused, a.refused ? '' : a.figures[0]?.value]).toEqual([q, true, '']);
    if (says) expect([q, a.text]).toEqual([q, expect.stringMatching(says)]);
  }
}
const top = <T>(xs: T[], f: (x: T) => number, max = true): T =>
  xs.reduce((a, b) => ((max ? f(b) > f(a) : f(b) < f(a)) ? b : a));

describe('W1, L2: a rota with a date row under the weekdays, "off" cells, formulas', () => {
  it.each([
    [1, 13, {}],
    [0.9, 10, { cur: '€', hours: 'Hours', pay: 'Pay €', dates: 'date' }],
    [1.1, 14, { name: 'Staff', hours: 'Total hours', dates: 'none' }],
    [1, 12, { biz: 'Funky Monkeys Play Barn', pay: 'Week pay £', dates: 'date' }],
  ] as Array<[number, number, Parameters<typeof S.rotaRows>[1]]>)(
    'scale %d, %d people, %j',
    async (k, n, o) => {
      const rs = S.rotaLines(k, n);
      const wb = await S.book51([{ name: 'Rota', rows: S.rotaRows(rs, o) }]);
      const hrs = rs.map(S.rotaHours);
      const dayHrs = (d: number) =>
        rs.map((x) => (typeof x.days[d] === 'number' ? (x.days[d] as number) : 0));
      // W1: the people whose week's hours are below 16 (the engine counted every row: 13)
      expectValue(
        wb,
        [
          'how many people are on less than 16 hours',
          'how many staff are doing fewer than 16 hours',
          'who is on under 16 hours',
        ],
        hrs.filter((h) => h < 16).length,
      );
      expectValue(wb, 'how many people work more than 30 hours', hrs.filter((h) => h > 30).length);
      expectValue(
        wb,
        ['wage bill for the week', "what's the wage bill", 'total wages this week'],
        sum(rs.map(S.rotaPay)),
      );
      const most = top(rs, S.rotaHours);
      expectValue(wb, "who's doing the most hours", S.rotaHours(most), most.name);
      expectValue(wb, ['how many hours on saturday', 'saturday hours'], sum(dayHrs(5)));
      const busiest = [0, 1, 2, 3, 4, 5, 6].reduce((a, b) =>
        sum(dayHrs(b)) > sum(dayHrs(a)) ? b : a,
      );
      const dayNames = [
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
        'Sunday',
      ];
      expectValue(
        wb,
        ['busiest day?', 'which day is the busiest'],
        sum(dayHrs(busiest)),
        dayNames[busiest],
      );
      expectValue(
        wb,
        [
          'how many staff are in on sunday',
          'how many people are working on sunday',
          "who's in on sunday",
        ],
        dayHrs(6).filter((h) => h > 0).length,
      );
      const chloe = rs.find((x) => x.name.startsWith('Chloe'))!;
      expectValue(
        wb,
        ["what's Chloe's rate", "what's Chloe on per hour", 'how much does chloe get an hour'],
        chloe.rate,
      );
      expectValue(
        wb,
        ['party host hours this week', 'how many hours are the party hosts doing'],
        sum(rs.filter((x) => x.role === 'Party host').map(S.rotaHours)),
      );
      expectValue(
        wb,
        [
          'café staff cost this week',
          'what do the cafe staff cost us',
          'how much do we pay the café staff',
        ],
        sum(rs.filter((x) => x.role === 'Café').map(S.rotaPay)),
      );
      const tom = rs.find((x) => x.name.startsWith('Tom'))!;
      const tomDay = (d: number) => (typeof tom.days[d] === 'number' ? (tom.days[d] as number) : 0);
      expectValue(wb, "what's Tom working on wednesday", tomDay(2));
      expectValue(wb, ["what's Tom working on monday", 'is tom in on tuesday'], tomDay(0));
      expectRefused(wb, "what's Zoe working on monday");
      expectRefused(wb, 'how much overtime did we pay');
    },
  );
});

describe('W2, L3a: a stock count: the cheapest in a category is its Retail, no sales held', () => {
  it.each([
    [1, 16, {}],
    [1.3, 12, { biz: 'Riverside Music — stock take' }],
    [0.8, 16, { cur: '£', qty: 'On hand', cost: 'Cost', retail: 'Price' }],
    [1, 14, { cur: 'A$', retail: 'Sell price', total: false }],
  ] as Array<[number, number, Parameters<typeof S.guitarRows>[1]]>)(
    'scale %d, %d lines, %j',
    async (k, n, o) => {
      const gs = S.guitars(k, n);
      const wb = await S.book51([{ name: 'Stock', rows: S.guitarRows(gs, o) }]);
      const cat = (c: string) => gs.filter((x) => x.cat === c);
      const cheap = top(cat('Acoustic Guitars'), (x) => x.retail, false);
      expectValue(
        wb,
        ['cheapest acoustic', "what's our cheapest acoustic guitar", 'cheapest acoustic we sell'],
        cheap.retail,
        cheap.item,
      );
      const dear = top(cat('Electric Guitars'), (x) => x.retail);
      expectValue(
        wb,
        ['most expensive electric guitar', 'priciest electric'],
        dear.retail,
        dear.item,
      );
      expectValue(
        wb,
        [
          'how many different items are out of stock',
          'how many items are out of stock',
          'how many lines have zero stock',
        ],
        gs.filter((x) => x.qty === 0).length,
      );
      expectValue(
        wb,
        ['how many strats do we have', 'how many strats in stock'],
        sum(gs.filter((x) => /\bstrat/i.test(x.item)).map((x) => x.qty)),
      );
      expectValue(
        wb,
        'average unit cost of amps',
        sum(cat('Amps').map((x) => x.cost)) / cat('Amps').length,
      );
      expectValue(
        wb,
        ['how many lines are in stock', 'how many skus do we have in stock'],
        gs.filter((x) => x.qty > 0).length,
      );
      expectRefused(wb, 'who supplies the Taylor');
      expectRefused(
        wb,
        [
          'how many strats did we sell last month',
          'how many strats did we sell',
          'how many amps have we sold',
          'what were sales in november',
        ],
        /not what was sold/,
      );
    },
  );
});

describe('W3, L3b: a price list under group headings', () => {
  it.each([
    [1, {}],
    [1.2, { cur: 'C$', onHand: 'In stock' }],
    [0.9, { retail: 'Price', biz: 'Maple Hills Golf: pro shop prices' }],
  ] as Array<[number, Parameters<typeof S.golfRows>[1]]>)('scale %d, %j', async (k, o) => {
    const gs = S.golfGroups(k);
    const wb = await S.book51([{ name: 'Pro Shop', rows: S.golfRows(gs, o) }]);
    const all = gs.flatMap(([, xs]) => xs);
    const group = (g: string) => gs.find(([h]) => h === g)![1];
    expectValue(
      wb,
      ['how many Odyssey putters in stock', 'how many odyssey putters do we have'],
      sum(
        group('PUTTERS')
          .filter((x) => x.brand === 'Odyssey')
          .map((x) => x.onHand),
      ),
    );
    const v1 = all.find((x) => x.item.startsWith('Pro V1'))!;
    expectValue(wb, ['margin on a dozen Pro V1s', 'margin on the pro v1s'], S.golfMargin(v1));
    const club = top(group('CLUBS'), (x) => x.retail);
    expectValue(
      wb,
      ['most expensive club we sell', "what's our priciest club"],
      club.retail,
      club.item,
    );
    const putter = top(group('PUTTERS'), (x) => x.retail, false);
    expectValue(wb, 'cheapest putter', putter.retail, putter.item);
    expectValue(
      wb,
      [
        'how many items under $20',
        'how many products are under $20',
        'how many items cost less than $20',
      ],
      all.filter((x) => x.retail < 20).length,
    );
    expectValue(wb, 'how many items over $300', all.filter((x) => x.retail > 300).length);
  });
});

describe('L3c: a stock list with a Reorder? flag and a Reorder qty', () => {
  it.each([
    [1, 14, {}],
    [1.5, 12, { cur: 'A$', flag: 'Order?' }],
    [0.7, 14, { cur: '$', level: 'Min level', biz: 'Bee Happy Supplies' }],
  ] as Array<[number, number, Parameters<typeof S.hiveRows>[1]]>)(
    'scale %d, %d lines, %j',
    async (k, n, o) => {
      const hs = S.hiveItems(k, n);
      const wb = await S.book51([{ name: 'Stock', rows: S.hiveRows(hs, o) }]);
      expectValue(
        wb,
        [
          'how many lines are at or below reorder level',
          'how many items are at or below their reorder level',
        ],
        hs.filter((x) => x.onHand <= x.level).length,
      );
      expectValue(wb, 'reorder level for brood boxes', hs[0]!.level);
      // an item not flagged for reorder (the engine kept only the flagged rows)
      const smoker = hs.find((x) => /smoker/i.test(x.item))!;
      expectValue(wb, 'reorder level for the smoker', smoker.level);
      const flagged = hs.filter(S.hiveFlag);
      expectValue(
        wb,
        [
          'what would it cost to reorder everything flagged',
          'how much would it cost to reorder the flagged items',
        ],
        sum(flagged.map((x) => x.reorderQty * x.cost)),
      );
      expectValue(
        wb,
        ['what needs reordering', 'how many lines are flagged for reorder'],
        flagged.length,
      );
      const smokerQty = hs.find((x) => /smoker/i.test(x.item))!.reorderQty;
      expectValue(wb, "what's the reorder quantity for the smoker", smokerQty);
      expectValue(
        wb,
        'cost to reorder everything below reorder level',
        sum(hs.filter((x) => x.onHand < x.level).map((x) => x.reorderQty * x.cost)),
      );
      // "everything" alone, "how much stock": two readings, asked back
      expectRefused(
        wb,
        ['what would it cost to reorder everything', 'how much stock do we need to reorder'],
        /which do you mean/,
      );
      const gear = hs.filter((x) => x.cat === 'Protective gear');
      expectValue(
        wb,
        ['average unit cost of protective gear', 'average cost of the protective gear'],
        sum(gear.map((x) => x.cost)) / gear.length,
      );
    },
  );
});

describe('W4, L4: job costing with a Status', () => {
  it.each([
    [1, 10, {}],
    [1.4, 9, { cur: '€', status: 'Stage', wip: 'In progress' }],
    [0.8, 10, { haul: 'Haul out and storage', biz: 'Tamar Marine: jobs' }],
  ] as Array<[number, number, Parameters<typeof S.boatRows>[1]]>)(
    'scale %d, %d jobs, %j',
    async (k, n, o) => {
      const js = S.boatJobs(k, n);
      const wb = await S.book51([{ name: 'Jobs 2026', rows: S.boatRows(js, o) }]);
      expectValue(
        wb,
        [
          'haul-out and storage charges total',
          'total haul-out and storage',
          'haul out and storage in total',
        ],
        sum(js.map((x) => x.haul)),
      );
      expectValue(
        wb,
        ['total quoted across all jobs', 'total quote across all jobs'],
        sum(js.map((x) => x.quote)),
      );
      const loser = top(js, S.marginOf, false);
      expectValue(
        wb,
        ['which job lost the most', "what's our biggest loss"],
        S.marginOf(loser),
        loser.no,
      );
      const wip = js.filter((x) => x.status === 'WIP');
      expectValue(
        wb,
        ['materials on jobs still in progress', 'materials on jobs in progress'],
        sum(wip.map((x) => x.materials)),
      );
      expectValue(wb, 'how many jobs are still in progress', wip.length);
      expectValue(
        wb,
        'margin on invoiced jobs',
        sum(js.filter((x) => x.status === 'Invoiced').map(S.marginOf)),
      );
      const most = top(js, (x) => x.hrs);
      expectValue(wb, 'which boat took the most hours', most.hrs, most.boat);
      const best3 = [...js].sort((a, b) => S.marginOf(b) - S.marginOf(a)).slice(0, 3);
      for (const q of ['which 3 jobs made us the most money', 'top 3 jobs by margin']) {
        const a = ask(wb, q);
        expect([q, a.figures.map((f) => r2(Number(f.value)))]).toEqual([
          q,
          best3.map((x) => r2(S.marginOf(x))),
        ]);
      }
      expectValue(wb, ['which jobs are still open', "what's still in progress"], wip.length);
      const best = top(js, S.marginOf);
      expectValue(wb, 'which boat made the most money', S.marginOf(best), best.boat);
      expectRefused(wb, 'what is the status of Kittiwake');
      const kitti = js.find((x) => x.boat === 'Kittiwake')!;
      expectValue(wb, 'how many hours did Kittiwake take', kitti.hrs);
      expectRefused(
        wb,
        ['how many days was Kittiwake on the hard', 'how long was Kittiwake out of the water'],
        /no dates or days/,
      );
    },
  );
});

describe('W5, L5: aged debtors with a Credit limit column, and a Xero export', () => {
  it.each([
    [1, 14, {}],
    [1.25, 10, { cur: 'EUR', limit: 'Limit', first: 'Kunde' }],
    [0.8, 14, { cur: '£', over: 'Over 90 days', total: 'Balance' }],
  ] as Array<[number, number, Parameters<typeof S.debtorRows>[1]]>)(
    'scale %d, %d customers, %j',
    async (k, n, o) => {
      const ds = S.debtors(k, n);
      const wb = await S.book51([{ name: 'Debitoren', rows: S.debtorRows(ds, o) }]);
      expectValue(
        wb,
        [
          'how many customers are over their credit limit',
          'who is over their credit limit',
          'how many clients have gone over their limit',
          'how many customers exceed their credit limit',
        ],
        ds.filter((x) => S.debtTotal(x) > x.limit).length,
      );
      const all = sum(ds.map(S.debtTotal));
      expectValue(wb, ['total owed to us', 'how much are we owed'], all);
      const most = top(ds, S.debtTotal);
      expectValue(wb, 'who owes us the most', S.debtTotal(most), most.name);
      expectValue(
        wb,
        ['what does Kita Sonnenschein owe us', 'how much does kita sonnenschein owe'],
        S.debtTotal(ds[0]!),
      );
      expectValue(
        wb,
        ['average balance per customer', 'what does the average customer owe us'],
        all / ds.length,
      );
      const frei = ds.find((x) => x.name === 'Bäckerei Frei')!;
      expectValue(wb, 'how much is Bäckerei Frei over their limit', S.debtTotal(frei) - frei.limit);
      const garage = ds.find((x) => x.name === 'Garage Widmer');
      if (garage)
        expectValue(
          wb,
          'how much credit does Garage Widmer have left',
          garage.limit - S.debtTotal(garage),
        );
      expectValue(
        wb,
        'what share of receivables is over 60 days',
        (sum(ds.map((x) => x.b[3] + x.b[4])) / all) * 100,
      );
    },
  );
  it.each([
    [1, 8],
    [1.5, 9],
  ])('Xero: scale %d, %d contacts', async (k, n) => {
    const cs = S.xeroContacts(k, n);
    const wb = await S.book51([{ name: 'Aged Receivables', rows: S.xeroRows(cs) }]);
    expectValue(
      wb,
      ['how many clients owe more than $2,000', 'how many customers owe us over 2000'],
      cs.filter((x) => S.xeroTotal(x) > 2000).length,
    );
    expectValue(wb, 'what does Harbour Motors owe us', S.xeroTotal(cs[3]!));
  });
});

describe('L1: an Australian payroll register (PAYG, super, Type)', () => {
  it.each([
    [1, 9, {}],
    [1.1, 10, { superPct: 11.5, tax: 'Tax' }],
    [0.9, 8, { cur: 'A$', tax: 'PAYG W/H', biz: 'Saltbush Bistro Pty Ltd' }],
  ] as Array<[number, number, Parameters<typeof S.payRows>[1]]>)(
    'scale %d, %d people, %j',
    async (k, n, o) => {
      const ps = S.payLines(k, n);
      const pct = o?.superPct ?? 12;
      const wb = await S.book51([{ name: 'Pay run', rows: S.payRows(ps, o) }]);
      expectValue(
        wb,
        ['how much tax did we withhold', 'how much tax was withheld this pay run'],
        sum(ps.map((x) => x.payg)),
      );
      expectValue(
        wb,
        ['how much super do we owe for this fortnight', 'how much super do we owe', 'total super'],
        sum(ps.map((x) => S.superOf(x, pct))),
      );
      expectValue(
        wb,
        'what does this pay run cost us all up',
        sum(ps.map(S.grossOf)) + sum(ps.map((x) => S.superOf(x, pct))),
      );
      const casual = ps.filter((x) => x.type === 'Casual');
      expectValue(
        wb,
        ['casual wages', 'what did the casuals earn', 'how much did we pay casuals'],
        sum(casual.map(S.grossOf)),
      );
      expectValue(wb, 'casual hours', sum(casual.map((x) => x.hours)));
      expectValue(
        wb,
        "full-timers' net pay",
        sum(ps.filter((x) => x.type === 'Full-time').map(S.netOf)),
      );
      expectValue(
        wb,
        "what's the bar manager on per hour",
        ps.find((x) => x.role === 'Bar Manager')!.rate,
      );
      expectRefused(wb, "what's a bartender on per hour", /different/);
      expectValue(wb, 'how much do we owe the ATO', sum(ps.map((x) => x.payg)));
      expectValue(wb, 'how much super for the casuals', sum(casual.map((x) => S.superOf(x, pct))));
    },
  );
});
