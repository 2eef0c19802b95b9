/** Scaffolding firm: a fixed asset register at 31 Oct 2026 (cost, depreciation b/f, charge, c/f, NBV), GBP. */
import ExcelJS from 'exceljs';
import { divRound, hundredths, pct } from '../../expect';
import {
  type BlindBook,
  argMax,
  cell,
  day,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(8);
const specs: Array<[string, string, number, [number, number]]> = [
  ['Steel tube 21ft x 400', 'Scaffold tube & fittings', 5, [9000, 14000]],
  ['Fittings & couplers lot', 'Scaffold tube & fittings', 5, [4000, 8000]],
  ['Aluminium boards x 250', 'Scaffold tube & fittings', 5, [6000, 11000]],
  ['Isuzu Grafter dropside', 'Vehicles', 4, [26000, 34000]],
  ['DAF LF Hiab lorry', 'Vehicles', 4, [58000, 76000]],
  ['Ford Transit Custom', 'Vehicles', 4, [24000, 31000]],
  ['Ford Ranger', 'Vehicles', 4, [27000, 35000]],
  ['Telehandler JCB 525', 'Plant', 6, [38000, 52000]],
  ['Hoist & gin wheel set', 'Plant', 6, [2500, 4800]],
  ['Yard racking', 'Plant', 6, [6000, 9500]],
  ['Office PCs & printer', 'Office equipment', 3, [2200, 4200]],
  ['Site tablets x 4', 'Office equipment', 3, [1600, 2600]],
];
const assets = specs.map(([desc, cat, life, [lo, hi]], i) => {
  const cost = r.int(lo, hi) * 100;
  const yr = r.int(2021, 2026);
  const mo = yr === 2026 ? r.int(0, 5) : r.int(0, 11);
  const annual = Number(divRound(BigInt(cost), BigInt(life)));
  const yearsBefore = Math.min(2025 - yr + 1, life); // full years charged before FY2026
  const bf = yearsBefore >= life ? cost : Math.max(0, yearsBefore) * annual;
  // the last year of life takes whatever is left, so NBV ends at exactly nil
  const charge = yearsBefore + 1 >= life ? cost - bf : annual;
  return {
    id: `FA-${String(i + 1).padStart(3, '0')}`,
    desc,
    cat,
    life,
    date: day(yr, mo, r.int(1, 28)),
    when: yr * 10000 + mo * 100,
    yr,
    cost,
    bf,
    charge,
    cf: bf + charge,
    nbv: cost - bf - charge,
  };
});
type A = (typeof assets)[number];
const S = (xs: A[], f: (a: A) => number): bigint => total(xs.map(f));
const cat = (c: string): A[] => assets.filter((a) => a.cat === c);
const find = (s: string): A => assets.find((a) => a.desc.startsWith(s))!;
const when = assets.map((a) => -a.date.getTime());
const oldest = assets[argMax(when)]!;
const charges = assets.map((a) => a.charge);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('FAR');
  putRows(ws, [
    ['Apex Access Scaffolding Ltd'],
    ['Fixed asset register — year ending 31 October 2026'],
    ['Straight line, full year in year of purchase, nil residual'],
    [],
    [
      'Asset ID',
      'Description',
      'Category',
      'Purchased',
      'Life (yrs)',
      'Cost £',
      'Acc dep b/f £',
      'Charge this year £',
      'Acc dep c/f £',
      'NBV £',
      'Notes',
    ],
    ...assets.map((a) => [
      a.id,
      a.desc,
      a.cat,
      a.date,
      a.life,
      cell(a.cost),
      cell(a.bf),
      cell(a.charge),
      cell(a.cf),
      cell(a.nbv),
      a.nbv === 0 ? 'fully written down, still in use' : undefined,
    ]),
    [],
    [
      'Total',
      undefined,
      undefined,
      undefined,
      undefined,
      cell(S(assets, (a) => a.cost)),
      cell(S(assets, (a) => a.bf)),
      cell(S(assets, (a) => a.charge)),
      cell(S(assets, (a) => a.cf)),
      cell(S(assets, (a) => a.nbv)),
    ],
  ]);
  return toBytes(wb);
}

const bought2025 = assets.filter((a) => a.yr === 2025);

export const scaffold: BlindBook = {
  name: 'scaffold',
  business: 'scaffolding firm',
  shape: 'fixed asset register: cost, acc dep b/f, charge, c/f, NBV; totals row',
  bytes,
  questions: questionsFor('scaffold', [
    [
      'what did all our kit cost',
      { value: hundredths(S(assets, (a) => a.cost)), means: 'Cost £ total, all assets' },
    ],
    [
      'what are the assets worth on the books now',
      { value: hundredths(S(assets, (a) => a.nbv)), means: 'NBV £ total' },
    ],
    [
      "this year's depreciation",
      { value: hundredths(S(assets, (a) => a.charge)), means: 'Charge this year £ total' },
    ],
    [
      'book value of the vehicles',
      { value: hundredths(S(cat('Vehicles'), (a) => a.nbv)), means: 'NBV £ of category Vehicles' },
    ],
    [
      'oldest asset we have',
      { at: [oldest.id, oldest.desc], means: 'asset with the earliest Purchased date' },
    ],
    [
      'which asset has the biggest depreciation charge',
      {
        at: [assets[argMax(charges)]!.id, assets[argMax(charges)]!.desc],
        means: 'largest Charge this year £',
      },
    ],
    [
      'what did the Isuzu cost',
      { value: hundredths(find('Isuzu').cost), means: 'Cost £ of Isuzu Grafter dropside' },
    ],
    [
      'how many vehicles are on the register',
      { value: String(cat('Vehicles').length), means: 'rows with Category Vehicles' },
    ],
    [
      'what share of cost has been written off',
      {
        value: pct(
          S(assets, (a) => a.cf),
          S(assets, (a) => a.cost),
        ),
        means: 'Acc dep c/f total / Cost total, % to 2 dp',
      },
    ],
    [
      'what would the Hiab lorry fetch if we sold it',
      { refuse: true, means: 'a market value is an opinion, not in the register' },
    ],
    [
      'what are the assets insured for',
      { refuse: true, means: 'insured values are not in the register' },
    ],
    [
      'cost of things bought in 2025',
      {
        value: hundredths(S(bought2025, (a) => a.cost)),
        means: 'Cost £ of assets with Purchased in 2025',
      },
    ],
    [
      'accumulated depreciation on plant',
      { value: hundredths(S(cat('Plant'), (a) => a.cf)), means: 'Acc dep c/f £ of category Plant' },
    ],
    [
      'NBV of the telehandler',
      { value: hundredths(find('Telehandler').nbv), means: 'NBV £ of Telehandler JCB 525' },
    ],
  ]),
  checks: [
    { what: 'b/f + charge = c/f', a: S(assets, (a) => a.bf + a.charge), b: S(assets, (a) => a.cf) },
    { what: 'cost − c/f = NBV', a: S(assets, (a) => a.cost - a.cf), b: S(assets, (a) => a.nbv) },
    {
      what: 'categories = total cost',
      a: ['Scaffold tube & fittings', 'Vehicles', 'Plant', 'Office equipment']
        .map((c) => S(cat(c), (a) => a.cost))
        .reduce((x, y) => x + y, 0n),
      b: S(assets, (a) => a.cost),
    },
    { what: 'unique oldest', a: uniqueMax(when) ? 1n : 0n, b: 1n },
    { what: 'unique biggest charge', a: uniqueMax(charges) ? 1n : 0n, b: 1n },
    { what: 'some 2025 assets', a: bought2025.length > 0 ? 1n : 0n, b: 1n },
  ],
};
