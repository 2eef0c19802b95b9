/** Sign maker: a price list with cost build-up and margins, grouped sections, NZ$ excl. GST. */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(13);
const SECTIONS: Array<[string, Array<[string, string, string]>]> = [
  [
    'VEHICLE GRAPHICS',
    [
      ['VG01', 'Full van wrap', 'each'],
      ['VG02', 'Door logos (pair)', 'pair'],
      ['VG03', 'Rear window perf', 'each'],
      ['VG04', 'Ute tailgate decal', 'each'],
    ],
  ],
  [
    'SHOPFRONT',
    [
      ['SF01', 'Shopfront lettering', 'per m'],
      ['SF02', 'Acrylic panel sign 1200x600', 'each'],
      ['SF03', 'Lightbox sign', 'each'],
      ['SF04', 'A-frame sign', 'each'],
      ['SF05', 'Window frosting', 'per m2'],
    ],
  ],
  [
    'BANNERS & PRINT',
    [
      ['BP01', 'PVC banner 3m', 'each'],
      ['BP02', 'Mesh banner 2m', 'each'],
      ['BP03', 'Pull-up banner', 'each'],
      ['BP04', 'Corflute sign A2', 'each'],
      ['BP05', 'Feather flag', 'each'],
    ],
  ],
];
const items = SECTIONS.flatMap(([sec, xs]) =>
  xs.map(([code, name, unit]) => {
    const mat = BigInt(r.int(15, code === 'VG01' ? 2200 : 600)) * 100n + BigInt(r.int(0, 99));
    const lab = BigInt(r.int(2, code === 'VG01' ? 24 : 6)) * 9500n;
    const cost = mat + lab;
    const sell = ((cost * BigInt(r.int(125, 240))) / 10000n) * 100n; // whole dollars
    return {
      sec,
      code,
      name,
      unit,
      mat,
      lab,
      cost,
      sell,
      m: sell - cost,
      mp: pct(sell - cost, sell),
    };
  }),
);
const mps = items.map((x) => divRound(x.m * 10000n, x.sell));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Price list 2026');
  const rows: unknown[][] = [
    ['Kiwi Signs & Graphics - price list 2026'],
    ['All prices NZD excluding GST. Labour at $95/hr.'],
    [],
    [
      'Code',
      'Product',
      'Unit',
      'Materials',
      'Labour',
      'Total cost',
      'Sell price',
      'Margin $',
      'Margin %',
    ],
  ];
  for (const [sec] of SECTIONS) {
    rows.push([sec]);
    for (const x of items.filter((i) => i.sec === sec))
      rows.push([
        x.code,
        x.name,
        x.unit,
        cell(x.mat),
        cell(x.lab),
        cell(x.cost),
        cell(x.sell),
        cell(x.m),
        Number(x.mp) / 100,
      ]);
    rows.push([]);
  }
  putRows(ws, rows);
  for (let c = 4; c <= 8; c++) ws.getColumn(c).numFmt = '$#,##0.00';
  ws.getColumn(9).numFmt = '0.0%';
  ws.getColumn(2).width = 30;
  return toBytes(wb);
}

const it = (code: string): (typeof items)[number] => items.find((x) => x.code === code)!;
const banners = items.filter((x) => x.sec === 'BANNERS & PRINT');
const af = it('SF04');
const ms = items.map((x) => x.m);
const sells = items.map((x) => x.sell);
export const signs: BlindBook = {
  name: 'signs',
  business: 'sign maker',
  shape: 'price list with cost build-up and margins, grouped sections',
  bytes,
  checks: [
    {
      what: 'materials + labour = total cost',
      a: total(items.map((x) => x.mat + x.lab)),
      b: total(items.map((x) => x.cost)),
    },
    {
      what: 'sell - cost = margin',
      a: total(sells) - total(items.map((x) => x.cost)),
      b: total(ms),
    },
    {
      what: 'extremes unique',
      a: uniqueMax(mps) && uniqueMax(ms.map((x) => -x)) && uniqueMax(sells) ? 1n : 0n,
      b: 1n,
    },
  ],
  questions: questionsFor('signs', [
    [
      'what do we charge for a 3m banner',
      { value: hundredths(it('BP01').sell), means: 'PVC banner 3m, Sell price (excl. GST)' },
    ],
    [
      'margin on the a-frame',
      {
        value: [hundredths(af.m), af.mp],
        means: 'A-frame sign, Margin $ or Margin % (of sell price)',
      },
    ],
    [
      'which product has the best margin percentage',
      { at: items[argMax(mps)]!.name, means: 'product with the largest Margin % (unique)' },
    ],
    [
      'which product makes us the least dollars per sale',
      { at: items[argMin(ms)]!.name, means: 'product with the smallest Margin $ (unique)' },
    ],
    [
      'what does a van wrap cost us',
      { value: hundredths(it('VG01').cost), means: 'Full van wrap, Total cost' },
    ],
    [
      'labour on the acrylic panel',
      { value: hundredths(it('SF02').lab), means: 'Acrylic panel sign, Labour' },
    ],
    [
      'average price of our banners and print items',
      {
        value: meanCents(total(banners.map((x) => x.sell)), banners.length),
        means: `mean Sell price of the ${banners.length} BANNERS & PRINT lines`,
      },
    ],
    [
      'how many products are under 40% margin',
      {
        value: String(mps.filter((x) => x < 4000n).length),
        means: 'lines with Margin % below 40%',
      },
    ],
    [
      'most expensive thing on the list',
      { at: items[argMax(sells)]!.name, means: 'largest Sell price (unique)' },
    ],
    ['how many van wraps did we sell this year', { refuse: true, means: 'a price list, no sales' }],
    ['should we put our prices up', { refuse: true, means: 'an opinion' }],
    [
      'sell price for window frosting',
      { value: hundredths(it('SF05').sell), means: 'Window frosting, Sell price per m2' },
    ],
  ]),
};
