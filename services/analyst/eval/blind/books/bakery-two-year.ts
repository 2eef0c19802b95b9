/**
 * Golden Crust Bakery (₱, in thousands): an income summary comparing 2025 with 2024. Years
 * as column headers, a Change and a % Change column, the unit stated under the title.
 */
import { growth, pct } from '../../expect';
import { makeRng } from '../rng';
import { bold, formatColumns, newBook, THOUSANDS, toBytes } from '../sheet';
import type { BookSpec } from '../types';

const OPEX = ['Salaries', 'Rent', 'Utilities', 'Delivery', 'Marketing'] as const;

export interface TwoYear {
  /** line -> [2025, 2024] in thousands of pesos */
  lines: Record<string, [number, number]>;
}

/** a figure in thousands: the sheet's number, or the same in pesos */
const k = (v: number): string[] => [String(v), String(v * 1000)];

export const bakeryTwoYear: BookSpec<TwoYear> = {
  name: 'bakery-two-year',
  about: 'bakery, ₱ in thousands, 2025 vs 2024 with Change and % Change columns',
  async build(seed) {
    const rng = makeRng(seed);
    const pair = (lo: number, hi: number): [number, number] => [rng.int(lo, hi), rng.int(lo, hi)];
    const lines: Record<string, [number, number]> = {
      Sales: pair(9_800, 12_600),
      'Cost of goods sold': pair(4_100, 5_200),
    };
    for (const [n, lo, hi] of [
      ['Salaries', 1_900, 2_500],
      ['Rent', 600, 720],
      ['Utilities', 260, 420],
      ['Delivery', 150, 380],
      ['Marketing', 90, 260],
    ] as const)
      lines[n] = pair(lo, hi);
    const wb = newBook();
    const ws = wb.addWorksheet('2025 vs 2024');
    bold(ws.addRow(['Golden Crust Bakery - income summary']));
    ws.addRow(['(in thousands of PHP)']);
    ws.addRow([]);
    bold(ws.addRow([null, 2025, 2024, 'Change', '% Change']));
    const put = (label: string, [a, b]: [number, number]): void => {
      const r = ws.addRow([label, a, b, a - b, b === 0 ? null : (a - b) / b]);
      r.getCell(5).numFmt = '0.0%';
    };
    const L = (n: string): [number, number] => lines[n]!;
    put('Sales', L('Sales'));
    put('Cost of goods sold', L('Cost of goods sold'));
    const gp: [number, number] = [
      L('Sales')[0] - L('Cost of goods sold')[0],
      L('Sales')[1] - L('Cost of goods sold')[1],
    ];
    put('Gross profit', gp);
    ws.addRow([]);
    for (const n of OPEX) put(n, L(n));
    const opex: [number, number] = [0, 1].map((i) => OPEX.reduce((s, n) => s + L(n)[i]!, 0)) as [
      number,
      number,
    ];
    put('Total operating expenses', opex);
    ws.addRow([]);
    put('Net profit', [gp[0] - opex[0], gp[1] - opex[1]]);
    formatColumns(ws, [2, 3, 4], THOUSANDS, 5);
    ws.getColumn(1).width = 26;
    return { bytes: await toBytes(wb), facts: { lines } };
  },
  questions({ lines }) {
    const L = (n: string): [number, number] => lines[n]!;
    const gp = [
      L('Sales')[0] - L('Cost of goods sold')[0],
      L('Sales')[1] - L('Cost of goods sold')[1],
    ] as const;
    const opex = [0, 1].map((i) => OPEX.reduce((s, n) => s + L(n)[i]!, 0));
    const net = [gp[0] - opex[0]!, gp[1] - opex[1]!];
    const rises = OPEX.map((n) => L(n)[0] - L(n)[1]);
    const topRise = rises.indexOf(Math.max(...rises));
    return [
      {
        id: 'sales-growth',
        question: 'compare sales this year to last',
        // Fixed after the first run: "compare" fairly reads as the change in pesos too, not only
        // as a percent; the first version accepted the percent alone (an error in this
        // expectation, listed in the README).
        expect: {
          value: [growth(L('Sales')[1], L('Sales')[0]), ...k(L('Sales')[0] - L('Sales')[1])],
        },
        means:
          'sales 2025 vs 2024: growth = (2025 - 2024) / 2024 in percent, or the change 2025 - 2024 (thousands or pesos); both are fair readings of "compare"',
      },
      {
        id: 'sales-2024',
        question: 'sales in 2024',
        expect: { value: k(L('Sales')[1]) },
        means: 'Sales, 2024 (thousands; either the number shown or it in pesos)',
      },
      {
        id: 'net-change',
        question: 'how much did net profit change',
        expect: { value: k(net[0]! - net[1]!) },
        means: 'Net profit 2025 - 2024 (thousands or pesos)',
      },
      {
        id: 'top-rise',
        question: 'which operating expense went up the most in pesos',
        expect: { value: k(rises[topRise]!), at: OPEX[topRise]! },
        means: 'operating expense with the largest 2025 - 2024 change',
      },
      {
        id: 'gm-2025',
        question: 'gross margin this year',
        expect: { value: pct(gp[0], L('Sales')[0]) },
        means: 'Gross profit 2025 / Sales 2025 ("this year" = the latest column, 2025)',
      },
      {
        id: 'salaries-growth',
        question: 'by how much percent did salaries grow',
        expect: { value: growth(L('Salaries')[1], L('Salaries')[0]) },
        means: '(2025 - 2024) / 2024',
      },
      {
        id: 'opex-2024',
        question: 'total operating expenses last year',
        expect: { value: k(opex[1]!) },
        means: 'Total operating expenses, 2024 (last year relative to the sheet latest 2025)',
      },
      {
        id: 'net-2025',
        question: 'net profit 2025',
        expect: { value: k(net[0]!) },
        means: 'Net profit, 2025',
      },
      {
        id: 'cogs-growth',
        question: 'cogs change in percent',
        expect: { value: growth(L('Cost of goods sold')[1], L('Cost of goods sold')[0]) },
        means: 'Cost of goods sold (2025 - 2024) / 2024',
      },
      {
        id: 'salaries-share',
        question: 'what share of sales went to salaries in 2025',
        expect: { value: pct(L('Salaries')[0], L('Sales')[0]) },
        means: 'Salaries 2025 / Sales 2025',
      },
      {
        id: 'rent-2025',
        question: 'rent this year',
        expect: { value: k(L('Rent')[0]) },
        means: 'Rent 2025',
      },
      {
        id: 'sales-2023',
        question: 'what were sales in 2023',
        expect: { refuse: true },
        means: 'only 2025 and 2024',
      },
      {
        id: 'december',
        question: 'how much did we sell in december',
        expect: { refuse: true },
        means: 'annual figures only',
      },
      {
        id: 'compare',
        question: 'compare this year to last',
        expect: { refuse: true },
        means:
          'no line named: sales, gross profit and net profit each give a different figure; ask which',
      },
    ];
  },
};
