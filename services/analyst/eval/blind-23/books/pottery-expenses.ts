/**
 * Pottery studio in Budapest (Ft): an expense log grouped by category, each group followed by
 * a "Subtotal <category>" row and a blank row, a Grand total at the bottom, a note under it.
 */
import { meanCents, money, pct, sum } from '../../expect';
import {
  Asker,
  argmax,
  between,
  cell,
  monthPlaces,
  newBook,
  pick,
  rngFor,
  toBytes,
  uniqueCheck,
  type BlindBook,
} from '../lib';

const r = rngFor('pottery-expenses');
const CATS: Array<[string, string[], number, number]> = [
  ['Clay & glaze', ['Agyagbánya Kft', 'Glazúr Depo'], 15, 180],
  ['Kiln electricity', ['MVM Energia'], 40, 160],
  ['Rent', ['Dohány Ingatlan'], 350, 350],
  ['Tools', ['Fazekas Szerszám', 'Praktiker'], 5, 90],
  ['Marketing', ['Meta Ads', 'Nyomda Plusz'], 10, 70],
  ['Class supplies', ['Tesco', 'Pepco'], 3, 40],
];
interface Exp {
  date: Date;
  supplier: string;
  cat: string;
  desc: string;
  amount: bigint;
}
const rows: Exp[][] = CATS.map(([cat, sups, lo, hi]) => {
  const n = cat === 'Rent' ? 12 : between(r, 5, 11);
  const out: Exp[] = [];
  for (let k = 0; k < n; k++) {
    const m =
      cat === 'Rent' || cat === 'Kiln electricity'
        ? cat === 'Rent'
          ? k
          : Math.min(11, k)
        : between(r, 0, 11);
    // amounts in whole forints, x1000 steps plus odd forints
    const amount = BigInt(
      (between(r, lo, hi) * 1000 + (cat === 'Rent' ? 0 : between(r, 0, 999))) * 100,
    );
    out.push({
      date: new Date(Date.UTC(2025, m, between(r, 1, 28))),
      supplier: pick(r, sups),
      cat,
      desc: `${cat.toLowerCase()} ${k + 1}`,
      amount,
    });
  }
  return out.sort((a, b) => a.date.getTime() - b.date.getTime());
});
const all = rows.flat();
const sub = rows.map((g) => sum(g.map((e) => e.amount)));
const grand = sum(sub);

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Kiadások 2025');
  ws.addRow(['Agyag Műhely pottery studio: expenses 2025']);
  ws.addRow(['Amounts in HUF (Ft)']);
  ws.addRow([]);
  ws.addRow(['Date', 'Supplier', 'Category', 'Description', 'Amount']);
  CATS.forEach(([cat], c) => {
    rows[c]!.forEach((e) => ws.addRow([e.date, e.supplier, e.cat, e.desc, cell(e.amount)]));
    ws.addRow(['', '', `Subtotal ${cat}`, '', cell(sub[c]!)]);
    ws.addRow([]);
  });
  ws.addRow(['', '', 'Grand total', '', cell(grand)]);
  ws.addRow([]);
  ws.addRow(['Note: receipts filed in the blue folder; VAT included.']);
  ws.getColumn(1).numFmt = 'yyyy.mm.dd';
  return toBytes(wb);
}

const q = new Asker('pottery');
const ci = (c: string): number => CATS.findIndex(([n]) => n === c);
const top = argmax(sub);
const biggest = all.reduce((b, e) => (e.amount > b.amount ? e : b));
const bySupplier = (s: string): bigint =>
  sum(all.filter((e) => e.supplier === s).map((e) => e.amount));
const inMonth = (m: number): bigint =>
  sum(all.filter((e) => e.date.getUTCMonth() === m).map((e) => e.amount));
const byMonth = Array.from({ length: 12 }, (_, m) => inMonth(m));
const topMonth = argmax(byMonth);

q.value(
  'what did we spend on clay and glaze',
  money(sub[ci('Clay & glaze')]!),
  'Subtotal Clay & glaze',
);
q.value('total expenses 2025', money(grand), 'Grand total');
q.place(
  'biggest expense category',
  CATS[top]![0],
  'category with the largest subtotal',
  money(sub[top]!),
);
q.percent(
  'what % of costs is rent',
  pct(sub[ci('Rent')]!, grand),
  'Subtotal Rent / Grand total x 100',
);
q.value(
  'largest single expense',
  money(biggest.amount),
  'largest Amount on one expense row (subtotals excluded)',
);
q.value(
  'how much did we spend in march',
  money(inMonth(2)),
  'sum of expense rows dated March 2025, all categories',
);
q.value(
  'how many marketing expenses were there',
  String(rows[ci('Marketing')]!.length),
  'count of rows in Marketing',
);
q.value('average expense', meanCents(grand, all.length), 'Grand total / number of expense rows');
q.value(
  'how much went to Praktiker',
  money(bySupplier('Praktiker')),
  'sum of rows with Supplier = Praktiker',
);
q.value('kiln electricity cost', money(sub[ci('Kiln electricity')]!), 'Subtotal Kiln electricity');
q.value(
  'tools + class supplies together',
  money(sub[ci('Tools')]! + sub[ci('Class supplies')]!),
  'Subtotal Tools + Subtotal Class supplies',
);
q.place(
  'which month did we spend most',
  monthPlaces(topMonth, 2025),
  'month with the largest sum of expense rows',
  money(byMonth[topMonth]!),
);
q.value(
  'spending with Meta Ads',
  money(bySupplier('Meta Ads')),
  'sum of rows with Supplier = Meta Ads',
);
q.refuse('how much did we make from classes', 'the workbook holds expenses only');
q.refuse('what did we pay for insurance', 'no insurance category or row');
q.refuse('is this more than last year', 'only 2025 is in the sheet');

export const potteryExpenses: BlindBook = {
  name: 'pottery-expenses',
  business: 'pottery studio',
  currency: 'Ft',
  shape: 'expense log with blank rows, subtotals per category, grand total',
  build,
  questions: q.list,
  checks: [
    { what: 'subtotals = rows', a: grand, b: sum(all.map((e) => e.amount)) },
    { what: 'months = grand', a: sum(byMonth), b: grand },
    uniqueCheck('category', sub),
    uniqueCheck('month', byMonth),
  ],
};
