/**
 * A fishmonger's two-year comparison (¥, whole yen, "in thousands of yen"): years as numbers,
 * NEWEST FIRST (2025, 2024), then Change and Change %; sales lines, a Total sales line, cost
 * lines, a Total costs line and Operating profit.
 */
import ExcelJS from 'exceljs';
import {
  asker,
  growth,
  int,
  money as plain,
  pct,
  rng,
  sum,
  toBytes,
  argmax,
  argmin,
  type BlindBook,
} from '../kit';

/** The sheet is in ¥ thousands: the figure as written, or scaled to yen; both are right. */
const money = (thousandsX100: bigint): string[] => [
  plain(thousandsX100),
  plain(thousandsX100 * 1000n),
];

const SALES = ['Tuna & sashimi', 'Salmon', 'Shellfish', 'Dried fish', 'Restaurant trade'];
const COSTS = ['Market purchases', 'Staff', 'Ice & packaging', 'Shop rent', 'Delivery'];

export async function fishmongerBook(): Promise<BlindBook> {
  const r = rng(10);
  // values are thousands of yen; kept as integer "cents" x100 so the kit's money() prints them
  const pair = (lo: number, hi: number): [bigint, bigint] => {
    const last = int(r, lo, hi);
    const now = Math.round(last * (0.82 + r() * 0.4));
    return [BigInt(now) * 100n, BigInt(last) * 100n];
  };
  const sales = SALES.map(() => pair(3000, 24000));
  const costs = COSTS.map((_, i) =>
    pair([20000, 9000, 1200, 4800, 1500][i]!, [40000, 14000, 2500, 4800, 3500][i]!),
  );
  const tot = (xs: Array<[bigint, bigint]>): [bigint, bigint] => [
    sum(xs.map((x) => x[0])),
    sum(xs.map((x) => x[1])),
  ];
  const ts = tot(sales);
  const tc = tot(costs);
  const op: [bigint, bigint] = [ts[0] - tc[0], ts[1] - tc[1]];

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('比較 2025 v 2024');
  ws.addRow(['Uomasa Fish Market, Tsukiji Outer']);
  ws.addRow(['Comparison of years (¥ thousands)']);
  ws.addRow([]);
  ws.addRow(['', 2025, 2024, 'Change', 'Change %']);
  const line = (n: string, [a, b]: [bigint, bigint]): void => {
    ws.addRow([
      n,
      Number(a / 100n),
      Number(b / 100n),
      Number((a - b) / 100n),
      Number(growth(b, a)) / 100,
    ]);
  };
  SALES.forEach((n, i) => line(n, sales[i]!));
  line('Total sales', ts);
  COSTS.forEach((n, i) => line(n, costs[i]!));
  line('Total costs', tc);
  line('Operating profit', op);
  ws.getColumn(5).numFmt = '0.00%';

  const changes = sales.map(([a, b]) => a - b);
  const up = argmax(changes);
  const down = argmin(changes);
  const { q, list } = asker('fishmonger');
  q(
    'compare 2025 to last year — how much did sales grow',
    { value: growth(ts[1], ts[0]) },
    '(Total sales 2025 - 2024)/2024, %',
  );
  q('total sales 2025', { value: money(ts[0]) }, 'Total sales, 2025 (¥ thousands)');
  q('what were sales in 2024', { value: money(ts[1]) }, 'Total sales, 2024');
  q('operating profit 2025', { value: money(op[0]) }, 'Operating profit, 2025');
  q(
    'how much did profit change vs 2024',
    { value: money(op[0] - op[1]) },
    'Operating profit 2025 - 2024',
  );
  q(
    'which line grew the most',
    { value: money(changes[up]!), at: SALES[up]! },
    'sales line with the largest Change (¥ thousands)',
  );
  q(
    'which sales line fell the most',
    { value: money(changes[down]!), at: SALES[down]! },
    'sales line with the smallest (most negative) Change',
  );
  q('salmon 2024', { value: money(sales[1]![1]) }, 'Salmon, 2024');
  q(
    'how did shellfish do in 2025 compared with 2024, in %',
    { value: growth(sales[2]![1], sales[2]![0]) },
    '(2025-2024)/2024 for Shellfish, %',
  );
  q(
    'total costs in the earlier year',
    { value: money(tc[1]) },
    'Total costs, 2024 (the earlier of the two years)',
  );
  q(
    'market purchases as a % of sales in 2025',
    { value: pct(costs[0]![0], ts[0]) },
    'Market purchases 2025 / Total sales 2025, %',
  );
  q(
    'operating margin 2025',
    { value: pct(op[0], ts[0]) },
    'Operating profit / Total sales, 2025, %',
  );
  q(
    'restaurant trade in the latest year',
    { value: money(sales[4]![0]) },
    'Restaurant trade, 2025',
  );
  q('how many kilos of tuna did we sell', { refuse: true }, 'no weights in the sheet');
  q('what were sales in 2023', { refuse: true }, 'only 2025 and 2024 are in the sheet');
  return {
    name: 'fishmonger',
    business: 'fishmonger (¥ thousands)',
    bytes: await toBytes(wb),
    questions: list,
    checks: [
      {
        what: 'profit two ways',
        a: op[0],
        b: sum(sales.map((x) => x[0])) - sum(costs.map((x) => x[0])),
      },
    ],
  };
}
