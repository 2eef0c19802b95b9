/**
 * A coworking space's membership sheet (GBP): two tables stacked on one sheet, months as
 * columns "2025-01".."2025-12": members by plan, then MRR by plan with a Total MRR row.
 */
import { growth, meanCents, money, sum } from '../../expect';
import {
  argmax,
  ask,
  cell,
  int,
  monthPlaces,
  rng,
  toBytes,
  uniqueMax,
  type BlindBook,
} from '../kit';

const NAME = 'coworking-mrr';
const r = rng(8);
const PLANS = [
  { name: 'Hot desk', price: 18_500n },
  { name: 'Fixed desk', price: 29_000n },
  { name: 'Private office', price: 95_000n },
  { name: 'Virtual office', price: 4_500n },
];
const members = PLANS.map(() => {
  let n = int(r, 10, 40);
  return Array.from({ length: 12 }, () => (n = Math.max(2, n + int(r, -3, 5))));
});
const mrr = PLANS.map((p, i) => members[i]!.map((n) => p.price * BigInt(n)));
const totalMrr = Array.from({ length: 12 }, (_, m) => sum(mrr.map((row) => row[m]!)));
const decByPlan = mrr.map((row) => row[11]!);
const planYear = mrr.map((row) => sum(row));
if (!uniqueMax(decByPlan) || !uniqueMax(totalMrr) || !uniqueMax(planYear))
  throw new Error(`${NAME}: tie`);
const cols = Array.from({ length: 12 }, (_, m) => `2025-${String(m + 1).padStart(2, '0')}`);

export const coworkingMrr: BlindBook = {
  name: NAME,
  business: 'coworking space',
  shape: 'two stacked tables (members, MRR) with months as columns',
  build: () =>
    toBytes((wb) => {
      const ws = wb.addWorksheet('Memberships');
      ws.addRow(['The Loom Coworking, Leeds']);
      ws.addRow([]);
      ws.addRow(['Members by plan']);
      ws.addRow(['Plan', ...cols]);
      PLANS.forEach((p, i) => ws.addRow([p.name, ...members[i]!]));
      ws.addRow([]);
      ws.addRow([]);
      ws.addRow(['MRR by plan (£)']);
      ws.addRow(['Plan', ...cols]);
      PLANS.forEach((p, i) => ws.addRow([p.name, ...mrr[i]!.map(cell)]));
      ws.addRow(['Total MRR', ...totalMrr.map(cell)]);
    }),
  checks: [{ what: 'plan-year MRR sums = month totals', a: sum(planYear), b: sum(totalMrr) }],
  questions: ask(NAME, [
    ['what was MRR in december', { value: money(totalMrr[11]!), means: 'Total MRR, 2025-12' }],
    [
      'how much did mrr grow over the year in %',
      { value: growth(totalMrr[0]!, totalMrr[11]!), means: '(Dec - Jan) / Jan Total MRR * 100' },
    ],
    [
      'which plan brings in the most money now',
      {
        at: PLANS[argmax(decByPlan)]!.name,
        means: 'plan with the largest MRR in the latest month (2025-12)',
      },
    ],
    [
      'total membership revenue for 2025',
      {
        value: money(sum(totalMrr)),
        means: 'sum of the 12 Total MRR cells (MRR billed each month)',
      },
    ],
    [
      'how many private office members in june',
      { value: String(members[2]![5]!), means: 'members table, Private office, 2025-06' },
    ],
    ['hot desk mrr in march', { value: money(mrr[0]![2]!), means: 'MRR table, Hot desk, 2025-03' }],
    [
      'best month for mrr',
      { at: monthPlaces(argmax(totalMrr)), means: 'month with the largest Total MRR' },
    ],
    [
      'how many members did we have in december',
      {
        value: String(sum(members.map((m) => m[11]!))),
        means: 'sum of the members table, 2025-12, all plans',
      },
    ],
    [
      'average MRR per month',
      { value: meanCents(sum(totalMrr), 12), means: 'sum of Total MRR / 12 months' },
    ],
    [
      'fixed desk revenue for the year',
      { value: money(planYear[1]!), means: 'MRR table, Fixed desk, sum of 12 months' },
    ],
    [
      'virtual office members in january',
      { value: String(members[3]![0]!), means: 'members table, Virtual office, 2025-01' },
    ],
    [
      'what is our churn rate',
      { refuse: true, means: 'net member counts only; cancellations and joins are not separated' },
    ],
    [
      'what does a hot desk cost per member',
      {
        value: money(PLANS[0]!.price),
        means: 'Hot desk MRR / Hot desk members (the same in every month)',
      },
    ],
  ]),
};
