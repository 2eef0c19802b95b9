/**
 * A dog-walking service's van loan amortisation schedule in Canadian dollars: loan terms in
 * a block above the table, then No., Due date, Payment, Interest, Principal, Balance for 36
 * monthly payments. Interest is computed per month on the balance in integer cents.
 */
import ExcelJS from 'exceljs';
import {
  Questions,
  cell,
  divRound,
  fmt,
  rngFor,
  sum,
  toBytes,
  intIn,
  type BlindBook,
} from '../kit';

const NAME = 'dogwalk-loan';

interface Line {
  n: number;
  due: Date;
  payment: bigint;
  interest: bigint;
  principal: bigint;
  balance: bigint;
}

export async function build(): Promise<BlindBook> {
  const rng = rngFor(NAME);
  const principal0 = BigInt(intIn(rng, 240, 360) * 10000); // $24,000 - $36,000 in whole hundreds
  const rateBp = 795n; // 7.95% a year, in basis points
  const n = 36;
  // level payment rounded up to the cent, last payment clears the balance
  const r = Number(rateBp) / 10000 / 12;
  const payment = BigInt(Math.ceil((Number(principal0) * r) / (1 - (1 + r) ** -n)));
  const lines: Line[] = [];
  let bal = principal0;
  for (let i = 1; i <= n; i++) {
    const interest = divRound(bal * rateBp, 120000n);
    let pay = payment;
    if (i === n || interest + bal < pay) pay = interest + bal;
    const princ = pay - interest;
    bal -= princ;
    lines.push({
      n: i,
      due: new Date(Date.UTC(2025, 1 + i, 15)),
      payment: pay,
      interest,
      principal: princ,
      balance: bal,
    });
  }

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Van loan');
  ws.addRow(['Happy Tails Dog Walking - van loan (CAD)']);
  fmt(ws.addRow(['Loan amount', cell(principal0)]), [2]);
  ws.addRow(['Annual rate', 0.0795]).getCell(2).numFmt = '0.00%';
  ws.addRow(['Term (months)', n]);
  ws.addRow(['First payment', new Date(Date.UTC(2025, 2, 15))]).getCell(2).numFmt = 'mmm d, yyyy';
  ws.addRow([]);
  ws.addRow(['No.', 'Due date', 'Payment', 'Interest', 'Principal', 'Balance']);
  for (const l of lines) {
    const row = ws.addRow([
      l.n,
      l.due,
      cell(l.payment),
      cell(l.interest),
      cell(l.principal),
      cell(l.balance),
    ]);
    row.getCell(2).numFmt = 'yyyy-mm-dd';
    fmt(row, [3, 4, 5, 6]);
  }

  const q = new Questions(NAME);
  const totalInterest = sum(lines.map((l) => l.interest));
  const in2025 = lines.filter((l) => l.due.getUTCFullYear() === 2025);
  const first12 = lines.slice(0, 12);
  q.money(
    'how much interest will we pay in total',
    totalInterest,
    'sum of Interest over all 36 payments',
  );
  q.money(
    'interest paid in 2025',
    sum(in2025.map((l) => l.interest)),
    'Interest on payments due in 2025 (Mar-Dec, 10 payments)',
  );
  q.money('what do we still owe after payment 12', lines[11]!.balance, 'Balance on row No. 12');
  q.money('monthly payment', payment, 'the level Payment (rows 1-35)');
  q.num('how many payments', n, '36 payment rows');
  q.money(
    'principal paid in the first year',
    sum(first12.map((l) => l.principal)),
    'Principal, payments 1-12',
  );
  q.money('how much did we borrow', principal0, 'Loan amount');
  q.money(
    'total of all payments',
    sum(lines.map((l) => l.payment)),
    'sum of Payment (= loan + total interest)',
  );
  q.money('interest on the first payment', lines[0]!.interest, 'Interest, No. 1');
  q.money('final payment', lines[n - 1]!.payment, 'Payment, No. 36 (clears the balance)');
  q.money(
    'balance at end of 2026',
    [...lines].filter((l) => l.due.getUTCFullYear() === 2026).pop()!.balance,
    'Balance after the last payment due in 2026 (Dec 15, 2026)',
  );
  q.money(
    'principal paid in 2026',
    sum(lines.filter((l) => l.due.getUTCFullYear() === 2026).map((l) => l.principal)),
    'Principal on payments due in 2026',
  );
  q.refuse('should we pay it off early', 'advice, not a figure in the sheet');
  q.refuse('how many dogs do we walk a week', 'no walk data in the loan schedule');

  return {
    name: NAME,
    business: 'dog-walking service',
    shape: 'loan amortisation schedule with a terms block above the table',
    bytes: await toBytes(wb),
    questions: q.list,
    checks: [
      {
        what: 'principal repaid = loan',
        got: sum(lines.map((l) => l.principal)),
        want: principal0,
      },
      { what: 'ends at zero', got: lines[n - 1]!.balance, want: 0n },
      {
        what: 'payments = loan + interest',
        got: sum(lines.map((l) => l.payment)),
        want: principal0 + totalInterest,
      },
    ],
  };
}
