/** A fencing contractor's budget vs actual (NZ$): Budget, Actual, Variance (actual - budget), a notes column. */
import ExcelJS from 'exceljs';
import { growth, money, pct } from '../../expect';
import { argMax, cell, int, questionsFor, REFUSE, rngFor, S, toBytes, type BlindBook } from './kit';

const NAME = 'fencing';
const r = rngFor(NAME);
const line = (lo: number, hi: number): [number, number] => {
  const b = int(r, lo, hi) * 1000000;
  return [b, b + int(r, -15, 20) * Math.round(b / 1000) + int(r, 1, 99)];
};
const income: Array<[string, [number, number]]> = [
  ['Fencing contracts', line(12, 20)],
  ['Gate installs', line(2, 5)],
  ['Repairs', line(1, 3)],
].map(([k, v]) => [k as string, (v as [number, number]).map((x) => x * 10) as [number, number]]);
const costs: Array<[string, [number, number]]> = [
  ['Timber', line(30, 50)],
  ['Wire and mesh', line(8, 15)],
  ['Concrete', line(5, 9)],
  ['Fuel', line(6, 10)],
  ['Labour hire', line(40, 60)],
  ['Equipment hire', line(5, 12)],
];
const tot = (xs: Array<[string, [number, number]]>, k: 0 | 1) => S(xs.map((x) => x[1][k]));
const tib = tot(income, 0),
  tia = tot(income, 1),
  tcb = tot(costs, 0),
  tca = tot(costs, 1);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('BvA H1');
  ws.addRow(['Kiwi Post & Rail Ltd']);
  ws.addRow(['Budget vs actual, six months to 30 September 2025']);
  ws.addRow(['NZ$']);
  ws.addRow([]);
  ws.addRow(['', 'Budget', 'Actual', 'Variance', 'Notes']);
  const put = (k: string, b: bigint | number, a: bigint | number, note = '') =>
    ws.addRow([k, cell(b), cell(a), cell(BigInt(a) - BigInt(b)), note]);
  ws.addRow(['INCOME']);
  income.forEach(([k, [b, a]]) => put(k, b, a));
  put('Total income', tib, tia);
  ws.addRow(['COSTS']);
  costs.forEach(([k, [b, a]], i) => put(k, b, a, i === 3 ? 'diesel price rise' : ''));
  put('Total costs', tcb, tca);
  ws.addRow([]);
  put('Net profit', tib - tcb, tia - tca);
  return toBytes(wb);
}

const over = costs.map(([, [b, a]]) => a - b);
const worst = argMax(over);

export const fencing: BlindBook = {
  name: NAME,
  business: 'fencing contractor (NZ$)',
  build,
  checks: [{ what: 'sum of cost variances = total cost variance', a: S(over), b: tca - tcb }],
  questions: questionsFor(NAME, [
    ['actual income total', { value: money(tia) }, 'Total income, Actual'],
    [
      'were we over or under budget on timber',
      { value: money(costs[0]![1][1] - costs[0]![1][0]), abs: true },
      'Timber Actual - Budget (sign either way)',
    ],
    [
      'how far over budget were costs overall',
      { value: money(tca - tcb), abs: true },
      'Total costs Actual - Budget',
    ],
    ['what did we actually spend on fuel', { value: money(costs[3]![1][1]) }, 'Fuel, Actual'],
    ['budget for labour hire', { value: money(costs[4]![1][0]) }, 'Labour hire, Budget'],
    [
      'biggest overspend',
      { value: money(over[worst]!), at: costs[worst]![0] },
      'cost line with the largest Actual - Budget',
    ],
    [
      'what % of budgeted income did we hit',
      { value: pct(tia, tib) },
      'Total income Actual / Budget * 100',
    ],
    ['actual net profit', { value: money(tia - tca) }, 'Net profit, Actual'],
    ['budgeted profit', { value: money(tib - tcb) }, 'Net profit, Budget'],
    [
      'concrete variance %',
      { value: growth(costs[2]![1][0], costs[2]![1][1]) },
      '(Actual - Budget) / Budget * 100, Concrete',
    ],
    ['gate installs actual', { value: money(income[1]![1][1]) }, 'Gate installs, Actual'],
    ["what's the budget for next year", REFUSE, 'only this half year on the sheet'],
    ['how many fences did we build', REFUSE, 'no job counts'],
  ]),
};
