/**
 * Brightside Creative LLC ($): a statement of cash flows, 2025 and 2024 as column headers,
 * operating / investing / financing sections with "Net cash ..." lines, outflows as negative
 * numbers shown in parentheses, cash at beginning and end of year.
 */
import { growth, money } from '../../expect';
import { makeRng } from '../rng';
import { bold, cell, DOLLAR, formatColumns, newBook, toBytes } from '../sheet';
import type { BookSpec } from '../types';

export interface CashFlow {
  /** line -> [2025, 2024] cents; outflows negative */
  v: Record<string, [number, number]>;
  begin2024: number;
}

const OPERATING = [
  'Net income',
  'Depreciation',
  '(Increase) decrease in accounts receivable',
  'Increase (decrease) in accounts payable',
];
const INVESTING = ['Purchase of equipment'];
const FINANCING = ['Proceeds from bank loan', 'Repayment of bank loan', 'Owner distributions'];

export function cashFlowTotals(f: CashFlow): Record<string, [number, number]> {
  const s = (names: string[], i: 0 | 1): number => names.reduce((a, n) => a + f.v[n]![i], 0);
  const both = (names: string[]): [number, number] => [s(names, 0), s(names, 1)];
  const op = both(OPERATING);
  const inv = both(INVESTING);
  const fin = both(FINANCING);
  const change: [number, number] = [op[0] + inv[0] + fin[0], op[1] + inv[1] + fin[1]];
  const begin: [number, number] = [f.begin2024 + change[1], f.begin2024];
  return { op, inv, fin, change, begin, end: [begin[0] + change[0], begin[1] + change[1]] };
}

export const agencyCashflow: BookSpec<CashFlow> = {
  name: 'agency-cashflow',
  about:
    'design agency, $, statement of cash flows 2025 vs 2024, sections, negatives in parentheses',
  async build(seed) {
    const rng = makeRng(seed);
    const a = (lo: number, hi: number): number => rng.int(lo, hi) * 100 + rng.int(0, 99);
    const pair = (lo: number, hi: number, sign = 1): [number, number] => [
      sign * a(lo, hi),
      sign * a(lo, hi),
    ];
    const v: Record<string, [number, number]> = {
      'Net income': pair(70_000, 130_000),
      Depreciation: pair(4_000, 9_000),
      '(Increase) decrease in accounts receivable': [-a(5_000, 25_000), a(1_000, 12_000)],
      'Increase (decrease) in accounts payable': [a(1_000, 8_000), -a(1_000, 6_000)],
      'Purchase of equipment': pair(6_000, 30_000, -1),
      'Proceeds from bank loan': [0, a(40_000, 60_000)],
      'Repayment of bank loan': pair(8_000, 14_000, -1),
      'Owner distributions': pair(50_000, 90_000, -1),
    };
    const f: CashFlow = { v, begin2024: a(20_000, 45_000) };
    const t = cashFlowTotals(f);
    const wb = newBook();
    const ws = wb.addWorksheet('Cash Flow');
    bold(ws.addRow(['Brightside Creative LLC']));
    bold(ws.addRow(['Statement of Cash Flows']));
    ws.addRow(['For the years ended December 31']);
    ws.addRow([]);
    bold(ws.addRow([null, 2025, 2024]));
    const put = (label: string, [x, y]: [number, number], strong = false): void => {
      const r = ws.addRow([label, cell(x), cell(y)]);
      if (strong) bold(r);
    };
    bold(ws.addRow(['Cash flows from operating activities']));
    OPERATING.forEach((n) => put(`  ${n}`, v[n]!));
    put('Net cash provided by operating activities', t.op!, true);
    ws.addRow([]);
    bold(ws.addRow(['Cash flows from investing activities']));
    INVESTING.forEach((n) => put(`  ${n}`, v[n]!));
    put('Net cash used in investing activities', t.inv!, true);
    ws.addRow([]);
    bold(ws.addRow(['Cash flows from financing activities']));
    FINANCING.forEach((n) => put(`  ${n}`, v[n]!));
    put('Net cash provided by (used in) financing activities', t.fin!, true);
    ws.addRow([]);
    put('Net increase (decrease) in cash', t.change!, true);
    put('Cash at beginning of year', t.begin!);
    put('Cash at end of year', t.end!, true);
    formatColumns(ws, [2, 3], DOLLAR, 6);
    ws.getColumn(1).width = 50;
    return { bytes: await toBytes(wb), facts: f };
  },
  questions(f) {
    const t = cashFlowTotals(f);
    const v = f.v;
    const abs = (x: number): number => Math.abs(x);
    return [
      {
        id: 'cfo-2025',
        question: 'operating cash flow 2025',
        expect: { value: money(t.op![0]) },
        means: 'Net cash provided by operating activities, 2025',
      },
      {
        id: 'end-2025',
        question: 'cash at the end of 2025',
        expect: { value: money(t.end![0]) },
        means: 'Cash at end of year, 2025',
      },
      {
        id: 'equip-2024',
        question: 'how much did we spend on equipment in 2024',
        expect: { value: money(abs(v['Purchase of equipment']![1])), abs: true },
        means: 'Purchase of equipment 2024 (an outflow; sign not scored)',
      },
      {
        id: 'fcf-2025',
        question: 'free cash flow for 2025',
        expect: { value: money(t.op![0] + v['Purchase of equipment']![0]) },
        means:
          'free cash flow = operating cash flow - equipment purchases (the only capital spending line)',
      },
      {
        id: 'owners-2025',
        question: 'how much did we pay out to the owners in 2025',
        expect: { value: money(abs(v['Owner distributions']![0])), abs: true },
        means: 'Owner distributions 2025, sign not scored',
      },
      {
        id: 'change-2024',
        question: 'net change in cash in 2024',
        expect: { value: money(t.change![1]) },
        means: 'Net increase (decrease) in cash, 2024',
      },
      {
        id: 'cfo-growth',
        question: 'how much did operating cash flow grow from 2024 to 2025 in percent',
        expect: { value: growth(t.op![1], t.op![0]) },
        means: '(CFO 2025 - CFO 2024) / |CFO 2024|',
      },
      {
        id: 'repay-both',
        question: 'total loan repayments over both years',
        expect: {
          value: money(abs(v['Repayment of bank loan']![0] + v['Repayment of bank loan']![1])),
          abs: true,
        },
        means: 'Repayment of bank loan 2025 + 2024, sign not scored',
      },
      {
        id: 'begin-2024',
        question: 'cash at the start of 2024',
        expect: { value: money(t.begin![1]) },
        means: 'Cash at beginning of year, 2024',
      },
      {
        id: 'loan-2024',
        question: 'how much did we borrow in 2024',
        expect: { value: money(v['Proceeds from bank loan']![1]) },
        means: 'Proceeds from bank loan, 2024',
      },
      {
        id: 'financing-2025',
        question: 'net cash from financing in 2025',
        expect: { value: money(t.fin![0]) },
        means: 'Net cash provided by (used in) financing activities, 2025 (negative)',
      },
      {
        id: 'runway',
        question: "what's our cash runway",
        expect: { refuse: true },
        means: 'needs a monthly burn the statement does not give',
      },
      {
        id: 'q3',
        question: 'cash flow in q3 2025',
        expect: { refuse: true },
        means: 'annual columns only',
      },
    ];
  },
};
