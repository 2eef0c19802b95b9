/**
 * Coffee roaster (USD): a wholesale orders log, one row per order (date, invoice, café,
 * coffee, kg, price per kg, amount), two title rows, a blank row and a Total row at the bottom.
 */
import { meanCents, money } from '../../expect';
import { argmax, bsum, questionsFor } from '../q';
import { makeRng } from '../rng';
import { FMT, M, MONTHS, SheetWriter, day, newBook, toBytes } from '../sheet';
import type { Blind3Book } from '../types';

const CAFES = [
  'Drip & Drift',
  'The Daily Grind',
  'Kettle Black',
  'Oak Street Café',
  'Bean There',
  'Moonlit Espresso',
  'Hearth Bakery',
  'Union Station Kiosk',
] as const;
const COFFEES: Array<[string, bigint]> = [
  ['House Espresso', 2450n],
  ['Ethiopia Guji', 3280n],
  ['Colombia Huila', 2790n],
  ['Decaf Swiss Water', 2600n],
  ['Seasonal Blend', 2350n],
];

export async function roaster(): Promise<Blind3Book> {
  const rng = makeRng(2);
  interface Order {
    date: Date;
    month: number;
    inv: string;
    cafe: string;
    coffee: string;
    kg: number;
    price: bigint;
    amount: bigint;
  }
  const orders: Order[] = [];
  let inv = 4101;
  for (let m = 1; m <= 6; m++) {
    const n = rng.int(12, 18);
    const days = Array.from({ length: n }, () => rng.int(1, 28)).sort((a, b) => a - b);
    for (const d of days) {
      const [coffee, price] = rng.pick(COFFEES);
      const kg = m === 5 && d === days[0] ? 45 : rng.int(2, 30); // one bulk order in May
      orders.push({
        date: day(2025, m, d),
        month: m,
        inv: `R-${inv++}`,
        cafe: rng.pick(CAFES),
        coffee,
        kg,
        price,
        amount: price * BigInt(kg),
      });
    }
  }
  const total = bsum(orders.map((o) => o.amount));
  const kgTotal = orders.reduce((s, o) => s + o.kg, 0);

  const wb = newBook();
  const S = 'Orders';
  const w = new SheetWriter(wb.addWorksheet(S), FMT.usd);
  w.add(['Ridgeline Coffee Roasters'], { bold: true });
  w.add(['Wholesale orders, January to June 2025']);
  w.add(['Date', 'Invoice #', 'Café', 'Coffee', 'Kg', 'Price / kg', 'Amount'], { bold: true });
  const first = w.row + 1;
  for (const o of orders) w.add([o.date, o.inv, o.cafe, o.coffee, o.kg, M(o.price), M(o.amount)]);
  const last = w.row;
  w.blank();
  const totalRow = w.add(['Total', null, null, null, kgTotal, null, M(total)], { bold: true });

  const byCafe = CAFES.map((c) => ({
    c,
    v: bsum(orders.filter((o) => o.cafe === c).map((o) => o.amount)),
  }));
  const topCafe = argmax(byCafe, (x) => x.v);
  const byMonth = MONTHS.slice(0, 6).map((name, i) => ({
    name,
    v: bsum(orders.filter((o) => o.month === i + 1).map((o) => o.amount)),
  }));
  const bestMonth = argmax(byMonth, (x) => x.v);
  const biggest = argmax(orders, (o) => o.amount);
  const kgOf = (c: string): number =>
    orders.filter((o) => o.coffee === c).reduce((s, o) => s + o.kg, 0);
  const revOf = (c: string): bigint =>
    bsum(orders.filter((o) => o.coffee === c).map((o) => o.amount));
  const topByKg = argmax(COFFEES, ([c]) => BigInt(kgOf(c)));
  const topByRev = argmax(COFFEES, ([c]) => revOf(c));
  const q2 = orders.filter((o) => o.month >= 4);
  const kettle = byCafe.find((x) => x.c === 'Kettle Black')!;
  const guji = 'Ethiopia Guji';
  const weightedPrice = meanCents(total, kgTotal);
  const simplePrice = meanCents(bsum(orders.map((o) => o.price)), orders.length);

  const { list, ask, refuse } = questionsFor('roaster');
  ask(
    'total wholesale sales so far this year',
    { value: money(total) },
    'sum of Amount, Jan-Jun (Total row not counted)',
    { sheet: S, range: `G${first}:G${last}`, op: 'sum' },
  );
  ask('how many orders did we get', { value: String(orders.length) }, 'count of order rows', {
    sheet: S,
    range: `G${first}:G${last}`,
    op: 'count',
  });
  ask(
    'average order size in dollars',
    { value: meanCents(total, orders.length) },
    'sum of Amount / number of orders',
    { sheet: S, range: `G${first}:G${last}`, op: 'mean' },
  );
  ask('biggest single order', { value: money(biggest.amount) }, 'largest Amount of one row', {
    sheet: S,
    range: `G${first}:G${last}`,
    op: 'max',
  });
  ask(
    'which cafe spends the most with us',
    { value: money(topCafe.v), at: topCafe.c },
    'café with the largest sum of Amount',
  );
  ask(
    'how much has kettle black ordered in total',
    { value: money(kettle.v) },
    'sum of Amount where Café = Kettle Black',
  );
  ask('how many kilos did we ship', { value: String(kgTotal) }, 'sum of Kg', {
    sheet: S,
    range: `E${totalRow}`,
    op: 'value',
  });
  ask(
    `how many kg of ${guji.toLowerCase()} did we sell`,
    { value: String(kgOf(guji)) },
    'sum of Kg where Coffee = Ethiopia Guji',
  );
  ask('sales in march', { value: money(byMonth[2]!.v) }, 'sum of Amount dated March 2025');
  ask('How many orders in Q2?', { value: String(q2.length) }, 'count of orders dated April-June');
  ask(
    'best month',
    { value: money(bestMonth.v), at: bestMonth.name.slice(0, 3) },
    'month with the largest sum of Amount',
  );
  ask(
    'average price per kg',
    { value: [weightedPrice, simplePrice] },
    'two fair readings: total Amount / total Kg, or the mean of the Price / kg column; either is right',
  );
  if (topByKg[0] === topByRev[0]) {
    ask(
      'which coffee sells best',
      { at: topByKg[0] },
      'the same coffee leads by kg and by dollars',
    );
  } else {
    refuse('which coffee sells best', 'by kg and by dollars give different coffees: ask which');
  }
  ask(
    'q2 sales total',
    { value: money(bsum(q2.map((o) => o.amount))) },
    'sum of Amount, April-June',
  );
  ask(
    'how much did we sell of decaf',
    { value: money(revOf('Decaf Swiss Water')) },
    'sum of Amount where Coffee = Decaf Swiss Water',
  );
  refuse('what did we pay for green beans', 'no costs in the log');
  refuse('sales in july', 'the log ends in June');
  refuse('what is our profit on the seasonal blend', 'no costs, so no profit');

  return {
    name: 'roaster',
    business: 'coffee roaster (wholesale)',
    shape: 'orders log, one row per sale, title rows, blank row, Total row',
    bytes: await toBytes(wb),
    questions: list,
    totals: [
      { sheet: S, total: `G${totalRow}`, parts: `G${first}:G${last}` },
      { sheet: S, total: `E${totalRow}`, parts: `E${first}:E${last}` },
    ],
  };
}
