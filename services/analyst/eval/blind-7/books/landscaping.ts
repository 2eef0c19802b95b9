/**
 * A landscaping contractor's P&L with sections (Revenue, Cost of Sales, Operating Expenses),
 * "Total ..." lines, Gross Profit and Net Income, quarters across plus a Full Year column.
 */
import ExcelJS from 'exceljs';
import {
  Questions,
  argMax,
  centsIn,
  cell,
  fmt,
  money,
  pct,
  range,
  rngFor,
  sum,
  toBytes,
  uniqueExtreme,
  type BlindBook,
} from '../kit';

const NAME = 'landscaping';
const QS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
const REVENUE = {
  'Lawn Maintenance': [18000, 42000],
  'Hardscaping Jobs': [9000, 60000],
  'Tree & Stump Work': [4000, 16000],
};
const COGS = {
  'Plants & Materials': [6000, 22000],
  Subcontractors: [3000, 15000],
  'Fuel & Oil': [2500, 7000],
};
const OPEX = {
  'Crew Wages': [14000, 26000],
  'Truck Lease': [4200, 4200],
  Insurance: [1800, 2600],
  Advertising: [500, 3500],
};

type Lines = Record<string, number[]>;
function lines(rng: () => number, spec: Record<string, number[]>): Lines {
  return Object.fromEntries(
    Object.entries(spec).map(([k, [lo, hi]]) => [k, QS.map(() => centsIn(rng, lo!, hi!))]),
  );
}
const colSum = (ls: Lines): bigint[] => QS.map((_, i) => sum(Object.values(ls).map((v) => v[i]!)));

export async function build(): Promise<BlindBook> {
  const rng = rngFor(NAME);
  const rev = lines(rng, REVENUE);
  const cogs = lines(rng, COGS);
  const opex = lines(rng, OPEX);
  const totRev = colSum(rev);
  const totCogs = colSum(cogs);
  const totOpex = colSum(opex);
  const gp = QS.map((_, i) => totRev[i]! - totCogs[i]!);
  const ni = QS.map((_, i) => gp[i]! - totOpex[i]!);
  const fy = (xs: Array<number | bigint>): bigint => sum(xs);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('P&L FY2025');
  ws.addRow(['GreenEdge Landscaping LLC']);
  ws.addRow(['Profit & Loss Statement - Fiscal Year 2025', '', '', '', '', 'USD']);
  ws.addRow([]);
  ws.addRow(['', ...QS, 'Full Year']);
  const put = (label: string, xs: Array<number | bigint>): void =>
    fmt(ws.addRow([label, ...xs.map(cell), cell(fy(xs))]), range(2, 6));
  const section = (title: string, ls: Lines, totalLabel: string, tot: bigint[]): void => {
    ws.addRow([title]);
    for (const [k, v] of Object.entries(ls)) put(`  ${k}`, v);
    put(totalLabel, tot);
    ws.addRow([]);
  };
  section('Revenue', rev, 'Total Revenue', totRev);
  section('Cost of Sales', cogs, 'Total Cost of Sales', totCogs);
  put('Gross Profit', gp);
  ws.addRow([]);
  section('Operating Expenses', opex, 'Total Operating Expenses', totOpex);
  put('Net Income', ni);

  const q = new Questions(NAME);
  const topQ = argMax(totRev);
  const worstNi = ni.indexOf(ni.reduce((a, b) => (b < a ? b : a)));
  q.money('total revenue for the year', fy(totRev), 'Total Revenue, Full Year');
  q.money('gross profit', fy(gp), 'Gross Profit, Full Year');
  q.pct('gross margin', pct(fy(gp), fy(totRev)), 'Full-year Gross Profit / Total Revenue * 100');
  q.money('net income q3', ni[2]!, 'Net Income, Q3');
  q.money('what did we spend on fuel', fy(cogs['Fuel & Oil']!), 'Fuel & Oil, Full Year');
  q.money('fuel in q2', cogs['Fuel & Oil']![1]!, 'Fuel & Oil, Q2');
  q.pct(
    'net margin for the year',
    pct(fy(ni), fy(totRev)),
    'Full-year Net Income / Total Revenue * 100',
  );
  if (uniqueExtreme(totRev, topQ))
    q.at(
      'which quarter brought in the most',
      QS[topQ]!,
      'quarter with the highest Total Revenue',
      money(totRev[topQ]!),
    );
  q.money('total operating expenses', fy(totOpex), 'Total Operating Expenses, Full Year');
  q.money('bottom line for q2', ni[1]!, 'Net Income, Q2');
  q.money('hardscaping revenue', fy(rev['Hardscaping Jobs']!), 'Hardscaping Jobs, Full Year');
  q.money('how much did subs cost us in q4', cogs.Subcontractors![3]!, 'Subcontractors, Q4');
  q.money('crew wages for the year', fy(opex['Crew Wages']!), 'Crew Wages, Full Year');
  q.pct(
    'how much did revenue grow from q1 to q4',
    (() => {
      const a = totRev[0]!;
      const b = totRev[3]!;
      return pct(b - a, a);
    })(),
    'growth = (Q4 Total Revenue - Q1) / Q1 * 100',
  );
  q.money('total cost of sales', fy(totCogs), 'Total Cost of Sales, Full Year');
  if (ni.filter((x) => x === ni[worstNi]).length === 1)
    q.at(
      'which quarter was our weakest on profit',
      QS[worstNi]!,
      'quarter with the lowest Net Income',
      money(ni[worstNi]!),
    );
  q.refuse(
    "what's eating our margin",
    'ambiguous: could mean the largest cost line, the fastest-growing one, or the margin trend',
  );
  q.refuse('revenue in march', 'the P&L is by quarter, months are not shown');
  q.refuse('how many jobs did we do', 'no job counts in the P&L');

  return {
    name: NAME,
    business: 'landscaping contractor',
    shape: 'P&L with sections, Total lines, Gross Profit, Net Income, quarters + Full Year',
    bytes: await toBytes(wb),
    questions: q.list,
    checks: [
      {
        what: 'FY net income = revenue - cogs - opex',
        got: fy(ni),
        want: fy(totRev) - fy(totCogs) - fy(totOpex),
      },
      {
        what: 'FY revenue = sum of revenue lines',
        got: fy(totRev),
        want: sum(Object.values(rev).map((v) => fy(v))),
      },
    ],
  };
}
