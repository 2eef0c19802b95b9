/**
 * studio: a Singapore recording studio's fixed asset register for the year ended 30 June 2026
 * in Singapore dollars, straight line by month in service. Assets grouped by category with a
 * "Subtotal - <category>" row after each group and a TOTAL row; per asset ID, description,
 * date acquired, cost, useful life, accumulated depreciation b/f, charge for the year,
 * accumulated depreciation c/f and NBV. Some old computers are fully written off.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  day,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(10);
// [category, description, year, month (0-based), cost lo, hi (S$), life years]
type Spec = [string, string, number, number, number, number, number];
const SPECS: Spec[] = [
  ['Recording equipment', 'Neve 8424 console', 2022, 2, 118000, 126000, 8],
  ['Recording equipment', 'Universal Audio Apollo x16 interfaces (2)', 2023, 7, 14800, 16200, 5],
  ['Recording equipment', 'Neumann U87 Ai microphones (3)', 2021, 9, 12100, 13400, 8],
  ['Recording equipment', 'Genelec 8351B monitors', 2024, 4, 11900, 12900, 5],
  ['Recording equipment', 'Outboard rack (compressors, preamps)', 2025, 9, 21500, 24500, 5],
  ['Instruments', 'Yamaha C7X grand piano', 2019, 10, 68000, 74000, 10],
  ['Instruments', 'Fender / Gibson guitar set (4)', 2022, 5, 9800, 11200, 8],
  ['Instruments', 'DW Collector’s drum kit', 2023, 0, 8400, 9300, 8],
  ['Instruments', 'Nord Stage 4 keyboard', 2025, 11, 6200, 6900, 8],
  ['Computers & software', 'Mac Studio M2 Ultra', 2023, 3, 7200, 7900, 3],
  ['Computers & software', 'Pro Tools Ultimate perpetual licence', 2021, 4, 3900, 4400, 3],
  ['Computers & software', 'MacBook Pro 16" (2)', 2022, 6, 8600, 9400, 3],
  ['Computers & software', 'Mac Studio M4 Max', 2026, 1, 5400, 5900, 3],
  ['Computers & software', 'Synology NAS backup', 2020, 8, 3100, 3600, 3],
  ['Furniture & fittings', 'Control room desk & racks', 2022, 2, 9200, 10400, 5],
  ['Furniture & fittings', 'Lounge furniture', 2024, 8, 6100, 6800, 5],
  ['Furniture & fittings', 'Isolation booth doors', 2022, 4, 7400, 8100, 5],
  ['Renovation', 'Acoustic treatment & renovation', 2022, 1, 96000, 104000, 6],
];
const FY_START = 2025 * 12 + 6; // July 2025 as a month count
const monthsOf = (y: number, m: number): number => y * 12 + m;

interface Asset {
  id: string;
  cat: string;
  desc: string;
  acquired: Date;
  cost: bigint;
  life: number;
  bf: bigint;
  charge: bigint;
}
const assets: Asset[] = SPECS.map(([cat, desc, y, m, lo, hi, life], i) => {
  const cost = BigInt(r.int(lo, hi) * 100 + r.int(0, 99));
  const d = day(y, m, r.int(1, 28));
  const start = monthsOf(y, m);
  const before = Math.max(0, FY_START - start);
  const during = Math.min(12, FY_START + 12 - Math.max(start, FY_START));
  const life12 = BigInt(life * 12);
  const bf =
    cost < divRound(cost * BigInt(before), life12) ? cost : divRound(cost * BigInt(before), life12);
  const raw = divRound(cost * BigInt(during), life12);
  const charge = raw > cost - bf ? cost - bf : raw;
  return {
    id: `BSS-${String(i + 1).padStart(3, '0')}`,
    cat,
    desc,
    acquired: d,
    cost,
    life,
    bf,
    charge,
  };
});
const cf = (a: Asset): bigint => a.bf + a.charge;
const nbv = (a: Asset): bigint => a.cost - cf(a);
const CATS = [...new Set(assets.map((a) => a.cat))];
const byCat = (c: string, f: (a: Asset) => bigint): bigint =>
  total(assets.filter((a) => a.cat === c).map(f));
const catNbv = CATS.map((c) => byCat(c, nbv));
const neve = assets[0]!;
const additions = assets.filter(
  (a) => monthsOf(a.acquired.getUTCFullYear(), a.acquired.getUTCMonth()) >= FY_START,
);
const written = assets.filter((a) => nbv(a) === 0n);
const oldest = argMin(assets.map((a) => a.acquired.getTime()));
const dearest = argMax(assets.map((a) => a.cost));

const questions = questionsFor('studio', [
  [
    'total NBV',
    { value: hundredths(total(assets.map(nbv))), means: 'TOTAL net book value at 30 June 2026' },
  ],
  [
    'depreciation for the year',
    { value: hundredths(total(assets.map((a) => a.charge))), means: 'TOTAL charge for FY2025/26' },
  ],
  [
    'what did we pay for the neve console',
    { value: hundredths(neve.cost), means: 'Neve 8424, cost' },
  ],
  [
    "what's the neve's book value",
    { value: hundredths(nbv(neve)), means: 'Neve 8424, NBV 30 June 2026' },
  ],
  [
    'which category has the highest book value',
    { at: CATS[argMax(catNbv)]!, means: 'The category with the largest NBV subtotal' },
  ],
  [
    'how many assets are fully depreciated',
    { value: String(written.length), means: 'Assets with NBV 0' },
  ],
  [
    'how much have we spent on computers',
    {
      value: hundredths(byCat('Computers & software', (a) => a.cost)),
      means: 'Computers & software, cost subtotal',
    },
  ],
  ['oldest asset', { at: assets[oldest]!.desc, means: 'The earliest date acquired' }],
  [
    'what did we buy in the year to june 2026',
    {
      value: hundredths(total(additions.map((a) => a.cost))),
      means: 'Cost of assets acquired July 2025-June 2026',
    },
  ],
  [
    'depreciation on instruments',
    {
      value: hundredths(byCat('Instruments', (a) => a.charge)),
      means: 'Instruments, charge for the year',
    },
  ],
  ['most expensive asset', { at: assets[dearest]!.desc, means: 'The largest cost' }],
  [
    'accumulated depreciation in total',
    {
      value: hundredths(total(assets.map(cf))),
      means: 'TOTAL accumulated depreciation c/f at 30 June 2026',
    },
  ],
  [
    "what's the renovation written down to",
    { value: hundredths(byCat('Renovation', nbv)), means: 'Acoustic treatment & renovation, NBV' },
  ],
  [
    'what could we sell the neve for',
    { refuse: true, means: 'No market or resale values in the register' },
  ],
  [
    'what will depreciation be next year',
    { refuse: true, means: 'The register covers FY2025/26 only; no forecast charge' },
  ],
]);

const SGD = 'S$#,##0.00';

export const studio: BlindBook = {
  name: 'studio',
  business: 'recording studio',
  shape: 'fixed asset register, straight line: category subtotals, b/f, charge, c/f, NBV, TOTAL',
  questions,
  checks: [
    same('b/f + charge = c/f', total(assets.map((a) => a.bf + a.charge)), total(assets.map(cf))),
    same(
      'cost − c/f = NBV',
      total(assets.map((a) => a.cost)) - total(assets.map(cf)),
      total(assets.map(nbv)),
    ),
    same('categories = total NBV', total(catNbv), total(assets.map(nbv))),
    unique('category NBV', catNbv),
    unique(
      'acquired',
      assets.map((a) => a.acquired.getTime()),
      'min',
    ),
    unique(
      'cost',
      assets.map((a) => a.cost),
    ),
    holds('some written off', written.length >= 2),
    holds(
      'never below zero',
      assets.every((a) => nbv(a) >= 0n),
    ),
    holds('one renovation asset', assets.filter((a) => a.cat === 'Renovation').length === 1),
  ],
  bytes: async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('FAR FY26');
    const rows: unknown[][] = [
      ['Bluewater Sound Studios Pte Ltd'],
      [
        'Fixed asset register, financial year 1 July 2025 to 30 June 2026 (S$) · straight line, by month in service',
      ],
      [],
      [
        'Asset ID',
        'Description',
        'Date acquired',
        'Cost',
        'Life (yrs)',
        'Acc dep b/f 1 Jul 2025',
        'Charge FY26',
        'Acc dep c/f 30 Jun 2026',
        'NBV 30 Jun 2026',
      ],
    ];
    for (const c of CATS) {
      rows.push([c]);
      for (const a of assets.filter((x) => x.cat === c))
        rows.push([
          a.id,
          a.desc,
          a.acquired,
          cell(a.cost),
          a.life,
          cell(a.bf),
          cell(a.charge),
          cell(cf(a)),
          cell(nbv(a)),
        ]);
      rows.push([
        `Subtotal - ${c}`,
        undefined,
        undefined,
        cell(byCat(c, (a) => a.cost)),
        undefined,
        cell(byCat(c, (a) => a.bf)),
        cell(byCat(c, (a) => a.charge)),
        cell(byCat(c, cf)),
        cell(byCat(c, nbv)),
      ]);
      rows.push([]);
    }
    rows.push([
      'TOTAL',
      undefined,
      undefined,
      cell(total(assets.map((a) => a.cost))),
      undefined,
      cell(total(assets.map((a) => a.bf))),
      cell(total(assets.map((a) => a.charge))),
      cell(total(assets.map(cf))),
      cell(total(assets.map(nbv))),
    ]);
    putRows(ws, rows);
    ws.getRow(1).font = { bold: true, size: 14 };
    ws.getRow(4).font = { bold: true };
    ws.getColumn(2).width = 40;
    ws.getColumn(3).numFmt = 'dd/mm/yyyy';
    for (const c of [4, 6, 7, 8, 9]) {
      ws.getColumn(c).numFmt = SGD;
      ws.getColumn(c).width = 16;
    }
    return toBytes(wb);
  },
};
