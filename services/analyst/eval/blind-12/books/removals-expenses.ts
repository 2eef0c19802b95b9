/** A removals firm's expense log grouped by category: blank rows, "Subtotal" lines, a grand total and a note. NOK. */
import ExcelJS from 'exceljs';
import { meanCents, money, pct, sum } from '../../expect';
import {
  amt,
  argMax,
  cents,
  int,
  put,
  questionsFor,
  REFUSE,
  rng,
  toBytes,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(14);
const CATS: Array<[string, string[], number, number, number]> = [
  ['Fuel', ['Circle K', 'Uno-X', 'Esso'], 600, 2400, 9],
  ['Tolls & ferries', ['Fjellinjen', 'Fjord1'], 90, 900, 6],
  ['Packing materials', ['Jula', 'Biltema'], 300, 3500, 5],
  ['Van hire', ['Hertz Lastebil', 'Europcar'], 1800, 6500, 4],
  ['Workshop', ['Mekonomen'], 1500, 9000, 3],
];
const lines = CATS.flatMap(([category, suppliers, lo, hi, n]) =>
  Array.from({ length: n }, () => ({
    category,
    supplier: suppliers[int(r, 0, suppliers.length - 1)]!,
    month: int(r, 0, 5),
    day: int(r, 1, 28),
    amount: cents(r, lo, hi),
  })).sort((a, b) => a.month - b.month || a.day - b.day),
);
const byCat = CATS.map(([c]) => sum(lines.filter((l) => l.category === c).map((l) => l.amount)));
const total = sum(lines.map((l) => l.amount));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Utgifter H1');
  let row = put(ws, 1, [['Flytt & Co AS - costs Jan-Jun 2025'], ['NOK incl. VAT'], []]);
  row = put(ws, row, [['Date', 'Category', 'Supplier', 'Amount']]);
  CATS.forEach(([c], i) => {
    const mine: Row[] = lines
      .filter((l) => l.category === c)
      .map((l) => [new Date(Date.UTC(2025, l.month, l.day)), c, l.supplier, amt(l.amount)]);
    row = put(ws, row, [...mine, [null, `Subtotal ${c}`, null, amt(byCat[i]!)], []]);
  });
  put(ws, row, [
    [null, 'Grand total', null, amt(total)],
    [],
    ['Receipts are in the blue folder; VAT reclaimed quarterly.'],
  ]);
  return toBytes(wb);
}

const fuel = lines.filter((l) => l.category === 'Fuel');
const biggest = lines.reduce((b, l) => (l.amount > b.amount ? l : b));

export const removalsExpenses: BlindBook = {
  name: 'removals-expenses',
  business: 'removals firm',
  shape: 'expense log with blank rows, subtotals per category, grand total, note',
  build,
  checks: [{ what: 'sum of subtotals = grand total', a: sum(byCat), b: total }],
  questions: questionsFor('removals-expenses', [
    [
      'total expenses',
      { value: money(total) },
      'Grand total (lines only, subtotals not added again)',
    ],
    ['what did we spend on fuel', { value: money(byCat[0]!) }, 'Subtotal Fuel'],
    [
      'largest single expense',
      { value: money(biggest.amount) },
      'largest line, subtotals and total excluded',
    ],
    ['which category costs us the most', { at: CATS[argMax(byCat)]![0] }, 'highest subtotal'],
    ['how much on tolls and ferries', { value: money(byCat[1]!) }, 'Subtotal Tolls & ferries'],
    [
      'how many times did we fill up',
      { value: String(fuel.length), tol: 0 },
      'count of Fuel lines',
    ],
    [
      'average fuel purchase',
      { value: meanCents(byCat[0]!, fuel.length) },
      'Fuel subtotal / number of fuel lines',
    ],
    [
      'what did we spend in march',
      { value: money(sum(lines.filter((l) => l.month === 2).map((l) => l.amount))) },
      'lines dated March 2025',
    ],
    ['fuel as a % of costs', { value: pct(byCat[0]!, total) }, 'Fuel / Grand total, %'],
    [
      'how much did we pay circle k',
      { value: money(sum(lines.filter((l) => l.supplier === 'Circle K').map((l) => l.amount))) },
      'lines with Supplier = Circle K',
    ],
    ['van hire costs', { value: money(byCat[3]!) }, 'Subtotal Van hire'],
    [
      'how many expense lines are there',
      { value: String(lines.length), tol: 0 },
      'count of expense lines (not subtotals)',
    ],
    ['how much did the Oslo job cost', REFUSE, 'no job column'],
    ['are we spending too much', REFUSE, 'no benchmark'],
  ]),
};
