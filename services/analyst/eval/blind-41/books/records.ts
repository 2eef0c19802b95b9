/**
 * records — a vinyl record shop's sales log, Sep–Nov 2026 (USD): two title rows and a blank row
 * above the header, one row per sale (date, receipt #, artist – title, genre, condition, paid by,
 * qty, unit price, amount), a TOTAL row. Closed Mondays.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import {
  cell,
  countOf,
  day,
  dayPlaces,
  holds,
  offThreshold,
  pickAt,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  type BlindBook,
} from '../lib';
import { extreme, groupSum } from '../lib';

const r = rng(2);
const ITEMS: Record<string, string[]> = {
  Rock: [
    'Fleetwood Mac – Rumours',
    'Led Zeppelin – IV',
    'The Smiths – The Queen Is Dead',
    'Pixies – Doolittle',
    'Neil Young – Harvest',
  ],
  Jazz: [
    'Miles Davis – Kind of Blue',
    'John Coltrane – A Love Supreme',
    'Bill Evans – Sunday at the Village Vanguard',
    'Art Blakey – Moanin’',
  ],
  'Soul & Funk': [
    'Marvin Gaye – What’s Going On',
    'Aretha Franklin – Lady Soul',
    'Curtis Mayfield – Superfly',
    'Al Green – Let’s Stay Together',
  ],
  'Hip-Hop': [
    'A Tribe Called Quest – The Low End Theory',
    'Nas – Illmatic',
    'De La Soul – 3 Feet High and Rising',
  ],
  Electronic: [
    'Daft Punk – Discovery',
    'Aphex Twin – Selected Ambient Works 85-92',
    'Massive Attack – Mezzanine',
  ],
  Folk: ['Joni Mitchell – Blue', 'Nick Drake – Pink Moon', 'Bob Dylan – Blood on the Tracks'],
};
const GENRES = Object.keys(ITEMS);
interface Sale {
  m: number;
  d: number;
  receipt: string;
  item: string;
  genre: string;
  cond: 'New' | 'Used';
  paid: 'Card' | 'Cash';
  qty: number;
  price: number;
  amount: number;
}
const sales: Sale[] = [];
let receipt = 4180;
for (let m = 8; m <= 10; m++) {
  const days = m === 9 ? 31 : 30;
  for (let d = 1; d <= days; d++) {
    if (day(2026, m, d).getUTCDay() === 1) continue;
    const n = r.pick([0, 1, 1, 1, 2, 2]);
    for (let k = 0; k < n; k++) {
      const genre = r.pick(GENRES);
      const cond = r.next() < 0.45 ? 'Used' : 'New';
      const qty = r.pick([1, 1, 1, 1, 2, 3]);
      const price = cond === 'New' ? r.int(24, 42) * 100 - 1 : r.int(8, 30) * 100;
      sales.push({
        m,
        d,
        receipt: `R-${receipt++}`,
        item: r.pick(ITEMS[genre]!),
        genre,
        cond,
        paid: r.next() < 0.7 ? 'Card' : 'Cash',
        qty,
        price,
        amount: qty * price,
      });
    }
  }
}
// one big sale: a jazz box set
const big = sales.findIndex((s) => s.m === 9 && s.d >= 17 && s.genre !== 'Jazz');
sales.splice(big, 0, {
  m: 9,
  d: sales[big]!.d,
  receipt: '',
  item: 'Blue Note Classic Vinyl Series – 10 LP box set',
  genre: 'Jazz',
  cond: 'New',
  paid: 'Card',
  qty: 1,
  price: 28900,
  amount: 28900,
});
sales.forEach((s, i) => (s.receipt = `R-${4180 + i}`));

const amounts = sales.map((s) => s.amount);
const all = total(amounts);
const inMonth = (m: number): bigint =>
  total(
    pickAt(
      amounts,
      where(sales, (s) => s.m === m),
    ),
  );
const used = total(
  pickAt(
    amounts,
    where(sales, (s) => s.cond === 'Used'),
  ),
);
const byGenre = groupSum(
  sales,
  (s) => s.genre,
  (s) => s.amount,
);
const [topGenre, topGenreV] = extreme(byGenre);
const octCount = countOf(sales, (s) => s.m === 9);
const maxAt = amounts.indexOf(Math.max(...amounts));
const card = total(
  pickAt(
    amounts,
    where(sales, (s) => s.paid === 'Card'),
  ),
);
const cash = total(
  pickAt(
    amounts,
    where(sales, (s) => s.paid === 'Cash'),
  ),
);
const jazzSep = total(
  pickAt(
    amounts,
    where(sales, (s) => s.genre === 'Jazz' && s.m === 8),
  ),
);
const units = total(sales.map((s) => s.qty));
const byDay = groupSum(
  sales,
  (s) => `${s.m}-${s.d}`,
  (s) => s.amount,
);
const [bestDay, bestDayV] = extreme(byDay);
const [bdm, bdd] = bestDay.split('-').map(Number) as [number, number];
const OVER = 10000;
const over = countOf(amounts, (a) => a > OVER);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales');
  ws.getCell('A1').value = 'Groove Merchant Records — sales log';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value =
    '1 September – 30 November 2026 · Portland, OR · prices include no sales tax';
  ws.getRow(4).values = [
    'Date',
    'Receipt #',
    'Artist – Title',
    'Genre',
    'Condition',
    'Paid by',
    'Qty',
    'Unit price',
    'Amount',
  ];
  ws.getRow(4).font = { bold: true };
  sales.forEach((s, i) => {
    ws.getRow(5 + i).values = [
      day(2026, s.m, s.d),
      s.receipt,
      s.item,
      s.genre,
      s.cond,
      s.paid,
      s.qty,
      cell(s.price),
      cell(s.amount),
    ];
  });
  const t = ws.getRow(5 + sales.length);
  t.getCell(1).value = 'TOTAL';
  t.getCell(7).value = Number(units);
  t.getCell(9).value = cell(all);
  t.font = { bold: true };
  ws.getColumn(1).numFmt = 'mm/dd/yyyy';
  ws.getColumn(8).numFmt = '$#,##0.00';
  ws.getColumn(9).numFmt = '$#,##0.00';
  ws.getColumn(3).width = 44;
  return toBytes(wb);
}

export const records: BlindBook = {
  name: 'records',
  business: 'vinyl record shop',
  shape: 'sales log',
  bytes,
  checks: [
    same('months = total', inMonth(8) + inMonth(9) + inMonth(10), all),
    same('genres = total', total([...byGenre.values()]), all),
    same('card + cash = total', card + cash, all),
    same('qty × price = amount', total(sales.map((s) => s.qty * s.price)), all),
    unique('genres', [...byGenre.values()]),
    holds(
      'top genre by amount is top by qty',
      extreme(
        groupSum(
          sales,
          (s) => s.genre,
          (s) => s.qty,
        ),
      )[0] === topGenre,
    ),
    unique('sale amounts', amounts),
    unique('days', [...byDay.values()]),
    offThreshold('sale amounts', amounts, OVER),
  ],
  questions: questionsFor('records', [
    ['total sales', { value: money(all), means: 'the TOTAL of the Amount column, Sep–Nov 2026' }],
    ['sales last month?', { value: money(inMonth(10)), means: 'Amount of November 2026 sales' }],
    [
      'how much did used records bring in',
      { value: money(used), means: 'Amount where Condition is Used' },
    ],
    [
      'best selling genre',
      { at: topGenre, value: money(topGenreV), means: 'the genre with the largest Amount' },
    ],
    ['how many sales in october', { value: String(octCount), means: 'count of October sale rows' }],
    [
      'biggest sale',
      { value: money(amounts[maxAt]!), means: 'the largest single Amount (the box set)' },
    ],
    [
      'average sale value',
      { value: meanCents(all, sales.length), means: `total / ${sales.length} sales` },
    ],
    ['how much came in on card', { value: money(card), means: 'Amount where Paid by is Card' }],
    ['jazz sales in september', { value: money(jazzSep), means: 'Jazz rows dated September' }],
    ['what % of sales were cash', { value: pct(cash, all), means: 'cash Amount / total × 100' }],
    ['how many records did we sell', { value: String(units), means: 'sum of Qty' }],
    [
      'how did november compare to october',
      {
        value: [money(inMonth(10) - inMonth(9)), growth(inMonth(9), inMonth(10))],
        means: 'November less October, or the % change',
      },
    ],
    [
      'which day had the most sales',
      {
        at: [...dayPlaces(2026, bdm, bdd), `${bdm + 1}/${bdd}/2026`],
        value: money(bestDayV),
        means: 'the date with the largest Amount summed over its sales',
      },
    ],
    [
      'how many sales were over $100',
      { value: String(over), means: 'rows with Amount above $100' },
    ],
    [
      'what profit did we make on used records',
      { refuse: true, means: 'no costs of the stock are on the sheet' },
    ],
    [
      'what will the christmas rush bring in',
      { refuse: true, means: 'a forecast; December is not on the sheet' },
    ],
  ]),
};
