/**
 * A board-games café's bank export in hryvnia (₴): Date, Description, Debit, Credit, Balance,
 * newest last, an opening-balance line, Sept-Nov 2025. Debit = money out, Credit = money in.
 */
import { hundredths } from '../../expect';
import {
  cell,
  newBook,
  questionList,
  sumOf,
  toBytes,
  utcDate,
  type BookDef,
  type Rng,
} from '../lib';

const OUT: Array<[string, number, number]> = [
  ['Igromag board games supplier', 2500, 9000],
  ['Svit Kavy coffee beans', 1800, 4200],
  ['Kyivstar mobile', 450, 450],
  ['Rent Podil premises', 28000, 28000],
  ['Salary transfer', 12000, 16000],
  ['Nova Poshta delivery', 90, 400],
];
const IN: Array<[string, number, number]> = [
  ['Card settlement LiqPay', 4000, 15000],
  ['Tournament entry fees', 1500, 6000],
];

export const gamesCafeBank: BookDef = {
  name: 'games-cafe-bank',
  business: 'games café',
  shape: 'bank export: date, description, debit, credit, running balance, ₴',
  async build(rng: Rng) {
    interface Tx {
      date: Date;
      month: number;
      day: number;
      desc: string;
      out: bigint;
      in: bigint;
      bal: bigint;
    }
    const opening = BigInt(rng.int(40000, 60000)) * 100n;
    const txs: Tx[] = [];
    let bal = opening;
    for (let m = 8; m <= 10; m++) {
      for (let d = 1; d <= 28; d += rng.int(1, 3)) {
        const isIn = rng.next() < 0.5;
        const [desc, lo, hi] = isIn ? rng.pick(IN) : rng.pick(OUT);
        const amt = BigInt(rng.int(lo * 100, hi * 100));
        bal += isIn ? amt : -amt;
        txs.push({
          date: utcDate(2025, m, d),
          month: m,
          day: d,
          desc,
          out: isIn ? 0n : amt,
          in: isIn ? amt : 0n,
          bal,
        });
      }
    }
    const wb = newBook();
    const ws = wb.addWorksheet('Statement');
    ws.addRow(['PrivatBank — UA21 3052 9900 0002 6006 0123 4567 8 — UAH']);
    ws.addRow(['Date', 'Description', 'Debit', 'Credit', 'Balance']);
    ws.addRow([utcDate(2025, 8, 1), 'Opening balance', null, null, cell(opening)]);
    for (const t of txs)
      ws.addRow([
        t.date,
        t.desc,
        t.out ? cell(t.out) : null,
        t.in ? cell(t.in) : null,
        cell(t.bal),
      ]);
    ws.getColumn(1).numFmt = 'dd.mm.yyyy';

    const Q = questionList('games-cafe-bank');
    const totOut = sumOf(txs.map((t) => t.out));
    const totIn = sumOf(txs.map((t) => t.in));
    const bigOut = txs.reduce((m, t) => (t.out > m ? t.out : m), 0n);
    const bigIn = txs.reduce((m, t) => (t.in > m ? t.in : m), 0n);
    const by = (s: string, f: 'in' | 'out'): Tx[] => txs.filter((t) => t.desc === s && t[f] > 0n);
    const oct = txs.filter((t) => t.month === 9);
    const lastOct = oct[oct.length - 1]!;
    Q.ask('how much money went out', { value: hundredths(totOut) }, 'sum of Debit');
    Q.ask('total money in', { value: hundredths(totIn) }, 'sum of Credit');
    Q.ask('closing balance', { value: hundredths(txs[txs.length - 1]!.bal) }, 'last Balance');
    Q.ask(
      'what was the balance at the end of october',
      { value: hundredths(lastOct.bal) },
      'Balance on the last October line',
    );
    Q.ask('biggest payment out', { value: hundredths(bigOut) }, 'max Debit');
    Q.ask('largest amount received', { value: hundredths(bigIn) }, 'max Credit');
    Q.ask(
      'how much did we pay kyivstar',
      { value: hundredths(sumOf(by(OUT[2]![0], 'out').map((t) => t.out))) },
      'sum of Debit where description is Kyivstar',
    );
    Q.ask(
      'how many card settlements came in',
      { value: String(by(IN[0]![0], 'in').length) },
      'count of LiqPay lines',
    );
    Q.ask(
      'what did we spend on coffee beans',
      { value: hundredths(sumOf(by(OUT[1]![0], 'out').map((t) => t.out))) },
      'sum of Debit for Svit Kavy',
    );
    Q.ask(
      'money in during october',
      { value: hundredths(sumOf(oct.map((t) => t.in))) },
      'sum of Credit dated October 2025',
    );
    Q.ask(
      'net cash flow for the period',
      { value: hundredths(totIn - totOut) },
      'Credit - Debit (= closing - opening)',
    );
    Q.ask('opening balance', { value: hundredths(opening) }, 'Opening balance line');
    Q.ask(
      'tournament fees total',
      { value: hundredths(sumOf(by(IN[1]![0], 'in').map((t) => t.in))) },
      'sum of Credit for Tournament entry fees',
    );
    Q.ask("what's our profit", { refuse: true }, 'a bank statement is cash, not profit');
    Q.ask('balance in december', { refuse: true }, 'statement ends in November');

    return {
      bytes: await toBytes(wb),
      questions: Q.all,
      checks: [
        {
          what: 'closing - opening = in - out',
          a: txs[txs.length - 1]!.bal - opening,
          b: totIn - totOut,
        },
      ],
    };
  },
};
