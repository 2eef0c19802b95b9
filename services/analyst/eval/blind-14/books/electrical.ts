/**
 * An electrical wholesaler's expense log (ZAR, R): grouped by category, each group followed
 * by a "Subtotal <category>" row and a blank row, a "GRAND TOTAL" at the end, and a notes
 * column. The totals are checks, never data.
 */
import ExcelJS from 'exceljs';
import {
  asker,
  cell,
  int,
  meanCents,
  money,
  pct,
  rng,
  sum,
  toBytes,
  argmax,
  type BlindBook,
} from '../kit';

const CATEGORIES: Array<[string, string[], [number, number]]> = [
  ['Fuel', ['Shell Sandton', 'Engen N1', 'Sasol Midrand'], [60000, 250000]],
  ['Vehicle repairs', ['Tiger Wheel & Tyre', 'Midas Rivonia'], [150000, 900000]],
  ['Rent', ['Kyalami Props'], [2450000, 2450000]],
  ['Electricity & water', ['City Power', 'Joburg Water'], [300000, 800000]],
  ['Insurance', ['Santam'], [410000, 410000]],
  ['Office', ['Waltons', 'Takealot', 'Vodacom'], [20000, 180000]],
];

interface Line {
  date: Date;
  supplier: string;
  category: string;
  amount: bigint;
}

export async function electricalBook(): Promise<BlindBook> {
  const r = rng(3);
  const lines: Line[] = [];
  for (const [category, suppliers, [lo, hi]] of CATEGORIES) {
    const n = category === 'Rent' || category === 'Insurance' ? 3 : int(r, 4, 7);
    for (let i = 0; i < n; i++) {
      const month = category === 'Rent' || category === 'Insurance' ? i : int(r, 0, 2);
      lines.push({
        date: new Date(Date.UTC(2025, month, int(r, 1, 28))),
        supplier: suppliers[int(r, 0, suppliers.length - 1)]!,
        category,
        amount: BigInt(int(r, lo / 100, hi / 100)) * 100n + BigInt(int(r, 0, 99)),
      });
    }
  }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Q1 expenses');
  ws.addRow(['Volt-Line Electrical Wholesalers (Pty) Ltd']);
  ws.addRow(['Expenses January – March 2025, amounts in Rand (R)']);
  ws.addRow(['Date', 'Supplier', 'Category', 'Amount', 'Notes']);
  const subtotals: bigint[] = [];
  for (const [category] of CATEGORIES) {
    const group = lines
      .filter((l) => l.category === category)
      .sort((a, b) => a.date.getTime() - b.date.getTime());
    for (const l of group)
      ws.addRow([
        l.date,
        l.supplier,
        l.category,
        cell(l.amount),
        l.amount > 2000000n ? 'debit order' : '',
      ]);
    const sub = sum(group.map((l) => l.amount));
    subtotals.push(sub);
    ws.addRow(['', '', `Subtotal ${category}`, cell(sub)]);
    ws.addRow([]);
  }
  const grand = sum(lines.map((l) => l.amount));
  ws.addRow(['', '', 'GRAND TOTAL', cell(grand)]);
  ws.getColumn(1).numFmt = 'yyyy/mm/dd';

  const cat = (c: string): bigint =>
    sum(lines.filter((l) => l.category === c).map((l) => l.amount));
  const biggest = lines.reduce((a, b) => (b.amount > a.amount ? b : a));
  const inMonth = (m: number): bigint =>
    sum(lines.filter((l) => l.date.getUTCMonth() === m).map((l) => l.amount));
  const top = argmax(subtotals);
  const nonRent = lines.filter((l) => l.category !== 'Rent');
  const smallest = nonRent.reduce((a, b) => (b.amount < a.amount ? b : a));
  const { q, list } = asker('electrical');
  q(
    'what were total expenses for the quarter',
    { value: money(grand) },
    'sum of expense lines (= GRAND TOTAL, not summed with subtotals)',
  );
  q('what did we spend on fuel', { value: money(cat('Fuel')) }, 'Fuel lines');
  q(
    'largest single expense',
    { value: money(biggest.amount) },
    'largest expense line, never a subtotal',
  );
  q(
    'which category costs us the most',
    { value: money(subtotals[top]!), at: CATEGORIES[top]![0] },
    'category with largest sum',
  );
  q(
    'how much went on vehicle repairs',
    { value: money(cat('Vehicle repairs')) },
    'Vehicle repairs lines',
  );
  q('expenses in february', { value: money(inMonth(1)) }, 'lines dated Feb 2025');
  q(
    'how many expense entries are there',
    { value: String(lines.length) },
    'count of expense lines, excluding subtotal/total/blank rows',
  );
  q('avg expense', { value: meanCents(grand, lines.length) }, 'grand total / number of lines');
  q('what % of spending is rent', { value: pct(cat('Rent'), grand) }, 'Rent / grand total, %');
  q(
    'electricity and water total',
    { value: money(cat('Electricity & water')) },
    'Electricity & water lines',
  );
  q(
    'how much did we pay Santam',
    { value: money(sum(lines.filter((l) => l.supplier === 'Santam').map((l) => l.amount))) },
    'lines with Supplier = Santam',
  );
  q(
    'smallest expense that is not rent',
    { value: money(smallest.amount) },
    'smallest line outside the Rent category',
  );
  q(
    'office costs in january',
    {
      value: money(
        sum(
          lines
            .filter((l) => l.category === 'Office' && l.date.getUTCMonth() === 0)
            .map((l) => l.amount),
        ),
      ),
    },
    'Office lines dated Jan 2025',
  );
  q('were we profitable this quarter', { refuse: true }, 'expenses only, no income in the book');
  q('how much VAT did we pay', { refuse: true }, 'VAT is not split out');
  return {
    name: 'electrical',
    business: 'electrical wholesaler (R)',
    bytes: await toBytes(wb),
    questions: list,
    checks: [{ what: 'subtotals add up to grand total', a: sum(subtotals), b: grand }],
  };
}
