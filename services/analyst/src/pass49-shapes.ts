/**
 * Issue 13, pass 49: the core statements in layouts a little off what the engine was tuned on,
 * built with made-up figures from the lead's description (see pass49.test.ts): months ×
 * products with a Total column and row, a P&L by term, a two-year comparison with change
 * columns, a QuickBooks sales by customer summary with sub-customers, one sheet per site plus
 * a Summary, and per-clinic columns beside one sheet per clinic. Each builder takes knobs
 * (labels, currency, sizes) so the tests can ask the same question of variants.
 */
import type { ShapeRow } from './pass5-shapes';

const c2 = (n: number): number => Math.round(n * 100) / 100;
const add = (xs: number[]): number => c2(xs.reduce((a, b) => a + b, 0));
/** a made-up figure that varies by (i, j) and never repeats by accident */
const wobble = (i: number, j: number): number => 1 + (((i * 7 + j * 5) % 9) - 4) * 0.045;

export const MONTHS3 = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** L1: sales by month (text, no year) × product, a Total column and a Total row. */
export interface ProductGrid {
  products: string[];
  months: string[];
  /** values[m][p] */
  values: number[][];
  totals: number[];
}
export function productGrid(
  products = [
    'Oat & Honey',
    'Lavender',
    'Charcoal',
    'Seaweed',
    'Goat Milk',
    'Shampoo Bars',
    'Gift Boxes',
  ],
  months = 11,
  scale = 1,
  whole = false,
): ProductGrid {
  const base = [1_420, 1_180, 860, 640, 1_050, 720, 2_310, 900, 560];
  const values = MONTHS3.slice(0, months).map((_, m) =>
    products.map((_p, p) => {
      const v = base[p % base.length]! * scale * wobble(m, p) * (1 + m * 0.03);
      return whole ? Math.round(v) : c2(v);
    }),
  );
  return {
    products,
    months: MONTHS3.slice(0, months),
    values,
    totals: values.map((r) => add(r)),
  };
}
export function productGridRows(
  g: ProductGrid,
  opts: {
    title?: string;
    note?: string;
    total?: string;
    first?: string;
    rowTotal?: string;
    footer?: string;
  } = {},
): ShapeRow[] {
  const title = opts.title ?? 'Wild Nettle Soap Co. — sales by product, 2026';
  const width = g.products.length + 2;
  return [
    Array.from({ length: width }, () => title),
    [opts.note ?? '€, net of VAT · markets, Galway shop and online (Shopify) together'],
    [],
    [opts.first ?? 'Month', ...g.products, opts.total ?? 'Total €'],
    ...g.months.map((m, i): ShapeRow => [m, ...g.values[i]!, g.totals[i]!]),
    [
      opts.rowTotal ?? 'Total',
      ...g.products.map((_, p) => add(g.values.map((r) => r[p]!))),
      add(g.totals),
    ],
    [],
    [opts.footer ?? 'December to be added after the Christmas markets.'],
  ];
}

/** L2: a P&L with term columns and a Total. */
export interface PnlTerms {
  terms: string[];
  income: Array<[string, number[]]>;
  cos: Array<[string, number[]]>;
  expenses: Array<[string, number[]]>;
}
export function pnlTerms(
  terms = ['Autumn term (Sep–Dec)', 'Spring term (Jan–Apr)', 'Summer term (May–Aug)'],
  wages = 'Teacher wages',
  scale = 1,
): PnlTerms {
  const n = terms.length;
  const line = (base: number, k: number): number[] =>
    Array.from({ length: n }, (_, j) => c2(base * scale * wobble(k, j)));
  return {
    terms,
    income: [
      ['Class fees', line(41_250, 1)],
      ['Exam entry fees', line(3_480, 2)],
      ['Uniform & shoe sales', line(5_920, 3)],
      ['Show ticket sales', line(2_760, 4)],
    ],
    cos: [
      ['Uniform & shoe purchases', line(3_610, 5)],
      ['Exam board fees', line(2_150, 6)],
    ],
    expenses: [
      [wages, line(19_840, 7)],
      ['Rent', line(7_200, 8)],
      ['Accompanist fees', line(2_340, 9)],
      ['Insurance', line(610, 10)],
      ['Music licensing', line(295, 11)],
    ],
  };
}
const colSum = (ls: Array<[string, number[]]>, j: number): number => add(ls.map(([, v]) => v[j]!));
export function pnlTermTotals(p: PnlTerms): {
  income: number[];
  cos: number[];
  gross: number[];
  expenses: number[];
  net: number[];
} {
  const idx = [...p.terms.map((_, j) => j)];
  const income = idx.map((j) => colSum(p.income, j));
  const cos = idx.map((j) => colSum(p.cos, j));
  const gross = idx.map((j) => c2(income[j]! - cos[j]!));
  const expenses = idx.map((j) => colSum(p.expenses, j));
  const net = idx.map((j) => c2(gross[j]! - expenses[j]!));
  return { income, cos, gross, expenses, net };
}
export function pnlTermRows(
  p: PnlTerms,
  opts: { total?: string; company?: string; currency?: string; incomeTotal?: string } = {},
): ShapeRow[] {
  const t = pnlTermTotals(p);
  const withTotal = (v: number[]): number[] => [...v, add(v)];
  const lines = (ls: Array<[string, number[]]>): ShapeRow[] =>
    ls.map(([l, v]): ShapeRow => [l, ...withTotal(v)]);
  return [
    ['Profit and Loss'],
    [opts.company ?? 'Pointe & Plié School of Ballet'],
    ['For the year ended 31 August 2026'],
    [opts.currency ?? 'All figures in €'],
    [],
    [null, ...p.terms, opts.total ?? 'Total'],
    ['Income'],
    ...lines(p.income),
    [opts.incomeTotal ?? 'Total Income', ...withTotal(t.income)],
    ['Cost of Sales'],
    ...lines(p.cos),
    ['Total Cost of Sales', ...withTotal(t.cos)],
    ['Gross Profit', ...withTotal(t.gross)],
    ['Expenses'],
    ...lines(p.expenses),
    ['Total Expenses', ...withTotal(t.expenses)],
    ['Net Profit', ...withTotal(t.net)],
  ];
}

/** L3: a two-year comparison, a group header row over `Particulars | FY | FY | ₹ | %`. */
export interface TwoYear {
  years: [string, string];
  revenue: Array<[string, number, number]>;
  expenses: Array<[string, number, number]>;
}
export function twoYear(
  years: [string, string] = ['FY 2025-26', 'FY 2024-25'],
  scale = 1,
  rent = 'Rent',
): TwoYear {
  const s = (n: number): number => Math.round(n * scale);
  return {
    years,
    revenue: [
      ['Hearing tests', s(1_842_600), s(1_615_400)],
      ['Hearing aid sales', s(6_318_900), s(5_240_750)],
      ['Batteries & accessories', s(412_350), s(455_900)],
      ['Repairs & servicing', s(286_400), s(241_300)],
    ],
    expenses: [
      ['Cost of hearing aids sold', s(3_476_200), s(2_934_800)],
      ['Audiologist salaries', s(2_160_000), s(1_980_000)],
      [rent, s(720_000), s(660_000)],
      ['Electricity', s(96_480), s(101_250)],
      ['Marketing', s(184_300), s(212_900)],
      ['Depreciation', s(142_000), s(142_000)],
    ],
  };
}
export function twoYearTotals(t: TwoYear): {
  revenue: number[];
  expenses: number[];
  net: number[];
} {
  const revenue = [0, 1].map((j) => add(t.revenue.map((l) => l[j + 1] as number)));
  const expenses = [0, 1].map((j) => add(t.expenses.map((l) => l[j + 1] as number)));
  return { revenue, expenses, net: [0, 1].map((j) => c2(revenue[j]! - expenses[j]!)) };
}
export function twoYearRows(
  t: TwoYear,
  opts: { currency?: string; first?: string; heading?: boolean; group?: string } = {},
): ShapeRow[] {
  const tot = twoYearTotals(t);
  const line = (l: string, a: number, b: number): ShapeRow => [
    l,
    a,
    b,
    a - b,
    b ? Math.round(((a - b) / b) * 10_000) / 10_000 : null,
  ];
  return [
    ['SoundCare Hearing Clinic, Pune'],
    ['Income & expenditure — two-year comparison'],
    ['Amounts in ₹ (whole rupees)'],
    [],
    [
      null,
      opts.group ?? 'Year ended 31 March',
      opts.group ?? 'Year ended 31 March',
      'Change',
      'Change',
    ],
    [opts.first ?? 'Particulars', t.years[0], t.years[1], opts.currency ?? '₹', '%'],
    ['Revenue'],
    ...t.revenue.map(([l, a, b]) => line(l, a, b)),
    line('Total revenue', tot.revenue[0]!, tot.revenue[1]!),
    ...(opts.heading === false ? [] : [['Expenses'] as ShapeRow]),
    ...t.expenses.map(([l, a, b]) => line(l, a, b)),
    line('Total expenses', tot.expenses[0]!, tot.expenses[1]!),
    line('Net profit', tot.net[0]!, tot.net[1]!),
  ];
}

/** L4: QuickBooks "Sales by Customer Summary", months across, a parent with sub-customers. */
export interface QbCustomer {
  name: string;
  /** sub-customers: the parent row has no figures, a "Total <name>" row follows them */
  subs?: Array<{ name: string; values: Array<number | null> }>;
  values?: Array<number | null>;
}
export const QB_MONTHS = MONTHS3.slice(0, 11).map((m) => `${m} 2026`);
export function qbCustomers(months = 11, scale = 1, cash = 1): QbCustomer[] {
  const row = (base: number, k: number, gaps: number[] = []): Array<number | null> =>
    Array.from({ length: months }, (_, m) =>
      gaps.includes(m) ? null : c2(base * scale * wobble(m, k)),
    );
  return [
    { name: 'Anderson Trucking', values: row(1_310, 1, [2, 7]) },
    { name: 'Cash Customers', values: row(2_268 * cash, 2) },
    {
      name: 'City of Westfield',
      subs: [
        { name: 'Parks & Recreation', values: row(1_605, 3, [0]) },
        { name: 'Public Works', values: row(2_630, 4) },
      ],
    },
    { name: 'Hernandez Plumbing', values: row(540, 5, [1, 4, 9]) },
    { name: 'Miller Landscaping', values: row(915, 6) },
    { name: 'Tri-County Schools', values: row(980, 7, [5, 6]) },
  ];
}
const qbSum = (v: Array<number | null>): number => add(v.map((x) => x ?? 0));
/** each customer's own figures: a parent's are its sub-customers added */
export function qbTotals(
  cs: QbCustomer[],
): Array<{ name: string; months: number[]; total: number }> {
  return cs.map((c) => {
    const rows = c.subs ? c.subs.map((s) => s.values) : [c.values!];
    const n = rows[0]!.length;
    const months = Array.from({ length: n }, (_, m) => add(rows.map((r) => r[m] ?? 0)));
    return { name: c.name, months, total: add(months) };
  });
}
export function qbRows(
  cs: QbCustomer[],
  opts: { total?: string; indent?: string; company?: string; months?: string[] } = {},
): ShapeRow[] {
  const indent = opts.indent ?? '   ';
  const n = (cs[0]!.values ?? cs[0]!.subs![0]!.values).length;
  const heads = (opts.months ?? QB_MONTHS).slice(0, n);
  const T = opts.total ?? 'TOTAL';
  const fig = (v: Array<number | null>): ShapeRow => [...v, qbSum(v)];
  const rows: ShapeRow[] = [];
  for (const c of cs) {
    if (!c.subs) {
      rows.push([c.name, ...fig(c.values!)]);
      continue;
    }
    rows.push([c.name]);
    for (const s of c.subs) rows.push([`${indent}${s.name}`, ...fig(s.values)]);
    const tot = qbTotals([c])[0]!;
    rows.push([`Total ${c.name}`, ...tot.months, tot.total]);
  }
  const all = qbTotals(cs);
  const grand = Array.from({ length: n }, (_, m) => add(all.map((c) => c.months[m]!)));
  return [
    [opts.company ?? 'Buckeye Tire & Auto'],
    ['Sales by Customer Summary'],
    ['January 1 - November 30, 2026'],
    ['Accrual Basis'],
    [],
    [null, ...heads, T],
    ...rows,
    [T, ...grand, add(grand)],
    [],
    ['Accrual basis Monday, December 7, 2026 09:14 AM GMT-05:00'],
  ];
}

/** L5: one sheet per site (months down) plus a Summary (months down, one column a site). */
export const SITE_MONTHS = ['Jun 2026', 'Jul 2026', 'Aug 2026', 'Sep 2026', 'Oct 2026', 'Nov 2026'];
export interface SiteMonth {
  cars: number;
  wash: number;
  valet: number;
  shop: number;
  total: number;
  wages: number;
}
export function siteData(
  sites = ['Sandton', 'Rosebank', 'Fourways'],
  months = 6,
  scale = 1,
): Array<{ site: string; rows: SiteMonth[] }> {
  return sites.map((site, s) => ({
    site,
    rows: Array.from({ length: months }, (_, m) => {
      const cars = Math.round((1_150 + s * 230 - (s === 2 ? 520 : 0)) * wobble(m, s + 1));
      const wash = Math.round(cars * (120 + s * 15) * scale);
      const valet = Math.round((18_400 + s * 2_700) * scale * wobble(m + 3, s));
      const shop = Math.round((6_250 - s * 900) * scale * wobble(m + 5, s + 2));
      return {
        cars,
        wash,
        valet,
        shop,
        total: wash + valet + shop,
        wages: Math.round((61_000 + s * 7_500) * scale * wobble(m + 1, s + 3)),
      };
    }),
  }));
}
export function siteSheets(
  data: Array<{ site: string; rows: SiteMonth[] }>,
  opts: {
    brand?: string;
    currency?: string;
    cars?: string;
    months?: string[];
    summaryName?: string;
  } = {},
): Array<{ name: string; rows: ShapeRow[] }> {
  const brand = opts.brand ?? 'Sparkle Hand Car Wash';
  const cur = opts.currency ?? 'R';
  const months = (opts.months ?? SITE_MONTHS).slice(0, data[0]!.rows.length);
  const n = months.length;
  const byMonth = months.map((_, m) => data.map((d) => d.rows[m]!.total));
  const summary: ShapeRow[] = [
    [`${brand} — all sites`],
    [`Total takings by site, June–November 2026 (${cur === 'R' ? 'Rand' : cur})`],
    [],
    ['Month', ...data.map((d) => d.site), 'Total'],
    ...months.map((mo, m): ShapeRow => [mo, ...byMonth[m]!, add(byMonth[m]!)]),
    ['Total', ...data.map((d) => add(d.rows.map((r) => r.total))), add(byMonth.map((r) => add(r)))],
  ];
  const keys: Array<keyof SiteMonth> = ['cars', 'wash', 'valet', 'shop', 'total', 'wages'];
  return [
    { name: opts.summaryName ?? 'Summary', rows: summary },
    ...data.map((d) => ({
      name: d.site,
      rows: [
        [`${brand} — ${d.site}`],
        [`Monthly takings and wages (${cur === 'R' ? 'Rand' : cur})`],
        [],
        [
          'Month',
          opts.cars ?? 'Cars washed',
          `Wash takings (${cur})`,
          `Valet takings (${cur})`,
          `Shop sales (${cur})`,
          `Total takings (${cur})`,
          `Wages (${cur})`,
        ],
        ...d.rows.map((r, m): ShapeRow => [months[m]!, ...keys.map((k) => r[k])]),
        ['Total', ...keys.map((k) => add(d.rows.slice(0, n).map((r) => r[k])))],
      ] as ShapeRow[],
    })),
  ];
}

/** L6: a Summary with per-clinic income and net columns, and one sheet per clinic. */
export interface ClinicMonth {
  sessions: number;
  fees: number;
  packages: number;
  income: number;
  pay: number;
  rent: number;
  other: number;
  costs: number;
  net: number;
}
export function clinicData(
  clinics = ['Tanjong Pagar', 'Tampines'],
  months = 11,
  scale = 1,
): Array<{ clinic: string; rows: ClinicMonth[] }> {
  return clinics.map((clinic, k) => ({
    clinic,
    rows: Array.from({ length: months }, (_, m) => {
      const sessions = Math.round((310 - k * 70) * wobble(m, k + 2) * (1 + m * 0.02));
      const fees = c2(sessions * (118 - k * 9) * scale);
      const packages = c2((4_350 - k * 1_200) * scale * wobble(m + 2, k));
      const income = c2(fees + packages);
      const pay = c2(income * (0.46 + k * 0.03) * wobble(m + 4, k + 1));
      const rent = c2((9_800 - k * 2_600) * scale);
      const other = c2((3_120 - k * 400) * scale * wobble(m + 6, k + 5));
      const costs = c2(pay + rent + other);
      return {
        sessions,
        fees,
        packages,
        income,
        pay,
        rent,
        other,
        costs,
        net: c2(income - costs),
      };
    }),
  }));
}
export function clinicSheets(
  data: Array<{ clinic: string; rows: ClinicMonth[] }>,
  opts: { months?: string[]; sessions?: string; pay?: string; net?: string } = {},
): Array<{ name: string; rows: ShapeRow[] }> {
  const months = (opts.months ?? MONTHS3.map((m) => `${m} 2026`)).slice(0, data[0]!.rows.length);
  const net = opts.net ?? 'net';
  const cap = net[0]!.toUpperCase() + net.slice(1);
  const inc = months.map((_, m) => data.map((d) => d.rows[m]!.income));
  const nets = months.map((_, m) => data.map((d) => d.rows[m]!.net));
  const summaryRow = (m: number): number[] => [
    ...inc[m]!,
    add(inc[m]!),
    ...nets[m]!,
    add(nets[m]!),
  ];
  const summary: ShapeRow[] = [
    [`Align Physio Pte. Ltd.: both clinics, ${months[0]!.slice(0, 3)}-${months.at(-1)}`],
    [],
    [
      'Month',
      ...data.map((d) => `${d.clinic} income`),
      'Total income',
      ...data.map((d) => `${d.clinic} ${net}`),
      `Total ${net}`,
    ],
    ...months.map((mo, m): ShapeRow => [mo, ...summaryRow(m)]),
    ['Total', ...summaryRow(0).map((_, j) => add(months.map((__, m) => summaryRow(m)[j]!)))],
  ];
  const keys: Array<keyof ClinicMonth> = [
    'sessions',
    'fees',
    'packages',
    'income',
    'pay',
    'rent',
    'other',
    'costs',
    'net',
  ];
  return [
    { name: 'Summary', rows: summary },
    ...data.map((d) => ({
      name: d.clinic,
      rows: [
        [`${d.clinic}: monthly figures (SGD)`],
        [],
        [
          'Month',
          opts.sessions ?? 'Sessions',
          'Treatment fees',
          'Packages & classes',
          'Total income',
          opts.pay ?? 'Therapist pay',
          'Rent',
          'Other costs',
          'Total costs',
          cap,
        ],
        ...d.rows.map((r, m): ShapeRow => [months[m]!, ...keys.map((k) => r[k])]),
        ['Total', ...keys.map((k) => add(d.rows.map((r) => r[k])))],
      ] as ShapeRow[],
    })),
  ];
}
