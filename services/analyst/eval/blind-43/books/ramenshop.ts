/**
 * ramenshop — a ramen restaurant in Osaka (JPY, whole yen). Aged PAYABLES summary as at
 * 30 November 2026: suppliers down, Current / 1–30 / 31–60 / 61–90 / Over 90 days / Total
 * across, blanks where nothing is due, a Total row; one disputed cleaning invoice is the only
 * balance over 90 days.
 */
import ExcelJS from 'exceljs';
import { divRound, meanCents, money, pct } from '../../expect';
import {
  argMax,
  countOf,
  holds,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';
import { fmt, grouped, header, n, num, roundCut, title, widths } from '../helpers';

const r = rng(6);
const NAME = 'ramenshop';
const BUCKETS = ['Current', '1–30 days', '31–60 days', '61–90 days', 'Over 90 days'];

/** whole yen as cents, or 0 */
const yen = (lo: number, hi: number, p = 1): bigint =>
  r.next() < p ? BigInt(r.int(lo, hi)) * 100n : 0n;

/** supplier and its five buckets */
const ROWS: Array<[string, bigint[]]> = [
  ['Kaneko Noodle Works', [yen(280000, 420000), yen(150000, 260000), 0n, 0n, 0n]],
  [
    'Kagoshima Kurobuta Meats',
    [yen(380000, 560000), yen(220000, 330000), yen(90000, 140000), 0n, 0n],
  ],
  ['Marukin Soy Sauce', [yen(40000, 90000), 0n, 0n, 0n, 0n]],
  ['Osaka Central Vegetables', [yen(120000, 210000), yen(40000, 80000), 0n, 0n, 0n]],
  ['Osaka Gas', [yen(60000, 95000), yen(58000, 92000), 0n, 0n, 0n]],
  ['Asahi Beverages', [yen(150000, 240000), 0n, 0n, 0n, 0n]],
  [
    'Nishiki Packaging',
    [yen(30000, 70000), yen(20000, 45000), yen(15000, 30000), yen(12000, 25000), 0n],
  ],
  ['Clean Pro Kansai', [yen(18000, 30000), 0n, 0n, 0n, yen(48000, 66000)]],
  ['Hoshizaki Equipment Lease', [yen(44000, 44000), 0n, 0n, 0n, 0n]],
  ['Yamato Rice', [yen(70000, 130000), yen(30000, 60000), 0n, 0n, 0n]],
];
const rowTot = ROWS.map(([, b]) => total(b));
const colTot = BUCKETS.map((_, c) => total(ROWS.map(([, b]) => b[c]!)));
const grand = total(rowTot);
const overdue = ROWS.map(([, b]) => total(b.slice(1)));
const idx = (name: string): number => ROWS.findIndex(([k]) => k === name);
const top = argMax(rowTot);
const topOver = argMax(overdue);
const over = roundCut(rowTot, 4, 5000000);

const checks: CrossCheck[] = [
  same('rows = columns', grand, total(colTot)),
  same('current + overdue = total', colTot[0]! + total(overdue), grand),
  unique('supplier totals', rowTot),
  unique('supplier overdue', overdue),
  holds(
    'only Clean Pro Kansai is over 90 days',
    ROWS.every(([k, b]) => b[4]! > 0n === (k === 'Clean Pro Kansai')),
  ),
  holds(
    'no balance in 61–90 days but Nishiki',
    ROWS.every(([k, b]) => b[3]! > 0n === (k === 'Nishiki Packaging')),
  ),
  holds('Osaka Gas is overdue', overdue[idx('Osaka Gas')]! > 0n),
  offThreshold('supplier total', rowTot, over),
];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Aged Payables');
  title(ws, 1, 'Menya Hinode K.K. — Aged Payables Summary', 7);
  title(ws, 2, 'As at 30 November 2026 · Japanese yen', 7);
  header(ws, 4, ['Supplier', ...BUCKETS, 'Total']);
  ROWS.forEach(([k, b], i) => {
    const row = ws.getRow(5 + i);
    row.getCell(1).value = k;
    b.forEach((v, c) => {
      if (v !== 0n) row.getCell(2 + c).value = num(v);
    });
    row.getCell(7).value = num(rowTot[i]!);
  });
  const tr = ws.getRow(5 + ROWS.length);
  tr.getCell(1).value = 'Total';
  tr.font = { bold: true };
  colTot.forEach((v, c) => (tr.getCell(2 + c).value = num(v)));
  tr.getCell(7).value = num(grand);
  fmt(ws, [2, 3, 4, 5, 6, 7], '"¥"#,##0');
  widths(ws, [28, 12, 12, 12, 12, 13, 13]);
  return toBytes(wb);
}

const gas = idx('Osaka Gas');

export const ramenshop: BlindBook = {
  name: NAME,
  business: 'ramen restaurant',
  shape: 'aged payables (AP aging) summary, whole yen',
  bytes,
  checks,
  questions: questionsFor(NAME, [
    [
      'How much do we owe our suppliers in total?',
      { value: money(grand), means: 'Total row, Total column' },
    ],
    [
      'Who do we owe the most?',
      { value: money(rowTot[top]!), at: ROWS[top]![0], means: 'supplier with the largest Total' },
    ],
    [
      'How much of what we owe is overdue?',
      { value: money(total(overdue)), means: 'everything past Current (Total − Current)' },
    ],
    [
      'How much is more than 60 days old?',
      { value: money(colTot[3]! + colTot[4]!), means: '61–90 days + Over 90 days' },
    ],
    [
      'What do we owe Kaneko Noodle Works?',
      { value: money(rowTot[idx('Kaneko Noodle Works')]!), means: 'its Total' },
    ],
    [
      'Which supplier have we owed the longest?',
      { at: 'Clean Pro Kansai', means: 'the only balance over 90 days' },
    ],
    [
      'How many suppliers are we paying late?',
      { value: n(countOf(overdue, (v) => v > 0n)), means: 'suppliers with anything past Current' },
    ],
    [
      'What share of what we owe is not yet due?',
      { value: pct(colTot[0]!, grand), tol: 0.01, means: 'Current / Total' },
    ],
    [
      'How much sits in the 31–60 day column?',
      { value: money(colTot[2]!), means: '31–60 days total' },
    ],
    [
      'Which supplier has the most overdue?',
      {
        value: money(overdue[topOver]!),
        at: ROWS[topOver]![0],
        means: 'largest amount past Current',
      },
    ],
    [
      `How many suppliers do we owe more than ¥${grouped(over)}?`,
      { value: n(countOf(rowTot, (v) => v > over)), means: `supplier Totals over ${money(over)}` },
    ],
    [
      "What's the average balance per supplier?",
      {
        value: [
          meanCents(grand, ROWS.length),
          money(divRound(grand, BigInt(ROWS.length) * 100n) * 100n),
        ],
        means: 'Total / 10 suppliers (to the sen, or to the whole yen)',
      },
    ],
    [
      'Is the gas bill overdue?',
      {
        value: [money(overdue[gas]!), money(rowTot[gas]!)],
        means: 'Osaka Gas: yes, its 1–30 days amount (or its total)',
      },
    ],
    [
      "How much do we owe Asahi that isn't due yet?",
      { value: money(ROWS[idx('Asahi Beverages')]![1][0]!), means: 'Asahi Beverages, Current' },
    ],
    [
      'How much do our customers owe us?',
      { refuse: true, means: 'a payables report holds no receivables' },
    ],
    [
      'When will we have paid off Kaneko Noodle Works?',
      { refuse: true, means: 'a forecast; no payment plan on the sheet' },
    ],
    [
      'What did we owe at the end of October?',
      { refuse: true, means: 'only the position at 30 November 2026 is held' },
    ],
  ]),
};
