/** Locksmith: job costing (materials, labour, call-out, invoiced, margin), Oct–Nov 2026, USD. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  type BlindBook,
  cell,
  day,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(10);
const types = ['Lockout', 'Lock change', 'Rekey', 'Safe opening', 'Access control', 'uPVC repair'];
const custs = [
  'Maple St Apts',
  'D. Herrera',
  'Brightside Dental',
  'K. Olsen',
  'Northgate Storage',
  'P. Nguyen',
  'Riverside Cafe',
  'L. Brooks',
];
const RATE = 6500; // $65 an hour
const jobs = Array.from({ length: 22 }, (_, k) => {
  const type = r.pick(types);
  const m = k < 12 ? 9 : 10;
  const d = k < 12 ? 1 + k * 2 + r.int(0, 1) : 1 + (k - 12) * 2;
  const materials = type === 'Lockout' ? 0 : r.int(15, 380) * 100 + r.int(0, 99);
  const hours = r.int(2, 12) * 5; // tenths of an hour: 0.5–6.0 h in half-hours
  const labour = (hours * RATE) / 10;
  const callout = r.pick([0, 4500, 4500, 7500]);
  const cost = materials + labour;
  const invoiced = cost + callout + r.int(40, 260) * 100;
  return {
    no: `J-${1040 + k}`,
    m,
    d,
    cust: r.pick(custs),
    type,
    materials,
    hours,
    labour,
    callout,
    cost,
    invoiced,
    margin: invoiced - cost,
  };
});
const inv = total(jobs.map((j) => j.invoiced));
const mar = total(jobs.map((j) => j.margin));
const margins = jobs.map((j) => j.margin);
const best = jobs[argMax(margins)]!;
const nov = jobs.filter((j) => j.m === 10);
const lockouts = jobs.filter((j) => j.type === 'Lockout');
const hrs = jobs.reduce((a, j) => a + j.hours, 0);
const byType = types.map((t) => total(jobs.filter((j) => j.type === t).map((j) => j.invoiced)));
const topType = types[argMax(byType)]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Jobs');
  putRows(ws, [
    ['KeyRight Locksmiths — job costing'],
    ['Labor charged at $65/hr. Margin = Invoiced − Materials − Labor cost'],
    [],
    [
      'Job #',
      'Date',
      'Customer',
      'Job type',
      'Materials',
      'Labor hrs',
      'Labor cost',
      'Call-out fee',
      'Job cost',
      'Invoiced',
      'Margin',
    ],
    ...jobs.map((j) => [
      j.no,
      day(2026, j.m, j.d),
      j.cust,
      j.type,
      cell(j.materials),
      j.hours / 10,
      cell(j.labour),
      j.callout ? cell(j.callout) : undefined,
      cell(j.cost),
      cell(j.invoiced),
      cell(j.margin),
    ]),
  ]);
  ws.getColumn(2).numFmt = 'mm/dd/yyyy';
  return toBytes(wb);
}

export const locksmith: BlindBook = {
  name: 'locksmith',
  business: 'locksmith',
  shape: 'job costing log, one row per job',
  bytes,
  questions: questionsFor('locksmith', [
    ['total invoiced', { value: hundredths(inv), means: 'Invoiced column total, all jobs' }],
    [
      'how much margin have we made on jobs',
      { value: hundredths(mar), means: 'Margin column total' },
    ],
    ['most profitable job', { at: best.no, means: 'job with the largest Margin' }],
    [
      'average invoice',
      { value: meanCents(inv, jobs.length), means: 'Invoiced total / 22 jobs, to the cent' },
    ],
    [
      'how many labor hours have we put in',
      { value: hundredths(BigInt(hrs * 10)), means: 'Labor hrs total' },
    ],
    [
      'what did we invoice in november',
      {
        value: hundredths(total(nov.map((j) => j.invoiced))),
        means: 'Invoiced, November 2026 jobs',
      },
    ],
    [
      'how many lockouts did we do',
      { value: String(lockouts.length), means: 'count of Job type = Lockout' },
    ],
    [
      'materials spend total',
      { value: hundredths(total(jobs.map((j) => j.materials))), means: 'Materials column total' },
    ],
    [
      'overall margin percentage',
      { value: pct(mar, inv), means: 'Margin total / Invoiced total × 100' },
    ],
    [
      'which type of job brings in the most money',
      { at: topType, means: 'Job type with the largest Invoiced total' },
    ],
    [
      'call-out fees charged',
      { value: hundredths(total(jobs.map((j) => j.callout))), means: 'Call-out fee column total' },
    ],
    [
      `what did ${jobs[5]!.no} cost us`,
      { value: hundredths(BigInt(jobs[5]!.cost)), means: `Job cost of ${jobs[5]!.no}` },
    ],
    [
      'how long was the drive to the Olsen job',
      { refuse: true, means: 'no travel times in the sheet' },
    ],
    ['is the $65 hourly rate too low', { refuse: true, means: 'an opinion' }],
  ]),
  checks: [
    {
      what: 'materials + labour = job cost',
      a: total(jobs.flatMap((j) => [j.materials, j.labour])),
      b: total(jobs.map((j) => j.cost)),
    },
    { what: 'cost + margin = invoiced', a: total(jobs.map((j) => j.cost)) + mar, b: inv },
    { what: 'best job unique', a: uniqueMax(margins) ? 1n : 0n, b: 1n },
    { what: 'top job type unique', a: uniqueMax(byType) ? 1n : 0n, b: 1n },
  ],
};
