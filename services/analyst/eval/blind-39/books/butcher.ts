/**
 * butcher: a butchery's income statement, March – November 2026 (core shape 4): three title
 * rows, months across as date cells ("Mar-26") and a Total column; Income, Cost of sales, Gross
 * profit, Expenses, Net profit sections with "Total …" lines; negatives in parentheses (one
 * loss month after a cold-room compressor). ZAR.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import {
  argMax,
  day,
  holds,
  monthAt,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  type BlindBook,
} from '../lib';

const r = rng(4);
const YEAR = 2026;
const FIRST = 2; // March
const N = 9; // Mar–Nov
const mIdx = (m: number): number => m - FIRST; // calendar month -> column index

const INCOME = ['Counter sales', 'Biltong & wors', 'Catering orders'] as const;
const COS = ['Meat purchases', 'Spices & casings', 'Packaging'] as const;
const EXP = [
  'Wages',
  'Rent',
  'Electricity',
  'Generator diesel',
  'Refrigeration repairs',
  'Bank charges',
  'Advertising',
] as const;

const LOSS = 6; // July: compressor replaced in the cold room

const income: number[][] = INCOME.map(() => []);
const cos: number[][] = COS.map(() => []);
const exp: number[][] = EXP.map(() => []);
for (let i = 0; i < N; i++) {
  const m = FIRST + i;
  const winter = m >= 5 && m <= 7 ? 0.9 : 1;
  const counter = Math.round(r.int(38000000, 46000000) * winter);
  const biltong = r.int(12000000, 15000000) + (m >= 7 ? r.int(2000000, 4000000) : 0);
  const catering = r.int(2000000, 6000000);
  income[0]!.push(counter);
  income[1]!.push(biltong);
  income[2]!.push(catering);
  const meatBase = counter + biltong;
  cos[0]!.push(Math.round((meatBase * r.int(530, 560)) / 1000));
  cos[1]!.push(Math.round((meatBase * r.int(25, 35)) / 1000));
  cos[2]!.push(Math.round((meatBase * r.int(15, 22)) / 1000));
  exp[0]!.push(r.int(9300000, 9900000));
  exp[1]!.push(3850000);
  exp[2]!.push(m >= 5 && m <= 7 ? r.int(2800000, 3200000) : r.int(2200000, 2600000));
  exp[3]!.push(r.int(400000, 1500000));
  exp[4]!.push(m === LOSS ? r.int(9800000, 10400000) : r.next() < 0.5 ? 0 : r.int(150000, 800000));
  exp[5]!.push(r.int(300000, 400000));
  exp[6]!.push(r.int(200000, 600000));
}
const colSum = (block: number[][]): bigint[] =>
  Array.from({ length: N }, (_, i) => total(block.map((line) => line[i]!)));
const totIncome = colSum(income);
const totCos = colSum(cos);
const gp = totIncome.map((x, i) => x - totCos[i]!);
const totExp = colSum(exp);
const net = gp.map((x, i) => x - totExp[i]!);
const lineTotal = (line: number[]): bigint => total(line);
const sumI = total(totIncome);
const sumCos = total(totCos);
const sumGp = total(gp);
const sumExp = total(totExp);
const sumNet = total(net);
const best = argMax(net);
const losses = where(net, (x) => x < 0n);
const allCosts = [...cos, ...exp].map(lineTotal);
const COST_NAMES = [...COS, ...EXP];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Income statement');
  const line = (label: string, xs: Array<number | bigint>): unknown[] => [
    label,
    ...xs.map((x) => Number(x) / 100),
    Number(total(xs)) / 100,
  ];
  const rows: unknown[][] = [
    ['Karoo Prime Butchery (Pty) Ltd'],
    ['Income statement — 1 March to 30 November 2026'],
    ['Amounts in rand (R)'],
    [],
    ['', ...Array.from({ length: N }, (_, i) => day(YEAR, FIRST + i, 1)), 'Total'],
    ['Income'],
    ...INCOME.map((n, k) => line(n, income[k]!)),
    line('Total income', totIncome),
    [],
    ['Cost of sales'],
    ...COS.map((n, k) => line(n, cos[k]!)),
    line('Total cost of sales', totCos),
    [],
    line('Gross profit', gp),
    [],
    ['Expenses'],
    ...EXP.map((n, k) => line(n, exp[k]!)),
    line('Total expenses', totExp),
    [],
    line('Net profit', net),
  ];
  putRows(ws, rows);
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(5).font = { bold: true };
  for (let c = 2; c <= N + 1; c++) ws.getCell(5, c).numFmt = 'mmm-yy';
  ws.eachRow((row, n) => {
    if (n <= 5) return;
    for (let c = 2; c <= N + 2; c++) row.getCell(c).numFmt = '#,##0.00;(#,##0.00)';
    const a = String(row.getCell(1).value ?? '');
    if (/^(Total|Gross|Net|Income$|Cost of sales$|Expenses$)/.test(a)) row.font = { bold: true };
  });
  ws.getColumn(1).width = 24;
  return toBytes(wb);
}

export const butcher: BlindBook = {
  name: 'butcher',
  business: 'butchery',
  shape: 'P&L with sections and Total lines, months across (Mar–Nov 2026) + Total',
  bytes,
  questions: questionsFor('butcher', [
    [
      'What was our total income for the period?',
      { value: money(sumI), means: 'Total income, Total column (Mar–Nov 2026)' },
    ],
    [
      'How did we do in June?',
      {
        value: [money(net[mIdx(5)]!), money(totIncome[mIdx(5)]!)],
        means: "June's net profit, or June's total income",
      },
    ],
    [
      "What's our gross profit so far this year?",
      { value: money(sumGp), means: 'Gross profit, Total column (the sheet covers Mar–Nov 2026)' },
    ],
    [
      'What was our best month?',
      {
        value: [money(net[best]!), money(totIncome[best]!)],
        at: monthAt(FIRST + best, YEAR),
        means: 'the month with the largest net profit (also the largest income)',
      },
    ],
    [
      'Which month did we make a loss?',
      { at: monthAt(LOSS, YEAR), means: 'the one month whose Net profit is negative' },
    ],
    [
      "What's eating our margin?",
      {
        at: 'Meat purchases',
        means: 'the largest cost line over the period (cost of sales and expenses alike)',
      },
    ],
    [
      "What's our gross margin?",
      {
        value: pct(sumGp, sumI),
        tol: 0.01,
        means: 'Gross profit / Total income × 100, Total column',
      },
    ],
    [
      'How much did we spend on electricity?',
      { value: money(lineTotal(exp[2]!)), means: 'the Electricity line, Total column' },
    ],
    [
      'How much did biltong and wors bring in in September?',
      { value: money(income[1]![mIdx(8)]!), means: 'the Biltong & wors × Sep-26 cell' },
    ],
    [
      'What were our total expenses?',
      {
        value: [money(sumExp), money(sumExp + sumCos)],
        means: 'Total expenses, Total column (or with cost of sales added)',
      },
    ],
    [
      "What's our net profit margin?",
      {
        value: pct(sumNet, sumI),
        tol: 0.01,
        means: 'Net profit / Total income × 100, Total column',
      },
    ],
    [
      'By how much did income grow from October to November?',
      {
        value: [
          growth(totIncome[mIdx(9)]!, totIncome[mIdx(10)]!),
          money(totIncome[mIdx(10)]! - totIncome[mIdx(9)]!),
        ],
        tol: 0.01,
        means: 'Total income growth % Oct → Nov, or the rand difference',
      },
    ],
    [
      "What's our average monthly wage bill?",
      { value: meanCents(lineTotal(exp[0]!), N), means: 'Wages Total / 9 months' },
    ],
    [
      'What did catering orders bring in last month?',
      { value: money(income[2]![mIdx(10)]!), means: 'Catering orders × Nov-26 (now = 7 Dec 2026)' },
    ],
    ['How much VAT do we owe SARS?', { refuse: true, means: 'no VAT figures in the sheet' }],
    [
      'What will we make in December with the festive rush?',
      { refuse: true, means: 'a forecast; the sheet stops at November' },
    ],
    ['Which customer ordered the most catering?', { refuse: true, means: 'no customers in a P&L' }],
  ]),
  checks: [
    same('lines = Total income', total(income.map(lineTotal)), sumI),
    same('GP + costs = income', sumGp + sumCos, sumI),
    same('month nets = net total', total(net), sumI - sumCos - sumExp),
    same('cost lines = cost totals', total(allCosts), sumCos + sumExp),
    holds('exactly one loss month, July', losses.length === 1 && losses[0] === mIdx(LOSS)),
    unique('net month', net),
    holds('best net month is also the best income month', argMax(totIncome) === best),
    unique('income month', totIncome),
    holds('meat purchases is the largest cost', COST_NAMES[argMax(allCosts)] === 'Meat purchases'),
    unique('cost line', allCosts),
    holds('income grew Oct → Nov', totIncome[mIdx(10)]! > totIncome[mIdx(9)]!),
  ],
};
