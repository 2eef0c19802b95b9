/** Commercial cleaning company: job costing Sep-Oct 2026, quote / labour / materials / travel / invoiced / profit / status, CAD. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
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
  type BlindBook,
} from '../lib';

const r = rng(11);
const clients = [
  'Maple Leaf Dental',
  'Harbourview Condos',
  'Lakeshore Realty',
  'Bluewater Gym',
  'St. Clair Offices',
];
const types = ['Office clean', 'End of tenancy', 'Deep clean', 'Carpet shampoo'];
const RATE = 3200n; // C$32.00 / labour hour
type Job = {
  no: string;
  client: string;
  type: string;
  m: number;
  d: number;
  quote: bigint;
  hours: number;
  labour: bigint;
  mat: bigint;
  travel: bigint;
  inv: bigint;
  status: string;
};
const jobs: Job[] = Array.from({ length: 20 }, (_, i) => {
  const hours = r.int(6, 48);
  const labour = RATE * BigInt(hours);
  const mat = BigInt(r.int(2500, 32000));
  const travel = BigInt(r.int(0, 9000));
  const quote = (((labour + mat + travel) * BigInt(r.int(82, 150))) / 100n / 100n) * 100n;
  const inv = r.next() < 0.8 ? quote : quote + BigInt(r.int(20, 120)) * 100n;
  return {
    no: `C-${1001 + i}`,
    client: r.pick(clients),
    type: r.pick(types),
    m: i < 10 ? 8 : 9,
    d: 1 + ((i * 3) % 28),
    quote,
    hours,
    labour,
    mat,
    travel,
    inv,
    status: r.pick(['Paid', 'Paid', 'Invoiced']),
  };
});
const cost = (j: Job): bigint => j.labour + j.mat + j.travel;
const profit = (j: Job): bigint => j.inv - cost(j);
const profits = jobs.map(profit);
const worst = argMin(profits);
const byClient = clients.map((c) => total(jobs.filter((j) => j.client === c).map(profit)));
const bestClient = argMax(byClient);
const probe = jobs[6]!;
const tenancy = total(jobs.filter((j) => j.type === 'End of tenancy').map((j) => j.inv));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Job costing');
  const rows: unknown[][] = [
    ['Spotless North Cleaning Co. - job costing (C$)'],
    ['Labour costed at $32.00/hr incl. source deductions'],
    [
      'Job #',
      'Client',
      'Job type',
      'Date',
      'Quoted',
      'Labour hrs',
      'Labour cost',
      'Materials',
      'Travel',
      'Total cost',
      'Invoiced',
      'Profit',
      'Status',
    ],
  ];
  for (const j of jobs)
    rows.push([
      j.no,
      j.client,
      j.type,
      day(2026, j.m, j.d),
      cell(j.quote),
      j.hours,
      cell(j.labour),
      cell(j.mat),
      cell(j.travel),
      cell(cost(j)),
      cell(j.inv),
      cell(profit(j)),
      j.status,
    ]);
  rows.push([
    'Total',
    undefined,
    undefined,
    undefined,
    cell(total(jobs.map((j) => j.quote))),
    jobs.reduce((a, j) => a + j.hours, 0),
    cell(total(jobs.map((j) => j.labour))),
    cell(total(jobs.map((j) => j.mat))),
    cell(total(jobs.map((j) => j.travel))),
    cell(total(jobs.map(cost))),
    cell(total(jobs.map((j) => j.inv))),
    cell(total(profits)),
  ]);
  putRows(ws, rows);
  ws.getColumn(4).numFmt = 'yyyy-mm-dd';
  for (const c of [5, 7, 8, 9, 10, 11, 12]) ws.getColumn(c).numFmt = '$#,##0.00;-$#,##0.00';
  return toBytes(wb);
}

export const cleaning: BlindBook = {
  name: 'cleaning',
  business: 'commercial cleaning company',
  shape:
    'job costing: quote, labour hrs/cost, materials, travel, total cost, invoiced, profit, status, Total row',
  bytes: build,
  questions: questionsFor('cleaning', [
    ['total profit on all jobs', { value: hundredths(total(profits)), means: 'Total row, Profit' }],
    ['which job made the least', { at: jobs[worst]!.no, means: 'job with the smallest Profit' }],
    [
      'how much have we invoiced for end of tenancy cleans',
      { value: hundredths(tenancy), means: 'sum of Invoiced where Job type = End of tenancy' },
    ],
    [
      'average profit per job',
      { value: meanCents(total(profits), jobs.length), means: 'total Profit / 20 jobs' },
    ],
    [
      'total labour hours',
      { value: String(jobs.reduce((a, j) => a + j.hours, 0)), means: 'sum of Labour hrs' },
    ],
    [
      'how much is still waiting to be paid',
      {
        value: hundredths(total(jobs.filter((j) => j.status === 'Invoiced').map((j) => j.inv))),
        means: 'sum of Invoiced where Status = Invoiced (not Paid)',
      },
    ],
    [
      `materials spent on ${clients[1]}`,
      {
        value: hundredths(total(jobs.filter((j) => j.client === clients[1]).map((j) => j.mat))),
        means: `sum of Materials for ${clients[1]}`,
      },
    ],
    [
      `margin on job ${probe.no}`,
      {
        value: [pct(profit(probe), probe.inv), hundredths(profit(probe))],
        means: 'Profit / Invoiced % 2 dp (or the Profit C$)',
      },
    ],
    [
      'how many jobs lost money',
      {
        value: String(profits.filter((p) => p < 0n).length),
        means: 'count of jobs with Profit < 0',
      },
    ],
    ['which of our cleaners is fastest', { refuse: true, means: 'no cleaner names in the sheet' }],
    [
      'what should we charge for a deep clean',
      { refuse: true, means: 'an opinion / pricing advice' },
    ],
    [
      'best client by profit',
      { at: clients[bestClient]!, means: 'client with the largest summed Profit' },
    ],
    [
      'travel costs in october',
      {
        value: hundredths(total(jobs.filter((j) => j.m === 9).map((j) => j.travel))),
        means: 'sum of Travel for jobs dated Oct 2026',
      },
    ],
  ]),
  checks: [
    {
      what: 'invoiced - total cost = profit',
      a: total(jobs.map((j) => j.inv)) - total(jobs.map(cost)),
      b: total(profits),
    },
    { what: 'clients sum to total profit', a: total(byClient), b: total(profits) },
    { what: 'least profit unique', a: uniqueMax(profits.map((p) => -p)) ? 1n : 0n, b: 1n },
    { what: 'best client unique', a: uniqueMax(byClient) ? 1n : 0n, b: 1n },
  ],
};
