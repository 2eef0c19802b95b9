/**
 * greengrocer: a greengrocer's cash book for November 2026 (closed Sundays): opening float,
 * one row per movement with Takings, analysis columns for Stock, Wages, Sundries and Banked,
 * a running Balance and a Totals row, in GBP.
 */
import ExcelJS from 'exceljs';
import { meanCents, money } from '../../expect';
import {
  argMax,
  bold,
  cell,
  cents,
  day,
  dayPlaces,
  formatCols,
  holds,
  offThreshold,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  widths,
  type BlindBook,
} from '../lib';

const r = rng(11);
const COLS = ['takings', 'stock', 'wages', 'sundries', 'banked'] as const;
type Col = (typeof COLS)[number];
interface Mv {
  d: number;
  details: string;
  col: Col;
  amt: number;
}
const OPEN = 20000;
const mvs: Mv[] = [];
const dailyTakings: Array<[number, number]> = [];
let bal = OPEN;
for (let d = 1; d <= 30; d++) {
  const dow = day(2026, 10, d).getUTCDay();
  if (dow === 0) continue;
  const push = (details: string, col: Col, amt: number): void => {
    mvs.push({ d, details, col, amt });
    bal += col === 'takings' ? amt : -amt;
  };
  const t = cents(r, 500, 1100) + (dow === 6 ? 25000 : 0);
  push('Takings', 'takings', t);
  dailyTakings.push([d, t]);
  if (dow === 1 || dow === 3 || dow === 5)
    push("Western Int'l Market", 'stock', cents(r, 150, 450));
  if (r.int(1, 5) === 1)
    push(r.pick(['Carrier bags', 'Window cleaner', 'Milk & tea']), 'sundries', cents(r, 5, 40));
  if (dow === 5) push('Wages - Tom', 'wages', cents(r, 180, 240));
  if (dow === 2 || dow === 5) {
    const b = Math.floor((bal - OPEN) / 10000) * 10000;
    if (b > 0) push('Banked at Lloyds', 'banked', b);
  }
}
const balances: number[] = [];
mvs.reduce((b, m) => {
  const n = b + (m.col === 'takings' ? m.amt : -m.amt);
  balances.push(n);
  return n;
}, OPEN);
const sumCol = (c: Col): bigint => total(mvs.filter((m) => m.col === c).map((m) => m.amt));
const closing = BigInt(balances[balances.length - 1]!);
const takings = sumCol('takings');
const tk = dailyTakings.map(([, t]) => t);
const THRESH = 90000n;
const over = tk.filter((t) => BigInt(t) > THRESH).length;
const bestDay = dailyTakings[argMax(tk)]![0];
const upTo15 = mvs.reduce((k, m, i) => (m.d <= 15 ? i : k), -1);
const sat21 = dailyTakings.find(([d]) => d === 21)![1];
const stockAmts = mvs.filter((m) => m.col === 'stock').map((m) => m.amt);
const paidOut = sumCol('stock') + sumCol('wages') + sumCol('sundries');

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Cash book Nov 26');
  const colIx = (c: Col): number => 3 + COLS.indexOf(c);
  const rows: unknown[][] = [
    ['Hill Street Greengrocer — cash book, November 2026'],
    [],
    ['Date', 'Details', 'Takings', 'Stock', 'Wages', 'Sundries', 'Banked', 'Balance'],
    [
      day(2026, 10, 1),
      'Opening float',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      cell(OPEN),
    ],
  ];
  mvs.forEach((m, i) => {
    const row: unknown[] = [day(2026, 10, m.d), m.details];
    row[colIx(m.col) - 1] = cell(m.amt);
    row[7] = cell(balances[i]!);
    rows.push(row);
  });
  rows.push(['Totals', undefined, ...COLS.map((c) => cell(sumCol(c))), cell(closing)]);
  putRows(ws, rows);
  bold(ws, 3);
  bold(ws, rows.length);
  formatCols(ws, [1], 'ddd dd-mmm');
  formatCols(ws, [3, 4, 5, 6, 7, 8], '"£"#,##0.00');
  widths(ws, [12, 22, 10, 10, 10, 10, 10, 10]);
  return toBytes(wb);
}

export const greengrocer: BlindBook = {
  name: 'greengrocer',
  business: 'greengrocer',
  shape:
    'cash book Nov 2026: opening float, Takings and analysis columns (Stock, Wages, Sundries, Banked), running Balance, Totals',
  bytes,
  checks: [
    same(
      'opening + takings − outs = closing',
      BigInt(OPEN) + takings - paidOut - sumCol('banked'),
      closing,
    ),
    same('daily takings = takings column', total(tk), takings),
    unique('day takings', tk),
    unique('stock payment', stockAmts),
    offThreshold('day takings vs £900', tk, THRESH),
    holds(
      'never below zero',
      balances.every((b) => b >= 0),
    ),
  ],
  questions: questionsFor('greengrocer', [
    ['How much cash did we take in November?', { value: money(takings), means: 'Totals, Takings' }],
    [
      "What's the cash balance at the end of November?",
      { value: money(closing), means: 'the last Balance' },
    ],
    ['How much did we spend on stock?', { value: money(sumCol('stock')), means: 'Totals, Stock' }],
    ['How much cash did we bank?', { value: money(sumCol('banked')), means: 'Totals, Banked' }],
    [
      'What was our best day for takings?',
      { at: dayPlaces(2026, 10, bestDay), means: 'the day with the largest Takings' },
    ],
    [
      "What's our average daily takings?",
      {
        value: [meanCents(takings, tk.length), meanCents(takings, 30)],
        means: 'Takings / trading days (closed Sundays), or / 30 calendar days',
      },
    ],
    ['How much did we pay in wages?', { value: money(sumCol('wages')), means: 'Totals, Wages' }],
    [
      'What was the balance on 15 November?',
      {
        value: money(balances[upTo15]!),
        means: 'the Balance after the last row dated on or before 15 Nov',
      },
    ],
    [
      'On how many days did we take more than £900?',
      { value: String(over), means: 'days whose Takings is above £900' },
    ],
    [
      'How much did we take on Saturday 21 November?',
      { value: money(sat21), means: 'Takings dated 21 Nov 2026' },
    ],
    ['What was the opening float?', { value: money(OPEN), means: 'the Opening float Balance' }],
    [
      'How much did we pay out in total?',
      {
        value: [money(paidOut), money(paidOut + sumCol('banked'))],
        means: 'Stock + Wages + Sundries (or with Banked as well)',
      },
    ],
    [
      'What was the biggest single stock payment?',
      { value: money(BigInt(Math.max(...stockAmts))), means: 'the largest Stock amount' },
    ],
    ['How much VAT do we owe?', { refuse: true, means: 'no VAT in a cash book' }],
    ['Which vegetables sell best?', { refuse: true, means: 'takings are not split by product' }],
  ]),
};
