/** E-bike rental: fleet finance (hire purchase) schedule, terms block, 24 monthly rows, dates as text, CHF. */
import ExcelJS from 'exceljs';
import { divRound, hundredths } from '../../expect';
import {
  cell,
  dayPlaces,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  type BlindBook,
} from '../lib';

const r = rng(8);
const bikes = r.int(18, 24);
const financed = BigInt(bikes) * BigInt(r.int(3100, 3400)) * 100n;
const RATE_BP = 690n; // 6.90% p.a.
const n = 24;
const i = 0.069 / 12;
const payment = BigInt(Math.round((Number(financed) * i) / (1 - Math.pow(1 + i, -n))));
type P = { k: number; y: number; m: number; pay: bigint; int: bigint; prin: bigint; bal: bigint };
const sched: P[] = [];
let bal = financed;
for (let k = 1; k <= n; k++) {
  const mm = 1 + k; // first payment 1 Mar 2026
  const y = 2026 + Math.floor(mm / 12);
  const m = mm % 12;
  const int = divRound(bal * RATE_BP, 120000n);
  const prin = k === n ? bal : payment - int;
  bal -= prin;
  sched.push({ k, y, m, pay: prin + int, int, prin, bal });
}
const txt = (p: P): string => `01.${String(p.m + 1).padStart(2, '0')}.${p.y}`;
const now = Date.UTC(2026, 10, 25);
const done = sched.filter((p) => Date.UTC(p.y, p.m, 1) <= now);
const left = sched.length - done.length;
const owed = done[done.length - 1]!.bal;
const in2026 = sched.filter((p) => p.y === 2026);
const mar27 = sched.find((p) => p.y === 2027 && p.m === 2)!;
const last = sched[n - 1]!;

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Finanzierung');
  const rows: unknown[][] = [
    ['Velo Vagabund GmbH - fleet finance schedule'],
    [],
    ['Lender', 'Alpina Leasing AG'],
    ['Asset', `${bikes} x e-bikes (Flyer Upstreet 5)`],
    ['Amount financed', `CHF ${(Number(financed) / 100).toFixed(2)}`],
    ['Interest rate', '6.9% p.a. fixed'],
    ['Term', '24 monthly instalments, first 01.03.2026'],
    ['Instalment', cell(payment)],
    [],
    ['No.', 'Due date', 'Instalment', 'Interest', 'Principal', 'Balance'],
  ];
  for (const p of sched)
    rows.push([p.k, txt(p), cell(p.pay), cell(p.int), cell(p.prin), cell(p.bal)]);
  rows.push([
    'Totals',
    undefined,
    cell(total(sched.map((p) => p.pay))),
    cell(total(sched.map((p) => p.int))),
    cell(total(sched.map((p) => p.prin))),
  ]);
  putRows(ws, rows);
  for (const c of [3, 4, 5, 6]) ws.getColumn(c).numFmt = '#,##0.00';
  ws.getCell('B8').numFmt = '#,##0.00';
  return toBytes(wb);
}

export const ebike: BlindBook = {
  name: 'ebike',
  business: 'e-bike rental',
  shape:
    'fleet finance schedule: terms block, 24 instalments with interest / principal / balance, text dates, Totals',
  bytes: build,
  questions: questionsFor('ebike', [
    [
      'how much interest will we pay over the whole loan',
      { value: hundredths(total(sched.map((p) => p.int))), means: 'Totals row, Interest' },
    ],
    [
      'how much do we still owe on the bikes',
      {
        value: hundredths(owed),
        means: 'Balance after the last instalment due on or before 25 Nov 2026 (01.11.2026)',
      },
    ],
    [
      "what's the monthly payment",
      { value: hundredths(payment), means: 'Instalment (terms block / rows 1-23)' },
    ],
    [
      'total interest on the 2026 instalments',
      {
        value: hundredths(total(in2026.map((p) => p.int))),
        means: 'sum of Interest for instalments due in 2026 (Mar-Dec)',
      },
    ],
    [
      'how much of the loan gets paid down by the 2026 instalments',
      {
        value: hundredths(total(in2026.map((p) => p.prin))),
        means: 'sum of Principal, instalments due in 2026',
      },
    ],
    [
      'total of all the instalments',
      { value: hundredths(total(sched.map((p) => p.pay))), means: 'Totals row, Instalment' },
    ],
    [
      'interest part of the march 2027 payment',
      { value: hundredths(mar27.int), means: 'Interest on instalment due 01.03.2027' },
    ],
    [
      'when is the last payment',
      {
        at: [txt(last), ...dayPlaces(last.y, last.m, 1), ...monthPlaces(last.m, last.y)],
        means: 'Due date of instalment 24',
      },
    ],
    [
      "what's the buyout value at the end",
      { refuse: true, means: 'no residual / buyout in the schedule' },
    ],
    [
      'should we pay it off early?',
      { refuse: true, means: 'an opinion; no early-settlement terms in the sheet' },
    ],
    [
      'how many payments are left',
      { value: String(left), means: 'instalments due after 25 Nov 2026' },
    ],
    [
      'what rate are we paying',
      { value: '6.9', means: 'interest rate in the terms block, % p.a.' },
    ],
    [
      'how much did we borrow',
      { value: hundredths(financed), means: 'Amount financed in the terms block' },
    ],
  ]),
  checks: [
    { what: 'principal repaid = amount financed', a: total(sched.map((p) => p.prin)), b: financed },
    {
      what: 'instalments = principal + interest',
      a: total(sched.map((p) => p.pay)),
      b: financed + total(sched.map((p) => p.int)),
    },
    { what: 'ends at zero', a: last.bal, b: 0n },
  ],
};
