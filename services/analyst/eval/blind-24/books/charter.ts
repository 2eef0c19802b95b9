/** Boat charter (A$): cash-flow statement, operating / investing / financing sections, two years, oldest first. */
import ExcelJS from 'exceljs';
import { money } from '../../expect';
import { cell, cents, putRow, sumB, type BookDef } from '../kit';

const OPS = [
  'Receipts from charters',
  'Payments to crew',
  'Fuel and mooring',
  'Insurance paid',
] as const;
const INV = ['Purchase of tender boat', 'Sale of old jet ski'] as const;
const FIN = ['Loan repayments', 'Owner drawings'] as const;

export const charter: BookDef = {
  name: 'charter',
  business: 'boat charter, Whitsundays',
  build(rng) {
    const yr = (): bigint[][] => [
      [
        cents(rng, 380000, 520000),
        -cents(rng, 120000, 180000),
        -cents(rng, 40000, 90000),
        -cents(rng, 15000, 30000),
      ],
      [-cents(rng, 20000, 60000), cents(rng, 2000, 9000)],
      [-cents(rng, 30000, 60000), -cents(rng, 50000, 120000)],
    ];
    const y24 = yr(),
      y25 = yr();
    const opening24 = cents(rng, 20000, 60000);
    const net = (y: bigint[][]): bigint => sumB(y.map(sumB));
    const opening25 = opening24 + net(y24);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Cash Flow');
    putRow(ws, 1, ['Reef Runner Charters Pty Ltd']);
    putRow(ws, 2, ['Statement of cash flows (AUD)']);
    putRow(ws, 3, [undefined, 'FY 2024', 'FY 2025']);
    let r = 4;
    const sec = (title: string, names: readonly string[], i: number, totalLabel: string): void => {
      putRow(ws, r++, [title]);
      names.forEach((n, j) => putRow(ws, r++, [n, cell(y24[i]![j]!), cell(y25[i]![j]!)]));
      putRow(ws, r++, [totalLabel, cell(sumB(y24[i]!)), cell(sumB(y25[i]!))]);
      r++;
    };
    sec('Operating activities', OPS, 0, 'Net cash from operating activities');
    sec('Investing activities', INV, 1, 'Net cash used in investing activities');
    sec('Financing activities', FIN, 2, 'Net cash used in financing activities');
    putRow(ws, r++, ['Net increase (decrease) in cash', cell(net(y24)), cell(net(y25))]);
    putRow(ws, r++, ['Cash at beginning of year', cell(opening24), cell(opening25)]);
    putRow(ws, r++, ['Cash at end of year', cell(opening25), cell(opening25 + net(y25))]);
    return {
      workbook: wb,
      checks: [
        {
          what: 'sections = net change 2025',
          a: sumB(y25[0]!) + sumB(y25[1]!) + sumB(y25[2]!),
          b: net(y25),
        },
      ],
      questions: [
        {
          question: 'cash from operations in 2025',
          expect: { value: money(sumB(y25[0]!)) },
          means: 'Net cash from operating activities, FY 2025',
        },
        {
          question: 'how much cash did we end 2025 with',
          expect: { value: money(opening25 + net(y25)) },
          means: 'Cash at end of year, FY 2025',
        },
        {
          question: 'net change in cash 2024',
          expect: { value: money(net(y24)) },
          means: 'Net increase (decrease), FY 2024',
        },
        {
          question: 'what did we pay the crew in 2025',
          expect: { value: money(-y25[0]![1]!), abs: true },
          means: 'Payments to crew FY 2025 (sign ignored)',
        },
        {
          question: 'how much did the owners take out in 2024',
          expect: { value: money(-y24[2]![1]!), abs: true },
          means: 'Owner drawings FY 2024 (sign ignored)',
        },
        {
          question: 'charter receipts 2025 vs 2024, change',
          expect: { value: money(y25[0]![0]! - y24[0]![0]!) },
          means: 'Receipts from charters 2025 - 2024',
        },
        {
          question: 'investing cash flow 2025',
          expect: { value: money(sumB(y25[1]!)) },
          means: 'Net cash used in investing activities, FY 2025 (negative)',
        },
        {
          question: 'cash at the start of 2024',
          expect: { value: money(opening24) },
          means: 'Cash at beginning of year, FY 2024',
        },
        {
          question: 'what did the tender boat cost',
          expect: { refuse: true },
          means:
            'the purchase line has a figure in both years; no year named – expect a question back',
        },
        {
          question: 'fuel and mooring in 2024',
          expect: { value: money(-y24[0]![2]!), abs: true },
          means: 'Fuel and mooring FY 2024 (sign ignored)',
        },
        {
          question: 'total financing outflow 2025',
          expect: { value: money(sumB(y25[2]!)), abs: true },
          means: 'Net cash used in financing activities, FY 2025 (sign ignored)',
        },
        {
          question: 'what was our profit',
          expect: { refuse: true },
          means: 'a cash-flow statement has no profit line',
        },
        { question: 'how many charters did we run', expect: { refuse: true }, means: 'no counts' },
      ],
    };
  },
};
