/**
 * jeweller — a silver jeweller's business account export 1 Sep – 30 Nov 2026 (SGD), oldest
 * first: account lines above the header, Date | Description | Paid in | Paid out | Balance,
 * a "Balance brought forward" row first; Etsy and Shopee payouts, PayNow receipts, metal and
 * rent payments.
 */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
import {
  day,
  cell,
  cents,
  holds,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(7);
interface Tx {
  m: number;
  d: number;
  desc: string;
  inn: number;
  out: number;
  bal: bigint;
}
const OPEN = 6840_55;
const txs: Tx[] = [];
let bal = BigInt(OPEN);
const push = (m: number, d: number, desc: string, inn: number, out: number): void => {
  bal += BigInt(inn - out);
  txs.push({ m, d, desc, inn, out, bal });
};
const CLIENTS = [
  'PAYNOW FROM TAN WEI LING',
  'PAYNOW FROM SARAH LIM',
  'PAYNOW FROM MUHAMMAD HAFIZ',
  'PAYNOW FROM GOH SIEW MEI',
];
for (let m = 8; m <= 10; m++) {
  const events: Array<[number, string, number, number]> = [];
  for (const d of [4, 11, 18, 25]) events.push([d, 'ETSY PAYOUT', cents(r, 380, 1450), 0]);
  for (const d of [8, 22]) events.push([d, 'SHOPEE SG SETTLEMENT', cents(r, 150, 620), 0]);
  for (let k = 0; k < r.int(1, 3); k++)
    events.push([r.int(2, 27), r.pick(CLIENTS), whole100(r.int(180, 950)), 0]);
  events.push([1, 'GIRO RENT - FAIRLANE STUDIOS', 0, 1850_00]);
  events.push([r.int(5, 26), 'WING FATT METALS PTE LTD', 0, cents(r, 900, 2600)]);
  events.push([15, 'GIRO SP GROUP UTILITIES', 0, cents(r, 85, 160)]);
  events.push([r.int(3, 27), 'SINGPOST PARCEL', 0, cents(r, 60, 190)]);
  events.push([28, 'TRANSFER TO OWN ACCOUNT', 0, whole100(r.pick([1500, 2000, 2500]))]);
  if (m === 9) events.push([19, 'ROFIN LASER WELDER - ORIENT TOOLS', 0, 4380_00]);
  events.sort((a, b) => a[0] - b[0]);
  for (const [d, desc, i, o] of events) push(m, d, desc, i, o);
}
function whole100(x: number): number {
  return x * 100;
}
const ins = total(txs.map((t) => t.inn));
const outs = total(txs.map((t) => t.out));
const etsy = txs.filter((t) => t.desc === 'ETSY PAYOUT');
const metals = total(txs.filter((t) => t.desc.startsWith('WING FATT')).map((t) => t.out));
const octEnd = txs.filter((t) => t.m === 9).at(-1)!.bal;
const outsList = txs.map((t) => t.out);
const bals = txs.map((t) => t.bal);
const inNov = total(txs.filter((t) => t.m === 10).map((t) => t.inn));
const sep = txs.filter((t) => t.m === 8);
const netSep = total(sep.map((t) => t.inn - t.out));
const rent = total(txs.filter((t) => t.desc.startsWith('GIRO RENT')).map((t) => t.out));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Transactions');
  ws.getCell('A1').value = 'DBS Business Multi-Currency Account 072-915334-8 (SGD)';
  ws.getCell('A2').value = 'Silver Thread Studio — 01/09/2026 to 30/11/2026';
  ['Date', 'Description', 'Paid in', 'Paid out', 'Balance'].forEach(
    (h, i) => (ws.getRow(4).getCell(i + 1).value = h),
  );
  ws.getRow(4).font = { bold: true };
  ws.getRow(5).values = [day(2026, 8, 1), 'Balance brought forward', null, null, cell(OPEN)];
  txs.forEach((t, i) => {
    ws.getRow(6 + i).values = [
      day(2026, t.m, t.d),
      t.desc,
      t.inn ? cell(t.inn) : null,
      t.out ? cell(t.out) : null,
      cell(t.bal),
    ];
  });
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  for (let c = 3; c <= 5; c++) ws.getColumn(c).numFmt = '#,##0.00';
  ws.getColumn(2).width = 34;
  return toBytes(wb);
}

export const jeweller: BlindBook = {
  name: 'jeweller',
  business: 'silver jeweller (Etsy and studio)',
  shape: 'bank export',
  bytes,
  questions: questionsFor('jeweller', [
    ["what's in the bank now", { value: hundredths(bal), means: 'the last Balance (30 Nov 2026)' }],
    ['how much came in altogether', { value: hundredths(ins), means: 'all Paid in, Sep–Nov' }],
    ['total money out', { value: hundredths(outs), means: 'all Paid out, Sep–Nov', abs: true }],
    [
      'how much have etsy paid us',
      { value: hundredths(total(etsy.map((t) => t.inn))), means: 'ETSY PAYOUT lines' },
    ],
    [
      'how much did we spend on silver from wing fatt',
      { value: hundredths(metals), means: 'WING FATT METALS lines', abs: true },
    ],
    [
      'balance at the end of october',
      { value: hundredths(octEnd), means: "the last October line's Balance" },
    ],
    [
      'biggest payment out',
      {
        value: hundredths(Math.max(...outsList)),
        means: 'the largest Paid out (the laser welder, 19 Oct; unique)',
        abs: true,
      },
    ],
    [
      'lowest the balance got',
      {
        value: hundredths(bals.reduce((a, b) => (b < a ? b : a))),
        means: 'the smallest Balance after a transaction (unique)',
      },
    ],
    ['money in during november', { value: hundredths(inNov), means: 'Paid in, November lines' }],
    [
      'net cash flow in september',
      { value: hundredths(netSep), means: 'September paid in − paid out' },
    ],
    [
      'how many etsy payouts did we get',
      { value: String(etsy.length), means: 'the number of ETSY PAYOUT lines' },
    ],
    [
      'what did we start september with',
      { value: hundredths(OPEN), means: 'Balance brought forward, 1 Sep' },
    ],
    [
      'how much rent have we paid',
      { value: hundredths(rent), means: 'GIRO RENT lines', abs: true },
    ],
    ['what was the balance in june', { refuse: true, means: 'the export starts 1 September' }],
    ['how much gst do we owe', { refuse: true, means: 'a bank export holds no GST workings' }],
    ['how many rings did we sell', { refuse: true, means: 'no units in a bank export' }],
  ]),
  checks: [
    same('opening + in − out = closing', BigInt(OPEN) + ins - outs, bal),
    unique('biggest payment out', outsList),
    unique('lowest balance', bals, 'min'),
    holds(
      'balance never below zero',
      bals.every((b) => b > 0n),
    ),
  ],
};
