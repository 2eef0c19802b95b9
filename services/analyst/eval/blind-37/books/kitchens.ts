/**
 * kitchens: a kitchen fitter's job costing sheet for 2026 in Canadian dollars (before HST).
 * One row per job: quote, variations, contract value, cabinets, countertops, appliances
 * (blank when the client supplies them), fitter hours × rate = labour, trades, sundries,
 * total cost, gross profit $ and GP %, status; a Totals row. Two jobs ran at a loss.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  day,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  whole,
  type BlindBook,
} from '../lib';

const r = rng(4);

const CLIENTS: Array<[string, string]> = [
  ['Henderson', 'Oakville'],
  ['Patel', 'Mississauga'],
  ['MacLeod', 'Burlington'],
  ['Nguyen', 'Oakville'],
  ['Kowalski', 'Hamilton'],
  ['Ferreira', 'Milton'],
  ['Bouchard', 'Burlington'],
  ['Okafor', 'Mississauga'],
  ['Lindqvist', 'Oakville'],
  ['Chen', 'Milton'],
  ['Robertson', 'Hamilton'],
  ['Dubois', 'Oakville'],
  ['Sandhu', 'Mississauga'],
  ['Morrison', 'Burlington'],
  ['Greco', 'Hamilton'],
  ['Ahmed', 'Milton'],
  ['Taylor', 'Oakville'],
  ['Wojcik', 'Burlington'],
];
const LOSS = new Set([4, 11]); // Kowalski and Dubois overran

interface Job {
  no: string;
  client: string;
  town: string;
  start: Date;
  quote: number;
  variations: number;
  cabinets: number;
  counters: number;
  appliances: number;
  hours: number;
  rate: number;
  trades: number;
  sundries: number;
}

const jobs: Job[] = CLIENTS.map(([client, town], i) => {
  const cabinets = whole(r, 9000, 26000) + r.int(0, 99);
  const counters = whole(r, 2800, 9500) + r.int(0, 99);
  const appliances = r.next() < 0.3 ? 0 : whole(r, 4500, 14000) + r.int(0, 99);
  const hours = r.int(70, 190);
  const rate = r.pick([6800, 7400]);
  const trades = whole(r, 1200, 4200);
  const sundries = whole(r, 350, 1100) + r.int(0, 99);
  const cost = cabinets + counters + appliances + hours * rate + trades + sundries;
  const markup = LOSS.has(i) ? 0.88 + r.int(0, 6) / 100 : 1.18 + r.int(0, 22) / 100;
  const quote = Math.round((cost * markup) / 10000) * 10000;
  const variations = r.next() < 0.45 ? whole(r, 400, 3800) : 0;
  const m = Math.min(10, Math.floor((i * 11) / CLIENTS.length));
  return {
    no: `K26-${String(i + 1).padStart(3, '0')}`,
    client,
    town,
    start: day(2026, m, r.int(2, 27)),
    quote,
    variations,
    cabinets,
    counters,
    appliances,
    hours,
    rate,
    trades,
    sundries,
  };
});
const contract = (j: Job): number => j.quote + j.variations;
const labour = (j: Job): number => j.hours * j.rate;
const cost = (j: Job): number =>
  j.cabinets + j.counters + j.appliances + labour(j) + j.trades + j.sundries;
const gp = (j: Job): bigint => BigInt(contract(j) - cost(j));
const gpBp = (j: Job): bigint => divRound(gp(j) * 10000n, BigInt(contract(j)));
const status = (i: number): string => (i >= CLIENTS.length - 3 ? 'In progress' : 'Complete');

const gps = jobs.map(gp);
const gpPcts = jobs.map(gpBp);
const sumContract = total(jobs.map(contract));
const sumGp = total(gps);
const sumCost = total(jobs.map(cost));
const best = argMax(gps);
const worst = argMin(gps);
const hen = jobs.find((j) => j.client === 'Henderson')!;
const k9 = jobs[8]!;
const biggest = argMax(jobs.map(contract));
const meanPctBp = divRound(total(gpPcts), BigInt(jobs.length));
const losses = jobs.filter((j) => gp(j) < 0n).length;

const questions = questionsFor('kitchens', [
  [
    'what did we quote in total this year',
    { value: hundredths(total(jobs.map((j) => j.quote))), means: 'Sum of the Quote column' },
  ],
  [
    'which job made the most money',
    { at: [jobs[best]!.client, jobs[best]!.no], means: 'The job with the largest gross profit $' },
  ],
  [
    'worst margin job?',
    {
      at: [jobs[worst]!.client, jobs[worst]!.no],
      means: 'The job with the lowest gross profit (lowest in $ and in %)',
    },
  ],
  [
    'total fitter hours',
    { value: String(total(jobs.map((j) => j.hours))), means: 'Sum of the Fitter hrs column' },
  ],
  [
    'average margin',
    {
      value: [pct(sumGp, sumContract), hundredths(meanPctBp), meanCents(sumGp, jobs.length)],
      means:
        'Total GP / total contract value %, or the mean of the jobs’ GP %, or the mean GP $ per job',
    },
  ],
  [
    'how much have we spent on countertops',
    {
      value: hundredths(total(jobs.map((j) => j.counters))),
      means: 'Sum of the Countertops column',
    },
  ],
  [
    'how much did we make on the henderson kitchen',
    {
      value: [hundredths(gp(hen)), hundredths(gpBp(hen))],
      means: 'Henderson job gross profit $ (or its GP %)',
    },
  ],
  [
    'how many jobs lost money',
    { value: String(losses), means: 'Jobs with a negative gross profit' },
  ],
  ['how many jobs are still in progress', { value: '3', means: 'Rows with status In progress' }],
  [
    'total variations',
    {
      value: hundredths(total(jobs.map((j) => j.variations))),
      means: 'Sum of the Variations column',
    },
  ],
  [
    'appliances as a % of total costs',
    {
      value: pct(total(jobs.map((j) => j.appliances)), sumCost),
      means: 'Appliances column total / Total cost column total',
    },
  ],
  [
    'biggest job by value',
    {
      value: hundredths(contract(jobs[biggest]!)),
      at: [jobs[biggest]!.client, jobs[biggest]!.no],
      means: 'The largest contract value (quote + variations) and its job',
    },
  ],
  [
    'total costs on the oakville jobs',
    {
      value: hundredths(total(jobs.filter((j) => j.town === 'Oakville').map(cost))),
      means: 'Total cost of the jobs whose Town is Oakville',
    },
  ],
  [
    'labour cost on K26-009',
    { value: hundredths(labour(k9)), means: 'Labour $ (hours × rate) of job K26-009' },
  ],
  [
    'what should we quote for the next kitchen',
    { refuse: true, means: 'An opinion about a job not in the sheet' },
  ],
  [
    'how long did the patel job take',
    { refuse: true, means: 'Only start dates are kept; no finish dates or durations' },
  ],
  [
    'which fitter is the quickest',
    { refuse: true, means: 'The sheet does not say which fitter worked each job' },
  ],
]);

const CAD = '$#,##0.00;[Red]-$#,##0.00';

export const kitchens: BlindBook = {
  name: 'kitchens',
  business: 'kitchen fitter',
  shape:
    'job costing: quote + variations, cost parts, hours × rate, total cost, GP $ and %, status',
  questions,
  checks: [
    same('contract − cost = GP, totals', sumContract - sumCost, sumGp),
    same(
      'cost parts = total cost',
      total(jobs.map((j) => j.cabinets + j.counters + j.appliances + j.trades + j.sundries)) +
        total(jobs.map(labour)),
      sumCost,
    ),
    same(
      'hours × rate = labour',
      total(jobs.map((j) => BigInt(j.hours) * BigInt(j.rate))),
      total(jobs.map(labour)),
    ),
    unique('GP $', gps),
    unique('GP $', gps, 'min'),
    holds('lowest GP $ is also lowest GP %', argMin(gpPcts) === worst),
    unique('contract value', jobs.map(contract)),
    holds('two jobs lost money', losses === 2),
    holds('Henderson appears once', jobs.filter((j) => j.client === 'Henderson').length === 1),
  ],
  bytes: async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Jobs 2026');
    const head = [
      'Job #',
      'Client',
      'Town',
      'Started',
      'Quote',
      'Variations',
      'Contract value',
      'Cabinets',
      'Countertops',
      'Appliances',
      'Fitter hrs',
      'Rate/hr',
      'Labour',
      'Trades (plumb/elec)',
      'Sundries & disposal',
      'Total cost',
      'Gross profit',
      'GP %',
      'Status',
    ];
    putRows(ws, [
      ['Maple & Oak Kitchens Inc.: job costing 2026'],
      ['All amounts CAD before HST. Appliances blank where the client supplied their own.'],
      [],
      head,
      ...jobs.map((j, i) => [
        j.no,
        j.client,
        j.town,
        j.start,
        cell(j.quote),
        j.variations ? cell(j.variations) : undefined,
        cell(contract(j)),
        cell(j.cabinets),
        cell(j.counters),
        j.appliances ? cell(j.appliances) : undefined,
        j.hours,
        cell(j.rate),
        cell(labour(j)),
        cell(j.trades),
        cell(j.sundries),
        cell(cost(j)),
        cell(gp(j)),
        Number(gpBp(j)) / 10000,
        status(i),
      ]),
      [
        'Totals',
        undefined,
        undefined,
        undefined,
        cell(total(jobs.map((j) => j.quote))),
        cell(total(jobs.map((j) => j.variations))),
        cell(sumContract),
        cell(total(jobs.map((j) => j.cabinets))),
        cell(total(jobs.map((j) => j.counters))),
        cell(total(jobs.map((j) => j.appliances))),
        Number(total(jobs.map((j) => j.hours))),
        undefined,
        cell(total(jobs.map(labour))),
        cell(total(jobs.map((j) => j.trades))),
        cell(total(jobs.map((j) => j.sundries))),
        cell(sumCost),
        cell(sumGp),
        Number(divRound(sumGp * 10000n, sumContract)) / 10000,
      ],
    ]);
    ws.getRow(1).font = { bold: true, size: 14 };
    ws.getRow(4).font = { bold: true };
    ws.getColumn(4).numFmt = 'yyyy-mm-dd';
    for (const c of [5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 17]) ws.getColumn(c).numFmt = CAD;
    ws.getColumn(18).numFmt = '0.0%';
    ws.getColumn(2).width = 14;
    for (let c = 5; c <= 17; c++) ws.getColumn(c).width = 13;
    return toBytes(wb);
  },
};
