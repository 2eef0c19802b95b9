/** Chocolatier: a six-month cash-flow forecast, months across, Japanese yen (whole yen). */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
import {
  argMin,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(14);
const MONTHS6: Array<[number, number, string]> = [
  [10, 2026, 'Nov 2026'],
  [11, 2026, 'Dec 2026'],
  [0, 2027, 'Jan 2027'],
  [1, 2027, 'Feb 2027'],
  [2, 2027, 'Mar 2027'],
  [3, 2027, 'Apr 2027'],
];
const yen = (lo: number, hi: number): bigint[] => MONTHS6.map(() => BigInt(r.int(lo, hi)) * 1000n);
const season = [1.0, 1.6, 0.8, 2.2, 1.3, 0.9];
const scale = (v: bigint[]): bigint[] =>
  v.map((x, i) => (x * BigInt(Math.round(season[i]! * 100))) / 100n);
const receipts: Array<[string, bigint[]]> = [
  ['Shop sales', scale(yen(900, 1400))],
  ['Online sales', scale(yen(300, 700))],
  ['Wholesale (department stores)', yen(200, 600)],
];
const payments: Array<[string, bigint[]]> = [
  ['Cacao & ingredients', yen(500, 950)],
  ['Packaging', yen(120, 380)],
  ['Wages', MONTHS6.map((_, i) => (i === 1 ? 2150000n : 1480000n))],
  ['Rent', MONTHS6.map(() => 420000n)],
  ['Utilities', yen(60, 140)],
  ['Marketing', yen(40, 260)],
];
const col = (ls: Array<[string, bigint[]]>, i: number): bigint => total(ls.map(([, v]) => v[i]!));
const rec = MONTHS6.map((_, i) => col(receipts, i));
const pay = MONTHS6.map((_, i) => col(payments, i));
const net = rec.map((x, i) => x - pay[i]!);
const OPEN = 3120000n;
const open: bigint[] = [];
const close: bigint[] = [];
let c = OPEN;
for (let i = 0; i < 6; i++) {
  open.push(c);
  c += net[i]!;
  close.push(c);
}
const Y = (v: bigint): number => Number(v);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Cash flow forecast');
  const row = (label: string, v: bigint[]): unknown[] => [label, ...v.map(Y), Y(total(v))];
  putRows(ws, [
    ['Kakao Atelier (Kyoto) - cash flow forecast, November 2026 to April 2027 (JPY)'],
    ['Prepared 10 Nov 2026. Forecast only - not actuals.'],
    [],
    ['', ...MONTHS6.map((m) => m[2]), 'Total'],
    ['Opening cash', ...open.map(Y)],
    [],
    ['RECEIPTS'],
    ...receipts.map(([n, v]) => row(n, v)),
    row('Total receipts', rec),
    [],
    ['PAYMENTS'],
    ...payments.map(([n, v]) => row(n, v)),
    row('Total payments', pay),
    [],
    row('Net cash flow', net),
    ['Closing cash', ...close.map(Y)],
  ]);
  for (let k = 2; k <= 8; k++) ws.getColumn(k).numFmt = '"¥"#,##0;-"¥"#,##0';
  ws.getColumn(1).width = 30;
  return toBytes(wb);
}

const line = (ls: Array<[string, bigint[]]>, n: string): bigint[] =>
  ls.find(([x]) => x.startsWith(n))![1];
const Yh = (v: bigint): string => hundredths(v * 100n);
const lo = argMin(close);
export const chocolatier: BlindBook = {
  name: 'chocolatier',
  business: 'chocolatier (shop, online, wholesale)',
  shape: 'six-month cash-flow forecast, months across',
  bytes,
  checks: [
    {
      what: 'opening + receipts - payments = closing',
      a: OPEN + total(rec) - total(pay),
      b: close[5]!,
    },
    {
      what: 'closing of a month = opening of the next',
      a: total(close.slice(0, 5)),
      b: total(open.slice(1)),
    },
    { what: 'lowest-cash month unique', a: uniqueMax(close.map((x) => -x)) ? 1n : 0n, b: 1n },
  ],
  questions: questionsFor('chocolatier', [
    [
      'how much cash do we expect at the end of april',
      { value: Yh(close[5]!), means: 'Closing cash, Apr 2027 (forecast)' },
    ],
    ['forecast receipts in december', { value: Yh(rec[1]!), means: 'Total receipts, Dec 2026' }],
    [
      'which month is cash at its lowest',
      {
        at: monthPlaces(MONTHS6[lo]![0], MONTHS6[lo]![1]),
        means: 'month with the lowest Closing cash (unique)',
      },
    ],
    [
      'total wages over the forecast',
      {
        value: Yh(total(line(payments, 'Wages'))),
        means: 'Wages, Total column (Nov 2026–Apr 2027)',
      },
    ],
    ['net cash flow in january', { value: Yh(net[2]!), means: 'Net cash flow, Jan 2027' }],
    [
      'how much online sales are we forecasting',
      { value: Yh(total(line(receipts, 'Online'))), means: 'Online sales, Total column' },
    ],
    ["what's our opening cash for november", { value: Yh(OPEN), means: 'Opening cash, Nov 2026' }],
    [
      'packaging in feb',
      { value: Yh(line(payments, 'Packaging')[3]!), means: 'Packaging, Feb 2027' },
    ],
    [
      'what did we actually take in october',
      { refuse: true, means: 'a forecast from November; no actuals' },
    ],
    [
      'total payments over the six months',
      { value: Yh(total(pay)), means: 'Total payments, Total column' },
    ],
    [
      "what's the forecast for may 2027",
      { refuse: true, means: 'the forecast ends in April 2027' },
    ],
    [
      'shop sales in valentine month',
      {
        value: Yh(line(receipts, 'Shop')[3]!),
        means: 'Shop sales, Feb 2027 (February = Valentine’s Day)',
      },
    ],
  ]),
};
