/** Recruitment agency: placements and fee log 2026, salary x fee %, invoice / paid dates, days to pay, HKD. */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents } from '../../expect';
import {
  argMax,
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

const r = rng(15);
const clients = [
  'Harbour Capital',
  'Kowloon Logistics',
  'Jade Pharma',
  'Peak Hotels Group',
  'Victoria Legal LLP',
];
const roles = [
  'Financial Analyst',
  'Operations Manager',
  'Legal Counsel',
  'Sales Director',
  'HR Business Partner',
  'Front Office Manager',
  'Data Engineer',
  'Regulatory Affairs Lead',
];
const candidates = [
  'Chan Tai Man',
  'Wong Ka Yan',
  'Lee Hoi Lam',
  'Cheung Wing',
  'Ng Siu Ming',
  'Lau Mei Ling',
  'Ho Chun Kit',
  'Yip Sze Wai',
  'Tang Lok',
  'Kwok Ying',
  'Fung Tsz',
  'Leung Ka Ho',
  'Mak Yuen',
  'Poon Hiu',
  'Chow Nok',
  'Yeung Oi',
  'So Kin',
  'Tse Ming',
];
const slow = [12, 18, 30, 45, 60];
type P = {
  ref: string;
  client: number;
  cand: string;
  role: string;
  start: [number, number];
  salary: bigint;
  feeBp: number;
  fee: bigint;
  inv: [number, number];
  paidIn?: number;
};
const ps: P[] = candidates.map((cand, i) => {
  const client = r.int(0, clients.length - 1);
  const m = Math.min(9, Math.floor(i / 2) + r.int(0, 1));
  const d = r.int(1, 28);
  const salary = BigInt(r.int(36, 160)) * 1000n * 1200n; // annual HK$, cents
  const feeBp = r.pick([1800, 2000, 2200, 2500]);
  const fee = divRound(salary * BigInt(feeBp), 10000n);
  const paid = m <= 7 ? slow[client]! + r.int(-5, 5) : undefined;
  return {
    ref: `PL-26${String(i + 1).padStart(3, '0')}`,
    client,
    cand,
    role: r.pick(roles),
    start: [m, d],
    salary,
    feeBp,
    fee,
    inv: [m, d],
    ...(paid !== undefined ? { paidIn: paid } : {}),
  };
});
const inv = (p: P): Date => day(2026, p.inv[0], p.inv[1]);
const paidDate = (p: P): Date | undefined =>
  p.paidIn === undefined ? undefined : new Date(inv(p).getTime() + p.paidIn * 86400000);
const fees = ps.map((p) => p.fee);
const unpaid = total(ps.filter((p) => p.paidIn === undefined).map((p) => p.fee));
// mean days to pay per client (hundredths of a day), over paid placements
const avgDays = clients.map((_, c) => {
  const xs = ps.filter((p) => p.client === c && p.paidIn !== undefined).map((p) => p.paidIn!);
  return xs.length
    ? divRound(BigInt(xs.reduce((a, b) => a + b, 0)) * 100n, BigInt(xs.length))
    : -1n;
});
const slowest = argMax(avgDays);
const q2 = ps.filter((p) => p.start[0] >= 3 && p.start[0] <= 5).length;
const feeBy = clients.map((_, c) => total(ps.filter((p) => p.client === c).map((p) => p.fee)));
const probe = ps[5]!;
const kl = avgDays.findIndex((d, c) => d >= 0n && c !== slowest);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Placements 2026');
  const rows: unknown[][] = [
    ['Lion Rock Talent Ltd - permanent placements 2026 (HK$)'],
    [],
    [
      'Ref',
      'Client',
      'Candidate',
      'Role',
      'Start date',
      'Annual salary',
      'Fee %',
      'Fee',
      'Invoice date',
      'Paid date',
      'Days to pay',
      'Status',
    ],
  ];
  for (const p of ps) {
    const pd = paidDate(p);
    rows.push([
      p.ref,
      clients[p.client],
      p.cand,
      p.role,
      day(2026, p.start[0], p.start[1]),
      cell(p.salary),
      p.feeBp / 10000,
      cell(p.fee),
      inv(p),
      pd,
      p.paidIn,
      pd ? 'Paid' : 'Awaiting payment',
    ]);
  }
  rows.push([
    'Total',
    undefined,
    undefined,
    undefined,
    undefined,
    cell(total(ps.map((p) => p.salary))),
    undefined,
    cell(total(fees)),
  ]);
  putRows(ws, rows);
  for (const c of [5, 9, 10]) ws.getColumn(c).numFmt = 'd-mmm-yy';
  for (const c of [6, 8]) ws.getColumn(c).numFmt = '"HK$"#,##0.00';
  ws.getColumn(7).numFmt = '0%';
  return toBytes(wb);
}

const klDays = avgDays[kl]!;

export const recruitment: BlindBook = {
  name: 'recruitment',
  business: 'recruitment agency',
  shape: 'placements log: salary, fee %, fee, invoice / paid dates, days to pay, status, Total row',
  bytes: build,
  questions: questionsFor('recruitment', [
    [
      'total fees this year',
      { value: hundredths(total(fees)), means: 'Total row, Fee (all placements are 2026)' },
    ],
    [
      'which client pays slowest',
      {
        at: clients[slowest]!,
        means: 'client with the largest mean Days to pay over paid placements',
      },
    ],
    [
      'how much in fees is still unpaid',
      {
        value: hundredths(unpaid),
        means: 'sum of Fee where Paid date is blank (Awaiting payment)',
      },
    ],
    ['biggest fee we earned', { value: hundredths(fees[argMax(fees)]!), means: 'largest Fee' }],
    [
      'how many placements started in Q2',
      { value: String(q2), means: 'count of Start date in Apr-Jun 2026' },
    ],
    [
      `fees from ${clients[3]}`,
      { value: hundredths(feeBy[3]!), means: `sum of Fee for ${clients[3]}` },
    ],
    [
      'how long does it take us to fill a role on average',
      { refuse: true, means: 'no job-open / requisition dates in the log' },
    ],
    [
      'average salary we placed',
      {
        value: meanCents(total(ps.map((p) => p.salary)), ps.length),
        means: 'mean Annual salary over 18 placements',
      },
    ],
    [
      `how long does ${clients[kl]} take to pay on average`,
      {
        value: hundredths(klDays),
        tol: 0.01,
        means: `mean Days to pay for ${clients[kl]}, paid placements, 2 dp`,
      },
    ],
    [
      'how many candidates are in the pipeline',
      { refuse: true, means: 'only completed placements are logged' },
    ],
    [
      `what did we bill for ${probe.cand}`,
      { value: hundredths(probe.fee), means: `Fee, placement of ${probe.cand}` },
    ],
    [
      'total salary placed',
      { value: hundredths(total(ps.map((p) => p.salary))), means: 'Total row, Annual salary' },
    ],
    [
      'how many placements are awaiting payment',
      {
        value: String(ps.filter((p) => p.paidIn === undefined).length),
        means: 'count of Status = Awaiting payment',
      },
    ],
  ]),
  checks: [
    { what: 'client fees sum to total', a: total(feeBy), b: total(fees) },
    { what: 'slowest payer unique', a: uniqueMax(avgDays) ? 1n : 0n, b: 1n },
    { what: 'KL has paid placements', a: klDays >= 0n ? 1n : 0n, b: 1n },
    { what: 'some unpaid', a: unpaid > 0n ? 1n : 0n, b: 1n },
  ],
};
