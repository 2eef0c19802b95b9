/** Deli: an analysed petty cash book for October 2026 (b/f float, top-ups, analysis columns, c/f) (£). */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
import {
  argMax,
  cell,
  day,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(15);
const CATS = ['Milk & ice', 'Cleaning', 'Postage', 'Staff sundries', 'Other'];
const DETAILS: Record<string, string[]> = {
  'Milk & ice': ['Milk – Co-op', 'Ice bags', 'Oat milk', 'Milk – corner shop'],
  Cleaning: ['Bleach & cloths', 'Window cleaner', 'Bin bags', 'Hand soap'],
  Postage: ['Stamps', 'Parcel to supplier', 'Recorded delivery'],
  'Staff sundries': ['Birthday cake for Jo', 'Coffee filters (staff)', 'Plasters'],
  Other: ['Parking – cash & carry', 'Lightbulbs', 'Key cut'],
};
const OPENING = 15000;
interface Line {
  d: number;
  details: string;
  voucher?: string;
  received: number;
  paid: number;
  cat?: number;
}
const lines: Line[] = [];
let v = 1;
for (let d = 1; d <= 31; d++) {
  if (d === 12 || d === 26)
    lines.push({ d, details: 'Cash from till', received: r.int(6000, 10000), paid: 0 });
  if (r.next() < 0.62) {
    const cat = r.pick([0, 0, 0, 1, 1, 2, 3, 4]);
    const lo = [250, 600, 160, 300, 180][cat]!;
    const hi = [1400, 2600, 1100, 1500, 1700][cat]!;
    lines.push({
      d,
      details: r.pick(DETAILS[CATS[cat]!]!),
      voucher: `PC${String(v++).padStart(2, '0')}`,
      received: 0,
      paid: r.int(lo, hi),
      cat,
    });
  }
}
let bal = OPENING;
const balances = lines.map((l) => (bal += l.received - l.paid));
const CLOSING = bal;
const paid = lines.filter((l) => l.paid > 0);
const catTotals = CATS.map((_, k) => total(paid.filter((l) => l.cat === k).map((l) => l.paid)));
const maxPaid = paid.reduce((a, l) => Math.max(a, l.paid), 0);
const v17 = paid.find((l) => l.voucher === 'PC17')!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Petty cash');
  putRows(ws, [
    ["Pascoe's Deli – petty cash book"],
    ['October 2026'],
    [],
    ['Date', 'Details', 'Voucher', 'Received £', 'Paid £', ...CATS, 'Balance £'],
    [
      day(2026, 9, 1),
      'Balance b/f',
      undefined,
      undefined,
      undefined,
      ...CATS.map(() => undefined),
      cell(OPENING),
    ],
    ...lines.map((l, i) => [
      day(2026, 9, l.d),
      l.details,
      l.voucher,
      l.received ? cell(l.received) : undefined,
      l.paid ? cell(l.paid) : undefined,
      ...CATS.map((_, k) => (l.cat === k ? cell(l.paid) : undefined)),
      cell(balances[i]!),
    ]),
    [],
    [
      undefined,
      'Totals',
      undefined,
      cell(total(lines.map((l) => l.received))),
      cell(total(paid.map((l) => l.paid))),
      ...catTotals.map(cell),
      undefined,
    ],
    [
      day(2026, 9, 31),
      'Balance c/f',
      undefined,
      undefined,
      undefined,
      ...CATS.map(() => undefined),
      cell(CLOSING),
    ],
  ]);
  ws.getColumn(1).numFmt = 'dd-mmm';
  return toBytes(wb);
}

const q = questionsFor('deli', [
  ["what's left in petty cash", { value: hundredths(CLOSING), means: 'Balance c/f, 31 Oct 2026' }],
  [
    'milk spend in october',
    { value: hundredths(catTotals[0]!), means: 'Totals of the Milk & ice column' },
  ],
  [
    'total petty cash spent',
    { value: hundredths(total(paid.map((l) => l.paid))), means: 'Totals of Paid £' },
  ],
  [
    'biggest single petty cash payment',
    { value: hundredths(maxPaid), means: 'largest Paid £ figure' },
  ],
  [
    'how much was topped up from the till',
    {
      value: hundredths(total(lines.map((l) => l.received))),
      means: 'sum of Received £ (Cash from till), excluding the b/f float',
    },
  ],
  ['postage costs', { value: hundredths(catTotals[2]!), means: 'Totals of the Postage column' }],
  [
    'how many petty cash payments were there',
    { value: String(paid.length), means: 'count of vouchers / Paid £ entries' },
  ],
  ['how much was voucher PC17', { value: hundredths(v17.paid), means: 'Paid £ on voucher PC17' }],
  [
    'cleaning costs in october',
    { value: hundredths(catTotals[1]!), means: 'Totals of the Cleaning column' },
  ],
  [
    'what do we spend most on out of petty cash',
    { at: CATS[argMax(catTotals)]!, means: 'analysis column with the largest total (unique)' },
  ],
  [
    'what was the float at the start of the month',
    { value: hundredths(OPENING), means: 'Balance b/f, 1 Oct 2026' },
  ],
  [
    'staff sundries total',
    { value: hundredths(catTotals[3]!), means: 'Totals of the Staff sundries column' },
  ],
  [
    'how much did we spend on milk in september',
    { refuse: true, means: 'the book covers October only' },
  ],
  [
    'is someone pinching from the petty cash',
    { refuse: true, means: 'an opinion / not in the sheet' },
  ],
]);

export const deli: BlindBook = {
  name: 'deli',
  business: 'deli',
  shape:
    'analysed petty cash book (b/f, receipts, payments, analysis columns, running balance, c/f)',
  bytes,
  questions: q,
  checks: [
    {
      what: 'analysis columns = Paid total',
      a: total(catTotals),
      b: total(paid.map((l) => l.paid)),
    },
    {
      what: 'opening + received − paid = closing',
      a: BigInt(OPENING) + total(lines.map((l) => l.received)) - total(paid.map((l) => l.paid)),
      b: BigInt(CLOSING),
    },
    {
      what: 'largest payment unique',
      a: BigInt(paid.filter((l) => l.paid === maxPaid).length),
      b: 1n,
    },
    { what: 'top category unique', a: uniqueMax(catTotals) ? 1n : 0n, b: 1n },
    { what: 'balance never negative', a: BigInt(balances.filter((b) => b < 0).length), b: 0n },
  ],
};
