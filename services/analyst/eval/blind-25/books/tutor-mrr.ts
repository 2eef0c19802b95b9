/**
 * An online language tutor's subscription (MRR) sheet in rupees (₹): months as "2025-01"
 * TEXT column headers, a label column without a header, rows Starting MRR, New, Expansion,
 * Churned (negative), Ending MRR, and an Active students row under a blank row.
 */
import { growth, hundredths } from '../../expect';
import {
  argMax,
  cell,
  monthPlaces,
  newBook,
  questionList,
  sumOf,
  toBytes,
  type BookDef,
  type Rng,
} from '../lib';

export const tutorMrr: BookDef = {
  name: 'tutor-mrr',
  business: 'language tutor (subscriptions)',
  shape: 'MRR movement sheet, months as text column headers, ₹',
  async build(rng: Rng) {
    const start0 = BigInt(rng.int(60000, 90000)) * 100n;
    const rows = {
      start: [] as bigint[],
      neu: [] as bigint[],
      exp: [] as bigint[],
      churn: [] as bigint[],
      end: [] as bigint[],
      students: [] as number[],
    };
    let mrr = start0;
    let students = rng.int(40, 60);
    for (let m = 0; m < 12; m++) {
      // plans are ₹1,499 a month, less a one-off promo per month so months differ
      const joined = rng.int(4, 14);
      const left = rng.int(1, 8);
      const neu = BigInt(joined) * 149900n - BigInt(rng.int(0, 300)) * 100n;
      const exp = BigInt(rng.int(0, 6)) * 50000n;
      const churn = -(BigInt(left) * 149900n + BigInt(rng.int(0, 300)) * 100n);
      rows.start.push(mrr);
      rows.neu.push(neu);
      rows.exp.push(exp);
      rows.churn.push(churn);
      mrr = mrr + neu + exp + churn;
      rows.end.push(mrr);
      students += joined - left;
      rows.students.push(students);
    }
    const wb = newBook();
    const ws = wb.addWorksheet('MRR');
    ws.addRow(['Bolo Hindi Online — monthly recurring revenue, ₹']);
    ws.addRow([
      '',
      ...Array.from({ length: 12 }, (_, m) => `2025-${String(m + 1).padStart(2, '0')}`),
    ]);
    ws.addRow(['Starting MRR', ...rows.start.map(cell)]);
    ws.addRow(['New', ...rows.neu.map(cell)]);
    ws.addRow(['Expansion', ...rows.exp.map(cell)]);
    ws.addRow(['Churned', ...rows.churn.map(cell)]);
    ws.addRow(['Ending MRR', ...rows.end.map(cell)]);
    ws.addRow([]);
    ws.addRow(['Active students', ...rows.students]);

    const Q = questionList('tutor-mrr');
    const bestNew = argMax(rows.neu);
    const worstChurn = argMax(rows.churn.map((c) => -c));
    Q.ask(
      'mrr at the end of the year',
      { value: hundredths(rows.end[11]!) },
      'Ending MRR, 2025-12',
    );
    Q.ask(
      'how much mrr did we lose to churn in 2025',
      { value: hundredths(sumOf(rows.churn)), abs: true },
      'sum of Churned (sign either way)',
    );
    Q.ask('new mrr in june', { value: hundredths(rows.neu[5]!) }, 'New, 2025-06');
    Q.ask(
      'mrr growth over the year in %',
      { value: growth(rows.start[0]!, rows.end[11]!) },
      '(Ending Dec - Starting Jan) / Starting Jan * 100',
    );
    Q.ask(
      'best month for new subscriptions',
      { value: hundredths(rows.neu[bestNew]!), at: monthPlaces(bestNew, 2025) },
      'largest New',
    );
    Q.ask(
      'how many students in december',
      { value: String(rows.students[11]) },
      'Active students, 2025-12',
    );
    Q.ask(
      'worst month for churn',
      { value: hundredths(rows.churn[worstChurn]!), abs: true, at: monthPlaces(worstChurn, 2025) },
      'most negative Churned',
    );
    Q.ask('total expansion revenue', { value: hundredths(sumOf(rows.exp)) }, 'sum of Expansion');
    Q.ask(
      'starting mrr in january',
      { value: hundredths(rows.start[0]!) },
      'Starting MRR, 2025-01',
    );
    Q.ask('ending mrr in september', { value: hundredths(rows.end[8]!) }, 'Ending MRR, 2025-09');
    Q.ask('total new mrr added in 2025', { value: hundredths(sumOf(rows.neu)) }, 'sum of New');
    Q.ask(
      'net new mrr in q1',
      {
        value: hundredths(
          sumOf([0, 1, 2].map((m) => rows.neu[m]! + rows.exp[m]! + rows.churn[m]!)),
        ),
      },
      'New + Expansion + Churned, Jan-Mar (= Ending Mar - Starting Jan)',
    );
    Q.ask(
      'what is our customer lifetime value',
      { refuse: true },
      'LTV needs a churn rate and margin model the sheet does not give',
    );
    Q.ask(
      'how much did we actually collect in cash',
      { refuse: true },
      'MRR is not cash collected',
    );

    return {
      bytes: await toBytes(wb),
      questions: Q.all,
      checks: [
        {
          what: 'end = start + movements',
          a: rows.end[11]!,
          b: start0 + sumOf(rows.neu) + sumOf(rows.exp) + sumOf(rows.churn),
        },
      ],
    };
  },
};
