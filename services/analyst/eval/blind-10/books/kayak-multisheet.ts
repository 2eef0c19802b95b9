/**
 * Kayak rental: a multi-sheet book. "Rentals" counts hires by boat (rows) x month (May-Sep,
 * plus a Season column, no totals row); "Revenue" has the same grid in NZD with a Total row;
 * "Fleet" lists each boat's type, year bought and purchase price.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argExtreme,
  asker,
  cell,
  seeded,
  sumOf,
  uniqueExtreme,
  SEED,
  type BlindBook,
} from '../kit';

const BOATS: Array<[string, string, number]> = [
  ['Kestrel 1', 'Single sea kayak', 6500],
  ['Kestrel 2', 'Single sea kayak', 6500],
  ['Orca', 'Tandem sea kayak', 9500],
  ['Puffin', 'Sit-on-top', 4500],
  ['Tui', 'Sit-on-top', 4500],
  ['Weka', 'Canadian canoe', 8000],
  ['Kaka', 'Stand-up paddleboard', 4000],
];
const MONTHS = ['May', 'Jun', 'Jul', 'Aug', 'Sep'];

export function kayakMultisheet(): BlindBook {
  const name = 'kayak-multisheet';
  const rng = seeded(SEED, name);
  const hires = BOATS.map(() =>
    MONTHS.map((_, m) => rng.int(m === 2 || m === 3 ? 14 : 3, m === 2 || m === 3 ? 31 : 18)),
  );
  const revenue = hires.map((r, b) => r.map((n) => BigInt(n * BOATS[b]![2])));
  const price = BOATS.map(() => BigInt(rng.int(90000, 420000)));
  const seasonHires = hires.map((r) => BigInt(r.reduce((a, x) => a + x, 0)));
  const seasonRev = revenue.map(sumOf);
  const monthRev = MONTHS.map((_, m) => sumOf(revenue.map((r) => r[m]!)));
  const totalRev = sumOf(seasonRev);
  const totalHires = sumOf(seasonHires);

  const wb = new ExcelJS.Workbook();
  const rs = wb.addWorksheet('Rentals');
  rs.addRow(['Boat', ...MONTHS, 'Season']);
  hires.forEach((r, b) => rs.addRow([BOATS[b]![0], ...r, Number(seasonHires[b]!)]));
  const vs = wb.addWorksheet('Revenue');
  vs.addRow(['Revenue by boat, 2025 season (NZD)']);
  vs.addRow(['Boat', ...MONTHS, 'Season']);
  revenue.forEach((r, b) => vs.addRow([BOATS[b]![0], ...r.map(cell), cell(seasonRev[b]!)]));
  vs.addRow(['Total', ...monthRev.map(cell), cell(totalRev)]);
  const fs = wb.addWorksheet('Fleet');
  fs.addRow(['Boat', 'Type', 'Year bought', 'Purchase price (NZD)', 'Day rate (NZD)']);
  BOATS.forEach(([boat, type, rate], b) =>
    fs.addRow([boat, type, 2019 + (b % 5), cell(price[b]!), cell(rate)]),
  );

  const typeRev = (t: string): bigint =>
    sumOf(BOATS.flatMap((x, b) => (x[1] === t ? [seasonRev[b]!] : [])));
  const { ask, questions } = asker(name);
  ask(
    'total revenue for the season',
    { value: money(totalRev) },
    'Revenue sheet, Total row, Season column',
  );
  ask(
    'how many hires did we do all season',
    { value: String(totalHires) },
    'Rentals sheet, sum of Season',
  );
  ask(
    'which boat earned the most',
    { at: BOATS[argExtreme(seasonRev, true)]![0] },
    'boat with the largest Season revenue',
  );
  ask(
    'which boat went out most',
    { at: BOATS[argExtreme(seasonHires, true)]![0] },
    'boat with the largest Season hire count',
  );
  ask(
    'how many times was the orca hired in july',
    { value: String(hires[2]![2]) },
    'Rentals sheet, Orca, Jul',
  );
  ask('revenue in august', { value: money(monthRev[3]!) }, 'Revenue sheet, Total row, Aug');
  ask(
    'best month for revenue',
    { at: MONTHS[argExtreme(monthRev, true)]! },
    'month with the largest Total revenue',
  );
  ask('what did we pay for weka', { value: money(price[5]!) }, 'Fleet sheet, Weka, Purchase price');
  ask(
    'total we paid for the fleet',
    { value: money(sumOf(price)) },
    'Fleet sheet, sum of Purchase price',
  );
  ask(
    'revenue from the sit-on-tops',
    { value: money(typeRev('Sit-on-top')) },
    'Season revenue of boats of type Sit-on-top (Puffin + Tui)',
  );
  ask(
    'average revenue per hire',
    { value: meanCents(totalRev, Number(totalHires)) },
    'total Season revenue / total hires',
  );
  ask(
    'what share of revenue came in july and august',
    { value: pct(monthRev[2]! + monthRev[3]!, totalRev) },
    '(Jul + Aug revenue) / season revenue, percent',
  );
  ask(
    'how much more did the orca make than kestrel 2',
    { value: money(seasonRev[2]! - seasonRev[1]!) },
    'Season revenue Orca minus Kestrel 2',
  );
  ask(
    'how much did kestrel 1 do in june',
    { refuse: true },
    'hires or revenue? both sheets answer "do": ask which',
  );
  ask('what did repairs cost us', { refuse: true }, 'no costs other than purchase prices');
  ask('how did last season compare', { refuse: true }, 'only the 2025 season');

  return {
    name,
    business: 'kayak rental',
    shape: 'multi-sheet: counts grid, revenue grid with Total row, fleet list',
    workbook: wb,
    questions,
    checks: [
      { what: 'months add to season', a: sumOf(monthRev), b: totalRev },
      { what: 'top earner unique', a: BigInt(uniqueExtreme(seasonRev, true)), b: 1n },
      { what: 'most hired unique', a: BigInt(uniqueExtreme(seasonHires, true)), b: 1n },
      { what: 'best month unique', a: BigInt(uniqueExtreme(monthRev, true)), b: 1n },
    ],
  };
}
