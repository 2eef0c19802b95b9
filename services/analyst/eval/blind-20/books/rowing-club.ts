/** Rowing club, Henley (£): budget vs actual for the season, two stacked tables (income, expenditure) on one sheet. */
import { money, pct } from '../../expect';
import {
  argBest,
  asker,
  intIn,
  rngFor,
  total,
  units,
  writeBook,
  type BlindBook,
  type Cell,
} from '../lib';

const NAME = 'rowing-club';
const rng = rngFor(NAME);
const incomeLines = [
  'Membership subscriptions',
  'Learn-to-row courses',
  'Regatta entries',
  'Boat storage',
  'Bar & social',
];
const costLines = [
  'Coaching',
  'Boat repairs',
  'Insurance',
  'Regatta travel',
  'Clubhouse utilities',
  'Launch fuel',
];
const bud = (lo: number, hi: number): bigint => BigInt(intIn(rng, lo, hi) * 100 * 100); // round hundreds of pounds
const mk = (n: number, lo: number, hi: number): Array<[bigint, bigint]> =>
  Array.from({ length: n }, () => {
    const b = bud(lo, hi);
    return [b, b + (BigInt(intIn(rng, -25, 30)) * b) / 100n + BigInt(intIn(rng, 0, 99))];
  });
const inc = mk(incomeLines.length, 40, 400);
const exp = mk(costLines.length, 20, 250);
const sum2 = (xs: Array<[bigint, bigint]>): [bigint, bigint] => [
  total(xs.map((x) => x[0])),
  total(xs.map((x) => x[1])),
];
const ti = sum2(inc);
const te = sum2(exp);
const table = (
  title: string,
  labels: string[],
  v: Array<[bigint, bigint]>,
  t: [bigint, bigint],
  totLabel: string,
): Cell[][] => [
  [title],
  ['Line', 'Budget', 'Actual', 'Variance', 'Comment'],
  ...labels.map((l, i) => [l, units(v[i]![0]), units(v[i]![1]), units(v[i]![1] - v[i]![0]), null]),
  [totLabel, units(t[0]), units(t[1]), units(t[1] - t[0])],
];
const rows: Cell[][] = [
  ['Thames Reach Rowing Club'],
  ['Season Apr 2025 – Mar 2026 · budget vs actual · GBP'],
  ['Variance = actual - budget'],
  [],
  ...table('INCOME', incomeLines, inc, ti, 'Total income'),
  [],
  [],
  ...table('EXPENDITURE', costLines, exp, te, 'Total expenditure'),
  [],
  [
    'Surplus / (deficit)',
    units(ti[0] - te[0]),
    units(ti[1] - te[1]),
    units(ti[1] - te[1] - (ti[0] - te[0])),
  ],
];

const { qs, ask } = asker(NAME, 'rc');
const over = exp.map((v) => v[1] - v[0]);
const worst = argBest(over);
const overCount = over.filter((x) => x > 0n).length;
const incShort = inc.map((v) => v[1] - v[0]);
const shortest = argBest(incShort, true);
ask('are we over budget on spending', {
  value: money(te[1] - te[0]),
  abs: true,
  means: 'Total expenditure actual - budget (the size of the over/under amount; sign not scored)',
});
ask('total expenditure actual', { value: money(te[1]), means: 'Total expenditure, Actual' });
ask('what did we budget for income', { value: money(ti[0]), means: 'Total income, Budget' });
ask('which cost went most over budget', {
  value: money(over[worst]!),
  at: costLines[worst]!,
  means: 'largest Actual - Budget among expenditure lines',
});
ask('how many expense lines are over budget', {
  value: String(overCount),
  means: 'expenditure lines with Actual > Budget',
});
ask('how much over or under were boat repairs', {
  value: money(over[1]!),
  means: 'Boat repairs Actual - Budget',
});
ask('actual surplus', { value: money(ti[1] - te[1]), means: 'Surplus actual' });
ask('budgeted surplus', { value: money(ti[0] - te[0]), means: 'Surplus budget' });
ask('income vs budget in %', {
  value: pct(ti[1] - ti[0], ti[0]),
  means: '(Actual - Budget)/Budget, Total income',
});
ask('membership subs actual', {
  value: money(inc[0]![1]),
  means: 'Membership subscriptions, Actual',
});
ask('which income line fell furthest short of budget', {
  value: money(incShort[shortest]!),
  at: incomeLines[shortest]!,
  means: 'most negative Actual - Budget among income',
  abs: true,
});
ask('coaching budget', { value: money(exp[0]![0]), means: 'Coaching, Budget' });
ask('regatta entries variance', {
  value: money(incShort[2]!),
  means: 'Regatta entries Actual - Budget',
});
ask('what share of spending is coaching', {
  value: pct(exp[0]![1], te[1]),
  means: 'Coaching actual / Total expenditure actual',
});
ask('how does this season compare with last season', { refuse: true, means: 'only this season' });
ask('how many members do we have', { refuse: true, means: 'no member counts' });

export const rowingClub: BlindBook = {
  name: NAME,
  business: 'rowing club (£)',
  build: () => writeBook([{ name: 'BvA 2025-26', rows }]),
  questions: qs,
  checks: [
    ['expenditure variance = sum of line variances', te[1] - te[0], total(over)],
    ['an income line fell short', 1n, incShort[shortest]! < 0n ? 1n : 0n],
  ],
};
