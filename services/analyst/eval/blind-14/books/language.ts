/**
 * A language school's budget vs actual (€): an income block and an expense block STACKED on
 * one sheet, each with its own header row (Line / Budget / Actual / Variance / Var %), a total
 * line per block, notes in a last column.
 */
import ExcelJS from 'exceljs';
import {
  asker,
  cell,
  int,
  money,
  pct,
  rng,
  sum,
  toBytes,
  argmax,
  growth,
  type BlindBook,
} from '../kit';

const INCOME = ['Group courses', 'Private lessons', 'Exam preparation', 'Corporate contracts'];
const EXPENSES = [
  'Teacher fees',
  'Classroom rent',
  'Marketing',
  'Textbooks',
  'Software & licences',
  'Cleaning',
];

export async function languageBook(): Promise<BlindBook> {
  const r = rng(11);
  const mk = (lo: number, hi: number): [bigint, bigint] => {
    const budget = BigInt(int(r, lo, hi)) * 10000n;
    const actual = (budget * BigInt(int(r, 850, 1180))) / 1000n + BigInt(int(r, 0, 99));
    return [budget, actual];
  };
  const inc = INCOME.map(() => mk(20, 120));
  const exp = EXPENSES.map((_, i) => mk([60, 30, 5, 3, 2, 2][i]!, [110, 30, 15, 8, 4, 4][i]!));
  const tot = (xs: Array<[bigint, bigint]>): [bigint, bigint] => [
    sum(xs.map((x) => x[0])),
    sum(xs.map((x) => x[1])),
  ];
  const ti = tot(inc);
  const te = tot(exp);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Budget v Actual 2025');
  ws.addRow(['Lingua Viva Sprachschule — Budget vs Actual, 2025 (EUR)']);
  ws.addRow([]);
  const block = (
    title: string,
    names: string[],
    rows: Array<[bigint, bigint]>,
    t: [bigint, bigint],
  ): void => {
    ws.addRow([title, 'Budget', 'Actual', 'Variance', 'Var %', 'Comment']);
    names.forEach((n, i) => {
      const [b, a] = rows[i]!;
      ws.addRow([
        n,
        cell(b),
        cell(a),
        cell(a - b),
        Number(growth(b, a)) / 100,
        a > b && title === 'Expenses' ? 'over' : '',
      ]);
    });
    ws.addRow([
      `Total ${title.toLowerCase()}`,
      cell(t[0]),
      cell(t[1]),
      cell(t[1] - t[0]),
      Number(growth(t[0], t[1])) / 100,
    ]);
    ws.addRow([]);
  };
  block('Income', INCOME, inc, ti);
  block('Expenses', EXPENSES, exp, te);
  ws.addRow([
    'Result',
    cell(ti[0] - te[0]),
    cell(ti[1] - te[1]),
    cell(ti[1] - te[1] - (ti[0] - te[0])),
  ]);
  ws.getColumn(5).numFmt = '0.0%';

  const over = exp.map(([b, a]) => a - b);
  const worst = argmax(over);
  const { q, list } = asker('language');
  q(
    'did we hit our income budget — by how much were we over or under',
    { value: money(ti[1] - ti[0]) },
    'Total income Actual - Budget (negative = under)',
  );
  q('total actual expenses', { value: money(te[1]) }, 'Total expenses, Actual');
  q(
    'which expense went most over budget',
    { value: money(over[worst]!), at: EXPENSES[worst]! },
    'expense with the largest Actual - Budget',
  );
  q('how much did we budget for marketing', { value: money(exp[2]![0]) }, 'Marketing, Budget');
  q('actual teacher fees', { value: money(exp[0]![1]) }, 'Teacher fees, Actual');
  q(
    'what was the result for the year',
    { value: money(ti[1] - te[1]) },
    'Result, Actual (income - expenses)',
  );
  q('budgeted profit', { value: money(ti[0] - te[0]) }, 'Result, Budget');
  q(
    'private lessons actual vs budget %',
    { value: growth(inc[1]![0], inc[1]![1]) },
    '(Actual - Budget)/Budget, Private lessons, %',
  );
  q(
    'what % of the expense budget did we actually spend',
    { value: pct(te[1], te[0]) },
    'Total expenses Actual / Budget, %',
  );
  q(
    'corporate contracts income',
    { value: money(inc[3]![1]) },
    'Corporate contracts, Actual (actual is what happened)',
  );
  q('textbooks variance', { value: money(exp[3]![1] - exp[3]![0]) }, 'Textbooks Actual - Budget');
  q('total budgeted income', { value: money(ti[0]) }, 'Total income, Budget');
  q(
    'how many expense lines came in over budget',
    { value: String(over.filter((x) => x > 0n).length) },
    'expense lines with Actual > Budget',
  );
  q('how many students did we have', { refuse: true }, 'no student counts');
  q('what should next year budget be', { refuse: true }, 'a forecast choice, not in the sheet');
  return {
    name: 'language',
    business: 'language school (€)',
    bytes: await toBytes(wb),
    questions: list,
    checks: [{ what: 'expense variances add to total variance', a: sum(over), b: te[1] - te[0] }],
  };
}
