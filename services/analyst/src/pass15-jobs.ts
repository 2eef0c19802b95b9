/**
 * Issue 13, pass 15 (W4): job-costing sheets, built from the lead's description of the kind,
 * never from the hold-out. Variants: the money-in column's name ("Contract price", "Price",
 * "Contract value", "Quote"), a TOTALS row at the top, the bottom or none, 0–2 title lines,
 * and two trades whose biggest customer by total is not the one with the biggest job.
 */
import type { ShapeRow } from './pass5-shapes';

export type Job = [string, string, string, number, number, number, string, [number, number] | null];

export const TRADES: Array<{ name: string; jobs: Job[] }> = [
  {
    name: 'Coolair HVAC',
    jobs: [
      ['J-101', 'Harbor Cafe', 'Install', 12_000, 4_000, 5_000, 'Done', [3, 10]],
      ['J-102', 'Elm Dental', 'Repair', 1_800, 900, 300, 'Done', [3, 22]],
      ['J-103', 'Harbor Cafe', 'Service', 600, 400, 350, 'Done', [4, 2]],
      ['J-104', 'Oak School', 'Install', 15_000, 7_000, 6_000, 'Done', [4, 15]],
      ['J-105', 'Harbor Cafe', 'Install', 9_000, 3_500, 4_200, 'Open', null],
      ['J-106', 'Pine Hotel', 'Repair', 2_500, 1_200, 1_600, 'Done', [5, 5]],
    ],
  },
  {
    name: 'Brightline Electrical',
    jobs: [
      ['E-01', 'Mill Bakery', 'Rewire', 8_400, 3_900, 2_100, 'Done', [1, 14]],
      ['E-02', 'Rose Clinic', 'Install', 14_000, 5_600, 6_300, 'Done', [1, 30]],
      ['E-03', 'Mill Bakery', 'Fault', 450, 380, 120, 'Done', [2, 3]],
      ['E-04', 'Mill Bakery', 'Install', 7_800, 2_900, 3_300, 'Done', [2, 19]],
      ['E-05', 'Quay Bar', 'Fault', 700, 300, 90, 'Done', [2, 25]],
      ['E-06', 'Rose Clinic', 'Rewire', 3_100, 1_700, 1_650, 'Open', null],
      ['E-07', 'Quay Bar', 'Install', 5_200, 2_400, 1_900, 'Done', [3, 8]],
    ],
  },
];

export const MONEY_IN_NAMES = ['Contract price', 'Price', 'Contract value', 'Quote'] as const;

export interface JobVariant {
  trade: number;
  moneyIn: (typeof MONEY_IN_NAMES)[number];
  totals: 'top' | 'bottom' | 'none';
  titleLines: number;
}

export function jobVariants(): JobVariant[] {
  const out: JobVariant[] = [];
  for (let trade = 0; trade < TRADES.length; trade++)
    for (const moneyIn of MONEY_IN_NAMES)
      for (const totals of ['top', 'bottom', 'none'] as const)
        for (let titleLines = 0; titleLines <= 2; titleLines++)
          out.push({ trade, moneyIn, totals, titleLines });
  return out;
}

export const describeJobs = (v: JobVariant): string =>
  `${TRADES[v.trade]!.name}, "${v.moneyIn}", totals ${v.totals}, ${v.titleLines} title`;

export function jobRows(v: JobVariant): ShapeRow[] {
  const { name, jobs } = TRADES[v.trade]!;
  const rows: ShapeRow[] = [`${name} - job costing 2025`, 'All jobs, year to date']
    .slice(0, v.titleLines)
    .map((t) => [t]);
  if (v.titleLines) rows.push([]);
  rows.push([
    'Job #',
    'Customer',
    'Type',
    v.moneyIn,
    'Labour',
    'Materials',
    'Total cost',
    'Profit',
    'Margin %',
    'Status',
    'Completed',
  ]);
  const lines: ShapeRow[] = jobs.map(
    ([job, customer, type, price, labour, materials, status, done]) => {
      const cost = labour + materials;
      const profit = price - cost;
      const date = done ? new Date(Date.UTC(2025, done[0] - 1, done[1])) : null;
      return [
        job,
        customer,
        type,
        price,
        labour,
        materials,
        cost,
        profit,
        Math.round((profit / price) * 1000) / 1000,
        status,
        date,
      ];
    },
  );
  const t = truths(v.trade);
  const totals: ShapeRow = [
    'TOTALS',
    null,
    null,
    t.moneyIn,
    t.labour,
    t.materials,
    t.cost,
    t.profit,
    Math.round((t.profit / t.moneyIn) * 1000) / 1000,
    null,
    null,
  ];
  if (v.totals === 'top') rows.push(totals);
  rows.push(...lines);
  if (v.totals === 'bottom') rows.push(totals);
  return rows;
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

export function truths(trade: number) {
  const { jobs } = TRADES[trade]!;
  const moneyIn = sum(jobs.map((j) => j[3]));
  const labour = sum(jobs.map((j) => j[4]));
  const materials = sum(jobs.map((j) => j[5]));
  const cost = labour + materials;
  const byCustomer = new Map<string, number>();
  for (const j of jobs) byCustomer.set(j[1], (byCustomer.get(j[1]) ?? 0) + j[3]);
  const biggest = [...byCustomer].sort((a, b) => b[1] - a[1])[0]!;
  const installs = sum(jobs.filter((j) => j[2] === 'Install').map((j) => j[3]));
  return {
    moneyIn,
    labour,
    materials,
    cost,
    profit: moneyIn - cost,
    averageJob: moneyIn / jobs.length,
    biggestCustomer: biggest,
    installs,
    lostMoney: jobs.filter((j) => j[3] - j[4] - j[5] < 0).length,
  };
}
