/**
 * Accountancy practice: petty cash book September – November 2026, Kenyan shillings, imprest
 * KSh 20,000. Analysis columns beside Receipts / Payments / Balance; each month opens with a
 * "Balance b/f" row and an imprest top-up from the bank, then the vouchers, then a
 * "Totals – <month>" row and a blank row.
 */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  MONTHS,
  argMax,
  cell,
  countOf,
  day,
  holds,
  monthAt,
  pickAt,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  type BlindBook,
} from '../lib';

const r = rng(15);
const NAME = 'pettycash';
const IMPREST = 2_000_000;
const OPENING = 324_000;
const CATS = [
  'Tea & refreshments',
  'Transport',
  'Stationery',
  'Postage & courier',
  'Cleaning',
  'Sundry',
];
const DETAILS: Array<Array<[string, number, number]>> = [
  [
    ['Milk and tea leaves', 250, 650],
    ['Sugar and coffee', 400, 950],
    ['Snacks for client meeting', 600, 1800],
  ],
  [
    ['Boda boda to KRA office', 200, 450],
    ['Uber to client – Westlands', 650, 1400],
    ['Matatu fare – messenger', 100, 300],
  ],
  [
    ['Printer paper (5 reams)', 2400, 2900],
    ['Box files and folders', 700, 1600],
    ['Toner refill', 2800, 3600],
  ],
  [
    ['G4S courier to Mombasa', 650, 1200],
    ['Posta registered mail', 150, 400],
  ],
  [
    ['Cleaning detergents', 500, 1300],
    ['Toilet paper and soap', 600, 1100],
  ],
  [
    ['Key cutting', 300, 500],
    ['Airtime for office phone', 500, 1000],
  ],
];
interface P {
  m: number;
  d: number;
  voucher: string;
  details: string;
  cat: number;
  amount: number;
}
const pays: P[] = [];
let v = 401;
for (let m = 8; m <= 10; m++) {
  const days = m === 9 ? 31 : 30;
  for (let d = 2; d <= days; d++) {
    const dow = day(2026, m, d).getUTCDay();
    if (dow === 0 || dow === 6 || r.next() < 0.45) continue;
    const cat = r.pick([0, 0, 1, 1, 1, 2, 3, 4, 5]);
    const [details, lo, hi] = r.pick(DETAILS[cat]!);
    pays.push({
      m,
      d,
      voucher: `PC-0${v++}`,
      details,
      cat,
      amount: r.int(lo / 10, hi / 10) * 1000,
    });
  }
}
const amounts = pays.map((p) => p.amount);
const spentBy = [8, 9, 10].map((m) =>
  total(
    pickAt(
      amounts,
      where(pays, (p) => p.m === m),
    ),
  ),
);
// month opens: b/f and top-up to the imprest
const bf: bigint[] = [];
const topups: bigint[] = [];
let bal = BigInt(OPENING);
spentBy.forEach((s) => {
  bf.push(bal);
  topups.push(BigInt(IMPREST) - bal);
  bal = BigInt(IMPREST) - s;
});
const closing = bal;
const spent = total(amounts);
const byCat = CATS.map((_, c) =>
  total(
    pickAt(
      amounts,
      where(pays, (p) => p.cat === c),
    ),
  ),
);
const teaOct = total(
  pickAt(
    amounts,
    where(pays, (p) => p.cat === 0 && p.m === 9),
  ),
);
const biggest = argMax(amounts);
const V = pays.find((p) => p.voucher === 'PC-0412')!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Petty cash');
  const rows: unknown[][] = [
    ['Kamau & Otieno Certified Public Accountants — Petty Cash Book'],
    ['Imprest KSh 20,000. September – November 2026.'],
    [],
    ['Date', 'Voucher', 'Details', 'Receipts', 'Payments', 'Balance', ...CATS],
  ];
  const bold: number[] = [4];
  [8, 9, 10].forEach((m, k) => {
    let b = bf[k]!;
    rows.push([day(2026, m, 1), undefined, 'Balance b/f', undefined, undefined, cell(b)]);
    b += topups[k]!;
    rows.push([
      day(2026, m, 1),
      undefined,
      'Cash from bank – imprest top-up',
      cell(topups[k]!),
      undefined,
      cell(b),
    ]);
    for (const p of pays.filter((x) => x.m === m)) {
      b -= BigInt(p.amount);
      const analysis = CATS.map((_, c) => (c === p.cat ? cell(p.amount) : undefined));
      rows.push([
        day(2026, m, p.d),
        p.voucher,
        p.details,
        undefined,
        cell(p.amount),
        cell(b),
        ...analysis,
      ]);
    }
    const mine = where(pays, (p) => p.m === m);
    rows.push([
      `Totals – ${MONTHS[m]}`,
      undefined,
      undefined,
      cell(topups[k]!),
      cell(spentBy[k]!),
      cell(b),
      ...CATS.map((_, c) =>
        cell(
          total(
            pickAt(
              amounts,
              mine.filter((i) => pays[i]!.cat === c),
            ),
          ),
        ),
      ),
    ]);
    bold.push(rows.length);
    rows.push([]);
  });
  putRows(ws, rows);
  ws.getRow(1).font = { bold: true, size: 13 };
  for (const n of bold) ws.getRow(n).font = { bold: true };
  ws.getColumn(1).numFmt = 'dd-mmm-yy';
  ws.getColumn(1).width = 20;
  ws.getColumn(3).width = 32;
  for (let c = 4; c <= 12; c++) ws.getColumn(c).numFmt = '"KSh "#,##0.00;-"KSh "#,##0.00;""';
  return toBytes(wb);
}

export const pettycash: BlindBook = {
  name: NAME,
  business: 'accountancy practice (office petty cash)',
  shape:
    'petty cash book Sep–Nov 2026 with analysis columns, monthly b/f and imprest top-up, monthly Totals rows',
  bytes,
  questions: questionsFor(NAME, [
    [
      'how much cash is in the tin',
      { value: hundredths(closing), means: 'Balance after the last November voucher' },
    ],
    [
      'how much have we spent from petty cash',
      { value: hundredths(spent), means: 'Payments, Sep–Nov (the vouchers)' },
    ],
    [
      'how much on transport',
      { value: hundredths(byCat[1]!), means: 'Transport analysis column, Sep–Nov' },
    ],
    [
      'tea and refreshments in october',
      { value: hundredths(teaOct), means: 'Tea & refreshments vouchers in October' },
    ],
    [
      'how much did we top up from the bank',
      { value: hundredths(total(topups)), means: 'the three imprest top-ups (Receipts)' },
    ],
    [
      'what do we spend most petty cash on',
      { at: CATS[argMax(byCat)]!, means: 'analysis column with the largest total' },
    ],
    [
      'biggest single payment',
      { value: hundredths(amounts[biggest]!), means: 'the largest voucher' },
    ],
    [
      'how many vouchers in november',
      { value: String(countOf(pays, (p) => p.m === 10)), means: 'November payment rows' },
    ],
    [
      'what % goes on stationery',
      { value: pct(byCat[2]!, spent), means: 'Stationery / all payments, %' },
    ],
    ['average monthly spend', { value: meanCents(spent, 3), means: 'payments / 3 months' }],
    [
      'which month did we spend the most',
      { at: monthAt(8 + argMax(spentBy), 2026), means: 'month with the largest Payments total' },
    ],
    [
      'how much on courier and postage',
      { value: hundredths(byCat[3]!), means: 'Postage & courier column total' },
    ],
    [
      'what was voucher PC-0412',
      { value: hundredths(V.amount), means: `PC-0412 (${V.details}), its payment` },
    ],
    [
      'opening balance at the start of september',
      { value: hundredths(OPENING), means: 'Balance b/f on 1 Sep 2026' },
    ],
    ['how much did we bill clients', { refuse: true, means: 'a petty cash book holds no fees' }],
    [
      'should we raise the float',
      { refuse: true, means: 'an opinion, not a figure the sheet holds' },
    ],
  ]),
  checks: [
    same('categories = payments', total(byCat), spent),
    same('months = payments', total(spentBy), spent),
    same('b/f + top-ups − payments = closing', BigInt(OPENING) + total(topups) - spent, closing),
    unique('category totals', byCat),
    unique('vouchers', amounts),
    unique('month spend', spentBy),
    holds(
      'never short of cash',
      spentBy.every((s) => s < BigInt(IMPREST)),
    ),
  ],
};
