/** Pet boarding kennel: three sheets (nights by month x pet size, nightly rates, monthly costs), CHF. */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct, sum } from '../../expect';
import {
  MONTHS,
  MONTHS_LONG,
  argMax,
  assertEq,
  cell,
  centsAt,
  questionsFor,
  rng,
  toBytes,
  uniqueMax,
  type BlindBook,
} from '../kit';

const NAME = 'kennel-multi-sheet';
const SIZES = ['Small dog', 'Medium dog', 'Large dog', 'Cat'];
const RATES = [4500n, 5500n, 6800n, 3800n]; // CHF cents per night (45.00 ...)
const COSTS = ['Staff', 'Food', 'Cleaning & laundry', 'Vet on call'];
const r = rng(13);
const season = [0.6, 0.6, 0.8, 1.1, 0.9, 1.2, 1.7, 1.8, 1.0, 1.1, 0.8, 1.6];
const nights: number[][] = MONTHS.map((_, m) =>
  SIZES.map(() => Math.round(r.int(40, 140) * season[m]!)),
);
const nightsM = nights.map((row) => row.reduce((a, b) => a + b, 0));
const nightsS = SIZES.map((_, s) => nights.reduce((a, row) => a + row[s]!, 0));
const nightsT = nightsM.reduce((a, b) => a + b, 0);
const costs: bigint[][] = MONTHS.map(() =>
  [r.int(900000, 1300000), r.int(120000, 260000), r.int(60000, 110000), r.int(30000, 45000)].map(
    BigInt,
  ),
);
const costM = costs.map((row) => sum(row));
const costC = COSTS.map((_, c) => sum(costs.map((row) => row[c]!)));
const costT = sum(costM);
const revenue = sum(SIZES.map((_, s) => BigInt(nightsS[s]!) * RATES[s]!));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const n = wb.addWorksheet('Nights');
  n.addRow(['Happy Paws Pension: boarded nights 2025']);
  n.addRow(['Month', ...SIZES, 'Total']);
  nights.forEach((row, m) => n.addRow([MONTHS_LONG[m], ...row, nightsM[m]]));
  n.addRow(['Total', ...nightsS, nightsT]);
  const rt = wb.addWorksheet('Rates');
  rt.addRow(['Guest', 'Rate per night (CHF)']);
  SIZES.forEach((s, i) => rt.addRow([s, cell(RATES[i]!)]));
  rt.addRow([]);
  rt.addRow(['Rates unchanged all year. Medication and grooming billed separately.']);
  const c = wb.addWorksheet('Costs');
  c.addRow(['Running costs 2025 (CHF)']);
  c.addRow([]);
  c.addRow(['Month', ...COSTS, 'Total']);
  costs.forEach((row, m) => c.addRow([MONTHS[m], ...row.map(cell), cell(costM[m]!)]));
  c.addRow(['Total', ...costC.map(cell), cell(costT)]);
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): void {
  const c = wb.getWorksheet('Costs')!;
  let t = 0n;
  for (let m = 0; m < 12; m++) {
    const row = 4 + m;
    const parts = sum(['B', 'C', 'D', 'E'].map((col) => centsAt(c, `${col}${row}`)));
    assertEq(`cost row ${row}`, parts, centsAt(c, `F${row}`));
    t += parts;
  }
  assertEq('cost total', t, centsAt(c, 'F16'));
  const n = wb.getWorksheet('Nights')!;
  let nt = 0;
  for (let m = 0; m < 12; m++) nt += n.getCell(`F${3 + m}`).value as number;
  if (nt !== (n.getCell('F15').value as number)) throw new Error('nights total');
  if (!uniqueMax(nightsM.map(BigInt)) || !uniqueMax(costM)) throw new Error('tie');
}

const busiest = argMax(nightsM.map(BigInt));
const costliest = argMax(costM);

export const kennelMultiSheet: BlindBook = {
  name: NAME,
  business: 'pet boarding kennel',
  shape: 'multi-sheet book: nights (months x sizes), a rates list, monthly costs with totals',
  build,
  verify,
  questions: questionsFor(NAME, [
    [
      'how many nights did we board in july',
      { value: String(nightsM[6]!) },
      'Nights sheet, July Total',
    ],
    ['cat nights this year', { value: String(nightsS[3]!) }, 'Nights sheet, Cat column total'],
    [
      'busiest month',
      { value: String(nightsM[busiest]!), at: MONTHS[busiest]! },
      'month with the most nights (the only volume measure)',
    ],
    [
      'what do we charge per night for a large dog',
      { value: money(RATES[2]!) },
      'Rates sheet, Large dog',
    ],
    ['staff costs for the year', { value: money(costC[0]!) }, 'Costs sheet, Staff total'],
    ['total costs in august', { value: money(costM[7]!) }, 'Costs sheet, Aug Total'],
    [
      'which month cost us the most to run',
      { value: money(costM[costliest]!), at: MONTHS[costliest]! },
      'Costs sheet, month with the largest Total',
    ],
    [
      'food as a percentage of costs',
      { value: pct(costC[1]!, costT) },
      'Food total / cost Total * 100',
    ],
    [
      'average nights per month',
      { value: meanCents(BigInt(nightsT) * 100n, 12) },
      'nights total / 12, to 2 decimals',
    ],
    [
      'what was our boarding revenue for the year',
      { value: money(revenue) },
      'sum over sizes of nights x rate per night (rates unchanged all year, per the note)',
    ],
    [
      'how many dogs did we board',
      { refuse: true },
      'nights are not dogs: the same dog stays many nights',
    ],
    [
      'growth in nights from january to december',
      { value: growth(BigInt(nightsM[0]!), BigInt(nightsM[11]!)) },
      '(Dec nights - Jan nights) / Jan nights * 100',
    ],
    [
      'large dog nights in Q3',
      { value: String(nights[6]![2]! + nights[7]![2]! + nights[8]![2]!) },
      'Large dog, Jul+Aug+Sep',
    ],
    [
      'running costs in q1',
      { value: money(costM[0]! + costM[1]! + costM[2]!) },
      'Costs Total Jan+Feb+Mar',
    ],
    ['vet on call total', { value: money(costC[3]!) }, 'Costs sheet, Vet on call total'],
    ['how much do we charge for cats', { value: money(RATES[3]!) }, 'Rates sheet, Cat'],
    ['total running costs for 2025', { value: money(costT) }, 'Costs sheet, Total row Total'],
  ]),
};
