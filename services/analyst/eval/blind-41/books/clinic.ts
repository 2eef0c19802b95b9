/**
 * clinic — a medical clinic's petty cash book, Sep–Nov 2026 (INR, imprest ₹15,000): date,
 * voucher, details, receipts, payments, balance and six analysis columns; each month a
 * "Balance b/f" row, an imprest top-up from the bank, the vouchers, a "Totals – <month>" row and
 * a blank row.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  MONTHS,
  argMax,
  cell,
  countOf,
  day,
  holds,
  monthAt,
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
import { extreme, groupSum } from '../lib';

const r = rng(15);
const IMPREST = 1500000;
const CATS = [
  'Refreshments',
  'Postage & courier',
  'Cleaning',
  'Stationery',
  'Local travel',
  'Sundries',
];
const DETAILS: Record<string, string[]> = {
  Refreshments: [
    'Tea & biscuits for staff',
    'Milk and sugar',
    'Water cans (20L) x4',
    'Snacks – staff meeting',
  ],
  'Postage & courier': [
    'Blue Dart – lab samples',
    'Speed Post – reports',
    'Blue Dart – documents to insurer',
    'DTDC – courier',
  ],
  Cleaning: [
    'Phenyl & floor cleaner',
    'Hand wash refills',
    'Sweeper – extra shift',
    'Garbage bags',
  ],
  Stationery: [
    'Printer paper A4 x5 reams',
    'Pens & registers',
    'Toner refill',
    'Patient file folders',
  ],
  'Local travel': [
    'Auto fare – bank',
    'Ola – pharmacy pickup',
    'Auto fare – lab',
    'Rapido – post office',
  ],
  Sundries: ['Key duplicate', 'Plant for reception', 'Batteries', 'Tailor – staff uniforms'],
};
const RANGE: Record<string, [number, number]> = {
  Refreshments: [180, 950],
  'Postage & courier': [120, 780],
  Cleaning: [150, 1100],
  Stationery: [140, 1600],
  'Local travel': [60, 420],
  Sundries: [80, 700],
};
interface V {
  m: number;
  d: number;
  no: string;
  cat: string;
  details: string;
  amount: number;
}
const vouchers: V[] = [];
let vno = 301;
for (const m of [8, 9, 10]) {
  const n = r.int(11, 16);
  const days = Array.from({ length: n }, () => r.int(2, 29)).sort((a, b) => a - b);
  for (const d of days) {
    const cat = r.pick(CATS);
    const [lo, hi] = RANGE[cat]!;
    vouchers.push({
      m,
      d,
      no: `PC-${vno++}`,
      cat,
      details: r.pick(DETAILS[cat]!),
      amount: r.int(lo, hi) * 100 + r.pick([0, 0, 0, 50]),
    });
  }
}
const BF0 = 234550;
const months = [8, 9, 10].map((m) => {
  const vs = vouchers.filter((v) => v.m === m);
  return { m, vs, pay: total(vs.map((v) => v.amount)) };
});
const bf: number[] = [];
const topups: number[] = [];
const closes: number[] = [];
months.forEach((mo, i) => {
  bf[i] = i === 0 ? BF0 : closes[i - 1]!;
  topups[i] = IMPREST - bf[i]!;
  closes[i] = IMPREST - Number(mo.pay);
});
const amounts = vouchers.map((v) => v.amount);
const PAY = total(amounts);
const TOP = total(topups);
const byCat = groupSum(
  vouchers,
  (v) => v.cat,
  (v) => v.amount,
);
const [topCat, topCatV] = extreme(byCat);
const monthPay = months.map((m) => m.pay);
const busiest = argMax(monthPay);
const blueDart = total(
  pickAt(
    amounts,
    where(vouchers, (v) => v.details.startsWith('Blue Dart')),
  ),
);
const travelSep = total(
  pickAt(
    amounts,
    where(vouchers, (v) => v.cat === 'Local travel' && v.m === 8),
  ),
);
const novCount = countOf(vouchers, (v) => v.m === 10);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Petty cash');
  ws.getCell('A1').value = 'Sahyadri Family Clinic, Pune — Petty Cash Book';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'September – November 2026 · imprest ₹15,000 · amounts in ₹';
  ws.getRow(4).values = ['Date', 'Voucher', 'Details', 'Receipts', 'Payments', 'Balance', ...CATS];
  ws.getRow(4).font = { bold: true };
  let n = 5;
  months.forEach((mo, i) => {
    let bal = bf[i]!;
    ws.getRow(n++).values = [day(2026, mo.m, 1), null, 'Balance b/f', null, null, cell(bal)];
    bal += topups[i]!;
    ws.getRow(n++).values = [
      day(2026, mo.m, 1),
      'CHQ',
      'Cash from bank – imprest top-up',
      cell(topups[i]!),
      null,
      cell(bal),
    ];
    for (const v of mo.vs) {
      bal -= v.amount;
      const row = ws.getRow(n++);
      row.values = [day(2026, v.m, v.d), v.no, v.details, null, cell(v.amount), cell(bal)];
      row.getCell(7 + CATS.indexOf(v.cat)).value = cell(v.amount);
    }
    const t = ws.getRow(n++);
    t.values = [
      `Totals – ${MONTHS[mo.m]}`,
      null,
      null,
      cell(topups[i]!),
      cell(mo.pay),
      cell(bal),
      ...CATS.map((c) =>
        cell(
          total(
            pickAt(
              mo.vs.map((v) => v.amount),
              where(mo.vs, (v) => v.cat === c),
            ),
          ),
        ),
      ),
    ];
    t.font = { bold: true };
    n++;
  });
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  for (let c = 4; c <= 12; c++) ws.getColumn(c).numFmt = '[$₹-4009]#,##0.00';
  ws.getColumn(3).width = 34;
  return toBytes(wb);
}

export const clinic: BlindBook = {
  name: 'clinic',
  business: 'medical clinic (office petty cash)',
  shape: 'petty cash book (imprest, analysis columns)',
  bytes,
  checks: [
    same('categories = payments', total([...byCat.values()]), PAY),
    same('months = payments', total(monthPay), PAY),
    same('b/f + top-ups − payments = closing', BigInt(BF0) + TOP - PAY, BigInt(closes[2]!)),
    unique('categories', [...byCat.values()]),
    unique('months', monthPay),
    unique('vouchers', amounts),
    holds(
      'balance never negative',
      closes.every((c) => c > 0),
    ),
  ],
  questions: questionsFor('clinic', [
    [
      "what's in the petty cash tin now",
      { value: money(closes[2]!), means: 'the last Balance (end of November)' },
    ],
    ['total spent from petty cash', { value: money(PAY), means: 'Payments, Sep–Nov' }],
    [
      'how much on refreshments',
      {
        value: money(byCat.get('Refreshments')!),
        means: 'Refreshments analysis column, all months',
      },
    ],
    [
      'what do we spend most petty cash on',
      { at: topCat, value: money(topCatV), means: 'the analysis column with the largest total' },
    ],
    [
      'how much have we topped up from the bank',
      { value: money(TOP), means: 'Receipts (imprest top-ups), Sep–Nov' },
    ],
    ['petty cash spent in october', { value: money(monthPay[1]!), means: 'Payments in October' }],
    [
      'biggest single payment',
      { value: money(Math.max(...amounts)), means: 'the largest voucher' },
    ],
    [
      'how many vouchers in november',
      { value: String(novCount), means: 'payment rows dated November' },
    ],
    [
      'local travel in september',
      { value: money(travelSep), means: 'Local travel column, September' },
    ],
    [
      'average voucher amount',
      { value: meanCents(PAY, vouchers.length), means: `Payments / ${vouchers.length} vouchers` },
    ],
    [
      'what share went on stationery',
      { value: pct(byCat.get('Stationery')!, PAY), means: 'Stationery / Payments × 100' },
    ],
    [
      'which month did we spend the most',
      {
        at: monthAt(months[busiest]!.m, 2026),
        value: money(monthPay[busiest]!),
        means: 'the month with the largest Payments',
      },
    ],
    [
      'balance at the end of september',
      { value: money(closes[0]!), means: 'the last September Balance (= October b/f)' },
    ],
    [
      'how much have we paid blue dart',
      { value: money(blueDart), means: 'vouchers whose details start Blue Dart' },
    ],
    ['who signed off voucher PC-305', { refuse: true, means: 'no approver on the book' }],
    [
      "what's the clinic's bank balance",
      { refuse: true, means: 'petty cash only; no bank account figures' },
    ],
  ]),
};
