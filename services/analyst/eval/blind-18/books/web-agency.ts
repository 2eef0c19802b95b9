/** A web agency's A/R aging summary (€): buckets as columns, Total per customer, TOTAL row, blank cells for zero. */
import ExcelJS from 'exceljs';
import { money, pct } from '../../expect';
import { argMax, cell, int, questionsFor, REFUSE, rngFor, S, toBytes, type BlindBook } from './kit';

const NAME = 'web-agency';
const r = rngFor(NAME);
const customers = [
  'Bäckerei Krume',
  'Nordlicht Yoga',
  'Stadtwerke Kiel',
  'Gruber & Söhne',
  'Alpenhof Hotel',
  'Fahrrad Freunde',
  'Kanzlei Weber',
  'Lumen Optik',
  'Hafen Kaffee',
];
const buckets = ['Current', '1 - 30', '31 - 60', '61 - 90', '91 and over'];
const grid = customers.map((_, i) =>
  buckets.map((_, b) => (r() < (b === 0 ? 0.8 : 0.45) ? int(r, 30000, 900000) + (i + b) : 0)),
);
const rowTot = grid.map((g) => S(g));
const colTot = buckets.map((_, b) => S(grid.map((g) => g[b]!)));
const total = S(rowTot);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('AR Aging');
  ws.addRow(['Pixelhaus GmbH']);
  ws.addRow(['A/R Aging Summary']);
  ws.addRow(['As of 31 October 2025']);
  ws.addRow(['', ...buckets, 'Total']);
  grid.forEach((g, i) =>
    ws.addRow([customers[i], ...g.map((v) => (v ? cell(v) : null)), cell(rowTot[i]!)]),
  );
  ws.addRow(['TOTAL', ...colTot.map(cell), cell(total)]);
  return toBytes(wb);
}

const top = argMax(rowTot);
const over90 = grid.map((g) => g[4]!);
const top90 = argMax(over90);
const late60 = colTot[3]! + colTot[4]!;

export const webAgency: BlindBook = {
  name: NAME,
  business: 'web agency (€)',
  build,
  checks: [{ what: 'row totals = bucket totals', a: total, b: S(colTot) }],
  questions: questionsFor(NAME, [
    ['how much are we owed in total', { value: money(total) }, 'TOTAL, Total column'],
    [
      'who owes us the most',
      { value: money(rowTot[top]!), at: customers[top]! },
      'customer with the largest Total',
    ],
    [
      'how much is more than 60 days late',
      { value: money(late60) },
      '61 - 90 plus 91 and over, all customers',
    ],
    ['how much is over 90 days', { value: money(colTot[4]!) }, '91 and over column total'],
    ['what does Kanzlei Weber owe us', { value: money(rowTot[6]!) }, 'Kanzlei Weber Total'],
    ['how much is not yet due', { value: money(colTot[0]!) }, 'Current column total'],
    [
      'what % of receivables is over 30 days old',
      { value: pct(colTot[2]! + colTot[3]! + colTot[4]!, total) },
      '(31-60 + 61-90 + 91+) / TOTAL * 100',
    ],
    [
      'stadtwerke kiel 31-60 days',
      { value: money(grid[2]![2]!) },
      'Stadtwerke Kiel, 31 - 60 (0 if blank)',
    ],
    [
      'how many customers have something over 90 days',
      { value: String(over90.filter((v) => v > 0).length) },
      'count of customers with a non-blank 91 and over',
    ],
    [
      'who is the worst for paying late (90+)',
      { value: money(over90[top90]!), at: customers[top90]! },
      'largest 91 and over balance',
    ],
    ['total in the 1-30 bucket', { value: money(colTot[1]!) }, '1 - 30 column total'],
    ['when will Lumen Optik pay', REFUSE, 'no payment dates or promises on the sheet'],
    ['how much did hafen kaffee pay us last month', REFUSE, 'aging shows balances, not payments'],
  ]),
};
