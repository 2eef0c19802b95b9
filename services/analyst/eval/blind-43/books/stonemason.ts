/**
 * stonemason — a stonemason in North Yorkshire (GBP). Job costing sheet for 2026: job no, client,
 * job, start date (date cells), status (Complete / In progress), quote, materials, labour hours
 * (in halves), labour £ (hours × £38), subcontract (blank when none), total cost, profit and
 * margin % (a fraction); one chimney job overran into a loss; a Totals row.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  countOf,
  day,
  holds,
  questionsFor,
  rng,
  same,
  stepped,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';
import { dayOf, fmt, header, n, num, title, widths } from '../helpers';

const r = rng(12);
const NAME = 'stonemason';
const RATE = 3800;

/** job no, client, job, quote low and high (£), has subcontract, start month */
const JOBS: Array<[string, string, string, number, number, boolean, number]> = [
  ['J-1101', 'Mrs A. Whitaker', 'Dry-stone garden wall, Harrogate', 4200, 5600, false, 1],
  ['J-1102', "St Oswald's PCC", 'Church steps repair', 6500, 8200, true, 2],
  ['J-1103', 'Hebden Estates', 'Gatepost pair and coping', 2400, 3100, false, 2],
  ['J-1104', 'Mr & Mrs Clegg', 'Sandstone fireplace surround', 3300, 4100, false, 3],
  ['J-1105', 'Bolton Abbey Trust', 'Boundary wall rebuild (40 m)', 15500, 17800, true, 4],
  ['J-1106', 'Dr P. Naylor', 'Garden steps and paving', 5200, 6400, false, 5],
  ['J-1107', 'Skipton Town Council', 'War memorial clean and repoint', 7000, 8600, true, 5],
  ['J-1108', 'Mr K. Ahmed', 'House name plaque carving', 600, 900, false, 6],
  ['J-1109', 'Ilkley Golf Club', 'Terrace walling', 9800, 11800, false, 7],
  ['J-1110', 'Mrs J. Booth', 'Headstone lettering', 800, 1200, false, 7],
  ['J-1111', 'Wharfedale Homes Ltd', 'Window sills and lintels (6)', 3800, 4600, false, 8],
  ['J-1112', 'The Old Mill B&B', 'Archway repair', 4700, 5600, true, 9],
  ['J-1113', 'Mr T. Hirst', 'Chimney stack rebuild', 5800, 6600, true, 9],
  ['J-1114', 'Otley Methodist Church', 'Step treads and handrail bases', 2900, 3600, false, 10],
];
const LOSS = 'J-1113';

interface Job {
  no: string;
  client: string;
  job: string;
  start: Date;
  status: string;
  quote: bigint;
  materials: bigint;
  halfHours: number;
  labour: bigint;
  sub: bigint;
  cost: bigint;
  profit: bigint;
  margin: number;
}
const jobs: Job[] = JOBS.map(([no, client, job, lo, hi, hasSub, m]) => {
  const quote = BigInt(stepped(r, lo, hi, 5000));
  const loss = no === LOSS;
  const materials = divRound(quote * BigInt(r.int(15, 28)), 100n);
  const sub = hasSub ? divRound(quote * BigInt(loss ? 30 : r.int(8, 18)), 100n) : 0n;
  const labourShare = loss ? r.int(62, 70) : r.int(24, 40);
  const halfHours = Number(divRound(quote * BigInt(labourShare) * 2n, BigInt(RATE) * 100n));
  const labour = (BigInt(halfHours) * BigInt(RATE)) / 2n;
  const cost = materials + labour + sub;
  const profit = quote - cost;
  return {
    no,
    client,
    job,
    start: day(2026, m, r.int(2, 27)),
    status: m >= 9 && no !== LOSS ? 'In progress' : 'Complete',
    quote,
    materials,
    halfHours,
    labour,
    sub,
    cost,
    profit,
    margin: Number(divRound(profit * 10000n, quote)) / 10000,
  };
});

const S = (f: (j: Job) => bigint, xs: Job[] = jobs): bigint => total(xs.map(f));
const quotes = S((j) => j.quote);
const profit = S((j) => j.profit);
const profits = jobs.map((j) => j.profit);
const top = argMax(profits);
const losers = jobs.filter((j) => j.profit < 0n);
const smallest = argMin(jobs.map((j) => j.quote));
const done = jobs.filter((j) => j.status === 'Complete');
let under = 20;
while (jobs.some((j) => j.profit * 100n === j.quote * BigInt(under))) under += 1;
const underCount = countOf(jobs, (j) => j.profit * 100n < j.quote * BigInt(under));
const marginMean = divRound(
  total(jobs.map((j) => divRound(j.profit * 10000n, j.quote))),
  BigInt(jobs.length),
);
const harrogate = jobs.find((j) => j.job.includes('Harrogate'))!;
const church = jobs.find((j) => j.job === 'Church steps repair')!;
const j1107 = jobs.find((j) => j.no === 'J-1107')!;
const places = (j: Job): string[] => [j.no, j.client, j.job];

const checks: CrossCheck[] = [
  ...jobs.map((j) =>
    same(`${j.no} materials + labour + subcontract = cost`, j.materials + j.labour + j.sub, j.cost),
  ),
  ...jobs.map((j) =>
    same(`${j.no} hours × rate = labour`, (BigInt(j.halfHours) * BigInt(RATE)) / 2n, j.labour),
  ),
  same('quotes − costs = profit', quotes - S((j) => j.cost), profit),
  unique('job profit', profits),
  holds('exactly one job lost money', losers.length === 1 && losers[0]!.no === LOSS),
  unique(
    'job quote',
    jobs.map((j) => j.quote),
    'min',
  ),
  holds(
    'labour hours are whole or half',
    jobs.every((j) => Number.isInteger(j.halfHours)),
  ),
  holds(
    `no margin exactly at ${under}%`,
    jobs.every((j) => j.profit * 100n !== j.quote * BigInt(under)),
  ),
];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Job costing 2026');
  title(ws, 1, 'Dales Stone & Masonry — job costing 2026', 13);
  ws.getCell(2, 1).value =
    'Labour charged at £38.00 per hour. Subcontract = scaffolding and lifting.';
  header(ws, 4, [
    'Job no',
    'Client',
    'Job',
    'Start date',
    'Status',
    'Quote £',
    'Materials £',
    'Labour hrs',
    'Labour £',
    'Subcontract £',
    'Total cost £',
    'Profit £',
    'Margin %',
  ]);
  jobs.forEach((j, i) => {
    const row = ws.getRow(5 + i);
    row.values = [
      j.no,
      j.client,
      j.job,
      j.start,
      j.status,
      num(j.quote),
      num(j.materials),
      j.halfHours / 2,
      num(j.labour),
      j.sub === 0n ? null : num(j.sub),
      num(j.cost),
      num(j.profit),
      j.margin,
    ];
  });
  const tr = ws.getRow(5 + jobs.length);
  tr.values = [
    'Totals',
    null,
    null,
    null,
    null,
    num(quotes),
    num(S((j) => j.materials)),
    jobs.reduce((s, j) => s + j.halfHours, 0) / 2,
    num(S((j) => j.labour)),
    num(S((j) => j.sub)),
    num(S((j) => j.cost)),
    num(profit),
    Number(divRound(profit * 10000n, quotes)) / 10000,
  ];
  tr.font = { bold: true };
  fmt(ws, [4], 'dd/mm/yyyy');
  fmt(ws, [6, 7, 9, 10, 11, 12], '£#,##0.00;-£#,##0.00');
  fmt(ws, [8], '0.0');
  fmt(ws, [13], '0.0%');
  widths(ws, [8, 22, 32, 11, 12, 11, 11, 10, 11, 12, 12, 11, 9]);
  return toBytes(wb);
}

export const stonemason: BlindBook = {
  name: NAME,
  business: 'stonemason',
  shape: 'job costing sheet: quote, materials, labour hours and £, subcontract, profit, margin %',
  bytes,
  checks,
  questions: questionsFor(NAME, [
    ['What are all our jobs worth in total?', { value: money(quotes), means: 'Quote £ total' }],
    [
      'Which job made the most profit?',
      { value: money(profits[top]!), at: places(jobs[top]!), means: 'largest Profit £' },
    ],
    [
      'Which job lost money?',
      {
        value: money(losers[0]!.profit),
        abs: true,
        at: places(losers[0]!),
        means: 'the only negative Profit £',
      },
    ],
    [
      "What's our overall margin?",
      {
        value: [pct(profit, quotes), hundredths(marginMean), money(profit)],
        tol: 0.01,
        means: 'total profit / total quotes (or the mean Margin %, or total profit)',
      },
    ],
    [
      'How much did materials cost us across all jobs?',
      { value: money(S((j) => j.materials)), means: 'Materials £ total' },
    ],
    [
      'How many hours did we put in on the Harrogate wall?',
      { value: String(harrogate.halfHours / 2), means: 'Labour hrs of J-1101' },
    ],
    ["What's the profit on job J-1107?", { value: money(j1107.profit), means: 'J-1107 Profit £' }],
    [
      'How many jobs are still in progress?',
      { value: n(jobs.length - done.length), means: 'Status In progress' },
    ],
    [
      "What's our average job size?",
      { value: meanCents(quotes, jobs.length), means: 'mean Quote £' },
    ],
    [
      `How many jobs had a margin under ${under}%?`,
      { value: n(underCount), means: `jobs with profit / quote below ${under}%` },
    ],
    [
      'What did we spend on subcontractors?',
      { value: money(S((j) => j.sub)), means: 'Subcontract £ total' },
    ],
    [
      "What's our total labour cost?",
      { value: money(S((j) => j.labour)), means: 'Labour £ total' },
    ],
    [
      'Which was our smallest job?',
      {
        value: money(jobs[smallest]!.quote),
        at: places(jobs[smallest]!),
        means: 'smallest Quote £',
      },
    ],
    [
      'What profit have we made on completed jobs?',
      { value: money(S((j) => j.profit, done)), means: 'Profit £ of the Complete jobs' },
    ],
    [
      'When did we start the church steps job?',
      { at: dayOf(church.start), means: 'J-1102 Start date' },
    ],
    ['Should we put our prices up?', { refuse: true, means: 'an opinion' }],
    ['How much VAT do we owe?', { refuse: true, means: 'no VAT on the sheet' }],
    [
      'Which of these jobs did we finish on time?',
      { refuse: true, means: 'no due or finish dates' },
    ],
  ]),
};
