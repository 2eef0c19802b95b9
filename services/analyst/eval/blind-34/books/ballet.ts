/**
 * ballet: a ballet school's Profit and Loss for the school year to 31 August 2026, three term
 * columns and a Total, sections Income / Cost of Sales / Expenses with "Total …" lines, Gross
 * Profit and Net Profit lines, title rows above. EUR.
 */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
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

const r = rng(4);
const TERMS = ['Autumn term (Sep–Dec)', 'Spring term (Jan–Apr)', 'Summer term (May–Aug)'];
const TERM_AT = ['Autumn', 'Spring', 'Summer'];

/** a term figure near `euros` (±8%), in cents; 0 stays 0 */
const near = (euros: number): bigint =>
  euros === 0 ? 0n : BigInt(Math.round(euros * (0.92 + 0.16 * r.next()) * 100));
const line = (xs: number[]): bigint[] => xs.map(near);

const INCOME: Array<[string, bigint[]]> = [
  ['Class fees', line([41000, 43500, 28000])],
  ['Exam entry fees', line([1200, 6800, 2100])],
  ['Uniform & shoe sales', line([2400, 900, 700])],
  ['Summer school', line([0, 0, 9600])],
  ['Show ticket sales', line([5800, 0, 7200])],
];
const exam = INCOME[1]![1];
const uniform = INCOME[2]![1];
const COS: Array<[string, bigint[]]> = [
  ['Examiner fees', exam.map((x) => (x * 70n) / 100n)],
  ['Uniform purchases', uniform.map((x) => (x * 58n) / 100n)],
  ['Costume hire', line([1900, 0, 2600])],
];
const EXPENSES: Array<[string, bigint[]]> = [
  ['Teacher wages', line([21000, 22500, 17500])],
  ['Studio rent', [660000n, 660000n, 660000n]],
  ['Pianist fees', line([2800, 3000, 1900])],
  ['Theatre hire', line([2200, 0, 2900])],
  ['Insurance', [64000n, 64000n, 64000n]],
  ['Music licence (IMRO)', [41000n, 0n, 0n]],
  ['Advertising', line([650, 300, 900])],
  ['Accountancy', [0n, 0n, 145000n]],
  ['Light & heat', line([1300, 1700, 600])],
  ['Bank fees', line([90, 85, 70])],
  ['Sundries', line([240, 180, 310])],
];
export const BALLET_ACCOUNTS = [...INCOME, ...COS, ...EXPENSES].map(([n]) => n);

const sumTerms = (lines: Array<[string, bigint[]]>): bigint[] =>
  [0, 1, 2].map((t) => total(lines.map(([, v]) => v[t]!)));
const incomeT = sumTerms(INCOME);
const cosT = sumTerms(COS);
const expT = sumTerms(EXPENSES);
const gpT = incomeT.map((x, t) => x - cosT[t]!);
const netT = gpT.map((x, t) => x - expT[t]!);
const income = total(incomeT);
const cos = total(cosT);
const opex = total(expT);
const gp = total(gpT);
const net = total(netT);
const lineTotal = (name: string): bigint =>
  total([...INCOME, ...COS, ...EXPENSES].find(([n]) => n === name)![1]);
const allCosts = [...COS, ...EXPENSES].map(([, v]) => total(v));
const biggestCost = argMax(allCosts);
const bestTerm = argMax(netT);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  const row = (label: string, v: bigint[]): unknown[] => [label, ...v.map(cell), cell(total(v))];
  const rows: unknown[][] = [
    ['Profit and Loss'],
    ['Pointe & Plié School of Ballet'],
    ['For the year ended 31 August 2026'],
    ['All figures in €'],
    [undefined, ...TERMS, 'Total'],
    [],
    ['Income'],
    ...INCOME.map(([n, v]) => row(n, v)),
    row('Total Income', incomeT),
    [],
    ['Cost of Sales'],
    ...COS.map(([n, v]) => row(n, v)),
    row('Total Cost of Sales', cosT),
    [],
    row('Gross Profit', gpT),
    [],
    ['Expenses'],
    ...EXPENSES.map(([n, v]) => row(n, v)),
    row('Total Expenses', expT),
    [],
    row('Net Profit', netT),
  ];
  putRows(ws, rows);
  ws.eachRow((rw) => {
    const label = String(rw.getCell(1).value ?? '');
    if (/^(Total|Gross|Net|Income$|Cost of Sales$|Expenses$|Profit and Loss)/.test(label))
      rw.font = { bold: true };
  });
  ws.getRow(5).font = { bold: true };
  for (let c = 2; c <= 5; c++) {
    ws.getColumn(c).numFmt = '#,##0.00;(#,##0.00)';
    ws.getColumn(c).width = 22;
  }
  ws.getColumn(1).width = 26;
  return toBytes(wb);
}

export const ballet: BlindBook = {
  name: 'ballet',
  business: 'ballet school',
  shape:
    'P&L by term (3 terms + Total), Income / Cost of Sales / Expenses sections, Total lines, Gross and Net Profit',
  bytes,
  questions: questionsFor('ballet', [
    [
      'total income for the year',
      { value: hundredths(income), means: 'Total Income, Total column (year to 31 Aug 2026)' },
    ],
    ['what was our net profit', { value: hundredths(net), means: 'Net Profit, Total column' }],
    ['gross profit?', { value: hundredths(gp), means: 'Gross Profit, Total column' }],
    [
      "what's our gross margin",
      {
        value: [hundredths(gp), pct(gp, income)],
        tol: 0.01,
        means: 'Gross Profit (or Gross Profit / Total Income × 100)',
      },
    ],
    [
      'net margin',
      {
        value: [hundredths(net), pct(net, income)],
        tol: 0.01,
        means: 'Net Profit (or Net Profit / Total Income × 100)',
      },
    ],
    [
      'biggest expense',
      {
        value: hundredths(allCosts[biggestCost]!),
        at: [...COS, ...EXPENSES][biggestCost]![0],
        means: 'the cost line (cost of sales or expenses) with the largest Total',
      },
    ],
    [
      'how much did the summer school bring in',
      { value: hundredths(lineTotal('Summer school')), means: 'Summer school line, Total' },
    ],
    [
      'which term made the most profit',
      {
        value: hundredths(netT[bestTerm]!),
        at: TERM_AT[bestTerm],
        means: 'term with the largest Net Profit',
      },
    ],
    [
      'studio rent for the year',
      { value: hundredths(lineTotal('Studio rent')), means: 'Studio rent, Total' },
    ],
    [
      'what % of income is class fees',
      {
        value: pct(lineTotal('Class fees'), income),
        tol: 0.01,
        means: 'Class fees / Total Income × 100',
      },
    ],
    [
      'income in the spring term',
      { value: hundredths(incomeT[1]!), means: 'Total Income, Spring term column' },
    ],
    [
      'total expenses',
      {
        value: [hundredths(opex), hundredths(opex + cos)],
        means: 'the Total Expenses line (or with cost of sales added: every cost)',
      },
    ],
    [
      'what did costume hire cost us',
      { value: hundredths(lineTotal('Costume hire')), means: 'Costume hire, Total' },
    ],
    [
      'wages as a % of income',
      {
        value: pct(lineTotal('Teacher wages'), income),
        tol: 0.01,
        means: 'Teacher wages / Total Income × 100',
      },
    ],
    [
      'how much did ticket sales bring in',
      { value: hundredths(lineTotal('Show ticket sales')), means: 'Show ticket sales, Total' },
    ],
    [
      'cost of sales in the autumn term',
      { value: hundredths(cosT[0]!), means: 'Total Cost of Sales, Autumn term column' },
    ],
    [
      'how many pupils do we have',
      { refuse: true, means: 'a P&L holds money only, no pupil numbers' },
    ],
    [
      'how does this compare to last year',
      { refuse: true, means: 'only the year to 31 Aug 2026 is held' },
    ],
  ]),
  checks: [
    same('income − cos − opex = net', income - cos - opex, net),
    same('terms net = total net', total(netT), net),
    same('gross profit both ways', income - cos, gp),
    holds('biggest cost line unique', uniqueMax(allCosts)),
    holds('biggest cost is an expense line, not cost of sales', biggestCost >= COS.length),
    holds('best term unique', uniqueMax(netT)),
  ],
};
