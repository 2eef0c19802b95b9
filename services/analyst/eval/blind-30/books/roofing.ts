/** Roofing contractor: a quote / estimate log, dates as text, status Won / Lost / Pending ($). */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  cell,
  MON,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(4);
const NAMES = [
  'Hernandez',
  'Okafor',
  'Whitfield',
  'Nguyen',
  'Kowalczyk',
  'Brennan',
  'Abernathy',
  'Delgado',
  'Fitzgerald',
  'Yamamoto',
  'Castellano',
  'Pruitt',
  'Lindgren',
  'Osei',
  'Marchetti',
  'Haskins',
  'Ramírez',
  'Sorensen',
  'Tillman',
  'Vasquez',
  'Bauer',
  'Chambers',
  'Ellison',
  'Greaves',
];
const JOBS: Array<[string, number, number]> = [
  ['Re-roof', 9000, 28000],
  ['Repair', 400, 3200],
  ['Gutters', 800, 4200],
  ['Flat roof', 5000, 16000],
  ['Inspection', 150, 450],
];
interface Quote {
  no: string;
  m: number;
  d: number;
  customer: string;
  job: string;
  amount: number;
  status: string;
  note?: string;
}
const quotes: Quote[] = NAMES.map((customer, i) => {
  const [job, lo, hi] = r.pick(JOBS);
  const m = Math.floor((i * 10) / NAMES.length); // Jan..Oct
  const status =
    m >= 8 ? r.pick(['Pending', 'Pending', 'Won', 'Lost']) : r.pick(['Won', 'Lost', 'Won']);
  return {
    no: `Q-${1040 + i}`,
    m,
    d: r.int(1, 28),
    customer,
    job,
    amount: r.int(lo, hi) * 100 + r.pick([0, 0, 25, 50, 75]),
    status,
    note:
      status === 'Lost'
        ? r.pick(['went with cheaper bid', 'price', 'no reply', undefined])
        : undefined,
  };
});
const text = (q: Quote): string => `${MON[q.m]} ${q.d}, 2026`;
const sumIf = (f: (q: Quote) => boolean): bigint => total(quotes.filter(f).map((q) => q.amount));
const count = (f: (q: Quote) => boolean): number => quotes.filter(f).length;
const lost = quotes.filter((q) => q.status === 'Lost');
const bigLost = lost[argMax(lost.map((q) => q.amount))]!;
const okafor = quotes.find((q) => q.customer === 'Okafor')!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Quotes');
  putRows(ws, [
    ['Ridgeline Roofing - Quote Log 2026'],
    ['All figures USD, quoted price incl. materials & labor'],
    [],
    ['Quote #', 'Date sent', 'Customer', 'Job type', 'Quoted ($)', 'Status', 'Notes'],
    ...quotes.map((q) => [q.no, text(q), q.customer, q.job, cell(q.amount), q.status, q.note]),
  ]);
  return toBytes(wb);
}

const q = questionsFor('roofing', [
  [
    'total value of jobs we won',
    {
      value: hundredths(sumIf((q) => q.status === 'Won')),
      means: 'sum of Quoted ($) where Status = Won',
    },
  ],
  [
    'how many quotes are still pending',
    { value: String(count((q) => q.status === 'Pending')), means: 'count of Status = Pending' },
  ],
  [
    'what percentage of the quotes we sent did we win',
    {
      value: pct(
        count((q) => q.status === 'Won'),
        quotes.length,
      ),
      means: 'count Won / count of all quotes × 100, 2 dp',
    },
  ],
  [
    'biggest quote we lost',
    {
      at: [bigLost.customer, bigLost.no],
      means: 'Lost quote with the largest Quoted ($) (unique)',
    },
  ],
  [
    'how much have we quoted for re-roofs',
    {
      value: hundredths(sumIf((q) => q.job === 'Re-roof')),
      means: 'sum of Quoted ($) where Job type = Re-roof',
    },
  ],
  [
    'total quoted in march',
    {
      value: hundredths(sumIf((q) => q.m === 2)),
      means: 'sum of Quoted ($) with Date sent in March 2026',
    },
  ],
  [
    'average quote',
    {
      value: meanCents(
        sumIf(() => true),
        quotes.length,
      ),
      means: 'mean Quoted ($) over all 24 quotes',
    },
  ],
  [
    'value of pending quotes',
    {
      value: hundredths(sumIf((q) => q.status === 'Pending')),
      means: 'sum of Quoted ($) where Status = Pending',
    },
  ],
  [
    'how many gutter jobs did we quote for',
    { value: String(count((q) => q.job === 'Gutters')), means: 'count of Job type = Gutters' },
  ],
  [
    'what was the Okafor quote',
    { value: hundredths(okafor.amount), means: 'Quoted ($) for customer Okafor' },
  ],
  [
    'work won from quotes sent in Q2',
    {
      value: hundredths(sumIf((q) => q.status === 'Won' && q.m >= 3 && q.m <= 5)),
      means: 'sum of Quoted ($) where Status = Won and Date sent in Apr–Jun 2026',
    },
  ],
  [
    'total we lost out on',
    {
      value: hundredths(sumIf((q) => q.status === 'Lost')),
      means: 'sum of Quoted ($) where Status = Lost',
    },
  ],
  ['which of the pending ones will we win', { refuse: true, means: 'a forecast / opinion' }],
  [
    'how much did the Hernandez job cost us in materials',
    { refuse: true, means: 'costs are not in the quote log' },
  ],
]);

export const roofing: BlindBook = {
  name: 'roofing',
  business: 'roofing contractor',
  shape: 'quote / estimate log with status, dates as text',
  bytes,
  questions: q,
  checks: [
    {
      what: 'won + lost + pending = all quoted',
      a:
        sumIf((q) => q.status === 'Won') +
        sumIf((q) => q.status === 'Lost') +
        sumIf((q) => q.status === 'Pending'),
      b: total(JOBS.map(([j]) => sumIf((q) => q.job === j))),
    },
    { what: 'largest lost quote unique', a: uniqueMax(lost.map((q) => q.amount)) ? 1n : 0n, b: 1n },
    {
      what: 'some pending, some gutters',
      a: BigInt(
        Math.min(
          1,
          count((q) => q.status === 'Pending'),
        ) +
          Math.min(
            1,
            count((q) => q.job === 'Gutters'),
          ),
      ),
      b: 2n,
    },
  ],
};
