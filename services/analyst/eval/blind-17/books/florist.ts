/** Florist (€): bank export, Date / Description / Debit / Credit / Balance, opening balance row. */
import ExcelJS from 'exceljs';
import { hundredths, sum } from '../../expect';
import {
  REFUSE,
  argmax,
  argmin,
  asker,
  bytes,
  cell,
  int,
  rng,
  sheet,
  type BlindBook,
} from '../kit';

const r = rng(17707);
const outs = [
  'Bloemen Veiling BV',
  'Energie Direct',
  'Huur winkel Maart',
  'Van Os Verpakking',
  'KPN',
];
const opening = 1843250n;
interface Tx {
  d: Date;
  desc: string;
  debit: bigint;
  credit: bigint;
  bal: bigint;
}
const txs: Tx[] = [];
let bal = opening;
for (let i = 0; i < 54; i++) {
  const m = i < 27 ? 9 : 10;
  const day = Math.min(28, 1 + Math.floor(((i % 27) * 28) / 27));
  const inflow = r() < 0.5;
  const desc = inflow
    ? r() < 0.7
      ? 'SumUp payout'
      : `Invoice ${int(r, 300, 399)} Hotel De Tulp`
    : outs[int(r, 0, 4)]!;
  const amt = BigInt(inflow ? int(r, 15000, 190000) : int(r, 4000, 160000));
  const debit = inflow ? 0n : amt;
  const credit = inflow ? amt : 0n;
  bal = bal - debit + credit;
  txs.push({ d: new Date(Date.UTC(2025, m, day)), desc, debit, credit, bal });
}

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  sheet(wb, 'Rekening NL12RABO', [
    ['Date', 'Description', 'Debit', 'Credit', 'Balance'],
    [new Date(Date.UTC(2025, 9, 1)), 'Opening balance', null, null, cell(opening)],
    ...txs.map((t) => [
      t.d,
      t.desc,
      t.debit ? cell(t.debit) : null,
      t.credit ? cell(t.credit) : null,
      cell(t.bal),
    ]),
  ]);
  return bytes(wb);
}

const { q, list } = asker('florist');
const money = (f: (t: Tx) => boolean, k: 'debit' | 'credit') => sum(txs.filter(f).map((t) => t[k]));
const all = () => true;
const big = argmax(txs.map((t) => t.debit));
const low = argmin(txs.map((t) => t.bal));
q('how much came in', { value: hundredths(money(all, 'credit')) }, 'sum of Credit');
q('total money out', { value: hundredths(money(all, 'debit')) }, 'sum of Debit');
q('closing balance', { value: hundredths(bal) }, 'Balance on the last row');
q(
  'by how much did the balance change over the period',
  { value: hundredths(bal - opening) },
  'last Balance minus opening balance (= credits - debits)',
);
q(
  'biggest payment out',
  { value: hundredths(txs[big]!.debit), at: txs[big]!.desc },
  'largest Debit, with its description',
);
q(
  'how much did we pay bloemen veiling',
  { value: hundredths(money((t) => t.desc === 'Bloemen Veiling BV', 'debit')) },
  'sum of Debit where description is Bloemen Veiling BV',
);
q(
  'sumup payouts total',
  { value: hundredths(money((t) => t.desc === 'SumUp payout', 'credit')) },
  'sum of Credit where description is SumUp payout',
);
q(
  'how many transactions in november',
  { value: String(txs.filter((t) => t.d.getUTCMonth() === 10).length) },
  'rows dated November (opening balance row excluded)',
);
q(
  'lowest balance',
  { value: hundredths(txs[low]!.bal < opening ? txs[low]!.bal : opening) },
  'minimum of the Balance column, opening balance row included',
);
q(
  'what did we spend in october',
  { value: hundredths(money((t) => t.d.getUTCMonth() === 9, 'debit')) },
  'sum of Debit dated October',
);
q(
  'how much did hotel de tulp pay us',
  { value: hundredths(money((t) => t.desc.includes('Hotel De Tulp'), 'credit')) },
  'sum of Credit for invoices to Hotel De Tulp',
);
q(
  'energy bills total',
  { value: hundredths(money((t) => t.desc === 'Energie Direct', 'debit')) },
  'sum of Debit for Energie Direct',
);
q("what's our profit", REFUSE, 'a bank export is cash, not profit');
q('how much did we pay in december', REFUSE, 'export ends in November');
export const florist: BlindBook = { name: 'florist', business: 'florist', build, questions: list };
