/** A skip-hire firm: multi-sheet book — "Hires" log per job, "Costs" months x category, "Fleet" list. £. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents } from '../../expect';
import {
  MON,
  SEED,
  argMax,
  asker,
  cell,
  monthPlaces,
  rng,
  sumB,
  toBytes,
  writeRows,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(SEED + 13);
const sizes: Array<[string, number]> = [
  ['4 yd', 180_00],
  ['6 yd', 230_00],
  ['8 yd', 275_00],
  ['12 yd RoRo', 420_00],
];
const towns = ['Leeds', 'Bradford', 'Wakefield', 'Harrogate'];
const hires = Array.from({ length: 120 }, (_, i) => {
  const [size, base] = r.pick(sizes);
  const month = Math.floor(i / 10);
  const extra = r.int(0, 3) === 0 ? BigInt(r.int(20_00, 90_00)) : 0n;
  return {
    job: `J-${2501 + i}`,
    date: new Date(Date.UTC(2025, month, r.int(1, 28))),
    month,
    town: r.pick(towns),
    size,
    price: BigInt(base),
    extra,
    total: BigInt(base) + extra,
  };
});
const costCats = ['Diesel', 'Tipping fees', 'Driver wages', 'Vehicle lease'];
const costs = MON.map(() =>
  costCats.map((c) => BigInt(c === 'Vehicle lease' ? 450_00 : r.int(150_00, 900_00))),
);
const fleet = sizes.map(([s]) => ({ s, count: r.int(4, 18) }));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const h = wb.addWorksheet('Hires');
  writeRows(h, [
    ['Job', 'Date', 'Town', 'Skip', 'Hire price £', 'Overweight £', 'Invoice total £'],
    ...hires.map((x): Row => [
      x.job,
      x.date,
      x.town,
      x.size,
      cell(x.price),
      x.extra ? cell(x.extra) : null,
      cell(x.total),
    ]),
  ]);
  h.getColumn(2).numFmt = 'dd/mm/yyyy';
  const c = wb.addWorksheet('Costs');
  const monthTot = costs.map(sumB);
  writeRows(
    c,
    [
      ['Running costs 2025 (£)'],
      [],
      ['Month', ...costCats, 'Total'],
      ...costs.map((row, i): Row => [MON[i]!, ...row.map(cell), cell(monthTot[i]!)]),
      [
        'Total',
        ...costCats.map((_, j) => cell(sumB(costs.map((row) => row[j]!)))),
        cell(sumB(monthTot)),
      ],
    ],
    '#,##0.00',
  );
  const f = wb.addWorksheet('Fleet');
  writeRows(f, [['Skip size', 'Units owned'], ...fleet.map((x): Row => [x.s, x.count])]);
  return toBytes(wb);
}

const { qs, q } = asker('skip-hire');
const rev = sumB(hires.map((x) => x.total));
const costTot = sumB(costs.map(sumB));
const cat = (j: number): bigint => sumB(costs.map((row) => row[j]!));
const bigCostM = argMax([...MON.keys()], (i) => sumB(costs[i]!));
const byTown = towns.map((t) => sumB(hires.filter((x) => x.town === t).map((x) => x.total)));
const topTown = argMax([...towns.keys()], (i) => byTown[i]!);
q(
  'how much did we invoice for hires this year',
  { value: hundredths(rev) },
  'sum of Invoice total on Hires',
);
q('how many hires', { value: String(hires.length) }, 'job rows on Hires');
q('average invoice', { value: meanCents(rev, hires.length) }, 'Invoice total sum / jobs');
q(
  'overweight charges total',
  { value: hundredths(sumB(hires.map((x) => x.extra))) },
  'sum of Overweight £',
);
q(
  'how many 8 yard skips did we hire out',
  { value: String(hires.filter((x) => x.size === '8 yd').length) },
  'Hires rows with Skip = 8 yd',
);
q(
  'which town brings the most money',
  { value: hundredths(byTown[topTown]!), at: towns[topTown]! },
  'town with the largest Invoice total sum',
);
q('diesel for the year', { value: hundredths(cat(0)) }, 'Costs: Diesel column total');
q('total running costs', { value: hundredths(costTot) }, 'Costs: grand total');
q(
  'most expensive month to run',
  { value: hundredths(sumB(costs[bigCostM]!)), at: monthPlaces(2025, bigCostM) },
  'Costs month with the largest Total',
);
q('tipping fees in november', { value: hundredths(costs[10]![1]!) }, 'Costs: Nov x Tipping fees');
q(
  'how many skips do we own',
  { value: String(fleet.reduce((a, x) => a + x.count, 0)) },
  'Fleet: sum of Units owned',
);
q(
  'did we make money this year',
  { value: hundredths(rev - costTot) },
  'Hires invoice total - Costs grand total (the only income and the only costs in the book)',
);
const q3 = hires.filter((x) => x.month >= 6 && x.month <= 8);
q(
  'hires in Q3',
  { value: [String(q3.length), hundredths(sumB(q3.map((x) => x.total)))] },
  'hire rows dated Jul-Sep: their count or their invoice total (both fair readings)',
);
q('what is a skip worth', { refuse: true }, 'no asset values in the book');
q('who is our best customer', { refuse: true }, 'the log names towns, not customers');

export const skipHire: BlindBook = {
  name: 'skip-hire',
  business: 'skip-hire firm, three sheets (£)',
  build,
  questions: qs,
  checks: [
    ['invoice = price + overweight', rev, sumB(hires.map((x) => x.price + x.extra))],
    ['town totals', rev, sumB(byTown)],
  ],
};
