/**
 * chimneysweep — a chimney sweep in Co. Galway (EUR). Expense log 1 Jun – 30 Nov 2026 with a
 * Category column on every line, sorted by category then date (real date cells), Net / VAT /
 * Total columns (VAT 23%, insurance exempt), a "<category> subtotal" row after each category
 * and a blank row, a "Grand total" row at the end. Woodies DIY appears under two categories.
 */
import ExcelJS from 'exceljs';
import { divRound, growth, meanCents, money, pct } from '../../expect';
import {
  argMax,
  countOf,
  day,
  holds,
  monthAt,
  offThreshold,
  questionsFor,
  rng,
  same,
  cents,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';
import { dayOf, fmt, grouped, header, n, num, roundCut, title, widths } from '../helpers';

const r = rng(3);
const NAME = 'chimneysweep';

interface Line {
  date: Date;
  cat: string;
  supplier: string;
  details: string;
  net: bigint;
  vat: bigint;
  gross: bigint;
}
const lines: Line[] = [];
const add = (date: Date, cat: string, supplier: string, details: string, net: number): void => {
  const vat = cat === 'Insurance' ? 0n : divRound(BigInt(net) * 23n, 100n);
  lines.push({ date, cat, supplier, details, net: BigInt(net), vat, gross: BigInt(net) + vat });
};
const rday = (m: number): Date => day(2026, m, r.int(1, m === 5 || m === 8 || m === 10 ? 30 : 31));

for (let m = 5; m <= 10; m++) {
  const fills = r.int(2, 4);
  for (let i = 0; i < fills; i++)
    add(rday(m), 'Fuel', r.pick(['Circle K', 'Applegreen', 'Maxol']), 'Diesel', cents(r, 55, 95));
  add(day(2026, m, 14), 'Phone & internet', 'Three Ireland', 'Business mobile plan', 4065);
  add(day(2026, m, 3), 'Advertising', 'Google Ads', 'Search ads', cents(r, 60, 140));
}
add(
  day(2026, 6, 22),
  'Van repairs',
  "Kelly's Motors",
  'Service and brake pads',
  cents(r, 380, 520),
);
add(day(2026, 8, 9), 'Van repairs', 'Fast Fit Tyres', 'Two rear tyres', cents(r, 180, 240));
add(day(2026, 9, 30), 'Van repairs', "Kelly's Motors", 'NCT prep and exhaust', cents(r, 250, 330));
add(
  day(2026, 5, 11),
  'Brushes & equipment',
  'Chimney Supplies Ireland',
  'Rods and heads',
  cents(r, 420, 560),
);
add(
  day(2026, 7, 19),
  'Brushes & equipment',
  'Woodies DIY',
  'Dust sheets and tape',
  cents(r, 35, 70),
);
add(day(2026, 8, 24), 'Brushes & equipment', 'Screwfix', 'Vacuum filter set', cents(r, 90, 140));
add(
  day(2026, 9, 6),
  'Brushes & equipment',
  'Chimney Supplies Ireland',
  'CCTV inspection camera',
  cents(r, 610, 690),
);
add(day(2026, 10, 12), 'Brushes & equipment', 'Woodies DIY', 'Ladders', cents(r, 150, 210));
add(day(2026, 6, 1), 'Insurance', 'FBD Insurance', 'Van insurance (annual)', cents(r, 1250, 1500));
add(day(2026, 8, 15), 'Insurance', 'Allianz', 'Public liability (annual)', cents(r, 480, 620));
add(day(2026, 5, 27), 'Advertising', 'DoneDeal', 'Featured listing', cents(r, 25, 45));
add(day(2026, 9, 2), 'Advertising', 'Connacht Tribune', 'Autumn half-page ad', cents(r, 240, 330));
add(day(2026, 5, 4), 'Workwear & PPE', 'Arco', 'FFP3 masks', cents(r, 60, 95));
add(
  day(2026, 8, 29),
  'Workwear & PPE',
  'Woodies DIY',
  'Work gloves and overalls',
  cents(r, 70, 120),
);
add(day(2026, 10, 3), 'Workwear & PPE', 'Arco', 'Safety boots', cents(r, 95, 140));

const CATS = [
  'Fuel',
  'Van repairs',
  'Brushes & equipment',
  'Insurance',
  'Phone & internet',
  'Advertising',
  'Workwear & PPE',
];
const order = (l: Line): number => CATS.indexOf(l.cat) * 1e13 + l.date.getTime();
lines.sort((a, b) => order(a) - order(b));

const G = (xs: Line[]): bigint => total(xs.map((l) => l.gross));
const N = (xs: Line[]): bigint => total(xs.map((l) => l.net));
const of = (cat: string): Line[] => lines.filter((l) => l.cat === cat);
const inM = (m: number): Line[] => lines.filter((l) => l.date.getUTCMonth() === m);
const gross = G(lines);
const net = N(lines);
const vat = total(lines.map((l) => l.vat));
const catG = CATS.map((c) => G(of(c)));
const catN = CATS.map((c) => N(of(c)));
const topCat = argMax(catG);
const monG = [5, 6, 7, 8, 9, 10].map((m) => G(inM(m)));
const monN = [5, 6, 7, 8, 9, 10].map((m) => N(inM(m)));
const topMon = argMax(monG);
const woodies = lines.filter((l) => l.supplier === 'Woodies DIY');
const big = argMax(lines.map((l) => l.gross));
const fuel = of('Fuel');
const over = roundCut(
  lines.map((l) => l.gross),
  9,
  5000,
);
const liability = lines.find((l) => l.details.startsWith('Public liability'))!;

const checks: CrossCheck[] = [
  same('categories = lines (gross)', total(catG), gross),
  same('months = lines (gross)', total(monG), gross),
  same('net + VAT = gross', net + vat, gross),
  same('categories = lines (net)', total(catN), net),
  unique('category gross', catG),
  holds('top category same on net', argMax(catN) === topCat),
  unique('month gross', monG),
  holds('top month same on net', argMax(monN) === topMon),
  unique(
    'line gross',
    lines.map((l) => l.gross),
  ),
  holds('biggest line same on net', argMax(lines.map((l) => l.net)) === big),
  offThreshold(
    'line gross',
    lines.map((l) => l.gross),
    over,
  ),
  offThreshold(
    'line net',
    lines.map((l) => l.net),
    over,
  ),
  holds('Woodies under two categories', new Set(woodies.map((l) => l.cat)).size === 2),
  holds(
    'every line inside Jun–Nov 2026',
    lines.every((l) => l.date >= day(2026, 5, 1) && l.date <= day(2026, 10, 30)),
  ),
];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Expenses');
  title(ws, 1, 'Sweep Right Chimney Services — expenses', 7);
  title(ws, 2, '1 June – 30 November 2026 · euro · VAT at 23% (insurance exempt)', 7);
  header(ws, 4, ['Date', 'Category', 'Supplier', 'Details', 'Net €', 'VAT €', 'Total €']);
  let row = 5;
  const money3 = (rw: ExcelJS.Row, a: bigint, b: bigint, c: bigint): void => {
    rw.getCell(5).value = num(a);
    rw.getCell(6).value = num(b);
    rw.getCell(7).value = num(c);
  };
  for (const c of CATS) {
    for (const l of of(c)) {
      const rw = ws.getRow(row++);
      rw.getCell(1).value = l.date;
      rw.getCell(1).numFmt = 'dd/mm/yyyy';
      rw.getCell(2).value = l.cat;
      rw.getCell(3).value = l.supplier;
      rw.getCell(4).value = l.details;
      money3(rw, l.net, l.vat, l.gross);
    }
    const st = ws.getRow(row++);
    st.getCell(2).value = `${c} subtotal`;
    st.font = { bold: true };
    money3(st, N(of(c)), total(of(c).map((l) => l.vat)), G(of(c)));
    row++;
  }
  const gt = ws.getRow(row);
  gt.getCell(2).value = 'Grand total';
  gt.font = { bold: true };
  money3(gt, net, vat, gross);
  fmt(ws, [5, 6, 7], '€#,##0.00');
  widths(ws, [12, 22, 24, 28, 11, 10, 11]);
  return toBytes(wb);
}

const both = (a: bigint, b: bigint): string[] => [money(a), money(b)];

export const chimneysweep: BlindBook = {
  name: NAME,
  business: 'chimney sweep',
  shape: 'expense log by category with a Category column, subtotal rows, blank rows, grand total',
  bytes,
  checks,
  questions: questionsFor(NAME, [
    [
      'What did we spend in total?',
      { value: both(gross, net), means: 'Grand total, Total € (or Net €)' },
    ],
    [
      'What did we spend on fuel?',
      { value: both(catG[0]!, catN[0]!), means: 'Fuel subtotal, gross or net' },
    ],
    [
      'Which category costs us the most?',
      {
        value: both(catG[topCat]!, catN[topCat]!),
        at: CATS[topCat]!,
        means: 'category with the largest subtotal (same gross and net)',
      },
    ],
    ['How much VAT did we pay?', { value: money(vat), means: 'VAT € column total' }],
    [
      'What did we spend in September?',
      { value: both(monG[3]!, monN[3]!), means: 'lines dated September, gross or net' },
    ],
    [
      'Which month did we spend the most?',
      {
        value: both(monG[topMon]!, monN[topMon]!),
        at: monthAt(topMon + 5, 2026),
        means: 'month with the largest spend (same gross and net)',
      },
    ],
    [
      'How much did we spend at Woodies?',
      { value: both(G(woodies), N(woodies)), means: 'Woodies DIY lines across categories' },
    ],
    [
      'What was our biggest single expense?',
      {
        value: both(lines[big]!.gross, lines[big]!.net),
        means: 'largest line (same gross and net)',
      },
    ],
    ['How many times did we fill up the van?', { value: n(fuel.length), means: 'Fuel lines' }],
    [
      'What does an average diesel fill-up cost us?',
      {
        value: [meanCents(G(fuel), fuel.length), meanCents(N(fuel), fuel.length)],
        means: 'mean Fuel line, gross or net',
      },
    ],
    [
      'What share of our spending is insurance?',
      {
        value: [pct(catG[3]!, gross), pct(catN[3]!, net)],
        tol: 0.01,
        means: 'Insurance / total, gross or net',
      },
    ],
    [
      `How many expenses were over €${grouped(over)}?`,
      {
        value: [n(countOf(lines, (l) => l.gross > over)), n(countOf(lines, (l) => l.net > over))],
        means: `lines over ${money(over)}, gross or net`,
      },
    ],
    [
      'When did we pay for public liability insurance?',
      { at: dayOf(liability.date), means: 'date of the Allianz public liability line' },
    ],
    [
      'Compare our spending in June and November.',
      {
        value: [
          money(monG[5]! - monG[0]!),
          growth(monG[0]!, monG[5]!),
          growth(monG[5]!, monG[0]!),
          money(monN[5]! - monN[0]!),
          growth(monN[0]!, monN[5]!),
          growth(monN[5]!, monN[0]!),
        ],
        abs: true,
        tol: 0.01,
        means: 'June vs November spend, gross or net: difference or % change, by size',
      },
    ],
    [
      'How much did we earn from sweeps in October?',
      { refuse: true, means: 'an expense log holds no income' },
    ],
    ['What will diesel cost us next month?', { refuse: true, means: 'a forecast' }],
    ['What did we spend in May?', { refuse: true, means: 'the log starts on 1 June 2026' }],
  ]),
};
