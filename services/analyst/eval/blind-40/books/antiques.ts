/**
 * Antiques shop: sales log Sep–Nov 2026, one row per sale, in US dollars. Two title rows and
 * a blank row above the header; date cells, receipt number, item, category, stock source
 * (own / consignment), payment method and price; a TOTAL row at the bottom.
 */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  countOf,
  day,
  monthAt,
  offThreshold,
  pickAt,
  putRows,
  questionsFor,
  rng,
  same,
  stepped,
  toBytes,
  total,
  unique,
  where,
  type BlindBook,
} from '../lib';

const r = rng(2);
const NAME = 'antiques';
const CATS: Record<string, { items: string[]; lo: number; hi: number }> = {
  Furniture: {
    items: [
      'Oak blanket chest',
      'Mahogany side table',
      'Pine dresser',
      'Ladderback chair',
      'Walnut writing desk',
      'Cherry nightstand',
    ],
    lo: 180,
    hi: 1400,
  },
  Ceramics: {
    items: ['Stoneware crock', 'Ironstone platter', 'Flow blue plate', 'Majolica pitcher'],
    lo: 25,
    hi: 260,
  },
  Silver: {
    items: ['Sterling teaspoons (set of 6)', 'Coin silver ladle', 'Silver-plate tea set'],
    lo: 60,
    hi: 480,
  },
  Clocks: {
    items: ['Mantel clock', 'Schoolhouse wall clock', 'Ogee shelf clock'],
    lo: 120,
    hi: 650,
  },
  'Prints & maps': {
    items: ['Hand-coloured county map', 'Audubon print (reissue)', 'Currier & Ives print'],
    lo: 35,
    hi: 320,
  },
  Jewelry: {
    items: ['Cameo brooch', 'Gold locket', 'Bakelite bangle', 'Jet earrings'],
    lo: 40,
    hi: 540,
  },
};
const CATNAMES = Object.keys(CATS);
const PAY = ['Card', 'Cash', 'Check'] as const;

interface Sale {
  date: Date;
  month: number;
  d: number;
  receipt: string;
  item: string;
  cat: string;
  source: 'Own' | 'Consignment';
  pay: string;
  price: number;
}
const sales: Sale[] = [];
let receipt = 3311;
for (let month = 8; month <= 10; month++) {
  const days = month === 9 ? 31 : 30;
  for (let d = 1; d <= days; d++) {
    const dow = day(2026, month, d).getUTCDay(); // closed Mon, Tue
    if (dow === 1 || dow === 2) continue;
    const n = r.int(0, dow === 6 || dow === 0 ? 4 : 2);
    for (let k = 0; k < n; k++) {
      const cat = r.pick(CATNAMES);
      const spec = CATS[cat]!;
      sales.push({
        date: day(2026, month, d),
        month,
        d,
        receipt: `R-${receipt++}`,
        item: r.pick(spec.items),
        cat,
        source: r.next() < 0.35 ? 'Consignment' : 'Own',
        pay: r.pick(PAY),
        price: stepped(r, spec.lo, spec.hi, 500) - 100, // $149, $245 → $244 …
      });
    }
  }
}
// the one longcase clock, sold on Saturday 17 October
const clock: Sale = {
  date: day(2026, 9, 17),
  month: 9,
  d: 17,
  receipt: '',
  item: 'Victorian walnut longcase clock',
  cat: 'Clocks',
  source: 'Consignment',
  pay: 'Check',
  price: 218_500,
};
const at = sales.findIndex((s) => s.month === 9 && s.d > 17);
sales.splice(at, 0, clock);
sales.forEach((s, i) => (s.receipt = `R-${3311 + i}`));

const prices = sales.map((s) => s.price);
const grand = total(prices);
const byMonth = [8, 9, 10].map((m) =>
  total(
    pickAt(
      prices,
      where(sales, (s) => s.month === m),
    ),
  ),
);
const byCat = CATNAMES.map((c) =>
  total(
    pickAt(
      prices,
      where(sales, (s) => s.cat === c),
    ),
  ),
);
const card = total(
  pickAt(
    prices,
    where(sales, (s) => s.pay === 'Card'),
  ),
);
const consign = total(
  pickAt(
    prices,
    where(sales, (s) => s.source === 'Consignment'),
  ),
);
const THRESHOLD = 50_000;
const over500 = countOf(prices, (p) => p > THRESHOLD);
const octCount = countOf(sales, (s) => s.month === 9);
const oct17 = total(
  pickAt(
    prices,
    where(sales, (s) => s.month === 9 && s.d === 17),
  ),
);
const oct17n = countOf(sales, (s) => s.month === 9 && s.d === 17);
const big = argMax(prices);
const small = argMin(prices);
const topCat = argMax(byCat);
const bestMonth = argMax(byMonth);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales log');
  putRows(ws, [
    ['Hollow Creek Antiques'],
    ['Sales log — September to November 2026'],
    [],
    ['Date', 'Receipt #', 'Item', 'Category', 'Stock', 'Paid by', 'Price ($)'],
    ...sales.map((s) => [s.date, s.receipt, s.item, s.cat, s.source, s.pay, cell(s.price)]),
    ['TOTAL', undefined, undefined, undefined, undefined, undefined, cell(grand)],
  ]);
  ws.getRow(1).font = { bold: true, size: 14 };
  ws.getRow(4).font = { bold: true };
  ws.getColumn(1).numFmt = 'mm/dd/yyyy';
  ws.getColumn(7).numFmt = '$#,##0.00';
  ws.getColumn(3).width = 34;
  return toBytes(wb);
}

export const antiques: BlindBook = {
  name: NAME,
  business: 'antiques shop (own stock and consignment)',
  shape: 'sales log Sep–Nov 2026, one row per sale, TOTAL row',
  bytes,
  questions: questionsFor(NAME, [
    ['total sales', { value: hundredths(grand), means: 'sum of Price, all sales Sep–Nov' }],
    [
      'sales last month',
      { value: hundredths(byMonth[2]!), means: 'November 2026 (now = 7 Dec 2026)' },
    ],
    [
      'how much furniture have we sold',
      { value: hundredths(byCat[0]!), means: 'Price summed over Category = Furniture' },
    ],
    ['biggest sale?', { value: hundredths(prices[big]!), means: 'the largest single Price' }],
    ['how many sales in october', { value: String(octCount), means: 'rows dated October' }],
    ['average sale', { value: meanCents(grand, sales.length), means: 'total / number of sales' }],
    [
      'which category brings in the most',
      { at: CATNAMES[topCat]!, means: 'category with the largest Price total' },
    ],
    ['how much came in on card', { value: hundredths(card), means: 'Price where Paid by = Card' }],
    [
      'what % of sales were consignment pieces',
      { value: pct(consign, grand), means: 'Consignment price total / total, %' },
    ],
    ['how many sales over $500', { value: String(over500), means: 'sales with Price above 500' }],
    [
      'what did the longcase clock go for',
      { value: hundredths(clock.price), means: 'Price of the Victorian walnut longcase clock' },
    ],
    [
      'which month was best',
      { at: monthAt(8 + bestMonth, 2026), means: 'month with the largest sales total' },
    ],
    [
      'how much did we take on oct 17',
      { value: hundredths(oct17), means: `sum of the ${oct17n} sales dated 17 Oct 2026` },
    ],
    ['smallest sale', { value: hundredths(prices[small]!), means: 'the smallest single Price' }],
    [
      "what's our profit on the silver",
      { refuse: true, means: 'no cost or consignor split in the log' },
    ],
    ['how much stock have we got left', { refuse: true, means: 'a sales log holds no stock' }],
    ['who bought the most', { refuse: true, means: 'the log has no customer column' }],
  ]),
  checks: [
    same('months = total', total(byMonth), grand),
    same('categories = total', total(byCat), grand),
    unique('price', prices),
    unique('price', prices, 'min'),
    unique('category totals', byCat),
    unique('month totals', byMonth),
    offThreshold('price', prices, THRESHOLD),
    same('one longcase clock', BigInt(countOf(sales, (s) => s.item.includes('longcase'))), 1n),
    same('oct 17 has several sales', BigInt(oct17n > 1 ? 1 : 0), 1n),
  ],
};
