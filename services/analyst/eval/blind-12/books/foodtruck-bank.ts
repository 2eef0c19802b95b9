/** A food truck's bank export: date, description, debit, credit, running balance. US$. */
import ExcelJS from 'exceljs';
import { money, sum } from '../../expect';
import { amt, cents, int, put, questionsFor, REFUSE, rng, toBytes, type BlindBook } from '../kit';

const r = rng(7);
const OUT: Array<[string, number, number]> = [
  ['FUEL - SHELL #2231', 45, 110],
  ['PROPANE REFILL AMERIGAS', 60, 140],
  ['RESTAURANT DEPOT', 250, 900],
  ['COMMISSARY KITCHEN RENT', 650, 650],
  ['STATE FARM INSURANCE', 180, 180],
];
interface Tx {
  date: Date;
  description: string;
  debit: number;
  credit: number;
  balance: number;
}
const opening = cents(r, 3000, 6000);
const txs: Tx[] = [];
let bal = opening;
for (let m = 0; m < 3; m++) {
  for (let d = 1; d <= 28; d += int(r, 1, 3)) {
    const isIn = r() < 0.45;
    let description: string;
    let debit = 0;
    let credit = 0;
    if (isIn) {
      description = r() < 0.8 ? 'SQUARE INC DEPOSIT' : 'CASH DEPOSIT BRANCH 14';
      credit = cents(r, 300, 1900);
    } else {
      const [name, lo, hi] = OUT[int(r, 0, OUT.length - 1)]!;
      description = name;
      debit = cents(r, lo, hi);
    }
    bal += credit - debit;
    txs.push({ date: new Date(Date.UTC(2025, m, d)), description, debit, credit, balance: bal });
  }
}

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Transactions');
  let row = put(ws, 1, [['Date', 'Description', 'Debit', 'Credit', 'Balance']]);
  row = put(ws, row, [
    [new Date(Date.UTC(2025, 0, 1)), 'OPENING BALANCE', null, null, amt(opening)],
  ]);
  put(
    ws,
    row,
    txs.map((t) => [
      t.date,
      t.description,
      t.debit ? amt(t.debit) : null,
      t.credit ? amt(t.credit) : null,
      amt(t.balance),
    ]),
  );
  return toBytes(wb);
}

const ins = sum(txs.map((t) => t.credit));
const outs = sum(txs.map((t) => t.debit));
const by = (s: string): bigint =>
  sum(txs.filter((t) => t.description.includes(s)).map((t) => t.debit + t.credit));
const biggestOut = txs.reduce((b, t) => (t.debit > b.debit ? t : b));
const closing = txs[txs.length - 1]!.balance;
const lowest = txs.reduce((b, t) => (t.balance < b ? t.balance : b), opening);
const febDeposits = txs.filter((t) => t.credit > 0 && t.date.getUTCMonth() === 1).length;

export const foodtruckBank: BlindBook = {
  name: 'foodtruck-bank',
  business: 'food truck',
  shape: 'bank export with running balance',
  build,
  checks: [
    {
      what: 'closing = opening + credits - debits',
      a: BigInt(closing),
      b: BigInt(opening) + ins - outs,
    },
  ],
  questions: questionsFor('foodtruck-bank', [
    ['how much money came in', { value: money(ins) }, 'sum of Credit'],
    ['total paid out', { value: money(outs) }, 'sum of Debit'],
    ["what's the balance now", { value: money(closing) }, 'last Balance'],
    [
      'what did we spend on fuel',
      { value: money(by('FUEL')) },
      'Debits with FUEL in the description',
    ],
    ['how much on propane', { value: money(by('PROPANE')) }, 'Debits with PROPANE'],
    ['biggest payment out', { value: money(biggestOut.debit) }, 'largest Debit'],
    ['square deposits total', { value: money(by('SQUARE')) }, 'Credits from SQUARE INC DEPOSIT'],
    [
      'lowest balance we hit',
      { value: money(lowest) },
      'minimum Balance including the opening balance',
    ],
    ['net cash flow for the quarter', { value: money(ins - outs) }, 'Credits - Debits'],
    [
      'how many deposits in february',
      { value: String(febDeposits), tol: 0 },
      'count of credit rows dated Feb 2025',
    ],
    [
      'what did restaurant depot cost us',
      { value: money(by('RESTAURANT DEPOT')) },
      'Debits to RESTAURANT DEPOT',
    ],
    ['opening balance', { value: money(opening) }, 'OPENING BALANCE row'],
    ["what's our profit", REFUSE, 'bank movements are not profit (owner draws, timing)'],
    ['how much did we pay in tips to staff', REFUSE, 'no such transactions'],
  ]),
};
