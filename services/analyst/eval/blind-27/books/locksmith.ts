/** Locksmith van, ₨: bank export (txn date, value date, description, debit, credit, balance) with an opening-balance row. */
import ExcelJS from 'exceljs';
import { money } from '../../expect';
import { argMax, argMin, cell, questionsFor, rng, toBytes, total, type BlindBook } from '../lib';

const r = rng(7);
const opening = 18500000;
interface Tx {
  d: Date;
  desc: string;
  debit: number;
  credit: number;
  bal: bigint;
}
const txs: Tx[] = [];
let bal = BigInt(opening);
const outs: Array<[string, number, number]> = [
  ['PSO FUEL STATION KHI', 300000, 1200000],
  ['KEYBLANK WHOLESALE LHR', 500000, 4000000],
  ['JAZZ MOBILE BILL', 150000, 300000],
  ['VAN INSURANCE EFU', 2200000, 2200000],
];
const ins: Array<[string, number, number]> = [
  ['CARD SETTLEMENT KEENU', 800000, 6000000],
  ['IBFT FROM CUSTOMER', 1000000, 9000000],
  ['CASH DEPOSIT', 500000, 3000000],
];
for (let m = 7; m <= 9; m++) {
  for (let k = 0; k < 17; k++) {
    const out = r.next() < 0.5;
    const [desc, lo, hi] = out ? r.pick(outs) : r.pick(ins);
    const amt = r.int(lo, hi);
    const debit = out ? amt : 0;
    const credit = out ? 0 : amt;
    bal += BigInt(credit - debit);
    txs.push({ d: new Date(Date.UTC(2026, m, 1 + k)), desc, debit, credit, bal });
  }
}
const debits = txs.map((t) => t.debit);
const credits = txs.map((t) => t.credit);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Statement');
  ws.addRow(['Txn Date', 'Value Date', 'Description', 'Debit', 'Credit', 'Balance']);
  ws.addRow([
    new Date(Date.UTC(2026, 7, 1)),
    new Date(Date.UTC(2026, 7, 1)),
    'OPENING BALANCE',
    null,
    null,
    cell(opening),
  ]);
  for (const t of txs)
    ws.addRow([
      t.d,
      t.d,
      t.desc,
      t.debit ? cell(t.debit) : null,
      t.credit ? cell(t.credit) : null,
      cell(t.bal),
    ]);
  ws.getColumn(1).numFmt = 'dd-mmm-yyyy';
  ws.getColumn(2).numFmt = 'dd-mmm-yyyy';
  return toBytes(wb);
}

const inMonth = (m: number, f: (t: Tx) => number): bigint =>
  total(txs.filter((t) => t.d.getUTCMonth() === m).map(f));
const fuel = total(txs.filter((t) => t.desc.startsWith('PSO FUEL')).map((t) => t.debit));
const cards = txs.filter((t) => t.desc.startsWith('CARD SETTLEMENT')).length;
const bals = [BigInt(opening), ...txs.map((t) => t.bal)];

export const locksmith: BlindBook = {
  name: 'locksmith',
  business: 'mobile locksmith (van)',
  shape: 'bank export with debit, credit, running balance',
  bytes,
  checks: [
    {
      what: 'opening + credits - debits = closing balance',
      a: BigInt(opening) + total(credits) - total(debits),
      b: txs[txs.length - 1]!.bal,
    },
  ],
  questions: questionsFor('locksmith', [
    [
      'how much money came in',
      { value: money(total(credits)), means: 'sum of Credit, Aug-Oct 2026' },
    ],
    ['how much went out', { value: money(total(debits)), means: 'sum of Debit' }],
    ['closing balance', { value: money(txs[txs.length - 1]!.bal), means: 'last Balance' }],
    ['what was the opening balance', { value: money(opening), means: 'OPENING BALANCE row' }],
    [
      'what did we spend on fuel',
      { value: money(fuel), means: 'Debits whose description starts PSO FUEL' },
    ],
    [
      'biggest payment we received',
      { value: money(credits[argMax(credits)]!), means: 'max Credit' },
    ],
    [
      'money in during september',
      { value: money(inMonth(8, (t) => t.credit)), means: 'sum of Credit, September 2026' },
    ],
    [
      'net cash flow for september',
      { value: money(inMonth(8, (t) => t.credit - t.debit)), means: 'September credits - debits' },
    ],
    [
      'how many card settlements did we get',
      { value: String(cards), means: 'rows with description CARD SETTLEMENT' },
    ],
    [
      'lowest balance',
      {
        value: money(bals[argMin(bals)]!),
        means: 'min of the Balance column, opening balance row included',
      },
    ],
    [
      'spent on keyblanks in october',
      {
        value: money(
          total(
            txs
              .filter((t) => t.d.getUTCMonth() === 9 && t.desc.startsWith('KEYBLANK'))
              .map((t) => t.debit),
          ),
        ),
        means: 'KEYBLANK WHOLESALE debits, October 2026',
      },
    ],
    [
      'how much profit did we make',
      {
        refuse: true,
        means: 'a bank statement is not a P&L (transfers, deposits, timing): ambiguous',
      },
    ],
    [
      'how much do customers still owe us',
      { refuse: true, means: 'no receivables in a bank export' },
    ],
  ]),
};
