/** Dog walker: a petty cash book (dates as text dd/mm/yyyy, receipts and payments, running balance), Sep–Nov 2026, AUD. */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
import {
  argMax,
  type BlindBook,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(16);
const cats: Array<[string, string[], number, number]> = [
  ['Treats', ['Treats - Petbarn', 'Liver treats', 'Training treats'], 8, 45],
  ['Poo bags', ['Poo bags bulk', 'Compostable bags'], 12, 30],
  ['Parking', ['Parking - Centennial Park', 'Parking - beach'], 4, 18],
  ['Fuel', ['Fuel - Ampol', 'Fuel - BP'], 40, 85],
  ['Equipment', ['Leads x2', 'Long line', 'Dog towels', 'Water bowls'], 15, 90],
  ['Coffee', ['Coffee - client meeting'], 5, 12],
];
interface Row {
  m: number;
  d: number;
  details: string;
  cat: string;
  rec: number;
  pay: number;
}
const rows: Row[] = [];
for (const [m, len] of [
  [8, 30],
  [9, 31],
  [10, 24],
] as const) {
  rows.push({
    m,
    d: 1,
    details: 'Cash from business account',
    cat: 'Top-up',
    rec: r.pick([65000, 70000]),
    pay: 0,
  });
  for (let d = 2; d <= len; d += r.int(1, 3)) {
    const [cat, det, lo, hi] = r.pick(cats);
    rows.push({
      m,
      d,
      details: r.pick(det),
      cat,
      rec: 0,
      pay: r.int(lo, hi) * 100 + r.pick([0, 50, 95, 20]),
    });
  }
}
const opening = 8560;
const bals: number[] = [];
let b = opening;
for (const x of rows) {
  b += x.rec - x.pay;
  bals.push(b);
}
const closing = b;
const txt = (m: number, d: number): string =>
  `${String(d).padStart(2, '0')}/${String(m + 1).padStart(2, '0')}/2026`;
const byCat = cats.map(([c]) => total(rows.filter((x) => x.cat === c).map((x) => x.pay)));
const topCat = cats[argMax(byCat)]![0];
const pays = rows.map((x) => x.pay);
const big = rows[argMax(pays)]!;
const inM = (m: number): Row[] => rows.filter((x) => x.m === m);
const catTot = (c: string): bigint => byCat[cats.findIndex(([n]) => n === c)]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  putRows(wb.addWorksheet('Petty cash'), [
    ['Happy Paws Walking Co — petty cash book'],
    [],
    ['Date', 'Details', 'Category', 'Received', 'Paid', 'Balance'],
    ['31/08/2026', 'Opening balance', undefined, undefined, undefined, cell(opening)],
    ...rows.map((x, i) => [
      txt(x.m, x.d),
      x.details,
      x.cat,
      x.rec ? cell(x.rec) : undefined,
      x.pay ? cell(x.pay) : undefined,
      cell(bals[i]!),
    ]),
  ]);
  return toBytes(wb);
}

export const dogwalker: BlindBook = {
  name: 'dogwalker',
  business: 'dog walker',
  shape: 'petty cash book, text dates, category column, running balance',
  bytes,
  questions: questionsFor('dogwalker', [
    ['how much is in the tin now', { value: hundredths(BigInt(closing)), means: 'last Balance' }],
    [
      'what did we spend on treats',
      { value: hundredths(catTot('Treats')), means: 'Paid, Category = Treats, whole book' },
    ],
    [
      'how much cash did we top up',
      { value: hundredths(total(rows.map((x) => x.rec))), means: 'Received total (top-ups)' },
    ],
    ['biggest spending category', { at: topCat, means: 'Category with the largest Paid total' }],
    [
      'fuel spend in october',
      {
        value: hundredths(
          total(
            inM(9)
              .filter((x) => x.cat === 'Fuel')
              .map((x) => x.pay),
          ),
        ),
        means: 'Paid, Category = Fuel, October rows',
      },
    ],
    [
      'total paid out of petty cash in september',
      { value: hundredths(total(inM(8).map((x) => x.pay))), means: 'Paid, September rows' },
    ],
    [
      'parking costs altogether',
      { value: hundredths(catTot('Parking')), means: 'Paid, Category = Parking' },
    ],
    [
      'largest single cash payment',
      { value: hundredths(BigInt(big.pay)), means: `largest Paid (${big.details})` },
    ],
    [
      'how many times did we buy poo bags',
      {
        value: String(rows.filter((x) => x.cat === 'Poo bags').length),
        means: 'count of rows with Category = Poo bags',
      },
    ],
    [
      'equipment spend in november',
      {
        value: hundredths(
          total(
            inM(10)
              .filter((x) => x.cat === 'Equipment')
              .map((x) => x.pay),
          ),
        ),
        means: 'Paid, Category = Equipment, November rows',
      },
    ],
    ['what did we start with', { value: hundredths(BigInt(opening)), means: 'Opening balance' }],
    ['total spent on everything', { value: hundredths(total(pays)), means: 'Paid column total' }],
    [
      'how many dogs did we walk in october',
      { refuse: true, means: 'no walk counts in a petty cash book' },
    ],
    ['how much will we need to top up in december', { refuse: true, means: 'a forecast' }],
  ]),
  checks: [
    {
      what: 'opening + received − paid = closing',
      a: BigInt(opening) + total(rows.map((x) => x.rec)) - total(pays),
      b: BigInt(closing),
    },
    { what: 'categories = paid total', a: total(byCat), b: total(pays) },
    { what: 'top category unique', a: uniqueMax(byCat) ? 1n : 0n, b: 1n },
    { what: 'biggest payment unique', a: uniqueMax(pays) ? 1n : 0n, b: 1n },
    { what: 'balance never negative', a: bals.every((x) => x >= 0) ? 1n : 0n, b: 1n },
  ],
};
