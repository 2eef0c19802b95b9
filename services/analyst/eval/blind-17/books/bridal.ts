/** Bridal boutique (MX$): P&L with sections and "Total ..." lines, quarters as columns + FY. */
import ExcelJS from 'exceljs';
import { growth, hundredths, pct, sum } from '../../expect';
import {
  REFUSE,
  argmax,
  asker,
  bytes,
  cell,
  int,
  rng,
  sheet,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(17704);
const qs = ['Q1', 'Q2', 'Q3', 'Q4'];
const line = (lo: number, hi: number) => qs.map(() => BigInt(int(r, lo, hi) * 100));
const rev = {
  Gowns: line(380000, 720000),
  Alterations: line(60000, 140000),
  Accessories: line(40000, 110000),
};
const cos = { 'Gown purchases': line(150000, 260000), 'Seamstress wages': line(50000, 90000) };
const opex = {
  Rent: qs.map(() => 9600000n),
  Marketing: line(20000, 70000),
  Salaries: line(120000, 160000),
  Utilities: line(8000, 16000),
  Insurance: qs.map(() => 1500000n),
};
const interest = line(3000, 6000);
const tot = (g: Record<string, bigint[]>) =>
  qs.map((_, i) => sum(Object.values(g).map((v) => v[i]!)));
const totRev = tot(rev);
const totCos = tot(cos);
const gp = qs.map((_, i) => totRev[i]! - totCos[i]!);
const totOpex = tot(opex);
const opInc = qs.map((_, i) => gp[i]! - totOpex[i]!);
const net = qs.map((_, i) => opInc[i]! - interest[i]!);
const fy = (v: bigint[]) => sum(v);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const L = (label: string, v: bigint[]): Row => [label, ...v.map(cell), cell(fy(v))];
  const rows: Row[] = [
    ['Casa Azahar Novias'],
    ['Estado de resultados / Income statement 2025'],
    ['MX$'],
    [],
    [null, ...qs, 'FY 2025'],
    ['Revenue'],
    ...Object.entries(rev).map(([k, v]) => L(`  ${k}`, v)),
    L('Total revenue', totRev),
    [],
    ['Cost of sales'],
    ...Object.entries(cos).map(([k, v]) => L(`  ${k}`, v)),
    L('Total cost of sales', totCos),
    [],
    L('Gross profit', gp),
    [],
    ['Operating expenses'],
    ...Object.entries(opex).map(([k, v]) => L(`  ${k}`, v)),
    L('Total operating expenses', totOpex),
    [],
    L('Operating income', opInc),
    L('Interest expense', interest),
    L('Net income', net),
  ];
  sheet(wb, 'P&L', rows);
  return bytes(wb);
}

const { q, list } = asker('bridal');
const opexNames = Object.keys(opex);
const opexFy = Object.values(opex).map(fy);
q('total revenue for the year', { value: hundredths(fy(totRev)) }, 'FY Total revenue');
q('what was our gross profit', { value: hundredths(fy(gp)) }, 'FY Gross profit');
q('gross margin %', { value: pct(fy(gp), fy(totRev)) }, 'FY gross profit / FY total revenue x 100');
q('net income in Q3', { value: hundredths(net[2]!) }, 'Q3 Net income');
q('how much did we spend on marketing in 2025', { value: hundredths(opexFy[1]!) }, 'FY Marketing');
q(
  'best quarter for profit',
  { value: hundredths(net[argmax(net)]!), at: qs[argmax(net)]! },
  'quarter with the highest Net income (bottom line)',
);
q(
  'how much did revenue grow from q1 to q4 in percent',
  { value: growth(totRev[0]!, totRev[3]!) },
  '(Q4-Q1)/Q1 x 100 on Total revenue',
);
q(
  'biggest operating expense',
  { value: hundredths(opexFy[argmax(opexFy)]!), at: opexNames[argmax(opexFy)]! },
  'operating line with the highest FY value',
);
q(
  'how did we do in q2',
  { value: [hundredths(net[1]!), hundredths(totRev[1]!)] },
  'Q2 Net income (bottom line) or Q2 Total revenue: both readings accepted',
);
q('alterations revenue for the year', { value: hundredths(fy(rev.Alterations)) }, 'FY Alterations');
q(
  'what were operating expenses in total',
  { value: hundredths(fy(totOpex)) },
  'FY Total operating expenses',
);
q(
  'net profit margin for 2025',
  { value: pct(fy(net), fy(totRev)) },
  'FY net income / FY total revenue x 100',
);
q('how much interest did we pay', { value: hundredths(fy(interest)) }, 'FY Interest expense');
q(
  "what's eating our margin",
  REFUSE,
  'ambiguous: several costs could be meant; a question back is fair',
);
q('how many gowns did we sell', REFUSE, 'amounts only');
q('revenue in 2024', REFUSE, 'only 2025 on the sheet');
export const bridal: BlindBook = {
  name: 'bridal',
  business: 'bridal boutique',
  build,
  questions: list,
};
