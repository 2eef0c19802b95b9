/** An engineering consultancy's two-year comparison (A$): newest year first, years as text, variance and %. */
import ExcelJS from 'exceljs';
import { growth, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  int,
  questionsFor,
  REFUSE,
  rngFor,
  S,
  toBytes,
  type BlindBook,
} from './kit';

const NAME = 'engineering';
const r = rngFor(NAME);
const pair = (lo: number, hi: number): [number, number] => [
  int(r, lo, hi) * 100,
  int(r, lo, hi) * 100,
];
const income: Array<[string, [number, number]]> = [
  ['Structural fees', pair(400000, 650000)],
  ['Civil fees', pair(200000, 380000)],
  ['Expert witness', pair(20000, 60000)],
];
const costs: Array<[string, [number, number]]> = [
  ['Salaries', pair(300000, 420000)],
  ['Subcontractors', pair(60000, 140000)],
  ['Software licences', pair(15000, 30000)],
  ['PI insurance', pair(12000, 20000)],
  ['Office rent', pair(48000, 56000)],
  ['Travel', pair(8000, 25000)],
];
const tot = (xs: Array<[string, [number, number]]>, y: 0 | 1) => S(xs.map((x) => x[1][y]));
const ti: [bigint, bigint] = [tot(income, 0), tot(income, 1)];
const tc: [bigint, bigint] = [tot(costs, 0), tot(costs, 1)];
const pr: [bigint, bigint] = [ti[0] - tc[0], ti[1] - tc[1]];

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('FY25 v FY24');
  ws.addRow(['Halden Structural Engineers Pty Ltd']);
  ws.addRow(['Two-year comparison, years ended 30 June (A$)']);
  ws.addRow(['', 'FY2025', 'FY2024', 'Variance', 'Var %']);
  const put = (k: string, a: bigint | number, b: bigint | number) =>
    ws.addRow([
      k,
      cell(a),
      cell(b),
      cell(BigInt(a) - BigInt(b)),
      Number(BigInt(a) - BigInt(b)) / Number(b),
    ]);
  ws.addRow(['Income']);
  income.forEach(([k, [a, b]]) => put(k, a, b));
  put('Total income', ti[0], ti[1]);
  ws.addRow(['Costs']);
  costs.forEach(([k, [a, b]]) => put(k, a, b));
  put('Total costs', tc[0], tc[1]);
  ws.addRow([]);
  put('Profit', pr[0], pr[1]);
  ws.getColumn(5).numFmt = '0.0%';
  return toBytes(wb);
}

const costGrowth = costs.map(([, [a, b]]) =>
  Number(((BigInt(a) - BigInt(b)) * 1000000n) / BigInt(b)),
);
const fastest = argMax(costGrowth);
const costVar = costs.map(([, [a, b]]) => a - b);
const fell = argMin(costVar);

export const engineering: BlindBook = {
  name: NAME,
  business: 'engineering consultancy (A$)',
  build,
  checks: [
    {
      what: 'profit variance = income variance - cost variance',
      a: pr[0] - pr[1],
      b: ti[0] - ti[1] - (tc[0] - tc[1]),
    },
  ],
  questions: questionsFor(NAME, [
    [
      'compare profit this year to last',
      { value: [money(pr[0] - pr[1]), growth(pr[1], pr[0])] },
      'Profit variance FY2025 - FY2024, or its % change (either accepted)',
    ],
    ['total income fy2025', { value: money(ti[0]) }, 'Total income, FY2025'],
    ['what was profit last year', { value: money(pr[1]) }, 'Profit, FY2024'],
    [
      'how much more did we spend on subcontractors',
      { value: money(costs[1]![1][0] - costs[1]![1][1]) },
      'Subcontractors variance FY2025 - FY2024',
    ],
    [
      'travel % change',
      { value: growth(costs[5]![1][1], costs[5]![1][0]) },
      '(FY2025 - FY2024) / FY2024 * 100, Travel',
    ],
    [
      'which cost grew fastest',
      { value: growth(costs[fastest]![1][1], costs[fastest]![1][0]), at: costs[fastest]![0] },
      'cost line with the largest % change',
    ],
    ['salaries this year', { value: money(costs[0]![1][0]) }, 'Salaries, FY2025'],
    [
      'income growth',
      { value: growth(ti[1], ti[0]) },
      '(FY2025 - FY2024) / FY2024 * 100, Total income',
    ],
    [
      'profit margin this year',
      { value: pct(pr[0], ti[0]) },
      'Profit / Total income * 100, FY2025',
    ],
    ['expert witness fees last year', { value: money(income[2]![1][1]) }, 'Expert witness, FY2024'],
    [
      'which cost fell the most',
      { value: money(costVar[fell]!), at: costs[fell]![0], abs: true },
      'cost line with the most negative variance (sign either way)',
    ],
    ['income in fy2023', REFUSE, 'only FY2025 and FY2024 on the sheet'],
    ['how many projects did we run', REFUSE, 'no project counts'],
  ]),
};
