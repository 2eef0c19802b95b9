/** A chimney sweep in Brno: expense log grouped by category, blank rows, Subtotal per category, Grand total, Kč. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  SEED,
  argMax,
  asker,
  cell,
  rng,
  sumB,
  toBytes,
  writeRows,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(SEED + 3);
const cats: Array<[string, string[], number, number]> = [
  ['Fuel', ['Shell Brno', 'OMV Židenice', 'MOL D1'], 900_00, 2600_00],
  ['Brushes & tools', ['Kominík Shop', 'Hornbach'], 300_00, 5200_00],
  ['Van repairs', ['Autoservis Novák'], 2500_00, 19000_00],
  ['Insurance', ['Kooperativa'], 4100_00, 4100_00],
  ['Phone & web', ['O2', 'Wedos'], 250_00, 990_00],
];
interface Exp {
  month: number;
  day: number;
  supplier: string;
  cat: string;
  amount: bigint;
}
const groups = cats.map(([cat, sups, lo, hi]) => {
  const n = cat === 'Insurance' ? 4 : r.int(5, 9);
  const items: Exp[] = [];
  for (let i = 0; i < n; i++) {
    const month = cat === 'Insurance' ? i * 3 : r.int(0, 11);
    items.push({
      month,
      day: r.int(1, 28),
      supplier: r.pick(sups),
      cat,
      amount: BigInt(r.int(lo, hi)),
    });
  }
  items.sort((a, b) => a.month - b.month || a.day - b.day);
  return { cat, items, sub: sumB(items.map((e) => e.amount)) };
});
const all = groups.flatMap((g) => g.items);
const grand = sumB(groups.map((g) => g.sub));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Výdaje 2025');
  const rows: Row[] = [
    ['Komín Brno s.r.o. – expenses 2025'],
    ['all amounts in Kč, VAT included'],
    [],
    ['Date', 'Supplier', 'Category', 'Amount'],
  ];
  for (const g of groups) {
    for (const e of g.items)
      rows.push([new Date(Date.UTC(2025, e.month, e.day)), e.supplier, e.cat, cell(e.amount)]);
    rows.push([null, null, `Subtotal ${g.cat}`, cell(g.sub)]);
    rows.push([]);
  }
  rows.push([null, null, 'Grand total', cell(grand)]);
  rows.push([]);
  rows.push(['Note: van repairs include the new clutch in spring.']);
  writeRows(ws, rows, '#,##0.00 "Kč"');
  ws.getColumn(1).numFmt = 'd.m.yyyy';
  return toBytes(wb);
}

const { qs, q } = asker('chimney-sweep');
const g = (c: string): bigint => groups.find((x) => x.cat === c)!.sub;
const big = argMax(all, (e) => e.amount);
const topCat = argMax(groups, (x) => x.sub);
const inMonth = (m: number): bigint => sumB(all.filter((e) => e.month === m).map((e) => e.amount));
q(
  'what were total expenses',
  { value: hundredths(grand) },
  'sum of expense lines (= Grand total), subtotals not added',
);
q('what did we spend on fuel', { value: hundredths(g('Fuel')) }, 'Fuel lines (= Subtotal Fuel)');
q('van repairs cost us how much', { value: hundredths(g('Van repairs')) }, 'Van repairs lines');
q(
  'largest single expense',
  { value: hundredths(big.amount) },
  'largest expense line, not a subtotal or the grand total',
);
q(
  'where does most of our money go',
  { value: hundredths(topCat.sub), at: topCat.cat },
  'category with the largest subtotal',
);
q(
  'how many expenses did we log',
  { value: String(all.length) },
  'count of expense lines (no subtotal/total rows)',
);
q(
  'average expense',
  { value: meanCents(grand, all.length) },
  'grand total / number of expense lines',
);
q('fuel as a % of all spending', { value: pct(g('Fuel'), grand) }, 'Fuel / Grand total * 100');
q('insurance total', { value: hundredths(g('Insurance')) }, 'Insurance lines');
q(
  'how much did we pay Hornbach',
  { value: hundredths(sumB(all.filter((e) => e.supplier === 'Hornbach').map((e) => e.amount))) },
  'lines with Supplier = Hornbach',
);
q('spending in may', { value: hundredths(inMonth(4)) }, 'expense lines dated May 2025');
q('phone and web costs', { value: hundredths(g('Phone & web')) }, 'Phone & web lines');
q(
  'brushes and tools plus fuel',
  { value: hundredths(g('Brushes & tools') + g('Fuel')) },
  'two category subtotals added',
);
q(
  'is the van worth keeping',
  { refuse: true },
  'a judgement; no income or replacement cost on the sheet',
);
q(
  'what did we spend on marketing',
  { refuse: true },
  'no marketing category; the sheet cannot say whether it was 0 or kept elsewhere',
);

export const chimneySweep: BlindBook = {
  name: 'chimney-sweep',
  business: 'chimney sweep (Kč)',
  build,
  questions: qs,
  checks: [['grand total = sum of lines', grand, sumB(all.map((e) => e.amount))]],
};
