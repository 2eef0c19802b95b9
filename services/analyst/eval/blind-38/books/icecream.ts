/**
 * icecream: an artisan ice-cream maker's sales by month × flavour for 2026 (January to
 * November, December not yet in), months down, flavours across, a Total column and a Total
 * row, in EUR. "This year" = 2026, "last month" = November 2026.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  bold,
  cell,
  formatCols,
  MONTHS,
  monthAt,
  offThreshold,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  widths,
  type BlindBook,
} from '../lib';

const r = rng(1);
const FLAVOURS = ['Vanilla', 'Chocolate', 'Pistachio', 'Strawberry', 'Lemon sorbet'] as const;
const BASE = [2600, 2900, 2200, 1700, 1200];
const SEASON = [0.4, 0.45, 0.6, 0.8, 1.0, 1.3, 1.6, 1.5, 1.1, 0.7, 0.5];
const N = SEASON.length;

/** sales[m][p] in cents */
const sales: number[][] = SEASON.map((s) =>
  BASE.map((b) => Math.round((b * 100 * s * r.int(850, 1150)) / 1000)),
);
const byMonth = sales.map((row) => total(row));
const byFlavour = FLAVOURS.map((_, p) => total(sales.map((row) => row[p]!)));
const grand = total(byMonth);
const col = (p: number): number[] => sales.map((row) => row[p]!);
const THRESH = 1000000n;
const over = byMonth.filter((x) => x > THRESH).length;
const best = argMax(byMonth);
const straw = col(3);
const vanQ2 = total(col(0).slice(3, 6));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales 2026');
  putRows(ws, [
    ['Gelateria Bianchi — sales by flavour, 2026'],
    ['Amounts in EUR, excl. VAT'],
    [],
    ['Month', ...FLAVOURS, 'Total'],
    ...sales.map((row, m) => [MONTHS[m], ...row.map(cell), cell(byMonth[m]!)]),
    ['Total', ...byFlavour.map(cell), cell(grand)],
  ]);
  bold(ws, 4);
  bold(ws, 5 + N);
  formatCols(ws, [2, 3, 4, 5, 6, 7], '€#,##0.00');
  widths(ws, [12, 12, 12, 12, 12, 14, 14]);
  return toBytes(wb);
}

export const icecream: BlindBook = {
  name: 'icecream',
  business: 'artisan ice-cream maker',
  shape: 'sales by month × flavour 2026 (Jan–Nov), Total column and row',
  bytes,
  checks: [
    same('month totals = flavour totals', total(byMonth), total(byFlavour)),
    same('grand = every cell', grand, total(sales.flat())),
    unique('month total', byMonth),
    unique('flavour total', byFlavour),
    unique('flavour total (min)', byFlavour, 'min'),
    unique('strawberry by month (min)', straw, 'min'),
    offThreshold('month totals vs €10,000', byMonth, THRESH),
  ],
  questions: questionsFor('icecream', [
    [
      'What were our total sales this year?',
      { value: money(grand), means: 'the Total row × Total column: every flavour, Jan–Nov 2026' },
    ],
    [
      'How did we do in March?',
      { value: money(byMonth[2]!), means: "March's Total column (all flavours)" },
    ],
    [
      'Which was our best month?',
      { at: monthAt(best, 2026), means: 'the month with the largest Total' },
    ],
    [
      'How much pistachio did we sell in August?',
      { value: money(sales[7]![2]!), means: 'the Pistachio cell of August' },
    ],
    [
      'Which flavour sells the most?',
      { at: FLAVOURS[argMax(byFlavour)]!, means: 'the flavour with the largest Total row cell' },
    ],
    [
      "What's our worst-selling flavour?",
      { at: FLAVOURS[argMin(byFlavour)]!, means: 'the flavour with the smallest Total row cell' },
    ],
    [
      'How much lemon sorbet have we sold this year?',
      { value: money(byFlavour[4]!), means: 'Lemon sorbet, Total row (Jan–Nov 2026)' },
    ],
    [
      'What were sales last month?',
      { value: money(byMonth[10]!), means: "November 2026's Total (now = 7 Dec 2026)" },
    ],
    [
      'What are our average monthly sales?',
      { value: meanCents(grand, N), means: 'the grand total / 11 months, to the cent' },
    ],
    [
      'What share of sales is chocolate?',
      { value: pct(byFlavour[1]!, grand), means: 'Chocolate total / grand total, % to 2 dp' },
    ],
    [
      'By how much did sales grow from June to July?',
      {
        value: [growth(byMonth[5]!, byMonth[6]!), money(byMonth[6]! - byMonth[5]!)],
        means: 'July vs June Total: growth % = (Jul − Jun) / Jun, or the difference in €',
      },
    ],
    [
      'In how many months did we sell more than €10,000?',
      { value: String(over), means: 'months whose Total is above €10,000' },
    ],
    [
      'What was the quietest month for strawberry?',
      { at: monthAt(argMin(straw), 2026), means: 'the month with the smallest Strawberry cell' },
    ],
    [
      'How much vanilla did we sell in Q2?',
      { value: money(vanQ2), means: 'Vanilla, April + May + June 2026' },
    ],
    [
      'How many litres of gelato did we make in May?',
      { refuse: true, means: 'the sheet holds sales in euros, not litres produced' },
    ],
    [
      'What will sales be in December?',
      { refuse: true, means: 'a forecast; the sheet stops at November' },
    ],
    [
      'Why did sales drop in October?',
      { refuse: true, means: 'a reason; the sheet holds figures only' },
    ],
  ]),
};
