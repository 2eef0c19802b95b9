/**
 * A delivery-only kitchen's bank export (₱): Date, Description, Debit, Credit, Balance,
 * an opening balance line first, one row per transaction over July..September 2025.
 */
import { BookKit, cell, int, pick, type BuiltBook } from '../kit/kit';
import { argExtreme, meanCents, money, total, uniqueExtreme } from '../kit/money';

interface Tx {
  date: Date;
  desc: string;
  debit: number;
  credit: number;
  balance: number;
}

export async function buildKitchenBank(): Promise<BuiltBook> {
  const k = new BookKit(
    'kitchen-bank',
    'food delivery kitchen',
    'bank export with debit, credit, running balance',
  );
  const opening = int(k.rng, 80000, 120000) * 100 + int(k.rng, 0, 99);
  const raw: Array<Omit<Tx, 'balance'>> = [];
  const money2 = (lo: number, hi: number): number => int(k.rng, lo, hi) * 100 + int(k.rng, 0, 99);
  for (let m = 6; m <= 8; m++) {
    const add = (d: number, desc: string, debit: number, credit: number): void => {
      raw.push({ date: new Date(Date.UTC(2025, m, d)), desc, debit, credit });
    };
    for (const d of [3, 10, 17, 24])
      add(
        d,
        `GRABFOOD PAYOUT ${String(m + 1).padStart(2, '0')}${String(d).padStart(2, '0')}`,
        0,
        money2(38000, 52000),
      );
    for (const d of [6, 20]) add(d, 'FOODPANDA SETTLEMENT', 0, money2(30000, 45000));
    add(1, 'RENT - UNIT 4B COMMISSARY', 45000_00, 0);
    add(5, 'MERALCO BILLS PAYMENT', money2(12000, 16000), 0);
    for (const d of [2, 9, 16, 23, 30])
      add(d, pick(k.rng, ['FRESHMART SUPPLY', 'AGRI-DIRECT PRODUCE']), money2(14000, 26000), 0);
    for (const d of [8, 22]) add(d, 'LPG REFILL - PETRON', money2(2500, 3400), 0);
    add(15, 'PAYROLL TRANSFER', money2(60000, 64000), 0);
    add(28, 'PAYROLL TRANSFER', money2(60000, 64000), 0);
    add(12, 'META ADS', money2(3000, 6000), 0);
    add(28, 'BANK SERVICE CHARGE', 150_00, 0);
  }
  raw.sort((a, b) => a.date.getTime() - b.date.getTime() || a.credit - b.credit);
  let bal = opening;
  const txs: Tx[] = raw.map((t) => {
    bal = bal - t.debit + t.credit;
    return { ...t, balance: bal };
  });

  const ws = k.wb.addWorksheet('Statement');
  ws.addRow(['Date', 'Description', 'Debit', 'Credit', 'Balance']);
  const o = ws.addRow([
    new Date(Date.UTC(2025, 6, 1)),
    'OPENING BALANCE',
    null,
    null,
    cell(opening),
  ]);
  o.getCell(1).numFmt = 'mm/dd/yyyy';
  for (const t of txs) {
    const r = ws.addRow([
      t.date,
      t.desc,
      t.debit ? cell(t.debit) : null,
      t.credit ? cell(t.credit) : null,
      cell(t.balance),
    ]);
    r.getCell(1).numFmt = 'mm/dd/yyyy';
    for (const c of [3, 4, 5]) r.getCell(c).numFmt = '#,##0.00';
  }

  const credits = total(txs.map((t) => t.credit));
  const debits = total(txs.map((t) => t.debit));
  const closing = txs[txs.length - 1]!.balance;
  k.check('opening + credits - debits = closing balance', opening + credits - debits === closing);
  const m = (t: Tx): number => t.date.getUTCMonth();
  const grab = txs.filter((t) => t.desc.startsWith('GRABFOOD'));
  const panda = txs.filter((t) => t.desc.startsWith('FOODPANDA'));
  const debitVals = txs.map((t) => t.debit);
  k.check('largest debit unique', uniqueExtreme(debitVals, 'max'));
  const bigOut = argExtreme(debitVals, 'max');
  const aug = txs.filter((t) => m(t) === 7);
  const sep = txs.filter((t) => m(t) === 8);
  const payroll = txs.filter((t) => t.desc === 'PAYROLL TRANSFER');

  k.ask('how much money came in', {
    value: money(credits),
    means: 'sum of Credit (opening balance excluded)',
  });
  k.ask('total money out', { value: money(debits), means: 'sum of Debit' });
  k.ask('what is our ending balance', { value: money(closing), means: 'last Balance (Sep 30)' });
  k.ask('what did we start with', { value: money(opening), means: 'OPENING BALANCE line' });
  k.ask('how much did grabfood pay us', {
    value: money(total(grab.map((t) => t.credit))),
    means: 'Credit where Description starts GRABFOOD',
  });
  k.ask('foodpanda payouts in august', {
    value: money(total(panda.filter((t) => m(t) === 7).map((t) => t.credit))),
    means: 'FOODPANDA SETTLEMENT credits dated August',
  });
  k.ask('biggest payment out', {
    value: money(debitVals[bigOut]!),
    at: txs[bigOut]!.desc,
    means: 'largest Debit',
  });
  k.ask('what did we spend on LPG', {
    value: money(total(txs.filter((t) => t.desc.startsWith('LPG')).map((t) => t.debit))),
    means: 'Debit where Description starts LPG',
  });
  k.ask('how many foodpanda settlements did we get', {
    value: String(panda.length),
    means: 'count of FOODPANDA SETTLEMENT rows',
  });
  k.ask('balance at the end of august', {
    value: money(aug[aug.length - 1]!.balance),
    means: 'Balance of the last August row',
  });
  k.ask('net cash flow for september', {
    value: money(total(sep.map((t) => t.credit)) - total(sep.map((t) => t.debit))),
    means: 'September credits - September debits',
  });
  k.ask('average grab payout', {
    value: meanCents(total(grab.map((t) => t.credit)), grab.length),
    means: 'GRABFOOD credits / their count',
  });
  k.ask('bank charges total', {
    value: money(total(txs.filter((t) => t.desc === 'BANK SERVICE CHARGE').map((t) => t.debit))),
    means: 'Debit where Description = BANK SERVICE CHARGE',
  });
  k.ask('how much went to payroll', {
    value: money(total(payroll.map((t) => t.debit))),
    means: 'Debit where Description = PAYROLL TRANSFER',
  });
  k.refuse('how much commission did grab take', 'the export shows net payouts only');
  k.refuse('what was our profit this quarter', 'a bank export gives cash movements, not profit');
  return k.done();
}
