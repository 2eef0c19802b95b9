/**
 * Farm shop bank export (GBP): Date, Description, Debit, Credit, Balance, NEWEST FIRST (as the
 * bank's CSV-to-Excel download gives it), with the brought-forward balance as the last row.
 * One quarter (Jan-Mar 2025). Debit and Credit cells are empty where not used.
 */
import { meanCents, money as m } from '../../expect';
import { ExcelJS, argExtreme, asker, cell, rng, sumN, toBytes, type BlindBook } from '../kit';

const NAME = 'farmshop-bank';
const r = rng(NAME);
interface Tx {
  month: number;
  day: number;
  desc: string;
  debit: number;
  credit: number;
  balance: number;
}
const OPENING = 1_284_317;
const raw: Array<Omit<Tx, 'balance'>> = [];
for (let month = 0; month < 3; month++) {
  for (const day of [3, 6, 10, 13, 17, 20, 24, 27])
    raw.push({
      month,
      day,
      desc: 'CARD SETTLEMENT SUMUP',
      debit: 0,
      credit: r.int(180_000, 520_000),
    });
  raw.push({ month, day: 2, desc: 'DD EON NEXT ENERGY', debit: r.int(38_000, 61_000), credit: 0 });
  raw.push({ month, day: 28, desc: 'FPO WAGES J HARGREAVES', debit: 168_000, credit: 0 });
  raw.push({ month, day: 28, desc: 'FPO WAGES P OKAFOR', debit: 142_500, credit: 0 });
  raw.push({
    month,
    day: r.int(4, 25),
    desc: 'FEED & SEED SUPPLIES LTD',
    debit: r.int(90_000, 310_000),
    credit: 0,
  });
  raw.push({
    month,
    day: r.int(4, 25),
    desc: 'FEED & SEED SUPPLIES LTD',
    debit: r.int(90_000, 310_000),
    credit: 0,
  });
  raw.push({
    month,
    day: r.int(5, 22),
    desc: 'CASH DEPOSIT HEXHAM BRANCH',
    debit: 0,
    credit: r.int(40_000, 160_000),
  });
  raw.push({ month, day: 15, desc: 'DD LANDLORD HIGH FELL ESTATES', debit: 95_000, credit: 0 });
  raw.push({
    month,
    day: r.int(1, 28),
    desc: 'CARD PAYMENT TESCO',
    debit: r.int(1_500, 9_900),
    credit: 0,
  });
}
raw.push({ month: 0, day: 31, desc: 'HMRC VAT', debit: 412_644, credit: 0 });
raw.push({ month: 2, day: 12, desc: 'TFR TO SAVINGS', debit: 500_000, credit: 0 });
raw.sort((a, b) => a.month - b.month || a.day - b.day);
let bal = OPENING;
const txs: Tx[] = raw.map((t) => {
  bal += t.credit - t.debit;
  return { ...t, balance: bal };
});

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Statement');
  ws.addRow(['Date', 'Description', 'Debit', 'Credit', 'Balance']);
  for (const t of [...txs].reverse()) {
    ws.addRow([
      new Date(Date.UTC(2025, t.month, t.day)),
      t.desc,
      t.debit ? cell(t.debit) : null,
      t.credit ? cell(t.credit) : null,
      cell(t.balance),
    ]);
  }
  ws.addRow([new Date(Date.UTC(2025, 0, 1)), 'BALANCE BROUGHT FORWARD', null, null, cell(OPENING)]);
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  for (const c of [3, 4, 5]) ws.getColumn(c).numFmt = '£#,##0.00';
  return toBytes(wb);
}

const { q, list } = asker(NAME);
const credits = sumN(txs.map((t) => t.credit));
const debits = sumN(txs.map((t) => t.debit));
const lastFeb = [...txs].filter((t) => t.month === 1).pop()!;
const biggestOut = argExtreme(
  txs.map((t) => t.debit),
  'max',
);
const eon = sumN(txs.filter((t) => t.desc.includes('EON')).map((t) => t.debit));
const cards = txs.filter((t) => t.desc.includes('SUMUP'));
const marchCards = sumN(cards.filter((t) => t.month === 2).map((t) => t.credit));
const lowest = Math.min(...txs.map((t) => t.balance), OPENING);
const wages = sumN(txs.filter((t) => t.desc.includes('WAGES')).map((t) => t.debit));
const feed = txs.filter((t) => t.desc.startsWith('FEED'));

q('how much came in this quarter', { value: m(credits) }, 'sum of Credit');
q('total money out', { value: m(debits) }, 'sum of Debit');
q(
  'whats the closing balance',
  { value: m(txs[txs.length - 1]!.balance) },
  'balance after the last (newest) transaction',
);
q(
  'balance at the end of feb',
  { value: m(lastFeb.balance) },
  'balance after the last February transaction',
);
q(
  'biggest payment out',
  {
    value: m(txs[biggestOut]!.debit),
    at: ['savings', 'TFR', '12 Mar', 'Mar 12', '2025-03-12', '12/03/2025'],
  },
  'largest Debit (the transfer to savings)',
);
q('what did we pay eon for energy', { value: m(eon) }, 'Debits described DD EON NEXT ENERGY');
q(
  'card takings in march',
  { value: m(marchCards) },
  'Credits described CARD SETTLEMENT SUMUP dated March',
);
q(
  'how many transactions in january',
  { value: String(txs.filter((t) => t.month === 0).length) },
  'count of January rows (not the brought-forward line)',
);
q(
  'net cash flow for the quarter',
  { value: m(credits - debits) },
  'credits - debits (= closing - opening)',
);
q(
  'lowest the balance got',
  { value: m(lowest) },
  'smallest Balance, including the opening balance',
);
q(
  'average card settlement',
  { value: meanCents(sumN(cards.map((t) => t.credit)), cards.length) },
  'mean of SUMUP credits',
);
q('how much went on wages', { value: m(wages) }, 'Debits described FPO WAGES');
q(
  'how much did we pay feed & seed',
  { value: m(sumN(feed.map((t) => t.debit))) },
  'Debits to FEED & SEED SUPPLIES LTD',
);
q('whats our vat bill next quarter', { refuse: true }, 'a future figure: not in a bank statement');
q(
  'what profit did we make this quarter',
  { refuse: true },
  'cash in minus cash out is not profit (VAT, a transfer to savings): ask or refuse',
);
q('what was the opening balance', { value: m(OPENING) }, 'balance brought forward');
q('what are our sales by product', { refuse: true }, 'card settlements are not split by product');

export const farmshopBank: BlindBook = {
  name: NAME,
  business: 'farm shop',
  shape: 'bank export newest first, debit/credit/balance, brought-forward row last',
  bytes,
  questions: list,
  checks: [
    [
      'closing - opening = credits - debits',
      txs[txs.length - 1]!.balance - OPENING === credits - debits,
    ],
    ['transfer to savings is the largest debit', txs[biggestOut]!.desc === 'TFR TO SAVINGS'],
  ],
};
