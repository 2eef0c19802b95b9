/**
 * Issue 13, pass 48: the layouts where the merge of passes 44–47 gave wrong figures on sets
 * already seen, built with made-up figures from the lead's description (see pass48.test.ts).
 * Passes 44, 45 and 47's builders are reused where they fit; each builder here takes knobs
 * (labels, currency, sizes, row counts) so the tests can ask the same question of variants.
 */
import {
  type CashForecast,
  cashForecast,
  fixedAsset,
  type FixedAsset,
  monthHeads,
} from './pass45-shapes';
import type { ShapeRow } from './pass5-shapes';

const c2 = (n: number): number => Math.round(n * 100) / 100;
const add = (xs: number[]): number => c2(xs.reduce((a, b) => a + b, 0));

// ---------------------------------------------------------------------------------------------
// R1: a cash-flow forecast, months across, with or without a Total / Year column

export interface Forecast48 {
  /** first month: year and month 1-12 */
  start: [number, number];
  n: number;
  /** the last column's head, or null for none */
  whole: string | null;
  title: string;
  note?: string;
  corner?: string | null;
  receipts: Array<[string, number, number[]?]>;
  payments: Array<[string, number, number[]?]>;
  opening: number;
}

export const CLIMB: Forecast48 = {
  start: [2027, 1],
  n: 6,
  whole: null,
  title: 'Crux Climbing Centre — cash flow forecast Jan–Jun 2027',
  note: 'Forecast prepared November 2026',
  receipts: [
    ['Memberships', 18_400],
    ['Day passes', 9_600, [0.8, 0.9, 1.1, 1.2, 1.3, 1.4]],
    ['Courses & coaching', 4_250],
  ],
  payments: [
    ['Instructor fees', 5_300, [0.9, 1, 1.1, 1.05, 1.2, 1.3]],
    ['Rent', 7_800, [1]],
    ['Marketing', 1_150],
    ['Utilities', 2_100],
    ['Equipment', 900],
  ],
  opening: 24_500,
};

export const STUDIO: Forecast48 = {
  start: [2026, 11],
  n: 12,
  whole: 'Total',
  title: 'Pilates on Main — 12-month cash flow forecast (AUD)',
  corner: 'AUD',
  receipts: [
    ['Class packs', 14_200],
    ['Private sessions', 6_800],
    ['Retail', 950],
  ],
  payments: [
    ['Instructor fees', 7_450],
    ['Rent', 5_200, [1]],
    ['Marketing', 780],
    ['Software & booking fees', 310, [1]],
    ['GST', 2_900],
  ],
  opening: 31_000,
};

export function forecast48(o: Forecast48, k = 1): { f: CashForecast; rows: ShapeRow[] } {
  const scale = (xs: Array<[string, number, number[]?]>) =>
    xs.map(([l, b, s]): [string, number, number[]?] => (s ? [l, b * k, s] : [l, b * k]));
  const f = cashForecast(
    monthHeads(o.start[0], o.start[1], o.n),
    o.opening * k,
    scale(o.receipts),
    scale(o.payments),
  );
  const w = o.whole !== null;
  const flow = (label: string, v: number[]): ShapeRow => [label, ...v, ...(w ? [add(v)] : [])];
  const rows: ShapeRow[] = [
    [o.title],
    ...(o.note ? [[o.note] as ShapeRow] : []),
    [],
    [o.corner ?? null, ...f.months, ...(w ? [o.whole] : [])],
    ['Opening cash', ...f.opening, ...(w ? [f.opening[0]!] : [])],
    [],
    ['RECEIPTS'],
    ...f.receipts.map((x) => flow(x.label, x.values)),
    flow('Total receipts', f.totalIn),
    ['PAYMENTS'],
    ...f.payments.map((x) => flow(x.label, x.values)),
    flow('Total payments', f.totalOut),
    [],
    flow('Net cash flow', f.net),
    ['Closing cash', ...f.closing, ...(w ? [f.closing[o.n - 1]!] : [])],
  ];
  return { f, rows };
}

// ---------------------------------------------------------------------------------------------
// R3: budget vs actual, one Budget | Actual | Variance $ | Variance % table

export interface BvaLine {
  name: string;
  budget: number;
  actual: number;
}
export interface Bva48 {
  income: BvaLine[];
  sections: Array<{ head: string; total: string; lines: BvaLine[] }>;
}
export function bistroBva(k = 1): Bva48 {
  const l = (name: string, b: number, a: number): BvaLine => ({
    name,
    budget: c2(b * k),
    actual: c2(a * k),
  });
  return {
    income: [
      l('Food sales', 356_000, 339_612.4),
      l('Beverage sales', 148_500, 152_230.86),
      l('Functions & events', 42_000, 40_150.4),
    ],
    sections: [
      {
        head: 'COST OF SALES',
        total: 'Total cost of sales',
        lines: [l('Food costs', 146_500, 156_710.35), l('Beverage costs', 41_600, 43_027.2)],
      },
      {
        head: 'OVERHEADS',
        total: 'Total overheads',
        lines: [
          l('Wages', 171_000, 168_420.55),
          l('Rent', 48_000, 48_000),
          l('Power & gas', 14_400, 16_118.9),
          l('Marketing', 9_600, 7_245),
          l('Repairs & maintenance', 6_000, 8_911.45),
        ],
      },
    ],
  };
}
export interface Bva48Layout {
  title: string;
  heads: [string | null, string, string, string, string];
  incomeHead: string;
  incomeTotal: string;
  net: string;
  /** Variance % in percent points (6.63) or a fraction with a percent format */
  points: boolean;
}
export const BISTRO_LAYOUT: Bva48Layout = {
  title: 'Budget vs Actual – year to 31 October 2026 (NZD, excl. GST)',
  heads: [null, 'Budget', 'Actual', 'Variance $', 'Variance %'],
  incomeHead: 'INCOME',
  incomeTotal: 'Total income',
  net: 'Net profit',
  points: true,
};
export const bvaTotal = (ls: BvaLine[]): BvaLine => ({
  name: '',
  budget: add(ls.map((x) => x.budget)),
  actual: add(ls.map((x) => x.actual)),
});
export const pctPoints = (x: BvaLine): number =>
  x.budget === 0 ? 0 : c2(((x.actual - x.budget) / Math.abs(x.budget)) * 100);
export function bva48Rows(b: Bva48, l: Bva48Layout = BISTRO_LAYOUT): ShapeRow[] {
  const line = (name: string, x: BvaLine): ShapeRow => [
    name,
    x.budget,
    x.actual,
    c2(x.actual - x.budget),
    l.points ? pctPoints(x) : Math.round(pctPoints(x) * 100) / 1_000_000,
  ];
  const ti = bvaTotal(b.income);
  const costs = b.sections.map((s) => bvaTotal(s.lines));
  const net: BvaLine = {
    name: '',
    budget: c2(ti.budget - add(costs.map((c) => c.budget))),
    actual: c2(ti.actual - add(costs.map((c) => c.actual))),
  };
  return [
    [l.title],
    [],
    l.heads,
    [l.incomeHead],
    ...b.income.map((x) => line(x.name, x)),
    line(l.incomeTotal, ti),
    ...b.sections.flatMap((s, i): ShapeRow[] => [
      [],
      [s.head],
      ...s.lines.map((x) => line(x.name, x)),
      line(s.total, costs[i]!),
    ]),
    [],
    line(l.net, net),
  ];
}

/** R3 (older layout): months across, each over Budget | Actual, a Total group, Total sales. */
export interface MonthBva {
  months: string[];
  lines: Array<{ name: string; b: number[]; a: number[] }>;
}
export function shopMonthBva(k = 1, months = ['Jul 2026', 'Aug 2026', 'Sep 2026']): MonthBva {
  const line = (name: string, base: number, drift: number[]) => ({
    name,
    b: months.map((_, i) => c2(base * k * (1 + i * 0.05))),
    a: months.map((_, i) => c2(base * k * (1 + i * 0.05) * (1 + drift[i % drift.length]!))),
  });
  return {
    months,
    lines: [
      line('Retail sales', 42_000, [0.031, -0.012, 0.047]),
      line('Online sales', 15_500, [0.084, 0.061, -0.02]),
      line('Wholesale', 8_200, [-0.11, 0.02, 0.015]),
    ],
  };
}
export function monthBvaRows(
  m: MonthBva,
  o: { title?: string; total?: string; totalHead?: string } = {},
): { rows: ShapeRow[]; merges: string[] } {
  const n = m.months.length;
  const tot = m.lines.map((l) => ({ b: add(l.b), a: add(l.a) }));
  const sales = {
    b: m.months.map((_, i) => add(m.lines.map((l) => l.b[i]!))),
    a: m.months.map((_, i) => add(m.lines.map((l) => l.a[i]!))),
  };
  const row = (name: string, b: number[], a: number[]): ShapeRow => [
    name,
    ...b.flatMap((x, i) => [x, a[i]!]),
    add(b),
    add(a),
  ];
  const col = (i: number): string => String.fromCharCode(66 + i);
  return {
    rows: [
      [o.title ?? 'Harbourside Gifts — sales budget vs actual, Q3 2026'],
      [],
      [null, ...m.months.flatMap((x) => [x, x]), o.totalHead ?? 'Total', o.totalHead ?? 'Total'],
      ['Line', ...m.months.flatMap(() => ['Budget', 'Actual']), 'Budget', 'Actual'],
      ...m.lines.map((l, i) => [
        l.name,
        ...l.b.flatMap((x, j) => [x, l.a[j]!]),
        tot[i]!.b,
        tot[i]!.a,
      ]),
      row(o.total ?? 'Total sales', sales.b, sales.a),
    ],
    merges: Array.from({ length: n + 1 }, (_, i) => `${col(2 * i)}3:${col(2 * i + 1)}3`),
  };
}

// ---------------------------------------------------------------------------------------------
// R4: an asset register: Asset ID | Description | Category | Date acquired | Cost | Life | …

export function officeAssets(k = 1, n = 11): FixedAsset[] {
  const A = (id: string, desc: string, cat: string, bought: string, life: number, cost: number) =>
    fixedAsset(id, desc, cat, bought, life, c2(cost * k), 2026, 3);
  return [
    A('V01', 'Ford Transit Custom', 'Vans', '2023-05-18', 5, 31_450),
    A('V02', 'Renault Trafic', 'Vans', '2025-09-02', 5, 27_900),
    A('IT01', 'Dell PowerEdge server', 'IT equipment', '2022-11-07', 4, 6_480),
    A('IT02', 'MacBook Pro x4', 'IT equipment', '2025-06-23', 3, 8_760),
    A('IT03', 'Network switch & Wi-Fi', 'IT equipment', '2025-01-14', 4, 1_935),
    A('IT04', 'Laser printer', 'IT equipment', '2021-03-29', 4, 1_140),
    A('OF01', 'Desks x8', 'Office furniture', '2021-10-11', 8, 4_320),
    A('OF02', 'Meeting room table', 'Office furniture', '2025-02-20', 8, 2_150),
    A('OF03', 'Task chairs x10', 'Office furniture', '2024-08-05', 6, 2_890),
    A('PL01', 'Pressure washer', 'Plant & tools', '2025-04-10', 5, 3_275),
    A('PL02', 'Generator 6kVA', 'Plant & tools', '2022-06-30', 5, 2_440),
  ].slice(0, n);
}
export function assetRows(
  xs: FixedAsset[],
  o: { cur?: string; company?: string; title?: string; heads?: string[]; totals?: boolean } = {},
): ShapeRow[] {
  const cur = o.cur ?? '£';
  const heads = o.heads ?? [
    'Asset ID',
    'Description',
    'Category',
    'Date acquired',
    `Cost ${cur}`,
    'Life (yrs)',
    'Acc. depn b/f',
    'Charge for year',
    'Acc. depn c/f',
    'NBV c/f',
  ];
  const tot = (f: (x: FixedAsset) => number) => add(xs.map(f));
  return [
    [o.company ?? 'Brightside Cleaning Services Ltd'],
    [o.title ?? 'Fixed asset register — year ended 31 March 2026'],
    [],
    heads,
    ...xs.map((x): ShapeRow => [
      x.id,
      x.desc,
      x.cat,
      new Date(`${x.bought}T00:00:00Z`),
      x.cost,
      x.life,
      x.bf,
      x.charge,
      x.cf,
      x.nbv,
    ]),
    ...(o.totals === false
      ? []
      : [
          [] as ShapeRow,
          [
            'Total',
            null,
            null,
            null,
            tot((x) => x.cost),
            null,
            tot((x) => x.bf),
            tot((x) => x.charge),
            tot((x) => x.cf),
            tot((x) => x.nbv),
          ] as ShapeRow,
        ]),
  ];
}

// ---------------------------------------------------------------------------------------------
// R5: aged payables (A/P aging), the TOTAL row at the top

export interface Vendor {
  name: string;
  buckets: number[];
}
export function vendors(k = 1, n = 8): Vendor[] {
  const v = (name: string, b: number[]): Vendor => ({ name, buckets: b.map((x) => c2(x * k)) });
  return [
    v('Prairie Malt Co.', [4_820.5, 2_310, 0, 0, 0]),
    v('Hop Union Canada', [0, 6_145.25, 1_980, 0, 0]),
    v('Northern Cans & Labels', [2_275, 0, 0, 845.6, 0]),
    v('City of Calgary Utilities', [1_318.44, 0, 0, 0, 0]),
    v('CO2 Supply Ltd', [410.2, 388.75, 0, 0, 0]),
    v('Keg Logistics', [0, 0, 1_120, 0, 615]),
    v('Brewhouse Repairs Inc.', [0, 0, 0, 0, 2_940.8]),
    v('Taproom Linen Service', [296.35, 296.35, 0, 0, 0]),
    v('Glassware Direct', [1_150, 0, 0, 0, 0]),
  ].slice(0, n);
}
export const vendorTotal = (x: Vendor): number => add(x.buckets);
export function payablesRows(
  vs: Vendor[],
  o: { title?: string; first?: string; buckets?: string[]; total?: string } = {},
): ShapeRow[] {
  const buckets = o.buckets ?? ['Current', '1-30 days', '31-60 days', '61-90 days', '> 90 days'];
  const tot = buckets.map((_, b) => add(vs.map((x) => x.buckets[b] ?? 0)));
  return [
    [o.title ?? 'Stonebridge Brewing Taproom - A/P aging as of Nov 30, 2025 (CAD)'],
    [],
    [o.first ?? 'Vendor', 'Total', ...buckets],
    [o.total ?? 'TOTAL', add(tot), ...tot],
    ...vs.map((x): ShapeRow => [x.name, vendorTotal(x), ...x.buckets]),
  ];
}
