/**
 * Hair salon: a profit and loss statement with sections (Revenue, Cost of sales, Operating
 * expenses), "Total ..." lines, Gross profit and Net income, quarters across plus a Full
 * year column. Philippine pesos.
 */
import ExcelJS from 'exceljs';
import { growth, money, pct } from '../../expect';
import {
  argExtreme,
  asker,
  cell,
  seeded,
  sumOf,
  uniqueExtreme,
  SEED,
  type BlindBook,
} from '../kit';

const REVENUE = ['Haircuts', 'Colour services', 'Treatments', 'Product sales'];
const COGS = ['Hair products used', 'Retail stock'];
const OPEX = ['Rent', 'Stylist wages', 'Utilities', 'Marketing', 'Supplies'];
const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];

export function salonPnl(): BlindBook {
  const name = 'salon-pnl';
  const rng = seeded(SEED, name);
  const line = (lo: number, hi: number): bigint[] => QUARTERS.map(() => BigInt(rng.int(lo, hi)));
  const rev = [
    line(28000000, 36000000),
    line(18000000, 26000000),
    line(6000000, 9000000),
    line(4000000, 7000000),
  ];
  const cogs = [line(3500000, 5000000), line(2200000, 3200000)];
  const opex = [
    QUARTERS.map(() => 9000000n),
    line(21000000, 24000000),
    line(1800000, 2600000),
    line(900000, 2400000),
    line(600000, 1100000),
  ];
  const col = (rows: bigint[][], q: number): bigint => sumOf(rows.map((r) => r[q]!));
  const fy = (r: bigint[]): bigint => sumOf(r);
  const totRev = QUARTERS.map((_, q) => col(rev, q));
  const totCogs = QUARTERS.map((_, q) => col(cogs, q));
  const gp = QUARTERS.map((_, q) => totRev[q]! - totCogs[q]!);
  const totOpex = QUARTERS.map((_, q) => col(opex, q));
  const net = QUARTERS.map((_, q) => gp[q]! - totOpex[q]!);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('P&L');
  ws.addRow(['Salon Bellisima - Statement of Income']);
  ws.addRow(['For the year ended 31 December 2025 (in PHP)']);
  ws.addRow(['Particulars', ...QUARTERS, 'Full year']);
  const put = (label: string, r: bigint[]): void =>
    void ws.addRow([label, ...r.map(cell), cell(fy(r))]);
  ws.addRow(['Revenue']);
  REVENUE.forEach((l, i) => put(`  ${l}`, rev[i]!));
  put('Total revenue', totRev);
  ws.addRow(['Cost of sales']);
  COGS.forEach((l, i) => put(`  ${l}`, cogs[i]!));
  put('Total cost of sales', totCogs);
  put('Gross profit', gp);
  ws.addRow([]);
  ws.addRow(['Operating expenses']);
  OPEX.forEach((l, i) => put(`  ${l}`, opex[i]!));
  put('Total operating expenses', totOpex);
  ws.addRow([]);
  put('Net income', net);

  const expenseLines = [...cogs, ...opex].map(fy);
  const expenseNames = [...COGS, ...OPEX];
  const { ask, questions } = asker(name);
  ask('total revenue for the year', { value: money(fy(totRev)) }, 'Total revenue, Full year');
  ask('what was our net income for 2025', { value: money(fy(net)) }, 'Net income, Full year');
  ask('gross profit in q3', { value: money(gp[2]!) }, 'Gross profit, Q3');
  ask(
    'gross margin for the year in %',
    { value: pct(fy(gp), fy(totRev)) },
    'Gross profit / Total revenue, Full year, percent',
  );
  ask(
    'net margin?',
    { value: pct(fy(net), fy(totRev)) },
    'Net income / Total revenue, Full year, percent',
  );
  ask('how much rent did we pay this year', { value: money(fy(opex[0]!)) }, 'Rent, Full year');
  ask(
    'which quarter was most profitable',
    { at: QUARTERS[argExtreme(net, true)]! },
    'quarter with the largest Net income',
  );
  ask(
    'total operating expenses',
    { value: money(fy(totOpex)) },
    'Total operating expenses, Full year',
  );
  ask(
    'whats our biggest expense',
    { at: expenseNames[argExtreme(expenseLines, true)]! },
    'expense line (cost of sales or operating) with the largest Full-year amount',
  );
  ask(
    'how much did revenue grow from Q1 to Q4 (%)',
    { value: growth(totRev[0]!, totRev[3]!) },
    'growth = (Q4 - Q1) / Q1 of Total revenue',
  );
  ask('marketing spend in Q4', { value: money(opex[3]![3]!) }, 'Marketing, Q4');
  ask('colour services in the first quarter', { value: money(rev[1]![0]!) }, 'Colour services, Q1');
  ask(
    'what % of revenue is product sales',
    { value: pct(fy(rev[3]!), fy(totRev)) },
    'Product sales / Total revenue, Full year',
  );
  ask(
    'cost of sales for the year',
    { value: money(fy(totCogs)) },
    'Total cost of sales, Full year',
  );
  ask('stylist wages q2', { value: money(opex[1]![1]!) }, 'Stylist wages, Q2');
  ask(
    'how much did each stylist bring in',
    { refuse: true },
    'no per-stylist figures in the statement',
  );
  ask('how many clients did we have in q1', { refuse: true }, 'no client counts');
  ask('compare this year to last', { refuse: true }, 'only 2025 is in the statement');

  return {
    name,
    business: 'hair salon',
    shape: 'P&L with sections, Total lines, quarters and Full year, PHP',
    workbook: wb,
    questions,
    checks: [
      {
        what: 'full-year net = revenue - cogs - opex',
        a: fy(net),
        b: fy(totRev) - fy(totCogs) - fy(totOpex),
      },
      { what: 'net sums by quarter', a: sumOf(net), b: fy(net) },
      { what: 'top quarter unique', a: BigInt(uniqueExtreme(net, true)), b: 1n },
      { what: 'top expense unique', a: BigInt(uniqueExtreme(expenseLines, true)), b: 1n },
    ],
  };
}
