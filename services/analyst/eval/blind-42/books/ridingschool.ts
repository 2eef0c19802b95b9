/**
 * ridingschool — a riding school's two-year comparison, years ended 31 Oct 2026 and 2025,
 * whole euros: two-row header (merged "Year ended 31 October" over 2026 € / 2025 €, merged
 * "Change" over € / %), revenue lines, cost of sales, gross profit, overheads, net profit;
 * Change % a fraction, falls in parentheses.
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, pct } from '../../expect';
import {
  argMax,
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
type L = [string, number, number];
const REV: L[] = [
  ['Riding lessons', 0, 0],
  ['Livery', 0, 0],
  ['Pony camps', 0, 0],
  ['Hacks & treks', 0, 0],
];
const COS: L[] = [
  ['Feed & bedding', 0, 0],
  ['Farrier & vet', 0, 0],
  ['Instructor wages', 0, 0],
];
const OVH: L[] = [
  ['Land rent', 0, 0],
  ['Insurance', 0, 0],
  ['Repairs & maintenance', 0, 0],
  ['Electricity', 0, 0],
  ['Motor & horsebox', 0, 0],
  ['Accountancy', 0, 0],
];
const fill = (ls: L[], lo: number, hi: number, up: number): void =>
  ls.forEach((l) => {
    l[2] = r.int(lo, hi); // 2025
    l[1] = Math.round((l[2] * (100 + r.int(-8, up))) / 100); // 2026
  });
fill(REV, 14000, 98000, 22);
fill(COS, 9000, 42000, 18);
fill(OVH, 1800, 16000, 15);
REV[2]![1] = Math.round(REV[2]![2] * 1.46); // pony camps took off
const sumY = (ls: L[], y: 1 | 2): number => ls.reduce((a, l) => a + l[y], 0);
const rev = [sumY(REV, 1), sumY(REV, 2)];
const cos = [sumY(COS, 1), sumY(COS, 2)];
const ovh = [sumY(OVH, 1), sumY(OVH, 2)];
const gp = [rev[0]! - cos[0]!, rev[1]! - cos[1]!];
const net = [gp[0]! - ovh[0]!, gp[1]! - ovh[1]!];
const E = (x: number): bigint => BigInt(x) * 100n;
const revCh = REV.map((l) => l[1] - l[2]);
const revPc = REV.map((l) => Number(growth(E(l[2]), E(l[1]))));
const costs = [...COS, ...OVH];
const costCh = costs.map((l) => l[1] - l[2]);
const costPc = costs.map((l) => Number(growth(E(l[2]), E(l[1]))));
const ins = OVH[1]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Comparison');
  ws.getCell('A1').value = 'Glenmore Equestrian Centre Ltd — Profit and loss comparison';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Figures in whole euro';
  ws.mergeCells('B4:C4');
  ws.mergeCells('D4:E4');
  ws.getCell('B4').value = 'Year ended 31 October';
  ws.getCell('D4').value = 'Change';
  ws.getRow(5).values = [null, '2026 €', '2025 €', '€', '%'];
  ws.getRow(4).font = { bold: true };
  ws.getRow(5).font = { bold: true };
  let row = 6;
  const put = (label: string, a: number, b: number, bold = false): void => {
    const x = ws.getRow(row++);
    x.values = [label, a, b, a - b, b === 0 ? null : (a - b) / Math.abs(b)];
    if (bold) x.font = { bold: true };
  };
  const head = (t: string): void => {
    ws.getRow(row).getCell(1).value = t;
    ws.getRow(row++).font = { bold: true };
  };
  head('Revenue');
  REV.forEach((l) => put(l[0], l[1], l[2]));
  put('Total revenue', rev[0]!, rev[1]!, true);
  row++;
  head('Cost of sales');
  COS.forEach((l) => put(l[0], l[1], l[2]));
  put('Total cost of sales', cos[0]!, cos[1]!, true);
  row++;
  put('Gross profit', gp[0]!, gp[1]!, true);
  row++;
  head('Overheads');
  OVH.forEach((l) => put(l[0], l[1], l[2]));
  put('Total overheads', ovh[0]!, ovh[1]!, true);
  row++;
  put('Net profit', net[0]!, net[1]!, true);
  for (const c of [2, 3, 4]) ws.getColumn(c).numFmt = '#,##0;(#,##0)';
  ws.getColumn(5).numFmt = '0.0%;(0.0%)';
  ws.getColumn(1).width = 26;
  return toBytes(wb);
}

const h = (x: number): string => hundredths(E(x));
export const ridingschool: BlindBook = {
  name: 'ridingschool',
  business: 'riding school and livery yard',
  shape: 'two-year comparison',
  bytes,
  questions: questionsFor('ridingschool', [
    [
      "this year's revenue",
      { value: h(rev[0]!), means: 'Total revenue, 2026 € (year ended 31 Oct 2026)' },
    ],
    ['net profit this year', { value: h(net[0]!), means: 'Net profit, 2026 €' }],
    [
      'compare this year to last',
      {
        value: [
          h(net[0]! - net[1]!),
          growth(E(net[1]!), E(net[0]!)),
          h(rev[0]! - rev[1]!),
          growth(E(rev[1]!), E(rev[0]!)),
        ],
        abs: true,
        means: 'the change in net profit or in revenue, € or %',
      },
    ],
    ['livery income last year', { value: h(REV[1]![2]), means: 'Livery, 2025 €' }],
    [
      'which income grew the most',
      {
        at: REV[argMax(revCh)]![0],
        means: 'the revenue line with the largest € change (also the largest %; unique)',
      },
    ],
    [
      'which cost went up the most',
      {
        at: [costs[argMax(costCh)]![0], costs[argMax(costPc)]![0]],
        means: 'the cost line with the largest € rise, or the largest % rise (each unique)',
      },
    ],
    [
      'gross margin this year',
      {
        value: [h(gp[0]!), pct(E(gp[0]!), E(rev[0]!))],
        means: 'Gross profit 2026, or / Total revenue × 100',
      },
    ],
    [
      'how much did insurance change',
      {
        value: [h(ins[1] - ins[2]), growth(E(ins[2]), E(ins[1]))],
        abs: true,
        means: 'Insurance 2026 − 2025, or the % change',
      },
    ],
    ['total overheads this year', { value: h(ovh[0]!), means: 'Total overheads, 2026 €' }],
    [
      'by what % did profit change',
      {
        value: growth(E(net[1]!), E(net[0]!)),
        abs: true,
        means: '(net 2026 − net 2025) / |net 2025| × 100',
      },
    ],
    [
      'pony camps vs last year',
      {
        value: [h(REV[2]![1] - REV[2]![2]), growth(E(REV[2]![2]), E(REV[2]![1]))],
        abs: true,
        means: 'Pony camps change, € or %',
      },
    ],
    [
      'feed and bedding as a % of revenue this year',
      {
        value: pct(E(COS[0]![1]), E(rev[0]!)),
        means: 'Feed & bedding 2026 / Total revenue 2026 × 100',
      },
    ],
    ['what did we make last year', { value: h(net[1]!), means: 'Net profit, 2025 €' }],
    ['what was our profit in 2024', { refuse: true, means: 'the book holds 2026 and 2025 only' }],
    ['how many horses do we keep', { refuse: true, means: 'no horse numbers in a P&L' }],
    ['should we put up livery prices', { refuse: true, means: 'an opinion, not in the sheet' }],
  ]),
  checks: [
    same('2026: revenue − costs = net', E(rev[0]! - cos[0]! - ovh[0]!), E(net[0]!)),
    same('2025: revenue − costs = net', E(rev[1]! - cos[1]! - ovh[1]!), E(net[1]!)),
    same('line changes = net change', (total(revCh) - total(costCh)) * 100n, E(net[0]! - net[1]!)),
    unique('top revenue rise €', revCh),
    holds('top revenue rise € is top by %', argMax(revCh) === argMax(revPc)),
    unique('top cost rise', costCh),
    holds('profit both years', net[0]! > 0 && net[1]! > 0),
    unique(
      'top cost rise %',
      costPc.map((x) => Math.round(x * 100)),
    ),
  ],
};
