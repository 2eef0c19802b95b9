/**
 * Issue 13, pass 13: small workbooks of the shapes the seventh hold-out's wrong figures and
 * misses came from, written here from the lead's list of kinds (see pass13.test.ts). Each kind
 * has several businesses with other labels, so a fix follows the shape, not one book's words.
 */
import type { ShapeRow } from './pass5-shapes';
import { MONTH_SHORT } from './periods';

export const MONTHS = MONTH_SHORT;
export const sumOf = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

/** W1: months down, items across; a title row, a Total column and a Total row, each optional. */
export interface ItemsByMonth {
  title: string | null;
  monthHeader: string;
  items: string[];
  cells: number[][];
  totalColumn: boolean;
  totalRow: boolean;
}
export function itemsByMonthRows(b: ItemsByMonth): ShapeRow[] {
  const rows: ShapeRow[] = [];
  if (b.title) rows.push([b.title], []);
  rows.push([b.monthHeader, ...b.items, ...(b.totalColumn ? ['Total'] : [])]);
  b.cells.forEach((r, i) => rows.push([MONTHS[i]!, ...r, ...(b.totalColumn ? [sumOf(r)] : [])]));
  if (b.totalRow) {
    const t = b.items.map((_, c) => sumOf(b.cells.map((r) => r[c]!)));
    rows.push(['Total', ...t, ...(b.totalColumn ? [sumOf(t)] : [])]);
  }
  return rows;
}
export const ITEM_BOOKS: Array<{ b: ItemsByMonth; noun: string }> = [
  {
    noun: 'service',
    b: {
      title: 'Sparkle Car Care - sales 2025',
      monthHeader: 'Month',
      items: ['Full Valet', 'Interior Detail', 'Ceramic Coat'],
      cells: MONTHS.map((_, m) => [2100 + 90 * m, 1500 + 20 * ((m * 5) % 7), 3900 - 120 * m]),
      totalColumn: true,
      totalRow: true,
    },
  },
  {
    noun: 'section',
    b: {
      title: null,
      monthHeader: 'Period',
      items: ['Fiction', 'Children', 'Travel', 'Cookery'],
      cells: MONTHS.map((_, m) => [
        800 + 10 * m,
        950 - 15 * m,
        300 + 5 * m,
        400 + 40 * ((m * 3) % 4),
      ]),
      totalColumn: false,
      totalRow: true,
    },
  },
  {
    noun: 'product',
    b: {
      title: 'Monthly takings (£)',
      monthHeader: 'Month',
      items: ['Sourdough', 'Croissants', 'Cakes'],
      cells: MONTHS.map((_, m) => [1200 + 30 * ((m * 7) % 5), 1900 - 60 * m, 1000 + 80 * m]),
      totalColumn: true,
      totalRow: false,
    },
  },
  {
    noun: 'treatment',
    b: {
      title: 'Salon revenue by treatment',
      monthHeader: '2025',
      items: ['Cut & Blow dry', 'Colour', 'Nails'],
      cells: MONTHS.map((_, m) => [2500 + 10 * m, 2600 - 40 * m, 700 + 25 * ((m * 3) % 7)]),
      totalColumn: false,
      totalRow: false,
    },
  },
];

/** W2: inventory with category blocks and a subtotal row per category. */
export type StockLine = [sku: string, item: string, category: string, onHand: number, unit: number];
export const STOCK_BLOCKS: StockLine[][] = [
  [
    ['P-101', 'Garden hose 20m', 'Garden', 14, 18.5],
    ['P-102', 'Rake', 'Garden', 22, 9.75],
    ['P-103', 'Lawn mower', 'Garden', 3, 189],
  ],
  [
    ['T-201', 'Cordless drill', 'Tools', 9, 64.9],
    ['T-202', 'Hammer', 'Tools', 31, 7.2],
  ],
  [
    ['K-301', 'Paint roller', 'Decorating', 40, 4.35],
    ['K-302', 'Emulsion 5L', 'Decorating', 18, 42],
    ['K-303', 'Masking tape', 'Decorating', 75, 1.9],
  ],
];
export const cents = (x: number): number => Math.round(x * 100) / 100;
export function stockBlockRows(title: string, subtotalWord: string): ShapeRow[] {
  const rows: ShapeRow[] = [
    [title],
    [],
    ['SKU', 'Item', 'Category', 'On hand', 'Unit cost', 'Stock value'],
  ];
  let qty = 0;
  let val = 0;
  for (const block of STOCK_BLOCKS) {
    for (const [sku, item, cat, q, u] of block) rows.push([sku, item, cat, q, u, cents(q * u)]);
    const bq = sumOf(block.map((l) => l[3]));
    const bv = cents(sumOf(block.map((l) => cents(l[3] * l[4]))));
    rows.push([null, `${subtotalWord} ${block[0]![2]}`, null, bq, null, bv]);
    qty += bq;
    val += bv;
  }
  rows.push([null, 'Grand total', null, qty, null, cents(val)]);
  return rows;
}

const day = (m: number, d: number): Date => new Date(Date.UTC(2025, m - 1, d));

/** W3: orders / invoices exports whose rows are named by a number. */
export const ORDERS: Array<[number, Date, string, string, number, number]> = [
  [1001, day(9, 3), 'Ann', 'Completed', 120, 120],
  [1002, day(9, 18), 'Bo', 'Completed', 45.5, 40.5],
  [1003, day(10, 2), 'Cy', 'Cancelled', 210, 200],
  [1004, day(10, 9), 'Di', 'Completed', 80, 80],
  [1005, day(10, 21), 'Ed', 'Refunded', 300, 300],
  [1006, day(11, 5), 'Fa', 'Completed', 99.9, 90],
];
export function ordersRows(idHeader: string): ShapeRow[] {
  return [
    [idHeader, 'Date', 'Customer', 'Status', 'Gross Sales', 'Net Total'],
    ...ORDERS.map((o) => [...o] as ShapeRow),
  ];
}
export const INVOICES: Array<[number, Date, string, number]> = [
  [5001, day(3, 1), 'Ann', 400],
  [5002, day(3, 9), 'Bo', 250],
  [5003, day(4, 2), 'Ann', 975.25],
  [5004, day(4, 28), 'Cy', 120],
];
export function invoiceRows(idHeader: string): ShapeRow[] {
  return [
    ['Invoices 2025'],
    [],
    [idHeader, 'Date', 'Client', 'Total'],
    ...INVOICES.map((o) => [...o] as ShapeRow),
  ];
}

/** W4: budget vs actual with an income section and an expense section. */
export function budgetRows(
  inc: string,
  exp: string,
  lines: Array<[string, string, number, number]>,
): ShapeRow[] {
  const rows: ShapeRow[] = [['Line', 'Budget', 'Actual']];
  for (const sec of [inc, exp]) {
    rows.push([sec]);
    const mine = lines.filter((l) => l[0] === sec);
    for (const [, name, b, a] of mine) rows.push([name, b, a]);
    rows.push([`Total ${sec}`, sumOf(mine.map((l) => l[2])), sumOf(mine.map((l) => l[3]))]);
  }
  return rows;
}

/** W5: a cash-flow statement by quarter with a full-year column (or none). */
export const CASH_Q = { open: 12000, flows: [3500, -1400, 5700, 13500] };
export function cashFlowRows(withFy: boolean, openLabel: string, closeLabel: string): ShapeRow[] {
  const opens: number[] = [];
  let c = CASH_Q.open;
  for (const f of CASH_Q.flows) {
    opens.push(c);
    c += f;
  }
  const closes = opens.map((o, i) => o + CASH_Q.flows[i]!);
  const fy = (xs: number[], v: number): number[] => (withFy ? [...xs, v] : xs);
  return [
    ['Cash flow statement 2025'],
    [],
    [null, 'Q1', 'Q2', 'Q3', 'Q4', ...(withFy ? ['FY'] : [])],
    [openLabel, ...fy(opens, CASH_Q.open)],
    ['Operating activities'],
    ['Receipts from customers', ...fy([52000, 61000, 70500, 80000], 263500)],
    ['Net increase in cash', ...fy(CASH_Q.flows, sumOf(CASH_Q.flows))],
    [closeLabel, ...fy(closes, closes[3]!)],
  ];
}

/** W7: revenue by client, months across, a title row, an MRR total row and a count row. */
export const CLIENT_FEES: Array<[string, Array<number | null>]> = [
  ['Acme Ltd', [1200, 1200, 1200, 1500, 1500, 1500]],
  ['Brightside', [800, 800, null, null, null, null]],
  ['Cobalt Co', [null, 2000, 2000, 2000, 2000, 1000]],
  ['Delta Foods', [600, 600, 600, 600, 900, 900]],
];
export function clientRows(title: string): ShapeRow[] {
  const months = [0, 1, 2, 3, 4, 5];
  return [
    [title],
    [],
    ['Client', ...MONTHS.slice(0, 6)],
    ...CLIENT_FEES.map(([n, f]) => [n, ...f] as ShapeRow),
    ['MRR total', ...months.map((m) => sumOf(CLIENT_FEES.map(([, f]) => f[m] ?? 0)))],
    ['Active clients', ...months.map((m) => CLIENT_FEES.filter(([, f]) => f[m]).length)],
  ];
}

/** W8: a payroll register, one row per payslip over three pay dates. */
export const STAFF: Array<[string, number, number[]]> = [
  ['Maya Lin', 20, [160, 150, 120]],
  ['Tom Reed', 38, [152, 152, 160]],
  ['Sara Okoro', 16, [80, 140, 60]],
];
export function payslipRows(): ShapeRow[] {
  const rows: ShapeRow[] = [
    ['Pay date', 'Employee', 'Hours', 'Gross Pay', 'Tax', 'Pension', 'Net Pay'],
  ];
  [day(1, 31), day(2, 28), day(3, 31)].forEach((d, m) =>
    STAFF.forEach(([n, rate, hours]) => {
      const g = rate * hours[m]!;
      rows.push([d, n, hours[m]!, g, cents(g * 0.2), cents(g * 0.05), cents(g * 0.75)]);
    }),
  );
  return rows;
}

/** M1: an AR aging summary. */
export const AGING: Array<[string, Array<number | null>]> = [
  ['Apex Builders', [1200, 800, null, null, null]],
  ['Birch Cafe', [null, null, 450, null, 300]],
  ['Cole & Sons', [3100, null, null, null, null]],
  ['Dunmore Hotel', [400, 1200, 900, 650, 1800]],
  ['Elm Dental', [null, null, null, null, null]],
];
export function agingRows(nameHeader: string): ShapeRow[] {
  const total = (xs: Array<number | null>): number => sumOf(xs.map((x) => x ?? 0));
  return [
    ['Greenleaf Supplies'],
    ['A/R Aging Summary as of 31 Oct 2025'],
    [],
    [nameHeader, 'Current', '1-30', '31-60', '61-90', '91 and over', 'Total'],
    ...AGING.map(([n, b]) => [n, ...b, total(b)] as ShapeRow),
  ];
}

/** M2: a two-year comparison in thousands. */
export const TWO_YEAR: Array<[string, number, number]> = [
  ['Exterior Wash', 120, 135],
  ['Interior Detail', 80, 104],
  ['Ceramic Coating', 60, 57],
  ['Paint Correction', 40, 50],
];
export function twoYearRows(title: string): ShapeRow[] {
  const t24 = sumOf(TWO_YEAR.map((l) => l[1]));
  const t25 = sumOf(TWO_YEAR.map((l) => l[2]));
  return [
    [title],
    [],
    ['Item', 2024, 2025, 'Variance', 'Var %'],
    ...TWO_YEAR.map(([n, a, b]) => [n, a, b, b - a, Math.round(((b - a) / a) * 10000) / 10000]),
    ['Total', t24, t25, t25 - t24, Math.round(((t25 - t24) / t24) * 10000) / 10000],
  ];
}
