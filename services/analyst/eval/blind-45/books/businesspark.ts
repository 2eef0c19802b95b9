/**
 * Book 14 — industrial units landlord (HKD): a RENT ROLL as at 30 Nov 2026: unit, tenant
 * ("VACANT" for three empty units), use, area (sq ft), lease start and lease end (date cells
 * `dd/mm/yyyy`), monthly rent, rent per sq ft (monthly), arrears (blank when none); Total
 * row; `"HK$"` prefix.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, money, pct } from '../../expect';
import { at, between, bold, fmt, refuse, sumBy, th, title, val, widths } from '../helpers';
import {
  argMax,
  day,
  holds,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(14);
const NAME = 'businesspark';
const TENANTS: Array<[string, string] | null> = [
  ['Wing Fat Printing', 'Printing'],
  ['Golden Dragon Logistics', 'Warehouse'],
  null,
  ['Kowloon Bakery Supplies', 'Food storage'],
  ['Hing Lee Garments', 'Workshop'],
  ['TechFix Electronics', 'Repairs'],
  ['Lucky Star Trading', 'Warehouse'],
  null,
  ['Pearl River Foods', 'Food storage'],
  ['Harbour Signs', 'Workshop'],
  ['Jade Motors Workshop', 'Vehicle repairs'],
  ['Sunrise Dance Studio', 'Studio'],
  null,
  ['Tai Ping Furniture', 'Showroom'],
  ['Victoria Storage', 'Warehouse'],
  ['Ocean Prints', 'Printing'],
];
const UNITS = [
  'A1',
  'A2',
  'A3',
  'A4',
  'A5',
  'A6',
  'B1',
  'B2',
  'B3',
  'B4',
  'B5',
  'B6',
  'C1',
  'C2',
  'C3',
  'C4',
];
interface U {
  unit: string;
  tenant: string | null;
  use: string | null;
  area: number;
  start: Date | null;
  end: Date | null;
  psf: number; // cents per sq ft per month
  rent: number;
  arrears: number;
}
const units: U[] = UNITS.map((unit, i) => {
  const t = TENANTS[i]!;
  const area = r.int(12, 60) * 50;
  if (!t)
    return {
      unit,
      tenant: null,
      use: null,
      area,
      start: null,
      end: null,
      psf: 0,
      rent: 0,
      arrears: 0,
    };
  const psf = r.int(29, 44) * 50;
  const sy = r.int(2019, 2026);
  const start = day(sy, sy === 2026 ? r.int(0, 9) : r.int(0, 11), 1);
  const years = r.int(2, 6);
  let end = day(start.getUTCFullYear() + years, start.getUTCMonth(), 0);
  while (+end <= +day(2026, 10, 30)) end = day(end.getUTCFullYear() + 3, end.getUTCMonth() + 1, 0);
  return { unit, tenant: t[0], use: t[1], area, start, end, psf, rent: area * psf, arrears: 0 };
});
units[1]!.arrears = units[1]!.rent;
units[5]!.arrears = units[5]!.rent * 2;
units[11]!.arrears = units[11]!.rent / 2;
const let_ = units.filter((u) => u.tenant);
const rent = sumBy(let_, (u) => u.rent);
const arrears = sumBy(units, (u) => u.arrears);
const areaAll = sumBy(units, (u) => u.area);
const areaLet = sumBy(let_, (u) => u.area);
const topRent = argMax(let_.map((u) => u.rent));
const nextEnd = let_.reduce((b, u) => (+u.end! < +b.end! ? u : b), let_[0]!);
const topArrears = argMax(units.map((u) => u.arrears));
const ends2027 = let_.filter((u) => u.end!.getUTCFullYear() === 2027).length;
const largest = argMax(units.map((u) => u.area));
const rents = let_.map((u) => u.rent);
const thr = between(rents, 5);
const overThr = rents.filter((x) => x > thr).length;
const b3 = units.find((u) => u.unit === 'B3')!;
const meanPsf = hundredths(
  divRound(
    sumBy(let_, (u) => u.psf),
    BigInt(let_.length),
  ),
);
const psfAll = hundredths(divRound(rent, areaLet));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Rent roll');
  title(ws, 1, 'Kwun Tong Industrial Units — rent roll', 9);
  title(ws, 2, 'As at 30 November 2026 · monthly rents, HK$', 9);
  ws.getRow(4).values = [
    'Unit',
    'Tenant',
    'Use',
    'Area (sq ft)',
    'Lease start',
    'Lease end',
    'Monthly rent',
    'Rent per sq ft',
    'Arrears',
  ];
  units.forEach((u, i) => {
    ws.getRow(5 + i).values = [
      u.unit,
      u.tenant ?? 'VACANT',
      u.use,
      u.area,
      u.start,
      u.end,
      u.tenant ? u.rent / 100 : null,
      u.tenant ? u.psf / 100 : null,
      u.arrears ? u.arrears / 100 : null,
    ];
  });
  const tr = 5 + units.length;
  ws.getRow(tr).values = [
    'Total',
    null,
    null,
    Number(areaAll),
    null,
    null,
    Number(rent) / 100,
    null,
    Number(arrears) / 100,
  ];
  bold(ws, 4, tr);
  fmt(ws, [4], '#,##0');
  fmt(ws, [5, 6], 'dd/mm/yyyy');
  fmt(ws, [7, 8, 9], '"HK$"#,##0.00');
  widths(ws, [6, 26, 15, 11, 12, 12, 14, 13, 13]);
  return toBytes(wb);
}

const endAt = (u: U): string[] => [u.tenant!, u.unit];
export const businesspark: BlindBook = {
  name: NAME,
  business: 'industrial units landlord',
  shape: 'rent roll of tenants with lease dates, rent per sq ft and arrears',
  bytes,
  checks: [
    same(
      'area × rate = rent',
      sumBy(let_, (u) => u.area * u.psf),
      rent,
    ),
    same(
      'let + vacant area = total area',
      areaLet +
        sumBy(
          units.filter((u) => !u.tenant),
          (u) => u.area,
        ),
      areaAll,
    ),
    unique('top rent', rents),
    unique(
      'next lease end',
      let_.map((u) => +u.end!),
      'min',
    ),
    unique(
      'top arrears',
      units.map((u) => u.arrears),
    ),
    unique(
      'largest unit',
      units.map((u) => u.area),
    ),
    holds(
      'every lease runs past 30 Nov 2026',
      let_.every((u) => +u.end! > +day(2026, 10, 30)),
    ),
    holds('B3 is let', b3.tenant !== null),
    offThreshold('rent', rents, thr),
  ],
  questions: questionsFor(NAME, [
    ['What is our total monthly rent?', val(money(rent), 'Monthly rent, Total')],
    ["What's our rent roll for a year?", val(money(rent * 12n), 'Monthly rent Total × 12')],
    ['How many units are vacant?', val('3', 'units marked VACANT')],
    [
      "What's our occupancy?",
      val(
        [pct(let_.length, units.length), pct(areaLet, areaAll)],
        'let units / all units (or by area), %',
        {
          tol: 0.01,
        },
      ),
    ],
    ['Who pays the most rent?', at(let_[topRent]!.tenant!, 'tenant with the largest Monthly rent')],
    ['Which lease ends next?', at(endAt(nextEnd), 'earliest Lease end')],
    ['How much rent is in arrears?', val(money(arrears), 'Arrears, Total')],
    ['Which tenant owes us the most?', at(units[topArrears]!.tenant!, 'largest Arrears')],
    [
      "What's our average rent per square foot?",
      val([psfAll, meanPsf], 'rent / let area (or the mean Rent per sq ft)', { tol: 0.01 }),
    ],
    ['How many leases end in 2027?', val(String(ends2027), 'Lease end in 2027')],
    [
      'What does Wing Fat Printing pay a month?',
      val(money(units[0]!.rent), 'Wing Fat Printing, Monthly rent'),
    ],
    ['Which is our largest unit?', at(units[largest]!.unit, 'largest Area (sq ft)')],
    ['How much floor space is let?', val(String(areaLet), 'Area of the let units, sq ft')],
    ["What's the rent on unit B3?", val(money(b3.rent), 'B3, Monthly rent')],
    [
      `How many tenants pay more than HK$${th(thr)} a month?`,
      val(String(overThr), `Monthly rent above HK$${th(thr)}`),
    ],
    ['How much rent did we collect in October?', refuse('a rent roll holds no collections')],
    ['Will Harbour Signs renew their lease?', refuse('a forecast / opinion')],
  ]),
};
