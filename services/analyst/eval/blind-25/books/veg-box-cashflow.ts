/**
 * An organic veg-box scheme's cash-flow statement in pounds: years as TEXT headers oldest
 * first ("FY2024", "FY2025"), operating / investing / financing sections with "Net cash from"
 * lines, net change, opening and closing cash. Outflows are negative numbers.
 */
import { growth, hundredths } from '../../expect';
import { cell, newBook, questionList, sumOf, toBytes, type BookDef, type Rng } from '../lib';

const OPER: Array<[string, number, number]> = [
  ['Cash received from subscribers', 380000, 460000],
  ['Cash paid to growers', -210000, -170000],
  ['Cash paid to staff', -110000, -90000],
  ['Delivery van running costs', -28000, -18000],
  ['Other operating payments', -16000, -9000],
];
const INV: Array<[string, number, number]> = [
  ['Purchase of cold store', -40000, -5000],
  ['Purchase of vans', -35000, 0],
  ['Sale of old equipment', 0, 6000],
];
const FIN: Array<[string, number, number]> = [
  ['Community share issue', 0, 30000],
  ['Loan repayments', -14000, -9000],
];

export const vegBoxCashflow: BookDef = {
  name: 'veg-box-cashflow',
  business: 'organic box scheme',
  shape: 'cash-flow statement, two years as text headers, £',
  async build(rng: Rng) {
    const gen = (ls: Array<[string, number, number]>): bigint[][] =>
      ls.map(([, lo, hi]) => [0, 1].map(() => BigInt(rng.int(lo * 100, hi * 100))));
    const op = gen(OPER);
    const iv = gen(INV);
    const fn = gen(FIN);
    const col = (rows: bigint[][], y: number): bigint => sumOf(rows.map((r) => r[y]!));
    const opT = [0, 1].map((y) => col(op, y));
    const ivT = [0, 1].map((y) => col(iv, y));
    const fnT = [0, 1].map((y) => col(fn, y));
    const net = [0, 1].map((y) => opT[y]! + ivT[y]! + fnT[y]!);
    const open0 = BigInt(rng.int(20000, 50000)) * 100n;
    const opening = [open0, open0 + net[0]!];
    const closing = [opening[0]! + net[0]!, opening[1]! + net[1]!];

    const wb = newBook();
    const ws = wb.addWorksheet('Cash flow');
    ws.addRow(['Green Barrow Veg Boxes CIC']);
    ws.addRow(['Statement of cash flows']);
    ws.addRow(['', 'FY2024', 'FY2025']);
    ws.addRow(['£', 'Year to 31 Mar 2024', 'Year to 31 Mar 2025']);
    const line = (l: string, r: bigint[]): void => {
      ws.addRow([l, cell(r[0]!), cell(r[1]!)]);
    };
    ws.addRow(['Operating activities']);
    OPER.forEach(([l], i) => line(l, op[i]!));
    line('Net cash from operating activities', opT);
    ws.addRow(['Investing activities']);
    INV.forEach(([l], i) => line(l, iv[i]!));
    line('Net cash from investing activities', ivT);
    ws.addRow(['Financing activities']);
    FIN.forEach(([l], i) => line(l, fn[i]!));
    line('Net cash from financing activities', fnT);
    ws.addRow([]);
    line('Net increase / (decrease) in cash', net);
    line('Cash at start of year', opening);
    line('Cash at end of year', closing);

    const Q = questionList('veg-box-cashflow');
    Q.ask(
      'operating cash flow fy2025',
      { value: hundredths(opT[1]!) },
      'Net cash from operating activities, FY2025',
    );
    Q.ask(
      'how much did we spend on the cold store in 2025',
      { value: hundredths(iv[0]![1]!), abs: true },
      'Purchase of cold store, FY2025 (sign either way)',
    );
    Q.ask(
      'cash at the end of fy2024',
      { value: hundredths(closing[0]!) },
      'Cash at end of year, FY2024',
    );
    Q.ask(
      'net change in cash in fy2025',
      { value: hundredths(net[1]!) },
      'Net increase/(decrease), FY2025 (latest year)',
    );
    Q.ask(
      'how much did operating cash flow change from 2024 to 2025 in %',
      { value: growth(opT[0]!, opT[1]!) },
      '(FY2025 - FY2024) / |FY2024| * 100',
    );
    Q.ask(
      'what did subscribers pay us in fy2024',
      { value: hundredths(op[0]![0]!) },
      'Cash received from subscribers, FY2024',
    );
    Q.ask(
      'total capex in 2025',
      { value: hundredths(iv[0]![1]! + iv[1]![1]!), abs: true },
      'Purchase of cold store + Purchase of vans, FY2025',
    );
    Q.ask(
      'how much cash did we finish fy2025 with',
      { value: hundredths(closing[1]!) },
      'Cash at end of year, latest (FY2025)',
    );
    Q.ask(
      'loan repayments in fy2024',
      { value: hundredths(fn[1]![0]!), abs: true },
      'Loan repayments, FY2024 (sign either way)',
    );
    Q.ask(
      'investing cash flow 2024',
      { value: hundredths(ivT[0]!) },
      'Net cash from investing activities, FY2024',
    );
    Q.ask(
      'financing total fy2025',
      { value: hundredths(fnT[1]!) },
      'Net cash from financing activities, FY2025',
    );
    Q.ask(
      'what were payments to growers in 2025',
      { value: hundredths(op[1]![1]!), abs: true },
      'Cash paid to growers, FY2025',
    );
    Q.ask('what was our profit in 2025', { refuse: true }, 'a cash-flow statement, not a P&L');
    Q.ask('cash at the end of fy2026', { refuse: true }, 'not in the sheet');

    return {
      bytes: await toBytes(wb),
      questions: Q.all,
      checks: [
        { what: 'closing 2025 = open0 + both nets', a: closing[1]!, b: open0 + net[0]! + net[1]! },
      ],
    };
  },
};
