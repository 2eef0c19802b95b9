/**
 * electrician: a sole electrical contractor's expense log, 1 Jul – 30 Nov 2026 (core shape 3).
 * Grouped by category: a heading row, the lines (date, supplier, details, amount), a
 * "Total <category>" row, then a blank row; a GRAND TOTAL row at the end. AUD, GST inclusive.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  day,
  holds,
  pickAt,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  type BlindBook,
} from '../lib';

const r = rng(3);
const YEAR = 2026;
const DAYS_IN = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

interface Line {
  cat: number;
  m: number;
  d: number;
  supplier: string;
  details: string;
  amount: number;
}

const CATS = [
  'Materials & cable',
  'Fuel',
  'Vehicle repairs & servicing',
  'Tools & equipment',
  'Phone & internet',
  'Insurance',
  'Subcontractors',
] as const;

const lines: Line[] = [];
const add = (
  cat: number,
  m: number,
  d: number,
  supplier: string,
  details: string,
  amount: number,
): void => {
  lines.push({ cat, m, d, supplier, details, amount });
};
// materials: 2–4 orders a month from two wholesalers
for (let m = 6; m <= 10; m++) {
  const n = r.int(2, 4);
  for (let k = 0; k < n; k++) {
    const s = r.pick(['Sparkway Wholesale', 'Voltex Trade Centre']);
    add(
      0,
      m,
      r.int(1, DAYS_IN[m]!),
      s,
      r.pick([
        'TPS cable 2.5mm',
        'Downlights & drivers',
        'Switchboard parts',
        'Conduit & fittings',
        'GPOs and plates',
      ]),
      r.int(18000, 240000),
    );
  }
}
// fuel: about weekly
for (let m = 6; m <= 10; m++) {
  for (let d = r.int(1, 6); d <= DAYS_IN[m]!; d += r.int(6, 9)) {
    add(
      1,
      m,
      d,
      r.pick(['Harbour Fuels', 'Coastline Servo']),
      'Diesel - Hilux',
      r.int(8500, 14500),
    );
  }
}
// vehicle: a service, tyres, a repair
add(2, 6, r.int(10, 25), 'Dunmore Motors', '60,000 km service', r.int(42000, 52000));
add(2, 8, r.int(3, 20), 'Tyreright Bayside', 'Two tyres', r.int(38000, 46000));
add(2, 9, r.int(5, 25), 'Dunmore Motors', 'Replace alternator', r.int(88000, 110000));
add(2, 10, r.int(2, 20), 'Dunmore Motors', 'Brake pads', r.int(31000, 36000));
// tools
add(3, 6, r.int(2, 28), 'Toolmart Trade', 'Cordless drill kit', r.int(45000, 62000));
add(3, 7, r.int(2, 28), 'Sparkway Wholesale', 'Multimeter', r.int(24000, 32000));
add(3, 8, r.int(2, 28), 'Toolmart Trade', 'Ladder 2.4m', r.int(29000, 36000));
add(3, 9, r.int(2, 28), 'Sparkway Wholesale', 'Cable locator hire', r.int(12000, 16000));
add(3, 10, r.int(2, 28), 'Toolmart Trade', 'Crimping tool set', r.int(18000, 26000));
add(3, 10, r.int(2, 28), 'Sparkway Wholesale', 'Test & tag tester', r.int(82000, 96000));
// phone: monthly
for (let m = 6; m <= 10; m++)
  add(4, m, 14, 'Telco One', 'Mobile + NBN', 14990 + (m === 9 ? 2500 : 0));
// insurance
add(5, 6, 1, 'Sureguard Insurance', 'Public liability 2026-27', r.int(210000, 240000));
add(5, 8, 15, 'Sureguard Insurance', 'Vehicle insurance', r.int(140000, 160000));
// subcontractors
add(
  6,
  7,
  r.int(5, 25),
  'J. Nguyen Data Cabling',
  'Data cabling - school job',
  r.int(160000, 220000),
);
add(6, 8, r.int(5, 25), 'Perry Trenching', 'Trench for sub-main', r.int(90000, 130000));
add(
  6,
  10,
  r.int(5, 25),
  'J. Nguyen Data Cabling',
  'Data points - office fitout',
  r.int(110000, 150000),
);

lines.sort((a, b) => a.cat - b.cat || a.m - b.m || a.d - b.d);
const amounts = lines.map((l) => l.amount);
const grand = total(amounts);
const catIdx = (c: number): number[] => where(lines, (l) => l.cat === c);
const catTotal = CATS.map((_, c) => total(pickAt(amounts, catIdx(c))));
const topCat = argMax(catTotal);
const lowCat = argMin(catTotal);
const sumWhere = (ok: (l: Line) => boolean): bigint => total(lines.filter(ok).map((l) => l.amount));
const biggest = argMax(amounts);
const fuel = pickAt(amounts, catIdx(1));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Expenses');
  const rows: unknown[][] = [
    ['Brightline Electrical — expense log'],
    ['1 July to 30 November 2026 · A$ · amounts include GST'],
    [],
    ['Date', 'Supplier', 'Details', 'Amount'],
  ];
  CATS.forEach((cat, c) => {
    rows.push([cat]);
    for (const l of lines.filter((x) => x.cat === c))
      rows.push([day(YEAR, l.m, l.d), l.supplier, l.details, l.amount / 100]);
    rows.push([`Total ${cat}`, undefined, undefined, Number(catTotal[c]) / 100]);
    rows.push([]);
  });
  rows.push(['GRAND TOTAL', undefined, undefined, Number(grand) / 100]);
  putRows(ws, rows);
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(4).font = { bold: true };
  ws.eachRow((row) => {
    const a = row.getCell(1).value;
    if (
      typeof a === 'string' &&
      (a.startsWith('Total ') || a === 'GRAND TOTAL' || (CATS as readonly string[]).includes(a))
    )
      row.font = { bold: true };
  });
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  ws.getColumn(4).numFmt = '#,##0.00';
  ws.getColumn(1).width = 28;
  ws.getColumn(2).width = 24;
  ws.getColumn(3).width = 28;
  return toBytes(wb);
}

export const electrician: BlindBook = {
  name: 'electrician',
  business: 'electrical contractor (one van)',
  shape: 'expense log by category with subtotals, blank rows, grand total, Jul–Nov 2026',
  bytes,
  questions: questionsFor('electrician', [
    ["What's our total spend?", { value: money(grand), means: 'the GRAND TOTAL row (all lines)' }],
    ['How much did we spend on fuel?', { value: money(catTotal[1]!), means: 'the Total Fuel row' }],
    [
      "What's our biggest expense category?",
      {
        value: money(catTotal[topCat]!),
        at: CATS[topCat]!,
        means: 'the category with the largest Total row',
      },
    ],
    [
      'How much did we spend in September?',
      { value: money(sumWhere((l) => l.m === 8)), means: 'all lines dated September 2026' },
    ],
    [
      'How much have we paid Sparkway Wholesale?',
      {
        value: money(sumWhere((l) => l.supplier === 'Sparkway Wholesale')),
        means: 'its lines in every category (materials and tools)',
      },
    ],
    [
      'What was the most expensive single purchase?',
      { value: money(amounts[biggest]!), means: 'the largest Amount on one line' },
    ],
    [
      'What did tools cost us last month?',
      {
        value: money(sumWhere((l) => l.cat === 3 && l.m === 10)),
        means: 'Tools & equipment lines dated November 2026 (now = 7 Dec 2026)',
      },
    ],
    [
      'What percentage of our spending goes on fuel?',
      { value: pct(catTotal[1]!, grand), tol: 0.01, means: 'Total Fuel / GRAND TOTAL × 100' },
    ],
    [
      "What's our average fuel fill-up?",
      {
        value: meanCents(total(fuel), fuel.length),
        means: 'Fuel lines total / number of Fuel lines',
      },
    ],
    [
      'How many times did the van go in for repairs or a service?',
      { value: String(catIdx(2).length), means: 'number of Vehicle repairs & servicing lines' },
    ],
    [
      'Which category did we spend least on?',
      {
        value: money(catTotal[lowCat]!),
        at: CATS[lowCat]!,
        means: 'the category with the smallest Total row',
      },
    ],
    [
      'How much did we spend on materials in August?',
      {
        value: money(sumWhere((l) => l.cat === 0 && l.m === 7)),
        means: 'Materials & cable lines dated August 2026',
      },
    ],
    [
      "What's our spend without the subcontractors?",
      { value: money(grand - catTotal[6]!), means: 'GRAND TOTAL − Total Subcontractors' },
    ],
    [
      'How much did we earn from jobs in October?',
      { refuse: true, means: 'an expense log holds no income' },
    ],
    ["What's our fuel budget for next year?", { refuse: true, means: 'no budget in the sheet' }],
    [
      'Are we paying too much for insurance?',
      { refuse: true, means: 'an opinion the sheet cannot give' },
    ],
  ]),
  checks: [
    same('category totals = lines', total(catTotal), grand),
    same('months = lines', total([6, 7, 8, 9, 10].map((m) => sumWhere((l) => l.m === m))), grand),
    unique('category total', catTotal),
    unique('category total', catTotal, 'min'),
    unique('single line', amounts),
    holds('tools bought in November', sumWhere((l) => l.cat === 3 && l.m === 10) > 0n),
    holds('materials bought in August', sumWhere((l) => l.cat === 0 && l.m === 7) > 0n),
  ],
};
