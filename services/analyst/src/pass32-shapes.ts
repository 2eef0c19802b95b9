/**
 * Issue 13, pass 32: the twenty-fifth blind set's layouts as the lead described them, with
 * made-up figures (see pass32.test.ts).
 */
import type { ShapeRow } from './pass5-shapes';

const c2 = (n: number): number => Math.round(n * 100) / 100;

/** W1: a loan schedule under a terms block (Loan amount, Rate p.a., Term). */
export const LOAN = { amount: 48_000, rate: 0.1167, term: 36 };
export interface LoanLine {
  no: number;
  due: Date;
  opening: number;
  instalment: number;
  interest: number;
  capital: number;
  closing: number;
}
export function loanLines(): LoanLine[] {
  const i = LOAN.rate / 12;
  const pay = c2((LOAN.amount * i) / (1 - Math.pow(1 + i, -LOAN.term)));
  const lines: LoanLine[] = [];
  let bal = LOAN.amount;
  for (let n = 1; n <= LOAN.term; n++) {
    const interest = c2(bal * i);
    const capital = n === LOAN.term ? bal : c2(pay - interest);
    const closing = c2(bal - capital);
    const m = 2 + n - 1; // March 2025 = month index 2
    lines.push({
      no: n,
      due: new Date(Date.UTC(2025 + Math.floor(m / 12), m % 12, 25)),
      opening: bal,
      instalment: c2(interest + capital),
      interest,
      capital,
      closing,
    });
    bal = closing;
  }
  return lines;
}
export function loanRows(): ShapeRow[] {
  return [
    ['Equipment loan – repayment schedule'],
    ['Loan amount', LOAN.amount],
    ['Rate p.a.', '11.67%'],
    ['Term', '36 months'],
    [],
    ['No.', 'Due date', 'Opening balance', 'Instalment', 'Interest', 'Capital', 'Closing balance'],
    ...loanLines().map((l) => [
      l.no,
      l.due,
      l.opening,
      l.instalment,
      l.interest,
      l.capital,
      l.closing,
    ]),
  ];
}

/** W2: a two-year cash-flow statement, FY over "Year to 31 Mar". */
export const CASH_LINES: Array<[string, number, number] | [string]> = [
  ['Operating activities'],
  ['Cash received from subscribers', 912_406.35, 1_004_812.2],
  ['Cash paid to growers', -198_311.42, -211_072.9],
  ['Cash paid to staff', -301_220.0, -322_918.55],
  ['Net cash from operating activities', 412_874.93, 470_820.75],
  ['Investing activities'],
  ['Purchase of vehicles', -42_500.0, -61_250.0],
  ['Purchase of cold store equipment', -18_730.4, -27_410.65],
  ['Net cash used in investing activities', -61_230.4, -88_660.65],
  ['Financing activities'],
  ['Loan repayments', -24_000.0, -24_000.0],
  ['Net cash used in financing activities', -24_000.0, -24_000.0],
  ['Net increase in cash', 327_644.53, 358_160.1],
  ['Cash at beginning of year', 103_212.77, 430_857.3],
  ['Cash at end of year', 430_857.3, 789_017.4],
];
export function cashFlowRows(): ShapeRow[] {
  return [
    ['Harvest Box Ltd – statement of cash flows'],
    [],
    [null, 'FY2024', 'FY2025'],
    ['£', 'Year to 31 Mar 2024', 'Year to 31 Mar 2025'],
    ...CASH_LINES.map((l) => [...l] as ShapeRow),
  ];
}

/** W3: Sales (months × products), Costs (a log and a fees table), Summary (quarters). */
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
export const HONEY = ['Raw honey', 'Creamed honey', 'Beeswax candles', 'Pollination services'];
export const honeySales = (m: number, p: number): number =>
  c2(1_800 + p * 611.3 + ((m * 5 + p * 7) % 9) * 143.27 + (m === 11 ? 2_500 : 0));
export function honeySalesRows(): ShapeRow[] {
  return [
    ['Month', ...HONEY, 'Total'],
    ...MONTH_NAMES.map((m, i) => {
      const line = HONEY.map((_, p) => honeySales(i, p));
      return [m, ...line, c2(line.reduce((a, b) => a + b, 0))];
    }),
  ];
}
export const HIVE_COSTS: Array<[string, string, number]> = Array.from({ length: 22 }, (_, i) => [
  `2025-${String((i % 12) + 1).padStart(2, '0')}-${String(3 + (i % 20)).padStart(2, '0')}`,
  ['Sugar syrup', 'Frames', 'Queen bees', 'Fuel', 'Varroa treatment'][i % 5]!,
  c2(85 + ((i * 37) % 23) * 12.45),
]);
export const FEES: Array<[string, number]> = [
  ['Saturday market', 640],
  ['Harvest fair', 210],
];
export function hiveCostRows(): ShapeRow[] {
  return [
    ['Hive costs 2025'],
    ['Date', 'Item', 'Amount'],
    ...HIVE_COSTS.map(([d, item, a]) => [new Date(`${d}T00:00:00Z`), item, a]),
    [],
    [],
    ['Market', null, 'Fee'],
    ...FEES.map(([m, f]) => [m, null, f]),
    ['Total fees', null, FEES.reduce((a, [, f]) => a + f, 0)],
  ];
}
export function honeySummaryRows(): ShapeRow[] {
  const q = (from: number, rows: (m: number) => number): number =>
    c2([0, 1, 2].reduce((a, k) => a + rows(from + k), 0));
  const salesM = (m: number): number => HONEY.reduce((a, _, p) => a + honeySales(m, p), 0);
  const costM = (m: number): number =>
    HIVE_COSTS.filter(([d]) => Number(d.slice(5, 7)) === m + 1).reduce((a, [, , v]) => a + v, 0);
  const sales = [0, 3, 6, 9].map((f) => q(f, salesM));
  const costs = [0, 3, 6, 9].map((f) => q(f, costM));
  const profit = sales.map((s, i) => c2(s - costs[i]!));
  const tot = (xs: number[]): number => c2(xs.reduce((a, b) => a + b, 0));
  return [
    ['Tasman Apiaries — 2025 summary (AUD)'],
    [null, 'Q1', 'Q2', 'Q3', 'Q4', 'Year'],
    ['Sales', ...sales, tot(sales)],
    ['Costs', ...costs, tot(costs)],
    ['Profit', ...profit, tot(profit)],
    [],
    ['Note: market fees are not in Costs.'],
  ];
}

/** W4: an orders export, Financial Status paid / refunded. */
export const FRAMES = ['Oak frame A4', 'Walnut frame A3', 'Black frame A5', 'Gift card'];
export interface Order {
  name: string;
  status: 'paid' | 'refunded';
  fulfil: 'fulfilled' | 'unfulfilled';
  subtotal: number;
  shipping: number;
  taxes: number;
  discount: number;
  qty: number;
  item: string;
}
export const ORDERS: Order[] = Array.from({ length: 14 }, (_, i) => {
  const subtotal = c2(24 + ((i * 13) % 7) * 11.5);
  const shipping = i % 3 === 0 ? 0 : 4.95;
  const discount = i % 4 === 1 ? c2(subtotal * 0.1) : 0;
  return {
    name: `#${1001 + i}`,
    status: i % 5 === 2 ? 'refunded' : 'paid',
    fulfil: i % 6 === 5 ? 'unfulfilled' : 'fulfilled',
    subtotal,
    shipping,
    taxes: c2(subtotal * 0.2),
    discount,
    qty: 1 + ((i * 3) % 4),
    item: FRAMES[(i * 7) % 4]!,
  };
});
export const orderTotal = (o: Order): number => c2(o.subtotal + o.shipping + o.taxes - o.discount);
export function ordersRows(): ShapeRow[] {
  return [
    [
      'Name',
      'Email',
      'Financial Status',
      'Fulfillment Status',
      'Currency',
      'Subtotal',
      'Shipping',
      'Taxes',
      'Total',
      'Discount Amount',
      'Created at',
      'Lineitem quantity',
      'Lineitem name',
    ],
    ...ORDERS.map((o, i) => [
      o.name,
      `buyer${i}@example.com`,
      o.status,
      o.fulfil,
      'GBP',
      o.subtotal,
      o.shipping,
      o.taxes,
      orderTotal(o),
      o.discount,
      `2025-0${1 + (i % 9)}-1${i % 10} 10:2${i % 10}:00 +0000`,
      o.qty,
      o.item,
    ]),
  ];
}

/** W5: stock with TOTAL STOCK on top and a Unit column of mixed units. */
export const STOCK: Array<[string, string, string, number, number]> = [
  ['Copper pipe 15mm', 'CP15', 'length', 42, 6.8],
  ['Breather membrane', 'BM01', 'roll', 9, 74.5],
  ['Roofing screws', 'RS50', 'box', 31, 12.25],
  ['Plywood 18mm', 'PW18', 'sheet', 16, 38.9],
  ['Gutter repair kit', 'GK02', 'kit', 7, 22.4],
  ['Ridge tiles', 'RT10', 'each', 120, 3.15],
];
export const stockValue = (l: (typeof STOCK)[number]): number => c2(l[3] * l[4]);
export function stockRows(): ShapeRow[] {
  return [
    ['Yard stock – November'],
    ['TOTAL STOCK', null, null, null, null, c2(STOCK.reduce((a, l) => a + stockValue(l), 0))],
    [],
    ['Item', 'Code', 'Unit', 'On hand', 'Cost per unit £', 'Stock value £'],
    ...STOCK.map((l) => [...l, stockValue(l)] as ShapeRow),
  ];
}

/** M1: budget vs actual with Variance, Var % and Comment, INCOME and COSTS sections. */
export const GLAMP_INCOME: Array<[string, number, number]> = [
  ['Glamping', 84_000, 71_480],
  ['Tent pitches', 36_500, 39_210],
  ['Campervan hook-ups', 22_000, 18_940],
];
export const GLAMP_COSTS: Array<[string, number, number]> = [
  ['Staff', 41_000, 43_650],
  ['Utilities', 9_800, 8_920],
  ['Marketing', 6_000, 7_340],
];
export function glampingBudgetRows(): ShapeRow[] {
  const line = ([n, b, a]: [string, number, number], cost: boolean): ShapeRow => {
    const v = cost ? b - a : a - b;
    return [n, b, a, v, c2((v / b) * 100), v < 0 ? 'check' : null];
  };
  const tot = (xs: Array<[string, number, number]>, i: 1 | 2) => xs.reduce((s, l) => s + l[i], 0);
  const ib = tot(GLAMP_INCOME, 1);
  const ia = tot(GLAMP_INCOME, 2);
  const cb = tot(GLAMP_COSTS, 1);
  const ca = tot(GLAMP_COSTS, 2);
  return [
    ['Riverside Camping – budget vs actual 2025'],
    ['All figures in €'],
    [],
    [null, 'Budget', 'Actual', 'Variance', 'Var %', 'Comment'],
    ['INCOME'],
    ...GLAMP_INCOME.map((l) => line(l, false)),
    line(['Total income', ib, ia], false),
    ['COSTS'],
    ...GLAMP_COSTS.map((l) => line(l, true)),
    line(['Total costs', cb, ca], true),
    [],
    [
      'Net result',
      ib - cb,
      ia - ca,
      ia - ca - (ib - cb),
      c2(((ia - ca - (ib - cb)) / (ib - cb)) * 100),
    ],
  ];
}

/** M2: exports by market, newest year first, Change and Change % (whole numbers). */
export const MARKETS: Array<[string, number, number]> = [
  ['Germany', 412_300, 503_900],
  ['Japan', 288_150, 241_700],
  ['United States', 356_900, 371_200],
  ['Korea', 97_400, 88_150],
];
export function exportRows(): ShapeRow[] {
  const rows: ShapeRow[] = [
    ['Export sales by market (NZD)'],
    ['Market', 2025, 2024, 'Change', 'Change %'],
  ];
  for (const [m, a, b] of MARKETS) rows.push([m, a, b, a - b, Math.round(((a - b) / b) * 100)]);
  const a = MARKETS.reduce((s, l) => s + l[1], 0);
  const b = MARKETS.reduce((s, l) => s + l[2], 0);
  rows.push(['Total exports', a, b, a - b, Math.round(((a - b) / b) * 100)]);
  return rows;
}

/** M3: a sales log (Date | Customer | Job | Qty | Price each | Amount | Notes). */
export const JOBS = ['Key cutting', 'Shoe repair', 'Engraving', 'Watch battery'];
export const SALES_LOG: Array<[string, string, string, number, number]> = Array.from(
  { length: 18 },
  (_, i) => [
    `2025-${String(1 + (i % 10)).padStart(2, '0')}-${String(2 + i).padStart(2, '0')}`,
    `Customer ${String.fromCharCode(65 + (i % 7))}`,
    JOBS[(i * 5) % 4]!,
    1 + (i % 3),
    c2(6.5 + ((i * 11) % 9) * 3.25),
  ],
);
export function salesLogRows(): ShapeRow[] {
  return [
    ['Date', 'Customer', 'Job', 'Qty', 'Price each', 'Amount', 'Notes'],
    ...SALES_LOG.map(([d, cu, j, q, p]) => [
      new Date(`${d}T00:00:00Z`),
      cu,
      j,
      q,
      p,
      c2(q * p),
      null,
    ]),
  ];
}

/** M3: MRR movements, months across. */
export const MRR_MONTHS = ['Jan 2025', 'Feb 2025', 'Mar 2025', 'Apr 2025', 'May 2025', 'Jun 2025'];
export const NEW_MRR = [1_200, 950, 1_730, 1_410, 880, 1_560];
export const EXPANSION = [300, 410, 120, 260, 390, 150];
export const CHURNED = [-420, -310, -560, -290, -380, -450];
export function mrrMovementRows(): ShapeRow[] {
  const start: number[] = [];
  const end: number[] = [];
  let s = 18_000;
  MRR_MONTHS.forEach((_, i) => {
    start.push(s);
    s = s + NEW_MRR[i]! + EXPANSION[i]! + CHURNED[i]!;
    end.push(s);
  });
  return [
    ['MRR movements 2025 (USD)'],
    [null, ...MRR_MONTHS],
    ['Starting MRR', ...start],
    ['New', ...NEW_MRR],
    ['Expansion', ...EXPANSION],
    ['Churned', ...CHURNED],
    ['Ending MRR', ...end],
  ];
}
