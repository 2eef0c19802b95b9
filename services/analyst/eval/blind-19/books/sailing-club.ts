/** Sailing club (£): this year vs last year with variance and %, two-row header, years as text. */
import { growth, money, sum } from '../../expect';
import { argMax, asker, cell, int, refuse, rng, SEED, type BookSpec, type Cell } from '../lib';

export function sailingClub(): BookSpec {
  const r = rng(SEED + 10);
  const inc: Array<[string, number, number]> = [
    ['Membership fees', int(r, 6000000, 8000000), 0],
    ['Mooring fees', int(r, 3000000, 4500000), 0],
    ['Dinghy hire', int(r, 800000, 1500000), 0],
    ['Bar takings', int(r, 2000000, 3500000), 0],
    ['Regatta entries', int(r, 300000, 700000), 0],
  ];
  const cost: Array<[string, number, number]> = [
    ['Boat maintenance', int(r, 2500000, 4000000), 0],
    ['Bar purchases', int(r, 900000, 1600000), 0],
    ['Insurance', int(r, 1200000, 1600000), 0],
    ['Staff', int(r, 4000000, 5500000), 0],
  ];
  for (const l of [...inc, ...cost]) l[2] = Math.round(l[1] * (0.8 + r() * 0.45)); // 2025 from 2024
  const ti24 = sum(inc.map((l) => l[1]));
  const ti25 = sum(inc.map((l) => l[2]));
  const tc24 = sum(cost.map((l) => l[1]));
  const tc25 = sum(cost.map((l) => l[2]));
  const line = (n: string, a: bigint | number, b: bigint | number): Cell[] => [
    n,
    cell(b),
    cell(a),
    cell(BigInt(b) - BigInt(a)),
    Number(growth(a, b)),
  ];
  const rows: Cell[][] = [
    ['Harbourside Sailing Club'],
    ['Income & expenditure — this year vs last (£)'],
    [],
    [null, 'Year ended 31 Dec', null, null, null],
    ['Line', '2025', '2024', 'Variance', 'Var %'],
    ...inc.map((l) => line(l[0], l[1], l[2])),
    line('Total income', ti24, ti25),
    [],
    ...cost.map((l) => line(l[0], l[1], l[2])),
    line('Total costs', tc24, tc25),
    [],
    line('Surplus', ti24 - tc24, ti25 - tc25),
    ['Var % = (2025 - 2024) / 2024'],
  ];
  const incGrowth = inc.map((l) => (l[2] - l[1]) / l[1]);
  const { qs, q } = asker('sailing-club');
  q(
    'compare income this year to last',
    { value: [growth(ti24, ti25), money(ti25 - ti24)] },
    'Total income growth % (2025 vs 2024) or the variance in £; either reading accepted',
  );
  q('surplus for 2025', { value: money(ti25 - tc25) }, 'Surplus, 2025');
  q(
    'how much did bar takings change',
    { value: money(BigInt(inc[3]![2] - inc[3]![1])) },
    'Bar takings variance (2025 - 2024)',
  );
  q(
    'which income line grew the most',
    { at: [inc[argMax(incGrowth)]![0], inc[argMax(inc.map((l) => l[2] - l[1]))]![0]] },
    'largest Var % or largest Variance among income lines (both readings accepted)',
  );
  q('mooring fees in 2024', { value: money(inc[1]![1]) }, 'single cell');
  q(
    'total costs this year',
    { value: money(tc25) },
    'Total costs, 2025 (latest year on the sheet)',
  );
  q(
    'insurance increase in %',
    { value: growth(cost[2]![1], cost[2]![2]) },
    '(2025-2024)/2024 of Insurance',
  );
  q(
    'how did the surplus change vs last year',
    { value: [money(ti25 - tc25 - (ti24 - tc24)), growth(ti24 - tc24, ti25 - tc25)] },
    'Surplus variance in £ or its % change; either accepted',
  );
  q(
    'biggest cost in 2025',
    { at: cost[argMax(cost.map((l) => l[2]))]![0] },
    'largest cost line 2025',
  );
  q('membership fees 2025', { value: money(inc[0]![2]) }, 'single cell');
  q('regatta entries % change', { value: growth(inc[4]![1], inc[4]![2]) }, 'Regatta entries Var %');
  q(
    'staff costs both years together',
    { value: money(cost[3]![1] + cost[3]![2]) },
    'Staff 2024 + 2025',
  );
  q(
    'total income last year',
    { value: money(ti24) },
    'Total income 2024 ("last year" = the earlier column)',
  );
  q('how many members do we have', refuse, 'no member counts');
  q('what was the surplus in 2023', refuse, 'only 2025 and 2024');
  q('bar takings in july', refuse, 'annual figures only');
  return {
    name: 'sailing-club',
    business: 'sailing club',
    sheets: [{ name: 'Compare', rows }],
    questions: qs,
    checks: [['surplus variance', ti25 - tc25 - (ti24 - tc24), ti25 - ti24 - (tc25 - tc24)]],
  };
}
