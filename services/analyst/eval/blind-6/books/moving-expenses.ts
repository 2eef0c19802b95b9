/** Moving company: expense log grouped by category, blank rows, subtotals, grand total, USD. */
import ExcelJS from 'exceljs';
import { meanCents, money, pct, sum } from '../../expect';
import {
  argMax,
  argMin,
  assertEq,
  cell,
  centsAt,
  questionsFor,
  rng,
  toBytes,
  uniqueMax,
  type BlindBook,
} from '../kit';

const NAME = 'moving-expenses';
const CATS: Array<[string, string[], number, number]> = [
  ['Fuel', ['Shell', 'Chevron', 'Pilot Flying J'], 8000, 42000],
  ['Truck rental', ['Penske', 'U-Haul'], 30000, 140000],
  ['Packing supplies', ['Uline', 'Home Depot'], 2500, 38000],
  ['Insurance', ['Progressive Commercial'], 61000, 61000],
  ['Tolls & parking', ['E-ZPass', 'City of Austin'], 500, 6500],
];
interface Line {
  cat: number;
  month: number;
  day: number;
  vendor: string;
  amount: bigint;
}
const r = rng(3);
const lines: Line[] = [];
CATS.forEach(([, vendors, lo, hi], cat) => {
  const n = cat === 3 ? 6 : r.int(6, 11);
  const rows: Line[] = [];
  for (let i = 0; i < n; i++) {
    rows.push({
      cat,
      month: cat === 3 ? i : r.int(0, 5),
      day: r.int(1, 28),
      vendor: r.pick(vendors),
      amount: BigInt(r.int(lo, hi)),
    });
  }
  rows.sort((a, b) => a.month - b.month || a.day - b.day);
  lines.push(...rows);
});
const catTotal = CATS.map((_, c) => sum(lines.filter((l) => l.cat === c).map((l) => l.amount)));
const grand = sum(catTotal);
const amounts = lines.map((l) => l.amount);
const fuel = lines.filter((l) => l.cat === 0);
const of = (pred: (l: Line) => boolean): bigint => sum(lines.filter(pred).map((l) => l.amount));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Expenses H1');
  ws.addRow(['Two Trucks Moving Co.']);
  ws.addRow(['Expense log, January to June 2025 (USD)']);
  ws.addRow([]);
  ws.addRow(['Date', 'Category', 'Vendor', 'Memo', 'Amount']);
  CATS.forEach(([name], c) => {
    for (const l of lines.filter((x) => x.cat === c)) {
      ws.addRow([
        new Date(Date.UTC(2025, l.month, l.day)),
        name,
        l.vendor,
        `${name.toLowerCase()} - job`,
        cell(l.amount),
      ]);
    }
    ws.addRow(['', `Subtotal ${name}`, '', '', cell(catTotal[c]!)]);
    ws.addRow([]);
  });
  ws.addRow(['', 'Grand total', '', '', cell(grand)]);
  ws.getColumn(1).numFmt = 'mm/dd/yyyy';
  ws.getColumn(5).numFmt = '$#,##0.00';
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): void {
  const ws = wb.getWorksheet('Expenses H1')!;
  let running = 0n;
  let lineSum = 0n;
  let subSum = 0n;
  ws.eachRow((row, n) => {
    if (n <= 4) return;
    const label = String(row.getCell(2).value ?? '');
    const v = row.getCell(5).value;
    if (typeof v !== 'number') return;
    const c = centsAt(ws, `E${n}`);
    if (label.startsWith('Subtotal')) {
      assertEq(`subtotal row ${n}`, running, c);
      subSum += c;
      running = 0n;
    } else if (label === 'Grand total') {
      assertEq('grand total = sum of subtotals', subSum, c);
      assertEq('grand total = sum of lines', lineSum, c);
    } else {
      running += c;
      lineSum += c;
    }
  });
  if (!uniqueMax(catTotal) || !uniqueMax(amounts)) throw new Error('tie in an extreme');
}

const topCat = argMax(catTotal);
const lowCat = argMin(catTotal);
const rentals = lines.filter((l) => l.cat === 1).map((l) => l.amount);

export const movingExpenses: BlindBook = {
  name: NAME,
  business: 'moving company',
  shape: 'expense log grouped by category with subtotal rows, blank rows and a grand total',
  build,
  verify,
  questions: questionsFor(NAME, [
    [
      'what were total expenses',
      { value: money(grand) },
      'the grand total (= sum of the lines, subtotals not added again)',
    ],
    ['what did we spend on fuel', { value: money(catTotal[0]!) }, 'Fuel subtotal'],
    [
      'largest single expense',
      { value: money(amounts[argMax(amounts)]!) },
      'largest line amount (subtotals and grand total are not expenses)',
    ],
    [
      'which category costs us the most',
      { value: money(catTotal[topCat]!), at: CATS[topCat]![0] },
      'category with the largest subtotal',
    ],
    [
      'how many expenses did we log',
      { value: String(lines.length) },
      'number of expense lines, not counting subtotal or total rows',
    ],
    [
      'average fuel fill up',
      { value: meanCents(catTotal[0]!, fuel.length) },
      'Fuel subtotal / number of fuel lines',
    ],
    [
      'how much did we spend in march',
      { value: money(of((l) => l.month === 2)) },
      'all lines dated March 2025',
    ],
    [
      'fuel in march?',
      { value: money(of((l) => l.cat === 0 && l.month === 2)) },
      'Fuel lines dated March 2025',
    ],
    [
      'what percent of spending is insurance',
      { value: pct(catTotal[3]!, grand) },
      'Insurance subtotal / grand total * 100',
    ],
    ['tolls and parking total', { value: money(catTotal[4]!) }, 'Tolls & parking subtotal'],
    [
      'how much have we paid Penske',
      { value: money(of((l) => l.vendor === 'Penske')) },
      'lines with Vendor = Penske',
    ],
    ['what was our revenue', { refuse: true }, 'an expense log holds no revenue'],
    [
      'which category did we spend least on',
      { value: money(catTotal[lowCat]!), at: CATS[lowCat]![0] },
      'category with the smallest subtotal',
    ],
    [
      'change in fuel spend from Q1 to Q2',
      {
        value: money(
          of((l) => l.cat === 0 && l.month >= 3) - of((l) => l.cat === 0 && l.month < 3),
        ),
      },
      'Fuel Apr..Jun minus Fuel Jan..Mar',
    ],
    [
      'biggest truck rental bill',
      { value: money(rentals[argMax(rentals)]!) },
      'largest Truck rental line',
    ],
    ['are we profitable', { refuse: true }, 'no income in the workbook'],
    [
      'packing supplies in Q2',
      { value: money(of((l) => l.cat === 2 && l.month >= 3)) },
      'Packing supplies lines dated Apr..Jun',
    ],
    [
      'total spend in january',
      { value: money(of((l) => l.month === 0)) },
      'all lines dated January 2025',
    ],
  ]),
};
