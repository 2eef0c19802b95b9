/**
 * Ten-pin bowling centre: two-year comparison, year ended 30 September 2026 vs 2025, pounds.
 * Title rows, a two-row header (merged "Year ended 30 September" over 2026 and 2025, then
 * Change £ and Change %), revenue, cost of sales, gross profit, overheads and net profit with
 * totals; Change % stored as a fraction (0.0%), falls in parentheses.
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, pct } from '../../expect';
import {
  argMax,
  cell,
  countOf,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  whole,
  type BlindBook,
} from '../lib';

const r = rng(10);
const NAME = 'bowling';
type L = [name: string, last: number, now: number];
const drift = (v: number, lo: number, hi: number): number =>
  Math.round((v * r.int(lo, hi)) / 1000) * 100;
const mk = (name: string, lo: number, hi: number, dlo: number, dhi: number): L => {
  const last = whole(r, lo, hi);
  return [name, last, drift(last / 100, dlo, dhi)];
};
const REVENUE: L[] = [
  mk('Lane hire', 300000, 340000, 1030, 1090),
  mk('Parties & events', 90000, 110000, 1100, 1250),
  mk('Food & drink', 150000, 175000, 1010, 1070),
  mk('Amusements', 45000, 60000, 880, 960),
  mk('Shoe hire', 38000, 44000, 990, 1040),
];
const COS: L[] = [
  mk('Food & drink purchases', 52000, 60000, 1040, 1090),
  mk('Amusement machine rental', 14000, 17000, 995, 1010),
];
const OVER: L[] = [
  mk('Staff costs', 250000, 270000, 1050, 1080),
  mk('Rent', 96000, 96000, 1030, 1030),
  mk('Utilities', 52000, 60000, 900, 960),
  mk('Lane maintenance', 28000, 34000, 1090, 1160),
  mk('Marketing', 18000, 24000, 840, 930),
  mk('Insurance', 11000, 13000, 1060, 1090),
  mk('Repairs', 9000, 15000, 1040, 1180),
  mk('Depreciation', 35000, 38000, 990, 1000),
];
const sumL = (ls: L[], k: 1 | 2): bigint => total(ls.map((l) => l[k]));
const rev = [sumL(REVENUE, 2), sumL(REVENUE, 1)]; // [2026, 2025]
const cos = [sumL(COS, 2), sumL(COS, 1)];
const over = [sumL(OVER, 2), sumL(OVER, 1)];
const gp = [rev[0]! - cos[0]!, rev[1]! - cos[1]!];
const net = [gp[0]! - over[0]!, gp[1]! - over[1]!];
const ch = (l: L): bigint => BigInt(l[2] - l[1]);
const revUp = REVENUE.map(ch);
const revPct = REVENUE.map((l) => BigInt(Math.round(((l[2] - l[1]) / l[1]) * 1e6)));
const costUp = [...COS, ...OVER].map(ch);
const costPct = [...COS, ...OVER].map((l) => BigInt(Math.round(((l[2] - l[1]) / l[1]) * 1e6)));
const COSTNAMES = [...COS, ...OVER].map((l) => l[0]);
const overDown = countOf(OVER, (l) => l[2] < l[1]);
const fb = REVENUE[2]!;
const fbp = COS[0]!;
const fbMargin = BigInt(fb[2] - fbp[2]);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Two-year comparison');
  const line = (name: string, now: bigint | number, last: bigint | number): unknown[] => {
    const d = BigInt(now) - BigInt(last);
    return [name, cell(now), cell(last), cell(d), Number(d) / Math.abs(Number(last))];
  };
  const rows: unknown[][] = [
    ['Strike Zone Bowl Ltd'],
    ['Profit and loss — two-year comparison'],
    [],
    [undefined, 'Year ended 30 September', undefined, 'Change', undefined],
    [undefined, '2026 £', '2025 £', '£', '%'],
    ['Revenue'],
    ...REVENUE.map((l) => line(l[0], l[2], l[1])),
    line('Total revenue', rev[0]!, rev[1]!),
    [],
    ['Cost of sales'],
    ...COS.map((l) => line(l[0], l[2], l[1])),
    line('Total cost of sales', cos[0]!, cos[1]!),
    [],
    line('Gross profit', gp[0]!, gp[1]!),
    [],
    ['Overheads'],
    ...OVER.map((l) => line(l[0], l[2], l[1])),
    line('Total overheads', over[0]!, over[1]!),
    [],
    line('Net profit', net[0]!, net[1]!),
  ];
  putRows(ws, rows);
  ws.mergeCells('B4:C4');
  ws.mergeCells('D4:E4');
  ws.getRow(4).alignment = { horizontal: 'center' };
  rows.forEach((row, i) => {
    if (i < 3 || /^(Total|Gross|Net|Revenue|Cost of|Overheads)/.test(String(row[0] ?? '')))
      ws.getRow(i + 1).font = { bold: true };
  });
  ws.getRow(4).font = { bold: true };
  ws.getRow(5).font = { bold: true };
  for (const c of [2, 3, 4]) ws.getColumn(c).numFmt = '#,##0;(#,##0)';
  ws.getColumn(5).numFmt = '0.0%;(0.0%)';
  ws.getColumn(1).width = 30;
  return toBytes(wb);
}

export const bowling: BlindBook = {
  name: NAME,
  business: 'ten-pin bowling centre',
  shape:
    'two-year comparison, years ended 30 Sep 2026 and 2025: two-row header, Change £ and %, sections with totals',
  bytes,
  questions: questionsFor(NAME, [
    [
      'total revenue this year',
      { value: hundredths(rev[0]!), means: 'Total revenue, year ended 30 Sep 2026' },
    ],
    [
      'compare this year to last',
      {
        value: [
          hundredths(net[0]! - net[1]!),
          growth(net[1]!, net[0]!),
          hundredths(rev[0]! - rev[1]!),
          growth(rev[1]!, rev[0]!),
        ],
        means: 'net profit change (£ or %), or revenue change (£ or %)',
      },
    ],
    ['net profit last year', { value: hundredths(net[1]!), means: 'Net profit, 2025' }],
    [
      'which revenue line grew the most',
      {
        at: [REVENUE[argMax(revUp)]![0], REVENUE[argMax(revPct)]![0]],
        means: 'largest rise in £ (or in %)',
      },
    ],
    [
      'which cost went up the most',
      {
        at: [COSTNAMES[argMax(costUp)]!, COSTNAMES[argMax(costPct)]!],
        means: 'cost line with the largest rise in £ (or in %)',
      },
    ],
    [
      'food and drink margin this year',
      {
        value: [hundredths(fbMargin), pct(fbMargin, fb[2])],
        means: 'Food & drink − Food & drink purchases, 2026, £ or % of F&B sales',
      },
    ],
    [
      'how much did lane hire grow',
      {
        value: [growth(REVENUE[0]![1], REVENUE[0]![2]), hundredths(revUp[0]!)],
        means: 'Lane hire 2026 vs 2025, % or £',
      },
    ],
    ['utilities last year', { value: hundredths(OVER[2]![1]), means: 'Utilities, 2025' }],
    [
      'what share of revenue came from parties this year',
      { value: pct(REVENUE[1]![2], rev[0]!), means: 'Parties & events / Total revenue, 2026, %' },
    ],
    [
      'total expenses this year',
      {
        value: [hundredths(over[0]!), hundredths(over[0]! + cos[0]!)],
        means: 'Total overheads 2026, or with cost of sales',
      },
    ],
    [
      'did staff costs go up',
      {
        value: [hundredths(ch(OVER[0]!)), growth(OVER[0]![1], OVER[0]![2])],
        means: 'Staff costs 2026 − 2025, £ or %',
      },
    ],
    [
      'net margin this year',
      {
        value: [pct(net[0]!, rev[0]!), hundredths(net[0]!)],
        means: 'Net profit / Total revenue 2026, % (or the net profit)',
      },
    ],
    [
      'how many overheads went down',
      { value: String(overDown), means: 'overhead lines lower in 2026 than 2025' },
    ],
    [
      'revenue growth %',
      { value: growth(rev[1]!, rev[0]!), means: '(Total revenue 2026 − 2025) / 2025, %' },
    ],
    [
      'what is the business worth',
      { refuse: true, means: 'no valuation or balance sheet in the sheet' },
    ],
    ['how many games did we sell', { refuse: true, means: 'the accounts hold pounds, not games' }],
    ['how did 2024 compare', { refuse: true, means: '2024 is not in the sheet' }],
  ]),
  checks: [
    same('revenue − costs = net (2026)', rev[0]! - cos[0]! - over[0]!, net[0]!),
    same('line changes = total change', total([...revUp]) - total(costUp), net[0]! - net[1]!),
    unique('revenue rise £', revUp),
    unique('revenue rise %', revPct),
    unique('cost rise £', costUp),
    unique('cost rise %', costPct),
    holds('some overheads fell', overDown > 0 && overDown < OVER.length),
    holds('profit both years', net[0]! > 0n && net[1]! > 0n),
  ],
};
