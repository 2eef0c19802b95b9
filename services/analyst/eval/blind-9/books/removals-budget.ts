/**
 * Removals firm budget vs actual (SEK), Q3 2025: a two-row header ("Q3 2025" over Budget /
 * Actual, then Variance and Notes), income and cost blocks with their own total lines, a "Net
 * result" line, and a "kr" unit line. Variance = Actual - Budget.
 */
import { money as m, pct } from '../../expect';
import { ExcelJS, argExtreme, asker, cell, rng, sumN, toBytes, type BlindBook } from '../kit';

const NAME = 'removals-budget';
const r = rng(NAME);
const INCOME: Array<[string, number, number]> = [
  ['Home moves', 0, 0],
  ['Office moves', 0, 0],
  ['Storage rental', 0, 0],
  ['Packing materials sold', 0, 0],
].map(([l]) => {
  const b = r.int(45_000_000, 120_000_000);
  return [l as string, b, Math.round(b * (0.85 + r.next() * 0.3))];
});
const COSTS: Array<[string, number, number]> = [
  'Crew wages',
  'Truck fuel',
  'Truck leasing',
  'Vehicle repairs',
  'Insurance',
  'Packing materials',
  'Office & admin',
].map((l) => {
  const b = r.int(3_000_000, 45_000_000);
  return [l, b, Math.round(b * (0.8 + r.next() * 0.45))];
});
const sumCol = (rows: Array<[string, number, number]>, c: 1 | 2): number =>
  sumN(rows.map((x) => x[c]));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Budget v Actual');
  ws.addRow(['Swift Flytt AB - budget vs actual']);
  ws.addRow(['kr (SEK)']);
  ws.addRow([]);
  ws.addRow(['', 'Q3 2025', null, 'Variance', 'Notes']);
  ws.mergeCells('B4:C4');
  ws.addRow(['', 'Budget', 'Actual', '', '']);
  const line = (l: string, b: number, a: number, note = ''): void =>
    void ws.addRow([l, cell(b), cell(a), cell(a - b), note]);
  ws.addRow(['Income']);
  INCOME.forEach(([l, b, a]) => line(`  ${l}`, b, a));
  line('Total income', sumCol(INCOME, 1), sumCol(INCOME, 2));
  ws.addRow(['Costs']);
  COSTS.forEach(([l, b, a]) =>
    line(`  ${l}`, b, a, l === 'Truck fuel' ? 'diesel price up in August' : ''),
  );
  line('Total costs', sumCol(COSTS, 1), sumCol(COSTS, 2));
  ws.addRow([]);
  line('Net result', sumCol(INCOME, 1) - sumCol(COSTS, 1), sumCol(INCOME, 2) - sumCol(COSTS, 2));
  for (const c of [2, 3, 4]) ws.getColumn(c).numFmt = '#,##0.00 "kr";-#,##0.00 "kr"';
  return toBytes(wb);
}

const { q, list } = asker(NAME);
const over = COSTS.map(([, b, a]) => a - b);
const most = argExtreme(over, 'max');
const costB = sumCol(COSTS, 1);
const costA = sumCol(COSTS, 2);
const incB = sumCol(INCOME, 1);
const incA = sumCol(INCOME, 2);
const fuel = COSTS[1]!;

q('total actual costs', { value: m(costA) }, 'Total costs, Actual');
q('what did we budget for costs', { value: m(costB) }, 'Total costs, Budget');
q(
  'how much over budget were we on fuel',
  { value: m(fuel[2] - fuel[1]), abs: true },
  'Truck fuel Actual - Budget (sign shown either way)',
);
q(
  'which cost was most over budget',
  { value: m(over[most]!), at: COSTS[most]![0] },
  'cost line with the largest Actual - Budget',
);
q(
  'income vs budget',
  { value: [m(incA - incB), pct(incA - incB, incB)] },
  'Total income variance, kr or percent',
);
q('actual income q3', { value: m(incA) }, 'Total income, Actual');
q(
  'how far over or under budget are costs in %',
  { value: pct(costA - costB, costB), abs: true },
  '(Actual - Budget) / Budget, total costs',
);
q('crew wages actual', { value: m(COSTS[0]![2]) }, 'Crew wages, Actual');
q(
  'how many cost lines came in under budget',
  { value: String(over.filter((v) => v < 0).length) },
  'count of cost lines with Actual < Budget',
);
q('net result', { value: m(incA - costA) }, 'Net result, Actual');
q('what was the budgeted net result', { value: m(incB - costB) }, 'Net result, Budget');
q('what will q4 look like', { refuse: true }, 'a forecast: not in the sheet');
q('storage rental budget', { value: m(INCOME[2]![1]) }, 'Storage rental, Budget');
q('how many moves did we do', { refuse: true }, 'the sheet has amounts, not job counts');

export const removalsBudget: BlindBook = {
  name: NAME,
  business: 'removals firm',
  shape: 'budget vs actual with two-row header, blocks, totals, net result, notes column',
  bytes,
  questions: list,
  checks: [
    [
      'net variance = income variance - cost variance',
      incA - costA - (incB - costB) === incA - incB - (costA - costB),
    ],
    ['fuel came in over budget', fuel[2] > fuel[1]],
    [
      'at least one line under and one over budget',
      over.some((v) => v < 0) && over.some((v) => v > 0),
    ],
  ],
};
