/**
 * A physiotherapy clinic's cash-flow statement (NZ$ in thousands): FY columns as text,
 * "FY2025" before "FY2024", operating / investing / financing sections with "Net cash ..."
 * lines, net change, opening and closing cash. Figures are whole thousands.
 */
import { growth, sum } from '../../expect';
import { ask, int, rng, toBytes, type BlindBook } from '../kit';

const NAME = 'physio-cashflow';
const r = rng(13);
/** [FY2025, FY2024], in NZ$ thousands (integers) */
const two = (lo: number, hi: number, sign = 1): [bigint, bigint] => [
  BigInt(sign * int(r, lo, hi)),
  BigInt(sign * int(r, lo, hi)),
];
const op = {
  'Receipts from patients': two(1_800, 2_400),
  'ACC and insurer receipts': two(600, 900),
  'Payments to staff': two(1_300, 1_700, -1),
  'Payments to suppliers': two(350, 520, -1),
  'Interest paid': two(8, 20, -1),
};
const inv = { 'Purchase of equipment': two(40, 180, -1), 'Fit-out of new room': two(0, 120, -1) };
const fin = { 'Loan repayments': two(60, 90, -1), 'Drawings / dividends': two(100, 250, -1) };
const net = (g: Record<string, [bigint, bigint]>): [bigint, bigint] => [
  sum(Object.values(g).map((x) => x[0])),
  sum(Object.values(g).map((x) => x[1])),
];
const nOp = net(op);
const nInv = net(inv);
const nFin = net(fin);
const change: [bigint, bigint] = [nOp[0] + nInv[0] + nFin[0], nOp[1] + nInv[1] + nFin[1]];
const open24 = BigInt(int(r, 150, 400));
const close24 = open24 + change[1];
const close25 = close24 + change[0];
/** a figure in thousands, accepted as thousands or as full dollars */
const k = (v: bigint): string[] => [String(v), String(v * 1000n)];

export const physioCashflow: BlindBook = {
  name: NAME,
  business: 'physiotherapy clinic',
  shape: 'cash-flow statement in thousands, FY text headers newest first',
  build: () =>
    toBytes((wb) => {
      const ws = wb.addWorksheet('Cash flow');
      ws.addRow(['Harbourside Physio Ltd']);
      ws.addRow(['Statement of cash flows for the year ended 31 March']);
      ws.addRow(['NZ$ in thousands']);
      ws.addRow(['', 'FY2025', 'FY2024']);
      const sec = (
        title: string,
        g: Record<string, [bigint, bigint]>,
        total: string,
        t: [bigint, bigint],
      ): void => {
        ws.addRow([title]);
        Object.entries(g).forEach(([n, [a, b]]) => ws.addRow([n, Number(a), Number(b)]));
        ws.addRow([total, Number(t[0]), Number(t[1])]);
        ws.addRow([]);
      };
      sec('Operating activities', op, 'Net cash from operating activities', nOp);
      sec('Investing activities', inv, 'Net cash used in investing activities', nInv);
      sec('Financing activities', fin, 'Net cash used in financing activities', nFin);
      ws.addRow(['Net change in cash', Number(change[0]), Number(change[1])]);
      ws.addRow(['Cash at beginning of year', Number(close24), Number(open24)]);
      ws.addRow(['Cash at end of year', Number(close25), Number(close24)]);
    }),
  checks: [
    {
      what: 'closing = opening + change (FY2025)',
      a: close25,
      b: close24 + nOp[0] + nInv[0] + nFin[0],
    },
  ],
  questions: ask(NAME, [
    [
      'cash from operations this year',
      {
        value: k(nOp[0]),
        means: 'Net cash from operating activities, FY2025 (thousands; full dollars accepted)',
      },
    ],
    [
      'how much cash did we end the year with',
      { value: k(close25), means: 'Cash at end of year, FY2025' },
    ],
    [
      'what did we spend on equipment in fy2024',
      {
        value: k(-inv['Purchase of equipment'][1]).concat(k(inv['Purchase of equipment'][1])),
        means: 'Purchase of equipment FY2024, sign either way',
      },
    ],
    ['net change in cash last year', { value: k(change[1]), means: 'Net change in cash, FY2024' }],
    [
      'how much did patients pay us',
      {
        value: k(op['Receipts from patients'][0]),
        means: 'Receipts from patients, FY2025 (latest year)',
      },
    ],
    [
      'how much did the owners take out in 2025',
      {
        value: k(-fin['Drawings / dividends'][0]).concat(k(fin['Drawings / dividends'][0])),
        means: 'Drawings / dividends FY2025, sign either way',
      },
    ],
    [
      'did operating cash flow go up, by what percent',
      {
        value: growth(nOp[1], nOp[0]),
        means: '(FY2025 - FY2024) / FY2024 net operating cash * 100',
      },
    ],
    [
      'cash at the start of fy2024',
      { value: k(open24), means: 'Cash at beginning of year, FY2024' },
    ],
    [
      'staff payments 2025',
      {
        value: k(-op['Payments to staff'][0]).concat(k(op['Payments to staff'][0])),
        means: 'Payments to staff FY2025, sign either way',
      },
    ],
    [
      'net cash used in investing this year',
      {
        value: k(nInv[0]).concat(k(-nInv[0])),
        means: 'Net cash used in investing activities FY2025, sign either way',
      },
    ],
    ['what was our profit', { refuse: true, means: 'a cash-flow statement does not give profit' }],
    ['how many patients did we see', { refuse: true, means: 'no patient counts' }],
  ]),
};
