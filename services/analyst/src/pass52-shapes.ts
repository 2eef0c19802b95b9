/**
 * Issue 13, pass 52: cash-flow forecasts headed by date cells, loan schedules with a terms
 * block and a Status column, a budget vs actual with month pairs, a YTD group and a full-year
 * budget, a fixed asset register on the written-down-value method, Irish VAT3 workings with a
 * rate column and return boxes, and a petty cash book with analysis columns and formulas. Built
 * with made-up figures from the lead's description (see pass52.test.ts); each builder takes
 * knobs (labels, currency, sizes, row counts) so the tests can ask the same question of variants.
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from './ingest';
import type { Workbook } from './model';

const c2 = (n: number): number => Math.round(n * 100) / 100;
const add = (xs: number[]): number => c2(xs.reduce((a, b) => a + b, 0));
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A cell: a value, a date, a formula with its cached result, or a number with a format. */
export type Cell =
  | string
  | number
  | Date
  | null
  | { formula: string; result: number; fmt?: string }
  | { n: number; fmt: string };
export type Rows = Cell[][];

export const day = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const iso = (y: number, m: number, d: number): string =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** A workbook of sheets of cells (formulas keep their cached result, formats are applied). */
export async function cellBook(
  sheets: Array<{ name: string; rows: Rows; dateFmt?: string; numFmt?: string }>,
): Promise<Workbook> {
  const wb = new ExcelJS.Workbook();
  for (const s of sheets) {
    const ws = wb.addWorksheet(s.name);
    s.rows.forEach((r, i) => {
      const row = ws.getRow(i + 1);
      r.forEach((x, c) => {
        if (x === null) return;
        const cell = row.getCell(c + 1);
        if (x instanceof Date) {
          cell.value = x;
          cell.numFmt = s.dateFmt ?? 'dd/mm/yyyy';
        } else if (typeof x === 'object' && 'formula' in x) {
          cell.value = { formula: x.formula, result: x.result } as ExcelJS.CellFormulaValue;
          if (x.fmt ?? s.numFmt) cell.numFmt = (x.fmt ?? s.numFmt)!;
        } else if (typeof x === 'object') {
          cell.value = x.n;
          cell.numFmt = x.fmt;
        } else {
          cell.value = x;
          if (typeof x === 'number' && s.numFmt) cell.numFmt = s.numFmt;
        }
      });
    });
  }
  return ingestWorkbook(new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer));
}

// ---------------------------------------------------------------------------------------------
// L1: cash-flow forecasts

export interface FlowLine {
  label: string;
  values: number[];
}
export interface Forecast {
  /** first day of each month, ISO */
  months: string[];
  opening: number[];
  ins: FlowLine[];
  outs: FlowLine[];
  totalIn: number[];
  totalOut: number[];
  net: number[];
  closing: number[];
}

/** Lines by seasonal shape (a base × a factor per month); the cash rolls month to month. */
export function forecastOf(
  y: number,
  m: number,
  n: number,
  opening: number,
  ins: Array<[string, number, number[]]>,
  outs: Array<[string, number, number[]]>,
  k = 1,
): Forecast {
  const months = Array.from({ length: n }, (_, i) => {
    const m0 = m - 1 + i;
    return iso(y + Math.floor(m0 / 12), (m0 % 12) + 1, 1);
  });
  const line = ([label, base, shape]: [string, number, number[]]): FlowLine => ({
    label,
    values: months.map((_, i) => c2(base * k * shape[i % shape.length]!)),
  });
  const I = ins.map(line);
  const O = outs.map(line);
  const totalIn = months.map((_, i) => add(I.map((l) => l.values[i]!)));
  const totalOut = months.map((_, i) => add(O.map((l) => l.values[i]!)));
  const net = months.map((_, i) => c2(totalIn[i]! - totalOut[i]!));
  const open: number[] = [];
  const close: number[] = [];
  let cash = c2(opening * k);
  for (let i = 0; i < n; i++) {
    open.push(cash);
    cash = c2(cash + net[i]!);
    close.push(cash);
  }
  return { months, opening: open, ins: I, outs: O, totalIn, totalOut, net, closing: close };
}

/** "Loco Taco Truck LLC": 2027 by month, a seasonal street-food trade. */
export function locoTaco(k = 1, opening = 18_500): Forecast {
  const summer = [0.55, 0.6, 0.8, 1, 1.2, 1.45, 1.6, 1.55, 1.2, 0.95, 0.7, 0.9];
  const events = [0.1, 0.15, 0.4, 0.8, 1.3, 1.9, 2.2, 2.1, 1.4, 0.7, 0.3, 1.2];
  return forecastOf(
    2027,
    1,
    12,
    opening,
    [
      ['Street trading', 14_200, summer],
      ['Events & catering', 4_800, events],
      ['Private parties', 1_650, [0.5, 0.6, 0.8, 1, 1.3, 1.5, 1.6, 1.4, 1.1, 1, 0.7, 1.5]],
    ],
    [
      ['Food & packaging', 5_600, summer],
      ['Wages & payroll taxes', 7_900, [0.8, 0.8, 0.9, 1, 1.2, 1.4, 1.5, 1.5, 1.1, 1, 0.85, 1]],
      ['Fuel & propane', 1_050, [0.7, 0.75, 0.9, 1, 1.1, 1.3, 1.35, 1.3, 1.1, 0.95, 0.8, 0.9]],
      ['Commissary kitchen rent', 1_400, [1]],
      ['Permits & insurance', 2_600, [1.5, 0, 0, 0.4, 0, 0, 1, 0, 0, 0.4, 0, 0]],
      ['Truck loan', 1_185, [1]],
      ['Owner draw', 3_000, [1]],
    ],
    k,
  );
}

export interface DateForecastLayout {
  title: string;
  note: string;
  /** the Total column's head: "Total 2027", "FY 2027", "Total" */
  totalHead: string;
  dateFmt: string;
  labels: {
    opening: string;
    inHead: string;
    totalIn: string;
    outHead: string;
    totalOut: string;
    net: string;
    closing: string;
  };
}
export const LOCO_LAYOUT: DateForecastLayout = {
  title: 'Loco Taco Truck LLC: Cash Flow Forecast 2027',
  note: 'Prepared Nov 2026. All figures USD. Based on 2026 trading and the events calendar.',
  totalHead: 'Total 2027',
  dateFmt: 'mmm-yy',
  labels: {
    opening: 'Opening cash',
    inHead: 'CASH IN',
    totalIn: 'Total cash in',
    outHead: 'CASH OUT',
    totalOut: 'Total cash out',
    net: 'Net cash flow',
    closing: 'Closing cash',
  },
};

/** Month heads as real date cells (the 1st of each month), a Total column, notes. */
export function dateForecastRows(f: Forecast, l: DateForecastLayout): Rows {
  const flow = (label: string, v: number[]): Cell[] => [label, ...v, add(v)];
  return [
    [l.title],
    [l.note],
    [],
    [null, ...f.months.map(day), l.totalHead],
    [l.labels.opening, ...f.opening, null],
    [],
    [l.labels.inHead],
    ...f.ins.map((x) => flow(x.label, x.values)),
    flow(l.labels.totalIn, f.totalIn),
    [],
    [l.labels.outHead],
    ...f.outs.map((x) => flow(x.label, x.values)),
    flow(l.labels.totalOut, f.totalOut),
    [],
    flow(l.labels.net, f.net),
    [l.labels.closing, ...f.closing, null],
    [],
    ['Notes: wages include payroll taxes; the truck loan is the Ford step van.'],
  ];
}

/** A half-year forecast with text month heads ("Jan 2027"), Receipts / Payments, Total. */
export function halfYear(k = 1): Forecast {
  return forecastOf(
    2027,
    1,
    6,
    9_800,
    [
      ['Cash sales', 8_200, [0.7, 0.75, 0.95, 1.1, 1.25, 1.4]],
      ['Card sales', 12_600, [0.65, 0.7, 0.9, 1.05, 1.3, 1.5]],
      ['Wholesale', 2_300, [1, 0.8, 1.2, 1, 0.9, 1.1]],
    ],
    [
      ['Stock purchases', 9_400, [0.75, 0.8, 1, 1.1, 1.2, 1.3]],
      ['Wages', 8_900, [1, 1, 1.05, 1.1, 1.2, 1.25]],
      ['Rent & rates', 3_250, [1]],
      ['VAT', 6_100, [1.2, 0, 0, 1, 0, 0]],
      ['Loan repayment', 610, [1]],
    ],
    k,
  );
}
export interface TextForecastLayout {
  title: string;
  note: string;
  totalHead: string;
  labels: DateForecastLayout['labels'];
}
export const HALF_LAYOUT: TextForecastLayout = {
  title: 'Brambles Farm Shop: cash flow forecast January to June 2027',
  note: 'Forecast prepared 1 Dec 2026, GBP.',
  totalHead: 'Total',
  labels: {
    opening: 'Opening balance',
    inHead: 'Receipts',
    totalIn: 'Total receipts',
    outHead: 'Payments',
    totalOut: 'Total payments',
    net: 'Net cash flow',
    closing: 'Closing balance',
  },
};
export function textForecastRows(f: Forecast, l: TextForecastLayout): Rows {
  const head = (m: string): string => `${MON[Number(m.slice(5, 7)) - 1]} ${m.slice(0, 4)}`;
  const flow = (label: string, v: number[]): Cell[] => [label, ...v, add(v)];
  return [
    [l.title],
    [l.note],
    [],
    [null, ...f.months.map(head), l.totalHead],
    [l.labels.opening, ...f.opening, null],
    [l.labels.inHead],
    ...f.ins.map((x) => flow(x.label, x.values)),
    flow(l.labels.totalIn, f.totalIn),
    [l.labels.outHead],
    ...f.outs.map((x) => flow(x.label, x.values)),
    flow(l.labels.totalOut, f.totalOut),
    flow(l.labels.net, f.net),
    [l.labels.closing, ...f.closing, null],
  ];
}

// ---------------------------------------------------------------------------------------------
// L2: loan schedules

export interface LoanRow {
  no: number;
  date: string;
  opening: number;
  payment: number;
  interest: number;
  capital: number;
  closing: number;
}
export function amortise(
  amount: number,
  ratePct: number,
  n: number,
  first: { y: number; m: number; d: number },
): LoanRow[] {
  const i = ratePct / 100 / 12;
  const level = c2((amount * i) / (1 - (1 + i) ** -n));
  const rows: LoanRow[] = [];
  let bal = amount;
  for (let k = 0; k < n; k++) {
    const interest = c2(bal * i);
    const last = k === n - 1;
    const capital = last ? bal : c2(level - interest);
    const payment = last ? c2(capital + interest) : level;
    const m0 = first.m - 1 + k;
    rows.push({
      no: k + 1,
      date: iso(first.y + Math.floor(m0 / 12), (m0 % 12) + 1, first.d),
      opening: bal,
      payment,
      interest,
      capital,
      closing: c2(bal - capital),
    });
    bal = c2(bal - capital);
  }
  return rows;
}

export interface TermsLoanKnobs {
  company: string;
  lender: string;
  amount: number;
  /** the rate as a fraction (0.0845) */
  rate: number;
  n: number;
  first: { y: number; m: number; d: number };
  cur: string;
  /** the rate cell's format: none, or a percent format */
  rateFmt?: string;
  /** the last due date marked Paid (ISO); rows after it are blank */
  paidTo: string;
  statusHead: string;
  paidWord: string;
  heads?: string[];
}
export const TOTARA: TermsLoanKnobs = {
  company: 'Totara Tree Care Ltd: equipment loan (stump grinder & chipper)',
  lender: 'Lender: Kauri Equipment Finance, loan ref KEF-20417',
  amount: 68_500,
  rate: 0.0845,
  n: 36,
  first: { y: 2025, m: 2, d: 20 },
  cur: 'NZ$',
  paidTo: '2026-11-20',
  statusHead: 'Status',
  paidWord: 'Paid',
};
export function termsLoan(k: TermsLoanKnobs): { rows: LoanRow[]; sheet: Rows } {
  const rows = amortise(k.amount, k.rate * 100, k.n, k.first);
  const heads = k.heads ?? [
    'No.',
    'Due date',
    `Opening ${k.cur}`,
    `Repayment ${k.cur}`,
    `Interest ${k.cur}`,
    `Principal ${k.cur}`,
    `Closing ${k.cur}`,
    k.statusHead,
  ];
  const rate: Cell = k.rateFmt ? { n: k.rate, fmt: k.rateFmt } : k.rate;
  const sheet: Rows = [
    [k.company],
    [k.lender],
    ['Amount financed', null, k.amount],
    ['Interest rate (p.a., fixed)', null, rate],
    ['Term (months)', null, k.n],
    ['First repayment', null, day(rows[0]!.date)],
    [],
    heads,
    ...rows.map((r): Cell[] => [
      r.no,
      day(r.date),
      r.opening,
      r.payment,
      r.interest,
      r.capital,
      r.closing,
      r.date <= k.paidTo ? k.paidWord : null,
    ]),
    [
      'Totals',
      null,
      null,
      add(rows.map((r) => r.payment)),
      add(rows.map((r) => r.interest)),
      add(rows.map((r) => r.capital)),
      null,
      null,
    ],
    [],
    ['Direct debit from the business account on the 20th of each month.'],
  ];
  return { rows, sheet };
}

export interface TextLoanKnobs {
  title: string;
  lender: string;
  amount: number;
  ratePct: number;
  n: number;
  first: { y: number; m: number; d: number };
  cur: string;
  heads: string[];
}
export const SMOKE: TextLoanKnobs = {
  title: 'Smoke & Slaw BBQ — truck loan schedule',
  lender: 'Lender: Kiwi Asset Finance · loan 4471-22',
  amount: 85_000,
  ratePct: 9.95,
  n: 48,
  first: { y: 2025, m: 4, d: 15 },
  cur: 'NZ$',
  heads: [
    'No.',
    'Payment date',
    'Opening balance',
    'Payment',
    'Interest',
    'Principal',
    'Closing balance',
  ],
};
export function textLoan(k: TextLoanKnobs): { rows: LoanRow[]; sheet: Rows } {
  const rows = amortise(k.amount, k.ratePct, k.n, k.first);
  const dd = (n: number): string => String(n).padStart(2, '0');
  const sheet: Rows = [
    [k.title],
    [k.lender],
    [
      `Amount borrowed ${k.cur}${k.amount.toLocaleString('en-NZ', { minimumFractionDigits: 2 })} · ${k.ratePct}% p.a. fixed · ${k.n} monthly payments from ${dd(k.first.d)}/${dd(k.first.m)}/${k.first.y}`,
    ],
    [],
    k.heads,
    ...rows.map((r): Cell[] => [
      r.no,
      day(r.date),
      r.opening,
      r.payment,
      r.interest,
      r.capital,
      r.closing,
    ]),
    [
      'Totals',
      null,
      null,
      add(rows.map((r) => r.payment)),
      add(rows.map((r) => r.interest)),
      add(rows.map((r) => r.capital)),
      null,
    ],
  ];
  return { rows, sheet };
}

// ---------------------------------------------------------------------------------------------
// L3: budget vs actual, month pairs, a year-to-date group, a full-year budget

export interface BvaLine {
  name: string;
  budget: number[];
  actual: number[];
  fullYear: number;
}
export interface MonthPairBva {
  months: string[];
  income: BvaLine[];
  expenses: BvaLine[];
}
export function bayside(k = 1, nMonths = 5): MonthPairBva {
  const months = ['Jul 2026', 'Aug 2026', 'Sep 2026', 'Oct 2026', 'Nov 2026', 'Dec 2026'].slice(
    0,
    nMonths,
  );
  const L = (name: string, budget: number[], actual: number[], fullYear: number): BvaLine => ({
    name,
    budget: budget.slice(0, nMonths).map((x) => c2(x * k)),
    actual: actual.slice(0, nMonths).map((x) => c2(x * k)),
    fullYear: c2(fullYear * k),
  });
  return {
    months,
    income: [
      L(
        'Sponsorship',
        [4_000, 4_000, 4_500, 4_500, 5_000, 5_000],
        [3_850, 4_200, 4_100, 4_650, 5_300, 5_100],
        56_000,
      ),
      L('Grants (CBF & council)', [0, 12_500, 0, 0, 5_000, 0], [0, 12_500, 0, 0, 4_000, 0], 30_000),
      L(
        'Memberships',
        [1_200, 1_100, 1_000, 950, 900, 800],
        [1_310, 1_045, 980, 1_020, 875, 840],
        12_000,
      ),
      L(
        'Fundraising events',
        [0, 2_500, 0, 3_000, 0, 4_000],
        [0, 2_180, 0, 3_460, 0, 3_900],
        18_000,
      ),
      L('Donations', [600, 600, 600, 600, 600, 1_200], [745, 520, 610, 580, 690, 1_150], 8_400),
    ],
    expenses: [
      L(
        'Transmitter site & licences',
        [2_100, 2_100, 2_100, 2_100, 2_100, 2_100],
        [2_100, 2_100, 2_165, 2_165, 2_165, 2_165],
        25_200,
      ),
      L(
        'Studio rent',
        [1_800, 1_800, 1_800, 1_800, 1_800, 1_800],
        [1_800, 1_800, 1_800, 1_800, 1_800, 1_800],
        21_600,
      ),
      L(
        'Music licensing (APRA/PPCA)',
        [950, 950, 950, 950, 950, 950],
        [950, 950, 950, 950, 1_010, 950],
        11_400,
      ),
      L('Marketing', [500, 1_200, 400, 900, 300, 600], [420, 1_480, 260, 1_130, 515, 600], 7_800),
      L('Insurance', [0, 3_600, 0, 0, 0, 0], [0, 3_540, 0, 0, 0, 0], 3_600),
      L(
        'Equipment & repairs',
        [400, 400, 400, 400, 400, 400],
        [120, 860, 0, 1_245, 310, 400],
        4_800,
      ),
      L(
        'Volunteer expenses',
        [250, 250, 250, 250, 250, 250],
        [180, 305, 220, 260, 190, 250],
        3_000,
      ),
    ],
  };
}
export interface BvaLayout {
  org: string;
  title: string;
  budgetHead: string;
  actualHead: string;
  ytdHead: string;
  varianceHead: string;
  fullHead: string;
  incomeHead: string;
  expenseHead: string;
}
export const BAYSIDE_LAYOUT: BvaLayout = {
  org: 'Bayside Community Radio Inc.',
  title: 'Budget vs Actual, FY 2026-27: year to date to 30 November 2026 (AUD, GST exclusive)',
  budgetHead: 'Budget $',
  actualHead: 'Actual $',
  ytdHead: 'Year to date',
  varianceHead: 'Variance $',
  fullHead: 'Full year',
  incomeHead: 'INCOME',
  expenseHead: 'EXPENSES',
};
export const ytdOf = (l: BvaLine): { budget: number; actual: number; variance: number } => {
  const budget = add(l.budget);
  const actual = add(l.actual);
  return { budget, actual, variance: c2(actual - budget) };
};
export function monthPairRows(b: MonthPairBva, l: BvaLayout): Rows {
  const line = (x: BvaLine): Cell[] => {
    const y = ytdOf(x);
    return [
      x.name,
      ...x.budget.flatMap((v, i) => [v, x.actual[i]!]),
      y.budget,
      y.actual,
      y.variance,
      x.fullYear,
    ];
  };
  const total = (name: string, xs: BvaLine[]): Cell[] => {
    const cols = line(xs[0]!).length - 1;
    return [
      name,
      ...Array.from({ length: cols }, (_, i) => add(xs.map((x) => line(x)[i + 1] as number))),
    ];
  };
  const ti = total('Total income', b.income);
  const te = total('Total expenses', b.expenses);
  return [
    [l.org],
    [l.title],
    [],
    ['Account', ...b.months.flatMap((m) => [m, m]), l.ytdHead, l.ytdHead, l.ytdHead, l.fullHead],
    [
      null,
      ...b.months.flatMap(() => [l.budgetHead, l.actualHead]),
      l.budgetHead,
      l.actualHead,
      l.varianceHead,
      l.budgetHead,
    ],
    [l.incomeHead],
    ...b.income.map(line),
    ti,
    [l.expenseHead],
    ...b.expenses.map(line),
    te,
    [
      'Net surplus / (deficit)',
      ...ti.slice(1).map((v, i) => c2((v as number) - (te[i + 1] as number))),
    ],
    [],
    ['Notes: variance is actual less budget; full year budget approved at the AGM, June 2026.'],
  ];
}

// ---------------------------------------------------------------------------------------------
// L4: a fixed asset register, written-down value, blocks

export interface WdvAsset {
  id: string;
  desc: string;
  block: string;
  bought: string;
  cost: number;
  rate: number;
  bf: number;
  dep: number;
  cf: number;
  wdv: number;
  location: string;
}
/** Indian FY April-March; a full year's WDV charge, half when put to use under 180 days. */
export function wdvAsset(
  id: string,
  desc: string,
  block: string,
  bought: string,
  cost: number,
  rate: number,
  location: string,
  fyEnd = 2026,
): WdvAsset {
  const [y, m] = bought.split('-').map(Number) as [number, number];
  const fy = m >= 4 ? y + 1 : y; // the FY (by its end year) the asset was bought in
  let wdv = cost;
  let bf = 0;
  for (let e = fy; e < fyEnd; e++) {
    const d = c2(wdv * rate * (e === fy && (m >= 10 || m <= 3) ? 0.5 : 1));
    bf = c2(bf + d);
    wdv = c2(wdv - d);
  }
  const dep = fy > fyEnd ? 0 : c2(wdv * rate * (fy === fyEnd && (m >= 10 || m <= 3) ? 0.5 : 1));
  return {
    id,
    desc,
    block,
    bought,
    cost,
    rate,
    bf,
    dep,
    cf: c2(bf + dep),
    wdv: c2(cost - bf - dep),
    location,
  };
}
export function sharmaAssets(k = 1, n = 11): WdvAsset[] {
  const A = (...a: Parameters<typeof wdvAsset>) =>
    wdvAsset(a[0], a[1], a[2], a[3], c2(a[4] * k), a[5], a[6]);
  return [
    A(
      'PM-01',
      'Heidelberg offset press (4 colour)',
      'Plant & machinery',
      '2021-08-14',
      2_850_000,
      0.15,
      'Bhosari unit',
    ),
    A(
      'PM-02',
      'Die-cutting & creasing machine',
      'Plant & machinery',
      '2023-05-02',
      640_000,
      0.15,
      'Bhosari unit',
    ),
    A(
      'PM-03',
      'Carton folder-gluer',
      'Plant & machinery',
      '2025-06-20',
      1_180_000,
      0.15,
      'Bhosari unit',
    ),
    A(
      'PM-04',
      'Lamination machine',
      'Plant & machinery',
      '2025-12-05',
      420_000,
      0.15,
      'Chakan unit',
    ),
    A(
      'CP-01',
      'Prepress workstations (x4)',
      'Computers',
      '2023-09-11',
      312_000,
      0.4,
      'Head office',
    ),
    A('CP-02', 'Accounts laptops (x3)', 'Computers', '2025-04-22', 186_000, 0.4, 'Head office'),
    A('CP-03', 'File server', 'Computers', '2026-01-15', 148_000, 0.4, 'Head office'),
    A(
      'FF-01',
      'Office furniture & fittings',
      'Furniture & fixtures',
      '2020-11-03',
      265_000,
      0.1,
      'Head office',
    ),
    A(
      'FF-02',
      'Warehouse racking',
      'Furniture & fixtures',
      '2024-07-19',
      390_000,
      0.1,
      'Chakan unit',
    ),
    A(
      'VH-01',
      'Tata Ace delivery vehicle',
      'Motor vehicles',
      '2022-10-28',
      610_000,
      0.15,
      'Bhosari unit',
    ),
    A(
      'VH-02',
      'Mahindra Bolero pick-up',
      'Motor vehicles',
      '2025-08-30',
      945_000,
      0.15,
      'Chakan unit',
    ),
  ].slice(0, n);
}
export interface WdvLayout {
  company: string;
  title: string;
  heads: string[];
  /** the TOTAL label's column (1: column B) */
  totalAt: number;
}
export const SHARMA_LAYOUT: WdvLayout = {
  company: 'Sharma Print & Pack Pvt. Ltd., Pune',
  title: 'Fixed Asset Register for FY 2025-26 (as at 31-03-2026), WDV method, amounts in ₹',
  heads: [
    'Asset ID',
    'Description',
    'Block',
    'Date of purchase',
    'Cost (₹)',
    'Rate',
    'Acc. dep. b/f 01-04-2025 (₹)',
    'Dep. for the year (₹)',
    'Acc. dep. c/f 31-03-2026 (₹)',
    'WDV 31-03-2026 (₹)',
    'Location',
  ],
  totalAt: 1,
};
export function wdvRows(xs: WdvAsset[], l: WdvLayout, rateFmt?: string): Rows {
  const tot = (f: (x: WdvAsset) => number) => add(xs.map(f));
  const total: Cell[] = [
    null,
    null,
    null,
    null,
    tot((x) => x.cost),
    null,
    tot((x) => x.bf),
    tot((x) => x.dep),
    tot((x) => x.cf),
    tot((x) => x.wdv),
    null,
  ];
  total[l.totalAt] = 'TOTAL';
  return [
    [l.company],
    [l.title],
    [],
    l.heads,
    ...xs.map((x): Cell[] => [
      x.id,
      x.desc,
      x.block,
      day(x.bought),
      x.cost,
      rateFmt ? { n: x.rate, fmt: rateFmt } : x.rate,
      x.bf,
      x.dep,
      x.cf,
      x.wdv,
      x.location,
    ]),
    total,
    [],
    [
      'Notes: depreciation at Income-tax Act block rates; half rate on assets put to use for under 180 days.',
    ],
  ];
}

// ---------------------------------------------------------------------------------------------
// L5: VAT3 workings, a rate column, two months and the period, VAT and gross, return boxes

export interface VatLine {
  label: string;
  rate: number;
  m1: number;
  m2: number;
  /** an intra-EU supply of goods (E1) or acquisition (E2) */
  eu?: 'E1' | 'E2';
}
export interface VatWorkings {
  sales: VatLine[];
  purchases: VatLine[];
}
export function hopIsland(k = 1): VatWorkings {
  const L = (label: string, rate: number, m1: number, m2: number, eu?: 'E1' | 'E2'): VatLine => ({
    label,
    rate,
    m1: c2(m1 * k),
    m2: c2(m2 * k),
    ...(eu ? { eu } : {}),
  });
  return {
    sales: [
      L('Keg sales to pubs', 0.23, 18_420, 21_065),
      L('Cans & bottles (trade)', 0.23, 9_870.5, 11_240),
      L('Taproom: beer', 0.23, 6_315, 5_980),
      L('Taproom: food', 0.135, 2_840, 2_615.4),
      L('Merchandise', 0.23, 1_120, 1_455),
      L('Brewery tours', 0.09, 960, 780),
      L('Sales to EU customers (goods)', 0, 4_300, 3_650, 'E1'),
      L('Spent grain to farmers', 0, 180, 210),
    ],
    purchases: [
      L('Malt', 0.23, 5_640, 6_120),
      L('Hops (EU supplier)', 0, 3_210, 2_480, 'E2'),
      L('Cans, bottles & packaging', 0.23, 4_875, 5_390.6),
      L('Yeast & brewing supplies', 0.23, 820, 760),
      L('Energy', 0.135, 2_310, 2_560),
      L('Repairs & maintenance', 0.23, 1_145, 420),
      L('Taproom food stock', 0, 1_380, 1_295),
    ],
  };
}
export interface VatLayout {
  company: string;
  period: string;
  heads: string[];
  salesHead: string;
  purchasesHead: string;
  totalSales: string;
  totalPurchases: string;
  /** the rate column as fractions (0.23) or as percent points (23) */
  ratePoints?: boolean;
  rateFmt?: string;
}
export const HOP_LAYOUT: VatLayout = {
  company: 'Hop Island Brewing Co. Ltd: VAT3 workings',
  period: 'Taxable period September/October 2026 (bi-monthly), prepared 12 Nov 2026',
  heads: [
    null as unknown as string,
    'VAT rate',
    'Sep-26 net €',
    'Oct-26 net €',
    'Net for period €',
    'VAT €',
    'Gross €',
  ],
  salesHead: 'SALES',
  purchasesHead: 'PURCHASES',
  totalSales: 'Total sales',
  totalPurchases: 'Total purchases',
};
export interface VatFigures {
  net: (l: VatLine) => number;
  vat: (l: VatLine) => number;
  gross: (l: VatLine) => number;
  totalSales: { net: number; vat: number; gross: number };
  totalPurchases: { net: number; vat: number; gross: number };
  t1: number;
  t2: number;
  t3: number;
  e1: number;
  e2: number;
}
export function vatFigures(w: VatWorkings): VatFigures {
  const net = (l: VatLine) => c2(l.m1 + l.m2);
  const vat = (l: VatLine) => c2(net(l) * l.rate);
  const gross = (l: VatLine) => c2(net(l) + vat(l));
  const tot = (xs: VatLine[]) => ({
    net: add(xs.map(net)),
    vat: add(xs.map(vat)),
    gross: add(xs.map(gross)),
  });
  const ts = tot(w.sales);
  const tp = tot(w.purchases);
  return {
    net,
    vat,
    gross,
    totalSales: ts,
    totalPurchases: tp,
    t1: ts.vat,
    t2: tp.vat,
    t3: c2(ts.vat - tp.vat),
    e1: add(w.sales.filter((l) => l.eu === 'E1').map(net)),
    e2: add(w.purchases.filter((l) => l.eu === 'E2').map(net)),
  };
}
export function vatRows(w: VatWorkings, l: VatLayout): Rows {
  const f = vatFigures(w);
  const rate = (x: VatLine): Cell =>
    l.ratePoints ? c2(x.rate * 100) : l.rateFmt ? { n: x.rate, fmt: l.rateFmt } : x.rate;
  const line = (x: VatLine): Cell[] => [
    x.label,
    rate(x),
    x.m1,
    x.m2,
    f.net(x),
    f.vat(x),
    f.gross(x),
  ];
  const box = (label: string, v: number): Cell[] => [label, null, null, null, null, v, null];
  return [
    [l.company],
    [l.period],
    [],
    l.heads.map((h) => h ?? null),
    [l.salesHead],
    ...w.sales.map(line),
    [
      l.totalSales,
      null,
      add(w.sales.map((x) => x.m1)),
      add(w.sales.map((x) => x.m2)),
      f.totalSales.net,
      f.totalSales.vat,
      f.totalSales.gross,
    ],
    [],
    [l.purchasesHead],
    ...w.purchases.map(line),
    [
      l.totalPurchases,
      null,
      add(w.purchases.map((x) => x.m1)),
      add(w.purchases.map((x) => x.m2)),
      f.totalPurchases.net,
      f.totalPurchases.vat,
      f.totalPurchases.gross,
    ],
    [],
    box('T1 VAT on sales', f.t1),
    box('T2 VAT on purchases', f.t2),
    box('T3 Net payable', f.t3),
    box('E1 Intra-EU supplies of goods', f.e1),
    box('E2 Intra-EU acquisitions of goods', f.e2),
    [],
    ['Note: T3 is T1 less T2; payment due to Revenue by 23 November 2026 (ROS).'],
  ];
}

// ---------------------------------------------------------------------------------------------
// L6: a petty cash book with analysis columns and formulas

export interface PettyEntry {
  date: string;
  voucher: string;
  details: string;
  received?: number;
  /** the paid amount, analysed under one column */
  paid?: number;
  analysis?: number;
}
export const PETTY_ANALYSIS = [
  'Art & craft',
  'Snacks & milk',
  'Cleaning',
  'Postage & stationery',
  'Sundries',
];
export function littleAcorns(k = 1, float = 300): { float: number; entries: PettyEntry[] } {
  const P = (
    date: string,
    voucher: string,
    details: string,
    paid: number,
    analysis: number,
  ): PettyEntry => ({
    date,
    voucher,
    details,
    paid: c2(paid * k),
    analysis,
  });
  const R = (date: string, details: string, received: number): PettyEntry => ({
    date,
    voucher: '',
    details,
    received: c2(received * k),
  });
  return {
    float: c2(float * k),
    entries: [
      P('2026-09-02', 'PC101', 'Tesco: milk, fruit', 18.45, 1),
      P('2026-09-04', 'PC102', 'Art supplies: paint, glitter', 42.9, 0),
      P('2026-09-09', 'PC103', 'An Post: stamps', 16.5, 3),
      P('2026-09-15', 'PC104', 'Cleaning cloths & spray', 23.1, 2),
      P('2026-09-22', 'PC105', 'Dunnes: snacks', 27.35, 1),
      P('2026-09-29', 'PC106', 'Key cut for side gate', 8.5, 4),
      R('2026-09-30', 'Cash from bank (chq 100412)', 136.8),
      P('2026-10-03', 'PC107', 'Craft card & glue sticks', 31.2, 0),
      P('2026-10-08', 'PC108', 'Milk & bread', 14.8, 1),
      P('2026-10-14', 'PC109', 'Printer paper & envelopes', 22.75, 3),
      P('2026-10-20', 'PC110', 'Hand soap, bin bags', 19.6, 2),
      P('2026-10-24', 'PC111', 'Halloween craft pack', 36.4, 0),
      P('2026-10-29', 'PC112', 'Fruit & rice cakes', 21.05, 1),
      R('2026-10-31', 'Cash from bank (chq 100431)', 145.8),
      P('2026-11-05', 'PC113', 'Batteries (sundry)', 12.99, 4),
      P('2026-11-11', 'PC114', 'Paint & brushes', 28.6, 0),
      P('2026-11-17', 'PC115', 'An Post: parcel to parents council', 9.8, 3),
      P('2026-11-20', 'PC116', 'Snacks for open day', 33.25, 1),
    ],
  };
}
export interface PettyLayout {
  school: string;
  title: string;
  cur: string;
  analysis: string[];
  /** Balance column as formulas (=K5+D6-E6) or as plain values */
  formulas: boolean;
}
export const ACORNS_LAYOUT: PettyLayout = {
  school: 'Little Acorns Community Pre-school, Ennis',
  title: 'Petty cash book, Sept-Nov 2026. Float €300, topped up from the bank account.',
  cur: '€',
  analysis: PETTY_ANALYSIS,
  formulas: true,
};
export function pettyRows(
  p: { float: number; entries: PettyEntry[] },
  l: PettyLayout,
): { rows: Rows; balances: number[] } {
  const A = l.analysis.length;
  const col = (i: number): string => String.fromCharCode(65 + i);
  const balCol = 5 + A; // A Date, B Voucher, C Details, D Received, E Paid, F.. analysis, then Balance
  const heads: Cell[] = [
    'Date',
    'Voucher',
    'Details',
    `Received ${l.cur}`,
    `Paid ${l.cur}`,
    ...l.analysis,
    `Balance ${l.cur}`,
  ];
  const first = 5; // sheet row of "Balance b/f" (1-based): title, subtitle, blank, heads, b/f
  const rows: Rows = [[l.school], [l.title], [], heads];
  const bf: Cell[] = [
    day('2026-09-01'),
    null,
    'Balance b/f',
    null,
    null,
    ...l.analysis.map(() => null),
    p.float,
  ];
  rows.push(bf);
  const balances: number[] = [];
  let bal = p.float;
  p.entries.forEach((e, i) => {
    const r = first + 1 + i; // 1-based row of this entry
    bal = c2(bal + (e.received ?? 0) - (e.paid ?? 0));
    balances.push(bal);
    const an = l.analysis.map((_, j) => (e.analysis === j ? e.paid! : null));
    const balance: Cell = l.formulas
      ? { formula: `${col(balCol)}${r - 1}+D${r}-E${r}`, result: bal }
      : bal;
    rows.push([
      day(e.date),
      e.voucher || null,
      e.details,
      e.received ?? null,
      e.paid ?? null,
      ...an,
      balance,
    ]);
  });
  const last = first + p.entries.length; // 1-based row of the last entry
  const sumOf = (c: number, xs: number[]): Cell =>
    l.formulas
      ? { formula: `SUM(${col(c)}${first + 1}:${col(c)}${last})`, result: add(xs) }
      : add(xs);
  rows.push([
    null,
    null,
    'Totals',
    sumOf(
      3,
      p.entries.map((e) => e.received ?? 0),
    ),
    sumOf(
      4,
      p.entries.map((e) => e.paid ?? 0),
    ),
    ...l.analysis.map((_, j) =>
      sumOf(
        5 + j,
        p.entries.filter((e) => e.analysis === j).map((e) => e.paid!),
      ),
    ),
    null,
  ]);
  rows.push([
    day('2026-11-30'),
    null,
    'Balance c/f',
    null,
    null,
    ...l.analysis.map(() => null),
    l.formulas ? { formula: `${col(balCol)}${last}`, result: bal } : bal,
  ]);
  return { rows, balances };
}
