/**
 * Laundromat (₸, tenge): an expense log grouped by category, each block followed by a
 * "Subtotal - <category>" row and a blank row, a GRAND TOTAL at the bottom, a Notes column,
 * and a note line under the table. Dates are real dates, Jan-Jun 2025.
 */
import { meanCents, money, pct } from '../../expect';
import {
  argExtreme,
  asker,
  cell,
  day,
  newBook,
  rng,
  SEED,
  sumOf,
  toBytes,
  type BlindBook,
} from '../lib';

const NAME = 'laundry-expenses';
const r = rng(SEED + 3);
const CATS: Array<[string, string[], number, number]> = [
  ['Detergent & softener', ['Ariel Pro 20kg', 'Softener drum', 'Bleach crate'], 1500000, 6000000],
  ['Utilities', ['Electricity', 'Water', 'Gas'], 4000000, 12000000],
  ['Repairs', ['Dryer belt', 'Washer pump', 'Coin mechanism', 'Door seal'], 800000, 9000000],
  ['Rent', ['Shop rent'], 25000000, 25000000],
  ['Advertising', ['Instagram ads', 'Flyers'], 500000, 3000000],
];
interface Line {
  month: number;
  d: number;
  cat: number;
  what: string;
  amount: number;
}
const lines: Line[] = [];
CATS.forEach(([, items, lo, hi], c) => {
  const n = c === 3 ? 6 : r.int(4, 7);
  const block: Line[] = [];
  for (let i = 0; i < n; i++) {
    const month = c === 3 ? i : r.int(0, 5);
    block.push({
      month,
      d: r.int(1, 28),
      cat: c,
      what: c === 3 ? 'Shop rent' : r.pick(items),
      amount: Math.round(r.int(lo, hi) / 100) * 100,
    });
  }
  block.sort((a, b) => a.month - b.month || a.d - b.d);
  lines.push(...block);
});
const catTotal = CATS.map((_, c) => sumOf(lines.filter((l) => l.cat === c).map((l) => l.amount)));
const grand = sumOf(lines.map((l) => l.amount));

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Expenses H1');
  ws.addRow(['AqUA Laundromat - Almaty']);
  ws.addRow(['Expenses January - June 2025, ₸']);
  ws.addRow([]);
  ws.addRow(['Date', 'Category', 'Description', 'Amount ₸', 'Notes']);
  CATS.forEach(([name], c) => {
    for (const l of lines.filter((x) => x.cat === c)) {
      const row = ws.addRow([
        day(2025, l.month, l.d),
        name,
        l.what,
        cell(l.amount),
        l.amount > 20000000 ? 'bank transfer' : '',
      ]);
      row.getCell(1).numFmt = 'dd.mm.yyyy';
    }
    ws.addRow(['', `Subtotal - ${name}`, '', cell(catTotal[c]!), '']);
    ws.addRow([]);
  });
  ws.addRow(['', 'GRAND TOTAL', '', cell(grand), '']);
  ws.addRow([]);
  ws.addRow(['Note: wages are paid by the owner and not listed here.']);
  return toBytes(wb);
}

const { qs, ask } = asker(NAME);
const big = argExtreme(lines.map((l) => l.amount));
const nonRent = lines.filter((l) => l.cat !== 3);
const bigNonRent = argExtreme(nonRent.map((l) => l.amount));
ask(
  'what were total expenses',
  { value: money(grand) },
  'sum of the expense lines (= GRAND TOTAL; subtotals not added again)',
);
ask(
  'how much did we spend on utilities',
  { value: money(catTotal[1]!) },
  'Utilities lines (= its subtotal)',
);
ask('repairs so far?', { value: money(catTotal[2]!) }, 'Repairs lines, Jan-Jun');
ask(
  'how many expenses did we log',
  { value: String(lines.length) },
  'count of expense lines (no subtotal or total rows)',
);
ask('average expense', { value: meanCents(grand, lines.length) }, 'grand total / number of lines');
ask(
  'which category costs us the most',
  { at: CATS[argExtreme(catTotal)]![0] },
  'category with the largest subtotal',
);
ask('what % of spending is rent', { value: pct(catTotal[3]!, grand) }, 'Rent / grand total * 100');
ask(
  'largest single expense',
  { value: money(lines[big]!.amount) },
  'largest one line (not a subtotal)',
);
ask(
  'biggest expense apart from rent',
  { value: money(nonRent[bigNonRent]!.amount) },
  'largest line outside Rent',
);
ask(
  'what did we spend in march',
  { value: money(sumOf(lines.filter((l) => l.month === 2).map((l) => l.amount))) },
  'lines dated March 2025, all categories',
);
ask(
  'electricity total',
  { value: money(sumOf(lines.filter((l) => l.what === 'Electricity').map((l) => l.amount))) },
  'lines described Electricity',
);
ask(
  'how much on advertising in Q2',
  { value: money(sumOf(lines.filter((l) => l.cat === 4 && l.month >= 3).map((l) => l.amount))) },
  'Advertising lines Apr-Jun',
);
ask(
  'monthly rent?',
  { value: money(lines.find((l) => l.cat === 3)!.amount) },
  'every Shop rent line is the same amount',
);
ask('what do we pay in wages', { refuse: true }, 'the note says wages are not listed');
ask('how much did we take in from the machines', { refuse: true }, 'expenses only, no takings');
export const laundryExpenses: BlindBook = {
  name: NAME,
  business: 'laundromat',
  shape: 'expense log with subtotals per category, blank rows, grand total, note',
  build,
  questions: qs,
  checks: [{ what: 'subtotals make the grand total', a: sumOf(catTotal), b: grand }],
};
