/**
 * tattoo: a tattoo studio's business current account export, 1 Sep – 30 Nov 2026 (core shape
 * 7): three account lines above the header (row 4), Date typed as text ("03 Sep 2026"),
 * Description, Paid in, Paid out, Balance; a "Balance brought forward" row first; oldest
 * first. GBP.
 */
import ExcelJS from 'exceljs';
import { meanCents, money } from '../../expect';
import {
  argMax,
  argMin,
  holds,
  MON,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(7);
const DAYS_IN = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

interface Tx {
  m: number;
  d: number;
  desc: string;
  inn: number;
  out: number;
}
const txs: Tx[] = [];
const pay = (m: number, d: number, desc: string, out: number): void => {
  txs.push({ m, d, desc, inn: 0, out });
};
const receive = (m: number, d: number, desc: string, inn: number): void => {
  txs.push({ m, d, desc, inn, out: 0 });
};
const ARTISTS = ['J MORRIS', 'K OKAFOR'];
for (const m of [8, 9, 10]) {
  pay(m, 1, 'SO RENT - UNIT 4 ARCHWAY YARD', 165000);
  pay(m, 3, 'DD OCTOPUS ENERGY', r.int(16000, 26000));
  pay(m, 8, 'DD HISCOX INSURANCE', 4870);
  pay(m, 12, 'DD BT BUSINESS BROADBAND', 4599);
  pay(m, DAYS_IN[m]!, 'SERVICE CHARGES', r.int(1200, 2400));
  for (let d = r.int(1, 3); d <= DAYS_IN[m]!; d += r.int(2, 4))
    receive(m, d, 'SQUARE PAYOUT', r.int(38000, 185000));
  for (let d = r.int(2, 6); d <= DAYS_IN[m]!; d += 7)
    receive(m, d, 'STRIPE DEPOSITS BOOKINGS', r.int(15000, 60000));
  const inkOrders = r.int(2, 3);
  for (let k = 0; k < inkOrders; k++)
    pay(m, r.int(2, DAYS_IN[m]!), 'CARD PAYMENT KILLER INK SUPPLIES', r.int(8000, 42000));
  for (let k = 0; k < 2; k++)
    pay(m, r.int(2, DAYS_IN[m]!), 'CARD PAYMENT NEEDLEWORKS LTD', r.int(6000, 19000));
  for (const d of [7, 14, 21, 28])
    pay(m, d, `FPS ARTIST COMMISSION - ${r.pick(ARTISTS)}`, r.int(28000, 95000));
}
pay(9, 7, 'HMRC VAT', r.int(410000, 460000));
pay(10, 20, 'TFR TO SAVINGS 20-45-77 88120344', 250000);
// oldest first; on the same day money in before money out
txs.sort((a, b) => a.m - b.m || a.d - b.d || b.inn - a.inn);

const OPENING = r.int(780000, 860000);
const balances: number[] = [];
let bal = OPENING;
for (const t of txs) {
  bal += t.inn - t.out;
  balances.push(bal);
}
const closing = BigInt(bal);
const ins = txs.map((t) => t.inn);
const outs = txs.map((t) => t.out);
const inTotal = total(ins);
const outTotal = total(outs);
const sumIf = (ok: (t: Tx) => boolean, f: (t: Tx) => number): bigint =>
  total(txs.filter(ok).map(f));
const biggestOut = argMax(outs);
const lowest = argMin(balances);
const lastOct = txs.map((t) => t.m).lastIndexOf(9);
const squareNov = txs.filter((t) => t.m === 10 && t.desc === 'SQUARE PAYOUT');
const textDate = (t: Tx): string => `${String(t.d).padStart(2, '0')} ${MON[t.m]} 2026`;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Transactions');
  putRows(ws, [
    ['Ink & Iron Tattoo Ltd — Business Current Account'],
    ['Sort code 20-45-77   Account 41739026'],
    ['Transactions 01/09/2026 to 30/11/2026'],
    ['Date', 'Description', 'Paid in', 'Paid out', 'Balance'],
    ['01 Sep 2026', 'Balance brought forward', undefined, undefined, OPENING / 100],
    ...txs.map((t, i) => [
      textDate(t),
      t.desc,
      t.inn ? t.inn / 100 : undefined,
      t.out ? t.out / 100 : undefined,
      balances[i]! / 100,
    ]),
  ]);
  ws.getRow(1).font = { bold: true };
  ws.getRow(4).font = { bold: true };
  for (let c = 3; c <= 5; c++) ws.getColumn(c).numFmt = '#,##0.00';
  ws.getColumn(2).width = 40;
  ws.getColumn(1).width = 13;
  return toBytes(wb);
}

export const tattoo: BlindBook = {
  name: 'tattoo',
  business: 'tattoo studio',
  shape: 'bank export, Paid in / Paid out / Balance, text dates, Sep–Nov 2026',
  bytes,
  questions: questionsFor('tattoo', [
    [
      "What's the closing balance on the statement?",
      { value: money(closing), means: 'the last Balance (30 Nov 2026)' },
    ],
    [
      'How much came in during October?',
      {
        value: money(
          sumIf(
            (t) => t.m === 9,
            (t) => t.inn,
          ),
        ),
        means: 'Paid in over October rows',
      },
    ],
    [
      'How much went out last month?',
      {
        value: money(
          sumIf(
            (t) => t.m === 10,
            (t) => t.out,
          ),
        ),
        abs: true,
        means: 'Paid out over November rows (now = 7 Dec 2026)',
      },
    ],
    [
      'How much have we spent with Killer Ink?',
      {
        value: money(
          sumIf(
            (t) => t.desc.includes('KILLER INK'),
            (t) => t.out,
          ),
        ),
        abs: true,
        means: 'Paid out on the KILLER INK SUPPLIES rows',
      },
    ],
    [
      'What did we pay in rent?',
      {
        value: money(
          sumIf(
            (t) => t.desc.includes('RENT'),
            (t) => t.out,
          ),
        ),
        abs: true,
        means: 'the three rent standing orders',
      },
    ],
    [
      'What was our biggest payment out?',
      {
        value: money(outs[biggestOut]!),
        abs: true,
        means: 'the largest Paid out (the HMRC VAT payment)',
      },
    ],
    [
      'What was the balance at the end of October?',
      { value: money(balances[lastOct]!), means: 'the Balance on the last October row' },
    ],
    [
      'How much did Square pay us in November?',
      { value: money(total(squareNov.map((t) => t.inn))), means: 'SQUARE PAYOUT rows in November' },
    ],
    [
      'What was our lowest balance?',
      { value: money(balances[lowest]!), means: 'the smallest Balance over the statement' },
    ],
    [
      "What's our net cash flow over the three months?",
      {
        value: money(inTotal - outTotal),
        means: 'Paid in − Paid out (= closing − brought forward)',
      },
    ],
    [
      'What balance did we start September with?',
      { value: money(OPENING), means: 'the Balance brought forward' },
    ],
    [
      'How many Square payouts did we get in November?',
      { value: String(squareNov.length), means: 'SQUARE PAYOUT rows in November' },
    ],
    [
      'On average how much comes in each month?',
      { value: meanCents(inTotal, 3), means: 'total Paid in / 3 months' },
    ],
    [
      'How much did we pay the guest artists altogether?',
      {
        value: money(
          sumIf(
            (t) => t.desc.includes('ARTIST COMMISSION'),
            (t) => t.out,
          ),
        ),
        abs: true,
        means: 'Paid out on the FPS ARTIST COMMISSION rows',
      },
    ],
    [
      'How many tattoos did we do in October?',
      { refuse: true, means: 'a bank export holds payments, not jobs' },
    ],
    [
      'What will our balance be at Christmas?',
      { refuse: true, means: 'a forecast; the export stops at 30 November' },
    ],
  ]),
  checks: [
    same('brought forward + in − out = closing', BigInt(OPENING) + inTotal - outTotal, closing),
    same(
      'months in = total in',
      total(
        [8, 9, 10].map((m) =>
          sumIf(
            (t) => t.m === m,
            (t) => t.inn,
          ),
        ),
      ),
      inTotal,
    ),
    unique('payment out', outs),
    holds('the biggest payment is the VAT', txs[biggestOut]!.desc === 'HMRC VAT'),
    unique('balance', balances, 'min'),
    holds('lowest balance is below the opening', balances[lowest]! < OPENING),
    holds(
      'never overdrawn',
      balances.every((b) => b > 0),
    ),
  ],
};
