/**
 * Kilnworth Coffee Roasters (EUR): wholesale sales by month x blend with a Total row and a
 * Total column under a two-line title, a note under the table, and a second sheet of kg
 * roasted by month x blend. The seasonal blend starts in April (blank cells before).
 */
import { growth, meanCents, money, pct, ratio2 } from '../../expect';
import {
  argmax,
  argmin,
  cell$,
  col,
  MONTHS,
  MONTH_NAMES,
  moneyFmt,
  newBook,
  Questions,
  rngFor,
  toBytes,
  total,
  type BlindBook,
} from '../kit';

const BOOK = 'coffee-roaster';
const BLENDS = [
  'House Espresso',
  'Ethiopia Guji',
  'Decaf Swiss Water',
  'Colombia Huila',
  'Seasonal',
];

export async function buildCoffeeRoaster(): Promise<BlindBook> {
  const rng = rngFor(BOOK);
  // kg per month per blend, and the euro price per kg of each blend
  const pricePerKg = [1850, 2600, 2300, 2150, 2900].map(BigInt); // cents per kg
  const kg: bigint[][] = MONTHS.map((_, m) =>
    BLENDS.map((_, b) => (b === 4 && m < 3 ? 0n : BigInt(rng.int(40, 260)))),
  );
  const sales: bigint[][] = kg.map((row) => row.map((k, b) => k * pricePerKg[b]!));
  const monthTotal = sales.map((row) => total(row));
  const blendTotal = BLENDS.map((_, b) => total(sales.map((row) => row[b]!)));
  const grand = total(monthTotal);
  const kgBlend = BLENDS.map((_, b) => total(kg.map((row) => row[b]!)));
  const kgGrand = total(kgBlend);

  const wb = newBook();
  const ws = wb.addWorksheet('Blend sales 2025');
  ws.addRow(['Kilnworth Coffee Roasters']);
  ws.addRow(['Wholesale sales by blend, January–December 2025 (EUR, net of VAT)']);
  ws.addRow([]);
  ws.addRow(['Month', ...BLENDS, 'Total']); // row 4
  MONTH_NAMES.forEach((name, m) => {
    ws.addRow([
      name,
      ...sales[m]!.map((v, b) => (b === 4 && m < 3 ? null : cell$(v))),
      cell$(monthTotal[m]!),
    ]);
  }); // rows 5..16
  ws.addRow(['Total', ...blendTotal.map(cell$), cell$(grand)]); // row 17
  ws.addRow([]);
  ws.addRow([
    'Note: Seasonal blend launched in April. Retail bags sold at the roastery are not included.',
  ]);
  for (let c = 2; c <= 7; c++) ws.getColumn(c).numFmt = moneyFmt('€');
  ws.getColumn(1).width = 14;

  const wk = wb.addWorksheet('Kg roasted');
  wk.addRow(['Green-to-roasted output, kg, 2025']);
  wk.addRow(['Month', ...BLENDS, 'Total kg']); // row 2
  MONTHS.forEach((m, i) =>
    wk.addRow([
      m,
      ...kg[i]!.map((k, b) => (b === 4 && i < 3 ? null : Number(k))),
      Number(total(kg[i]!)),
    ]),
  );
  wk.addRow(['Total', ...kgBlend.map(Number), Number(kgGrand)]); // row 15

  const q = new Questions(BOOK);
  const S = 'Blend sales 2025';
  q.ask(
    'what were total sales for the year',
    { value: money(grand) },
    'grand total of the sales table (all blends, all months)',
    { sheet: S, ref: 'G17' },
  );
  q.ask(
    'best month?',
    { at: MONTHS[argmax(monthTotal)]! },
    'month with the largest Total column value',
  );
  q.ask(
    'Which month was the slowest',
    { at: MONTHS[argmin(monthTotal)]! },
    'month with the smallest monthly total of sales',
  );
  q.ask(
    'how much did the house espresso bring in this year',
    { value: money(blendTotal[0]!) },
    'House Espresso column total',
    { sheet: S, ref: 'B17' },
  );
  const topEuro = argmax(blendTotal);
  if (topEuro === argmax(kgBlend)) {
    q.ask(
      'which blend sells the most',
      { at: BLENDS[topEuro]! },
      'blend with the largest yearly sales; the same blend leads in kg, so both readings agree',
    );
  } else {
    q.refuse(
      'which blend sells the most',
      'one blend leads in euros, another in kg: two readings, ask which',
    );
  }
  q.ask('sales in march', { value: money(monthTotal[2]!) }, 'March total across blends', {
    sheet: S,
    ref: 'G7',
  });
  q.ask(
    'How did the decaf do in Q2?',
    { value: money(total(sales.slice(3, 6).map((r) => r[2]!))) },
    'Decaf Swiss Water, April+May+June sales',
  );
  q.ask(
    'how much did sales grow from january to december, in percent',
    { value: growth(monthTotal[0]!, monthTotal[11]!) },
    'growth = (Dec total - Jan total) / Jan total, percent to 2 dp',
  );
  q.ask(
    'whats our average monthly sales',
    { value: meanCents(grand, 12) },
    'grand total / 12 months, to the cent',
  );
  q.ask(
    'what share of sales is the ethiopia guji',
    { value: pct(blendTotal[1]!, grand) },
    'Ethiopia Guji total / grand total, percent to 2 dp',
  );
  q.ask(
    'how many kilos did we roast altogether',
    { value: String(kgGrand) },
    'Kg roasted sheet, total kg all blends and months',
    { sheet: 'Kg roasted', ref: 'G15' },
  );
  q.ask(
    'kg of colombia roasted in july',
    { value: String(kg[6]![3]!) },
    'Kg roasted sheet, Colombia Huila, Jul',
    { sheet: 'Kg roasted', ref: 'E9' },
  );
  q.ask(
    'sales for the second half of the year',
    { value: money(total(monthTotal.slice(6))) },
    'July..December monthly totals summed',
  );
  q.ask(
    'when did the seasonal blend sell best',
    { at: MONTHS[argmax(sales.map((r) => r[4]!))]! },
    'month with the largest Seasonal sales',
  );
  q.ask(
    'what do we get per kg for decaf on average',
    { value: ratio2(blendTotal[2]!, kgBlend[2]! * 100n) },
    'Decaf yearly euros / Decaf yearly kg, euros per kg to 2 dp',
  );
  q.refuse(
    'whats our profit on house espresso',
    'the book has sales and kg only, no costs: profit cannot be known',
  );
  q.refuse('how much did we sell to cafes in berlin', 'no customer or city in the book');

  return {
    name: BOOK,
    business: 'coffee roaster',
    shape: 'months x blends with Total row/column, title block, note; second sheet of kg',
    bytes: await toBytes(wb),
    questions: q.list,
    sumChecks: [
      { sheet: S, parts: [`B5:F16`], total: 'G17' },
      ...[2, 3, 4, 5, 6].map((c) => ({
        sheet: S,
        parts: [`${col(c)}5:${col(c)}16`],
        total: `${col(c)}17`,
      })),
      { sheet: 'Kg roasted', parts: ['B3:F14'], total: 'G15' },
    ],
  };
}
