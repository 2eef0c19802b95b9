/**
 * sweetshop: an Indian sweet shop's daily takings log for October-November 2026 in rupees
 * (Diwali was 8 November). One row per day: date, weekday, cash, UPI, card, Swiggy / Zomato,
 * a Total column, bills, remarks; "Closed" days with blank amounts; a "Total October" row, a
 * "Total November" row and a "Grand total" row. Lakh digit grouping.
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  dayPlaces,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(13);
const WD = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const CLOSED: Record<string, string> = {
  '9-13': 'Closed: repairs to the bhatti',
  '10-9': 'Closed: day after Diwali',
};
// festival lift by [month, day]
const LIFT: Record<string, [number, string]> = {
  '9-20': [1.6, 'Dussehra'],
  '10-5': [2.1, ''],
  '10-6': [3.2, 'Dhanteras'],
  '10-7': [3.6, 'Chhoti Diwali'],
  '10-8': [2.7, 'Diwali'],
  '10-10': [1.7, ''],
  '10-11': [1.9, 'Bhai Dooj'],
};

interface Day {
  date: Date;
  closed?: string;
  cash: number;
  upi: number;
  card: number;
  apps: number;
  bills: number;
  remark?: string;
}
const days: Day[] = [];
for (let t = Date.UTC(2026, 9, 1); t <= Date.UTC(2026, 10, 30); t += 86400000) {
  const date = new Date(t);
  const key = `${date.getUTCMonth()}-${date.getUTCDate()}`;
  if (CLOSED[key]) {
    days.push({ date, closed: CLOSED[key], cash: 0, upi: 0, card: 0, apps: 0, bills: 0 });
    continue;
  }
  const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 1.25 : 1;
  const [lift, remark] = LIFT[key] ?? [1, ''];
  const f = weekend * lift;
  // rupees, whole; Diwali week in November lifts everything
  const cash = Math.round(r.int(14000, 22000) * f);
  const upi = Math.round(r.int(21000, 32000) * f);
  const card = Math.round(r.int(4000, 9000) * f * (lift > 2 ? 1.4 : 1));
  const apps = Math.round(r.int(3500, 7500) * (lift > 2 ? 0.6 : 1));
  const bills = Math.round(r.int(210, 290) * f * (lift > 2 ? 0.75 : 1));
  days.push({ date, cash, upi, card, apps, bills, remark: remark || undefined });
}
const amt = (d: Day): number => d.cash + d.upi + d.card + d.apps;
const rupees = (n: number): bigint => BigInt(n) * 100n; // as cents
const oct = days.filter((d) => d.date.getUTCMonth() === 9);
const nov = days.filter((d) => d.date.getUTCMonth() === 10);
const sum = (ds: Day[], f: (d: Day) => number): bigint => rupees(ds.reduce((s, d) => s + f(d), 0));
const octT = sum(oct, amt);
const novT = sum(nov, amt);
const open = (ds: Day[]): Day[] => ds.filter((d) => !d.closed);
const totals = days.map(amt);
const best = argMax(totals);
const octOpen = open(oct);
const worstOct = argMin(octOpen.map(amt));
const lakh = days.filter((d) => amt(d) > 100000).length;
const novBills = nov.reduce((s, d) => s + d.bills, 0);
const d8 = days.find((d) => d.date.getUTCMonth() === 10 && d.date.getUTCDate() === 8)!;
const place = (d: Day): string[] => dayPlaces(2026, d.date.getUTCMonth(), d.date.getUTCDate());

const questions = questionsFor('sweetshop', [
  ['total takings in november', { value: hundredths(novT), means: 'Total November row, Total ₹' }],
  ['best day', { at: place(days[best]!), means: 'The day with the highest Total' }],
  [
    'how much came through UPI in october',
    { value: hundredths(sum(oct, (d) => d.upi)), means: 'UPI, October' },
  ],
  [
    'average daily takings in november',
    {
      value: [meanCents(novT, open(nov).length), meanCents(novT, nov.length)],
      means: 'November total / days open (29), or / 30 calendar days',
    },
  ],
  [
    'how many days did we cross 1 lakh',
    { value: String(lakh), means: 'Days whose Total is above ₹1,00,000' },
  ],
  [
    'cash share of november takings',
    {
      value: pct(
        sum(nov, (d) => d.cash),
        novT,
      ),
      means: 'Cash / Total, November, %',
    },
  ],
  [
    'how did november compare to october',
    {
      value: [hundredths(novT - octT), growth(octT, novT)],
      means: 'November − October total, or the % change',
    },
  ],
  [
    'what did we take on 8 nov',
    { value: hundredths(rupees(amt(d8))), means: 'Total, 8 November 2026' },
  ],
  ['how many bills in november', { value: String(novBills), means: 'Sum of Bills, November' }],
  [
    'average bill value in november',
    { value: meanCents(novT, novBills), means: 'November total / November bills' },
  ],
  [
    'swiggy zomato total',
    {
      value: hundredths(sum(days, (d) => d.apps)),
      means: 'Swiggy / Zomato over the whole log (Oct + Nov)',
    },
  ],
  [
    'worst day in october',
    { at: place(octOpen[worstOct]!), means: 'Lowest Total among October days open' },
  ],
  [
    'card payments on diwali',
    { value: hundredths(rupees(d8.card)), means: 'Card, 8 November (Diwali)' },
  ],
  ['how many days were we closed', { value: '2', means: 'Rows marked Closed' }],
  [
    'what will december takings be',
    { refuse: true, means: 'A forecast; December is not in the log' },
  ],
  ['what was our profit in november', { refuse: true, means: 'Takings only; no costs' }],
  ['how many boxes of kaju katli did we sell', { refuse: true, means: 'No item-level sales' }],
]);

const INR = '[>=10000000]"₹"##\\,##\\,##\\,##0;[>=100000]"₹"##\\,##\\,##0;"₹"##,##0';

export const sweetshop: BlindBook = {
  name: 'sweetshop',
  business: 'sweet shop',
  shape:
    'daily takings log Oct-Nov: payment columns + Total column, closed days, month totals, grand total',
  questions,
  checks: [
    same('months = grand total', octT + novT, sum(days, amt)),
    same(
      'payment columns = Total column',
      sum(days, (d) => d.cash) +
        sum(days, (d) => d.upi) +
        sum(days, (d) => d.card) +
        sum(days, (d) => d.apps),
      sum(days, amt),
    ),
    unique('day total', totals),
    unique('October open-day total', octOpen.map(amt), 'min'),
    holds('8 November is the Diwali row', d8.remark === 'Diwali'),
    holds(
      'no day at exactly 1 lakh',
      totals.every((t) => t !== 100000),
    ),
    holds('two closed days', days.filter((d) => d.closed).length === 2),
  ],
  bytes: async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Takings Oct-Nov');
    const row = (d: Day): unknown[] => [
      d.date,
      WD[d.date.getUTCDay()],
      ...(d.closed
        ? [undefined, undefined, undefined, undefined, undefined, undefined, d.closed]
        : [d.cash, d.upi, d.card, d.apps, amt(d), d.bills, d.remark]),
    ];
    const tot = (label: string, ds: Day[]): unknown[] => [
      label,
      undefined,
      cell(sum(ds, (d) => d.cash)),
      cell(sum(ds, (d) => d.upi)),
      cell(sum(ds, (d) => d.card)),
      cell(sum(ds, (d) => d.apps)),
      cell(sum(ds, amt)),
      ds.reduce((s, d) => s + d.bills, 0),
    ];
    putRows(ws, [
      ['Sri Lakshmi Sweets & Snacks, Jayanagar'],
      ['Daily takings register: October and November 2026 (₹)'],
      [],
      ['Date', 'Day', 'Cash', 'UPI', 'Card', 'Swiggy / Zomato', 'Total', 'Bills', 'Remarks'],
      ...oct.map(row),
      tot('Total October', oct),
      [],
      ...nov.map(row),
      tot('Total November', nov),
      [],
      tot('Grand total', days),
    ]);
    ws.getRow(1).font = { bold: true, size: 14 };
    ws.getRow(4).font = { bold: true };
    ws.getColumn(1).numFmt = 'dd-mmm-yy';
    ws.getColumn(1).width = 14;
    for (let c = 3; c <= 7; c++) {
      ws.getColumn(c).numFmt = INR;
      ws.getColumn(c).width = 14;
    }
    ws.getColumn(9).width = 30;
    return toBytes(wb);
  },
};
