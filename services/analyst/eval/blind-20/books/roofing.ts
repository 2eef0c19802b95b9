/** Roofing contractor, Texas ($ in thousands): cash-flow statement, 2024 and 2025 columns (oldest first). */
import { growth } from '../../expect';
import { asker, intIn, rngFor, total, writeBook, type BlindBook, type Cell } from '../lib';

const NAME = 'roofing';
const rng = rngFor(NAME);
// whole thousands of dollars; [2024, 2025]
const k = (lo: number, hi: number): [number, number] => [intIn(rng, lo, hi), intIn(rng, lo, hi)];
const ops: Array<[string, [number, number]]> = [
  ['Net income', k(300, 700)],
  ['Depreciation', k(80, 140)],
  ['(Increase) in accounts receivable', [-intIn(rng, 20, 90), -intIn(rng, 20, 90)]],
  ['Decrease / (increase) in materials inventory', [intIn(rng, -40, 40), intIn(rng, -40, 40)]],
  ['Increase in accounts payable', k(10, 60)],
];
const inv: Array<[string, [number, number]]> = [
  ['Purchase of trucks and equipment', [-intIn(rng, 150, 400), -intIn(rng, 150, 400)]],
  ['Proceeds from sale of old truck', [0, intIn(rng, 15, 40)]],
];
const fin: Array<[string, [number, number]]> = [
  ['Loan repayments', [-intIn(rng, 60, 120), -intIn(rng, 60, 120)]],
  ["Owner's draws", [-intIn(rng, 100, 250), -intIn(rng, 100, 250)]],
];
const sub = (xs: Array<[string, [number, number]]>, y: 0 | 1): number =>
  xs.reduce((a, x) => a + x[1][y], 0);
const cfo = [sub(ops, 0), sub(ops, 1)];
const cfi = [sub(inv, 0), sub(inv, 1)];
const cff = [sub(fin, 0), sub(fin, 1)];
const net = [cfo[0]! + cfi[0]! + cff[0]!, cfo[1]! + cfi[1]! + cff[1]!];
const open24 = intIn(rng, 200, 400);
const opening = [open24, open24 + net[0]!];
const closing = [opening[0]! + net[0]!, opening[1]! + net[1]!];
const line = (l: string, v: [number, number] | number[]): Cell[] => [l, v[0]!, v[1]!];
const rows: Cell[][] = [
  ['Lone Star Roofing Inc.'],
  ['Statement of Cash Flows'],
  ['(in thousands of US dollars)'],
  ['Year ended December 31', 2024, 2025],
  ['Cash flows from operating activities'],
  ...ops.map(([l, v]) => line('  ' + l, v)),
  line('Net cash provided by operating activities', cfo),
  [],
  ['Cash flows from investing activities'],
  ...inv.map(([l, v]) => line('  ' + l, v)),
  line('Net cash used in investing activities', cfi),
  [],
  ['Cash flows from financing activities'],
  ...fin.map(([l, v]) => line('  ' + l, v)),
  line('Net cash used in financing activities', cff),
  [],
  line('Net increase (decrease) in cash', net),
  line('Cash at beginning of year', opening),
  line('Cash at end of year', closing),
];

const { qs, ask } = asker(NAME, 'rf');
/** A figure in thousands: the sheet's number, or the same in dollars. */
const th = (n: number): string[] => [String(n), String(n * 1000)];
ask('cash from operations in 2025', {
  value: th(cfo[1]!),
  means: 'Net cash provided by operating activities, 2025 ($ thousands; dollars accepted)',
});
ask('how much did we spend on trucks and equipment in 2025', {
  value: th(inv[0]![1][1]),
  abs: true,
  means: 'Purchase of trucks and equipment 2025',
});
ask('cash at the end of 2025', { value: th(closing[1]!), means: 'Cash at end of year 2025' });
ask('net change in cash 2025', {
  value: th(net[1]!),
  means: 'Net increase (decrease) in cash 2025',
});
ask('how much did operating cash grow vs 2024', {
  value: growth(cfo[0]!, cfo[1]!),
  means: '(CFO 2025 - CFO 2024)/CFO 2024',
});
ask('owner draws in 2024', { value: th(fin[1]![1][0]), abs: true, means: "Owner's draws 2024" });
ask('depreciation 2025', { value: th(ops[1]![1][1]), means: 'Depreciation 2025' });
ask('what did we get for the old truck', {
  value: th(inv[1]![1][1]),
  means: 'Proceeds from sale of old truck 2025',
});
ask('net income 2024', { value: th(ops[0]![1][0]), means: 'Net income 2024' });
ask('total financing outflow in 2025', {
  value: th(cff[1]!),
  abs: true,
  means: 'Net cash used in financing activities 2025',
});
ask('free cash flow 2025', {
  value: th(cfo[1]! + inv[0]![1][1]),
  means: 'CFO 2025 + purchases of trucks/equipment 2025 (capex), the usual definition',
});
ask('opening cash 2024', { value: th(opening[0]!), means: 'Cash at beginning of year 2024' });
ask('loan repayments both years combined', {
  value: th(fin[0]![1][0] + fin[0]![1][1]),
  abs: true,
  means: 'Loan repayments 2024 + 2025',
});
ask('how much cash did we make', {
  refuse: true,
  means: 'ambiguous: operating cash flow vs net change in cash, and which year',
});
ask('how much revenue did we do', { refuse: true, means: 'no revenue on a cash-flow statement' });
ask('what is the loan balance', { refuse: true, means: 'repayments only, no balance' });

export const roofing: BlindBook = {
  name: NAME,
  business: 'roofing contractor (US$ thousands)',
  build: () => writeBook([{ name: 'Cash Flow', rows }]),
  questions: qs,
  checks: [
    [
      'closing 2025 = opening 2024 + both nets',
      BigInt(closing[1]!),
      BigInt(open24 + net[0]! + net[1]!),
    ],
    [
      'net 2025 = sum of all lines',
      BigInt(net[1]!),
      total([...ops, ...inv, ...fin].map((x) => x[1][1])),
    ],
  ],
};
