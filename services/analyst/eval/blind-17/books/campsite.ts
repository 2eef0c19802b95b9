/** Campsite (lei): AR aging summary with title block, buckets, Total column and TOTAL row. */
import ExcelJS from 'exceljs';
import { hundredths, pct, sum } from '../../expect';
import { REFUSE, argmax, asker, bytes, cell, int, rng, sheet, type BlindBook } from '../kit';

const r = rng(17706);
const buckets = ['Current', '1 - 30', '31 - 60', '61 - 90', '> 90'];
const custs = [
  'Scoala Gimnaziala 12',
  'Carpathian RV Club',
  'Transilvania Scouts',
  'Popescu Ion',
  'Eventim Team Days',
  'Moldova Cycling',
  'Ionescu Family',
  'Brasov Photo Society',
  'Dacia Owners Club',
  'Green Tent Tours',
];
const grid = custs.map(() => buckets.map(() => (r() < 0.45 ? 0n : BigInt(int(r, 20000, 950000)))));
const rowT = grid.map((g) => sum(g));
const colT = buckets.map((_, b) => sum(grid.map((g) => g[b]!)));
const grand = sum(rowT);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  sheet(wb, 'AR Aging', [
    ['Pine Hollow Campground SRL'],
    ['A/R Aging Summary'],
    ['As of November 30, 2025'],
    ['RON (lei)'],
    [],
    ['Customer', ...buckets, 'Total'],
    ...custs.map((c, i) => [
      c,
      ...grid[i]!.map((v) => (v === 0n ? null : cell(v))),
      cell(rowT[i]!),
    ]),
    ['TOTAL', ...colT.map(cell), cell(grand)],
  ]);
  return bytes(wb);
}

const { q, list } = asker('campsite');
const top = argmax(rowT);
const over60 = colT[3]! + colT[4]!;
q('how much are we owed in total', { value: hundredths(grand) }, 'TOTAL row, Total column');
q(
  'who owes us the most',
  { value: hundredths(rowT[top]!), at: custs[top]! },
  'customer with the highest Total',
);
q('how much is more than 60 days late', { value: hundredths(over60) }, '61-90 + >90 totals');
q('over 90 days', { value: hundredths(colT[4]!) }, '> 90 total');
q('how much is current', { value: hundredths(colT[0]!) }, 'Current total');
q(
  'what percent of receivables is overdue',
  { value: pct(grand - colT[0]!, grand) },
  '(all buckets except Current) / Total x 100',
);
q('how much does carpathian rv club owe', { value: hundredths(rowT[1]!) }, 'customer Total');
q(
  'how many customers have something over 90 days',
  { value: String(grid.filter((g) => g[4]! > 0n).length) },
  'count of customers with a non-empty > 90 cell',
);
q('transilvania scouts 31-60', { value: hundredths(grid[2]![2]!) }, 'one cell (empty = 0)');
q(
  'which aging bucket holds the most money',
  { value: hundredths(colT[argmax(colT)]!), at: buckets[argmax(colT)]! },
  'bucket with the highest total',
);
q(
  'how much does the ionescu family owe that is past due',
  { value: hundredths(rowT[6]! - grid[6]![0]!) },
  'Total minus Current for Ionescu Family',
);
q('1-30 days total', { value: hundredths(colT[1]!) }, '1 - 30 total');
q('when will the scouts pay us', REFUSE, 'no payment dates');
q('how much did we collect in october', REFUSE, 'aging shows balances, not collections');
export const campsite: BlindBook = {
  name: 'campsite',
  business: 'campsite',
  build,
  questions: list,
};
