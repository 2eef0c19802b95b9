/**
 * A music school's QuickBooks-style Profit and Loss export ($): three title rows, an
 * indented account column (leading spaces), quarter columns and a Total column, nested
 * "Total ..." lines, and the export's footer.
 */
import { BookKit, cell, int, type BuiltBook } from '../kit/kit';
import { argExtreme, growth, money, pct, total, uniqueExtreme } from '../kit/money';

const Q = ['Q1', 'Q2', 'Q3', 'Q4'];

export async function buildMusicSchoolQb(): Promise<BuiltBook> {
  const k = new BookKit(
    'music-school-qb',
    'music school',
    'QuickBooks-style P&L export with title rows and indented accounts',
  );
  const four = (lo: number, hi: number): number[] =>
    Q.map(() => int(k.rng, lo, hi) * 100 + int(k.rng, 0, 99));
  const lessons: Array<[string, number[]]> = [
    ['Piano lessons', four(18000, 24000)],
    ['Guitar lessons', four(12000, 17000)],
    ['Violin lessons', four(6000, 9000)],
    ['Voice lessons', four(5000, 8000)],
  ];
  const otherIncome: Array<[string, number[]]> = [
    ['Recital tickets', four(800, 2500)],
    ['Instrument rental', four(1500, 2500)],
  ];
  const cogs: Array<[string, number[]]> = [['Sheet music purchases', four(600, 1200)]];
  const expenses: Array<[string, number[]]> = [
    ['Teacher fees', four(22000, 27000)],
    ['Rent', [9000_00, 9000_00, 9000_00, 9000_00]],
    ['Utilities', four(900, 1400)],
    ['Advertising & Marketing', four(700, 2000)],
    ['Piano tuning', four(300, 600)],
  ];
  const col = (rows: Array<[string, number[]]>): number[] =>
    Q.map((_, i) => total(rows.map((r) => r[1][i]!)));
  const lessonQ = col(lessons);
  const incomeQ = Q.map((_, i) => lessonQ[i]! + col(otherIncome)[i]!);
  const cogsQ = col(cogs);
  const gpQ = Q.map((_, i) => incomeQ[i]! - cogsQ[i]!);
  const expQ = col(expenses);
  const netQ = Q.map((_, i) => gpQ[i]! - expQ[i]!);
  const sumQ = (xs: number[]): number => total(xs);

  const ws = k.wb.addWorksheet('Profit and Loss');
  ws.addRow(['Allegro Music School']);
  ws.addRow(['Profit and Loss']);
  ws.addRow(['January - December 2025']);
  ws.addRow([]);
  ws.addRow(['', 'Jan - Mar 2025', 'Apr - Jun 2025', 'Jul - Sep 2025', 'Oct - Dec 2025', 'Total']);
  const line = (label: string, v?: number[]): void => {
    const row = ws.addRow(v ? [label, ...v.map(cell), cell(sumQ(v))] : [label]);
    if (v) for (let c = 2; c <= 6; c++) row.getCell(c).numFmt = '#,##0.00';
  };
  line('Income');
  line('   Lesson Fees');
  lessons.forEach(([l, v]) => line(`      ${l}`, v));
  line('   Total Lesson Fees', lessonQ);
  otherIncome.forEach(([l, v]) => line(`   ${l}`, v));
  line('Total Income', incomeQ);
  line('Cost of Goods Sold');
  cogs.forEach(([l, v]) => line(`   ${l}`, v));
  line('Total Cost of Goods Sold', cogsQ);
  line('Gross Profit', gpQ);
  line('Expenses');
  expenses.forEach(([l, v]) => line(`   ${l}`, v));
  line('Total Expenses', expQ);
  line('Net Operating Income', netQ);
  line('Net Income', netQ);
  ws.addRow([]);
  ws.addRow([]);
  ws.addRow(['Cash Basis Tuesday, January 6, 2026 09:14 AM GMT-05:00']);

  const lessonTotals = lessons.map((l) => sumQ(l[1]));
  k.check('lesson lines add up to Total Lesson Fees', total(lessonTotals) === sumQ(lessonQ));
  k.check(
    'net = income - cogs - expenses over the year',
    sumQ(netQ) === sumQ(incomeQ) - sumQ(cogsQ) - sumQ(expQ),
  );
  k.check(
    'extremes unique',
    uniqueExtreme(incomeQ, 'max') &&
      uniqueExtreme(lessonTotals, 'max') &&
      uniqueExtreme(netQ, 'min'),
  );
  const bestQ = argExtreme(incomeQ, 'max');
  const worstNet = argExtreme(netQ, 'min');
  const topLesson = argExtreme(lessonTotals, 'max');
  const net = sumQ(netQ);
  const income = sumQ(incomeQ);

  k.ask('total income for 2025', { value: money(income), means: 'Total Income, Total column' });
  k.ask('how much did piano lessons make', {
    value: money(lessonTotals[0]!),
    means: 'Piano lessons, Total column',
  });
  k.ask('net income in Q3', { value: money(netQ[2]!), means: 'Net Income, Jul - Sep 2025' });
  k.ask('what did we make for the year after expenses', {
    value: money(net),
    means: 'Net Income, Total column',
  });
  k.ask('teacher fees total', {
    value: money(sumQ(expenses[0]![1])),
    means: 'Teacher fees, Total column',
  });
  k.ask('which quarter had the highest total income', {
    value: money(incomeQ[bestQ]!),
    at: [Q[bestQ]!, ['Jan - Mar', 'Apr - Jun', 'Jul - Sep', 'Oct - Dec'][bestQ]!],
    means: 'quarter with the largest Total Income',
  });
  k.ask('weakest quarter for net income', {
    value: money(netQ[worstNet]!),
    at: [Q[worstNet]!, ['Jan - Mar', 'Apr - Jun', 'Jul - Sep', 'Oct - Dec'][worstNet]!],
    means: 'quarter with the smallest Net Income',
  });
  k.ask('guitar lessons apr-jun', {
    value: money(lessons[1]![1][1]!),
    means: 'Guitar lessons, Apr - Jun 2025',
  });
  k.ask('total expenses this year', {
    value: [money(sumQ(expQ)), money(sumQ(expQ) + sumQ(cogsQ))],
    means: 'Total Expenses (or, read widely, Expenses + Cost of Goods Sold); both accepted',
  });
  k.ask('rent for the first quarter', {
    value: money(expenses[1]![1][0]!),
    means: 'Rent, Jan - Mar 2025',
  });
  k.ask('how much did income grow from Q1 to Q4 in %', {
    value: growth(incomeQ[0]!, incomeQ[3]!),
    tol: 0.01,
    means: '(Q4 Total Income - Q1) / Q1 * 100',
  });
  k.ask('net margin for the year', {
    value: pct(net, income),
    tol: 0.01,
    means: 'Net Income / Total Income * 100 (Total column)',
  });
  k.ask('which lessons earn the most', {
    value: money(lessonTotals[topLesson]!),
    at: lessons[topLesson]![0],
    means: 'lesson line with the largest Total',
  });
  k.ask('what share of lesson fees comes from violin', {
    value: pct(lessonTotals[2]!, sumQ(lessonQ)),
    tol: 0.01,
    means: 'Violin lessons / Total Lesson Fees * 100 (Total column)',
  });
  k.ask('gross profit 2025', { value: money(sumQ(gpQ)), means: 'Gross Profit, Total column' });
  k.refuse('what did we earn in july', 'quarters only; July alone is not in the export');
  k.refuse('how many students do we have', 'no student counts in a P&L');
  k.refuse('how much did we pay Mrs Alvarez', 'teacher fees are not broken down by teacher');
  return k.done();
}
