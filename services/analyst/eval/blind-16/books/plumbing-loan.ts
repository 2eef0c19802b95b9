/**
 * Plumbing firm (Cape Town, R): a van loan amortisation schedule, monthly, with payment /
 * interest / principal / balance columns, a loan summary block ABOVE the table (amount,
 * rate, term), and a yearly subtotal after each 12 payments.
 */
import ExcelJS from 'exceljs';
import {
  asker,
  cell,
  m,
  rngFor,
  sumB,
  toBytes,
  whole,
  writeRows,
  type BlindBook,
  type RowValue,
} from '../lib';
import { divRound } from '../../expect';

const NAME = 'plumbing-loan';

export const plumbingLoan: BlindBook = {
  name: NAME,
  business: 'plumbing firm van loan amortisation, R (ZAR)',
  async build() {
    const r = rngFor(NAME);
    const principal = 48000000n + BigInt(Math.floor(r() * 100) * 100000); // cents
    const rateBp = 1175n; // 11.75% a year
    const n = 36;
    // fixed payment in cents, rounded up to the cent; interest per month rounded half up
    const i = Number(rateBp) / 10000 / 12;
    const pay = BigInt(Math.ceil((Number(principal) * i) / (1 - Math.pow(1 + i, -n))));
    type P = { k: number; date: string; pay: bigint; int: bigint; prin: bigint; bal: bigint };
    const sched: P[] = [];
    let bal = principal;
    for (let k = 1; k <= n; k++) {
      const int = divRound(bal * rateBp, 120000n);
      let prin = pay - int;
      let p = pay;
      if (k === n) {
        prin = bal;
        p = bal + int;
      }
      bal -= prin;
      const mo = (k - 1) % 12;
      sched.push({
        k,
        date: `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][mo]}-${25 + Math.floor((k - 1) / 12)}`,
        pay: p,
        int,
        prin,
        bal,
      });
    }

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Van loan');
    const rows: RowValue[][] = [
      ['Mokoena Plumbing (Pty) Ltd — vehicle finance, Toyota Hiace'],
      ['Loan amount', cell(principal)],
      ['Interest rate (annual)', 0.1175],
      ['Term (months)', n],
      [],
      ['No.', 'Month', 'Payment', 'Interest', 'Principal', 'Balance'],
    ];
    for (let y = 0; y < 3; y++) {
      const ys = sched.slice(y * 12, y * 12 + 12);
      for (const p of ys)
        rows.push([p.k, p.date, cell(p.pay), cell(p.int), cell(p.prin), cell(p.bal)]);
      rows.push([
        null,
        `Year ${y + 1} total`,
        cell(sumB(ys.map((p) => p.pay))),
        cell(sumB(ys.map((p) => p.int))),
        cell(sumB(ys.map((p) => p.prin))),
        null,
      ]);
    }
    writeRows(ws, 1, rows);
    ws.getCell(3, 2).numFmt = '0.00%';
    for (let c = 3; c <= 6; c++) ws.getColumn(c).numFmt = '"R" #,##0.00';

    const y = (k: number): P[] => sched.slice(k * 12, k * 12 + 12);
    const { qs, ask, refuse } = asker(NAME);
    ask(
      'how much interest will we pay in total',
      { value: m(sumB(sched.map((p) => p.int))) },
      'sum of Interest over 36 payments (yearly totals not added)',
    );
    ask('monthly payment', { value: m(pay) }, 'the regular Payment (all but the last)');
    ask(
      'interest paid in year 1',
      { value: m(sumB(y(0).map((p) => p.int))) },
      'Year 1 total, Interest',
    );
    ask('balance after 12 payments', { value: m(sched[11]!.bal) }, 'Balance on payment 12');
    ask('what is left on the loan in Jun-26', { value: m(sched[17]!.bal) }, 'Balance, Jun-26');
    ask(
      'how much principal do we pay off in year 2',
      { value: m(sumB(y(1).map((p) => p.prin))) },
      'Year 2 total, Principal',
    );
    ask(
      'total we pay over the life of the loan',
      { value: m(sumB(sched.map((p) => p.pay))) },
      'sum of Payment over 36 payments',
    );
    ask('interest portion of the first payment', { value: m(sched[0]!.int) }, 'one cell');
    ask('how much was the loan', { value: m(principal) }, 'Loan amount');
    ask('how many payments are there', { value: whole(n) }, 'term in months');
    ask('principal in the last payment', { value: m(sched[n - 1]!.prin) }, 'one cell');
    refuse('should we refinance', 'advice, not a figure; no alternative rate on the sheet');
    refuse('what is the van worth now', 'no asset value on the sheet');

    return {
      bytes: await toBytes(wb),
      questions: qs,
      checks: [
        ['principal repaid = loan', sumB(sched.map((p) => p.prin)), principal],
        [
          'payments = principal + interest',
          sumB(sched.map((p) => p.pay)),
          principal + sumB(sched.map((p) => p.int)),
        ],
      ],
    };
  },
};
