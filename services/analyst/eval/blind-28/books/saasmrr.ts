/** saasmrr: scheduling-app SaaS, monthly MRR movements tracker, months down as dates, C$. */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents } from '../../expect';
import {
  argMax,
  cell,
  day,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(10);
const N = 10; // Jan..Oct 2026
interface M {
  m: number;
  start: bigint;
  neu: bigint;
  exp: bigint;
  con: bigint;
  churn: bigint;
  end: bigint;
  custs: number;
}
const rows: M[] = [];
let mrr = BigInt(r.int(18000, 24000)) * 100n;
let custs = r.int(300, 380);
for (let m = 0; m < N; m++) {
  const neu = BigInt(r.int(900, 3200)) * 100n + BigInt(r.int(0, 99));
  const exp = BigInt(r.int(200, 1200)) * 100n;
  const con = BigInt(r.int(50, 500)) * 100n;
  const churn = BigInt(r.int(400, 1800)) * 100n + BigInt(r.int(0, 99));
  const end = mrr + neu + exp - con - churn;
  custs += r.int(8, 30) - r.int(4, 15);
  rows.push({ m, start: mrr, neu, exp, con, churn, end, custs });
  mrr = end;
}

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('MRR');
  putRows(ws, [
    ['Shiftly: MRR bridge 2026 (CAD)'],
    [],
    [
      'Month',
      'Starting MRR',
      'New',
      'Expansion',
      'Contraction',
      'Churned',
      'Ending MRR',
      'Paying customers',
    ],
    ...rows.map((x) => [
      day(2026, x.m, 1),
      cell(x.start),
      cell(x.neu),
      cell(x.exp),
      cell(-x.con),
      cell(-x.churn),
      cell(x.end),
      x.custs,
    ]),
  ]);
  ws.getColumn(1).numFmt = 'mmm yyyy';
  for (let c = 2; c <= 7; c++) ws.getColumn(c).numFmt = '$#,##0.00;($#,##0.00)';
  return toBytes(wb);
}

const news = rows.map((x) => x.neu);
const oct = rows[9]!;
const jun = rows[5]!;

export const saasmrr: BlindBook = {
  name: 'saasmrr',
  business: 'scheduling-app SaaS',
  shape: 'MRR bridge, months down as dates, contraction/churn shown negative in brackets',
  bytes,
  checks: [
    {
      what: 'January start + all movements = October end',
      a: rows[0]!.start + total(rows.map((x) => x.neu + x.exp - x.con - x.churn)),
      b: oct.end,
    },
    {
      what: 'each month starts at the previous end',
      a: BigInt(rows.slice(1).filter((x, i) => x.start !== rows[i]!.end).length),
      b: 0n,
    },
    { what: 'best new-MRR month is unique', a: uniqueMax(news) ? 1n : 0n, b: 1n },
  ],
  questions: questionsFor('saasmrr', [
    ['mrr at the end of october', { value: hundredths(oct.end), means: 'Ending MRR, Oct 2026' }],
    [
      'how much mrr did we lose to churn this year',
      {
        value: hundredths(total(rows.map((x) => x.churn))),
        abs: true,
        means: 'sum of Churned Jan-Oct 2026 (shown negative)',
      },
    ],
    [
      'best month for new mrr',
      { at: monthPlaces(argMax(news), 2026), means: 'month with the largest New' },
    ],
    [
      'net new mrr in june',
      {
        value: hundredths(jun.neu + jun.exp - jun.con - jun.churn),
        means: 'Jun: New + Expansion - Contraction - Churned (= Ending - Starting)',
      },
    ],
    [
      'how many paying customers at the end of august',
      { value: String(rows[7]!.custs), means: 'Paying customers, Aug 2026' },
    ],
    [
      "what's our arr",
      { value: hundredths(oct.end * 12n), means: '12 x latest Ending MRR (Oct 2026)' },
    ],
    [
      'growth in ending mrr from january to october',
      {
        value: growth(rows[0]!.end, oct.end),
        tol: 0.01,
        means: '(Oct Ending - Jan Ending) / Jan Ending x 100, 2 dp',
      },
    ],
    [
      'average mrr per customer in october',
      {
        value: meanCents(oct.end, oct.custs),
        means: 'Oct Ending MRR / Paying customers, to the cent',
      },
    ],
    [
      'total expansion revenue so far',
      { value: hundredths(total(rows.map((x) => x.exp))), means: 'sum of Expansion Jan-Oct' },
    ],
    ['new mrr in march', { value: hundredths(rows[2]!.neu), means: 'New, Mar 2026' }],
    [
      'starting mrr in january',
      { value: hundredths(rows[0]!.start), means: 'Starting MRR, Jan 2026' },
    ],
    [
      'total contraction in q2',
      {
        value: hundredths(rows[3]!.con + rows[4]!.con + rows[5]!.con),
        abs: true,
        means: 'sum of Contraction Apr-Jun 2026 (shown negative)',
      },
    ],
    [
      "what's our churn rate",
      { refuse: true, means: 'ambiguous: customer churn or revenue churn, monthly or yearly' },
    ],
    [
      'what is the lifetime value of a customer',
      { refuse: true, means: 'LTV needs margins and lifetimes not in the sheet' },
    ],
  ]),
};
