/**
 * A bouncy-castle hire firm's vehicle-and-castles loan schedule in rand (R): a terms block
 * above the table (amount, rate, term), then No., Due date, Opening balance, Instalment,
 * Interest, Capital, Closing balance, 36 monthly rows from March 2025. Interest is rounded to
 * the cent each month; the last instalment clears the balance.
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

export const bouncyCastleLoan: BookDef = {
  name: 'bouncy-castle-loan',
  business: 'bouncy-castle hire',
  shape: 'loan amortisation schedule with a terms block, R',
  async build(rng: Rng) {
    const principal = BigInt(rng.int(180, 320)) * 1000n * 100n;
    const rateBp = BigInt(rng.int(1050, 1450)); // annual, basis points
    const n = 36;
    const r = Number(rateBp) / 10000 / 12;
    const pay = BigInt(Math.round((Number(principal) * r) / (1 - Math.pow(1 + r, -n))));
    interface Row {
      no: number;
      date: Date;
      year: number;
      open: bigint;
      pay: bigint;
      int: bigint;
      cap: bigint;
      close: bigint;
    }
    const rows: Row[] = [];
    let bal = principal;
    for (let i = 0; i < n; i++) {
      const num = bal * rateBp;
      const den = 10000n * 12n;
      const interest = (num + den / 2n) / den;
      const p = i === n - 1 ? bal + interest : pay;
      const cap = p - interest;
      const m = 2 + i;
      rows.push({
        no: i + 1,
        date: utcDate(2025 + Math.floor(m / 12), m % 12, 25),
        year: 2025 + Math.floor(m / 12),
        open: bal,
        pay: p,
        int: interest,
        cap,
        close: bal - cap,
      });
      bal -= cap;
    }
    const wb = newBook();
    const ws = wb.addWorksheet('Loan');
    ws.addRow(['Jumping Jacks Party Hire — asset finance (Wesbank)']);
    ws.addRow(['Loan amount', cell(principal)]);
    ws.addRow(['Rate p.a.', `${hundredths(rateBp)}%`]);
    ws.addRow(['Term', '36 months']);
    ws.addRow([]);
    ws.addRow([
      'No.',
      'Due date',
      'Opening balance',
      'Instalment',
      'Interest',
      'Capital',
      'Closing balance',
    ]);
    rows.forEach((x) =>
      ws.addRow([x.no, x.date, cell(x.open), cell(x.pay), cell(x.int), cell(x.cap), cell(x.close)]),
    );
    ws.getColumn(2).numFmt = 'yyyy/mm/dd';

    const Q = questionList('bouncy-castle-loan');
    const totInt = sumOf(rows.map((x) => x.int));
    const int2026 = sumOf(rows.filter((x) => x.year === 2026).map((x) => x.int));
    const capYear1 = sumOf(rows.slice(0, 12).map((x) => x.cap));
    const now = new Date(Date.UTC(2026, 10, 24));
    const paidSoFar = rows.filter((x) => x.date <= now);
    Q.ask(
      'how much interest will we pay in total',
      { value: hundredths(totInt) },
      'sum of Interest',
    );
    Q.ask(
      'balance after payment 12',
      { value: hundredths(rows[11]!.close) },
      'Closing balance, No. 12',
    );
    Q.ask('interest paid in 2026', { value: hundredths(int2026) }, 'Interest on rows due in 2026');
    Q.ask(
      'how much of the loan did we pay off in the first year',
      { value: hundredths(capYear1) },
      'Capital of Nos. 1-12',
    );
    Q.ask('how many payments are there', { value: String(n) }, 'count of schedule rows');
    Q.ask(
      'monthly instalment',
      { value: hundredths(pay) },
      'the Instalment (same every month but the last)',
    );
    Q.ask(
      'what is the final payment',
      { value: hundredths(rows[n - 1]!.pay) },
      'Instalment, No. 36',
    );
    Q.ask(
      'total of all instalments',
      { value: hundredths(sumOf(rows.map((x) => x.pay))) },
      'sum of Instalment (= loan + interest)',
    );
    Q.ask(
      'interest in the first instalment',
      { value: hundredths(rows[0]!.int) },
      'Interest, No. 1',
    );
    Q.ask(
      'how much do we still owe',
      { value: hundredths(paidSoFar[paidSoFar.length - 1]!.close) },
      'Closing balance of the last row due on or before 24 Nov 2026 (the run date)',
    );
    Q.ask(
      'what was the loan amount',
      { value: hundredths(principal) },
      'Loan amount in the terms block',
    );
    Q.ask(
      'capital repaid in 2027',
      { value: hundredths(sumOf(rows.filter((x) => x.year === 2027).map((x) => x.cap))) },
      'Capital on rows due in 2027',
    );
    Q.ask(
      'can we settle early and what is the penalty',
      { refuse: true },
      'no settlement terms in the sheet',
    );
    Q.ask('how many castles did the loan buy', { refuse: true }, 'no asset list');

    return {
      bytes: await toBytes(wb),
      questions: Q.all,
      checks: [
        { what: 'capital repaid = principal', a: sumOf(rows.map((x) => x.cap)), b: principal },
        {
          what: 'instalments = principal + interest',
          a: sumOf(rows.map((x) => x.pay)),
          b: principal + totInt,
        },
      ],
    };
  },
};
