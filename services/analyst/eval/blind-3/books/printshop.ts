/**
 * Printing shop (PHP): an A/R aging summary as of a date: customer, Current, 1 - 30, 31 - 60,
 * 61 - 90, > 90, Total; empty cells where nothing is due; a TOTAL row.
 */
import { meanCents, money, pct } from '../../expect';
import { argmax, bsum, questionsFor } from '../q';
import { makeRng } from '../rng';
import { FMT, M, SheetWriter, newBook, toBytes } from '../sheet';
import type { Blind3Book } from '../types';

const CUSTOMERS = [
  'Jollibee Foods - Makati',
  'San Miguel Brewery',
  'Ateneo Alumni Assn',
  'Barangay 143 Council',
  'Mercury Drug Ortigas',
  'Kultura Events',
  'Rustan\u2019s Marketing',
  'Greenhills Parish',
  'Sunlife Advisers QC',
  'Pinoy Fun Run Org',
  'Lotus Dental Clinic',
  'Makati Med Foundation',
] as const;
const BUCKETS = ['Current', '1 - 30', '31 - 60', '61 - 90', '> 90'] as const;

export async function printshop(): Promise<Blind3Book> {
  const rng = makeRng(6);
  const rows = CUSTOMERS.map((c) => ({
    c,
    b: BUCKETS.map((_, j) =>
      rng.next() < [0.75, 0.55, 0.4, 0.3, 0.25][j]!
        ? BigInt(rng.int(2000, 90000) * 100 + rng.int(0, 99))
        : 0n,
    ),
  }));
  // Two long-overdue accounts every aging report seems to have.
  rows[3]!.b[4] = 4512075n;
  rows[9]!.b[4] = 1830000n;
  for (const r of rows) if (bsum(r.b) === 0n) r.b[0] = BigInt(rng.int(2000, 90000) * 100);
  const total = (r: (typeof rows)[number]): bigint => bsum(r.b);
  const colTotal = (j: number): bigint => bsum(rows.map((r) => r.b[j]!));
  const grand = bsum(rows.map(total));

  const wb = newBook();
  const S = 'AR Aging';
  const w = new SheetWriter(wb.addWorksheet(S), FMT.php);
  w.add(['Print Haus Manila'], { bold: true });
  w.add(['A/R Aging Summary']);
  w.add(['As of November 30, 2025']);
  w.blank();
  w.add(['Customer', ...BUCKETS, 'TOTAL'], { bold: true });
  const first = w.row + 1;
  for (const r of rows) w.add([r.c, ...r.b.map((x) => (x === 0n ? null : M(x))), M(total(r))]);
  const last = w.row;
  const tr = w.add(['TOTAL', ...BUCKETS.map((_, j) => M(colTotal(j))), M(grand)], { bold: true });
  const L = ['B', 'C', 'D', 'E', 'F', 'G'];
  const totals: Blind3Book['totals'] = L.map((c) => ({
    sheet: S,
    total: `${c}${tr}`,
    parts: `${c}${first}:${c}${last}`,
  }));
  rows.forEach((_, i) =>
    totals.push({ sheet: S, total: `G${first + i}`, parts: `B${first + i}:F${first + i}` }),
  );

  const top = argmax(rows, total);
  const over60 = colTotal(3) + colTotal(4);
  const topOver90 = argmax(rows, (r) => r.b[4]!);
  const nOver90 = rows.filter((r) => r.b[4]! > 0n).length;
  const overdue = grand - colTotal(0);
  const mercury = rows.find((r) => r.c.startsWith('Mercury'))!;
  const kultura = rows.find((r) => r.c.startsWith('Kultura'))!;

  const { list, ask, refuse } = questionsFor('printshop');
  ask('how much are we owed in total', { value: money(grand) }, 'TOTAL row, TOTAL column', {
    sheet: S,
    range: `G${first}:G${last}`,
    op: 'sum',
  });
  ask(
    'who owes us the most',
    { value: money(total(top)), at: top.c },
    'customer with the largest TOTAL',
  );
  ask(
    'how much is more than 60 days late',
    { value: money(over60) },
    '61 - 90 plus > 90 columns, all customers',
    { sheet: S, range: `E${tr}:F${tr}`, op: 'sum' },
  );
  ask('total over 90 days', { value: money(colTotal(4)) }, '> 90 column total', {
    sheet: S,
    range: `F${first}:F${last}`,
    op: 'sum',
  });
  ask(
    'how much does mercury drug owe',
    { value: money(total(mercury)) },
    'Mercury Drug Ortigas, TOTAL',
  );
  ask(
    'kultura events 31-60',
    { value: money(kultura.b[2]!) },
    'Kultura Events, 31 - 60 (0 when empty)',
  );
  ask(
    'how many customers have something over 90 days',
    { value: String(nOver90) },
    'count of customers with a non-empty > 90 cell',
    { sheet: S, range: `F${first}:F${last}`, op: 'count' },
  );
  ask(
    'what share of receivables is current',
    { value: pct(colTotal(0), grand) },
    'Current total / grand total, percent',
  );
  ask(
    'who has the most over 90 days',
    { value: money(topOver90.b[4]!), at: topOver90.c },
    'customer with the largest > 90 amount',
  );
  ask(
    'average balance per customer',
    { value: meanCents(grand, rows.length) },
    'grand total / 12 customers',
    { sheet: S, range: `G${first}:G${last}`, op: 'mean' },
  );
  ask(
    'how much is overdue',
    { value: money(overdue) },
    'everything not Current: 1-30 through > 90',
  );
  ask('1-30 days bucket total', { value: money(colTotal(1)) }, '1 - 30 column total', {
    sheet: S,
    range: `C${tr}`,
    op: 'value',
  });
  ask('Current receivables', { value: money(colTotal(0)) }, 'Current column total', {
    sheet: S,
    range: `B${first}:B${last}`,
    op: 'sum',
  });
  ask(
    'smallest balance',
    { value: money(rows.reduce((m, r) => (total(r) < m ? total(r) : m), grand)) },
    'the smallest customer TOTAL',
    { sheet: S, range: `G${first}:G${last}`, op: 'min' },
  );
  refuse('when will san miguel pay', 'no payment dates or terms');
  refuse('how much did we invoice this year', 'an aging report holds open balances, not invoicing');
  refuse('whats our DSO', 'days sales outstanding needs sales, which the sheet lacks');

  return {
    name: 'printshop',
    business: 'printing shop',
    shape: 'A/R aging summary, buckets, empty cells, TOTAL row and column',
    bytes: await toBytes(wb),
    questions: list,
    totals,
  };
}
