/** A microbrewery taproom P&L with sections, quarters as columns and an FY column. EUR, in whole euros. */
import ExcelJS from 'exceljs';
import { growth, money, pct, sum } from '../../expect';
import {
  amt,
  argMax,
  cents,
  put,
  questionsFor,
  REFUSE,
  rng,
  toBytes,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(4);
const q4 = (lo: number, hi: number): number[] => [0, 1, 2, 3].map(() => cents(r, lo, hi));
const revenue = {
  'Taproom beer': q4(38000, 71000),
  'Kegs to bars': q4(12000, 30000),
  Merchandise: q4(1500, 5200),
};
const cos = { 'Malt & hops': q4(9000, 16000), 'Cans & kegs': q4(4000, 8000) };
const opex = {
  Rent: q4(9000, 9000),
  Wages: q4(21000, 29000),
  Energy: q4(3500, 7800),
  Marketing: q4(1200, 4500),
};
const add = (g: Record<string, number[]>): bigint[] =>
  [0, 1, 2, 3].map((q) => sum(Object.values(g).map((v) => v[q]!)));
const totRev = add(revenue);
const totCos = add(cos);
const totOpex = add(opex);
const gp = totRev.map((v, q) => v - totCos[q]!);
const np = gp.map((v, q) => v - totOpex[q]!);
const fy = (xs: Array<number | bigint>): bigint => sum(xs);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('P&L 2025');
  const line = (label: string, xs: Array<number | bigint>): Row => [
    label,
    ...xs.map(amt),
    amt(fy(xs)),
  ];
  const rows: Row[] = [
    ['Hopfen Taproom GmbH'],
    ['Profit & loss 2025 (EUR)'],
    [],
    [null, 'Q1', 'Q2', 'Q3', 'Q4', 'FY 2025'],
    ['Revenue'],
    ...Object.entries(revenue).map(([k, v]) => line(k, v)),
    line('Total revenue', totRev),
    [],
    ['Cost of sales'],
    ...Object.entries(cos).map(([k, v]) => line(k, v)),
    line('Total cost of sales', totCos),
    [],
    line('Gross profit', gp),
    [],
    ['Operating expenses'],
    ...Object.entries(opex).map(([k, v]) => line(k, v)),
    line('Total operating expenses', totOpex),
    [],
    line('Net profit', np),
  ];
  put(ws, 1, rows);
  return toBytes(wb);
}

export const taproom: BlindBook = {
  name: 'taproom',
  business: 'microbrewery taproom',
  shape: 'P&L with sections, Total lines, quarters as columns',
  build,
  checks: [
    {
      what: 'net profit = revenue - cost of sales - opex',
      a: fy(np),
      b: fy(totRev) - fy(totCos) - fy(totOpex),
    },
  ],
  questions: questionsFor('taproom', [
    ['revenue for the year', { value: money(fy(totRev)) }, 'Total revenue, FY 2025'],
    ['gross profit?', { value: money(fy(gp)) }, 'Gross profit, FY 2025'],
    [
      'how much did we make in 2025',
      { value: money(fy(np)) },
      'Net profit, FY 2025 (make = bottom line)',
    ],
    ['gross margin', { value: pct(fy(gp), fy(totRev)) }, 'Gross profit / Total revenue, FY, %'],
    ['net margin %', { value: pct(fy(np), fy(totRev)) }, 'Net profit / Total revenue, FY, %'],
    ['q3 revenue', { value: money(totRev[2]!) }, 'Total revenue, Q3'],
    [
      'best quarter for profit',
      { at: `Q${argMax(np) + 1}` },
      'quarter with the highest Net profit',
    ],
    ['what did wages cost us', { value: money(fy(opex.Wages)) }, 'Wages FY'],
    ['energy bill in Q4', { value: money(opex.Energy[3]!) }, 'Energy, Q4'],
    [
      'how much did kegs to bars bring in',
      { value: money(fy(revenue['Kegs to bars'])) },
      'Kegs to bars FY',
    ],
    ['total overheads', { value: money(fy(totOpex)) }, 'Total operating expenses FY'],
    [
      'revenue growth q1 to q4',
      { value: growth(totRev[0]!, totRev[3]!) },
      '(Q4 - Q1) / Q1 total revenue, %',
    ],
    [
      'cost of sales in the first half',
      { value: money(totCos[0]! + totCos[1]!) },
      'Total cost of sales Q1 + Q2',
    ],
    ['how did we do in march', REFUSE, 'quarterly figures only; March is not separable'],
    [
      'what is our EBITDA',
      REFUSE,
      'no depreciation / interest lines; net profit is not EBITDA by definition',
    ],
  ]),
};
