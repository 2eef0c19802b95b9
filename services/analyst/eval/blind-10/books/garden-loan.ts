/**
 * Market garden: a tractor loan amortisation schedule (No., Due date, Opening balance,
 * Payment, Interest, Principal, Closing balance), 36 monthly payments from February 2025,
 * interest rounded to the cent each month, the last payment clears the balance. Loan terms
 * in a block above the table. GBP.
 */
import ExcelJS from 'exceljs';
import { divRound, money } from '../../expect';
import { asker, cell, seeded, sumOf, SEED, type BlindBook } from '../kit';

interface Pay {
  n: number;
  year: number;
  month: number;
  open: bigint;
  payment: bigint;
  interest: bigint;
  principal: bigint;
  close: bigint;
}

export function gardenLoan(): BlindBook {
  const name = 'garden-loan';
  const rng = seeded(SEED, name);
  const principal0 = BigInt(rng.int(24, 46) * 100000);
  const rateBp = BigInt(rng.pick([689, 725, 790, 815]));
  const n = 36;
  // payment from the annuity formula, rounded up to the cent (computed in floating point only
  // to choose the payment; every figure below is exact cents)
  const r = Number(rateBp) / 10000 / 12;
  const payment = BigInt(Math.ceil((Number(principal0) * r) / (1 - Math.pow(1 + r, -n))));
  const pays: Pay[] = [];
  let bal = principal0;
  for (let i = 0; i < n; i++) {
    const interest = divRound(bal * rateBp, 120000n);
    const pay = i === n - 1 || bal + interest < payment ? bal + interest : payment;
    const principal = pay - interest;
    const m = 1 + i;
    pays.push({
      n: i + 1,
      year: 2025 + Math.floor(m / 12),
      month: m % 12,
      open: bal,
      payment: pay,
      interest,
      principal,
      close: bal - principal,
    });
    bal -= principal;
    if (bal === 0n) break;
  }

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Tractor loan');
  ws.addRow(['Greenacre Market Garden - John Deere 5075E finance']);
  ws.addRow(['Loan amount', cell(principal0)]);
  ws.addRow(['Annual rate', Number(rateBp) / 10000]).getCell(2).numFmt = '0.00%';
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
  for (const p of pays) {
    const row = ws.addRow([
      p.n,
      new Date(Date.UTC(p.year, p.month, 1)),
      cell(p.open),
      cell(p.payment),
      cell(p.interest),
      cell(p.principal),
      cell(p.close),
    ]);
    row.getCell(2).numFmt = 'dd mmm yyyy';
  }

  const interestIn = (y: number): bigint =>
    sumOf(pays.filter((p) => p.year === y).map((p) => p.interest));
  const { ask, questions } = asker(name);
  ask(
    'how much interest will we pay over the whole loan',
    { value: money(sumOf(pays.map((p) => p.interest))) },
    'sum of the Interest column',
  );
  ask(
    'whats the balance after the 12th payment',
    { value: money(pays[11]!.close) },
    'Closing balance, No. 12',
  );
  ask('interest in the first payment', { value: money(pays[0]!.interest) }, 'Interest, No. 1');
  ask(
    'monthly payment?',
    { value: money(payment) },
    'the regular Payment (all but possibly the last)',
  );
  ask('how much did we borrow', { value: money(principal0) }, 'Loan amount');
  ask('how many payments are there', { value: String(pays.length) }, 'rows in the schedule');
  ask(
    'interest paid in 2026',
    { value: money(interestIn(2026)) },
    'Interest of payments due in 2026',
  );
  ask(
    'how much principal do we pay off in 2025',
    { value: money(sumOf(pays.filter((p) => p.year === 2025).map((p) => p.principal))) },
    'Principal of payments due in 2025',
  );
  ask(
    'total of all payments',
    { value: money(sumOf(pays.map((p) => p.payment))) },
    'sum of the Payment column',
  );
  ask(
    'what is the final payment',
    { value: money(pays[pays.length - 1]!.payment) },
    'Payment on the last row',
  );
  ask(
    'what do we still owe after payment 24',
    { value: money(pays[23]!.close) },
    'Closing balance, No. 24',
  );
  ask(
    'interest rate',
    { value: [money(rateBp), (Number(rateBp) / 10000).toString()] },
    'Annual rate, in percent points (or as the fraction written in the cell)',
  );
  ask(
    'can we afford to pay it off early',
    { refuse: true },
    'no cash or income figures in the book',
  );
  ask(
    'what did the tractor cost',
    { refuse: true },
    'only the loan amount; the price (deposit, trade-in) is not in the sheet',
  );

  return {
    name,
    business: 'market garden',
    shape: 'loan amortisation schedule with a terms block above the table',
    workbook: wb,
    questions,
    checks: [
      {
        what: 'principal column sums to the loan',
        a: sumOf(pays.map((p) => p.principal)),
        b: principal0,
      },
      { what: 'last closing balance is zero', a: pays[pays.length - 1]!.close, b: 0n },
      {
        what: 'payments = principal + interest',
        a: sumOf(pays.map((p) => p.payment)),
        b: principal0 + sumOf(pays.map((p) => p.interest)),
      },
    ],
  };
}
