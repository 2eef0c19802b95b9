/**
 * itsupport — an IT support firm's Aged Receivables Summary as at 30 November 2026 (ZAR): title
 * rows, Current, 1 – 30, 31 – 60, 61 – 90, 91+ days, Total; blanks for nothing due, one
 * unapplied credit shown negative, a Total row.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argMax,
  cell,
  countOf,
  holds,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(6);
const NAMES = [
  'Bokamoso Logistics (Pty) Ltd',
  'Cape Coastal Attorneys',
  'Du Toit & Partners Inc.',
  'Fynbos Dental Studio',
  'Greenpoint Property Group',
  'Kgosi Engineering',
  'Lwazi Accounting Services',
  'Mthembu Freight',
  "Nandi's Bakery & Café",
  'Protea Medical Centre',
  'Rietvlei Veterinary Clinic',
  'Sibanye Architects',
  'Table Bay Marine',
  'Umhlanga Travel',
  'Van Wyk Motors',
  'Zulu Logistics',
];
const BUCKETS = ['Current', '1 – 30', '31 – 60', '61 – 90', '91+'];
const odds = [0.85, 0.55, 0.3, 0.18, 0.14];
const rows: Array<Array<number | undefined>> = NAMES.map((name) => {
  if (name === 'Lwazi Accounting Services')
    return [-345000, undefined, undefined, undefined, undefined];
  const xs: Array<number | undefined> = BUCKETS.map((_, b) =>
    r.next() < odds[b]! ? r.int(1500, 38000) * 100 + r.pick([0, 0, 50, 75]) : undefined,
  );
  if (!xs.some((x) => x !== undefined)) xs[0] = r.int(2000, 9000) * 100;
  return xs;
});
rows[NAMES.indexOf('Zulu Logistics')]![4] = 6487500;
rows[NAMES.indexOf('Zulu Logistics')]![3] = 1215000;
const v = (x: number | undefined): number => x ?? 0;
const rowT = rows.map((xs) => total(xs.map(v)));
const colT = BUCKETS.map((_, b) => total(rows.map((xs) => v(xs[b]))));
const all = total(rowT);
const top = argMax(rowT);
const over90 = rows.map((xs) => v(xs[4]));
const top90 = argMax(over90);
const owing = rowT.filter((t) => t > 0n);
const over60 = countOf(rows, (xs) => v(xs[3]) + v(xs[4]) > 0);
const credit = rowT.findIndex((t) => t < 0n);
const lookup = NAMES.indexOf('Protea Medical Centre');
const look2 = NAMES.indexOf('Greenpoint Property Group');

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Aged Receivables');
  ws.getCell('A1').value = 'Table Mountain IT Support (Pty) Ltd';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = 'Aged Receivables Summary';
  ws.getCell('A3').value = 'As at 30 November 2026 · ageing by due date';
  ws.getRow(5).values = ['Contact', ...BUCKETS.map((b, i) => (i === 0 ? b : `${b} days`)), 'Total'];
  ws.getRow(5).font = { bold: true };
  rows.forEach((xs, i) => {
    const row = ws.getRow(6 + i);
    row.getCell(1).value = NAMES[i]!;
    xs.forEach((x, b) => {
      if (x !== undefined) row.getCell(2 + b).value = cell(x);
    });
    row.getCell(7).value = cell(rowT[i]!);
  });
  const t = ws.getRow(6 + rows.length);
  t.getCell(1).value = 'Total';
  colT.forEach((x, b) => (t.getCell(2 + b).value = cell(x)));
  t.getCell(7).value = cell(all);
  t.font = { bold: true };
  for (let c = 2; c <= 7; c++) {
    ws.getColumn(c).numFmt = '"R "#,##0.00;"R "-#,##0.00';
    ws.getColumn(c).width = 14;
  }
  ws.getColumn(1).width = 32;
  return toBytes(wb);
}

export const itsupport: BlindBook = {
  name: 'itsupport',
  business: 'IT support firm (managed services)',
  shape: 'AR aging summary',
  bytes,
  checks: [
    same('rows = columns', total(colT), all),
    unique('customer totals', rowT),
    unique('91+ by customer', over90),
    holds('one credit', countOf(rowT, (t) => t < 0n) === 1),
    holds(
      'no zero rows',
      rowT.every((t) => t !== 0n),
    ),
  ],
  questions: questionsFor('itsupport', [
    ['how much are we owed in total', { value: money(all), means: 'Total row, Total column' }],
    [
      'who owes us the most',
      { at: NAMES[top]!, value: money(rowT[top]!), means: 'the contact with the largest Total' },
    ],
    ['how much is over 90 days', { value: money(colT[4]!), means: 'Total of the 91+ days column' }],
    [
      'how much is overdue',
      { value: money(all - colT[0]!), means: 'Total less Current (everything 1 day and older)' },
    ],
    [
      'what does protea medical owe us',
      { value: money(rowT[lookup]!), means: 'Protea Medical Centre Total' },
    ],
    [
      'how many customers owe us money',
      {
        value: String(owing.length),
        means: 'contacts with a positive Total (the credit excluded)',
      },
    ],
    [
      'what % of the debtors book is current',
      { value: pct(colT[0]!, all), means: 'Current total / Total × 100' },
    ],
    [
      'who has the most over 90 days',
      {
        at: NAMES[top90]!,
        value: money(over90[top90]!),
        means: 'the contact with the largest 91+ figure',
      },
    ],
    ['31-60 day total', { value: money(colT[2]!), means: 'Total of the 31 – 60 days column' }],
    [
      'how many customers have anything older than 60 days',
      { value: String(over60), means: 'contacts with a figure in 61 – 90 or 91+' },
    ],
    [
      'average balance per customer',
      {
        value: [
          meanCents(all, NAMES.length),
          meanCents(total(owing), owing.length),
          meanCents(all, owing.length),
        ],
        means: 'Total / all 16 contacts, or over the 15 that owe',
      },
    ],
    [
      'which customer is in credit',
      {
        at: NAMES[credit]!,
        value: money(rowT[credit]!),
        abs: true,
        means: 'the contact with a negative Total (an unapplied credit)',
      },
    ],
    [
      "how much does greenpoint owe that isn't due yet",
      { value: money(v(rows[look2]![0])), means: 'Greenpoint Property Group, Current column' },
    ],
    [
      'what share of what we are owed is more than 60 days old',
      { value: pct(colT[3]! + colT[4]!, all), means: '(61 – 90 + 91+) / Total × 100' },
    ],
    [
      'when will zulu logistics pay',
      { refuse: true, means: 'no payment dates or promises on an aging summary' },
    ],
    [
      'what were our sales this year',
      { refuse: true, means: 'receivables only; no sales figures' },
    ],
  ]),
};
