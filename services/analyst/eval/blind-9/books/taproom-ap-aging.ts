/**
 * Brewery taproom aged PAYABLES (CAD): one title line, the header with the Total column FIRST
 * after the vendor, then Current / 1-30 days / 31-60 days / 61-90 days / Over 90 days, and the
 * TOTAL row at the TOP, directly under the header.
 */
import { meanCents, money as m, pct } from '../../expect';
import { ExcelJS, argExtreme, asker, cell, rng, sumN, toBytes, type BlindBook } from '../kit';

const NAME = 'taproom-ap-aging';
const r = rng(NAME);
const VENDORS = [
  'Prairie Malt Co.',
  'Hop Union Canada',
  'CanPack Supply',
  'City of Guelph Utilities',
  'Northern Glassware',
  'Keg Logistics Inc.',
  'Bright Label Printing',
  'Ontario CO2 Gas',
  'Taproom Foods Wholesale',
  'Sparkle Cleaning Services',
];
const BUCKETS = ['Current', '1-30 days', '31-60 days', '61-90 days', 'Over 90 days'];
const ap = VENDORS.map(() =>
  BUCKETS.map((_, b) => (r.next() < [0.85, 0.55, 0.3, 0.2, 0.12][b]! ? r.int(40_000, 950_000) : 0)),
);
// at least something is due to every vendor
ap.forEach((x) => {
  if (sumN(x) === 0) x[0] = r.int(40_000, 300_000);
});
const rowT = ap.map((x) => sumN(x));
const colT = BUCKETS.map((_, b) => sumN(ap.map((x) => x[b]!)));
const grand = sumN(rowT);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('AP aging');
  ws.addRow(['Stonebridge Brewing Taproom - A/P aging as of Nov 30, 2025 (CAD)']);
  ws.addRow(['Vendor', 'Total', ...BUCKETS]);
  ws.addRow(['TOTAL', cell(grand), ...colT.map(cell)]);
  ap.forEach((x, i) => ws.addRow([VENDORS[i], cell(rowT[i]!), ...x.map(cell)]));
  for (let c = 2; c <= 7; c++) ws.getColumn(c).numFmt = '$#,##0.00';
  return toBytes(wb);
}

const { q, list } = asker(NAME);
const top = argExtreme(rowT, 'max');
const overdue = grand - colT[0]!;
const hop = VENDORS.indexOf('Hop Union Canada');

q('what do we owe suppliers in total', { value: m(grand) }, 'TOTAL row, Total column');
q(
  'who do we owe the most',
  { value: m(rowT[top]!), at: VENDORS[top]! },
  'vendor with the largest Total',
);
q('how much of what we owe is overdue', { value: m(overdue) }, 'Total - Current');
q(
  'how much is more than 60 days past due',
  { value: m(colT[3]! + colT[4]!) },
  '61-90 days + Over 90 days',
);
q('what % of payables is current', { value: pct(colT[0]!, grand) }, 'Current / Total');
q('how much do we owe hop union', { value: m(rowT[hop]!) }, 'Hop Union Canada, Total');
q(
  'average amount owed per vendor',
  { value: meanCents(grand, VENDORS.length) },
  'Total / 10 vendors',
);
q(
  'how many suppliers are we late paying',
  { value: String(ap.filter((x) => sumN(x.slice(1)) > 0).length) },
  'vendors with anything in 1-30 or older',
);
q('31-60 bucket', { value: m(colT[2]!) }, '31-60 days total');
q(
  'what should we pay first',
  { refuse: true },
  'a judgement (terms, penalties) the sheet does not hold',
);
q(
  'how much do customers owe us',
  { refuse: true },
  'this is payables; receivables are not in the book',
);
q('current payables to prairie malt', { value: m(ap[0]![0]!) }, 'Prairie Malt Co., Current');

export const taproomApAging: BlindBook = {
  name: NAME,
  business: 'brewery taproom',
  shape: 'AP aging with the Total column first and the TOTAL row on top',
  bytes,
  questions: list,
  checks: [
    ['bucket totals add to the grand total', sumN(colT) === grand],
    ['every vendor is owed something', rowT.every((t) => t > 0)],
  ],
};
