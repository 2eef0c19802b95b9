/** Pet groomer: service price list with GST, products and labour cost, margin $ and %, AUD. */
import ExcelJS from 'exceljs';
import { divRound, hundredths, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(13);
const LABOUR_PER_MIN = 60n; // $36/hr
const base: Array<[string, number]> = [
  ['Full groom - small', 90],
  ['Full groom - medium', 120],
  ['Full groom - large', 150],
  ['Full groom - giant', 195],
  ['Bath & brush - small', 45],
  ['Bath & brush - medium', 60],
  ['Bath & brush - large', 80],
  ['De-shed treatment - medium', 75],
  ['De-shed treatment - large', 100],
  ['Puppy intro groom', 40],
  ['Nail trim', 15],
  ['Teeth brushing', 10],
  ['Flea & tick bath', 50],
  ['Cat groom (lion cut)', 90],
  ['Hand stripping - terrier', 140],
];
type Svc = {
  name: string;
  mins: number;
  products: bigint;
  labour: bigint;
  ex: bigint;
  inc: bigint;
};
const svcs: Svc[] = base.map(([name, mins]) => {
  const products = BigInt(r.int(80, 1800));
  const labour = LABOUR_PER_MIN * BigInt(mins);
  const ex = (((labour + products) * BigInt(r.int(130, 210))) / 100n / 10n) * 10n;
  return { name, mins, products, labour, ex, inc: (ex * 11n) / 10n };
});
const margin = (s: Svc): bigint => s.ex - s.products - s.labour;
const mPct = svcs.map((s) => divRound(margin(s) * 10000n, s.ex));
const bestPct = argMax(mPct);
const margins = svcs.map(margin);
const bestM = argMax(margins);
const cheapest = argMin(svcs.map((s) => s.inc));
const get = (n: string): Svc => svcs.find((s) => s.name === n)!;

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Price list 2026');
  const rows: unknown[][] = [
    ['Waggin Tails Grooming - price list & margins (from 1 July 2026)'],
    ['Labour costed at $36/hr; prices shown inc and ex GST (10%)'],
    [],
    [
      'Service',
      'Time (min)',
      'Products',
      'Labour',
      'Price inc GST',
      'Price ex GST',
      'Margin $',
      'Margin %',
      'Notes',
    ],
  ];
  svcs.forEach((s, i) =>
    rows.push([
      s.name,
      s.mins,
      cell(s.products),
      cell(s.labour),
      cell(s.inc),
      cell(s.ex),
      cell(margin(s)),
      Number(mPct[i]!) / 10000,
      s.name.startsWith('Hand')
        ? 'by appointment, Sat only'
        : s.name === 'Nail trim'
          ? 'walk-ins welcome'
          : undefined,
    ]),
  );
  putRows(ws, rows);
  for (const c of [3, 4, 5, 6, 7]) ws.getColumn(c).numFmt = '$#,##0.00';
  ws.getColumn(8).numFmt = '0.0%';
  return toBytes(wb);
}

const fl = get('Full groom - large');
const fs = get('Full groom - small');
const nail = get('Nail trim');

export const groomer: BlindBook = {
  name: 'groomer',
  business: 'dog and cat groomer',
  shape:
    'service price list: time, products and labour cost, price inc/ex GST, margin $ and %, notes',
  bytes: build,
  questions: questionsFor('groomer', [
    [
      'what do we charge for a full groom on a large dog',
      {
        value: [hundredths(fl.inc), hundredths(fl.ex)],
        means: 'Full groom - large, Price inc GST (or ex GST)',
      },
    ],
    [
      'margin on a nail trim',
      {
        value: [hundredths(margin(nail)), pct(margin(nail), nail.ex)],
        means: 'Nail trim Margin $ (or Margin %)',
      },
    ],
    [
      'which service makes us the most money per appointment',
      { at: svcs[bestM]!.name, means: 'service with the largest Margin $' },
    ],
    [
      'average margin %?',
      {
        refuse: true,
        means: 'ambiguous: mean of the % column or total margin / total price; and no volumes',
      },
    ],
    [
      'how long does a de-shed take for a medium dog',
      {
        value: String(get('De-shed treatment - medium').mins),
        means: 'Time (min), De-shed treatment - medium',
      },
    ],
    ['cheapest service', { at: svcs[cheapest]!.name, means: 'service with the smallest price' }],
    [
      'how many services make less than 40% margin',
      {
        value: String(svcs.filter((s) => margin(s) * 100n < s.ex * 40n).length),
        means: 'count of services with margin $ / price ex GST < 40%',
      },
    ],
    [
      'labour cost of a puppy intro groom',
      { value: hundredths(get('Puppy intro groom').labour), means: 'Labour, Puppy intro groom' },
    ],
    [
      'how many grooms did we do last month',
      { refuse: true, means: 'a price list holds no volumes' },
    ],
    [
      'products cost for a large full groom',
      { value: hundredths(fl.products), means: 'Products, Full groom - large' },
    ],
    [
      'how much GST is in the price of a small full groom',
      {
        value: hundredths(fs.inc - fs.ex),
        means: 'Price inc GST - Price ex GST, Full groom - small',
      },
    ],
    ['should we put our prices up', { refuse: true, means: 'an opinion' }],
    [
      'margin $ on the cat lion cut',
      {
        value: hundredths(margin(get('Cat groom (lion cut)'))),
        means: 'Margin $, Cat groom (lion cut)',
      },
    ],
  ]),
  checks: [
    {
      what: 'inc = ex x 1.1',
      a: svcs.reduce((a, s) => a + s.inc * 10n, 0n),
      b: svcs.reduce((a, s) => a + s.ex * 11n, 0n),
    },
    {
      what: 'margin = ex - products - labour (sum)',
      a: svcs.reduce((a, s) => a + margin(s), 0n),
      b: svcs.reduce((a, s) => a + s.ex, 0n) - svcs.reduce((a, s) => a + s.products + s.labour, 0n),
    },
    { what: 'best margin $ unique', a: uniqueMax(margins) ? 1n : 0n, b: 1n },
    { what: 'best margin % index in range', a: BigInt(bestPct >= 0 ? 1 : 0), b: 1n },
    { what: 'cheapest unique', a: uniqueMax(svcs.map((s) => -s.inc)) ? 1n : 0n, b: 1n },
  ],
};
