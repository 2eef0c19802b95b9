/**
 * Issue 13, pass 23: small workbooks of the seventeenth blind set's shapes (wrong figures),
 * laid out as the lead described the blind books, each with layout variants (see
 * pass23.test.ts). Built from the lead's description of the kinds only.
 */
import type { ShapeRow } from './pass5-shapes';

const title = (n: number, lines: string[]): ShapeRow[] =>
  lines.slice(0, n).map((l) => [l] as ShapeRow);
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

/** W1: a cash-flow statement, fiscal year April–March, quarters across and the FY column. */
export const CF_LINES: Array<[string, number[]]> = [
  ['Tuition fees received', [412000, 388500, 455250, 401000]],
  ['Teacher salaries paid', [-210000, -214500, -219000, -221500]],
  ['Rent paid', [-60000, -60000, -60000, -60000]],
];
export const CF_INVEST: Array<[string, number[]]> = [
  ['Purchase of instruments', [-85000, 0, -42500, -12000]],
  ['Sale of old pianos', [0, 30000, 0, 0]],
];
export const CF_FIN: Array<[string, number[]]> = [
  ['Loan repayment', [-25000, -25000, -25000, -25000]],
  ['Owner capital introduced', [100000, 0, 0, 50000]],
];
const colSums = (lines: Array<[string, number[]]>): number[] =>
  [0, 1, 2, 3].map((i) => sum(lines.map((l) => l[1][i]!)));
export const CF_NET = {
  operating: colSums(CF_LINES),
  investing: colSums(CF_INVEST),
  financing: colSums(CF_FIN),
};
export const CF_YEAR_HEADERS = ['FY 2025-26', 'FY25/26', '2025/26', 'Year', 'Full year'];
export function cashFlowRows(yearHeader: string, titles: number): ShapeRow[] {
  const line = (l: string, v: number[]): ShapeRow => [l, ...v, sum(v)];
  const net = [0, 1, 2, 3].map(
    (i) => CF_NET.operating[i]! + CF_NET.investing[i]! + CF_NET.financing[i]!,
  );
  const opening = 500000;
  const begins = [opening];
  for (let i = 1; i < 4; i++) begins.push(begins[i - 1]! + net[i - 1]!);
  const ends = begins.map((b, i) => b + net[i]!);
  return [
    ...title(titles, ['Sargam School of Music', 'Cash flow statement, FY 2025-26 (INR)']),
    ...(titles ? [[] as ShapeRow] : []),
    ['', 'Q1 (Apr-Jun)', 'Q2 (Jul-Sep)', 'Q3 (Oct-Dec)', 'Q4 (Jan-Mar)', yearHeader],
    ['Cash flows from operating activities'],
    ...CF_LINES.map(([l, v]) => line(l, v)),
    line('Net cash from operating activities', CF_NET.operating),
    ['Cash flows from investing activities'],
    ...CF_INVEST.map(([l, v]) => line(l, v)),
    line('Net cash used in investing activities', CF_NET.investing),
    ['Cash flows from financing activities'],
    ...CF_FIN.map(([l, v]) => line(l, v)),
    line('Net cash from financing activities', CF_NET.financing),
    line('Net increase / (decrease) in cash', net),
    ['Cash at beginning of period', ...begins, opening],
    ['Cash at end of period', ...ends, ends[3]!],
  ];
}

/** W3: budget vs actual, the TOTAL row straight under the header, a note below. */
export const BUDGET: Array<[string, number, number]> = [
  ['Materials', 42000, 45500],
  ['Tools & equipment', 8000, 9800],
  ['Subcontractors', 60000, 57250],
  ['Vehicle costs', 12000, 12900],
  ['Insurance', 5400, 5400],
  ['Marketing', 6000, 4100],
  ['Office & admin', 7500, 7950],
  ['Training', 3000, 2200],
];
export const BUDGET_TOTAL = {
  budget: sum(BUDGET.map((b) => b[1])),
  actual: sum(BUDGET.map((b) => b[2])),
};
export function budgetRows(titles: number): ShapeRow[] {
  return [
    ...title(titles, ['Harbour Builders', 'Budget vs actual 2025']),
    ...(titles ? [[] as ShapeRow] : []),
    ['Cost line', 'Budget', 'Actual', 'Variance (Actual - Budget)', 'Variance %'],
    [
      'TOTAL',
      BUDGET_TOTAL.budget,
      BUDGET_TOTAL.actual,
      BUDGET_TOTAL.actual - BUDGET_TOTAL.budget,
      (BUDGET_TOTAL.actual - BUDGET_TOTAL.budget) / BUDGET_TOTAL.budget,
    ],
    ...BUDGET.map(([l, b, a]) => [l, b, a, a - b, (a - b) / b] as ShapeRow),
    [],
    ['Positive variance = overspent'],
  ];
}

/** W4: fees with a two-row header (years over quarters), blanks, a Total row; overheads; hours. */
export const FEES: Array<[string, Array<number | null>]> = [
  ['Harbour bridge survey', [12000, 8000, null, 4000]],
  ['Old mill conversion', [null, 15500, 21000, 9000]],
  ['School extension', [6000, 6000, 6000, 6000]],
  ['Riverside flats', [3000, null, 2500, 11000]],
];
export const feeYear = (v: Array<number | null>): number => sum(v.map((x) => x ?? 0));
export const FEES_TOTAL = sum(FEES.map((f) => feeYear(f[1])));
export const OVERHEADS: Array<[string, string, number]> = [
  ['January 2025', 'Office rent', 1800],
  ['January 2025', 'Software', 240],
  ['April 2025', 'Office rent', 1800],
  ['July 2025', 'Insurance', 950],
  ['October 2025', 'Office rent', 1800],
];
export const HOURS: Array<[string, number[]]> = [
  ['Ines', [320, 300, 280, 310]],
  ['Tomas', [250, 260, 240, 270]],
  ['Rui', [180, 200, 210, 190]],
];
export function feesSheets(): Array<{ name: string; rows: ShapeRow[] }> {
  const q = [0, 1, 2, 3].map((i) => sum(FEES.map((f) => f[1][i] ?? 0)));
  return [
    {
      name: 'Fees',
      rows: [
        ['Atelier Sousa - fees by project'],
        [],
        ['Project', '2025', '2025', '2025', '2025', null],
        [null, 'Q1', 'Q2', 'Q3', 'Q4', 'Year'],
        ...FEES.map(([p, v]) => [p, ...v, feeYear(v)] as ShapeRow),
        ['Total', ...q, FEES_TOTAL],
      ],
    },
    {
      name: 'Overheads',
      rows: [['Month', 'Overhead', 'Amount (EUR)'], ...OVERHEADS.map((o) => [...o] as ShapeRow)],
    },
    {
      name: 'Hours',
      rows: [['Staff', 'Q1', 'Q2', 'Q3', 'Q4'], ...HOURS.map(([s, v]) => [s, ...v] as ShapeRow)],
    },
  ];
}

/** W6: an AR aging report: customers down, buckets across, a totals row. */
export const AGING: Array<[string, number[]]> = [
  ['Blue Fin Cafe', [1200, 800, 0, 0, 0]],
  ['Coastline Hotels', [5200, 0, 0, 0, 0]],
  ['Delta Marine', [300, 2400, 3100, 900, 0]],
  ['Harbour Deli', [0, 0, 1500, 2200, 4100]],
];
export const AGING_BUCKETS = ['Current', '1-30', '31-60', '61-90', '90+'];
export function agingRows(totalsRow: boolean): ShapeRow[] {
  const tot = [0, 1, 2, 3, 4].map((i) => sum(AGING.map((a) => a[1][i]!)));
  return [
    ['A/R Aging Summary'],
    [],
    ['Customer', ...AGING_BUCKETS, 'Total'],
    ...AGING.map(([c, v]) => [c, ...v, sum(v)] as ShapeRow),
    ...(totalsRow ? [['TOTAL', ...tot, sum(tot)] as ShapeRow] : []),
  ];
}

/** W7: inventory with a Category column. */
export const STOCK: Array<[string, string, number, number]> = [
  ['Arabica beans 5kg', 'Coffee', 40, 62.5],
  ['Robusta beans 5kg', 'Coffee', 25, 41],
  ['Oat milk 1L', 'Dairy & alt', 120, 2.1],
  ['Whole milk 1L', 'Dairy & alt', 80, 1.2],
  ['Flour', 'Baking', 100, 18.75],
  ['Sugar', 'Baking', 80, 24],
  ['Paper cups 12oz', 'Packaging', 3000, 0.09],
];
export const stockValue = (s: (typeof STOCK)[number]): number => s[2] * s[3];
export function stockRows(titles: number): ShapeRow[] {
  return [
    ...title(titles, ['Kopi Corner', 'Stock count 30 June 2025']),
    ['Item', 'Category', 'Qty on hand', 'Unit cost', 'Stock value'],
    ...STOCK.map((s) => [...s, stockValue(s)] as ShapeRow),
  ];
}

/** W8: a QuickBooks P&L by quarter with numbered accounts and a COGS line for hardware. */
export const QBQ: Array<[string, number[]]> = [
  ['4000 Managed services', [42000, 43500, 45100, 47800]],
  ['4100 Hardware sales', [18000, 12500, 21000, 16400]],
  ['4200 Hourly support', [6100, 6900, 7400, 8200]],
];
export const QBQ_COGS: Array<[string, number[]]> = [
  ['5000 Hardware cost', [13100, 9300, 15800, 12000]],
];
export const QBQ_EXP: Array<[string, number[]]> = [
  ['6000 Salaries', [30000, 30000, 31500, 31500]],
  ['6100 Software subscriptions', [2100, 2250, 2250, 2400]],
  ['6200 Vehicle & fuel', [1450, 1600, 1380, 1720]],
];
export function qbQuarterRows(): ShapeRow[] {
  const row = (l: string, v: number[]): ShapeRow => [l, ...v, sum(v)];
  const tot = (ls: Array<[string, number[]]>): number[] =>
    [0, 1, 2, 3].map((i) => sum(ls.map((l) => l[1][i]!)));
  const inc = tot(QBQ);
  const cogs = tot(QBQ_COGS);
  const exp = tot(QBQ_EXP);
  const gp = inc.map((v, i) => v - cogs[i]!);
  const net = gp.map((v, i) => v - exp[i]!);
  return [
    ['Northwind IT Ltd'],
    ['Profit and Loss'],
    ['January - December 2025'],
    [],
    ['', 'Jan-Mar', 'Apr-Jun', 'Jul-Sep', 'Oct-Dec', 'Total'],
    ['Income'],
    ...QBQ.map(([l, v]) => row(l, v)),
    row('Total Income', inc),
    ['Cost of Goods Sold'],
    ...QBQ_COGS.map(([l, v]) => row(l, v)),
    row('Total Cost of Goods Sold', cogs),
    row('Gross Profit', gp),
    ['Expenses'],
    ...QBQ_EXP.map(([l, v]) => row(l, v)),
    row('Total Expenses', exp),
    row('Net Income', net),
  ];
}

/** W2: a bookings log with no title. */
export const BOOKINGS: Array<[string, string, string, number, number]> = [
  ['2025-01-04', 'Lin Family', 'Sunset paddle', 4, 1200],
  ['2025-01-09', 'Chen Wei', 'Full-day island', 2, 4800],
  ['2025-01-15', 'Kao Studio', 'Sunset paddle', 6, 1200],
  ['2025-01-22', 'Huang Mei', 'Full-day island', 3, 4800],
  ['2025-02-02', 'Big Corp', 'Reef snorkel', 12, 2500],
  ['2025-02-11', 'Lee Jun', 'Sunset paddle', 5, 1200],
  ['2025-02-20', 'Wu Hana', 'Full-day island', 4, 4800],
  ['2025-03-03', 'Tsai Ko', 'Sunset paddle', 8, 1200],
];
export const bookingAmount = (b: (typeof BOOKINGS)[number]): number => b[3] * b[4];
export function bookingRows(): ShapeRow[] {
  return [
    ['Date', 'Ref', 'Customer', 'Tour', 'Guests', 'Price / guest (NT$)', 'Amount (NT$)'],
    ...BOOKINGS.map(
      (b, i) =>
        [
          new Date(`${b[0]}T00:00:00Z`),
          `BK-${100 + i}`,
          b[1],
          b[2],
          b[3],
          b[4],
          bookingAmount(b),
        ] as ShapeRow,
    ),
  ];
}

/** M: a memberships sheet, title in B, the currency alone in H, months written 2025-01. */
export const MEMBERS = (() => {
  const rows: Array<{
    month: string;
    start: number;
    added: number;
    cancelled: number;
    end: number;
    dropIn: number;
  }> = [];
  let start = 40;
  for (let m = 1; m <= 12; m++) {
    const added = 3 + ((m * 7) % 9);
    const cancelled = 1 + ((m * 5) % 4);
    const end = start + added - cancelled;
    rows.push({
      month: `2025-${String(m).padStart(2, '0')}`,
      start,
      added,
      cancelled,
      end,
      dropIn: 2000000 + m * 150000,
    });
    start = end;
  }
  return rows;
})();
export const MRR_FEE = 900000;
export function membershipRows(): ShapeRow[] {
  return [
    [null, 'Lotus Tree Yoga - memberships', null, null, null, null, null, 'VND'],
    ['Month', 'Members at start', 'New', 'Cancelled', 'Members at end', 'MRR', 'Drop-in classes'],
    ...MEMBERS.map(
      (r) => [r.month, r.start, r.added, r.cancelled, r.end, r.end * MRR_FEE, r.dropIn] as ShapeRow,
    ),
    [],
    ['MRR = members at end x 900,000 VND monthly fee'],
  ];
}

/** W5: a Shopify orders export, one row per line item, order fields on the first line. */
export const ORDERS: Array<{
  name: string;
  email: string;
  created: string;
  discount: number;
  taxes: number;
  total: number;
  lines: Array<[string, number, number]>;
}> = [
  {
    name: '#1001',
    email: 'maya@example.com',
    created: '2025-08-14 10:22:00 +0100',
    discount: 5,
    taxes: 9.2,
    total: 55.2,
    lines: [
      ['Lavender soap', 2, 8],
      ['Bath salts', 1, 35],
    ],
  },
  {
    name: '#1002',
    email: 'tom@example.com',
    created: '2025-09-02 16:05:00 +0100',
    discount: 0,
    taxes: 4.8,
    total: 28.8,
    lines: [['Bath salts', 1, 24]],
  },
  {
    name: '#1003',
    email: 'maya@example.com',
    created: '2025-09-19 09:41:00 +0100',
    discount: 12,
    taxes: 14.4,
    total: 86.4,
    lines: [
      ['Gift box', 1, 60],
      ['Lavender soap', 3, 8],
    ],
  },
  {
    name: '#1004',
    email: 'ana@example.com',
    created: '2025-10-07 13:30:00 +0100',
    discount: 0,
    taxes: 19.0,
    total: 114.0,
    lines: [['Gift box', 1, 95]],
  },
  {
    name: '#1005',
    email: 'tom@example.com',
    created: '2025-09-28 18:12:00 +0100',
    discount: 2,
    taxes: 3.2,
    total: 19.2,
    lines: [['Lavender soap', 2, 9]],
  },
];
export function ordersRows(): ShapeRow[] {
  const rows: ShapeRow[] = [
    [
      'Name',
      'Email',
      'Financial Status',
      'Created at',
      'Subtotal',
      'Discount Amount',
      'Taxes',
      'Total',
      'Lineitem name',
      'Lineitem quantity',
      'Lineitem price',
    ],
  ];
  for (const o of ORDERS)
    o.lines.forEach((l, i) =>
      rows.push(
        i === 0
          ? [
              o.name,
              o.email,
              'paid',
              o.created,
              o.total - o.taxes + o.discount,
              o.discount,
              o.taxes,
              o.total,
              ...l,
            ]
          : [o.name, o.email, null, null, null, null, null, null, ...l],
      ),
    );
  return rows;
}
