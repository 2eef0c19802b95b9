/** Ski rental (CHF): multi-sheet book; "Rentals" holds two stacked tables (days, then revenue), "Costs" another sheet. */
import { growth, meanCents, money, sum } from '../../expect';
import {
  argMax,
  asker,
  cell,
  int,
  monthPlaces,
  refuse,
  rng,
  SEED,
  type BookSpec,
  type Cell,
} from '../lib';

export function skiRental(): BookSpec {
  const r = rng(SEED + 14);
  const season: Array<[number, number]> = [
    [11, 2025],
    [0, 2026],
    [1, 2026],
    [2, 2026],
  ];
  const eq: Array<[string, number]> = [
    ['Skis', 4500],
    ['Snowboards', 4200],
    ['Boots', 1800],
    ['Helmets', 900],
  ];
  const days = eq.map(() => season.map((_, i) => int(r, 300, 900) * (i === 1 || i === 2 ? 2 : 1)));
  const rev = eq.map(([, p], e) => season.map((_, i) => days[e]![i]! * p - int(r, 0, 5000)));
  const costNames = ['Staff', 'Shop rent', 'Waxing & repairs', 'Insurance'];
  const costs = [
    season.map(() => int(r, 2500000, 3200000)),
    season.map(() => 1200000),
    season.map(() => int(r, 150000, 400000)),
    season.map(() => 210000),
  ];
  const revM = season.map((_, i) => sum(rev.map((x) => x[i]!)));
  const costM = season.map((_, i) => sum(costs.map((x) => x[i]!)));
  const hdr = season.map(([m, y]) => monthPlaces(m, y)[1]!);
  const rentals: Cell[][] = [
    ['Alpstern Ski & Board Rental — winter 2025/26'],
    [],
    ['Rental days'],
    ['Equipment', ...hdr, 'Season'],
    ...eq.map(([n], e) => [n, ...days[e]!, days[e]!.reduce((a, b) => a + b, 0)]),
    [],
    [],
    ['Revenue (CHF)'],
    ['Equipment', ...hdr, 'Season'],
    ...eq.map(([n], e) => [n, ...rev[e]!.map(cell), cell(sum(rev[e]!))]),
    ['Total', ...revM.map(cell), cell(sum(revM))],
  ];
  const costRows: Cell[][] = [
    ['Running costs (CHF)'],
    [
      'Cost',
      ...season.map(
        ([m]) => ['January', 'February', 'March', '', '', '', '', '', '', '', '', 'December'][m]!,
      ),
      'Total',
    ],
    ...costNames.map((n, c) => [n, ...costs[c]!.map(cell), cell(sum(costs[c]!))]),
    ['Total', ...costM.map(cell), cell(sum(costM))],
  ];
  const totalRev = sum(revM);
  const totalCost = sum(costM);
  const { qs, q } = asker('ski-rental');
  q('season revenue', { value: money(totalRev) }, 'Revenue table, Total row, Season column');
  q(
    'how many ski rental days in january',
    { value: String(days[0]![1]) },
    'Rental days table, Skis, Jan-26',
  );
  q(
    'snowboard revenue in february',
    { value: money(rev[1]![2]!) },
    'Revenue table, Snowboards, Feb-26',
  );
  q('total running costs for the season', { value: money(totalCost) }, 'Costs sheet, Total');
  q(
    'profit for the season',
    { value: money(totalRev - totalCost) },
    'season revenue (Rentals) - season costs (Costs)',
  );
  q(
    'best month',
    { at: monthPlaces(season[argMax(revM)]![0], season[argMax(revM)]![1]) },
    'month with the largest revenue',
  );
  q('staff costs in march', { value: money(costs[0]![3]!) }, 'Costs sheet, Staff, March');
  q(
    'average revenue per ski rental day',
    {
      value: meanCents(
        sum(rev[0]!),
        days[0]!.reduce((a, b) => a + b, 0),
      ),
    },
    'ski season revenue / ski season rental days',
  );
  q(
    'which equipment brings in the most money',
    { at: eq[argMax(rev.map((x) => sum(x)))]![0] },
    'largest season revenue',
  );
  q(
    'helmet rental days over the season',
    { value: String(days[3]!.reduce((a, b) => a + b, 0)) },
    'Rental days, Helmets, Season',
  );
  q('profit in january', { value: money(revM[1]! - costM[1]!) }, 'Jan revenue - Jan costs');
  q('rent for the whole season', { value: money(sum(costs[1]!)) }, 'Shop rent total');
  q(
    'how much did revenue grow from december to january',
    { value: growth(revM[0]!, revM[1]!) },
    '(Jan-Dec)/Dec of revenue',
  );
  q('how many customers did we have', refuse, 'rental days, not customers');
  q('revenue in april', refuse, 'season sheet ends in March 2026');
  q('how many skis got damaged', refuse, 'no damage data');
  return {
    name: 'ski-rental',
    business: 'ski rental',
    sheets: [
      { name: 'Rentals', rows: rentals },
      { name: 'Costs', rows: costRows },
    ],
    questions: qs,
    checks: [['revenue rows = months', sum(rev.map((x) => sum(x))), totalRev]],
  };
}
