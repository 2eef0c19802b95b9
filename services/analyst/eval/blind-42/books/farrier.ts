/**
 * farrier — a farrier's expense log 1 Jul – 30 Nov 2026 (NZD, GST inclusive) grouped by
 * category: a heading row, the lines (date, supplier, details, amount), a "Total <category>"
 * row and a blank row each, GRAND TOTAL; Farmlands appears under two categories.
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  day,
  cell,
  cents,
  monthAt,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';
import { extreme, groupSum, uniqueIn } from '../lib';

const r = rng(3);
const CATS: Array<[string, string[], string[], number, number, number, number]> = [
  [
    'Steel & shoes',
    ['Farmlands', 'Mustad NZ'],
    ['Front shoes x20 pr', 'Hind shoes', 'Bar stock'],
    4,
    8,
    180,
    720,
  ],
  [
    'Nails & rasps',
    ['Farmlands', 'Equine Supplies Ltd'],
    ['Nails 250 box', 'Rasps', 'Pads'],
    3,
    6,
    60,
    260,
  ],
  ['Forge gas', ['Elgas', 'Rockgas'], ['45kg LPG bottle', 'Bottle swap'], 4, 7, 120, 190],
  ['Fuel', ['Z Energy', 'BP Connect', 'Mobil'], ['Diesel'], 12, 16, 85, 175],
  ['Ute running', ['Tyreland', 'Hamilton Toyota'], ['Tyres', 'Service', 'WOF'], 2, 4, 90, 880],
  ['Phone & internet', ['One NZ'], ['Monthly plan'], 5, 5, 96, 96],
  ['Insurance & ACC', ['AMI Insurance', 'ACC'], ['Vehicle insurance', 'ACC levy'], 2, 3, 150, 1350],
];
interface Line {
  cat: string;
  m: number;
  d: number;
  sup: string;
  det: string;
  amt: number;
}
const lines: Line[] = [];
for (const [cat, sups, dets, lo, hi, a, b] of CATS) {
  const n = r.int(lo, hi);
  const ls: Line[] = [];
  for (let k = 0; k < n; k++) {
    const m = cat === 'Phone & internet' ? 6 + k : r.int(6, 10);
    const d = cat === 'Phone & internet' ? 12 : r.int(1, 28);
    ls.push({
      cat,
      m,
      d,
      sup: r.pick(sups),
      det: r.pick(dets),
      amt: a === b ? a * 100 + 99 : cents(r, a, b),
    });
  }
  ls.sort((x, y) => x.m - y.m || x.d - y.d);
  lines.push(...ls);
}
const grand = total(lines.map((l) => l.amt));
const byCat = groupSum(
  lines,
  (l) => l.cat,
  (l) => l.amt,
);
const byMonth = [6, 7, 8, 9, 10].map((m) =>
  total(lines.filter((l) => l.m === m).map((l) => l.amt)),
);
const farmlands = total(lines.filter((l) => l.sup === 'Farmlands').map((l) => l.amt));
const fuel = lines.filter((l) => l.cat === 'Fuel');
const amts = lines.map((l) => l.amt);
const THR = 40000;
const uteNov = total(lines.filter((l) => l.cat === 'Ute running' && l.m === 10).map((l) => l.amt));
const bestM = byMonth.indexOf(byMonth.reduce((a, b) => (b > a ? b : a)));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Expenses');
  ws.getCell('A1').value = 'Carter Farrier Services — Expenses';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = '1 July – 30 November 2026, GST inclusive (NZ$)';
  ['Date', 'Supplier', 'Details', 'Amount $'].forEach(
    (h, i) => (ws.getRow(4).getCell(i + 1).value = h),
  );
  ws.getRow(4).font = { bold: true };
  let row = 5;
  for (const [cat] of CATS) {
    ws.getRow(row).getCell(1).value = cat;
    ws.getRow(row++).font = { bold: true };
    for (const l of lines.filter((x) => x.cat === cat))
      ws.getRow(row++).values = [day(2026, l.m, l.d), l.sup, l.det, cell(l.amt)];
    ws.getRow(row).getCell(1).value = `Total ${cat}`;
    ws.getRow(row).getCell(4).value = cell(byCat.get(cat)!);
    ws.getRow(row++).font = { bold: true };
    row++;
  }
  ws.getRow(row).getCell(1).value = 'GRAND TOTAL';
  ws.getRow(row).getCell(4).value = cell(grand);
  ws.getRow(row).font = { bold: true };
  ws.getColumn(1).numFmt = 'd/mm/yyyy';
  ws.getColumn(1).width = 18;
  ws.getColumn(4).numFmt = '$#,##0.00';
  return toBytes(wb);
}

export const farrier: BlindBook = {
  name: 'farrier',
  business: 'farrier (one ute)',
  shape: 'expense log with category subtotals',
  bytes,
  questions: questionsFor('farrier', [
    [
      'total spend so far',
      { value: hundredths(grand), means: 'all lines, 1 Jul – 30 Nov 2026 (= GRAND TOTAL)' },
    ],
    [
      'how much have we spent on fuel',
      { value: hundredths(byCat.get('Fuel')!), means: 'Total Fuel' },
    ],
    [
      'where does most of the money go',
      { at: extreme(byCat)[0], means: 'the category with the largest total (unique)' },
    ],
    [
      'smallest expense category',
      { at: extreme(byCat, 'min')[0], means: 'the category with the smallest total (unique)' },
    ],
    [
      'what did we spend in september',
      { value: hundredths(byMonth[2]!), means: 'all lines dated September 2026' },
    ],
    [
      'biggest single expense',
      { value: hundredths(Math.max(...amts)), means: 'the largest line amount (unique)' },
    ],
    [
      'how much did we spend at farmlands',
      {
        value: hundredths(farmlands),
        means: 'Farmlands lines under Steel & shoes and Nails & rasps',
      },
    ],
    [
      'what % of costs is fuel',
      { value: pct(byCat.get('Fuel')!, grand), means: 'Fuel / grand total × 100' },
    ],
    [
      'how many times did we fill up',
      { value: String(fuel.length), means: 'the number of Fuel lines' },
    ],
    [
      'average fuel fill',
      {
        value: meanCents(total(fuel.map((l) => l.amt)), fuel.length),
        means: 'Fuel total / Fuel lines',
      },
    ],
    [
      'how many expenses were over $400',
      { value: String(amts.filter((a) => a > THR).length), means: 'lines above $400' },
    ],
    [
      'compare october spending to august',
      {
        value: [hundredths(byMonth[3]! - byMonth[1]!), growth(byMonth[1]!, byMonth[3]!)],
        abs: true,
        means: 'October less August, or the % change',
      },
    ],
    [
      'ute running costs in november',
      { value: hundredths(uteNov), means: 'Ute running lines dated November' },
    ],
    [
      'which month cost the most',
      { at: monthAt(6 + bestM, 2026), means: 'the month with the largest spend (unique)' },
    ],
    ['what did we earn this year', { refuse: true, means: 'an expense log holds no income' }],
    ['what will fuel cost next month', { refuse: true, means: 'a forecast the log does not hold' }],
    ['should I trade in the ute', { refuse: true, means: 'an opinion, not in the sheet' }],
  ]),
  checks: [
    same('categories = total', total([...byCat.values()]), grand),
    same('months = total', total(byMonth), grand),
    uniqueIn('top category', byCat),
    uniqueIn('smallest category', byCat, 'min'),
    unique('biggest line', amts),
    unique('costliest month', byMonth),
    offThreshold('line', amts, THR),
  ],
};
