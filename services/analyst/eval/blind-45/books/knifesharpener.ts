/**
 * Book 7 — mobile knife sharpening service (SEK): business account export 1 Sep – 30 Nov 2026,
 * OLDEST FIRST, with a SINGLE SIGNED Amount column and a running Balance: account and period
 * title rows, Date (date cells `yyyy-mm-dd`), Reference, Description, Amount (money out with a
 * minus), Balance; the first row is the opening balance (no amount); Swish and bankgiro
 * payments from restaurants, Zettle payouts from the Saturday market, rent, fuel, grinding
 * supplies, tax account, owner's salary, fees; `kr` suffix.
 */
import ExcelJS from 'exceljs';
import { meanCents, money } from '../../expect';
import { at, bold, fmt, refuse, sumBy, title, val, widths } from '../helpers';
import {
  argMax,
  argMin,
  cents,
  day,
  holds,
  monthAt,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(7);
const NAME = 'knifesharpener';
interface Tx {
  d: Date;
  ref: string;
  text: string;
  amt: number;
  kind: string;
}
const RESTAURANTS = [
  'Restaurang Pelikan',
  'Sushi Sho',
  'Bistro Ruby',
  'Gastrologik',
  'Tranan',
  'Kajsas Fisk',
];
const txs: Tx[] = [];
const push = (d: Date, ref: string, text: string, amt: number, kind: string): void => {
  txs.push({ d, ref, text, amt, kind });
};
for (let mo = 8; mo <= 10; mo++) {
  const days = mo === 9 ? 31 : 30;
  const d = (x: number): Date => day(2026, mo, Math.min(days, x));
  push(d(1), 'AG', 'Hyra verkstad Hornsgatan', -650000, 'rent');
  for (let k = 0; k < r.int(8, 13); k++) {
    const who = r.pick(RESTAURANTS);
    push(d(r.int(1, days)), 'SWISH', `Swish ${who}`, whole10(r.int(350, 2400)), 'swish');
  }
  for (let k = 0; k < r.int(3, 5); k++)
    push(
      d(r.int(2, days)),
      'BG',
      `BG inbetalning ${r.pick(RESTAURANTS)}`,
      whole10(r.int(2500, 9000)),
      'bg',
    );
  for (const sat of saturdays(mo))
    push(
      day(2026, mo, sat + 2 > days ? sat : sat + 2),
      'ZETTLE',
      'Zettle utbetalning',
      cents(r, 900, 3800),
      'zettle',
    );
  for (let k = 0; k < r.int(3, 5); k++)
    push(d(r.int(1, days)), 'KORT', 'Preem Ringvägen', -cents(r, 450, 900), 'fuel');
  for (let k = 0; k < r.int(1, 2); k++)
    push(d(r.int(3, days)), 'BG', 'Slipmaterial Norden AB', -cents(r, 1200, 4800), 'supplies');
  push(d(8), 'AG', 'Telia Företag', -54900, 'phone');
  push(d(12), 'BG', 'Skatteverket skattekonto', -whole10(r.int(8000, 14000)), 'tax');
  push(d(25), 'LÖN', 'Lön ägare', -1800000, 'salary');
  push(d(27), 'AG', 'Länsförsäkringar', -41200, 'insurance');
  push(d(days), 'AVG', 'Kontoavgift', -9500, 'fee');
}
function whole10(kr: number): number {
  return Math.round(kr / 10) * 1000;
}
function saturdays(mo: number): number[] {
  const out: number[] = [];
  for (let x = 1; x <= 31; x++) {
    const dd = day(2026, mo, x);
    if (dd.getUTCMonth() === mo && dd.getUTCDay() === 6) out.push(x);
  }
  return out;
}
txs.sort((a, b) => +a.d - +b.d);
const OPENING = 4821350;
const bal: number[] = [];
txs.reduce((b, t) => {
  bal.push(b + t.amt);
  return b + t.amt;
}, OPENING);
const last = bal[bal.length - 1]!;
const ins = txs.filter((t) => t.amt > 0);
const outs = txs.filter((t) => t.amt < 0);
const A = (xs: Tx[]): bigint => sumBy(xs, (t) => t.amt);
const inMonth = (xs: Tx[], mo: number): Tx[] => xs.filter((t) => t.d.getUTCMonth() === mo);
const kind = (k: string, xs = txs): Tx[] => xs.filter((t) => t.kind === k);
const monthIn = [8, 9, 10].map((mo) => A(inMonth(ins, mo)));
const novNet = A(inMonth(txs, 10));
const low = argMin(bal);
const zettle = kind('zettle');
const inAmts = ins.map((t) => t.amt);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Kontoutdrag');
  title(ws, 1, 'Skärpan Slipservice AB — företagskonto 5391-12 345 678', 5);
  title(ws, 2, 'Transactions 1 September – 30 November 2026 (SEK)', 5);
  ws.getRow(4).values = ['Date', 'Reference', 'Description', 'Amount', 'Balance'];
  ws.getRow(5).values = [day(2026, 8, 1), null, 'Opening balance', null, OPENING / 100];
  txs.forEach((t, i) => {
    ws.getRow(6 + i).values = [t.d, t.ref, t.text, t.amt / 100, bal[i]! / 100];
  });
  bold(ws, 4);
  ws.getColumn(1).numFmt = 'yyyy-mm-dd';
  fmt(ws, [4, 5], '#,##0.00 "kr";-#,##0.00 "kr"');
  widths(ws, [12, 10, 34, 14, 14]);
  return toBytes(wb);
}

export const knifesharpener: BlindBook = {
  name: NAME,
  business: 'mobile knife sharpening service',
  shape: 'bank export, oldest first, one signed Amount column and a running balance',
  bytes,
  checks: [
    same('opening + flows = closing', BigInt(OPENING) + A(txs), BigInt(last)),
    same('in − out = flows', A(ins) + A(outs), A(txs)),
    same('months in = in', total(monthIn), A(ins)),
    unique('lowest balance', bal, 'min'),
    unique('biggest receipt', inAmts),
    unique('top month in', monthIn),
    holds(
      'never overdrawn',
      bal.every((b) => b > 0),
    ),
  ],
  questions: questionsFor(NAME, [
    ["What's our balance now?", val(money(last), 'the last Balance, 30 Nov 2026')],
    ['How much came in during October?', val(money(monthIn[1]!), 'positive Amounts, October')],
    ['How much went out in total?', val(money(-A(outs)), 'negative Amounts', { abs: true })],
    [
      'How much did we pay Skatteverket?',
      val(money(-A(kind('tax'))), 'Skatteverket lines', { abs: true }),
    ],
    [
      'What was the biggest payment we received?',
      val(money(Math.max(...inAmts)), 'largest positive Amount'),
    ],
    ['What was our lowest balance?', val(money(bal[low]!), 'minimum Balance')],
    [
      'How much did we spend on fuel since October?',
      val(money(-A(kind('fuel').filter((t) => t.d.getUTCMonth() >= 9))), 'Preem, Oct–Nov', {
        abs: true,
      }),
    ],
    [
      'How much did restaurants pay us by bankgiro?',
      val(money(A(kind('bg'))), 'BG inbetalning lines'),
    ],
    ['What was our net cash flow in November?', val(money(novNet), 'November in − out')],
    [
      'How much did the balance change over the three months?',
      val(money(BigInt(last - OPENING)), 'last Balance − opening balance', { abs: true }),
    ],
    ['How many Swish payments did we get?', val(String(kind('swish').length), 'Swish lines')],
    ['What did we pay in bank fees?', val(money(-A(kind('fee'))), 'Kontoavgift', { abs: true })],
    [
      "What's our average Zettle payout?",
      val(meanCents(A(zettle), zettle.length), 'mean Zettle utbetalning'),
    ],
    [
      'Which month had the most money coming in?',
      at(monthAt([8, 9, 10][argMax(monthIn)]!, 2026), 'month with the most positive Amounts'),
    ],
    ['What was our balance in August?', refuse('the export starts 1 September')],
    ['What will our balance be at Christmas?', refuse('a forecast')],
    ['How much VAT do we owe?', refuse('VAT is not in a bank export')],
  ]),
};
