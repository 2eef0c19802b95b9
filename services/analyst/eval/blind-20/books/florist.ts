/** Florist, Istanbul (₺): sales by month (rows "Jan-25") x product, Total column and Total row. */
import { growth, meanCents, money, pct } from '../../expect';
import {
  MONTHS,
  argBest,
  asker,
  intIn,
  monthPlaces,
  rngFor,
  sheetSum,
  total,
  units,
  writeBook,
  type BlindBook,
  type Cell,
} from '../lib';

const NAME = 'florist';
const rng = rngFor(NAME);
const products = ['Roses', 'Tulips', 'Orchids', 'Wedding arrangements', 'Plants'];
// sales[m][p] in kuruş (cents)
const sales = MONTHS.map((_, m) =>
  products.map((_, p) =>
    BigInt(
      intIn(rng, 8000, 60000) * (p === 3 ? 3 : 1) * 100 +
        intIn(rng, 0, 99) +
        (m === 1 && p === 0 ? 4_000_000 : 0),
    ),
  ),
);
const monthTotals = sales.map((r) => total(r));
const productTotals = products.map((_, p) => total(sales.map((r) => r[p]!)));
const grand = total(monthTotals);
const label = (m: number): string => `${MONTHS[m]!.slice(0, 3)}-25`;

const rows: Cell[][] = [
  ['Lale Çiçekçilik — satışlar / sales 2025'],
  ['Amounts in ₺ (TRY), VAT excluded'],
  [],
  ['Month', ...products, 'Total'],
  ...sales.map((r, m) => [label(m), ...r.map(units), units(monthTotals[m]!)]),
  ['Total', ...productTotals.map(units), units(grand)],
  [],
  ['Note: Wedding arrangements invoiced on delivery date.'],
];

const { qs, ask } = asker(NAME, 'fl');
const best = argBest(monthTotals);
const worst = argBest(monthTotals, true);
const q2 = total(monthTotals.slice(3, 6));
const bestProduct = argBest(productTotals);
ask('what were our total sales for the year', {
  value: money(grand),
  means: 'grand total, all products, Jan-Dec',
});
ask('best month?', {
  value: money(monthTotals[best]!),
  at: monthPlaces(best),
  means: 'month with the highest row total',
});
ask('which month was the slowest', {
  value: money(monthTotals[worst]!),
  at: monthPlaces(worst),
  means: 'lowest month total',
});
ask('how did we do in march', {
  value: money(monthTotals[2]!),
  means: 'March row total, all products',
});
ask('how much did roses bring in this year', {
  value: money(productTotals[0]!),
  means: 'Roses column total',
});
ask('tulip sales in december', { value: money(sales[11]![1]!), means: 'Dec-25 x Tulips cell' });
ask('how much did sales grow from january to december, in percent', {
  value: growth(monthTotals[0]!, monthTotals[11]!),
  means: '(Dec total - Jan total)/Jan total',
});
ask('sales in Q2', { value: money(q2), means: 'Apr+May+Jun totals' });
ask('which product sells best', {
  value: money(productTotals[bestProduct]!),
  at: products[bestProduct]!,
  means: 'product with the largest year total',
});
ask('what share of sales are wedding arrangements', {
  value: pct(productTotals[3]!, grand),
  means: 'Wedding arrangements total / grand total, percent',
});
ask('average monthly sales', { value: meanCents(grand, 12), means: 'grand total / 12' });
ask('orchids in the first half', {
  value: money(total(sales.slice(0, 6).map((r) => r[2]!))),
  means: 'Orchids Jan-Jun',
});
ask('how much more did we sell in Q4 than Q3', {
  value: money(total(monthTotals.slice(9)) - total(monthTotals.slice(6, 9))),
  means: 'Q4 total - Q3 total',
});
ask('plants sales in febuary', {
  value: money(sales[1]![4]!),
  means: 'Feb-25 x Plants (typo in question)',
});
ask('what was our profit this year', { refuse: true, means: 'no costs on the sheet' });
ask('how did sales compare with 2024', { refuse: true, means: 'only 2025 on the sheet' });
ask('whats eating our margin', { refuse: true, means: 'no costs, no margin' });

export const florist: BlindBook = {
  name: NAME,
  business: 'florist (₺)',
  build: () => writeBook([{ name: 'Satışlar 2025', rows }]),
  questions: qs,
  checks: [
    ['grand = sum of month cells', grand, sheetSum(rows.slice(4, 16), 6, () => true)],
    [
      'grand = sum of product totals row',
      grand,
      sheetSum([rows[16]!.slice(0, 6)], 1, () => true) +
        sheetSum([rows[16]!], 2, () => true) +
        sheetSum([rows[16]!], 3, () => true) +
        sheetSum([rows[16]!], 4, () => true) +
        sheetSum([rows[16]!], 5, () => true),
    ],
  ],
};
