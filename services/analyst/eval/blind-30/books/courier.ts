/** Courier firm: a fixed asset register with straight-line depreciation, year ended 30 September 2026 (£). */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
import {
  argMax,
  cell,
  day,
  dayPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(11);
const ASSETS: Array<[string, string, string, number, number, number]> = [
  // id, description, category, cost lo, hi (£), life years
  ['VAN-01', 'Ford Transit Custom LV19 KXA', 'Vans', 14000, 19000, 5],
  ['VAN-02', 'Ford Transit Custom LV20 PMB', 'Vans', 16000, 21000, 5],
  ['VAN-03', 'Mercedes Sprinter YT22 HRD', 'Vans', 28000, 36000, 5],
  ['VAN-04', 'Renault Kangoo E-Tech LN24 CZW', 'Vans', 22000, 27000, 5],
  ['BIKE-01', 'Urban Arrow cargo bike', 'E-cargo bikes', 5200, 6900, 4],
  ['BIKE-02', 'Urban Arrow cargo bike', 'E-cargo bikes', 5200, 6900, 4],
  ['BIKE-03', 'Tern GSD cargo bike', 'E-cargo bikes', 4200, 5600, 4],
  ['IT-01', 'Handheld scanners x12', 'IT equipment', 3200, 4800, 3],
  ['IT-02', 'Dispatch PCs and screens', 'IT equipment', 2400, 3900, 3],
  ['IT-03', 'Label printers x4', 'IT equipment', 900, 1600, 3],
  ['WH-01', 'Warehouse racking', 'Fixtures', 6000, 9500, 10],
  ['WH-02', 'Roller shutter door', 'Fixtures', 3500, 5200, 10],
];
const YE = day(2026, 8, 30);
const YEARS = [2021, 2022, 2023, 2025, 2022, 2023, 2025, 2023, 2024, 2025, 2020, 2024];
const assets = ASSETS.map(([id, desc, cat, lo, hi, life], i) => {
  const cost = r.int(lo, hi) * 100 + r.int(0, 99);
  const y = YEARS[i]!;
  const m = r.int(0, 11);
  const d = r.int(1, 28);
  const acquired = day(y, m, d);
  // financial year of purchase (years end 30 Sep); full charge in the year of purchase
  const fy = m >= 9 ? y + 1 : y;
  const used = 2026 - fy + 1; // charges up to and including FY 2026
  const annual = Number((BigInt(cost) + BigInt(life) / 2n) / BigInt(life)); // rounded charge
  const bf = used - 1 >= life ? cost : annual * (used - 1);
  const charge = used > life ? 0 : used === life ? cost - bf : annual;
  return {
    id,
    desc,
    cat,
    cost,
    life,
    acquired,
    y,
    m,
    d,
    bf,
    charge,
    cf: bf + charge,
    nbv: cost - bf - charge,
  };
});
const sumIf = (
  f: (a: (typeof assets)[number]) => boolean,
  g: (a: (typeof assets)[number]) => number,
): bigint => total(assets.filter(f).map(g));
const nbvs = assets.map((a) => a.nbv);
const topNbv = argMax(nbvs);
const van3 = assets[2]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Fixed Assets');
  putRows(ws, [
    ['Swiftline Couriers Ltd'],
    ['Fixed asset register – year ended 30 September 2026'],
    ['Straight line, full year charge in year of purchase'],
    [],
    [
      'Asset ID',
      'Description',
      'Category',
      'Date acquired',
      'Cost £',
      'Life (yrs)',
      'Acc. depn b/f',
      'Charge for year',
      'Acc. depn c/f',
      'NBV c/f',
    ],
    ...assets.map((a) => [
      a.id,
      a.desc,
      a.cat,
      a.acquired,
      cell(a.cost),
      a.life,
      cell(a.bf),
      cell(a.charge),
      cell(a.cf),
      cell(a.nbv),
    ]),
    [],
    [
      'Total',
      undefined,
      undefined,
      undefined,
      cell(
        sumIf(
          () => true,
          (a) => a.cost,
        ),
      ),
      undefined,
      cell(
        sumIf(
          () => true,
          (a) => a.bf,
        ),
      ),
      cell(
        sumIf(
          () => true,
          (a) => a.charge,
        ),
      ),
      cell(
        sumIf(
          () => true,
          (a) => a.cf,
        ),
      ),
      cell(
        sumIf(
          () => true,
          (a) => a.nbv,
        ),
      ),
    ],
  ]);
  ws.getColumn(4).numFmt = 'dd/mm/yyyy';
  return toBytes(wb);
}

const all = (): boolean => true;
const q = questionsFor('courier', [
  [
    'depreciation charge for the year',
    {
      value: hundredths(sumIf(all, (a) => a.charge)),
      means: 'Total of Charge for year (YE 30 Sep 2026)',
    },
  ],
  [
    "what's the book value of the vans",
    {
      value: hundredths(
        sumIf(
          (a) => a.cat === 'Vans',
          (a) => a.nbv,
        ),
      ),
      means: 'sum of NBV c/f where Category = Vans',
    },
  ],
  [
    'what did we pay for the sprinter',
    { value: hundredths(van3.cost), means: 'Cost £ of VAN-03 Mercedes Sprinter' },
  ],
  [
    'total cost of all our assets',
    { value: hundredths(sumIf(all, (a) => a.cost)), means: 'Total of Cost £' },
  ],
  [
    'which asset has the highest book value',
    { at: [assets[topNbv]!.id, assets[topNbv]!.desc], means: 'largest NBV c/f (unique)' },
  ],
  [
    'how much depreciation on the IT kit for the year',
    {
      value: hundredths(
        sumIf(
          (a) => a.cat === 'IT equipment',
          (a) => a.charge,
        ),
      ),
      means: 'sum of Charge for year where Category = IT equipment',
    },
  ],
  [
    'accumulated depreciation carried forward',
    { value: hundredths(sumIf(all, (a) => a.cf)), means: 'Total of Acc. depn c/f' },
  ],
  [
    'how many cargo bikes do we own',
    {
      value: String(assets.filter((a) => a.cat === 'E-cargo bikes').length),
      means: 'count of E-cargo bikes rows',
    },
  ],
  [
    'when did we buy VAN-03',
    { at: dayPlaces(van3.y, van3.m, van3.d), means: 'Date acquired of VAN-03' },
  ],
  [
    'net book value of everything',
    { value: hundredths(sumIf(all, (a) => a.nbv)), means: 'Total of NBV c/f' },
  ],
  [
    'NBV of the racking',
    { value: hundredths(assets[10]!.nbv), means: 'NBV c/f, WH-01 Warehouse racking' },
  ],
  [
    'how many assets are fully written down',
    {
      value: String(assets.filter((a) => a.nbv === 0).length),
      means: 'count of rows with NBV c/f = 0',
    },
  ],
  [
    'what would we get for VAN-01 if we sold it',
    { refuse: true, means: 'market value is not in the register' },
  ],
  ['how much fuel did the vans use', { refuse: true, means: 'fuel is not in the register' }],
]);

export const courier: BlindBook = {
  name: 'courier',
  business: 'courier firm',
  shape: 'fixed asset register, straight-line depreciation (b/f, charge, c/f, NBV)',
  bytes,
  questions: q,
  checks: [
    {
      what: 'cost − acc. depn c/f = NBV',
      a: sumIf(all, (a) => a.cost) - sumIf(all, (a) => a.cf),
      b: sumIf(all, (a) => a.nbv),
    },
    {
      what: 'b/f + charge = c/f',
      a: sumIf(all, (a) => a.bf + a.charge),
      b: sumIf(all, (a) => a.cf),
    },
    {
      what: 'no asset written down below zero',
      a: BigInt(assets.filter((a) => a.nbv < 0 || a.charge < 0).length),
      b: 0n,
    },
    { what: 'highest NBV unique', a: uniqueMax(nbvs) ? 1n : 0n, b: 1n },
    {
      what: 'acquired before year end',
      a: BigInt(assets.filter((a) => a.acquired <= YE).length),
      b: BigInt(assets.length),
    },
  ],
};
