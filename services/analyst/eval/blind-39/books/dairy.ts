/**
 * dairy: a dairy farm's two-year comparison for the year ended 31 May 2026 against 2025 (core
 * shape 10), in NZ$ thousands: title rows, a two-row header ("2026" / "2025" / a merged
 * "Change" over "$000" and "%"), revenue and expense lines with totals, net profit; negative
 * changes in parentheses. NZD.
 */
import ExcelJS from 'exceljs';
import { divRound, growth, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  countOf,
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

const r = rng(10);
/** [line, 2025 lo, 2025 hi, change factor lo, hi] in $000 */
const REV: Array<[string, number, number, number, number]> = [
  ['Milk solids income', 2750, 2950, 1.12, 1.22],
  ['Livestock sales', 220, 260, 1.05, 1.25],
  ['Other income', 35, 48, 0.7, 0.9],
];
const EXP: Array<[string, number, number, number, number]> = [
  ['Feed & grazing', 520, 600, 1.04, 1.12],
  ['Fertiliser', 260, 310, 0.78, 0.88],
  ['Animal health', 95, 120, 1.02, 1.1],
  ['Breeding & herd testing', 60, 75, 0.95, 1.05],
  ['Wages', 430, 480, 1.06, 1.1],
  ['Repairs & maintenance', 120, 160, 1.15, 1.3],
  ['Electricity', 70, 85, 1.08, 1.14],
  ['Vehicles & fuel', 65, 80, 0.9, 0.97],
  ['Depreciation', 140, 160, 1.02, 1.06],
  ['Interest', 280, 320, 0.86, 0.93],
];
const make = ([name, lo, hi, flo, fhi]: [string, number, number, number, number]): {
  name: string;
  y25: number;
  y26: number;
} => {
  const y25 = r.int(lo, hi);
  const y26 = Math.round(y25 * (flo + (fhi - flo) * r.next()));
  return { name, y25, y26 };
};
const rev = REV.map(make);
const exp = EXP.map(make);
const k = (x: number | bigint): bigint => BigInt(x) * 100n; // $000 → "cents" of a $000 unit
const revTot = { y25: total(rev.map((l) => l.y25)), y26: total(rev.map((l) => l.y26)) };
const expTot = { y25: total(exp.map((l) => l.y25)), y26: total(exp.map((l) => l.y26)) };
const net = { y25: revTot.y25 - expTot.y25, y26: revTot.y26 - expTot.y26 };
const change = exp.map((l) => l.y26 - l.y25);
/** change in millionths, for ranking by % */
const changePct = exp.map((l) => divRound(BigInt(l.y26 - l.y25) * 1000000n, BigInt(l.y25)));
const up = argMax(change);
const upPct = argMax(changePct);
const down = argMin(change);
const downPct = argMin(changePct);
const E = (name: string): { name: string; y25: number; y26: number } =>
  exp.find((l) => l.name === name)!;

/** a $000 figure as "1843" or in dollars "1843000" */
const both = (x: number | bigint): string[] => [money(k(x)), money(k(x) * 1000n)];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Comparison');
  const line = (name: string, y26: number | bigint, y25: number | bigint): unknown[] => {
    const a = Number(y26);
    const b = Number(y25);
    return [name, a, b, a - b, b === 0 ? undefined : (a - b) / Math.abs(b)];
  };
  putRows(ws, [
    ['Tōtara Flats Dairy Ltd'],
    ['Statement of financial performance — year ended 31 May 2026 with comparatives'],
    ['All figures NZ$000'],
    [],
    ['', '2026', '2025', 'Change', ''],
    ['', '$000', '$000', '$000', '%'],
    ['Revenue'],
    ...rev.map((l) => line(l.name, l.y26, l.y25)),
    line('Total revenue', revTot.y26, revTot.y25),
    [],
    ['Operating expenses'],
    ...exp.map((l) => line(l.name, l.y26, l.y25)),
    line('Total expenses', expTot.y26, expTot.y25),
    [],
    line('Net profit before tax', net.y26, net.y25),
  ]);
  ws.mergeCells('D5:E5');
  ws.getCell('D5').alignment = { horizontal: 'center' };
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(5).font = { bold: true };
  ws.getRow(6).font = { bold: true };
  for (let c = 2; c <= 4; c++) ws.getColumn(c).numFmt = '#,##0;(#,##0)';
  ws.getColumn(5).numFmt = '0.0%;(0.0%)';
  ws.getColumn(1).width = 28;
  ws.eachRow((row) => {
    const a = String(row.getCell(1).value ?? '');
    if (/^(Total|Net|Revenue$|Operating)/.test(a)) row.font = { bold: true };
  });
  return toBytes(wb);
}

export const dairy: BlindBook = {
  name: 'dairy',
  business: 'dairy farm',
  shape: 'two-year comparison, year ended 31 May 2026 vs 2025, NZ$000, change and change %',
  bytes,
  questions: questionsFor('dairy', [
    [
      'What was total revenue this year?',
      { value: both(revTot.y26), means: 'Total revenue, 2026 column (NZ$000, or in dollars)' },
    ],
    [
      'Are we up on last year?',
      {
        value: [
          ...both(net.y26 - net.y25),
          growth(net.y25, net.y26),
          ...both(revTot.y26 - revTot.y25),
          growth(revTot.y25, revTot.y26),
        ],
        tol: 0.05,
        means: 'net profit change 2026 − 2025 ($000 or $, or %), or the same for total revenue',
      },
    ],
    [
      'How much did feed cost us this year?',
      { value: both(E('Feed & grazing').y26), means: 'Feed & grazing, 2026' },
    ],
    [
      'What was net profit last year?',
      { value: both(net.y25), means: 'Net profit before tax, 2025 column' },
    ],
    [
      'Which expense went up the most?',
      {
        at: [exp[up]!.name, exp[upPct]!.name],
        means: 'the expense line with the largest increase in $ (or in %)',
      },
    ],
    [
      'By what percentage did milk income change?',
      {
        value: growth(rev[0]!.y25, rev[0]!.y26),
        tol: 0.05,
        means: 'Milk solids income (2026 − 2025) / 2025 × 100',
      },
    ],
    [
      "Compare this year's net profit with last year's.",
      {
        value: [...both(net.y26 - net.y25), growth(net.y25, net.y26)],
        tol: 0.05,
        means: 'net profit 2026 − 2025 ($000 or $), or the % change',
      },
    ],
    [
      'What were total expenses this year?',
      { value: both(expTot.y26), means: 'Total expenses, 2026' },
    ],
    [
      'Which cost came down the most?',
      {
        at: [exp[down]!.name, exp[downPct]!.name],
        means: 'the expense line with the largest fall in $ (or in %)',
      },
    ],
    [
      'What share of revenue went on interest this year?',
      {
        value: pct(E('Interest').y26, revTot.y26),
        tol: 0.05,
        means: 'Interest 2026 / Total revenue 2026 × 100',
      },
    ],
    [
      'What did fertiliser cost last year?',
      { value: both(E('Fertiliser').y25), means: 'Fertiliser, 2025 column' },
    ],
    [
      'How many expense lines went up on last year?',
      {
        value: String(countOf(change, (c) => c > 0)),
        means: 'expense lines with a positive change',
      },
    ],
    [
      'How much more did we spend on wages than last year?',
      { value: both(E('Wages').y26 - E('Wages').y25), means: 'Wages 2026 − 2025' },
    ],
    [
      'What milk price did we get per kg of milk solids?',
      { refuse: true, means: 'no kgMS volumes in the statement' },
    ],
    [
      'How many cows did we milk this season?',
      { refuse: true, means: 'no herd numbers in the sheet' },
    ],
    [
      "What will next season's profit be?",
      { refuse: true, means: 'a forecast the statement does not hold' },
    ],
  ]),
  checks: [
    same('revenue − expenses = net (2026)', revTot.y26 - expTot.y26, net.y26),
    same('line changes = total expense change', total(change), expTot.y26 - expTot.y25),
    unique('expense increase', change),
    unique('expense decrease', change, 'min'),
    holds(
      'some lines went down',
      change.some((c) => c < 0),
    ),
    holds(
      'no line unchanged',
      change.every((c) => c !== 0),
    ),
    holds('wages went up', change[4]! > 0),
    holds('net profit went up', net.y26 > net.y25),
  ],
};
