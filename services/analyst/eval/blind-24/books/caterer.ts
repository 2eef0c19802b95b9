/** Caterer (₱): budget vs actual by line, two-row header (H1 / H2 over Budget, Actual), variance column. */
import ExcelJS from 'exceljs';
import { money, pct } from '../../expect';
import { argMax, cell, cents, putRow, sumB, type BookDef } from '../kit';

const LINES = [
  'Food ingredients',
  'Kitchen staff',
  'Servers (per event)',
  'Van & fuel',
  'Equipment rental',
  'Marketing',
  'Permits & licences',
] as const;

export const caterer: BookDef = {
  name: 'caterer',
  business: 'caterer, Cebu',
  build(rng) {
    const rows = LINES.map(() => {
      const b1 = cents(rng, 20000, 250000),
        b2 = cents(rng, 20000, 250000);
      const a1 = (b1 * BigInt(rng.int(80, 125))) / 100n,
        a2 = (b2 * BigInt(rng.int(80, 125))) / 100n;
      return { b1, a1, b2, a2 };
    });
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Budget v Actual');
    putRow(ws, 1, ['Lutong Bahay Catering – cost budget 2025 (PHP ₱)']);
    putRow(ws, 3, [undefined, 'H1', undefined, 'H2', undefined, 'Full year']);
    putRow(ws, 4, [
      'Cost line',
      'Budget',
      'Actual',
      'Budget',
      'Actual',
      'Budget',
      'Actual',
      'Variance (A-B)',
    ]);
    rows.forEach((x, i) =>
      putRow(ws, 5 + i, [
        LINES[i],
        cell(x.b1),
        cell(x.a1),
        cell(x.b2),
        cell(x.a2),
        cell(x.b1 + x.b2),
        cell(x.a1 + x.a2),
        cell(x.a1 + x.a2 - x.b1 - x.b2),
      ]),
    );
    const T = (f: (x: (typeof rows)[number]) => bigint): bigint => sumB(rows.map(f));
    const tb = T((x) => x.b1 + x.b2),
      ta = T((x) => x.a1 + x.a2);
    putRow(ws, 5 + LINES.length, [
      'Total',
      cell(T((x) => x.b1)),
      cell(T((x) => x.a1)),
      cell(T((x) => x.b2)),
      cell(T((x) => x.a2)),
      cell(tb),
      cell(ta),
      cell(ta - tb),
    ]);
    const over = rows.map((x) => x.a1 + x.a2 - x.b1 - x.b2);
    const worst = argMax(over);
    const overCount = over.filter((v) => v > 0n).length;
    return {
      workbook: wb,
      checks: [
        { what: 'half-year actuals = full-year actual', a: T((x) => x.a1) + T((x) => x.a2), b: ta },
      ],
      questions: [
        {
          question: 'are we over budget for the year? by how much',
          expect: { value: money(ta - tb), abs: true },
          means: 'full-year Actual - Budget (sign ignored: over or under by that much)',
        },
        {
          question: 'total actual spend 2025',
          expect: { value: money(ta) },
          means: 'Full year Actual, Total',
        },
        {
          question: 'what was the budget',
          expect: { value: money(tb) },
          means: 'Full year Budget, Total',
        },
        {
          question: 'which line blew the budget the most',
          expect: { at: LINES[worst] },
          means: 'largest Actual - Budget, full year',
        },
        {
          question: 'food ingredients actual in h2',
          expect: { value: money(rows[0]!.a2) },
          means: 'Food ingredients, H2 Actual',
        },
        {
          question: 'how many cost lines went over budget',
          expect: { value: String(overCount) },
          means: 'lines with full-year Actual > Budget',
        },
        {
          question: 'actual vs budget % for the year',
          expect: { value: pct(ta, tb) },
          means: 'Actual / Budget full year, percent',
        },
        {
          question: 'H1 actual spending',
          expect: { value: money(T((x) => x.a1)) },
          means: 'Total, H1 Actual',
        },
        {
          question: 'marketing variance',
          expect: { value: money(over[5]!) },
          means: 'Marketing, Variance (A-B)',
        },
        {
          question: 'what did the van cost us',
          expect: { value: money(rows[3]!.a1 + rows[3]!.a2) },
          means: 'Van & fuel, full-year Actual',
        },
        {
          question: 'kitchen staff budget for the second half',
          expect: { value: money(rows[1]!.b2) },
          means: 'Kitchen staff, H2 Budget',
        },
        {
          question: 'permits over or under? by how much %',
          expect: { value: pct(over[6]!, rows[6]!.b1 + rows[6]!.b2) },
          means: 'Permits variance / Permits budget, full year',
        },
        { question: 'what was our revenue', expect: { refuse: true }, means: 'a cost budget only' },
        {
          question: 'how much did the wedding in june cost',
          expect: { refuse: true },
          means: 'no per-event lines',
        },
      ],
    };
  },
};
