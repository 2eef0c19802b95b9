/** Escape room: VAT return workings for a quarter (sales by month, purchases by category, boxes 1–9) (£). */
import ExcelJS from 'exceljs';
import { divRound, hundredths } from '../../expect';
import {
  argMax,
  cell,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(13);
const MONTHS3 = ['July 2026', 'August 2026', 'September 2026'];
// sales: gross takings incl. 20% VAT; VAT = gross / 6 (rounded to the penny)
const salesGross = [0, 1, 2].map(() => r.int(1800000, 3400000));
const salesVat = salesGross.map((g) => Number(divRound(BigInt(g), 6n)));
const salesNet = salesGross.map((g, i) => g - salesVat[i]!);
const PURCH: Array<[string, number, number, boolean]> = [
  ['Props & puzzles', 150000, 480000, true],
  ['Rent', 900000, 900000, false],
  ['Utilities', 120000, 260000, true],
  ['Marketing', 80000, 320000, true],
  ['Booking software', 24000, 36000, true],
  ['Equipment', 60000, 400000, true],
  ['Insurance', 70000, 70000, false],
];
const purch = PURCH.map(([name, lo, hi, vatable]) => {
  const net = r.int(lo, hi);
  const vat = vatable ? Number(divRound(BigInt(net), 5n)) : 0;
  return { name, net, vat, gross: net + vat };
});
const box1 = total(salesVat);
const box4 = total(purch.map((p) => p.vat));
const box3 = box1 + 0n;
const box5 = box3 - box4;
const netSales = total(salesNet);
const netPurch = total(purch.map((p) => p.net));
const box6 = (netSales / 100n) * 100n; // whole pounds
const box7 = (netPurch / 100n) * 100n;
const best = argMax(salesGross);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('VAT Q3 2026');
  putRows(ws, [
    ['Locked In Escape Rooms Ltd – VAT return workings'],
    ['Period 01/07/2026 – 30/09/2026, standard rate 20%'],
    [],
    ['SALES (bookings & vouchers redeemed)', 'Net', 'VAT', 'Gross'],
    ...MONTHS3.map((m, i) => [m, cell(salesNet[i]!), cell(salesVat[i]!), cell(salesGross[i]!)]),
    ['Total sales', cell(netSales), cell(box1), cell(total(salesGross))],
    [],
    ['PURCHASES', 'Net', 'VAT', 'Gross'],
    ...purch.map((p) => [p.name, cell(p.net), cell(p.vat), cell(p.gross)]),
    ['Total purchases', cell(netPurch), cell(box4), cell(total(purch.map((p) => p.gross)))],
    [],
    ['VAT RETURN', 'Amount £'],
    ['Box 1 VAT due on sales', cell(box1)],
    ['Box 2 VAT due on EC acquisitions', 0],
    ['Box 3 Total VAT due', cell(box3)],
    ['Box 4 VAT reclaimed on purchases', cell(box4)],
    ['Box 5 Net VAT to pay HMRC', cell(box5)],
    ['Box 6 Total sales ex VAT', cell(box6)],
    ['Box 7 Total purchases ex VAT', cell(box7)],
    ['Box 8 Supplies to EC', 0],
    ['Box 9 Acquisitions from EC', 0],
  ]);
  return toBytes(wb);
}

const pn = (n: string): (typeof purch)[number] => purch.find((p) => p.name === n)!;
const q = questionsFor('escaperoom', [
  [
    'how much VAT do we owe for the quarter',
    { value: hundredths(box5), means: 'Box 5 Net VAT to pay HMRC' },
  ],
  ["what's box 6", { value: hundredths(box6), means: 'Box 6 Total sales ex VAT (whole pounds)' }],
  [
    'VAT on sales in august',
    { value: hundredths(salesVat[1]!), means: 'Sales, August 2026, VAT column' },
  ],
  [
    'how much VAT can we claim back on props',
    { value: hundredths(pn('Props & puzzles').vat), means: 'Purchases, Props & puzzles, VAT' },
  ],
  [
    'total purchases before VAT',
    {
      value: [hundredths(netPurch), hundredths(box7)],
      means: 'Total purchases Net (or Box 7, the same in whole pounds)',
    },
  ],
  [
    'gross takings in september',
    { value: hundredths(salesGross[2]!), means: 'Sales, September 2026, Gross' },
  ],
  [
    'which month had the highest sales',
    {
      at: monthPlaces(6 + best, 2026),
      means: 'month with the largest sales (Gross or Net, same order)',
    },
  ],
  ['input VAT total', { value: hundredths(box4), means: 'Box 4 / Total purchases VAT' }],
  [
    'net sales for the quarter',
    {
      value: [hundredths(netSales), hundredths(box6)],
      means: 'Total sales Net (or Box 6 in whole pounds)',
    },
  ],
  [
    'marketing spend including VAT',
    { value: hundredths(pn('Marketing').gross), means: 'Purchases, Marketing, Gross' },
  ],
  [
    'how much VAT is on the rent',
    { value: '0', means: 'Purchases, Rent, VAT column (0: no VAT charged)' },
  ],
  ['total VAT due on sales', { value: hundredths(box1), means: 'Box 1 / Total sales VAT' }],
  ['what will our VAT bill be next quarter', { refuse: true, means: 'a forecast' }],
  ['when is this return due', { refuse: true, means: 'no due date in the workings' }],
]);

export const escaperoom: BlindBook = {
  name: 'escaperoom',
  business: 'escape room',
  shape: 'VAT return workings: sales by month, purchases by category, boxes 1–9',
  bytes,
  questions: q,
  checks: [
    { what: 'sales net + VAT = gross', a: netSales + box1, b: total(salesGross) },
    {
      what: 'box 3 − box 4 = box 5 = output VAT − input VAT',
      a: box3 - box4,
      b: total(salesVat) - total(purch.map((p) => p.vat)),
    },
    {
      what: 'purchases net + VAT = gross',
      a: netPurch + box4,
      b: total(purch.map((p) => p.gross)),
    },
    { what: 'best month unique', a: uniqueMax(salesGross) ? 1n : 0n, b: 1n },
  ],
};
