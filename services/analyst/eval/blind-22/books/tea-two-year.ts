/**
 * Tea exporter (US$ thousands): a two-year comparison, years as NUMBERS with the newest
 * first (2025 | 2024 | Change | Change %), a "(US$ '000)" unit line, sections with totals,
 * a note under the table. Expected money figures accept the sheet's thousands or full dollars.
 */
import { growth, pct } from '../../expect';
import { argExtreme, asker, newBook, rng, SEED, sumOf, toBytes, type BlindBook } from '../lib';

const NAME = 'tea-two-year';
const r = rng(SEED + 10);
/** whole thousands of dollars */
const SALES: Array<[string, number, number]> = [
  ['Black tea (CTC)', r.int(2600, 3400), r.int(2400, 3200)],
  ['Green tea', r.int(700, 1200), r.int(600, 1100)],
  ['White tea', r.int(150, 420), r.int(120, 380)],
  ['Herbal blends', r.int(200, 600), r.int(250, 550)],
];
const COSTS: Array<[string, number, number]> = [
  ['Leaf purchases', r.int(1500, 2100), r.int(1400, 2000)],
  ['Freight & insurance', r.int(300, 520), r.int(260, 480)],
  ['Packing', r.int(90, 180), r.int(80, 170)],
  ['Export duties', r.int(60, 140), r.int(50, 130)],
];
const t = (ls: Array<[string, number, number]>, y: 1 | 2): bigint => sumOf(ls.map((l) => l[y]));
const sales25 = t(SALES, 1),
  sales24 = t(SALES, 2),
  cost25 = t(COSTS, 1),
  cost24 = t(COSTS, 2);
const both = (thousands: bigint | number): string[] => [
  String(thousands),
  String(BigInt(thousands) * 1000n),
];
const chPct = (a: number | bigint, b: number | bigint): number => Number(growth(b, a));

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('YoY');
  ws.addRow(['Nilgiri Leaf Exports - results 2025 vs 2024']);
  ws.addRow(["(US$ '000)"]);
  ws.addRow(['', 2025, 2024, 'Change', 'Change %']);
  const put = (l: string, a: number | bigint, b: number | bigint): void =>
    void ws.addRow([l, Number(a), Number(b), Number(BigInt(a) - BigInt(b)), chPct(a, b) / 100]);
  ws.addRow(['Sales']);
  SALES.forEach(([l, a, b]) => put(l, a, b));
  put('Total sales', sales25, sales24);
  ws.addRow(['Direct costs']);
  COSTS.forEach(([l, a, b]) => put(l, a, b));
  put('Total direct costs', cost25, cost24);
  put('Contribution', sales25 - cost25, sales24 - cost24);
  ws.getColumn(5).numFmt = '0.00%';
  ws.addRow([]);
  ws.addRow(['2024 restated for the herbal range moved from Green tea.']);
  return toBytes(wb);
}

const { qs, ask } = asker(NAME);
const changes = SALES.map(([, a, b]) => a - b);
ask(
  'total sales 2025',
  { value: both(sales25) },
  "Total sales, 2025 (US$ '000; full dollars also accepted)",
);
ask(
  'compare this year to last',
  { refuse: true },
  'now is 2026: "this year" is not on the sheet; and "compare" of what measure is unclear',
);
ask(
  'how much did sales grow in 2025',
  { value: growth(sales24, sales25) },
  'growth = (2025 - 2024) / 2024 * 100, Total sales',
);
ask('what were sales in 2024', { value: both(sales24) }, 'Total sales, 2024');
ask(
  'which tea grew the most in dollars',
  { at: SALES[argExtreme(changes)]![0] },
  'line with the largest Change (amount)',
);
ask(
  'how did freight change',
  { value: both(COSTS[1]![1] - COSTS[1]![2]) },
  'Freight & insurance 2025 - 2024',
);
ask(
  'contribution in 2025',
  { value: both(sales25 - cost25) },
  'Total sales - Total direct costs, 2025',
);
ask(
  'contribution margin 2025',
  { value: pct(sales25 - cost25, sales25) },
  'contribution / total sales * 100, 2025',
);
ask(
  'green tea sales last year',
  { value: both(SALES[1]![1]) },
  'Green tea, 2025 ("last year" from 2026-11-24 is 2025)',
);
ask('what did leaf cost us in 2024', { value: both(COSTS[0]![2]) }, 'Leaf purchases, 2024');
ask('total direct costs 2025', { value: both(cost25) }, 'Total direct costs, 2025');
ask(
  '% change in white tea',
  { value: growth(SALES[2]![2], SALES[2]![1]) },
  '(2025 - 2024) / 2024 * 100, White tea',
);
ask(
  'what share of 2025 sales was black tea',
  { value: pct(SALES[0]![1], sales25) },
  'Black tea / Total sales * 100, 2025',
);
ask('how did we do against 2023', { refuse: true }, '2023 is not on the sheet');
ask('how many kilos did we ship', { refuse: true }, 'money only, no volumes');
export const teaTwoYear: BlindBook = {
  name: NAME,
  business: 'tea exporter',
  shape: 'two-year comparison, years newest first, in thousands',
  build,
  questions: qs,
  checks: [{ what: 'line changes make the total change', a: sumOf(changes), b: sales25 - sales24 }],
};
