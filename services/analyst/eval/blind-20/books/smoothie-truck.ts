/** Smoothie truck, Pune (₹): one row per sale, Jan-Jun 2025, a blank row between months. */
import { meanCents, money, pct } from '../../expect';
import {
  MONTHS,
  argBest,
  asker,
  intIn,
  monthPlaces,
  pick,
  rngFor,
  sheetSum,
  total,
  units,
  writeBook,
  type BlindBook,
  type Cell,
} from '../lib';

const NAME = 'smoothie-truck';
const rng = rngFor(NAME);
const menu: Record<string, number> = {
  'Mango Lassi Smoothie': 12000,
  'Berry Blast': 15000,
  'Green Detox': 18000,
  'Banana Oat': 11000,
};
const spots = ['FC Road', 'Koregaon Park', 'Hinjewadi IT Park', 'Corporate catering'];
interface Sale {
  date: Date;
  spot: string;
  product: string;
  qty: number;
  price: number;
  amount: bigint;
}
const log: Sale[] = [];
for (let m = 0; m < 6; m++) {
  const n = intIn(rng, 10, 16);
  const days = Array.from({ length: n }, () => intIn(rng, 1, 28)).sort((a, b) => a - b);
  for (const d of days) {
    const product = pick(rng, Object.keys(menu));
    const spot = pick(rng, spots);
    const qty = spot === 'Corporate catering' ? intIn(rng, 20, 60) : intIn(rng, 1, 6);
    const price = menu[product]!;
    log.push({
      date: new Date(Date.UTC(2025, m, d)),
      spot,
      product,
      qty,
      price,
      amount: BigInt(qty * price),
    });
  }
}
const rows: Cell[][] = [['Date', 'Location', 'Item', 'Qty', 'Unit price (₹)', 'Amount (₹)']];
let prevMonth = 0;
for (const s of log) {
  if (s.date.getUTCMonth() !== prevMonth) rows.push([]);
  prevMonth = s.date.getUTCMonth();
  rows.push([s.date, s.spot, s.product, s.qty, units(s.price), units(s.amount)]);
}

const { qs, ask } = asker(NAME, 'st');
const grand = total(log.map((s) => s.amount));
const big = log.reduce((a, b) => (b.amount > a.amount ? b : a));
const byMonth = MONTHS.slice(0, 6).map((_, m) =>
  total(log.filter((s) => s.date.getUTCMonth() === m).map((s) => s.amount)),
);
const bestM = argBest(byMonth);
const bySpot = spots.map((sp) => total(log.filter((s) => s.spot === sp).map((s) => s.amount)));
const bestSpot = argBest(bySpot);
const q2 = log.filter((s) => s.date.getUTCMonth() >= 3);
const mango = log.filter((s) => s.product === 'Mango Lassi Smoothie');
const streetSales = log.filter((s) => s.spot !== 'Corporate catering');
ask('total sales so far', { value: money(grand), means: 'sum of Amount, all rows' });
ask('how many sales did we make', { value: String(log.length), means: 'count of sale rows' });
ask('average sale', {
  value: meanCents(grand, log.length),
  means: 'sum of Amount / number of sale rows',
});
ask('biggest single sale', { value: money(big.amount), means: 'largest Amount' });
ask('how many sales in Q2', { value: String(q2.length), means: 'rows dated Apr-Jun' });
ask('revenue in Q2', { value: money(total(q2.map((s) => s.amount))), means: 'Amount, Apr-Jun' });
ask('how much mango lassi did we sell', {
  value: money(total(mango.map((s) => s.amount))),
  means: 'Amount where Item = Mango Lassi Smoothie (money reading)',
  tol: 0.005,
});
ask('how many berry blasts did we sell in total', {
  value: String(log.filter((s) => s.product === 'Berry Blast').reduce((a, s) => a + s.qty, 0)),
  means: 'sum of Qty where Item = Berry Blast',
});
ask('which spot makes the most money', {
  value: money(bySpot[bestSpot]!),
  at: spots[bestSpot]!,
  means: 'Location with the largest Amount sum',
});
ask('best month', {
  value: money(byMonth[bestM]!),
  at: monthPlaces(bestM),
  means: 'month with the largest Amount sum',
});
ask('sales in march', { value: money(byMonth[2]!), means: 'Amount dated March 2025' });
ask('how much did the catering gigs bring in', {
  value: money(bySpot[3]!),
  means: 'Location = Corporate catering',
});
ask('what % of revenue is catering', {
  value: pct(bySpot[3]!, grand),
  means: 'catering / all Amount',
});
ask('how many cups sold at FC road', {
  value: String(log.filter((s) => s.spot === 'FC Road').reduce((a, s) => a + s.qty, 0)),
  means: 'sum of Qty at FC Road',
});
ask('average street sale excluding catering', {
  value: meanCents(total(streetSales.map((s) => s.amount)), streetSales.length),
  means: 'mean Amount of rows not Corporate catering',
});
ask('what did we spend on fruit', { refuse: true, means: 'no costs on the log' });
ask('how are we doing vs last summer', { refuse: true, means: 'only Jan-Jun 2025' });

export const smoothieTruck: BlindBook = {
  name: NAME,
  business: 'smoothie truck (₹)',
  build: () => writeBook([{ name: 'Sales log', rows }]),
  questions: qs,
  checks: [
    ['grand = written Amount column', grand, sheetSum(rows.slice(1), 5, () => true)],
    ['grand = sum of months', grand, total(byMonth)],
    ['qty x price = amount', total(log.map((s) => BigInt(s.qty * s.price))), grand],
  ],
};
