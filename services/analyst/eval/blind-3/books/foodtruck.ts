/**
 * Food truck (PHP): a loan amortisation schedule: a terms block on top (amount, rate, term,
 * monthly payment, first due date), then No., due date, payment, interest, principal and
 * balance for 36 months. Interest is the balance x rate / 12, rounded to the centavo; the last
 * payment clears the balance.
 */
import { money } from '../../expect';
import { divRound } from '../../expect';
import { bsum, questionsFor } from '../q';
import { FMT, M, SheetWriter, day, newBook, toBytes } from '../sheet';
import type { Blind3Book } from '../types';

export async function foodtruck(): Promise<Blind3Book> {
  const principal = 85000000n; // ₱850,000.00
  const rateBp = 1150n; // 11.50% a year
  const n = 36;
  // Level payment P*r/(1-(1+r)^-n) with r = 0.115/12, rounded to the centavo (float only for the
  // payment's size, which then is a fixed, exact figure in the schedule).
  const r = 0.115 / 12;
  const payment = BigInt(Math.round((Number(principal) * r) / (1 - Math.pow(1 + r, -n))));
  interface Row {
    no: number;
    due: Date;
    year: number;
    pay: bigint;
    interest: bigint;
    princ: bigint;
    balance: bigint;
  }
  const rows: Row[] = [];
  let bal = principal;
  for (let i = 1; i <= n; i++) {
    const interest = divRound(bal * rateBp, 120000n);
    const pay = i === n ? bal + interest : payment;
    const princ = pay - interest;
    bal -= princ;
    const month0 = 2 + i; // first due 15 March 2025
    const year = 2025 + Math.floor((month0 - 1) / 12);
    rows.push({
      no: i,
      due: day(year, ((month0 - 1) % 12) + 1, 15),
      year,
      pay,
      interest,
      princ,
      balance: bal,
    });
  }
  if (bal !== 0n) throw new Error('schedule must clear');
  const wb = newBook();
  const S = 'Loan schedule';
  const w = new SheetWriter(wb.addWorksheet(S), FMT.php);
  w.add(['Kusina on Wheels - truck loan (BDO)'], { bold: true });
  w.add(['Loan amount', M(principal)]);
  w.add(['Annual interest rate', '11.50%']);
  w.add(['Term (months)', n]);
  const payRow = w.add(['Monthly payment', M(payment)]);
  w.add(['First payment due', day(2025, 3, 15)]);
  w.blank();
  w.add(['No.', 'Due date', 'Payment', 'Interest', 'Principal', 'Balance'], { bold: true });
  const first = w.row + 1;
  for (const x of rows) w.add([x.no, x.due, M(x.pay), M(x.interest), M(x.princ), M(x.balance)]);
  const last = w.row;
  const tr = w.add(
    [
      'Total',
      null,
      M(bsum(rows.map((x) => x.pay))),
      M(bsum(rows.map((x) => x.interest))),
      M(bsum(rows.map((x) => x.princ))),
    ],
    { bold: true },
  );

  const totalInterest = bsum(rows.map((x) => x.interest));
  const y1Principal = bsum(rows.slice(0, 12).map((x) => x.princ));
  const interest2026 = bsum(rows.filter((x) => x.year === 2026).map((x) => x.interest));
  const endOf2026 = rows.filter((x) => x.year === 2026).pop()!.balance;

  const { list, ask, refuse } = questionsFor('foodtruck');
  ask(
    'how much is the monthly payment',
    { value: money(payment) },
    'Monthly payment in the terms block',
    { sheet: S, range: `B${payRow}`, op: 'value' },
  );
  ask(
    'total interest over the whole loan',
    { value: money(totalInterest) },
    'sum of Interest, 36 payments',
    { sheet: S, range: `D${first}:D${last}`, op: 'sum' },
  );
  ask('balance after 12 payments', { value: money(rows[11]!.balance) }, 'Balance on row No. 12', {
    sheet: S,
    range: `F${first + 11}`,
    op: 'value',
  });
  ask('interest in the first payment', { value: money(rows[0]!.interest) }, 'Interest, No. 1', {
    sheet: S,
    range: `D${first}`,
    op: 'value',
  });
  ask(
    'how much principal do we pay off in the first year',
    { value: money(y1Principal) },
    'sum of Principal, payments 1-12',
    { sheet: S, range: `E${first}:E${first + 11}`, op: 'sum' },
  );
  ask(
    'how much will we pay in total',
    { value: money(bsum(rows.map((x) => x.pay))) },
    'sum of Payment, 36 payments',
    { sheet: S, range: `C${first}:C${last}`, op: 'sum' },
  );
  ask(
    'interest paid in 2026',
    { value: money(interest2026) },
    'sum of Interest with a due date in 2026',
  );
  ask(
    'what do we still owe at the end of 2026',
    { value: money(endOf2026) },
    'Balance after the last 2026 payment (15 Dec 2026)',
  );
  ask(
    'last payment amount',
    { value: money(rows[n - 1]!.pay) },
    'Payment, No. 36 (it clears the balance)',
    { sheet: S, range: `C${last}`, op: 'value' },
  );
  ask('how much interest in payment 24', { value: money(rows[23]!.interest) }, 'Interest, No. 24');
  ask(
    'principal portion of the 10th payment',
    { value: money(rows[9]!.princ) },
    'Principal, No. 10',
  );
  ask('how much was the loan', { value: money(principal) }, 'Loan amount');
  refuse('can we pay it off early without penalty', 'the schedule says nothing about prepayment');
  refuse('what rate would another bank give us', 'not in the book');

  return {
    name: 'foodtruck',
    business: 'food truck',
    shape: 'loan amortisation schedule with a terms block and a Total row',
    bytes: await toBytes(wb),
    questions: list,
    totals: [
      { sheet: S, total: `D${tr}`, parts: `D${first}:D${last}` },
      { sheet: S, total: `E${tr}`, parts: `E${first}:E${last}` },
      { sheet: S, total: `C${tr}`, parts: `C${first}:C${last}` },
    ],
  };
}
