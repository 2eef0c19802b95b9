/**
 * Ice-cream van (лв): sales by month (rows "Jan-25") x flavour (columns), Total column and a
 * Total row at the bottom, two title lines and a unit line above the header. Season Apr-Sep
 * is heavy, winter light.
 */
import { growth, meanCents, money, pct } from '../../expect';
import {
  MON,
  argExtreme,
  asker,
  cell,
  monthPlace,
  newBook,
  rng,
  SEED,
  sumOf,
  toBytes,
  type BlindBook,
} from '../lib';

const NAME = 'ice-cream-van';
const r = rng(SEED + 1);
const FLAVOURS = ['Vanilla', 'Pistachio', 'Sour cherry', 'Chocolate', 'Lemon sorbet'];
const SEASON = [0.2, 0.25, 0.5, 0.9, 1.3, 1.8, 2.2, 2.0, 1.2, 0.6, 0.25, 0.3];
/** sales[m][f] in stotinki (cents) */
const sales = SEASON.map((s) => FLAVOURS.map(() => Math.round(r.int(8000, 30000) * s) * 10));
const monthTotal = sales.map((row) => sumOf(row));
const flavourTotal = FLAVOURS.map((_, f) => sumOf(sales.map((row) => row[f]!)));
const year = sumOf(monthTotal);

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Van sales 2025');
  ws.addRow(['Sladoled na kolela - Varna']);
  ws.addRow(['Monthly takings by flavour, 2025']);
  ws.addRow(['(amounts in лв)']);
  ws.addRow(['Month', ...FLAVOURS, 'Total']);
  sales.forEach((row, m) => ws.addRow([`${MON[m]}-25`, ...row.map(cell), cell(monthTotal[m]!)]));
  ws.addRow(['Total', ...flavourTotal.map(cell), cell(year)]);
  return toBytes(wb);
}

const { qs, ask } = asker(NAME);
const best = argExtreme(monthTotal);
const worst = argExtreme(monthTotal, false);
const bestFlavour = argExtreme(flavourTotal);
ask(
  'what were total sales for the year',
  { value: money(year) },
  'sum of all flavours, all months (the Total row x Total column cell)',
);
ask('best month', { at: monthPlace(best, 2025) }, 'month with the largest Total');
ask(
  'which month was the slowest?',
  { at: monthPlace(worst, 2025) },
  'month with the smallest Total',
);
ask('how did we do in March', { value: money(monthTotal[2]!) }, 'March Total (all flavours)');
ask(
  'how much pistachio did we sell last year',
  { value: money(flavourTotal[1]!) },
  'Pistachio column total',
);
ask(
  'which flavour brings in the most',
  { at: FLAVOURS[bestFlavour]! },
  'flavour with the largest yearly total',
);
ask(
  'How much did sales grow from January to July, in percent?',
  { value: growth(monthTotal[0]!, monthTotal[6]!) },
  'growth = (Jul - Jan) / Jan * 100, all flavours',
);
ask(
  'what share of sales is vanilla',
  { value: pct(flavourTotal[0]!, year) },
  'Vanilla yearly / all yearly * 100',
);
ask('average monthly sales', { value: meanCents(year, 12) }, 'yearly total / 12 months');
ask('sales in Q3?', { value: money(sumOf(monthTotal.slice(6, 9))) }, 'Jul+Aug+Sep totals');
ask('lemon sorbet in august', { value: money(sales[7]![4]!) }, 'one cell: Aug-25 x Lemon sorbet');
ask(
  'how much did chocolate make in the first half',
  { value: money(sumOf(sales.slice(0, 6).map((x) => x[3]!))) },
  'Chocolate Jan..Jun',
);
ask(
  'sour cherry best month',
  { at: monthPlace(argExtreme(sales.map((x) => x[2]!)), 2025) },
  'month with the largest Sour cherry',
);
ask(
  'what was our profit this summer',
  { refuse: true },
  'only takings are on the sheet: no costs, so no profit',
);
ask('how many cones did we sell in june', { refuse: true }, 'amounts only, no quantities');

export const iceCreamVan: BlindBook = {
  name: NAME,
  business: 'ice-cream van',
  shape: 'months x items with Total row and column, title and unit lines',
  build,
  questions: qs,
  checks: [{ what: 'row totals = column totals', a: sumOf(monthTotal), b: sumOf(flavourTotal) }],
};
