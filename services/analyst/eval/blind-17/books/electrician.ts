/** Electrician (A$): budget vs actual, totals row at the TOP, variance = actual - budget. */
import ExcelJS from 'exceljs';
import { growth, hundredths, pct, sum } from '../../expect';
import { REFUSE, argmax, asker, bytes, cell, int, rng, sheet, type BlindBook } from '../kit';

const r = rng(17713);
const lines = [
  'Vans & fuel',
  'Tools & equipment',
  'Cable & fittings',
  'Subcontractors',
  'Insurance',
  'Advertising',
  'Phone & internet',
  'Training & licences',
];
const budget = lines.map(() => BigInt(int(r, 300, 4800) * 1000));
const actual = budget.map((b) => (b * BigInt(int(r, 80, 125))) / 100n);
const varc = lines.map((_, i) => actual[i]! - budget[i]!);
const tb = sum(budget);
const ta = sum(actual);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  sheet(wb, 'FY25 Budget v Actual', [
    ['Sparkright Electrical Pty Ltd'],
    ['Operating costs - budget vs actual, FY 2024-25 (AUD)'],
    [],
    ['Cost line', 'Budget', 'Actual', 'Variance (Actual - Budget)', 'Variance %'],
    ['TOTAL', cell(tb), cell(ta), cell(ta - tb), Number(growth(tb, ta))],
    ...lines.map((l, i) => [
      l,
      cell(budget[i]!),
      cell(actual[i]!),
      cell(varc[i]!),
      Number(growth(budget[i]!, actual[i]!)),
    ]),
    [],
    ['Positive variance = overspent'],
  ]);
  return bytes(wb);
}

const { q, list } = asker('electrician');
const worst = argmax(varc);
const over = varc.filter((v) => v > 0n).length;
q('total budget', { value: hundredths(tb) }, 'TOTAL row, Budget');
q('what did we actually spend', { value: hundredths(ta) }, 'TOTAL row, Actual');
q(
  'are we over or under budget overall and by how much',
  { value: hundredths(ta - tb), abs: true },
  'actual - budget on totals (sign accepted either way)',
);
q(
  'biggest overspend',
  { value: hundredths(varc[worst]!), at: lines[worst]! },
  'line with the largest Actual - Budget',
);
q(
  'how many lines went over budget',
  { value: String(over) },
  'count of lines with Actual > Budget',
);
q('fuel actual', { value: hundredths(actual[0]!) }, 'Vans & fuel, Actual');
q(
  'how far off budget were tools in percent',
  { value: growth(budget[1]!, actual[1]!), abs: true },
  '(actual-budget)/budget x 100 for Tools & equipment',
);
q('advertising budget', { value: hundredths(budget[5]!) }, 'one cell');
q('what did subcontractors cost us', { value: hundredths(actual[3]!) }, 'Subcontractors, Actual');
q('variance on insurance', { value: hundredths(varc[4]!), abs: true }, 'Insurance Actual - Budget');
q(
  'what share of actual spend was cable and fittings',
  { value: pct(actual[2]!, ta) },
  'Cable & fittings actual / total actual x 100',
);
q(
  'how much did phone and internet run',
  { value: hundredths(actual[6]!) },
  'Phone & internet, Actual',
);
q('what is the budget for next year', REFUSE, 'FY 2024-25 only');
q('which jobs used the most cable', REFUSE, 'no jobs on the sheet');
export const electrician: BlindBook = {
  name: 'electrician',
  business: 'electrician',
  build,
  questions: list,
};
