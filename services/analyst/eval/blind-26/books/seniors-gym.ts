/** A gym for seniors: budget vs actual by category, A$, two-row header, notes column. */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import { SEED, argMax, asker, cell, rng, sumB, toBytes, type BlindBook } from '../kit';

const r = rng(SEED + 11);
const inc = ['Memberships', 'Aqua classes', 'Physio referrals']
  .map((n) => ({ n, b: BigInt(r.int(40_000_00, 260_000_00)) }))
  .map((x) => ({ ...x, a: (x.b * BigInt(r.int(82, 118))) / 100n }));
const exp = ['Instructor wages', 'Pool heating', 'Rent', 'Equipment', 'Insurance', 'Marketing']
  .map((n) => ({ n, b: BigInt(r.int(8_000_00, 120_000_00)) }))
  .map((x) => ({ ...x, a: (x.b * BigInt(r.int(80, 135))) / 100n }));
const T = (xs: Array<{ b: bigint; a: bigint }>, k: 'a' | 'b'): bigint => sumB(xs.map((x) => x[k]));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Budget v Actual');
  ws.addRow(['Silver Strength Gym — FY 2025-26 (A$)']);
  ws.addRow([null, 'FY 2025-26', null, null, null]);
  ws.addRow(['Category', 'Budget', 'Actual', 'Variance', 'Notes']);
  ws.mergeCells('B2:D2');
  const add = (label: string, b: bigint, a: bigint, note?: string): void => {
    const row = ws.addRow([label, cell(b), cell(a), cell(a - b), note ?? null]);
    [2, 3, 4].forEach((c) => (row.getCell(c).numFmt = '#,##0.00'));
  };
  ws.addRow(['Income']);
  inc.forEach((x) => add(x.n, x.b, x.a));
  add('Total income', T(inc, 'b'), T(inc, 'a'));
  ws.addRow([]);
  ws.addRow(['Expenses']);
  exp.forEach((x, i) => add(x.n, x.b, x.a, i === 1 ? 'gas price rise in winter' : undefined));
  add('Total expenses', T(exp, 'b'), T(exp, 'a'));
  ws.addRow([]);
  add('Surplus', T(inc, 'b') - T(exp, 'b'), T(inc, 'a') - T(exp, 'a'));
  return toBytes(wb);
}

const { qs, q } = asker('seniors-gym');
const over = argMax(exp, (x) => x.a - x.b);
const surplusA = T(inc, 'a') - T(exp, 'a');
q(
  'are we over budget on expenses',
  { value: [hundredths(T(exp, 'a') - T(exp, 'b')), pct(T(exp, 'a') - T(exp, 'b'), T(exp, 'b'))] },
  'Total expenses Actual - Budget (positive = over), or that as % of Budget',
);
q('total actual income', { value: hundredths(T(inc, 'a')) }, 'Total income, Actual');
q('what did we budget for pool heating', { value: hundredths(exp[1]!.b) }, 'Pool heating, Budget');
q('pool heating actual', { value: hundredths(exp[1]!.a) }, 'Pool heating, Actual');
q(
  'biggest overspend',
  { value: hundredths(over.a - over.b), at: over.n },
  'expense with the largest Actual - Budget',
);
q('actual surplus', { value: hundredths(surplusA) }, 'Surplus, Actual');
q('budgeted surplus', { value: hundredths(T(inc, 'b') - T(exp, 'b')) }, 'Surplus, Budget');
q(
  'memberships vs budget in %',
  { value: pct(inc[0]!.a - inc[0]!.b, inc[0]!.b) },
  '(Actual - Budget) / Budget * 100 for Memberships',
);
q(
  'how much did instructors cost',
  { value: hundredths(exp[0]!.a) },
  'Instructor wages, Actual (cost = what was spent)',
);
q('total expenses budget', { value: hundredths(T(exp, 'b')) }, 'Total expenses, Budget');
q(
  'what % of the expense budget did we use',
  { value: pct(T(exp, 'a'), T(exp, 'b')) },
  'Total expenses Actual / Budget * 100',
);
q('marketing variance', { value: hundredths(exp[5]!.a - exp[5]!.b) }, 'Marketing Actual - Budget');
q('how many members do we have', { refuse: true }, 'no member counts');
q('how are we tracking', { refuse: true }, 'too vague: income, expenses or surplus? ask back');

export const seniorsGym: BlindBook = {
  name: 'seniors-gym',
  business: 'gym for seniors, budget vs actual (A$)',
  build,
  questions: qs,
  checks: [
    [
      'surplus = income - expenses (actual)',
      surplusA,
      sumB(inc.map((x) => x.a)) - sumB(exp.map((x) => x.a)),
    ],
  ],
};
