/**
 * Car wash (EUR): a bank account export, account lines on top, then booking date, value date,
 * description, debit, credit and running balance, starting with an opening-balance line.
 * Debits are positive numbers in their own column.
 */
import { meanCents, money } from '../../expect';
import { argmax, argmin, bsum, questionsFor } from '../q';
import { makeRng } from '../rng';
import { FMT, M, SheetWriter, day, newBook, toBytes } from '../sheet';
import type { Blind3Book } from '../types';

export async function carwash(): Promise<Blind3Book> {
  const rng = makeRng(7);
  interface Tx {
    date: Date;
    month: number;
    desc: string;
    debit: bigint;
    credit: bigint;
    balance: bigint;
  }
  const opening = 1846233n;
  const txs: Tx[] = [];
  let bal = opening;
  const push = (month: number, d: number, desc: string, debit: bigint, credit: bigint): void => {
    bal = bal - debit + credit;
    txs.push({ date: day(2025, month, d), month, desc, debit, credit, balance: bal });
  };
  for (const month of [9, 10]) {
    for (let d = 1; d <= 30; d++) {
      // closed on the 7th, 14th, ...: no card settlement those days
      if (d % 7 !== 0) push(month, d, 'CARD SETTLEMENT SUMUP', 0n, BigInt(rng.int(38000, 112000)));
      if (d % 5 === 0)
        push(month, d, 'CASH DEPOSIT ATM FILIALE 12', 0n, BigInt(rng.int(20000, 65000)));
      if (d === 1) push(month, d, 'DAUERAUFTRAG MIETE - Gewerbehof Nord', 280000n, 0n);
      if (d === 3) push(month, d, 'STADTWERKE WASSER ABSCHLAG', BigInt(rng.int(60000, 90000)), 0n);
      if (d === 10 || d === 24)
        push(
          month,
          d,
          'CHEMIE WASHTEC GMBH RE ' + rng.int(1000, 9999),
          BigInt(rng.int(40000, 140000)),
          0n,
        );
      if (d === 15) push(month, d, 'ARAL FUEL CARD', BigInt(rng.int(15000, 30000)), 0n);
      if (d === 28) push(month, d, 'GEHALT / PAYROLL', BigInt(rng.int(900000, 980000)), 0n);
      if (d === 20 && month === 10) push(month, d, 'SPAREPARTS BÜRSTEN KAERCHER', 213450n, 0n);
    }
  }
  const wb = newBook();
  const S = 'Umsaetze';
  const w = new SheetWriter(wb.addWorksheet(S), FMT.eur);
  w.add(['Sparkasse Nordholz - account export']);
  w.add(['Account holder: Shine Time Car Wash GmbH']);
  w.add(['Period: 01.09.2025 - 31.10.2025']);
  w.blank();
  w.add(['Booking date', 'Value date', 'Description', 'Debit', 'Credit', 'Balance'], {
    bold: true,
  });
  w.add([day(2025, 9, 1), day(2025, 9, 1), 'Opening balance', null, null, M(opening)]);
  const first = w.row + 1;
  for (const t of txs)
    w.add([
      t.date,
      t.date,
      t.desc,
      t.debit ? M(t.debit) : null,
      t.credit ? M(t.credit) : null,
      M(t.balance),
    ]);
  const last = w.row;

  const credits = bsum(txs.map((t) => t.credit));
  const debits = bsum(txs.map((t) => t.debit));
  const closing = txs[txs.length - 1]!.balance;
  const isCard = (t: Tx): boolean => t.desc.startsWith('CARD');
  const cardSep = bsum(txs.filter((t) => isCard(t) && t.month === 9).map((t) => t.credit));
  const cards = txs.filter(isCard);
  const water = bsum(txs.filter((t) => t.desc.startsWith('STADTWERKE')).map((t) => t.debit));
  const biggest = argmax(txs, (t) => t.debit);
  const lowest = argmin(txs, (t) => t.balance);
  const depositsOct = txs.filter((t) => t.month === 10 && t.credit > 0n).length;
  const payroll = bsum(txs.filter((t) => t.desc.startsWith('GEHALT')).map((t) => t.debit));
  const chem = bsum(txs.filter((t) => t.desc.startsWith('CHEMIE')).map((t) => t.debit));

  const { list, ask, refuse } = questionsFor('carwash');
  ask('total money in', { value: money(credits) }, 'sum of Credit', {
    sheet: S,
    range: `E${first}:E${last}`,
    op: 'sum',
  });
  ask('total money out over the two months', { value: money(debits), abs: true }, 'sum of Debit', {
    sheet: S,
    range: `D${first}:D${last}`,
    op: 'sum',
  });
  ask('whats the closing balance', { value: money(closing) }, 'last Balance', {
    sheet: S,
    range: `F${last}`,
    op: 'value',
  });
  ask(
    'by how much did the balance change',
    { value: money(closing - opening) },
    'closing balance - opening balance (= credits - debits)',
  );
  ask(
    'how much did we pay for water',
    { value: money(water), abs: true },
    'sum of Debit, STADTWERKE WASSER lines',
  );
  ask(
    'card takings in september',
    { value: money(cardSep) },
    'sum of Credit, CARD SETTLEMENT lines in September',
  );
  ask('biggest single payment', { value: money(biggest.debit), abs: true }, 'largest Debit', {
    sheet: S,
    range: `D${first}:D${last}`,
    op: 'max',
  });
  ask(
    'how many deposits in october',
    { value: String(depositsOct) },
    'count of October lines with a Credit (card settlements and cash)',
  );
  ask(
    'average card settlement',
    { value: meanCents(bsum(cards.map((t) => t.credit)), cards.length) },
    'mean Credit of CARD SETTLEMENT lines',
  );
  ask(
    'lowest balance',
    { value: money(lowest.balance) },
    'smallest Balance after a transaction (the opening line is higher)',
    { sheet: S, range: `F${first}:F${last}`, op: 'min' },
  );
  ask(
    'what did payroll cost',
    { value: money(payroll), abs: true },
    'sum of Debit, GEHALT / PAYROLL lines',
  );
  ask(
    'how much went to washtec for chemicals',
    { value: money(chem), abs: true },
    'sum of Debit, CHEMIE WASHTEC lines',
  );
  ask('opening balance', { value: money(opening) }, 'the Opening balance line');
  ask(
    'rent paid in october',
    { value: money(280000n), abs: true },
    'DAUERAUFTRAG MIETE Debit in October',
  );
  refuse('how many cars did we wash', 'a bank export has no car counts');
  refuse('balance in november', 'the export ends on 31 October');
  refuse('whats our profit', 'a bank export is cash in and out, not profit');

  if (lowest.balance >= opening)
    throw new Error('carwash: opening must stay above the lowest balance');
  return {
    name: 'carwash',
    business: 'car wash',
    shape: 'bank export with info rows, debit/credit/balance, opening balance line',
    bytes: await toBytes(wb),
    questions: list,
    totals: [],
  };
}
