/** yogastudio: yoga studio, 6-month cash-flow forecast, months across, opening/closing cash, A$. */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents } from '../../expect';
import {
  argMin,
  cell,
  MON,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  type BlindBook,
} from '../lib';

const r = rng(9);
const N = 6; // Jan..Jun 2027 (forecast)
const months = Array.from({ length: N }, (_, i) => `${MON[i]} 2027`);
const ser = (lo: number, hi: number) =>
  Array.from({ length: N }, () => BigInt(r.int(lo, hi)) * 100n);
const receipts = [
  { name: 'Class passes', v: ser(9000, 15000) },
  { name: 'Memberships', v: ser(14000, 20000) },
  { name: 'Workshops & retreats', v: ser(0, 9000) },
  { name: 'Retail (mats, clothing)', v: ser(800, 2500) },
];
const gst = Array.from({ length: N }, (_, i) =>
  i === 0 || i === 3 ? BigInt(r.int(4000, 7000)) * 100n : 0n,
);
const payments = [
  { name: 'Rent', v: Array.from({ length: N }, (_, i) => (i < 3 ? 720000n : 756000n)) },
  { name: 'Instructor fees', v: ser(11000, 16000) },
  { name: 'Utilities', v: ser(600, 1400) },
  { name: 'Marketing', v: ser(500, 2500) },
  { name: 'GST payment (BAS)', v: gst },
  { name: 'Loan repayment', v: Array.from({ length: N }, () => 185000n) },
];
const col = (ls: { v: bigint[] }[]) =>
  Array.from({ length: N }, (_, i) => total(ls.map((l) => l.v[i]!)));
const tR = col(receipts);
const tP = col(payments);
const netF = tR.map((x, i) => x - tP[i]!);
const OPEN0 = BigInt(r.int(8000, 20000)) * 100n;
const open: bigint[] = [];
const close: bigint[] = [];
let c = OPEN0;
for (let i = 0; i < N; i++) {
  open.push(c);
  c += netF[i]!;
  close.push(c);
}

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Cash flow forecast');
  const line = (l: { name: string; v: bigint[] }) => [
    `  ${l.name}`,
    ...l.v.map((x) => (x === 0n ? undefined : cell(x))),
  ];
  putRows(ws, [
    ['Still Point Yoga: cash-flow forecast Jan-Jun 2027 (AUD, GST incl.)'],
    [undefined, ...months],
    ['Opening cash', ...open.map(cell)],
    [],
    ['Cash in'],
    ...receipts.map(line),
    ['Total cash in', ...tR.map(cell)],
    [],
    ['Cash out'],
    ...payments.map(line),
    ['Total cash out', ...tP.map(cell)],
    [],
    ['Net cash flow', ...netF.map(cell)],
    ['Closing cash', ...close.map(cell)],
  ]);
  ws.getColumn(1).width = 28;
  for (let k = 2; k <= N + 1; k++) ws.getColumn(k).numFmt = '$#,##0;[Red]-$#,##0';
  return toBytes(wb);
}

const low = argMin(close);
const L = (ls: { name: string; v: bigint[] }[], n: string) => ls.find((l) => l.name === n)!.v;

export const yogastudio: BlindBook = {
  name: 'yogastudio',
  business: 'yoga studio',
  shape:
    'cash-flow forecast, months across ("Jan 2027"), opening/closing cash chain, blanks for zero',
  bytes,
  checks: [
    {
      what: 'opening + in - out = closing (June)',
      a: OPEN0 + total(tR) - total(tP),
      b: close[N - 1]!,
    },
    {
      what: 'each month opens at the previous close',
      a: BigInt(open.slice(1).filter((o, i) => o !== close[i]).length),
      b: 0n,
    },
    {
      what: 'lowest closing month is unique',
      a: BigInt(close.filter((x) => x === close[low]).length),
      b: 1n,
    },
  ],
  questions: questionsFor('yogastudio', [
    ['closing cash in june', { value: hundredths(close[5]!), means: 'Closing cash, Jun 2027' }],
    [
      'which month is cash tightest',
      { at: monthPlaces(low, 2027), means: 'month with the lowest Closing cash' },
    ],
    [
      'total instructor fees jan to jun',
      {
        value: hundredths(total(L(payments, 'Instructor fees'))),
        means: 'sum of Instructor fees over the 6 months',
      },
    ],
    ['net cash flow in march', { value: hundredths(netF[2]!), means: 'Net cash flow, Mar 2027' }],
    [
      'how much gst do we pay in the six months',
      { value: hundredths(total(gst)), means: 'sum of GST payment (BAS), blanks = 0' },
    ],
    ['total cash in for april', { value: hundredths(tR[3]!), means: 'Total cash in, Apr 2027' }],
    [
      'growth in memberships from january to june',
      {
        value: growth(L(receipts, 'Memberships')[0]!, L(receipts, 'Memberships')[5]!),
        tol: 0.01,
        means: 'Memberships (Jun-Jan)/Jan x 100, 2 dp',
      },
    ],
    [
      'average monthly rent',
      { value: meanCents(total(L(payments, 'Rent')), N), means: 'mean of Rent over the 6 months' },
    ],
    ['opening cash in january', { value: hundredths(OPEN0), means: 'Opening cash, Jan 2027' }],
    [
      'total cash out over the forecast',
      { value: hundredths(total(tP)), means: 'sum of Total cash out, 6 months' },
    ],
    [
      'how much do workshops bring in',
      {
        value: hundredths(total(L(receipts, 'Workshops & retreats'))),
        means: 'sum of Workshops & retreats, 6 months',
      },
    ],
    [
      'loan repayments in total',
      {
        value: hundredths(total(L(payments, 'Loan repayment'))),
        means: 'sum of Loan repayment, 6 months',
      },
    ],
    [
      'what will cash be in september 2027',
      { refuse: true, means: 'beyond the forecast (ends June 2027)' },
    ],
    ['is the studio profitable', { refuse: true, means: 'a cash forecast is not a profit figure' }],
  ]),
};
