/** Pet shop (৳): bank export, no title, Date | Description | Debit | Credit | Balance, Jul..Sep 2025. */
import { money, sum } from '../../expect';
import {
  argMax,
  asker,
  cell,
  int,
  monthPlaces,
  pick,
  refuse,
  rng,
  SEED,
  type BookSpec,
  type Cell,
} from '../lib';

export function petShop(): BookSpec {
  const r = rng(SEED + 7);
  const opening = 18500000;
  type Tx = { date: Date; m: number; desc: string; debit: number; credit: number };
  const txs: Tx[] = [];
  for (let m = 6; m <= 8; m++) {
    txs.push({
      date: new Date(Date.UTC(2025, m, 1)),
      m,
      desc: 'Rent - Dhanmondi shop',
      debit: 4500000,
      credit: 0,
    });
    txs.push({
      date: new Date(Date.UTC(2025, m, 10)),
      m,
      desc: 'Electricity DESCO',
      debit: int(r, 350000, 700000),
      credit: 0,
    });
    txs.push({
      date: new Date(Date.UTC(2025, m, 28)),
      m,
      desc: 'Salaries',
      debit: int(r, 6000000, 6500000),
      credit: 0,
    });
    txs.push({
      date: new Date(Date.UTC(2025, m, 28)),
      m,
      desc: 'Bank charge',
      debit: int(r, 5000, 20000),
      credit: 0,
    });
    for (let k = 0; k < 18; k++) {
      const d = int(r, 1, 28);
      if (r() < 0.7)
        txs.push({
          date: new Date(Date.UTC(2025, m, d)),
          m,
          desc: pick(r, ['POS deposit', 'bKash transfer in']),
          debit: 0,
          credit: int(r, 300000, 2500000),
        });
      else
        txs.push({
          date: new Date(Date.UTC(2025, m, d)),
          m,
          desc: pick(r, ['Supplier: PawFood BD', 'Supplier: AquaWorld']),
          debit: int(r, 500000, 3000000),
          credit: 0,
        });
    }
  }
  txs.sort((a, b) => a.date.getTime() - b.date.getTime());
  let bal = opening;
  const balances: number[] = [];
  const rows: Cell[][] = [
    ['Date', 'Description', 'Debit', 'Credit', 'Balance'],
    [new Date(Date.UTC(2025, 6, 1)), 'Opening balance', null, null, cell(opening)],
  ];
  for (const t of txs) {
    bal += t.credit - t.debit;
    balances.push(bal);
    rows.push([
      t.date,
      t.desc,
      t.debit ? cell(t.debit) : null,
      t.credit ? cell(t.credit) : null,
      cell(bal),
    ]);
  }
  const credits = sum(txs.map((t) => t.credit));
  const debits = sum(txs.map((t) => t.debit));
  const by = (f: (t: Tx) => boolean, k: 'debit' | 'credit'): bigint =>
    sum(txs.filter(f).map((t) => t[k]));
  const inByMonth = [6, 7, 8].map((m) => by((t) => t.m === m, 'credit'));
  const { qs, q } = asker('pet-shop');
  q('closing balance', { value: money(bal) }, 'Balance on the last row');
  q('total money in', { value: money(credits) }, 'sum of Credit');
  q('how much went out in total', { value: money(debits) }, 'sum of Debit');
  q(
    'what did we pay pawfood',
    { value: money(by((t) => t.desc === 'Supplier: PawFood BD', 'debit')) },
    'Debit where description names PawFood BD',
  );
  q(
    'rent paid in august',
    { value: money(by((t) => t.m === 7 && t.desc.startsWith('Rent'), 'debit')) },
    'Rent debit in Aug 2025',
  );
  q('biggest deposit', { value: money(Math.max(...txs.map((t) => t.credit))) }, 'max Credit');
  q(
    'bank charges total',
    { value: money(by((t) => t.desc === 'Bank charge', 'debit')) },
    'sum of Bank charge debits',
  );
  q(
    'net cash flow for the quarter',
    { value: money(credits - debits) },
    'credits - debits (= closing - opening)',
  );
  q(
    'which month had the most money coming in',
    { at: monthPlaces(6 + argMax(inByMonth), 2025) },
    'month with the largest Credit sum',
  );
  q('lowest balance', { value: money(Math.min(...balances, opening)) }, 'min of Balance column');
  q(
    'how many deposits in september',
    { value: String(txs.filter((t) => t.m === 8 && t.credit > 0).length) },
    'count of Credit rows dated Sep 2025',
  );
  q(
    'electricity in july',
    { value: money(by((t) => t.m === 6 && t.desc.startsWith('Electricity'), 'debit')) },
    'single debit',
  );
  q('opening balance', { value: money(opening) }, 'Opening balance row');
  q('how much dog food did we sell', refuse, 'a bank statement has no product sales');
  q('balance at the end of december', refuse, 'statement ends in September 2025');
  q('are we profitable', refuse, 'cash movements are not profit; ambiguous');
  return {
    name: 'pet-shop',
    business: 'pet shop',
    sheets: [{ name: 'Statement', rows }],
    questions: qs,
    checks: [['closing = opening + net', BigInt(bal), BigInt(opening) + credits - debits]],
  };
}
