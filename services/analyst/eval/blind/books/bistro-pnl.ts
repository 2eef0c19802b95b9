/**
 * Harbor Street Bistro ($): a P&L with sections (Revenue, Cost of Sales, Operating Expenses),
 * indented lines, "Total ..." lines, Gross Profit and Net Income, quarters across plus FY.
 */
import { growth, money, pct } from '../../expect';
import { makeRng } from '../rng';
import { bold, cell, DOLLAR, formatColumns, newBook, sumN, toBytes } from '../sheet';
import type { BookSpec } from '../types';

const REVENUE = ['Food sales', 'Beverage sales', 'Catering'] as const;
const COGS = ['Food cost', 'Beverage cost'] as const;
const OPEX = [
  'Wages & salaries',
  'Rent',
  'Utilities',
  'Marketing',
  'Repairs & maintenance',
  'Credit card fees',
] as const;

export interface BistroPnl {
  /** line -> cents per quarter (4) */
  lines: Record<string, number[]>;
}

export const bistroPnl: BookSpec<BistroPnl> = {
  name: 'bistro-pnl',
  about: 'restaurant, $, P&L with sections, Total lines, Gross Profit, Net Income, Q1-Q4 + FY',
  async build(seed) {
    const rng = makeRng(seed);
    const q = (lo: number, hi: number): number[] =>
      [0, 1, 2, 3].map(() => rng.int(lo, hi) * 100 + rng.int(0, 99));
    const lines: Record<string, number[]> = {
      'Food sales': q(210_000, 290_000),
      'Beverage sales': q(70_000, 110_000),
      Catering: q(8_000, 40_000),
    };
    lines['Food cost'] = lines['Food sales']!.map((v) =>
      Math.round(v * (0.28 + rng.next() * 0.06)),
    );
    lines['Beverage cost'] = lines['Beverage sales']!.map((v) =>
      Math.round(v * (0.2 + rng.next() * 0.06)),
    );
    lines['Wages & salaries'] = q(85_000, 115_000);
    lines.Rent = [3_600_000, 3_600_000, 3_600_000, 3_600_000];
    lines.Utilities = q(7_000, 12_000);
    lines.Marketing = q(3_000, 9_000);
    lines['Repairs & maintenance'] = q(1_500, 8_000);
    lines['Credit card fees'] = q(6_000, 9_500);
    const wb = newBook();
    const ws = wb.addWorksheet('P&L');
    bold(ws.addRow(['Harbor Street Bistro']));
    ws.addRow(['Profit & Loss - 2025']);
    ws.addRow([]);
    bold(ws.addRow([null, 'Q1', 'Q2', 'Q3', 'Q4', 'FY 2025']));
    const put = (label: string, v: number[], indent: boolean): void => {
      const r = ws.addRow([indent ? `   ${label}` : label, ...v.map(cell), cell(sumN(v))]);
      if (!indent) bold(r);
    };
    const add = (names: readonly string[]): number[] =>
      [0, 1, 2, 3].map((i) => sumN(names.map((n) => lines[n]![i]!)));
    bold(ws.addRow(['Revenue']));
    for (const n of REVENUE) put(n, lines[n]!, true);
    const rev = add(REVENUE);
    put('Total Revenue', rev, false);
    ws.addRow([]);
    bold(ws.addRow(['Cost of Sales']));
    for (const n of COGS) put(n, lines[n]!, true);
    const cogs = add(COGS);
    put('Total Cost of Sales', cogs, false);
    const gp = rev.map((v, i) => v - cogs[i]!);
    put('Gross Profit', gp, false);
    ws.addRow([]);
    bold(ws.addRow(['Operating Expenses']));
    for (const n of OPEX) put(n, lines[n]!, true);
    const opex = add(OPEX);
    put('Total Operating Expenses', opex, false);
    ws.addRow([]);
    put(
      'Net Income',
      gp.map((v, i) => v - opex[i]!),
      false,
    );
    formatColumns(ws, [2, 3, 4, 5, 6], DOLLAR, 5);
    ws.getColumn(1).width = 28;
    return { bytes: await toBytes(wb), facts: { lines } };
  },
  questions({ lines }) {
    const fy = (n: string): number => sumN(lines[n]!);
    const byQ = (names: readonly string[]): number[] =>
      [0, 1, 2, 3].map((i) => sumN(names.map((n) => lines[n]![i]!)));
    const rev = byQ(REVENUE);
    const cogs = byQ(COGS);
    const opex = byQ(OPEX);
    const net = rev.map((v, i) => v - cogs[i]! - opex[i]!);
    const revFy = sumN(rev);
    const netFy = sumN(net);
    const gpFy = revFy - sumN(cogs);
    const bestQ = net.indexOf(Math.max(...net));
    return [
      {
        id: 'net-fy',
        question: 'net income for the year',
        expect: { value: money(netFy) },
        means: 'Net Income, FY 2025 column',
      },
      {
        id: 'rev-q3',
        question: 'what was revenue in q3',
        expect: { value: money(rev[2]!) },
        means: 'Total Revenue, Q3',
      },
      {
        id: 'gross-margin',
        question: 'gross margin for the year',
        expect: { value: pct(gpFy, revFy) },
        means: 'Gross Profit FY / Total Revenue FY, percent (a margin is a percent)',
      },
      {
        id: 'food-cost-pct',
        question: 'food cost as a % of food sales this year',
        expect: { value: pct(fy('Food cost'), fy('Food sales')) },
        means: 'Food cost FY / Food sales FY',
      },
      {
        id: 'best-q-net',
        question: 'which quarter had the highest net income',
        expect: { value: money(net[bestQ]!), at: `Q${bestQ + 1}` },
        means: 'largest Net Income across Q1..Q4',
      },
      {
        id: 'opex',
        question: 'total operating expenses',
        expect: { value: money(sumN(opex)) },
        means: 'Total Operating Expenses, FY',
      },
      {
        id: 'wages-q2',
        question: 'how much did we spend on wages in q2',
        expect: { value: money(lines['Wages & salaries']![1]!) },
        means: 'Wages & salaries, Q2',
      },
      {
        id: 'eating-margin',
        question: "what's eating our margin",
        expect: { refuse: true },
        means: 'no single figure: which cost, margin over what period; ask',
      },
      {
        id: 'wages-pct',
        question: 'wages as a percent of revenue',
        expect: { value: pct(fy('Wages & salaries'), revFy) },
        means: 'Wages FY / Total Revenue FY',
      },
      {
        id: 'net-margin',
        question: 'net margin',
        expect: { value: pct(netFy, revFy) },
        means: 'Net Income FY / Total Revenue FY',
      },
      {
        id: 'catering',
        question: 'how much did catering bring in this year',
        expect: { value: money(fy('Catering')) },
        means: 'Catering FY',
      },
      {
        id: 'rev-q3-q4',
        question: 'how much did revenue grow from q3 to q4 in percent',
        expect: { value: growth(rev[2]!, rev[3]!) },
        means: '(Q4 revenue - Q3 revenue) / Q3 revenue',
      },
      {
        id: 'rent',
        question: 'rent for the year',
        expect: { value: money(fy('Rent')) },
        means: 'Rent FY',
      },
      {
        id: 'bev-q1',
        question: 'beverage sales q1',
        expect: { value: money(lines['Beverage sales']![0]!) },
        means: 'Beverage sales, Q1',
      },
      {
        id: 'cogs-fy',
        question: 'what was our cost of sales',
        expect: { value: money(sumN(cogs)) },
        means: 'Total Cost of Sales, FY',
      },
      {
        id: 'covers',
        question: 'how many covers did we serve',
        expect: { refuse: true },
        means: 'no guest counts',
      },
      {
        id: 'net-2024',
        question: 'net income 2024',
        expect: { refuse: true },
        means: 'only 2025 on the sheet',
      },
    ];
  },
};
