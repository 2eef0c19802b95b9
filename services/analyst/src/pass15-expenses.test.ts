/**
 * Issue 13, pass 15 (M3): an expense log with category subtotals (Date | Description |
 * Category | Amount): the biggest spending category is the largest subtotal, "<category>
 * spend" its lines added, "how many bills did we pay" the count of line rows (no subtotal,
 * total or heading rows). Variants: a heading row per category or none, blank rows after the
 * subtotals or none, the subtotal's words, 0–2 title lines, two businesses.
 */
import { answerQuestion } from './answer';
import { bookOf, type ShapeRow } from './pass5-shapes';

type Line = [number, number, string, number];
const BOOKS: Array<{ name: string; cats: Array<[string, Line[]]> }> = [
  {
    name: 'Bean There',
    cats: [
      [
        'Rent',
        [
          [1, 1, 'January rent', 1500],
          [2, 1, 'February rent', 1500],
          [3, 1, 'March rent', 1500],
        ],
      ],
      [
        'Utilities',
        [
          [1, 12, 'Electric', 240],
          [2, 11, 'Electric', 260],
          [2, 20, 'Water', 90],
        ],
      ],
      [
        'Supplies',
        [
          [1, 5, 'Coffee beans', 620],
          [1, 19, 'Milk', 310],
          [2, 2, 'Cups', 180],
          [3, 7, 'Coffee beans', 640],
        ],
      ],
    ],
  },
  {
    name: 'Nail Bar',
    cats: [
      [
        'Products',
        [
          [1, 4, 'Gel polish', 820],
          [2, 9, 'Acrylics', 1340],
          [3, 3, 'Gel polish', 910],
        ],
      ],
      ['Insurance', [[1, 15, 'Liability cover', 410]]],
      [
        'Marketing',
        [
          [1, 20, 'Flyers', 150],
          [2, 14, 'Social ads', 300],
          [3, 18, 'Social ads', 320],
        ],
      ],
    ],
  },
];

const cases: Array<[string, ShapeRow[], (typeof BOOKS)[number]]> = [];
for (const book of BOOKS)
  for (const headings of [false, true])
    for (const blanks of [false, true])
      for (const words of ['X subtotal', 'Total X', 'Subtotal'])
        for (const titleLines of [0, 1, 2]) {
          const rows: ShapeRow[] = [`${book.name} - expenses Q1 2025`, 'Paid bills']
            .slice(0, titleLines)
            .map((t) => [t]);
          if (titleLines) rows.push([]);
          rows.push(['Date', 'Description', 'Category', 'Amount']);
          let all = 0;
          for (const [cat, lines] of book.cats) {
            if (headings) rows.push([cat]);
            let s = 0;
            for (const [m, d, what, amount] of lines) {
              rows.push([new Date(Date.UTC(2025, m - 1, d)), what, cat, amount]);
              s += amount;
            }
            rows.push([null, words.replace('X', cat), null, s]);
            if (blanks) rows.push([]);
            all += s;
          }
          rows.push([null, 'Total', null, all]);
          cases.push([
            `${book.name}, headings ${headings}, blanks ${blanks}, "${words}", ${titleLines} title`,
            rows,
            book,
          ]);
        }

describe('M3: expense logs with category subtotals', () => {
  test.each(cases)('%s', async (_, rows, book) => {
    const wb = await bookOf([{ name: 'Expenses', rows }]);
    const totals = book.cats.map(
      ([cat, lines]) => [cat, lines.reduce((s, l) => s + l[3], 0)] as const,
    );
    const biggest = [...totals].sort((a, b) => b[1] - a[1])[0]!;
    const a = answerQuestion(wb, 'what is our biggest spending category');
    expect([a.refused, Number(a.figures[0]?.value), a.text.includes(biggest[0])]).toEqual([
      false,
      biggest[1],
      true,
    ]);
    for (const [cat, total] of totals) {
      const q = `${cat.toLowerCase()} spend`;
      const b = answerQuestion(wb, q);
      expect([q, b.refused, Number(b.figures[0]?.value)]).toEqual([q, false, total]);
    }
    const lines = book.cats.reduce((s, [, l]) => s + l.length, 0);
    const c = answerQuestion(wb, 'how many bills did we pay');
    expect([c.refused, Number(c.figures[0]?.value)]).toEqual([false, lines]);
  });
});
