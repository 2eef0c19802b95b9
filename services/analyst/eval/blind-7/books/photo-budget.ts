/**
 * A photography studio's budget vs actual for 2025 in Australian dollars: income and expense
 * sections, Budget / Actual / Variance / Var % columns, section totals and a net line.
 * Variance = Actual - Budget.
 */
import ExcelJS from 'exceljs';
import {
  Questions,
  argMax,
  centsIn,
  cell,
  fmt,
  money,
  pct,
  rngFor,
  sum,
  toBytes,
  uniqueExtreme,
  type BlindBook,
  asFraction,
} from '../kit';

const NAME = 'photo-budget';
const INCOME = [
  'Wedding shoots',
  'Portrait sessions',
  'Corporate headshots',
  'Print sales',
] as const;
const EXPENSES = [
  'Equipment',
  'Studio rent',
  'Second shooters',
  'Travel',
  'Editing software',
  'Marketing',
] as const;

export async function build(): Promise<BlindBook> {
  const rng = rngFor(NAME);
  const line = (lo: number, hi: number): [number, number] => {
    const b = centsIn(rng, lo, hi);
    return [b, b + centsIn(rng, -Math.floor(lo / 4), Math.floor(lo / 3))];
  };
  const inc = INCOME.map(() => line(8000, 60000));
  const exp = EXPENSES.map(() => line(1500, 24000));
  const tb = (ls: Array<[number, number]>, i: 0 | 1): bigint => sum(ls.map((l) => l[i]));
  const incB = tb(inc, 0);
  const incA = tb(inc, 1);
  const expB = tb(exp, 0);
  const expA = tb(exp, 1);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Budget v Actual');
  ws.addRow(['Lumen & Grain Photography - Budget vs Actual, calendar 2025 (AUD)']);
  ws.addRow([]);
  ws.addRow(['', 'Budget', 'Actual', 'Variance', 'Var %']);
  const put = (label: string, b: number | bigint, a: number | bigint): void => {
    const row = ws.addRow([
      label,
      cell(b),
      cell(a),
      cell(BigInt(a) - BigInt(b)),
      asFraction(pct(BigInt(a) - BigInt(b), b)),
    ]);
    fmt(row, [2, 3, 4], 'A$#,##0.00');
    row.getCell(5).numFmt = '0.0%';
  };
  ws.addRow(['INCOME']);
  INCOME.forEach((n, i) => put(n, inc[i]![0], inc[i]![1]));
  put('Total Income', incB, incA);
  ws.addRow([]);
  ws.addRow(['EXPENSES']);
  EXPENSES.forEach((n, i) => put(n, exp[i]![0], exp[i]![1]));
  put('Total Expenses', expB, expA);
  ws.addRow([]);
  put('Net Profit', incB - expB, incA - expA);

  const q = new Questions(NAME);
  const over = exp.map(([b, a]) => a - b);
  const topOver = argMax(over);
  const incShort = inc.map(([b, a]) => b - a);
  const worstInc = argMax(incShort);
  q.money('what did we actually spend', expA, 'Total Expenses, Actual');
  if (uniqueExtreme(over, topOver) && over[topOver]! > 0)
    q.at(
      'where did we go most over budget',
      EXPENSES[topOver]!,
      'expense line with the largest Actual - Budget',
      money(over[topOver]!),
    );
  q.money(
    'how much over budget were we on equipment',
    BigInt(exp[0]![1] - exp[0]![0]),
    'Equipment Actual - Budget (negative = under budget)',
  );
  q.money('marketing budget', exp[5]![0], 'Marketing, Budget');
  q.money('actual income vs budget', incA - incB, 'Total Income Actual - Budget');
  q.pct(
    'what percent of the expense budget did we use',
    pct(expA, expB),
    'Total Expenses Actual / Budget * 100',
  );
  q.money('actual net profit', incA - expA, 'Net Profit, Actual');
  q.money('budgeted net profit', incB - expB, 'Net Profit, Budget');
  q.money(
    'wedding income',
    inc[0]![1],
    'Wedding shoots, Actual (the year has happened; "income" = actual)',
  );
  if (uniqueExtreme(incShort, worstInc) && incShort[worstInc]! > 0)
    q.at(
      'which income line missed budget by the most',
      INCOME[worstInc]!,
      'income line with the largest Budget - Actual shortfall',
      money(incShort[worstInc]!),
    );
  q.money('total budgeted income', incB, 'Total Income, Budget');
  q.money('travel actual', exp[3]![1], 'Travel, Actual');
  q.pct(
    'how far off budget was total income in percent',
    pct(incA - incB, incB),
    '(Actual - Budget) / Budget * 100, Total Income',
  );
  q.refuse('why did we go over on travel', 'the sheet has no reasons');
  q.refuse('how many weddings did we shoot', 'no shoot counts');

  return {
    name: NAME,
    business: 'photography studio',
    shape: 'budget vs actual with income/expense sections, Variance and Var %, net line',
    bytes: await toBytes(wb),
    questions: q.list,
    checks: [
      {
        what: 'net variance = income variance - expense variance',
        got: incA - expA - (incB - expB),
        want: incA - incB - (expA - expB),
      },
    ],
  };
}
