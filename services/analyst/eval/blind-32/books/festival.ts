/** Festival organiser: a 12-month cash-flow forecast, months across, Nov 2026–Oct 2027, GBP. */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
import {
  argMin,
  type BlindBook,
  cell,
  MON,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(12);
const N = 12; // Nov-26 .. Oct-27
const ym = Array.from({ length: N }, (_, k) => ({ m: (10 + k) % 12, y: k < 2 ? 2026 : 2027 }));
const festK = 9; // Aug 2027
const series = (f: (k: number) => number): number[] => Array.from({ length: N }, (_, k) => f(k));
const rec: Array<[string, number[]]> = [
  [
    'Ticket sales',
    series(
      (k) =>
        (k === 0 ? r.int(18, 30) : k < festK ? r.int(6, 30) : k === festK ? r.int(40, 70) : 0) *
          100000 +
        r.int(0, 999) * 100,
    ),
  ],
  ['Sponsorship', series((k) => (k === 4 || k === 8 ? r.int(8, 15) * 100000 : 0))],
  ["Traders' pitches", series((k) => (k >= 5 && k <= festK ? r.int(15, 45) * 10000 : 0))],
  ['Bar takings', series((k) => (k === festK ? r.int(60, 95) * 100000 + r.int(0, 99) * 100 : 0))],
];
const pay: Array<[string, number[]]> = [
  [
    'Artists & fees',
    series((k) =>
      k === 3 || k === 7 ? r.int(20, 35) * 100000 : k === festK ? r.int(10, 20) * 100000 : 0,
    ),
  ],
  [
    'Staging, sound & lights',
    series((k) =>
      k === festK ? r.int(30, 45) * 100000 : k === festK - 1 ? r.int(8, 12) * 100000 : 0,
    ),
  ],
  ['Security & stewards', series((k) => (k === festK ? r.int(12, 20) * 100000 : 0))],
  ['Site hire', series((k) => (k === 2 || k === festK ? r.int(9, 12) * 100000 : 0))],
  ['Marketing', series(() => r.int(15, 60) * 10000)],
  ['Office & salaries', series(() => 620000)],
];
const opening = 4250000;
const recM = series((k) => rec.reduce((a, [, v]) => a + v[k]!, 0));
const payM = series((k) => pay.reduce((a, [, v]) => a + v[k]!, 0));
const netM = series((k) => recM[k]! - payM[k]!);
const openM: number[] = [];
const closeM: number[] = [];
let c = opening;
for (let k = 0; k < N; k++) {
  openM.push(c);
  c += netM[k]!;
  closeM.push(c);
}
const low = argMin(closeM);
const worstOut = argMin(netM);
const line = (g: Array<[string, number[]]>, n: string): number[] => g.find(([x]) => x === n)![1];
const hdr = ym.map(({ m, y }) => `${MON[m]} ${y}`);
const place = (k: number): string[] => monthPlaces(ym[k]!.m, ym[k]!.y);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const L = (label: string, v: number[], tot = true): unknown[] => [
    label,
    ...v.map(cell),
    tot ? cell(total(v)) : undefined,
  ];
  putRows(wb.addWorksheet('Cash flow'), [
    ['Meadowlark Festival Ltd — cash-flow forecast'],
    ['Festival weekend 20–22 August 2027'],
    [],
    ['£', ...hdr, 'Total'],
    L('Opening cash', openM, false),
    [],
    ['Receipts'],
    ...rec.map(([n, v]) => L(n, v)),
    L('Total receipts', recM),
    [],
    ['Payments'],
    ...pay.map(([n, v]) => L(n, v)),
    L('Total payments', payM),
    [],
    L('Net cash flow', netM),
    L('Closing cash', closeM, false),
  ]);
  return toBytes(wb);
}

export const festival: BlindBook = {
  name: 'festival',
  business: 'music festival organiser',
  shape: 'cash-flow forecast, months across, opening/closing cash',
  bytes,
  questions: questionsFor('festival', [
    [
      'what does the forecast say we will have in the bank at the end of august 2027',
      { value: hundredths(BigInt(closeM[festK]!)), means: 'Closing cash, Aug 2027 column' },
    ],
    [
      'when is cash at its tightest',
      { at: place(low), means: 'month with the lowest Closing cash' },
    ],
    [
      'ticket sales planned in total',
      { value: hundredths(total(line(rec, 'Ticket sales'))), means: 'Ticket sales, Total column' },
    ],
    [
      'which month has the biggest net outflow',
      { at: place(worstOut), means: 'month with the most negative Net cash flow' },
    ],
    [
      'how much are we paying artists',
      { value: hundredths(total(line(pay, 'Artists & fees'))), means: 'Artists & fees, Total' },
    ],
    [
      'total receipts in the forecast',
      { value: hundredths(total(recM)), means: 'Total receipts, Total column' },
    ],
    [
      'what is the lowest cash balance',
      { value: hundredths(BigInt(closeM[low]!)), means: 'minimum Closing cash' },
    ],
    [
      'bar takings expected',
      { value: hundredths(total(line(rec, 'Bar takings'))), means: 'Bar takings, Total' },
    ],
    [
      'marketing spend jan to mar 2027',
      {
        value: hundredths(total(line(pay, 'Marketing').slice(2, 5))),
        means: 'Marketing, Jan + Feb + Mar 2027',
      },
    ],
    [
      'net cash flow for the whole year',
      { value: hundredths(total(netM)), means: 'Net cash flow, Total column' },
    ],
    [
      'how much sponsorship is coming in',
      { value: hundredths(total(line(rec, 'Sponsorship'))), means: 'Sponsorship, Total' },
    ],
    [
      'cash at the end of october 2027',
      { value: hundredths(BigInt(closeM[N - 1]!)), means: 'Closing cash, Oct 2027' },
    ],
    [
      'how many tickets have we sold so far',
      { refuse: true, means: 'no ticket counts, only forecast money' },
    ],
    [
      "what did last year's festival make",
      { refuse: true, means: 'only the coming year is in the sheet' },
    ],
  ]),
  checks: [
    {
      what: 'opening + receipts − payments = closing',
      a: BigInt(opening) + total(recM) - total(payM),
      b: BigInt(closeM[N - 1]!),
    },
    { what: 'receipt lines = total receipts', a: total(rec.flatMap(([, v]) => v)), b: total(recM) },
    { what: 'lowest close unique', a: uniqueMax(closeM.map((x) => -x)) ? 1n : 0n, b: 1n },
    { what: 'worst outflow unique', a: uniqueMax(netM.map((x) => -x)) ? 1n : 0n, b: 1n },
  ],
};
