/**
 * nursery: a plant nursery's sales and costs book in NZ dollars, one sheet per year (2024,
 * 2025, 2026 to November) after a Summary sheet. Each year sheet has months down (retail,
 * wholesale to landscapers, online, total sales, plants & potting mix, wages, overheads, net)
 * and a Total row; the Summary has one row per year (sales, costs, net) and a note that 2026
 * runs to November only. Spring (September-November) is the peak; winter months run at a loss.
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  holds,
  MON,
  monthYearAt,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(14);
const SEASON = [1.0, 0.85, 0.95, 0.9, 0.7, 0.5, 0.45, 0.6, 1.25, 1.55, 1.6, 1.35];
const YEARS = [2024, 2025, 2026];

interface Month {
  retail: number;
  wholesale: number;
  online: number;
  plants: number;
  wages: number;
  overheads: number;
}
const book: Record<number, Month[]> = {};
YEARS.forEach((y, k) => {
  const grow = 1 + 0.07 * k;
  const n = y === 2026 ? 11 : 12;
  book[y] = Array.from({ length: n }, (_, m) => {
    const s = SEASON[m]! * grow;
    const retail = Math.round(r.int(3000000, 3600000) * s);
    const wholesale = Math.round(r.int(1800000, 2600000) * (0.6 + 0.4 * s) * grow);
    const online = Math.round(r.int(350000, 600000) * s * (1 + 0.25 * k));
    const sales = retail + wholesale + online;
    return {
      retail,
      wholesale,
      online,
      plants: Math.round(sales * (0.3 + r.int(0, 40) / 1000)),
      wages: r.int(2450000, 2650000) + k * 120000 + (m >= 8 && m <= 11 ? 400000 : 0),
      overheads: r.int(780000, 1050000),
    };
  });
});
const salesOf = (x: Month): number => x.retail + x.wholesale + x.online;
const costsOf = (x: Month): number => x.plants + x.wages + x.overheads;
const netOf = (x: Month): number => salesOf(x) - costsOf(x);
const yr = (y: number, f: (x: Month) => number): bigint => total(book[y]!.map(f));
const s24 = yr(2024, salesOf);
const s25 = yr(2025, salesOf);
const s26 = yr(2026, salesOf);
const s25to11 = total(book[2025]!.slice(0, 11).map(salesOf));
const all = YEARS.flatMap((y) => book[y]!.map((x, m) => ({ y, m, sales: salesOf(x) })));
const bestAll = argMax(all.map((a) => a.sales));
const sales26 = book[2026]!.map(salesOf);
const worst26 = argMin(sales26);
const loss25 = book[2025]!.filter((x) => netOf(x) < 0).length;
const octNow = salesOf(book[2026]![9]!);
const octLast = salesOf(book[2025]![9]!);

const questions = questionsFor('nursery', [
  [
    'what were sales in 2025',
    { value: hundredths(s25), means: '2025 sheet, Total sales, Total row' },
  ],
  [
    'compare this year to last',
    {
      value: [
        hundredths(s26 - s25),
        growth(s25, s26),
        hundredths(s26 - s25to11),
        growth(s25to11, s26),
      ],
      means:
        'Sales 2026 (Jan-Nov) vs 2025: against the full year or against Jan-Nov 2025, as the difference or the % change',
    },
  ],
  [
    'best month ever for sales',
    {
      at: monthYearAt(all[bestAll]!.m, all[bestAll]!.y),
      means: 'Highest monthly Total sales over all three sheets',
    },
  ],
  [
    'online sales in 2024',
    { value: hundredths(yr(2024, (x) => x.online)), means: '2024 sheet, Online total' },
  ],
  [
    'wholesale growth from 2024 to 2025',
    {
      value: [
        growth(
          yr(2024, (x) => x.wholesale),
          yr(2025, (x) => x.wholesale),
        ),
        hundredths(yr(2025, (x) => x.wholesale) - yr(2024, (x) => x.wholesale)),
      ],
      means: 'Wholesale 2025 vs 2024, % change or difference',
    },
  ],
  [
    'net profit so far this year',
    { value: hundredths(yr(2026, netOf)), means: '2026 sheet, Net total (Jan-Nov)' },
  ],
  [
    'wages in march 2025',
    { value: hundredths(book[2025]![2]!.wages), means: '2025 sheet, Wages, March' },
  ],
  ['average monthly sales in 2025', { value: meanCents(s25, 12), means: '2025 total sales / 12' }],
  [
    'worst month this year',
    {
      at: monthYearAt(worst26, 2026).concat([MON[worst26]!]),
      means: 'Lowest total sales in 2026 (also the lowest net)',
    },
  ],
  [
    'how many months lost money in 2025',
    { value: String(loss25), means: '2025 months with a negative Net' },
  ],
  [
    'online share of 2026 sales',
    {
      value: pct(
        yr(2026, (x) => x.online),
        s26,
      ),
      means: 'Online / Total sales, 2026, %',
    },
  ],
  [
    'total costs in 2024',
    {
      value: hundredths(yr(2024, costsOf)),
      means: 'Plants & potting mix + wages + overheads, 2024',
    },
  ],
  [
    'october sales this year vs last',
    {
      value: [hundredths(BigInt(octNow - octLast)), growth(octLast, octNow)],
      means: 'October 2026 − October 2025 sales, or the % change',
    },
  ],
  [
    'sales over all three years',
    { value: hundredths(s24 + s25 + s26), means: 'Summary, total sales 2024-2026 (to Nov 2026)' },
  ],
  [
    'what will december sales be',
    { refuse: true, means: 'A forecast; December 2026 is not in the book' },
  ],
  ['what were sales in 2023', { refuse: true, means: 'The book starts in 2024' }],
]);

const NZD = '$#,##0.00;[Red]-$#,##0.00';

export const nursery: BlindBook = {
  name: 'nursery',
  business: 'plant nursery',
  shape:
    'multi-sheet: Summary then one sheet per year (months down, sales and cost columns, net, Total)',
  questions,
  checks: [
    same('Summary sales = year sheets', s24 + s25 + s26, total(all.map((a) => a.sales))),
    same(
      'sales − costs = net, all years',
      total(YEARS.map((y) => yr(y, salesOf) - yr(y, costsOf))),
      total(YEARS.map((y) => yr(y, netOf))),
    ),
    unique(
      'month sales over all years',
      all.map((a) => a.sales),
    ),
    unique('2026 month sales', sales26, 'min'),
    holds(
      'lowest 2026 sales month is also the lowest net',
      argMin(book[2026]!.map(netOf)) === worst26,
    ),
    holds('some 2025 losses', loss25 > 0 && loss25 < 6),
  ],
  bytes: async () => {
    const wb = new ExcelJS.Workbook();
    const sum = wb.addWorksheet('Summary');
    putRows(sum, [
      ['Totara Grove Nursery: summary'],
      ['NZ$ excl GST'],
      [],
      ['Year', 'Total sales', 'Total costs', 'Net'],
      ...YEARS.map((y) => [
        String(y),
        cell(yr(y, salesOf)),
        cell(yr(y, costsOf)),
        cell(yr(y, netOf)),
      ]),
      [
        'Total',
        cell(s24 + s25 + s26),
        cell(total(YEARS.map((y) => yr(y, costsOf)))),
        cell(total(YEARS.map((y) => yr(y, netOf)))),
      ],
      [],
      ['2026 runs January to November only.'],
    ]);
    sum.getRow(1).font = { bold: true, size: 14 };
    for (let c = 2; c <= 4; c++) {
      sum.getColumn(c).numFmt = NZD;
      sum.getColumn(c).width = 16;
    }
    for (const y of YEARS) {
      const ws = wb.addWorksheet(String(y));
      const ms = book[y]!;
      const col = (f: (x: Month) => number): number => cell(total(ms.map(f)));
      putRows(ws, [
        [`Totara Grove Nursery: ${y}`],
        [y === 2026 ? 'NZ$ excl GST · to 30 November' : 'NZ$ excl GST'],
        [],
        [
          'Month',
          'Retail',
          'Wholesale',
          'Online',
          'Total sales',
          'Plants & potting mix',
          'Wages',
          'Overheads',
          'Net',
        ],
        ...ms.map((x, m) => [
          MON[m],
          cell(x.retail),
          cell(x.wholesale),
          cell(x.online),
          cell(salesOf(x)),
          cell(x.plants),
          cell(x.wages),
          cell(x.overheads),
          cell(netOf(x)),
        ]),
        [
          'Total',
          col((x) => x.retail),
          col((x) => x.wholesale),
          col((x) => x.online),
          col(salesOf),
          col((x) => x.plants),
          col((x) => x.wages),
          col((x) => x.overheads),
          col(netOf),
        ],
      ]);
      ws.getRow(1).font = { bold: true, size: 14 };
      ws.getRow(4).font = { bold: true };
      for (let c = 2; c <= 9; c++) {
        ws.getColumn(c).numFmt = NZD;
        ws.getColumn(c).width = 14;
      }
    }
    return toBytes(wb);
  },
};
