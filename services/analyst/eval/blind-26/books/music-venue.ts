/** A music venue in Kazan: P&L with sections and "Total ..." lines, quarters as columns plus a Year column, ₽. */
import ExcelJS from 'exceljs';
import { growth, hundredths, pct } from '../../expect';
import {
  SEED,
  argMax,
  asker,
  cell,
  rng,
  sumB,
  toBytes,
  writeRows,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(SEED + 4);
const Q = ['Q1', 'Q2', 'Q3', 'Q4'];
const line = (lo: number, hi: number): bigint[] => Q.map(() => BigInt(r.int(lo, hi)));
const revenue: Array<[string, bigint[]]> = [
  ['Ticket sales', line(2_400_000_00, 4_800_000_00)],
  ['Bar', line(900_000_00, 1_700_000_00)],
  ['Merchandise', line(60_000_00, 240_000_00)],
];
const cos: Array<[string, bigint[]]> = [
  ['Artist fees', line(1_100_000_00, 2_200_000_00)],
  ['Bar stock', line(300_000_00, 600_000_00)],
];
const opex: Array<[string, bigint[]]> = [
  ['Rent', Q.map(() => 450_000_00n)],
  ['Staff', line(700_000_00, 950_000_00)],
  ['Security', line(120_000_00, 210_000_00)],
  ['Utilities', line(80_000_00, 190_000_00)],
  ['Marketing', line(40_000_00, 160_000_00)],
];
const tot = (ls: Array<[string, bigint[]]>): bigint[] =>
  Q.map((_, i) => sumB(ls.map(([, v]) => v[i]!)));
const rev = tot(revenue);
const cost = tot(cos);
const gp = Q.map((_, i) => rev[i]! - cost[i]!);
const ox = tot(opex);
const net = Q.map((_, i) => gp[i]! - ox[i]!);
const yr = (v: bigint[]): bigint => sumB(v);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('P&L');
  const lineRow = (label: string, v: bigint[]): Row => [label, ...v.map(cell), cell(yr(v))];
  const rows: Row[] = [
    ['Club Podval — Profit & Loss 2025'],
    ['₽'],
    [null, ...Q, 'Year'],
    ['Revenue'],
    ...revenue.map(([l, v]) => lineRow(`  ${l}`, v)),
    lineRow('Total revenue', rev),
    [],
    ['Cost of sales'],
    ...cos.map(([l, v]) => lineRow(`  ${l}`, v)),
    lineRow('Total cost of sales', cost),
    lineRow('Gross profit', gp),
    [],
    ['Operating expenses'],
    ...opex.map(([l, v]) => lineRow(`  ${l}`, v)),
    lineRow('Total operating expenses', ox),
    [],
    lineRow('Net profit', net),
  ];
  writeRows(ws, rows, '#,##0.00');
  return toBytes(wb);
}

const { qs, q } = asker('music-venue');
const bestQ = argMax([0, 1, 2, 3], (i) => net[i]!);
const biggestOpex = argMax(opex, ([, v]) => yr(v));
q('what was our revenue for the year', { value: hundredths(yr(rev)) }, 'Total revenue, Year');
q('net profit 2025', { value: hundredths(yr(net)) }, 'Net profit, Year');
q(
  'how did we do in Q3',
  { value: hundredths(net[2]!) },
  'Net profit, Q3 (bottom line of the quarter)',
);
q('ticket sales q1', { value: hundredths(revenue[0]![1][0]!) }, 'Ticket sales, Q1');
q(
  'gross margin for the year',
  { value: pct(yr(gp), yr(rev)) },
  'Gross profit / Total revenue * 100, Year',
);
q('net margin %', { value: pct(yr(net), yr(rev)) }, 'Net profit / Total revenue * 100, Year');
q(
  'which quarter was most profitable',
  { value: hundredths(net[bestQ]!), at: Q[bestQ]! },
  'quarter with the highest Net profit',
);
q(
  'biggest overhead',
  { value: hundredths(yr(biggestOpex[1])), at: biggestOpex[0] },
  'operating expense line with the largest Year figure',
);
q('what did the artists cost us', { value: hundredths(yr(cos[0]![1])) }, 'Artist fees, Year');
q('total operating expenses', { value: hundredths(yr(ox)) }, 'Total operating expenses, Year');
q(
  'bar takings grew how much from q1 to q4 (%)',
  { value: growth(revenue[1]![1][0]!, revenue[1]![1][3]!) },
  '(Bar Q4 - Bar Q1) / Bar Q1 * 100',
);
q(
  'how much did we spend on marketing in the second half',
  { value: hundredths(opex[4]![1][2]! + opex[4]![1][3]!) },
  'Marketing Q3 + Q4',
);
q(
  "what's eating our margin",
  { refuse: true },
  'ambiguous: cost of sales vs overheads, share vs growth; ask back',
);
q('gross profit in q2', { value: hundredths(gp[1]!) }, 'Gross profit, Q2');
q(
  'how many tickets did we sell',
  { refuse: true },
  'the P&L holds ticket money, not ticket counts',
);
q('rent for the year', { value: hundredths(yr(opex[0]![1])) }, 'Rent, Year');

export const musicVenue: BlindBook = {
  name: 'music-venue',
  business: 'music venue (₽)',
  build,
  questions: qs,
  checks: [['net = revenue - all costs', yr(net), yr(rev) - yr(cost) - yr(ox)]],
};
