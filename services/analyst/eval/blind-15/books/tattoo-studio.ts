/**
 * Tattoo studio, CHF: an expense log grouped by category, a "Subtotal <category>" row after
 * each group, blank separator rows, a Grand total at the bottom and a notes column.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct, sum } from '../../expect';
import { asker, cell, readCents, rng, toBytes, type BlindBook } from '../kit';

const NAME = 'tattoo-studio';
const CATS: Record<string, string[]> = {
  'Ink & needles': ['Eternal Ink AG', 'Cheyenne Supply'],
  Rent: ['Immobilien Zürich'],
  Hygiene: ['MedSan GmbH', 'Hygiene Direct'],
  Marketing: ['Instagram Ads', 'Druckerei Meier'],
  Utilities: ['EWZ Strom', 'Swisscom'],
};
const r = rng(3);
interface Exp {
  date: Date;
  supplier: string;
  category: string;
  amount: number;
}
const lines: Exp[] = Object.entries(CATS).flatMap(([category, sups]) =>
  Array.from({ length: category === 'Rent' ? 6 : r.int(4, 8) }, (_, i) => ({
    date: new Date(Date.UTC(2025, category === 'Rent' ? i : r.int(0, 5), r.int(1, 28))),
    supplier: r.pick(sups),
    category,
    amount: category === 'Rent' ? 380000 : r.int(4500, 98000),
  })).sort((a, b) => a.date.getTime() - b.date.getTime()),
);
const catTotal = (c: string): number =>
  Number(sum(lines.filter((l) => l.category === c).map((l) => l.amount)));
const grand = Number(sum(lines.map((l) => l.amount)));
const subtotalRows: Array<{ row: number; category: string }> = [];
let grandRow = 0;

async function build(): Promise<Uint8Array> {
  subtotalRows.length = 0;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ausgaben H1');
  ws.addRow(['Inkwell Tattoo Studio']);
  ws.addRow(['Expenses January - June 2025, CHF']);
  ws.addRow([]);
  ws.addRow(['Date', 'Supplier', 'Category', 'Amount', 'Notes']);
  for (const c of Object.keys(CATS)) {
    for (const l of lines.filter((x) => x.category === c)) {
      ws.addRow([
        l.date,
        l.supplier,
        l.category,
        cell(l.amount),
        l.amount > 90000 ? 'check invoice' : '',
      ]);
    }
    const row = ws.addRow(['', `Subtotal ${c}`, '', cell(catTotal(c))]);
    subtotalRows.push({ row: row.number, category: c });
    ws.addRow([]);
  }
  grandRow = ws.addRow(['', 'Grand total', '', cell(grand)]).number;
  ws.addRow(['Paid from the studio account; cash purchases not included.']);
  ws.getColumn(1).numFmt = 'dd.mm.yyyy';
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): string[] {
  const ws = wb.getWorksheet('Ausgaben H1')!;
  const subs = subtotalRows.reduce((s, x) => s + readCents(ws, `D${x.row}`), 0);
  return subs === readCents(ws, `D${grandRow}`) ? [] : [`subtotals ${subs} != grand total`];
}

const { ask, questions } = asker(NAME);
const cats = Object.keys(CATS);
const totals = cats.map(catTotal);
const top = totals.indexOf(Math.max(...totals));
const biggest = lines.reduce((a, b) => (b.amount > a.amount ? b : a));
const march = lines.filter((l) => l.date.getUTCMonth() === 2);
const nonRent = lines.filter((l) => l.category !== 'Rent');
const smallest = nonRent.reduce((a, b) => (b.amount < a.amount ? b : a));

ask(
  'total expenses',
  { value: money(grand) },
  'Grand total = sum of all expense lines (subtotals not counted again)',
);
ask(
  'what did we spend on ink and needles',
  { value: money(catTotal('Ink & needles')) },
  'Subtotal Ink & needles',
);
ask(
  'biggest single expense',
  { value: money(biggest.amount) },
  'largest expense line (not a subtotal or the grand total)',
);
ask(
  'how many expenses are in the log',
  { value: String(lines.length) },
  'count of expense lines, subtotal/total rows excluded',
);
ask(
  'what % of costs is rent',
  { value: pct(catTotal('Rent'), grand) },
  'Rent subtotal / Grand total * 100',
);
ask(
  'which category costs us the most',
  { value: money(totals[top]!), at: cats[top]! },
  'category with the largest subtotal',
);
ask('marketing spend', { value: money(catTotal('Marketing')) }, 'Subtotal Marketing');
ask(
  'how much did we pay hygiene direct',
  { value: money(sum(lines.filter((l) => l.supplier === 'Hygiene Direct').map((l) => l.amount))) },
  'sum of lines with Supplier = Hygiene Direct',
);
ask(
  'expenses in march',
  { value: money(sum(march.map((l) => l.amount))) },
  'sum of lines dated March 2025',
);
ask(
  'average expense',
  { value: meanCents(grand, lines.length) },
  'Grand total / number of expense lines',
);
ask('smallest non-rent expense', { value: money(smallest.amount) }, 'smallest line outside Rent');
ask(
  'utilities and marketing together',
  { value: money(catTotal('Utilities') + catTotal('Marketing')) },
  'Subtotal Utilities + Subtotal Marketing',
);
ask('how much did we spend in 2024', { refuse: true }, 'the log covers Jan-Jun 2025 only');
ask(
  'what are the cash purchases',
  { refuse: true },
  'the note says cash purchases are not included',
);

export const tattooStudio: BlindBook = {
  name: NAME,
  about:
    'tattoo studio, CHF, expense log with blank rows, subtotals per category, grand total, notes',
  build,
  questions,
  verify,
};
