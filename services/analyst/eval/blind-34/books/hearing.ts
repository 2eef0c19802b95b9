/**
 * hearing: a hearing-aid clinic's two-year comparison, FY 2025-26 against FY 2024-25 (years to
 * 31 March), lines down, a merged two-row header ("Year ended 31 March" over the years,
 * "Change" over ₹ and %), Total revenue / Total expenses / Net profit lines, change % written as
 * a percent. Whole rupees, INR.
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, pct } from '../../expect';
import {
  argMax,
  cell,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(10);
/** a rupee figure near `lakh` lakh (±3%), in paise */
const lakh = (x: number): bigint =>
  BigInt(Math.round(x * 100000 * (0.97 + 0.06 * r.next()))) * 100n;
/** [line, FY 2024-25, FY 2025-26] in paise */
const grow = (name: string, prior: number, g: number): [string, bigint, bigint] => {
  const a = lakh(prior);
  const b = BigInt(Math.round((Number(a) * (1 + g + 0.016 * (r.next() - 0.5))) / 100)) * 100n;
  return [name, a, b];
};

const REVENUE: Array<[string, bigint, bigint]> = [
  grow('Hearing aid sales', 62, 0.14),
  grow('Hearing tests & consultations', 11.5, 0.09),
  grow('Batteries & accessories', 4.2, 0.06),
  grow('Repairs & servicing', 3.1, -0.11),
  grow('Ear wax removal', 1.6, 0.22),
];
const EXPENSES: Array<[string, bigint, bigint]> = [
  grow('Cost of hearing aids', 31, 0.12),
  grow('Audiologist salaries', 18, 0.4),
  grow('Front office salaries', 4.8, 0.07),
  grow('Rent', 7.2, 0.1),
  grow('Marketing', 3.4, 0.08),
  grow('Electricity & internet', 1.1, 0.05),
  grow('Equipment maintenance (AMC)', 0.9, 0.03),
  grow('Professional fees', 0.75, 0.04),
  grow('Other expenses', 1.3, -0.02),
];

const sumCol = (ls: Array<[string, bigint, bigint]>, c: 1 | 2): bigint =>
  total(ls.map((l) => l[c]));
const rev25 = sumCol(REVENUE, 1);
const rev26 = sumCol(REVENUE, 2);
const exp25 = sumCol(EXPENSES, 1);
const exp26 = sumCol(EXPENSES, 2);
const net25 = rev25 - exp25;
const net26 = rev26 - exp26;
const line = (n: string): [string, bigint, bigint] =>
  [...REVENUE, ...EXPENSES].find((l) => l[0] === n)!;
const revUp = REVENUE.map((l) => l[2] - l[1]);
const expUp = EXPENSES.map((l) => l[2] - l[1]);
const expUpPct = EXPENSES.map((l) => ((l[2] - l[1]) * 1000000n) / l[1]);
const topRev = argMax(revUp);
const topExp = argMax(expUp);
const fell = REVENUE.filter((l) => l[2] < l[1]);
const expRose = EXPENSES.filter((l) => l[2] > l[1]).length;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('FY comparison');
  const row = ([n, a, b]: [string, bigint, bigint]): unknown[] => [
    n,
    cell(b),
    cell(a),
    cell(b - a),
    Number(b - a) / Number(a),
  ];
  putRows(ws, [
    ['SoundCare Hearing Clinic, Pune'],
    ['Income & expenditure — two-year comparison'],
    ['Amounts in ₹ (whole rupees)'],
    [],
    [undefined, 'Year ended 31 March', undefined, 'Change'],
    ['Particulars', 'FY 2025-26', 'FY 2024-25', '₹', '%'],
    ['Revenue'],
    ...REVENUE.map(row),
    row(['Total revenue', rev25, rev26]),
    [],
    ['Expenses'],
    ...EXPENSES.map(row),
    row(['Total expenses', exp25, exp26]),
    [],
    row(['Net profit', net25, net26]),
  ]);
  ws.mergeCells('B5:C5');
  ws.mergeCells('D5:E5');
  ws.getCell('B5').alignment = { horizontal: 'center' };
  ws.getCell('D5').alignment = { horizontal: 'center' };
  for (const n of [1, 5, 6]) ws.getRow(n).font = { bold: true };
  ws.eachRow((rw) => {
    if (/^(Total|Net|Revenue$|Expenses$)/.test(String(rw.getCell(1).value ?? '')))
      rw.font = { bold: true };
  });
  for (const c of [2, 3, 4]) {
    ws.getColumn(c).numFmt = '#,##,##0;(#,##,##0)';
    ws.getColumn(c).width = 15;
  }
  ws.getColumn(5).numFmt = '0.0%';
  ws.getColumn(1).width = 32;
  return toBytes(wb);
}

export const hearing: BlindBook = {
  name: 'hearing',
  business: 'hearing-aid clinic',
  shape:
    'two-year comparison FY 2025-26 vs FY 2024-25, merged two-row header, change ₹ and % columns, totals and net profit',
  bytes,
  questions: questionsFor('hearing', [
    ['total revenue in 2025-26', { value: hundredths(rev26), means: 'Total revenue, FY 2025-26' }],
    [
      'how much did revenue grow',
      {
        value: [hundredths(rev26 - rev25), growth(rev25, rev26)],
        tol: 0.01,
        means: 'Total revenue FY 2025-26 − FY 2024-25 (or the % change)',
      },
    ],
    ['net profit in 2024-25', { value: hundredths(net25), means: 'Net profit, FY 2024-25' }],
    [
      'which revenue line grew the most in rupees',
      {
        value: hundredths(revUp[topRev]!),
        at: REVENUE[topRev]![0],
        means: 'revenue line with the largest ₹ change',
      },
    ],
    [
      'which cost went up the most',
      {
        value: [hundredths(expUp[topExp]!), growth(EXPENSES[topExp]![1], EXPENSES[topExp]![2])],
        at: EXPENSES[topExp]![0],
        tol: 0.01,
        means: 'expense line with the largest rise (the same line by ₹ and by %)',
      },
    ],
    [
      'hearing aid sales growth %',
      {
        value: growth(line('Hearing aid sales')[1], line('Hearing aid sales')[2]),
        tol: 0.01,
        means: '(FY 2025-26 − FY 2024-25) / FY 2024-25 × 100',
      },
    ],
    [
      'net margin for 2025-26',
      {
        value: [hundredths(net26), pct(net26, rev26)],
        tol: 0.01,
        means: 'Net profit FY 2025-26 (or / Total revenue × 100)',
      },
    ],
    [
      'how much more rent are we paying',
      {
        value: hundredths(line('Rent')[2] - line('Rent')[1]),
        means: 'Rent FY 2025-26 − FY 2024-25',
      },
    ],
    ['total expenses 2025-26', { value: hundredths(exp26), means: 'Total expenses, FY 2025-26' }],
    [
      'what share of revenue was hearing tests in 2025-26',
      {
        value: pct(line('Hearing tests & consultations')[2], rev26),
        tol: 0.01,
        means: 'Hearing tests & consultations / Total revenue × 100, FY 2025-26',
      },
    ],
    [
      'which revenue line fell',
      { at: fell[0]![0], means: 'the one revenue line lower in FY 2025-26 than FY 2024-25' },
    ],
    [
      'batteries and accessories in 2024-25',
      {
        value: hundredths(line('Batteries & accessories')[1]),
        means: 'Batteries & accessories, FY 2024-25',
      },
    ],
    [
      'how much did net profit change',
      {
        value: [hundredths(net26 - net25), growth(net25, net26)],
        abs: true,
        tol: 0.01,
        means: 'Net profit FY 2025-26 − FY 2024-25 (or the % change); sign compared by size',
      },
    ],
    [
      'how many expense lines went up',
      { value: String(expRose), means: 'expense lines higher in FY 2025-26 than FY 2024-25' },
    ],
    ['how many hearing aids did we fit', { refuse: true, means: 'rupees only, no units' }],
    ['what will revenue be next year', { refuse: true, means: 'no forecast is held' }],
    [
      'which audiologist brings in the most',
      { refuse: true, means: 'revenue is not split by audiologist' },
    ],
  ]),
  checks: [
    same('revenue − expenses = net, both years', rev26 - exp26 + (rev25 - exp25), net26 + net25),
    same('line changes = total change', total(revUp) - total(expUp), net26 - net25),
    holds('top revenue rise unique', uniqueMax(revUp)),
    holds('top cost rise unique by ₹', uniqueMax(expUp)),
    holds('top cost rise is also the top by %', argMax(expUpPct) === topExp && uniqueMax(expUpPct)),
    holds('exactly one revenue line fell', fell.length === 1),
  ],
};
