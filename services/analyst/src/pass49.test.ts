/**
 * Issue 13, pass 49: the core statements across (pass49-shapes.ts), each asked over a few
 * variants (labels, currencies, sizes). Every figure is computed here from the shape's own
 * data; each question is answered right or refused, never with another figure.
 */
import { expect } from '@jest/globals';
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import * as S from './pass49-shapes';
import { type Book, ask, expectRefused, expectValue, r2, sum } from './pass-expect';

const DEC7 = new Date('2026-12-07T12:00:00Z');
const askOn = (wb: Book, q: string, now: Date) => answerQuestion(wb, q, { now });
const valueOn = (wb: Book, q: string, now: Date, v: number, at?: string): void => {
  const a = askOn(wb, q, now);
  const got = a.refused ? a.text.split('\n')[0] : r2(Number(a.figures[0]!.value));
  expect([q, got]).toEqual([q, r2(v)]);
  if (at) expect([q, a.figures[0]!.at]).toEqual([q, at]);
};
const pct = (a: number, b: number): number => (a * 100) / b;
const atOf = (wb: Book, q: string): string | undefined => {
  const a = ask(wb, q);
  return a.refused ? `refused: ${a.text.split('\n')[0]}` : a.figures[0]!.at;
};

describe('L1, W1: months × products with a Total column and row, months as text', () => {
  it.each([
    ['default', S.productGrid(), {}, 'Seaweed', 'Gift Boxes', 10_000],
    [
      'five lines, eight months, Total (£), whole pounds',
      S.productGrid(['Beeswax', 'Soy', 'Rapeseed', 'Diffusers', 'Gift Sets'], 8, 1.6, true),
      {
        title: 'Hebridean Candle Co. — sales by line, 2026',
        note: '£, ex VAT',
        total: 'Total (£)',
        footer: 'September onwards to follow.',
      },
      'Rapeseed',
      'Gift Sets',
      9_000,
    ],
    [
      'Total, a Product header',
      S.productGrid(['Tees', 'Hoodies', 'Caps', 'Totes'], 11, 2.3),
      { total: 'Total', first: 'Product', title: 'Thread Works — sales by product, 2026' },
      'Caps',
      'Totes',
      9_000,
    ],
  ] as Array<
    [
      string,
      S.ProductGrid,
      NonNullable<Parameters<typeof S.productGridRows>[1]>,
      string,
      string,
      number,
    ]
  >)('%s', async (_n, g, opts, grower, share, over) => {
    const wb = await bookOf([{ name: 'Sales', rows: S.productGridRows(g, opts) }]);
    const col = (p: string) => g.values.map((r) => r[g.products.indexOf(p)]!);
    const byProduct = g.products.map((p) => ({ p, v: sum(col(p)) }));
    const ranked = [...byProduct].sort((a, b) => b.v - a.v);
    const grand = sum(g.totals);
    const n = g.months.length;
    // W1: a Total column is never a product
    for (const q of ['top 3 products', 'what are our top 3 products', 'best selling product']) {
      const a = ask(wb, q);
      expect([q, a.refused, a.figures[0]?.at]).toEqual([q, false, ranked[0]!.p]);
      expect([q, r2(Number(a.figures[0]!.value))]).toEqual([q, r2(ranked[0]!.v)]);
      expect(a.text).not.toMatch(/\|\s*Total/);
    }
    for (const q of [
      'total sales so far this year',
      'how much have we sold this year',
      'what were total sales',
    ])
      valueOn(wb, q, DEC7, grand);
    valueOn(wb, 'how did we do in march', DEC7, g.totals[2]!);
    valueOn(wb, 'what did we take in february?', DEC7, g.totals[1]!);
    const best = Math.max(...g.totals);
    valueOn(wb, 'best month so far?', DEC7, best);
    valueOn(wb, 'which month had the highest sales', DEC7, best);
    valueOn(wb, 'worst month', DEC7, Math.min(...g.totals));
    for (const q of [
      `what % of sales are ${share.toLowerCase()}`,
      `what share of sales came from ${share.toLowerCase()}`,
    ])
      valueOn(wb, q, DEC7, pct(sum(col(share)), grand));
    valueOn(wb, `average monthly sales this year`, DEC7, grand / n);
    valueOn(
      wb,
      `how many months did we take over ${over.toLocaleString('en-US')}`,
      DEC7,
      g.totals.filter((t) => t > over).length,
    );
    valueOn(wb, 'what did we take in Q2', DEC7, sum(g.totals.slice(3, 6)));
    const last = n - 1;
    const mon = S.MONTHS3[last]!.toLowerCase();
    for (const q of [
      `how much has ${grower.toLowerCase()} grown from jan to ${mon}`,
      `how much did ${grower.toLowerCase()} grow from january to ${mon}`,
    ])
      valueOn(wb, q, DEC7, pct(col(grower)[last]! - col(grower)[0]!, col(grower)[0]!));
    if (n === 11) valueOn(wb, 'sales last month', DEC7, g.totals[10]!);
    expect(askOn(wb, 'what were sales in december', DEC7).refused).toBe(true);
  });
});

describe('L2: a P&L by term (three term columns and a Total)', () => {
  it.each([
    ['default', S.pnlTerms(), {}, 'summer', 'wages'],
    [
      'four terms, Instructor salaries, Total Revenue, £',
      S.pnlTerms(
        ['Term 1 (Jan–Mar)', 'Term 2 (Apr–Jun)', 'Term 3 (Jul–Sep)', 'Term 4 (Oct–Dec)'],
        'Instructor salaries',
        0.7,
      ),
      { incomeTotal: 'Total Revenue', currency: 'All figures in £', company: 'Leap Gym Club' },
      '3',
      'salaries',
    ],
    [
      'seasons, Staff wages',
      S.pnlTerms(['Winter season', 'Summer season'], 'Staff wages', 1.9),
      { total: 'Total for year' },
      'winter',
      'staff costs',
    ],
  ] as Array<
    [string, S.PnlTerms, NonNullable<Parameters<typeof S.pnlTermRows>[1]>, string, string]
  >)('%s', async (_n, p, opts, oneWord, wageWord) => {
    const wb = await bookOf([{ name: 'P&L', rows: S.pnlTermRows(p, opts) }]);
    const t = S.pnlTermTotals(p);
    const inc = sum(t.income);
    for (const q of ["what's our gross margin", 'gross margin', 'what is our gross profit margin'])
      expectValue(wb, q, pct(sum(t.gross), inc));
    for (const q of ['net margin', 'what is our net profit margin', "what's our profit margin"])
      expectValue(wb, q, pct(sum(t.net), inc));
    const best = t.net.indexOf(Math.max(...t.net));
    const worst = t.net.indexOf(Math.min(...t.net));
    const noun = /season/.test(p.terms[0]!) ? 'season' : 'term';
    for (const q of [`which ${noun} made the most profit`, `which ${noun} was the most profitable`])
      expect([q, atOf(wb, q)]).toEqual([q, p.terms[best]]);
    expect(atOf(wb, `which ${noun} made the least profit`)).toBe(p.terms[worst]);
    const wages = p.expenses[0]![1];
    for (const q of [
      `${wageWord} as a % of income`,
      `what % of income goes on ${wageWord}`,
      `${wageWord} as a percentage of revenue`,
    ])
      expectValue(wb, q, pct(sum(wages), inc));
    const k = p.terms.findIndex((x) => x.toLowerCase().includes(oneWord));
    const named = /^\d$/.test(oneWord) ? `term ${oneWord}` : `the ${oneWord} ${noun}`;
    expectValue(wb, `net margin in ${named}`, pct(t.net[k]!, t.income[k]!));
    expectValue(wb, `net profit in ${named}`, t.net[k]!);
    expectRefused(wb, 'net margin for 2024');
    for (const q of ["what's our revenue", 'total income', 'what were sales'])
      expectValue(wb, q, inc);
    const fees = p.income[0]![1];
    const topFees = fees.indexOf(Math.max(...fees));
    expectValue(
      wb,
      `which ${noun} brought in the most class fees`,
      fees[topFees]!,
      p.terms[topFees],
    );
  });
});

describe('L3: a two-year comparison with a group header and change columns', () => {
  it.each([
    ['default', S.twoYear(), {}, '2025-26'],
    [
      'FY 2026-27, Rs., Rent & rates',
      S.twoYear(['FY 2026-27', 'FY 2025-26'], 1.3, 'Rent & rates'),
      { currency: 'Rs.' },
      '2026-27',
    ],
    [
      '2025-26 alone, Change (INR)',
      S.twoYear(['2025-26', '2024-25'], 2.1),
      { currency: 'INR' },
      'FY 2025-26',
    ],
    [
      '2025/26, no expense heading, Year ended 30 June',
      S.twoYear(['2025/26', '2024/25'], 0.6),
      { heading: false, group: 'Year ended 30 June', first: '' },
      '2025/26',
    ],
  ] as Array<[string, S.TwoYear, NonNullable<Parameters<typeof S.twoYearRows>[1]>, string]>)(
    '%s',
    async (_n, y, opts, newer) => {
      const wb = await bookOf([{ name: 'I&E', rows: S.twoYearRows(y, opts) }]);
      const tot = S.twoYearTotals(y);
      const ch = (l: [string, number, number]) => l[1] - l[2];
      const revUp = [...y.revenue].sort((a, b) => ch(b) - ch(a));
      const costUp = [...y.expenses].sort((a, b) => ch(b) - ch(a));
      for (const q of [
        'how much did revenue grow in rupees',
        'by how much did revenue go up in value',
      ])
        expectValue(wb, q, tot.revenue[0]! - tot.revenue[1]!);
      expectValue(
        wb,
        'how much did revenue grow',
        pct(tot.revenue[0]! - tot.revenue[1]!, tot.revenue[1]!),
      );
      for (const q of [
        'which revenue line grew the most in rupees',
        'which revenue line grew the most',
        'which income stream increased the most',
      ])
        expectValue(wb, q, ch(revUp[0]!), revUp[0]![0]);
      for (const q of ['which cost went up the most', 'which expense increased the most'])
        expectValue(wb, q, ch(costUp[0]!), costUp[0]![0]);
      const aids = y.revenue[1]!;
      for (const q of ['hearing aid sales growth %', 'what % did hearing aid sales grow'])
        expectValue(wb, q, pct(ch(aids), aids[2]));
      const rent = y.expenses[2]!;
      const rentWords = rent[0].toLowerCase();
      for (const q of [
        `how much more ${rentWords} are we paying`,
        `how much more did we pay in ${rentWords}`,
      ])
        expectValue(wb, q, ch(rent));
      const fell = y.revenue.filter((l) => ch(l) < 0);
      expect(fell).toHaveLength(1);
      for (const q of ['which revenue line fell', 'did any revenue line go down'])
        expectValue(wb, q, ch(fell[0]!), fell[0]![0]);
      for (const q of ['how many expense lines went up', 'how many costs increased'])
        expectValue(wb, q, y.expenses.filter((l) => ch(l) > 0).length);
      expectValue(wb, 'how many revenue lines fell', fell.length);
      expectValue(wb, `net margin for ${newer}`, pct(tot.net[0]!, tot.revenue[0]!));
      expectValue(
        wb,
        `what share of revenue was hearing tests in ${newer}`,
        pct(y.revenue[0]![1], tot.revenue[0]!),
      );
      expectRefused(wb, 'revenue in 2019');
      const bigRev = [...y.revenue].sort((a, b) => b[1] - a[1])[0]!;
      const bigCostOld = [...y.expenses].sort((a, b) => b[2] - a[2])[0]!;
      expectValue(wb, 'which revenue line is the biggest', bigRev[1], bigRev[0]);
      expectValue(wb, 'what was our biggest expense last year', bigCostOld[2], bigCostOld[0]);
    },
  );
});

describe('L4, W2: QuickBooks sales by customer summary with sub-customers', () => {
  it.each([
    ['default', S.qbCustomers(), {}],
    [
      'nine months, Total, cash customers the biggest',
      S.qbCustomers(9, 1.4, 3),
      { total: 'Total' },
    ],
    ['indent of two, larger', S.qbCustomers(11, 2.2), { indent: '  ', company: 'Hilltop Motors' }],
  ] as Array<[string, S.QbCustomer[], NonNullable<Parameters<typeof S.qbRows>[1]>]>)(
    '%s',
    async (_n, cs, opts) => {
      const wb = await bookOf([{ name: 'Sheet1', rows: S.qbRows(cs, opts) }]);
      const tot = S.qbTotals(cs);
      const ranked = [...tot].sort((a, b) => b.total - a.total);
      for (const q of [
        "who's our biggest customer",
        'which customer spent the most',
        'who is our best customer',
      ])
        expectValue(wb, q, ranked[0]!.total, ranked[0]!.name);
      expectValue(wb, 'who is our smallest customer', ranked.at(-1)!.total, ranked.at(-1)!.name);
      for (const [q, limit] of [
        ['how many customers spent over $10,000', 10_000],
        ['how many customers spent more than 20k', 20_000],
      ] as Array<[string, number]>)
        expectValue(wb, q, tot.filter((c) => c.total > limit).length);
      const a = ask(wb, 'top 5 customers');
      expect([a.refused, a.figures.map((f) => f.at)]).toEqual([
        false,
        ranked.slice(0, 5).map((c) => c.name),
      ]);
      const oct = tot.map((c) => ({ c, v: c.months[8]! })).sort((x, y) => y.v - x.v)[0]!;
      expectValue(wb, 'who spent the most in september', oct.v, oct.c.name);
      const parent = tot.find((c) => c.name === 'City of Westfield')!;
      expectValue(wb, 'how much did city of westfield spend', parent.total);
      expectValue(wb, 'how much did anderson trucking spend in april', tot[0]!.months[3]!);
      expectRefused(wb, 'how much did anderson trucking spend in march');
      expectValue(wb, 'cash customers in march', tot[1]!.months[2]!);
      expectRefused(wb, 'who was our biggest customer in 2025');
      expectValue(wb, "who's our biggest customer this year", ranked[0]!.total, ranked[0]!.name);
      const over = tot.filter((c) => c.total > 10_000).sort((x, y) => y.total - x.total);
      const l = ask(wb, 'which customers spent over $10,000');
      expect([l.refused, l.figures.map((f) => f.at)]).toEqual([false, over.map((c) => c.name)]);
      const top = ask(wb, 'who are our top customers');
      expect(top.figures.map((f) => f.at)).toEqual(ranked.slice(0, 10).map((c) => c.name));
      expectValue(
        wb,
        'how many customers bought in june',
        tot.filter((c) => c.months[5]! > 0).length,
      );
    },
  );
});

describe('L5, W3: one sheet per site plus a Summary, months down', () => {
  it.each([
    ['default', S.siteData(), {}, 'sandton', 'fourways', 'october', 4],
    [
      'two sites, four months, ZAR',
      S.siteData(['Menlyn', 'Hatfield'], 4, 1.1),
      { currency: 'ZAR', brand: 'Shine Bros' },
      'hatfield',
      'menlyn',
      'august',
      2,
    ],
    [
      'four sites, Vehicles washed, $',
      S.siteData(['Downtown', 'Airport', 'Mall', 'Harbour'], 6, 0.08),
      { currency: '$', cars: 'Vehicles washed', summaryName: 'All sites' },
      'airport',
      'harbour',
      'september',
      3,
    ],
  ] as Array<
    [
      string,
      ReturnType<typeof S.siteData>,
      NonNullable<Parameters<typeof S.siteSheets>[1]>,
      string,
      string,
      string,
      number,
    ]
  >)('%s', async (_n, data, opts, one, other, month, mi) => {
    const wb = await bookOf(S.siteSheets(data, opts));
    const site = (w: string) => data.find((d) => d.site.toLowerCase() === w)!;
    const col = (d: (typeof data)[number], k: keyof S.SiteMonth) => sum(d.rows.map((r) => r[k]));
    const s1 = site(one);
    const unit = opts.cars ? 'vehicle' : 'car';
    for (const q of [
      `average spend per ${unit} at ${one}`,
      `what's the average takings per ${unit} at ${one}`,
    ])
      expectValue(wb, q, col(s1, 'total') / col(s1, 'cars'));
    expectValue(
      wb,
      `average spend per ${unit}`,
      sum(data.map((d) => col(d, 'total'))) / sum(data.map((d) => col(d, 'cars'))),
    );
    const inMonth = data.map((d) => ({ d, v: d.rows[mi]!.total }));
    const worst = [...inMonth].sort((a, b) => a.v - b.v)[0]!;
    const best = [...inMonth].sort((a, b) => b.v - a.v)[0]!;
    for (const q of [`which site had the worst ${month}`, `which site did worst in ${month}`])
      expectValue(wb, q, worst.v, worst.d.site);
    expectValue(wb, `which site had the best ${month}`, best.v, best.d.site);
    const units = opts.cars ? 'vehicles' : 'cars';
    expectValue(
      wb,
      `how many ${units} did we wash in ${month}`,
      sum(data.map((d) => d.rows[mi]!.cars)),
    );
    for (const q of [
      `how many ${units} did we wash altogether`,
      `how many ${units} did we wash in total`,
    ])
      expectValue(wb, q, sum(data.map((d) => col(d, 'cars'))));
    expectValue(wb, `valet takings at ${other}`, col(site(other), 'valet'));
    for (const q of [`${one} wages as a % of takings`, `wages as a % of takings at ${one}`])
      expectValue(wb, q, pct(col(s1, 'wages'), col(s1, 'total')));
    for (const q of ['total wages across all sites', 'what did we pay in wages across all sites'])
      expectValue(wb, q, sum(data.map((d) => col(d, 'wages'))));
    expectRefused(wb, `average spend per ${unit} at ${one} in december`);
    expectValue(wb, `how many ${units} did ${one} wash`, col(s1, 'cars'));
    const cellsAll = data.flatMap((d) => d.rows.map((r) => ({ d, v: r.total })));
    const worstCell = [...cellsAll].sort((a, b) => a.v - b.v)[0]!;
    expectValue(wb, 'which site had the worst month', worstCell.v, worstCell.d.site);
  });
});

describe('L6: a Summary with per-clinic columns and one sheet per clinic', () => {
  it.each([
    ['default', S.clinicData(), {}, 'tampines', 'tanjong pagar'],
    [
      'three clinics, nine months, Appointments',
      S.clinicData(['Bedok', 'Jurong East', 'Woodlands'], 9, 1.2),
      { sessions: 'Appointments' },
      'woodlands',
      'bedok',
    ],
  ] as Array<
    [
      string,
      ReturnType<typeof S.clinicData>,
      NonNullable<Parameters<typeof S.clinicSheets>[1]>,
      string,
      string,
    ]
  >)('%s', async (_n, data, opts, one, two) => {
    const wb = await bookOf(S.clinicSheets(data, opts));
    const clinic = (w: string) => data.find((d) => d.clinic.toLowerCase() === w)!;
    const col = (d: (typeof data)[number], k: keyof S.ClinicMonth, ms?: number[]) =>
      sum(d.rows.filter((_, i) => !ms || ms.includes(i)).map((r) => r[k]));
    const n = data[0]!.rows.length;
    const both = data.length === 2 ? 'both clinics' : 'all clinics';
    expectValue(wb, `total income ${both} this year`, sum(data.map((d) => col(d, 'income'))));
    const best = [...data].sort((a, b) => col(b, 'net') - col(a, 'net'))[0]!;
    for (const q of [
      'which clinic made more profit this year',
      'which clinic was the most profitable',
    ])
      expectValue(wb, q, col(best, 'net'), best.clinic);
    const unit = opts.sessions ? 'appointments' : 'sessions';
    expectValue(wb, `how many ${unit} in total`, sum(data.map((d) => col(d, 'sessions'))));
    const c1 = clinic(one);
    const u1 = opts.sessions ? 'appointment' : 'session';
    expectValue(wb, `average fee per ${u1} at ${one}`, col(c1, 'fees') / col(c1, 'sessions'));
    expectValue(wb, `income per ${u1} at ${one}`, col(c1, 'income') / col(c1, 'sessions'));
    const oct = Math.min(9, n - 1);
    const octName = S.MONTHS3[oct]!.toLowerCase();
    expectValue(wb, `net profit in ${octName}`, sum(data.map((d) => d.rows[oct]!.net)));
    expectValue(wb, `${one} profit for q2`, col(c1, 'net', [3, 4, 5]));
    const inc = data[0]!.rows.map((_, i) => sum(data.map((d) => d.rows[i]!.income)));
    expectValue(
      wb,
      `how much has monthly income grown from january to ${S.MONTHS3[n - 1]!.toLowerCase()}`,
      pct(inc[n - 1]! - inc[0]!, inc[0]!),
    );
    expectValue(
      wb,
      `therapist pay as a % of income at ${two}`,
      pct(col(clinic(two), 'pay'), col(clinic(two), 'income')),
    );
    const weakest = c1.rows.reduce((a, r, i) => (r.net < c1.rows[a]!.net ? i : a), 0);
    expectValue(wb, `${one}'s weakest month for profit`, c1.rows[weakest]!.net);
    expectRefused(wb, 'net profit in december');
    const allNet = sum(data.map((d) => col(d, 'net')));
    const allInc = sum(data.map((d) => col(d, 'income')));
    expectValue(wb, 'total net profit', allNet);
    expectValue(wb, 'profit margin this year', pct(allNet, allInc));
    expectValue(wb, `what is ${one}'s net margin`, pct(col(c1, 'net'), col(c1, 'income')));
    expectValue(wb, `total costs ${both}`, sum(data.map((d) => col(d, 'costs'))));
  });
});
