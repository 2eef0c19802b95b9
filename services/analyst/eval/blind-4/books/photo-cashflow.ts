/**
 * A photography studio's cash-flow statement, indirect method, two years side by side
 * (2025 | 2024 as column headers), outflows in brackets-style negatives, section subtotals,
 * net change, opening and closing cash. Singapore dollars.
 */
import type { Rng } from '../kit/rng';
import type { BookQuestion, BuiltBook } from '../kit/types';
import { cell, cents, growth, isum, money, newBook, toBytes } from '../kit/cells';

const OPS = [
  'Net profit',
  'Depreciation',
  '(Increase) in receivables',
  'Increase in payables',
  'Deposits received in advance',
];
const INV = ['Camera & lighting equipment', 'Studio fit-out', 'Sale of old equipment'];
const FIN = ['Bank loan drawn', 'Loan repayments', 'Owner drawings'];

export async function buildPhotoCashflow(r: Rng): Promise<BuiltBook> {
  const year = (): { ops: bigint[]; inv: bigint[]; fin: bigint[] } => ({
    ops: [
      cents(r, 40000, 90000),
      cents(r, 6000, 14000),
      -cents(r, 1000, 9000),
      cents(r, 500, 6000),
      cents(r, 2000, 12000),
    ],
    inv: [-cents(r, 8000, 30000), -cents(r, 0, 15000), cents(r, 500, 3000)],
    fin: [
      r.next() < 0.5 ? cents(r, 20000, 20000, true) : 0n,
      -cents(r, 4000, 9000),
      -cents(r, 30000, 60000),
    ],
  });
  const y25 = year();
  const y24 = year();
  const opening24 = cents(r, 10000, 30000);
  const net = (y: typeof y25): bigint => isum(y.ops) + isum(y.inv) + isum(y.fin);
  const closing24 = opening24 + net(y24);
  const closing25 = closing24 + net(y25);

  const wb = newBook();
  const ws = wb.addWorksheet('Cash flow');
  ws.addRow(['Lightbox Studio Pte Ltd']);
  ws.addRow(['Statement of cash flows for the years ended 31 December (SGD)']);
  ws.addRow([]);
  ws.addRow(['', 2025, 2024]);
  const line = (n: string, a: bigint, b: bigint): void => void ws.addRow([n, cell(a), cell(b)]);
  ws.addRow(['Cash flows from operating activities']);
  OPS.forEach((n, i) => line(n, y25.ops[i]!, y24.ops[i]!));
  line('Net cash from operating activities', isum(y25.ops), isum(y24.ops));
  ws.addRow([]);
  ws.addRow(['Cash flows from investing activities']);
  INV.forEach((n, i) => line(n, y25.inv[i]!, y24.inv[i]!));
  line('Net cash used in investing activities', isum(y25.inv), isum(y24.inv));
  ws.addRow([]);
  ws.addRow(['Cash flows from financing activities']);
  FIN.forEach((n, i) => line(n, y25.fin[i]!, y24.fin[i]!));
  line('Net cash from financing activities', isum(y25.fin), isum(y24.fin));
  ws.addRow([]);
  line('Net increase (decrease) in cash', net(y25), net(y24));
  line('Cash at beginning of year', closing24, opening24);
  line('Cash at end of year', closing25, closing24);

  const questions: BookQuestion[] = [
    {
      id: 'ops',
      question: 'cash from operations in 2025',
      expect: { value: money(isum(y25.ops)) },
      means: 'Net cash from operating activities, 2025',
    },
    {
      id: 'end',
      question: 'how much cash did we end 2025 with',
      expect: { value: money(closing25) },
      means: 'Cash at end of year, 2025',
    },
    {
      id: 'net',
      question: 'did our cash go up or down in 2025',
      expect: { value: money(net(y25)) },
      means: 'Net increase (decrease) in cash, 2025 (sign tells up/down)',
    },
    {
      id: 'inv',
      question: 'how much did we invest in equipment in 2025',
      expect: { value: money(-y25.inv[0]!), abs: true },
      means: 'Camera & lighting equipment, 2025 (an outflow)',
    },
    {
      id: 'draw',
      question: 'owner drawings in 2024',
      expect: { value: money(y24.fin[2]!), abs: true },
      means: 'Owner drawings, 2024',
    },
    {
      id: 'draw25',
      question: 'how much did I take out of the business in 2025',
      expect: { value: money(y25.fin[2]!), abs: true },
      means: 'Owner drawings, 2025',
    },
    {
      id: 'opsg',
      question: 'compare operating cash flow 2025 to 2024, %',
      expect: { value: growth(isum(y24.ops), isum(y25.ops)), tol: 0.01 },
      means: '(ops 2025 - ops 2024) / ops 2024',
    },
    {
      id: 'np',
      question: 'net profit 2024',
      expect: { value: money(y24.ops[0]!) },
      means: 'Net profit line, 2024',
    },
    {
      id: 'dep',
      question: 'depreciation in 2025',
      expect: { value: money(y25.ops[1]!) },
      means: 'Depreciation, 2025',
    },
    {
      id: 'fin',
      question: 'net financing cash flow 2025',
      expect: { value: money(isum(y25.fin)) },
      means: 'Net cash from financing activities, 2025',
    },
    {
      id: 'start24',
      question: 'cash at the start of 2024',
      expect: { value: money(opening24) },
      means: 'Cash at beginning of year, 2024',
    },
    {
      id: 'fcf',
      question: 'free cash flow 2025',
      expect: { refuse: true },
      means:
        'two common definitions (ops - capex, or ops + all investing) give different figures: expect a question back',
    },
    {
      id: 'loan',
      question: 'how much do we still owe the bank',
      expect: { refuse: true },
      means: 'the loan balance is not in a cash-flow statement',
    },
  ];
  return {
    business: 'photography studio',
    shape: 'cash-flow statement, two years as column headers, sections, opening/closing cash',
    bytes: await toBytes(wb),
    questions,
    checks: [
      {
        what: 'closing 2025 = opening 2024 + both years of flows',
        left: closing25,
        right: opening24 + net(y24) + net(y25),
      },
    ],
  };
}
