/**
 * catering: a catering company's A/P Aging Summary as of November 30, 2026 in US dollars, in
 * the accounting package's export layout: company / report / date rows, a header of Current,
 * 1 - 30, 31 - 60, 61 - 90, 91 and over, Total; one row per vendor with blanks for nothing due;
 * a TOTAL row and the run-time footer.
 */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  cell,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(15);
// [vendor, typical monthly bill in dollars, how late they get paid 0-3]
const VENDORS: Array<[string, number, number]> = [
  ['A1 Refrigeration Repair', 1800, 3],
  ['Boston Ice Co', 600, 0],
  ['Cabot Creamery Co-op', 3200, 1],
  ['Comcast Business', 380, 0],
  ['Costa Fruit & Produce', 7400, 1],
  ['Eversource', 2100, 1],
  ['Gourmet Paper & Packaging', 2600, 2],
  ['Heritage Linen Rentals', 3900, 2],
  ["McCann's Bakery", 1500, 0],
  ['New England Propane', 1250, 1],
  ['Party Rental Ltd', 5200, 3],
  ['Restaurant Depot', 4300, 0],
  ['Rosenthal Insurance Agency', 2950, 2],
  ['Seafood Direct', 6100, 1],
  ['Sysco Boston', 14800, 1],
  ['US Foods', 9700, 2],
  ['Waste Management', 720, 0],
  ['Wine & Spirits Distributors', 5600, 1],
];
const b = (usd: number): number => Math.round(usd * (0.6 + r.next() * 0.8) * 100) + r.int(0, 99);
interface Vendor {
  name: string;
  buckets: number[]; // Current, 1-30, 31-60, 61-90, 91+
}
const vendors: Vendor[] = VENDORS.map(([name, usd, late]) => ({
  name,
  buckets: [
    b(usd),
    late >= 1 ? b(usd) : 0,
    late >= 2 ? b(usd * 0.7) : 0,
    late >= 3 ? b(usd * 0.5) : 0,
    late >= 3 ? b(usd * 0.6) : 0,
  ],
}));
// US Foods has one disputed invoice over 90 days; Boston Ice has nothing current
vendors.find((v) => v.name === 'US Foods')!.buckets[4] = 186450;
vendors.find((v) => v.name === 'Boston Ice Co')!.buckets = [0, 58200, 0, 0, 0];

const vt = (v: Vendor): bigint => total(v.buckets);
const col = (i: number): bigint => total(vendors.map((v) => v.buckets[i]!));
const ALL = total(vendors.map(vt));
const over90 = vendors.map((v) => v.buckets[4]!);
const over60 = vendors.filter((v) => v.buckets[3]! + v.buckets[4]! > 0).length;
const find = (n: string): Vendor => vendors.find((v) => v.name === n)!;
const party = find('Party Rental Ltd');

const questions = questionsFor('catering', [
  ['how much do we owe in total', { value: hundredths(ALL), means: 'TOTAL row, Total column' }],
  [
    'who do we owe the most',
    { at: vendors[argMax(vendors.map(vt))]!.name, means: 'Vendor with the largest Total' },
  ],
  ["what's over 90 days", { value: hundredths(col(4)), means: 'TOTAL of 91 and over' }],
  [
    'how much is overdue',
    { value: hundredths(ALL - col(0)), means: 'Total − Current (every bucket past due)' },
  ],
  [
    'what do we owe sysco',
    { value: hundredths(vt(find('Sysco Boston'))), means: 'Sysco Boston, Total' },
  ],
  [
    'how many vendors have bills more than 60 days old',
    { value: String(over60), means: 'Vendors with anything in 61 - 90 or 91 and over' },
  ],
  ['what % of payables is current', { value: pct(col(0), ALL), means: 'Current / Total, %' }],
  [
    'which vendor has the most over 90 days',
    { at: vendors[argMax(over90)]!.name, means: 'Largest 91 and over' },
  ],
  [
    'US foods 31-60',
    { value: hundredths(find('US Foods').buckets[2]!), means: 'US Foods, 31 - 60' },
  ],
  [
    'how many suppliers do we owe money to',
    { value: String(vendors.length), means: 'Vendor rows' },
  ],
  [
    'average balance per vendor',
    { value: meanCents(ALL, vendors.length), means: 'Total / vendor rows' },
  ],
  ['total in the 1-30 bucket', { value: hundredths(col(1)), means: 'TOTAL of 1 - 30' }],
  [
    'how much of what we owe party rental is past due',
    {
      value: hundredths(vt(party) - BigInt(party.buckets[0]!)),
      means: 'Party Rental Ltd, Total − Current',
    },
  ],
  [
    'which vendor should we pay first',
    { refuse: true, means: 'An opinion; no terms or priorities' },
  ],
  [
    'when is the sysco invoice due',
    { refuse: true, means: 'A summary by age; no invoices or due dates' },
  ],
  [
    'what did we owe at the end of october',
    { refuse: true, means: 'Only the November 30 position is in the report' },
  ],
]);

const USD = '#,##0.00';

export const catering: BlindBook = {
  name: 'catering',
  business: 'catering company',
  shape:
    'A/P aging summary export: Current, 1-30, 31-60, 61-90, 91+, Total; blanks; TOTAL row; footer',
  questions,
  checks: [
    same('buckets = total', total([0, 1, 2, 3, 4].map(col)), ALL),
    same('vendors = total', total(vendors.map(vt)), ALL),
    unique('vendor total', vendors.map(vt)),
    unique('91 and over', over90),
    holds(
      'Sysco is not the largest over 90',
      argMax(over90) !== vendors.findIndex((v) => v.name === 'Sysco Boston'),
    ),
  ],
  bytes: async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('AP Aging Summary');
    const blank = (n: number): number | undefined => (n ? cell(n) : undefined);
    putRows(ws, [
      [undefined, 'Saffron & Sage Catering LLC'],
      [undefined, 'A/P Aging Summary'],
      [undefined, 'As of November 30, 2026'],
      [],
      [undefined, 'Current', '1 - 30', '31 - 60', '61 - 90', '91 and over', 'Total'],
      ...vendors.map((v) => [v.name, ...v.buckets.map(blank), cell(vt(v))]),
      ['TOTAL', ...[0, 1, 2, 3, 4].map((i) => cell(col(i))), cell(ALL)],
      [],
      [],
      ['Tuesday, Dec 01, 2026 09:14:22 AM GMT-05:00'],
    ]);
    ws.getRow(1).font = { bold: true, size: 12 };
    ws.getRow(5).font = { bold: true };
    ws.getColumn(1).width = 30;
    for (let c = 2; c <= 7; c++) {
      ws.getColumn(c).numFmt = USD;
      ws.getColumn(c).width = 13;
    }
    return toBytes(wb);
  },
};
