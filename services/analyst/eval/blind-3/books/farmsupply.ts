/**
 * Farm supply store (PHP): an expense log grouped by category. Each group has a heading row,
 * its lines (date, payee, description, amount), a "Subtotal" row and a blank row; a GRAND
 * TOTAL closes the sheet and a note sits under it.
 */
import { meanCents, money, pct } from '../../expect';
import { argmax, bsum, questionsFor } from '../q';
import { makeRng } from '../rng';
import { FMT, M, MONTHS, SheetWriter, day, newBook, toBytes } from '../sheet';
import type { Blind3Book } from '../types';

const CATS: Array<{ name: string; payees: string[]; lo: number; hi: number; n: number }> = [
  {
    name: 'Fuel & Delivery',
    payees: ['Petron Calamba', 'Shell Los Baños', 'LBC Express'],
    lo: 1500,
    hi: 6500,
    n: 14,
  },
  {
    name: 'Rent & Utilities',
    payees: ['Meralco', 'Laguna Water', 'Landlord - R. Santos'],
    lo: 3000,
    hi: 25000,
    n: 12,
  },
  {
    name: 'Stock Purchases',
    payees: ['Agri-Chem Trading', 'Feedmix Corp', 'Binhi Seeds Inc.'],
    lo: 15000,
    hi: 80000,
    n: 12,
  },
  {
    name: 'Repairs & Maintenance',
    payees: ['Ace Hardware', 'Mang Boy Welding'],
    lo: 800,
    hi: 9000,
    n: 6,
  },
  { name: 'Permits & Fees', payees: ['Municipal Treasurer', 'BIR'], lo: 500, hi: 6000, n: 4 },
];

export async function farmsupply(): Promise<Blind3Book> {
  const rng = makeRng(3);
  interface Line {
    cat: string;
    date: Date;
    month: number;
    payee: string;
    desc: string;
    amount: bigint;
  }
  const lines: Line[] = [];
  for (const c of CATS) {
    const picks = Array.from({ length: c.n }, () => ({ m: rng.int(1, 6), d: rng.int(1, 28) })).sort(
      (a, b) => a.m - b.m || a.d - b.d,
    );
    for (const p of picks) {
      const payee = rng.pick(c.payees);
      lines.push({
        cat: c.name,
        date: day(2025, p.m, p.d),
        month: p.m,
        payee,
        desc: `${c.name.split(' ')[0]} - ${payee}`,
        amount: BigInt(rng.int(c.lo * 100, c.hi * 100)),
      });
    }
  }
  const wb = newBook();
  const S = 'Expenses';
  const w = new SheetWriter(wb.addWorksheet(S), FMT.php);
  w.add(['DELA CRUZ FARM SUPPLY'], { bold: true });
  w.add(['Expenses January - June 2025']);
  w.blank();
  w.add(['Date', 'Paid to', 'Description', 'Amount (₱)'], { bold: true });
  const totals: Blind3Book['totals'] = [];
  const subtotalRows: number[] = [];
  for (const c of CATS) {
    w.add([c.name.toUpperCase()], { bold: true });
    const first = w.row + 1;
    for (const l of lines.filter((x) => x.cat === c.name))
      w.add([l.date, l.payee, l.desc, M(l.amount)]);
    const last = w.row;
    const sub = w.add(
      [
        `Subtotal - ${c.name}`,
        null,
        null,
        M(bsum(lines.filter((x) => x.cat === c.name).map((x) => x.amount))),
      ],
      { bold: true },
    );
    totals.push({ sheet: S, total: `D${sub}`, parts: `D${first}:D${last}` });
    subtotalRows.push(sub);
    w.blank();
  }
  const grand = bsum(lines.map((l) => l.amount));
  const grandRow = w.add(['GRAND TOTAL', null, null, M(grand)], { bold: true });
  w.blank();
  w.add(['Receipts filed in the blue folder. Stock purchases are for resale.']);

  const catTotal = (n: string): bigint =>
    bsum(lines.filter((l) => l.cat === n).map((l) => l.amount));
  const biggest = argmax(lines, (l) => l.amount);
  const topCat = argmax(CATS, (c) => catTotal(c.name));
  const meralco = bsum(lines.filter((l) => l.payee === 'Meralco').map((l) => l.amount));
  const march = bsum(lines.filter((l) => l.month === 3).map((l) => l.amount));
  const months = MONTHS.slice(0, 6).map((name, i) => ({
    name,
    v: bsum(lines.filter((l) => l.month === i + 1).map((l) => l.amount)),
  }));
  const topMonth = argmax(months, (x) => x.v);
  const withoutStock = grand - catTotal('Stock Purchases');

  const { list, ask, refuse } = questionsFor('farmsupply');
  ask(
    'total expenses',
    { value: money(grand) },
    'sum of the expense lines (= GRAND TOTAL, subtotals not added again)',
    { sheet: S, range: `D${grandRow}`, op: 'value' },
  );
  ask(
    'what did we spend on fuel',
    { value: money(catTotal('Fuel & Delivery')) },
    'Fuel & Delivery subtotal',
    { sheet: S, range: `D${subtotalRows[0]}`, op: 'value' },
  );
  ask(
    'largest single expense',
    { value: money(biggest.amount) },
    'largest expense line (not a subtotal or the total)',
  );
  ask(
    'which category costs us the most',
    { value: money(catTotal(topCat.name)), at: topCat.name },
    'category with the largest subtotal',
  );
  ask('how much did we pay meralco', { value: money(meralco) }, 'sum of lines paid to Meralco');
  ask(
    'expenses in march',
    { value: money(march) },
    'sum of lines dated March 2025, all categories',
  );
  ask('how many expenses did we record', { value: String(lines.length) }, 'count of expense lines');
  ask(
    'average expense',
    { value: meanCents(grand, lines.length) },
    'grand total / number of expense lines',
  );
  ask(
    'what % of spending was repairs',
    { value: pct(catTotal('Repairs & Maintenance'), grand) },
    'Repairs & Maintenance subtotal / grand total',
  );
  ask(
    'permits and fees total',
    { value: money(catTotal('Permits & Fees')) },
    'Permits & Fees subtotal',
    { sheet: S, range: `D${subtotalRows[4]}`, op: 'value' },
  );
  ask(
    'which month did we spend the most',
    { value: money(topMonth.v), at: topMonth.name.slice(0, 3) },
    'month with the largest sum of lines',
  );
  ask(
    'rent and utilities for the half year',
    { value: money(catTotal('Rent & Utilities')) },
    'Rent & Utilities subtotal',
    { sheet: S, range: `D${subtotalRows[1]}`, op: 'value' },
  );
  ask(
    'expenses excluding stock purchases',
    { value: money(withoutStock) },
    'grand total - Stock Purchases subtotal',
  );
  ask(
    'stock purchases total',
    { value: money(catTotal('Stock Purchases')) },
    'Stock Purchases subtotal',
    { sheet: S, range: `D${subtotalRows[2]}`, op: 'value' },
  );
  refuse('what were our sales', 'an expense log has no sales');
  refuse('how much tax can we deduct', 'needs tax rules the sheet does not hold');
  refuse('expenses for last year', 'only January-June 2025');

  return {
    name: 'farmsupply',
    business: 'farm supply store',
    shape: 'expense log grouped by category, subtotals, blank rows, grand total, note',
    bytes: await toBytes(wb),
    questions: list,
    totals: [
      ...totals,
      { sheet: S, total: `D${grandRow}`, parts: subtotalRows.map((r) => `D${r}`).join(',') },
    ],
  };
}
