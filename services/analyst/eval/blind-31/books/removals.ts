/** Removals firm: one sheet per depot (months down) plus a Summary sheet, £. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents } from '../../expect';
import {
  argMax,
  cell,
  MONTHS,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(10);
const DEPOTS = ['Leeds', 'York', 'Harrogate'];
const MS = [6, 7, 8, 9]; // Jul..Oct 2026
interface Row {
  jobs: number;
  rev: bigint;
  fuel: bigint;
  crew: bigint;
  van: bigint;
  profit: bigint;
}
const c = (lo: number, hi: number): bigint => BigInt(r.int(lo, hi)) * 100n + BigInt(r.int(0, 99));
const data = DEPOTS.map((_, di) =>
  MS.map((): Row => {
    const jobs = r.int(18, 60) - di * 6;
    const rev = BigInt(jobs) * c(420, 780);
    const fuel = c(900, 2600);
    const crew = c(6000, 14000);
    const van = di === 2 ? c(1500, 2400) : 0n;
    return { jobs, rev, fuel, crew, van, profit: rev - fuel - crew - van };
  }),
);
const D = (di: number, k: keyof Row): bigint => total(data[di]!.map((x) => BigInt(x[k])));
const all = (k: keyof Row): bigint => total(DEPOTS.map((_, di) => D(di, k)));
const monthRev = MS.map((_, mi) => total(DEPOTS.map((_, di) => data[di]![mi]!.rev)));
const GBP = '£#,##0.00;[Red]-£#,##0.00';

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const sum = wb.addWorksheet('Summary');
  putRows(sum, [
    ['Dale & Sons Removals - depot summary Jul-Oct 2026'],
    [],
    ['Depot', 'Jobs', 'Revenue', 'Costs', 'Profit'],
    ...DEPOTS.map((n, di) => [
      n,
      Number(D(di, 'jobs')),
      cell(D(di, 'rev')),
      cell(D(di, 'fuel') + D(di, 'crew') + D(di, 'van')),
      cell(D(di, 'profit')),
    ]),
    [
      'Total',
      Number(all('jobs')),
      cell(all('rev')),
      cell(all('fuel') + all('crew') + all('van')),
      cell(all('profit')),
    ],
  ]);
  for (const k of [3, 4, 5]) sum.getColumn(k).numFmt = GBP;
  DEPOTS.forEach((n, di) => {
    const ws = wb.addWorksheet(n);
    putRows(ws, [
      [`${n} depot - monthly figures`],
      [],
      ['Month', 'Jobs', 'Revenue', 'Fuel', 'Crew wages', 'Van hire', 'Profit'],
      ...data[di]!.map((x, mi) => [
        MONTHS[MS[mi]!],
        x.jobs,
        cell(x.rev),
        cell(x.fuel),
        cell(x.crew),
        x.van ? cell(x.van) : 0,
        cell(x.profit),
      ]),
      [
        'Total',
        Number(D(di, 'jobs')),
        cell(D(di, 'rev')),
        cell(D(di, 'fuel')),
        cell(D(di, 'crew')),
        cell(D(di, 'van')),
        cell(D(di, 'profit')),
      ],
    ]);
    for (let k = 3; k <= 7; k++) ws.getColumn(k).numFmt = GBP;
  });
  return toBytes(wb);
}

const profits = DEPOTS.map((_, di) => D(di, 'profit'));
export const removals: BlindBook = {
  name: 'removals',
  business: 'removals firm (three depots)',
  shape: 'multi-sheet: one sheet per depot plus a Summary',
  bytes,
  checks: [
    {
      what: 'depot profits = revenue - costs',
      a: all('profit'),
      b: all('rev') - all('fuel') - all('crew') - all('van'),
    },
    { what: 'month revenues = depot revenues', a: total(monthRev), b: all('rev') },
    {
      what: 'top depot and top month unique',
      a: uniqueMax(profits) && uniqueMax(monthRev) ? 1n : 0n,
      b: 1n,
    },
  ],
  questions: questionsFor('removals', [
    [
      'total revenue across all the depots',
      { value: hundredths(all('rev')), means: 'Summary Total Revenue (Jul–Oct 2026)' },
    ],
    [
      'which depot made the most profit',
      { at: DEPOTS[argMax(profits)]!, means: 'depot with the largest Profit (unique)' },
    ],
    [
      'fuel at york in september',
      { value: hundredths(data[1]![2]!.fuel), means: 'York sheet, September, Fuel' },
    ],
    [
      'how many jobs did harrogate do',
      { value: String(D(2, 'jobs')), means: 'Harrogate total Jobs, Jul–Oct' },
    ],
    [
      'leeds revenue for august',
      { value: hundredths(data[0]![1]!.rev), means: 'Leeds sheet, August, Revenue' },
    ],
    [
      'total crew wages',
      { value: hundredths(all('crew')), means: 'Crew wages, all depots, Jul–Oct' },
    ],
    [
      'average revenue per job for the firm',
      {
        value: meanCents(all('rev'), Number(all('jobs'))),
        means: 'total Revenue / total Jobs, to the penny',
      },
    ],
    [
      'best month for the business as a whole',
      {
        at: monthPlaces(MS[argMax(monthRev)]!, 2026),
        means: 'month with the largest Revenue summed over the depots (unique)',
      },
    ],
    ['york profit', { value: hundredths(D(1, 'profit')), means: 'York total Profit, Jul–Oct' }],
    [
      'how much did we spend on fuel',
      { value: hundredths(all('fuel')), means: 'Fuel, all depots, Jul–Oct' },
    ],
    ['which depot should we close', { refuse: true, means: 'an opinion' }],
    ['how many staff work at leeds', { refuse: true, means: 'no headcount in the book' }],
    [
      'van hire in october',
      {
        value: hundredths(total(DEPOTS.map((_, di) => data[di]![3]!.van))),
        means: 'Van hire, October, all depots (only Harrogate hires)',
      },
    ],
  ]),
};
