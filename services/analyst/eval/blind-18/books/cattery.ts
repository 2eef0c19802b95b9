/** A cattery's expense log (₦), grouped by category with Subtotal rows, blank rows, a grand total. */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  int,
  pick,
  questionsFor,
  REFUSE,
  rngFor,
  S,
  toBytes,
  type BlindBook,
} from './kit';

const NAME = 'cattery';
const r = rngFor(NAME);
const cats = {
  Food: ['Purrfect Feeds Ltd', 'Lagos Pet Market'],
  Litter: ['CleanPaws Supplies'],
  Veterinary: ['Ikoyi Vet Clinic', 'Dr. Adebayo'],
  Utilities: ['IKEDC', 'Water Board'],
  Cleaning: ['CleanPaws Supplies', 'Shoprite'],
} as const;
type Cat = keyof typeof cats;
const catNames = Object.keys(cats) as Cat[];
const rows = catNames.flatMap((c) =>
  Array.from({ length: int(r, 5, 9) }, () => ({
    date: new Date(Date.UTC(2025, int(r, 0, 2), int(r, 1, 28))),
    cat: c,
    supplier: pick(r, cats[c]),
    amount: int(r, 800000, 9500000) + int(r, 0, 99),
  })).sort((a, b) => a.date.getTime() - b.date.getTime()),
);
const sub = catNames.map((c) => S(rows.filter((x) => x.cat === c).map((x) => x.amount)));
const grand = S(sub);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Expenses Q1');
  ws.addRow(['Whiskers Cattery - running costs, Q1 2025']);
  ws.addRow(['Amounts in ₦']);
  ws.addRow(['Date', 'Category', 'Paid to', 'Amount']);
  catNames.forEach((c, i) => {
    rows
      .filter((x) => x.cat === c)
      .forEach((x) => ws.addRow([x.date, x.cat, x.supplier, cell(x.amount)]));
    ws.addRow(['', `Subtotal ${c}`, '', cell(sub[i]!)]);
    ws.addRow([]);
  });
  ws.addRow(['', 'Grand total', '', cell(grand)]);
  ws.getColumn(1).numFmt = 'd mmm yyyy';
  return toBytes(wb);
}

const top = argMax(sub);
const low = argMin(sub);
const feb = S(rows.filter((x) => x.date.getUTCMonth() === 1).map((x) => x.amount));
const biggest = rows.reduce((b, x) => (x.amount > b.amount ? x : b));
const litter = rows.filter((x) => x.cat === 'Litter');
const util = rows.filter((x) => x.cat === 'Utilities');

export const cattery: BlindBook = {
  name: NAME,
  business: 'cattery (₦)',
  build,
  checks: [{ what: 'row sum = subtotals', a: S(rows.map((x) => x.amount)), b: grand }],
  questions: questionsFor(NAME, [
    [
      'total expenses for the quarter',
      { value: money(grand) },
      'grand total (= sum of subtotals; subtotals not double counted)',
    ],
    ['what did we spend on food', { value: money(sub[0]!) }, 'Food subtotal'],
    ['vet bills total', { value: money(sub[2]!) }, 'Veterinary subtotal'],
    [
      'where does most of our money go',
      { value: money(sub[top]!), at: catNames[top]! },
      'category with the largest subtotal',
    ],
    [
      'which category did we spend least on',
      { value: money(sub[low]!), at: catNames[low]! },
      'category with the smallest subtotal',
    ],
    [
      'how much did we spend in february',
      { value: money(feb) },
      'all rows dated Feb 2025, subtotals excluded',
    ],
    ['largest single expense', { value: money(biggest.amount) }, 'largest Amount on one line'],
    [
      'how much have we paid CleanPaws Supplies',
      {
        value: money(
          S(rows.filter((x) => x.supplier === 'CleanPaws Supplies').map((x) => x.amount)),
        ),
      },
      'sum of Amount paid to CleanPaws Supplies (Litter and Cleaning)',
    ],
    [
      'cleaning as a % of total costs',
      { value: pct(sub[4]!, grand) },
      'Cleaning subtotal / grand total * 100',
    ],
    [
      'how many utility bills did we pay',
      { value: String(util.length) },
      'count of Utilities lines',
    ],
    [
      'average litter purchase',
      { value: meanCents(sub[1]!, litter.length) },
      'Litter subtotal / number of Litter lines',
    ],
    [
      'utilities in january',
      { value: money(S(util.filter((x) => x.date.getUTCMonth() === 0).map((x) => x.amount))) },
      'Utilities lines dated Jan 2025',
    ],
    ['how much did we earn from boarding', REFUSE, 'an expense log: no income'],
    ['expenses for april', REFUSE, 'Q1 only'],
    ['are we spending too much', REFUSE, 'a judgement with no benchmark on the sheet'],
  ]),
};
