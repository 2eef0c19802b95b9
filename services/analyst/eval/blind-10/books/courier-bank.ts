/**
 * Courier firm: a bank statement export (Date, Description, Debit, Credit, Balance) with an
 * opening balance line, September-November 2025. No title; one sheet named like a bank file.
 */
import ExcelJS from 'exceljs';
import { money } from '../../expect';
import { asker, cell, seeded, sumOf, SEED, type BlindBook } from '../kit';

interface Tx {
  month: number;
  day: number;
  desc: string;
  debit: bigint;
  credit: bigint;
  balance: bigint;
}

const OUT: Array<[string, number, number]> = [
  ['FUEL CALTEX MAIN RD', 80000, 420000],
  ['FUEL ENGEN N1 CITY', 80000, 420000],
  ['DEBIT ORDER FLEET INSURANCE', 610000, 610000],
  ['SALARIES RUN', 5200000, 6100000],
  ['VEHICLE LEASE VW', 1150000, 1150000],
  ['TOLL E-TAG', 5000, 60000],
  ['TYRES TIGER WHEEL', 150000, 900000],
];
const IN: Array<[string, number, number]> = [
  ['EFT CREDIT TAKEALOT', 1500000, 4800000],
  ['EFT CREDIT PHARMADIRECT', 600000, 2100000],
  ['EFT CREDIT LOCAL BAKERY CO', 50000, 300000],
  ['CASH DEPOSIT', 20000, 150000],
];

export function courierBank(): BlindBook {
  const name = 'courier-bank';
  const rng = seeded(SEED, name);
  const opening = BigInt(rng.int(4000000, 9000000));
  const raw: Array<Omit<Tx, 'balance'>> = [];
  for (let m = 8; m <= 10; m++) {
    raw.push({
      month: m,
      day: 25,
      desc: 'SALARIES RUN',
      debit: BigInt(rng.int(5200000, 6100000)),
      credit: 0n,
    });
    raw.push({ month: m, day: 1, desc: 'VEHICLE LEASE VW', debit: 1150000n, credit: 0n });
    for (let i = 0; i < 9; i++) {
      const [desc, lo, hi] = rng.pick(
        OUT.filter((o) => o[0] !== 'SALARIES RUN' && o[0] !== 'VEHICLE LEASE VW'),
      );
      raw.push({ month: m, day: rng.int(1, 28), desc, debit: BigInt(rng.int(lo, hi)), credit: 0n });
    }
    for (let i = 0; i < 6; i++) {
      const [desc, lo, hi] = rng.pick(IN);
      raw.push({ month: m, day: rng.int(1, 28), desc, debit: 0n, credit: BigInt(rng.int(lo, hi)) });
    }
  }
  raw.sort((a, b) => a.month - b.month || a.day - b.day);
  let bal = opening;
  const txs: Tx[] = raw.map((t) => ({ ...t, balance: (bal = bal - t.debit + t.credit) }));

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Statement_0425771');
  ws.addRow(['Date', 'Description', 'Debit', 'Credit', 'Balance']);
  ws
    .addRow([new Date(Date.UTC(2025, 8, 1)), 'OPENING BALANCE', null, null, cell(opening)])
    .getCell(1).numFmt = 'yyyy-mm-dd';
  for (const t of txs) {
    const r = ws.addRow([
      new Date(Date.UTC(2025, t.month, t.day)),
      t.desc,
      t.debit ? cell(t.debit) : null,
      t.credit ? cell(t.credit) : null,
      cell(t.balance),
    ]);
    r.getCell(1).numFmt = 'yyyy-mm-dd';
  }

  const debits = txs.map((t) => t.debit);
  const credits = txs.map((t) => t.credit);
  const where = (f: (t: Tx) => boolean, k: 'debit' | 'credit'): bigint =>
    sumOf(txs.filter(f).map((t) => t[k]));
  const maxOf = (xs: bigint[]): bigint => xs.reduce((m, x) => (x > m ? x : m));
  const balances = txs.map((t) => t.balance);
  const minBal = balances.reduce((m, x) => (x < m ? x : m));
  const { ask, questions } = asker(name);
  ask('how much came in over the three months', { value: money(sumOf(credits)) }, 'sum of Credit');
  ask('total money out', { value: money(sumOf(debits)) }, 'sum of Debit');
  ask(
    'closing balance',
    { value: money(txs[txs.length - 1]!.balance) },
    'Balance on the last line',
  );
  ask(
    'what was the opening balance',
    { value: money(opening) },
    'Balance on the OPENING BALANCE line',
  );
  ask(
    'what did we spend on fuel',
    { value: money(where((t) => t.desc.startsWith('FUEL'), 'debit')) },
    'Debits whose description starts FUEL',
  );
  ask('biggest payment we received', { value: money(maxOf(credits)) }, 'largest Credit');
  ask('largest payment out', { value: money(maxOf(debits)) }, 'largest Debit');
  ask(
    'how many transactions were there',
    { value: String(txs.length) },
    'statement lines excluding the opening balance line',
  );
  ask(
    'net cash flow in october',
    { value: money(where((t) => t.month === 9, 'credit') - where((t) => t.month === 9, 'debit')) },
    'October credits minus October debits',
  );
  ask('lowest balance', { value: money(minBal) }, 'smallest Balance after a transaction');
  ask(
    'how much went on salaries',
    { value: money(where((t) => t.desc === 'SALARIES RUN', 'debit')) },
    'Debits SALARIES RUN, three months',
  );
  ask(
    'money in during november',
    { value: money(where((t) => t.month === 10, 'credit')) },
    'November credits',
  );
  ask(
    'how much has takealot paid us',
    { value: money(where((t) => t.desc.includes('TAKEALOT'), 'credit')) },
    'Credits from EFT CREDIT TAKEALOT',
  );
  ask('what was our profit', { refuse: true }, 'a bank statement shows cash moves, not profit');
  ask('how much does pharmadirect still owe', { refuse: true }, 'no invoices or balances owed');
  const septTolls = where((t) => t.month === 8 && t.desc.startsWith('TOLL'), 'debit');
  if (septTolls > 0n)
    ask('tolls in september', { value: money(septTolls) }, 'September debits TOLL E-TAG');

  return {
    name,
    business: 'courier firm',
    shape: 'bank export with debit/credit/balance and an opening balance line',
    workbook: wb,
    questions,
    checks: [
      {
        what: 'closing = opening + credits - debits',
        a: txs[txs.length - 1]!.balance,
        b: opening + sumOf(credits) - sumOf(debits),
      },
      {
        what: 'largest credit unique',
        a: BigInt(credits.filter((c) => c === maxOf(credits)).length),
        b: 1n,
      },
      {
        what: 'largest debit unique',
        a: BigInt(debits.filter((c) => c === maxOf(debits)).length),
        b: 1n,
      },
    ],
  };
}
