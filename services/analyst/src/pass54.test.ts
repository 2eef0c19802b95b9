/**
 * Issue 13, pass 54: what owners call the rows of a purchase-order log (POs, purchase orders,
 * orders) and of a sales commission sheet (deals, sales, jobs, contracts), read from the title
 * and headers (row-nouns.ts). Each asked over variants (labels, a Unit column or the unit in the
 * item, a Totals row, rates as fractions or percent-formatted, sizes) in a few owners' phrasings;
 * every figure is computed here from the shape's own data (pass54-shapes.ts).
 */
import { expect } from '@jest/globals';
import { type Book, ask, expectRefused, expectValue, r2, sum } from './pass-expect';
import * as S from './pass54-shapes';

const expectSays = (wb: Book, q: string, v: number, says: RegExp): void => {
  expectValue(wb, q, v);
  expect([q, ask(wb, q).text]).toEqual([q, expect.stringMatching(says)]);
};

// ---------------------------------------------------------------------------------------------
// A: a purchase order log

const PO_VARIANTS: Array<[string, S.PoLayout, number, number]> = [
  ['kaiyo: PO #, Date raised, a Unit column', S.KAIYO_LAYOUT, 1, 1],
  [
    'PO No, Ordered on, the unit in the item, a Totals row, bigger',
    {
      ...S.KAIYO_LAYOUT,
      poHead: 'PO No',
      dateHead: 'Ordered on',
      unitColumn: false,
      totalsRow: true,
    },
    1.5,
    1,
  ],
  [
    'Order #, two rice suppliers',
    { ...S.KAIYO_LAYOUT, poHead: 'Order #', title: 'Kaiyo Sushi Bar — purchase orders (AUD)' },
    1,
    2,
  ],
];

describe('A: a purchase order log: its rows are POs, purchase orders, orders', () => {
  it.each(PO_VARIANTS)('%s', async (_, l, k, riceSuppliers) => {
    const xs = S.kaiyoOrders(k, riceSuppliers);
    const wb = await S.cellBook([{ name: 'POs', rows: S.poRows(xs, l) }]);
    const total = sum(xs.map((x) => x.total));
    for (const q of [
      "what's the total value of all our POs",
      'total value of our purchase orders',
      "what's the total value of our orders",
      'how much have we ordered in total',
    ])
      expectValue(wb, q, total);
    // last month, as of 24 Nov 2026: October by the date raised
    const oct = xs.filter((x) => x.raised.startsWith('2026-10'));
    for (const q of [
      'how many POs did we raise last month',
      'how many purchase orders in october',
      'how many orders did we place last month',
    ])
      expectValue(wb, q, oct.length);
    const big = xs.filter((x) => x.total > 1000).length;
    expect(big).toBeGreaterThan(0);
    for (const q of [
      'how many orders were over $1,000',
      'how many POs over $1000',
      'how many purchase orders were more than $1k',
    ])
      expectValue(wb, q, big);
    // kilos of salmon: the Qty of the salmon rows in kg
    const salmon = xs.filter((x) => /salmon/i.test(x.item) && x.unit === 'kg');
    for (const q of [
      'how many kilos of salmon did we order',
      'how many kg of salmon have we ordered',
      'how many kilograms of salmon',
    ])
      expectValue(wb, q, sum(salmon.map((x) => x.qty)));
    expectRefused(wb, 'how many bags of salmon did we order', /kg/);
    // tuna per kg: Σ Total ÷ Σ kg, the mean of the unit costs named
    const tuna = xs.filter((x) => /tuna/i.test(x.item));
    const perKg = r2(sum(tuna.map((x) => x.total)) / sum(tuna.map((x) => x.qty)));
    for (const q of [
      'what did we pay per kg for tuna on average',
      'average price per kg of tuna',
      'what does tuna cost us per kilo',
    ])
      expectSays(wb, q, perKg, /mean of Unit cost/);
    // who supplies the rice: one named; several listed
    const rice = [...new Set(xs.filter((x) => /rice/i.test(x.item)).map((x) => x.supplier))];
    for (const q of [
      'who supplies our rice',
      'which supplier do we use for rice',
      'who do we buy rice from',
    ]) {
      const a = ask(wb, q);
      expect([q, a.refused]).toEqual([q, false]);
      for (const s of rice) expect([q, a.text]).toEqual([q, expect.stringContaining(s)]);
      if (rice.length > 1) expect([q, a.text]).toEqual([q, expect.stringMatching(/2 suppliers/)]);
    }
    // a supplier's orders
    const hs = xs.filter(
      (x) => x.supplier === 'Harbour Seafood Co' && x.raised.startsWith('2026-10'),
    );
    expectValue(
      wb,
      'how much did we order from Harbour Seafood in October',
      sum(hs.map((x) => x.total)),
    );
    // a PO log records orders and receipt, never payment; nor a forecast
    for (const q of [
      "have we paid Harbour Seafood's invoices",
      'how much do we owe Harbour Seafood',
      'which invoices are outstanding',
    ])
      expectRefused(wb, q, /no payments or invoices/);
    expectRefused(wb, 'how much will we spend on salmon next month', /no forecast/);
    expectRefused(wb, 'how many POs did we raise in 2025');
  });
});

// ---------------------------------------------------------------------------------------------
// B: a sales commission sheet

const DEAL_VARIANTS: Array<[string, S.DealLayout, number, number[]]> = [
  ['northern sun: Rep, Contract value, Rate as a fraction', S.NORTHERN_LAYOUT, 1, [0.05]],
  [
    'Salesperson, Deal value, Comm % formatted',
    {
      ...S.NORTHERN_LAYOUT,
      repHead: 'Salesperson',
      valueHead: 'Deal value',
      rateHead: 'Comm %',
      rateFmt: '0.0%',
    },
    1.2,
    [0.05],
  ],
  [
    'Agent, Rate formatted, Jenna on two rates',
    { ...S.NORTHERN_LAYOUT, repHead: 'Agent', rateFmt: '0%' },
    0.9,
    [0.05, 0.06],
  ],
];

describe('B: a sales commission sheet: its rows are deals, sales, jobs, contracts', () => {
  it.each(DEAL_VARIANTS)('%s', async (_, l, k, jennaRates) => {
    const xs = S.northernSun(k, jennaRates);
    const wb = await S.cellBook([{ name: 'Commission', rows: S.dealRows(xs, l) }]);
    const reps = [...new Set(xs.map((x) => x.rep))];
    const by = (f: (x: S.Deal) => number) =>
      reps
        .map((r) => ({ r, v: sum(xs.filter((x) => x.rep === r).map(f)) }))
        .sort((a, b) => b.v - a.v);
    // top salesperson: the most contract value, the commission leader named when it differs
    const top = by((x) => x.value)[0]!;
    const topComm = by((x) => x.commission)[0]!;
    for (const q of ["who's our top salesperson", 'who is our best rep', 'who sold the most']) {
      expectValue(wb, q, top.v);
      expect([q, ask(wb, q).figures[0]!.at]).toEqual([q, top.r]);
      if (topComm.r !== top.r)
        expect([q, ask(wb, q).text]).toEqual([q, expect.stringContaining(topComm.r)]);
    }
    // commission still unpaid: Paid? = N
    const unpaid = sum(xs.filter((x) => x.paid === 'N').map((x) => x.commission));
    for (const q of [
      'how much commission is still unpaid',
      'how much commission is outstanding',
      "what commission haven't we paid yet",
    ])
      expectValue(wb, q, unpaid);
    expectValue(
      wb,
      'how much commission have we paid',
      sum(xs.filter((x) => x.paid === 'Y').map((x) => x.commission)),
    );
    // average deal size
    const avg = sum(xs.map((x) => x.value)) / xs.length;
    for (const q of [
      "what's the average deal size",
      'average sale value',
      'what is our average contract worth',
    ])
      expectValue(wb, q, avg);
    // Marcus's deals
    const marcus = xs.filter((x) => x.rep === 'Marcus Bell').length;
    for (const q of [
      'how many deals did Marcus close',
      'how many sales did Marcus make',
      'how many jobs has Marcus won',
    ])
      expectValue(wb, q, marcus);
    expectValue(
      wb,
      'how many deals did we close in october',
      xs.filter((x) => x.month === 'October 2026').length,
    );
    // the biggest deal
    const biggest = Math.max(...xs.map((x) => x.value));
    for (const q of [
      'what was our biggest deal',
      'biggest contract',
      "what's the largest sale we made",
    ])
      expectValue(wb, q, biggest);
    // deals over $40,000
    const over = xs.filter((x) => x.value > 40_000).length;
    expect(over).toBeGreaterThan(0);
    for (const q of [
      'how many deals were over $40,000',
      'how many contracts over $40k',
      'how many sales above 40000',
    ])
      expectValue(wb, q, over);
    // kW sold: a quantity
    const kw = sum(xs.map((x) => x.kw));
    for (const q of [
      'how many kW have we sold in total',
      'total kW sold',
      'how many kilowatts have we installed',
    ])
      expectSays(wb, q, kw, /not money/);
    // Jenna's rate: the Rate column, one value or listed
    const jr = [...new Set(xs.filter((x) => x.rep === 'Jenna Ortiz').map((x) => x.rate))];
    for (const q of [
      'what commission rate does Jenna get',
      "what's Jenna's rate",
      'what percentage does Jenna get',
    ])
      if (jr.length === 1) expectValue(wb, q, jr[0]! * 100);
      else expectRefused(wb, q, /2 rates.*5% on \d+ rows, 6% on \d+ rows/);
    // what the sheet does not hold
    expectRefused(wb, 'what will our commission be next month', /no forecast/);
    expectRefused(wb, 'how many deals did we close in 2025');
  });
});

// ---------------------------------------------------------------------------------------------
// a yes / no flag negated with an auxiliary and a subject between ("haven't we invoiced yet")

describe('a Y / N flag: "haven\'t we … yet" is its no side', () => {
  it('a job log with an Invoiced? flag', async () => {
    const jobs = Array.from({ length: 12 }, (_, i) => ({
      day: `2026-10-${String(2 + i * 2).padStart(2, '0')}`,
      job: `Job ${101 + i}`,
      amount: 180 + ((i * 37) % 9) * 55,
      flag: i % 3 === 0 ? 'N' : 'Y',
    }));
    const wb = await S.cellBook([
      {
        name: 'Jobs',
        rows: [
          ['Date', 'Job', 'Amount', 'Invoiced?'],
          ...jobs.map((j) => [new Date(`${j.day}T00:00:00Z`), j.job, j.amount, j.flag]),
        ],
      },
    ]);
    const no = sum(jobs.filter((j) => j.flag === 'N').map((j) => j.amount));
    for (const q of ["how much haven't we invoiced yet", 'how much have we not invoiced'])
      expectValue(wb, q, no);
  });
});
