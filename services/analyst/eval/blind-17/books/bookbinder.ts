/** Bookbinder (₺): sales by month x product, months as "Jan-25", Total column and Total row. */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct, sum } from '../../expect';
import {
  M3,
  REFUSE,
  argmax,
  argmin,
  asker,
  bytes,
  cell,
  int,
  rng,
  sheet,
  type BlindBook,
} from '../kit';

const r = rng(17701);
const products = ['Journals', 'Photo albums', 'Restorations', 'Guest books'];
const months = M3.map((m) => `${m}-25`);
// sales[m][p] in kuruş
const sales = months.map(() => products.map(() => BigInt(int(r, 120000, 980000))));
const rowTot = sales.map((row) => sum(row));
const colTot = products.map((_, p) => sum(sales.map((row) => row[p]!)));
const grand = sum(rowTot);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  sheet(wb, 'Sales 2025', [
    ['Kagit & Cilt Bindery'],
    ['Monthly sales by product line, 2025 (₺)'],
    [],
    ['Month', ...products, 'Total'],
    ...months.map((m, i) => [m, ...sales[i]!.map(cell), cell(rowTot[i]!)]),
    ['Total', ...colTot.map(cell), cell(grand)],
    [],
    ['Restorations include rebinding of customer books.'],
  ]);
  return bytes(wb);
}

const { q, list } = asker('bookbinder');
const best = argmax(rowTot);
const worst = argmin(rowTot);
const h1 = sum(rowTot.slice(0, 6));
const h2 = sum(rowTot.slice(6));
q(
  'what were total sales for the year',
  { value: hundredths(grand) },
  'sum of all products, all months (the Total cell)',
);
q(
  'best month?',
  {
    value: hundredths(rowTot[best]!),
    at: [months[best]!, MONTHNAME(best), `${months[best]!.slice(0, 3)} 2025`],
  },
  'month with the highest Total column',
);
q(
  'which was our slowest month',
  {
    value: hundredths(rowTot[worst]!),
    at: [months[worst]!, MONTHNAME(worst), `${months[worst]!.slice(0, 3)} 2025`],
  },
  'month with the lowest Total column',
);
q('how did we do in march', { value: hundredths(rowTot[2]!) }, 'March total, all products');
q(
  'how much did journals bring in in 2025',
  { value: hundredths(colTot[0]!) },
  'Journals column total',
);
q('photo album sales in july', { value: hundredths(sales[6]![1]!) }, 'one cell');
q(
  'restorations in Q2',
  { value: hundredths(sum(sales.slice(3, 6).map((x) => x[2]!))) },
  'Apr+May+Jun of Restorations',
);
q(
  'how much did sales grow from january to december, in percent',
  { value: growth(rowTot[0]!, rowTot[11]!) },
  'growth = (Dec-Jan)/Jan x 100 on the Total column',
);
q('average monthly sales', { value: meanCents(grand, 12) }, 'grand total / 12');
q(
  'which product line sold the most',
  { value: hundredths(colTot[argmax(colTot)]!), at: products[argmax(colTot)]! },
  'highest product column total',
);
q(
  'what share of sales came from guest books',
  { value: pct(colTot[3]!, grand) },
  'Guest books total / grand total x 100',
);
q(
  'second half vs first half',
  { value: [hundredths(h2 - h1), growth(h1, h2)] },
  'Jul-Dec total minus Jan-Jun total, or its % growth over Jan-Jun: both accepted',
);
q('guest books sold in october', { value: hundredths(sales[9]![3]!) }, 'one cell');
q('what was our profit margin in 2025', REFUSE, 'the sheet holds sales only, no costs');
q('how many journals did we sell', REFUSE, 'amounts only, no unit counts');
q('sales in 2024?', REFUSE, 'only 2025 is on the sheet');

function MONTHNAME(i: number): string {
  return [
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ][i]!;
}

export const bookbinder: BlindBook = {
  name: 'bookbinder',
  business: 'bookbinder',
  build,
  questions: list,
};
