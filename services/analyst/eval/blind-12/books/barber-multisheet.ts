/** A barber shop's two-sheet workbook: chair takings by barber ("January" .. with a Total column) and a shop sheet. INR. */
import ExcelJS from 'exceljs';
import { money, pct, sum } from '../../expect';
import {
  amt,
  argMax,
  cents,
  MONTHS,
  monthAt,
  put,
  questionsFor,
  REFUSE,
  rng,
  toBytes,
  type BlindBook,
} from '../kit';

const r = rng(15);
const BARBERS = ['Imran', 'Rohit', 'Farah', 'Dev'];
const chairs = MONTHS.map(() => BARBERS.map(() => cents(r, 42000, 98000)));
const shop = MONTHS.map(() => ({
  retail: cents(r, 6000, 21000),
  rent: 5500000,
  stock: cents(r, 3000, 12000),
}));
const monthChairs = chairs.map((x) => sum(x));
const byBarber = BARBERS.map((_, b) => sum(chairs.map((x) => x[b]!)));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const a = wb.addWorksheet('Chairs');
  let row = put(a, 1, [['Fade Street Barbers, Bandra - chair takings 2025 (₹)'], []]);
  row = put(a, row, [['Month', ...BARBERS, 'Total']]);
  put(
    a,
    row,
    MONTHS.map((m, i) => [m, ...chairs[i]!.map(amt), amt(monthChairs[i]!)]),
  );
  const b = wb.addWorksheet('Shop');
  row = put(b, 1, [['Month', 'Retail sales', 'Rent', 'Products bought']]);
  put(
    b,
    row,
    MONTHS.map((m, i) => [m, amt(shop[i]!.retail), amt(shop[i]!.rent), amt(shop[i]!.stock)]),
  );
  return toBytes(wb);
}

const chairTotal = sum(monthChairs);
const retail = sum(shop.map((s) => s.retail));

export const barberMultisheet: BlindBook = {
  name: 'barber-multisheet',
  business: 'barber',
  shape: 'multi-sheet workbook (chairs by barber, shop lines)',
  build,
  checks: [{ what: 'barber totals = month totals', a: sum(byBarber), b: chairTotal }],
  questions: questionsFor('barber-multisheet', [
    [
      'which barber brings in the most',
      { at: BARBERS[argMax(byBarber)]! },
      'highest yearly chair takings',
    ],
    [
      'total chair takings for the year',
      { value: money(chairTotal) },
      'sum of the Total column on Chairs',
    ],
    ['retail sales in august', { value: money(shop[7]!.retail) }, 'Shop, August'],
    ['rent for the year', { value: money(sum(shop.map((s) => s.rent))) }, 'sum of Rent'],
    ['chair takings in july', { value: money(monthChairs[6]!) }, 'Chairs, July Total'],
    [
      'best month for haircuts',
      { at: monthAt(argMax(monthChairs)) },
      'highest month Total on Chairs',
    ],
    ['how much did Farah take in', { value: money(byBarber[2]!) }, 'sum of Farah column'],
    [
      'how much did we spend on products',
      { value: money(sum(shop.map((s) => s.stock))) },
      'sum of Products bought',
    ],
    ['total retail sales', { value: money(retail) }, 'sum of Retail sales'],
    [
      "what share of Imran's year came in december",
      { value: pct(chairs[11]![0]!, byBarber[0]!) },
      'Imran Dec / Imran year, %',
    ],
    ['Dev in q1', { value: money(sum(chairs.slice(0, 3).map((x) => x[3]!))) }, 'Dev Jan..Mar'],
    [
      'worst month for Rohit',
      { at: monthAt(chairs.reduce((w, x, i) => (x[1]! < chairs[w]![1]! ? i : w), 0)) },
      'lowest Rohit month',
    ],
    ['how many haircuts did we do', REFUSE, 'takings only'],
    ['how much in tips', REFUSE, 'not recorded'],
  ]),
};
