/**
 * An independent bookshop's P&L (EUR) with quarters as columns and a full-year column;
 * sections with "Total ..." lines, Gross profit and Net profit; the header's label cell is empty.
 */
import { growth, money, pct, sum } from '../../expect';
import { argmax, ask, cell, int, rng, toBytes, uniqueMax, type BlindBook } from '../kit';

const NAME = 'bookshop-pl';
const r = rng(4);
const Q = [0, 1, 2, 3];
const line = (lo: number, hi: number): bigint[] => Q.map(() => BigInt(int(r, lo, hi)));
const revenue = {
  'Book sales': line(6_000_000, 9_500_000),
  Stationery: line(900_000, 1_600_000),
  'Events & readings': line(150_000, 600_000),
};
const cos = {
  'Book purchases': revenue['Book sales'].map((v) => (v * BigInt(int(r, 58, 63))) / 100n),
  'Stationery purchases': revenue.Stationery.map((v) => (v * 45n) / 100n),
};
const opex = {
  Rent: Q.map(() => 1_050_000n),
  Wages: line(2_100_000, 2_600_000),
  Marketing: line(80_000, 350_000),
  'Card fees': line(90_000, 160_000),
};
const tot = (group: Record<string, bigint[]>): bigint[] =>
  Q.map((q) => sum(Object.values(group).map((l) => l[q]!)));
const totRev = tot(revenue);
const totCos = tot(cos);
const gp = Q.map((q) => totRev[q]! - totCos[q]!);
const totOpex = tot(opex);
const net = Q.map((q) => gp[q]! - totOpex[q]!);
const fy = (xs: bigint[]): bigint => sum(xs);
if (!uniqueMax(net)) throw new Error(`${NAME}: tie`);

export const bookshopPl: BlindBook = {
  name: NAME,
  business: 'independent bookshop',
  shape: 'P&L with sections and Total lines, quarters as columns plus FY',
  build: () =>
    toBytes((wb) => {
      const ws = wb.addWorksheet('P&L 2025');
      ws.addRow(['Leselust Buchhandlung — profit and loss 2025 (EUR)']);
      ws.addRow(['', 'Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025', 'FY 2025']);
      const put = (label: string, xs: bigint[]): void =>
        void ws.addRow([label, ...xs.map(cell), cell(fy(xs))]);
      ws.addRow(['Revenue']);
      Object.entries(revenue).forEach(([k, v]) => put(k, v));
      put('Total revenue', totRev);
      ws.addRow(['Cost of sales']);
      Object.entries(cos).forEach(([k, v]) => put(k, v));
      put('Total cost of sales', totCos);
      put('Gross profit', gp);
      ws.addRow(['Operating expenses']);
      Object.entries(opex).forEach(([k, v]) => put(k, v));
      put('Total operating expenses', totOpex);
      put('Net profit', net);
    }),
  checks: [
    {
      what: 'net = revenue - cos - opex (FY)',
      a: fy(net),
      b: fy(totRev) - fy(totCos) - fy(totOpex),
    },
  ],
  questions: ask(NAME, [
    ['total revenue for the year', { value: money(fy(totRev)), means: 'Total revenue, FY 2025' }],
    ['what was gross profit in 2025', { value: money(fy(gp)), means: 'Gross profit, FY' }],
    ['net profit for the year?', { value: money(fy(net)), means: 'Net profit, FY' }],
    [
      'gross margin %',
      { value: pct(fy(gp), fy(totRev)), means: 'FY gross profit / FY total revenue * 100' },
    ],
    [
      'what was our net margin',
      { value: pct(fy(net), fy(totRev)), means: 'FY net profit / FY total revenue * 100' },
    ],
    ['revenue in Q3', { value: money(totRev[2]!), means: 'Total revenue, Q3' }],
    ['how much did wages cost us this year', { value: money(fy(opex.Wages)), means: 'Wages, FY' }],
    [
      'most profitable quarter',
      { at: [`Q${argmax(net) + 1}`], means: 'quarter with the largest Net profit' },
    ],
    ['operating expenses q2', { value: money(totOpex[1]!), means: 'Total operating expenses, Q2' }],
    [
      'how much did events bring in',
      { value: money(fy(revenue['Events & readings'])), means: 'Events & readings, FY' },
    ],
    [
      'cost of sales in the fourth quarter',
      { value: money(totCos[3]!), means: 'Total cost of sales, Q4' },
    ],
    ['how much is rent a year', { value: money(fy(opex.Rent)), means: 'Rent, FY' }],
    [
      'revenue growth from q1 to q4 in percent',
      { value: growth(totRev[0]!, totRev[3]!), means: '(Q4 - Q1) / Q1 total revenue * 100' },
    ],
    ['how many books did we sell', { refuse: true, means: 'no unit counts on the sheet' }],
    ['how did we do compared with 2024', { refuse: true, means: 'no 2024 figures on the sheet' }],
  ]),
};
