/**
 * Solar installer (US$): a multi-sheet book. Sheet "Cash Flow": a cash-flow statement,
 * years as text headers "FY2024", "FY2025" (oldest first), three sections with subtotals,
 * net change, opening and closing cash. Sheet "Van loan": an amortisation schedule.
 */
import { money, sum } from '../../expect';
import { divRound } from '../../expect';
import { Asker, between, cell, newBook, rngFor, toBytes, type BlindBook } from '../lib';

const r = rngFor('solar-cashflow');
// loan: $60,000 drawn 2024-01, 36 monthly payments at 9% a year, interest rounded to the cent
const LOAN = 6_000_000n;
const N = 36;
const PAYMENT = 190_800n; // $1,908.00 (annuity at 0.75%/month is $1,907.99, rounded up; last payment settles)
interface Pmt {
  n: number;
  date: string;
  payment: bigint;
  interest: bigint;
  principal: bigint;
  balance: bigint;
}
const sched: Pmt[] = [];
let bal = LOAN;
for (let n = 1; n <= N; n++) {
  const interest = divRound(bal * 75n, 10000n);
  const payment = n === N ? bal + interest : PAYMENT;
  const principal = payment - interest;
  bal -= principal;
  const y = 2024 + Math.floor((n - 1) / 12);
  sched.push({
    n,
    date: `${y}-${String(((n - 1) % 12) + 1).padStart(2, '0')}-28`,
    payment,
    interest,
    principal,
    balance: bal,
  });
}

const Y = ['FY2024', 'FY2025'];
const principalIn = (y: string): bigint =>
  -sum(sched.filter((p) => p.date.startsWith(y)).map((p) => p.principal));

const v = (lo: number, hi: number, sign = 1): bigint[] =>
  Y.map(() => BigInt(sign * (between(r, lo, hi) * 100 + between(r, 0, 99)) * 100));
const OP: Record<string, bigint[]> = {
  'Cash received from customers': v(1400, 2300),
  'Paid to suppliers (panels, inverters)': v(700, 1250, -1),
  'Wages paid': v(310, 420, -1),
  'Income tax paid': v(20, 70, -1),
};
const INV: Record<string, bigint[]> = {
  'Vans purchased': v(0, 90, -1),
  'Tools & equipment': v(8, 30, -1),
};
const FIN: Record<string, bigint[]> = {
  'Loan drawn': [6_000_000n, 0n],
  'Loan repayments': [principalIn('2024'), principalIn('2025')],
  "Owner's drawings": v(60, 140, -1),
};
const net = (g: Record<string, bigint[]>): bigint[] =>
  Y.map((_, k) => sum(Object.values(g).map((x) => x[k]!)));
const nOp = net(OP);
const nInv = net(INV);
const nFin = net(FIN);
const change = Y.map((_, k) => nOp[k]! + nInv[k]! + nFin[k]!);
const open0 = 4_812_300n;
const opening = [open0, open0 + change[0]!];
const closing = [opening[0]! + change[0]!, opening[1]! + change[1]!];

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Cash Flow');
  ws.addRow(['SunRidge Solar Installations LLC']);
  ws.addRow(['Statement of cash flows (USD)']);
  ws.addRow(['', ...Y]);
  const put = (label: string, x: bigint[]): void => void ws.addRow([label, ...x.map(cell)]);
  const sect = (head: string, g: Record<string, bigint[]>, total: string, t: bigint[]): void => {
    ws.addRow([head]);
    for (const [k, x] of Object.entries(g)) put(k, x);
    put(total, t);
    ws.addRow([]);
  };
  sect('Operating activities', OP, 'Net cash from operating activities', nOp);
  sect('Investing activities', INV, 'Net cash used in investing activities', nInv);
  sect('Financing activities', FIN, 'Net cash from financing activities', nFin);
  put('Net increase (decrease) in cash', change);
  put('Cash at beginning of year', opening);
  put('Cash at end of year', closing);
  const wl = wb.addWorksheet('Van loan');
  wl.addRow(['Van loan, First Prairie Bank: $60,000 at 9.00% over 36 months']);
  wl.addRow(['#', 'Date', 'Payment', 'Interest', 'Principal', 'Balance']);
  sched.forEach((p) =>
    wl.addRow([p.n, p.date, cell(p.payment), cell(p.interest), cell(p.principal), cell(p.balance)]),
  );
  wl.addRow([
    'Total',
    '',
    cell(sum(sched.map((p) => p.payment))),
    cell(sum(sched.map((p) => p.interest))),
    cell(sum(sched.map((p) => p.principal))),
    '',
  ]);
  return toBytes(wb);
}

const q = new Asker('solar');
const in2025 = sched.filter((p) => p.date.startsWith('2025'));
q.value('operating cash flow 2025', money(nOp[1]!), 'Net cash from operating activities, FY2025');
q.value('cash at the end of 2025', money(closing[1]!), 'Cash at end of year, FY2025');
q.value(
  'loan repayments last year',
  money(FIN['Loan repayments']![1]!),
  'Loan repayments, FY2025 (negative as shown; sign ignored)',
);
q.value('net change in cash 2024', money(change[0]!), 'Net increase (decrease) in cash, FY2024');
q.value(
  'what did we spend on investing in 2025',
  money(nInv[1]!),
  'Net cash used in investing activities, FY2025 (sign ignored)',
);
q.value(
  'owner drawings over both years',
  money(sum(FIN["Owner's drawings"]!)),
  "Owner's drawings FY2024 + FY2025 (sign ignored)",
);
q.value(
  'cash received from customers 2024',
  money(OP['Cash received from customers']![0]!),
  'FY2024',
);
q.value(
  'how much cash did we start 2024 with',
  money(opening[0]!),
  'Cash at beginning of year, FY2024',
);
q.value(
  'total interest on the van loan',
  money(sum(sched.map((p) => p.interest))),
  'Van loan, Total row, Interest',
);
q.value(
  'loan balance after payment 12',
  money(sched[11]!.balance),
  'Van loan, Balance on row # 12',
);
q.value(
  'principal paid on the van loan in 2025',
  money(sum(in2025.map((p) => p.principal))),
  'sum of Principal for payments dated 2025',
);
q.value('monthly loan payment', money(PAYMENT), 'Payment on the regular rows');
q.value('interest in the first payment', money(sched[0]!.interest), 'Interest, payment # 1');
q.value('wages paid in fy2025', money(OP['Wages paid']![1]!), 'Wages paid, FY2025 (sign ignored)');
q.refuse(
  'what was our profit in 2025',
  'a cash-flow statement is not a P&L; profit is not in the book',
);
q.refuse('cash flow for 2026', 'only FY2024 and FY2025');

// signs: the sheet shows outflows negative; an owner may get either sign back
for (const x of q.list) if (x.expect.value !== undefined) x.expect.abs = true;

export const solarCashflow: BlindBook = {
  name: 'solar-cashflow',
  business: 'solar installer',
  currency: '$',
  shape: 'multi-sheet: cash-flow statement + loan amortisation',
  build,
  questions: q.list,
  checks: [
    { what: 'closing 2024 = opening 2025', a: closing[0]!, b: opening[1]! },
    { what: 'loan principal = loan', a: sum(sched.map((p) => p.principal)), b: LOAN },
    {
      what: 'cash-flow repayments = schedule principal 2025',
      a: -FIN['Loan repayments']![1]!,
      b: sum(in2025.map((p) => p.principal)),
    },
    { what: 'loan ends at 0', a: sched[N - 1]!.balance, b: 0n },
  ],
};
