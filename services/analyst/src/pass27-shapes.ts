/**
 * Issue 13, pass 27: the twenty-first blind set's layouts, built as the lead described them
 * (never read from eval/blind*), for the pass27 tests.
 */
import type { ShapeRow } from './pass5-shapes';

/** A line with four quarters, each [budget, actual]. */
export type QuarterLine = [string, Array<[number, number]>];
export const BVA_REVENUE: QuarterLine[] = [
  [
    'Tour sales',
    [
      [52_000, 49_310.5],
      [61_000, 66_420.25],
      [70_000, 72_118.4],
      [48_000, 45_902.1],
    ],
  ],
  [
    'Gift vouchers',
    [
      [6_000, 5_420],
      [5_000, 6_110.75],
      [5_500, 5_980],
      [9_000, 11_204.3],
    ],
  ],
  [
    'Merchandise',
    [
      [3_000, 2_780.2],
      [3_500, 3_915],
      [4_000, 3_640.6],
      [3_000, 3_388.3],
    ],
  ],
];
export const BVA_COSTS: QuarterLine[] = [
  [
    'Guide wages',
    [
      [30_000, 31_250],
      [34_000, 36_480.5],
      [38_000, 37_920],
      [28_000, 27_410],
    ],
  ],
  [
    'Vehicle running',
    [
      [8_000, 9_430.2],
      [9_000, 10_880.4],
      [9_500, 11_020],
      [7_000, 7_310.6],
    ],
  ],
  [
    'Insurance',
    [
      [2_500, 2_500],
      [2_500, 2_640.15],
      [2_500, 2_640.15],
      [2_500, 2_640.15],
    ],
  ],
  [
    'Marketing',
    [
      [5_000, 4_210],
      [6_000, 5_940.8],
      [4_000, 3_105.5],
      [5_000, 6_480],
    ],
  ],
];
const yearOf = (l: QuarterLine): [number, number] => [
  l[1].reduce((s, q) => s + q[0], 0),
  l[1].reduce((s, q) => s + q[1], 0),
];
export const lineYear = yearOf;
const totalLine = (name: string, ls: QuarterLine[]): QuarterLine => [
  name,
  [0, 1, 2, 3].map((i) => [
    ls.reduce((s, l) => s + l[1][i]![0], 0),
    ls.reduce((s, l) => s + l[1][i]![1], 0),
  ]) as Array<[number, number]>,
];
export const bvaTotal = totalLine;
export function bvaSurplus(rev: QuarterLine[], costs: QuarterLine[]): QuarterLine {
  const r = totalLine('r', rev);
  const c = totalLine('c', costs);
  return ['Surplus', r[1].map((q, i) => [q[0] - c[1][i]![0], q[1] - c[1][i]![1]])];
}

/** W1: budget vs actual, quarters and a Year pair over Budget | Actual. */
export function budgetYearRows(
  rev = BVA_REVENUE,
  costs = BVA_COSTS,
  yearLabel = 'Year',
): ShapeRow[] {
  const row = (l: QuarterLine): ShapeRow => {
    const y = yearOf(l);
    return [l[0], ...l[1].flatMap((q) => [q[0], q[1]]), y[0], y[1]];
  };
  return [
    ['Kauri Trails budget vs actual FY2025 (NZD)'],
    [null, 'Q1', null, 'Q2', null, 'Q3', null, 'Q4', null, yearLabel, null],
    ['Line', ...Array.from({ length: 5 }, () => ['Budget', 'Actual']).flat()],
    ['Revenue'],
    ...rev.map(row),
    row(totalLine('Total revenue', rev)),
    ['Costs'],
    ...costs.map(row),
    row(totalLine('Total costs', costs)),
    row(bvaSurplus(rev, costs)),
  ];
}
export const budgetYearMerges = ['B2:C2', 'D2:E2', 'F2:G2', 'H2:I2', 'J2:K2'];

/** W3: AR aging with the TOTAL row right under the header. */
export const AGING_CLIENTS: Array<[string, number[]]> = [
  ['Lindqvist AB', [4_200, 1_100, 0, 0, 650]],
  ['Moreau SARL', [0, 2_300, 1_800, 900, 5_420]],
  ['Brandt GmbH', [12_400, 3_200, 0, 0, 0]],
  ['Costa Lda', [1_500, 0, 700, 2_100, 1_980.5]],
  ['Novak s.r.o.', [800, 450, 0, 0, 310]],
];
export function agingTopTotalRows(clients = AGING_CLIENTS): ShapeRow[] {
  const tot = [0, 1, 2, 3, 4].map((i) => clients.reduce((s, c) => s + c[1][i]!, 0));
  const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
  return [
    ['Helix Consulting'],
    ['Receivables aging per 30 Nov 2025 (EUR)'],
    [],
    ['Client', 'Current', '1 - 30', '31 - 60', '61 - 90', '> 90', 'Total'],
    ['TOTAL', ...tot, sum(tot)],
    ...clients.map((c): ShapeRow => [c[0], ...c[1], sum(c[1])]),
  ];
}

/** W4: expense log with "Subtotal <category>" rows in the Category column and GRAND TOTAL. */
export const EXPENSES: Array<[string, string, string, number, string]> = [
  ['2025-09-02', 'Emirates Office Supplies', 'Office', 420.5, 'Card'],
  ['2025-09-09', 'Dubai Stationers', 'Office', 1_310, 'Cash'],
  ['2025-09-03', 'DEWA', 'Utilities', 2_880.75, 'Bank'],
  ['2025-09-21', 'du Telecom', 'Utilities', 640, 'Card'],
  ['2025-09-05', 'Careem', 'Travel', 96, 'Card'],
  ['2025-09-14', 'flydubai', 'Travel', 1_450, 'Card'],
  ['2025-09-28', 'Careem', 'Travel', 212.25, 'Card'],
];
export function expenseSubtotalRows(lines = EXPENSES): ShapeRow[] {
  const out: ShapeRow[] = [['Date', 'Supplier', 'Category', 'Amount AED', 'Paid by']];
  const cats = [...new Set(lines.map((l) => l[2]))];
  for (const c of cats) {
    const ls = lines.filter((l) => l[2] === c);
    out.push(...ls.map((l): ShapeRow => [new Date(`${l[0]}T00:00:00Z`), l[1], l[2], l[3], l[4]]));
    out.push([null, null, `Subtotal ${c}`, ls.reduce((s, l) => s + l[3], 0), null]);
  }
  out.push([null, null, 'GRAND TOTAL', lines.reduce((s, l) => s + l[3], 0), null]);
  return out;
}

/** W5: a bank export, newest first. [date, description, debit, credit] with a running balance. */
export const BANK: Array<[string, string, number | null, number | null]> = [
  ['2025-07-01', 'SQUARE DEPOSIT 53262', null, 1_840.25],
  ['2025-07-03', 'ATM WITHDRAWAL', 300, null],
  ['2025-07-08', 'SHELL OIL 5742 AUSTIN TX', 64.1, null],
  ['2025-07-19', 'HEB #412', 212.48, null],
  ['2025-08-02', 'SQUARE DEPOSIT 53301', null, 2_410],
  ['2025-08-06', 'ATM WITHDRAWAL', 200, null],
  ['2025-08-15', 'SHELL OIL 5742 AUSTIN TX', 58.75, null],
  ['2025-08-27', 'RENT PAYMENT', 1_600, null],
  ['2025-09-04', 'SQUARE DEPOSIT 53388', null, 1_120.6],
  ['2025-09-10', 'ATM WITHDRAWAL', 160, null],
  ['2025-09-22', 'HEB #412', 98.3, null],
];
export const BANK_OPENING = 2_500;
export function bankNewestFirstRows(lines = BANK, opening = BANK_OPENING): ShapeRow[] {
  let bal = opening;
  const rows = lines.map((l): ShapeRow => {
    bal = Math.round((bal - (l[2] ?? 0) + (l[3] ?? 0)) * 100) / 100;
    return [new Date(`${l[0]}T00:00:00Z`), l[1], l[2], l[3], bal];
  });
  return [['Date', 'Description', 'Debit', 'Credit', 'Balance'], ...rows.reverse()];
}

/** W2: a two-year P&L, newest first, Change and Change % (a fraction). */
export const PL_INCOME: Array<[string, number, number]> = [
  ['Sales of goods', 3_410_220.5, 2_980_400],
  ['Services', 812_000, 760_300.25],
  ['Other income', 42_100, 51_800],
];
export const PL_COSTS: Array<[string, number, number]> = [
  ['Materials', 1_520_300, 1_480_120],
  ['Staff costs', 1_210_000, 1_160_500],
  ['Rent', 360_000, 360_000],
  ['Energy', 145_231.81, 198_667.56],
];
export function twoYearPlRows(inc = PL_INCOME, costs = PL_COSTS): ShapeRow[] {
  const line = (l: [string, number, number]): ShapeRow => [
    l[0],
    l[1],
    l[2],
    l[1] - l[2],
    (l[1] - l[2]) / l[2],
  ];
  const s = (ls: Array<[string, number, number]>, i: 1 | 2): number =>
    ls.reduce((a, l) => a + l[i], 0);
  return [
    ['Profit and loss, Kč'],
    [null, 'FY 2025', 'FY 2024', 'Change', 'Change %'],
    ...inc.map(line),
    line(['Total income', s(inc, 1), s(inc, 2)]),
    ...costs.map(line),
    line(['Total operating costs', s(costs, 1), s(costs, 2)]),
    [],
    line(['Net profit', s(inc, 1) - s(costs, 1), s(inc, 2) - s(costs, 2)]),
  ];
}

/** M1: a cash-flow statement, quarters and a year column (the year's number as its header). */
export const CASH_LINES: Array<[string, number[]] | [string]> = [
  ['Operating activities'],
  ['Cash from customers', [182_400, 201_350, 226_900, 240_120]],
  ['Paid to suppliers', [-71_200, -80_450, -92_300, -96_010]],
  ['Wages paid', [-58_000, -58_000, -61_500, -61_500]],
  ['Rent paid', [-12_600, -12_600, -12_600, -12_600]],
  ['Net cash from operating activities'],
  ['Investing activities'],
  ['Slicer and fridges', [0, -18_450, 0, -4_200]],
  ['Net cash from investing activities'],
  ['Financing activities'],
  ['Owner drawings', [-15_000, -15_000, -20_000, -25_000]],
  ['Loan repayments', [-6_000, -6_000, -6_000, -6_000]],
  ['Net cash from financing activities'],
];
export const CASH_START = 48_250.35;
export function cashFlowRows(lines = CASH_LINES, start = CASH_START): ShapeRow[] {
  const out: ShapeRow[] = [
    ['Alpenkäse GmbH'],
    ['Statement of cash flows 2025'],
    ['CHF'],
    [null, 'Q1', 'Q2', 'Q3', 'Q4', 2025],
  ];
  let section: number[][] = [];
  const net = [0, 0, 0, 0];
  for (const l of lines) {
    if (l.length === 2) {
      section.push(l[1]);
      out.push([l[0], ...l[1], l[1].reduce((a, b) => a + b, 0)]);
    } else if (/^Net cash/.test(l[0])) {
      const q = [0, 1, 2, 3].map((i) => section.reduce((s, x) => s + (x[i] ?? 0), 0));
      q.forEach((v, i) => (net[i] = (net[i] ?? 0) + v));
      out.push([l[0], ...q, q.reduce((a, b) => a + b, 0)]);
      section = [];
    } else out.push([l[0]]);
  }
  out.push(['Net change in cash', ...net, net.reduce((a, b) => a + b, 0)]);
  const starts = [start];
  for (let i = 1; i < 4; i++) starts.push(starts[i - 1]! + net[i - 1]!);
  out.push(['Cash at start of period', ...starts, start]);
  const ends = starts.map((s, i) => s + net[i]!);
  out.push(['Cash at end of period', ...ends, ends[3]!]);
  return out;
}

/** W7: MRR with plans down and months across, a total column, then a stacked members table. */
export const MRR_MONTHS = [
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
export const MRR_PLANS: Array<[string, number[], number[]]> = [
  [
    'Drop-in pack',
    [18_000, 17_500, 19_200, 20_400, 19_800, 21_000, 22_600, 21_900, 23_400],
    [30, 29, 32, 34, 33, 35, 37, 36, 39],
  ],
  [
    'Monthly unlimited',
    [96_000, 99_000, 102_000, 108_000, 111_000, 114_000, 117_000, 120_000, 126_000],
    [32, 33, 34, 36, 37, 38, 39, 40, 42],
  ],
  [
    'Morning only',
    [42_000, 43_500, 45_000, 45_000, 46_500, 48_000, 49_500, 51_000, 52_500],
    [28, 29, 30, 30, 31, 32, 33, 34, 35],
  ],
  [
    'Corporate',
    [60_000, 60_000, 72_000, 72_000, 72_000, 84_000, 84_000, 96_000, 96_000],
    [50, 50, 56, 56, 58, 62, 62, 66, 68],
  ],
];
export function mrrStackRows(plans = MRR_PLANS): ShapeRow[] {
  const col = (i: 1 | 2, m: number): number => plans.reduce((s, p) => s + p[i][m]!, 0);
  return [
    ['Studio Prana monthly recurring revenue (₹)'],
    ['Plan', ...MRR_MONTHS, 'Jan–Sep total'],
    ...plans.map((p): ShapeRow => [p[0], ...p[1], p[1].reduce((a, b) => a + b, 0)]),
    [
      'MRR',
      ...MRR_MONTHS.map((_, m) => col(1, m)),
      MRR_MONTHS.reduce((s, _, m) => s + col(1, m), 0),
    ],
    [],
    ['Active members'],
    ...plans.map((p): ShapeRow => [p[0], ...p[2]]),
    ['Total members', ...MRR_MONTHS.map((_, m) => col(2, m))],
  ];
}

/** W6: payroll with a two-row header (Deductions over three columns) and a Total row. */
export const PAY_STAFF: Array<[string, number]> = [
  ['Kim Min-jun', 4_200_000],
  ['Lee Seo-yeon', 3_650_000],
  ['Park Ji-ho', 5_100_000],
];
export const PAY_MONTHS = ['September', 'October', 'November'];
export function payrollTwoRowRows(staff = PAY_STAFF): ShapeRow[] {
  const rows: ShapeRow[] = [
    ['Hanbit Design payroll Q3–Q4 2025 (KRW)'],
    ['Month', 'Employee', 'Gross pay', 'Deductions', 'Deductions', 'Deductions', 'Net pay'],
    [null, null, null, 'Income tax', 'National pension', 'Health ins.', null],
  ];
  const tot = [0, 0, 0, 0, 0];
  PAY_MONTHS.forEach((m, mi) => {
    for (const [name, gross0] of staff) {
      const gross = gross0 + mi * 50_000;
      const tax = Math.round(gross * 0.08);
      const pension = Math.round(gross * 0.045);
      const health = Math.round(gross * 0.03545);
      const net = gross - tax - pension - health;
      [gross, tax, pension, health, net].forEach((v, i) => (tot[i] = (tot[i] ?? 0) + v));
      rows.push([m, name, gross, tax, pension, health, net]);
    }
  });
  rows.push(['Total', null, ...tot]);
  return rows;
}
export const payrollTwoRowMerges = ['D2:F2'];

/** M3: two sheets with the same layout: export values (US$ thousands) and tonnes shipped. */
export const EXPORTS: Array<[string, number[], number[]]> = [
  ['USA', [4_820, 4_310, 3_950], [1_210, 1_140, 1_090]],
  ['Germany', [2_940, 3_120, 2_880], [760, 820, 790]],
  ['Japan', [2_150, 1_720, 1_610], [480, 410, 400]],
  ['Canada', [980, 1_040, 920], [260, 280, 255]],
];
export function exportSheets(lines = EXPORTS): Array<{ name: string; rows: ShapeRow[] }> {
  const sheet = (title: string, unit: string, i: 1 | 2): ShapeRow[] => [
    [title],
    [unit],
    ['Destination', 2025, 2024, 2023],
    ...lines.map((l): ShapeRow => [l[0], ...l[i]]),
    ['Total', ...[0, 1, 2].map((k) => lines.reduce((s, l) => s + l[i][k]!, 0))],
  ];
  return [
    { name: 'Exports', rows: sheet('Export value by destination', 'US$ in thousands', 1) },
    { name: 'Volumes', rows: sheet('Tonnes shipped', 'tonnes', 2) },
  ];
}
