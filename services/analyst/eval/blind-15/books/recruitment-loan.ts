/**
 * Recruitment agency, Norwegian kroner (NOK): an office fit-out loan amortisation schedule.
 * Loan terms as label/value lines above the table, then No. / Payment date / Opening balance
 * / Payment / Interest / Principal / Closing balance, 24 monthly rows, a totals row.
 */
import ExcelJS from 'exceljs';
import { divRound, money, pct, sum } from '../../expect';
import { asker, cell, readCents, same, sumColumn, toBytes, type BlindBook } from '../kit';

const NAME = 'recruitment-loan';
const PRINCIPAL = 48_000_000; // kr 480,000.00 in øre
const RATE_BP = 720; // 7.20% a year
const N = 24;
// annuity payment, rounded to the øre (the bank's figure); the last payment clears the rest
const monthly = RATE_BP / 10000 / 12;
const PAYMENT = Math.round((PRINCIPAL * monthly) / (1 - (1 + monthly) ** -N));
const rows: Array<{
  no: number;
  date: Date;
  open: number;
  pay: number;
  interest: number;
  principal: number;
  close: number;
}> = [];
let bal = PRINCIPAL;
for (let i = 1; i <= N; i += 1) {
  const interest = Number(divRound(BigInt(bal) * BigInt(RATE_BP), 120000n));
  const principal = i === N ? bal : PAYMENT - interest;
  rows.push({
    no: i,
    date: new Date(Date.UTC(2025, i, 15)),
    open: bal,
    pay: principal + interest,
    interest,
    principal,
    close: bal - principal,
  });
  bal -= principal;
}
const tot = (k: 'pay' | 'interest' | 'principal'): number => Number(sum(rows.map((x) => x[k])));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Loan');
  ws.addRow(['Fjord Talent AS - DNB fit-out loan']);
  ws.addRow(['Principal', cell(PRINCIPAL)]);
  ws.addRow(['Interest rate (fixed, p.a.)', RATE_BP / 10000]);
  ws.addRow(['Term (months)', N]);
  ws.addRow([]);
  ws.addRow([
    'No.',
    'Payment date',
    'Opening balance',
    'Payment',
    'Interest',
    'Principal',
    'Closing balance',
  ]);
  rows.forEach((x) => {
    const row = ws.addRow([
      x.no,
      x.date,
      cell(x.open),
      cell(x.pay),
      cell(x.interest),
      cell(x.principal),
      cell(x.close),
    ]);
    row.getCell(2).numFmt = 'dd.mm.yyyy'; // per cell: column B above the table holds the loan terms
  });
  ws.addRow(['Total', '', '', cell(tot('pay')), cell(tot('interest')), cell(tot('principal')), '']);
  ws.getCell('B3').numFmt = '0.00%';
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): string[] {
  const ws = wb.getWorksheet('Loan')!;
  return [
    ...same('principal repaid = loan', sumColumn(ws, 'F', 7, 6 + N), readCents(ws, 'B2')),
    ...same('Total interest', readCents(ws, `E${7 + N}`), sumColumn(ws, 'E', 7, 6 + N)),
  ];
}

const { ask, questions } = asker(NAME);
const y1 = rows.filter((x) => x.date.getUTCFullYear() === 2025);

ask(
  'how much interest will we pay in total',
  { value: money(tot('interest')) },
  'sum of Interest (Total row)',
);
ask('monthly payment', { value: money(PAYMENT) }, 'the Payment on each regular row');
ask(
  'what do we still owe after 12 payments',
  { value: money(rows[11]!.close) },
  'Closing balance of payment 12',
);
ask('total repaid over the life of the loan', { value: money(tot('pay')) }, 'sum of Payment');
ask('interest in the first payment', { value: money(rows[0]!.interest) }, 'Interest on No. 1');
ask(
  'how much principal do we pay off in 2025',
  { value: money(sum(y1.map((x) => x.principal))) },
  'Principal on payments dated in 2025',
);
ask(
  'interest paid in 2026',
  {
    value: money(sum(rows.filter((x) => x.date.getUTCFullYear() === 2026).map((x) => x.interest))),
  },
  'Interest on payments dated in 2026',
);
ask(
  'balance after the june 2026 payment',
  {
    value: money(
      rows.find((x) => x.date.getUTCFullYear() === 2026 && x.date.getUTCMonth() === 5)!.close,
    ),
  },
  'Closing balance on the 15.06.2026 row',
);
ask('how big was the loan', { value: money(PRINCIPAL) }, 'Principal');
ask(
  'when is the last payment',
  { at: ['2027', '15.01.2027', 'Jan 2027', '2027-01-15'] },
  'Payment date of No. 24 (15 Jan 2027)',
);
ask('how many payments are left after payment 20', { value: String(N - 20) }, '24 - 20');
ask(
  'interest as a share of everything we pay',
  { value: pct(tot('interest'), tot('pay')) },
  'total Interest / total Payment * 100',
);
ask(
  'what if we pay it off early, how much do we save',
  { refuse: true },
  'needs early-repayment terms the sheet does not give',
);
ask('what rate would another bank give us', { refuse: true }, 'not in the sheet');

export const recruitmentLoan: BlindBook = {
  name: NAME,
  about:
    'recruitment agency, NOK, loan amortisation schedule with terms above the table and a Total row',
  build,
  questions,
  verify,
};
