/**
 * printshop: a print shop's fixed asset register (INR), Indian financial year 2025-26 on the
 * written-down-value method (half the rate on additions used under 180 days). Asset ID,
 * description, block, date of purchase, cost, rate, accumulated depreciation b/f, depreciation
 * for the year, accumulated depreciation c/f, WDV at 31-03-2026, location; block subtotals and
 * a grand total row; rupees in lakh grouping.
 */
import ExcelJS from 'exceljs';
import { divRound, money } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  day,
  holds,
  questionsFor,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

type Block =
  'Plant & machinery' | 'Computers' | 'Furniture & fittings' | 'Office equipment' | 'Vehicles';
const RATE: Record<Block, bigint> = {
  'Plant & machinery': 15n,
  Computers: 40n,
  'Furniture & fittings': 10n,
  'Office equipment': 15n,
  Vehicles: 15n,
};
const LIST: Array<[string, string, Block, Date, number, string]> = [
  [
    'PM-01',
    'Heidelberg Speedmaster SM 52 offset press',
    'Plant & machinery',
    day(2019, 7, 12),
    3850000,
    'Press hall',
  ],
  [
    'PM-02',
    'Die-cutting & creasing platen',
    'Plant & machinery',
    day(2018, 3, 9),
    320000,
    'Finishing',
  ],
  ['PM-03', 'Polar 78 guillotine', 'Plant & machinery', day(2021, 5, 18), 675000, 'Finishing'],
  [
    'PM-04',
    'Konica Minolta AccurioPress C4080',
    'Plant & machinery',
    day(2022, 10, 3),
    1420000,
    'Digital room',
  ],
  ['PM-05', 'Horizon booklet maker', 'Plant & machinery', day(2025, 4, 20), 480000, 'Finishing'],
  [
    'PM-06',
    'Thermal lamination machine',
    'Plant & machinery',
    day(2025, 11, 2),
    185000,
    'Finishing',
  ],
  ['CO-01', 'Mac Studio (prepress)', 'Computers', day(2024, 1, 15), 235000, 'Studio'],
  ['CO-02', 'Tally server & UPS', 'Computers', day(2023, 8, 11), 95000, 'Office'],
  ['CO-03', 'Dell workstations (3)', 'Computers', day(2025, 6, 8), 210000, 'Studio'],
  ['FF-01', 'Office furniture', 'Furniture & fittings', day(2019, 7, 12), 160000, 'Office'],
  [
    'FF-02',
    'Reception counter & shelving',
    'Furniture & fittings',
    day(2022, 0, 20),
    85000,
    'Shop front',
  ],
  ['OE-01', 'Voltas split ACs (4)', 'Office equipment', day(2023, 3, 28), 168000, 'Press hall'],
  ['VE-01', 'Tata Ace delivery van', 'Vehicles', day(2021, 2, 15), 640000, 'Yard'],
  ['VE-02', 'Honda Activa scooter', 'Vehicles', day(2024, 9, 5), 92000, 'Yard'],
];

/** The Indian FY (April start) a date falls in, as its starting year. */
const fy = (d: Date): number =>
  d.getUTCMonth() >= 3 ? d.getUTCFullYear() : d.getUTCFullYear() - 1;
/** Used under 180 days in its first year: bought on or after 3 October. */
const half = (d: Date): boolean => {
  const end = day(fy(d) + 1, 2, 31).getTime();
  return (end - d.getTime()) / 86400000 + 1 < 180;
};

interface Asset {
  id: string;
  desc: string;
  block: Block;
  bought: Date;
  cost: bigint; // in paise (cents), whole rupees
  bf: bigint;
  charge: bigint;
  cf: bigint;
  wdv: bigint;
  loc: string;
}
const ASSETS: Asset[] = LIST.map(([id, desc, block, bought, rupees, loc]) => {
  const cost = BigInt(rupees) * 100n;
  let acc = 0n;
  let charge = 0n;
  for (let y = fy(bought); y <= 2025; y++) {
    const rate = y === fy(bought) && half(bought) ? RATE[block] * 50n : RATE[block] * 100n;
    const c = divRound((cost - acc) * rate, 1000000n) * 100n; // whole rupees
    if (y === 2025) charge = c;
    else acc += c;
  }
  return {
    id,
    desc,
    block,
    bought,
    cost,
    bf: acc,
    charge,
    cf: acc + charge,
    wdv: cost - acc - charge,
    loc,
  };
});

const BLOCKS = [...new Set(ASSETS.map((a) => a.block))];
const blk = (b: Block): Asset[] => ASSETS.filter((a) => a.block === b);
const sum = (xs: Asset[], f: (a: Asset) => bigint): bigint => total(xs.map(f));
const cfs = ASSETS.map((a) => a.cf);
const mostDep = argMax(cfs);
const oldest = argMin(ASSETS.map((a) => a.bought.getTime()));
const additions = ASSETS.filter((a) => fy(a.bought) === 2025);
const press = ASSETS[0]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('FAR 2025-26');
  ws.getCell('A1').value = 'Sharma Print & Pack Pvt. Ltd., Pune';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value =
    'Fixed Asset Register for FY 2025-26 (as at 31-03-2026), WDV method, amounts in ₹';
  const head = [
    'Asset ID',
    'Description',
    'Block',
    'Date of purchase',
    'Cost (₹)',
    'Rate',
    'Acc. dep. b/f 01-04-2025 (₹)',
    'Dep. for the year (₹)',
    'Acc. dep. c/f 31-03-2026 (₹)',
    'WDV 31-03-2026 (₹)',
    'Location',
  ];
  const H = 4;
  head.forEach((t, i) => (ws.getRow(H).getCell(1 + i).value = t));
  ws.getRow(H).font = { bold: true };
  const INR = '[>=10000000]##\\,##\\,##\\,##0;[>=100000]##\\,##\\,##0;##,##0';
  let row = H + 1;
  const put = (label: string | null, xs: Asset[], bold: boolean, a?: Asset): void => {
    const w = ws.getRow(row++);
    if (a) {
      w.getCell(1).value = a.id;
      w.getCell(2).value = a.desc;
      w.getCell(3).value = a.block;
      w.getCell(4).value = a.bought;
      w.getCell(4).numFmt = 'dd-mm-yyyy';
      w.getCell(6).value = Number(RATE[a.block]) / 100;
      w.getCell(6).numFmt = '0%';
      w.getCell(11).value = a.loc;
    } else w.getCell(2).value = label;
    const vals = [
      sum(xs, (x) => x.cost),
      sum(xs, (x) => x.bf),
      sum(xs, (x) => x.charge),
      sum(xs, (x) => x.cf),
      sum(xs, (x) => x.wdv),
    ];
    [5, 7, 8, 9, 10].forEach((c, i) => {
      w.getCell(c).value = cell(vals[i]!);
      w.getCell(c).numFmt = INR;
    });
    if (bold) w.font = { bold: true };
  };
  for (const b of BLOCKS) {
    for (const a of blk(b)) put(null, [a], false, a);
    put(`Subtotal ${b}`, blk(b), true);
    row++;
  }
  put('TOTAL', ASSETS, true);
  row++;
  ws.getRow(row++).getCell(1).value =
    'Additions used for less than 180 days in the year are depreciated at half the rate.';
  ws.getRow(row).getCell(1).value = 'Verified by: R. Kulkarni (accountant), 22-04-2026';
  [9, 38, 20, 14, 14, 7, 16, 14, 16, 14, 13].forEach((wd, i) => (ws.getColumn(1 + i).width = wd));
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  {
    what: 'b/f + charge = c/f',
    a: sum(ASSETS, (a) => a.bf + a.charge),
    b: sum(ASSETS, (a) => a.cf),
  },
  { what: 'cost - c/f = WDV', a: sum(ASSETS, (a) => a.cost - a.cf), b: sum(ASSETS, (a) => a.wdv) },
  {
    what: 'block subtotals add to the total cost',
    a: total(BLOCKS.map((b) => sum(blk(b), (a) => a.cost))),
    b: sum(ASSETS, (a) => a.cost),
  },
  unique('accumulated depreciation c/f', cfs),
  unique(
    'purchase date (oldest)',
    ASSETS.map((a) => a.bought.getTime()),
    'min',
  ),
  holds('one addition at half rate', additions.filter((a) => half(a.bought)).length === 1),
  holds(
    'additions have no b/f',
    additions.every((a) => a.bf === 0n),
  ),
];

const questions = questionsFor('printshop', [
  [
    'total cost of all our assets',
    { value: money(sum(ASSETS, (a) => a.cost)), means: 'TOTAL row, Cost (₹)' },
  ],
  [
    'depreciation charge for the year',
    {
      value: money(sum(ASSETS, (a) => a.charge)),
      means: 'TOTAL row, Dep. for the year (FY 2025-26)',
    },
  ],
  [
    "what's the book value of the Heidelberg",
    { value: money(press.wdv), means: 'PM-01, WDV 31-03-2026' },
  ],
  [
    'WDV of computers',
    {
      value: money(sum(blk('Computers'), (a) => a.wdv)),
      means: 'Computers block, WDV 31-03-2026 (subtotal)',
    },
  ],
  [
    'which asset has the most accumulated depreciation',
    {
      at: [ASSETS[mostDep]!.desc.split(' ')[0]!, ASSETS[mostDep]!.id],
      value: money(cfs[mostDep]!),
      means: 'asset with the largest Acc. dep. c/f 31-03-2026',
    },
  ],
  [
    'how many vehicles do we have',
    { value: String(blk('Vehicles').length), means: 'asset rows in the Vehicles block' },
  ],
  [
    'oldest asset?',
    {
      at: [ASSETS[oldest]!.desc.split(' &')[0]!, ASSETS[oldest]!.id],
      means: 'earliest Date of purchase',
    },
  ],
  [
    'additions in fy 25-26',
    {
      value: money(sum(additions, (a) => a.cost)),
      means: 'Cost of assets bought 1 Apr 2025 - 31 Mar 2026',
    },
  ],
  [
    'depreciation on plant & machinery',
    {
      value: money(sum(blk('Plant & machinery'), (a) => a.charge)),
      means: 'Plant & machinery block, Dep. for the year',
    },
  ],
  [
    'what rate are computers depreciated at',
    { value: '40', means: 'Rate of the Computers block, %' },
  ],
  [
    'total written down value',
    { value: money(sum(ASSETS, (a) => a.wdv)), means: 'TOTAL row, WDV 31-03-2026' },
  ],
  [
    'accumulated depreciation brought forward',
    { value: money(sum(ASSETS, (a) => a.bf)), means: 'TOTAL row, Acc. dep. b/f 01-04-2025' },
  ],
  [
    'what could we sell the delivery van for',
    { refuse: true, means: 'no market values in the register' },
  ],
  [
    'when was the press last serviced',
    { refuse: true, means: 'no service records in the register' },
  ],
]);

export const printshop: BlindBook = {
  name: 'printshop',
  business: 'print shop',
  shape:
    'fixed asset register (WDV): cost, rate, acc dep b/f, charge, c/f, WDV, grouped by block with subtotals and a TOTAL row; lakh number format',
  bytes,
  questions,
  checks,
};
