/**
 * hotsauce — a hot sauce maker in Oaxaca (MXN). Sales by product × month: products DOWN,
 * months ACROSS as real date cells (mmm-yy), Jan–Nov 2026, a Total column and a Total row,
 * a merged title and subtitle, a note row under the table. Ghost Pepper Reserve stops after
 * June (blank after); the Gift Box starts in September (blank before).
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money } from '../../expect';
import {
  argMax,
  argMin,
  cents,
  holds,
  monthAt,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';
import { cut, diffOrGrowth, fmt, grouped, header, n, num, share, title, widths } from '../helpers';

const r = rng(1);
const NAME = 'hotsauce';
const M = 11; // January..November 2026

/** name, low and high monthly sales (pesos), first and last month sold (0-based) */
const LINES: Array<[string, number, number, number, number]> = [
  ['Habanero Classic', 52000, 64000, 0, 10],
  ['Chipotle Smoky', 30000, 40000, 0, 10],
  ['Salsa Verde', 21000, 29000, 0, 10],
  ['Mango Habanero', 14000, 24000, 0, 10],
  ['Chile de Árbol', 15000, 23000, 0, 10],
  ['Garlic Chilli Oil', 8000, 15000, 0, 10],
  ['Ghost Pepper Reserve', 5000, 9000, 0, 5],
  ['Gift Box (3 pack)', 18000, 46000, 8, 10],
];
/** seasonal lift in percent (summer barbecues, the run-up to Christmas) */
const LIFT = [88, 84, 96, 100, 108, 118, 124, 112, 98, 104, 130];

const cellsOf: Array<Array<number | undefined>> = LINES.map(([, lo, hi, from, to]) =>
  Array.from({ length: M }, (_, m) =>
    m < from || m > to ? undefined : Math.round((cents(r, lo, hi) * LIFT[m]!) / 100),
  ),
);
const lineTot = cellsOf.map((row) => total(row.map((v) => v ?? 0)));
const monthTot = Array.from({ length: M }, (_, m) => total(cellsOf.map((row) => row[m] ?? 0)));
const grand = total(lineTot);

const idx = (name: string): number => LINES.findIndex((l) => l[0] === name);
const best = argMax(monthTot);
const worst = argMin(monthTot);
const topLine = argMax(lineTot);
const q2 = total(monthTot.slice(3, 6));
const q3 = total(monthTot.slice(6, 9));
const over = cut(monthTot, 4, 1000000);
const chip = lineTot[idx('Chipotle Smoky')]!;
const arbol = lineTot[idx('Chile de Árbol')]!;

const checks: CrossCheck[] = [
  same('products = months', total(lineTot), total(monthTot)),
  same('cells = total', total(cellsOf.flat().map((v) => v ?? 0)), grand),
  unique('month totals', monthTot),
  unique('month totals', monthTot, 'min'),
  unique('product totals', lineTot),
  holds('Habanero Classic is the top line', LINES[topLine]![0] === 'Habanero Classic'),
  offThreshold('month total', monthTot, over),
  holds('Gift Box first sold in September', cellsOf[idx('Gift Box (3 pack)')]![8] !== undefined),
  holds(
    'Gift Box blank before September',
    cellsOf[idx('Gift Box (3 pack)')]!.slice(0, 8).every((v) => v === undefined),
  ),
  holds(
    'Ghost Pepper last sold in June',
    cellsOf[idx('Ghost Pepper Reserve')]![5] !== undefined &&
      cellsOf[idx('Ghost Pepper Reserve')]!.slice(6).every((v) => v === undefined),
  ),
  same('Q2 + Q3 from months', q2 + q3, total(monthTot.slice(3, 9))),
];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales 2026');
  const last = M + 2;
  title(ws, 1, 'Fuego Lento Salsas — sales by product, 2026', last);
  title(ws, 2, 'Net sales in MXN (excluding IVA), January to November 2026', last);
  header(ws, 4, [
    'Product',
    ...Array.from({ length: M }, (_, m) => new Date(Date.UTC(2026, m, 1))),
    'Total',
  ]);
  LINES.forEach(([name], p) => {
    const row = ws.getRow(5 + p);
    row.getCell(1).value = name;
    cellsOf[p]!.forEach((v, m) => {
      if (v !== undefined) row.getCell(2 + m).value = num(v);
    });
    row.getCell(M + 2).value = num(lineTot[p]!);
  });
  const tr = ws.getRow(5 + LINES.length);
  tr.getCell(1).value = 'Total';
  tr.font = { bold: true };
  monthTot.forEach((v, m) => (tr.getCell(2 + m).value = num(v)));
  tr.getCell(M + 2).value = num(grand);
  ws.getCell(7 + LINES.length, 1).value =
    'Note: Ghost Pepper Reserve discontinued at the end of June; Gift Box launched in September.';
  fmt(
    ws,
    Array.from({ length: M + 1 }, (_, i) => i + 2),
    '"MX$"#,##0.00',
  );
  // after the columns' money format, which would otherwise cover the header's date cells
  for (let c = 2; c <= M + 1; c++) ws.getCell(4, c).numFmt = 'mmm-yy';
  widths(ws, [24, ...Array(M + 1).fill(12)]);
  return toBytes(wb);
}

const months = (m: number): string[] => monthAt(m, 2026);

export const hotsauce: BlindBook = {
  name: NAME,
  business: 'hot sauce maker',
  shape: 'sales by product × month, products down, months across as date cells',
  bytes,
  checks,
  questions: questionsFor(NAME, [
    [
      'What were our total sales this year?',
      { value: money(grand), means: 'grand total of the Total column, Jan–Nov 2026' },
    ],
    ['How did we do in March?', { value: money(monthTot[2]!), means: 'March column total' }],
    [
      'Which was our best month?',
      { value: money(monthTot[best]!), at: months(best), means: 'month with the largest total' },
    ],
    [
      'Which sauce sells best?',
      {
        value: money(lineTot[topLine]!),
        at: LINES[topLine]![0],
        means: 'product with the largest Jan–Nov total',
      },
    ],
    [
      'How much Salsa Verde did we sell this year?',
      { value: money(lineTot[idx('Salsa Verde')]!), means: 'Salsa Verde row total' },
    ],
    [
      'What did Mango Habanero bring in during August?',
      { value: money(cellsOf[idx('Mango Habanero')]![7]!), means: 'Mango Habanero, Aug cell' },
    ],
    [
      'What share of our sales is Habanero Classic?',
      share(lineTot[idx('Habanero Classic')]!, grand, 'Habanero Classic total / grand total'),
    ],
    [
      'How much have monthly sales grown from January to November?',
      {
        value: [growth(monthTot[0]!, monthTot[10]!), money(monthTot[10]! - monthTot[0]!)],
        tol: 0.01,
        means: 'Nov total vs Jan total: % change or the difference',
      },
    ],
    [
      'What are our average monthly sales?',
      { value: meanCents(grand, M), means: 'grand total / 11 months' },
    ],
    [
      'Which month was the quietest?',
      { value: money(monthTot[worst]!), at: months(worst), means: 'month with the smallest total' },
    ],
    [
      `In how many months did we sell more than MX$${grouped(over)}?`,
      { value: n(4), means: `months whose total is over ${money(over)}` },
    ],
    [
      'When did we start selling the Gift Box?',
      { at: months(8), means: 'first month with a Gift Box figure (September)' },
    ],
    [
      'Compare Chipotle Smoky with Chile de Árbol.',
      diffOrGrowth(arbol, chip, 'the two product totals: difference or % (either way, by size)'),
    ],
    [
      'Did the third quarter beat the second?',
      diffOrGrowth(q2, q3, 'Jul–Sep total vs Apr–Jun total: difference or % change'),
    ],
    [
      'What was the last month we sold Ghost Pepper Reserve?',
      { at: months(5), means: 'last month with a Ghost Pepper figure (June)' },
    ],
    [
      'How many bottles of Habanero Classic did we sell?',
      { refuse: true, means: 'the sheet holds pesos only, no units' },
    ],
    [
      'What will we sell in December?',
      { refuse: true, means: 'a forecast; the sheet ends in November' },
    ],
    [
      'How did November compare with November last year?',
      { refuse: true, means: 'only 2026 is held' },
    ],
  ]),
};
