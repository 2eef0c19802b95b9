/**
 * Wine bar, €: a P&L with sections (Revenue, Cost of sales, Operating expenses), "Total ..."
 * lines, Gross profit and Net profit, quarters as columns plus a full-year column.
 */
import ExcelJS from 'exceljs';
import { growth, money, pct, sum } from '../../expect';
import { asker, cell, readCents, rng, same, toBytes, type BlindBook } from '../kit';

const NAME = 'wine-bar';
const r = rng(4);
const q = (lo: number, hi: number): number[] => [0, 1, 2, 3].map(() => r.int(lo, hi));
const revenue = {
  'Wine by the glass': q(2800000, 4600000),
  'Bottle sales': q(1900000, 3900000),
  'Food & platters': q(900000, 1800000),
};
const cos = { 'Wine purchases': q(1500000, 2400000), 'Food purchases': q(350000, 700000) };
const opex = {
  'Staff costs': q(1600000, 2100000),
  Rent: [1050000, 1050000, 1050000, 1050000],
  Energy: q(120000, 260000),
  'Licences & fees': q(30000, 90000),
};
const colSum = (g: Record<string, number[]>): number[] =>
  [0, 1, 2, 3].map((i) => Number(sum(Object.values(g).map((v) => v[i]!))));
const totRev = colSum(revenue);
const totCos = colSum(cos);
const gross = totRev.map((v, i) => v - totCos[i]!);
const totOpex = colSum(opex);
const net = gross.map((v, i) => v - totOpex[i]!);
const fy = (v: number[]): number => Number(sum(v));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('P&L 2025');
  ws.addRow(['Le Bouchon Wine Bar']);
  ws.addRow(['Profit & Loss 2025 (EUR)']);
  ws.addRow(['', 'Q1', 'Q2', 'Q3', 'Q4', 'FY2025']);
  const line = (label: string, v: number[]): void =>
    void ws.addRow([label, ...v.map(cell), cell(fy(v))]);
  const section = (
    title: string,
    g: Record<string, number[]>,
    total: string,
    t: number[],
  ): void => {
    ws.addRow([title]);
    for (const [k, v] of Object.entries(g)) line(`  ${k}`, v);
    line(total, t);
    ws.addRow([]);
  };
  section('Revenue', revenue, 'Total revenue', totRev);
  section('Cost of sales', cos, 'Total cost of sales', totCos);
  line('Gross profit', gross);
  ws.addRow([]);
  section('Operating expenses', opex, 'Total operating expenses', totOpex);
  line('Net profit', net);
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): string[] {
  const ws = wb.getWorksheet('P&L 2025')!;
  // rows: 5-7 revenue lines, 8 total revenue
  let s = 0;
  for (let c = 2; c <= 5; c += 1) s += readCents(ws, `${'ABCDEF'[c - 1]}8`);
  return same('FY total revenue', readCents(ws, 'F8'), s);
}

const { ask, questions } = asker(NAME);
const bestQ = net.indexOf(Math.max(...net));
const bestRevQ = totRev.indexOf(Math.max(...totRev));

ask('total revenue for the year', { value: money(fy(totRev)) }, 'FY2025 Total revenue');
ask('gross profit in Q3', { value: money(gross[2]!) }, 'Gross profit, Q3');
ask('net profit 2025', { value: money(fy(net)) }, 'FY2025 Net profit');
ask(
  'what is our gross margin',
  { value: pct(fy(gross), fy(totRev)) },
  'FY Gross profit / FY Total revenue * 100',
);
ask('total opex', { value: money(fy(totOpex)) }, 'FY Total operating expenses');
ask(
  'which quarter made the most profit',
  { value: money(net[bestQ]!), at: `Q${bestQ + 1}` },
  'quarter with the highest Net profit',
);
ask(
  'how did we do in q1',
  { value: money(net[0]!) },
  'Net profit Q1 (the bottom line of the quarter)',
);
ask(
  'how much did we spend on staff this year',
  { value: money(fy(opex['Staff costs'])) },
  'FY Staff costs',
);
ask(
  'wine by the glass sales in Q4',
  { value: money(revenue['Wine by the glass'][3]!) },
  'Wine by the glass, Q4',
);
ask(
  'how much did revenue grow from q1 to q4 (%)',
  { value: growth(totRev[0]!, totRev[3]!) },
  'growth = (Q4 Total revenue - Q1) / Q1 * 100',
);
ask(
  'best quarter for sales',
  { value: money(totRev[bestRevQ]!), at: `Q${bestRevQ + 1}` },
  'quarter with the highest Total revenue',
);
ask(
  'net margin for the year',
  { value: pct(fy(net), fy(totRev)) },
  'FY Net profit / FY Total revenue * 100',
);
ask(
  'food purchases as a % of food sales',
  { value: pct(fy(cos['Food purchases']), fy(revenue['Food & platters'])) },
  'FY Food purchases / FY Food & platters * 100',
);
ask(
  "what's eating our margin",
  { refuse: true },
  'no single figure: several cost lines could be meant',
);
ask('how does 2025 compare to 2024', { refuse: true }, 'only 2025 is in the sheet');

export const wineBar: BlindBook = {
  name: NAME,
  about:
    'wine bar, €, P&L with sections, Total lines, gross and net profit, quarters as columns + FY',
  build,
  questions,
  verify,
};
