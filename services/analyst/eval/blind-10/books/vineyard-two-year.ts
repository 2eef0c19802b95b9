/**
 * Vineyard cellar door: a two-year comparison in EUR thousands, the newest year first
 * (2025, 2024), then Variance and Var %, with revenue and cost sections. Figures are whole
 * thousands, so an answer in thousands or in euros is accepted (both listed).
 */
import ExcelJS from 'exceljs';
import { growth, money, pct } from '../../expect';
import { argExtreme, asker, seeded, sumOf, uniqueExtreme, SEED, type BlindBook } from '../kit';

const REVENUE = [
  'Cellar door tastings',
  'Bottle sales',
  'Wine club',
  'Events & weddings',
  'Restaurant',
];
const COSTS = ['Cost of wine sold', 'Staff', 'Marketing', 'Vineyard upkeep'];

/** whole thousands -> the two accepted readings (thousands, euros) */
const k = (t: bigint): string[] => [money(t * 100n), money(t * 100000n)];

export function vineyardTwoYear(): BlindBook {
  const name = 'vineyard-two-year';
  const rng = seeded(SEED, name);
  const rev = REVENUE.map(() => {
    const last = rng.int(60, 520);
    return [BigInt(Math.round(last * (0.8 + rng.next() * 0.5))), BigInt(last)] as const;
  });
  const cost = COSTS.map(() => {
    const last = rng.int(40, 300);
    return [BigInt(Math.round(last * (0.9 + rng.next() * 0.3))), BigInt(last)] as const;
  });
  const tot = (rows: ReadonlyArray<readonly [bigint, bigint]>, y: 0 | 1): bigint =>
    sumOf(rows.map((r) => r[y]));
  const revT = [tot(rev, 0), tot(rev, 1)] as const;
  const costT = [tot(cost, 0), tot(cost, 1)] as const;
  const op = [revT[0] - costT[0], revT[1] - costT[1]] as const;

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('YoY');
  ws.addRow(['Hillcrest Estate Cellar Door']);
  ws.addRow(['Year on year comparison']);
  ws.addRow(["EUR '000"]);
  ws.addRow([]);
  ws.addRow(['', 2025, 2024, 'Variance', 'Var %']);
  const put = (label: string, r: readonly [bigint, bigint]): void => {
    const row = ws.addRow([
      label,
      Number(r[0]),
      Number(r[1]),
      Number(r[0] - r[1]),
      Number(r[0] - r[1]) / Number(r[1]),
    ]);
    row.getCell(5).numFmt = '0.0%';
  };
  ws.addRow(['Revenue']);
  REVENUE.forEach((l, i) => put(l, rev[i]!));
  put('Total revenue', revT);
  ws.addRow(['Costs']);
  COSTS.forEach((l, i) => put(l, cost[i]!));
  put('Total costs', costT);
  put('Operating profit', op);

  const revGrowthBp = rev.map((r) => ((r[0] - r[1]) * 1000000n) / r[1]);
  const { ask, questions } = asker(name);
  ask('total revenue this year', { value: k(revT[0]) }, 'Total revenue, 2025 (thousands or euros)');
  ask(
    'compare this year to last',
    { value: [growth(revT[1], revT[0]), ...k(revT[0] - revT[1])] },
    'revenue 2025 vs 2024: growth % = (2025-2024)/2024, or the variance; either accepted',
  );
  ask(
    'how much did the wine club grow in %',
    { value: growth(rev[2]![1], rev[2]![0]) },
    'Wine club (2025-2024)/2024, percent',
  );
  ask(
    'which revenue line grew fastest',
    { at: REVENUE[argExtreme(revGrowthBp, true)]! },
    'revenue line with the largest Var % (percent growth)',
  );
  ask('operating profit last year', { value: k(op[1]) }, 'Operating profit, 2024');
  ask(
    'did events go up or down and by how much',
    { value: k(rev[3]![0] - rev[3]![1]) },
    'Events & weddings variance 2025-2024 (negative = down)',
  );
  ask('bottle sales 2024', { value: k(rev[1]![1]) }, 'Bottle sales, 2024');
  ask('variance on staff costs', { value: k(cost[1]![0] - cost[1]![1]) }, 'Staff 2025 - 2024');
  ask('total costs in 2025', { value: k(costT[0]) }, 'Total costs, 2025');
  ask(
    'operating margin this year %',
    { value: pct(op[0], revT[0]) },
    'Operating profit / Total revenue, 2025, percent',
  );
  ask(
    'what % of revenue came from the restaurant this year',
    { value: pct(rev[4]![0], revT[0]) },
    'Restaurant / Total revenue, 2025',
  );
  ask(
    'how much did costs go up %',
    { value: growth(costT[1], costT[0]) },
    'Total costs (2025-2024)/2024, percent',
  );
  ask('tastings revenue this year', { value: k(rev[0]![0]) }, 'Cellar door tastings, 2025');
  ask('what was revenue in 2023', { refuse: true }, 'only 2025 and 2024 are in the sheet');
  ask('which month was busiest at the cellar door', { refuse: true }, 'annual figures only');
  ask('how many bottles did we sell', { refuse: true }, 'amounts only, no units');

  return {
    name,
    business: 'vineyard cellar door',
    shape: "two-year comparison, newest year first, EUR '000, variance and %",
    workbook: wb,
    questions,
    checks: [
      { what: 'op profit 2025 = revenue - costs', a: op[0], b: revT[0] - costT[0] },
      { what: 'fastest grower unique', a: BigInt(uniqueExtreme(revGrowthBp, true)), b: 1n },
    ],
  };
}
