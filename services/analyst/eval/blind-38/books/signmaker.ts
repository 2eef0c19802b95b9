/**
 * signmaker: a sign and vehicle-wrap shop's QuickBooks Online export "Profit and Loss",
 * columns by quarter (the last one October–November only) and Total: company / report /
 * date-range title rows, indented accounts, QuickBooks "Total …" lines, Gross Profit, Net
 * Operating Income, Other Income, Net Income, and the run-time footer, in USD.
 * "This year" = 2026.
 */
import ExcelJS from 'exceljs';
import { growth, money, pct } from '../../expect';
import {
  argMax,
  bold,
  cell,
  cents,
  formatCols,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  widths,
  type BlindBook,
} from '../lib';

const r = rng(5);
const COLS = ['Jan - Mar 2026', 'Apr - Jun 2026', 'Jul - Sep 2026', 'Oct - Nov 2026'];
const SCALE = [1, 1, 1, 2 / 3];
const q = (lo: number, hi: number): number[] => SCALE.map((s) => Math.round(cents(r, lo, hi) * s));
type Lines = Array<[string, number[]]>;
const INCOME: Lines = [
  ['Sign Sales', q(38000, 52000)],
  ['Vehicle Wraps', q(20000, 35000)],
  ['Installation Services', q(9000, 14000)],
  ['Design Fees', q(3000, 6000)],
];
const COGS: Lines = [
  [
    'Materials - Vinyl & Substrates',
    SCALE.map((_, k) =>
      Math.round(((INCOME[0]![1][k]! + INCOME[1]![1][k]!) * r.int(28, 32)) / 100),
    ),
  ],
  ['Subcontractors', q(6000, 11000)],
];
const EXPENSES: Lines = [
  ['Advertising & Marketing', q(1500, 4000)],
  ['Bank Charges & Fees', q(120, 300)],
  ['Insurance', q(1800, 2100)],
  ['Rent & Lease', SCALE.map((s) => Math.round(720000 * s))],
  ['Utilities', q(900, 1400)],
  [
    'Vehicle Expenses',
    SCALE.map((s, k) => Math.round((200000 + k * 60000 + cents(r, 0, 500)) * s)),
  ],
  ['Payroll Expenses', q(28000, 34000)],
  ['Office Supplies & Software', q(600, 1200)],
];
const OTHER: Lines = [['Interest Earned', q(40, 90)]];
const colSum = (ls: Lines): bigint[] => SCALE.map((_, k) => total(ls.map(([, v]) => v[k]!)));
const rowSum = (ls: Lines): bigint[] => ls.map(([, v]) => total(v));
const inc = colSum(INCOME);
const cogs = colSum(COGS);
const exp = colSum(EXPENSES);
const oth = colSum(OTHER);
const gp = SCALE.map((_, k) => inc[k]! - cogs[k]!);
const noi = SCALE.map((_, k) => gp[k]! - exp[k]!);
const ni = SCALE.map((_, k) => noi[k]! + oth[k]!);
const T = {
  inc: total(inc),
  cogs: total(cogs),
  exp: total(exp),
  oth: total(oth),
  gp: total(gp),
  ni: total(ni),
};
const incRows = rowSum(INCOME);
const expRows = rowSum(EXPENSES);
const cogsRows = rowSum(COGS);
const veh = EXPENSES[5]![1];
const bestQ = argMax(inc.slice(0, 3));
const quarterAt = (k: number): string[] => [
  COLS[k]!,
  `Q${k + 1}`,
  `${['first', 'second', 'third'][k]} quarter`,
];
const all = [...EXPENSES, ...COGS];
const allRows = rowSum(all);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  const rows: unknown[][] = [
    ['Bright Line Signs LLC'],
    ['Profit and Loss'],
    ['January - November, 2026'],
    [],
    [undefined, ...COLS, 'Total'],
  ];
  const indent: number[] = [];
  const bolds = [5];
  const put = (label: string, v: Array<number | bigint>, ind = false, b = false): void => {
    rows.push([label, ...v.map(cell), cell(total(v))]);
    if (ind) indent.push(rows.length);
    if (b) bolds.push(rows.length);
  };
  const section = (title: string, ls: Lines, tl: string, t: bigint[]): void => {
    rows.push([title]);
    for (const [label, v] of ls) put(label, v, true);
    put(tl, t, false, true);
  };
  section('Income', INCOME, 'Total Income', inc);
  section('Cost of Goods Sold', COGS, 'Total Cost of Goods Sold', cogs);
  put('Gross Profit', gp, false, true);
  section('Expenses', EXPENSES, 'Total Expenses', exp);
  put('Net Operating Income', noi, false, true);
  section('Other Income', OTHER, 'Total Other Income', oth);
  put('Net Other Income', oth, false, true);
  put('Net Income', ni, false, true);
  rows.push([], [], [], ['Cash Basis Monday, December 7, 2026 08:41 AM GMT-05:00']);
  putRows(ws, rows);
  for (const b of bolds) bold(ws, b);
  for (const i of indent) ws.getCell(i, 1).alignment = { indent: 1 };
  ws.mergeCells('A1:F1');
  ws.mergeCells('A2:F2');
  ws.mergeCells('A3:F3');
  for (const i of [1, 2, 3]) ws.getCell(i, 1).alignment = { horizontal: 'center' };
  formatCols(ws, [2, 3, 4, 5, 6], '#,##0.00;-#,##0.00');
  widths(ws, [34, 16, 16, 16, 16, 16]);
  return toBytes(wb);
}

export const signmaker: BlindBook = {
  name: 'signmaker',
  business: 'sign and vehicle-wrap shop',
  shape:
    'QuickBooks Online "Profit and Loss" by quarter (Jan–Nov 2026) + Total: title rows, indented accounts, Total … lines, Other Income, footer',
  bytes,
  checks: [
    same('income accounts = Total Income', total(incRows), T.inc),
    same('expense accounts = Total Expenses', total(expRows), T.exp),
    same('COGS accounts = Total COGS', total(cogsRows), T.cogs),
    same('income − COGS − expenses + other = net income', T.inc - T.cogs - T.exp + T.oth, T.ni),
    unique('quarter income (full quarters)', inc.slice(0, 3)),
    holds('the part quarter is below the best', inc[3]! < inc[bestQ]!),
    unique('expense account', expRows),
    unique('expense or COGS account', allRows),
    holds('net income positive', T.ni > 0n),
  ],
  questions: questionsFor('signmaker', [
    [
      "What's our total income for the year so far?",
      { value: money(T.inc), means: 'Total Income, Total column' },
    ],
    ['What was net income?', { value: money(T.ni), means: 'Net Income, Total column' }],
    [
      'How much did vehicle wraps bring in?',
      { value: money(incRows[1]!), means: 'Vehicle Wraps, Total column' },
    ],
    [
      'How did we do in the third quarter?',
      {
        value: [money(ni[2]!), money(inc[2]!)],
        means: 'Jul - Sep 2026: Net Income (or, read as sales, Total Income)',
      },
    ],
    [
      'Which quarter had the most sales?',
      { at: quarterAt(bestQ), means: 'the column with the largest Total Income' },
    ],
    [
      "What's our gross profit margin?",
      { value: pct(T.gp, T.inc), means: 'Gross Profit / Total Income, Total column, %' },
    ],
    [
      'How much did we pay subcontractors?',
      { value: money(cogsRows[1]!), means: 'Subcontractors, Total column' },
    ],
    [
      "What's our biggest expense?",
      {
        at: [EXPENSES[argMax(expRows)]![0], all[argMax(allRows)]![0]],
        means: 'the largest expense account (or the largest of expenses and COGS)',
      },
    ],
    [
      'How much interest did we earn?',
      { value: money(T.oth), means: 'Interest Earned, Total column' },
    ],
    [
      'What did we spend on advertising in Q2?',
      { value: money(EXPENSES[0]![1][1]!), means: 'Advertising & Marketing, Apr - Jun 2026' },
    ],
    [
      'What share of income is installation?',
      { value: pct(incRows[2]!, T.inc), means: 'Installation Services / Total Income, %' },
    ],
    [
      'How much did vehicle expenses go up from Q1 to Q3?',
      {
        value: [growth(veh[0]!, veh[2]!), money(BigInt(veh[2]! - veh[0]!))],
        means: 'Vehicle Expenses Jul - Sep vs Jan - Mar: growth % or the difference',
      },
    ],
    [
      'What were total expenses?',
      {
        value: [money(T.exp), money(T.exp + T.cogs)],
        means: 'Total Expenses, Total column (or with Cost of Goods Sold added)',
      },
    ],
    [
      'How did we do in October and November?',
      {
        value: [money(ni[3]!), money(inc[3]!)],
        means: 'the Oct - Nov 2026 column: Net Income (or Total Income)',
      },
    ],
    [
      'How much do customers owe us?',
      { refuse: true, means: 'receivables are not in a profit and loss' },
    ],
    [
      'What were sales in December?',
      { refuse: true, means: 'the report runs January to November only' },
    ],
  ]),
};
