/**
 * carwash: a hand car wash with three sites, June–November 2026, one workbook: a Summary sheet
 * (months down, total takings per site across, Total column and row) and one sheet per site
 * (cars washed, wash / valet / shop takings, total takings, wages; Total row). ZAR, whole rand.
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, pct, ratio2 } from '../../expect';
import {
  MON,
  argMax,
  argMin,
  cell,
  holds,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  uniqueMax,
  uniqueMin,
  type BlindBook,
} from '../lib';

const r = rng(15);
const MS = [5, 6, 7, 8, 9, 10]; // Jun..Nov 2026
const SITES = ['Sandton', 'Rosebank', 'Fourways'] as const;
const CARS = [2400, 1900, 2100];
const PRICE = [128, 121, 116];
const SEASON = [0.86, 0.9, 0.95, 1.02, 1.08, 1.15];

interface Month {
  cars: number;
  wash: bigint;
  valet: bigint;
  shop: bigint;
  takings: bigint;
  wages: bigint;
}
const rand = (x: number): bigint => BigInt(Math.round(x)) * 100n;
const sites: Month[][] = SITES.map((_, s) =>
  MS.map((_m, i) => {
    const cars = Math.round(CARS[s]! * SEASON[i]! * (0.92 + 0.16 * r.next()));
    const wash = rand(cars * PRICE[s]! * (0.97 + 0.06 * r.next()));
    const valet = rand(Number(wash / 100n) * (0.24 + 0.16 * r.next()));
    const shop = rand(Number(wash / 100n) * (0.03 + 0.03 * r.next()));
    const takings = wash + valet + shop;
    const wages = rand(Number(takings / 100n) * (0.31 + 0.08 * r.next()));
    return { cars, wash, valet, shop, takings, wages };
  }),
);

const siteTotal = (s: number, f: (m: Month) => bigint): bigint => total(sites[s]!.map(f));
const siteTakings = SITES.map((_, s) => siteTotal(s, (m) => m.takings));
const monthTakings = MS.map((_, i) => total(sites.map((ms) => ms[i]!.takings)));
const grand = total(siteTakings);
const carsIn = (s: number): number => sites[s]!.reduce((a, m) => a + m.cars, 0);
const allCars = [0, 1, 2].reduce((a, s) => a + carsIn(s), 0);
const novCars = sites.reduce((a, ms) => a + ms[5]!.cars, 0);
const topSite = argMax(siteTakings);
const bestMonth = argMax(monthTakings);
const oct = sites.map((ms) => ms[4]!.takings);
const worstOct = argMin(oct);
const S = SITES.indexOf('Sandton');
const R = SITES.indexOf('Rosebank');
const F = SITES.indexOf('Fourways');
const allWages = total([0, 1, 2].map((s) => siteTotal(s, (m) => m.wages)));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const sum = wb.addWorksheet('Summary');
  putRows(sum, [
    ['Sparkle Hand Car Wash — all sites'],
    ['Total takings by site, June–November 2026 (Rand)'],
    [],
    ['Month', ...SITES, 'Total'],
    ...MS.map((m, i) => [
      `${MON[m]} 2026`,
      ...sites.map((ms) => cell(ms[i]!.takings)),
      cell(monthTakings[i]!),
    ]),
    ['Total', ...siteTakings.map(cell), cell(grand)],
  ]);
  sum.getRow(1).font = { bold: true, size: 13 };
  sum.getRow(4).font = { bold: true };
  sum.getRow(11).font = { bold: true };
  for (let c = 2; c <= 5; c++) {
    sum.getColumn(c).numFmt = 'R #,##0';
    sum.getColumn(c).width = 14;
  }
  SITES.forEach((site, s) => {
    const ws = wb.addWorksheet(site);
    const ms = sites[s]!;
    putRows(ws, [
      [`Sparkle Hand Car Wash — ${site}`],
      ['Monthly takings and wages (Rand)'],
      [],
      [
        'Month',
        'Cars washed',
        'Wash takings (R)',
        'Valet takings (R)',
        'Shop sales (R)',
        'Total takings (R)',
        'Wages (R)',
      ],
      ...ms.map((m, i) => [
        `${MON[MS[i]!]} 2026`,
        m.cars,
        cell(m.wash),
        cell(m.valet),
        cell(m.shop),
        cell(m.takings),
        cell(m.wages),
      ]),
      [
        'Total',
        carsIn(s),
        cell(siteTotal(s, (m) => m.wash)),
        cell(siteTotal(s, (m) => m.valet)),
        cell(siteTotal(s, (m) => m.shop)),
        cell(siteTakings[s]!),
        cell(siteTotal(s, (m) => m.wages)),
      ],
    ]);
    ws.getRow(1).font = { bold: true, size: 13 };
    ws.getRow(4).font = { bold: true };
    ws.getRow(11).font = { bold: true };
    for (let c = 3; c <= 7; c++) {
      ws.getColumn(c).numFmt = 'R #,##0';
      ws.getColumn(c).width = 16;
    }
  });
  return toBytes(wb);
}

export const carwash: BlindBook = {
  name: 'carwash',
  business: 'hand car wash, three sites',
  shape:
    'multi-sheet: Summary (months × sites, Total) + one sheet per site (cars, takings split, wages)',
  bytes,
  questions: questionsFor('carwash', [
    [
      'total takings across all sites',
      { value: hundredths(grand), means: 'Summary Total row, Total column (Jun–Nov 2026)' },
    ],
    [
      'which site takes the most',
      {
        value: hundredths(siteTakings[topSite]!),
        at: SITES[topSite],
        means: 'site with the largest Jun–Nov takings',
      },
    ],
    [
      'how many cars did we wash in november',
      { value: String(novCars), means: 'Cars washed, Nov 2026, the three site sheets added' },
    ],
    [
      'rosebank takings in september',
      { value: hundredths(sites[R]![3]!.takings), means: 'Rosebank, Sep 2026 total takings' },
    ],
    [
      'best month overall',
      {
        value: hundredths(monthTakings[bestMonth]!),
        at: monthPlaces(MS[bestMonth]!, 2026),
        means: 'month with the largest all-site takings',
      },
    ],
    [
      'valet takings at fourways',
      { value: hundredths(siteTotal(F, (m) => m.valet)), means: 'Fourways Valet takings, Jun–Nov' },
    ],
    [
      'average spend per car at sandton',
      {
        value: [
          ratio2(siteTakings[S]!, BigInt(carsIn(S)) * 100n),
          ratio2(
            siteTotal(S, (m) => m.wash),
            BigInt(carsIn(S)) * 100n,
          ),
        ],
        tol: 0.01,
        means: 'Sandton total takings / cars washed (or wash takings / cars), Jun–Nov',
      },
    ],
    [
      'sandton wages as a % of takings',
      {
        value: pct(
          siteTotal(S, (m) => m.wages),
          siteTakings[S]!,
        ),
        tol: 0.01,
        means: 'Sandton Wages / Total takings × 100, Jun–Nov',
      },
    ],
    [
      'how did fourways grow from june to november',
      {
        value: [
          hundredths(sites[F]![5]!.takings - sites[F]![0]!.takings),
          growth(sites[F]![0]!.takings, sites[F]![5]!.takings),
        ],
        tol: 0.01,
        means: 'Fourways takings Nov − Jun (or the % change)',
      },
    ],
    [
      'what share of takings came from rosebank',
      { value: pct(siteTakings[R]!, grand), tol: 0.01, means: 'Rosebank / all-site takings × 100' },
    ],
    [
      'total wages across all sites',
      { value: hundredths(allWages), means: 'Wages of the three site sheets added' },
    ],
    [
      'which site had the worst october',
      {
        value: hundredths(oct[worstOct]!),
        at: SITES[worstOct],
        means: 'site with the smallest Oct 2026 takings',
      },
    ],
    [
      'how many cars did we wash altogether',
      { value: String(allCars), means: 'Cars washed, all sites, Jun–Nov' },
    ],
    [
      'how many cars will we wash in december',
      { refuse: true, means: 'December is not held and no forecast is' },
    ],
    ['which washer is the fastest', { refuse: true, means: 'no staff-level data is held' }],
    ['what are our water costs', { refuse: true, means: 'only takings and wages are held' }],
  ]),
  checks: [
    same('sites = months (takings)', total(siteTakings), total(monthTakings)),
    same(
      'wash + valet + shop = takings',
      total([0, 1, 2].map((s) => siteTotal(s, (m) => m.wash + m.valet + m.shop))),
      grand,
    ),
    holds('top site unique', uniqueMax(siteTakings)),
    holds('best month unique', uniqueMax(monthTakings)),
    holds('worst October unique', uniqueMin(oct)),
  ],
};
