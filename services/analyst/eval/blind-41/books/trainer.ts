/**
 * trainer — a personal trainer's business chequing export, 1 Sep – 30 Nov 2026 (CAD), oldest
 * first: account lines above the header, dates typed as text ("03 Sep 2026"), Description,
 * Paid in, Paid out, Balance; an "Opening balance" row first.
 */
import ExcelJS from 'exceljs';
import { meanCents, money } from '../../expect';
import {
  MON,
  cell,
  countOf,
  holds,
  pickAt,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  type BlindBook,
} from '../lib';

const r = rng(7);
interface Tx {
  m: number;
  d: number;
  desc: string;
  inc: number;
  out: number;
}
const raw: Tx[] = [];
const CLIENTS = [
  'Jenna Park',
  'Marcus Lee',
  'Priya Sandhu',
  'Olivia Tremblay',
  'Daniel Roy',
  'Aisha Khan',
];
for (const m of [8, 9, 10]) {
  const days = m === 9 ? 31 : 30;
  raw.push({ m, d: 1, desc: 'RENT - IRONWORKS GYM', inc: 0, out: 95000 });
  raw.push({ m, d: 4, desc: 'BELL MOBILITY', inc: 0, out: 8547 });
  raw.push({ m, d: 9, desc: 'INTACT INSURANCE - LIABILITY', inc: 0, out: 6412 });
  raw.push({ m, d: 12, desc: 'MINDBODY SUBSCRIPTION', inc: 0, out: 12900 });
  raw.push({ m, d: 28, desc: 'TRANSFER TO SAVINGS 4471', inc: 0, out: 100000 });
  for (let d = r.int(2, 5); d <= days; d += 7)
    raw.push({ m, d, desc: 'STRIPE PAYOUT', inc: r.int(42000, 118000), out: 0 });
  for (let k = 0; k < 7; k++)
    raw.push({
      m,
      d: r.int(1, days),
      desc: `INTERAC E-TRF FROM ${r.pick(CLIENTS).toUpperCase()}`,
      inc: r.pick([8000, 16000, 24000, 32000, 48000]),
      out: 0,
    });
}
raw.push({ m: 8, d: 15, desc: 'CRA TAX INSTALMENT', inc: 0, out: 125000 });
raw.push({ m: 9, d: 20, desc: 'AMAZON.CA - KETTLEBELL SET', inc: 0, out: 28749 });
raw.push({ m: 10, d: 6, desc: 'ROGUE FITNESS - SQUAT RACK', inc: 0, out: 186450 });
const txs = raw.sort((a, b) => a.m - b.m || a.d - b.d);
const OPENING = 481237;
const bal: number[] = [];
txs.reduce((b, t, i) => (bal[i] = b + t.inc - t.out), OPENING);
const ins = txs.map((t) => t.inc);
const outs = txs.map((t) => t.out);
const IN = total(ins);
const OUT = total(outs);
const last = bal[bal.length - 1]!;
const sumIn = (ok: (t: Tx) => boolean): bigint => total(pickAt(ins, where(txs, ok)));
const sumOut = (ok: (t: Tx) => boolean): bigint => total(pickAt(outs, where(txs, ok)));
const stripe = sumIn((t) => t.desc === 'STRIPE PAYOUT');
const maxOut = Math.max(...outs);
const endOct = bal[txs.map((t) => t.m).lastIndexOf(9)]!;
const rent = sumOut((t) => t.desc.startsWith('RENT'));
const novIn = sumIn((t) => t.m === 10);
const octNet = sumIn((t) => t.m === 9) - sumOut((t) => t.m === 9);
const lowest = Math.min(...bal);
const etrf = countOf(txs, (t) => t.desc.startsWith('INTERAC'));
const jenna = sumIn((t) => t.desc.endsWith('JENNA PARK'));
const nIn = countOf(ins, (x) => x > 0);
const text = (m: number, d: number): string => `${String(d).padStart(2, '0')} ${MON[m]} 2026`;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Transactions');
  ws.getCell('A1').value = 'Business Chequing 00412-5093318 · RISE PERFORMANCE COACHING';
  ws.getCell('A2').value = 'Transactions from 01 Sep 2026 to 30 Nov 2026 · CAD';
  ws.getRow(4).values = ['Date', 'Description', 'Paid in', 'Paid out', 'Balance'];
  ws.getRow(4).font = { bold: true };
  ws.getRow(5).values = [
    '01 Sep 2026',
    'Opening balance',
    undefined,
    undefined,
    cell(OPENING),
  ] as ExcelJS.CellValue[];
  txs.forEach((t, i) => {
    const row = ws.getRow(6 + i);
    row.getCell(1).value = text(t.m, t.d);
    row.getCell(2).value = t.desc;
    if (t.inc) row.getCell(3).value = cell(t.inc);
    if (t.out) row.getCell(4).value = cell(t.out);
    row.getCell(5).value = cell(bal[i]!);
  });
  for (let c = 3; c <= 5; c++) ws.getColumn(c).numFmt = '#,##0.00';
  ws.getColumn(2).width = 40;
  return toBytes(wb);
}

export const trainer: BlindBook = {
  name: 'trainer',
  business: 'personal trainer (sole proprietor)',
  shape: 'bank export, oldest first, opening balance row',
  bytes,
  checks: [
    same('opening + in − out = closing', BigInt(OPENING) + IN - OUT, BigInt(last)),
    same('months in = in', sumIn((t) => t.m === 8) + sumIn((t) => t.m === 9) + novIn, IN),
    unique('payments out', outs),
    unique('balances', bal, 'min'),
    holds(
      'never overdrawn',
      bal.every((b) => b > 0),
    ),
    holds('Jenna Park paid', jenna > 0n),
  ],
  questions: questionsFor('trainer', [
    [
      "what's the bank balance now",
      { value: money(last), means: 'the last Balance (30 Nov 2026)' },
    ],
    ['how much money came in', { value: money(IN), means: 'sum of Paid in, Sep–Nov' }],
    ['total paid out', { value: money(OUT), abs: true, means: 'sum of Paid out, Sep–Nov' }],
    [
      'how much did stripe pay us',
      { value: money(stripe), means: 'Paid in on STRIPE PAYOUT lines' },
    ],
    [
      'biggest payment out',
      { value: money(maxOut), abs: true, means: 'the largest Paid out (the squat rack)' },
    ],
    [
      'what was the balance at the end of october',
      { value: money(endOct), means: 'Balance on the last October line' },
    ],
    [
      'how much have we paid in rent',
      { value: money(rent), abs: true, means: 'Paid out on RENT - IRONWORKS GYM lines' },
    ],
    ['money in during november', { value: money(novIn), means: 'Paid in dated November' }],
    ['net cash flow for october', { value: money(octNet), means: 'October Paid in less Paid out' }],
    ['lowest balance', { value: money(lowest), means: 'the smallest Balance after a transaction' }],
    [
      'how many e-transfers did clients send',
      { value: String(etrf), means: 'count of INTERAC E-TRF FROM lines' },
    ],
    [
      'how much has jenna park paid',
      { value: money(jenna), means: 'Paid in on e-transfers from Jenna Park' },
    ],
    ['average deposit', { value: meanCents(IN, nIn), means: `Paid in / ${nIn} deposits` }],
    ['opening balance', { value: money(OPENING), means: 'the Opening balance row, 1 Sep 2026' }],
    ['what did we spend in july', { refuse: true, means: 'the export starts 1 September' }],
    [
      'how much tax will i owe this year',
      { refuse: true, means: 'a tax estimate is not on a bank export' },
    ],
  ]),
};
