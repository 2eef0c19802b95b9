/**
 * Book 3 — mobile mechanic (EUR, Ireland): an expense log Jul–Nov 2026 GROUPED by category: a
 * category heading row, its lines (date as TEXT "dd/mm/yyyy", supplier, description, amount),
 * a "Total <category>" row and a blank row; a GRAND TOTAL at the bottom; `€` prefix.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import { at, between, bold, dayOf, dmy, fmt, refuse, th, title, val, widths } from '../helpers';
import {
  cents,
  day,
  groupSum,
  holds,
  monthAt,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  uniqueIn,
  type BlindBook,
} from '../lib';

const r = rng(3);
const NAME = 'mechanic';
interface Line {
  d: Date;
  supplier: string;
  desc: string;
  amt: number;
}
const CATS: Array<[string, Array<[string, string]>, number, number, number]> = [
  // category, [supplier, description], lines, lo, hi (euro)
  [
    'Parts',
    [
      ['Autozone Naas', 'Brake pads & discs'],
      ['Euro Car Parts', 'Filters and belts'],
      ['Motor Factors Kildare', 'Starter motor'],
      ['Euro Car Parts', 'Batteries'],
    ],
    14,
    40,
    420,
  ],
  [
    'Fuel',
    [
      ['Circle K', 'Diesel'],
      ['Applegreen', 'Diesel'],
    ],
    12,
    55,
    95,
  ],
  [
    'Tools & equipment',
    [
      ['Snap-on', 'Torque wrench'],
      ['Screwfix', 'Socket set'],
      ['Toolstation', 'Jack stands'],
    ],
    4,
    60,
    650,
  ],
  [
    'Van costs',
    [
      ['Kildare Tyres', 'Van tyres'],
      ['Naas Motors', 'Van service'],
      ['eFlow', 'Tolls'],
    ],
    5,
    20,
    380,
  ],
  [
    'Phone & software',
    [
      ['Vodafone', 'Mobile bill'],
      ['Autodata', 'Diagnostics subscription'],
    ],
    6,
    25,
    90,
  ],
  [
    'Advertising',
    [
      ['Google Ads', 'Search ads'],
      ['DoneDeal', 'Listing'],
    ],
    4,
    30,
    180,
  ],
];
const lines: Array<Line[]> = CATS.map(([, sup, n, lo, hi]) => {
  const xs: Line[] = [];
  for (let k = 0; k < n; k++) {
    const [supplier, desc] = r.pick(sup);
    xs.push({
      d: day(2026, 6 + Math.floor((k * 5) / n), r.int(1, 28)),
      supplier,
      desc,
      amt: cents(r, lo, hi),
    });
  }
  return xs.sort((a, b) => +a.d - +b.d);
});
// one insurance payment
const insurance: Line = {
  d: day(2026, 7, 14),
  supplier: 'FBD Insurance',
  desc: 'Van & public liability, annual',
  amt: cents(r, 1400, 1700),
};
const ALL_CATS = [...CATS.map((c) => c[0]), 'Insurance'];
lines.push([insurance]);
const all = lines.flat();
const catTot = lines.map((xs) => total(xs.map((l) => l.amt)));
const grand = total(catTot);
const month = (m: number): bigint =>
  total(all.filter((l) => l.d.getUTCMonth() === m).map((l) => l.amt));
const months = [6, 7, 8, 9, 10].map(month);
const bigCat = ALL_CATS[catTot.indexOf(catTot.reduce((a, b) => (b > a ? b : a)))]!;
const biggest = all.reduce((a, b) => (b.amt > a.amt ? b : a));
const bySupplier = groupSum(
  all,
  (l) => l.supplier,
  (l) => l.amt,
);
const fuel = lines[1]!;
const circleK = bySupplier.get('Circle K') ?? 0n;
const thr = between(
  all.map((l) => l.amt),
  8,
);
const over = all.filter((l) => l.amt > thr).length;
const parts = lines[0]!;
const partsM = (m: number): bigint =>
  total(parts.filter((l) => l.d.getUTCMonth() === m).map((l) => l.amt));
const bestM = months.indexOf(months.reduce((a, b) => (b > a ? b : a)));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Expenses');
  title(ws, 1, 'Doyle Mobile Mechanics — expenses July to November 2026', 4);
  ws.getRow(3).values = ['Date', 'Supplier', 'Description', 'Amount (€)'];
  let row = 4;
  const heads: number[] = [3];
  lines.forEach((xs, c) => {
    ws.getCell(row, 1).value = ALL_CATS[c]!.toUpperCase();
    heads.push(row++);
    for (const l of xs) ws.getRow(row++).values = [dmy(l.d), l.supplier, l.desc, l.amt / 100];
    ws.getCell(row, 1).value = `Total ${ALL_CATS[c]}`;
    ws.getCell(row, 4).value = Number(catTot[c]!) / 100;
    heads.push(row);
    row += 2;
  });
  ws.getCell(row, 1).value = 'GRAND TOTAL';
  ws.getCell(row, 4).value = Number(grand) / 100;
  heads.push(row);
  bold(ws, ...heads);
  fmt(ws, [4], '€#,##0.00');
  widths(ws, [22, 24, 32, 14]);
  return toBytes(wb);
}

export const mechanic: BlindBook = {
  name: NAME,
  business: 'mobile mechanic',
  shape: 'expense log grouped by category with heading, "Total …" and blank rows, grand total',
  bytes,
  checks: [
    same('lines = categories', total(all.map((l) => l.amt)), grand),
    same('months = categories', total(months), grand),
    same('suppliers = total', total([...bySupplier.values()]), grand),
    unique('category', catTot),
    unique('month', months),
    unique(
      'line',
      all.map((l) => l.amt),
    ),
    holds(
      'Circle K only in Fuel',
      all.every((l) => l.supplier !== 'Circle K' || fuel.includes(l)),
    ),
    offThreshold(
      'expense',
      all.map((l) => l.amt),
      thr,
    ),
    holds('parts Oct ≠ Aug', partsM(9) !== partsM(7) && partsM(7) > 0n),
    holds(
      'all inside Jul–Nov',
      all.every((l) => l.d.getUTCMonth() >= 6 && l.d.getUTCMonth() <= 10),
    ),
    uniqueIn('supplier', bySupplier),
  ],
  questions: questionsFor(NAME, [
    ['What did we spend in total?', val(money(grand), 'GRAND TOTAL')],
    ['What did we spend on fuel?', val(money(catTot[1]!), 'Total Fuel')],
    ['Which category costs us the most?', at(bigCat, 'largest category total')],
    [
      'How much did we spend in September?',
      val(money(months[2]!), 'September lines, all categories'),
    ],
    [
      'What was our biggest single expense?',
      val(money(biggest.amt), `${biggest.supplier} ${dmy(biggest.d)}`),
    ],
    ['How much have we paid Circle K?', val(money(circleK), 'Circle K lines')],
    [
      'What share of our spending went on parts?',
      val(pct(catTot[0]!, grand), 'Total Parts / grand total, %', { tol: 0.01 }),
    ],
    [
      'Which month did we spend the most?',
      at(monthAt(6 + bestM, 2026), 'month with the highest spend'),
    ],
    ['How many times did we fill up?', val(String(fuel.length), 'Fuel lines')],
    [
      'What is our average fill-up?',
      val(meanCents(catTot[1]!, fuel.length), 'Total Fuel / fuel lines'),
    ],
    [`How many expenses were over €${th(thr)}?`, val(String(over), `lines above €${th(thr)}`)],
    ['When did we pay the insurance?', at(dayOf(insurance.d), 'date of the insurance line')],
    [
      'How did our spending on parts in October compare with August?',
      val(
        [money(partsM(9) - partsM(7)), growth(partsM(7), partsM(9))],
        'parts Oct vs Aug: difference or % change',
        { abs: true, tol: 0.01 },
      ),
    ],
    ['What did we spend last month?', val(money(months[4]!), 'November 2026 lines')],
    ['How much did we earn from repairs?', refuse('income is not on an expense log')],
    ['What did we spend in June?', refuse('the log starts in July')],
    ['How much VAT can we reclaim?', refuse('no VAT column; amounts only')],
  ]),
};
