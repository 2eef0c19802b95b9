/**
 * A guest house's bank export in euros: Date, Description, Debit, Credit, Balance, an
 * opening-balance line first, newest transactions last, three months.
 */
import ExcelJS from 'exceljs';
import {
  Questions,
  centsIn,
  cell,
  fmt,
  intIn,
  pick,
  rngFor,
  sum,
  toBytes,
  type BlindBook,
} from '../kit';

const NAME = 'guesthouse-bank';
const IN = [
  'BOOKING.COM BV PAYOUT',
  'AIRBNB PAYMENTS LUX',
  'SEPA CREDIT - GUEST DEPOSIT',
  'STRIPE PAYOUT',
];
const OUT: Array<[string, number, number]> = [
  ['SEPA DD - ENDESA ENERGIA', 180, 420],
  ['CARD - MERCADONA', 40, 260],
  ['SEPA DD - LAVANDERIA SOL', 150, 480],
  ['TRANSFER - CLEANER WAGES', 600, 900],
  ['BOOKING.COM COMMISSION', 120, 640],
  ['CARD - LEROY MERLIN', 30, 520],
];

interface Tx {
  date: Date;
  desc: string;
  debit: number;
  credit: number;
  balance: bigint;
}

export async function build(): Promise<BlindBook> {
  const rng = rngFor(NAME);
  const opening = BigInt(centsIn(rng, 6000, 9000));
  const txs: Tx[] = [];
  let bal = opening;
  for (let m = 6; m <= 8; m++) {
    const days = Array.from({ length: intIn(rng, 16, 22) }, () => intIn(rng, 1, 30)).sort(
      (a, b) => a - b,
    );
    for (const d of days) {
      const isIn = rng() < 0.4;
      const [desc, lo, hi] = isIn ? [pick(rng, IN), 180, 2400] : pick(rng, OUT);
      const amt = centsIn(rng, lo, hi);
      bal += isIn ? BigInt(amt) : -BigInt(amt);
      txs.push({
        date: new Date(Date.UTC(2025, m, d)),
        desc,
        debit: isIn ? 0 : amt,
        credit: isIn ? amt : 0,
        balance: bal,
      });
    }
  }

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Movimientos');
  ws.addRow(['Date', 'Description', 'Debit', 'Credit', 'Balance']);
  const ob = ws.addRow([
    new Date(Date.UTC(2025, 6, 1)),
    'OPENING BALANCE',
    null,
    null,
    cell(opening),
  ]);
  ob.getCell(1).numFmt = 'dd.mm.yyyy';
  fmt(ob, [5], '#,##0.00 €');
  for (const t of txs) {
    const row = ws.addRow([
      t.date,
      t.desc,
      t.debit ? cell(t.debit) : null,
      t.credit ? cell(t.credit) : null,
      cell(t.balance),
    ]);
    row.getCell(1).numFmt = 'dd.mm.yyyy';
    fmt(row, [3, 4, 5], '#,##0.00 €');
  }

  const q = new Questions(NAME);
  const credits = sum(txs.map((t) => t.credit));
  const debits = sum(txs.map((t) => t.debit));
  const closing = txs[txs.length - 1]!.balance;
  const month = (t: Tx): number => t.date.getUTCMonth();
  const biggestOut = txs.reduce((a, t) => (t.debit > a.debit ? t : a));
  const lowest = txs.reduce((a, t) => (t.balance < a ? t.balance : a), opening);
  const augIn = sum(txs.filter((t) => month(t) === 7).map((t) => t.credit));
  const augOut = sum(txs.filter((t) => month(t) === 7).map((t) => t.debit));
  const endJul = [...txs].filter((t) => month(t) === 6).pop()!.balance;

  q.money('how much money came in', credits, 'sum of Credit over the three months');
  q.money('total money out', debits, 'sum of Debit');
  q.money("what's the balance now", closing, 'Balance on the last row');
  q.money('opening balance', opening, 'OPENING BALANCE line');
  q.money('biggest payment out', biggestOut.debit, 'largest single Debit');
  q.money(
    'how much did booking.com take in commission',
    sum(txs.filter((t) => t.desc === 'BOOKING.COM COMMISSION').map((t) => t.debit)),
    'Debits described BOOKING.COM COMMISSION',
  );
  q.money(
    'how much did airbnb pay us',
    sum(txs.filter((t) => t.desc === 'AIRBNB PAYMENTS LUX').map((t) => t.credit)),
    'Credits described AIRBNB PAYMENTS LUX',
  );
  q.num(
    'how many deposits came in',
    txs.filter((t) => t.credit > 0).length,
    'count of rows with a Credit',
  );
  q.money(
    'lowest balance we hit',
    lowest,
    'smallest value in the Balance column (opening included)',
  );
  q.money('net change in august', augIn - augOut, 'August credits minus August debits');
  q.money('what did we spend in august', augOut, 'sum of Debit dated August 2025');
  q.money('balance at the end of july', endJul, 'Balance on the last July row');
  q.money(
    'how much did the cleaner cost',
    sum(txs.filter((t) => t.desc === 'TRANSFER - CLEANER WAGES').map((t) => t.debit)),
    'Debits described TRANSFER - CLEANER WAGES',
  );
  q.money(
    'energy bills',
    sum(txs.filter((t) => t.desc.includes('ENDESA')).map((t) => t.debit)),
    'Debits to ENDESA ENERGIA',
  );
  q.num(
    'how many transactions in september',
    txs.filter((t) => month(t) === 8).length,
    'rows dated September 2025 (opening line excluded)',
  );
  q.money(
    'net cash flow over the period',
    closing - opening,
    'closing balance minus opening balance (= credits - debits)',
  );
  q.refuse('how many room nights did we sell', 'a bank export has no room nights');
  q.refuse("what's our occupancy rate", 'no rooms or nights in the sheet');

  return {
    name: NAME,
    business: 'guest house',
    shape: 'bank export with Debit / Credit / running Balance and opening line',
    bytes: await toBytes(wb),
    questions: q.list,
    checks: [
      {
        what: 'opening + credits - debits = closing',
        got: opening + credits - debits,
        want: closing,
      },
    ],
  };
}
