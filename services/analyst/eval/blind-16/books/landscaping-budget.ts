/**
 * Landscaping firm (Calgary, C$): budget vs actual by quarter, a two-row header with the
 * quarter over Budget / Actual pairs, a full-year block at the right, costs and revenue in
 * two sections, a footnote.
 */
import ExcelJS from 'exceljs';
import { pct } from '../../expect';
import {
  argMax,
  asker,
  cell,
  m,
  randInt,
  rngFor,
  sumB,
  toBytes,
  writeRows,
  type BlindBook,
  type RowValue,
} from '../lib';

const NAME = 'landscaping-budget';
const LINES = [
  'Fuel',
  'Plants & sod',
  'Equipment rental',
  'Crew wages',
  'Truck maintenance',
  'Dump fees',
];

export const landscapingBudget: BlindBook = {
  name: NAME,
  business: 'landscaping budget vs actual, C$',
  async build() {
    const r = rngFor(NAME);
    const budget = LINES.map(() =>
      [0, 1, 2, 3].map((q) => BigInt(randInt(r, 4000, 30000) * (q === 1 || q === 2 ? 300 : 80))),
    );
    const actual = budget.map((row) => row.map((b) => (b * BigInt(randInt(r, 80, 125))) / 100n));
    const fyB = budget.map((row) => sumB(row));
    const fyA = actual.map((row) => sumB(row));
    const tB = sumB(fyB);
    const tA = sumB(fyA);

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Budget v Actual');
    const hdr1: RowValue[] = ['Cost line'];
    const hdr2: RowValue[] = [null];
    for (const q of ['Q1', 'Q2', 'Q3', 'Q4']) {
      hdr1.push(q, null);
      hdr2.push('Budget', 'Actual');
    }
    hdr1.push('Full year', null, null);
    hdr2.push('Budget', 'Actual', 'Variance');
    const rows: RowValue[][] = [
      ['Prairie Roots Landscaping — operating costs 2025, CAD'],
      [],
      hdr1,
      hdr2,
      ...LINES.map((l, i) => [
        l,
        ...[0, 1, 2, 3].flatMap((q) => [cell(budget[i]![q]!), cell(actual[i]![q]!)]),
        cell(fyB[i]!),
        cell(fyA[i]!),
        cell(fyA[i]! - fyB[i]!),
      ]),
      [
        'Total costs',
        ...[0, 1, 2, 3].flatMap((q) => [
          cell(sumB(budget.map((x) => x[q]!))),
          cell(sumB(actual.map((x) => x[q]!))),
        ]),
        cell(tB),
        cell(tA),
        cell(tA - tB),
      ],
      [],
      ['Variance = Actual - Budget; positive means over budget.'],
    ];
    writeRows(ws, 1, rows);
    for (const [a, b] of [
      [2, 3],
      [4, 5],
      [6, 7],
      [8, 9],
    ] as const)
      ws.mergeCells(3, a, 3, b);
    ws.mergeCells(3, 10, 3, 12);

    const over = fyA.map((a, i) => a - fyB[i]!);
    const q3A = sumB(actual.map((x) => x[2]!));
    const q3B = sumB(budget.map((x) => x[2]!));
    const { qs, ask, refuse } = asker(NAME);
    ask(
      'are we over budget for the year and by how much',
      { value: m(tA - tB), abs: true },
      'total Actual - total Budget (sign: over if positive); magnitude compared',
    );
    ask('total actual costs', { value: m(tA) }, 'Full year Actual, Total costs');
    ask('what was the fuel budget for the year', { value: m(fyB[0]!) }, 'Fuel, Full year Budget');
    ask('actual fuel spend in Q2', { value: m(actual[0]![1]!) }, 'one cell');
    ask(
      'which cost line is most over budget',
      { at: LINES[argMax(over)]! },
      'largest Actual - Budget over the full year',
    );
    ask(
      'crew wages actual vs budget',
      { value: [m(over[3]!), pct(over[3]!, fyB[3]!)] },
      'full-year variance in C$ or % of budget, either accepted',
    );
    ask('how much did we spend in Q3', { value: m(q3A) }, 'Q3 Actual, all lines');
    ask('q3 variance', { value: m(q3A - q3B), abs: true }, 'Q3 Actual - Budget, total');
    ask('total budget 2025', { value: m(tB) }, 'Full year Budget, Total costs');
    ask('dump fees actual full year', { value: m(fyA[5]!) }, 'one cell');
    ask(
      'plants and sod % over or under budget',
      { value: pct(over[1]!, fyB[1]!), abs: true },
      '(Actual-Budget)/Budget *100 full year, magnitude',
    );
    ask('equipment rental budget in q4', { value: m(budget[2]![3]!) }, 'one cell');
    refuse('how much revenue did we make', 'only costs on the sheet');
    refuse('what should next years budget be', 'a judgement, not a figure on the sheet');

    return {
      bytes: await toBytes(wb),
      questions: qs,
      checks: [['full-year actual = sum of quarters', tA, sumB(actual.flat())]],
    };
  },
};
