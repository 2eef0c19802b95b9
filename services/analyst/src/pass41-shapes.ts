/**
 * Issue 13, pass 41: table shapes the lead described, with made-up figures (see
 * pass41.test.ts). Each builder takes a few knobs so the tests can ask the same question of
 * variants (other labels, currencies, sizes).
 */
import type { ShapeRow } from './pass5-shapes';
import { XERO_MONTHS } from './pass38-shapes';

const c2 = (n: number): number => Math.round(n * 100) / 100;
const add = (xs: number[]): number => c2(xs.reduce((a, b) => a + b, 0));

/** W1: a Xero P&L with Trading Income, Cost of Sales, Gross Profit, Operating Expenses. */
export { XERO_MONTHS };
export type Line = [string, number[]];
export interface TradingPl {
  income: Line[];
  cos: Line[];
  expenses: Line[];
}
export function tradingPl(scale = 1, firstIncome = '200 - Spectacle Sales'): TradingPl {
  const s = (xs: number[]) => xs.map((n) => c2(n * scale));
  return {
    income: [
      [
        firstIncome,
        s([18_210, 17_400, 20_950.4, 19_880, 21_300.5, 22_100, 19_420, 20_760.3, 21_900, 22_209]),
      ],
      [
        '210 - Contact Lens Sales',
        s([6_120, 5_980, 6_410.2, 6_300, 6_720, 6_890, 6_100, 6_540, 6_950, 7_120.8]),
      ],
      [
        '220 - Eye Examinations',
        s([4_200, 4_050, 4_380, 4_410, 4_620, 4_700, 4_180, 4_390, 4_800, 4_910]),
      ],
    ],
    cos: [
      [
        '310 - Frames & Lenses',
        s([6_800, 6_500, 7_400, 7_100, 7_600, 7_900, 6_900, 7_300, 7_800, 8_000]),
      ],
      [
        '320 - Contact Lens Stock',
        s([2_300, 2_250, 2_400, 2_380, 2_500, 2_560, 2_290, 2_430, 2_590, 2_650]),
      ],
    ],
    expenses: [
      [
        '477 - Wages and Salaries',
        s([9_800, 9_800, 9_950, 9_950, 10_100, 10_100, 10_100, 10_250, 10_250, 10_250]),
      ],
      ['469 - Rent', s([2_750, 2_750, 2_750, 2_750, 2_750, 2_750, 2_750, 2_750, 2_750, 2_750])],
      ['400 - Advertising', s([410, 380, 520, 450, 610, 480, 390, 430, 560, 620])],
    ],
  };
}
export function tradingPlRows(
  p: TradingPl,
  words: { income: string; cos: string; gross: string } = {
    income: 'Trading Income',
    cos: 'Cost of Sales',
    gross: 'Gross Profit',
  },
  company = 'Clearview Opticians Ltd',
): ShapeRow[] {
  const line = ([name, xs]: Line): ShapeRow => [name, ...xs, add(xs)];
  const tot = (ls: Line[]) => XERO_MONTHS.map((_, m) => add(ls.map((l) => l[1][m]!)));
  const inc = tot(p.income);
  const cos = tot(p.cos);
  const gp = inc.map((v, m) => c2(v - cos[m]!));
  const exp = tot(p.expenses);
  const net = gp.map((v, m) => c2(v - exp[m]!));
  return [
    ['Profit and Loss'],
    [company],
    ['For the period 1 January 2026 to 31 October 2026'],
    [],
    ['Account', ...XERO_MONTHS, 'Total'],
    [words.income],
    ...p.income.map(line),
    [`Total ${words.income}`, ...inc, add(inc)],
    [],
    [words.cos],
    ...p.cos.map(line),
    [`Total ${words.cos}`, ...cos, add(cos)],
    [],
    [words.gross, ...gp, add(gp)],
    [],
    ['Operating Expenses'],
    ...p.expenses.map(line),
    ['Total Operating Expenses', ...exp, add(exp)],
    [],
    ['Net Profit', ...net, add(net)],
  ];
}
export const totalOf = (ls: Line[]): number => add(ls.map((l) => add(l[1])));

/** W2: one sheet per depot (`Month | Jobs | Revenue | Fuel | Crew wages | Van hire | Profit`) + Summary. */
export const DEPOT_COLS = ['Jobs', 'Revenue', 'Fuel', 'Crew wages', 'Van hire'] as const;
export interface DepotMonth {
  month: string;
  jobs: number;
  revenue: number;
  fuel: number;
  wages: number;
  van: number;
}
export interface Depot {
  name: string;
  months: DepotMonth[];
}
export function depots(
  names = ['Leeds', 'York', 'Harrogate'],
  scale = 1,
  months = ['July', 'August', 'September', 'October'],
): Depot[] {
  // Leeds' own best month is August; over the depots it is July; Leeds hires no van in October
  const base: Array<Array<[number, number, number, number, number]>> = [
    [
      [41, 18_400.5, 1_210.4, 7_900, 420],
      [46, 19_950.25, 1_320.1, 8_250, 410],
      [39, 17_100, 1_150.75, 7_600, 380],
      [37, 16_820.8, 1_090.2, 7_450, 0],
    ],
    [
      [33, 15_900, 980.3, 6_400, 690.5],
      [25, 11_200.4, 820, 5_100, 640],
      [28, 12_650, 870.6, 5_600, 700.25],
      [30, 13_020.6, 905.1, 5_850, 1_120.48],
    ],
    [
      [22, 9_870.25, 610.2, 4_200, 880],
      [18, 8_040, 560.35, 3_700, 860.1],
      [20, 8_910.9, 590, 3_950, 905],
      [21, 9_300, 600.45, 4_050, 1_037.25],
    ],
  ];
  return names.map((name, i) => ({
    name,
    months: months.map((month, m) => {
      const [jobs, rev, fuel, wages, van] = base[i % 3]![m % 4]!;
      const k = 1 + i * 0.03;
      return {
        month,
        jobs,
        revenue: c2(rev * scale * k),
        fuel: c2(fuel * scale),
        wages: c2(wages * scale),
        van: c2(van * scale),
      };
    }),
  }));
}
const depotProfit = (m: DepotMonth): number => c2(m.revenue - m.fuel - m.wages - m.van);
export function depotSheets(
  ds: Depot[],
  title = 'Northern Removals Ltd: July to October 2026 (£)',
): Array<{ name: string; rows: ShapeRow[] }> {
  const sheets = ds.map((d) => {
    const cols = (f: (m: DepotMonth) => number) => add(d.months.map(f));
    return {
      name: d.name,
      rows: [
        [`${d.name} depot`],
        ['Month', 'Jobs', 'Revenue', 'Fuel', 'Crew wages', 'Van hire', 'Profit'],
        ...d.months.map((m): ShapeRow => [
          m.month,
          m.jobs,
          m.revenue,
          m.fuel,
          m.wages,
          m.van,
          depotProfit(m),
        ]),
        [
          'Total',
          cols((m) => m.jobs),
          cols((m) => m.revenue),
          cols((m) => m.fuel),
          cols((m) => m.wages),
          cols((m) => m.van),
          cols(depotProfit),
        ],
      ] as ShapeRow[],
    };
  });
  const row = (d: Depot): [number, number, number, number] => {
    const jobs = add(d.months.map((m) => m.jobs));
    const rev = add(d.months.map((m) => m.revenue));
    const costs = add(d.months.map((m) => m.fuel + m.wages + m.van));
    return [jobs, rev, costs, c2(rev - costs)];
  };
  const rs = ds.map(row);
  const summary: ShapeRow[] = [
    [title],
    ['Depot', 'Jobs', 'Revenue', 'Costs', 'Profit'],
    ...ds.map((d, i): ShapeRow => [d.name, ...rs[i]!]),
    ['Total', ...[0, 1, 2, 3].map((j) => add(rs.map((r) => r[j]!)))],
  ];
  return [{ name: 'Summary', rows: summary }, ...sheets];
}

/** W3: a commission log, then a block of per-stylist rows (name, Gown price, Commission). */
export interface Gown {
  date: string;
  ref: string;
  stylist: string;
  designer: string;
  price: number;
  rate: number;
}
export function gowns(stylists = ['Clara', 'Maeve', 'Sinead', 'Aoife'], scale = 1, n = 38): Gown[] {
  const designers = ['Pronovias', 'Jenny Packham', 'Enzoani', 'Maggie Sottero', 'Rosa Clara'];
  const out: Gown[] = [];
  for (let i = 0; i < n; i++) {
    const month = 7 + Math.floor((i * 4) / n); // July to October
    const day = 1 + ((i * 7) % 28);
    out.push({
      date: `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      ref: `BG-${1040 + i}`,
      stylist: stylists[(i * 3 + (i >> 2)) % stylists.length]!,
      designer: designers[(i * 2 + 1) % designers.length]!,
      price: c2((1_450 + ((i * 379) % 2_300) + (i % 3) * 0.5) * scale),
      rate: i % 5 === 0 ? 0.08 : 0.06,
    });
  }
  return out;
}
export const commission = (g: Gown): number => c2(g.price * g.rate);
export function gownRows(gs: Gown[], stylists: string[], cur = '€'): ShapeRow[] {
  return [
    [`Bridal commission log 2026 (${cur})`],
    ['Date', 'Order ref', 'Stylist', 'Designer', 'Gown price', 'Rate', 'Commission'],
    ...gs.map((g): ShapeRow => [
      g.date,
      g.ref,
      g.stylist,
      g.designer,
      g.price,
      g.rate,
      commission(g),
    ]),
    [],
    ...stylists.map((s): ShapeRow => {
      const mine = gs.filter((g) => g.stylist === s);
      return [s, null, null, null, add(mine.map((g) => g.price)), null, add(mine.map(commission))];
    }),
  ];
}
