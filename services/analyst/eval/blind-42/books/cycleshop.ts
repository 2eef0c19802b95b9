/**
 * cycleshop — a bike shop's price list 2027 with margins (DKK, ex moms): category heading rows
 * (Bikes, E-bikes, Parts, Accessories) over SKU, item, cost kr., price kr., margin kr. and
 * margin % (a fraction).
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
  holds,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(15);
const CATS: Array<[string, Array<[string, number, number]>]> = [
  [
    'Bikes',
    [
      ['Christiania Light city bike', 3400, 5200],
      ['Kildemoes Logic 7-gear', 3100, 4800],
      ['Trek FX 2 hybrid', 4200, 6100],
      ['Cube Nuroad gravel', 6800, 9900],
      ['Puky kids 16"', 1200, 1900],
    ],
  ],
  [
    'E-bikes',
    [
      ['Winther Cargo e-bike', 17500, 24000],
      ['Kildemoes City E-bike', 9600, 13800],
      ['Specialized Turbo Vado', 21500, 29900],
      ['Babboe Curve-E cargo', 19400, 26500],
    ],
  ],
  [
    'Parts',
    [
      ['Schwalbe Marathon tyre', 160, 299],
      ['Inner tube 28"', 22, 59],
      ['Shimano brake pads', 45, 119],
      ['KMC chain 8-speed', 90, 179],
      ['Battery 500Wh Bosch', 4100, 5600],
    ],
  ],
  [
    'Accessories',
    [
      ['Abus lock Bordo', 420, 799],
      ['Hövding airbag helmet', 1650, 2399],
      ['Basil pannier bag', 310, 549],
      ['Busch+Müller lights set', 260, 449],
      ['Child seat Thule Yepp', 780, 1299],
    ],
  ],
];
interface It {
  cat: string;
  name: string;
  cost: number;
  price: number;
}
const items: It[] = [];
for (const [cat, xs] of CATS)
  for (const [name, c, p] of xs) {
    const cost = c * 100 + r.int(0, 9) * 1000 * (c > 1000 ? 1 : 0);
    items.push({ cat, name, cost, price: p * 100 });
  }
const mg = items.map((x) => x.price - x.cost);
const mpc = items.map((x) => Number(divRound(BigInt(x.price - x.cost) * 10000n, BigInt(x.price))));
const best = argMax(mpc);
const bestAmt = argMax(mg);
const worst = argMin(mpc);
const LOW = 3000; // 30.00%
const ebikes = items.filter((x) => x.cat === 'E-bikes');
const eb = ebikes.map((x) => x.price);
const acc = items.filter((x) => x.cat === 'Accessories');
const vado = items.find((x) => x.name.includes('Vado'))!;
const lock = items.find((x) => x.name.startsWith('Abus'))!;
const helmet = items.find((x) => x.name.startsWith('Hövding'))!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Prisliste 2027');
  ws.getCell('A1').value = 'Nørrebro Cykler ApS — Price list 2027';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'All amounts DKK excl. moms';
  ws.getRow(4).values = ['SKU', 'Item', 'Cost kr.', 'Price kr.', 'Margin kr.', 'Margin %'];
  ws.getRow(4).font = { bold: true };
  let row = 5;
  let sku = 100;
  for (const [cat] of CATS) {
    ws.getRow(row).getCell(1).value = cat;
    ws.getRow(row++).font = { bold: true };
    for (const x of items.filter((i) => i.cat === cat)) {
      ws.getRow(row++).values = [
        `NC-${sku++}`,
        x.name,
        x.cost / 100,
        x.price / 100,
        (x.price - x.cost) / 100,
        (x.price - x.cost) / x.price,
      ];
    }
    row++;
  }
  for (const c of [3, 4, 5]) ws.getColumn(c).numFmt = '#,##0.00 "kr."';
  ws.getColumn(6).numFmt = '0.0%';
  ws.getColumn(2).width = 30;
  return toBytes(wb);
}

export const cycleshop: BlindBook = {
  name: 'cycleshop',
  business: 'bike shop',
  shape: 'price list with margins',
  bytes,
  questions: questionsFor('cycleshop', [
    [
      'margin on the turbo vado',
      {
        value: [hundredths(vado.price - vado.cost), pct(vado.price - vado.cost, vado.price)],
        means: 'Price − Cost, or the Margin % (of price)',
      },
    ],
    [
      'which item has the best margin',
      {
        at: [items[best]!.name, items[bestAmt]!.name],
        means: 'the largest Margin % or the largest Margin kr. (each unique)',
      },
    ],
    [
      'lowest margin % on the list',
      { at: items[worst]!.name, means: 'the smallest Margin % (unique)' },
    ],
    [
      'average margin %',
      {
        value: [
          hundredths(divRound(total(mpc), BigInt(mpc.length))),
          pct(total(mg), total(items.map((x) => x.price))),
        ],
        tol: 0.05,
        means:
          'the mean of the Margin % column, or total margin / total price × 100 (±0.05 for rounding of the column)',
      },
    ],
    [
      'what do we sell the abus lock for',
      { value: hundredths(lock.price), means: 'Price kr. of the Abus lock Bordo' },
    ],
    [
      'how many items are on the price list',
      { value: String(items.length), means: 'item rows (headings excluded)' },
    ],
    ['how many e-bikes do we list', { value: String(ebikes.length), means: 'rows under E-bikes' }],
    [
      'how many items have a margin under 30%',
      { value: String(mpc.filter((x) => x < LOW).length), means: 'Margin % below 30' },
    ],
    [
      'most expensive e-bike',
      { at: ebikes[argMax(eb)]!.name, means: 'the largest Price kr. under E-bikes (unique)' },
    ],
    [
      'what does the hövding helmet cost us',
      { value: hundredths(helmet.cost), means: 'Cost kr. of the Hövding airbag helmet' },
    ],
    [
      'markup on the abus lock',
      { value: pct(lock.price - lock.cost, lock.cost), means: '(Price − Cost) / Cost × 100' },
    ],
    [
      'average price of accessories',
      {
        value: meanCents(total(acc.map((x) => x.price)), acc.length),
        means: 'mean Price kr. of the Accessories rows',
      },
    ],
    [
      'cheapest thing we sell',
      {
        at: items[argMin(items.map((x) => x.price))]!.name,
        means: 'the smallest Price kr. (unique)',
      },
    ],
    [
      'total margin if we sold one of everything',
      { value: hundredths(total(mg)), means: 'the Margin kr. column added' },
    ],
    [
      'how many cargo bikes did we sell this year',
      { refuse: true, means: 'a price list holds no sales' },
    ],
    [
      'what should we charge for the new helmet',
      { refuse: true, means: 'an opinion, not in the sheet' },
    ],
    [
      'are we cheaper than the shop down the road',
      { refuse: true, means: 'no competitor prices in the sheet' },
    ],
  ]),
  checks: [
    same(
      'price − cost = margin',
      total(items.map((x) => x.price)) - total(items.map((x) => x.cost)),
      total(mg),
    ),
    unique('best margin %', mpc),
    unique('best margin kr.', mg),
    unique('worst margin %', mpc, 'min'),
    unique('dearest e-bike', eb),
    unique(
      'cheapest item',
      items.map((x) => x.price),
      'min',
    ),
    holds(
      'no margin exactly 25%',
      mpc.every((x) => x !== LOW),
    ),
  ],
};
