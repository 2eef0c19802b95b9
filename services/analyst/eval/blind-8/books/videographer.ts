/**
 * Lumen Lane Films (USD): a loan amortisation schedule for camera and van finance, 48 monthly
 * payments from February 2025, with title lines, opening/closing balance, interest, principal
 * and a Totals row. Interest each month is the opening balance x 7.9% / 12 rounded to the
 * cent (bigint); the last payment clears the balance.
 */
import { money, pct } from '../../expect';
import { divRound } from '../../expect';
import {
  cell$,
  day,
  moneyFmt,
  newBook,
  Questions,
  rngFor,
  toBytes,
  total,
  type BlindBook,
} from '../kit';

const BOOK = 'videographer';

interface Pay {
  n: number;
  date: Date;
  year: number;
  open: bigint;
  payment: bigint;
  interest: bigint;
  principal: bigint;
  close: bigint;
}

export async function buildVideographer(): Promise<BlindBook> {
  const rng = rngFor(BOOK);
  const principal = BigInt(rng.int(36, 48) * 100000); // whole thousands of dollars, in cents
  const bp = 790n; // 7.90% a year
  const months = 48;
  const r = 0.079 / 12;
  const payment = BigInt(Math.round((Number(principal) * r) / (1 - Math.pow(1 + r, -months))));
  const pays: Pay[] = [];
  let bal = principal;
  for (let n = 1; n <= months; n++) {
    const interest = divRound(bal * bp, 120000n);
    const pay = n === months ? bal + interest : payment;
    const prin = pay - interest;
    const date = day(2025, 2 + (n - 1), 1); // Date.UTC rolls months past December into later years
    pays.push({
      n,
      date,
      year: date.getUTCFullYear(),
      open: bal,
      payment: pay,
      interest,
      principal: prin,
      close: bal - prin,
    });
    bal -= prin;
  }
  if (bal !== 0n) throw new Error('schedule does not clear');

  const wb = newBook();
  const ws = wb.addWorksheet('Amortisation');
  ws.addRow(['Lumen Lane Films — equipment & van finance']);
  ws.addRow([
    `Amount financed ${money(principal)} USD · 7.9% APR · 48 monthly payments · first payment 1 Feb 2025`,
  ]);
  ws.addRow([]);
  ws.addRow([
    'Pmt #',
    'Due date',
    'Opening balance',
    'Payment',
    'Interest',
    'Principal',
    'Closing balance',
  ]); // row 4
  pays.forEach((p) =>
    ws.addRow([
      p.n,
      p.date,
      cell$(p.open),
      cell$(p.payment),
      cell$(p.interest),
      cell$(p.principal),
      cell$(p.close),
    ]),
  ); // rows 5..52
  ws.addRow([
    'Totals',
    null,
    null,
    cell$(total(pays.map((p) => p.payment))),
    cell$(total(pays.map((p) => p.interest))),
    cell$(total(pays.map((p) => p.principal))),
    null,
  ]); // row 53
  ws.getColumn(2).numFmt = 'mmm yyyy';
  for (let c = 3; c <= 7; c++) ws.getColumn(c).numFmt = moneyFmt('$');

  const S = 'Amortisation';
  const q = new Questions(BOOK);
  const sumIn = (f: (p: Pay) => bigint, keep: (p: Pay) => boolean): bigint =>
    total(pays.filter(keep).map(f));
  const interestAll = total(pays.map((p) => p.interest));
  const paidAll = total(pays.map((p) => p.payment));
  q.ask(
    'how much interest will we pay in total',
    { value: money(interestAll) },
    'Totals row, Interest',
    { sheet: S, ref: 'E53' },
  );
  q.ask(
    'whats the balance after 12 payments',
    { value: money(pays[11]!.close) },
    'Closing balance of payment 12',
    { sheet: S, ref: 'G16' },
  );
  q.ask(
    'interest paid in 2025',
    {
      value: money(
        sumIn(
          (p) => p.interest,
          (p) => p.year === 2025,
        ),
      ),
    },
    'Interest of payments due in 2025 (Feb-Dec, payments 1-11)',
  );
  q.ask(
    'what is the monthly payment',
    { value: money(payment) },
    'the level Payment (payments 1-47)',
    { sheet: S, ref: 'D5' },
  );
  q.ask(
    'how much principal in payment 6',
    { value: money(pays[5]!.principal) },
    'Principal of payment 6',
    { sheet: S, ref: 'F10' },
  );
  q.ask('how much will we pay back altogether', { value: money(paidAll) }, 'Totals row, Payment', {
    sheet: S,
    ref: 'D53',
  });
  q.ask('how many payments are there', { value: String(months) }, 'payment rows in the schedule');
  q.ask(
    'interest on the first payment',
    { value: money(pays[0]!.interest) },
    'Interest of payment 1',
  );
  q.ask(
    'how much will we still owe at the end of 2026',
    { value: money(pays.filter((p) => p.year <= 2026).at(-1)!.close) },
    'Closing balance of the last payment due in 2026 (Dec 2026)',
  );
  q.ask(
    'principal repaid in 2026',
    {
      value: money(
        sumIn(
          (p) => p.principal,
          (p) => p.year === 2026,
        ),
      ),
    },
    'Principal of payments due in 2026',
  );
  q.ask(
    'interest in 2027',
    {
      value: money(
        sumIn(
          (p) => p.interest,
          (p) => p.year === 2027,
        ),
      ),
    },
    'Interest of payments due in 2027',
  );
  q.ask(
    'what percent of what we pay is interest',
    { value: pct(interestAll, paidAll) },
    'Totals Interest / Totals Payment, percent 2 dp',
  );
  q.ask(
    'how much did we borrow',
    { value: money(principal) },
    'amount financed = opening balance of payment 1',
    { sheet: S, ref: 'C5' },
  );
  q.ask(
    'final payment amount',
    { value: money(pays[months - 1]!.payment) },
    'Payment of payment 48 (clears the balance)',
  );
  q.refuse(
    'can we afford to pay it off early',
    'no income or cash figures in the schedule, and no early-settlement terms',
  );
  q.refuse(
    'what did the camera cost',
    'the loan covers camera and van together; the camera price is not in the sheet',
  );

  return {
    name: BOOK,
    business: 'wedding videographer',
    shape:
      'loan amortisation schedule with title lines, balances, interest/principal split, Totals row',
    bytes: await toBytes(wb),
    questions: q.list,
    sumChecks: [
      { sheet: S, parts: ['F5:F52'], total: 'C5' },
      { sheet: S, parts: ['E5:F52'], total: 'D53' },
      { sheet: S, parts: ['E5:E52'], total: 'E53' },
    ],
  };
}
