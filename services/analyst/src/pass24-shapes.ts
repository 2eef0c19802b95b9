/**
 * Issue 13, pass 24: the eighteenth blind set's wrong-figure layouts, built as the lead described
 * them (never read from eval/blind*), for pass24.test.ts.
 */
import type { ShapeRow } from './pass5-shapes';

/** W1: a sales log with no title, header in row 1, real date cells, a mostly-empty Notes column. */
export const SALES_LOG: Array<[string, number, string, string, number, number]> = [
  ['2025-02-11', 1001, 'Aisyah', 'Private lesson', 1, 180],
  ['2025-02-25', 1002, 'Ben Tan', 'Group lesson', 2, 90],
  ['2025-03-03', 1003, 'Chong Wei', 'Private lesson', 2, 180],
  ['2025-03-09', 1004, 'Aisyah', 'Board rental', 1, 60],
  ['2025-03-15', 1005, 'Devi', 'Group lesson', 3, 90],
  ['2025-03-22', 1006, 'Ben Tan', 'Wetsuit', 1, 250],
  ['2025-03-30', 1007, 'Farid', 'Private lesson', 1, 180],
  ['2025-04-02', 1008, 'Devi', 'Board rental', 2, 60],
  ['2025-04-18', 1009, 'Chong Wei', 'Group lesson', 1, 90],
];
export function salesLogRows(notes = true): ShapeRow[] {
  const rows: ShapeRow[] = [
    [
      'Date',
      'Booking #',
      'Customer',
      'Lesson / item',
      'Qty',
      'Unit price (RM)',
      'Amount (RM)',
      'Notes',
    ],
    ...SALES_LOG.map(([d, n, c, item, q, p], i): ShapeRow => [
      new Date(`${d}T00:00:00Z`),
      n,
      c,
      item,
      q,
      p,
      q * p,
      i % 3 === 1 ? 'paid by transfer' : '',
    ]),
  ];
  return notes ? rows : rows.map((r) => r.slice(0, 7));
}
export const salesIn = (month: string): number =>
  SALES_LOG.filter((s) => s[0].slice(5, 7) === month).reduce((a, s) => a + s[4] * s[5], 0);

/** W2: months across × services down, a Total row, a title and a note under it. */
export const SERVICES: Array<[string, number[]]> = [
  ['Residential', [4200, 3900, 4500, 4800, 5100, 5600, 5900, 5700, 5000, 4600, 4100, 4400]],
  ['Commercial', [6100, 6000, 6400, 6600, 6900, 7100, 7300, 7200, 6800, 6500, 6200, 6600]],
  ['Gutters', [800, 700, 1200, 1900, 1500, 900, 600, 700, 1400, 2100, 1600, 900]],
  ['Solar panels', [300, 300, 500, 700, 900, 1000, 1100, 1000, 800, 600, 400, 300]],
  ['Pressure washing', [500, 400, 700, 900, 1200, 1300, 1400, 1300, 1000, 800, 500, 400]],
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export function serviceIncomeRows(): ShapeRow[] {
  const total = MONTHS.map((_, i) => SERVICES.reduce((a, s) => a + s[1][i]!, 0));
  const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
  return [
    ['Income by service, 2025 (₴)'],
    ['Figures are invoiced amounts, excluding VAT.'],
    [],
    ['Service', ...MONTHS.map((m) => `${m}-25`), 'Total'],
    ...SERVICES.map(([n, v]): ShapeRow => [n, ...v, sum(v)]),
    ['Total', ...total, sum(total)],
  ];
}

/** W2 / M: a QuickBooks P&L, title rows, "Total" | "% of Income", numbered accounts. */
export const PL = {
  income: [
    ['4000 Event catering', 182400],
    ['4100 Drop-off lunches', 41600],
  ] as Array<[string, number]>,
  cogs: [
    ['5000 Food purchases', 61300],
    ['Hired waiting staff', 18200],
  ] as Array<[string, number]>,
  expenses: [
    ['6000 Van fuel', 7420],
    ['6100 Kitchen rent', 24000],
    ['6200 Insurance', 3150],
  ] as Array<[string, number]>,
};
export function qbPlRows(): ShapeRow[] {
  const sum = (xs: Array<[string, number]>): number => xs.reduce((a, x) => a + x[1], 0);
  const inc = sum(PL.income);
  const pct = (v: number): number => Math.round((v / inc) * 10000) / 100;
  const line = ([n, v]: [string, number]): ShapeRow => [`   ${n}`, v, pct(v)];
  const cogs = sum(PL.cogs);
  const exp = sum(PL.expenses);
  return [
    ['Harbour Kitchen Catering'],
    ['Profit and Loss'],
    ['January - December 2025'],
    [],
    ['', 'Total', '% of Income'],
    ['Income'],
    ...PL.income.map(line),
    ['Total Income', inc, 100],
    ['Cost of Goods Sold'],
    ...PL.cogs.map(line),
    ['Total Cost of Goods Sold', cogs, pct(cogs)],
    ['Gross Profit', inc - cogs, pct(inc - cogs)],
    ['Expenses'],
    ...PL.expenses.map(line),
    ['Total Expenses', exp, pct(exp)],
    ['Net Operating Income', inc - cogs - exp, pct(inc - cogs - exp)],
    ['Net Income', inc - cogs - exp, pct(inc - cogs - exp)],
  ];
}

/** W3: a bookings log; the most money is not the largest single Amount. */
export const TOURS: Array<[string, string, string, string, number, number]> = [
  ['2025-05-02', 'B-201', 'Lin', 'Full-day island', 6, 3200],
  ['2025-05-04', 'B-202', 'Wang', 'River half-day', 4, 1500],
  ['2025-05-06', 'B-203', 'Chen', 'Sea cave tour', 2, 1800],
  ['2025-05-09', 'B-204', 'Huang', 'River half-day', 8, 1500],
  ['2025-05-12', 'B-205', 'Lin', 'Sunset paddle', 3, 1200],
  ['2025-05-15', 'B-206', 'Tsai', 'River half-day', 7, 1500],
  ['2025-05-18', 'B-207', 'Wang', 'Sea cave tour', 4, 1800],
  ['2025-05-21', 'B-208', 'Chen', 'River half-day', 6, 1500],
  ['2025-05-24', 'B-209', 'Kuo', 'Sunset paddle', 5, 1200],
];
export function bookingsRows(): ShapeRow[] {
  return [
    ['Date', 'Ref', 'Customer', 'Tour', 'Guests', 'Price / guest (NT$)', 'Amount (NT$)'],
    ...TOURS.map(([d, ref, c, t, g, p]): ShapeRow => [
      new Date(`${d}T00:00:00Z`),
      ref,
      c,
      t,
      g,
      p,
      g * p,
    ]),
  ];
}
export function tourTotals(): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of TOURS) m.set(t[3], (m.get(t[3]) ?? 0) + t[4] * t[5]);
  return m;
}

/** W4: inventory with category heading rows, subtotals and a grand total. */
export const STOCK: Array<[string, Array<[string, string, number, number]>]> = [
  [
    'Flour & grain',
    [
      ['Wheat flour T550', '25 kg sack', 49, 900.96],
      ['Rye flour', '25 kg sack', 12, 1100.5],
    ],
  ],
  [
    'Dairy',
    [
      ['Butter 82%', '10 kg block', 30, 2950],
      ['Cream 33%', '5 l can', 40, 610.25],
      ['Milk', '10 l can', 25, 350],
    ],
  ],
  [
    'Packaging',
    [
      ['Cake boxes', 'pack of 50', 60, 420],
      ['Paper bags', 'pack of 500', 10, 980],
    ],
  ],
];
export function inventoryRows(subtotals = true): ShapeRow[] {
  const rows: ShapeRow[] = [
    ['Stock count — bakery'],
    ['Counted 31 Dec 2025 (UAH)'],
    [],
    ['Item', 'Unit', 'Qty on hand', 'Unit cost', 'Stock value'],
  ];
  let grand = 0;
  for (const [cat, items] of STOCK) {
    rows.push([cat]);
    let sub = 0;
    for (const [n, u, q, c] of items) {
      const v = Math.round(q * c * 100) / 100;
      sub += v;
      rows.push([n, u, q, c, v]);
    }
    if (subtotals) rows.push([`${cat} subtotal`, null, null, null, Math.round(sub * 100) / 100]);
    grand += sub;
  }
  rows.push(['Grand total', null, null, null, Math.round(grand * 100) / 100]);
  return rows;
}
export function categoryValues(): Map<string, number> {
  return new Map(
    STOCK.map(([c, items]) => [
      c,
      items.reduce((a, [, , q, c2]) => a + Math.round(q * c2 * 100) / 100, 0),
    ]),
  );
}
