/**
 * Painter & decorator: expense log 1 Jul – 30 Nov 2026 in pounds, grouped by category: a
 * heading row, the lines (date, supplier, details, amount), a "Total <category>" row and a
 * blank row each, then a GRAND TOTAL. Amounts include VAT.
 */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  cents,
  countOf,
  day,
  monthAt,
  offThreshold,
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
const NAME = 'decorator';

interface Spec {
  cat: string;
  per: [number, number]; // lines per month
  lines: Array<[supplier: string, details: string, lo: number, hi: number]>;
}
const SPECS: Spec[] = [
  {
    cat: 'Paint & materials',
    per: [6, 10],
    lines: [
      ['Brewers Decorator Centres', 'Dulux Trade emulsion', 60, 340],
      ['Brewers Decorator Centres', 'Fillers, caulk, sandpaper', 18, 75],
      ['Johnstone’s Decorating Centre', 'Gloss and undercoat', 40, 190],
      ['Screwfix', 'Masking tape, dust sheets', 12, 60],
    ],
  },
  {
    cat: 'Van & fuel',
    per: [3, 5],
    lines: [
      ['Shell', 'Diesel', 55, 95],
      ['BP', 'Diesel', 55, 95],
    ],
  },
  {
    cat: 'Tools & equipment',
    per: [0, 2],
    lines: [
      ['Screwfix', 'Brushes and rollers', 20, 85],
      ['Toolstation', 'Mini roller kit, trays', 15, 60],
      ['Mirka UK', 'Sander pads', 30, 110],
    ],
  },
  {
    cat: 'Subcontractors',
    per: [1, 2],
    lines: [
      ['Dan Hollis', 'Labour – 3 days', 420, 560],
      ['K. Mensah Plastering', 'Skim coat, two rooms', 380, 720],
    ],
  },
  {
    cat: 'Insurance',
    per: [1, 1],
    lines: [['Simply Business', 'Public liability (monthly)', 38, 38]],
  },
  {
    cat: 'Phone & software',
    per: [2, 2],
    lines: [
      ['EE', 'Mobile contract', 31, 31],
      ['Tradify', 'Job management subscription', 36, 36],
    ],
  },
  {
    cat: 'Advertising',
    per: [0, 1],
    lines: [
      ['Checkatrade', 'Membership', 120, 150],
      ['Vistaprint', 'Flyers', 45, 90],
    ],
  },
];

interface Line {
  cat: number;
  date: Date;
  month: number;
  supplier: string;
  details: string;
  amount: number;
}
const lines: Line[] = [];
SPECS.forEach((s, ci) => {
  const mine: Line[] = [];
  for (let month = 6; month <= 10; month++) {
    const n = r.int(s.per[0], s.per[1]);
    for (let k = 0; k < n; k++) {
      const [supplier, details, lo, hi] =
        s.per[1] === 2 && s.per[0] === 2 ? s.lines[k]! : r.pick(s.lines);
      const amount = lo === hi ? lo * 100 + (supplier === 'EE' ? 99 : 0) : cents(r, lo, hi);
      mine.push({
        cat: ci,
        date: day(2026, month, r.int(1, 28)),
        month,
        supplier,
        details,
        amount,
      });
    }
  }
  mine.sort((a, b) => a.date.getTime() - b.date.getTime());
  lines.push(...mine);
});

const amounts = lines.map((l) => l.amount);
const grand = total(amounts);
const byCat = SPECS.map((_, ci) =>
  total(
    pickAt(
      amounts,
      where(lines, (l) => l.cat === ci),
    ),
  ),
);
const byMonth = [6, 7, 8, 9, 10].map((m) =>
  total(
    pickAt(
      amounts,
      where(lines, (l) => l.month === m),
    ),
  ),
);
const fuelOct = total(
  pickAt(
    amounts,
    where(lines, (l) => l.cat === 1 && l.month === 9),
  ),
);
const brewers = total(
  pickAt(
    amounts,
    where(lines, (l) => l.supplier === 'Brewers Decorator Centres'),
  ),
);
const THRESHOLD = 20_000;
const over200 = countOf(amounts, (a) => a > THRESHOLD);
const biggest = argMax(amounts);
const topCat = argMax(byCat);
const lowCat = argMin(byCat);
const topMonth = argMax(byMonth);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Expenses');
  const rows: unknown[][] = [
    ['J. Whitlock Painting & Decorating'],
    ['Expenses 1 July – 30 November 2026 (amounts incl. VAT)'],
    [],
    ['Date', 'Supplier', 'Details', 'Amount (£)'],
  ];
  const bold: number[] = [];
  SPECS.forEach((s, ci) => {
    rows.push([s.cat]);
    bold.push(rows.length);
    for (const l of lines.filter((x) => x.cat === ci))
      rows.push([l.date, l.supplier, l.details, cell(l.amount)]);
    rows.push([`Total ${s.cat}`, undefined, undefined, cell(byCat[ci]!)]);
    bold.push(rows.length);
    rows.push([]);
  });
  rows.push(['GRAND TOTAL', undefined, undefined, cell(grand)]);
  bold.push(rows.length);
  putRows(ws, rows);
  for (const n of [1, 4, ...bold]) ws.getRow(n).font = { bold: true };
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  ws.getColumn(1).width = 24;
  ws.getColumn(2).width = 30;
  ws.getColumn(3).width = 30;
  ws.getColumn(4).numFmt = '£#,##0.00';
  return toBytes(wb);
}

export const decorator: BlindBook = {
  name: NAME,
  business: 'painter & decorator (sole trader with a van)',
  shape:
    'expense log Jul–Nov 2026 grouped by category: heading, lines, Total row, blank row; GRAND TOTAL',
  bytes,
  questions: questionsFor(NAME, [
    ['total expenses', { value: hundredths(grand), means: 'GRAND TOTAL, Jul–Nov 2026' }],
    [
      'how much have we spent on paint and materials',
      { value: hundredths(byCat[0]!), means: 'Total Paint & materials' },
    ],
    [
      'van and fuel in october',
      { value: hundredths(fuelOct), means: 'Van & fuel lines dated October' },
    ],
    [
      'biggest expense category',
      { at: SPECS[topCat]!.cat, means: 'category with the largest total' },
    ],
    [
      'where do we spend the least',
      { at: SPECS[lowCat]!.cat, means: 'category with the smallest total' },
    ],
    [
      'what did we spend in august',
      { value: hundredths(byMonth[1]!), means: 'all lines dated August 2026' },
    ],
    [
      'biggest single expense',
      { value: hundredths(amounts[biggest]!), means: 'the largest line amount' },
    ],
    [
      'how much have we paid subcontractors',
      { value: hundredths(byCat[3]!), means: 'Total Subcontractors' },
    ],
    [
      'what % of spending goes on the van',
      { value: pct(byCat[1]!, grand), means: 'Van & fuel total / GRAND TOTAL, %' },
    ],
    [
      'average monthly spend',
      { value: meanCents(grand, 5), means: 'GRAND TOTAL / 5 months (Jul–Nov)' },
    ],
    [
      'how much have we spent at Brewers',
      { value: hundredths(brewers), means: 'lines with supplier Brewers Decorator Centres' },
    ],
    [
      'how many expenses over £200',
      { value: String(over200), means: 'lines with amount above 200' },
    ],
    [
      'which month did we spend the most',
      { at: monthAt(6 + topMonth, 2026), means: 'month with the largest total of lines' },
    ],
    ['insurance so far', { value: hundredths(byCat[4]!), means: 'Total Insurance' }],
    [
      'how much VAT can I claim back',
      { refuse: true, means: 'amounts are VAT-inclusive with no VAT column' },
    ],
    ['how much did we earn', { refuse: true, means: 'the sheet holds expenses only' }],
    ["what's the paint budget for next year", { refuse: true, means: 'no budget in the sheet' }],
  ]),
  checks: [
    same('categories = lines', total(byCat), grand),
    same('months = lines', total(byMonth), grand),
    unique('category totals', byCat),
    unique('category totals', byCat, 'min'),
    unique('line amounts', amounts),
    unique('month totals', byMonth),
    offThreshold('line', amounts, THRESHOLD),
  ],
};
