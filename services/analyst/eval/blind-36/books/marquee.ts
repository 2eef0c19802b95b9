/**
 * marquee: a marquee and event hire company in Yorkshire, the accountant's detailed profit and
 * loss account for the year ended 31 March 2026 with the 2025 comparatives: company / title /
 * period rows, a two-row header ("2026" / "2025" over "£" / "£"), whole pounds, sections
 * Turnover, Cost of sales, Administrative expenses with "Total …" lines, Gross profit,
 * Operating profit, Interest payable, Profit before taxation (GBP).
 */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  alts,
  argMax,
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

const r = rng(10);
/** a line: this year and last year in whole pounds, as cents */
type Line = [name: string, y26: bigint, y25: bigint];
const L = (name: string, lo26: number, hi26: number, lo25: number, hi25: number): Line => [
  name,
  BigInt(r.int(lo26, hi26) * 100),
  BigInt(r.int(lo25, hi25) * 100),
];

const TURNOVER: Line[] = [
  L('Marquee hire', 405000, 420000, 360000, 375000),
  L('Furniture and equipment hire', 92000, 99000, 85000, 90000),
  L('Event management fees', 29000, 33000, 43000, 46000),
];
const COS: Line[] = [
  L('Casual labour', 116000, 120000, 111000, 114000),
  L('Transport and fuel', 36000, 40000, 32000, 34000),
  L('Equipment repairs and cleaning', 19000, 22000, 15000, 17000),
  L('Subcontracted marquees', 25000, 28000, 29000, 31000),
];
const ADMIN: Line[] = [
  ["Directors' remuneration", 4800000n, 4500000n],
  L('Staff wages', 84000, 88000, 79000, 81000),
  L("Employer's NI", 13000, 14500, 11800, 12500),
  L('Pension contributions', 3800, 4200, 3500, 3900),
  L('Rent and rates', 23500, 24500, 22500, 23000),
  L('Insurance', 9400, 9900, 8600, 9100),
  L('Light and heat', 5800, 6300, 7000, 7500),
  L('Motor expenses', 16500, 17500, 14800, 15400),
  L('Telephone and internet', 2300, 2500, 2200, 2400),
  L('Advertising and marketing', 14500, 15200, 6000, 6400),
  L('Accountancy', 4100, 4400, 3800, 4000),
  L('Bank charges', 1000, 1200, 950, 1100),
  L('Depreciation', 29000, 32000, 26000, 28000),
  L('Sundry expenses', 1700, 2100, 1600, 1900),
];
const INTEREST: Line = L('Interest payable', 3000, 3400, 3600, 4000);

const sum = (ls: Line[], y: 1 | 2): bigint => total(ls.map((l) => l[y]));
const T26 = sum(TURNOVER, 1);
const T25 = sum(TURNOVER, 2);
const GP26 = T26 - sum(COS, 1);
const GP25 = T25 - sum(COS, 2);
const A26 = sum(ADMIN, 1);
const A25 = sum(ADMIN, 2);
const OP26 = GP26 - A26;
const OP25 = GP25 - A25;
const PBT26 = OP26 - INTEREST[1];
const PBT25 = OP25 - INTEREST[2];
const rise = ADMIN.map((l) => l[1] - l[2]);
const topRise = argMax(rise);
const risePct = ADMIN.map((l) => ((l[1] - l[2]) * 1000000n) / l[2]);
const costs = [...COS, ...ADMIN];
const topCost = argMax(costs.map((l) => l[1]));
const line = (ls: Line[], n: string): Line => ls.find((l) => l[0] === n)!;
const ev = line(TURNOVER, 'Event management fees');
const marq = line(TURNOVER, 'Marquee hire');

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Detailed P&L');
  ws.getCell('A1').value = 'Canopy Events Ltd';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Detailed profit and loss account';
  ws.getCell('A3').value = 'for the year ended 31 March 2026';
  ws.getCell('B5').value = '2026';
  ws.getCell('C5').value = '2025';
  ws.getCell('B6').value = '£';
  ws.getCell('C6').value = '£';
  for (const a of ['B5', 'C5', 'B6', 'C6']) {
    ws.getCell(a).font = { bold: true };
    ws.getCell(a).alignment = { horizontal: 'right' };
  }
  let row = 7;
  const fmt = '#,##0;(#,##0)';
  const put = (label: string, a?: bigint, b?: bigint, bold = false): void => {
    const rr = ws.getRow(row++);
    rr.getCell(1).value = label;
    if (a !== undefined) {
      rr.getCell(2).value = Number(a / 100n);
      rr.getCell(3).value = Number(b! / 100n);
      rr.getCell(2).numFmt = fmt;
      rr.getCell(3).numFmt = fmt;
    }
    if (bold) rr.font = { bold: true };
  };
  const section = (title: string, ls: Line[], totalLabel: string): void => {
    put(title, undefined, undefined, true);
    for (const l of ls) put(l[0], l[1], l[2]);
    put(totalLabel, sum(ls, 1), sum(ls, 2), true);
    row++;
  };
  section('Turnover', TURNOVER, 'Total turnover');
  section('Cost of sales', COS, 'Total cost of sales');
  put('Gross profit', GP26, GP25, true);
  row++;
  section('Administrative expenses', ADMIN, 'Total administrative expenses');
  put('Operating profit', OP26, OP25, true);
  put(INTEREST[0], INTEREST[1], INTEREST[2]);
  put('Profit before taxation', PBT26, PBT25, true);
  row++;
  ws.getRow(row).getCell(1).value =
    'These figures are unaudited and prepared from the books and records of the company.';
  ws.getColumn(1).width = 34;
  ws.getColumn(2).width = 12;
  ws.getColumn(3).width = 12;
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  same('all lines = PBT 2026', T26 - total(costs.map((l) => l[1])) - INTEREST[1], PBT26),
  same('all lines = PBT 2025', T25 - total(costs.map((l) => l[2])) - INTEREST[2], PBT25),
  holds(
    'whole pounds',
    [...TURNOVER, ...costs, INTEREST].every((l) => l[1] % 100n === 0n && l[2] % 100n === 0n),
  ),
  unique('overhead rises', rise),
  holds('the biggest rise in £ is also the biggest in %', argMax(risePct) === topRise),
  unique(
    '2026 cost lines',
    costs.map((l) => l[1]),
  ),
  holds('event management fell', ev[1] < ev[2]),
  holds('profitable both years', PBT26 > 0n && PBT25 > 0n),
];

export const marquee: BlindBook = {
  name: 'marquee',
  business: 'marquee and event hire',
  shape: 'two-year comparison (accountant’s detailed P&L, FY to 31 Mar 2026 vs 2025, whole £)',
  bytes: build,
  checks,
  questions: questionsFor('marquee', [
    [
      'what was turnover in the latest year',
      { value: hundredths(T26), means: 'Total turnover, 2026 (year ended 31 March 2026)' },
    ],
    [
      'compare profit this year to last',
      { value: change(PBT25, PBT26), means: 'Profit before taxation 2026 − 2025, or the % change' },
    ],
    [
      'how much did turnover grow',
      { value: change(T25, T26), means: 'Total turnover 2026 − 2025, or %' },
    ],
    [
      'gross margin this year',
      {
        value: alts(pct(GP26, T26), hundredths(GP26)),
        means: 'Gross profit / Total turnover 2026, % (or £)',
      },
    ],
    [
      'which overhead went up the most',
      {
        value: alts(hundredths(rise[topRise]!), pct(rise[topRise]!, ADMIN[topRise]![2])),
        at: ADMIN[topRise]![0],
        means:
          'the administrative expense with the largest rise 2025 → 2026 (largest in £ and in %)',
      },
    ],
    [
      'what were staff wages last year',
      { value: hundredths(line(ADMIN, 'Staff wages')[2]), means: 'Staff wages, 2025' },
    ],
    [
      'motor expenses this year',
      { value: hundredths(line(ADMIN, 'Motor expenses')[1]), means: 'Motor expenses, 2026' },
    ],
    [
      'what share of turnover is marquee hire',
      { value: pct(marq[1], T26), means: 'Marquee hire / Total turnover, 2026, %' },
    ],
    [
      'total admin expenses last year',
      { value: hundredths(A25), means: 'Total administrative expenses, 2025' },
    ],
    [
      'did event management fees go up or down',
      {
        value: change(ev[2], ev[1]),
        abs: true,
        means: 'Event management fees 2026 − 2025 (a fall), or the % change',
      },
    ],
    [
      "what's our biggest cost",
      {
        value: hundredths(costs[topCost]![1]),
        at: costs[topCost]![0],
        means: 'the cost of sales or administrative line with the largest 2026 figure',
      },
    ],
    [
      'profit before tax last year',
      { value: hundredths(PBT25), means: 'Profit before taxation, 2025' },
    ],
    [
      'how are we doing since april',
      { refuse: true, means: 'the sheet ends at 31 March 2026; nothing for April–November 2026' },
    ],
    [
      'how much corporation tax will we owe',
      {
        refuse: true,
        means: 'the account stops at profit before taxation; no tax charge is shown',
      },
    ],
    [
      "what's depreciation this year",
      { value: hundredths(line(ADMIN, 'Depreciation')[1]), means: 'Depreciation, 2026' },
    ],
  ]),
};
