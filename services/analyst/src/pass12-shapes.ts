/**
 * Issue 13, pass 12: small workbooks of the shapes the sixth hold-out's wrong figures and
 * misses came from, written here from the lead's list of kinds (see pass12.test.ts).
 */
import type { ShapeRow } from './pass5-shapes';

const cents = (x: number): number => Math.round(x * 100) / 100;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const sumOf = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

/** A1: a clinic's revenue, months down, treatments across, a Total column and a Total row. */
export const TREATMENTS = ['Massage', 'Physio', 'Acupuncture'];
export const CLINIC: number[][] = MONTHS.map((_, m) => [
  3000 + 100 * m,
  5200 - 150 * m,
  900 + 40 * ((m * 7) % 5),
]);
export function clinicRows(): ShapeRow[] {
  return [
    ['Clinic revenue 2025 (€)'],
    [],
    ['Month', ...TREATMENTS, 'Total'],
    ...MONTHS.map((m, i) => [m, ...CLINIC[i]!, sumOf(CLINIC[i]!)]),
    [
      'Total',
      ...TREATMENTS.map((_, t) => sumOf(CLINIC.map((r) => r[t]!))),
      sumOf(CLINIC.map(sumOf)),
    ],
  ];
}

/** A2: a QuickBooks P&L with both Net Operating Income and Net Income. */
export const QB_NOI = { income: 84000, cogs: 30000, expenses: 31000, other: 2500 };
export function qbNoiRows(): ShapeRow[] {
  const { income, cogs, expenses, other } = QB_NOI;
  return [
    ['Harbour Bikes Ltd'],
    ['Profit and Loss'],
    ['January - December 2025'],
    [],
    [null, 'Total'],
    ['Income'],
    ['Bike sales', 60000],
    ['Repairs', income - 60000],
    ['Total Income', income],
    ['Cost of Goods Sold'],
    ['Parts', cogs],
    ['Total Cost of Goods Sold', cogs],
    ['Gross Profit', income - cogs],
    ['Expenses'],
    ['Rent', 18000],
    ['Wages', expenses - 18000],
    ['Total Expenses', expenses],
    ['Net Operating Income', income - cogs - expenses],
    ['Other Income'],
    ['Interest earned', other],
    ['Total Other Income', other],
    ['Net Other Income', other],
    ['Net Income', income - cogs - expenses + other],
  ];
}

/** A3: an inventory list, categories repeated. */
export const STOCK: Array<[string, string, string, number, number]> = [
  ['P-01', 'Hiking boots', 'Footwear', 14, 62.5],
  ['P-02', 'Trail shoes', 'Footwear', 30, 41],
  ['P-03', 'Rain jacket', 'Clothing', 9, 88],
  ['P-04', 'Fleece', 'Clothing', 40, 22.4],
  ['P-05', 'Tent 2p', 'Camping', 11, 140],
  ['P-06', 'Sleeping bag', 'Camping', 6, 95],
  ['P-07', 'Camping stove', 'Camping', 25, 30],
];
export function stockRows(): ShapeRow[] {
  return [
    ['SKU', 'Item', 'Category', 'Qty on hand', 'Unit cost', 'Stock value'],
    ...STOCK.map(([s, i, c, q, u]) => [s, i, c, q, u, cents(q * u)]),
  ];
}

/** A4: one sheet, a revenue table "in k€" above a volume table in cases. */
export const WINE = {
  rev: [
    ['Red', 410, 455],
    ['White', 300, 288],
    ['Rosé', 120, 161],
  ] as Array<[string, number, number]>,
  cases: [
    ['Red', 5200, 5600],
    ['White', 4100, 3900],
    ['Rosé', 1800, 2300],
  ] as Array<[string, number, number]>,
};
export function wineRows(
  revTitle = 'Revenue by wine (in k€)',
  volTitle = 'Volume by wine (cases)',
): ShapeRow[] {
  const block = (title: string, lines: Array<[string, number, number]>): ShapeRow[] => {
    const a = sumOf(lines.map((l) => l[1]));
    const b = sumOf(lines.map((l) => l[2]));
    return [
      [title],
      ['Wine', 2024, 2025, 'Var', 'Var %'],
      ...lines.map(([n, x, y]) => [n, x, y, y - x, cents((y - x) / x)]),
      ['Total', a, b, b - a, cents((b - a) / a)],
    ];
  };
  return [...block(revTitle, WINE.rev), [], ...block(volTitle, WINE.cases)];
}

/** A5 / A6: a kennel's book: nights by month and size, costs by month, rates per size. */
export const NIGHTS: number[][] = MONTHS.map((_, m) => [
  40 + ((m * 13) % 30),
  55 + ((m * 11) % 40),
  20 + ((m * 5) % 17),
]);
export const COSTS: number[][] = MONTHS.map((_, m) => [1800 + ((m * 37) % 300), 900 + 100 * m]);
export const RATES: Array<[string, number, number]> = [
  ['Small', 32, 30],
  ['Medium', 38, 35],
  ['Large', 45, 42],
];
export function kennelSheets(): Array<{ name: string; rows: ShapeRow[] }> {
  return [
    {
      name: 'Nights',
      rows: [
        ['Month', 'Small dogs', 'Medium dogs', 'Large dogs'],
        ...MONTHS.map((m, i) => [m, ...NIGHTS[i]!]),
      ],
    },
    {
      name: 'Costs',
      rows: [['Month', 'Staff', 'Food'], ...MONTHS.map((m, i) => [m, ...COSTS[i]!])],
    },
    {
      name: 'Rates',
      rows: [
        ['Size', 'Rate per night', 'Previous rate', 'Change'],
        ...RATES.map(([s, r, p]) => [s, r, p, r - p]),
      ],
    },
  ];
}

/** A7: an amortisation schedule with opening and closing balances, terms above. */
export function amortRows(): { rows: ShapeRow[]; closing: number[]; opening: number[] } {
  const rows: ShapeRow[] = [
    ['Equipment loan'],
    [],
    ['Loan amount', 18000],
    ['APR', '8.40 %'],
    ['Term', '12 months'],
    [],
    ['No.', 'Date', 'Opening balance', 'Payment', 'Interest', 'Principal', 'Closing balance'],
  ];
  const opening: number[] = [];
  const closing: number[] = [];
  let b = 18000;
  for (let k = 1; k <= 12; k += 1) {
    const i = cents((b * 0.084) / 12);
    const pr = k === 12 ? b : cents(1570 - i);
    const p = cents(pr + i);
    opening.push(b);
    const end = cents(b - pr);
    closing.push(end);
    rows.push([k, new Date(Date.UTC(2026, k - 1, 1)), b, p, i, pr, end]);
    b = end;
  }
  return { rows, closing, opening };
}

/** A8: an orders export, one row per line item, a refunded order. */
export const ORDER_LINES: Array<[string, string, string, number, number, string]> = [
  // name, created, status, total (first line only), discount, item
  ['#1001', '2025-03-02', 'paid', 120, 10, 'Mug'],
  ['#1001', '2025-03-02', 'paid', 0, 0, 'Tea'],
  ['#1002', '2025-03-15', 'refunded', 64, 4, 'Teapot'],
  ['#1003', '2025-04-01', 'paid', 45, 0, 'Tea'],
  ['#1004', '2025-04-09', 'refunded', 30, 2, 'Mug'],
  ['#1004', '2025-04-09', 'refunded', 0, 0, 'Tea'],
  ['#1005', '2025-04-20', 'paid', 88, 8, 'Teapot'],
];
export function orderExportRows(): ShapeRow[] {
  return [
    [
      'Name',
      'Created at',
      'Financial Status',
      'Total',
      'Discount Amount',
      'Lineitem quantity',
      'Lineitem name',
    ],
    ...ORDER_LINES.map(([n, d, s, t, disc, item], i, all) => {
      const first = all.findIndex((x) => x[0] === n) === i;
      return [
        n,
        `${d} 10:00:00 +0100`,
        first ? s : null,
        first ? t : null,
        first ? disc : null,
        1,
        item,
      ];
    }),
  ];
}

/** A9: a gym's month-by-month membership. */
export const MEMBERS = {
  joined: MONTHS.map((_, m) => 20 + ((m * 7) % 15)),
  left: MONTHS.map((_, m) => 8 + ((m * 5) % 9)),
};
export function membershipRows(): { rows: ShapeRow[]; active: number[] } {
  const active: number[] = [];
  let a = 300;
  for (let m = 0; m < 12; m += 1) {
    a += MEMBERS.joined[m]! - MEMBERS.left[m]!;
    active.push(a);
  }
  return {
    rows: [
      ['Line', ...MONTHS],
      ['New members', ...MEMBERS.joined],
      ['Cancellations', ...MEMBERS.left],
      ['Active members (month end)', ...active],
    ],
    active,
  };
}

/** B1: a cash-flow statement, years newest first as numbers. */
export const CF = {
  receipts: [412000, 388000],
  paidSuppliers: [-251000, -240000],
  paidStaff: [-98000, -91000],
  equipment: [-36000, -12000],
  loanDrawdown: [40000, 0],
  loanRepaid: [-9000, -8000],
  dividends: [-20000, -15000],
  begin: [61000, 39000],
};
export function cashFlowRows(): {
  rows: ShapeRow[];
  op: number[];
  inv: number[];
  fin: number[];
  end: number[];
} {
  const y = [0, 1];
  const op = y.map((i) => CF.receipts[i]! + CF.paidSuppliers[i]! + CF.paidStaff[i]!);
  const inv = y.map((i) => CF.equipment[i]!);
  const fin = y.map((i) => CF.loanDrawdown[i]! + CF.loanRepaid[i]! + CF.dividends[i]!);
  const end = y.map((i) => CF.begin[i]! + op[i]! + inv[i]! + fin[i]!);
  return {
    rows: [
      ['Statement of cash flows'],
      [],
      [null, 2025, 2024],
      ['Cash flows from operating activities'],
      ['Receipts from customers', ...CF.receipts],
      ['Paid to suppliers', ...CF.paidSuppliers],
      ['Paid to employees', ...CF.paidStaff],
      ['Net cash from operating activities', ...op],
      ['Cash flows from investing activities'],
      ['Purchase of equipment', ...CF.equipment],
      ['Net cash used in investing activities', ...inv],
      ['Cash flows from financing activities'],
      ['Proceeds from bank loan', ...CF.loanDrawdown],
      ['Repayment of bank loan', ...CF.loanRepaid],
      ['Dividends paid', ...CF.dividends],
      ['Net cash from financing activities', ...fin],
      ['Net increase in cash', ...y.map((i) => op[i]! + inv[i]! + fin[i]!)],
      ['Cash at beginning of year', ...CF.begin],
      ['Cash at end of year', ...end],
    ],
    op,
    inv,
    fin,
    end,
  };
}

/** B2: a surf school's sales log whose only money column is Amount. */
export const LESSONS: Array<[string, string, string, number, number]> = [
  ['2025-09-03', 'Ana', 'Group lesson', 4, 160],
  ['2025-09-20', 'Ben', 'Private lesson', 1, 70],
  ['2025-10-05', 'Cara', 'Group lesson', 6, 240],
  ['2025-11-11', 'Dev', 'Board rental', 2, 50],
  ['2025-12-01', 'Eli', 'Private lesson', 2, 130],
  ['2025-12-19', 'Fay', 'Group lesson', 3, 120],
];
export function lessonRows(): ShapeRow[] {
  return [
    ['Date', 'Customer', 'Lesson', 'People', 'Amount'],
    ...LESSONS.map(([d, c, l, p, a]) => [new Date(`${d}T00:00:00Z`), c, l, p, a]),
  ];
}

/** B6 / B3: a budget against actual with revenue and cost sections and a Net profit line. */
export const BUDGET: {
  revenue: Array<[string, number, number]>;
  costs: Array<[string, number, number]>;
} = {
  revenue: [
    ['Coffee', 42000, 45500],
    ['Food', 30000, 27200],
  ],
  costs: [
    ['Rent', 18000, 18000],
    ['Staff', 32000, 34100],
    ['Supplies', 9000, 8300],
  ],
};
export function budgetVsActualRows(): ShapeRow[] {
  const line = ([n, b, a]: [string, number, number]): ShapeRow => [n, b, a, a - b];
  const tot = (ls: Array<[string, number, number]>): [number, number] => [
    sumOf(ls.map((l) => l[1])),
    sumOf(ls.map((l) => l[2])),
  ];
  const [rb, ra] = tot(BUDGET.revenue);
  const [cb, ca] = tot(BUDGET.costs);
  return [
    ['Line', 'Budget', 'Actual', 'Variance'],
    ['Revenue'],
    ...BUDGET.revenue.map(line),
    ['Total revenue', rb, ra, ra - rb],
    ['Costs'],
    ...BUDGET.costs.map(line),
    ['Total costs', cb, ca, ca - cb],
    ['Net profit', rb - cb, ra - ca, ra - ca - (rb - cb)],
  ];
}
