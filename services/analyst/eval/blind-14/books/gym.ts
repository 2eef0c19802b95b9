/**
 * A gym's P&L (NZ$) with sections and "Total ..." lines, quarters as columns Q1..Q4 plus a
 * "Full year" column, two title lines and an empty header label cell.
 */
import ExcelJS from 'exceljs';
import {
  asker,
  cell,
  growth,
  int,
  money,
  pct,
  rng,
  sum,
  toBytes,
  argmax,
  type BlindBook,
} from '../kit';

const INCOME = ['Memberships', 'Personal training', 'Group classes', 'Supplements & merch'];
const COGS = ['Supplement stock', 'Trainer commissions'];
const OPEX = ['Rent', 'Wages', 'Power', 'Equipment lease', 'Marketing', 'Software'];
const Q = ['Q1', 'Q2', 'Q3', 'Q4'];

export async function gymBook(): Promise<BlindBook> {
  const r = rng(4);
  const gen = (lo: number, hi: number): bigint[] => Q.map(() => BigInt(int(r, lo, hi)) * 100n);
  const income = INCOME.map((_, i) =>
    gen([90000, 20000, 15000, 4000][i]!, [130000, 40000, 30000, 9000][i]!),
  );
  const cogs = COGS.map((_, i) => gen([2000, 6000][i]!, [5000, 14000][i]!));
  const opex = OPEX.map((_, i) =>
    gen([30000, 45000, 5000, 6000, 2000, 800][i]!, [30000, 60000, 9000, 6000, 8000, 1200][i]!),
  );
  const col = (rows: bigint[][], k: number): bigint => sum(rows.map((x) => x[k]!));
  const totInc = Q.map((_, k) => col(income, k));
  const totCogs = Q.map((_, k) => col(cogs, k));
  const gross = Q.map((_, k) => totInc[k]! - totCogs[k]!);
  const totOpex = Q.map((_, k) => col(opex, k));
  const net = Q.map((_, k) => gross[k]! - totOpex[k]!);
  const fy = (xs: bigint[]): bigint => sum(xs);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('P&L FY25');
  ws.addRow(['Iron Kiwi Fitness Ltd — Profit & Loss']);
  ws.addRow(['Year to 31 December 2025, NZ$']);
  ws.addRow(['', ...Q, 'Full year']);
  const line = (label: string, xs: bigint[]): void =>
    void ws.addRow([label, ...xs.map(cell), cell(fy(xs))]);
  ws.addRow(['Income']);
  INCOME.forEach((n, i) => line(n, income[i]!));
  line('Total income', totInc);
  ws.addRow(['Cost of sales']);
  COGS.forEach((n, i) => line(n, cogs[i]!));
  line('Total cost of sales', totCogs);
  line('Gross profit', gross);
  ws.addRow([]);
  ws.addRow(['Operating expenses']);
  OPEX.forEach((n, i) => line(n, opex[i]!));
  line('Total operating expenses', totOpex);
  ws.addRow([]);
  line('Net profit', net);

  const { q, list } = asker('gym');
  const bestQ = argmax(net);
  q('total income for the year', { value: money(fy(totInc)) }, 'Total income, Full year');
  q('what was our net profit in 2025', { value: money(fy(net)) }, 'Net profit, Full year');
  q(
    'gross margin for the year %',
    { value: pct(fy(gross), fy(totInc)) },
    'Gross profit / Total income, full year, %',
  );
  q('net margin', { value: pct(fy(net), fy(totInc)) }, 'Net profit / Total income, full year, %');
  q('how much did wages cost in Q3', { value: money(opex[1]![2]!) }, 'Wages, Q3');
  q(
    'best quarter for profit',
    { value: money(net[bestQ]!), at: Q[bestQ]! },
    'quarter with the largest Net profit',
  );
  q(
    'marketing as a percentage of income',
    { value: pct(fy(opex[4]!), fy(totInc)) },
    'Marketing FY / Total income FY, %',
  );
  q('memberships in q2', { value: money(income[0]![1]!) }, 'Memberships, Q2');
  q(
    'total overheads for the year',
    { value: money(fy(totOpex)) },
    'Total operating expenses, Full year',
  );
  q(
    'how much did income grow from Q1 to Q4',
    { value: growth(totInc[0]!, totInc[3]!) },
    '(Q4 - Q1)/Q1 of Total income, %',
  );
  q(
    'what did PT bring in over the year',
    { value: money(fy(income[1]!)) },
    'Personal training, Full year',
  );
  q('gross profit q4', { value: money(gross[3]!) }, 'Gross profit, Q4');
  q(
    'biggest expense line',
    { value: money(fy(opex[1]!)), at: 'Wages' },
    'largest operating expense line for the full year (Wages by construction: 45k-60k a quarter)',
  );
  q("what's eating our margin", { refuse: true }, 'ambiguous: no single figure defines it');
  q('how many members do we have', { refuse: true }, 'no member counts in the P&L');
  return {
    name: 'gym',
    business: 'gym (NZ$)',
    bytes: await toBytes(wb),
    questions: list,
    checks: [
      {
        what: 'net = income - cogs - opex',
        a: fy(net),
        b: fy(totInc) - fy(totCogs) - sum(opex.map(fy)),
      },
    ],
  };
}
