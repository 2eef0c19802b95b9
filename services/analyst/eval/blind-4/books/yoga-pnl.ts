/**
 * A yoga studio's profit and loss: sections (Revenue, Cost of sales, Operating expenses) with
 * "Total ..." lines, Gross profit and Net profit, quarters across plus a full-year column. GBP.
 */
import type { Rng } from '../kit/rng';
import type { BookQuestion, BuiltBook } from '../kit/types';
import { argmax, cell, cents, growth, isum, money, newBook, pct, toBytes } from '../kit/cells';

const REVENUE = ['Class packs', 'Memberships', 'Teacher training', 'Retail (mats & props)'];
const COS = ['Teacher fees', 'Retail stock'];
const OPEX = ['Studio rent', 'Utilities', 'Marketing', 'Insurance', 'Booking software', 'Cleaning'];
const Q = ['Q1', 'Q2', 'Q3', 'Q4'];

export async function buildYogaPnl(r: Rng): Promise<BuiltBook> {
  const rev = REVENUE.map((_, i) =>
    Q.map(() =>
      i === 0
        ? cents(r, 14000, 22000)
        : i === 1
          ? cents(r, 18000, 26000)
          : i === 2
            ? cents(r, 0, 9000)
            : cents(r, 1500, 4000),
    ),
  );
  const cos = COS.map((_, i) =>
    Q.map(() => (i === 0 ? cents(r, 12000, 17000) : cents(r, 800, 2200))),
  );
  const rent = cents(r, 9000, 9000, true);
  const opex = OPEX.map((name) =>
    Q.map(() =>
      name === 'Studio rent'
        ? rent
        : name === 'Marketing'
          ? cents(r, 900, 4500)
          : cents(r, 300, 2100),
    ),
  );
  const colSum = (rows: bigint[][]): bigint[] => Q.map((_, q) => isum(rows.map((row) => row[q]!)));
  const totRev = colSum(rev);
  const totCos = colSum(cos);
  const gross = Q.map((_, q) => totRev[q]! - totCos[q]!);
  const totOpex = colSum(opex);
  const net = Q.map((_, q) => gross[q]! - totOpex[q]!);
  const yr = (xs: bigint[]): bigint => isum(xs);

  const wb = newBook();
  const ws = wb.addWorksheet('P&L FY25');
  ws.addRow(['Lotus Loft Yoga Ltd']);
  ws.addRow(['Profit & Loss, year ended 31 December 2025 (£)']);
  ws.addRow([]);
  ws.addRow(['', ...Q, 'FY 2025']);
  const line = (label: string, xs: bigint[]): void =>
    void ws.addRow([label, ...xs.map(cell), cell(yr(xs))]);
  ws.addRow(['Revenue']);
  REVENUE.forEach((n, i) => line(`  ${n}`, rev[i]!));
  line('Total revenue', totRev);
  ws.addRow([]);
  ws.addRow(['Cost of sales']);
  COS.forEach((n, i) => line(`  ${n}`, cos[i]!));
  line('Total cost of sales', totCos);
  ws.addRow([]);
  line('Gross profit', gross);
  ws.addRow([]);
  ws.addRow(['Operating expenses']);
  OPEX.forEach((n, i) => line(`  ${n}`, opex[i]!));
  line('Total operating expenses', totOpex);
  ws.addRow([]);
  line('Net profit', net);

  const bestQ = argmax(totRev);
  const bestNetQ = argmax(net);
  const opexYear = OPEX.map((_, i) => yr(opex[i]!));
  const topOpex = argmax(opexYear);
  const questions: BookQuestion[] = [
    {
      id: 'net',
      question: 'how much did we make in 2025',
      expect: { value: money(yr(net)) },
      means: 'Net profit, FY 2025',
    },
    {
      id: 'rev',
      question: 'total revenue for the year',
      expect: { value: money(yr(totRev)) },
      means: 'Total revenue, FY 2025 (not summed again with its lines)',
    },
    {
      id: 'gm',
      question: 'what is our gross margin',
      expect: { value: pct(yr(gross), yr(totRev)), tol: 0.01 },
      means: 'Gross profit / Total revenue, FY, percent',
    },
    {
      id: 'nm',
      question: 'net margin for the year?',
      expect: { value: pct(yr(net), yr(totRev)), tol: 0.01 },
      means: 'Net profit / Total revenue, FY, percent',
    },
    {
      id: 'rentq3',
      question: 'rent in Q3',
      expect: { value: money(opex[0]![2]!), abs: true },
      means: 'Studio rent, Q3',
    },
    {
      id: 'opex',
      question: 'total overheads for the year',
      expect: { value: money(yr(totOpex)), abs: true },
      means: 'Total operating expenses, FY',
    },
    {
      id: 'bestq',
      question: 'which quarter had the best revenue',
      expect: { value: money(totRev[bestQ]!), at: Q[bestQ]! },
      means: 'quarter with the largest Total revenue',
    },
    {
      id: 'bestnet',
      question: 'most profitable quarter',
      expect: { value: money(net[bestNetQ]!), at: Q[bestNetQ]! },
      means: 'quarter with the largest Net profit',
    },
    {
      id: 'memgrow',
      question: 'how much did memberships grow from q1 to q4 in %',
      expect: { value: growth(rev[1]![0]!, rev[1]![3]!), tol: 0.01 },
      means: '(Memberships Q4 - Q1) / Q1',
    },
    {
      id: 'teach',
      question: 'what did we pay teachers in total',
      expect: { value: money(yr(cos[0]!)), abs: true },
      means: 'Teacher fees, FY',
    },
    {
      id: 'q2how',
      question: 'how did we do in Q2',
      expect: { value: [money(net[1]!), money(totRev[1]!)] },
      means: 'Net profit, Q2 (the bottom line) or Total revenue, Q2: both readings accepted',
    },
    {
      id: 'topopex',
      question: 'biggest overhead',
      expect: { value: money(opexYear[topOpex]!), abs: true, at: OPEX[topOpex]! },
      means: 'operating expense line with the largest FY figure',
    },
    {
      id: 'mktshare',
      question: 'marketing as a percentage of revenue',
      expect: { value: pct(yr(opex[2]!), yr(totRev)), tol: 0.01 },
      means: 'Marketing FY / Total revenue FY',
    },
    {
      id: 'gpq4',
      question: 'gross profit q4',
      expect: { value: money(gross[3]!) },
      means: 'Gross profit, Q4',
    },
    {
      id: 'eating',
      question: "what's eating our margin",
      expect: { refuse: true },
      means: 'ambiguous: which cost, which margin, against what; expect a question back',
    },
    {
      id: 'students',
      question: 'how many students came to class in Q1',
      expect: { refuse: true },
      means: 'no attendance figures in the P&L',
    },
  ];
  return {
    business: 'yoga studio',
    shape: 'P&L with sections, Total lines, Gross/Net profit, quarters + FY column',
    bytes: await toBytes(wb),
    questions,
    checks: [
      {
        what: 'net = revenue - cost of sales - opex',
        left: yr(net),
        right: yr(totRev) - yr(totCos) - isum(opexYear),
      },
    ],
  };
}
