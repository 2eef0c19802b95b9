/**
 * Issue 13, pass 30: the twenty-third blind set's layouts, built as the lead described them
 * (never read from eval/blind*), with made-up figures, for the pass30 tests.
 */
import type { ShapeRow } from './pass5-shapes';

/** A bank line: [date, description, debit, credit]. */
export type BankLine = [string, string, number | null, number | null];
export const BANK_OPENING = 15_234_000;
export const BANK: BankLine[] = [
  ['2026-01-03', 'PLN electricity', 812_000, null],
  ['2026-01-05', 'Hostelworld payout', null, 4_120_000],
  ['2026-01-08', 'Laundry - Bersih Jaya', 845_000, null],
  ['2026-01-12', 'Biznet internet', 450_000, null],
  ['2026-01-20', 'Laundry - Bersih Jaya', 910_000, null],
  ['2026-02-02', 'Hostelworld payout', null, 5_330_000],
  ['2026-02-06', 'Laundry - Bersih Jaya', 780_000, null],
  ['2026-02-11', 'PLN electricity', 790_500, null],
  ['2026-02-14', 'Booking.com payout', null, 2_905_000],
  ['2026-02-21', 'Laundry - Bersih Jaya', 1_020_000, null],
  ['2026-03-01', 'Biznet internet', 450_000, null],
  ['2026-03-04', 'Laundry - Bersih Jaya', 655_000, null],
  ['2026-03-09', 'Hostelworld payout', null, 3_870_000],
  ['2026-03-18', 'Laundry - Bersih Jaya', 995_000, null],
  ['2026-03-27', 'Laundry - Bersih Jaya', 1_079_000, null],
];

export function bankRows(lines = BANK, opening = BANK_OPENING): ShapeRow[] {
  let bal = opening;
  return [
    ['Tanggal / Date', 'Keterangan / Description', 'Debit', 'Credit', 'Saldo / Balance'],
    ['2026-01-01', 'Opening balance', null, null, opening],
    ...lines.map(([d, t, dr, cr]): ShapeRow => {
      bal = bal - (dr ?? 0) + (cr ?? 0);
      return [d, t, dr, cr, bal];
    }),
  ];
}

/** A budget line: [name, budget, actual]. */
export type BudgetLine = [string, number, number];
export const ESCAPE_INCOME: BudgetLine[] = [
  ['Room tickets - The Vault', 420_000, 515_400],
  ['Room tickets - Lost Temple', 380_000, 402_160],
  ['Corporate team building', 150_000, 121_000],
  ['Gift vouchers', 60_000, 82_500],
  ['Merch & drinks', 40_000, 39_100],
];
export const ESCAPE_COSTS: BudgetLine[] = [
  ['Rent', 180_000, 180_000],
  ['Staff wages', 210_000, 198_400],
  ['Props & repairs', 45_000, 61_250],
  ['Marketing', 60_000, 49_800],
  ['Utilities', 38_000, 41_350],
  ['Booking software', 25_000, 15_000],
];
const tot = (ls: BudgetLine[], i: 1 | 2): number => ls.reduce((s, l) => s + l[i], 0);

/** Two stacked tables (Variance = Actual − Budget in both) and a Profit row under them. */
export function escapeBudgetRows(inc = ESCAPE_INCOME, costs = ESCAPE_COSTS): ShapeRow[] {
  const row = (n: string, b: number, a: number, note: string | null = null): ShapeRow => [
    n,
    b,
    a,
    a - b,
    note,
  ];
  const [ib, ia, cb, ca] = [tot(inc, 1), tot(inc, 2), tot(costs, 1), tot(costs, 2)];
  return [
    ['Escape Manila - budget vs actual, January to June 2026 (PHP ₱)'],
    ['Income', 'Budget', 'Actual', 'Variance', 'Notes'],
    ...inc.map((l) => row(...l)),
    row('Total income', ib, ia),
    [],
    ['Costs', 'Budget', 'Actual', 'Variance', 'Notes'],
    ...costs.map((l, i) => row(...l, i === 2 ? 'new lock mechanisms' : null)),
    row('Total costs', cb, ca),
    [],
    row('Profit', ib - cb, ia - ca),
  ];
}

/** An order: [name, created, status, item, qty, price, shipping, billing name]. */
export type Order = [string, string, 'paid' | 'refunded', string, number, number, number, string];
export const ORDERS: Order[] = [
  ['#1004', '2026-03-02', 'paid', 'Batik scarf', 2, 450, 40, 'Dewi Lestari'],
  ['#1001', '2026-02-11', 'paid', 'Batik shirt', 1, 780, 40, 'Ayu Pratiwi'],
  ['#1007', '2026-03-20', 'refunded', 'Batik dress', 3, 1_250, 60, 'Budi Santoso'],
  ['#1002', '2026-02-14', 'paid', 'Batik dress', 1, 1_250, 40, 'Budi Santoso'],
  ['#1003', '2026-02-27', 'paid', 'Batik scarf', 4, 450, 40, 'Ayu Pratiwi'],
  ['#1006', '2026-03-15', 'paid', 'Batik shirt', 2, 780, 40, 'Dewi Lestari'],
  ['#1005', '2026-03-09', 'refunded', 'Batik shirt', 1, 780, 40, 'Ayu Pratiwi'],
  ['#1008', '2026-04-01', 'paid', 'Batik scarf', 1, 450, 40, 'Ayu Pratiwi'],
];
export const orderTotal = (o: Order): number => {
  const sub = o[4] * o[5];
  return sub + o[6] + Math.round(sub * 0.11);
};

export function orderRows(orders = ORDERS): ShapeRow[] {
  return [
    [
      'Name',
      'Created at',
      'Financial Status',
      'Fulfillment Status',
      'Lineitem name',
      'Lineitem quantity',
      'Lineitem price',
      'Subtotal',
      'Shipping',
      'Taxes',
      'Total',
      'Discount Code',
      'Billing Name',
      'Currency',
    ],
    ...orders.map((o): ShapeRow => {
      const sub = o[4] * o[5];
      const fulfil = o[2] === 'paid' ? 'fulfilled' : 'unfulfilled';
      return [
        o[0],
        o[1],
        o[2],
        fulfil,
        o[3],
        o[4],
        o[5],
        sub,
        o[6],
        Math.round(sub * 0.11),
        orderTotal(o),
        null,
        o[7],
        'IDR',
      ];
    }),
  ];
}
