/**
 * windowcleaner — a window-cleaning business's expense log, 1 Jul – 30 Nov 2026 (AUD, GST
 * inclusive): title rows, then per category a heading row, its lines (date, supplier, details,
 * amount), a "Total <category>" row and a blank row; GRAND TOTAL at the foot.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import {
  cell,
  countOf,
  day,
  holds,
  monthAt,
  offThreshold,
  pickAt,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  type BlindBook,
} from '../lib';
import { extreme, groupSum } from '../lib';

const r = rng(3);
interface Line {
  cat: string;
  m: number;
  d: number;
  supplier: string;
  details: string;
  amount: number;
}
const lines: Line[] = [];
const add = (
  cat: string,
  m: number,
  d: number,
  supplier: string,
  details: string,
  amount: number,
): void => {
  lines.push({ cat, m, d, supplier, details, amount });
};
const MONTHS5 = [6, 7, 8, 9, 10];
const dim = (m: number): number => (m === 8 || m === 10 ? 30 : 31);
for (const m of MONTHS5) {
  for (let d = r.int(1, 4); d <= dim(m); d += r.int(6, 9))
    add(
      'Fuel',
      m,
      d,
      r.pick(['Ampol', 'BP', 'Shell Coles Express', '7-Eleven']),
      r.pick(['Diesel – Hilux', 'Diesel – Ranger']),
      r.int(8500, 16500),
    );
  add('Phone & software', m, 3, 'Telstra', 'Mobile plans x2', 13800);
  add('Phone & software', m, 12, 'ServiceM8', 'Job scheduling subscription', 8900);
  add(
    'Cleaning chemicals',
    m,
    r.int(5, 25),
    r.pick(['Window Cleaning Warehouse', 'Bunnings Warehouse']),
    r.pick(['Glass cleaning concentrate', 'Detergent 20L', 'Squeegee rubbers & scrim']),
    r.int(6500, 21000),
  );
  add('Advertising', m, r.int(1, 6), 'Google Ads', 'Search ads', r.int(18000, 32000));
}
add('Vehicle repairs & servicing', 6, 22, 'Ultra Tune Penrith', 'Hilux 120,000 km service', 68950);
add('Vehicle repairs & servicing', 8, 9, 'Bob Jane T-Marts', 'Two tyres – Ranger', 41800);
add(
  'Vehicle repairs & servicing',
  9,
  27,
  'Hills Auto Repairs',
  'Ranger clutch replacement',
  184500,
);
add('Vehicle repairs & servicing', 10, 14, 'Hills Auto Repairs', 'Brake pads – Hilux', 38500);
add('Equipment & poles', 6, 8, 'Window Cleaning Warehouse', 'Water-fed pole 30ft carbon', 129900);
add('Equipment & poles', 7, 19, 'Bunnings Warehouse', 'Extension ladder 3.8m', 32900);
add('Equipment & poles', 8, 2, 'Window Cleaning Warehouse', 'RO/DI resin refill', 24500);
add('Equipment & poles', 9, 11, 'Bunnings Warehouse', 'Buckets, hoses & fittings', 11870);
add('Equipment & poles', 10, 6, 'Window Cleaning Warehouse', 'Pure-water brush heads x3', 26700);
add('Insurance', 6, 1, 'NRMA', 'Comprehensive – Hilux (annual)', 148200);
add('Insurance', 6, 15, 'QBE', 'Public liability $10M (annual)', 96500);
add('Insurance', 9, 1, 'NRMA', 'Comprehensive – Ranger (annual)', 139600);
add('Advertising', 8, 20, 'Officeworks', 'Letterbox flyers 5,000', 42000);
add('Advertising', 9, 2, 'Facebook', 'Spring promo ads', 15000);
const CATS = [
  'Fuel',
  'Vehicle repairs & servicing',
  'Equipment & poles',
  'Cleaning chemicals',
  'Insurance',
  'Phone & software',
  'Advertising',
];
const sorted = CATS.flatMap((c) =>
  lines.filter((l) => l.cat === c).sort((a, b) => a.m - b.m || a.d - b.d),
);
const amounts = sorted.map((l) => l.amount);
const all = total(amounts);
const byCat = groupSum(
  sorted,
  (l) => l.cat,
  (l) => l.amount,
);
const catVals = CATS.map((c) => byCat.get(c)!);
const [topCat, topCatV] = extreme(byCat);
const [lowCat, lowCatV] = extreme(byCat, 'min');
const byMonth = MONTHS5.map((m) =>
  total(
    pickAt(
      amounts,
      where(sorted, (l) => l.m === m),
    ),
  ),
);
const topMonth = MONTHS5[byMonth.indexOf(byMonth.reduce((a, b) => (b > a ? b : a)))]!;
const sumWhere = (ok: (l: Line) => boolean): bigint => total(pickAt(amounts, where(sorted, ok)));
const maxLine = Math.max(...amounts);
const bunnings = sumWhere((l) => l.supplier === 'Bunnings Warehouse');
const fuelOct = sumWhere((l) => l.cat === 'Fuel' && l.m === 9);
const fuelJul = sumWhere((l) => l.cat === 'Fuel' && l.m === 6);
const fuelNov = sumWhere((l) => l.cat === 'Fuel' && l.m === 10);
const OVER = 50000;
const over = countOf(amounts, (a) => a > OVER);
const fills = countOf(sorted, (l) => l.cat === 'Fuel');

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Expenses');
  ws.getCell('A1').value = 'Crystal Clear Window Cleaning – Expenses 1 July to 30 November 2026';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'All amounts AUD, GST inclusive';
  ws.getRow(4).values = ['Date', 'Supplier', 'Details', 'Amount'];
  ws.getRow(4).font = { bold: true };
  let n = 5;
  for (const c of CATS) {
    ws.getCell(n, 1).value = c;
    ws.getCell(n, 1).font = { bold: true, italic: true };
    n++;
    for (const l of sorted.filter((x) => x.cat === c)) {
      ws.getRow(n++).values = [day(2026, l.m, l.d), l.supplier, l.details, cell(l.amount)];
    }
    ws.getCell(n, 1).value = `Total ${c}`;
    ws.getCell(n, 4).value = cell(byCat.get(c)!);
    ws.getRow(n).font = { bold: true };
    n += 2;
  }
  ws.getCell(n, 1).value = 'GRAND TOTAL';
  ws.getCell(n, 4).value = cell(all);
  ws.getRow(n).font = { bold: true };
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  ws.getColumn(4).numFmt = '$#,##0.00';
  ws.getColumn(1).width = 28;
  ws.getColumn(2).width = 26;
  ws.getColumn(3).width = 32;
  return toBytes(wb);
}

export const windowcleaner: BlindBook = {
  name: 'windowcleaner',
  business: 'window cleaning (two utes)',
  shape: 'expense log with category subtotals',
  bytes,
  checks: [
    same('categories = total', total(catVals), all),
    same('months = total', total(byMonth), all),
    unique('categories', catVals),
    unique('categories', catVals, 'min'),
    unique('months', byMonth),
    unique('lines', amounts),
    holds(
      'Bunnings in two categories',
      new Set(sorted.filter((l) => l.supplier === 'Bunnings Warehouse').map((l) => l.cat)).size >=
        2,
    ),
    offThreshold('lines', amounts, OVER),
  ],
  questions: questionsFor('windowcleaner', [
    ['total expenses', { value: money(all), means: 'GRAND TOTAL, 1 Jul – 30 Nov 2026' }],
    ['how much have we spent on fuel', { value: money(byCat.get('Fuel')!), means: 'Total Fuel' }],
    [
      'biggest expense category',
      { at: topCat, value: money(topCatV), means: 'the category with the largest Total' },
    ],
    [
      'where do we spend the least',
      { at: lowCat, value: money(lowCatV), means: 'the category with the smallest Total' },
    ],
    [
      'what did we spend in august',
      { value: money(byMonth[1]!), means: 'all lines dated August 2026' },
    ],
    ['biggest single expense', { value: money(maxLine), means: 'the largest line amount' }],
    [
      'how much have we spent at bunnings',
      {
        value: money(bunnings),
        means: 'lines whose supplier is Bunnings Warehouse, all categories',
      },
    ],
    ['fuel in october?', { value: money(fuelOct), means: 'Fuel lines dated October' }],
    [
      'what share of costs is vehicle repairs',
      {
        value: pct(byCat.get('Vehicle repairs & servicing')!, all),
        means: 'Total Vehicle repairs & servicing / GRAND TOTAL × 100',
      },
    ],
    ['average monthly spend', { value: meanCents(all, 5), means: 'GRAND TOTAL / 5 months' }],
    ['how many expenses over $500', { value: String(over), means: 'lines above $500' }],
    [
      'which month did we spend the most',
      {
        at: monthAt(topMonth, 2026),
        value: money(byMonth[topMonth - 6]!),
        means: 'the month with the largest sum of lines',
      },
    ],
    [
      'has fuel gone up since july',
      {
        value: [money(fuelNov - fuelJul), growth(fuelJul, fuelNov)],
        means: 'November fuel less July fuel, or the % change',
      },
    ],
    ['how many times did we fill up', { value: String(fills), means: 'count of Fuel lines' }],
    ['how much did we earn this year', { refuse: true, means: 'an expense log holds no income' }],
    [
      'what will fuel cost us next month',
      { refuse: true, means: 'a forecast; the sheet ends in November' },
    ],
    ['are we spending too much on google ads', { refuse: true, means: 'an opinion' }],
  ]),
};
