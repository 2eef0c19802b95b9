/** Music venue: a business bank statement export (Date, Description, Paid in, Paid out, Balance) (£). */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
import {
  cell,
  dayPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  type BlindBook,
} from '../lib';

const r = rng(6);
const BANDS = [
  'THE MARROWS',
  'VELVET ECHO',
  'SALT LAKE RADIO',
  'JUNO KIDS',
  'LOWER DECKS',
  'PALE HORSES',
];
interface Tx {
  m: number;
  d: number;
  desc: string;
  paidIn: number;
  paidOut: number;
  balance: number;
}
const OPENING = r.int(800000, 1400000);
const raw: Array<Omit<Tx, 'balance'>> = [];
for (const m of [8, 9]) {
  // Sep, Oct 2026
  for (const d of [3, 10, 17, 24]) {
    raw.push({ m, d, desc: 'SKIDDLE LTD PAYOUT', paidIn: r.int(180000, 520000), paidOut: 0 });
  }
  for (const d of [2, 6, 9, 13, 20, 27]) {
    raw.push({ m, d, desc: 'SUMUP CARD SETTLEMENT', paidIn: r.int(90000, 340000), paidOut: 0 });
  }
  raw.push({ m, d: 1, desc: 'RENT - HOLBROOK ESTATES', paidIn: 0, paidOut: 420000 });
  raw.push({ m, d: 5, desc: 'EDF ENERGY DD', paidIn: 0, paidOut: r.int(61000, 98000) });
  raw.push({ m, d: 8, desc: 'PRS FOR MUSIC DD', paidIn: 0, paidOut: r.int(21000, 34000) });
  raw.push({
    m,
    d: 12,
    desc: 'BREWSTER DRINKS DIRECT DD',
    paidIn: 0,
    paidOut: r.int(150000, 260000),
  });
  raw.push({ m, d: 14, desc: 'DOORSAFE SECURITY LTD', paidIn: 0, paidOut: r.int(70000, 130000) });
  raw.push({ m, d: 28, desc: 'DOORSAFE SECURITY LTD', paidIn: 0, paidOut: r.int(70000, 130000) });
  raw.push({ m, d: 25, desc: 'STAFF WAGES BACS', paidIn: 0, paidOut: r.int(560000, 720000) });
  for (let k = 0; k < 3; k++) {
    raw.push({
      m,
      d: 4 + k * 8,
      desc: `BAND FEE - ${BANDS[(m - 8) * 3 + k]}`,
      paidIn: 0,
      paidOut: r.int(25000, 90000),
    });
  }
}
raw.push({ m: 9, d: 7, desc: 'HMRC VAT', paidIn: 0, paidOut: r.int(300000, 480000) });
raw.push({
  m: 8,
  d: 15,
  desc: 'ROOM HIRE - ST ANNES CHOIR',
  paidIn: r.int(15000, 40000),
  paidOut: 0,
});
raw.sort((a, b) => a.m - b.m || a.d - b.d);
let bal = OPENING;
const txs: Tx[] = raw.map((t) => {
  bal += t.paidIn - t.paidOut;
  return { ...t, balance: bal };
});
const CLOSING = bal;
const sumIf = (f: (t: Tx) => boolean, g: (t: Tx) => number): bigint => total(txs.filter(f).map(g));
const inOf = (t: Tx): number => t.paidIn;
const outOf = (t: Tx): number => t.paidOut;
const pad = (n: number): string => String(n).padStart(2, '0');
const sep15 = txs.filter((t) => t.m === 8 && t.d === 15);
const minBal = txs.reduce((a, t) => Math.min(a, t.balance), OPENING);
const maxOut = txs.reduce((a, t) => Math.max(a, t.paidOut), 0);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Statement');
  putRows(ws, [
    ['The Foundry Rooms Ltd - Business Current Account 40-12-77 31559012'],
    ['Statement period 01/09/2026 to 31/10/2026'],
    [],
    ['Date', 'Description', 'Paid in', 'Paid out', 'Balance'],
    ['01/09/2026', 'Balance brought forward', undefined, undefined, cell(OPENING)],
    ...txs.map((t) => [
      `${pad(t.d)}/${pad(t.m + 1)}/2026`,
      t.desc,
      t.paidIn ? cell(t.paidIn) : undefined,
      t.paidOut ? cell(t.paidOut) : undefined,
      cell(t.balance),
    ]),
  ]);
  return toBytes(wb);
}

const q = questionsFor('venue', [
  [
    'whats the closing balance on the statement',
    { value: hundredths(CLOSING), means: 'last Balance on the statement (31 Oct)' },
  ],
  [
    'total paid in during september',
    {
      value: hundredths(sumIf((t) => t.m === 8, inOf)),
      means: 'sum of Paid in, September 2026 rows',
    },
  ],
  [
    'how much have we paid doorsafe',
    {
      value: hundredths(sumIf((t) => t.desc.startsWith('DOORSAFE'), outOf)),
      means: 'sum of Paid out to DOORSAFE SECURITY LTD, Sep–Oct',
    },
  ],
  [
    'skiddle payouts in october',
    {
      value: hundredths(sumIf((t) => t.m === 9 && t.desc.startsWith('SKIDDLE'), inOf)),
      means: 'sum of Paid in from SKIDDLE LTD PAYOUT in October',
    },
  ],
  [
    'biggest single payment out',
    { value: hundredths(maxOut), means: 'largest Paid out figure on the statement' },
  ],
  [
    'what did we pay bands altogether',
    {
      value: hundredths(sumIf((t) => t.desc.startsWith('BAND FEE'), outOf)),
      means: 'sum of Paid out on BAND FEE rows',
    },
  ],
  [
    'net cash flow for october',
    {
      value: hundredths(sumIf((t) => t.m === 9, inOf) - sumIf((t) => t.m === 9, outOf)),
      means: 'October Paid in − Paid out',
    },
  ],
  [
    'lowest the balance got',
    {
      value: hundredths(minBal),
      means: 'smallest Balance on the statement (incl. brought forward)',
    },
  ],
  [
    'how much did electricity cost over the two months',
    {
      value: hundredths(sumIf((t) => t.desc.startsWith('EDF'), outOf)),
      means: 'sum of EDF ENERGY DD payments',
    },
  ],
  [
    'how many card settlements came in',
    {
      value: String(txs.filter((t) => t.desc.startsWith('SUMUP')).length),
      means: 'count of SUMUP CARD SETTLEMENT rows',
    },
  ],
  [
    'balance on 15 september',
    {
      value: hundredths(sep15[sep15.length - 1]!.balance),
      means: 'Balance after the last 15/09/2026 transaction',
    },
  ],
  [
    'what was the opening balance',
    { value: hundredths(OPENING), means: 'Balance brought forward, 01/09/2026' },
  ],
  [
    'when did we pay the VAT',
    {
      at: dayPlaces(2026, 9, 7),
      means: 'date of the HMRC VAT payment',
    },
  ],
  [
    'how much VAT do we owe',
    { refuse: true, means: 'the statement shows payments, not the liability' },
  ],
  [
    'what profit did the bar make',
    { refuse: true, means: 'no bar costs/profit in a bank statement' },
  ],
]);

export const venue: BlindBook = {
  name: 'venue',
  business: 'music venue',
  shape: 'bank statement export (Date, Description, Paid in, Paid out, Balance), dates as text',
  bytes,
  questions: q,
  checks: [
    {
      what: 'opening + paid in − paid out = closing',
      a: BigInt(OPENING) + sumIf(() => true, inOf) - sumIf(() => true, outOf),
      b: BigInt(CLOSING),
    },
    { what: 'one transaction on 15 Sep', a: BigInt(sep15.length), b: 1n },
    {
      what: 'largest payment out is unique',
      a: BigInt(txs.filter((t) => t.paidOut === maxOut).length),
      b: 1n,
    },
  ],
};
