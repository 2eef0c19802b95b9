/** Bike courier co-op, €: cash-flow statement, years as numeric column headers oldest first, negatives in brackets. */
import ExcelJS from 'exceljs';
import { growth, money } from '../../expect';
import { cell, questionsFor, rng, toBytes, total, type BlindBook } from '../lib';

const r = rng(12);
const two = (lo: number, hi: number): [number, number] => [r.int(lo, hi), r.int(lo, hi)]; // [2024, 2025]
const opL: Array<[string, [number, number]]> = [
  ['Net income', two(2000000, 6000000)],
  ['Depreciation', two(800000, 1400000)],
  ['Change in receivables', two(-1500000, 500000)],
  ['Change in payables', two(-400000, 900000)],
];
const invL: Array<[string, [number, number]]> = [
  ['Purchase of cargo bikes', two(-4500000, -1500000)],
  ['Sale of old bikes', two(50000, 400000)],
];
const finL: Array<[string, [number, number]]> = [
  ['Member shares issued', two(200000, 900000)],
  ['Loan repayments', two(-1200000, -600000)],
  ['Distributions to members', two(-2000000, -500000)],
];
const sec = (xs: Array<[string, [number, number]]>, y: 0 | 1): bigint =>
  total(xs.map((x) => x[1][y]));
const cashStart2024 = r.int(1500000, 4000000);
const change = (y: 0 | 1): bigint => sec(opL, y) + sec(invL, y) + sec(finL, y);
const begin = [BigInt(cashStart2024), BigInt(cashStart2024) + change(0)] as const;
const end = [begin[0] + change(0), begin[1] + change(1)] as const;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Cash flow');
  ws.addRow(['Spokes Courier Cooperative eG']);
  ws.addRow(['Statement of cash flows (EUR)']);
  ws.addRow(['', 2024, 2025]);
  const line = (l: string, a: bigint | number, b: bigint | number): void => {
    ws.addRow([l, cell(a), cell(b)]);
  };
  ws.addRow(['Cash flows from operating activities']);
  for (const [l, [a, b]] of opL) line(l, a, b);
  line('Net cash from operating activities', sec(opL, 0), sec(opL, 1));
  ws.addRow(['Cash flows from investing activities']);
  for (const [l, [a, b]] of invL) line(l, a, b);
  line('Net cash used in investing activities', sec(invL, 0), sec(invL, 1));
  ws.addRow(['Cash flows from financing activities']);
  for (const [l, [a, b]] of finL) line(l, a, b);
  line('Net cash from financing activities', sec(finL, 0), sec(finL, 1));
  line('Net change in cash', change(0), change(1));
  line('Cash at beginning of year', begin[0], begin[1]);
  line('Cash at end of year', end[0], end[1]);
  ws.getColumn(2).numFmt = '#,##0.00;(#,##0.00)';
  ws.getColumn(3).numFmt = '#,##0.00;(#,##0.00)';
  return toBytes(wb);
}

export const bikecourier: BlindBook = {
  name: 'bikecourier',
  business: 'bike courier co-op',
  shape: 'cash-flow statement, years as numeric headers oldest first',
  bytes,
  checks: [{ what: 'end 2024 = begin 2025', a: end[0], b: begin[1] }],
  questions: questionsFor('bikecourier', [
    [
      'cash from operations in 2025',
      { value: money(sec(opL, 1)), means: 'Net cash from operating activities, 2025' },
    ],
    [
      'how much cash did we have at the end of 2025',
      { value: money(end[1]), means: 'Cash at end of year, 2025' },
    ],
    ['net change in cash 2024', { value: money(change(0)), means: 'Net change in cash, 2024' }],
    [
      'what did we spend on new cargo bikes in 2025',
      {
        value: money(invL[0]![1][1]),
        abs: true,
        means: 'Purchase of cargo bikes, 2025 (shown negative; either sign accepted)',
      },
    ],
    [
      'total distributions to members over both years',
      {
        value: money(finL[2]![1][0] + finL[2]![1][1]),
        abs: true,
        means: 'Distributions 2024 + 2025 (either sign)',
      },
    ],
    [
      'how much did operating cash flow grow from 2024 to 2025',
      {
        value: growth(sec(opL, 0), sec(opL, 1)),
        means: '(2025 - 2024) / |2024| net cash from operating activities, %',
      },
    ],
    ['depreciation 2024', { value: money(opL[1]![1][0]), means: 'Depreciation, 2024' }],
    [
      'net financing cash flow last year',
      {
        value: money(sec(finL, 1)),
        means: 'Net cash from financing activities, 2025 (last full year before 2026-11-24)',
      },
    ],
    [
      'cash at the start of 2024',
      { value: money(begin[0]), means: 'Cash at beginning of year, 2024' },
    ],
    ['net income 2025', { value: money(opL[0]![1][1]), means: 'Net income line, 2025' }],
    ['what was our cash in march 2025', { refuse: true, means: 'year-end figures only' }],
    ['how much do riders earn per delivery', { refuse: true, means: 'no rider or delivery data' }],
  ]),
};
