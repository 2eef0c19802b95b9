/** Plumber, Cape Town (R): expense log grouped by category, blank rows, subtotals, grand total. */
import { meanCents, money, pct } from '../../expect';
import {
  argBest,
  asker,
  intIn,
  rngFor,
  sheetSum,
  total,
  units,
  writeBook,
  type BlindBook,
  type Cell,
} from '../lib';

const NAME = 'plumber';
const rng = rngFor(NAME);
const cats: Record<string, { payee: string[]; lo: number; hi: number; n: number }> = {
  Fuel: {
    payee: ['Engen Voortrekker Rd', 'Shell Bellville', 'BP Durbanville'],
    lo: 600,
    hi: 1400,
    n: 9,
  },
  'Parts & fittings': {
    payee: ['Plumblink', 'Builders Warehouse', 'Cashbuild'],
    lo: 300,
    hi: 6500,
    n: 8,
  },
  'Bakkie maintenance': { payee: ['Tiger Wheel & Tyre', 'Midas'], lo: 900, hi: 7000, n: 3 },
  'Cellphone & data': { payee: ['Vodacom'], lo: 599, hi: 599, n: 6 },
  Insurance: { payee: ['Santam'], lo: 1850, hi: 1850, n: 6 },
};
interface Exp {
  date: Date;
  cat: string;
  payee: string;
  amount: bigint;
}
const lines: Exp[] = [];
for (const [cat, c] of Object.entries(cats)) {
  for (let i = 0; i < c.n; i++) {
    const m = c.n === 6 ? i : intIn(rng, 0, 5);
    lines.push({
      date: new Date(Date.UTC(2025, m, intIn(rng, 1, 28))),
      cat,
      payee: c.payee[intIn(rng, 0, c.payee.length - 1)]!,
      amount: BigInt(intIn(rng, c.lo * 100, c.hi * 100)),
    });
  }
}
const catTotals = Object.keys(cats).map((c) =>
  total(lines.filter((l) => l.cat === c).map((l) => l.amount)),
);
const grand = total(catTotals);

const rows: Cell[][] = [
  ['Mokoena Plumbing (Pty) Ltd'],
  ['Expenses Jan–Jun 2025 (ZAR)'],
  ['Date', 'Supplier', 'Description', 'Amount (R)'],
];
Object.keys(cats).forEach((c, i) => {
  rows.push([c]);
  for (const l of lines.filter((x) => x.cat === c).sort((a, b) => +a.date - +b.date))
    rows.push([l.date, l.payee, c.toLowerCase(), units(l.amount)]);
  rows.push(['Subtotal ' + c, null, null, units(catTotals[i]!)]);
  rows.push([]);
});
rows.push(['GRAND TOTAL', null, null, units(grand)]);
rows.push([]);
rows.push(['Receipts filed in the blue box. Insurance is the Santam business policy.']);

const { qs, ask } = asker(NAME, 'pl');
const names = Object.keys(cats);
const big = lines.reduce((a, b) => (b.amount > a.amount ? b : a));
const bigCat = argBest(catTotals);
const fuel = lines.filter((l) => l.cat === 'Fuel');
const march = lines.filter((l) => l.date.getUTCMonth() === 2);
ask('what were total expenses', {
  value: money(grand),
  means: 'grand total (not grand total + subtotals + lines)',
});
ask('what did we spend on fuel', { value: money(catTotals[0]!), means: 'Fuel subtotal' });
ask('largest single expense', {
  value: money(big.amount),
  means: 'largest line amount, never a subtotal or total',
});
ask('which category costs us the most', {
  value: money(catTotals[bigCat]!),
  at: names[bigCat]!,
  means: 'category with the largest subtotal',
});
ask('how many expense entries are there', {
  value: String(lines.length),
  means: 'count of expense lines, excluding subtotals and total',
});
ask('parts as a percentage of total spend', {
  value: pct(catTotals[1]!, grand),
  means: 'Parts & fittings subtotal / grand total',
});
ask('average fuel fill-up', {
  value: meanCents(catTotals[0]!, fuel.length),
  means: 'Fuel subtotal / number of fuel lines',
});
ask('how much went to vodacom', {
  value: money(catTotals[3]!),
  means: 'Supplier Vodacom (= Cellphone & data)',
});
ask('insurance total', { value: money(catTotals[4]!), means: 'Insurance subtotal' });
ask('what did we spend in march', {
  value: money(total(march.map((l) => l.amount))),
  means: 'lines dated March 2025',
});
ask('how much did we pay builders warehouse', {
  value: money(total(lines.filter((l) => l.payee === 'Builders Warehouse').map((l) => l.amount))),
  means: 'Supplier = Builders Warehouse',
});
ask('bakkie maintenance spend', {
  value: money(catTotals[2]!),
  means: 'Bakkie maintenance subtotal',
});
ask('average monthly spend', {
  value: meanCents(grand, 6),
  means: 'grand total / 6 months (Jan-Jun)',
});
ask('whats eating our margin', { refuse: true, means: 'no income on the sheet, margin unknown' });
ask('how much did we spend last month', {
  refuse: true,
  means: 'asked on 2026-11-24; the log covers Jan-Jun 2025 only',
});
ask('how much vat can we claim back', { refuse: true, means: 'no VAT column' });

export const plumber: BlindBook = {
  name: NAME,
  business: 'plumber (R)',
  build: () => writeBook([{ name: 'Expenses H1', rows }]),
  questions: qs,
  checks: [
    ['grand = line rows of the sheet', grand, sheetSum(rows, 3, (r) => r[0] instanceof Date)],
    [
      'grand = subtotal rows of the sheet',
      grand,
      sheetSum(rows, 3, (r) => String(r[0]).startsWith('Subtotal')),
    ],
  ],
};
