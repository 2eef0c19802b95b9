/**
 * A shoe repairer's job log: one row per job (date, customer, job, qty, unit price, amount),
 * a title line, Norwegian kroner, a notes column, Jan-Jun 2025.
 */
import { hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  cell,
  maxOf,
  newBook,
  questionList,
  sumOf,
  toBytes,
  utcDate,
  type BookDef,
  type Rng,
} from '../lib';

const JOBS: Array<[string, number, number]> = [
  ['Full resole', 650, 900],
  ['Heel replacement', 180, 320],
  ['Zip repair', 250, 400],
  ['Stretching', 120, 200],
  ['Key cutting', 60, 90],
];
const CUSTOMERS = [
  'Ingrid Berg',
  'Ola Nordmann',
  'Café Fjord AS',
  'Kari Lie',
  'Politihuset',
  'Sven Dahl',
  'Nora Haug',
];

export const shoeRepair: BookDef = {
  name: 'shoe-repair',
  business: 'shoe repairer',
  shape: 'sales log, one row per job, kr',
  async build(rng: Rng) {
    interface Sale {
      date: Date;
      month: number;
      customer: string;
      job: string;
      qty: number;
      unit: bigint;
      amount: bigint;
    }
    const sales: Sale[] = [];
    for (let m = 0; m < 6; m++) {
      const n = rng.int(9, 14);
      const days = Array.from({ length: n }, () => rng.int(1, 28)).sort((a, b) => a - b);
      for (const d of days) {
        const [job, lo, hi] = rng.pick(JOBS);
        const qty = job === 'Key cutting' ? rng.int(1, 4) : rng.int(1, 2);
        const unit = BigInt(rng.int(lo, hi)) * 100n;
        sales.push({
          date: utcDate(2025, m, d),
          month: m,
          customer: rng.pick(CUSTOMERS),
          job,
          qty,
          unit,
          amount: unit * BigInt(qty),
        });
      }
    }
    const wb = newBook();
    const ws = wb.addWorksheet('Jobs');
    ws.addRow(['Hansen Skomaker — jobs booked Jan–Jun 2025, kr']);
    ws.addRow(['Date', 'Customer', 'Job', 'Qty', 'Price each', 'Amount', 'Notes']);
    for (const s of sales) {
      ws.addRow([
        s.date,
        s.customer,
        s.job,
        s.qty,
        cell(s.unit),
        cell(s.amount),
        rng.next() < 0.15 ? 'paid by Vipps' : '',
      ]);
    }
    ws.getColumn(1).numFmt = 'dd.mm.yyyy';

    const total = sumOf(sales.map((s) => s.amount));
    const Q = questionList('shoe-repair');
    const byCust = CUSTOMERS.map((c) =>
      sumOf(sales.filter((s) => s.customer === c).map((s) => s.amount)),
    );
    const topC = argMax(byCust);
    const biggest = maxOf(sales.map((s) => s.amount));
    const q2 = sales.filter((s) => s.month >= 3 && s.month <= 5);
    const resole = sumOf(sales.filter((s) => s.job === 'Full resole').map((s) => s.amount));
    const heelQty = sales
      .filter((s) => s.job === 'Heel replacement')
      .reduce((n, s) => n + s.qty, 0);
    const march = sumOf(sales.filter((s) => s.month === 2).map((s) => s.amount));
    const byJob = JOBS.map(([j]) => sumOf(sales.filter((s) => s.job === j).map((s) => s.amount)));
    const topJob = argMax(byJob);
    Q.ask('total takings jan to june', { value: hundredths(total) }, 'sum of Amount over all rows');
    Q.ask(
      'how many jobs did we do in Q2',
      { value: String(q2.length) },
      'count of rows dated Apr-Jun 2025',
    );
    Q.ask(
      'average job value',
      { value: meanCents(total, sales.length) },
      'sum of Amount / number of rows',
    );
    Q.ask('whats the biggest single job', { value: hundredths(biggest) }, 'max Amount');
    Q.ask(
      'who is our best customer',
      { value: hundredths(byCust[topC]!), at: CUSTOMERS[topC]! },
      'customer with the largest sum of Amount',
    );
    Q.ask(
      'how much did resoles bring in',
      { value: hundredths(resole) },
      'sum of Amount where Job = Full resole',
    );
    Q.ask(
      'how many heels did we replace',
      { value: String(heelQty) },
      'sum of Qty where Job = Heel replacement',
    );
    Q.ask('sales in march', { value: hundredths(march) }, 'sum of Amount dated March 2025');
    Q.ask(
      'which job type makes the most money',
      { value: hundredths(byJob[topJob]!), at: JOBS[topJob]![0] },
      'job with the largest sum of Amount',
    );
    Q.ask(
      'what % of takings came from key cutting',
      { value: pct(byJob[4]!, total) },
      'Key cutting amount / total * 100',
    );
    Q.ask(
      `how much has ${CUSTOMERS[2]} spent with us`,
      { value: hundredths(byCust[2]!) },
      'sum of Amount for that customer',
    );
    Q.ask('how many jobs in total', { value: String(sales.length) }, 'count of rows');
    Q.ask('what is our margin on resoles', { refuse: true }, 'no costs in the log');
    Q.ask('how much did we take in july', { refuse: true }, 'the log ends in June');

    return {
      bytes: await toBytes(wb),
      questions: Q.all,
      checks: [
        { what: 'job totals = total', a: sumOf(byJob), b: total },
        { what: 'customer totals = total', a: sumOf(byCust), b: total },
      ],
    };
  },
};
