/**
 * A laundromat's bank export: Date, Description, Debit, Credit, Balance, an opening balance
 * line first, no totals. Two months, euros, bank-style upper-case descriptions.
 */
import type { Rng } from '../kit/rng';
import type { BookQuestion, BuiltBook } from '../kit/types';
import { argmax, cell, cents, day, isum, money, newBook, toBytes } from '../kit/cells';

interface Tx {
  m: number;
  d: number;
  desc: string;
  debit: bigint;
  credit: bigint;
  balance: bigint;
}

export async function buildLaundromatBank(r: Rng): Promise<BuiltBook> {
  const opening = cents(r, 4000, 9000);
  const txs: Tx[] = [];
  let bal = opening;
  const push = (m: number, d: number, desc: string, debit: bigint, credit: bigint): void => {
    bal = bal - debit + credit;
    txs.push({ m, d, desc, debit, credit, balance: bal });
  };
  for (const m of [9, 10]) {
    const events: Array<[number, string, bigint, bigint]> = [];
    for (let d = 1; d <= 30; d += r.int(2, 4))
      events.push([d, 'SUMUP CARD TAKINGS', 0n, cents(r, 180, 720)]);
    for (const d of [7, 14, 21, 28])
      events.push([d, 'CASH LODGEMENT COIN', 0n, cents(r, 300, 900)]);
    events.push([1, 'RENT DUNNE PROPERTIES', cents(r, 2200, 2200, true), 0n]);
    events.push([r.int(3, 12), 'ELECTRIC IRELAND DD', cents(r, 600, 1100), 0n]);
    events.push([r.int(3, 12), 'GAS NETWORKS DD', cents(r, 250, 520), 0n]);
    events.push([r.int(10, 20), 'SUDS DETERGENTS LTD', cents(r, 150, 420), 0n]);
    if (m === 10) events.push([r.int(15, 25), 'WASHTEC MACHINE REPAIR', cents(r, 380, 1250), 0n]);
    events.push([28, 'PAYROLL TRANSFER', cents(r, 2400, 2900), 0n]);
    events.push([30, 'BANK FEES', cents(r, 12, 30), 0n]);
    events.sort((a, b) => a[0] - b[0]);
    for (const [d, desc, debit, credit] of events) push(m, d, desc, debit, credit);
  }
  const wb = newBook();
  const ws = wb.addWorksheet('Transactions');
  ws.addRow(['Date', 'Description', 'Debit', 'Credit', 'Balance']);
  ws.addRow([day(2026, 9, 1), 'OPENING BALANCE', null, null, cell(opening)]);
  for (const t of txs)
    ws.addRow([
      day(2026, t.m, t.d),
      t.desc,
      t.debit ? cell(t.debit) : null,
      t.credit ? cell(t.credit) : null,
      cell(t.balance),
    ]);
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';

  const deb = isum(txs.map((t) => t.debit));
  const cred = isum(txs.map((t) => t.credit));
  const by = (s: string, m?: number): Tx[] =>
    txs.filter((t) => t.desc.includes(s) && (!m || t.m === m));
  const big = txs[argmax(txs.map((t) => t.debit))]!;
  const bigIn = txs[argmax(txs.map((t) => t.credit))]!;
  const octIn = isum(txs.filter((t) => t.m === 10).map((t) => t.credit));
  const sepOut = isum(txs.filter((t) => t.m === 9).map((t) => t.debit));
  const endSep = txs.filter((t) => t.m === 9).at(-1)!.balance;
  const balances = [opening, ...txs.map((t) => t.balance)];
  const lowest = balances[argmax(balances.map((b) => -b))]!;
  const questions: BookQuestion[] = [
    {
      id: 'in',
      question: 'total money in',
      expect: { value: money(cred) },
      means: 'sum of Credit',
    },
    {
      id: 'out',
      question: 'how much went out of the account',
      expect: { value: money(deb), abs: true },
      means: 'sum of Debit',
    },
    {
      id: 'close',
      question: 'closing balance',
      expect: { value: money(bal) },
      means: 'last Balance',
    },
    {
      id: 'net',
      question: 'did the account go up or down overall and by how much',
      expect: { value: money(bal - opening) },
      means: 'closing - opening balance (= credits - debits)',
    },
    {
      id: 'card',
      question: 'card takings total',
      expect: { value: money(isum(by('SUMUP').map((t) => t.credit))) },
      means: 'Credits described SUMUP CARD TAKINGS',
    },
    {
      id: 'coin',
      question: 'how much cash did we lodge in october',
      expect: { value: money(isum(by('CASH LODGEMENT', 10).map((t) => t.credit))) },
      means: 'CASH LODGEMENT credits dated October',
    },
    {
      id: 'elec',
      question: 'what did electricity cost us',
      expect: { value: money(isum(by('ELECTRIC').map((t) => t.debit))), abs: true },
      means: 'ELECTRIC IRELAND debits, both months',
    },
    {
      id: 'bigout',
      question: 'biggest payment out',
      expect: { value: money(big.debit), abs: true, at: big.desc },
      means: 'largest Debit',
    },
    {
      id: 'bigin',
      question: 'largest deposit',
      expect: { value: money(bigIn.credit), at: bigIn.desc },
      means: 'largest Credit',
    },
    {
      id: 'octin',
      question: 'takings in october',
      expect: { value: money(octIn) },
      means: 'all credits dated October (card and coin)',
    },
    {
      id: 'sepout',
      question: 'what did we spend in september',
      expect: { value: money(sepOut), abs: true },
      means: 'all debits dated September',
    },
    {
      id: 'endsep',
      question: 'balance at the end of september',
      expect: { value: money(endSep) },
      means: 'Balance after the last September line',
    },
    {
      id: 'repair',
      question: 'how much was the machine repair',
      expect: { value: money(by('REPAIR')[0]!.debit), abs: true },
      means: 'the WASHTEC MACHINE REPAIR debit',
    },
    {
      id: 'ntx',
      question: 'how many transactions were there',
      expect: { value: String(txs.length) },
      means: 'count of lines, not the opening balance',
    },
    {
      id: 'low',
      question: 'lowest balance',
      expect: { value: money(lowest) },
      means: 'minimum of the Balance column (opening included)',
    },
    {
      id: 'loads',
      question: 'how many washes did we do in october',
      expect: { refuse: true },
      means: 'no machine counts in a bank export',
    },
    {
      id: 'profit',
      question: 'were we profitable in october',
      expect: { refuse: true },
      means: 'cash movements, not profit (no accruals, owner transfers unknown); ambiguous',
    },
  ];
  return {
    business: 'laundromat',
    shape: 'bank export: opening balance, Debit/Credit/Balance, no totals',
    bytes: await toBytes(wb),
    questions,
    checks: [
      {
        what: 'opening + credits - debits = closing balance',
        left: opening + cred - deb,
        right: bal,
      },
    ],
  };
}
