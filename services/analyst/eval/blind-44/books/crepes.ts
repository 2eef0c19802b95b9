/**
 * Book 7 — crêpe stand (GBP): a business current-account export 1 Sep – 30 Nov 2026 listed
 * NEWEST FIRST: account and period title rows, Date (date cells), Description, Type, Money in,
 * Money out, Balance; the oldest row (at the bottom) is the balance brought forward.
 */
import ExcelJS from 'exceljs';
import { meanCents, money } from '../../expect';
import { at, between, bold, dayOf, fmt, refuse, th, title, val, widths } from '../helpers';
import {
  cents,
  day,
  extreme,
  groupSum,
  holds,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  uniqueIn,
  type BlindBook,
} from '../lib';

const r = rng(7);
const NAME = 'crepes';
interface Tx {
  d: Date;
  desc: string;
  type: string;
  inn: number;
  out: number;
  bal: number;
  who: string;
}
const txs: Tx[] = [];
const OPEN = cents(r, 2100, 2900);
const add = (d: Date, desc: string, type: string, amt: number, who: string): void => {
  txs.push({ d, desc, type, inn: amt > 0 ? amt : 0, out: amt < 0 ? -amt : 0, bal: 0, who });
};
for (let m = 8; m <= 10; m++) {
  const last = m === 9 ? 31 : 30;
  for (let d = 2; d <= last; d += r.int(2, 4))
    add(day(2026, m, d), 'SUMUP PAYMENTS LTD PAYOUT', 'BGC', cents(r, 380, 1250), 'SumUp');
  for (const d of [5, 19])
    add(day(2026, m, d), 'CASH DEPOSIT NAAS ST BRANCH', 'CSH', r.int(3, 9) * 5000, 'Cash');
  for (const d of [1, 8, 15, 22])
    add(day(2026, m, d), 'BOROUGH MARKET PITCH FEE', 'DD', -cents(r, 95, 140), 'Borough Market');
  add(day(2026, m, r.int(3, 27)), 'CALOR GAS LTD', 'DEB', -cents(r, 60, 120), 'Calor Gas');
  add(day(2026, m, r.int(3, 27)), 'CALOR GAS LTD', 'DEB', -cents(r, 60, 120), 'Calor Gas');
  add(day(2026, m, r.int(2, 27)), 'BOOKER WHOLESALE', 'DEB', -cents(r, 350, 640), 'Booker');
  add(day(2026, m, r.int(2, 27)), 'BOOKER WHOLESALE', 'DEB', -cents(r, 350, 640), 'Booker');
  add(day(2026, m, r.int(2, 27)), 'SHIPTON MILL FLOUR', 'DEB', -cents(r, 140, 260), 'Shipton Mill');
  add(day(2026, m, 28), 'HISCOX INSURANCE', 'DD', -cents(r, 38, 42), 'Hiscox');
  add(day(2026, m, 25), 'TFR TO J MURPHY PERSONAL', 'FPO', -r.int(45, 65) * 10000, 'Owner');
}
txs.sort((a, b) => +a.d - +b.d);
let bal = OPEN;
for (const t of txs) {
  bal += t.inn - t.out;
  t.bal = bal;
}
const close = bal;
const ins = total(txs.map((t) => t.inn));
const outs = total(txs.map((t) => t.out));
const outM = (m: number): bigint =>
  total(txs.filter((t) => t.d.getUTCMonth() === m).map((t) => t.out));
const pitch = total(txs.filter((t) => t.who === 'Borough Market').map((t) => t.out));
const high = txs.reduce((a, b) => (b.bal > a.bal ? b : a));
const bigIn = txs.reduce((a, b) => (b.inn > a.inn ? b : a));
const sumup = txs.filter((t) => t.who === 'SumUp');
const sumupNov = total(sumup.filter((t) => t.d.getUTCMonth() === 10).map((t) => t.inn));
const drawings = total(txs.filter((t) => t.who === 'Owner').map((t) => t.out));
const SUPPLIERS = ['Borough Market', 'Calor Gas', 'Booker', 'Shipton Mill', 'Hiscox'];
const bySup = groupSum(
  txs.filter((t) => SUPPLIERS.includes(t.who)),
  (t) => t.who,
  (t) => t.out,
);
const outsOnly = txs.filter((t) => t.out > 0).map((t) => t.out);
const thr = between(outsOnly, 7);
const over = outsOnly.filter((x) => x > thr).length;
const calor = total(txs.filter((t) => t.who === 'Calor Gas').map((t) => t.out));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Transactions');
  title(ws, 1, 'Business Current Account  20-44-91  53817264  — The Crêpe Shack', 6);
  title(ws, 2, 'Transactions 01/09/2026 to 30/11/2026 (newest first)', 6);
  ws.getRow(4).values = ['Date', 'Description', 'Type', 'Money in', 'Money out', 'Balance'];
  const rows = [...txs].reverse();
  rows.forEach((t, k) => {
    ws.getRow(5 + k).values = [
      t.d,
      t.desc,
      t.type,
      t.inn ? t.inn / 100 : null,
      t.out ? t.out / 100 : null,
      t.bal / 100,
    ];
  });
  ws.getRow(5 + rows.length).values = [
    day(2026, 8, 1),
    'BALANCE BROUGHT FORWARD',
    '',
    null,
    null,
    OPEN / 100,
  ];
  bold(ws, 4);
  fmt(ws, [1], 'dd/mm/yyyy');
  fmt(ws, [4, 5, 6], '£#,##0.00;-£#,##0.00');
  widths(ws, [12, 34, 6, 12, 12, 12]);
  return toBytes(wb);
}

export const crepes: BlindBook = {
  name: NAME,
  business: 'crêpe stand',
  shape: 'bank current-account export, newest first, with balance brought forward',
  bytes,
  checks: [
    same('opening + in − out = closing', BigInt(OPEN) + ins - outs, BigInt(close)),
    same('months out = out', outM(8) + outM(9) + outM(10), outs),
    unique(
      'highest balance',
      txs.map((t) => t.bal),
    ),
    unique(
      'payment in',
      txs.map((t) => t.inn),
    ),
    uniqueIn('supplier paid', bySup),
    offThreshold('payment out', outsOnly, thr),
    holds(
      'never overdrawn',
      txs.every((t) => t.bal > 0),
    ),
    holds('closing ≠ opening', close !== OPEN),
  ],
  questions: questionsFor(NAME, [
    ["What's our bank balance now?", val(money(close), 'Balance on the newest row, 30 Nov 2026')],
    ['How much came in altogether?', val(money(ins), 'sum of Money in')],
    ['How much went out in October?', val(money(outM(9)), 'Money out in October')],
    ['What did we pay in market pitch fees?', val(money(pitch), 'BOROUGH MARKET PITCH FEE lines')],
    ['When was our balance at its highest?', at(dayOf(high.d), 'date of the highest Balance')],
    ['What was the biggest payment in?', val(money(bigIn.inn), 'largest Money in')],
    ['How much did SumUp pay us in November?', val(money(sumupNov), 'SumUp payouts in November')],
    ['How many card payouts did we get?', val(String(sumup.length), 'SUMUP PAYOUT lines')],
    [
      'How much have I taken out for myself?',
      val(money(drawings), 'transfers to J Murphy personal'),
    ],
    [
      'Which supplier did we pay the most?',
      at(extreme(bySup)[0], 'largest total paid to one supplier'),
    ],
    [
      'How much better off are we than at the start of September?',
      val(money(BigInt(close - OPEN)), 'closing − brought forward', { abs: true }),
    ],
    [
      `How many payments out were over £${th(thr)}?`,
      val(String(over), `Money out above £${th(thr)}`),
    ],
    [
      'What is our average SumUp payout?',
      val(meanCents(total(sumup.map((t) => t.inn)), sumup.length), 'mean SumUp payout'),
    ],
    ['What did we pay Calor Gas?', val(money(calor), 'CALOR GAS lines')],
    ['How much did we bank in August?', refuse('the export starts 1 September')],
    ['Will we have enough to cover the January pitch fees?', refuse('a forecast')],
  ]),
};
