/**
 * Issue 13, pass 15 (W8): two stacked two-year tables, revenue and a volume by outlet: "where
 * do we sell the most bottles" ranks the outlets of the volume table by its latest year (or
 * the year named), never the revenue table and never the Total row. Variants: two cideries,
 * the volume's unit, a Total row or none, a title line or none, newest year first or last.
 */
import { answerQuestion } from './answer';
import { bookOf, type ShapeRow } from './pass5-shapes';

const BOOKS: Array<{ name: string; outlets: Array<[string, number, number, number, number]> }> = [
  {
    name: 'Hedgerow Cider',
    outlets: [
      ['Farm shop', 42000, 45500, 3100, 3300],
      ['Online', 61000, 70200, 3900, 4400],
      ['Wholesale', 88000, 84000, 14000, 13100],
      ['Markets', 12500, 14100, 900, 1050],
    ],
  },
  {
    name: 'Brook Brewery',
    outlets: [
      ['Taproom', 95000, 99000, 12000, 12500],
      ['Pubs', 70000, 76000, 16000, 15200],
      ['Festivals', 20000, 31000, 3000, 4600],
    ],
  },
];

const cases: Array<[string, ShapeRow[], Array<[string, string]>]> = [];
for (const book of BOOKS)
  for (const unit of ['Bottles', 'Cases'])
    for (const totalRow of [true, false])
      for (const title of [true, false])
        for (const newestFirst of [false, true]) {
          const years = newestFirst ? [2025, 2024] : [2024, 2025];
          const pick = (o: (typeof book.outlets)[number], k: 0 | 1, y: number): number =>
            o[1 + 2 * k + (y === 2024 ? 0 : 1)] as number;
          const rows: ShapeRow[] = title ? [[`${book.name} - two-year comparison`], []] : [];
          ([0, 1] as const).forEach((k) => {
            rows.push([k === 0 ? 'Revenue (£)' : `${unit} sold`], ['Outlet', ...years]);
            for (const o of book.outlets) rows.push([o[0], ...years.map((y) => pick(o, k, y))]);
            if (totalRow)
              rows.push([
                'Total',
                ...years.map((y) => book.outlets.reduce((s, o) => s + pick(o, k, y), 0)),
              ]);
            rows.push([]);
          });
          const best = (y: number, most: boolean): string =>
            [...book.outlets].sort(
              (a, b) => (most ? 1 : -1) * (pick(b, 1, y) - pick(a, 1, y)),
            )[0]![0];
          const w = unit.toLowerCase();
          cases.push([
            `${book.name}, ${unit}, total ${totalRow}, title ${title}, newest first ${newestFirst}`,
            rows,
            [
              [`where do we sell the most ${w}`, best(2025, true)],
              [`which outlet sold the fewest ${w}`, best(2025, false)],
              [`where did we sell the most ${w} in 2024`, best(2024, true)],
            ],
          ]);
        }

describe('W8: stacked two-year tables of revenue and a volume', () => {
  test.each(cases)('%s', async (_, rows, asks) => {
    const wb = await bookOf([{ name: 'Outlets', rows }]);
    for (const [q, outlet] of asks) {
      const a = answerQuestion(wb, q);
      expect([q, a.refused, a.text.split('\n')[0]!.includes(`: ${outlet} with`)]).toEqual([
        q,
        false,
        true,
      ]);
    }
  });
});
