/** Glass blower, ₺: months ("Jan-25") down x products across, Total column and Total row, 2 title lines. */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  MON,
  monthPlaces,
  questionsFor,
  rng,
  toBytes,
  total,
  type BlindBook,
} from '../lib';

const r = rng(1);
const products = ['Vases', 'Bowls', 'Ornaments', 'Workshops'] as const;
const data: number[][] = MON.map(() => products.map(() => r.int(150000, 900000) + r.int(0, 99)));
const monthTot = data.map((row) => total(row));
const prodTot = products.map((_, p) => total(data.map((row) => row[p]!)));
const grand = total(monthTot);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Studio sales');
  ws.addRow(['Ember Glass Studio']);
  ws.addRow(['Sales by month, 2025 (₺)']);
  ws.addRow([]);
  ws.addRow(['', ...products, 'Total']);
  data.forEach((row, m) => ws.addRow([`${MON[m]}-25`, ...row.map(cell), cell(monthTot[m]!)]));
  ws.addRow(['Total', ...prodTot.map(cell), cell(grand)]);
  return toBytes(wb);
}

const best = argMax(monthTot);
const worst = argMin(monthTot);
const q2 = total(monthTot.slice(3, 6));
const bowlsH2 = total(data.slice(6).map((row) => row[1]!));

export const glassblower: BlindBook = {
  name: 'glassblower',
  business: 'glass blowing studio',
  shape: 'months x products with Total row and column',
  bytes,
  checks: [{ what: 'product totals = month totals', a: total(prodTot), b: grand }],
  questions: questionsFor('glassblower', [
    [
      'what were our total sales for 2025',
      {
        value: money(grand),
        means: 'sum of all product cells, Jan-Dec (the Total row/column not added again)',
      },
    ],
    [
      'best month?',
      {
        at: monthPlaces(best, 2025),
        value: money(monthTot[best]!),
        means: 'month with the largest row total',
      },
    ],
    [
      'which month was the slowest',
      {
        at: monthPlaces(worst, 2025),
        value: money(monthTot[worst]!),
        means: 'month with the smallest row total',
      },
    ],
    [
      'how did we do in september',
      { value: money(monthTot[8]!), means: 'Sep-25 row total, all products' },
    ],
    [
      'how much did the workshops bring in',
      { value: money(prodTot[3]!), means: 'Workshops column, Jan-Dec' },
    ],
    [
      'Which product sold the most this year?',
      {
        at: products[argMax(prodTot)],
        value: money(prodTot[argMax(prodTot)]!),
        means: 'product with the largest column total (value, no units in the sheet)',
      },
    ],
    ['ornaments in december', { value: money(data[11]![2]!), means: 'Dec-25 x Ornaments cell' }],
    ['average monthly sales', { value: meanCents(grand, 12), means: 'grand total / 12 months' }],
    [
      'how much did sales grow from january to december, in percent',
      {
        value: growth(monthTot[0]!, monthTot[11]!),
        means: '(Dec total - Jan total) / Jan total, %',
      },
    ],
    ['sales in Q2', { value: money(q2), means: 'Apr+May+Jun row totals' }],
    [
      'what share of sales were vases',
      { value: pct(prodTot[0]!, grand), means: 'Vases total / grand total, %' },
    ],
    [
      'bowls sales in the second half of the year',
      { value: money(bowlsH2), means: 'Bowls, Jul-Dec' },
    ],
    ['how many vases did we sell', { refuse: true, means: 'the sheet has money only, no units' }],
    ['what was our profit in may', { refuse: true, means: 'no costs in the workbook' }],
    ['sales in 2024?', { refuse: true, means: 'only 2025 is in the sheet' }],
  ]),
};
