/** Market garden: a sales log by day, dates as text, channel × product, qty × unit price (€). */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  argMax,
  cell,
  day,
  dayPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(9);
const PRODUCTS: Array<[string, number]> = [
  ['Veg box small', 1800],
  ['Veg box large', 2900],
  ['Salad bag', 350],
  ['Eggs (dozen)', 480],
  ['Tomatoes (kg)', 550],
  ['Squash', 300],
];
const CHANNELS = ['Market stall', 'Farm gate', 'Box scheme'];
interface Sale {
  m: number;
  d: number;
  channel: string;
  product: string;
  qty: number;
  price: number;
}
const sales: Sale[] = [];
for (const m of [8, 9]) {
  for (let d = 1; d <= (m === 8 ? 30 : 31); d++) {
    const wd = day(2026, m, d).getUTCDay();
    if (wd === 6) {
      for (const p of [2, 3, 4, 5])
        sales.push({
          m,
          d,
          channel: 'Market stall',
          product: PRODUCTS[p]![0],
          qty: r.int(8, 40),
          price: PRODUCTS[p]![1],
        });
    } else if (wd === 4) {
      for (const p of [0, 1])
        sales.push({
          m,
          d,
          channel: 'Box scheme',
          product: PRODUCTS[p]![0],
          qty: r.int(10, 26),
          price: PRODUCTS[p]![1],
        });
    } else if (wd === 2 || wd === 5) {
      const p = r.pick([2, 3, 4, 5]);
      sales.push({
        m,
        d,
        channel: 'Farm gate',
        product: PRODUCTS[p]![0],
        qty: r.int(3, 15),
        price: PRODUCTS[p]![1],
      });
    }
  }
}
const amt = (s: Sale): number => s.qty * s.price;
const sumIf = (f: (s: Sale) => boolean): bigint => total(sales.filter(f).map(amt));
const grand = sumIf(() => true);
const chTotals = CHANNELS.map((c) => sumIf((s) => s.channel === c));
const dayKeys = [...new Set(sales.map((s) => s.m * 100 + s.d))];
const dayTotals = dayKeys.map((k) => sumIf((s) => s.m * 100 + s.d === k));
const bestDay = dayKeys[argMax(dayTotals)]!;
const bm = Math.floor(bestDay / 100);
const bd = bestDay % 100;
const text = (m: number, d: number): string =>
  `${String(d).padStart(2, '0')}-${String(m + 1).padStart(2, '0')}-2026`;
const farm19 = sales.filter((s) => s.m === 8 && s.d === 18 && s.channel === 'Farm gate');

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales');
  putRows(ws, [
    ['Groenhof Market Garden – sales log Sep–Oct 2026 (€)'],
    [],
    ['Date', 'Channel', 'Product', 'Qty', 'Unit price', 'Amount', 'Notes'],
    ...sales.map((s, i) => [
      text(s.m, s.d),
      s.channel,
      s.product,
      s.qty,
      cell(s.price),
      cell(amt(s)),
      i % 11 === 5 ? 'rain' : undefined,
    ]),
  ]);
  return toBytes(wb);
}

const q = questionsFor('marketgarden', [
  [
    'total sales in september',
    { value: hundredths(sumIf((s) => s.m === 8)), means: 'sum of Amount dated September 2026' },
  ],
  [
    'how many veg boxes did we sell in october',
    {
      value: String(
        sales
          .filter((s) => s.m === 9 && s.product.startsWith('Veg box'))
          .reduce((a, s) => a + s.qty, 0),
      ),
      means: 'sum of Qty of Veg box small + Veg box large in October',
    },
  ],
  [
    'which channel brings in the most',
    { at: CHANNELS[argMax(chTotals)]!, means: 'channel with the largest sum of Amount' },
  ],
  [
    'best day for sales',
    {
      at: [...dayPlaces(2026, bm, bd), text(bm, bd)],
      means: 'date with the largest sum of Amount (unique)',
    },
  ],
  [
    'egg sales',
    {
      value: hundredths(sumIf((s) => s.product.startsWith('Eggs'))),
      means: 'sum of Amount for Eggs (dozen), Sep–Oct',
    },
  ],
  [
    'farm gate takings on 18 september',
    {
      value: hundredths(sumIf((s) => s.m === 8 && s.d === 18 && s.channel === 'Farm gate')),
      means: 'Farm gate Amount on 18-09-2026',
    },
  ],
  [
    'price of a large veg box?',
    { value: hundredths(PRODUCTS[1]![1]), means: 'Unit price of Veg box large (one price)' },
  ],
  [
    'kilos of tomatoes sold',
    {
      value: String(
        sales.filter((s) => s.product.startsWith('Tomatoes')).reduce((a, s) => a + s.qty, 0),
      ),
      means: 'sum of Qty for Tomatoes (kg)',
    },
  ],
  [
    'share of sales from the box scheme',
    { value: pct(chTotals[2]!, grand), means: 'Box scheme Amount / all Amount × 100, 2 dp' },
  ],
  ['total sales', { value: hundredths(grand), means: 'sum of Amount, Sep–Oct 2026' }],
  [
    'market stall takings in october',
    {
      value: hundredths(sumIf((s) => s.m === 9 && s.channel === 'Market stall')),
      means: 'sum of Amount, Market stall, October',
    },
  ],
  [
    'how many salad bags went at the market',
    {
      value: String(
        sales
          .filter((s) => s.channel === 'Market stall' && s.product === 'Salad bag')
          .reduce((a, s) => a + s.qty, 0),
      ),
      means: 'sum of Qty, Salad bag, Market stall',
    },
  ],
  ['what profit did we make on squash', { refuse: true, means: 'no costs in the sales log' }],
  [
    'how many customers came to the market',
    { refuse: true, means: 'customer counts are not logged' },
  ],
]);

export const marketgarden: BlindBook = {
  name: 'marketgarden',
  business: 'market garden',
  shape: 'sales log by day (text dates), channel and product, qty × price',
  bytes,
  questions: q,
  checks: [
    {
      what: 'channels = products = all',
      a: total(chTotals),
      b: total(PRODUCTS.map(([p]) => sumIf((s) => s.product === p))),
    },
    { what: 'days add to all', a: total(dayTotals), b: grand },
    { what: 'best day unique', a: uniqueMax(dayTotals) ? 1n : 0n, b: 1n },
    { what: 'one farm gate sale on 18 Sep', a: BigInt(farm19.length), b: 1n },
  ],
};
