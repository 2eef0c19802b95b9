/**
 * Issue 13, pass 45: loan schedules, cash-flow forecasts, an asset register and budget vs
 * actual, built with made-up figures from the lead's description (see pass45.test.ts). Each
 * builder takes a few knobs so the tests can ask the same question of variants (other labels,
 * currencies, sizes).
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from './ingest';
import type { Workbook } from './model';
import type { ShapeRow } from './pass5-shapes';

const c2 = (n: number): number => Math.round(n * 100) / 100;
const add = (xs: number[]): number => c2(xs.reduce((a, b) => a + b, 0));
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** L1: one row of a loan schedule. */
export interface LoanRow {
  no: number;
  /** ISO date the payment is due */
  date: string;
  opening: number;
  payment: number;
  interest: number;
  capital: number;
  closing: number;
}

/** A level monthly amortisation; the last payment clears the balance (differs by pennies). */
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
    const date = `${first.y + Math.floor(m0 / 12)}-${String((m0 % 12) + 1).padStart(2, '0')}-${String(first.d).padStart(2, '0')}`;
    rows.push({
      no: k + 1,
      date,
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

export type LoanDates = 'date' | 'text';
export interface LoanLayout {
  title: string;
  /** rows between the title and the blank above the header */
  terms: ShapeRow[];
  heads: string[];
  dates: LoanDates;
  totals: boolean;
}

/** "1 Feb 2026" */
export const textDate = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${d} ${MON[m - 1]} ${y}`;
};

export function loanRows(rs: LoanRow[], l: LoanLayout): ShapeRow[] {
  const dateOf = (iso: string): string | Date =>
    l.dates === 'text' ? textDate(iso) : new Date(`${iso}T00:00:00Z`);
  return [
    [l.title],
    ...l.terms,
    [],
    l.heads,
    ...rs.map((r): ShapeRow => [
      r.no,
      dateOf(r.date),
      r.opening,
      r.payment,
      r.interest,
      r.capital,
      r.closing,
    ]),
    ...(l.totals
      ? [
          [] as ShapeRow,
          [
            'Totals',
            null,
            null,
            add(rs.map((r) => r.payment)),
            add(rs.map((r) => r.interest)),
            add(rs.map((r) => r.capital)),
            null,
          ] as ShapeRow,
        ]
      : []),
  ];
}

/** The three layouts the lead saw (a: text terms line, b: terms in cells, c: text dates). */
export interface LoanKnobs {
  amount: number;
  rate: number;
  n: number;
  first: { y: number; m: number; d: number };
  cur: string;
}
const MONTH_LONG = [
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
const grouped = (n: number): string => n.toLocaleString('en-GB');
export const LOANS: Record<
  'a' | 'b' | 'c',
  { knobs: LoanKnobs; layout: (k: LoanKnobs) => LoanLayout }
> = {
  a: {
    knobs: { amount: 70_000, rate: 6.9, n: 48, first: { y: 2024, m: 4, d: 15 }, cur: '£' },
    layout: (k) => ({
      title: 'Willowbrook Livery — arena & drainage loan',
      terms: [
        [
          `Amount borrowed ${k.cur}${grouped(k.amount)}, ${k.rate}% fixed, ${k.n} monthly payments on the ${k.first.d}th, first ${textDate(`${k.first.y}-${String(k.first.m).padStart(2, '0')}-${String(k.first.d).padStart(2, '0')}`)}`,
        ],
      ],
      heads: [
        'No',
        'Payment date',
        `Opening balance ${k.cur}`,
        `Payment ${k.cur}`,
        `Interest ${k.cur}`,
        `Capital ${k.cur}`,
        `Closing balance ${k.cur}`,
      ],
      dates: 'date',
      totals: true,
    }),
  },
  b: {
    knobs: { amount: 86_500, rate: 6.9, n: 48, first: { y: 2025, m: 2, d: 1 }, cur: '' },
    layout: (k) => ({
      title: 'Haldane Agri Contracting - Tractor loan (John Deere 6R 185), Agri Finance Ltd',
      terms: [
        [
          'Amount borrowed',
          k.amount,
          null,
          'Rate',
          `${k.rate}% p.a. fixed`,
          null,
          'Term',
          `${k.n} months`,
        ],
        [
          `Payments on the 1st of each month, first payment ${k.first.d} ${MONTH_LONG[k.first.m - 1]} ${k.first.y}`,
        ],
      ],
      heads: [
        'No.',
        'Payment date',
        'Opening balance',
        'Payment',
        'Interest',
        'Capital',
        'Closing balance',
      ],
      dates: 'date',
      totals: false,
    }),
  },
  c: {
    knobs: { amount: 69_000, rate: 7.2, n: 36, first: { y: 2026, m: 2, d: 1 }, cur: '£' },
    layout: (k) => ({
      title: 'Old Orchard Cider Co — press & tank loan',
      terms: [
        [
          `Amount borrowed ${k.cur}${grouped(k.amount)}   Rate ${k.rate}% p.a.   Term ${k.n} months   First payment ${k.first.d} ${MON[k.first.m - 1]} ${k.first.y}`,
        ],
      ],
      heads: ['No', 'Date', 'Opening', 'Payment', 'Interest', 'Principal', 'Closing'],
      dates: 'text',
      totals: true,
    }),
  },
};
/** A loan variant with some knobs changed: its schedule rows and its sheet's rows. */
export function loanVariant(
  v: 'a' | 'b' | 'c',
  change: Partial<LoanKnobs> = {},
): { rows: LoanRow[]; sheet: ShapeRow[]; knobs: LoanKnobs } {
  const k = { ...LOANS[v].knobs, ...change };
  const rows = amortise(k.amount, k.rate, k.n, k.first);
  return { rows, sheet: loanRows(rows, LOANS[v].layout(k)), knobs: k };
}

/** A book whose numbers take Excel number formats by cell (row index, column index). */
export async function formatBook(
  sheets: Array<{
    name: string;
    rows: ShapeRow[];
    fmt?: (row: number, col: number) => string | undefined;
    merges?: string[];
  }>,
): Promise<Workbook> {
  const wb = new ExcelJS.Workbook();
  for (const s of sheets) {
    const ws = wb.addWorksheet(s.name);
    s.rows.forEach((r, i) => {
      const row = ws.getRow(i + 1);
      r.forEach((x, c) => {
        if (x === null) return;
        const cell = row.getCell(c + 1);
        cell.value = x as ExcelJS.CellValue;
        const f = typeof x === 'number' ? s.fmt?.(i, c) : undefined;
        if (f) cell.numFmt = f;
      });
    });
    for (const m of s.merges ?? []) ws.mergeCells(m);
  }
  return ingestWorkbook(new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer));
}

/** L2: a cash-flow forecast, months across. */
export interface ForecastLine {
  label: string;
  values: number[];
}
export interface CashForecast {
  months: string[];
  opening: number[];
  receipts: ForecastLine[];
  payments: ForecastLine[];
  totalIn: number[];
  totalOut: number[];
  net: number[];
  closing: number[];
}

/** Month headers from a first month (y, m 1-12) for n months, "Jan 2027" or "Jan-27". */
export function monthHeads(
  y: number,
  m: number,
  n: number,
  form: 'mon yyyy' | 'mon-yy' = 'mon yyyy',
): string[] {
  return Array.from({ length: n }, (_, k) => {
    const m0 = m - 1 + k;
    const yy = y + Math.floor(m0 / 12);
    const mon = MON[m0 % 12]!;
    return form === 'mon yyyy' ? `${mon} ${yy}` : `${mon}-${String(yy % 100).padStart(2, '0')}`;
  });
}

/** Lines by seasonal shape: base × (1 + wave), a VAT line paid every third month. */
export function cashForecast(
  months: string[],
  opening: number,
  receipts: Array<[string, number, number[]?]>,
  payments: Array<[string, number, number[]?]>,
  round = 2,
): CashForecast {
  const r = (n: number): number => Math.round(n * 10 ** round) / 10 ** round;
  const line = ([label, base, shape]: [string, number, number[]?], k: number): ForecastLine => ({
    label,
    values: months.map((_, m) =>
      /\bvat\b/i.test(label) && m % 3 !== 1
        ? 0
        : r(base * (shape ? shape[m % shape.length]! : 1 + (((m + k) * 5) % 7) / 10)),
    ),
  });
  const ins = receipts.map(line);
  const outs = payments.map((p, k) => line(p, k + 3));
  const totalIn = months.map((_, m) => r(ins.reduce((a, l) => a + l.values[m]!, 0)));
  const totalOut = months.map((_, m) => r(outs.reduce((a, l) => a + l.values[m]!, 0)));
  const net = months.map((_, m) => r(totalIn[m]! - totalOut[m]!));
  const open: number[] = [];
  const close: number[] = [];
  let cash = opening;
  for (let m = 0; m < months.length; m++) {
    open.push(cash);
    cash = r(cash + net[m]!);
    close.push(cash);
  }
  return {
    months,
    opening: open,
    receipts: ins,
    payments: outs,
    totalIn,
    totalOut,
    net,
    closing: close,
  };
}

export interface ForecastLayout {
  title: string;
  note?: string;
  corner: string | null;
  /** the last column's head ("Year", "Total") */
  yearHead: string;
  /** what the year column holds on the Opening and Closing rows: the year's or nothing */
  yearLevels: boolean;
  labels?: Partial<{
    opening: string;
    receipts: string;
    payments: string;
    totalIn: string;
    totalOut: string;
    net: string;
    closing: string;
  }>;
}

export function forecastRows(f: CashForecast, l: ForecastLayout): ShapeRow[] {
  const L = {
    opening: 'Opening cash',
    receipts: 'RECEIPTS',
    payments: 'PAYMENTS',
    totalIn: 'Total receipts',
    totalOut: 'Total payments',
    net: 'Net cash flow',
    closing: 'Closing cash',
    ...l.labels,
  };
  const n = f.months.length;
  const flow = (label: string, v: number[]): ShapeRow => [label, ...v, add(v)];
  return [
    [l.title],
    ...(l.note ? [[l.note] as ShapeRow] : []),
    [],
    [l.corner, ...f.months, l.yearHead],
    [L.opening, ...f.opening, l.yearLevels ? f.opening[0]! : null],
    [],
    [L.receipts],
    ...f.receipts.map((x) => flow(x.label, x.values)),
    flow(L.totalIn, f.totalIn),
    [L.payments],
    ...f.payments.map((x) => flow(x.label, x.values)),
    flow(L.totalOut, f.totalOut),
    [],
    flow(L.net, f.net),
    [L.closing, ...f.closing, l.yearLevels ? f.closing[n - 1]! : null],
  ];
}

export const FORECASTS = {
  a: (): { f: CashForecast; l: ForecastLayout } => ({
    f: cashForecast(
      monthHeads(2027, 1, 12),
      48_400,
      [
        ['Shop sales', 21_000, [0.45, 0.5, 0.7, 0.9, 1.2, 1.6, 2.0, 2.1, 1.4, 0.9, 0.6, 0.7]],
        ['Events & catering', 3_200, [0, 0.2, 0.4, 0.8, 1.5, 2.2, 2.6, 3.1, 1.2, 0.5, 0.2, 1.4]],
        ['Wholesale (restaurants)', 4_100],
        ['Other income', 250],
      ],
      [
        [
          'Ingredients & packaging',
          7_800,
          [0.5, 0.55, 0.7, 0.9, 1.2, 1.5, 1.8, 1.9, 1.3, 0.8, 0.6, 0.7],
        ],
        ['Wages', 14_500, [0.8, 0.8, 0.9, 1, 1.3, 1.6, 1.8, 1.8, 1.2, 0.9, 0.8, 0.9]],
        ['Rent', 3_600, [1]],
        ['Energy', 1_150],
        ['VAT payment', 9_600],
        ['Loan repayment', 1_240, [1]],
      ],
    ),
    l: {
      title: 'Gelateria Lucia — cash-flow forecast 2027 (EUR)',
      note: 'Prepared Nov 2026; figures are forecasts',
      corner: null,
      yearHead: 'Year',
      yearLevels: true,
    },
  }),
  b: (): { f: CashForecast; l: ForecastLayout } => ({
    f: cashForecast(
      monthHeads(2026, 11, 6),
      6_500_000,
      [
        ['Shop sales', 2_400_000, [1.1, 1.9, 0.6, 1.4, 0.9, 1]],
        ['Online orders', 850_000, [1, 1.6, 0.5, 1.2, 0.8, 0.9]],
        ['Workshops', 180_000],
      ],
      [
        ['Cacao & ingredients', 1_300_000, [1.2, 1.5, 0.6, 1.1, 0.8, 0.9]],
        ['Staff costs', 1_650_000, [1, 1.6, 1, 1, 1, 1]],
        ['Rent', 420_000, [1]],
        ['Packaging', 160_000],
        ['Consumption tax', 900_000],
        ['Equipment', 0, [0]],
      ],
      0,
    ),
    l: {
      title: 'Kakao Atelier (Kyoto) - cash flow forecast, November 2026 to April 2027 (JPY)',
      note: 'Prepared 10 Nov 2026. Forecast only - not actuals.',
      corner: null,
      yearHead: 'Total',
      yearLevels: false,
    },
  }),
  c: (): { f: CashForecast; l: ForecastLayout } => ({
    f: cashForecast(
      monthHeads(2026, 11, 12),
      42_000,
      [
        ['Ticket sales', 30_000, [0.2, 0.9, 0.3, 0.3, 0.4, 0.6, 0.8, 1.2, 1.9, 2.6, 0.4, 0]],
        ['Sponsorship', 12_000, [0, 0, 0, 0.5, 0, 1, 0, 1.5, 0, 1, 0, 0]],
        ["Traders' pitches", 4_000, [0, 0, 0, 0, 0.5, 0.5, 1, 1.5, 2, 1.5, 0, 0]],
        ['Bar takings', 60_000, [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0]],
      ],
      [
        ['Artist fees', 22_000, [0, 0, 0.5, 0, 0, 0.5, 0, 0.5, 0, 2.5, 0, 0]],
        ['Site hire', 18_000, [0, 0, 0, 0, 0, 0.5, 0, 0, 0, 0.5, 0, 0]],
        ['Staging & sound', 25_000, [0, 0, 0, 0, 0, 0, 0, 0.3, 0.2, 0.5, 0, 0]],
        ['Security & stewards', 14_000, [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0]],
        ['Marketing', 3_500, [0.4, 0.6, 0.6, 0.8, 1, 1.2, 1.4, 1.5, 1.5, 0.6, 0, 0]],
        ['Salaries', 6_200, [1]],
        ['VAT', 11_000],
      ],
    ),
    l: {
      title: 'Meadowlark Festival Ltd — cash-flow forecast',
      note: 'Festival weekend 20–22 August 2027',
      corner: '£',
      yearHead: 'Total',
      yearLevels: false,
      labels: { receipts: 'Receipts', payments: 'Payments' },
    },
  }),
};

/** L3: a fixed asset register, straight line, full year in year of purchase, nil residual. */
export interface FixedAsset {
  id: string;
  desc: string;
  cat: string;
  /** ISO purchase date */
  bought: string;
  life: number;
  cost: number;
  bf: number;
  charge: number;
  cf: number;
  nbv: number;
  note?: string;
}

/** Depreciation to a year end (yearEnd: the year the financial year ends in). */
export function fixedAsset(
  id: string,
  desc: string,
  cat: string,
  bought: string,
  life: number,
  cost: number,
  yearEnd = 2026,
  endMonth = 10,
  note?: string,
): FixedAsset {
  const [y, m] = bought.split('-').map(Number) as [number, number];
  // the financial year of purchase: ends in endMonth of y (or y + 1 when bought after it)
  const fy = m <= endMonth ? y : y + 1;
  const yearly = c2(cost / life);
  const yearsBefore = Math.max(0, Math.min(life, yearEnd - fy));
  const bf = yearsBefore >= life ? cost : c2(yearly * yearsBefore);
  const charge =
    fy > yearEnd || yearsBefore >= life ? 0 : yearsBefore === life - 1 ? c2(cost - bf) : yearly;
  const cf = c2(bf + charge);
  return {
    id,
    desc,
    cat,
    bought,
    life,
    cost,
    bf,
    charge,
    cf,
    nbv: c2(cost - cf),
    ...(note ? { note } : {}),
  };
}

export function apexAssets(k = 1, n = 12): FixedAsset[] {
  const A = (
    id: string,
    desc: string,
    cat: string,
    bought: string,
    life: number,
    cost: number,
    note?: string,
  ) => fixedAsset(id, desc, cat, bought, life, c2(cost * k), 2026, 10, note);
  return [
    A(
      'SC-001',
      'Steel tube stock 6m (2,000 lengths)',
      'Scaffold tube & fittings',
      '2019-03-12',
      5,
      38_400,
      'fully written down, still in use',
    ),
    A(
      'SC-002',
      'Couplers & fittings (doubles, swivels)',
      'Scaffold tube & fittings',
      '2022-05-03',
      5,
      12_650,
    ),
    A('SC-003', 'Aluminium tube 4m', 'Scaffold tube & fittings', '2025-02-18', 5, 16_200),
    A('VH-001', 'Isuzu Grafter dropside', 'Vehicles', '2023-06-01', 4, 29_500),
    A('VH-002', 'Ford Transit crew cab', 'Vehicles', '2021-09-14', 4, 24_800),
    A('VH-003', 'DAF LF 7.5t flatbed', 'Vehicles', '2025-11-20', 5, 46_000),
    A('PL-001', 'Genie S-45 boom lift', 'Plant', '2022-01-10', 6, 41_300),
    A('PL-002', 'Haulotte scissor lift', 'Plant', '2024-07-22', 6, 18_900),
    A('PL-003', 'Wacker generator 10kVA', 'Plant', '2020-04-06', 5, 4_350),
    A('OF-001', 'Dell laptops (x3)', 'Office equipment', '2024-02-02', 3, 3_270),
    A('OF-002', 'Yard office cabin', 'Office equipment', '2018-08-30', 10, 7_900),
    A('OF-003', 'Plotter & printer', 'Office equipment', '2025-06-16', 3, 1_980),
  ].slice(0, n);
}

export interface RegisterLayout {
  company: string;
  title: string;
  policy?: string;
  heads: string[];
  totals: boolean;
}
export const APEX_LAYOUT = (cur = '£'): RegisterLayout => ({
  company: 'Apex Access Scaffolding Ltd',
  title: 'Fixed asset register — year ending 31 October 2026',
  policy: 'Straight line, full year in year of purchase, nil residual',
  heads: [
    'Asset ID',
    'Description',
    'Category',
    'Purchased',
    'Life (yrs)',
    `Cost ${cur}`,
    `Acc dep b/f ${cur}`,
    `Charge this year ${cur}`,
    `Acc dep c/f ${cur}`,
    `NBV ${cur}`,
    'Notes',
  ],
  totals: true,
});

export function registerRows(xs: FixedAsset[], l: RegisterLayout): ShapeRow[] {
  const tot = (f: (x: FixedAsset) => number) => add(xs.map(f));
  return [
    [l.company],
    [l.title],
    ...(l.policy ? [[l.policy] as ShapeRow] : []),
    [],
    l.heads,
    ...xs.map((x): ShapeRow => [
      x.id,
      x.desc,
      x.cat,
      new Date(`${x.bought}T00:00:00Z`),
      x.life,
      x.cost,
      x.bf,
      x.charge,
      x.cf,
      x.nbv,
      x.note ?? null,
    ]),
    ...(l.totals
      ? [
          [] as ShapeRow,
          [
            'Total',
            null,
            null,
            null,
            null,
            tot((x) => x.cost),
            tot((x) => x.bf),
            tot((x) => x.charge),
            tot((x) => x.cf),
            tot((x) => x.nbv),
            null,
          ] as ShapeRow,
        ]
      : []),
  ];
}

/** L4a: a period-to-date group beside a full-year group. */
export interface TermLine {
  name: string;
  budget: number;
  actual: number;
  annual: number;
}
export interface TermBva {
  income: TermLine[];
  expenses: TermLine[];
}
export function termBva(
  k = 1,
  income: Array<[string, number, number, number]> = [
    ['Tuition', 96_000, 98_940, 384_000],
    ['Enrichment fees', 7_200, 6_485, 28_800],
    ['Grants', 12_500, 12_500, 40_000],
  ],
  expenses: Array<[string, number, number, number]> = [
    ['Teacher salaries', 61_500, 62_310.4, 246_000],
    ['Rent', 13_500, 14_130, 54_000],
    ['Marketing', 2_400, 3_115.75, 8_000],
    ['Field trips', 3_000, 1_845.2, 10_500],
    ['Curriculum & supplies', 4_800, 5_260.9, 14_000],
    ['Insurance', 2_250, 2_250, 9_000],
  ],
): TermBva {
  const l = ([name, b, a, y]: [string, number, number, number]): TermLine => ({
    name,
    budget: c2(b * k),
    actual: c2(a * k),
    annual: c2(y * k),
  });
  return { income: income.map(l), expenses: expenses.map(l) };
}
export interface TermLayout {
  school: string;
  title: string;
  group: string;
  fullYear: string;
  heads: string[];
  totals: [string, string];
  net: string;
  note?: string;
}
export const MAPLE_LAYOUT: TermLayout = {
  school: 'Maple Hollow Microschool',
  title: 'Budget vs actual — FY2026/27, term 1 (Aug–Oct 2026), USD',
  group: 'Term 1 to date',
  fullYear: 'Full year',
  heads: ['Line', 'Budget', 'Actual', 'Variance (A−B)', 'Var %', 'Annual budget', 'Remaining'],
  totals: ['Total income', 'Total expenses'],
  net: 'Net surplus',
  note: 'Var % is variance / budget. Rent went up in September.',
};
export const varPct = (b: number, a: number): number =>
  b === 0 ? 0 : Math.round(((a - b) / b) * 10_000) / 10_000;
export function termBvaRows(
  b: TermBva,
  l: TermLayout = MAPLE_LAYOUT,
): { rows: ShapeRow[]; merges: string[] } {
  const line = (x: TermLine): ShapeRow => [
    x.name,
    x.budget,
    x.actual,
    c2(x.actual - x.budget),
    varPct(x.budget, x.actual),
    x.annual,
    c2(x.annual - x.actual),
  ];
  const tot = (name: string, ls: TermLine[]): TermLine => ({
    name,
    budget: add(ls.map((x) => x.budget)),
    actual: add(ls.map((x) => x.actual)),
    annual: add(ls.map((x) => x.annual)),
  });
  const ti = tot(l.totals[0], b.income);
  const te = tot(l.totals[1], b.expenses);
  const rows: ShapeRow[] = [
    [l.school],
    [l.title],
    [],
    [null, l.group, null, null, null, l.fullYear, null],
    l.heads,
    ['INCOME'],
    ...b.income.map(line),
    line(ti),
    ['EXPENSES'],
    ...b.expenses.map(line),
    line(te),
    [],
    [l.net, c2(ti.budget - te.budget), c2(ti.actual - te.actual)],
    ...(l.note ? [[] as ShapeRow, [l.note] as ShapeRow] : []),
  ];
  return { rows, merges: ['B4:E4', 'F4:G4'] };
}
/** Var % (the fifth column) as a percent format, money elsewhere. */
export const termFormats = (row: number, col: number): string | undefined =>
  row < 5 ? undefined : col === 4 ? '0.0%' : '#,##0.00';

/** L4b: a café's two groups (a month and year to date) over Budget | Actual | Variance. */
export interface GroupLine {
  name: string;
  m: [number, number];
  y: [number, number];
}
export function cafeBva(k = 1): { income: GroupLine[]; costs: GroupLine[] } {
  const l = (name: string, mb: number, ma: number, yb: number, ya: number): GroupLine => ({
    name,
    m: [c2(mb * k), c2(ma * k)],
    y: [c2(yb * k), c2(ya * k)],
  });
  return {
    income: [
      l('Café takings', 9_800, 10_412.6, 98_000, 101_377.45),
      l('Wheel workshops', 2_400, 2_095, 24_000, 21_640),
      l('Kiln hire', 600, 720, 6_000, 6_855),
    ],
    costs: [
      l('Wages', 6_100, 6_342.8, 61_000, 62_115.3),
      l('Clay & glazes', 900, 1_012.4, 9_000, 9_730.15),
      l('Rent', 2_200, 2_200, 22_000, 22_000),
      l('Utilities', 640, 702.55, 6_400, 7_120.9),
    ],
  };
}
export function cafeBvaRows(
  b: { income: GroupLine[]; costs: GroupLine[] },
  month = 'October 2026',
  ytd = 'Year to date',
  totals: [string, string] = ['Total income', 'Total costs'],
  title = 'Muddy Hands Pottery Café — Budget vs Actual',
): ShapeRow[] {
  const line = (x: GroupLine): ShapeRow => [
    x.name,
    x.m[0],
    x.m[1],
    c2(x.m[1] - x.m[0]),
    x.y[0],
    x.y[1],
    c2(x.y[1] - x.y[0]),
  ];
  const tot = (name: string, ls: GroupLine[]): ShapeRow =>
    line({
      name,
      m: [add(ls.map((x) => x.m[0])), add(ls.map((x) => x.m[1]))],
      y: [add(ls.map((x) => x.y[0])), add(ls.map((x) => x.y[1]))],
    });
  return [
    [title],
    [],
    [null, month, month, month, ytd, ytd, ytd],
    ['Line', 'Budget', 'Actual', 'Variance', 'Budget', 'Actual', 'Variance'],
    ['INCOME'],
    ...b.income.map(line),
    tot(totals[0], b.income),
    ['COSTS'],
    ...b.costs.map(line),
    tot(totals[1], b.costs),
  ];
}

/** L4c: a hotel's year-to-date budget vs actual with a Var % column. */
export function hotelBva(k = 1): { revenue: TermLine[]; costs: TermLine[] } {
  const l = (name: string, b: number, a: number): TermLine => ({
    name,
    budget: c2(b * k),
    actual: c2(a * k),
    annual: 0,
  });
  return {
    revenue: [
      l('Rooms', 812_000, 846_310.5),
      l('Food and beverage', 264_000, 241_877.2),
      l('Spa & leisure', 58_000, 61_240),
    ],
    costs: [
      l('Payroll', 402_000, 411_650.35),
      l('Kitchen & bar supplies', 88_000, 83_905.1),
      l('Utilities', 71_500, 78_214.6),
      l('Sales & marketing', 36_000, 33_480),
      l('Repairs & maintenance', 29_000, 34_112.75),
    ],
  };
}
export function hotelBvaRows(
  h: { revenue: TermLine[]; costs: TermLine[] },
  title = 'Harbour View Hotel — Budget vs Actual, year to date (Jan–Oct 2026)',
  heads = ['Line', 'Budget', 'Actual', 'Variance', 'Var %'],
  names: [string, string, string] = [
    'Total revenue',
    'Total operating costs',
    'Net operating profit',
  ],
): ShapeRow[] {
  const line = (name: string, b: number, a: number): ShapeRow => [
    name,
    b,
    a,
    c2(a - b),
    varPct(b, a),
  ];
  const tb = (ls: TermLine[]) => add(ls.map((x) => x.budget));
  const ta = (ls: TermLine[]) => add(ls.map((x) => x.actual));
  return [
    [title],
    [],
    heads,
    ['REVENUE'],
    ...h.revenue.map((x) => line(x.name, x.budget, x.actual)),
    line(names[0], tb(h.revenue), ta(h.revenue)),
    ['OPERATING COSTS'],
    ...h.costs.map((x) => line(x.name, x.budget, x.actual)),
    line(names[1], tb(h.costs), ta(h.costs)),
    [],
    line(names[2], c2(tb(h.revenue) - tb(h.costs)), c2(ta(h.revenue) - ta(h.costs))),
  ];
}
