/**
 * florist: a bridal florist's bank export, 1 September – 30 November 2026, newest first as the
 * bank gives it: account and period lines above the header, Date | Type | Description |
 * Amount (one signed column) | Balance. No brought-forward row: the opening balance is the
 * oldest row's balance less its amount. GBP.
 */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  day,
  dayPlaces,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  uniqueMax,
  uniqueMin,
  type BlindBook,
} from '../lib';

const r = rng(7);
const OPENING = 842017n;

interface Tx {
  m: number; // 8 = Sep, 9 = Oct, 10 = Nov
  d: number;
  type: string;
  desc: string;
  cents: bigint; // signed
  order: number;
}
const txs: Tx[] = [];
let order = 0;
const add = (m: number, d: number, type: string, desc: string, cents: bigint): void => {
  txs.push({ m, d, type, desc, cents, order: order++ });
};
const amt = (lo: number, hi: number): bigint => BigInt(r.int(lo * 100, hi * 100));
const COUPLES = [
  'PATEL',
  'OKAFOR',
  'WHITMORE',
  'JENKINS',
  'BYRNE',
  'KOWALSKI',
  'HADDAD',
  'FLETCHER',
  'NAKAMURA',
  'ONEILL',
  'REID',
  'SANDHU',
  'MORGAN',
  'ASHWORTH',
];
let couple = 0;
const DAYS = [30, 31, 30];
[8, 9, 10].forEach((m, k) => {
  add(m, 1, 'SO', 'RENT UNIT 4 ABBEY YARD', -95000n);
  add(m, 5, 'FPO', 'TFR S PRICE DRAWINGS', -200000n);
  for (let d = 2; d <= DAYS[k]!; d += r.int(3, 4))
    add(m, d, 'FPI', 'STRIPE PAYMENTS UK LTD', amt(150, 900));
  for (let i = 0; i < 5; i++)
    add(
      m,
      r.int(2, 27),
      'FPI',
      `DEPOSIT ${COUPLES[couple++ % COUPLES.length]} WEDDING`,
      amt(250, 600),
    );
  for (let i = 0; i < 3; i++)
    add(
      m,
      r.int(3, 26),
      'FPI',
      `BALANCE ${COUPLES[(couple + 5 * i) % COUPLES.length]} WEDDING`,
      amt(800, 2600),
    );
  for (const d of [4, 11, 18, 25]) add(m, d, 'CARD', 'NEW COVENT GARDEN MKT', -amt(150, 600));
  add(m, 8, 'DD', 'DUTCH FLOWER GROUP', -amt(400, 1200));
  add(m, 22, 'DD', 'DUTCH FLOWER GROUP', -amt(400, 1200));
  add(m, 10, 'DD', 'BRITISH GAS', -amt(85, 140));
  add(m, 15, 'DD', 'VW FINANCIAL SERVICES VAN', -28999n);
  add(m, r.int(5, 12), 'CARD', 'SHELL ABBEY ROAD', -amt(45, 80));
  add(m, r.int(19, 26), 'CARD', 'SHELL ABBEY ROAD', -amt(45, 80));
  if (r.next() < 0.7) add(m, r.int(6, 24), 'CARD', 'HOBBYCRAFT', -amt(18, 95));
  add(m, 28, 'FPO', 'S PRICE WAGES', -125000n);
  add(m, DAYS[k]!, 'CHG', 'MONTHLY ACCOUNT FEE', -850n);
  if (m === 9) add(m, 7, 'FPO', 'HMRC VAT', -185040n);
});
// chronological (day, then the order written), balances running from the opening
txs.sort((a, b) => a.m - b.m || a.d - b.d || a.order - b.order);
const balances: bigint[] = [];
let bal = OPENING;
for (const t of txs) {
  bal += t.cents;
  balances.push(bal);
}
const closing = bal;

const ins = (f: (t: Tx) => boolean): bigint =>
  total(txs.filter((t) => t.cents > 0n && f(t)).map((t) => t.cents));
const outs = (f: (t: Tx) => boolean): bigint =>
  total(txs.filter((t) => t.cents < 0n && f(t)).map((t) => -t.cents));
const named = (s: string): bigint =>
  total(txs.filter((t) => t.desc.includes(s)).map((t) => t.cents));
const lowest = argMin(balances);
const inflows = txs.map((t) => (t.cents > 0n ? t.cents : 0n));
const biggestIn = argMax(inflows);
const lastSep = txs.map((t) => t.m).lastIndexOf(8);
const novIn = ins((t) => t.m === 10);
const novOut = outs((t) => t.m === 10);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Transactions');
  const newestFirst = txs.map((t, i) => ({ t, b: balances[i]! })).reverse();
  putRows(ws, [
    ['Account: PETAL & VINE LTD   Sort code 20-45-77   Account 43819265'],
    ['Transactions 01/09/2026 to 30/11/2026'],
    [],
    ['Date', 'Type', 'Description', 'Amount (£)', 'Balance (£)'],
    ...newestFirst.map(({ t, b }) => [day(2026, t.m, t.d), t.type, t.desc, cell(t.cents), cell(b)]),
  ]);
  ws.getRow(4).font = { bold: true };
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  ws.getColumn(4).numFmt = '#,##0.00';
  ws.getColumn(5).numFmt = '#,##0.00';
  ws.getColumn(3).width = 34;
  return toBytes(wb);
}

export const florist: BlindBook = {
  name: 'florist',
  business: 'bridal florist',
  shape:
    'bank export newest first, one signed Amount column and a running Balance, account lines above the header',
  bytes,
  questions: questionsFor('florist', [
    [
      "what's our bank balance",
      { value: hundredths(closing), means: 'Balance on the newest row (30 Nov 2026)' },
    ],
    [
      'how much came in in october',
      { value: hundredths(ins((t) => t.m === 9)), means: 'positive Amounts dated October' },
    ],
    [
      'how much went out in total',
      {
        value: hundredths(outs(() => true)),
        abs: true,
        means: 'negative Amounts Sep–Nov added, by size',
      },
    ],
    [
      'what did we spend at New Covent Garden',
      {
        value: hundredths(-named('NEW COVENT GARDEN')),
        abs: true,
        means: 'NEW COVENT GARDEN MKT rows, by size',
      },
    ],
    [
      'when was the balance lowest',
      {
        value: hundredths(balances[lowest]!),
        at: dayPlaces(2026, txs[lowest]!.m, txs[lowest]!.d),
        means: 'the smallest Balance and its date',
      },
    ],
    [
      'how much did we pay hmrc',
      { value: hundredths(-named('HMRC')), abs: true, means: 'HMRC VAT rows, by size' },
    ],
    [
      'biggest payment in',
      { value: hundredths(inflows[biggestIn]!), means: 'largest positive Amount' },
    ],
    [
      'balance at the end of september',
      { value: hundredths(balances[lastSep]!), means: 'Balance after the last September row' },
    ],
    [
      'how much did we get in wedding deposits',
      {
        value: hundredths(named('DEPOSIT')),
        means: 'rows described DEPOSIT … WEDDING (not the BALANCE … WEDDING rows)',
      },
    ],
    [
      'net cash flow for november',
      { value: hundredths(novIn - novOut), means: 'November Amounts added (in − out), signed' },
    ],
    [
      'how many card payments in november',
      {
        value: String(txs.filter((t) => t.m === 10 && t.type === 'CARD').length),
        means: 'November rows of Type CARD',
      },
    ],
    [
      'stripe payouts total',
      { value: hundredths(named('STRIPE')), means: 'STRIPE PAYMENTS UK LTD rows' },
    ],
    [
      'what was the balance at the start of september',
      { value: hundredths(OPENING), means: 'oldest row’s Balance − its Amount' },
    ],
    [
      'how much do we pay for the van each month',
      { value: '289.99', abs: true, means: 'the monthly VW FINANCIAL SERVICES VAN direct debit' },
    ],
    [
      'how much profit did we make on the Patel wedding',
      { refuse: true, means: 'a bank export shows receipts, not a wedding’s costs' },
    ],
    [
      "what's in the savings account",
      { refuse: true, means: 'only the current account is exported' },
    ],
  ]),
  checks: [
    same('opening + in − out = closing', OPENING + ins(() => true) - outs(() => true), closing),
    same('opening = oldest balance − its amount', balances[0]! - txs[0]!.cents, OPENING),
    holds('lowest balance unique', uniqueMin(balances)),
    holds('biggest inflow unique', uniqueMax(inflows)),
    holds(
      'the Patel couple is in the export',
      txs.some((t) => t.desc.includes('PATEL')),
    ),
    holds(
      'balance never overdrawn',
      balances.every((b) => b > 0n),
    ),
  ],
};
