/** Plumbing firm: bank statement export Sep-Oct 2026, Date/Description/Paid in/Paid out/Balance, GBP. */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
import {
  cell,
  day,
  dayPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  type BlindBook,
} from '../lib';

const r = rng(3);
type Tx = { m: number; d: number; desc: string; inc: bigint; out: bigint; bal: bigint };
const customers = [
  'J PATEL',
  'HOLLIS LETTINGS',
  'M OKONKWO',
  'ST ANNES SCHOOL',
  'R DAVIES',
  'CORNER CAFE LTD',
];
const opening = BigInt(r.int(1200000, 1800000));
const txs: Tx[] = [];
let bal = opening;
let inv = 2140;
for (const m of [8, 9]) {
  for (let d = 1; d <= (m === 8 ? 30 : 31); d++) {
    const dow = day(2026, m, d).getUTCDay();
    if (dow === 0 || dow === 6) continue;
    const items: Array<[string, bigint, bigint]> = [];
    if (r.next() < 0.45)
      items.push([`FPS ${r.pick(customers)} INV ${inv++}`, BigInt(r.int(18000, 260000)), 0n]);
    if (r.next() < 0.3) items.push(['CARD PAYMENT PLUMBASE LTD', 0n, BigInt(r.int(4500, 98000))]);
    if (r.next() < 0.2)
      items.push([`CARD PAYMENT ${r.pick(['SHELL', 'ESSO'])} FUEL`, 0n, BigInt(r.int(5500, 9800))]);
    if (d === 1) items.push(['SO RENT UNIT 4 TRADE PARK', 0n, 95000n]);
    if (d === 5 || d === 6) items.push(['DD ALDERMORE VAN FINANCE', 0n, 48750n]);
    if (m === 9 && (d === 7 || d === 8))
      items.push(['HMRC VAT', 0n, BigInt(r.int(380000, 520000))]);
    if (d >= 25 && d <= 27) items.push(['BACS WAGES SEP/OCT', 0n, BigInt(r.int(620000, 680000))]);
    for (const [desc, i, o] of items) {
      bal += i - o;
      txs.push({ m, d, desc, inc: i, out: o, bal });
    }
  }
}
const paidIn = total(txs.map((t) => t.inc));
const paidOut = total(txs.map((t) => t.out));
const closing = txs[txs.length - 1]!.bal;
const inMonth = (m: number): Tx[] => txs.filter((t) => t.m === m);
const fuelSep = total(
  inMonth(8)
    .filter((t) => t.desc.includes('FUEL'))
    .map((t) => t.out),
);
const plumbase = total(txs.filter((t) => t.desc.includes('PLUMBASE')).map((t) => t.out));
const maxOut = txs.reduce((a, t) => (t.out > a ? t.out : a), 0n);
const minBal = txs.reduce((a, t) => (t.bal < a ? t.bal : a), opening);
const fps = txs.filter((t) => t.desc.startsWith('FPS')).length;
const vat = total(txs.filter((t) => t.desc.startsWith('HMRC')).map((t) => t.out));
// a day in September with exactly one transaction, for an end-of-day balance
const oneDay = [...Array(30).keys()]
  .map((i) => i + 10)
  .find((d) => txs.filter((t) => t.m === 8 && t.d === d).length === 1)!;
const oneTx = txs.find((t) => t.m === 8 && t.d === oneDay)!;

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Statement');
  const rows: unknown[][] = [
    ['Kestrel Plumbing & Heating Ltd - Business Current Account 40-11-22 71839402'],
    ['Transactions 01/09/2026 to 31/10/2026'],
    [],
    ['Date', 'Description', 'Paid in', 'Paid out', 'Balance'],
    [day(2026, 8, 1), 'BALANCE BROUGHT FORWARD', undefined, undefined, cell(opening)],
  ];
  for (const t of txs)
    rows.push([
      day(2026, t.m, t.d),
      t.desc,
      t.inc ? cell(t.inc) : undefined,
      t.out ? cell(t.out) : undefined,
      cell(t.bal),
    ]);
  putRows(ws, rows);
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  for (const c of [3, 4, 5]) ws.getColumn(c).numFmt = '#,##0.00';
  ws.getColumn(2).width = 40;
  return toBytes(wb);
}

export const plumbing: BlindBook = {
  name: 'plumbing',
  business: 'plumbing and heating firm',
  shape:
    'bank statement export: Date, Description, Paid in, Paid out, Balance, brought-forward row',
  bytes: build,
  questions: questionsFor('plumbing', [
    [
      "what's the closing balance",
      { value: hundredths(closing), means: 'Balance on the last row (31 Oct)' },
    ],
    [
      'how much came in during october',
      { value: hundredths(total(inMonth(9).map((t) => t.inc))), means: 'sum of Paid in, Oct 2026' },
    ],
    [
      'what did we spend on fuel in september',
      {
        value: hundredths(fuelSep),
        means: 'Paid out on rows with FUEL in the description, Sep 2026',
      },
    ],
    [
      'total paid to plumbase',
      { value: hundredths(plumbase), means: 'Paid out on PLUMBASE rows, Sep-Oct' },
    ],
    ['biggest single payment out', { value: hundredths(maxOut), means: 'largest Paid out value' }],
    [
      'how low did the balance get',
      {
        value: hundredths(minBal),
        means: 'smallest value in the Balance column (brought-forward row included)',
      },
    ],
    [
      'how much went out in total',
      { value: hundredths(paidOut), means: 'sum of Paid out, Sep-Oct' },
    ],
    [
      'net cash flow for september',
      {
        value: hundredths(total(inMonth(8).map((t) => t.inc - t.out))),
        means: 'Paid in - Paid out, Sep 2026',
      },
    ],
    [
      'how many customer payments (FPS) came in',
      { value: String(fps), means: 'count of FPS credit rows' },
    ],
    [
      `balance at close of ${oneDay} September`,
      {
        value: hundredths(oneTx.bal),
        means: `Balance after the only transaction on ${dayPlaces(2026, 8, oneDay)[0]}`,
      },
    ],
    [
      'what profit did we make in october',
      { refuse: true, means: 'a bank statement shows cash, not profit' },
    ],
    ['which customer owes us the most', { refuse: true, means: 'no debtors in a bank statement' }],
    [
      'how much vat did we pay to hmrc',
      { value: hundredths(vat), means: 'Paid out on HMRC VAT rows' },
    ],
  ]),
  checks: [
    { what: 'opening + in - out = closing', a: opening + paidIn - paidOut, b: closing },
    {
      what: 'month flows add up',
      a: total(inMonth(8).map((t) => t.inc - t.out)) + total(inMonth(9).map((t) => t.inc - t.out)),
      b: closing - opening,
    },
    { what: 'balance stays positive', a: minBal > 0n ? 1n : 0n, b: 1n },
  ],
};
