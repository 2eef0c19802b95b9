/**
 * Issue 13, pass 18: variants of the shapes whose answers were wrong figures in the twelfth
 * blind set (a sales log asked for its best month, job costing ranked, an MRR movements sheet,
 * a person's share of their own year), built from the lead's description of each kind, with
 * the truth computed from the rows written.
 */
import type { ShapeRow } from './pass5-shapes';

const titled = (titles: number, name: string, rows: ShapeRow[]): ShapeRow[] =>
  titles
    ? [[`${name} 2025`], ...(titles > 1 ? [['Prepared by the owner'], [null]] : []), ...rows]
    : rows;
import { MONTH_NAMES } from './periods';

export { MONTH_NAMES };
export type MonthLabel = 'Jan-25' | '2025-01' | 'January' | 'Jan';
export const MONTH_LABELS: MonthLabel[] = ['Jan-25', '2025-01', 'January', 'Jan'];
export function monthLabel(kind: MonthLabel, m: number): string {
  const name = MONTH_NAMES[m - 1]!;
  if (kind === 'Jan-25') return `${name.slice(0, 3)}-25`;
  if (kind === '2025-01') return `2025-${String(m).padStart(2, '0')}`;
  return kind === 'January' ? name : name.slice(0, 3);
}

// ---------- W1 sales log: the best month by takings ----------
export const LOG_MONEY = ['Amount', 'Amount (£)', 'Price', 'Sale value', 'Value ($)'];
export interface LogVariant {
  titles: number;
  dates: 'excel' | 'text-dmy' | 'text-iso';
  money: string;
  blanks: boolean;
  totals: boolean;
}
export function logVariants(): LogVariant[] {
  const out: LogVariant[] = [];
  for (const titles of [0, 2])
    for (const dates of ['excel', 'text-dmy', 'text-iso'] as const)
      for (const money of LOG_MONEY)
        for (const blanks of [false, true])
          for (const totals of [false, true]) out.push({ titles, dates, money, blanks, totals });
  return out;
}
// the single biggest sale is in May; the busiest month by takings is March, the quietest June
export const LOG: Array<[number, number, string, string, number]> = [
  [3, 2, 'Ann Lee', 'Haircut', 45],
  [3, 9, 'Bo Chan', 'Colour', 120],
  [3, 16, 'Walk-in', 'Haircut', 40],
  [3, 28, 'Cy Diaz', 'Colour', 130],
  [4, 4, 'Di Evans', 'Haircut', 45],
  [4, 19, 'Walk-in', 'Blow-dry', 35],
  [5, 7, 'Ed Fox', 'Bridal package', 310],
  [6, 11, 'Walk-in', 'Haircut', 40],
  [6, 25, 'Fi Gray', 'Blow-dry', 35],
];
export function logRows(v: LogVariant): ShapeRow[] {
  const date = (m: number, d: number): string | Date => {
    const dd = String(d).padStart(2, '0');
    const mm = String(m).padStart(2, '0');
    if (v.dates === 'excel') return new Date(Date.UTC(2025, m - 1, d));
    return v.dates === 'text-dmy' ? `${dd}/${mm}/2025` : `2025-${mm}-${dd}`;
  };
  const rows: ShapeRow[] = [['Date', 'Customer', 'Service', v.money]];
  let prev = 0;
  for (const [m, d, c, s, a] of LOG) {
    if (v.blanks && prev && m !== prev) rows.push([null]);
    prev = m;
    rows.push([date(m, d), c, s, a]);
  }
  if (v.totals) rows.push(['Total', null, null, LOG.reduce((t, r) => t + r[4], 0)]);
  return titled(v.titles, 'Sales log', rows);
}
export function logMonthTotals(): Map<number, number> {
  const by = new Map<number, number>();
  for (const [m, , , , a] of LOG) by.set(m, (by.get(m) ?? 0) + a);
  return by;
}

// ---------- W2 job costing ranked ----------
export const JOB_IN = ['Quoted', 'Quote', 'Contract price', 'Quoted (£)'];
export const JOB_PROFIT = ['Margin', 'Margin £', 'Profit', 'Margin (£)'];
export const COST_SETS = [
  ['Materials', 'Subcontractors', 'Labour'],
  ['Materials', 'Labour'],
  ['Materials cost', 'Labour cost'],
];
// job, client, quoted, costs (materials, subcontractors, labour): the worst margin (J-203) is
// neither the costliest job (J-202) nor the smallest quote (J-205)
export const JOBS: Array<[string, string, number, number, number, number]> = [
  ['J-201', 'Ann Cole', 6200, 1500, 800, 1400],
  ['J-202', 'Bayview Hotel', 14800, 5200, 2600, 3100],
  ['J-203', 'Carl Ng', 5400, 2300, 1200, 1500],
  ['J-204', 'Dunes Cafe', 9100, 2100, 0, 2200],
  ['J-205', 'Eve Park', 2600, 600, 0, 700],
];
export function jobCosts(set: string[], j: (typeof JOBS)[number]): number[] {
  return set.length === 3 ? [j[3], j[4], j[5]] : [j[3] + j[4], j[5]];
}
export function jobRows(
  moneyIn: string,
  profit: string,
  costs: string[],
  totals: boolean,
  titles: number,
): ShapeRow[] {
  const rows: ShapeRow[] = [['Job', 'Client', moneyIn, ...costs, profit, 'Margin %']];
  for (const j of JOBS) {
    const cs = jobCosts(costs, j);
    const margin = j[2] - cs.reduce((a, b) => a + b, 0);
    // a cost of 0 is left blank, as owners leave it
    rows.push([
      j[0],
      j[1],
      j[2],
      ...cs.map((c) => c || null),
      margin,
      Math.round((margin / j[2]) * 10000) / 10000,
    ]);
  }
  if (totals) {
    const q = JOBS.reduce((t, j) => t + j[2], 0);
    const cs = costs.map((_, i) => JOBS.reduce((t, j) => t + jobCosts(costs, j)[i]!, 0));
    const m = q - cs.reduce((a, b) => a + b, 0);
    rows.push(['Totals', null, q, ...cs, m, Math.round((m / q) * 10000) / 10000]);
  }
  return titled(titles, 'Job costing', rows);
}
export const jobMargin = (j: (typeof JOBS)[number]): number => j[2] - j[3] - j[4] - j[5];

// ---------- W3 MRR movements ----------
export interface MrrVariant {
  titles: number;
  months: MonthLabel;
  open: string;
  close: string;
  lost: string;
  negative: boolean;
}
export const OPEN_LABELS = ['Opening MRR', 'Starting MRR', 'Opening MRR (£)'];
export const CLOSE_LABELS = ['Closing MRR', 'Ending MRR', 'Closing MRR (£)'];
export const LOST_LABELS = ['Cancelled', 'Churned MRR', 'Cancellations'];
export function mrrVariants(): MrrVariant[] {
  const out: MrrVariant[] = [];
  for (const titles of [0, 2])
    for (const months of MONTH_LABELS)
      for (let k = 0; k < OPEN_LABELS.length; k++)
        for (const lost of LOST_LABELS)
          for (const negative of [true, false])
            out.push({
              titles,
              months,
              open: OPEN_LABELS[k]!,
              close: CLOSE_LABELS[k]!,
              lost,
              negative,
            });
  return out;
}
export const NEW = [420, 310, 515, 280, 390, 450, 300, 260, 410, 330, 370, 290];
export const EXPANSION = [40, 25, 60, 0, 35, 20, 15, 30, 45, 10, 25, 20];
// the most lost is in August (not the month of most new, March)
export const LOST = [120, 140, 90, 160, 110, 130, 150, 240, 100, 95, 170, 85];
export const ACTIVE = [118, 121, 127, 128, 131, 135, 136, 135, 139, 141, 143, 145];
export const FIRST_OPENING = 12400;
export function mrrSeries(): { opening: number[]; closing: number[] } {
  const opening: number[] = [];
  const closing: number[] = [];
  let level = FIRST_OPENING;
  for (let i = 0; i < 12; i++) {
    opening.push(level);
    level = level + NEW[i]! + EXPANSION[i]! - LOST[i]!;
    closing.push(level);
  }
  return { opening, closing };
}
export function mrrRows(v: MrrVariant): ShapeRow[] {
  const { opening, closing } = mrrSeries();
  const head: ShapeRow = ['', ...MONTH_NAMES.map((_, i) => monthLabel(v.months, i + 1))];
  return titled(v.titles, 'Subscription metrics', [
    head,
    [v.open, ...opening],
    ['New', ...NEW],
    ['Expansion', ...EXPANSION],
    [v.lost, ...LOST.map((x) => (v.negative ? -x : x))],
    [v.close, ...closing],
    ['Active customers', ...ACTIVE],
  ]);
}

// ---------- W4 a person's share of their own year ----------
export const PEOPLE: Array<[string, number[]]> = [
  ['Anna', [900, 950, 1000, 980, 1010, 990, 1020, 1005, 995, 1100, 1300, 2600]],
  ['José', [1500, 1450, 1600, 1550, 1500, 1480, 1520, 1490, 1530, 1600, 1700, 1200]],
  ['Mei', [700, 720, 710, 690, 730, 740, 760, 750, 770, 800, 820, 1900]],
];
export type PeopleLayout = 'sheets' | 'across' | 'down';
export function peopleBook(
  layout: PeopleLayout,
  months: MonthLabel,
  totals: boolean,
  money: string,
): Array<{ name: string; rows: ShapeRow[] }> {
  const label = (i: number): string => monthLabel(months, i + 1);
  const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
  if (layout === 'sheets')
    return PEOPLE.map(([name, vals]) => ({
      name,
      rows: [
        ['Month', money],
        ...vals.map((v, i) => [label(i), v] as ShapeRow),
        ...(totals ? [['Total', sum(vals)] as ShapeRow] : []),
      ],
    }));
  if (layout === 'across')
    return [
      {
        name: 'Team',
        rows: [
          ['Name', ...MONTH_NAMES.map((_, i) => label(i)), ...(totals ? ['Total'] : [])],
          ...PEOPLE.map(([n, vals]) => [n, ...vals, ...(totals ? [sum(vals)] : [])] as ShapeRow),
        ],
      },
    ];
  return [
    {
      name: 'Team',
      rows: [
        ['Month', ...PEOPLE.map(([n]) => n)],
        ...MONTH_NAMES.map((_, i) => [label(i), ...PEOPLE.map(([, v]) => v[i]!)] as ShapeRow),
        ...(totals ? [['Total', ...PEOPLE.map(([, v]) => sum(v))] as ShapeRow] : []),
      ],
    },
  ];
}

// ---------- M1 P&L asked the owners' way ----------
export type PnlColumns = 'quarters' | 'months' | 'year';
export const BOTTOM_LABELS = ['Net profit', 'Net income', 'Net Income (Loss)'];
export const EXPENSE_TOTALS = ['Total expenses', 'Total Expenses', 'Total operating expenses'];
export const PNL_INCOME: Array<[string, number[]]> = [
  ['Tuition', [9800, 12100, 8700, 14300]],
  ['Teacher training', [2100, 2900, 1200, 3900]],
];
export const PNL_COSTS: Array<[string, number[]]> = [
  ['Rent', [3000, 3000, 3000, 3000]],
  ['Salaries', [5200, 5200, 5300, 6100]],
  ['Marketing', [450, 820, 310, 1420]],
];
const q4 = (lines: Array<[string, number[]]>, i: number): number =>
  lines.reduce((t, [, v]) => t + v[i]!, 0);
export const pnlQuarter = (which: 'income' | 'costs' | 'net', i: number): number =>
  which === 'income'
    ? q4(PNL_INCOME, i)
    : which === 'costs'
      ? q4(PNL_COSTS, i)
      : q4(PNL_INCOME, i) - q4(PNL_COSTS, i);
export const pnlYear = (which: 'income' | 'costs' | 'net'): number =>
  [0, 1, 2, 3].reduce((t, i) => t + pnlQuarter(which, i), 0);
export function pnlRows(
  cols: PnlColumns,
  titles: number,
  bottom: string,
  totalExp: string,
): ShapeRow[] {
  // months: each quarter's figure split into three equal-ish months (the last one takes the rest)
  const cells = (v: number[]): number[] => {
    if (cols === 'year') return [v.reduce((a, b) => a + b, 0)];
    const spread =
      cols === 'months'
        ? v.flatMap((x) => {
            const a = Math.floor(x / 3);
            return [a, a, x - 2 * a];
          })
        : v;
    return [...spread, v.reduce((a, b) => a + b, 0)];
  };
  const head: ShapeRow =
    cols === 'year'
      ? ['', '2025']
      : cols === 'quarters'
        ? ['', 'Q1', 'Q2', 'Q3', 'Q4', 'Total 2025']
        : ['', ...MONTH_NAMES.map((m) => `${m.slice(0, 3)}-25`), 'Total'];
  const sumLines = (lines: Array<[string, number[]]>): number[] =>
    [0, 1, 2, 3].map((i) => q4(lines, i));
  const net = [0, 1, 2, 3].map((i) => pnlQuarter('net', i));
  return titled(titles, 'Profit and Loss', [
    head,
    ['Income'],
    ...PNL_INCOME.map(([l, v]) => [l, ...cells(v)] as ShapeRow),
    ['Total income', ...cells(sumLines(PNL_INCOME))],
    ['Expenses'],
    ...PNL_COSTS.map(([l, v]) => [l, ...cells(v)] as ShapeRow),
    [totalExp, ...cells(sumLines(PNL_COSTS))],
    [bottom, ...cells(net)],
  ]);
}

// ---------- M7 loan schedule by month label ----------
export function loanByMonthRows(
  labels: MonthLabel,
  titles: number,
): {
  rows: ShapeRow[];
  balances: number[];
  payments: number[];
} {
  const rows: ShapeRow[] = [['Month', 'Payment', 'Principal', 'Interest', 'Balance']];
  let bal = 24000;
  const balances: number[] = [];
  const payments: number[] = [];
  for (let i = 0; i < 12; i++) {
    const interest = Math.round(bal * 0.006 * 100) / 100;
    const principal = i === 11 ? bal : Math.round((2100 - interest) * 100) / 100;
    bal = Math.round((bal - principal) * 100) / 100;
    const pay = Math.round((principal + interest) * 100) / 100;
    balances.push(bal);
    payments.push(pay);
    rows.push([monthLabel(labels, i + 1), pay, principal, interest, bal]);
  }
  return { rows: titled(titles, 'Equipment loan', rows), balances, payments };
}

// ---------- M2 bank export / M4 AR aging ----------
export const BANK_HEADS: Array<[string, string]> = [
  ['Debit', 'Credit'],
  ['Withdrawals', 'Deposits'],
  ['Paid out', 'Paid in'],
];
// date (day of March), description, out, in; the opening balance row has no flows
export const BANK: Array<[number, string, number | null, number | null]> = [
  [3, 'Rent', 1800, null],
  [6, 'Client payment — Ortiz', null, 950],
  [12, 'Supplies', 420.5, null],
  [18, 'Client payment — Baker', null, 2300],
  [25, 'Wages', 1600, null],
];
export function bankRows(out: string, inn: string, opening: number, titles: number): ShapeRow[] {
  const rows: ShapeRow[] = [['Date', 'Description', out, inn, 'Balance']];
  let bal = opening;
  rows.push([new Date(Date.UTC(2025, 2, 1)), 'Opening balance', null, null, bal]);
  for (const [d, desc, o, i] of BANK) {
    bal = Math.round((bal - (o ?? 0) + (i ?? 0)) * 100) / 100;
    rows.push([new Date(Date.UTC(2025, 2, d)), desc, o, i, bal]);
  }
  return titled(titles, 'Bank statement', rows);
}
export const OVER_90_LABELS = ['Over 90', '91+', '90+', '91-120'];
export const AGING: Array<[string, Array<number | null>]> = [
  // customer, current, 1-30, 31-60, 61-90, over 90
  ['Studentkåren', [1200, 300, null, null, 450]],
  ['Acme Ltd', [800, null, 220, null, null]],
  ['Björk & Co', [null, 150, null, 90, 0]],
  ['Delta Foods', [500, null, null, null, 1300]],
];
export function agingRows(over90: string, totals: boolean): ShapeRow[] {
  const rows: ShapeRow[] = [['Customer', 'Current', '1-30', '31-60', '61-90', over90, 'Total']];
  for (const [c, v] of AGING) rows.push([c, ...v, v.reduce<number>((t, x) => t + (x ?? 0), 0)]);
  if (totals)
    rows.push([
      'Total',
      ...[0, 1, 2, 3, 4].map((i) => AGING.reduce((t, [, v]) => t + (v[i] ?? 0), 0)),
      AGING.reduce((t, [, v]) => t + v.reduce<number>((a, x) => a + (x ?? 0), 0), 0),
    ]);
  return rows;
}

// ---------- M6 cash-flow statement, financial years newest first ----------
export const CLOSING_LABELS = [
  'Cash at end of year',
  'Cash at the end of the year',
  'Closing cash',
];
export const FY_HEADS: Array<[string, string]> = [
  ['FY2025', 'FY2024'],
  ['2025', '2024'],
  ['FY 2025', 'FY 2024'],
];
export function cashFlowRows(
  closing: string,
  heads: [string, string],
  titles: number,
): {
  rows: ShapeRow[];
  newest: number;
} {
  const open = [6200, 4100];
  const lines: Array<[string, number, number]> = [
    ['Net income', 8300, 6900],
    ['Depreciation', 1200, 1100],
    ['Purchase of equipment', -3400, -1500],
    ['Owner drawings', -4000, -4400],
  ];
  const net = [0, 1].map((i) => lines.reduce((t, l) => t + (l[i + 1] as number), 0));
  const close = [open[0]! + net[0]!, open[1]! + net[1]!];
  const rows: ShapeRow[] = [
    ['', heads[0], heads[1]],
    ['Cash at beginning of year', open[0]!, open[1]!],
    ...lines.map((l) => [...l] as ShapeRow),
    ['Net change in cash', net[0]!, net[1]!],
    [closing, close[0]!, close[1]!],
  ];
  return { rows: titled(titles, 'Statement of cash flows', rows), newest: close[0]! };
}
