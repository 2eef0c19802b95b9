/**
 * Cider maker exporting to the EU and UK (€): a P&L with sections, quarters as columns and an
 * FY column, "Total ..." lines, Gross profit and Net profit lines, one title line.
 */
import { growth, money, pct, sum } from '../../expect';
import {
  Asker,
  argmax,
  between,
  cell,
  newBook,
  rngFor,
  toBytes,
  uniqueCheck,
  type BlindBook,
} from '../lib';

const r = rngFor('cider-pnl');
const Q = ['Q1', 'Q2', 'Q3', 'Q4'];
const line = (lo: number, hi: number): bigint[] =>
  Q.map(() => BigInt(between(r, lo, hi) * 100 + between(r, 0, 99)));
const REV = {
  'Domestic sales': line(38000, 61000),
  'Export sales - EU': line(22000, 48000),
  'Export sales - UK': line(9000, 26000),
};
const COGS = {
  Apples: line(9000, 16000),
  'Bottles & packaging': line(6000, 11000),
  'Excise duty': line(4000, 7000),
};
const OPEX = {
  Wages: line(15000, 19000),
  Rent: Q.map(() => 720000n),
  Marketing: line(1500, 6000),
  'Shipping & freight': line(3000, 9000),
};
const tot = (g: Record<string, bigint[]>): bigint[] =>
  Q.map((_, k) => sum(Object.values(g).map((v) => v[k]!)));
const totRev = tot(REV);
const totCogs = tot(COGS);
const totOpex = tot(OPEX);
const gross = Q.map((_, k) => totRev[k]! - totCogs[k]!);
const net = Q.map((_, k) => gross[k]! - totOpex[k]!);
const fy = (v: bigint[]): bigint => sum(v);

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('P&L 2025');
  ws.addRow(['Ciderie du Verger: profit and loss, year to 31 Dec 2025 (EUR)']);
  ws.addRow(['', ...Q, 'FY 2025']);
  const put = (label: string, v: bigint[]): void =>
    void ws.addRow([label, ...v.map(cell), cell(fy(v))]);
  const section = (head: string, g: Record<string, bigint[]>, total: string, t: bigint[]): void => {
    ws.addRow([head]);
    for (const [k, v] of Object.entries(g)) put(k, v);
    put(total, t);
    ws.addRow([]);
  };
  section('Revenue', REV, 'Total revenue', totRev);
  section('Cost of goods sold', COGS, 'Total cost of goods sold', totCogs);
  put('Gross profit', gross);
  ws.addRow([]);
  section('Operating expenses', OPEX, 'Total operating expenses', totOpex);
  put('Net profit', net);
  return toBytes(wb);
}

const q = new Asker('cider');
const exportFy = fy(REV['Export sales - EU']) + fy(REV['Export sales - UK']);
const bestQ = argmax(net);
const opexFy = Object.entries(OPEX).map(([k, v]) => [k, fy(v)] as const);
const bigOpex = opexFy[argmax(opexFy.map(([, v]) => v))]!;
q.value('total revenue for the year', money(fy(totRev)), 'Total revenue, FY 2025');
q.value(
  'how much did we export',
  money(exportFy),
  'Export sales - EU + Export sales - UK, FY 2025',
);
q.value('revenue in Q3', money(totRev[2]!), 'Total revenue, Q3');
q.value('gross profit 2025', money(fy(gross)), 'Gross profit, FY 2025');
q.percent('gross margin %', pct(fy(gross), fy(totRev)), 'Gross profit / Total revenue x 100, FY');
q.value('net profit in q4', money(net[3]!), 'Net profit, Q4');
q.place(
  'which quarter was most profitable',
  Q[bestQ]!,
  'quarter with the highest Net profit',
  money(net[bestQ]!),
);
q.value(
  'what did shipping cost us this year',
  money(fy(OPEX['Shipping & freight'])),
  'Shipping & freight, FY 2025',
);
q.percent(
  'uk exports as a share of revenue',
  pct(fy(REV['Export sales - UK']), fy(totRev)),
  'Export sales - UK FY / Total revenue FY x 100',
);
q.percent(
  'revenue growth q2 to q3',
  growth(totRev[1]!, totRev[2]!),
  '(Q3 - Q2) / Q2 total revenue x 100',
);
q.value('cost of apples first half', money(COGS.Apples[0]! + COGS.Apples[1]!), 'Apples Q1 + Q2');
q.place(
  'biggest operating expense',
  bigOpex[0],
  'operating expense line with the largest FY figure',
  money(bigOpex[1]),
);
q.value('net profit for the year', money(fy(net)), 'Net profit, FY 2025');
q.value('total operating expenses', money(fy(totOpex)), 'Total operating expenses, FY 2025');
q.refuse('how many litres did we sell', 'no volumes in the P&L');
q.refuse('whats eating our margin', 'ambiguous: no single figure answers it');
q.refuse('profit in 2024', 'only 2025 is in the sheet');

export const ciderPnl: BlindBook = {
  name: 'cider-pnl',
  business: 'cider maker (exports)',
  currency: '€',
  shape: 'P&L with sections, quarters as columns',
  build,
  questions: q.list,
  checks: [
    { what: 'net = rev - cogs - opex (FY)', a: fy(net), b: fy(totRev) - fy(totCogs) - fy(totOpex) },
    { what: 'lines = totals', a: sum(Object.values(REV).map(fy)), b: fy(totRev) },
    uniqueCheck('net by quarter', net),
    uniqueCheck(
      'opex line',
      opexFy.map(([, v]) => v),
    ),
  ],
};
