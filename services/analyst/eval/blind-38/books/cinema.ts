/**
 * cinema: an independent cinema's budget 2026 with a full-year Budget column and a merged
 * "Year to date (Jan–Nov)" group (Budget, Actual, Variance, Var %) over a two-row header;
 * income and cost lines with totals and the net result, in EUR. "This year" = 2026, "so far"
 * = January–November 2026.
 */
import ExcelJS from 'exceljs';
import { divRound, growth, money, pct } from '../../expect';
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
  widths,
  type BlindBook,
} from '../lib';

const r = rng(14);
type Spec = [string, number, number, number, number];
const INC: Spec[] = [
  ['Ticket sales', 260000, 300000, 85, 95],
  ['Concessions', 90000, 120000, 90, 112],
  ['Private hire', 20000, 35000, 95, 130],
  ['Memberships', 25000, 40000, 92, 110],
  ['Grants', 30000, 45000, 100, 100],
];
const COST: Spec[] = [
  ['Film rental', 110000, 130000, 88, 100],
  ['Concessions stock', 30000, 40000, 92, 112],
  ['Staff', 120000, 140000, 97, 106],
  ['Rent', 48000, 48000, 100, 100],
  ['Utilities', 18000, 24000, 105, 125],
  ['Marketing', 12000, 18000, 85, 110],
];
const make = (s: Spec[]): Array<{ name: string; fy: bigint; bud: bigint; act: bigint }> =>
  s.map(([name, lo, hi, flo, fhi]) => {
    const fy = BigInt(r.int(lo, hi) * 100);
    const bud = divRound(fy * 11n, 12n);
    const act = divRound(bud * BigInt(r.int(flo * 10, fhi * 10)), 1000n) + BigInt(r.int(0, 99));
    return { name, fy, bud, act };
  });
const inc = make(INC);
const cost = make(COST);
type L = (typeof inc)[number];
const sumK = (xs: L[], k: 'fy' | 'bud' | 'act'): bigint => total(xs.map((x) => x[k]));
const I = { fy: sumK(inc, 'fy'), bud: sumK(inc, 'bud'), act: sumK(inc, 'act') };
const C = { fy: sumK(cost, 'fy'), bud: sumK(cost, 'bud'), act: sumK(cost, 'act') };
const NET = { fy: I.fy - C.fy, bud: I.bud - C.bud, act: I.act - C.act };
const costOver = cost.map((x) => x.act - x.bud);
const costOverBp = cost.map((x) => Math.round(Number(growth(x.bud, x.act)) * 100));
const incVar = inc.map((x) => x.act - x.bud);
const abs = (x: bigint): bigint => (x < 0n ? -x : x);
const absPct = (a: bigint, b: bigint): string => growth(b, a).replace('-', '');
const tickets = inc[0]!;
const conc = inc[1]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Budget 2026');
  const rows: unknown[][] = [
    ['Kino Lumière — Budget 2026'],
    ['Year to date: January – November 2026'],
    [],
    [undefined, 'Full year', 'Year to date (Jan–Nov)'],
    ['Line', 'Budget 2026', 'Budget', 'Actual', 'Variance', 'Var %'],
  ];
  const bolds = [4, 5];
  const line = (name: string, fy: bigint, bud: bigint, act: bigint, b = false): void => {
    rows.push([
      name,
      cell(fy),
      cell(bud),
      cell(act),
      cell(act - bud),
      Number(act - bud) / Number(bud),
    ]);
    if (b) bolds.push(rows.length);
  };
  rows.push(['Income']);
  bolds.push(rows.length);
  for (const x of inc) line(x.name, x.fy, x.bud, x.act);
  line('Total income', I.fy, I.bud, I.act, true);
  rows.push([], ['Costs']);
  bolds.push(rows.length);
  for (const x of cost) line(x.name, x.fy, x.bud, x.act);
  line('Total costs', C.fy, C.bud, C.act, true);
  rows.push([]);
  line('Net result', NET.fy, NET.bud, NET.act, true);
  putRows(ws, rows);
  for (const b of bolds) bold(ws, b);
  ws.mergeCells('C4:F4');
  ws.getCell('C4').alignment = { horizontal: 'center' };
  formatCols(ws, [2, 3, 4, 5], '#,##0.00 "€";-#,##0.00 "€"');
  formatCols(ws, [6], '0.0%');
  widths(ws, [22, 14, 14, 14, 12, 8]);
  return toBytes(wb);
}

export const cinema: BlindBook = {
  name: 'cinema',
  business: 'independent cinema',
  shape:
    'budget 2026: full-year Budget, merged "Year to date" group (Budget, Actual, Variance, Var %), two-row header; income, costs, net result',
  bytes,
  checks: [
    same('income variance = line variances', I.act - I.bud, total(incVar)),
    same('cost variance = line variances', C.act - C.bud, total(costOver)),
    same(
      'net = income − costs (actual)',
      NET.act,
      total(inc.map((x) => x.act)) - total(cost.map((x) => x.act)),
    ),
    unique('cost overspend €', costOver),
    unique('cost overspend %', costOverBp),
    unique('income line variance', incVar),
    holds('ticket sales behind budget', tickets.act < tickets.bud),
    holds(
      'an income line beat budget',
      incVar.some((v) => v > 0n),
    ),
  ],
  questions: questionsFor('cinema', [
    [
      "What's actual income year to date?",
      { value: money(I.act), means: 'Total income, Year to date Actual' },
    ],
    [
      'Are we over or under budget on costs?',
      {
        value: [money(abs(C.act - C.bud)), absPct(C.act, C.bud)],
        abs: true,
        tol: 0.01,
        means: 'Total costs YTD Actual − Budget, in € or %, compared by size',
      },
    ],
    [
      "What's the full-year budget for marketing?",
      { value: money(cost[5]!.fy), means: 'Marketing, Budget 2026 (full year)' },
    ],
    [
      'How much have we spent on film rental so far this year?',
      { value: money(cost[0]!.act), means: 'Film rental, YTD Actual' },
    ],
    [
      'Which cost line is most over budget?',
      {
        at: [cost[argMax(costOver)]!.name, cost[argMax(costOverBp)]!.name],
        means: 'the cost line with the largest Variance (or Var %)',
      },
    ],
    [
      'How far behind budget are ticket sales?',
      {
        value: [money(abs(tickets.act - tickets.bud)), absPct(tickets.act, tickets.bud)],
        abs: true,
        tol: 0.01,
        means: 'Ticket sales YTD Variance, € or %, by size',
      },
    ],
    [
      "What's our net result year to date?",
      { value: money(NET.act), means: 'Net result, YTD Actual' },
    ],
    [
      'What was the budgeted net result for the full year?',
      { value: money(NET.fy), means: 'Net result, Budget 2026' },
    ],
    [
      'How much of the staff budget is left for the rest of the year?',
      { value: money(cost[2]!.fy - cost[2]!.act), means: 'Staff: full-year Budget − YTD Actual' },
    ],
    [
      'What share of income comes from concessions?',
      { value: pct(conc.act, I.act), means: 'Concessions / Total income, YTD Actual, %' },
    ],
    [
      'How did concessions do against budget?',
      {
        value: [money(abs(conc.act - conc.bud)), absPct(conc.act, conc.bud)],
        abs: true,
        tol: 0.01,
        means: 'Concessions YTD Variance, € or %, by size',
      },
    ],
    [
      'Which income line beat budget by the most?',
      {
        at: inc[argMax(incVar)]!.name,
        means: 'the income line with the largest positive Variance',
      },
    ],
    [
      "What's the total income budget for the year?",
      { value: money(I.fy), means: 'Total income, Budget 2026' },
    ],
    [
      'How much private hire income have we had so far?',
      { value: money(inc[2]!.act), means: 'Private hire, YTD Actual' },
    ],
    [
      'What did we make in October?',
      { refuse: true, means: 'no monthly figures, only the year to date' },
    ],
    ['How many tickets did we sell?', { refuse: true, means: 'amounts only, no ticket counts' }],
  ]),
};
