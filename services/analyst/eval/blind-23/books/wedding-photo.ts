/**
 * Wedding photographer ($): a bookings log, one row per sale (date, client, package, qty,
 * unit price, amount, notes), two title lines, real date cells, no totals row.
 */
import { meanCents, money, sum } from '../../expect';
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

const r = rngFor('wedding-photo');
const PACKAGES: Array<[string, number]> = [
  ['Full day coverage', 320000],
  ['Half day coverage', 185000],
  ['Engagement shoot', 45000],
  ['Printed album', 38000],
  ['Extra hour', 22500],
];
const CLIENTS = [
  'Okafor & Reyes',
  'Lindqvist',
  'Bautista-Chen',
  'Moreau',
  'Haddad',
  'Kowalski',
  'Nakamura',
  "O'Brien",
  'Santos',
  'Petrov',
  'Abernathy',
  'Delacroix',
];
interface Sale {
  date: Date;
  client: string;
  pkg: string;
  qty: number;
  unit: bigint;
  amount: bigint;
}
const sales: Sale[] = [];
for (let k = 0; k < 64; k++) {
  const m = between(r, 0, 11);
  const d = between(r, 1, 28);
  const [pkg, unit] = pick(r, PACKAGES);
  const qty = pkg === 'Printed album' || pkg === 'Extra hour' ? between(r, 1, 3) : 1;
  // negotiated prices vary around the list price, in $5 steps
  const price = BigInt(unit + between(r, -40, 40) * 500);
  sales.push({
    date: new Date(Date.UTC(2025, m, d)),
    client: pick(r, CLIENTS),
    pkg,
    qty,
    unit: price,
    amount: price * BigInt(qty),
  });
}
sales.sort((a, b) => a.date.getTime() - b.date.getTime());

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Bookings');
  ws.addRow(['Amber Lens Photography']);
  ws.addRow(['Sales log, calendar 2025, USD']);
  ws.addRow(['Date', 'Client', 'Package', 'Qty', 'Unit price', 'Amount', 'Notes']);
  sales.forEach((s, k) =>
    ws.addRow([
      s.date,
      s.client,
      s.pkg,
      s.qty,
      cell(s.unit),
      cell(s.amount),
      k % 9 === 4 ? 'deposit paid' : '',
    ]),
  );
  ws.getColumn(1).numFmt = 'yyyy-mm-dd';
  return toBytes(wb);
}

const q = new Asker('wedding');
const total = sum(sales.map((s) => s.amount));
const byMonth = Array.from({ length: 12 }, (_, m) =>
  sum(sales.filter((s) => s.date.getUTCMonth() === m).map((s) => s.amount)),
);
const byClient = CLIENTS.map((c) => sum(sales.filter((s) => s.client === c).map((s) => s.amount)));
const byPkg = PACKAGES.map(([p]) => sum(sales.filter((s) => s.pkg === p).map((s) => s.amount)));
const topClient = argmax(byClient);
const topMonth = argmax(byMonth);
const biggest = sales.reduce((b, s) => (s.amount > b.amount ? s : b));
const inMonths = (a: number, b: number): Sale[] =>
  sales.filter((s) => s.date.getUTCMonth() >= a && s.date.getUTCMonth() <= b);
const someClient = CLIENTS[3]!;

q.value('total sales for 2025', money(total), 'sum of Amount');
q.value('how many sales in Q2', String(inMonths(3, 5).length), 'count of rows dated Apr-Jun 2025');
q.value('average sale', meanCents(total, sales.length), 'sum of Amount / number of rows');
q.value(
  'how much did full day coverage bring in',
  money(byPkg[0]!),
  'sum of Amount where Package = Full day coverage',
);
q.place(
  'who spent the most with us',
  CLIENTS[topClient]!,
  'client with the largest sum of Amount',
  money(byClient[topClient]!),
);
q.value(
  `how much has ${someClient} paid`,
  money(byClient[3]!),
  `sum of Amount where Client = ${someClient}`,
);
q.value('sales in june', money(byMonth[5]!), 'sum of Amount dated June 2025');
q.value('biggest single sale', money(biggest.amount), 'largest Amount on one row');
q.value(
  'how many albums did we sell',
  String(sum(sales.filter((s) => s.pkg === 'Printed album').map((s) => s.qty))),
  'sum of Qty where Package = Printed album',
);
q.value(
  'engagement shoots first half of the year',
  money(
    sum(
      inMonths(0, 5)
        .filter((s) => s.pkg === 'Engagement shoot')
        .map((s) => s.amount),
    ),
  ),
  'Engagement shoot Amount dated Jan-Jun 2025',
);
q.place(
  'which month had the most revenue',
  monthPlaces(topMonth, 2025),
  'month with the largest sum of Amount',
  money(byMonth[topMonth]!),
);
q.value(
  'number of bookings this year',
  String(sales.length),
  'count of sale rows (the log is 2025)',
);
q.value('extra hours revenue', money(byPkg[4]!), 'sum of Amount where Package = Extra hour');
q.refuse('how many weddings did we shoot in 2024', 'the log covers 2025 only');
q.refuse('whats our profit margin', 'no costs in the workbook');
q.refuse('which camera lens earned the most', 'no lens data in the sheet');

export const weddingPhoto: BlindBook = {
  name: 'wedding-photo',
  business: 'wedding photographer',
  currency: '$',
  shape: 'sales log, one row per sale',
  build,
  questions: q.list,
  checks: [
    { what: 'by-client = by-month', a: sum(byClient), b: sum(byMonth) },
    { what: 'by-package = total', a: sum(byPkg), b: total },
    { what: 'qty x unit = amount', a: sum(sales.map((s) => s.unit * BigInt(s.qty))), b: total },
    uniqueCheck('client', byClient),
    uniqueCheck('month', byMonth),
    uniqueCheck(
      'sale',
      sales.map((s) => s.amount),
    ),
  ],
};
