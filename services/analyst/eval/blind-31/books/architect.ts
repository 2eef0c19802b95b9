/** Architects' practice: job costing per project, Swedish kronor (kr). */
import ExcelJS from 'exceljs';
import { hundredths, pct, ratio2 } from '../../expect';
import {
  argMax,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(9);
const JOBS: Array<[string, string, string]> = [
  ['2601', 'Vasakronan', 'Office refurbishment, Kungsgatan'],
  ['2602', 'Lundby Kommun', 'Primary school extension'],
  ['2603', 'Eriksson family', 'Summer house, Orust'],
  ['2604', 'Vasakronan', 'Lobby redesign, Sveavägen'],
  ['2605', 'Göteborgs Stadsbibliotek', 'Library reading room'],
  ['2606', 'Nordhem Bostäder', 'Housing block feasibility'],
  ['2607', 'Café Linnea', 'Café fit-out'],
  ['2608', 'Stena Fastigheter', 'Loft conversion, 12 flats'],
  ['2609', 'Andersson Dental', 'Clinic layout'],
  ['2610', 'Lundby Kommun', 'Sports hall planning'],
];
const LOSER = 6;
const jobs = JOBS.map(([no, client, project], i) => {
  const fee = BigInt(r.int(60, 900)) * 100000n;
  const invoiced = (fee * BigInt(r.int(25, 100))) / 100n;
  const hours = r.int(40, 900);
  const staff = BigInt(hours) * BigInt(r.int(420, 560)) * 100n;
  const sub = r.next() < 0.5 ? BigInt(r.int(5000, 90000)) * 100n : 0n;
  const exp = BigInt(r.int(300, 9000)) * 100n + BigInt(r.int(0, 99));
  let cost = staff + sub + exp;
  let inv = invoiced;
  if (i === LOSER) inv = (cost * BigInt(r.int(70, 90))) / 100n;
  else if (inv <= cost) inv = cost + BigInt(r.int(10000, 80000)) * 100n;
  const fee2 = inv > fee ? inv + 5000000n : fee;
  cost = staff + sub + exp;
  return { no, client, project, fee: fee2, inv, hours, staff, sub, exp, cost, profit: inv - cost };
});
const S = (k: 'fee' | 'inv' | 'staff' | 'sub' | 'exp' | 'cost' | 'profit'): bigint =>
  total(jobs.map((j) => j[k]));
const KR = '#,##0.00 "kr"';

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Jobs 2026');
  putRows(ws, [
    ['Lind & Berg Arkitekter AB - job costing 2026 (SEK, excl. moms)'],
    ['Updated 31 Oct 2026'],
    [],
    [
      'Job no',
      'Client',
      'Project',
      'Fee agreed',
      'Invoiced to date',
      'Hours',
      'Staff cost',
      'Subconsultants',
      'Expenses',
      'Total cost',
      'Profit to date',
      'Notes',
    ],
    ...jobs.map((j, i) => [
      j.no,
      j.client,
      j.project,
      cell(j.fee),
      cell(j.inv),
      j.hours,
      cell(j.staff),
      j.sub ? cell(j.sub) : undefined,
      cell(j.exp),
      cell(j.cost),
      cell(j.profit),
      i === LOSER ? 'scope creep - client changes' : i === 1 ? 'stage 3 of 5' : undefined,
    ]),
    [
      'Total',
      undefined,
      undefined,
      cell(S('fee')),
      cell(S('inv')),
      jobs.reduce((a, j) => a + j.hours, 0),
      cell(S('staff')),
      cell(S('sub')),
      cell(S('exp')),
      cell(S('cost')),
      cell(S('profit')),
    ],
  ]);
  for (const c of [4, 5, 7, 8, 9, 10, 11]) ws.getColumn(c).numFmt = KR;
  ws.getColumn(3).width = 34;
  return toBytes(wb);
}

const job = (no: string): (typeof jobs)[number] => jobs.find((j) => j.no === no)!;
const hrs = jobs.map((j) => j.hours);
const prof = jobs.map((j) => j.profit);
export const architect: BlindBook = {
  name: 'architect',
  business: "architect's practice",
  shape: 'job costing per project with totals row',
  bytes,
  checks: [
    {
      what: 'staff + subs + expenses = total cost',
      a: S('staff') + S('sub') + S('exp'),
      b: S('cost'),
    },
    { what: 'invoiced - cost = profit', a: S('inv') - S('cost'), b: S('profit') },
    {
      what: 'exactly one loss-making job',
      a: BigInt(jobs.filter((j) => j.profit < 0n).length),
      b: 1n,
    },
    {
      what: 'most profitable and most hours unique',
      a: uniqueMax(prof) && uniqueMax(hrs) ? 1n : 0n,
      b: 1n,
    },
  ],
  questions: questionsFor('architect', [
    ['total fees agreed', { value: hundredths(S('fee')), means: 'Fee agreed, Total row' }],
    [
      'how much is left to invoice',
      { value: hundredths(S('fee') - S('inv')), means: 'Fee agreed − Invoiced to date, all jobs' },
    ],
    [
      'which job is losing money',
      {
        at: [jobs[LOSER]!.no, jobs[LOSER]!.project, jobs[LOSER]!.client],
        means: 'the only job with negative Profit to date',
      },
    ],
    [
      'most profitable job',
      {
        at: [jobs[argMax(prof)]!.no, jobs[argMax(prof)]!.project],
        means: 'job with the largest Profit to date (unique)',
      },
    ],
    [
      'how many hours have gone into the library job',
      { value: String(jobs[4]!.hours), means: 'job 2605 Library reading room, Hours' },
    ],
    ['total staff cost', { value: hundredths(S('staff')), means: 'Staff cost, Total row' }],
    [
      'what are we earning per hour on job 2604',
      {
        value: ratio2(job('2604').inv, BigInt(job('2604').hours) * 100n),
        means: 'job 2604 Invoiced to date / Hours, kr per hour',
      },
    ],
    [
      "what's our overall profit margin",
      {
        value: [pct(S('profit'), S('inv')), hundredths(S('profit'))],
        means: 'Profit to date / Invoiced to date, % (or the profit amount)',
      },
    ],
    [
      'subconsultant spend so far',
      { value: hundredths(S('sub')), means: 'Subconsultants, Total row' },
    ],
    [
      'how much have we invoiced vasakronan',
      {
        value: hundredths(job('2601').inv + job('2604').inv),
        means: 'Invoiced to date, jobs 2601 + 2604 (client Vasakronan)',
      },
    ],
    [
      'which project has eaten the most hours',
      {
        at: [jobs[argMax(hrs)]!.no, jobs[argMax(hrs)]!.project],
        means: 'job with most Hours (unique)',
      },
    ],
    [
      'will the school extension finish on time',
      { refuse: true, means: 'no programme dates in the sheet' },
    ],
    [
      'what do we pay in office rent',
      { refuse: true, means: 'overheads are not in the job costing' },
    ],
  ]),
};
