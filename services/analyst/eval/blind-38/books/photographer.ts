/**
 * photographer: a wedding photographer's business current account export, 1 September –
 * 30 November 2026 (account and period title rows, dates typed as text dd/mm/yyyy, Paid in /
 * Paid out / Balance, a "Balance brought forward" first row), in GBP. "Last month" = November.
 */
import ExcelJS from 'exceljs';
import { meanCents, money } from '../../expect';
import {
  bold,
  cell,
  cents,
  formatCols,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  widths,
  type BlindBook,
} from '../lib';

const r = rng(7);
interface Tx {
  m: number;
  d: number;
  desc: string;
  inn: number;
  out: number;
}
const txs: Tx[] = [];
const CLIENTS = [
  'SMITH JONES WEDDING',
  'PATEL KAUR WEDDING',
  'OKAFOR BROWN WEDDING',
  'HUGHES FAMILY SHOOT',
  'LEWIS EVANS WEDDING',
  'MORGAN PRICE WEDDING',
  'ALI HASSAN WEDDING',
  'DAVIES PORTRAITS',
];
let client = 0;
for (const m of [8, 9, 10]) {
  const add = (d: number, desc: string, inn: number, out: number): void => {
    txs.push({ m, d, desc, inn, out });
  };
  add(1, 'DD HAMPTON STUDIOS RENT', 0, 45000);
  add(1, 'DD PHOTOGUARD INSURANCE', 0, 1250);
  add(3, 'CARD ADOBE CREATIVE CLOUD', 0, 1997);
  add(10, 'CARD PIXIESET.COM', 0, 2800);
  add(15, 'DD EE LIMITED', 0, 3500);
  add(28, 'TFR J CARTER DRAWINGS', 0, 150000);
  for (let i = 0, n = r.int(2, 4); i < n; i++)
    add(r.int(2, 27), 'CARD SHELL ESHER', 0, cents(r, 45, 85));
  for (let i = 0, n = r.int(1, 2); i < n; i++)
    add(r.int(2, 27), 'CARD AMAZON MKTPLACE', 0, cents(r, 15, 160));
  for (let i = 0, n = r.int(3, 4); i < n; i++)
    add(r.int(2, 27), 'STRIPE PAYMENTS UK', cents(r, 150, 900), 0);
  for (let i = 0, n = m === 9 ? 3 : 2; i < n; i++)
    add(r.int(2, 27), `FPS ${CLIENTS[client++ % CLIENTS.length]} BAL`, cents(r, 1200, 2800), 0);
  if (m === 9) add(r.int(5, 25), 'CARD WEX PHOTO VIDEO', 0, 124900);
}
txs.sort((a, b) => a.m - b.m || a.d - b.d);
const OPENING = cents(r, 5000, 6500);
const balances: bigint[] = [];
txs.reduce((bal, t) => {
  const next = bal + BigInt(t.inn - t.out);
  balances.push(next);
  return next;
}, BigInt(OPENING));
const closing = balances[balances.length - 1]!;
const inOf = (xs: Tx[]): bigint => total(xs.map((t) => t.inn));
const outOf = (xs: Tx[]): bigint => total(xs.map((t) => t.out));
const inMonth = (m: number): Tx[] => txs.filter((t) => t.m === m);
const allIn = inOf(txs);
const allOut = outOf(txs);
const adobe = outOf(txs.filter((t) => t.desc.includes('ADOBE')));
const shell = outOf(txs.filter((t) => t.desc.includes('SHELL')));
const stripe = inOf(txs.filter((t) => t.desc.includes('STRIPE')));
const drawings = outOf(txs.filter((t) => t.desc.includes('DRAWINGS')));
const ins = txs.map((t) => t.inn);
const lastOct = where(txs, (t) => t.m === 9).pop()!;
const minBal = balances.reduce((a, b) => (b < a ? b : a));
const text = (t: Tx): string =>
  `${String(t.d).padStart(2, '0')}/${String(t.m + 1).padStart(2, '0')}/2026`;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Transactions');
  putRows(ws, [
    ['Account: Business Current 20-45-77 31925570 — Carter Photography'],
    ['Statement period: 01/09/2026 - 30/11/2026'],
    [],
    ['Date', 'Description', 'Paid in', 'Paid out', 'Balance'],
    ['01/09/2026', 'Balance brought forward', undefined, undefined, cell(OPENING)],
    ...txs.map((t, i) => [
      text(t),
      t.desc,
      t.inn ? cell(t.inn) : undefined,
      t.out ? cell(t.out) : undefined,
      cell(balances[i]!),
    ]),
  ]);
  bold(ws, 4);
  formatCols(ws, [3, 4, 5], '"£"#,##0.00');
  widths(ws, [12, 34, 12, 12, 12]);
  return toBytes(wb);
}

export const photographer: BlindBook = {
  name: 'photographer',
  business: 'wedding photographer (sole trader)',
  shape:
    'bank export Sep–Nov 2026: title rows, text dates dd/mm/yyyy, Paid in / Paid out / Balance, balance brought forward',
  bytes,
  checks: [
    same('opening + in − out = closing', BigInt(OPENING) + allIn - allOut, closing),
    same('months in = all in', inOf(inMonth(8)) + inOf(inMonth(9)) + inOf(inMonth(10)), allIn),
    unique('payment in', ins),
    unique('lowest balance', balances, 'min'),
    holds('lowest balance is below the opening', minBal < BigInt(OPENING)),
    holds('never overdrawn', minBal > 0n),
  ],
  questions: questionsFor('photographer', [
    ["What's the closing balance?", { value: money(closing), means: 'the last Balance' }],
    [
      'How much money came in during October?',
      { value: money(inOf(inMonth(9))), means: 'Paid in, rows dated October 2026' },
    ],
    [
      'How much did we spend in November?',
      { value: money(outOf(inMonth(10))), means: 'Paid out, rows dated November 2026' },
    ],
    [
      'What was the opening balance?',
      { value: money(OPENING), means: 'Balance brought forward on 01/09/2026' },
    ],
    ['How much did we pay Adobe?', { value: money(adobe), means: 'Paid out to ADOBE, 3 months' }],
    [
      'What was the biggest payment in?',
      { value: money(BigInt(Math.max(...ins))), means: 'the largest Paid in' },
    ],
    ['How much did we spend at Shell?', { value: money(shell), means: 'Paid out to SHELL' }],
    [
      'What was the lowest balance?',
      { value: money(minBal), means: 'the smallest Balance in the period' },
    ],
    [
      'How much did Stripe pay out to us in total?',
      { value: money(stripe), means: 'Paid in from STRIPE PAYMENTS UK' },
    ],
    [
      'How much did I take out as drawings?',
      { value: money(drawings), means: 'TFR J CARTER DRAWINGS, Paid out' },
    ],
    [
      "What's the net movement over the period?",
      { value: money(allIn - allOut), means: 'Paid in − Paid out (= closing − opening)' },
    ],
    [
      'How many payments came in during September?',
      {
        value: String(inMonth(8).filter((t) => t.inn > 0).length),
        means: 'Paid in rows in September',
      },
    ],
    [
      'What was the balance on 31 October?',
      { value: money(balances[lastOct]!), means: 'the Balance after the last October row' },
    ],
    [
      "What's our average monthly spend?",
      { value: meanCents(allOut, 3), means: 'Paid out over Sep–Nov / 3' },
    ],
    ['How much VAT do we owe?', { refuse: true, means: 'no VAT in a bank export' }],
    [
      'What will the balance be at Christmas?',
      { refuse: true, means: 'a forecast; the export stops at 30 November' },
    ],
  ]),
};
