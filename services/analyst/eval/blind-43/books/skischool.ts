/**
 * skischool — a ski and snowboard school in Graubünden (CHF, IN THOUSANDS). Two-year income
 * statement comparison, LAST YEAR FIRST: years ended 30 April 2025 and 2026, a two-row header
 * (merged "Year ended 30 April" over 2025 / 2026, merged "Change" over CHF '000 / %), Revenue
 * and Costs with totals, Net profit; Change % stored as a fraction, falls in parentheses.
 * Figures are whole thousands, so a value is accepted in thousands or in francs.
 */
import ExcelJS from 'exceljs';
import { divRound, growth, money, pct } from '../../expect';
import {
  argMax,
  holds,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';
import { header, title, widths } from '../helpers';

const r = rng(10);
const NAME = 'skischool';

/** name, last year's low and high ('000), this year's change low and high in percent */
const REV_DEF: Array<[string, number, number, number, number]> = [
  ['Group lessons', 820, 900, -4, 6],
  ['Private lessons', 1100, 1250, 8, 16],
  ["Kids' club", 380, 450, 2, 9],
  ['Equipment hire', 210, 260, -8, -2],
];
const COST_DEF: Array<[string, number, number, number, number]> = [
  ['Instructor wages', 1250, 1350, 4, 8],
  ['Instructor lift passes', 140, 170, 3, 6],
  ['Rent', 180, 180, 2, 2],
  ['Insurance', 60, 75, 5, 12],
  ['Marketing', 70, 95, 12, 25],
  ['Vehicle costs', 90, 120, -18, -10],
];
type L = [string, bigint, bigint];
const make = ([k, lo, hi, glo, ghi]: [string, number, number, number, number]): L => {
  const last = r.int(lo, hi);
  return [k, BigInt(last), BigInt(Math.round((last * (100 + r.int(glo, ghi))) / 100))];
};
const REV: L[] = REV_DEF.map(make);
const COST: L[] = COST_DEF.map(make);
const sum = (xs: L[], y: 1 | 2): bigint => total(xs.map((x) => x[y]));
const rev = [sum(REV, 1), sum(REV, 2)] as const;
const cost = [sum(COST, 1), sum(COST, 2)] as const;
const net = [rev[0] - cost[0], rev[1] - cost[1]] as const;
const line = (xs: L[], k: string): L => xs.find((x) => x[0] === k)!;
const revUp = REV.map(([, a, b]) => b - a);
const revPct = REV.map(([, a, b]) => Number(((b - a) * 100000n) / a));
const topRev = argMax(revUp);
const topCost = argMax(COST.map((x) => x[2]));
const fell = COST.filter(([, a, b]) => b < a);

/** a figure in thousands, accepted in thousands or in francs */
const k = (x: bigint): string[] => [money(x * 100n), money(x * 100000n)];
/** a change, in thousands or francs, or as a % (by size) */
const change = (a: bigint, b: bigint): string[] => [...k(b - a), growth(a, b)];

const checks: CrossCheck[] = [
  same('revenue − costs = net (this year)', sum(REV, 2) - sum(COST, 2), net[1]),
  same('revenue − costs = net (last year)', sum(REV, 1) - sum(COST, 1), net[0]),
  same(
    'line changes = net change',
    total(revUp) - total(COST.map(([, a, b]) => b - a)),
    net[1] - net[0],
  ),
  unique('revenue line change (amount)', revUp),
  holds('top revenue grower same by %', argMax(revPct) === topRev),
  unique(
    'cost line this year',
    COST.map((x) => x[2]),
  ),
  holds('biggest cost same last year', argMax(COST.map((x) => x[1])) === topCost),
  holds('exactly one cost fell', fell.length === 1 && fell[0]![0] === 'Vehicle costs'),
  holds('equipment hire fell', line(REV, 'Equipment hire')[2] < line(REV, 'Equipment hire')[1]),
];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Comparison');
  title(ws, 1, 'Schneesportschule Alpenblick GmbH', 5);
  title(ws, 2, 'Income statement comparison', 5);
  title(ws, 3, "CHF '000 (in thousands)", 5);
  ws.getCell(5, 2).value = 'Year ended 30 April';
  ws.mergeCells(5, 2, 5, 3);
  ws.getCell(5, 4).value = 'Change';
  ws.mergeCells(5, 4, 5, 5);
  ws.getRow(5).font = { bold: true };
  header(ws, 6, ['', '2025', '2026', "CHF '000", '%']);
  let row = 7;
  const put = (label: string, a?: bigint, b?: bigint, bold = false): void => {
    const rw = ws.getRow(row++);
    rw.getCell(1).value = label;
    if (a !== undefined && b !== undefined) {
      rw.getCell(2).value = Number(a);
      rw.getCell(3).value = Number(b);
      rw.getCell(4).value = Number(b - a);
      rw.getCell(5).value = Number(divRound((b - a) * 10000n, a < 0n ? -a : a)) / 10000;
    }
    if (bold) rw.font = { bold: true };
  };
  put('Revenue', undefined, undefined, true);
  for (const [l, a, b] of REV) put(l, a, b);
  put('Total revenue', rev[0], rev[1], true);
  row++;
  put('Costs', undefined, undefined, true);
  for (const [l, a, b] of COST) put(l, a, b);
  put('Total costs', cost[0], cost[1], true);
  row++;
  put('Net profit', net[0], net[1], true);
  for (const c of [2, 3, 4]) ws.getColumn(c).numFmt = '#,##0;(#,##0)';
  ws.getColumn(5).numFmt = '0.0%;(0.0%)';
  widths(ws, [26, 12, 12, 12, 10]);
  return toBytes(wb);
}

export const skischool: BlindBook = {
  name: NAME,
  business: 'ski and snowboard school',
  shape: "two-year income statement comparison, last year first, CHF '000, change and change %",
  bytes,
  checks,
  questions: questionsFor(NAME, [
    [
      'What was our revenue this year?',
      { value: k(rev[1]), means: "Total revenue, year ended 30 Apr 2026 ('000 or CHF)" },
    ],
    [
      'Compare this year to last.',
      {
        value: [...change(net[0], net[1]), ...change(rev[0], rev[1])],
        abs: true,
        tol: 0.06,
        means: "net profit or revenue, 2026 vs 2025: difference ('000 or CHF) or % change",
      },
    ],
    ['What was our net profit last year?', { value: k(net[0]), means: 'Net profit, 2025' }],
    [
      'Which revenue line grew the most?',
      {
        value: change(REV[topRev]![1], REV[topRev]![2]),
        tol: 0.06,
        at: REV[topRev]![0],
        means: 'largest increase (same by amount and by %)',
      },
    ],
    [
      'How much did private lessons bring in this year?',
      { value: k(line(REV, 'Private lessons')[2]), means: 'Private lessons, 2026' },
    ],
    [
      'By how much did instructor wages go up?',
      {
        value: change(line(COST, 'Instructor wages')[1], line(COST, 'Instructor wages')[2]),
        tol: 0.06,
        means: "Instructor wages change ('000 or CHF, or %)",
      },
    ],
    [
      'Which cost fell?',
      {
        value: change(fell[0]![1], fell[0]![2]),
        abs: true,
        tol: 0.06,
        at: fell[0]![0],
        means: 'the only cost line lower than last year',
      },
    ],
    [
      "What's our net margin this year?",
      {
        value: [pct(net[1], rev[1]), ...k(net[1])],
        tol: 0.01,
        means: 'net profit / revenue, 2026 (or the amount)',
      },
    ],
    [
      "What share of revenue came from the kids' club this year?",
      {
        value: pct(line(REV, "Kids' club")[2], rev[1]),
        tol: 0.01,
        means: "Kids' club / Total revenue, 2026",
      },
    ],
    ['What did our costs total last year?', { value: k(cost[0]), means: 'Total costs, 2025' }],
    [
      'Did equipment hire grow?',
      {
        value: change(line(REV, 'Equipment hire')[1], line(REV, 'Equipment hire')[2]),
        abs: true,
        tol: 0.06,
        means: 'no: its change (amount or %)',
      },
    ],
    [
      'What was the percentage change in total revenue?',
      { value: growth(rev[0], rev[1]), tol: 0.06, means: '(2026 − 2025) / 2025 Total revenue' },
    ],
    [
      "What's our biggest cost?",
      { value: k(COST[topCost]![2]), at: COST[topCost]![0], means: 'largest cost line, 2026' },
    ],
    [
      'How much more did we spend on marketing than last year?',
      {
        value: change(line(COST, 'Marketing')[1], line(COST, 'Marketing')[2]),
        tol: 0.06,
        means: "Marketing change ('000 or CHF, or %)",
      },
    ],
    ['How many lessons did we teach this year?', { refuse: true, means: 'no counts are held' }],
    [
      'How is this winter going so far?',
      { refuse: true, means: 'the 2026/27 season is not on the sheet' },
    ],
    ['What will revenue be next season?', { refuse: true, means: 'a forecast' }],
  ]),
};
