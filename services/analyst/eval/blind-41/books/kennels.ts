/**
 * kennels — a boarding kennels and cattery's two-year comparison, years ended 31 August 2026 and
 * 2025 (GBP, whole pounds): a two-row header (merged "Year ended 31 August" over 2026 £ / 2025 £,
 * merged "Change" over £ / %), revenue, cost of sales, gross profit, overheads, net profit;
 * Change % stored as a fraction, falls in parentheses.
 */
import ExcelJS from 'exceljs';
import { divRound, growth, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  countOf,
  holds,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(10);
type L = [name: string, y26: number, y25: number];
const line = (name: string, lo: number, hi: number, g0: number, g1: number): L => {
  const y25 = r.int(lo, hi) * 100;
  return [name, Math.round((y25 * (g0 + r.next() * (g1 - g0))) / 100) * 100, y25];
};
const REV: L[] = [
  line('Dog boarding', 180000, 200000, 1.04, 1.08),
  line('Cattery', 38000, 44000, 0.9, 0.95),
  line('Day care', 52000, 60000, 1.22, 1.26),
  line('Grooming', 24000, 29000, 1.05, 1.09),
  line('Retail – food & accessories', 9000, 12000, 0.97, 1.03),
];
const COS: L[] = [
  line('Food & bedding', 38000, 44000, 1.05, 1.09),
  line('Retail stock', 5000, 6500, 0.98, 1.02),
];
const OVH: L[] = [
  line('Wages & salaries', 118000, 126000, 1.07, 1.1),
  line('Business rates', 9800, 10400, 1.02, 1.04),
  line('Light, heat & water', 14000, 17000, 0.84, 0.88),
  line('Insurance', 6200, 7000, 1.08, 1.12),
  line('Repairs & maintenance', 8000, 11000, 1.15, 1.35),
  line('Vet & medication', 3000, 4200, 0.95, 1.05),
  line('Advertising', 4500, 6000, 0.7, 0.8),
  line('Depreciation', 12000, 13000, 1, 1),
];
const sum = (ls: L[], y: 1 | 2): bigint => total(ls.map((l) => l[y]));
const rev = [sum(REV, 1), sum(REV, 2)] as const;
const cos = [sum(COS, 1), sum(COS, 2)] as const;
const ovh = [sum(OVH, 1), sum(OVH, 2)] as const;
const gp = [rev[0] - cos[0], rev[1] - cos[1]] as const;
const np = [gp[0] - ovh[0], gp[1] - ovh[1]] as const;
const revUp = REV.map((l) => BigInt(l[1] - l[2]));
const revPct = REV.map((l) => divRound(BigInt(l[1] - l[2]) * 10000n, BigInt(l[2])));
const costs = [...COS, ...OVH];
const costChange = costs.map((l) => BigInt(l[1] - l[2]));
const costPct = costs.map((l) => divRound(BigInt(l[1] - l[2]) * 10000n, BigInt(l[2])));
const fell = argMin(costChange);
const fellPct = argMin(costPct);
const wages = OVH[0]!;
const cattery = REV[1]!;
const ovhUp = countOf(OVH, (l) => l[1] > l[2]);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('P&L comparison');
  ws.getCell('A1').value = 'Oakfield Boarding Kennels & Cattery';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = 'Profit and loss account — two-year comparison';
  ws.mergeCells('B4:C4');
  ws.getCell('B4').value = 'Year ended 31 August';
  ws.mergeCells('D4:E4');
  ws.getCell('D4').value = 'Change';
  ws.getRow(5).values = ['', '2026 £', '2025 £', '£', '%'];
  ws.getRow(4).font = { bold: true };
  ws.getRow(5).font = { bold: true };
  let n = 6;
  const put = (label: string, a: bigint | number, b: bigint | number, bold = false): void => {
    const A = BigInt(a) / 100n;
    const B = BigInt(b) / 100n;
    const row = ws.getRow(n++);
    row.values = [
      label,
      Number(A),
      Number(B),
      Number(A - B),
      B === 0n ? null : Number(A - B) / Number(B < 0n ? -B : B),
    ];
    if (bold) row.font = { bold: true };
  };
  const section = (title: string, ls: L[], tot: readonly [bigint, bigint]): void => {
    ws.getCell(n++, 1).value = title;
    for (const l of ls) put(`  ${l[0]}`, l[1], l[2]);
    put(`Total ${title.toLowerCase()}`, tot[0], tot[1], true);
    n++;
  };
  section('Revenue', REV, rev);
  section('Cost of sales', COS, cos);
  put('Gross profit', gp[0], gp[1], true);
  n++;
  section('Overheads', OVH, ovh);
  put('Net profit', np[0], np[1], true);
  for (const c of [2, 3, 4]) ws.getColumn(c).numFmt = '#,##0;(#,##0)';
  ws.getColumn(5).numFmt = '0.0%;(0.0%)';
  ws.getColumn(1).width = 32;
  return toBytes(wb);
}

const m = (c: bigint | number): string => money(c);
export const kennels: BlindBook = {
  name: 'kennels',
  business: 'boarding kennels and cattery',
  shape: 'two-year comparison (this year vs last)',
  bytes,
  checks: [
    same('2026 revenue − costs = net', rev[0] - cos[0] - ovh[0], np[0]),
    same('2025 revenue − costs = net', rev[1] - cos[1] - ovh[1], np[1]),
    same('line changes = net change', total(revUp) - total(costChange), np[0] - np[1]),
    unique('revenue growth £', revUp),
    unique('revenue growth %', revPct),
    holds('the same line grows most by £ and by %', argMax(revUp) === argMax(revPct)),
    unique('cost changes', costChange, 'min'),
    unique('cost changes %', costPct, 'min'),
    holds('net profit grew', np[0] > np[1]),
  ],
  questions: questionsFor('kennels', [
    [
      'revenue this year',
      { value: m(rev[0]), means: 'Total revenue, 2026 £ (year ended 31 Aug 2026)' },
    ],
    [
      'compare this year to last',
      {
        value: [m(np[0] - np[1]), growth(np[1], np[0]), m(rev[0] - rev[1]), growth(rev[1], rev[0])],
        means: 'net profit change £ or %, or revenue change £ or %',
      },
    ],
    ['net profit last year', { value: m(np[1]), means: 'Net profit, 2025 £' }],
    [
      'how much did wages go up',
      {
        value: [m(wages[1] - wages[2]), growth(wages[2], wages[1])],
        means: 'Wages & salaries 2026 less 2025, or the % change',
      },
    ],
    [
      'which income line grew the most',
      {
        at: REV[argMax(revUp)]![0],
        means: 'the revenue line with the largest rise (by £ and by %)',
      },
    ],
    [
      'which cost went down the most',
      {
        at: [costs[fell]![0], costs[fellPct]![0]],
        value: [
          m(-costChange[fell]!),
          pct(-costChange[fell]!, costs[fell]![2]),
          m(-costChange[fellPct]!),
          pct(-costChange[fellPct]!, costs[fellPct]![2]),
        ],
        abs: true,
        means: 'the cost line with the largest fall by £, or by %; its fall in £ or %',
      },
    ],
    ['day care revenue this year', { value: m(REV[2]![1]), means: 'Day care, 2026 £' }],
    [
      'gross margin this year',
      {
        value: [pct(gp[0], rev[0]), m(gp[0])],
        means: 'Gross profit / Total revenue 2026 × 100, or the amount',
      },
    ],
    ['total overheads last year', { value: m(ovh[1]), means: 'Total overheads, 2025 £' }],
    [
      'how much did cattery income change',
      {
        value: [m(cattery[1] - cattery[2]), growth(cattery[2], cattery[1])],
        abs: true,
        means: 'Cattery 2026 less 2025 (a fall), or the % change',
      },
    ],
    [
      'what share of revenue is grooming',
      { value: pct(REV[3]![1], rev[0]), means: 'Grooming / Total revenue, 2026' },
    ],
    [
      'net margin this year',
      {
        value: [pct(np[0], rev[0]), m(np[0])],
        means: 'Net profit / Total revenue 2026 × 100, or the amount',
      },
    ],
    ['food and bedding last year', { value: m(COS[0]![2]), means: 'Food & bedding, 2025 £' }],
    [
      'how many overheads went up',
      { value: String(ovhUp), means: 'overhead lines higher in 2026 than 2025' },
    ],
    [
      'how many dogs did we board this year',
      { refuse: true, means: 'the accounts hold pounds, not dog numbers' },
    ],
    ['what was profit in 2024', { refuse: true, means: 'only 2026 and 2025 are on the sheet' }],
    ['should we put our prices up', { refuse: true, means: 'an opinion' }],
  ]),
};
