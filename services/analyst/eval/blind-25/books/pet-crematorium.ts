/**
 * A pet crematorium's P&L in rupees, "₹ in thousands": quarters as columns plus a full-year
 * column, sections with "Total ..." lines, gross profit and net profit lines.
 * A figure in thousands is accepted as written or multiplied out (both readings are fair).
 */
import { pct } from '../../expect';
import { argMax, newBook, questionList, sumOf, toBytes, type BookDef, type Rng } from '../lib';

const INCOME: Array<[string, number, number]> = [
  ['Individual cremations', 900, 1400],
  ['Communal cremations', 250, 420],
  ['Urns & keepsakes', 120, 260],
  ['Vet practice contracts', 300, 520],
];
const DIRECT: Array<[string, number, number]> = [
  ['Gas & electricity (cremator)', 180, 300],
  ['Urn stock', 50, 110],
  ['Collection van', 60, 120],
];
const OVERHEADS: Array<[string, number, number]> = [
  ['Salaries', 420, 520],
  ['Rent', 150, 150],
  ['Memorial garden upkeep', 20, 70],
  ['Marketing', 25, 90],
  ['Insurance', 30, 30],
];

export const petCrematorium: BookDef = {
  name: 'pet-crematorium',
  business: 'pet crematorium',
  shape: 'P&L with sections, Total lines, quarters as columns, in thousands, ₹',
  async build(rng: Rng) {
    const gen = (lines: Array<[string, number, number]>): bigint[][] =>
      lines.map(([, lo, hi]) => [0, 1, 2, 3].map(() => BigInt(rng.int(lo, hi))));
    const inc = gen(INCOME);
    const dir = gen(DIRECT);
    const ovh = gen(OVERHEADS);
    const colSum = (rows: bigint[][]): bigint[] =>
      [0, 1, 2, 3].map((q) => sumOf(rows.map((r) => r[q]!)));
    const fy = (r: bigint[]): bigint => sumOf(r);
    const incT = colSum(inc);
    const dirT = colSum(dir);
    const ovhT = colSum(ovh);
    const gp = incT.map((v, q) => v - dirT[q]!);
    const np = gp.map((v, q) => v - ovhT[q]!);

    const wb = newBook();
    const ws = wb.addWorksheet('P&L FY26');
    ws.addRow(['Rainbow Bridge Pet Cremation Pvt Ltd']);
    ws.addRow(['Statement of profit and loss, FY 2025-26']);
    ws.addRow(['₹ in thousands']);
    ws.addRow(['Particulars', 'Q1', 'Q2', 'Q3', 'Q4', 'FY 2025-26']);
    const line = (label: string, r: bigint[]): void => {
      ws.addRow([label, ...r.map(Number), Number(fy(r))]);
    };
    ws.addRow(['Income']);
    INCOME.forEach(([l], i) => line(`  ${l}`, inc[i]!));
    line('Total income', incT);
    ws.addRow([]);
    ws.addRow(['Direct costs']);
    DIRECT.forEach(([l], i) => line(`  ${l}`, dir[i]!));
    line('Total direct costs', dirT);
    line('Gross profit', gp);
    ws.addRow([]);
    ws.addRow(['Overheads']);
    OVERHEADS.forEach(([l], i) => line(`  ${l}`, ovh[i]!));
    line('Total overheads', ovhT);
    ws.addRow([]);
    line('Net profit', np);

    const k = (v: bigint): string[] => [String(v), String(v * 1000n)];
    const Q = questionList('pet-crematorium');
    const bestQ = argMax(np);
    const incFy = fy(incT);
    Q.ask(
      'net profit for the year',
      { value: k(fy(np)) },
      'Net profit, FY column (thousands, or multiplied out)',
    );
    Q.ask('total income in Q3', { value: k(incT[2]!) }, 'Total income, Q3');
    Q.ask(
      'gross margin for the year %',
      { value: pct(fy(gp), incFy) },
      'FY gross profit / FY total income * 100',
    );
    Q.ask(
      'net margin in percent',
      { value: pct(fy(np), incFy) },
      'FY net profit / FY total income * 100',
    );
    Q.ask(
      'how much did urns and keepsakes sell over the year',
      { value: k(fy(inc[2]!)) },
      'Urns & keepsakes, FY',
    );
    Q.ask('overheads in q2', { value: k(ovhT[1]!) }, 'Total overheads, Q2');
    Q.ask(
      'which quarter made the most profit',
      { value: k(np[bestQ]!), at: `Q${bestQ + 1}` },
      'quarter with the largest Net profit',
    );
    Q.ask(
      'what did the cremator gas and electricity cost us for the year',
      { value: k(fy(dir[0]!)) },
      'Gas & electricity line, FY',
    );
    Q.ask(
      'how much do the vet contracts bring in q4',
      { value: k(inc[3]![3]!) },
      'Vet practice contracts, Q4',
    );
    Q.ask('marketing spend for the year', { value: k(fy(ovh[3]!)) }, 'Marketing, FY');
    Q.ask(
      'salaries as a share of income',
      { value: pct(fy(ovh[0]!), incFy) },
      'FY salaries / FY total income * 100',
    );
    Q.ask('gross profit q1', { value: k(gp[0]!) }, 'Gross profit, Q1');
    Q.ask('how many pets did we cremate', { refuse: true }, 'no counts in the P&L');
    Q.ask('what was net profit in FY 2024-25', { refuse: true }, 'only FY 2025-26 is in the sheet');

    return {
      bytes: await toBytes(wb),
      questions: Q.all,
      checks: [
        {
          what: 'FY net = income - direct - overheads',
          a: fy(np),
          b: fy(incT) - fy(dirT) - fy(ovhT),
        },
      ],
    };
  },
};
