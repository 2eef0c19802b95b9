/**
 * Hostel in Yogyakarta (Rp): a bank export, date / description / debit / credit / balance,
 * an opening-balance row first, Jan-Mar 2026, no title lines, a header with a bank's labels.
 */
import { money, sum } from '../../expect';
import {
  Asker,
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

const r = rngFor('hostel-bank');
const IN: Array<[string, number, number]> = [
  ['Booking.com payout', 4000, 16000],
  ['Hostelworld payout', 2500, 9000],
  ['Cash deposit front desk', 800, 5200],
];
const OUT: Array<[string, number, number]> = [
  ['PLN electricity', 1800, 3900],
  ['Laundry - Bersih Jaya', 300, 1250],
  ['Salary transfer staff', 3000, 7500],
  ['PDAM water', 250, 700],
  ['Biznet internet', 600, 600],
  ['Supplies - Indomaret', 120, 1400],
];
interface Tx {
  date: Date;
  desc: string;
  debit: bigint;
  credit: bigint;
  balance: bigint;
}
const opening = 1_523_400_000n; // Rp 15,234,000 in cents
const txs: Tx[] = [];
let bal = opening;
const days: Date[] = [];
for (let k = 0; k < 70; k++)
  days.push(new Date(Date.UTC(2026, between(r, 0, 2), between(r, 1, 28))));
days.sort((a, b) => a.getTime() - b.getTime());
for (const date of days) {
  const isIn = r() < 0.45;
  const [desc, lo, hi] = pick(r, isIn ? IN : OUT);
  const amount = BigInt(between(r, lo, hi) * 1000 * 100);
  bal += isIn ? amount : -amount;
  txs.push({ date, desc, debit: isIn ? 0n : amount, credit: isIn ? amount : 0n, balance: bal });
}

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Mutasi Rekening');
  ws.addRow(['Tanggal / Date', 'Keterangan / Description', 'Debit', 'Credit', 'Saldo / Balance']);
  ws.addRow([new Date(Date.UTC(2026, 0, 1)), 'Opening balance', null, null, cell(opening)]);
  txs.forEach((t) =>
    ws.addRow([
      t.date,
      t.desc,
      t.debit ? cell(t.debit) : null,
      t.credit ? cell(t.credit) : null,
      cell(t.balance),
    ]),
  );
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  return toBytes(wb);
}

const q = new Asker('hostel');
const credits = sum(txs.map((t) => t.credit));
const debits = sum(txs.map((t) => t.debit));
const closing = txs[txs.length - 1]!.balance;
const biggestOut = txs.reduce((b, t) => (t.debit > b.debit ? t : b));
const by = (d: string): Tx[] => txs.filter((t) => t.desc === d);
const feb = txs.filter((t) => t.date.getUTCMonth() === 1);
// a day with transactions in the middle of the export: the balance at its end
const mid = txs[Math.floor(txs.length / 2)]!;
const endOfMid = [...txs].reverse().find((t) => t.date.getTime() === mid.date.getTime())!;
const midLabel = mid.date.toISOString().slice(0, 10);
q.value('total money in', money(credits), 'sum of Credit');
q.value('total money out jan to mar', money(debits), 'sum of Debit');
q.value('closing balance', money(closing), 'Balance on the last row');
q.value('biggest payment out', money(biggestOut.debit), 'largest Debit');
q.value(
  'how much did we pay for electricity',
  money(sum(by('PLN electricity').map((t) => t.debit))),
  'sum of Debit where Description = PLN electricity',
);
q.value(
  'booking.com payouts total',
  money(sum(by('Booking.com payout').map((t) => t.credit))),
  'sum of Credit where Description = Booking.com payout',
);
q.value(
  'net cash flow for the quarter',
  money(credits - debits),
  'sum of Credit - sum of Debit (= closing - opening)',
);
q.value(
  `balance on ${midLabel}`,
  money(endOfMid.balance),
  `Balance after the last transaction dated ${midLabel}`,
);
q.value(
  'how many laundry payments',
  String(by('Laundry - Bersih Jaya').length),
  'count of rows with Description Laundry - Bersih Jaya',
);
q.value(
  'spending in february',
  money(sum(feb.map((t) => t.debit))),
  'sum of Debit dated February 2026',
);
q.value('opening balance', money(opening), 'the Opening balance row');
q.value(
  'hostelworld money in march',
  money(
    sum(
      by('Hostelworld payout')
        .filter((t) => t.date.getUTCMonth() === 2)
        .map((t) => t.credit),
    ),
  ),
  'Hostelworld payout credits dated March 2026',
);
q.value(
  'salaries paid this quarter',
  money(sum(by('Salary transfer staff').map((t) => t.debit))),
  'sum of Debit where Description = Salary transfer staff',
);
q.place(
  'which month had the most money coming in',
  monthPlaces(
    [0, 1, 2].reduce(
      (b, m) =>
        sum(txs.filter((t) => t.date.getUTCMonth() === m).map((t) => t.credit)) >
        sum(txs.filter((t) => t.date.getUTCMonth() === b).map((t) => t.credit))
          ? m
          : b,
      0,
    ),
    2026,
  ),
  'month with the largest sum of Credit',
);
q.refuse('whats our occupancy rate', 'a bank export has no bed-nights');
q.refuse('how much tax do we owe', 'no tax data in the export');

export const hostelBank: BlindBook = {
  name: 'hostel-bank',
  business: 'hostel',
  currency: 'Rp',
  shape: 'bank export with running balance',
  build,
  questions: q.list,
  checks: [
    { what: 'closing = opening + credits - debits', a: closing, b: opening + credits - debits },
    uniqueCheck(
      'debit',
      txs.map((t) => t.debit),
    ),
    uniqueCheck(
      'credit by month',
      [0, 1, 2].map((m) => sum(txs.filter((t) => t.date.getUTCMonth() === m).map((t) => t.credit))),
    ),
  ],
};
