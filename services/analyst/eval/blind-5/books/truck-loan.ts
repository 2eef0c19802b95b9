/**
 * A trucking firm's truck loan amortisation schedule (₱): a loan block on top (principal,
 * annual rate, term), then one row per monthly payment, rounded to the centavo each period,
 * the last payment absorbing the rounding, and a totals row.
 */
import { BookKit, cell, type BuiltBook } from '../kit/kit';
import { divRound, money, total } from '../kit/money';

export async function buildTruckLoan(): Promise<BuiltBook> {
  const k = new BookKit('truck-loan', 'trucking company', 'loan amortisation schedule');
  const principal = 3_480_000_00;
  const rateBp = 975n; // 9.75% a year
  const n = 36;
  // level payment to the centavo: P r / (1 - (1+r)^-n), computed in rational bigint steps
  const SCALE = 10n ** 18n;
  const r = (rateBp * SCALE) / 120000n; // monthly rate scaled
  let pow = SCALE;
  for (let i = 0; i < n; i++) pow = (pow * (SCALE + r)) / SCALE;
  const payment = Number(divRound(BigInt(principal) * r * pow, (pow - SCALE) * SCALE));
  const rows: Array<{
    no: number;
    date: Date;
    open: number;
    pay: number;
    interest: number;
    princ: number;
    close: number;
  }> = [];
  let bal = principal;
  for (let i = 0; i < n; i++) {
    const interest = Number(divRound(BigInt(bal) * rateBp, 120000n));
    const pay = i === n - 1 ? bal + interest : payment;
    const princ = pay - interest;
    rows.push({
      no: i + 1,
      date: new Date(Date.UTC(2025, 1 + i, 15)),
      open: bal,
      pay,
      interest,
      princ,
      close: bal - princ,
    });
    bal -= princ;
  }
  const ws = k.wb.addWorksheet('Amortisation');
  ws.addRow(['Isuzu FVR truck loan - BDO']);
  ws.addRow(['Loan amount', cell(principal)]);
  ws.addRow(['Annual rate', 0.0975]);
  ws.addRow(['Term (months)', n]);
  ws.addRow([]);
  ws.addRow([
    'No.',
    'Due date',
    'Opening balance',
    'Payment',
    'Interest',
    'Principal',
    'Closing balance',
  ]);
  for (const x of rows) {
    const row = ws.addRow([
      x.no,
      x.date,
      cell(x.open),
      cell(x.pay),
      cell(x.interest),
      cell(x.princ),
      cell(x.close),
    ]);
    row.getCell(2).numFmt = 'd mmm yyyy';
    for (let c = 3; c <= 7; c++) row.getCell(c).numFmt = '"₱"#,##0.00';
  }
  ws.addRow([
    'Total',
    '',
    '',
    ...[rows.map((x) => x.pay), rows.map((x) => x.interest), rows.map((x) => x.princ)].map((xs) =>
      cell(total(xs)),
    ),
    '',
  ]);

  const interest = total(rows.map((x) => x.interest));
  const y = (yr: number): typeof rows => rows.filter((x) => x.date.getUTCFullYear() === yr);
  k.check(
    'principal column repays the loan exactly',
    total(rows.map((x) => x.princ)) === principal && rows[n - 1]!.close === 0,
  );
  k.check(
    'payments = principal + interest',
    total(rows.map((x) => x.pay)) === principal + interest,
  );

  k.ask('how much interest will we pay over the whole loan', {
    value: money(interest),
    means: 'sum of Interest (Total row)',
  });
  k.ask('monthly payment', { value: money(payment), means: 'the level Payment (payments 1..35)' });
  k.ask('balance after payment 12', {
    value: money(rows[11]!.close),
    means: 'Closing balance, No. 12',
  });
  k.ask('interest paid in 2025', {
    value: money(total(y(2025).map((x) => x.interest))),
    means: 'Interest of payments due in 2025',
  });
  k.ask('how much principal do we pay off in 2026', {
    value: money(total(y(2026).map((x) => x.princ))),
    means: 'Principal of payments due in 2026',
  });
  k.ask('how much do we still owe after the june 2026 payment', {
    value: money(
      rows.find((x) => x.date.getUTCFullYear() === 2026 && x.date.getUTCMonth() === 5)!.close,
    ),
    means: 'Closing balance of the 15 Jun 2026 row',
  });
  k.ask('total of all payments', {
    value: money(total(rows.map((x) => x.pay))),
    means: 'sum of Payment',
  });
  k.ask('interest portion of the first payment', {
    value: money(rows[0]!.interest),
    means: 'Interest, No. 1',
  });
  k.ask('last payment amount', {
    value: money(rows[n - 1]!.pay),
    means: 'Payment, No. 36 (absorbs rounding)',
  });
  k.ask('how much was the loan', { value: money(principal), means: 'Loan amount' });
  k.refuse('can we afford another truck', 'no income or cash data');
  k.refuse('what if we pay it off early', 'no prepayment terms in the sheet');
  return k.done();
}
