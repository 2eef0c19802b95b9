/** A caravan park's bank export (₪): date, description, debit, credit, running balance, opening row. */
import ExcelJS from 'exceljs';
import { money } from '../../expect';
import { cell, int, pick, questionsFor, REFUSE, rngFor, S, toBytes, type BlindBook } from './kit';

const NAME = 'caravan-park';
const r = rngFor(NAME);
const outs = [
  ['ISRAEL ELECTRIC CORP', 90000, 400000],
  ['MEI AVIVIM WATER', 30000, 120000],
  ['STAFF WAGES TRANSFER', 800000, 1400000],
  ['CLEANING SUPPLIES LTD', 20000, 90000],
  ['BANK FEE', 1500, 4500],
] as const;
const ins = [
  ['CARD SETTLEMENT PITCH FEES', 200000, 900000],
  ['BOOKING.COM PAYOUT', 300000, 1200000],
] as const;
const opening = 4800000;
let bal = opening;
const txns = Array.from({ length: 60 }, (_, i) => {
  const isIn = r() < 0.5;
  const [desc, lo, hi] = isIn ? pick(r, ins) : pick(r, outs);
  const amount = int(r, lo, hi);
  bal += isIn ? amount : -amount;
  return {
    date: new Date(Date.UTC(2025, 6 + Math.floor(i / 20), 1 + Math.floor((i % 20) * 1.4))),
    desc,
    debit: isIn ? 0 : amount,
    credit: isIn ? amount : 0,
    balance: bal,
  };
});

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Statement');
  ws.addRow(['Date', 'Description', 'Debit', 'Credit', 'Balance']);
  ws.addRow([new Date(Date.UTC(2025, 6, 1)), 'OPENING BALANCE', null, null, cell(opening)]);
  txns.forEach((t) =>
    ws.addRow([
      t.date,
      t.desc,
      t.debit ? cell(t.debit) : null,
      t.credit ? cell(t.credit) : null,
      cell(t.balance),
    ]),
  );
  ws.getColumn(1).numFmt = 'dd.mm.yyyy';
  return toBytes(wb);
}

const credits = S(txns.map((t) => t.credit));
const debits = S(txns.map((t) => t.debit));
const of = (d: string) => txns.filter((t) => t.desc === d);
const minBal = txns.reduce((m, t) => Math.min(m, t.balance), opening);

export const caravanPark: BlindBook = {
  name: NAME,
  business: 'caravan park (₪)',
  build,
  checks: [
    {
      what: 'closing = opening + credits - debits',
      a: BigInt(txns[txns.length - 1]!.balance),
      b: BigInt(opening) + credits - debits,
    },
  ],
  questions: questionsFor(NAME, [
    ['total money in', { value: money(credits) }, 'sum of Credit'],
    ['how much went out of the account', { value: money(debits) }, 'sum of Debit'],
    ['closing balance', { value: money(txns[txns.length - 1]!.balance) }, 'last Balance'],
    ['what did we start the period with', { value: money(opening) }, 'OPENING BALANCE row'],
    [
      'how much did we pay the electric company',
      { value: money(S(of('ISRAEL ELECTRIC CORP').map((t) => t.debit))) },
      'Debit where Description = ISRAEL ELECTRIC CORP',
    ],
    [
      'booking.com payouts total',
      { value: money(S(of('BOOKING.COM PAYOUT').map((t) => t.credit))) },
      'Credit where Description = BOOKING.COM PAYOUT',
    ],
    [
      'biggest payment out',
      { value: money(txns.reduce((m, t) => Math.max(m, t.debit), 0)) },
      'largest Debit',
    ],
    [
      'money in during august',
      { value: money(S(txns.filter((t) => t.date.getUTCMonth() === 7).map((t) => t.credit))) },
      'Credit dated Aug 2025',
    ],
    [
      'net change in cash over the period',
      { value: money(credits - debits) },
      'credits - debits (= closing - opening)',
    ],
    [
      'how many bank fees were charged',
      { value: String(of('BANK FEE').length) },
      'count of BANK FEE rows',
    ],
    [
      'lowest balance',
      { value: money(minBal) },
      'smallest Balance on the sheet (opening included)',
    ],
    ['how many pitches were booked in july', REFUSE, 'a bank export has no bookings'],
    ['balance in december', REFUSE, 'the export ends in September 2025'],
  ]),
};
