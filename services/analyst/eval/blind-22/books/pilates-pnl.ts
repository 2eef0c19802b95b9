/**
 * Pilates studio (S$): a P&L with sections and "Total ..." lines, quarters as columns
 * ("Q1 2025" .. "Q4 2025") and a full-year column, Gross profit and Net profit lines, one
 * title line and a blank row above the header, whose first cell is empty.
 */
import { growth, money, pct } from '../../expect';
import {
  argExtreme,
  asker,
  cell,
  newBook,
  rng,
  SEED,
  sumOf,
  toBytes,
  type BlindBook,
} from '../lib';

const NAME = 'pilates-pnl';
const r = rng(SEED + 4);
const Q = ['Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025'];
const line = (lo: number, hi: number): number[] => Q.map(() => r.int(lo, hi) * 100);
const revenue: Array<[string, number[]]> = [
  ['Memberships', line(38000, 52000)],
  ['Class packs', line(9000, 16000)],
  ['Private sessions', line(6000, 11000)],
  ['Retail (grip socks, mats)', line(800, 2500)],
];
const cos: Array<[string, number[]]> = [
  ['Instructor fees', line(18000, 24000)],
  ['Retail stock', line(400, 1200)],
];
const opex: Array<[string, number[]]> = [
  ['Rent', Q.map(() => 1450000)],
  ['Utilities', line(1200, 1900)],
  ['Marketing', line(1500, 4500)],
  ['Booking software', Q.map(() => 89700)],
  ['Insurance', Q.map(() => 62500)],
  ['Equipment repairs', line(100, 2200)],
];
const colSum = (ls: Array<[string, number[]]>): bigint[] =>
  Q.map((_, q) => sumOf(ls.map(([, v]) => v[q]!)));
const totRev = colSum(revenue);
const totCos = colSum(cos);
const gross = Q.map((_, q) => totRev[q]! - totCos[q]!);
const totOpex = colSum(opex);
const net = Q.map((_, q) => gross[q]! - totOpex[q]!);
const fy = (v: Array<bigint | number>): bigint => sumOf(v);

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('P&L 2025');
  ws.addRow(['Core & Breath Pilates Pte Ltd - Profit & Loss (S$)']);
  ws.addRow([]);
  ws.addRow(['', ...Q, 'FY 2025']);
  const put = (label: string, v: Array<bigint | number>): void =>
    void ws.addRow([label, ...v.map(cell), cell(fy(v))]);
  ws.addRow(['Revenue']);
  revenue.forEach(([l, v]) => put(l, v));
  put('Total revenue', totRev);
  ws.addRow(['Cost of sales']);
  cos.forEach(([l, v]) => put(l, v));
  put('Total cost of sales', totCos);
  put('Gross profit', gross);
  ws.addRow(['Operating expenses']);
  opex.forEach(([l, v]) => put(l, v));
  put('Total operating expenses', totOpex);
  ws.addRow([]);
  put('Net profit', net);
  return toBytes(wb);
}

const { qs, ask } = asker(NAME);
const R = fy(totRev);
ask('total revenue for 2025', { value: money(R) }, 'Total revenue, FY 2025');
ask('what was our net profit', { value: money(fy(net)) }, 'Net profit, FY 2025');
ask('gross margin %', { value: pct(fy(gross), R) }, 'gross profit / total revenue * 100, FY');
ask('net margin', { value: pct(fy(net), R) }, 'net profit / total revenue * 100, FY');
ask('how much rent did we pay in q3', { value: money(opex[0]![1][2]!) }, 'Rent, Q3 2025');
ask(
  'best quarter for revenue',
  { at: Q[argExtreme(totRev)]!.slice(0, 2) },
  'quarter with the largest Total revenue',
);
ask('what did we spend on marketing', { value: money(fy(opex[2]![1])) }, 'Marketing, FY 2025');
ask('total operating expenses', { value: money(fy(totOpex)) }, 'Total operating expenses, FY');
ask(
  'how much did revenue grow from Q1 to Q4',
  { value: growth(totRev[0]!, totRev[3]!) },
  'growth = (Q4 - Q1) / Q1 * 100, Total revenue',
);
ask('memberships income q2', { value: money(revenue[0]![1][1]!) }, 'Memberships, Q2 2025');
ask(
  'which quarter made the most profit',
  { at: Q[argExtreme(net)]!.slice(0, 2) },
  'quarter with the largest Net profit',
);
ask('what are instructors costing us', { value: money(fy(cos[0]![1])) }, 'Instructor fees, FY');
ask(
  'how much do private sessions bring in as a share of revenue',
  { value: pct(fy(revenue[2]![1]), R) },
  'Private sessions FY / Total revenue FY * 100',
);
ask(
  'gross profit in the first half',
  { value: money(gross[0]! + gross[1]!) },
  'Gross profit Q1 + Q2',
);
ask('how many members do we have', { refuse: true }, 'money only; no member count');
ask(
  'whats eating our margin',
  { refuse: true },
  'ambiguous: the biggest cost, the fastest-growing cost, or the fall of a margin; no single figure',
);
export const pilatesPnl: BlindBook = {
  name: NAME,
  business: 'pilates studio',
  shape: 'P&L with sections and Total lines, quarters as columns + FY',
  build,
  questions: qs,
  checks: [
    {
      what: 'net = revenue - cost of sales - opex (FY)',
      a: fy(net),
      b: R - fy(totCos) - fy(totOpex),
    },
  ],
};
