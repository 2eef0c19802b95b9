/** A campsite's two-year comparison in EUR thousands: 2025 before 2024, change and change %. */
import ExcelJS from 'exceljs';
import { growth, sum } from '../../expect';
import {
  argMax,
  int,
  put,
  questionsFor,
  REFUSE,
  rng,
  toBytes,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(10);
/** values in tenths of a thousand euro (one decimal in the sheet) */
const REV = ['Pitch fees', 'Cabin rentals', 'Shop & café', 'Boat hire'];
const COST = ['Seasonal staff', 'Maintenance', 'Utilities', 'Insurance'];
const y24 = [...REV.map(() => int(r, 1500, 4500)), ...COST.map(() => int(r, 300, 1800))];
const y25 = y24.map((v) => Math.max(50, v + int(r, -250, 420)));
const part = (ys: number[], from: number, to: number): bigint => sum(ys.slice(from, to));
const rev25 = part(y25, 0, 4);
const rev24 = part(y24, 0, 4);
const cost25 = part(y25, 4, 8);
const cost24 = part(y24, 4, 8);
/** tenths of a thousand -> decimal text in thousands, and the same in euros */
const k = (tenths: bigint | number): string => (Number(tenths) / 10).toFixed(1).replace(/\.0$/, '');
const both = (tenths: bigint | number): string[] => [k(tenths), String(Number(tenths) * 100)];
const pctText = (a: bigint | number, b: bigint | number): string => growth(a, b);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('YoY');
  const line = (label: string, a25: bigint | number, a24: bigint | number): Row => [
    label,
    Number(a25) / 10,
    Number(a24) / 10,
    (Number(a25) - Number(a24)) / 10,
    Number(growth(a24, a25)) / 100,
  ];
  let row = put(ws, 1, [
    ['Camping Lac Bleu'],
    ['Results compared with last year'],
    ['€ thousands'],
    [],
  ]);
  row = put(ws, row, [[null, 2025, 2024, 'Change', 'Change %']]);
  put(ws, row, [
    ['Revenue'],
    ...REV.map((l, i) => line(l, y25[i]!, y24[i]!)),
    line('Total revenue', rev25, rev24),
    ['Costs'],
    ...COST.map((l, i) => line(l, y25[i + 4]!, y24[i + 4]!)),
    line('Total costs', cost25, cost24),
    [],
    line('Operating profit', rev25 - cost25, rev24 - cost24),
  ]);
  ws.getColumn(5).numFmt = '0.00%';
  return toBytes(wb);
}

const costUp = COST.map((_, i) => y25[i + 4]! - y24[i + 4]!);

export const campsiteCompare: BlindBook = {
  name: 'campsite-compare',
  business: 'campsite',
  shape: 'two-year comparison, newest year first, in thousands',
  build,
  checks: [
    {
      what: 'revenue lines sum both years',
      a: rev25 + rev24,
      b: part(
        y25.map((v, i) => v + y24[i]!),
        0,
        4,
      ),
    },
  ],
  questions: questionsFor('campsite-compare', [
    [
      'how did revenue change vs last year',
      { value: [...both(rev25 - rev24), pctText(rev24, rev25)] },
      'Total revenue 2025 - 2024 (thousands, or in euros); "change" may fairly be the % too, so that is accepted',
    ],
    ['cabin rentals growth %', { value: pctText(y24[1]!, y25[1]!) }, '(2025-2024)/2024, %'],
    ['operating profit this year', { value: both(rev25 - cost25) }, 'Operating profit 2025'],
    [
      'which cost went up the most',
      { at: COST[argMax(costUp)]! },
      'largest Change among cost lines (in euros)',
    ],
    ["last year's total costs", { value: both(cost24) }, 'Total costs 2024'],
    [
      'shop and café change in percent',
      { value: pctText(y24[2]!, y25[2]!) },
      'Change % of Shop & café',
    ],
    ['total revenue 2025', { value: both(rev25) }, 'Total revenue, 2025 column'],
    ['how much did boat hire make last year', { value: both(y24[3]!) }, 'Boat hire 2024'],
    [
      'operating profit growth',
      { value: pctText(rev24 - cost24, rev25 - cost25) },
      '(OP 2025 - OP 2024)/|OP 2024|, %',
    ],
    [
      'utilities this year vs last',
      { value: [...both(y25[6]! - y24[6]!), pctText(y24[6]!, y25[6]!)] },
      'Utilities change (2025 - 2024), amount or %',
    ],
    ['what about 2023', REFUSE, 'not in the sheet'],
    ['how full were we in august', REFUSE, 'no occupancy'],
  ]),
};
