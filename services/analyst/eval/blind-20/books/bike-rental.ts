/** Bike rental, Hội An (₫, whole dong): bank export with date, description, debit, credit, balance. */
import { money } from '../../expect';
import {
  MONTHS,
  asker,
  intIn,
  monthPlaces,
  pick,
  rngFor,
  total,
  units,
  writeBook,
  type BlindBook,
  type Cell,
} from '../lib';

const NAME = 'bike-rental';
const rng = rngFor(NAME);
const dong = (lo: number, hi: number): bigint => BigInt(intIn(rng, lo, hi) * 1000) * 100n; // whole thousands of dong, in "cents"
interface Tx {
  date: Date;
  desc: string;
  debit: bigint;
  credit: bigint;
}
const txs: Tx[] = [];
for (let m = 0; m < 4; m++) {
  txs.push({
    date: new Date(Date.UTC(2025, m, 2)),
    desc: 'CK TIEN THUE MAT BANG - shop rent',
    debit: 12_000_000_00n,
    credit: 0n,
  });
  for (let i = 0; i < intIn(rng, 6, 9); i++) {
    txs.push({
      date: new Date(Date.UTC(2025, m, intIn(rng, 3, 27))),
      desc: pick(rng, [
        'MOMO TOPUP RENTALS',
        'VNPAY QR THUE XE',
        'BOOKING.COM PAYOUT',
        'KLOOK PAYOUT',
      ]),
      debit: 0n,
      credit: dong(1_500, 9_000),
    });
  }
  txs.push({
    date: new Date(Date.UTC(2025, m, 15)),
    desc: 'LUONG NHAN VIEN - staff wages',
    debit: dong(14_000, 16_000),
    credit: 0n,
  });
  txs.push({
    date: new Date(Date.UTC(2025, m, intIn(rng, 16, 26))),
    desc: 'SUA XE - bike repairs Minh Garage',
    debit: dong(800, 4_500),
    credit: 0n,
  });
}
txs.sort((a, b) => +a.date - +b.date);
const opening = 35_400_000_00n;
let bal = opening;
const balances = txs.map((t) => (bal = bal + t.credit - t.debit));
const fmt = (d: Date): string =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
const rows: Cell[][] = [
  ['Vietcombank - Sao ke tai khoan / Account statement'],
  ['Account 0071 000 123456  ·  VND'],
  ['Ngay / Date', 'Dien giai / Description', 'No / Debit', 'Co / Credit', 'So du / Balance'],
  [
    fmt(new Date(Date.UTC(2025, 0, 1))),
    'SO DU DAU KY - opening balance',
    null,
    null,
    units(opening),
  ],
  ...txs.map((t, i) => [
    fmt(t.date),
    t.desc,
    t.debit ? units(t.debit) : null,
    t.credit ? units(t.credit) : null,
    units(balances[i]!),
  ]),
];

const { qs, ask } = asker(NAME, 'br');
const credits = total(txs.map((t) => t.credit));
const debits = total(txs.map((t) => t.debit));
const closing = balances[balances.length - 1]!;
const biggestOut = txs.reduce((a, b) => (b.debit > a.debit ? b : a));
const inMonth = (m: number): Tx[] => txs.filter((t) => t.date.getUTCMonth() === m);
const netMarch = total(inMonth(2).map((t) => t.credit - t.debit));
const repairs = txs.filter((t) => t.desc.startsWith('SUA XE'));
const booking = txs.filter((t) => t.desc === 'BOOKING.COM PAYOUT');
const monthIn = [0, 1, 2, 3].map((m) => total(inMonth(m).map((t) => t.credit)));
const bestIn = monthIn.indexOf(monthIn.reduce((a, b) => (b > a ? b : a)));
const endFeb = balances[txs.findLastIndex((t) => t.date.getUTCMonth() === 1)]!;
ask('whats the closing balance', { value: money(closing), means: 'last Balance' });
ask('how much came in', { value: money(credits), means: 'sum of Credit' });
ask('total money out', { value: money(debits), means: 'sum of Debit' });
ask('largest payment out', { value: money(biggestOut.debit), means: 'largest Debit' });
ask('how much rent did we pay', {
  value: money(total(txs.filter((t) => t.desc.includes('shop rent')).map((t) => t.debit))),
  means: 'Debits described as shop rent',
});
ask('how many deposits were there', {
  value: String(txs.filter((t) => t.credit > 0n).length),
  means: 'count of Credit rows',
});
ask('net change in march', { value: money(netMarch), means: 'March credits - March debits' });
ask('balance at the end of february', {
  value: money(endFeb),
  means: 'Balance on the last February row',
});
ask('what did bike repairs cost', {
  value: money(total(repairs.map((t) => t.debit))),
  means: 'Debits described SUA XE - bike repairs',
});
ask('how much did booking.com pay us', {
  value: money(total(booking.map((t) => t.credit))),
  means: 'Credits BOOKING.COM PAYOUT',
});
ask('staff wages total', {
  value: money(total(txs.filter((t) => t.desc.startsWith('LUONG')).map((t) => t.debit))),
  means: 'Debits LUONG NHAN VIEN',
});
ask('which month had the most money coming in', {
  value: money(monthIn[bestIn]!),
  at: monthPlaces(bestIn),
  means: 'month with the largest Credit sum',
});
ask('opening balance', { value: money(opening), means: 'opening balance row' });
ask('how much came in during ' + MONTHS[3]!.toLowerCase(), {
  value: money(monthIn[3]!),
  means: 'Credits in April',
});
ask('how much did we make in march', {
  refuse: true,
  means: 'ambiguous: March credits vs March net change; a bank statement does not show earnings',
});
ask('are we profitable', {
  refuse: true,
  means: 'a bank statement is cash, not profit; deposits/owner money not distinguished',
});
ask('how many bikes did we rent', { refuse: true, means: 'no rental counts' });

export const bikeRental: BlindBook = {
  name: NAME,
  business: 'bike rental (₫)',
  build: () => writeBook([{ name: 'Sao ke', rows }]),
  questions: qs,
  checks: [['closing = opening + credits - debits', closing, opening + credits - debits]],
};
