/** A mobile dog groomer's van loan: amortisation schedule (payment, interest, principal, balance), annual rate in a header note. */
import { money, sum } from '../../expect';
import { asker, cell, refuse, type BlindBookDef } from '../kit';

export const groomer: BlindBookDef = {
  name: 'groomer',
  business: 'mobile dog groomer, van loan (GBP)',
  shape: 'loan amortisation schedule with parameter block above the table',
  build(wb, rnd) {
    const ws = wb.addWorksheet('Van loan');
    const principal = BigInt(rnd.int(18000, 32000) * 100);
    const rateBp = rnd.int(550, 990); // annual rate in basis points
    const n = 36;
    // fixed payment in cents: P*r/(1-(1+r)^-n), r monthly; computed in floats ONCE, then every row is exact cents
    const r = rateBp / 10000 / 12;
    const payment = BigInt(Math.round((Number(principal) * r) / (1 - Math.pow(1 + r, -n))));
    ws.addRow(['Pampered Paws Mobile Grooming - van finance']);
    ws.addRow(['Amount borrowed', cell(principal)]);
    ws.addRow(['Annual interest rate', rateBp / 10000]);
    ws.addRow(['Term (months)', n]);
    ws.addRow([]);
    ws.addRow(['Payment no', 'Date', 'Payment', 'Interest', 'Principal', 'Balance']);
    let bal = principal;
    const rows: Array<{ pay: bigint; int: bigint; prin: bigint; bal: bigint }> = [];
    for (let i = 0; i < n; i++) {
      const int = (bal * BigInt(rateBp) + 60000n) / 120000n; // monthly interest rounded to the cent
      let pay = payment;
      if (i === n - 1) pay = bal + int; // last payment clears the balance
      const prin = pay - int;
      bal -= prin;
      rows.push({ pay, int, prin, bal });
      ws.addRow([
        i + 1,
        new Date(Date.UTC(2025, 1 + i, 1)),
        cell(pay),
        cell(int),
        cell(prin),
        cell(bal),
      ]);
    }
    ws.getColumn(2).numFmt = 'mmm yyyy';
    const ti = sum(rows.map((x) => x.int));
    const a = asker('groomer');
    a.q('how much interest will we pay in total', {
      value: money(ti),
      means: 'sum of Interest over 36 payments',
    });
    a.q('monthly payment', { value: money(payment), means: 'the fixed Payment (first 35 rows)' });
    a.q('balance after 12 payments', { value: money(rows[11]!.bal), means: 'Balance on row 12' });
    a.q('how much interest in the first year', {
      value: money(sum(rows.slice(0, 12).map((x) => x.int))),
      means: 'Interest, payments 1-12',
    });
    a.q('principal paid off in year 2', {
      value: money(sum(rows.slice(12, 24).map((x) => x.prin))),
      means: 'Principal, payments 13-24',
    });
    a.q('how much did we borrow', { value: money(principal), means: 'Amount borrowed' });
    a.q('total repaid over the loan', {
      value: money(sum(rows.map((x) => x.pay))),
      means: 'sum of all Payments',
    });
    a.q('interest on payment 1', { value: money(rows[0]!.int), means: 'Interest, payment 1' });
    a.q('what do we still owe after payment 30', {
      value: money(rows[29]!.bal),
      means: 'Balance, payment 30',
    });
    a.q('final payment amount', {
      value: money(rows[n - 1]!.pay),
      means: 'Payment 36 (clears the balance)',
    });
    a.q('what is the van worth now', refuse('no asset value on the sheet'));
    a.q('can we afford to pay it off early', refuse('a judgement; no cash figures'));
    return {
      questions: a.list,
      checks: [
        { what: 'principal repaid = borrowed', a: sum(rows.map((x) => x.prin)), b: principal },
      ],
    };
  },
};
