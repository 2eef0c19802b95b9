/** Juice bar (฿): one row per sale, Jan..Jun 2025, real dates, title + unit line above headers. */
import { meanCents, money, pct, sum } from '../../expect';
import {
  argMax,
  asker,
  cell,
  int,
  monthPlaces,
  pick,
  refuse,
  rng,
  SEED,
  type BookSpec,
  type Cell,
} from '../lib';

export function juiceBar(): BookSpec {
  const r = rng(SEED + 2);
  const products: Array<[string, number]> = [
    ['Mango smoothie', 9500],
    ['Green detox', 12000],
    ['Orange fresh', 6500],
    ['Watermelon cooler', 7000],
    ['Açaí bowl', 18500],
    ['Ginger shot', 4500],
  ];
  const customers = [
    'Walk-in',
    'Café Lumpini',
    'FitZone Gym',
    'Siam Yoga',
    'Noi Catering',
    'Baan Office',
  ];
  const sales = Array.from({ length: 130 }, () => {
    const m = int(r, 0, 5);
    const d = int(r, 1, 28);
    const [p, price] = pick(r, products);
    const qty = int(r, 1, 12);
    return {
      date: new Date(Date.UTC(2025, m, d)),
      m,
      customer: pick(r, customers),
      product: p,
      qty,
      price,
      amount: qty * price,
    };
  }).sort((a, b) => a.date.getTime() - b.date.getTime());
  const rows: Cell[][] = [
    ['Sip Sip Juice Bar — sales log'],
    ['Amounts in THB (฿)'],
    ['Date', 'Customer', 'Product', 'Qty', 'Unit price', 'Amount'],
    ...sales.map((s) => [s.date, s.customer, s.product, s.qty, cell(s.price), cell(s.amount)]),
  ];
  const total = sum(sales.map((s) => s.amount));
  const byProd = products.map(([p]) =>
    sum(sales.filter((s) => s.product === p).map((s) => s.amount)),
  );
  const byCust = customers.map((c) =>
    sum(sales.filter((s) => s.customer === c).map((s) => s.amount)),
  );
  const byMonth = Array.from({ length: 6 }, (_, m) =>
    sum(sales.filter((s) => s.m === m).map((s) => s.amount)),
  );
  const { qs, q } = asker('juice-bar');
  q('total sales', { value: money(total) }, 'sum of Amount');
  q(
    'how many sales in Q2',
    { value: String(sales.filter((s) => s.m >= 3).length) },
    'count of rows dated Apr..Jun 2025',
  );
  q('average sale?', { value: meanCents(total, sales.length) }, 'sum of Amount / number of rows');
  q(
    'which product makes the most money',
    { at: products[argMax(byProd)]![0] },
    'product with the largest Amount sum',
  );
  q(
    'how many mango smoothies did we sell',
    { value: String(sum(sales.filter((s) => s.product === 'Mango smoothie').map((s) => s.qty))) },
    'sum of Qty for Mango smoothie',
  );
  q('sales in february', { value: money(byMonth[1]!) }, 'sum of Amount dated Feb 2025');
  q(
    'who is our biggest customer',
    { at: [customers[argMax(byCust)]!, customers[1 + argMax(byCust.slice(1))]!] },
    'customer with the largest Amount sum, with or without the Walk-in line (both accepted)',
  );
  q(
    'biggest single sale',
    { value: money(sales.reduce((b, s) => (s.amount > b ? s.amount : b), 0)) },
    'max of Amount',
  );
  q(
    'how much did Café Lumpini spend with us',
    { value: money(byCust[1]!) },
    'sum of Amount for Café Lumpini',
  );
  q('total units sold', { value: String(sum(sales.map((s) => s.qty))) }, 'sum of Qty');
  q('best month', { at: monthPlaces(argMax(byMonth), 2025) }, 'month with the largest Amount sum');
  q(
    'what % of sales is green detox',
    { value: pct(byProd[1]!, total) },
    'Green detox Amount / total Amount',
  );
  q(
    'ginger shot sales in the first quarter',
    {
      value: money(
        sum(sales.filter((s) => s.product === 'Ginger shot' && s.m <= 2).map((s) => s.amount)),
      ),
    },
    'Ginger shot, Jan..Mar',
  );
  q('whats our margin on smoothies', refuse, 'no ingredient costs on the sheet');
  q('which staff member sold the most', refuse, 'no staff column');
  q('sales in september', refuse, 'the log ends in June 2025');
  return {
    name: 'juice-bar',
    business: 'juice bar',
    sheets: [{ name: 'Sales', rows }],
    questions: qs,
    checks: [
      ['products = months', sum(byProd), sum(byMonth)],
      ['customers = total', sum(byCust), total],
    ],
  };
}
