/** electrician: electrical contractor, job costing sheet with quote, cost parts, invoiced, profit, status, £. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
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

const r = rng(11);
const CLIENTS = [
  'Mrs Patel',
  'Hartley Dental',
  'Oak Lane School',
  'B. Okafor',
  'Riverside Flats Mgmt',
  'The Crown Inn',
  'J. & S. Wood',
  'Lidgate Bakery',
  'Mr Hughes',
  'Northgate Vets',
  'Kestrel Court',
  'A. Novak',
];
const jobs = CLIENTS.map((client, i) => {
  const quoted = BigInt(r.int(800, 9000)) * 100n;
  const labour = (quoted * BigInt(r.int(30, 55))) / 100n;
  const materials = (quoted * BigInt(r.int(15, 40))) / 100n + BigInt(r.int(0, 99));
  const sub = r.next() < 0.35 ? BigInt(r.int(150, 1200)) * 100n : 0n;
  const open = i >= 9;
  const invoiced = open ? 0n : quoted + (r.next() < 0.3 ? BigInt(r.int(50, 600)) * 100n : 0n);
  return {
    no: `J-${1031 + i}`,
    client,
    quoted,
    labour,
    materials,
    sub,
    invoiced,
    status: open ? 'In progress' : 'Invoiced',
  };
});
// one closed job loses money
const loser = jobs[4]!;
loser.materials += loser.quoted; // big materials overrun
const cost = (j: (typeof jobs)[number]) => j.labour + j.materials + j.sub;
const closed = jobs.filter((j) => j.status === 'Invoiced');
const profit = (j: (typeof jobs)[number]) => j.invoiced - cost(j);
const profits = closed.map(profit);
const overQ = jobs.map((j) => cost(j) - j.quoted);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Jobs 2026');
  putRows(ws, [
    ['Sparkright Electrical: job costing 2026'],
    [
      'Job no',
      'Client',
      'Quoted',
      'Labour',
      'Materials',
      'Subcontract',
      'Total cost',
      'Invoiced',
      'Profit',
      'Status',
    ],
    ...jobs.map((j) => [
      j.no,
      j.client,
      cell(j.quoted),
      cell(j.labour),
      cell(j.materials),
      j.sub ? cell(j.sub) : undefined,
      cell(cost(j)),
      j.status === 'Invoiced' ? cell(j.invoiced) : undefined,
      j.status === 'Invoiced' ? cell(profit(j)) : undefined,
      j.status,
    ]),
    [
      'Totals',
      undefined,
      cell(total(jobs.map((j) => j.quoted))),
      cell(total(jobs.map((j) => j.labour))),
      cell(total(jobs.map((j) => j.materials))),
      cell(total(jobs.map((j) => j.sub))),
      cell(total(jobs.map(cost))),
      cell(total(closed.map((j) => j.invoiced))),
      cell(total(profits)),
    ],
    [],
    ['Profit is filled in once a job is invoiced.'],
  ]);
  for (let c = 3; c <= 9; c++) ws.getColumn(c).numFmt = '£#,##0.00;[Red]-£#,##0.00';
  return toBytes(wb);
}

const J = (no: string) => jobs.find((j) => j.no === no)!;
const best = closed[argMax(profits)]!;
const worstOver = jobs[argMax(overQ)]!;

export const electrician: BlindBook = {
  name: 'electrician',
  business: 'electrical contractor',
  shape:
    'job costing: quote, labour/materials/subcontract, total cost, invoiced, profit, status, Totals row',
  bytes,
  checks: [
    {
      what: 'cost parts = total cost column',
      a: total(jobs.map((j) => j.labour + j.materials + j.sub)),
      b: total(jobs.map(cost)),
    },
    {
      what: 'invoiced - cost of invoiced jobs = total profit',
      a: total(closed.map((j) => j.invoiced)) - total(closed.map(cost)),
      b: total(profits),
    },
    {
      what: 'best job and worst overrun unique',
      a: (uniqueMax(profits) ? 1n : 0n) + (uniqueMax(overQ) ? 1n : 0n),
      b: 2n,
    },
  ],
  questions: questionsFor('electrician', [
    [
      'which job was the most profitable',
      { at: [best.no, best.client], means: 'invoiced job with the largest Profit' },
    ],
    [
      'total profit on jobs',
      { value: hundredths(total(profits)), means: 'Totals row, Profit (invoiced jobs)' },
    ],
    [
      'how much did materials cost on J-1035',
      { value: hundredths(J('J-1035').materials), means: 'Materials, J-1035' },
    ],
    [
      'how many jobs lost money',
      { value: String(profits.filter((p) => p < 0n).length), means: 'count of negative Profit' },
    ],
    [
      'total invoiced',
      { value: hundredths(total(closed.map((j) => j.invoiced))), means: 'Totals row, Invoiced' },
    ],
    [
      "which job's costs ran furthest over the quote",
      { at: [worstOver.no, worstOver.client], means: 'largest Total cost - Quoted' },
    ],
    [
      'labour on jobs still in progress',
      {
        value: hundredths(
          total(jobs.filter((j) => j.status === 'In progress').map((j) => j.labour)),
        ),
        means: 'sum of Labour where Status = In progress',
      },
    ],
    [
      'average profit per finished job',
      {
        value: meanCents(total(profits), closed.length),
        means: 'mean Profit over invoiced jobs, to the penny',
      },
    ],
    [
      'what percentage of our costs is materials',
      {
        value: pct(total(jobs.map((j) => j.materials)), total(jobs.map(cost))),
        tol: 0.01,
        means: 'Materials total / Total cost total x 100, 2 dp',
      },
    ],
    [
      'what did we quote oak lane school',
      { value: hundredths(jobs[2]!.quoted), means: 'Quoted, Oak Lane School (J-1033)' },
    ],
    [
      'total subcontract spend',
      {
        value: hundredths(total(jobs.map((j) => j.sub))),
        means: 'Totals row, Subcontract (blanks = 0)',
      },
    ],
    [
      'how many jobs are in progress',
      { value: String(jobs.length - closed.length), means: 'count of Status = In progress' },
    ],
    [
      'which client is our best customer',
      { refuse: true, means: 'an opinion; one job per client, no history' },
    ],
    [
      'how many hours did we spend on J-1040',
      { refuse: true, means: 'hours are not in the sheet' },
    ],
  ]),
};
