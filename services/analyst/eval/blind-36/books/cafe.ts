/**
 * cafe: a café in Vancouver, a management report for November 2026: budget vs actual with a
 * merged two-row header (November 2026 over Budget / Actual / Variance, Year to date (Jan–Nov)
 * over Budget / Actual / Variance) and a Full year budget column; Revenue, Cost of goods sold,
 * Gross profit, Operating expenses, Net operating income; variance = actual − budget (CAD).
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, pct } from '../../expect';
import {
  alts,
  argMax,
  argMin,
  cell,
  change,
  holds,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(11);

interface Line {
  name: string;
  budget: bigint[]; // Jan–Dec
  actual: bigint[]; // Jan–Nov
}
const mk = (name: string, lo: number, hi: number, drift: [number, number]): Line => {
  const budget = Array.from({ length: 12 }, () => BigInt(r.int(lo, hi) * 10000)); // whole $100s
  const actual = budget
    .slice(0, 11)
    .map((b) => (b * BigInt(10000 + r.int(drift[0], drift[1]))) / 10000n);
  return { name, budget, actual };
};
const REV: Line[] = [
  mk('Food sales', 380, 460, [-600, 900]),
  mk('Beverage sales', 290, 340, [-300, 1100]),
  mk('Catering', 40, 70, [-2400, -600]),
];
const COGS: Line[] = [
  mk('Food cost', 120, 150, [-200, 800]),
  mk('Beverage cost', 60, 75, [-300, 500]),
];
const OPEX: Line[] = [
  mk('Wages & benefits', 250, 280, [-100, 700]),
  {
    name: 'Rent',
    budget: Array.from({ length: 12 }, () => 825000n),
    actual: Array.from({ length: 11 }, () => 825000n),
  },
  mk('Utilities', 18, 26, [-500, 1200]),
  mk('Repairs & maintenance', 8, 14, [-1500, 4000]),
  mk('Marketing', 10, 16, [-2500, 800]),
  mk('Card processing fees', 16, 20, [0, 900]),
  mk('Insurance', 6, 6, [0, 0]),
  mk('Supplies & packaging', 22, 30, [-500, 1500]),
];
const ytd = (xs: bigint[]): bigint => total(xs.slice(0, 11));
const nov = (xs: bigint[]): bigint => xs[10]!;
const fy = (xs: bigint[]): bigint => total(xs);
const sumL = (ls: Line[], f: (l: Line) => bigint): bigint => total(ls.map(f));
type Pick = (l: Line) => bigint;
const cols: Pick[] = [
  (l) => nov(l.budget),
  (l) => nov(l.actual),
  (l) => nov(l.actual) - nov(l.budget),
  (l) => ytd(l.budget),
  (l) => ytd(l.actual),
  (l) => ytd(l.actual) - ytd(l.budget),
  (l) => fy(l.budget),
];
const revY = sumL(REV, (l) => ytd(l.actual));
const revYB = sumL(REV, (l) => ytd(l.budget));
const gpY = revY - sumL(COGS, (l) => ytd(l.actual));
const noi = (f: Pick): bigint => sumL(REV, f) - sumL(COGS, f) - sumL(OPEX, f);
const noiNovVar = noi(cols[2]!);
const noiNovB = noi(cols[0]!);
const costs = [...COGS, ...OPEX];
const costVar = costs.map((l) => ytd(l.actual) - ytd(l.budget));
const worstCost = argMax(costVar);
const revVar = REV.map((l) => ytd(l.actual) - ytd(l.budget));
const worstRev = argMin(revVar);
const L = (n: string): Line => [...REV, ...COGS, ...OPEX].find((l) => l.name === n)!;
const mkt = L('Marketing');
const wages = L('Wages & benefits');
const cat = L('Catering');

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Budget vs Actual');
  ws.getCell('A1').value = 'Little Fern Café Ltd - Management report';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'November 2026 - Budget vs Actual (CAD). Variance = Actual - Budget.';
  ws.mergeCells('B4:D4');
  ws.getCell('B4').value = 'November 2026';
  ws.mergeCells('E4:G4');
  ws.getCell('E4').value = 'Year to date (Jan-Nov)';
  ws.mergeCells('H4:H5');
  ws.getCell('H4').value = 'Full year budget';
  ws.getRow(5).values = ['Account', 'Budget', 'Actual', 'Variance', 'Budget', 'Actual', 'Variance'];
  for (const rr of [4, 5]) {
    ws.getRow(rr).font = { bold: true };
    ws.getRow(rr).alignment = { horizontal: 'center', wrapText: true };
  }
  const money = '#,##0.00;(#,##0.00)';
  let row = 6;
  const put = (label: string, vals?: bigint[], bold = false): void => {
    const rr = ws.getRow(row++);
    rr.getCell(1).value = label;
    vals?.forEach((v, j) => {
      rr.getCell(j + 2).value = cell(v);
      rr.getCell(j + 2).numFmt = money;
    });
    if (bold) rr.font = { bold: true };
  };
  const sect = (title: string, ls: Line[], tot: string): void => {
    put(title, undefined, true);
    for (const l of ls)
      put(
        l.name,
        cols.map((f) => f(l)),
      );
    put(
      tot,
      cols.map((f) => sumL(ls, f)),
      true,
    );
  };
  sect('Revenue', REV, 'Total revenue');
  sect('Cost of goods sold', COGS, 'Total cost of goods sold');
  put(
    'Gross profit',
    cols.map((f) => sumL(REV, f) - sumL(COGS, f)),
    true,
  );
  row++;
  sect('Operating expenses', OPEX, 'Total operating expenses');
  row++;
  put('Net operating income', cols.map(noi), true);
  ws.getColumn(1).width = 28;
  for (let c = 2; c <= 8; c++) ws.getColumn(c).width = 13;
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  same('variance columns: YTD NOI actual − budget', noi(cols[4]!) - noi(cols[3]!), noi(cols[5]!)),
  same(
    'months of revenue = YTD',
    total(Array.from({ length: 11 }, (_, m) => sumL(REV, (l) => l.actual[m]!))),
    revY,
  ),
  unique('cost variances YTD', costVar),
  holds('the most over budget cost is over budget', costVar[worstCost]! > 0n),
  unique('revenue variances YTD', revVar, 'min'),
  holds('that revenue line is behind budget', revVar[worstRev]! < 0n),
  holds('marketing budget is not used up', fy(mkt.budget) > ytd(mkt.actual)),
  holds('November NOI budget is positive', noiNovB > 0n),
];

export const cafe: BlindBook = {
  name: 'cafe',
  business: 'café',
  shape:
    'budget vs actual: month and year-to-date groups under a merged two-row header, full-year budget',
  bytes: build,
  checks,
  questions: questionsFor('cafe', [
    ['revenue ytd', { value: hundredths(revY), means: 'Total revenue, Year to date Actual' }],
    [
      'how far off budget was our profit in november',
      {
        value: alts(hundredths(noiNovVar), growth(noiNovB, noiNovB + noiNovVar)),
        abs: true,
        means: 'Net operating income, November Variance (or as % of the November budget)',
      },
    ],
    [
      'food cost so far this year',
      { value: hundredths(ytd(L('Food cost').actual)), means: 'Food cost, YTD Actual' },
    ],
    [
      'where are we most over budget this year',
      {
        value: hundredths(costVar[worstCost]!),
        at: costs[worstCost]!.name,
        means: 'the cost line with the largest positive YTD Variance',
      },
    ],
    [
      'how much of the marketing budget is left for the year',
      {
        value: hundredths(fy(mkt.budget) - ytd(mkt.actual)),
        means: 'Marketing: Full year budget − YTD Actual',
      },
    ],
    [
      'what was rent in november',
      { value: hundredths(nov(L('Rent').actual)), means: 'Rent, November Actual' },
    ],
    [
      'how are sales tracking against budget ytd',
      {
        value: alts(hundredths(revY - revYB), growth(revYB, revY), pct(revY, revYB)),
        means: 'Total revenue YTD Variance (or % over budget, or actual as % of budget)',
      },
    ],
    [
      'gross margin ytd',
      {
        value: alts(pct(gpY, revY), hundredths(gpY)),
        means: 'Gross profit / Total revenue, YTD Actual, % (or $)',
      },
    ],
    [
      "what's the full-year revenue budget",
      {
        value: hundredths(sumL(REV, (l) => fy(l.budget))),
        means: 'Total revenue, Full year budget',
      },
    ],
    [
      'wages as a % of sales this year',
      {
        value: pct(ytd(wages.actual), revY),
        means: 'Wages & benefits YTD Actual / Total revenue YTD Actual, %',
      },
    ],
    [
      'total operating expenses in november',
      {
        value: hundredths(sumL(OPEX, (l) => nov(l.actual))),
        means: 'Total operating expenses, November Actual',
      },
    ],
    [
      'catering vs budget ytd',
      {
        value: change(ytd(cat.budget), ytd(cat.actual)),
        abs: true,
        means: 'Catering YTD Variance, or the %',
      },
    ],
    [
      'which revenue line is furthest behind budget ytd',
      {
        value: hundredths(revVar[worstRev]!),
        abs: true,
        at: REV[worstRev]!.name,
        means: 'the revenue line with the most negative YTD Variance',
      },
    ],
    [
      'what did we make in october',
      {
        refuse: true,
        means: 'only November and the year to date are shown; October alone is not in the sheet',
      },
    ],
    [
      'how many coffees did we sell last month',
      { refuse: true, means: 'no unit counts in the report' },
    ],
  ]),
};
