/**
 * carparks — a car park operator's multi-sheet book (MYR): a Summary sheet first (sites down:
 * takings, staff, maintenance, net; Total row; cells are formulas over the site sheets with
 * their cached results), then one sheet per site (months Jun–Nov 2026 down as text: ticket
 * sales, season passes, total takings, staff, maintenance, net; Total row).
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  MON,
  argMax,
  argMin,
  cell,
  cents,
  holds,
  monthAt,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(16);
const SITES: Array<[string, number]> = [
  ['Bangsar', 1.0],
  ['Mont Kiara', 1.35],
  ['PJ SS2', 0.7],
];
const N = 6; // Jun–Nov
interface M {
  tix: number;
  season: number;
  take: number;
  staff: number;
  maint: number;
  net: number;
}
const data: M[][] = SITES.map(([, k]) =>
  Array.from({ length: N }, () => {
    const tix = Math.round(cents(r, 38000, 61000) * k);
    const season = Math.round(cents(r, 9000, 16000) * k);
    const staff = cents(r, 14000, 17500);
    const maint = cents(r, 1200, 6400);
    return { tix, season, take: tix + season, staff, maint, net: tix + season - staff - maint };
  }),
);
const S = (xs: M[], f: (m: M) => number): bigint => total(xs.map(f));
const siteTake = data.map((d) => S(d, (m) => m.take));
const siteNet = data.map((d) => S(d, (m) => m.net));
const siteStaff = data.map((d) => S(d, (m) => m.staff));
const siteMaint = data.map((d) => S(d, (m) => m.maint));
const take = total(siteTake);
const net = total(siteNet);
const monthTake = Array.from({ length: N }, (_, i) => total(data.map((d) => d[i]!.take)));
const bestM = argMax(monthTake);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const sum = wb.addWorksheet('Summary');
  const sheets = SITES.map(([n]) => wb.addWorksheet(n));
  sheets.forEach((ws, s) => {
    ws.getCell('A1').value = `${SITES[s]![0]} car park — June to November 2026 (RM)`;
    ws.getCell('A1').font = { bold: true };
    ws.getRow(4).values = [
      'Month',
      'Ticket sales',
      'Season passes',
      'Total takings',
      'Staff',
      'Maintenance',
      'Net',
    ];
    ws.getRow(4).font = { bold: true };
    data[s]!.forEach((m, i) => {
      ws.getRow(5 + i).values = [
        `${MON[5 + i]} 2026`,
        cell(m.tix),
        cell(m.season),
        cell(m.take),
        cell(m.staff),
        cell(m.maint),
        cell(m.net),
      ];
    });
    ws.getRow(5 + N).values = [
      'Total',
      cell(S(data[s]!, (m) => m.tix)),
      cell(S(data[s]!, (m) => m.season)),
      cell(siteTake[s]!),
      cell(siteStaff[s]!),
      cell(siteMaint[s]!),
      cell(siteNet[s]!),
    ];
    ws.getRow(5 + N).font = { bold: true };
    for (let c = 2; c <= 7; c++) ws.getColumn(c).numFmt = '"RM "#,##0.00';
  });
  sum.getCell('A1').value = 'ParkEasy Sdn Bhd — Summary, June to November 2026 (RM)';
  sum.getCell('A1').font = { bold: true, size: 13 };
  sum.getRow(3).values = ['Site', 'Takings', 'Staff', 'Maintenance', 'Net'];
  sum.getRow(3).font = { bold: true };
  const cols: Array<[string, bigint[]]> = [
    ['D', siteTake],
    ['E', siteStaff],
    ['F', siteMaint],
    ['G', siteNet],
  ];
  SITES.forEach(([n], s) => {
    const row = sum.getRow(4 + s);
    row.getCell(1).value = n;
    cols.forEach(
      ([c, xs], j) =>
        (row.getCell(2 + j).value = { formula: `'${n}'!${c}${5 + N}`, result: cell(xs[s]!) }),
    );
  });
  const t = sum.getRow(4 + SITES.length);
  t.getCell(1).value = 'Total';
  cols.forEach(([, xs], j) => {
    const L = String.fromCharCode(66 + j);
    t.getCell(2 + j).value = {
      formula: `SUM(${L}4:${L}${3 + SITES.length})`,
      result: cell(total(xs)),
    };
  });
  t.font = { bold: true };
  for (let c = 2; c <= 5; c++) sum.getColumn(c).numFmt = '"RM "#,##0.00';
  sum.getColumn(1).width = 14;
  return toBytes(wb);
}

export const carparks: BlindBook = {
  name: 'carparks',
  business: 'car park operator (three sites)',
  shape: 'multi-sheet book with a summary',
  bytes,
  questions: questionsFor('carparks', [
    [
      'total takings across all car parks',
      { value: hundredths(take), means: 'Summary Total takings (= the site sheets, Jun–Nov)' },
    ],
    ['total net profit', { value: hundredths(net), means: 'Summary Total net' }],
    [
      'which car park makes the most',
      {
        at: SITES[argMax(siteNet)]![0],
        means: 'the site with the largest net (also the largest takings; unique)',
      },
    ],
    [
      'bangsar takings in september',
      { value: hundredths(data[0]![3]!.take), means: 'Bangsar sheet, Sep 2026 Total takings' },
    ],
    [
      'how much season pass income in total',
      {
        value: hundredths(total(data.map((d) => S(d, (m) => m.season)))),
        means: 'Season passes, all sites and months',
      },
    ],
    [
      'best month across all sites',
      {
        at: monthAt(5 + bestM, 2026),
        means: 'the month with the largest takings over the three sites (unique)',
      },
    ],
    [
      'what did staff cost us',
      { value: hundredths(total(siteStaff)), means: 'Summary Total staff' },
    ],
    [
      "mont kiara's share of takings",
      { value: pct(siteTake[1]!, take), means: 'Mont Kiara takings / all takings × 100' },
    ],
    [
      'compare october to september takings',
      {
        value: [hundredths(monthTake[4]! - monthTake[3]!), growth(monthTake[3]!, monthTake[4]!)],
        abs: true,
        means: 'October takings (all sites) less September, or the % change',
      },
    ],
    [
      'average monthly net at ss2',
      { value: meanCents(siteNet[2]!, N), means: 'PJ SS2 net / 6 months' },
    ],
    [
      'maintenance at mont kiara',
      { value: hundredths(siteMaint[1]!), means: 'Mont Kiara Total maintenance' },
    ],
    [
      'which site makes the least',
      { at: SITES[argMin(siteNet)]![0], means: 'the site with the smallest net (unique)' },
    ],
    [
      'ticket sales in november, all sites',
      {
        value: hundredths(total(data.map((d) => d[5]!.tix))),
        means: 'Ticket sales, Nov 2026, three sheets',
      },
    ],
    [
      'bangsar net profit',
      { value: hundredths(siteNet[0]!), means: 'Bangsar Total net (= Summary)' },
    ],
    ['how many cars did we park in october', { refuse: true, means: 'no car counts in the book' }],
    ['what will december takings be', { refuse: true, means: 'a forecast the book does not hold' }],
  ]),
  checks: [
    same('takings − costs = net', take - total(siteStaff) - total(siteMaint), net),
    same('months = sites', total(monthTake), take),
    unique('top site net', siteNet),
    holds('top on net is top on takings', argMax(siteNet) === argMax(siteTake)),
    unique('bottom site net', siteNet, 'min'),
    unique('best month', monthTake),
  ],
};
