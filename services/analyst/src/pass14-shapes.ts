/**
 * Issue 13, pass 14: many variants of the three layouts whose header rows were missed by the
 * eighth hold-out (a cash-flow statement and a P&L with years across, a month-by-month
 * two-year comparison), built here from the lead's description of kinds, never from the
 * hold-out. Each variant changes one thing a person writes differently: 0–4 title, unit and
 * note lines above the header, the header's label cell (none, "", " ", "Month", "Line item"),
 * years as numbers or text ("2025", "FY2025", "2025 (R'000)"), newest year first or last, a
 * change column after the years, a Total row, a second stacked table, a notes column.
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from './ingest';
import type { Workbook } from './model';
import type { ShapeRow } from './pass5-shapes';
import { MONTHS } from './pass13-shapes';

export type Kind = 'cashflow' | 'pnl' | 'monthly';
export type LabelCell = null | '' | ' ' | 'Month' | 'Line item';
export type YearForm = 'number' | 'text' | 'fy' | 'unit';
export type ChangeCol = null | 'Change' | 'Var' | '%';

export interface Variant {
  kind: Kind;
  titleLines: number;
  blankAfterTitle: boolean;
  labelCell: LabelCell;
  yearForm: YearForm;
  newestFirst: boolean;
  change: ChangeCol;
  totalRow: boolean;
  stacked: boolean;
  notesColumn: boolean;
}

export const YEARS = [2024, 2025] as const;

const TITLE_LINES: Record<Kind, string[]> = {
  cashflow: [
    'Mabuhay Trading Corp.',
    'Statement of Cash Flows for the years ended December 31',
    '(in Philippine pesos)',
    'Unaudited - prepared by management',
  ],
  pnl: ['Fjord Bikes AS', 'Income statement', 'For the years ended 31 December', 'NOK'],
  monthly: ['Karoo Campsite', 'Sales by month, two-year comparison', 'R thousands', 'Draft'],
};

/** Line items of the statements: [label, value in 2024, value in 2025]; null is a heading. */
export const CASHFLOW_LINES: Array<[string, number | null, number | null]> = [
  ['Cash flows from operating activities', null, null],
  ['Net income', 1_000_000, 1_200_000],
  ['Depreciation', 180_000, 200_000],
  ['Net cash from operating activities', 1_180_000, 1_400_000],
  ['Cash flows from investing activities', null, null],
  ['Purchase of equipment', -300_000, -500_000],
  ['Net cash used in investing activities', -300_000, -500_000],
  ['Net increase in cash', 880_000, 900_000],
  ['Cash at beginning of year', 1_120_000, 2_000_000],
  ['Cash at end of year', 2_000_000, 2_900_000],
];
export const PNL_LINES: Array<[string, number | null, number | null]> = [
  ['Revenue', 4_200_000, 4_650_000],
  ['Cost of sales', 2_300_000, 2_480_000],
  ['Gross profit', 1_900_000, 2_170_000],
  ['Operating expenses', 1_250_000, 1_310_000],
  ['Net profit', 650_000, 860_000],
];
/** Month-by-month sales of each year (thousands), and a volume table below (pitch nights). */
export const MONTHLY_SALES = MONTHS.map((_, i) => [120 + 7 * i, 131 + 9 * ((i * 5) % 12)]);
export const MONTHLY_NIGHTS = MONTHS.map((_, i) => [300 + 11 * i, 320 + 13 * ((i * 7) % 12)]);

export function yearLabel(year: number, form: YearForm): string | number {
  if (form === 'number') return year;
  if (form === 'text') return String(year);
  if (form === 'fy') return `FY${year}`;
  return `${year} (R'000)`;
}

function changeCells(a: number, b: number, change: ChangeCol): Array<number> {
  if (!change) return [];
  return change === '%' ? [Number(((b - a) / Math.abs(a || 1)).toFixed(4))] : [b - a];
}

function tableRows(
  v: Variant,
  label: LabelCell,
  lines: Array<[string, number | null, number | null]>,
  total: boolean,
): ShapeRow[] {
  const order = v.newestFirst ? [1, 0] : [0, 1];
  const header: ShapeRow = [
    label,
    ...order.map((i) => yearLabel(YEARS[i]!, v.yearForm)),
    ...(v.change ? [v.change] : []),
    ...(v.notesColumn ? ['Notes'] : []),
  ];
  const rows: ShapeRow[] = [header];
  lines.forEach(([name, a, b], i) => {
    if (a === null || b === null) {
      rows.push([name]);
      return;
    }
    rows.push([
      name,
      ...order.map((k) => (k === 0 ? a : b)),
      ...changeCells(a, b, v.change),
      ...(v.notesColumn ? [i % 3 === 0 ? 'see note 4' : null] : []),
    ]);
  });
  if (total) {
    const data = lines.filter((l) => l[1] !== null);
    const a = data.reduce((s, l) => s + l[1]!, 0);
    const b = data.reduce((s, l) => s + l[2]!, 0);
    rows.push(['Total', ...order.map((k) => (k === 0 ? a : b)), ...changeCells(a, b, v.change)]);
  }
  return rows;
}

/** The sheet's rows and the 0-based row of the (first) header. */
export function variantRows(v: Variant): { rows: ShapeRow[]; headerRow: number } {
  const rows: ShapeRow[] = TITLE_LINES[v.kind].slice(0, v.titleLines).map((t) => [t]);
  if (v.titleLines && v.blankAfterTitle) rows.push([]);
  const headerRow = rows.length;
  if (v.kind === 'monthly') {
    const lines = (cells: number[][]): Array<[string, number, number]> =>
      MONTHS.map((m, i) => [m, cells[i]![0]!, cells[i]![1]!]);
    const label = v.labelCell === 'Line item' ? 'Month' : v.labelCell;
    rows.push(...tableRows(v, label, lines(MONTHLY_SALES), v.totalRow));
    if (v.stacked) {
      rows.push([], ['Pitch nights']);
      rows.push(...tableRows(v, label, lines(MONTHLY_NIGHTS), v.totalRow));
    }
  } else {
    rows.push(
      ...tableRows(v, v.labelCell, v.kind === 'cashflow' ? CASHFLOW_LINES : PNL_LINES, false),
    );
  }
  return { rows, headerRow };
}

const LABELS: LabelCell[] = [null, '', ' ', 'Month', 'Line item'];
const FORMS: YearForm[] = ['number', 'text', 'fy', 'unit'];
const CHANGES: ChangeCol[] = [null, 'Change', 'Var', '%'];

/**
 * Every title count × label cell × year form × year order, for each kind; the other options
 * (blank row under the title, change column, Total row, stacked table, notes column) cycle so
 * each appears with every title count.
 */
export function variants(kind: Kind): Variant[] {
  const out: Variant[] = [];
  let n = 0;
  for (let titleLines = 0; titleLines <= 4; titleLines += 1)
    for (const labelCell of LABELS)
      for (const yearForm of FORMS)
        for (const newestFirst of [true, false]) {
          n += 1;
          out.push({
            kind,
            titleLines,
            blankAfterTitle: n % 3 === 0,
            labelCell,
            yearForm,
            newestFirst,
            change: CHANGES[n % 4]!,
            totalRow: kind === 'monthly' && n % 2 === 0,
            stacked: kind === 'monthly' && n % 5 < 2,
            notesColumn: n % 7 === 0,
          });
        }
  return out;
}

export function describeVariant(v: Variant): string {
  return [
    v.kind,
    `${v.titleLines} title${v.blankAfterTitle ? '+blank' : ''}`,
    `label ${JSON.stringify(v.labelCell)}`,
    v.yearForm,
    v.newestFirst ? 'newest first' : 'oldest first',
    v.change ?? 'no change',
    v.totalRow ? 'total' : '',
    v.stacked ? 'stacked' : '',
    v.notesColumn ? 'notes' : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** How the cells are written: title merged across the table, number formats, a left margin. */
export interface Styling {
  mergeTitle?: boolean;
  dataFormat?: string;
  /** the header's years in a number format of their own ("@", "#,##0", "0") */
  yearFormat?: string;
  startCol?: number;
}
export const STYLINGS: Styling[] = [
  {},
  { mergeTitle: true },
  { dataFormat: '#,##0;(#,##0)' },
  { dataFormat: '#,##0', yearFormat: '#,##0' },
  { yearFormat: '@', startCol: 1 },
  { mergeTitle: true, dataFormat: '#,##0.00', yearFormat: '0' },
];

export async function variantBook(v: Variant, style: Styling = {}): Promise<Workbook> {
  const { rows, headerRow } = variantRows(v);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(v.kind === 'monthly' ? 'Comparison' : 'Statement');
  const off = style.startCol ?? 0;
  const headers = new Set(rows.flatMap((r, i) => (r.includes(YEARS[0]) ? [i] : [])));
  rows.forEach((r, i) => {
    const row = ws.getRow(i + 1);
    r.forEach((x, c) => {
      if (x === null) return;
      const cell = row.getCell(c + 1 + off);
      cell.value = x as ExcelJS.CellValue;
      if (typeof x !== 'number') return;
      if (headers.has(i) && style.yearFormat) cell.numFmt = style.yearFormat;
      else if (!headers.has(i) && i > headerRow && style.dataFormat) cell.numFmt = style.dataFormat;
    });
    row.commit();
  });
  const width = Math.max(...rows.map((r) => r.length));
  if (style.mergeTitle)
    for (let i = 0; i < v.titleLines; i += 1) ws.mergeCells(i + 1, 1 + off, i + 1, width + off);
  return ingestWorkbook(new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer));
}

/** H2: money in by month beside a cost or a volume by month, on two sheets. */
export interface PairBook {
  money: { sheet: string; title: string | null; header: string; cells: number[] };
  other: { sheet: string; title: string | null; header: string; cells: number[] };
  otherKind: 'cost' | 'volume';
}
export const PAIR_BOOKS: PairBook[] = [
  {
    money: { sheet: 'Sales', title: 'Monthly sales 2025', header: 'Amount', cells: [] },
    other: { sheet: 'Costs', title: 'Monthly costs 2025', header: 'Amount', cells: [] },
    otherKind: 'cost',
  },
  {
    money: { sheet: 'Takings', title: null, header: 'Total (€)', cells: [] },
    other: { sheet: 'Expenses', title: null, header: 'Total (€)', cells: [] },
    otherKind: 'cost',
  },
  {
    money: { sheet: 'Revenue', title: 'Revenue by month', header: 'Value', cells: [] },
    other: { sheet: 'Nights', title: 'Nights sold by month', header: 'Value', cells: [] },
    otherKind: 'volume',
  },
  {
    money: { sheet: 'Income', title: 'Shop income 2025', header: '2025', cells: [] },
    other: { sheet: 'Copies', title: 'Copies sold 2025', header: '2025', cells: [] },
    otherKind: 'volume',
  },
].map((b, k) => ({
  ...b,
  money: { ...b.money, cells: MONTHS.map((_, i) => 1000 + 37 * ((i * (5 + k)) % 12)) },
  other: { ...b.other, cells: MONTHS.map((_, i) => 800 + 41 * ((i * 7 + k) % 12)) },
})) as PairBook[];

export function pairSheets(b: PairBook): Array<{ name: string; rows: ShapeRow[] }> {
  return [b.money, b.other].map((s) => ({
    name: s.sheet,
    rows: [
      ...(s.title ? [[s.title], []] : []),
      ['Month', s.header],
      ...MONTHS.map((m, i) => [`${m} 2025`, s.cells[i]!]),
    ],
  }));
}

/** W1: a months × items grid of money and the same grid in kilos, on two sheets. */
export const GRID_ITEMS = ['Tomatoes', 'Cucumbers', 'Peppers'];
export const GRID_MONEY = MONTHS.map((_, i) => [300 + 10 * i, 200 + 25 * i, 500 - 5 * i]);
export const GRID_KG = MONTHS.map((_, i) => [120 + i, 90 + 3 * i, 60 + 2 * i]);
export const GRID_BOOKS: Array<[string, string | null, string, string | null]> = [
  ['Sales', 'Market garden sales 2025 (€)', 'Kg', 'Kilos sold 2025'],
  ['Sales €', null, 'Sales kg', null],
  ['Revenue', null, 'Volume (kg)', null],
];
export function gridRows(title: string | null, cells: number[][]): ShapeRow[] {
  const total = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
  return [
    ...(title ? [[title], []] : []),
    ['Month', ...GRID_ITEMS, 'Total'],
    ...MONTHS.map((m, i) => [m, ...cells[i]!, total(cells[i]!)]),
    ['Total', ...GRID_ITEMS.map((_, c) => total(cells.map((r) => r[c]!))), total(cells.flat())],
  ];
}

/** W2: a QuickBooks-style P&L with one Total column, a cost of goods group and expenses. */
export const QB_PNL: ShapeRow[] = [
  ['Harbour Cafe'],
  ['Profit and Loss'],
  ['January - December 2025'],
  [null, 'Total'],
  ['Income'],
  ['Food sales', 300000],
  ['Drink sales', 120000],
  ['Total Income', 420000],
  ['Cost of Goods Sold'],
  ['Food purchases', 110000],
  ['Drink purchases', 40000],
  ['Total Cost of Goods Sold', 150000],
  ['Gross Profit', 270000],
  ['Expenses'],
  ['Rent', 60000],
  ['Wages', 120000],
  ['Utilities', 15000],
  ['Total Expenses', 195000],
  ['Net Income', 75000],
];

/** W4: a payroll register, one row per person and a Totals row, deductions between Gross and Net. */
export interface RegisterBook {
  title: string;
  nameHeader: string;
  countHeader: string;
  deductions: string[];
  people: Array<[string, number, number, number[]]>;
}
export const REGISTERS: RegisterBook[] = [
  {
    title: 'Swim School - payroll register',
    nameHeader: 'Instructor',
    countHeader: 'Lessons',
    deductions: ['PAYE', 'KiwiSaver', 'Student loan'],
    people: [
      ['Aroha', 30, 1050, [180, 31.5, 0]],
      ['Ben', 24, 840, [140, 25.2, 50]],
      ['Chloe', 40, 1600, [300, 48, 0]],
    ],
  },
  {
    title: 'Tutoring payroll, March',
    nameHeader: 'Tutor',
    countHeader: 'Hours',
    deductions: ['Withholding', 'Pension', 'Union dues'],
    people: [
      ['Dana', 52, 1560, [210, 46.8, 12]],
      ['Eli', 61, 1830, [260, 54.9, 12]],
    ],
  },
];
export function registerRows(b: RegisterBook): ShapeRow[] {
  const total = (xs: number[]): number => Math.round(xs.reduce((a, x) => a + x, 0) * 100) / 100;
  const net = (p: (typeof b.people)[number]): number => total([p[2], ...p[3].map((d) => -d)]);
  return [
    [b.title],
    [],
    [b.nameHeader, b.countHeader, 'Gross', ...b.deductions, 'Net'],
    ...b.people.map((p) => [p[0], p[1], p[2], ...p[3], net(p)]),
    [
      'Totals',
      total(b.people.map((p) => p[1])),
      total(b.people.map((p) => p[2])),
      ...b.deductions.map((_, i) => total(b.people.map((p) => p[3][i]!))),
      total(b.people.map(net)),
    ],
  ];
}

/** W6: a subscription sheet with a two-row header (a group row over plans, a Total column). */
export interface SubsBook {
  countGroup: string;
  moneyGroup: string;
  totalLabel: string;
  plans: string[];
  prices: number[];
}
export const SUBS_BOOKS: SubsBook[] = [
  {
    countGroup: 'Subscribers',
    moneyGroup: 'MRR (USD)',
    totalLabel: 'Total MRR',
    plans: ['Starter', 'Business', 'Pro'],
    prices: [29, 99, 299],
  },
  {
    countGroup: 'Customers',
    moneyGroup: 'MRR',
    totalLabel: 'Total MRR',
    plans: ['Basic', 'Plus'],
    prices: [15, 45],
  },
];
export const SUBS_MONTHS = ['Jul 2025', 'Aug 2025', 'Sep 2025', 'Oct 2025', 'Nov 2025', 'Dec 2025'];
export function subsCounts(b: SubsBook): number[][] {
  return SUBS_MONTHS.map((_, i) => b.plans.map((_p, k) => 40 + 7 * k + i * (k + 1)));
}
export function subsSheet(b: SubsBook): { rows: ShapeRow[]; merges: string[] } {
  const n = b.plans.length;
  const col = (i: number): string => String.fromCharCode(65 + i);
  const rows: ShapeRow[] = [
    ['Subscriptions 2025'],
    [],
    [
      'Month',
      b.countGroup,
      ...Array(n - 1).fill(null),
      b.moneyGroup,
      ...Array(n).fill(null),
      'New',
      'Churned',
    ],
    [null, ...b.plans, ...b.plans, b.totalLabel, null, null],
  ];
  subsCounts(b).forEach((counts, i) => {
    const mrr = counts.map((c, k) => c * b.prices[k]!);
    rows.push([
      SUBS_MONTHS[i]!,
      ...counts,
      ...mrr,
      mrr.reduce((a, x) => a + x, 0),
      6 + i,
      3 + (i % 3),
    ]);
  });
  return { rows, merges: [`B3:${col(n)}3`, `${col(n + 1)}3:${col(2 * n + 1)}3`] };
}

/** W7: an aging report of tenants or customers: [name, current, 1-30, 31-60, 61-90, >90]. */
export const AGING_BOOKS: Array<{
  who: string;
  buckets: string[];
  rows: Array<[string, number[]]>;
}> = [
  {
    who: 'Tenant',
    buckets: ['Current', '1-30', '31-60', '61-90', '>90'],
    rows: [
      ['Unit 1 - Patel', [1200, 0, 0, 0, 0]],
      ['Unit 2 - Nguyen', [0, 1200, 1200, 0, 0]],
      ['Unit 3 - Okafor', [1100, 0, 0, 0, 900]],
      ['Unit 4 - Silva', [0, 0, 0, 1300, 0]],
      ['Unit 5 - Moreau', [1500, 1500, 0, 0, 0]],
    ],
  },
  {
    who: 'Customer',
    buckets: ['Current', '1 - 30', '31 - 60', '61 - 90', '91 and over'],
    rows: [
      ['Bayside Deli', [400, 0, 300, 0, 2500]],
      ['Corner Store', [900, 200, 0, 0, 0]],
      ['Hilltop Cafe', [0, 0, 0, 450, 600]],
    ],
  },
];
export function agingRows(b: (typeof AGING_BOOKS)[number]): ShapeRow[] {
  const total = (xs: number[]): number => xs.reduce((a, x) => a + x, 0);
  return [
    ['Aged receivables'],
    [],
    [b.who, ...b.buckets, 'Total'],
    ...b.rows.map(([n, xs]) => [n, ...xs, total(xs)]),
    [
      'TOTAL',
      ...b.buckets.map((_, i) => total(b.rows.map((r) => r[1][i]!))),
      total(b.rows.flatMap((r) => r[1])),
    ],
  ];
}

/** M3: a loan schedule under a terms block, numbered rows dated monthly, a Totals row. */
export interface LoanBook {
  title: string;
  numberHeader: string;
  amount: number;
  ratePct: number;
  payment: number;
  count: number;
  startMonth: number;
}
export const LOANS: LoanBook[] = [
  {
    title: 'Van loan - amortisation schedule',
    numberHeader: 'No.',
    amount: 24000,
    ratePct: 7.5,
    payment: 1080,
    count: 24,
    startMonth: 0,
  },
  {
    title: 'Equipment finance',
    numberHeader: 'Payment #',
    amount: 15000,
    ratePct: 6,
    payment: 900,
    count: 18,
    startMonth: 3,
  },
];
export interface LoanLine {
  n: number;
  year: number;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}
export function loanLines(b: LoanBook): LoanLine[] {
  const round = (x: number): number => Math.round(x * 100) / 100;
  const out: LoanLine[] = [];
  let balance = b.amount;
  for (let n = 1; n <= b.count; n += 1) {
    const interest = round((balance * b.ratePct) / 1200);
    const principal = round(b.payment - interest);
    balance = round(balance - principal);
    const month = b.startMonth + n - 1;
    out.push({
      n,
      year: 2025 + Math.floor(month / 12),
      payment: b.payment,
      interest,
      principal,
      balance,
    });
  }
  return out;
}
export function loanRows(b: LoanBook): ShapeRow[] {
  const lines = loanLines(b);
  const sum = (f: (l: LoanLine) => number): number =>
    Math.round(lines.reduce((s, l) => s + f(l), 0) * 100) / 100;
  return [
    [b.title],
    ['Loan amount', b.amount],
    ['Rate', `${b.ratePct}%`],
    [],
    [b.numberHeader, 'Date', 'Payment', 'Interest', 'Principal', 'Balance'],
    ...lines.map((l) => {
      const month = b.startMonth + l.n - 1;
      return [
        l.n,
        new Date(Date.UTC(2025, month, 28)),
        l.payment,
        l.interest,
        l.principal,
        l.balance,
      ];
    }),
    ['Totals', null, sum((l) => l.payment), sum((l) => l.interest), sum((l) => l.principal), null],
  ];
}
