/**
 * homestay: a Kerala heritage homestay's two-year comparison, January–November 2026 ("this
 * year") against January–November 2025 ("last year"): revenue and cost lines with totals,
 * net profit, Change (negatives in parentheses) and Change %, in whole INR.
 */
import ExcelJS from 'exceljs';
import { growth, money, pct } from '../../expect';
import {
  argMax,
  bold,
  cell,
  formatCols,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  widths,
  type BlindBook,
} from '../lib';

const r = rng(10);
type Spec = [string, number, number, number, number];
// name, last year lo / hi (rupees), growth lo / hi (% points)
const REV: Spec[] = [
  ['Room revenue', 2800000, 3400000, 5, 15],
  ['Food & beverage', 700000, 900000, 0, 10],
  ['Ayurveda treatments', 400000, 600000, 20, 35],
  ['Tours & transfers', 300000, 420000, -15, -5],
];
const COST: Spec[] = [
  ['Staff costs', 1200000, 1400000, 4, 8],
  ['Food costs', 300000, 380000, 3, 9],
  ['Utilities', 150000, 200000, 2, 6],
  ['OTA commission', 350000, 450000, 12, 20],
  ['Repairs & maintenance', 100000, 160000, -10, 25],
  ['Marketing', 60000, 100000, -5, 10],
];
const make = (s: Spec[]): Array<{ name: string; ly: number; ty: number }> =>
  s.map(([name, lo, hi, glo, ghi]) => {
    const ly = r.int(lo, hi);
    const ty = Math.round((ly * (1000 + r.int(glo * 10, ghi * 10))) / 1000);
    return { name, ly: ly * 100, ty: ty * 100 };
  });
const rev = make(REV);
const cost = make(COST);
const tot = (xs: typeof rev, k: 'ly' | 'ty'): bigint => total(xs.map((x) => x[k]));
const R = { ty: tot(rev, 'ty'), ly: tot(rev, 'ly') };
const C = { ty: tot(cost, 'ty'), ly: tot(cost, 'ly') };
const N = { ty: R.ty - C.ty, ly: R.ly - C.ly };
const gBp = (x: { ly: number; ty: number }): number => Math.round(Number(growth(x.ly, x.ty)) * 100);
const revG = rev.map(gBp);
const costChange = cost.map((x) => x.ty - x.ly);
const costG = cost.map(gBp);
const falls = where(rev, (x) => x.ty < x.ly);
const fb = rev[1]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('This year vs last');
  const rows: unknown[][] = [
    ['Backwater Heritage Homestay'],
    ['Income and costs — this year vs last year (January to November)'],
    ['Amounts in INR'],
    [],
    [undefined, 'Jan–Nov 2026', 'Jan–Nov 2025', 'Change', 'Change %'],
  ];
  const bolds = [5];
  const line = (name: string, ty: bigint | number, ly: bigint | number, b = false): void => {
    rows.push([
      name,
      cell(ty),
      cell(ly),
      cell(BigInt(ty) - BigInt(ly)),
      Number(BigInt(ty) - BigInt(ly)) / Number(ly),
    ]);
    if (b) bolds.push(rows.length);
  };
  rows.push(['Revenue']);
  bolds.push(rows.length);
  for (const x of rev) line(x.name, x.ty, x.ly);
  line('Total revenue', R.ty, R.ly, true);
  rows.push([], ['Costs']);
  bolds.push(rows.length);
  for (const x of cost) line(x.name, x.ty, x.ly);
  line('Total costs', C.ty, C.ly, true);
  rows.push([]);
  line('Net profit', N.ty, N.ly, true);
  putRows(ws, rows);
  for (const b of bolds) bold(ws, b);
  formatCols(ws, [2, 3], '"₹"#,##0');
  formatCols(ws, [4], '#,##0;(#,##0)');
  formatCols(ws, [5], '0.0%;(0.0%)');
  widths(ws, [24, 14, 14, 12, 10]);
  return toBytes(wb);
}

export const homestay: BlindBook = {
  name: 'homestay',
  business: 'heritage homestay (guest house)',
  shape:
    'two-year comparison Jan–Nov 2026 vs Jan–Nov 2025: revenue and cost lines, totals, net profit, Change in parentheses, Change %',
  bytes,
  checks: [
    same('revenue change = line changes', R.ty - R.ly, total(rev.map((x) => x.ty - x.ly))),
    same('cost change = line changes', C.ty - C.ly, total(costChange)),
    same('net change = revenue change − cost change', N.ty - N.ly, R.ty - R.ly - (C.ty - C.ly)),
    unique('revenue line growth %', revG),
    unique('cost line change', costChange),
    unique('cost line growth %', costG),
    holds('exactly one revenue line fell', falls.length === 1),
    holds('net profit is up on last year', N.ty > N.ly),
  ],
  questions: questionsFor('homestay', [
    [
      "What's total revenue this year?",
      { value: money(R.ty), means: 'Total revenue, Jan–Nov 2026' },
    ],
    [
      'Are we up on last year?',
      {
        value: [money(R.ty - R.ly), growth(R.ly, R.ty), money(N.ty - N.ly), growth(N.ly, N.ty)],
        tol: 0.01,
        means: 'Total revenue (or net profit) 2026 vs 2025: the change or the change %',
      },
    ],
    [
      'How much did room revenue grow?',
      {
        value: [growth(rev[0]!.ly, rev[0]!.ty), money(rev[0]!.ty - rev[0]!.ly)],
        tol: 0.01,
        means: 'Room revenue: Change % or Change',
      },
    ],
    [
      'Which revenue line grew the fastest?',
      { at: rev[argMax(revG)]!.name, means: 'the revenue line with the largest Change %' },
    ],
    ['What was net profit last year?', { value: money(N.ly), means: 'Net profit, Jan–Nov 2025' }],
    [
      'Which cost went up the most?',
      {
        at: [cost[argMax(costChange)]!.name, cost[argMax(costG)]!.name],
        means: 'the cost line with the largest Change (or Change %)',
      },
    ],
    [
      'How much did OTA commission cost us this year?',
      { value: money(cost[3]!.ty), means: 'OTA commission, Jan–Nov 2026' },
    ],
    [
      'Which revenue line fell compared to last year?',
      { at: rev[falls[0] ?? 0]!.name, means: 'the one revenue line with a negative Change' },
    ],
    [
      "What's our net margin this year?",
      { value: pct(N.ty, R.ty), means: 'Net profit / Total revenue, 2026, %' },
    ],
    [
      'What was the change in staff costs?',
      {
        value: [money(cost[0]!.ty - cost[0]!.ly), growth(cost[0]!.ly, cost[0]!.ty)],
        tol: 0.01,
        means: 'Staff costs: Change or Change %',
      },
    ],
    [
      'What share of revenue came from Ayurveda treatments this year?',
      { value: pct(rev[2]!.ty, R.ty), means: 'Ayurveda treatments / Total revenue, 2026, %' },
    ],
    [
      'What were total costs last year?',
      { value: money(C.ly), means: 'Total costs, Jan–Nov 2025' },
    ],
    [
      'How much more net profit did we make than last year?',
      { value: money(N.ty - N.ly), means: 'Net profit Change (2026 − 2025)' },
    ],
    [
      "What's food cost as a percentage of F&B revenue this year?",
      { value: pct(cost[1]!.ty, fb.ty), means: 'Food costs / Food & beverage, 2026, %' },
    ],
    ["What's our occupancy rate?", { refuse: true, means: 'no rooms or nights in the sheet' }],
    [
      'What will revenue be next year?',
      { refuse: true, means: 'a forecast; the sheet compares two past periods' },
    ],
  ]),
};
