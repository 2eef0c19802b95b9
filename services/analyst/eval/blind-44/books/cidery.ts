/**
 * Book 13 — cidery (NOK): an equipment LOAN REPAYMENT SCHEDULE: NOK 1 200 000 at 6.5% a year,
 * 60 monthly annuity payments on the 20th from 20 Jan 2025 (the last one squares the balance):
 * no, payment date (date cells), opening balance, payment, interest, principal, closing
 * balance; terms in title rows; Totals row; `kr` suffix.
 */
import ExcelJS from 'exceljs';
import { divRound, money, pct } from '../../expect';
import { at, bold, fmt, refuse, title, val, widths } from '../helpers';
import {
  day,
  holds,
  monthYearAt,
  questionsFor,
  same,
  toBytes,
  total,
  type BlindBook,
} from '../lib';

const NAME = 'cidery';
const P = 120_000_000n; // øre
const RATE_BP = 650n; // 6.50% a year
const N = 60;
const i = 0.065 / 12;
const PAY = BigInt(Math.round((Number(P) * i) / (1 - Math.pow(1 + i, -N))));
interface Row {
  k: number;
  d: Date;
  open: bigint;
  pay: bigint;
  int: bigint;
  prin: bigint;
  close: bigint;
}
const rows: Row[] = [];
let bal = P;
for (let k = 1; k <= N; k++) {
  const int = divRound(bal * RATE_BP, 120000n);
  const pay = k === N ? bal + int : PAY;
  const prin = pay - int;
  rows.push({ k, d: day(2025, k - 1, 20), open: bal, pay, int, prin, close: bal - prin });
  bal -= prin;
}
const TP = total(rows.map((x) => x.pay));
const TI = total(rows.map((x) => x.int));
const PAID = 23; // 20 Nov 2026 is the last payment before now (8 Dec 2026)
const left = rows[PAID - 1]!.close;
const in26 = rows.filter((x) => x.d.getUTCFullYear() === 2026);
const int26 = total(in26.map((x) => x.int));
const int26paid = total(in26.filter((x) => x.k <= PAID).map((x) => x.int));
const prin27 = total(rows.filter((x) => x.d.getUTCFullYear() === 2027).map((x) => x.prin));
const end27 = rows.find((x) => x.d.getUTCFullYear() === 2027 && x.d.getUTCMonth() === 11)!.close;
const last = rows[N - 1]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Nedbetalingsplan');
  title(ws, 1, 'Hardanger Sider AS — equipment loan repayment schedule', 7);
  title(
    ws,
    2,
    'Loan NOK 1 200 000 from Vestland Sparebank, 6.5% p.a. fixed, 60 monthly payments from 20 Jan 2025',
    7,
  );
  ws.getRow(4).values = [
    'No',
    'Payment date',
    'Opening balance',
    'Payment',
    'Interest',
    'Principal',
    'Closing balance',
  ];
  rows.forEach((x, k) => {
    ws.getRow(5 + k).values = [
      x.k,
      x.d,
      Number(x.open) / 100,
      Number(x.pay) / 100,
      Number(x.int) / 100,
      Number(x.prin) / 100,
      Number(x.close) / 100,
    ];
  });
  const tr = 5 + N;
  ws.getRow(tr).values = [
    'Totals',
    null,
    null,
    Number(TP) / 100,
    Number(TI) / 100,
    Number(P) / 100,
  ];
  bold(ws, 4, tr);
  fmt(ws, [2], 'dd.mm.yyyy');
  fmt(ws, [3, 4, 5, 6, 7], '#,##0.00 "kr"');
  widths(ws, [6, 13, 16, 13, 13, 13, 16]);
  return toBytes(wb);
}

export const cidery: BlindBook = {
  name: NAME,
  business: 'cidery',
  shape: 'loan repayment schedule (annuity) with interest and principal split',
  bytes,
  checks: [
    same('principal repaid = loan', total(rows.map((x) => x.prin)), P),
    same('payments = principal + interest', TP, P + TI),
    same('ends at zero', last.close, 0n),
    same(
      'opening − principal = closing, each row',
      total(rows.map((x) => x.open - x.prin - x.close)),
      0n,
    ),
    holds('payment 23 is 20 Nov 2026', +rows[PAID - 1]!.d === +day(2026, 10, 20)),
    holds('last payment Dec 2029', last.d.getUTCFullYear() === 2029 && last.d.getUTCMonth() === 11),
  ],
  questions: questionsFor(NAME, [
    ['How much will we pay back in total on the loan?', val(money(TP), 'Totals, Payment')],
    ['How much interest will the loan cost us altogether?', val(money(TI), 'Totals, Interest')],
    [
      'How much is left on the loan?',
      val(money(left), 'closing balance after payment 23 (20 Nov 2026)'),
    ],
    ['What is our monthly payment?', val(money(PAY), 'the fixed payment')],
    [
      'How much interest are we paying this year?',
      val([money(int26), money(int26paid)], '2026 interest: all 12 payments or the 11 paid so far'),
    ],
    ['When will the loan be paid off?', at(monthYearAt(11, 2029), 'last payment, 20 Dec 2029')],
    [
      'How much of the loan have we paid off so far?',
      val(money(P - left), 'principal repaid through payment 23'),
    ],
    ['How much interest was in the first payment?', val(money(rows[0]!.int), 'payment 1 interest')],
    ['How much principal will we repay in 2027?', val(money(prin27), '2027 principal')],
    ['How many payments are left?', val(String(N - PAID), '60 − 23 made')],
    [
      'What will the balance be at the end of 2027?',
      val(money(end27), 'closing after 20 Dec 2027'),
    ],
    ['What interest rate are we paying?', val(['6.5', '0.065'], '6.5% a year (or the fraction)')],
    ['How much did we borrow?', val(money(P), 'NOK 1 200 000')],
    [
      'What share of our total repayments is interest?',
      val(pct(TI, TP), 'interest / payments, %', { tol: 0.01 }),
    ],
    ['What is the early-repayment fee on the loan?', refuse('not in the schedule')],
    ['Should we refinance the loan?', refuse('an opinion')],
    ['What will interest rates do next year?', refuse('a forecast the sheet cannot give')],
  ]),
};
