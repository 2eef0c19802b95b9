/** Print shop, Kraków (zł): P&L with sections and "Total ..." lines, quarters as columns plus FY. */
import { growth, money, pct } from '../../expect';
import {
  argBest,
  asker,
  intIn,
  rngFor,
  sheetSum,
  total,
  units,
  writeBook,
  type BlindBook,
  type Cell,
} from '../lib';

const NAME = 'print-shop';
const rng = rngFor(NAME);
const Q = [0, 1, 2, 3];
const line = (lo: number, hi: number): bigint[] =>
  Q.map(() => BigInt(intIn(rng, lo * 100, hi * 100)));
const revenue = {
  'Large-format printing': line(40000, 90000),
  'Business cards & flyers': line(15000, 30000),
  'Design services': line(8000, 20000),
};
const cogs = { 'Paper & media': line(12000, 25000), 'Ink & toner': line(6000, 12000) };
const opex = {
  Wages: line(30000, 34000),
  Rent: Q.map(() => 1800000n),
  'Equipment lease': Q.map(() => 540000n),
  Utilities: line(2000, 4500),
  Marketing: line(1000, 6000),
};
const sumQ = (g: Record<string, bigint[]>): bigint[] =>
  Q.map((q) => total(Object.values(g).map((v) => v[q]!)));
const totRev = sumQ(revenue);
const totCogs = sumQ(cogs);
const gross = Q.map((q) => totRev[q]! - totCogs[q]!);
const totOpex = sumQ(opex);
const net = Q.map((q) => gross[q]! - totOpex[q]!);
const fy = (v: bigint[]): bigint => total(v);
const r = (label: string, v: bigint[]): Cell[] => [label, ...v.map(units), units(fy(v))];

const rows: Cell[][] = [
  ['Drukarnia Wawel sp. z o.o.'],
  ['Rachunek zysków i strat / Profit & loss 2025'],
  ['PLN'],
  [null, 'Q1', 'Q2', 'Q3', 'Q4', 'FY 2025'],
  ['Revenue'],
  ...Object.entries(revenue).map(([k, v]) => r('  ' + k, v)),
  r('Total revenue', totRev),
  ['Cost of sales'],
  ...Object.entries(cogs).map(([k, v]) => r('  ' + k, v)),
  r('Total cost of sales', totCogs),
  r('Gross profit', gross),
  [],
  ['Operating expenses'],
  ...Object.entries(opex).map(([k, v]) => r('  ' + k, v)),
  r('Total operating expenses', totOpex),
  [],
  r('Net profit', net),
];

const { qs, ask } = asker(NAME, 'ps');
const bestQ = argBest(net);
const bestRevQ = argBest(totRev);
ask('what was revenue for the year', { value: money(fy(totRev)), means: 'Total revenue, FY 2025' });
ask('net profit 2025', { value: money(fy(net)), means: 'Net profit, FY 2025' });
ask('gross margin for the year in %', {
  value: pct(fy(gross), fy(totRev)),
  means: 'Gross profit / Total revenue, FY',
});
ask('net margin', { value: pct(fy(net), fy(totRev)), means: 'Net profit / Total revenue, FY' });
ask('how did we do in Q3', {
  value: [money(net[2]!), money(totRev[2]!)],
  means: 'Net profit Q3 (bottom line); revenue Q3 also accepted as a reasonable reading',
});
ask('revenue in q3', { value: money(totRev[2]!), means: 'Total revenue Q3' });
ask('how much rent did we pay this year', { value: money(fy(opex.Rent)), means: 'Rent, FY' });
ask('which quarter was most profitable', {
  value: money(net[bestQ]!),
  at: ['Q' + (bestQ + 1)],
  means: 'quarter with the highest Net profit',
});
ask('best quarter for sales', {
  value: money(totRev[bestRevQ]!),
  at: ['Q' + (bestRevQ + 1)],
  means: 'quarter with the highest Total revenue',
});
ask('total operating expenses', {
  value: money(fy(totOpex)),
  means: 'Total operating expenses, FY',
});
ask('what did paper and media cost us', {
  value: money(fy(cogs['Paper & media'])),
  means: 'Paper & media, FY',
});
ask('how much did revenue grow from q1 to q4', {
  value: growth(totRev[0]!, totRev[3]!),
  means: '(Q4 - Q1)/Q1 Total revenue, percent',
});
ask('wages as % of revenue', {
  value: pct(fy(opex.Wages), fy(totRev)),
  means: 'Wages FY / Total revenue FY',
});
ask('design services in the second quarter', {
  value: money(revenue['Design services'][1]!),
  means: 'Design services, Q2',
});
ask('gross profit q1', { value: money(gross[0]!), means: 'Gross profit, Q1' });
ask('marketing spend for the year', { value: money(fy(opex.Marketing)), means: 'Marketing, FY' });
ask('how much cash do we have', { refuse: true, means: 'a P&L has no cash balance' });
ask('how did we do vs last year', { refuse: true, means: 'only 2025 on the sheet' });

export const printShop: BlindBook = {
  name: NAME,
  business: 'print shop (zł)',
  build: () => writeBook([{ name: 'RZiS 2025', rows }]),
  questions: qs,
  checks: [
    [
      'net FY = rev lines - cogs lines - opex lines (sheet)',
      fy(net),
      sheetSum(rows.slice(5, 8), 5, () => true) -
        sheetSum(rows.slice(10, 12), 5, () => true) -
        sheetSum(rows.slice(16, 21), 5, () => true),
    ],
    [
      'FY net = sum of quarter nets (sheet)',
      fy(net),
      sheetSum([rows[rows.length - 1]!.slice(0, 5)], 1, () => true) +
        sheetSum([rows[rows.length - 1]!], 2, () => true) +
        sheetSum([rows[rows.length - 1]!], 3, () => true) +
        sheetSum([rows[rows.length - 1]!], 4, () => true),
    ],
  ],
};
