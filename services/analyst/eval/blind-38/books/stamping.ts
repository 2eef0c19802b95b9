/**
 * stamping: a precision metal-stamping workshop's balance sheet in thousands of yen, two
 * columns (31 Mar 2026, the last year end, and 30 Nov 2026, now), assets / liabilities /
 * net assets with subtotals. Every money question accepts the figure in thousands as written
 * or in full yen.
 */
import ExcelJS from 'exceljs';
import { growth, money, pct, ratio2 } from '../../expect';
import {
  bold,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  widths,
  type BlindBook,
} from '../lib';

const r = rng(15);
type Pair = [number, number];
const pair = (lo: number, hi: number): Pair => [r.int(lo, hi), r.int(lo, hi)];
const CA: Array<[string, Pair]> = [
  ['Cash and deposits', pair(85000, 120000)],
  ['Notes and accounts receivable', pair(140000, 180000)],
  ['Inventories', pair(60000, 90000)],
  ['Other current assets', pair(5000, 12000)],
];
const NCA: Array<[string, Pair]> = [
  ['Property, plant and equipment', pair(300000, 380000)],
  ['Intangible assets', pair(4000, 9000)],
  ['Investments and other assets', pair(20000, 35000)],
];
const CL: Array<[string, Pair]> = [
  ['Accounts payable', pair(90000, 130000)],
  ['Short-term borrowings', pair(40000, 70000)],
  ['Accrued expenses', pair(15000, 25000)],
  ['Income taxes payable', pair(5000, 15000)],
];
const NCL: Array<[string, Pair]> = [
  ['Long-term borrowings', pair(150000, 220000)],
  ['Retirement benefit liability', pair(30000, 45000)],
];
const sum = (ls: Array<[string, Pair]>, k: 0 | 1): number => Number(total(ls.map(([, p]) => p[k])));
const col = (k: 0 | 1) => {
  const tca = sum(CA, k);
  const tnca = sum(NCA, k);
  const tcl = sum(CL, k);
  const tncl = sum(NCL, k);
  const ta = tca + tnca;
  const tl = tcl + tncl;
  const cap = 50000;
  const re = ta - tl - cap;
  return { tca, tnca, tcl, tncl, ta, tl, cap, re, na: cap + re };
};
const MAR = col(0);
const NOV = col(1);
/** a figure in thousands: as written, or in full yen */
const k = (x: number): string[] => [money(x * 100), money(BigInt(x) * 100000n)];
const cash = CA[0]![1];
const borrow = CL[1]![1][1] + NCL[0]![1][1];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Balance sheet');
  const rows: unknown[][] = [
    ['Okada Press Works Co., Ltd.'],
    ['Balance sheet'],
    ['(Unit: thousands of yen)'],
    [],
    [undefined, '31 Mar 2026', '30 Nov 2026'],
  ];
  const bolds = [5];
  const lines = (ls: Array<[string, Pair]>): void => {
    for (const [n, p] of ls) rows.push([`  ${n}`, p[0], p[1]]);
  };
  const tot = (n: string, a: number, b: number): void => {
    rows.push([n, a, b]);
    bolds.push(rows.length);
  };
  rows.push(['Assets'], ['Current assets']);
  lines(CA);
  tot('Total current assets', MAR.tca, NOV.tca);
  rows.push(['Non-current assets']);
  lines(NCA);
  tot('Total non-current assets', MAR.tnca, NOV.tnca);
  tot('Total assets', MAR.ta, NOV.ta);
  rows.push([], ['Liabilities'], ['Current liabilities']);
  lines(CL);
  tot('Total current liabilities', MAR.tcl, NOV.tcl);
  rows.push(['Non-current liabilities']);
  lines(NCL);
  tot('Total non-current liabilities', MAR.tncl, NOV.tncl);
  tot('Total liabilities', MAR.tl, NOV.tl);
  rows.push(
    [],
    ['Net assets'],
    ['  Share capital', MAR.cap, NOV.cap],
    ['  Retained earnings', MAR.re, NOV.re],
  );
  tot('Total net assets', MAR.na, NOV.na);
  tot('Total liabilities and net assets', MAR.tl + MAR.na, NOV.tl + NOV.na);
  putRows(ws, rows);
  for (const b of bolds) bold(ws, b);
  ws.getColumn(2).numFmt = '#,##0';
  ws.getColumn(3).numFmt = '#,##0';
  widths(ws, [36, 14, 14]);
  return toBytes(wb);
}

export const stamping: BlindBook = {
  name: 'stamping',
  business: 'precision metal-stamping workshop',
  shape:
    'balance sheet in thousands of yen, 31 Mar 2026 and 30 Nov 2026: current / non-current assets and liabilities, net assets, subtotals',
  bytes,
  checks: [
    same('assets = liabilities + net assets (Nov)', BigInt(NOV.ta), BigInt(NOV.tl + NOV.na)),
    same('assets = liabilities + net assets (Mar)', BigInt(MAR.ta), BigInt(MAR.tl + MAR.na)),
    same('lines = total assets (Nov)', BigInt(sum(CA, 1) + sum(NCA, 1)), BigInt(NOV.ta)),
    holds('retained earnings positive', MAR.re > 0 && NOV.re > 0),
  ],
  questions: questionsFor('stamping', [
    [
      'What are total assets at 30 November?',
      { value: k(NOV.ta), means: 'Total assets, 30 Nov 2026 (¥ thousands as written, or yen)' },
    ],
    ['How much cash do we have?', { value: k(cash[1]), means: 'Cash and deposits, 30 Nov 2026' }],
    [
      "What's our current ratio?",
      {
        value: ratio2(NOV.tca, NOV.tcl),
        means: 'Total current assets / Total current liabilities, 30 Nov',
      },
    ],
    [
      'How much do we owe the banks?',
      { value: k(borrow), means: 'Short-term + Long-term borrowings, 30 Nov' },
    ],
    [
      'How much has cash changed since March?',
      {
        value: [...k(cash[1] - cash[0]), growth(cash[0], cash[1])],
        means: 'Cash and deposits, 30 Nov − 31 Mar (thousands or yen), or the change %',
      },
    ],
    ["What's our total equity?", { value: k(NOV.na), means: 'Total net assets, 30 Nov' }],
    [
      'How much are receivables?',
      { value: k(CA[1]![1][1]), means: 'Notes and accounts receivable, 30 Nov' },
    ],
    [
      "What's our debt to equity ratio?",
      {
        value: [ratio2(NOV.tl, NOV.na), ratio2(borrow, NOV.na)],
        means: 'Total liabilities / Total net assets (or borrowings / net assets), 30 Nov',
      },
    ],
    [
      'What were inventories at the March year end?',
      { value: k(CA[2]![1][0]), means: 'Inventories, 31 Mar 2026' },
    ],
    [
      'What share of total assets is property, plant and equipment?',
      { value: pct(NCA[0]![1][1], NOV.ta), means: 'PP&E / Total assets, 30 Nov, %' },
    ],
    ['What are total liabilities?', { value: k(NOV.tl), means: 'Total liabilities, 30 Nov' }],
    [
      'How much have retained earnings changed since March?',
      {
        value: [...k(NOV.re - MAR.re), growth(MAR.re, NOV.re)],
        means: 'Retained earnings, 30 Nov − 31 Mar, or the change %',
      },
    ],
    [
      "What's our working capital?",
      {
        value: k(NOV.tca - NOV.tcl),
        means: 'Total current assets − Total current liabilities, 30 Nov',
      },
    ],
    [
      'What was our profit this year?',
      { refuse: true, means: 'a balance sheet holds no profit and loss' },
    ],
    [
      "What's our land worth?",
      { refuse: true, means: 'land is not shown apart from property, plant and equipment' },
    ],
  ]),
};
