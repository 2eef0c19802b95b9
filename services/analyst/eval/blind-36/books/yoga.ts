/**
 * yoga: a yoga studio in Wellington, a business cheque account export for Sep–Nov 2026, oldest
 * first: account and period lines above the header, Date | Type | Details | Deposits |
 * Withdrawals | Balance, an "Opening balance" row first, separate deposit and withdrawal
 * columns (both positive), a running balance (NZD).
 */
import ExcelJS from 'exceljs';
import { hundredths, meanCents } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  change,
  day,
  dayPlaces,
  holds,
  questionsFor,
  rng,
  same,
  sumBy,
  toBytes,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(7);
const OPENING = 1843217n;

interface Tx {
  m: number;
  d: number;
  type: string;
  details: string;
  dep: bigint;
  wd: bigint;
  bal?: bigint;
}

const txs: Tx[] = [];
const dep = (m: number, d: number, type: string, details: string, c: number): void => {
  txs.push({ m, d, type, details, dep: BigInt(c), wd: 0n });
};
const wd = (m: number, d: number, type: string, details: string, c: number): void => {
  txs.push({ m, d, type, details, dep: 0n, wd: BigInt(c) });
};
const INSTRUCTORS = ['A NGATA', 'J CHEN', 'M OKAFOR', 'S THOMPSON'];
const DAYS = [30, 31, 30];
for (const m of [8, 9, 10]) {
  const days = DAYS[m - 8]!;
  for (let d = 1; d <= days; d++) {
    const wk = day(2026, m, d).getUTCDay(); // 0 Sun … 6 Sat
    if (wk === 2 || wk === 5) dep(m, d, 'Direct Credit', 'MINDBODY PAYOUT', r.int(110000, 260000));
    if (wk === 4 && Math.floor((d - 1) / 7) % 2 === 0)
      for (const who of INSTRUCTORS)
        wd(m, d, 'Internet Transfer', `INSTRUCTOR PAY ${who}`, r.int(60000, 140000));
    if (wk === 3 && d % 2 === 0) wd(m, d, 'Automatic Payment', 'SPARKLE CLEAN LTD', 18000);
  }
  wd(m, 1, 'Automatic Payment', 'RENT KAURI PROPERTY LTD', 460000);
  wd(m, 6, 'Direct Debit', 'SPARK NZ TRADING', 8999);
  wd(m, 9, 'Direct Debit', 'XERO NZ', 7500);
  wd(m, 14, 'Direct Debit', 'MINDBODY SUBSCRIPTION', 28900);
  wd(m, 18, 'Direct Debit', 'MERCURY ENERGY', r.int(21000, 33000));
  wd(m, days, 'Fee', 'EFTPOS MERCHANT FEES', r.int(4500, 8000));
  dep(m, r.int(20, 27), 'Deposit', 'CASH DEPOSIT COUNTER', r.int(15000, 60000));
}
for (const [m, d, c, w] of [
  [8, 13, 84000, 'STRIPE PAYOUT WORKSHOP BREATHWORK'],
  [9, 4, 142000, 'STRIPE PAYOUT WORKSHOP INVERSIONS'],
  [9, 25, 61500, 'STRIPE PAYOUT TEACHER TRAINING DEP'],
  [10, 8, 219500, 'STRIPE PAYOUT RETREAT DEPOSITS'],
  [10, 22, 47000, 'STRIPE PAYOUT WORKSHOP YIN'],
] as const)
  dep(m, d, 'Direct Credit', w, c);
wd(9, 28, 'Bill Payment', 'IRD GST', 611840);
wd(8, 22, 'EFTPOS', 'BUNNINGS LYALL BAY', 18734);
wd(10, 3, 'EFTPOS', 'KMART PORIRUA', 9620);
wd(10, 27, 'Internet Transfer', 'TRANSFER TO SAVINGS 03-0502-0456789-01', 300000);
// bank order: by date, deposits before withdrawals on a day
txs.sort((a, b) => a.m - b.m || a.d - b.d || Number(b.dep > 0n) - Number(a.dep > 0n));
let run = OPENING;
for (const t of txs) {
  run += t.dep - t.wd;
  t.bal = run;
}
const CLOSE = run;
const IN = sumBy(txs, (t) => t.dep);
const OUT = sumBy(txs, (t) => t.wd);
const inM = (m: number) => (t: Tx) => t.m === m;
const low = argMin(txs.map((t) => t.bal!));
const big = argMax(txs.map((t) => t.wd));
const mb = (t: Tx): boolean => t.details === 'MINDBODY PAYOUT';
const starts = (s: string) => (t: Tx) => t.details.startsWith(s);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Transactions');
  ws.getCell('A1').value = 'Account: Tui Yoga Ltd - Business Cheque 03-0502-0456789-00';
  ws.getCell('A2').value = 'Transactions from 01/09/2026 to 30/11/2026';
  ws.getRow(4).values = ['Date', 'Type', 'Details', 'Deposits', 'Withdrawals', 'Balance'];
  ws.getRow(4).font = { bold: true };
  const money = '#,##0.00';
  const o = ws.getRow(5);
  o.values = [day(2026, 8, 1), '', 'Opening balance', undefined, undefined, cell(OPENING)];
  o.getCell(1).numFmt = 'dd/mm/yyyy';
  o.getCell(6).numFmt = money;
  txs.forEach((t, i) => {
    const rr = ws.getRow(6 + i);
    rr.values = [
      day(2026, t.m, t.d),
      t.type,
      t.details,
      t.dep ? cell(t.dep) : undefined,
      t.wd ? cell(t.wd) : undefined,
      cell(t.bal!),
    ];
    rr.getCell(1).numFmt = 'dd/mm/yyyy';
    for (const c of [4, 5, 6]) rr.getCell(c).numFmt = money;
  });
  ws.getColumn(1).width = 12;
  ws.getColumn(2).width = 18;
  ws.getColumn(3).width = 40;
  return toBytes(wb);
}

const sep = (t: Tx): boolean => t.m === 8;
const checks: CrossCheck[] = [
  same('opening + in − out = closing', OPENING + IN - OUT, CLOSE),
  unique(
    'balances',
    txs.map((t) => t.bal!),
    'min',
  ),
  unique(
    'withdrawals',
    txs.map((t) => t.wd),
  ),
  holds(
    'the balance never goes negative',
    txs.every((t) => t.bal! > 0n),
  ),
  holds('the lowest balance is below the opening', txs[low]!.bal! < OPENING),
  same(
    'months = all deposits',
    [8, 9, 10].reduce((a, m) => a + sumBy(txs, (t) => t.dep, inM(m)), 0n),
    IN,
  ),
];

export const yoga: BlindBook = {
  name: 'yoga',
  business: 'yoga studio',
  shape: 'bank export (deposits / withdrawals columns, opening balance row, oldest first)',
  bytes: build,
  checks,
  questions: questionsFor('yoga', [
    [
      "what's our bank balance",
      { value: hundredths(CLOSE), means: 'the last Balance (30/11/2026)' },
    ],
    [
      'how much came in in october',
      { value: hundredths(sumBy(txs, (t) => t.dep, inM(9))), means: 'Deposits dated October 2026' },
    ],
    [
      'how much went out in total',
      { value: hundredths(OUT), abs: true, means: 'all Withdrawals, Sep–Nov' },
    ],
    [
      'biggest payment out',
      { value: hundredths(txs[big]!.wd), abs: true, means: 'the largest Withdrawal (IRD GST)' },
    ],
    [
      'how much rent have we paid',
      {
        value: hundredths(sumBy(txs, (t) => t.wd, starts('RENT'))),
        abs: true,
        means: 'RENT KAURI PROPERTY LTD withdrawals',
      },
    ],
    [
      'how much did mindbody pay us in november',
      {
        value: hundredths(
          sumBy(
            txs,
            (t) => t.dep,
            (t) => mb(t) && t.m === 10,
          ),
        ),
        means: 'MINDBODY PAYOUT deposits in November (not the subscription we pay)',
      },
    ],
    [
      'when was the balance lowest',
      {
        value: hundredths(txs[low]!.bal!),
        at: dayPlaces(2026, txs[low]!.m, txs[low]!.d),
        means: 'the smallest Balance and its date',
      },
    ],
    [
      'net cash flow for september',
      {
        value: hundredths(sumBy(txs, (t) => t.dep - t.wd, sep)),
        means: 'September Deposits − Withdrawals',
      },
    ],
    [
      'how much have we paid ngata since september',
      {
        value: hundredths(sumBy(txs, (t) => t.wd, starts('INSTRUCTOR PAY A NGATA'))),
        abs: true,
        means: 'INSTRUCTOR PAY A NGATA withdrawals',
      },
    ],
    ['average monthly takings', { value: meanCents(IN, 3), means: 'all Deposits / 3 months' }],
    [
      'how many mindbody payouts were there',
      { value: String(txs.filter(mb).length), means: 'count of MINDBODY PAYOUT rows' },
    ],
    [
      'what did power cost us',
      {
        value: hundredths(sumBy(txs, (t) => t.wd, starts('MERCURY'))),
        abs: true,
        means: 'MERCURY ENERGY withdrawals',
      },
    ],
    [
      'how much did the balance change over the three months',
      {
        value: change(OPENING, CLOSE),
        means: 'closing Balance − Opening balance, or the % change',
      },
    ],
    [
      "what's our profit for the quarter",
      {
        refuse: true,
        means: 'a bank account shows cash, not profit (GST, transfers to savings, no accruals)',
      },
    ],
    [
      'how many people came to classes in october',
      { refuse: true, means: 'no attendance in a bank export' },
    ],
  ]),
};
