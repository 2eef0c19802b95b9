/**
 * vintageshop — a vintage clothing shop in Stockholm (SEK, incl. moms). Sales log 1 Oct – 30 Nov
 * 2026, one row per item sold, dates as ISO TEXT ("2026-10-03"), open Tuesday–Saturday; returns
 * are their own lines with a NEGATIVE amount (receipt "<no>-R"), on the day of the refund. Two
 * title rows, a note row, a blank row, the header on row 5, a Total row (net of returns).
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import {
  argMax,
  countOf,
  day,
  holds,
  offThreshold,
  questionsFor,
  rng,
  same,
  stepped,
  toBytes,
  total,
  unique,
  where,
  type BlindBook,
  type CrossCheck,
} from '../lib';
import { dayOf, roundCut, fmt, grouped, header, iso, n, num, title, widths } from '../helpers';

const r = rng(2);
const NAME = 'vintageshop';

const CATS: Array<[string, number, number, string[]]> = [
  ['Dresses', 350, 1200, ['70s maxi dress', 'Silk slip dress', 'Floral tea dress', 'Wrap dress']],
  ['Jackets', 700, 2400, ['Leather biker jacket', 'Wool coat', 'Suede jacket', 'Trench coat']],
  ['Denim', 300, 900, ["Levi's 501", 'Denim jacket', 'Wrangler flares', 'Lee jeans']],
  ['Knitwear', 250, 800, ['Cowichan cardigan', 'Fair Isle jumper', 'Mohair sweater']],
  ['Accessories', 80, 450, ['Silk scarf', 'Leather belt', 'Beret', 'Handbag']],
  ['Shoes', 400, 1300, ['Dr. Martens boots', 'Cowboy boots', 'Loafers']],
];
const PAY = ['Card', 'Card', 'Card', 'Swish', 'Swish', 'Cash'] as const;

interface Line {
  date: Date;
  receipt: string;
  item: string;
  cat: string;
  pay: string;
  amount: number;
}

const sales: Line[] = [];
let receipt = 20417;
for (let t = Date.UTC(2026, 9, 1); t <= Date.UTC(2026, 10, 30); t += 86400000) {
  const d = new Date(t);
  const wd = d.getUTCDay();
  if (wd === 0 || wd === 1) continue; // closed Sunday and Monday
  const blackFriday = d.getUTCMonth() === 10 && d.getUTCDate() === 27;
  const k = blackFriday ? 9 : r.int(1, wd === 6 ? 4 : 3);
  for (let i = 0; i < k; i++) {
    const [cat, lo, hi, items] = CATS[r.int(0, CATS.length - 1)]!;
    sales.push({
      date: d,
      receipt: String(receipt++),
      item: r.pick(items),
      cat,
      pay: r.pick(PAY),
      amount: stepped(r, lo, hi, 500),
    });
  }
}
/** returns: six earlier sales brought back 3–12 days later, on an open day */
const returns: Line[] = [];
const taken = new Set<number>();
while (returns.length < 6) {
  const i = r.int(0, sales.length - 1);
  const s = sales[i]!;
  if (taken.has(i)) continue;
  let d = new Date(s.date.getTime() + r.int(3, 12) * 86400000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 1) d = new Date(d.getTime() + 86400000);
  if (d > day(2026, 10, 30)) continue;
  taken.add(i);
  returns.push({ ...s, date: d, receipt: `${s.receipt}-R`, amount: -s.amount });
}
const lines: Line[] = [...sales, ...returns].sort(
  (a, b) => a.date.getTime() - b.date.getTime() || (a.amount < 0 ? 1 : 0) - (b.amount < 0 ? 1 : 0),
);

const amt = (xs: Line[]): bigint => total(xs.map((l) => l.amount));
const net = amt(lines);
const gross = amt(sales);
const refunds = amt(returns);
const inMonth = (xs: Line[], m: number): Line[] => xs.filter((l) => l.date.getUTCMonth() === m);
const catNet = CATS.map(([c]) => amt(lines.filter((l) => l.cat === c)));
const catGross = CATS.map(([c]) => amt(sales.filter((l) => l.cat === c)));
const topCat = argMax(catNet);
const byPay = (xs: Line[], p: string): bigint => amt(xs.filter((l) => l.pay === p));
const saleAmts = sales.map((l) => l.amount);
const biggest = argMax(saleAmts);
const over = roundCut(saleAmts, Math.round(sales.length / 4), 10000);
const overCount = countOf(saleAmts, (a) => a > over);

/** days with trade: takings (net) and number of sales */
const days = [...new Set(lines.map((l) => l.date.getTime()))].sort((a, b) => a - b);
const dayNet = days.map((t) => amt(lines.filter((l) => l.date.getTime() === t)));
const dayCount = days.map((t) => sales.filter((l) => l.date.getTime() === t).length);
const busiest = argMax(dayNet);
const firstReturn = returns.reduce((a, b) => (b.date < a.date ? b : a));
const nov14 = lines.filter((l) => l.date.getTime() === Date.UTC(2026, 10, 14));
const nov14Sales = sales.filter((l) => l.date.getTime() === Date.UTC(2026, 10, 14));
const denimOct = inMonth(lines, 9).filter((l) => l.cat === 'Denim');
const denimOctSales = inMonth(sales, 9).filter((l) => l.cat === 'Denim');
const jackets = CATS.findIndex((c) => c[0] === 'Jackets');
const oct = amt(inMonth(lines, 9));
const nov = amt(inMonth(lines, 10));
const octG = amt(inMonth(sales, 9));
const novG = amt(inMonth(sales, 10));

const checks: CrossCheck[] = [
  same('months = net total', oct + nov, net),
  same('categories = net total', total(catNet), net),
  same(
    'card + Swish + cash = net total',
    total(['Card', 'Swish', 'Cash'].map((p) => byPay(lines, p))),
    net,
  ),
  same('gross + refunds = net', gross + refunds, net),
  same(
    'returns mirror their sales',
    -refunds,
    total(where(sales, (_, i) => taken.has(i)).map((i) => sales[i]!.amount)),
  ),
  unique('category net', catNet),
  holds('top category same on gross', argMax(catGross) === topCat),
  unique('single sale', saleAmts),
  unique('day net takings', dayNet),
  unique('day sale count', dayCount),
  holds('busiest day same by takings and by count', argMax(dayCount) === busiest),
  offThreshold('sale', saleAmts, over),
  holds('14 Nov has sales', nov14Sales.length > 0),
  holds(
    'a single first return day',
    returns.filter((l) => l.date.getTime() === firstReturn.date.getTime()).length === 1,
  ),
  holds('denim sold in October', denimOctSales.length > 0),
];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales log');
  title(ws, 1, 'Retro Rosa Vintage AB — sales log', 6);
  title(ws, 2, '1 October – 30 November 2026 · amounts in SEK including moms', 6);
  ws.getCell(3, 1).value = 'Returns are entered as negative lines on the day of the refund.';
  header(ws, 5, ['Date', 'Receipt', 'Item', 'Category', 'Payment', 'Amount']);
  lines.forEach((l, i) => {
    const row = ws.getRow(6 + i);
    row.getCell(1).value = iso(l.date);
    row.getCell(2).value = l.receipt;
    row.getCell(3).value = l.item;
    row.getCell(4).value = l.cat;
    row.getCell(5).value = l.pay;
    row.getCell(6).value = num(l.amount);
  });
  const tr = ws.getRow(6 + lines.length);
  tr.getCell(1).value = 'Total';
  tr.getCell(6).value = num(net);
  tr.font = { bold: true };
  fmt(ws, [6], '#,##0.00 "kr";-#,##0.00 "kr"');
  widths(ws, [12, 10, 24, 13, 10, 14]);
  return toBytes(wb);
}

const both = (a: bigint, b: bigint): string[] => [money(a), money(b)];

export const vintageshop: BlindBook = {
  name: NAME,
  business: 'vintage clothing shop',
  shape: 'sales log, one row per item, returns as negative lines, dates as text',
  bytes,
  checks,
  questions: questionsFor(NAME, [
    [
      'What were our net sales over the two months?',
      { value: money(net), means: 'all lines added, returns negative (the Total row)' },
    ],
    [
      'How did we do last month?',
      { value: both(nov, novG), means: 'November 2026 lines: net of returns, or sales only' },
    ],
    [
      'How much did we refund on returns?',
      { value: money(refunds), abs: true, means: 'the negative lines added (by size)' },
    ],
    ['How many returns did we have?', { value: n(returns.length), means: 'negative lines' }],
    [
      'Which category brings in the most?',
      {
        value: both(catNet[topCat]!, catGross[topCat]!),
        at: CATS[topCat]![0],
        means: 'category with the largest net (same on sales only)',
      },
    ],
    [
      'How much did we take on Swish?',
      {
        value: both(byPay(lines, 'Swish'), byPay(sales, 'Swish')),
        means: 'Swish lines, net or sales only',
      },
    ],
    [
      'What was our biggest single sale?',
      { value: money(saleAmts[biggest]!), means: 'largest positive line' },
    ],
    [
      'What is our average sale?',
      {
        value: [
          meanCents(gross, sales.length),
          meanCents(net, sales.length),
          meanCents(net, lines.length),
        ],
        means: 'mean of the sale lines (or net / sales, or the mean of all lines)',
      },
    ],
    [
      `How many sales were over ${grouped(over)} kr?`,
      { value: n(overCount), means: `positive lines over ${money(over)}` },
    ],
    [
      'Which was our busiest day?',
      {
        at: dayOf(new Date(days[busiest]!)),
        means: 'day with the most takings and the most sales',
      },
    ],
    [
      'How much denim did we sell in October?',
      {
        value: both(amt(denimOct), amt(denimOctSales)),
        means: 'Denim lines dated October, net or sales only',
      },
    ],
    [
      'What share of sales were jackets?',
      {
        value: [pct(catNet[jackets]!, net), pct(catGross[jackets]!, gross)],
        tol: 0.01,
        means: 'Jackets / total, net or sales only',
      },
    ],
    [
      'Compare October with November.',
      {
        value: [
          money(nov - oct),
          growth(oct, nov),
          growth(nov, oct),
          money(novG - octG),
          growth(octG, novG),
          growth(novG, octG),
        ],
        abs: true,
        tol: 0.01,
        means: 'month totals (net or sales only): difference or % change, by size',
      },
    ],
    [
      'When did we have our first return?',
      { at: dayOf(firstReturn.date), means: 'date of the earliest negative line' },
    ],
    [
      'What did we take on Saturday 14 November?',
      {
        value: both(amt(nov14), amt(nov14Sales)),
        means: 'lines dated 2026-11-14, net or sales only',
      },
    ],
    [
      'What profit did we make on the dresses?',
      { refuse: true, means: 'no cost of the stock on the log' },
    ],
    ['What will we sell at the Christmas market?', { refuse: true, means: 'a forecast' }],
  ]),
};
