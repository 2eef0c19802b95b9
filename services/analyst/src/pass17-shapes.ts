/**
 * Issue 13, pass 17: variants of the shapes whose answers were wrong figures in the eleventh
 * blind set (sales log by month, job costing margin %, inventory holdings and unit cost, loan
 * years), built from the lead's description of each kind, with the truth computed from the
 * rows written.
 */
import type { ShapeRow } from './pass5-shapes';

const titled = (titles: number, name: string, rows: ShapeRow[]): ShapeRow[] =>
  titles
    ? [[`${name} 2025`], ...(titles > 1 ? [['Prepared by the owner'], [null]] : []), ...rows]
    : rows;

// ---------- W1 sales log by month ----------
export const MONEY_LABELS = ['Amount', 'Total', 'Line total', 'Sale value', 'Amount (£)'];
export type DateKind = 'excel' | 'text-dmy' | 'text-iso';
export interface SalesLogVariant {
  titles: number;
  dates: DateKind;
  money: string;
  blanks: boolean;
  totals: boolean;
}
export function salesLogVariants(): SalesLogVariant[] {
  const out: SalesLogVariant[] = [];
  for (const titles of [0, 2])
    for (const dates of ['excel', 'text-dmy', 'text-iso'] as const)
      for (const money of MONEY_LABELS)
        for (const blanks of [false, true])
          for (const totals of [false, true]) out.push({ titles, dates, money, blanks, totals });
  return out;
}
const SALES: Array<[number, number, string, string, number, number]> = [
  [2, 14, 'Harbor Cafe', 'Beans 1kg', 3, 18.5],
  [2, 27, 'Walk-in', 'Mug', 2, 9],
  [3, 3, 'Harbor Cafe', 'Beans 1kg', 5, 18.5],
  [3, 15, 'Walk-in', 'Grinder', 1, 64.99],
  [3, 22, 'Deli Rosa', 'Beans 1kg', 4, 18.5],
  [3, 30, 'Walk-in', 'Mug', 6, 9],
  [4, 2, 'Deli Rosa', 'Grinder', 2, 64.99],
];
export function salesLogRows(v: SalesLogVariant): {
  rows: ShapeRow[];
  march: number;
  marchCount: number;
} {
  const date = (m: number, d: number): string | Date => {
    const dd = String(d).padStart(2, '0');
    const mm = String(m).padStart(2, '0');
    if (v.dates === 'excel') return new Date(Date.UTC(2025, m - 1, d));
    return v.dates === 'text-dmy' ? `${dd}/${mm}/2025` : `2025-${mm}-${dd}`;
  };
  const rows: ShapeRow[] = [['Date', 'Customer', 'Product', 'Qty', 'Unit price', v.money]];
  let prevMonth = 0;
  let total = 0;
  for (const [m, d, c, p, q, u] of SALES) {
    if (v.blanks && prevMonth && m !== prevMonth) rows.push([null]);
    prevMonth = m;
    const amount = Math.round(q * u * 100) / 100;
    total += amount;
    rows.push([date(m, d), c, p, q, u, amount]);
  }
  if (v.totals)
    rows.push([
      'Total',
      null,
      null,
      SALES.reduce((t, s) => t + s[4], 0),
      null,
      Math.round(total * 100) / 100,
    ]);
  const march = SALES.filter((s) => s[0] === 3);
  return {
    rows: titled(v.titles, 'Sales log', rows),
    march: march.reduce((t, s) => t + Math.round(s[4] * s[5] * 100) / 100, 0),
    marchCount: march.length,
  };
}

// ---------- W2 / M1 job costing ----------
export const JOB_MONEY_IN = ['Quoted', 'Quoted (£)', 'Quote', 'Contract price'];
export const JOB_MARGIN = ['Margin £', 'Margin (£)', 'Margin', 'Profit'];
export const JOBS: Array<[string, string, number, number, number, number]> = [
  // job, client, quoted, materials, labour hrs, labour cost (margin = quoted − materials − labour)
  ['J-101', 'Ann Cole', 4200, 1300, 40, 1600],
  ['J-102', 'Bayview Hotel', 9800, 4100, 90, 3600],
  ['J-103', 'Carl Ng', 1500, 700, 30, 1200],
  ['J-104', 'Dunes Cafe', 6100, 2000, 50, 2000],
  ['J-105', 'Eve Park', 2300, 1400, 25, 1000],
];
export function jobRows(
  moneyIn: string,
  margin: string,
  totals: boolean,
  titles: number,
): ShapeRow[] {
  const rows: ShapeRow[] = [
    ['Job', 'Client', moneyIn, 'Materials', 'Labour hrs', 'Labour cost', margin, 'Margin %'],
  ];
  for (const [j, c, q, m, h, l] of JOBS) {
    const mg = q - m - l;
    rows.push([j, c, q, m, h, l, mg, Math.round((mg / q) * 10000) / 10000]);
  }
  if (totals) {
    const s = (i: number): number => JOBS.reduce((t, r) => t + (r[i] as number), 0);
    const mg = s(2) - s(3) - s(5);
    rows.push([
      'TOTALS',
      null,
      s(2),
      s(3),
      s(4),
      s(5),
      mg,
      Math.round((mg / s(2)) * 10000) / 10000,
    ]);
  }
  return titled(titles, 'Job costing', rows);
}
export const jobMargins = (): number[] => JOBS.map(([, , q, m, , l]) => q - m - l);
export const overallMarginPercent = (): number =>
  (jobMargins().reduce((a, b) => a + b, 0) / JOBS.reduce((t, r) => t + r[2], 0)) * 100;

// ---------- W4 / M9 inventory with a reorder column ----------
export const QTY_LABELS = ['On hand', 'Qty', 'Quantity', 'In stock'];
export const UNIT_LABELS = ['Unit cost', 'Cost per unit', 'Unit cost (£)'];
export const PARTS: Array<[string, number, number, number]> = [
  // part, on hand, reorder at, unit cost
  ['Hinge', 240, 100, 1.2],
  ['Bracket', 35, 50, 4.5],
  ['Gasket', 0, 20, 0.8],
  ['Pump', 6, 4, 89],
  ['Valve', 12, 25, 15.5],
];
export function stockRows(
  qty: string,
  unit: string,
  value: boolean,
  totals: boolean,
  same = false,
): ShapeRow[] {
  const head: ShapeRow = ['Part', qty, 'Reorder at', unit];
  if (value) head.push('Value');
  const rows: ShapeRow[] = [head];
  for (const [p, q, r, u] of PARTS) {
    const cost = same ? 2.5 : u;
    const row: ShapeRow = [p, q, r, cost];
    if (value) row.push(Math.round(q * cost * 100) / 100);
    rows.push(row);
  }
  if (totals) {
    const row: ShapeRow = ['Total', PARTS.reduce((t, p) => t + p[1], 0), null, null];
    if (value)
      row.push(PARTS.reduce((t, p) => t + Math.round(p[1] * (same ? 2.5 : p[3]) * 100) / 100, 0));
    rows.push(row);
  }
  return rows;
}

// ---------- W7 loan schedule ----------
export const NUMBER_HEADS = ['Payment #', 'Pmt #', 'Period', 'No.'];
export interface LoanVariant {
  head: string;
  dated: boolean;
  months: number;
  titles: number;
}
export function loanVariants(): LoanVariant[] {
  const out: LoanVariant[] = [];
  for (const head of NUMBER_HEADS)
    for (const dated of [true, false])
      for (const months of [24, 36])
        for (const titles of [0, 1]) out.push({ head, dated, months, titles });
  return out;
}
export function loanRows(v: LoanVariant): {
  rows: ShapeRow[];
  principal: number[];
  interest: number[];
} {
  const borrowed = 30000;
  const monthlyRate = 0.0075;
  const pay =
    Math.round(((borrowed * monthlyRate) / (1 - (1 + monthlyRate) ** -v.months)) * 100) / 100;
  const rows: ShapeRow[] = [];
  if (v.titles) rows.push(['Van loan'], [null]);
  rows.push(
    ['Amount borrowed', borrowed],
    ['Annual rate', '9.00 %'],
    ['Term (months)', v.months],
    [null],
  );
  const head: ShapeRow = [
    v.head,
    ...(v.dated ? ['Date'] : []),
    'Payment',
    'Principal',
    'Interest',
    'Balance',
  ];
  rows.push(head);
  let bal = borrowed;
  const principal: number[] = [];
  const interest: number[] = [];
  for (let i = 1; i <= v.months; i++) {
    const int = Math.round(bal * monthlyRate * 100) / 100;
    const p = i === v.months ? bal : Math.round((pay - int) * 100) / 100;
    bal = Math.round((bal - p) * 100) / 100;
    principal.push(p);
    interest.push(int);
    const date = new Date(Date.UTC(2025, 1 + i - 1, 1));
    rows.push([i, ...(v.dated ? [date] : []), Math.round((p + int) * 100) / 100, p, int, bal]);
  }
  return { rows, principal, interest };
}
