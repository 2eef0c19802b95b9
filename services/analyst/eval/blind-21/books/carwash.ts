/** Car wash (Kharkiv), equipment loan amortisation schedule in ₴: monthly payments, interest, principal, balance. */
import ExcelJS from 'exceljs';
import {
  asker,
  cell,
  divRound,
  hundredths as m,
  monthAt,
  sum,
  type BlindBook,
  type BlindQuestion,
} from '../common';

export function carwash(): BlindBook {
  const principal = 1_200_000_00n;
  const n = 24;
  const ratePerMonthBp = 150n; // 1.5% a month, basis points of a percent x100: 150 / 10000
  // level payment rounded to the kopiyka; last payment clears the balance
  // payment = P r / (1 - (1+r)^-n), computed in floating point only to choose the level payment
  const rf = 0.015;
  const payment = BigInt(Math.round((Number(principal) * rf) / (1 - Math.pow(1 + rf, -n))));
  interface Row {
    k: number;
    date: string;
    open: bigint;
    pay: bigint;
    interest: bigint;
    princ: bigint;
    close: bigint;
  }
  const rows: Row[] = [];
  let bal = principal;
  for (let k = 0; k < n; k++) {
    const interest = divRound(bal * ratePerMonthBp, 10_000n);
    const pay = k === n - 1 ? bal + interest : payment;
    const princ = pay - interest;
    const close = bal - princ;
    const month = (k + 2) % 12;
    const year = 2025 + Math.floor((k + 2) / 12);
    rows.push({
      k: k + 1,
      date: `${monthAt(month, year)[3]}`,
      open: bal,
      pay,
      interest,
      princ,
      close,
    });
    bal = close;
  }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Кредит обладнання');
  ws.addRow(['Aqua Shine car wash — equipment loan, PrivatBank']);
  ws.addRow([
    'Principal ₴1,200,000.00; 18% a year (1.5% a month); 24 monthly payments from 2025-03',
  ]);
  ws.addRow([]);
  ws.addRow([
    '#',
    'Month',
    'Opening balance',
    'Payment',
    'Interest',
    'Principal',
    'Closing balance',
  ]);
  for (const x of rows)
    ws.addRow([
      x.k,
      x.date,
      cell(x.open),
      cell(x.pay),
      cell(x.interest),
      cell(x.princ),
      cell(x.close),
    ]);
  ws.addRow([
    '',
    'Total',
    null,
    cell(sum(rows.map((x) => x.pay))),
    cell(sum(rows.map((x) => x.interest))),
    cell(sum(rows.map((x) => x.princ))),
    null,
  ]);

  const out: BlindQuestion[] = [];
  const q = asker('carwash', out);
  q('how much interest will we pay in total', 'sum of Interest over 24 payments', {
    value: m(sum(rows.map((x) => x.interest))),
  });
  q('monthly payment', 'the level Payment (payments 1-23)', { value: m(payment) });
  q('total repaid over the loan', 'sum of Payment', { value: m(sum(rows.map((x) => x.pay))) });
  const nowIdx = rows.findIndex((x) => x.date === '2026-11');
  q('what do we still owe after the november 2026 payment', 'Closing balance, 2026-11', {
    value: m(rows[nowIdx]!.close),
  });
  q('interest paid in 2025', 'Interest for months 2025-03 .. 2025-12', {
    value: m(sum(rows.filter((x) => x.date.startsWith('2025')).map((x) => x.interest))),
  });
  q('principal paid in 2026', 'Principal for months dated 2026', {
    value: m(sum(rows.filter((x) => x.date.startsWith('2026')).map((x) => x.princ))),
  });
  q('when is the loan paid off', 'month of the last payment', {
    at: monthAt((n + 1) % 12, 2025 + Math.floor((n + 1) / 12)),
  });
  q('interest in the first payment', 'Interest, payment #1', { value: m(rows[0]!.interest) });
  q('how much of payment 12 is principal', 'Principal, payment #12', { value: m(rows[11]!.princ) });
  q('balance at the start of 2026', 'Opening balance of 2026-01', {
    value: m(rows.find((x) => x.date === '2026-01')!.open),
  });
  q('how many payments are left after october 2026', 'payments dated after 2026-10', {
    value: String(rows.filter((x) => x.date > '2026-10').length),
  });
  q('should we pay the loan off early', 'advice, not a figure on the sheet', { refuse: true });
  q('what is the loan costing us compared to leasing', 'no leasing figures', { refuse: true });
  return {
    name: 'carwash',
    business: 'car wash, ₴, loan amortisation',
    workbook: wb,
    questions: out,
  };
}
