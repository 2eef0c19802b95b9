/**
 * A surf school's van loan amortisation schedule (NZ$): loan terms in labelled cells above the
 * table (principal, rate, term), then No. / Payment date / Opening balance / Repayment /
 * Interest / Principal / Closing balance, 24 monthly rows and a Totals row.
 * Interest is computed per month in cents, rounded half up; the last payment clears the loan.
 */
import ExcelJS from 'exceljs';
import {
  asker,
  cell,
  divRound,
  money,
  pct,
  sum,
  toBytes,
  MONTH_NAMES,
  type BlindBook,
} from '../kit';

interface Period {
  n: number;
  date: Date;
  open: bigint;
  pay: bigint;
  interest: bigint;
  principal: bigint;
  close: bigint;
}

export async function surfloanBook(): Promise<BlindBook> {
  const principal = 4_200_000n; // NZ$42,000.00
  const rateBp = 895n; // 8.95% a year
  const pay = 191_800n; // NZ$1,918.00 a month
  const rows: Period[] = [];
  let bal = principal;
  for (let n = 1; n <= 24; n++) {
    const interest = divRound(bal * rateBp, 12n * 10000n);
    let p = pay;
    let principalPart = p - interest;
    if (n === 24) {
      principalPart = bal;
      p = bal + interest;
    }
    rows.push({
      n,
      date: new Date(Date.UTC(2025, n - 1, 20)),
      open: bal,
      pay: p,
      interest,
      principal: principalPart,
      close: bal - principalPart,
    });
    bal -= principalPart;
  }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Van loan');
  ws.addRow(['Raglan Surf Co — Toyota Hiace loan, ASB']);
  ws.addRow(['Loan amount', cell(principal)]);
  ws.addRow(['Interest rate (p.a.)', 0.0895]);
  ws.addRow(['Term (months)', 24]);
  ws.addRow([]);
  ws.addRow([
    'No.',
    'Payment date',
    'Opening balance',
    'Repayment',
    'Interest',
    'Principal',
    'Closing balance',
  ]);
  for (const x of rows)
    ws.addRow([
      x.n,
      x.date,
      cell(x.open),
      cell(x.pay),
      cell(x.interest),
      cell(x.principal),
      cell(x.close),
    ]);
  const tI = sum(rows.map((x) => x.interest));
  const tP = sum(rows.map((x) => x.principal));
  const tPay = sum(rows.map((x) => x.pay));
  ws.addRow(['Totals', null, null, cell(tPay), cell(tI), cell(tP), null]);
  ws.getColumn(2).numFmt = 'd mmm yyyy';
  ws.getCell('B3').numFmt = '0.00%';

  const y1 = rows.slice(0, 12);
  const { q, list } = asker('surfloan');
  q(
    'how much interest will we pay over the whole loan',
    { value: money(tI) },
    'sum of Interest over 24 payments (= Totals row)',
  );
  q(
    'balance after 12 payments',
    { value: money(rows[11]!.close) },
    'Closing balance of payment 12',
  );
  q('monthly repayment', { value: money(pay) }, 'the regular Repayment (payments 1-23)');
  q(
    'how much of the loan did we pay off in 2025',
    { value: money(sum(y1.map((x) => x.principal))) },
    'sum of Principal for payments dated 2025',
  );
  q(
    'interest paid in 2025',
    { value: money(sum(y1.map((x) => x.interest))) },
    'sum of Interest for payments dated 2025',
  );
  q('total repayments', { value: money(tPay) }, 'sum of Repayment (= Totals row)');
  q('what is the final payment', { value: money(rows[23]!.pay) }, 'Repayment of payment 24');
  q(
    `interest in ${MONTH_NAMES[5]!.toLowerCase()} 2025`,
    { value: money(rows[5]!.interest) },
    'Interest of the payment dated 20 Jun 2025',
  );
  q(
    'what do we still owe after the march 2026 payment',
    { value: money(rows[14]!.close) },
    'Closing balance, payment 15 (Mar 2026)',
  );
  q('how much did we borrow', { value: money(principal) }, 'Loan amount');
  q(
    'highest interest payment',
    { value: money(rows[0]!.interest) },
    'largest Interest (the first payment)',
  );
  q(
    'total cost of borrowing as % of the loan',
    { value: pct(tI, principal) },
    'total Interest / Loan amount, %',
  );
  q(
    'can we pay the loan off early without a fee',
    { refuse: true },
    'loan terms beyond the schedule are not in the book',
  );
  q('what did the van cost to insure', { refuse: true }, 'no insurance in the book');
  return {
    name: 'surfloan',
    business: 'surf school van loan (NZ$)',
    bytes: await toBytes(wb),
    questions: list,
    checks: [
      { what: 'principal repaid = loan', a: tP, b: principal },
      { what: 'payments = principal + interest', a: tPay, b: tP + tI },
    ],
  };
}
