/**
 * Issue 13, pass 31: the twenty-fourth blind set's layouts as the lead described them, with
 * made-up figures (see pass31.test.ts).
 */
import type { ShapeRow } from './pass5-shapes';

/** W1: months down × beer styles across, a Total column and a Total row. */
export const STYLES = ['Pilsner', 'Hazy IPA', 'Oat Stout', 'Cherry Sour'];
export const MONTHS_25 = [
  'Jan-25',
  'Feb-25',
  'Mar-25',
  'Apr-25',
  'May-25',
  'Jun-25',
  'Jul-25',
  'Aug-25',
  'Sep-25',
  'Oct-25',
  'Nov-25',
  'Dec-25',
];
export const styleSales = (month: number, style: number): number =>
  Math.round((41_000 + style * 9_733.17 + ((month * 7 + style * 3) % 11) * 1_217.49) * 100) / 100;
export function taproomRows(): ShapeRow[] {
  const rows: ShapeRow[] = [
    ['Anatolia Taproom – draught sales by style'],
    ['Amounts in Turkish lira (₺), excl. VAT'],
    [],
    ['Month', ...STYLES, 'Total'],
  ];
  const totals = STYLES.map(() => 0);
  MONTHS_25.forEach((m, i) => {
    const line = STYLES.map((_, s) => styleSales(i, s));
    line.forEach((v, s) => (totals[s]! += v));
    rows.push([m, ...line, line.reduce((a, b) => a + b, 0)]);
  });
  rows.push(['Total', ...totals, totals.reduce((a, b) => a + b, 0)]);
  return rows;
}

/** W2: MRR by plan with a Members table (no total row) stacked below on one sheet. */
export const PLANS = ['Hot desk', 'Fixed desk', 'Private office', 'Meeting room pass'];
export const MONTH_CODES = [
  '2025-01',
  '2025-02',
  '2025-03',
  '2025-04',
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
];
export const mrr = (plan: number, month: number): number =>
  4_200 + plan * 3_150 + month * (120 + plan * 45);
export const members = (plan: number, month: number): number =>
  14 - plan * 3 + Math.floor(month / 2);
export function coworkingRows(): ShapeRow[] {
  const rows: ShapeRow[] = [
    ['Hive Coworking – monthly recurring revenue (PLN zł)'],
    ['MRR', ...MONTH_CODES],
  ];
  PLANS.forEach((p, i) => rows.push([p, ...MONTH_CODES.map((_, m) => mrr(i, m))]));
  rows.push([
    'Total MRR',
    ...MONTH_CODES.map((_, m) => PLANS.reduce((a, _p, i) => a + mrr(i, m), 0)),
  ]);
  rows.push([], []);
  rows.push(['Members', ...MONTH_CODES]);
  PLANS.forEach((p, i) => rows.push([p, ...MONTH_CODES.map((_, m) => members(i, m))]));
  return rows;
}

/** M1: A/R aging with empty bucket cells where nothing is owed, a TOTAL row. */
export type AgingLine = [
  string,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
];
export const AGING: AgingLine[] = [
  ['Kutaisi Motors', 4_200, 1_150.5, null, 820, null],
  ['Ferretería El Roble', null, 2_300, 1_275.25, null, 640],
  ['Batumi Bakers', 980, null, null, null, 3_100],
  ['Rustavi Print', 1_500, 700, 450, 210, null],
];
export function agingRows(
  lines = AGING,
  buckets = ['Current', '1-30', '31-60', '61-90', '>90'],
): ShapeRow[] {
  const rows: ShapeRow[] = [['Accounts receivable aging'], [], ['Client', ...buckets, 'Total']];
  const totals = buckets.map(() => 0);
  for (const [name, ...cells] of lines) {
    cells.forEach((v, i) => (totals[i]! += v ?? 0));
    rows.push([name, ...cells, cells.reduce<number>((a, b) => a + (b ?? 0), 0)]);
  }
  rows.push(['TOTAL', ...totals, totals.reduce((a, b) => a + b, 0)]);
  return rows;
}

/** M2: owner words for a column or a line. */
export const JOBS: Array<[string, number, number, number | null]> = [
  ['Kitchen refit', 4_200, 3_100, 1_850],
  ['Loft conversion', 9_800, 6_400, null],
  ['Bathroom', 2_750, 1_980, 640.5],
  ['Extension', 15_300, 8_200, 4_400],
];
export function jobRows(): ShapeRow[] {
  return [
    ['Job costs 2025'],
    ['Job', 'Materials £', 'Labour £', 'Subcontract £'],
    ...JOBS.map(([j, m, l, s]) => [j, m, l, s]),
  ];
}
export const COSTS: Array<[string, number]> = [
  ['Class fees', 48_000],
  ['Instructors', 21_500],
  ['Freelance engineers', 9_870],
  ['Van & fuel', 3_420.4],
  ['Rent', 12_000],
];
export function costRows(): ShapeRow[] {
  return [['Studio P&L 2025'], [], ['Line', 'Amount'], ...COSTS.map(([n, v]) => [n, v])];
}
export const BANK: Array<[string, string, number | null, number | null]> = [
  ['2025-03-01', 'Card payment Tesco', 54.2, null],
  ['2025-03-02', 'Transfer from client', null, 1_200],
  ['2025-03-05', 'Direct debit phone', 32, null],
  ['2025-03-09', 'Transfer from client', null, 850.5],
  ['2025-03-11', 'Card payment fuel', 61.75, null],
];
export function bankRows(): ShapeRow[] {
  let bal = 2_000;
  return [
    ['Date', 'Description', 'Debit', 'Credit', 'Balance'],
    ...BANK.map(([d, t, dr, cr]) => {
      bal = bal - (dr ?? 0) + (cr ?? 0);
      return [new Date(`${d}T00:00:00Z`), t, dr, cr, Math.round(bal * 100) / 100];
    }),
  ];
}

/** M3: a two-year comparison, newest first, with Change and % change columns. */
export type YearLine = [string, number, number];
export const DENTAL_REVENUE: YearLine[] = [
  ['Check-ups & cleaning', 412.5, 388.2],
  ['Fillings', 233.1, 241.9],
  ['Crowns & bridges', 301.75, 262.4],
  ['Whitening', 88.3, 61.05],
];
export const DENTAL_COSTS: YearLine[] = [
  ['Staff', 402.6, 377.15],
  ['Lab fees', 96.4, 88.8],
  ['Rent', 84, 78],
  ['Supplies', 51.25, 47.9],
];
export function dentalRows(rev = DENTAL_REVENUE, costs = DENTAL_COSTS): ShapeRow[] {
  const r2 = (n: number): number => Math.round(n * 100) / 100;
  const line = ([n, a, b]: YearLine): ShapeRow => [n, a, b, r2(a - b), r2(((a - b) / b) * 100)];
  const tot = (ls: YearLine[], name: string): YearLine => [
    name,
    r2(ls.reduce((s, l) => s + l[1], 0)),
    r2(ls.reduce((s, l) => s + l[2], 0)),
  ];
  const tr = tot(rev, 'Total revenue');
  const tc = tot(costs, 'Total costs');
  return [
    ['Bright Smile Dental – comparison (CAD $000)'],
    [],
    [null, '2025', '2024', 'Change', '% change'],
    ['Revenue'],
    ...rev.map(line),
    line(tr),
    ['Costs'],
    ...costs.map(line),
    line(tc),
    line(['Operating profit', r2(tr[1] - tc[1]), r2(tr[2] - tc[2])]),
  ];
}

/** M4: budget with H1 / H2 Budget | Actual pairs, a Full year pair and Variance (A-B). */
export type HalfLine = [string, number, number, number, number];
export const HALF_LINES: HalfLine[] = [
  ['Materials', 42_000, 44_150, 40_000, 41_200],
  ['Permits', 6_000, 7_350, 5_500, 5_900],
  ['Equipment hire', 18_000, 16_400, 17_000, 16_950],
  ['Insurance', 4_800, 4_800, 4_800, 5_120],
];
export function halfBudgetRows(lines = HALF_LINES): ShapeRow[] {
  const rows: ShapeRow[] = [
    ['Site budget 2025'],
    [],
    [null, 'H1', null, 'H2', null, 'Full year'],
    ['Cost line', 'Budget', 'Actual', 'Budget', 'Actual', 'Budget', 'Actual', 'Variance (A-B)'],
  ];
  const t = [0, 0, 0, 0, 0, 0, 0];
  for (const [n, b1, a1, b2, a2] of lines) {
    const cells = [b1, a1, b2, a2, b1 + b2, a1 + a2, a1 + a2 - (b1 + b2)];
    cells.forEach((v, i) => (t[i]! += v));
    rows.push([n, ...cells]);
  }
  rows.push(['Total', ...t]);
  return rows;
}

/** M5: a cash-flow statement with FY columns. */
export const CASH_FLOW: Array<[string, number | null, number | null] | [string]> = [
  ['Cash flows from operating activities'],
  ['Net profit', 84_200, 96_750],
  ['Depreciation', 12_000, 13_500],
  ['Net cash from operating activities', 96_200, 110_250],
  ['Cash flows from investing activities'],
  ['Purchase of equipment', -22_000, -8_400],
  ['Net cash used in investing activities', -22_000, -8_400],
  ['Cash flows from financing activities'],
  ['Loan repayments', -18_000, -18_000],
  ['Owner drawings', -45_000, -52_500],
  ['Net cash used in financing activities', -63_000, -70_500],
  ['Net increase in cash', 11_200, 31_350],
];
export function cashFlowRows(): ShapeRow[] {
  return [
    ['Cash flow statement'],
    [],
    [null, 'FY 2024', 'FY 2025'],
    ...CASH_FLOW.map((l) => [...l]),
  ];
}

/** M5: a bookings log with blank rows between months. */
export const BOOKINGS: Array<[string, string, string, number, number]> = [
  ['2025-01-04', 'Ana', 'Surf', 2, 18_000],
  ['2025-01-09', 'Luis', 'Yoga', 1, 9_500],
  ['2025-01-20', 'Marta', 'Surf', 1, 18_000],
  ['2025-02-02', 'Ana', 'Kayak', 3, 12_000],
  ['2025-02-14', 'Pedro', 'Yoga', 2, 9_500],
  ['2025-02-27', 'Sofia', 'Kayak', 1, 12_000],
];
export function bookingRows(): ShapeRow[] {
  const rows: ShapeRow[] = [['Date', 'Customer', 'Lesson', 'Qty', 'Unit price ₡', 'Amount ₡']];
  let month = '';
  for (const [d, c, l, q, p] of BOOKINGS) {
    if (month && d.slice(0, 7) !== month) rows.push([]);
    month = d.slice(0, 7);
    rows.push([new Date(`${d}T00:00:00Z`), c, l, q, p, q * p]);
  }
  return rows;
}

/** M5: job costing with an "ALL JOBS" totals row on top and a blank row under it. */
export const JOB_COSTS: Array<[string, number, number]> = [
  ['J-101 Harbour café', 18_400, 12_950],
  ['J-102 School hall', 42_000, 35_800],
  ['J-103 Loft', 9_600, 7_120],
];
export function allJobsRows(): ShapeRow[] {
  const fee = sumOf(JOB_COSTS.map((j) => j[1]));
  const cost = sumOf(JOB_COSTS.map((j) => j[2]));
  return [
    ['Job costing 2025'],
    ['Job', 'Fee', 'Total cost', 'Margin'],
    ['ALL JOBS', fee, cost, fee - cost],
    [],
    ...JOB_COSTS.map(([j, f, c]) => [j, f, c, f - c]),
  ];
}
const sumOf = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

/** M5: a QuickBooks P&L with months across. */
export const QB_MONTHS = ['Apr 2025', 'May 2025', 'Jun 2025'];
export function quickbooksRows(): ShapeRow[] {
  return [
    ['Cedar Joinery'],
    ['Profit and Loss'],
    ['April - June, 2025'],
    [],
    [null, ...QB_MONTHS, 'Total'],
    ['Income'],
    ['Sales', 21_400, 18_950, 24_300, 64_650],
    ['Total Income', 21_400, 18_950, 24_300, 64_650],
    ['Expenses'],
    ['Materials', 8_200, 7_900, 9_100, 25_200],
    ['Wages', 6_000, 6_000, 6_500, 18_500],
    ['Total Expenses', 14_200, 13_900, 15_600, 43_700],
    ['Net Operating Income', 7_200, 5_050, 8_700, 20_950],
    ['Net Income', 7_200, 5_050, 8_700, 20_950],
  ];
}

/** M2: a payroll with a deductions group (Tax | Health | Pension), hours as "hrs", a stock list. */
export const PAY: Array<[string, number, number, number, number, number]> = [
  ['Ana', 160, 3_200, 480, 112.5, 96],
  ['Ben', 142.5, 2_850, 410, 112.5, 85.5],
  ['Chiara', 120, 2_400, 330, 98, 72],
];
export function payHrsRows(): { rows: ShapeRow[]; merges: string[] } {
  return {
    rows: [
      ['Payroll March 2025'],
      ['Employee', 'Hrs', 'Gross', 'Deductions', null, null, 'Net'],
      [null, null, null, 'Tax', 'Health', 'Pension', null],
      ...PAY.map(([n, h, g, t, he, p]) => [n, h, g, t, he, p, g - t - he - p]),
    ],
    merges: ['D2:F2'],
  };
}
export const CELLAR: Array<[string, string, number, number]> = [
  ['Rioja Reserva', 'Wine', 14, 11.4],
  ['Chablis', 'Wine', 6, 16.8],
  ['Prosecco', 'Wine', 22, 7.25],
  ['Gin', 'Spirits', 4, 21.5],
  ['Vermouth', 'Spirits', 9, 9.9],
];
export function cellarRows(): ShapeRow[] {
  return [
    ['Item', 'Type', 'Bottles', 'Unit cost', 'Value'],
    ...CELLAR.map(([n, t, q, c]) => [n, t, q, c, Math.round(q * c * 100) / 100]),
  ];
}

/** M6: one sheet per year of retainer income, and a membership tracker. */
export const RETAINER_CLIENTS = ['Maple Dental', 'Birch Legal', 'Cedar Cafe'];
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const retainer = (year: number, c: number, m: number): number =>
  1_500 + c * 750 + (year - 2025) * 200 + m * 10;
export function retainerRows(year: number): ShapeRow[] {
  const rows: ShapeRow[] = [
    [`Studio retainer income ${year} (CAD)`],
    ['Client', ...MONTH_NAMES, 'Total'],
  ];
  const tot = MONTH_NAMES.map(() => 0);
  RETAINER_CLIENTS.forEach((c, i) => {
    const line = MONTH_NAMES.map((_, m) => retainer(year, i, m));
    line.forEach((v, m) => (tot[m]! += v));
    rows.push([c, ...line, line.reduce((a, b) => a + b, 0)]);
  });
  rows.push(['Total', ...tot, tot.reduce((a, b) => a + b, 0)]);
  return rows;
}
export const TRACKER = Array.from({ length: 12 }, (_, i) => ({
  month: `2025-${String(i + 1).padStart(2, '0')}`,
  fresh: 6 + (i % 4),
  cancelled: 2 + (i % 3),
}));
export function trackerRows(): ShapeRow[] {
  let active = 120;
  const rows: ShapeRow[] = [
    ['Month', 'Active at start', 'New', 'Cancelled', 'Active at end', 'MRR'],
  ];
  for (const t of TRACKER) {
    const end = active + t.fresh - t.cancelled;
    rows.push([t.month, active, t.fresh, t.cancelled, end, end * 45]);
    active = end;
  }
  return rows;
}
