/**
 * joinery: a joinery workshop's aged receivables as at 30 November 2026 (core shape 6): title
 * rows, Customer | Current | 1-30 | 31-60 | 61-90 | 91+ | Total, blanks for nothing due, one
 * unapplied credit shown in parentheses, a Total row. SEK in whole kronor.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argMax,
  countOf,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  type BlindBook,
} from '../lib';

const r = rng(6);
const CUSTOMERS = [
  'Lindqvist Bygg AB',
  'Eriksson Fastigheter',
  'Nordic Kök & Bad',
  'Åberg Interiör',
  'Hotell Sjöudden',
  'Brf Tallbacken',
  'Sandberg Arkitekter',
  'Göta Trappor AB',
  'Holm & Dotter',
  'Café Vinden',
  'Stensö Skola',
  'Berglund Måleri',
] as const;
const BUCKETS = ['Current', '1-30', '31-60', '61-90', '91+'] as const;
const CREDIT = 9; // Café Vinden: a credit note not yet applied, plus an old invoice

/** ageing[c][b] in öre (whole kronor × 100), 0 = blank */
const ageing: number[][] = CUSTOMERS.map((_, c) =>
  BUCKETS.map((_, b) => {
    const chance = [0.85, 0.6, 0.4, 0.25, 0.2][b]!;
    if (r.next() > chance) return 0;
    const hi = [140000, 90000, 60000, 45000, 30000][b]!;
    return r.int(2500, hi) * 100 * (c === 0 && b === 0 ? 2 : 1);
  }),
);
ageing[CREDIT] = [-r.int(3000, 6000) * 100, 0, 0, r.int(14000, 20000) * 100, 0];
// an old dispute: Göta Trappor has the largest 91+ balance
ageing[7]![4] = r.int(52000, 60000) * 100;

const rowTotal = ageing.map((row) => total(row));
const colTotal = BUCKETS.map((_, b) => total(ageing.map((row) => row[b]!)));
const grand = total(rowTotal);
const overdue = (c: number): bigint => rowTotal[c]! - BigInt(ageing[c]![0]!);
const top = argMax(rowTotal);
const old = ageing.map((row) => row[4]!);
const oldTop = argMax(old);
const over60 = countOf(ageing, (row) => row[3]! + row[4]! > 0);
const C = (name: (typeof CUSTOMERS)[number]): number => CUSTOMERS.indexOf(name);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Kundreskontra');
  const v = (x: number | bigint): number | undefined =>
    Number(x) === 0 ? undefined : Number(x) / 100;
  putRows(ws, [
    ['Snickeri Ek & Ask AB'],
    ['Aged receivables (kundreskontra) as at 30 November 2026'],
    ['Amounts in SEK'],
    [],
    ['Customer', ...BUCKETS, 'Total'],
    ...ageing.map((row, c) => [CUSTOMERS[c], ...row.map(v), Number(rowTotal[c]) / 100]),
    ['Total', ...colTotal.map((x) => Number(x) / 100), Number(grand) / 100],
  ]);
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(5).font = { bold: true };
  ws.getRow(6 + CUSTOMERS.length).font = { bold: true };
  for (let c = 2; c <= 7; c++) ws.getColumn(c).numFmt = '#,##0;(#,##0)';
  ws.getColumn(1).width = 24;
  return toBytes(wb);
}

export const joinery: BlindBook = {
  name: 'joinery',
  business: 'joinery workshop',
  shape: 'AR aging as at 30 Nov 2026 (Current, 1-30, 31-60, 61-90, 91+, Total)',
  bytes,
  questions: questionsFor('joinery', [
    [
      'How much are we owed in total?',
      { value: money(grand), means: 'the Total row, Total column' },
    ],
    [
      'Who owes us the most?',
      {
        value: money(rowTotal[top]!),
        at: CUSTOMERS[top]!,
        means: 'the customer with the largest Total',
      },
    ],
    [
      'How much is more than 90 days overdue?',
      { value: money(colTotal[4]!), means: 'the 91+ column total' },
    ],
    [
      'How much does Hotell Sjöudden owe us?',
      { value: money(rowTotal[C('Hotell Sjöudden')]!), means: 'its Total' },
    ],
    [
      'How much is overdue?',
      {
        value: money(grand - colTotal[0]!),
        means: '1-30 + 31-60 + 61-90 + 91+ totals (Total − Current)',
      },
    ],
    [
      "What percentage of what we're owed is current?",
      { value: pct(colTotal[0]!, grand), tol: 0.01, means: 'Current total / Total × 100' },
    ],
    [
      'How many customers have anything over 60 days?',
      { value: String(over60), means: 'customers with a 61-90 or 91+ amount' },
    ],
    [
      'Which customer has the biggest amount over 90 days?',
      { value: money(old[oldTop]!), at: CUSTOMERS[oldTop]!, means: 'the largest 91+ cell' },
    ],
    [
      'How much is sitting in the 31-60 days bucket?',
      { value: money(colTotal[2]!), means: 'the 31-60 column total' },
    ],
    [
      "How much of Eriksson Fastigheter's balance is overdue?",
      { value: money(overdue(C('Eriksson Fastigheter'))), means: 'its Total − its Current' },
    ],
    [
      "What's the average balance per customer?",
      { value: meanCents(grand, CUSTOMERS.length), means: 'Total / 12 customers' },
    ],
    [
      "How much does Sandberg Arkitekter owe that isn't due yet?",
      { value: money(ageing[C('Sandberg Arkitekter')]![0]!), means: 'its Current cell' },
    ],
    [
      'What share of the total does our biggest debtor make up?',
      {
        value: pct(rowTotal[top]!, grand),
        tol: 0.01,
        means: 'largest customer Total / Total × 100',
      },
    ],
    [
      'Who has a credit on their account?',
      { at: CUSTOMERS[CREDIT], means: 'the one negative cell (an unapplied credit in Current)' },
    ],
    [
      'When will Lindqvist Bygg pay?',
      { refuse: true, means: 'no payment dates or promises in the sheet' },
    ],
    [
      'How much did we invoice Åberg Interiör this year?',
      { refuse: true, means: 'an aging holds open balances, not sales' },
    ],
  ]),
  checks: [
    same('rows = columns', total(rowTotal), total(colTotal)),
    same('overdue + current = total', grand - colTotal[0]! + colTotal[0]!, total(ageing.flat())),
    unique('customer total', rowTotal),
    unique('91+ cell', old),
    holds(
      'one negative cell, Café Vinden',
      where(ageing.flat(), (x) => x < 0).length === 1 && ageing[CREDIT]![0]! < 0,
    ),
    holds(
      'every customer owes something',
      rowTotal.every((x) => x > 0n),
    ),
    holds('Sandberg has a current amount', ageing[C('Sandberg Arkitekter')]![0]! > 0),
    holds('Eriksson has something overdue', overdue(C('Eriksson Fastigheter')) > 0n),
    holds('Hotell Sjöudden owes something', rowTotal[C('Hotell Sjöudden')]! > 0n),
  ],
};
