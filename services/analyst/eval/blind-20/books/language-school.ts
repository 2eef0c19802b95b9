/** Language school, Cebu (₱): two-year comparison, years as text headers newest first, variance and %. */
import { growth, money, pct } from '../../expect';
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

const NAME = 'language-school';
const rng = rngFor(NAME);
const incomeLines = [
  'English group classes',
  'IELTS prep',
  'Private tutoring',
  'Corporate training',
  'Online courses',
];
const costLines = ['Teacher fees', 'Rent', 'Materials', 'Marketing', 'Software subscriptions'];
const pair = (lo: number, hi: number): [bigint, bigint] => [
  BigInt(intIn(rng, lo * 100, hi * 100)),
  BigInt(intIn(rng, lo * 100, hi * 100)),
]; // [2025, 2024]
const inc = incomeLines.map(() => pair(300_000, 1_800_000));
if (inc[2]![0] > inc[2]![1]) inc[2] = [inc[2]![1], inc[2]![0]]; // private tutoring fell
const cost = costLines.map((l) =>
  l === 'Rent' ? ([96_000_000n, 90_000_000n] as [bigint, bigint]) : pair(80_000, 1_200_000),
);
const totInc: [bigint, bigint] = [total(inc.map((v) => v[0])), total(inc.map((v) => v[1]))];
const totCost: [bigint, bigint] = [total(cost.map((v) => v[0])), total(cost.map((v) => v[1]))];
const surplus: [bigint, bigint] = [totInc[0] - totCost[0], totInc[1] - totCost[1]];
const line = (label: string, v: [bigint, bigint]): Cell[] => [
  label,
  units(v[0]),
  units(v[1]),
  units(v[0] - v[1]),
  Number(growth(v[1], v[0])) / 100,
];

const rows: Cell[][] = [
  ['Bridgeway Language Centre'],
  ['Year-on-year comparison (PHP)'],
  [],
  [null, 'FY2025', 'FY2024', 'Change', 'Change %'],
  ['INCOME'],
  ...incomeLines.map((l, i) => line(l, inc[i]!)),
  line('Total income', totInc),
  ['COSTS'],
  ...costLines.map((l, i) => line(l, cost[i]!)),
  line('Total costs', totCost),
  [],
  line('Surplus', surplus),
];

const { qs, ask } = asker(NAME, 'ls');
const changes = inc.map((v) => v[0] - v[1]);
const grew = argBest(changes);
const fell = argBest(changes, true);
ask('income this year', { value: money(totInc[0]), means: 'Total income FY2025' });
ask('what was total income last year', { value: money(totInc[1]), means: 'Total income FY2024' });
ask('compare this year to last', {
  value: [growth(totInc[1], totInc[0]), money(totInc[0] - totInc[1])],
  means: 'Total income change: % or amount accepted',
});
ask('how much did income grow in percent', {
  value: growth(totInc[1], totInc[0]),
  means: '(FY2025 - FY2024)/FY2024 total income',
});
ask('which income line grew the most', {
  value: [money(changes[grew]!)],
  at: incomeLines[grew]!,
  means: 'largest absolute increase (peso change column)',
});
ask('what fell the most on the income side', {
  value: money(changes[fell]!),
  at: incomeLines[fell]!,
  means: 'most negative Change among income lines',
  abs: true,
});
ask('surplus 2025', { value: money(surplus[0]), means: 'Surplus FY2025' });
ask('how did the surplus change', {
  value: [money(surplus[0] - surplus[1]), growth(surplus[1], surplus[0])],
  means: 'Surplus FY2025 - FY2024 (amount or % accepted)',
});
ask('ielts prep revenue last year', { value: money(inc[1]![1]), means: 'IELTS prep FY2024' });
ask('how much more did we pay teachers this year', {
  value: money(cost[0]![0] - cost[0]![1]),
  means: 'Teacher fees change FY2025 - FY2024',
});
ask('total costs 2024', { value: money(totCost[1]), means: 'Total costs FY2024' });
ask('rent increase %', {
  value: growth(cost[1]![1], cost[1]![0]),
  means: '(96,000 - 90,000)/90,000',
});
ask('corporate training as a share of income this year', {
  value: pct(inc[3]![0], totInc[0]),
  means: 'Corporate training / Total income, FY2025',
});
ask('margin this year', {
  value: pct(surplus[0], totInc[0]),
  means: 'Surplus / Total income, FY2025',
});
ask('cost growth', { value: growth(totCost[1], totCost[0]), means: 'Total costs % change' });
ask('how many students did we have', { refuse: true, means: 'no student numbers' });
ask('how will 2026 look', { refuse: true, means: 'no forecast basis on a two-column sheet' });

export const languageSchool: BlindBook = {
  name: NAME,
  business: 'language school (₱)',
  build: () => writeBook([{ name: 'YoY', rows }]),
  questions: qs,
  checks: [
    [
      'surplus = income - costs, 2025',
      surplus[0],
      total(inc.map((v) => v[0])) - total(cost.map((v) => v[0])),
    ],
    ['an income line fell', 1n, changes[fell]! < 0n ? 1n : 0n],
    ['change of totals = sum of line changes', totInc[0] - totInc[1], total(changes)],
  ],
};
