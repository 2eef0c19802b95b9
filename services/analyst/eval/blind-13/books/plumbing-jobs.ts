/**
 * A plumbing firm's job log (South African rand, R): one row per job with date, job number,
 * customer, job type, hours, hourly rate and amount. No title; a blank row between months.
 */
import { meanCents, money, sum } from '../../expect';
import {
  argmax,
  argmin,
  ask,
  cell,
  int,
  monthPlaces,
  pick,
  rng,
  toBytes,
  uniqueMax,
  uniqueMin,
  type BlindBook,
} from '../kit';

const NAME = 'plumbing-jobs';
const r = rng(2);
const CUSTOMERS = [
  'Botha Properties',
  'Mrs N. Dlamini',
  'Sunnyside Body Corporate',
  'Greenpoint Deli',
  'Van Wyk Family',
  'Khumalo Guesthouse',
  'Table Bay Motors',
] as const;
const TYPES = [
  'Blocked drain',
  'Geyser replacement',
  'Leak repair',
  'Bathroom refit',
  'Emergency call-out',
] as const;
const RATES = [650, 720, 850] as const;

interface Job {
  month: number;
  day: number;
  no: number;
  customer: string;
  type: string;
  halfHours: number;
  rand: number;
  cents: bigint;
}
const jobs: Job[] = [];
for (let month = 0; month < 6; month++) {
  const n = int(r, 8, 12);
  const days = Array.from({ length: n }, () => int(r, 1, 28)).sort((a, b) => a - b);
  for (const day of days) {
    const type = pick(r, TYPES);
    const halfHours = type === 'Bathroom refit' ? int(r, 30, 70) : int(r, 2, 14);
    const rand = pick(r, RATES);
    jobs.push({
      month,
      day,
      no: 2500 + jobs.length + 1,
      customer: pick(r, CUSTOMERS),
      type,
      halfHours,
      rand,
      cents: BigInt(halfHours * rand * 50),
    });
  }
}
const amounts = jobs.map((j) => j.cents);
const total = sum(amounts);
const byCustomer = CUSTOMERS.map((c) =>
  sum(jobs.filter((j) => j.customer === c).map((j) => j.cents)),
);
const byType = TYPES.map((t) => sum(jobs.filter((j) => j.type === t).map((j) => j.cents)));
const byMonth = [0, 1, 2, 3, 4, 5].map((m) =>
  sum(jobs.filter((j) => j.month === m).map((j) => j.cents)),
);
const big = argmax(amounts);
if (
  !uniqueMax(amounts) ||
  !uniqueMin(amounts) ||
  !uniqueMax(byCustomer) ||
  !uniqueMax(byType) ||
  !uniqueMax(byMonth)
)
  throw new Error(`${NAME}: tie`);
const topCust = argmax(byCustomer);
const q2 = jobs.filter((j) => j.month >= 3 && j.month <= 5).length;
const halfHours = jobs.reduce((s, j) => s + j.halfHours, 0);

export const plumbingJobs: BlindBook = {
  name: NAME,
  business: 'plumbing firm',
  shape: 'job log, one row per job, blank rows between months',
  build: () =>
    toBytes((wb) => {
      const ws = wb.addWorksheet('Jobs');
      ws.addRow(['Date', 'Job #', 'Customer', 'Job type', 'Hours', 'Rate (R/h)', 'Amount (R)']);
      let last = 0;
      for (const j of jobs) {
        if (j.month !== last) ws.addRow([]);
        last = j.month;
        const row = ws.addRow([
          new Date(Date.UTC(2025, j.month, j.day)),
          j.no,
          j.customer,
          j.type,
          j.halfHours / 2,
          j.rand,
          cell(j.cents),
        ]);
        row.getCell(1).numFmt = 'yyyy-mm-dd';
      }
    }),
  checks: [
    { what: 'customers sum to total', a: sum(byCustomer), b: total },
    { what: 'months sum to total', a: sum(byMonth), b: total },
    { what: 'types sum to total', a: sum(byType), b: total },
  ],
  questions: ask(NAME, [
    [
      'how much did we bill in total',
      { value: money(total), means: 'sum of Amount over all jobs' },
    ],
    ['how many jobs did we do', { value: String(jobs.length), means: 'count of job rows' }],
    [
      'average job value',
      { value: meanCents(total, jobs.length), means: 'total amount / number of jobs' },
    ],
    [
      'which customer had the biggest single job',
      { at: jobs[big]!.customer, means: 'customer of the row with the largest Amount' },
    ],
    [
      'what did we charge Khumalo Guesthouse altogether',
      { value: money(byCustomer[5]!), means: 'sum of Amount where customer = Khumalo Guesthouse' },
    ],
    ['how many jobs in Q2', { value: String(q2), means: 'jobs dated April..June 2025' }],
    [
      'total from geyser replacements',
      { value: money(byType[1]!), means: 'sum of Amount where type = Geyser replacement' },
    ],
    ['total hours worked', { value: String(halfHours / 2), means: 'sum of Hours' }],
    ['revenue in may', { value: money(byMonth[4]!), means: 'sum of Amount dated May 2025' }],
    [
      'who is our best customer',
      { at: CUSTOMERS[topCust], means: 'customer with the largest total Amount' },
    ],
    [
      'which kind of job makes us the most money',
      {
        at: TYPES[argmax(byType)],
        means: 'job type with the largest total Amount (revenue; no costs on the sheet)',
      },
    ],
    [
      'smallest job amount',
      { value: money(amounts[argmin(amounts)]!), means: 'minimum of Amount' },
    ],
    ['what did materials cost us', { refuse: true, means: 'no material costs on the sheet' }],
    [
      'how many jobs did we do for botha properties',
      {
        value: String(jobs.filter((j) => j.customer === 'Botha Properties').length),
        means: 'count of rows for that customer',
      },
    ],
    [
      'best month?',
      { at: monthPlaces(argmax(byMonth)), means: 'month with the largest billed total' },
    ],
  ]),
};
