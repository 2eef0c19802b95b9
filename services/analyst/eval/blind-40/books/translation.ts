/**
 * Translation agency: aged receivables summary as at 30 November 2026, Swiss francs. Three
 * title rows, Contact | Current | 1 - 30 days | 31 - 60 days | 61 - 90 days | Over 90 days |
 * Total; blanks where nothing is due, one customer with an unapplied credit in parentheses,
 * a Total row.
 */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  cell,
  cents,
  countOf,
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

const r = rng(6);
const NAME = 'translation';
const CONTACTS = [
  'Alpenrose Hotels AG',
  'Baumann Rechtsanwälte',
  'Bernasconi Architetti SA',
  'Brunner Medtech GmbH',
  'Edelweiss Reisen GmbH',
  'Fischer Uhren AG',
  'Gemeinde Wädenswil',
  'Keller Pharma AG',
  'Lüthi & Partner Treuhand',
  'Rhône Horlogerie SA',
  'Schmid Patentanwälte',
  'Sonnenberg Stiftung',
  'Vogt Biotech AG',
  'Weber Logistik AG',
];
const CREDIT = 5; // Fischer Uhren AG: an unapplied credit note only
const KELLER = 7;
const chance = [0.85, 0.55, 0.35, 0.25, 0.25];
const grid: number[][] = CONTACTS.map((_, i) => {
  if (i === CREDIT) return [-cents(r, 300, 900), 0, 0, 0, 0];
  const big = i === KELLER || i === 3 || i === 12 ? 2.5 : 1;
  const row = chance.map((p): number => (r.next() < p ? Math.round(cents(r, 400, 6800) * big) : 0));
  if (total(row) === 0n) row[0] = cents(r, 600, 3000);
  return row;
});
// Keller has something overdue
if (grid[KELLER]![2] === 0) grid[KELLER]![2] = cents(r, 5000, 9000);

const rowTot = grid.map((row) => total(row));
const colTot = [0, 1, 2, 3, 4].map((j) => total(grid.map((row) => row[j]!)));
const grand = total(rowTot);
const overdue = colTot[1]! + colTot[2]! + colTot[3]! + colTot[4]!;
const over60 = colTot[3]! + colTot[4]!;
const owing = countOf(rowTot, (t) => t > 0n);
const with60 = countOf(grid, (row) => row[3]! > 0 || row[4]! > 0);
const top = argMax(rowTot);
const worst = argMax(grid.map((row) => row[4]!));
const kellerOverdue = rowTot[KELLER]! - BigInt(grid[KELLER]![0]!);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Aged Receivables');
  const v = (x: number | bigint): number | undefined => (x === 0 || x === 0n ? undefined : cell(x));
  putRows(ws, [
    ['Lingua Alpina GmbH'],
    ['Aged Receivables Summary'],
    ['As at 30 November 2026'],
    [],
    ['Contact', 'Current', '1 - 30 days', '31 - 60 days', '61 - 90 days', 'Over 90 days', 'Total'],
    ...CONTACTS.map((c, i) => [c, ...grid[i]!.map(v), cell(rowTot[i]!)]),
    ['Total', ...colTot.map((x) => cell(x)), cell(grand)],
  ]);
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(5).font = { bold: true };
  ws.getRow(6 + CONTACTS.length).font = { bold: true };
  for (let c = 2; c <= 7; c++) {
    ws.getColumn(c).numFmt = '"CHF "#,##0.00;("CHF "#,##0.00)';
    ws.getColumn(c).width = 16;
  }
  ws.getColumn(1).width = 28;
  return toBytes(wb);
}

export const translation: BlindBook = {
  name: NAME,
  business: 'translation agency',
  shape:
    'aged receivables as at 30 Nov 2026: Current, 1-30, 31-60, 61-90, Over 90, Total; a credit in parentheses; Total row',
  bytes,
  questions: questionsFor(NAME, [
    [
      'how much are we owed in total',
      { value: hundredths(grand), means: 'Total row, Total column (credit netted)' },
    ],
    ['who owes us the most', { at: CONTACTS[top]!, means: 'contact with the largest Total' }],
    [
      'how much is over 90 days',
      { value: hundredths(colTot[4]!), means: 'Over 90 days column total' },
    ],
    [
      'how much is overdue',
      {
        value: hundredths(overdue),
        means: '1-30 + 31-60 + 61-90 + Over 90 totals (Total − Current)',
      },
    ],
    [
      'what does Keller Pharma owe us',
      { value: hundredths(rowTot[KELLER]!), means: 'Keller Pharma AG, Total' },
    ],
    [
      'how many customers owe us money',
      { value: String(owing), means: 'contacts with a positive Total' },
    ],
    [
      'what % of the book is more than 60 days late',
      { value: pct(over60, grand), means: '(61-90 + Over 90) / Total, %' },
    ],
    [
      'how much is current',
      { value: hundredths(colTot[0]!), means: 'Current column total (the credit netted in)' },
    ],
    [
      'who has the most over 90 days',
      { at: CONTACTS[worst]!, means: 'contact with the largest Over 90 days' },
    ],
    [
      'how many customers have anything over 60 days',
      { value: String(with60), means: 'contacts with 61-90 or Over 90 above zero' },
    ],
    [
      "what's sitting in 31-60",
      { value: hundredths(colTot[2]!), means: '31 - 60 days column total' },
    ],
    [
      'average balance per customer',
      {
        value: [meanCents(grand, CONTACTS.length), meanCents(grand, owing)],
        means: 'Total / 14 contacts, or / the contacts that owe',
      },
    ],
    [
      'is anyone in credit with us',
      { at: CONTACTS[CREDIT]!, means: 'the one contact with a negative Total' },
    ],
    [
      "how much of Keller's is overdue",
      { value: hundredths(kellerOverdue), means: 'Keller Pharma AG Total − Current' },
    ],
    [
      'how many words did we translate for Keller',
      { refuse: true, means: 'no volumes in an aging report' },
    ],
    ['when did Keller last pay', { refuse: true, means: 'no payment dates in an aging summary' }],
    ['how much will we collect in december', { refuse: true, means: 'no forecast held' }],
  ]),
  checks: [
    same('rows = columns', total(rowTot), total(colTot)),
    unique('row totals', rowTot),
    unique(
      'over 90',
      grid.map((row) => row[4]!),
    ),
    holds('one credit row', countOf(rowTot, (t) => t < 0n) === 1 && rowTot[CREDIT]! < 0n),
    holds('Keller has overdue', kellerOverdue > 0n),
    holds('someone over 90', colTot[4]! > 0n),
  ],
};
