/** Driving school (CHF): cash-flow statement, years as text "FY2025"/"FY2024" newest first,
 * plus a second sheet with the car loan amortisation schedule. */
import ExcelJS from 'exceljs';
import { divRound, growth, hundredths, sum } from '../../expect';
import { REFUSE, asker, bytes, cell, int, rng, sheet, type BlindBook, type Row } from '../kit';

const r = rng(17714);
const v = () => [BigInt(int(r, 100, 900) * 10000), BigInt(int(r, 100, 900) * 10000)]; // [2025, 2024]
const neg = (x: bigint[]) => x.map((y) => -y);
const op = {
  'Net income': v(),
  Depreciation: v(),
  'Change in receivables': neg(v()),
  'Change in payables': v(),
};
const inv = { 'Purchase of vehicles': neg(v()), 'Sale of vehicles': v() };
const fin = {
  'Loan proceeds': [0n, 4800000n],
  'Loan repayments': neg(v()),
  'Owner drawings': neg(v()),
};
const tot = (g: Record<string, bigint[]>) =>
  [0, 1].map((i) => sum(Object.values(g).map((x) => x[i]!)));
const nOp = tot(op);
const nInv = tot(inv);
const nFin = tot(fin);
const change = [0, 1].map((i) => nOp[i]! + nInv[i]! + nFin[i]!);
const begin2024 = 2275000n;
const end2024 = begin2024 + change[1]!;
const begin = [end2024, begin2024];
const end = [end2024 + change[0]!, end2024];

// loan: 48,000 CHF at 4.8% a year, 24 monthly payments, interest rounded to the rappen
const principal0 = 4800000n;
const rateNum = 48n; // per mille a year -> monthly 4/1000
const pay = 210290n;
const sched: Array<{ n: number; pay: bigint; int: bigint; prin: bigint; bal: bigint }> = [];
let bal = principal0;
for (let n = 1; n <= 24; n++) {
  const i = divRound(bal * rateNum, 12000n);
  const p = n === 24 ? bal + i : pay;
  const prin = p - i;
  bal -= prin;
  sched.push({ n, pay: p, int: i, prin, bal });
}

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const L = (k: string, x: bigint[]): Row => [k, cell(x[0]!), cell(x[1]!)];
  sheet(wb, 'Cash flow', [
    ['Fahrschule Alpenblick GmbH'],
    ['Statement of cash flows'],
    ['CHF'],
    [],
    [null, 'FY2025', 'FY2024'],
    ['Cash flows from operating activities'],
    ...Object.entries(op).map(([k, x]) => L(k, x)),
    L('Net cash from operating activities', nOp),
    [],
    ['Cash flows from investing activities'],
    ...Object.entries(inv).map(([k, x]) => L(k, x)),
    L('Net cash used in investing activities', nInv),
    [],
    ['Cash flows from financing activities'],
    ...Object.entries(fin).map(([k, x]) => L(k, x)),
    L('Net cash from financing activities', nFin),
    [],
    L('Net change in cash', change),
    L('Cash at beginning of year', begin),
    L('Cash at end of year', end),
  ]);
  sheet(wb, 'Car loan', [
    ['Vehicle loan - Kantonalbank, CHF 48,000 at 4.8% p.a., 24 months from Jan 2024'],
    [],
    ['Payment no.', 'Payment', 'Interest', 'Principal', 'Balance'],
    ...sched.map((s) => [s.n, cell(s.pay), cell(s.int), cell(s.prin), cell(s.bal)]),
  ]);
  return bytes(wb);
}

const { q, list } = asker('drivingschool');
q(
  'operating cash flow 2025',
  { value: hundredths(nOp[0]!) },
  'Net cash from operating activities, FY2025',
);
q(
  'how much did we spend on new cars in 2025',
  { value: hundredths(-inv['Purchase of vehicles'][0]!), abs: true },
  'Purchase of vehicles FY2025 (sign either way)',
);
q('net change in cash in 2024', { value: hundredths(change[1]!) }, 'Net change in cash, FY2024');
q('cash at the end of 2025', { value: hundredths(end[0]!) }, 'Cash at end of year, FY2025');
q(
  'how much did operating cash flow change from 2024 to 2025 in %',
  { value: growth(nOp[1]!, nOp[0]!) },
  '(2025-2024)/|2024| x 100',
);
q(
  'owner drawings in 2024',
  { value: hundredths(fin['Owner drawings'][1]!), abs: true },
  'Owner drawings FY2024 ',
);
q('depreciation 2025', { value: hundredths(op.Depreciation[0]!) }, 'one cell');
q(
  'total interest on the car loan',
  { value: hundredths(sum(sched.map((s) => s.int))) },
  'sum of Interest over 24 payments',
);
q('loan balance after payment 12', { value: hundredths(sched[11]!.bal) }, 'Balance on row 12');
q(
  'what is the monthly loan payment',
  { value: hundredths(pay) },
  'Payment on rows 1-23 (the last is a final adjustment)',
);
q(
  'how much principal did we pay off in the first year',
  { value: hundredths(sum(sched.slice(0, 12).map((s) => s.prin))) },
  'Principal, payments 1-12',
);
q('interest in payment 1', { value: hundredths(sched[0]!.int) }, 'one cell');
q('net cash from financing 2025', { value: hundredths(nFin[0]!) }, 'one cell');
q('cash flow forecast for 2026', REFUSE, 'no 2026 data');
q('how many students passed their test', REFUSE, 'not on any sheet');
export const drivingschool: BlindBook = {
  name: 'drivingschool',
  business: 'driving school',
  build,
  questions: list,
};
export const loanBalanceEnd = sched[23]!.bal;
