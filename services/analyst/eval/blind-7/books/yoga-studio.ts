/**
 * A yoga studio's expense log in pesos: grouped by category, each group followed by a
 * "Subtotal" line and a blank row, a GRAND TOTAL at the end and a note under it.
 */
import ExcelJS from 'exceljs';
import {
  MON,
  Questions,
  argMax,
  centsIn,
  cell,
  divRound,
  fmt,
  intIn,
  money,
  pct,
  pick,
  rngFor,
  sum,
  toBytes,
  uniqueExtreme,
  type BlindBook,
} from '../kit';

const NAME = 'yoga-studio';
const CATEGORIES: Record<
  string,
  { vendors: string[]; lo: number; hi: number; n: [number, number] }
> = {
  Rent: { vendors: ['Ayala Land Leasing'], lo: 38000, hi: 38000, n: [6, 6] },
  Utilities: { vendors: ['Meralco', 'Manila Water', 'PLDT Fibr'], lo: 1800, hi: 9500, n: [8, 12] },
  'Instructor Fees': {
    vendors: ['Mara Santos', 'Jun Reyes', 'Bea Lim'],
    lo: 6000,
    hi: 18000,
    n: [9, 14],
  },
  Marketing: {
    vendors: ['Meta Ads', 'PrintHub Makati', 'Canva Pro'],
    lo: 900,
    hi: 12000,
    n: [5, 9],
  },
  'Mats & Props': { vendors: ['Lazada', 'Decathlon BGC'], lo: 1500, hi: 26000, n: [3, 6] },
};

interface Expense {
  date: Date;
  vendor: string;
  category: string;
  amount: number;
}

export async function build(): Promise<BlindBook> {
  const rng = rngFor(NAME);
  const groups = Object.entries(CATEGORIES).map(([category, c]) => {
    const n = intIn(rng, c.n[0], c.n[1]);
    const rows: Expense[] = Array.from({ length: n }, (_, i) => ({
      date: new Date(Date.UTC(2025, category === 'Rent' ? i : intIn(rng, 0, 5), intIn(rng, 1, 28))),
      vendor: pick(rng, c.vendors),
      category,
      amount: centsIn(rng, c.lo, c.hi),
    }));
    rows.sort((a, b) => a.date.getTime() - b.date.getTime());
    return { category, rows, subtotal: sum(rows.map((r) => r.amount)) };
  });
  const all = groups.flatMap((g) => g.rows);
  const grand = sum(all.map((r) => r.amount));

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Gastos Jan-Jun');
  ws.addRow(['Lotus Flow Yoga Studio']);
  ws.addRow(['Expense log, January - June 2025 (₱)']);
  ws.addRow([]);
  ws.addRow(['Date', 'Paid to', 'Category', 'Amount (₱)']);
  for (const g of groups) {
    for (const r of g.rows) {
      const row = ws.addRow([r.date, r.vendor, r.category, cell(r.amount)]);
      row.getCell(1).numFmt = 'dd/mm/yyyy';
      fmt(row, [4]);
    }
    fmt(ws.addRow(['', '', `Subtotal ${g.category}`, cell(g.subtotal)]), [4]);
    ws.addRow([]);
  }
  fmt(ws.addRow(['GRAND TOTAL', '', '', cell(grand)]), [4]);
  ws.addRow([]);
  ws.addRow(['Note: instructor fees are per class pack taught; rent includes association dues.']);

  const q = new Questions(NAME);
  const sub = (c: string): bigint => groups.find((g) => g.category === c)!.subtotal;
  const subs = groups.map((g) => g.subtotal);
  const top = argMax(subs);
  const biggest = all.reduce((a, r) => (r.amount > a.amount ? r : a));
  const inMonth = (m: number): bigint =>
    sum(all.filter((r) => r.date.getUTCMonth() === m).map((r) => r.amount));
  const byMonth = [0, 1, 2, 3, 4, 5].map(inMonth);
  const topMonth = argMax(byMonth);

  q.money(
    'what were total expenses',
    grand,
    'sum of every expense line (= GRAND TOTAL; subtotals are not added again)',
  );
  q.money(
    'what did we spend on marketing',
    sub('Marketing'),
    'Marketing lines (= Subtotal Marketing)',
  );
  q.money('utilities total', sub('Utilities'), 'Utilities lines');
  q.money('how much went to instructors', sub('Instructor Fees'), 'Instructor Fees lines');
  q.money(
    'largest single expense',
    biggest.amount,
    'largest amount on one expense line (subtotals and grand total excluded)',
  );
  q.num(
    'how many expenses did we log',
    all.length,
    'count of expense lines, subtotal and total lines excluded',
  );
  q.money(
    'average expense',
    divRound(grand, BigInt(all.length)),
    'grand total / number of expense lines, to the cent',
  );
  q.pct('what percent of spending is rent', pct(sub('Rent'), grand), 'Rent / grand total * 100');
  if (uniqueExtreme(subs, top))
    q.at(
      'where does most of our money go',
      groups[top]!.category,
      'category with the largest subtotal',
      money(subs[top]!),
    );
  q.money(
    'how much did we pay meralco',
    sum(all.filter((r) => r.vendor === 'Meralco').map((r) => r.amount)),
    'lines paid to Meralco',
  );
  q.money('spending in march', byMonth[2]!, 'expense lines dated March 2025');
  if (uniqueExtreme(byMonth, topMonth))
    q.at(
      'which month did we spend the most',
      MON[topMonth]!,
      'month with the highest sum of expense lines',
      money(byMonth[topMonth]!),
    );
  q.money(
    'monthly rent',
    sub('Rent') / 6n,
    'rent is the same every month: Rent subtotal / 6 (exact)',
  );
  q.money('mats and props spend', sub('Mats & Props'), 'Mats & Props lines');
  q.money(
    'total paid to bea lim',
    sum(all.filter((r) => r.vendor === 'Bea Lim').map((r) => r.amount)),
    'lines paid to Bea Lim',
  );
  q.refuse('did we spend more than last year', 'only January-June 2025 is in the sheet');
  q.refuse('are we profitable', 'no income in the sheet');

  return {
    name: NAME,
    business: 'yoga studio',
    shape: 'expense log grouped by category with subtotals, blank rows, grand total, note',
    bytes: await toBytes(wb),
    questions: q.list,
    checks: [
      { what: 'subtotals = grand total', got: sum(subs), want: grand },
      { what: 'months = grand total', got: sum(byMonth), want: grand },
      { what: 'rent evenly divisible', got: (sub('Rent') / 6n) * 6n, want: sub('Rent') },
    ],
  };
}
