/**
 * A bike shop's sales by hand: a title block, months down, categories across, a Total
 * column and a Total row, a note under the table. US dollars.
 */
import type { Rng } from '../kit/rng';
import type { BookQuestion, BuiltBook } from '../kit/types';
import {
  MON,
  MONTHS,
  argmax,
  argmin,
  cell,
  cents,
  growth,
  isum,
  meanCents,
  money,
  newBook,
  pct,
  toBytes,
} from '../kit/cells';

const CATS = ['Bikes', 'Parts', 'Repairs & Service', 'Apparel'] as const;

export async function buildBikeShop(r: Rng): Promise<BuiltBook> {
  const data = MONTHS.map((_, m) => {
    const season = m >= 3 && m <= 8 ? 2 : 1;
    return [
      cents(r, 6000 * season, 14000 * season),
      cents(r, 1500, 4200),
      cents(r, 900 * season, 2600 * season),
      cents(r, 400, 1900),
    ];
  });
  const monthTotal = data.map((row) => isum(row));
  const catTotal = CATS.map((_, c) => isum(data.map((row) => row[c]!)));
  const grand = isum(monthTotal);

  const wb = newBook();
  const ws = wb.addWorksheet('2025 Sales');
  ws.addRow(['Spoke & Chain Cycles']);
  ws.addRow(['Monthly sales by category, 2025 (USD)']);
  ws.addRow([]);
  ws.addRow(['Month', ...CATS, 'Total']);
  data.forEach((row, m) => ws.addRow([MON[m], ...row.map(cell), cell(monthTotal[m]!)]));
  ws.addRow(['Total', ...catTotal.map(cell), cell(grand)]);
  ws.addRow([]);
  ws.addRow(['Note: repairs include labour only; parts used in repairs are under Parts.']);

  const best = argmax(monthTotal);
  const worst = argmin(monthTotal);
  const topCat = argmax(catTotal);
  const q2 = (c: number): bigint => isum([3, 4, 5].map((m) => data[m]![c]!));
  const h1 = isum(monthTotal.slice(0, 6));
  const h2 = isum(monthTotal.slice(6));
  const questions: BookQuestion[] = [
    {
      id: 'year',
      question: 'what were our total sales for the year',
      expect: { value: money(grand) },
      means: 'grand total of all categories, Jan-Dec',
    },
    {
      id: 'march',
      question: 'how did we do in March?',
      expect: { value: money(monthTotal[2]!) },
      means: 'March total over all categories',
    },
    {
      id: 'best',
      question: 'best month?',
      expect: { value: money(monthTotal[best]!), at: MON[best]! },
      means: 'month with the highest total',
    },
    {
      id: 'worst',
      question: 'which month was slowest',
      expect: { value: money(monthTotal[worst]!), at: MON[worst]! },
      means: 'month with the lowest total',
    },
    {
      id: 'bikes',
      question: 'how many dollars of bikes did we sell in 2025',
      expect: { value: money(catTotal[0]!) },
      means: 'Bikes column total',
    },
    {
      id: 'repq2',
      question: 'repairs & service in Q2',
      expect: { value: money(q2(2)) },
      means: 'Repairs & Service, April+May+June',
    },
    {
      id: 'grow',
      question: 'How much did sales grow from January to December, in percent?',
      expect: { value: growth(monthTotal[0]!, monthTotal[11]!), tol: 0.01 },
      means: '(Dec total - Jan total) / Jan total',
    },
    {
      id: 'avg',
      question: 'average monthly sales',
      expect: { value: meanCents(grand, 12) },
      means: 'grand total / 12',
    },
    {
      id: 'topcat',
      question: 'what category brings in the most',
      expect: { value: money(catTotal[topCat]!), at: CATS[topCat]! },
      means: 'category with the largest yearly total',
    },
    {
      id: 'share',
      question: 'what percent of sales came from apparel',
      expect: { value: pct(catTotal[3]!, grand), tol: 0.01 },
      means: 'Apparel total / grand total',
    },
    {
      id: 'julparts',
      question: 'parts sales july',
      expect: { value: money(data[6]![1]!) },
      means: 'Parts, July cell',
    },
    {
      id: 'h2',
      question: 'total sales second half of the year',
      expect: { value: money(h2) },
      means: 'July-December totals summed',
    },
    {
      id: 'h1',
      question: 'how much did we sell in the first six months',
      expect: { value: money(h1) },
      means: 'January-June totals summed',
    },
    {
      id: 'octbikes',
      question: 'Bikes in Oct?',
      expect: { value: money(data[9]![0]!) },
      means: 'Bikes, October cell',
    },
    {
      id: 'margin',
      question: "what's our profit margin on bikes",
      expect: { refuse: true },
      means: 'no costs in the sheet: cannot be answered',
    },
    {
      id: 'units',
      question: 'how many bikes did we sell in may',
      expect: { refuse: true },
      means: 'the sheet has dollars, not units',
    },
    {
      id: 'y2024',
      question: 'how does this compare to 2024',
      expect: { refuse: true },
      means: 'no 2024 figures in the workbook',
    },
  ];
  return {
    business: 'bike shop',
    shape: 'months x categories with Total row and column, title block, note',
    bytes: await toBytes(wb),
    questions,
    checks: [
      { what: 'row totals sum = column totals sum', left: isum(monthTotal), right: isum(catTotal) },
    ],
  };
}
