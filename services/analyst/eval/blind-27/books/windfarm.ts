/** Wind-farm maintenance firm, £: QuickBooks-style P&L export, title rows, indented accounts, quarters as columns + Total, footer line. */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import { argMax, cell, questionsFor, rng, toBytes, total, type BlindBook } from '../lib';

const r = rng(5);
const q = (lo: number, hi: number): number[] => [0, 1, 2, 3].map(() => r.int(lo, hi));
const incomeAcc: Array<[string, number[]]> = [
  ['Retainer fees', q(9000000, 11000000)],
  ['Call-out repairs', q(2000000, 6000000)],
  ['Parts resale', q(500000, 1500000)],
];
const cogsAcc: Array<[string, number[]]> = [
  ['Parts purchased', q(400000, 1200000)],
  ['Subcontractors', q(1500000, 3500000)],
];
const expAcc: Array<[string, number[]]> = [
  ['Vehicle fuel', q(300000, 700000)],
  ['Crane hire', q(800000, 2500000)],
  ['Insurance', q(400000, 450000)],
  ['Safety training', q(100000, 600000)],
  ['Office', q(200000, 350000)],
];
const colSum = (accs: Array<[string, number[]]>): bigint[] =>
  [0, 1, 2, 3].map((i) => total(accs.map((a) => a[1][i]!)));
const inc = colSum(incomeAcc);
const cg = colSum(cogsAcc);
const ex = colSum(expAcc);
const gp = inc.map((v, i) => v - cg[i]!);
const net = gp.map((v, i) => v - ex[i]!);
const T = (xs: Array<bigint | number>): bigint => total(xs);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  ws.addRow(['Gale Line Turbine Services Ltd']);
  ws.addRow(['Profit and Loss']);
  ws.addRow(['January - December 2025']);
  ws.addRow([]);
  ws.addRow(['', 'Jan - Mar 2025', 'Apr - Jun 2025', 'Jul - Sep 2025', 'Oct - Dec 2025', 'Total']);
  const line = (label: string, xs: Array<bigint | number>): void => {
    ws.addRow([label, ...xs.map(cell), cell(T(xs))]);
  };
  ws.addRow(['Income']);
  for (const [a, xs] of incomeAcc) line(`   ${a}`, xs);
  line('Total Income', inc);
  ws.addRow(['Cost of Goods Sold']);
  for (const [a, xs] of cogsAcc) line(`   ${a}`, xs);
  line('Total Cost of Goods Sold', cg);
  line('Gross Profit', gp);
  ws.addRow(['Expenses']);
  for (const [a, xs] of expAcc) line(`   ${a}`, xs);
  line('Total Expenses', ex);
  line('Net Operating Income', net);
  line('Net Income', net);
  ws.addRow([]);
  ws.addRow([]);
  ws.addRow(['Accrual Basis Tuesday, 6 January 2026 09:12 AM GMT+00:00']);
  return toBytes(wb);
}

const bestQ = argMax(net);
const qNames = [
  ['Q1', 'Jan - Mar'],
  ['Q2', 'Apr - Jun'],
  ['Q3', 'Jul - Sep'],
  ['Q4', 'Oct - Dec'],
];

export const windfarm: BlindBook = {
  name: 'windfarm',
  business: 'wind-farm maintenance (retainers)',
  shape: 'QuickBooks-style P&L export with title rows, indented accounts, quarter columns',
  bytes,
  checks: [{ what: 'net = income - cogs - expenses (year)', a: T(net), b: T(inc) - T(cg) - T(ex) }],
  questions: questionsFor('windfarm', [
    [
      'how much did the retainers bring in last year',
      { value: money(T(incomeAcc[0]![1])), means: 'Retainer fees, Total column' },
    ],
    ['total income 2025', { value: money(T(inc)), means: 'Total Income, Total column' }],
    ['net income for the year', { value: money(T(net)), means: 'Net Income, Total column' }],
    ['gross profit', { value: money(T(gp)), means: 'Gross Profit, Total column' }],
    [
      'what did we spend on fuel in Q3',
      { value: money(expAcc[0]![1][2]!), means: 'Vehicle fuel, Jul - Sep 2025' },
    ],
    [
      'which quarter made the most money',
      {
        at: qNames[bestQ]!,
        value: money(net[bestQ]!),
        means: 'quarter with the largest Net Income',
      },
    ],
    [
      'crane hire for the year',
      { value: money(T(expAcc[1]![1])), means: 'Crane hire, Total column' },
    ],
    [
      'total expenses in the second quarter',
      {
        value: [money(ex[1]!), money(ex[1]! + cg[1]!)],
        means:
          'Total Expenses, Apr - Jun 2025 (the QuickBooks "Expenses" section); all costs incl. COGS also accepted: both readings are reasonable',
      },
    ],
    [
      'gross margin for the year',
      { value: pct(T(gp), T(inc)), means: 'Gross Profit / Total Income, Total column, %' },
    ],
    [
      'how much did income grow from q1 to q4 (%)',
      { value: growth(inc[0]!, inc[3]!), means: '(Q4 Total Income - Q1) / Q1, %' },
    ],
    [
      'subcontractors as a share of cost of goods sold',
      {
        value: pct(T(cogsAcc[1]![1]), T(cg)),
        means: 'Subcontractors / Total Cost of Goods Sold, year, %',
      },
    ],
    [
      'average quarterly income',
      { value: meanCents(T(inc), 4), means: 'Total Income / 4 quarters' },
    ],
    [
      'how much did the Hornsea contract pay us',
      { refuse: true, means: 'no per-client figures in the export' },
    ],
    ['fuel in august', { refuse: true, means: 'quarters only, no months' }],
  ]),
};
