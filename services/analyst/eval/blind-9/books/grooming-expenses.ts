/**
 * Pet grooming salon expense log (AUD): lines grouped by category, each group headed by the
 * category name, closed by a "Subtotal" row and a blank row; a "Grand total" at the bottom and
 * a Notes column. The subtotal and grand total rows must never be counted as expenses.
 */
import { meanCents, money as m, pct } from '../../expect';
import {
  ExcelJS,
  MONTHS,
  argExtreme,
  asker,
  cell,
  monthAt,
  rng,
  sumN,
  toBytes,
  type BlindBook,
} from '../kit';

const NAME = 'grooming-expenses';
const r = rng(NAME);
interface Line {
  cat: number;
  month: number;
  day: number;
  payee: string;
  what: string;
  amount: number;
  note: string;
}
const CATS: Array<{
  name: string;
  payees: string[];
  what: string;
  lo: number;
  hi: number;
  monthly?: number;
}> = [
  {
    name: 'Shampoos & supplies',
    payees: ['Petbarn Trade', 'GroomPro Wholesale'],
    what: 'Shampoo, conditioner, blades',
    lo: 9_000,
    hi: 48_000,
  },
  {
    name: 'Rent',
    payees: ['Harbourside Property Group'],
    what: 'Shop rent',
    lo: 0,
    hi: 0,
    monthly: 265_000,
  },
  {
    name: 'Utilities',
    payees: ['Origin Energy', 'Sydney Water'],
    what: 'Power / water',
    lo: 14_000,
    hi: 39_000,
  },
  {
    name: 'Van fuel',
    payees: ['Ampol', 'BP Connect'],
    what: 'Mobile grooming van',
    lo: 6_500,
    hi: 14_900,
  },
  {
    name: 'Equipment',
    payees: ['Andis AU', 'Table Co'],
    what: 'Clippers, dryer, table',
    lo: 20_000,
    hi: 180_000,
  },
  {
    name: 'Marketing',
    payees: ['Meta Ads', 'Local Print'],
    what: 'Ads, flyers',
    lo: 5_000,
    hi: 32_000,
  },
];
const lines: Line[] = [];
CATS.forEach((c, cat) => {
  if (c.monthly) {
    for (let month = 0; month < 6; month++)
      lines.push({
        cat,
        month,
        day: 1,
        payee: c.payees[0]!,
        what: c.what,
        amount: c.monthly,
        note: '',
      });
    return;
  }
  const n = c.name === 'Van fuel' ? 14 : r.int(4, 8);
  const raw = Array.from({ length: n }, () => ({ month: r.int(0, 5), day: r.int(1, 28) }));
  raw.sort((a, b) => a.month - b.month || a.day - b.day);
  for (const d of raw) {
    lines.push({
      cat,
      ...d,
      payee: r.pick(c.payees),
      what: c.what,
      amount: r.int(c.lo, c.hi),
      note: r.int(0, 5) === 0 ? 'receipt in folder' : '',
    });
  }
});
// one large equipment purchase: the single largest expense, above a month's rent
lines.push({
  cat: 4,
  month: 2,
  day: 9,
  payee: 'Table Co',
  what: 'Hydraulic grooming table',
  amount: 389_000,
  note: '5-year warranty',
});
lines.sort((a, b) => a.cat - b.cat || a.month - b.month || a.day - b.day);
const catTotal = CATS.map((_, i) => sumN(lines.filter((l) => l.cat === i).map((l) => l.amount)));
const grand = sumN(lines.map((l) => l.amount));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Expenses Jan-Jun');
  ws.addRow(['Wag & Wash Dog Grooming - expenses January to June 2025 (AUD)']);
  ws.addRow([]);
  ws.addRow(['Date', 'Paid to', 'What for', 'Amount', 'Notes']);
  CATS.forEach((c, i) => {
    ws.addRow([c.name]);
    for (const l of lines.filter((x) => x.cat === i)) {
      ws.addRow([
        new Date(Date.UTC(2025, l.month, l.day)),
        l.payee,
        l.what,
        cell(l.amount),
        l.note,
      ]);
    }
    ws.addRow(['', `Subtotal ${c.name}`, '', cell(catTotal[i]!)]);
    ws.addRow([]);
  });
  ws.addRow(['', 'Grand total', '', cell(grand)]);
  ws.getColumn(1).numFmt = 'd mmm yyyy';
  ws.getColumn(4).numFmt = '"A$"#,##0.00';
  return toBytes(wb);
}

const { q, list } = asker(NAME);
const biggest = argExtreme(
  lines.map((l) => l.amount),
  'max',
);
const topCat = argExtreme(catTotal, 'max');
const inMonth = (mi: number): number =>
  sumN(lines.filter((l) => l.month === mi).map((l) => l.amount));
const byMonth = [0, 1, 2, 3, 4, 5].map(inMonth);
const topMonth = argExtreme(byMonth, 'max');
const fuel = lines.filter((l) => l.cat === 3);
const util = lines.filter((l) => l.cat === 2);
const petbarn = sumN(lines.filter((l) => l.payee === 'Petbarn Trade').map((l) => l.amount));

q(
  'total expenses',
  { value: m(grand) },
  'sum of expense lines (= the Grand total row), not counting subtotals',
);
q('what did we spend on fuel', { value: m(catTotal[3]!) }, 'Van fuel subtotal');
q(
  'largest single expense?',
  { value: m(lines[biggest]!.amount) },
  'largest expense line (subtotal/grand total rows excluded)',
);
q(
  'biggest spending category',
  { value: m(catTotal[topCat]!), at: CATS[topCat]!.name },
  'category with the largest subtotal',
);
q('how much is rent each month', { value: m(CATS[1]!.monthly!) }, 'rent is the same every month');
q(
  'how many bills did we pay',
  { value: String(lines.length) },
  'count of expense lines (no subtotal, total, heading rows)',
);
q(
  'what % of spending goes on marketing',
  { value: pct(catTotal[5]!, grand) },
  'Marketing subtotal / grand total',
);
q(
  'average power/water bill',
  { value: meanCents(catTotal[2]!, util.length) },
  'Utilities subtotal / number of Utilities lines',
);
q(
  'smallest fuel fill-up',
  { value: m(Math.min(...fuel.map((l) => l.amount))) },
  'smallest Van fuel line',
);
q('spend in march', { value: m(byMonth[2]!) }, 'all expense lines dated March');
q(
  'which month did we spend the most',
  { value: m(byMonth[topMonth]!), at: monthAt(topMonth) },
  'month with the largest summed expense lines',
);
q('how much have we paid petbarn', { value: m(petbarn) }, 'lines paid to Petbarn Trade');
q('whats eating our margin', { refuse: true }, 'no revenue in the workbook: margin cannot be read');
q('are we making money', { refuse: true }, 'no income in the workbook');
q('equipment spend', { value: m(catTotal[4]!) }, 'Equipment subtotal');
q(
  'how much did we spend in ' + MONTHS[0]!.toLowerCase() + ' on supplies',
  { value: m(sumN(lines.filter((l) => l.cat === 0 && l.month === 0).map((l) => l.amount))) },
  'Shampoos & supplies lines dated January',
);

export const groomingExpenses: BlindBook = {
  name: NAME,
  business: 'pet grooming salon',
  shape: 'expense log grouped by category with subtotals, blank rows, grand total, notes column',
  bytes,
  questions: list,
  checks: [
    ['subtotals add to the grand total', sumN(catTotal) === grand],
    ['month sums add to the grand total', sumN(byMonth) === grand],
  ],
};
