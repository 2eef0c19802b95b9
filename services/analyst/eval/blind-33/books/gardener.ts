/** Gardener's round: a bank statement export, Sep–Oct 2026 (Date | Description | Paid in | Paid out | Balance), GBP. */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
import {
  type BlindBook,
  argMax,
  argMin,
  cell,
  day,
  dayPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(15);
const customers = [
  'MRS J HOLT',
  'D AKINTOLA',
  'PRIORY CLOSE RESIDENTS',
  'G & S FENWICK',
  'R MCALLISTER',
  'THE OLD RECTORY',
];
type Tx = { m: number; d: number; desc: string; inn: number; out: number; kind: string };
const txs: Tx[] = [];
for (const m of [8, 9])
  for (let d = 1; d <= (m === 8 ? 30 : 31); d++) {
    const dow = new Date(Date.UTC(2026, m, d)).getUTCDay();
    if (dow === 0) continue;
    if (dow === 5)
      for (const c of customers)
        if (r.next() < 0.45)
          txs.push({
            m,
            d,
            desc: `FPI ${c} GARDEN`,
            inn: r.int(35, 140) * 100,
            out: 0,
            kind: 'cust',
          });
    if (dow === 2 || dow === 4)
      txs.push({
        m,
        d,
        desc: r.pick(['SHELL FUEL STN', 'BP FUEL HAYFIELD']),
        inn: 0,
        out: r.int(38_00, 92_00),
        kind: 'fuel',
      });
    if (dow === 3 && r.next() < 0.7)
      txs.push({
        m,
        d,
        desc: 'COUNTY GREEN WASTE TIP',
        inn: 0,
        out: r.int(12, 45) * 100,
        kind: 'tip',
      });
    if (d === 3) txs.push({ m, d, desc: 'DD ADMIRAL VAN INS', inn: 0, out: 87_42, kind: 'ins' });
    if (d === 12) txs.push({ m, d, desc: 'DD EE MOBILE', inn: 0, out: 24_00, kind: 'phone' });
    if (d === 18 && m === 9)
      txs.push({ m, d, desc: 'CARD STIHL DEALER MOWER PARTS', inn: 0, out: 212_60, kind: 'tools' });
    if (d === 28) txs.push({ m, d, desc: 'TFR TO SAVINGS', inn: 0, out: 400_00, kind: 'tfr' });
  }
const opening = BigInt(r.int(600, 1800) * 100 + r.int(0, 99));
let bal = opening;
const rows = txs.map((t) => {
  bal += BigInt(t.inn - t.out);
  return { ...t, bal };
});
type Row = (typeof rows)[number];
const S = (xs: Row[], f: (x: Row) => number): bigint => total(xs.map(f));
const inMonth = (m: number): Row[] => rows.filter((x) => x.m === m);
const cust = rows.filter((x) => x.kind === 'cust');
const ins = cust.map((x) => x.inn);
const big = cust[argMax(ins)]!;
const bals = rows.map((x) => x.bal);
const low = rows[argMin(bals)]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Statement');
  putRows(ws, [
    ['Greenshoots Garden Care — business current account'],
    ['Sort code 30-94-12  Account 44718822'],
    ['Statement 1 Sep 2026 to 31 Oct 2026'],
    ['Date', 'Description', 'Paid in', 'Paid out', 'Balance'],
    [day(2026, 8, 1), 'BALANCE BROUGHT FORWARD', undefined, undefined, cell(opening)],
    ...rows.map((x) => [
      day(2026, x.m, x.d),
      x.desc,
      x.inn ? cell(x.inn) : undefined,
      x.out ? cell(x.out) : undefined,
      cell(x.bal),
    ]),
  ]);
  return toBytes(wb);
}

const holt = cust.filter((x) => x.desc.includes('HOLT'));

export const gardener: BlindBook = {
  name: 'gardener',
  business: "gardener's round",
  shape: 'bank statement export, header on row 4, balance brought forward, running balance',
  bytes,
  questions: questionsFor('gardener', [
    ["what's in the bank now", { value: hundredths(bal), means: 'last Balance (31 Oct 2026)' }],
    [
      'money in during october',
      { value: hundredths(S(inMonth(9), (x) => x.inn)), means: 'Paid in, October 2026' },
    ],
    [
      'fuel spend sept and oct',
      {
        value: hundredths(
          S(
            rows.filter((x) => x.kind === 'fuel'),
            (x) => x.out,
          ),
        ),
        means: 'Paid out to SHELL / BP FUEL lines',
      },
    ],
    [
      'what did the tip cost us',
      {
        value: hundredths(
          S(
            rows.filter((x) => x.kind === 'tip'),
            (x) => x.out,
          ),
        ),
        means: 'Paid out, COUNTY GREEN WASTE TIP lines',
      },
    ],
    [
      'biggest single payment from a customer',
      {
        at: [...dayPlaces(2026, big.m, big.d), big.desc.slice(4, -7)],
        means: 'largest Paid in line (customer and date)',
      },
    ],
    [
      'how much has Mrs Holt paid us',
      {
        value: hundredths(S(holt, (x) => x.inn)),
        means: 'Paid in from FPI MRS J HOLT GARDEN lines',
      },
    ],
    [
      'balance at the start of september',
      { value: hundredths(opening), means: 'Balance brought forward, 1 Sep 2026' },
    ],
    [
      'total going out in september',
      {
        value: hundredths(S(inMonth(8), (x) => x.out)),
        means: 'Paid out, September 2026 (incl. savings transfer)',
      },
    ],
    [
      'how much did the balance change over the two months',
      { value: hundredths(bal - opening), means: 'last Balance − brought forward' },
    ],
    [
      'how much does Mr Akintola still owe',
      { refuse: true, means: 'amounts owed are not on a bank statement' },
    ],
    ['how much will we earn next spring', { refuse: true, means: 'a forecast' }],
    [
      'when was the balance lowest',
      { at: dayPlaces(2026, low.m, low.d), means: 'date of the lowest running Balance' },
    ],
    [
      'how many customer payments came in in october',
      {
        value: String(inMonth(9).filter((x) => x.kind === 'cust').length),
        means: 'count of FPI … GARDEN lines in October',
      },
    ],
  ]),
  checks: [
    { what: 'opening + in − out = closing', a: opening + S(rows, (x) => x.inn - x.out), b: bal },
    { what: 'unique biggest customer payment', a: uniqueMax(ins) ? 1n : 0n, b: 1n },
    { what: 'unique lowest balance', a: uniqueMax(bals.map((x) => -x)) ? 1n : 0n, b: 1n },
  ],
};
