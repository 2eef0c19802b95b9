/** Mobile mechanic: a bank statement export (Date | Description | Paid in | Paid out | Balance), Sep–Nov 2026, GBP. */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
import {
  argMax,
  type BlindBook,
  cell,
  day,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(5);
interface Tx {
  m: number;
  d: number;
  desc: string;
  kind: string;
  inc: number;
  out: number;
}
const txs: Tx[] = [];
const customers = [
  'J PATEL',
  'MRS K WOOD',
  'R OKAFOR',
  'FLEETCARE LTD',
  'S MORGAN',
  'T BRENNAN',
  'A NOWAK',
];
for (const [m, len] of [
  [8, 30],
  [9, 31],
  [10, 20],
] as const) {
  for (let d = 1; d <= len; d++) {
    const dow = new Date(Date.UTC(2026, m, d)).getUTCDay();
    if (dow === 0) continue;
    if (r.next() < 0.55) {
      const c = r.pick(customers);
      txs.push({
        m,
        d,
        desc: `FASTER PAYMENT ${c}`,
        kind: 'sales',
        inc: r.int(60, 680) * 100 + r.int(0, 99),
        out: 0,
      });
    }
    if (r.next() < 0.3)
      txs.push({
        m,
        d,
        desc: `CARD PAYMENT ${r.pick(['SHELL', 'BP', 'ESSO'])} FUEL`,
        kind: 'fuel',
        inc: 0,
        out: r.int(45, 95) * 100 + r.int(0, 99),
      });
    if (r.next() < 0.3)
      txs.push({
        m,
        d,
        desc: `CARD PAYMENT ${r.pick(['EURO CAR PARTS', 'GSF CAR PARTS', 'MOTOR PARTS DIRECT'])}`,
        kind: 'parts',
        inc: 0,
        out: r.int(30, 420) * 100 + r.int(0, 99),
      });
  }
  txs.push({ m, d: 5, desc: 'DIRECT DEBIT VAN FINANCE LTD', kind: 'van', inc: 0, out: 38950 });
  txs.push({ m, d: 12, desc: 'DIRECT DEBIT ADMIRAL INSURANCE', kind: 'ins', inc: 0, out: 14212 });
  txs.push({ m, d: 18, desc: 'DIRECT DEBIT VODAFONE', kind: 'phone', inc: 0, out: 3400 });
}
txs.push({ m: 9, d: 30, desc: 'HMRC SELF ASSESSMENT', kind: 'tax', inc: 0, out: 185000 });
txs.sort((a, b) => a.m - b.m || a.d - b.d);
const opening = 412633;
const bals: number[] = [];
let b = opening;
for (const t of txs) {
  b += t.inc - t.out;
  bals.push(b);
}
const closing = b;
const inM = (m: number): Tx[] => txs.filter((t) => t.m === m);
const outs = txs.map((t) => t.out);
const big = txs[argMax(outs)]!;
const lowBal = bals.reduce((a, x) => Math.min(a, x), opening);
const fuelOct = total(
  inM(9)
    .filter((t) => t.kind === 'fuel')
    .map((t) => t.out),
);
const partsSep = total(
  inM(8)
    .filter((t) => t.kind === 'parts')
    .map((t) => t.out),
);
const fleet = total(txs.filter((t) => t.desc.includes('FLEETCARE')).map((t) => t.inc));
const insAll = total(txs.filter((t) => t.kind === 'ins').map((t) => t.out));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Statement');
  putRows(ws, [
    ['Business Current Account — D. Rowe t/a Rowe Mobile Mechanics'],
    ['Sort code 40-11-62  Account 71234598'],
    ['Statement 1 Sep 2026 to 20 Nov 2026'],
    ['Date', 'Description', 'Paid in', 'Paid out', 'Balance'],
    [day(2026, 8, 1), 'BALANCE BROUGHT FORWARD', undefined, undefined, cell(opening)],
    ...txs.map((t, i) => [
      day(2026, t.m, t.d),
      t.desc,
      t.inc ? cell(t.inc) : undefined,
      t.out ? cell(t.out) : undefined,
      cell(bals[i]!),
    ]),
  ]);
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  return toBytes(wb);
}

export const mechanic: BlindBook = {
  name: 'mechanic',
  business: 'mobile mechanic',
  shape: 'bank statement export with running balance',
  bytes,
  questions: questionsFor('mechanic', [
    [
      "what's in the bank now",
      { value: hundredths(closing), means: 'last Balance on the statement (20 Nov 2026)' },
    ],
    [
      'how much came in during october',
      { value: hundredths(total(inM(9).map((t) => t.inc))), means: 'Paid in, October 2026 rows' },
    ],
    [
      'how much did we spend on fuel in october',
      {
        value: hundredths(fuelOct),
        means: 'Paid out on rows whose description contains FUEL, October',
      },
    ],
    [
      'parts spend in september',
      {
        value: hundredths(partsSep),
        means: 'Paid out to EURO CAR PARTS / GSF CAR PARTS / MOTOR PARTS DIRECT, September',
      },
    ],
    [
      'biggest single payment out',
      { value: hundredths(BigInt(big.out)), means: `largest Paid out (${big.desc})` },
    ],
    [
      'lowest the balance got',
      { value: hundredths(BigInt(lowBal)), means: 'minimum Balance, including brought forward' },
    ],
    ['how much did we pay HMRC', { value: '1850', means: 'Paid out, HMRC SELF ASSESSMENT' }],
    [
      'total paid out in november so far',
      {
        value: hundredths(total(inM(10).map((t) => t.out))),
        means: 'Paid out, 1–20 Nov 2026 rows',
      },
    ],
    [
      'how much has Fleetcare paid us',
      { value: hundredths(fleet), means: 'Paid in from FLEETCARE LTD, whole statement' },
    ],
    [
      'what was the opening balance',
      { value: hundredths(BigInt(opening)), means: 'BALANCE BROUGHT FORWARD' },
    ],
    [
      'insurance cost over the three months',
      { value: hundredths(insAll), means: 'Paid out, ADMIRAL INSURANCE rows' },
    ],
    [
      'money in minus money out for september',
      {
        value: hundredths(total(inM(8).map((t) => t.inc - t.out))),
        means: 'Paid in − Paid out, September rows',
      },
    ],
    [
      'how much profit did we make on the Patel job',
      { refuse: true, means: 'no job costs; a bank line is not a job margin' },
    ],
    ["what'll the balance be at christmas", { refuse: true, means: 'a forecast' }],
  ]),
  checks: [
    {
      what: 'opening + in − out = closing',
      a: BigInt(opening) + total(txs.map((t) => t.inc)) - total(txs.map((t) => t.out)),
      b: BigInt(closing),
    },
    { what: 'biggest payment unique', a: uniqueMax(outs) ? 1n : 0n, b: 1n },
    {
      what: 'HMRC row',
      a: total(txs.filter((t) => t.kind === 'tax').map((t) => t.out)),
      b: 185000n,
    },
  ],
};
