/**
 * Issue 13, pass 15 (W9): on an AP aging report, "how many suppliers are we late paying" is
 * the suppliers with anything past due (every bucket after Current), never every supplier.
 * Variants: bucket headings, a Total row or none, 0–2 title lines, two ledgers.
 */
import { answerQuestion } from './answer';
import { bookOf, type ShapeRow } from './pass5-shapes';

const HEADINGS = [
  ['Supplier', 'Current', '1-30', '31-60', '61-90', '90+', 'Total'],
  ['Vendor', 'Current', '1-30 days', '31-60 days', '61-90 days', 'Over 90 days', 'Total'],
];
const LEDGERS: Array<Array<[string, number[]]>> = [
  [
    ['Acme Flour', [1200, 0, 0, 0, 0]],
    ['Best Eggs', [300, 450, 0, 0, 0]],
    ['Cane Sugar Co', [0, 0, 220, 0, 0]],
    ['Dairy Direct', [800, 0, 0, 0, 0]],
    ['Eco Boxes', [0, 0, 0, 0, 130]],
  ],
  [
    ['Fern Print', [0, 90, 0, 0, 0]],
    ['Gale Freight', [640, 0, 0, 0, 0]],
    ['Hart Paper', [210, 0, 0, 75, 0]],
    ['Inkwell', [150, 0, 0, 0, 0]],
  ],
];

const cases: Array<[string, ShapeRow[], number]> = [];
LEDGERS.forEach((ledger, li) =>
  HEADINGS.forEach((heading, hi) =>
    [0, 1, 2].forEach((titleLines) =>
      [true, false].forEach((totalRow) => {
        const rows: ShapeRow[] = ['Accounts payable aging', 'As at 31 March 2025']
          .slice(0, titleLines)
          .map((t) => [t]);
        if (titleLines) rows.push([]);
        rows.push(heading);
        for (const [name, b] of ledger) rows.push([name, ...b, b.reduce((x, y) => x + y, 0)]);
        if (totalRow) {
          const sums = [0, 1, 2, 3, 4].map((i) => ledger.reduce((s, [, b]) => s + b[i]!, 0));
          rows.push(['Total', ...sums, sums.reduce((x, y) => x + y, 0)]);
        }
        const late = ledger.filter(([, b]) => b.slice(1).some((x) => x > 0)).length;
        cases.push([
          `ledger ${li}, headings ${hi}, ${titleLines} title, total ${totalRow}`,
          rows,
          late,
        ]);
      }),
    ),
  ),
);

describe('W9: suppliers paid late on an AP aging', () => {
  test.each(cases)('%s', async (_, rows, late) => {
    const wb = await bookOf([{ name: 'AP aging', rows }]);
    for (const q of ['how many suppliers are we late paying', 'how many suppliers are overdue']) {
      const a = answerQuestion(wb, q);
      expect([q, a.refused, Number(a.figures[0]?.value)]).toEqual([q, false, late]);
    }
  });
});
