/**
 * Crystal Round Window Cleaning (GBP): a bank statement export, Date / Description / Debit /
 * Credit / Balance, January–March 2025, with a brought-forward first row.
 */
import { money } from '../../expect';
import {
  argmin,
  cell$,
  day,
  moneyFmt,
  newBook,
  Questions,
  rngFor,
  toBytes,
  total,
  type BlindBook,
} from '../kit';

const BOOK = 'window-cleaning';
const CUSTOMERS = [
  'MRS PATEL',
  'HOLLYBANK SURGERY',
  'J ROBERTSON',
  'THE OLD FORGE B&B',
  'D MCALLISTER',
  'GREENWAY LETTINGS',
  'S OYELARAN',
];
const FUEL = [
  'CARD PAYMENT SHELL HEXHAM',
  'CARD PAYMENT BP CORBRIDGE',
  'CARD PAYMENT ESSO PRUDHOE',
];

interface Tx {
  date: Date;
  month: number;
  desc: string;
  debit: bigint;
  credit: bigint;
  kind: string;
}

export async function buildWindowCleaning(): Promise<BlindBook> {
  const rng = rngFor(BOOK);
  const txs: Tx[] = [];
  for (let month = 1; month <= 3; month++) {
    const add = (desc: string, kind: string, debit: bigint, credit: bigint): void => {
      txs.push({ date: day(2025, month, rng.int(1, 28)), month, desc, debit, credit, kind });
    };
    for (let i = 0; i < rng.int(9, 13); i++)
      add(`FASTER PAYMENT FROM ${rng.pick(CUSTOMERS)}`, 'in', 0n, BigInt(rng.int(18, 140) * 100));
    for (let i = 0; i < rng.int(3, 5); i++)
      add(rng.pick(FUEL), 'fuel', BigInt(rng.int(3500, 7800)), 0n);
    add('DD ADMIRAL VAN INSURANCE', 'insurance', 6842n, 0n);
    for (let i = 0; i < rng.int(1, 2); i++)
      add('CARD PAYMENT SCREWFIX DIRECT', 'screwfix', BigInt(rng.int(900, 8900)), 0n);
    add('TFR TO SAVINGS 40021188', 'transfer', BigInt(rng.int(3, 6) * 10000), 0n);
    add('MONTHLY ACCOUNT FEE', 'fees', 850n, 0n);
  }
  txs.sort((a, b) => a.date.getTime() - b.date.getTime());
  const opening = BigInt(rng.int(180000, 260000));
  let bal = opening;
  const balances = txs.map((t) => (bal = bal - t.debit + t.credit));
  const totIn = total(txs.map((t) => t.credit));
  const totOut = total(txs.map((t) => t.debit));

  const wb = newBook();
  const ws = wb.addWorksheet('Statement');
  ws.addRow(['Date', 'Description', 'Debit', 'Credit', 'Balance']);
  ws.addRow([day(2025, 1, 1), 'BALANCE BROUGHT FORWARD', null, null, cell$(opening)]);
  txs.forEach((t, i) =>
    ws.addRow([
      t.date,
      t.desc,
      t.debit ? cell$(t.debit) : null,
      t.credit ? cell$(t.credit) : null,
      cell$(balances[i]!),
    ]),
  );
  const lastRow = ws.rowCount;
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  for (let c = 3; c <= 5; c++) ws.getColumn(c).numFmt = moneyFmt('£');

  const S = 'Statement';
  const q = new Questions(BOOK);
  const sumKind = (k: string, month?: number): bigint =>
    total(
      txs
        .filter((t) => t.kind === k && (month === undefined || t.month === month))
        .map((t) => t.debit + t.credit),
    );
  const out = txs.map((t) => t.debit);
  const robertson = total(txs.filter((t) => t.desc.endsWith('J ROBERTSON')).map((t) => t.credit));
  q.ask(
    'how much money came in',
    { value: money(totIn) },
    'sum of the Credit column (brought-forward row has none)',
  );
  q.ask('how much went out', { value: money(totOut) }, 'sum of the Debit column');
  q.ask(
    'whats the balance now',
    { value: money(balances[balances.length - 1]!) },
    'Balance on the last row of the statement',
    { sheet: S, ref: `E${lastRow}` },
  );
  q.ask(
    'what did we start the year with in the bank',
    { value: money(opening) },
    'BALANCE BROUGHT FORWARD',
    { sheet: S, ref: 'E2' },
  );
  q.ask(
    'biggest single amount that went out',
    { value: money(out.reduce((m, v) => (v > m ? v : m), 0n)) },
    'largest single Debit (its value; ties do not matter)',
  );
  q.ask(
    'what did we spend on fuel',
    { value: money(sumKind('fuel')) },
    'Debits to Shell, BP and Esso (the filling-station card payments)',
  );
  q.ask(
    'how many customer payments came in',
    { value: String(txs.filter((t) => t.kind === 'in').length) },
    'count of FASTER PAYMENT FROM rows (every credit)',
  );
  q.ask(
    'how much did the balance change over the quarter',
    { value: money(totIn - totOut), abs: true },
    'last Balance - brought-forward Balance = credits - debits (the size; sign not judged)',
  );
  q.ask(
    'money out in feb',
    { value: money(total(txs.filter((t) => t.month === 2).map((t) => t.debit))) },
    'Debits dated February 2025',
  );
  q.ask(
    'lowest balance',
    { value: money(balances[argmin(balances)]!) },
    'smallest value in the Balance column (the brought-forward row included)',
    undefined,
  );
  q.ask(
    'how much have we spent at screwfix',
    { value: money(sumKind('screwfix')) },
    'Debits described SCREWFIX',
  );
  q.ask('how much has j robertson paid', { value: money(robertson) }, 'Credits from J ROBERTSON');
  q.ask('bank charges', { value: money(sumKind('fees')) }, 'MONTHLY ACCOUNT FEE debits');
  q.ask(
    'takings in march',
    { value: money(total(txs.filter((t) => t.month === 3).map((t) => t.credit))) },
    'Credits dated March 2025',
  );
  q.refuse(
    'how much profit did we make',
    'a bank statement mixes transfers to savings with costs and has no invoices: profit is not in it',
  );
  q.refuse('who still owes us', 'a bank statement shows what was paid, not what is owed');

  return {
    name: BOOK,
    business: 'window-cleaning round',
    shape: 'bank export: date, description, debit, credit, running balance, brought-forward row',
    bytes: await toBytes(wb),
    questions: q.list,
    sumChecks: [],
  };
}
