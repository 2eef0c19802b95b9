/**
 * A food wholesaler's A/R aging summary: title rows with an "as of" date, customers down,
 * aging buckets across (Current, 1 - 30, 31 - 60, 61 - 90, 91 and over, Total), a TOTAL row.
 * Canadian dollars; some buckets are blank (nothing owed).
 */
import type { Rng } from '../kit/rng';
import type { BookQuestion, BuiltBook } from '../kit/types';
import { argmax, cell, cents, isum, meanCents, money, newBook, pct, toBytes } from '../kit/cells';

const CUSTOMERS = [
  'Maple Leaf Diner',
  'Bayview Bistro',
  'Northern Grocers',
  'Chez Laurent',
  'Sunrise Daycare',
  'Harbour Fish & Chips',
  'Kensington Deli',
  'Queen St Cafe',
  'Lakeside Resort',
  'Greenfield School Board',
  'Pho Saigon',
];
const BUCKETS = ['Current', '1 - 30', '31 - 60', '61 - 90', '91 and over'];

export async function buildWholesaleAr(r: Rng): Promise<BuiltBook> {
  const rows = CUSTOMERS.map(() =>
    BUCKETS.map((_, b) => {
      const chance = [0.9, 0.6, 0.4, 0.25, 0.2][b]!;
      return r.next() < chance ? cents(r, 150, b === 0 ? 9000 : 4000) : 0n;
    }),
  );
  rows[3]![4] = cents(r, 5200, 6400);
  const tot = rows.map((row) => isum(row));
  const col = BUCKETS.map((_, b) => isum(rows.map((row) => row[b]!)));
  const grand = isum(tot);

  const wb = newBook();
  const ws = wb.addWorksheet('AR Aging');
  ws.addRow(['Great Lakes Fine Foods Inc.']);
  ws.addRow(['A/R Aging Summary']);
  ws.addRow(['As of October 31, 2026']);
  ws.addRow([]);
  ws.addRow(['Customer', ...BUCKETS, 'Total']);
  CUSTOMERS.forEach((c, i) =>
    ws.addRow([c, ...rows[i]!.map((v) => (v === 0n ? null : cell(v))), cell(tot[i]!)]),
  );
  ws.addRow(['TOTAL', ...col.map(cell), cell(grand)]);
  ws.addRow([]);
  ws.addRow(['Amounts in CAD. Terms net 30.']);

  const top = argmax(tot);
  const over90 = argmax(rows.map((row) => row[4]!));
  const over60 = col[3]! + col[4]!;
  const overdue = grand - col[0]!;
  const owing = tot.filter((t) => t > 0n).length;
  const late = rows.filter((row) => row[1]! + row[2]! + row[3]! + row[4]! > 0n).length;
  const topOverdue = argmax(rows.map((row) => row[1]! + row[2]! + row[3]! + row[4]!));
  const ks = CUSTOMERS.indexOf('Kensington Deli');
  const questions: BookQuestion[] = [
    {
      id: 'who',
      question: 'who owes us the most',
      expect: { value: money(tot[top]!), at: CUSTOMERS[top]! },
      means: 'customer with the largest Total',
    },
    {
      id: 'total',
      question: 'total receivables',
      expect: { value: money(grand) },
      means: 'TOTAL row, Total column',
    },
    {
      id: 'over60',
      question: 'how much is more than 60 days late',
      expect: { value: money(over60) },
      means: '61 - 90 plus 91 and over, all customers',
    },
    {
      id: 'over90',
      question: 'how much is over 90 days',
      expect: { value: money(col[4]!) },
      means: '91 and over column total',
    },
    {
      id: 'current',
      question: "how much isn't due yet",
      expect: { value: money(col[0]!) },
      means: 'Current column total',
    },
    {
      id: 'overdue',
      question: 'total overdue',
      expect: { value: money(overdue) },
      means: 'all buckets past Current (1 - 30 onward)',
    },
    {
      id: 'overduepct',
      question: 'what percent of our receivables is overdue',
      expect: { value: pct(overdue, grand), tol: 0.01 },
      means: '(Total - Current) / Total',
    },
    {
      id: 'ks',
      question: 'what does kensington deli owe',
      expect: { value: money(tot[ks]!) },
      means: 'Kensington Deli, Total',
    },
    {
      id: 'worst90',
      question: 'which customer has the most over 90 days',
      expect: { value: money(rows[over90]![4]!), at: CUSTOMERS[over90]! },
      means: 'largest 91 and over figure',
    },
    {
      id: 'b3160',
      question: '31-60 days total',
      expect: { value: money(col[2]!) },
      means: '31 - 60 column total',
    },
    {
      id: 'owing',
      question: 'how many customers owe us money',
      expect: { value: String(owing) },
      means: 'customers with a Total above zero',
    },
    {
      id: 'late',
      question: 'how many customers are behind on payments',
      expect: { value: String(late) },
      means: 'customers with anything past Current',
    },
    {
      id: 'topover',
      question: 'who is the most overdue in dollars',
      expect: {
        value: money(
          rows[topOverdue]![1]! +
            rows[topOverdue]![2]! +
            rows[topOverdue]![3]! +
            rows[topOverdue]![4]!,
        ),
        at: CUSTOMERS[topOverdue]!,
      },
      means: 'largest sum of the buckets past Current',
    },
    {
      id: 'chez',
      question: 'Chez Laurent over 90',
      expect: { value: money(rows[3]![4]!) },
      means: 'Chez Laurent, 91 and over',
    },
    {
      id: 'avg',
      question: 'average balance per customer',
      expect: {
        value:
          owing === CUSTOMERS.length
            ? meanCents(grand, owing)
            : [meanCents(grand, CUSTOMERS.length), meanCents(grand, owing)],
        tol: 0.01,
      },
      means:
        'Total / customers listed (or / customers owing, if some owe nothing: both readings accepted)',
    },
    {
      id: 'dso',
      question: 'what is our DSO',
      expect: { refuse: true },
      means: 'days sales outstanding needs sales, which the aging does not hold',
    },
    {
      id: 'paid',
      question: 'how much did Bayview pay last month',
      expect: { refuse: true },
      means: 'an aging report shows balances, not payments',
    },
  ];
  return {
    business: 'food wholesaler',
    shape: 'AR aging summary, title rows, buckets across, TOTAL row, blank buckets',
    bytes: await toBytes(wb),
    questions,
    checks: [{ what: 'bucket totals = customer totals', left: isum(col), right: grand }],
  };
}
