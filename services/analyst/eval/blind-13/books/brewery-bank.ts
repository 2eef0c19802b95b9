/**
 * A brewery distributor's bank export (SEK, kr): Date, Description, Debit, Credit, Balance,
 * newest transaction LAST, opening balance line first, no title.
 */
import { money, sum } from '../../expect';
import { argmax, ask, cell, int, pick, rng, toBytes, uniqueMax, type BlindBook } from '../kit';

const NAME = 'brewery-bank';
const r = rng(7);
const OPEN = 48_250_000n;
const OUT = [
  'Bankgiro Humlegården Bryggeri',
  'Swish Mikael L',
  'Circle K Fuel',
  'Lön november',
  'Skatteverket',
  'Telia',
  'Hyra lager',
];
const IN = [
  'Inbetalning Systembolaget',
  'Inbetalning Restaurang Pelikan',
  'Swish Kund',
  'Inbetalning Bar Brooklyn',
];
interface Tx {
  day: number;
  desc: string;
  debit: bigint;
  credit: bigint;
  balance: bigint;
}
const txs: Tx[] = [];
let bal = OPEN;
for (let day = 1; day <= 30; day++) {
  if (day % 7 === 5) {
    // the delivery vans fill up every week
    const fill = BigInt(int(r, 120_000, 260_000));
    bal -= fill;
    txs.push({ day, desc: 'Circle K Fuel', debit: fill, credit: 0n, balance: bal });
    continue;
  }
  if (r() < 0.35) continue;
  const isIn = r() < 0.45;
  const amt = BigInt(isIn ? int(r, 500_000, 9_500_000) : int(r, 30_000, 7_000_000));
  bal += isIn ? amt : -amt;
  txs.push({
    day,
    desc: isIn ? pick(r, IN) : pick(r, OUT),
    debit: isIn ? 0n : amt,
    credit: isIn ? amt : 0n,
    balance: bal,
  });
}
const debits = txs.map((t) => t.debit);
const credits = txs.map((t) => t.credit);
const fuel = sum(txs.filter((t) => t.desc === 'Circle K Fuel').map((t) => t.debit));
const sysb = sum(txs.filter((t) => t.desc === 'Inbetalning Systembolaget').map((t) => t.credit));
if (!uniqueMax(debits) || !uniqueMax(credits) || fuel === 0n || sysb === 0n)
  throw new Error(`${NAME}: tie`);
const mid = txs.filter((t) => t.day <= 15).at(-1)!;

export const breweryBank: BlindBook = {
  name: NAME,
  business: 'brewery distributor',
  shape: 'bank export: date, description, debit, credit, running balance',
  build: () =>
    toBytes((wb) => {
      const ws = wb.addWorksheet('Kontoutdrag');
      ws.addRow(['Date', 'Description', 'Debit', 'Credit', 'Balance']);
      ws
        .addRow([new Date(Date.UTC(2025, 10, 1)), 'Opening balance', null, null, cell(OPEN)])
        .getCell(1).numFmt = 'yyyy-mm-dd';
      for (const t of txs) {
        const row = ws.addRow([
          new Date(Date.UTC(2025, 10, t.day)),
          t.desc,
          t.debit ? cell(t.debit) : null,
          t.credit ? cell(t.credit) : null,
          cell(t.balance),
        ]);
        row.getCell(1).numFmt = 'yyyy-mm-dd';
      }
    }),
  checks: [
    {
      what: 'opening + credits - debits = closing',
      a: OPEN + sum(credits) - sum(debits),
      b: txs.at(-1)!.balance,
    },
  ],
  questions: ask(NAME, [
    ['how much came in this month', { value: money(sum(credits)), means: 'sum of Credit' }],
    ['total money out', { value: money(sum(debits)), means: 'sum of Debit' }],
    [
      'closing balance',
      {
        value: money(txs.at(-1)!.balance),
        means: 'Balance of the last row (30 Nov or the last dated row)',
      },
    ],
    ['biggest payment we made', { value: money(debits[argmax(debits)]!), means: 'largest Debit' }],
    [
      'who paid us the biggest amount',
      {
        at: txs[argmax(credits)]!.desc.replace('Inbetalning ', ''),
        means: 'description of the largest Credit',
      },
    ],
    [
      'how many transactions were there',
      {
        value: String(txs.length),
        means: 'rows with a debit or credit (opening balance line excluded)',
      },
    ],
    [
      'what did we spend on fuel',
      { value: money(fuel), means: 'sum of Debit where description is Circle K Fuel' },
    ],
    [
      'how much did systembolaget pay us',
      { value: money(sysb), means: 'sum of Credit from Systembolaget' },
    ],
    [
      'net cash flow for november',
      { value: money(sum(credits) - sum(debits)), means: 'credits - debits' },
    ],
    [
      `balance on ${mid.day} november`,
      { value: money(mid.balance), means: 'Balance of the last row dated on that day' },
    ],
    ['what was the opening balance', { value: money(OPEN), means: 'Opening balance line' }],
    ['what is our profit', { refuse: true, means: 'a bank statement is cash, not profit' }],
    ['how much beer did we sell to bar brooklyn in litres', { refuse: true, means: 'no volumes' }],
  ]),
};
