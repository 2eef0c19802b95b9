/** A nail bar: a bank statement export (date, description, debit, credit, running balance). */
import { money, sum } from '../../expect';
import {
  argmax,
  argmin,
  asker,
  cell,
  refuse,
  uniqueMax,
  uniqueMin,
  type BlindBookDef,
} from '../kit';

export const nailbar: BlindBookDef = {
  name: 'nailbar',
  business: 'nail bar (SGD)',
  shape: 'bank export with opening balance row, debit/credit/balance',
  build(wb, rnd) {
    const ws = wb.addWorksheet('Statement');
    ws.addRow(['Account: POLISHED NAIL STUDIO PTE LTD  - Current a/c ****4471']);
    ws.addRow([
      'Transaction Date',
      'Description',
      'Withdrawals (SGD)',
      'Deposits (SGD)',
      'Balance (SGD)',
    ]);
    const opening = BigInt(rnd.int(800000, 1500000));
    ws.addRow([new Date(Date.UTC(2025, 6, 1)), 'OPENING BALANCE', null, null, cell(opening)]);
    type Tx = { month: number; desc: string; out: bigint; in: bigint; bal: bigint };
    const txs: Tx[] = [];
    let bal = opening;
    const push = (month: number, day: number, desc: string, out: bigint, inn: bigint): void => {
      bal = bal - out + inn;
      txs.push({ month, desc, out, in: inn, bal });
      ws.addRow([
        new Date(Date.UTC(2025, month, day)),
        desc,
        out ? cell(out) : null,
        inn ? cell(inn) : null,
        cell(bal),
      ]);
    };
    for (const m of [6, 7, 8]) {
      push(m, 1, 'GIRO RENT - TANJONG PAGAR MALL', 480000n, 0n);
      for (let w = 0; w < 4; w++) {
        push(m, 3 + w * 7, 'STRIPE PAYOUT', 0n, BigInt(rnd.int(250000, 560000)));
        if (rnd.next() < 0.6)
          push(m, 4 + w * 7, 'OPI SUPPLIES SG', BigInt(rnd.int(15000, 90000)), 0n);
      }
      push(m, 25, 'SALARY - STAFF', BigInt(rnd.int(900000, 1200000)), 0n);
      push(m, 27, 'SP GROUP UTILITIES', BigInt(rnd.int(30000, 70000)), 0n);
      if (rnd.next() < 0.7) push(m, 28, 'CASH DEPOSIT', 0n, BigInt(rnd.int(20000, 150000)));
    }
    const tin = sum(txs.map((t) => t.in));
    const tout = sum(txs.map((t) => t.out));
    const outs = txs.map((t) => t.out);
    const bals = [opening, ...txs.map((t) => t.bal)];
    const sumDesc = (d: string): bigint =>
      sum(txs.filter((t) => t.desc.startsWith(d)).map((t) => t.out + t.in));
    const a = asker('nailbar');
    a.q('how much came in over the 3 months', { value: money(tin), means: 'sum of Deposits' });
    a.q('total money out', { value: money(tout), means: 'sum of Withdrawals' });
    a.q('whats the balence now', { value: money(bal), means: 'last Balance' });
    a.q('opening balance', { value: money(opening), means: 'OPENING BALANCE row' });
    a.q(
      'biggest payment out',
      uniqueMax(outs)
        ? { value: money(outs[argmax(outs)]!), means: 'largest Withdrawal' }
        : refuse('tie'),
    );
    a.q('how much did stripe pay us in august', {
      value: money(
        sum(txs.filter((t) => t.month === 7 && t.desc === 'STRIPE PAYOUT').map((t) => t.in)),
      ),
      means: 'Stripe payouts dated August',
    });
    a.q('what did we spend on opi supplies', {
      value: money(sumDesc('OPI')),
      means: 'sum of OPI SUPPLIES withdrawals',
    });
    a.q('total rent paid', {
      value: money(sumDesc('GIRO RENT')),
      means: 'sum of rent withdrawals',
    });
    a.q('how many transactions in september', {
      value: String(txs.filter((t) => t.month === 8).length),
      means: 'rows dated September (opening row excluded)',
    });
    a.q('net cash flow for the quarter', {
      value: money(tin - tout),
      means: 'deposits - withdrawals',
    });
    a.q(
      'lowest balance',
      uniqueMin(bals)
        ? {
            value: money(bals[argmin(bals)]!),
            means: 'minimum Balance in the column (opening balance included)',
          }
        : refuse('tie'),
    );
    a.q('how much did we deposit in cash', {
      value: money(sumDesc('CASH DEPOSIT')),
      means: 'sum of CASH DEPOSIT',
    });
    a.q('july deposits', {
      value: money(sum(txs.filter((t) => t.month === 6).map((t) => t.in))),
      means: 'Deposits dated July',
    });
    a.q('how much did the staff get paid in total', {
      value: money(sumDesc('SALARY')),
      means: 'sum of SALARY - STAFF',
    });
    a.q('which client spent the most', refuse('bank lines do not name clients'));
    a.q('how much tip money did we get', refuse('tips are not shown separately'));
    return {
      questions: a.list,
      checks: [{ what: 'opening + in - out = closing', a: opening + tin - tout, b: bal }],
    };
  },
};
