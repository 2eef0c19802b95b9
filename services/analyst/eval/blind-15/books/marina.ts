/**
 * Marina, Japanese yen (¥, no decimals): a bank statement export, newest transaction first,
 * Date / Description / Debit / Credit / Balance, one account line above the header.
 */
import ExcelJS from 'exceljs';
import { money, sum } from '../../expect';
import { asker, cell, readCents, rng, toBytes, type BlindBook } from '../kit';

const NAME = 'marina';
const r = rng(7);
const OUT = [
  'ENEOS FUEL DOCK',
  'PAYROLL TRANSFER',
  'KANSAI ELECTRIC',
  'YAMAHA MARINE PARTS',
  'HARBOUR DUES OSAKA',
];
const IN = ['BERTH FEE', 'BOAT LAUNCH FEE', 'CAFE TAKINGS', 'WINTER STORAGE'];
const YEN = 100; // one yen in the eval's cents
const opening = 4_350_000 * YEN;
interface Tx {
  date: Date;
  desc: string;
  debit: number;
  credit: number;
  balance: number;
}
let bal = opening;
const txs: Tx[] = Array.from({ length: 48 }, (_, i) => {
  const isIn = r.int(0, 9) < 5;
  const amount = (isIn ? r.int(8, 420) : r.int(5, 380)) * 1000 * YEN + r.int(0, 999) * YEN;
  bal += isIn ? amount : -amount;
  return {
    date: new Date(Date.UTC(2025, 6 + Math.floor(i / 16), 1 + (i % 16) * 1 + Math.floor(i / 16))),
    desc: isIn ? `${r.pick(IN)} ${r.int(10, 99)}` : r.pick(OUT),
    debit: isIn ? 0 : amount,
    credit: isIn ? amount : 0,
    balance: bal,
  };
});

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Statement');
  ws.addRow(['MUFG Bank  Account 0123456  Seaside Marina KK  Jul-Sep 2025  (JPY)']);
  ws.addRow(['Date', 'Description', 'Debit', 'Credit', 'Balance']);
  for (const t of [...txs].reverse())
    ws.addRow([
      t.date,
      t.desc,
      t.debit ? cell(t.debit) : null,
      t.credit ? cell(t.credit) : null,
      cell(t.balance),
    ]);
  ws.getColumn(1).numFmt = 'yyyy/mm/dd';
  for (const c of [3, 4, 5]) ws.getColumn(c).numFmt = '#,##0';
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): string[] {
  const ws = wb.getWorksheet('Statement')!;
  // oldest row is last: its balance minus the net of every row equals the opening balance
  let net = 0;
  for (let row = 3; row < 3 + txs.length; row += 1)
    net += (readCents(ws, `D${row}`) || 0) - (readCents(ws, `C${row}`) || 0);
  const back = readCents(ws, 'E3') - net;
  return back === opening ? [] : [`balances do not chain: ${back} vs ${opening}`];
}

const { ask, questions } = asker(NAME);
const ins = txs.filter((t) => t.credit);
const outs = txs.filter((t) => t.debit);
const totalIn = Number(sum(ins.map((t) => t.credit)));
const totalOut = Number(sum(outs.map((t) => t.debit)));
const biggestOut = outs.reduce((a, b) => (b.debit > a.debit ? b : a));
const fuel = outs.filter((t) => t.desc.includes('FUEL'));
const berth = ins.filter((t) => t.desc.startsWith('BERTH'));
const aug = txs.filter((t) => t.date.getUTCMonth() === 7);
const last = txs[txs.length - 1]!;

ask(
  'what is the closing balance',
  { value: money(last.balance) },
  'Balance on the newest row (top of the export)',
);
ask('total money in', { value: money(totalIn) }, 'sum of Credit');
ask('how much went out', { value: money(totalOut) }, 'sum of Debit');
ask(
  'what did we spend on fuel',
  { value: money(sum(fuel.map((t) => t.debit))) },
  'Debit where Description contains FUEL',
);
ask('biggest payment out', { value: money(biggestOut.debit) }, 'largest single Debit');
ask('how many deposits', { value: String(ins.length) }, 'count of rows with a Credit');
ask(
  'berth fees received',
  { value: money(sum(berth.map((t) => t.credit))) },
  'Credit where Description starts with BERTH FEE',
);
ask('net cash flow for the quarter', { value: money(totalIn - totalOut) }, 'Credits minus Debits');
ask(
  'money in during august',
  { value: money(sum(aug.map((t) => t.credit))) },
  'Credits dated August 2025',
);
ask(
  'payroll paid',
  { value: money(sum(outs.filter((t) => t.desc === 'PAYROLL TRANSFER').map((t) => t.debit))) },
  'Debit where Description = PAYROLL TRANSFER',
);
ask(
  'lowest balance we hit',
  { value: money(Math.min(...txs.map((t) => t.balance))) },
  'smallest Balance on any row',
);
ask(
  'how many payments to yamaha marine parts',
  { value: String(outs.filter((t) => t.desc === 'YAMAHA MARINE PARTS').length) },
  'count of Debit rows to YAMAHA MARINE PARTS',
);
ask('are we profitable', { refuse: true }, 'a bank statement shows cash movements, not profit');
ask(
  'how much do customers still owe for berths',
  { refuse: true },
  'receivables are not in a bank export',
);

export const marina: BlindBook = {
  name: NAME,
  about: 'marina, ¥ (JPY), bank statement export newest first with debit, credit, balance',
  build,
  questions,
  verify,
};
