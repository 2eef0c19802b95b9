/**
 * plumbing: a plumbing & heating contractor in Austin, a QuickBooks Online "Expenses by Vendor
 * Summary" for January - November 2026 by month: company / report / date-range title rows,
 * vendors down in QuickBooks' alphabetical order with "Not Specified" last, months across as
 * "Jan 2026" plus a Total column, blank cells where a vendor had no spend, a TOTAL row, and the
 * basis / timestamp footer (USD).
 */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  change,
  MON,
  monthAt,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(5);
const N = 11;

type Pattern = (m: number) => number; // cents, 0 = blank
const monthly =
  (lo: number, hi: number): Pattern =>
  () =>
    r.int(lo * 100, hi * 100);
const fixed =
  (c: number): Pattern =>
  () =>
    c;
const sometimes =
  (p: number, lo: number, hi: number): Pattern =>
  () =>
    r.next() < p ? r.int(lo * 100, hi * 100) : 0;
const inMonths =
  (ms: number[], c: number): Pattern =>
  (m) =>
    ms.includes(m) ? c : 0;

const VENDORS: Array<[string, Pattern]> = [
  ['Angi Leads', monthly(250, 900)],
  ['City of Austin Permits', sometimes(0.6, 150, 900)],
  ['Enterprise Fleet Management', fixed(284612)],
  ['Ferguson Enterprises', monthly(6000, 14000)],
  ['Google Ads', monthly(600, 1800)],
  ['Grainger', sometimes(0.5, 200, 2400)],
  ['Gusto', monthly(180, 240)],
  ['Home Depot Pro', monthly(1500, 4500)],
  ['Intuit QuickBooks', fixed(9000)],
  ["Lowe's", sometimes(0.4, 80, 600)],
  ['ServiceTitan', fixed(59800)],
  ['Shell Fleet', monthly(900, 1600)],
  ['State Farm', inMonths([0, 3, 6, 9], 341200)],
  ['Sunbelt Rentals', sometimes(0.3, 300, 1500)],
  ['Verizon Wireless', monthly(389, 420)],
  ['Winsupply of Austin', sometimes(0.65, 800, 5000)],
  ['Not Specified', sometimes(0.3, 20, 260)],
];
const grid: bigint[][] = VENDORS.map(([, p]) => Array.from({ length: N }, (_, m) => BigInt(p(m))));
const names = VENDORS.map(([n]) => n);
const vTotal = grid.map((row) => total(row));
const mTotal = Array.from({ length: N }, (_, m) => total(grid.map((row) => row[m]!)));
const GT = total(vTotal);
const v = (n: string): number => names.indexOf(n);
const top = argMax(vTotal);
const bestM = argMax(mTotal);
const lowM = argMin(mTotal);
const q = (k: number): bigint => total(mTotal.slice(3 * k, 3 * k + 3));
const over10k = vTotal.filter((x) => x > 1000000n).length;
const octVendors = grid.filter((row) => row[9]! > 0n).length;

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Expenses by Vendor Summary');
  ws.getCell('A1').value = 'Rivera Plumbing & Heating LLC';
  ws.getCell('A2').value = 'Expenses by Vendor Summary';
  ws.getCell('A3').value = 'January - November, 2026';
  for (const a of ['A1', 'A2', 'A3']) ws.getCell(a).font = { bold: true };
  const hdr = ws.getRow(5);
  hdr.values = ['', ...MON.slice(0, N).map((m) => `${m} 2026`), 'Total'];
  hdr.font = { bold: true };
  const money = '"$"#,##0.00';
  let row = 6;
  grid.forEach((vals, i) => {
    const rr = ws.getRow(row++);
    rr.getCell(1).value = names[i]!;
    vals.forEach((x, m) => {
      if (x > 0n) {
        rr.getCell(m + 2).value = cell(x);
        rr.getCell(m + 2).numFmt = money;
      }
    });
    rr.getCell(N + 2).value = cell(vTotal[i]!);
    rr.getCell(N + 2).numFmt = money;
  });
  const tr = ws.getRow(row);
  tr.getCell(1).value = 'TOTAL';
  mTotal.forEach((x, m) => {
    tr.getCell(m + 2).value = cell(x);
    tr.getCell(m + 2).numFmt = money;
  });
  tr.getCell(N + 2).value = cell(GT);
  tr.getCell(N + 2).numFmt = money;
  tr.font = { bold: true };
  ws.getCell(`A${row + 3}`).value = 'Accrual basis Monday, December 7, 2026 08:41 AM GMT-06:00';
  ws.getColumn(1).width = 30;
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  same('vendors = months', total(vTotal), total(mTotal)),
  unique('vendor totals', vTotal),
  unique('month totals', mTotal),
  unique('month totals', mTotal, 'min'),
  same('Q1 + Q2 + Q3 + Oct + Nov = total', q(0) + q(1) + q(2) + mTotal[9]! + mTotal[10]!, GT),
];

export const plumbing: BlindBook = {
  name: 'plumbing',
  business: 'plumbing & heating contractor',
  shape: 'QuickBooks Online Expenses by Vendor Summary by month, Total column, TOTAL row',
  bytes: build,
  checks,
  questions: questionsFor('plumbing', [
    ['total expenses jan to nov', { value: hundredths(GT), means: 'TOTAL row, Total column' }],
    [
      'how much did we spend at ferguson',
      {
        value: hundredths(vTotal[v('Ferguson Enterprises')]!),
        means: 'Ferguson Enterprises, Total',
      },
    ],
    [
      'who do we spend the most with',
      {
        value: hundredths(vTotal[top]!),
        at: names[top]!,
        means: 'the vendor with the largest Total',
      },
    ],
    ['spending in june', { value: hundredths(mTotal[5]!), means: 'TOTAL row, Jun 2026' }],
    [
      'which month did we spend the most',
      {
        value: hundredths(mTotal[bestM]!),
        at: monthAt(bestM, 2026),
        means: 'the month with the largest TOTAL',
      },
    ],
    [
      'what did winsupply and grainger cost us together',
      {
        value: hundredths(vTotal[v('Winsupply of Austin')]! + vTotal[v('Grainger')]!),
        means: 'Winsupply of Austin Total + Grainger Total',
      },
    ],
    [
      'what % of our spend is home depot',
      { value: pct(vTotal[v('Home Depot Pro')]!, GT), means: 'Home Depot Pro Total / TOTAL, %' },
    ],
    [
      'how many vendors did we pay in october',
      {
        value: String(octVendors),
        means: 'vendor rows (incl. Not Specified) with an Oct 2026 amount',
      },
    ],
    ['average monthly spend', { value: meanCents(GT, N), means: 'TOTAL / 11 months' }],
    [
      'permits in q3',
      {
        value: hundredths(total(grid[v('City of Austin Permits')]!.slice(6, 9))),
        means: 'City of Austin Permits, Jul–Sep 2026 (blanks are 0)',
      },
    ],
    [
      'how many vendors did we spend over $10k with this year',
      { value: String(over10k), means: 'vendor rows whose Total is above 10,000' },
    ],
    [
      'google ads spend in the first half',
      {
        value: hundredths(total(grid[v('Google Ads')]!.slice(0, 6))),
        means: 'Google Ads, Jan–Jun 2026',
      },
    ],
    [
      'compare Q1 to Q2',
      { value: change(q(0), q(1)), means: 'TOTAL Apr–Jun − Jan–Mar, or the % change' },
    ],
    [
      'lowest spending month',
      {
        value: hundredths(mTotal[lowM]!),
        at: monthAt(lowM, 2026),
        means: 'the month with the smallest TOTAL',
      },
    ],
    [
      'how much do we still owe ferguson',
      { refuse: true, means: 'an expenses report shows spend, not unpaid balances' },
    ],
    [
      'which job used the most materials',
      { refuse: true, means: 'no jobs or customers in a by-vendor report' },
    ],
    [
      'is ferguson overcharging us',
      {
        refuse: true,
        means: 'an opinion; no prices, quantities or quotes to compare in the report',
      },
    ],
  ]),
};
