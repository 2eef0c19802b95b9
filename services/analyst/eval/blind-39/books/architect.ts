/**
 * architect: an architecture practice's quarterly P&L for 2026 to 30 September with a year-to-
 * date column: title rows, a two-row header (a merged "2026" over Q1 (Jan–Mar), Q2 (Apr–Jun),
 * Q3 (Jul–Sep), then "Year to date" over "Jan–Sep"), fee income, direct costs, gross profit,
 * overheads and net profit with "Total …" lines. SGD.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import {
  argMax,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(11);
const Q = 3;
const FEES = ['Design fees', 'Project management fees', 'Reimbursable expenses'] as const;
const DIRECT = ['Subconsultants', 'Printing & models'] as const;
const OVER = [
  'Salaries',
  'CPF contributions',
  'Office rent',
  'Software licences',
  'Professional indemnity insurance',
  'Marketing',
] as const;
const RENT = 2850000; // S$28,500 a quarter

const fees: number[][] = [
  [r.int(38000000, 44000000), r.int(50000000, 56000000), r.int(44000000, 49000000)],
  [r.int(9000000, 11000000), r.int(12000000, 14000000), r.int(10500000, 12500000)],
  [r.int(800000, 1400000), r.int(900000, 1500000), r.int(700000, 1300000)],
];
const direct: number[][] = [
  fees[0]!.map((f) => Math.round((f * r.int(16, 22)) / 100)),
  [r.int(600000, 1100000), r.int(700000, 1200000), r.int(600000, 1100000)],
];
const salaries = [r.int(19500000, 20500000), r.int(20500000, 21500000), r.int(21000000, 22000000)];
const over: number[][] = [
  salaries,
  salaries.map((s) => Math.round((s * 17) / 100)),
  [RENT, RENT, RENT],
  [r.int(1400000, 1600000), r.int(300000, 500000), r.int(300000, 500000)],
  [r.int(900000, 1000000), 0, 0],
  [r.int(300000, 700000), r.int(900000, 1400000), r.int(300000, 700000)],
];
const col = (block: number[][]): bigint[] =>
  Array.from({ length: Q }, (_, q) => total(block.map((l) => l[q]!)));
const feeQ = col(fees);
const directQ = col(direct);
const gpQ = feeQ.map((x, q) => x - directQ[q]!);
const overQ = col(over);
const netQ = gpQ.map((x, q) => x - overQ[q]!);
const ytd = (xs: Array<number | bigint>): bigint => total(xs);
const bestQ = argMax(netQ);
const overYtd = over.map((l) => ytd(l));
const topOver = argMax(overYtd);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('P&L 2026');
  const line = (name: string, xs: Array<number | bigint>): unknown[] => [
    name,
    ...xs.map((x) => (Number(x) === 0 ? undefined : Number(x) / 100)),
    Number(ytd(xs)) / 100,
  ];
  putRows(ws, [
    ['Lim & Rahman Architects Pte Ltd'],
    ['Profit and loss by quarter — 1 January to 30 September 2026'],
    ['Amounts in S$'],
    [],
    ['', '2026', '', '', 'Year to date'],
    ['', 'Q1 (Jan–Mar)', 'Q2 (Apr–Jun)', 'Q3 (Jul–Sep)', 'Jan–Sep'],
    ['Fee income'],
    ...FEES.map((n, k) => line(n, fees[k]!)),
    line('Total fee income', feeQ),
    ['Direct costs'],
    ...DIRECT.map((n, k) => line(n, direct[k]!)),
    line('Total direct costs', directQ),
    line('Gross profit', gpQ),
    [],
    ['Overheads'],
    ...OVER.map((n, k) => line(n, over[k]!)),
    line('Total overheads', overQ),
    [],
    line('Net profit', netQ),
  ]);
  ws.mergeCells('B5:D5');
  ws.getCell('B5').alignment = { horizontal: 'center' };
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(5).font = { bold: true };
  ws.getRow(6).font = { bold: true };
  for (let c = 2; c <= 5; c++) ws.getColumn(c).numFmt = '#,##0.00;[Red](#,##0.00)';
  ws.getColumn(1).width = 34;
  ws.eachRow((row, n) => {
    const a = String(row.getCell(1).value ?? '');
    if (n > 6 && /^(Total|Gross|Net|Fee income$|Direct costs$|Overheads$)/.test(a))
      row.font = { bold: true };
  });
  return toBytes(wb);
}

const QNAME = ['Q1', 'Q2', 'Q3'];

export const architect: BlindBook = {
  name: 'architect',
  business: 'architecture practice',
  shape: 'quarterly P&L Q1–Q3 2026 with a Year to date column, two-row header',
  bytes,
  questions: questionsFor('architect', [
    [
      "What's our fee income year to date?",
      { value: money(ytd(feeQ)), means: 'Total fee income, Year to date (Jan–Sep 2026)' },
    ],
    [
      'How did we do in Q2?',
      {
        value: [money(netQ[1]!), money(feeQ[1]!)],
        means: "Q2's net profit, or its total fee income",
      },
    ],
    [
      'Which was our best quarter?',
      {
        value: [money(netQ[bestQ]!), money(feeQ[bestQ]!)],
        at: [QNAME[bestQ]!, ['Jan–Mar', 'Apr–Jun', 'Jul–Sep'][bestQ]!],
        means: 'the quarter with the largest net profit (also the largest fee income)',
      },
    ],
    [
      'How much have we spent on salaries this year?',
      {
        value: money(overYtd[0]!),
        means: 'Salaries, Year to date (the sheet runs to 30 Sep 2026)',
      },
    ],
    [
      "What's our gross margin year to date?",
      {
        value: pct(ytd(gpQ), ytd(feeQ)),
        tol: 0.01,
        means: 'Gross profit / Total fee income × 100, YTD',
      },
    ],
    [
      'How much did subconsultants cost in Q3?',
      { value: money(direct[0]![2]!), means: 'Subconsultants × Q3' },
    ],
    [
      'How much did fee income grow from Q1 to Q3?',
      {
        value: [growth(feeQ[0]!, feeQ[2]!), money(feeQ[2]! - feeQ[0]!)],
        tol: 0.01,
        means: 'Total fee income growth % Q1 → Q3, or the S$ difference',
      },
    ],
    [
      'Which overhead costs us the most?',
      {
        value: money(overYtd[topOver]!),
        at: OVER[topOver]!,
        means: 'the overhead line with the largest YTD',
      },
    ],
    [
      "What's our net profit margin so far this year?",
      {
        value: pct(ytd(netQ), ytd(feeQ)),
        tol: 0.01,
        means: 'Net profit / Total fee income × 100, YTD',
      },
    ],
    [
      "What's our average quarterly profit?",
      { value: meanCents(ytd(netQ), Q), means: 'Net profit YTD / 3 quarters' },
    ],
    [
      'How much rent do we pay a quarter?',
      { value: money(RENT), means: 'Office rent, the same in each quarter' },
    ],
    [
      'What is CPF as a percentage of salaries?',
      {
        value: pct(overYtd[1]!, overYtd[0]!),
        tol: 0.01,
        means: 'CPF contributions YTD / Salaries YTD × 100',
      },
    ],
    [
      'What were total overheads in Q1?',
      { value: money(overQ[0]!), means: 'Total overheads × Q1' },
    ],
    [
      'How did we do in October?',
      { refuse: true, means: 'the sheet has quarters to 30 September only' },
    ],
    [
      'Which project made us the most money?',
      { refuse: true, means: 'no projects in a practice P&L' },
    ],
    [
      'How much corporate tax will we owe for 2026?',
      { refuse: true, means: 'no tax figures; a forecast' },
    ],
  ]),
  checks: [
    same('fee lines YTD = total fee income YTD', total(fees.map((l) => ytd(l))), ytd(feeQ)),
    same('GP − overheads = net (YTD)', ytd(gpQ) - ytd(overQ), ytd(netQ)),
    same(
      'quarter nets = YTD net',
      total(netQ),
      ytd(fees.flat()) - ytd(direct.flat()) - ytd(over.flat()),
    ),
    unique('quarter net', netQ),
    holds('best net quarter is best fee quarter', argMax(feeQ) === bestQ),
    unique('overhead YTD', overYtd),
    holds('fee income grew Q1 → Q3', feeQ[2]! > feeQ[0]!),
  ],
};
