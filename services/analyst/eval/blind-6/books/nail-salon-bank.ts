/** Nail salon: bank statement export (date, description, debit, credit, running balance), EUR. */
import ExcelJS from 'exceljs';
import { money, sum } from '../../expect';
import {
  argMax,
  argMin,
  assertEq,
  cell,
  centsAt,
  questionsFor,
  rng,
  toBytes,
  type BlindBook,
} from '../kit';

const NAME = 'nail-salon-bank';
interface Tx {
  month: number;
  day: number;
  desc: string;
  debit: bigint;
  credit: bigint;
  balance: bigint;
}
const r = rng(7);
const OPENING = BigInt(r.int(600000, 1400000));
const raw: Array<Omit<Tx, 'balance'>> = [];
for (const month of [6, 7, 8]) {
  raw.push({
    month,
    day: 1,
    desc: 'SEPA DD RENT SALON UNIT 4 VASTGOED BV',
    debit: 210000n,
    credit: 0n,
  });
  raw.push({
    month,
    day: 25,
    desc: 'SALARY TRANSFER STAFF',
    debit: BigInt(r.int(520000, 610000)),
    credit: 0n,
  });
  raw.push({
    month,
    day: 12,
    desc: 'SEPA DD ENECO ELECTRICITY',
    debit: BigInt(r.int(18000, 31000)),
    credit: 0n,
  });
  raw.push({ month, day: 28, desc: 'BANK FEE PACKAGE', debit: 1450n, credit: 0n });
  for (let i = 0; i < r.int(2, 4); i++) {
    raw.push({
      month,
      day: r.int(2, 27),
      desc: 'OPI SUPPLIES EUROPE',
      debit: BigInt(r.int(24000, 96000)),
      credit: 0n,
    });
  }
  for (let d = 3; d <= 27; d += r.int(3, 5)) {
    raw.push({
      month,
      day: d,
      desc: 'CARD SETTLEMENT SUMUP',
      debit: 0n,
      credit: BigInt(r.int(95000, 260000)),
    });
  }
  raw.push({
    month,
    day: r.int(5, 26),
    desc: 'CASH DEPOSIT',
    debit: 0n,
    credit: BigInt(r.int(20000, 90000)),
  });
}
raw.sort((a, b) => a.month - b.month || a.day - b.day);
let bal = OPENING;
const txs: Tx[] = raw.map((t) => {
  bal = bal + t.credit - t.debit;
  return { ...t, balance: bal };
});
const credits = sum(txs.map((t) => t.credit));
const debits = sum(txs.map((t) => t.debit));
const closing = txs[txs.length - 1]!.balance;
const of = (pred: (t: Tx) => boolean, k: 'debit' | 'credit'): bigint =>
  sum(txs.filter(pred).map((t) => t[k]));
const midIdx = Math.floor(txs.length / 2);
const mid = txs[midIdx]!;
const midEod = [...txs].reverse().find((t) => t.month === mid.month && t.day === mid.day)!;

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Transactions');
  ws.addRow(['Date', 'Description', 'Debit', 'Credit', 'Balance']);
  ws.addRow([new Date(Date.UTC(2025, 6, 1)), 'Opening balance', null, null, cell(OPENING)]);
  for (const t of txs) {
    ws.addRow([
      new Date(Date.UTC(2025, t.month, t.day)),
      t.desc,
      t.debit ? cell(t.debit) : null,
      t.credit ? cell(t.credit) : null,
      cell(t.balance),
    ]);
  }
  ws.getColumn(1).numFmt = 'dd-mm-yyyy';
  for (let c = 3; c <= 5; c++) ws.getColumn(c).numFmt = '#,##0.00';
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): void {
  const ws = wb.getWorksheet('Transactions')!;
  let b = centsAt(ws, 'E2');
  for (let i = 0; i < txs.length; i++) {
    const row = i + 3;
    const d = ws.getCell(`C${row}`).value === null ? 0n : centsAt(ws, `C${row}`);
    const c = ws.getCell(`D${row}`).value === null ? 0n : centsAt(ws, `D${row}`);
    b = b + c - d;
    assertEq(`balance row ${row}`, b, centsAt(ws, `E${row}`));
  }
}

const debitsList = txs.map((t) => t.debit);
const big = argMax(debitsList);
const low = argMin(txs.map((t) => t.balance));
const midDate = `${mid.day} ${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September'][mid.month]} 2025`;

export const nailSalonBank: BlindBook = {
  name: NAME,
  business: 'nail salon',
  shape: 'bank export with opening balance row, separate Debit/Credit columns, running Balance',
  build,
  verify,
  questions: questionsFor(NAME, [
    ['total deposits this quarter', { value: money(credits) }, 'sum of Credit'],
    ['how much went out in total', { value: money(debits) }, 'sum of Debit'],
    ['closing balance', { value: money(closing) }, 'Balance on the last row'],
    ['what did we start the quarter with', { value: money(OPENING) }, 'Opening balance row'],
    [
      `what was the balance on ${midDate}`,
      { value: money(midEod.balance) },
      'Balance of the last row dated that day',
    ],
    ['largest withdrawal', { value: money(debitsList[big]!) }, 'largest Debit'],
    [
      'how much did we pay in rent',
      { value: money(of((t) => t.desc.includes('RENT'), 'debit')) },
      'Debits whose description names RENT (3 months)',
    ],
    [
      'card settlements total',
      { value: money(of((t) => t.desc.startsWith('CARD SETTLEMENT'), 'credit')) },
      'Credits described CARD SETTLEMENT SUMUP',
    ],
    [
      'how many transactions are there',
      { value: String(txs.length) },
      'transaction rows, not counting the opening balance row',
    ],
    [
      'net cash flow for the period',
      { value: money(credits - debits) },
      'sum of Credit - sum of Debit (= closing - opening)',
    ],
    [
      'what did we spend on OPI supplies in august',
      { value: money(of((t) => t.month === 7 && t.desc.startsWith('OPI'), 'debit')) },
      'OPI SUPPLIES debits dated August 2025',
    ],
    [
      'bank fees total',
      { value: money(of((t) => t.desc.startsWith('BANK FEE'), 'debit')) },
      'BANK FEE PACKAGE debits',
    ],
    [
      'how much came in during september',
      { value: money(of((t) => t.month === 8, 'credit')) },
      'Credits dated September 2025',
    ],
    [
      'lowest balance we hit',
      { value: money(txs[low]!.balance) },
      'smallest Balance after a transaction',
    ],
    [
      'electricity in july',
      { value: money(of((t) => t.month === 6 && t.desc.includes('ELECTRICITY'), 'debit')) },
      'ENECO ELECTRICITY debit dated July 2025',
    ],
    ['what was our profit this quarter', { refuse: true }, 'a bank export shows cash, not profit'],
    ['how many clients did we do nails for', { refuse: true }, 'no client counts in the statement'],
    [
      'total salaries paid',
      { value: money(of((t) => t.desc.startsWith('SALARY'), 'debit')) },
      'SALARY TRANSFER debits',
    ],
  ]),
};
