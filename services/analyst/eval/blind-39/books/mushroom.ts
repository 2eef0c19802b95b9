/**
 * mushroom: a mushroom farm's sales by customer, 1 January – 30 November 2026: title rows,
 * customers grouped by segment (a heading row, the customers, a "Total <segment>" row, a blank
 * row), invoices, kg sold, net sales, VAT at 2.6 % and total incl. VAT; a TOTAL row. CHF.
 */
import ExcelJS from 'exceljs';
import { divRound, meanCents, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  countOf,
  holds,
  offThreshold,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(13);
const SEGMENTS = ['Restaurants', 'Shops', 'Markets'] as const;
/** [customer, segment, kg lo, kg hi, price lo, price hi (CHF/kg)] */
const SPEC: Array<[string, number, number, number, number, number]> = [
  ['Restaurant Alpenblick', 0, 700, 1000, 19, 23],
  ['Gasthof Löwen', 0, 350, 600, 19, 23],
  ['Bistro Aare', 0, 250, 450, 20, 24],
  ['Hotel Bellevue Thun', 0, 900, 1300, 18, 21],
  ['Trattoria Ponte', 0, 200, 380, 20, 24],
  ['Zum Goldenen Hirschen', 0, 150, 300, 20, 25],
  ['Bio-Laden Sonnenblume', 1, 400, 700, 15, 18],
  ['Dorfladen Käser', 1, 120, 260, 15, 18],
  ['Feinkost Meier', 1, 300, 520, 16, 19],
  ['Marktladen Burgdorf', 1, 500, 800, 14, 17],
  ['Bern Bundesplatz market stall', 2, 600, 900, 24, 28],
  ['Thun Saturday market stall', 2, 350, 600, 24, 28],
];
interface Cust {
  name: string;
  seg: number;
  invoices: number;
  kg: number;
  net: bigint;
  vat: bigint;
  gross: bigint;
}
const CUSTS: Cust[] = SPEC.map(([name, seg, lo, hi, plo, phi]) => {
  const kg = r.int(lo, hi);
  const price = r.int(plo * 20, phi * 20) * 5; // per kg in rappen, to 5 rappen
  const net = BigInt(kg * price);
  const vat = divRound(net * 26n, 1000n);
  const invoices = seg === 2 ? 0 : r.int(Math.ceil(kg / 40), Math.ceil(kg / 20));
  return { name, seg, invoices, kg, net, vat, gross: net + vat };
});
const nets = CUSTS.map((c) => c.net);
const grosses = CUSTS.map((c) => c.gross);
const net = total(nets);
const vat = total(CUSTS.map((c) => c.vat));
const gross = net + vat;
const kg = total(CUSTS.map((c) => c.kg));
const invoices = total(CUSTS.map((c) => c.invoices));
const invoiced = CUSTS.filter((c) => c.invoices > 0);
const segOf = (s: number, f: (c: Cust) => bigint | number): bigint =>
  total(CUSTS.filter((c) => c.seg === s).map(f));
const top = argMax(nets);
const low = argMin(nets);
const C = (name: string): Cust => CUSTS.find((c) => c.name === name)!;
const OVER = 1000000n; // CHF 10,000
const top3 = [...nets].sort((a, b) => (b > a ? 1 : b < a ? -1 : 0)).slice(0, 3);
const top3g = [...grosses].sort((a, b) => (b > a ? 1 : b < a ? -1 : 0)).slice(0, 3);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales by customer');
  const f = (x: bigint): number => Number(x) / 100;
  const rows: unknown[][] = [
    ['Pilzhof Emmental GmbH'],
    ['Sales by customer — 1 January to 30 November 2026'],
    ['CHF · market stalls are cash sales (no invoices)'],
    [],
    ['Customer', 'Invoices', 'kg sold', 'Net sales', 'VAT 2.6%', 'Total incl. VAT'],
  ];
  SEGMENTS.forEach((s, k) => {
    rows.push([s]);
    for (const c of CUSTS.filter((x) => x.seg === k))
      rows.push([c.name, c.invoices || undefined, c.kg, f(c.net), f(c.vat), f(c.gross)]);
    rows.push([
      `Total ${s}`,
      Number(segOf(k, (c) => c.invoices)) || undefined,
      Number(segOf(k, (c) => c.kg)),
      f(segOf(k, (c) => c.net)),
      f(segOf(k, (c) => c.vat)),
      f(segOf(k, (c) => c.gross)),
    ]);
    rows.push([]);
  });
  rows.push(['TOTAL', Number(invoices), Number(kg), f(net), f(vat), f(gross)]);
  putRows(ws, rows);
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(5).font = { bold: true };
  ws.eachRow((row) => {
    const a = String(row.getCell(1).value ?? '');
    if (a.startsWith('Total') || a === 'TOTAL' || (SEGMENTS as readonly string[]).includes(a))
      row.font = { bold: true };
  });
  ws.getColumn(3).numFmt = '#,##0';
  for (const c of [4, 5, 6]) ws.getColumn(c).numFmt = '"CHF "#,##0.00';
  ws.getColumn(1).width = 30;
  return toBytes(wb);
}

export const mushroom: BlindBook = {
  name: 'mushroom',
  business: 'mushroom farm',
  shape: 'sales by customer Jan–Nov 2026, segment groups with subtotals, net / VAT / gross',
  bytes,
  questions: questionsFor('mushroom', [
    [
      'What were our net sales this year?',
      { value: money(net), means: 'Net sales, TOTAL row (Jan–Nov 2026, excl. VAT)' },
    ],
    [
      "Who's our biggest customer?",
      {
        value: [money(nets[top]!), money(grosses[top]!)],
        at: CUSTS[top]!.name,
        means: 'the customer with the largest Net sales (same order incl. VAT)',
      },
    ],
    [
      'How much did Restaurant Alpenblick buy from us?',
      {
        value: [money(C('Restaurant Alpenblick').net), money(C('Restaurant Alpenblick').gross)],
        means: 'its Net sales, or Total incl. VAT',
      },
    ],
    [
      'What share of sales comes from restaurants?',
      {
        value: [
          pct(
            segOf(0, (c) => c.net),
            net,
          ),
          pct(
            segOf(0, (c) => c.gross),
            gross,
          ),
        ],
        tol: 0.01,
        means: 'Total Restaurants / TOTAL × 100, net or incl. VAT',
      },
    ],
    [
      'How many kilos did we sell to shops?',
      { value: String(segOf(1, (c) => c.kg)), means: 'kg sold, Total Shops row' },
    ],
    [
      "What's our average price per kilo?",
      {
        value: [meanCents(net, Number(kg)), meanCents(gross, Number(kg))],
        tol: 0.01,
        means: 'Net sales / kg sold (or incl. VAT / kg)',
      },
    ],
    [
      'How many customers spent more than CHF 10,000 with us?',
      {
        value: String(countOf(nets, (x) => x > OVER)),
        means: 'customers with Net sales above CHF 10,000 (the same count incl. VAT)',
      },
    ],
    [
      "Who's our smallest customer?",
      {
        value: [money(nets[low]!), money(grosses[low]!)],
        at: CUSTS[low]!.name,
        means: 'the customer with the smallest Net sales',
      },
    ],
    ['How many invoices did we raise?', { value: String(invoices), means: 'Invoices, TOTAL row' }],
    [
      "What's our average invoice?",
      {
        value: [
          meanCents(total(invoiced.map((c) => c.net)), Number(invoices)),
          meanCents(total(invoiced.map((c) => c.gross)), Number(invoices)),
        ],
        tol: 0.01,
        means:
          'net (or incl. VAT) sales of invoiced customers / invoices (market stalls have none)',
      },
    ],
    ['How much VAT did we charge?', { value: money(vat), means: 'VAT 2.6%, TOTAL row' }],
    [
      'How much did the markets bring in?',
      {
        value: [money(segOf(2, (c) => c.net)), money(segOf(2, (c) => c.gross))],
        means: 'Total Markets, net or incl. VAT',
      },
    ],
    [
      'What share of sales do our top three customers account for?',
      {
        value: [pct(total(top3), net), pct(total(top3g), gross)],
        tol: 0.01,
        means: 'the three largest customers’ Net sales / TOTAL × 100 (or incl. VAT)',
      },
    ],
    [
      'How much did Restaurant Alpenblick buy in March?',
      { refuse: true, means: 'the report has no months' },
    ],
    [
      'Which mushroom sells best?',
      { refuse: true, means: 'no varieties in a sales-by-customer report' },
    ],
    ['Which customers pay late?', { refuse: true, means: 'no payment dates in the sheet' }],
  ]),
  checks: [
    same(
      'segments = TOTAL net',
      segOf(0, (c) => c.net) + segOf(1, (c) => c.net) + segOf(2, (c) => c.net),
      net,
    ),
    same('net + VAT = gross', total(grosses), gross),
    unique('customer net', nets),
    unique('customer net', nets, 'min'),
    holds('the same customers lead incl. VAT', argMax(grosses) === top && argMin(grosses) === low),
    offThreshold('customer net', nets, OVER),
    holds(
      'no customer between CHF 10,000 net and gross',
      countOf(nets, (x) => x > OVER) === countOf(grosses, (x) => x > OVER),
    ),
    holds(
      'markets have no invoices',
      CUSTS.every((c) => (c.seg === 2) === (c.invoices === 0)),
    ),
  ],
};
