/** Joinery workshop: job costing (quote vs materials + labour + subcontract), Apr–Oct 2026, GBP. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  type BlindBook,
  argMax,
  argMin,
  cell,
  day,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(2);
const specs: Array<[string, string]> = [
  ['Hendry', 'Oak staircase'],
  ['Patel', 'Kitchen units'],
  ['St Aidan Primary', 'Classroom cupboards'],
  ['Morrow', 'Sash window repair'],
  ['Bellweather Pub', 'Bar counter'],
  ['Quinn', 'Fitted wardrobes'],
  ['Okoro', 'Garden room doors'],
  ['Lister & Co', 'Office shelving'],
  ['Drummond', 'Bookcases'],
  ['Fairley', 'Front door'],
  ['Castlegate Dental', 'Reception desk'],
  ['Vance', 'Loft hatch & ladder'],
];
const jobs = specs.map(([client, desc], i) => {
  const halves = r.int(16, 180); // labour in half hours
  const rate = r.pick([3800, 4200, 4600]);
  const labour = (halves * rate) / 2;
  const materials = r.int(300_00, 4800_00);
  const sub = r.next() < 0.35 ? r.int(150_00, 1200_00) : 0;
  const cost = materials + labour + sub;
  const quote = cost + r.int(-600_00, 2200_00);
  const month = 3 + Math.floor((i * 7) / specs.length);
  return {
    no: `J-26${String(i + 11).padStart(2, '0')}`,
    client,
    desc,
    date: day(2026, month, r.int(1, 28)),
    month,
    quote,
    materials,
    halves,
    rate,
    labour,
    sub,
    cost,
    margin: quote - cost,
  };
});
const sumOf = (f: (j: (typeof jobs)[number]) => number): bigint => total(jobs.map(f));
const find = (c: string): (typeof jobs)[number] => jobs.find((j) => j.client === c)!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Job costing');
  putRows(ws, [
    ['Oakbench Joinery – job costing'],
    ['Jobs completed April–October 2026 (all figures £ ex VAT)'],
    [],
    [
      'Job no',
      'Client',
      'Description',
      'Completed',
      'Quote £',
      'Materials £',
      'Labour hrs',
      'Rate £/hr',
      'Labour £',
      'Subcontract £',
      'Total cost £',
      'Margin £',
      'Notes',
    ],
    ...jobs.map((j) => [
      j.no,
      j.client,
      j.desc,
      j.date,
      cell(j.quote),
      cell(j.materials),
      j.halves / 2,
      cell(j.rate),
      cell(j.labour),
      j.sub ? cell(j.sub) : undefined,
      cell(j.cost),
      cell(j.margin),
      j.margin < 0 ? 'over-ran' : j.sub ? 'fitter subbed' : undefined,
    ]),
    [],
    [
      'Totals',
      undefined,
      undefined,
      undefined,
      cell(sumOf((j) => j.quote)),
      cell(sumOf((j) => j.materials)),
      Number(sumOf((j) => j.halves)) / 2,
      undefined,
      cell(sumOf((j) => j.labour)),
      cell(sumOf((j) => j.sub)),
      cell(sumOf((j) => j.cost)),
      cell(sumOf((j) => j.margin)),
    ],
  ]);
  return toBytes(wb);
}

const margins = jobs.map((j) => j.margin);
const best = jobs[argMax(margins)]!;
const worst = jobs[argMin(margins)]!;
const losers = jobs.filter((j) => j.margin < 0).length;
const aug = jobs.filter((j) => j.month === 7);

export const joinery: BlindBook = {
  name: 'joinery',
  business: 'joinery workshop',
  shape: 'job costing: quote, materials, hours × rate, subcontract, margin; totals row',
  bytes,
  questions: questionsFor('joinery', [
    [
      'total of all our quotes',
      { value: hundredths(sumOf((j) => j.quote)), means: 'Quote £ column, all 12 jobs' },
    ],
    [
      'materials on the Hendry staircase?',
      { value: hundredths(find('Hendry').materials), means: 'Materials £ on job for Hendry' },
    ],
    [
      'which job made us the most',
      { at: [best.no, best.client], means: 'job with the largest Margin £' },
    ],
    [
      'worst job for margin',
      { at: [worst.no, worst.client], means: 'job with the smallest (most negative) Margin £' },
    ],
    [
      'how many hours of labour went into these jobs',
      { value: String(Number(sumOf((j) => j.halves)) / 2), means: 'Labour hrs column total' },
    ],
    [
      'overall margin on the jobs',
      {
        value: [
          pct(
            sumOf((j) => j.margin),
            sumOf((j) => j.quote),
          ),
          hundredths(sumOf((j) => j.margin)),
        ],
        means: 'total Margin £ / total Quote £ as % to 2 dp, or the total margin amount',
      },
    ],
    [
      'avg cost per job',
      {
        value: meanCents(
          sumOf((j) => j.cost),
          jobs.length,
        ),
        means: 'Total cost £ total / 12 jobs',
      },
    ],
    [
      'what did we pay out to subbies',
      { value: hundredths(sumOf((j) => j.sub)), means: 'Subcontract £ column total (blanks = 0)' },
    ],
    [
      'how many jobs lost money',
      { value: String(losers), means: 'count of jobs with Margin £ below zero' },
    ],
    [
      'how much timber have we got left in the yard',
      { refuse: true, means: 'stock on hand is not in the job costing sheet' },
    ],
    [
      'what should we quote for the next staircase',
      { refuse: true, means: 'an opinion / estimate, not in the sheet' },
    ],
    [
      'total cost of the jobs finished in august',
      {
        value: hundredths(total(aug.map((j) => j.cost))),
        means: 'Total cost £ of jobs with Completed date in August 2026',
      },
    ],
    [
      'labour on the patel kitchen',
      {
        value: hundredths(find('Patel').labour),
        means: 'Labour £ (hours × rate) on the Patel job',
      },
    ],
    [
      'what was the quote for Castlegate Dental',
      {
        value: hundredths(find('Castlegate Dental').quote),
        means: 'Quote £ on the Castlegate Dental job',
      },
    ],
  ]),
  checks: [
    {
      what: 'materials + labour + subcontract = total cost',
      a: sumOf((j) => j.materials) + sumOf((j) => j.labour) + sumOf((j) => j.sub),
      b: sumOf((j) => j.cost),
    },
    {
      what: 'quote − cost = margin',
      a: sumOf((j) => j.quote) - sumOf((j) => j.cost),
      b: sumOf((j) => j.margin),
    },
    {
      what: 'labour = half hours × rate / 2',
      a: sumOf((j) => j.halves * j.rate),
      b: 2n * sumOf((j) => j.labour),
    },
    { what: 'unique best margin', a: uniqueMax(margins) ? 1n : 0n, b: 1n },
    { what: 'unique worst margin', a: uniqueMax(margins.map((x) => -x)) ? 1n : 0n, b: 1n },
    {
      what: 'at least one loser and one August job',
      a: losers > 0 && aug.length > 0 ? 1n : 0n,
      b: 1n,
    },
  ],
};
