/**
 * bubbletea — a bubble tea shop in Singapore (SGD). Daily till reconciliation, November 2026
 * (open every day): date as TEXT ("01/11/2026"), day, float, cash sales and card & PayNow sales
 * from the POS, total sales, expected cash (float + cash sales), cash counted, over / (short)
 * in parentheses, tips from the jar, who closed; a Totals row for the money columns.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  cents,
  countOf,
  day,
  holds,
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
import { dayOf, dmy, fmt, grouped, header, n, num, roundCut, title, widths } from '../helpers';

const r = rng(16);
const NAME = 'bubbletea';
const FLOAT = 20000;
const WD = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const STAFF = ['Wei Ling', 'Jason', 'Aisha', 'Siti'];
const BIG_SHORT_DAY = 19;

interface Day {
  date: Date;
  wd: string;
  cash: number;
  card: number;
  sales: number;
  expected: number;
  counted: number;
  diff: number;
  tips: number;
  by: string;
}
const days: Day[] = Array.from({ length: 30 }, (_, i) => {
  const date = day(2026, 10, i + 1);
  const w = date.getUTCDay();
  const weekend = w === 0 || w === 6;
  const sales = weekend ? cents(r, 1150, 1700) : cents(r, 650, 1100);
  const cash = Math.round((sales * r.int(15, 25)) / 100);
  const u = r.next();
  const diff =
    i + 1 === BIG_SHORT_DAY ? -4830 : u < 0.45 ? 0 : u < 0.8 ? -r.int(5, 1500) : r.int(5, 800);
  const expected = FLOAT + cash;
  return {
    date,
    wd: WD[w]!,
    cash,
    card: sales - cash,
    sales,
    expected,
    counted: expected + diff,
    diff,
    tips: cents(r, 8, 45),
    by: r.pick(STAFF),
  };
});

const S = (f: (d: Day) => number, xs: Day[] = days): bigint => total(xs.map(f));
const sales = S((d) => d.sales);
const diffs = days.map((d) => d.diff);
const netDiff = S((d) => d.diff);
const shortOnly = total(diffs.filter((x) => x < 0));
const absDiffs = diffs.map((x) => Math.abs(x));
const furthest = argMax(absDiffs);
const salesList = days.map((d) => d.sales);
const best = argMax(salesList);
const worst = argMin(salesList);
const over = roundCut(salesList, 9, 10000);
const sats = days.filter((d) => d.wd === 'Sat');
const mostShort = argMin(diffs);
const nov14 = days[13]!;

const checks: CrossCheck[] = [
  same('cash + card = total sales', S((d) => d.cash) + S((d) => d.card), sales),
  same('counted − expected = over/short', S((d) => d.counted) - S((d) => d.expected), netDiff),
  same(
    'float × days + cash sales = expected',
    BigInt(FLOAT * days.length) + S((d) => d.cash),
    S((d) => d.expected),
  ),
  unique('absolute over/short', absDiffs),
  unique('over/short', diffs, 'min'),
  holds('the furthest-out day is the biggest shortage', furthest === mostShort),
  unique('daily sales', salesList),
  unique('daily sales', salesList, 'min'),
  offThreshold('daily sales', salesList, over),
  holds('a net shortage over the month', netDiff < 0n),
];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Till Nov 2026');
  title(ws, 1, 'Pearl & Leaf Bubble Tea — daily till reconciliation', 10);
  title(ws, 2, 'November 2026 · S$ · Over / (short) = cash counted − (float + cash sales)', 10);
  header(ws, 4, [
    'Date',
    'Day',
    'Float',
    'Cash sales',
    'Card & PayNow',
    'Total sales',
    'Expected cash',
    'Cash counted',
    'Over / (short)',
    'Tips',
    'Closed by',
  ]);
  days.forEach((d, i) => {
    ws.getRow(5 + i).values = [
      dmy(d.date),
      d.wd,
      num(FLOAT),
      num(d.cash),
      num(d.card),
      num(d.sales),
      num(d.expected),
      num(d.counted),
      num(d.diff),
      num(d.tips),
      d.by,
    ];
  });
  const tr = ws.getRow(5 + days.length);
  tr.values = [
    'Totals',
    null,
    null,
    num(S((d) => d.cash)),
    num(S((d) => d.card)),
    num(sales),
    null,
    null,
    num(netDiff),
    num(S((d) => d.tips)),
  ];
  tr.font = { bold: true };
  fmt(ws, [3, 4, 5, 6, 7, 8, 10], '#,##0.00');
  fmt(ws, [9], '#,##0.00;(#,##0.00)');
  widths(ws, [12, 6, 9, 11, 14, 12, 13, 13, 13, 9, 10]);
  return toBytes(wb);
}

export const bubbletea: BlindBook = {
  name: NAME,
  business: 'bubble tea shop',
  shape: 'daily till reconciliation: POS cash and card, cash counted, over / (short), tips',
  bytes,
  checks,
  questions: questionsFor(NAME, [
    ['What were our total sales in November?', { value: money(sales), means: 'Total sales total' }],
    [
      'How much were we short over the month?',
      {
        value: [money(netDiff), money(shortOnly)],
        abs: true,
        means: 'net Over / (short) total, or the short days only (by size)',
      },
    ],
    [
      'Which day was the till furthest out?',
      { at: dayOf(days[furthest]!.date), means: 'largest Over / (short) by size' },
    ],
    [
      'How many days was the till short?',
      { value: n(countOf(diffs, (x) => x < 0)), means: 'days below zero' },
    ],
    ['How much did we get in tips?', { value: money(S((d) => d.tips)), means: 'Tips total' }],
    [
      'What was our best day?',
      { value: money(salesList[best]!), at: dayOf(days[best]!.date), means: 'largest Total sales' },
    ],
    [
      "What's our average daily sales?",
      { value: meanCents(sales, days.length), means: 'Total sales / 30' },
    ],
    [
      'How much came in by card and PayNow?',
      { value: money(S((d) => d.card)), means: 'Card & PayNow total' },
    ],
    [
      'What share of our sales was cash?',
      {
        value: pct(
          S((d) => d.cash),
          sales,
        ),
        tol: 0.01,
        means: 'Cash sales / Total sales',
      },
    ],
    [
      'What did we take on 14 November?',
      { value: money(nov14.sales), means: 'Total sales, 14/11/2026' },
    ],
    [
      `On how many days did we sell more than $${grouped(over)}?`,
      {
        value: n(countOf(salesList, (x) => x > over)),
        means: `days with Total sales over ${money(over)}`,
      },
    ],
    [
      'What did we take on Saturdays?',
      { value: money(S((d) => d.sales, sats)), means: 'Total sales of the Saturdays' },
    ],
    [
      'Who closed up on the day we were most short?',
      { at: days[mostShort]!.by, means: 'Closed by, on the lowest Over / (short) day' },
    ],
    [
      'What was our worst day for sales?',
      {
        value: money(salesList[worst]!),
        at: dayOf(days[worst]!.date),
        means: 'smallest Total sales',
      },
    ],
    [
      'What were our cash sales in total?',
      { value: money(S((d) => d.cash)), means: 'Cash sales total' },
    ],
    ['What did we take in October?', { refuse: true, means: 'only November 2026 is held' }],
    ['Is someone stealing from the till?', { refuse: true, means: 'an opinion / accusation' }],
  ]),
};
