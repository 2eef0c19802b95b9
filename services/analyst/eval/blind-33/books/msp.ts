/** IT support MSP: a weekly technician timesheet (tech × client rows, days across, billable flag), NZD. */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  type BlindBook,
  argMax,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(14);
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const;
const DAYNAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const techs = ['Aroha', 'Ben', 'Mei', 'Tomasi'];
const clients: Array<[string, boolean, number]> = [
  ['Harcourt Dental', true, 14500],
  ['Kauri Accountants', true, 13500],
  ['Ridgeway Motors', true, 12500],
  ['Tui Preschool', true, 11000],
  ['Internal – admin & training', false, 0],
];
const rows: Array<{ tech: string; client: string; billable: boolean; rate: number; q: number[] }> =
  [];
for (const tech of techs)
  for (const [client, billable, rate] of clients)
    if (!billable || r.next() < 0.7)
      rows.push({
        tech,
        client,
        billable,
        rate,
        q: DAYS.map(() => (r.next() < 0.6 ? r.int(1, 14) : 0)), // quarter hours
      });
type Row = (typeof rows)[number];
const hrs = (q: bigint | number): string => hundredths(BigInt(q) * 25n);
const rq = (x: Row): number => x.q.reduce((a, b) => a + b, 0);
const Q = (xs: Row[]): bigint => total(xs.map(rq));
const byTech = techs.map((t) => Q(rows.filter((x) => x.tech === t)));
const byDay = DAYS.map((_, d) => total(rows.map((x) => x.q[d]!)));
const cl = clients.map(([c]) => Q(rows.filter((x) => x.client === c)));
const billable = rows.filter((x) => x.billable);
// value: quarters × rate / 4; rates are multiples of 4 cents
const value = total(billable.map((x) => (rq(x) * x.rate) / 4));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Timesheet');
  putRows(ws, [
    ['ByteSafe IT — timesheet, week commencing Mon 9 Nov 2026'],
    ['Hours in decimals (0.25 = 15 min). Rates NZD ex GST.'],
    [],
    ['Tech', 'Client', ...DAYS, 'Total hrs', 'Billable', 'Rate $/hr'],
    ...rows.map((x) => [
      x.tech,
      x.client,
      ...x.q.map((v) => (v ? v / 4 : undefined)),
      rq(x) / 4,
      x.billable ? 'Y' : 'N',
      x.billable ? x.rate / 100 : undefined,
    ]),
    [],
    ['Total', undefined, ...byDay.map((v) => Number(v) / 4), Number(total(byDay)) / 4],
  ]);
  return toBytes(wb);
}

const all = total(byTech);
const aroha = rows.filter((x) => x.tech === 'Aroha');

export const msp: BlindBook = {
  name: 'msp',
  business: 'IT support MSP',
  shape: 'weekly timesheet: tech × client rows, Mon–Fri across, total hours, billable flag, rate',
  bytes,
  questions: questionsFor('msp', [
    ['total hours logged this week', { value: hrs(all), means: 'Total hrs, all rows' }],
    ['billable hours', { value: hrs(Q(billable)), means: 'Total hrs of rows with Billable Y' }],
    [
      'hours spent on Harcourt Dental',
      { value: hrs(cl[0]!), means: 'Total hrs of client Harcourt Dental' },
    ],
    [
      'who put in the most hours',
      { at: techs[argMax(byTech)]!, means: 'tech with the largest Total hrs' },
    ],
    [
      'busiest day',
      {
        at: [DAYS[argMax(byDay)]!, DAYNAMES[argMax(byDay)]!],
        means: 'day column with the most hours',
      },
    ],
    [
      'what is the billable time worth',
      { value: hundredths(value), means: 'sum over billable rows of Total hrs × Rate $/hr' },
    ],
    [
      'Aroha hours on thursday',
      { value: hrs(total(aroha.map((x) => x.q[3]!))), means: 'Thu hours of Aroha, all her rows' },
    ],
    [
      'what % of time was billable',
      { value: pct(Q(billable), all), means: 'billable hours / all hours, % to 2 dp' },
    ],
    [
      'which client took up most of our time',
      { at: clients[argMax(cl.slice(0, 4))]![0], means: 'billable client with the most hours' },
    ],
    ['what profit do we make on Harcourt', { refuse: true, means: 'costs are not in a timesheet' }],
    [
      'how many tickets did we close this week',
      { refuse: true, means: 'tickets are not in the sheet' },
    ],
    [
      'internal hours',
      {
        value: hrs(Q(rows.filter((x) => !x.billable))),
        means: 'Total hrs of rows with Billable N',
      },
    ],
    ['hours on friday', { value: hrs(byDay[4]!), means: 'Fri column total' }],
    ["Mei's hours", { value: hrs(byTech[2]!), means: 'Total hrs of Mei' }],
  ]),
  checks: [
    { what: 'day columns = total hours', a: total(byDay), b: all },
    { what: 'clients = techs', a: total(cl), b: all },
    { what: 'unique top tech', a: uniqueMax(byTech) ? 1n : 0n, b: 1n },
    { what: 'unique busiest day', a: uniqueMax(byDay) ? 1n : 0n, b: 1n },
    { what: 'unique top client', a: uniqueMax(cl.slice(0, 4)) ? 1n : 0n, b: 1n },
    {
      what: 'rates divisible by 4 cents',
      a: BigInt(clients.reduce((s, c) => s + (c[2] % 4), 0)),
      b: 0n,
    },
  ],
};
