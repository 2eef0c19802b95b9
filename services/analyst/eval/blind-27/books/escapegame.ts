/** Escape-game franchise, A$: budget vs actual with quarters as a two-row header (Q1/Q2/Q3 over Budget/Actual). */
import ExcelJS from 'exceljs';
import { growth, money } from '../../expect';
import { argMax, cell, questionsFor, rng, toBytes, total, type BlindBook } from '../lib';

const r = rng(11);
const rev = ['Bookings revenue', 'Party packages', 'Merchandise'];
const cost = ['Game masters wages', 'Franchise royalty', 'Rent', 'Marketing', 'Props & repairs'];
type BA = [number, number][]; // per quarter [budget, actual]
const mk = (lo: number, hi: number): BA =>
  [0, 1, 2].map(() => [r.int(lo, hi) * 100, r.int(lo, hi) * 100 + r.int(0, 99)]);
const revD: BA[] = [
  mk(8000000 / 100, 12000000 / 100),
  mk(1500000 / 100, 3000000 / 100),
  mk(200000 / 100, 600000 / 100),
];
const costD: BA[] = [
  mk(3000000 / 100, 4000000 / 100),
  mk(800000 / 100, 1200000 / 100),
  mk(1500000 / 100, 1500000 / 100),
  mk(300000 / 100, 900000 / 100),
  mk(100000 / 100, 500000 / 100),
];
const colTot = (ds: BA[], q: number, w: 0 | 1): bigint => total(ds.map((d) => d[q]![w]));
const ytd = (d: BA, w: 0 | 1): bigint => total(d.map((x) => x[w]));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('BvA 2026');
  ws.addRow(['Locked In Escape Rooms - Geelong franchise']);
  ws.addRow(['Budget vs actual, 2026 year to date (A$)']);
  ws.addRow(['', 'Q1', '', 'Q2', '', 'Q3', '']);
  ws.addRow(['Line', 'Budget', 'Actual', 'Budget', 'Actual', 'Budget', 'Actual']);
  const line = (l: string, d: Array<[bigint | number, bigint | number]>): void => {
    ws.addRow([l, ...d.flatMap(([b, a]) => [cell(b), cell(a)])]);
  };
  rev.forEach((l, i) => line(l, revD[i]!));
  line(
    'Total revenue',
    [0, 1, 2].map((q) => [colTot(revD, q, 0), colTot(revD, q, 1)]),
  );
  cost.forEach((l, i) => line(l, costD[i]!));
  line(
    'Total costs',
    [0, 1, 2].map((q) => [colTot(costD, q, 0), colTot(costD, q, 1)]),
  );
  line(
    'Net',
    [0, 1, 2].map((q) => [
      colTot(revD, q, 0) - colTot(costD, q, 0),
      colTot(revD, q, 1) - colTot(costD, q, 1),
    ]),
  );
  ws.addRow([]);
  ws.addRow(['Q4 not closed yet.']);
  return toBytes(wb);
}

const over = costD.map((d) => ytd(d, 1) - ytd(d, 0));
const revB = total(revD.map((d) => ytd(d, 0)));
const revA = total(revD.map((d) => ytd(d, 1)));
const netQ3 = colTot(revD, 2, 1) - colTot(costD, 2, 1);

export const escapegame: BlindBook = {
  name: 'escapegame',
  business: 'escape-game franchise',
  shape: 'budget vs actual, quarters as a two-row header',
  bytes,
  checks: [
    {
      what: 'YTD actual revenue by line = by quarter',
      a: revA,
      b: [0, 1, 2].reduce((a, q) => a + colTot(revD, q, 1), 0n),
    },
  ],
  questions: questionsFor('escapegame', [
    [
      'actual revenue in q2',
      { value: money(colTot(revD, 1, 1)), means: 'Total revenue, Q2 Actual' },
    ],
    [
      'what was the marketing budget for Q1',
      { value: money(costD[3]![0]![0]), means: 'Marketing, Q1 Budget' },
    ],
    [
      'rent variance in q3',
      {
        value: money(costD[2]![2]![1] - costD[2]![2]![0]),
        abs: true,
        means: 'Rent Q3 actual - budget (sign either way accepted)',
      },
    ],
    [
      'total actual revenue so far this year',
      { value: money(revA), means: 'Total revenue actual, Q1+Q2+Q3' },
    ],
    over.filter((v) => v === over[argMax(over)]).length === 1 && over[argMax(over)]! > 0n
      ? [
          'which cost is most over budget',
          {
            at: cost[argMax(over)],
            value: money(over[argMax(over)]!),
            means: 'cost line with the largest YTD actual - budget',
          },
        ]
      : ['which cost is most over budget', { refuse: true, means: 'none over budget or a tie' }],
    [
      'by how much were props & repairs over budget in q2',
      {
        value: money(costD[4]![1]![1] - costD[4]![1]![0]),
        means: 'Props & repairs Q2 actual - budget (negative = under)',
      },
    ],
    ['actual net for q3', { value: money(netQ3), means: 'Net, Q3 Actual' }],
    [
      'how far off budget is revenue ytd in %',
      {
        value: growth(revB, revA),
        abs: true,
        means: '(actual - budget) / budget, total revenue Q1-Q3, % (either sign)',
      },
    ],
    [
      'total costs actual ytd',
      { value: money(total(costD.map((d) => ytd(d, 1)))), means: 'Total costs actual, Q1-Q3' },
    ],
    ['merch sales q1', { value: money(revD[2]![0]![1]), means: 'Merchandise, Q1 Actual' }],
    [
      'budgeted party packages for the year so far',
      { value: money(ytd(revD[1]!, 0)), means: 'Party packages budget Q1-Q3' },
    ],
    ['actual revenue in q4', { refuse: true, means: 'Q4 not in the sheet' }],
    ['how many games did we run in q2', { refuse: true, means: 'no game counts' }],
  ]),
};
