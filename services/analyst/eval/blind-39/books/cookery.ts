/**
 * cookery: a cooking school's class register, September – November 2026: title rows, one row per
 * class (date, class, chef, capacity, booked, price per seat, revenue, status); cancelled classes
 * keep the bookings they had and show no revenue (refunded); a Totals row. HKD.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argMax,
  countOf,
  day,
  holds,
  monthAt,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(16);
const YEAR = 2026;
const DAYS_IN = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** [class, chef, capacity, price HK$] */
const CLASSES: Array<[string, string, number, number]> = [
  ['Dim Sum Basics', 'Chef Wong', 10, 880],
  ['Cantonese Home Cooking', 'Chef Lam', 12, 780],
  ['Thai Street Food', 'Chef Suda', 12, 820],
  ['Knife Skills', 'Chef Lam', 8, 680],
  ['Egg Tarts & Pineapple Buns', 'Chef Wong', 10, 750],
  ['Kids Dumpling Party', 'Chef Suda', 12, 480],
];
const CHEFS = ['Chef Wong', 'Chef Lam', 'Chef Suda'];

interface Session {
  m: number;
  d: number;
  c: number;
  cap: number;
  booked: number;
  price: number; // cents
  ran: boolean;
  revenue: number; // cents, 0 when cancelled
}
const SESSIONS: Session[] = [];
for (const m of [8, 9, 10]) {
  const n = r.int(13, 16);
  for (let k = 0; k < n; k++) {
    const c = r.int(0, CLASSES.length - 1);
    const [, , cap, price] = CLASSES[c]!;
    const cancelled = r.next() < 0.1;
    const booked = cancelled ? r.int(1, 3) : r.next() < 0.25 ? cap : r.int(3, cap);
    SESSIONS.push({
      m,
      d: r.int(1, DAYS_IN[m]!),
      c,
      cap,
      booked,
      price: price * 100,
      ran: !cancelled,
      revenue: cancelled ? 0 : booked * price * 100,
    });
  }
}
SESSIONS.sort((a, b) => a.m - b.m || a.d - b.d || a.c - b.c);

const ran = SESSIONS.filter((s) => s.ran);
const revenue = total(SESSIONS.map((s) => s.revenue));
const seatsRan = total(ran.map((s) => s.booked));
const capRan = total(ran.map((s) => s.cap));
/** mean of each run class's booked / capacity, in hundredths of a percent (common denominator 120) */
const meanOcc = pct(total(ran.map((s) => (s.booked * 120) / s.cap)), 120 * ran.length);
const classSeats = CLASSES.map((_, c) => total(ran.filter((s) => s.c === c).map((s) => s.booked)));
const classSeatsAll = CLASSES.map((_, c) =>
  total(SESSIONS.filter((s) => s.c === c).map((s) => s.booked)),
);
const popular = argMax(classSeats);
const chefRev = CHEFS.map((ch) =>
  total(SESSIONS.filter((s) => CLASSES[s.c]![1] === ch).map((s) => s.revenue)),
);
const topChef = argMax(chefRev);
const monthRev = [8, 9, 10].map((m) =>
  total(SESSIONS.filter((s) => s.m === m).map((s) => s.revenue)),
);
const bestMonth = argMax(monthRev);
const FEW = 6;
const cancelledN = SESSIONS.length - ran.length;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Class register');
  putRows(ws, [
    ['Wok & Roll Cooking Studio, Sheung Wan'],
    ['Class register — September to November 2026 (HK$)'],
    [],
    ['Date', 'Class', 'Chef', 'Capacity', 'Booked', 'Price per seat', 'Revenue', 'Status'],
    ...SESSIONS.map((s) => [
      day(YEAR, s.m, s.d),
      CLASSES[s.c]![0],
      CLASSES[s.c]![1],
      s.cap,
      s.booked,
      s.price / 100,
      s.ran ? s.revenue / 100 : undefined,
      s.ran ? 'Ran' : 'Cancelled – refunded',
    ]),
    [
      'Totals',
      undefined,
      undefined,
      Number(total(SESSIONS.map((s) => s.cap))),
      Number(total(SESSIONS.map((s) => s.booked))),
      undefined,
      Number(revenue) / 100,
    ],
  ]);
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(4).font = { bold: true };
  ws.getRow(5 + SESSIONS.length).font = { bold: true };
  ws.getColumn(1).numFmt = 'd mmm yyyy';
  ws.getColumn(6).numFmt = '"HK$"#,##0';
  ws.getColumn(7).numFmt = '"HK$"#,##0';
  ws.getColumn(2).width = 28;
  ws.getColumn(8).width = 22;
  return toBytes(wb);
}

export const cookery: BlindBook = {
  name: 'cookery',
  business: 'cooking school',
  shape: 'class / booking register, Sep–Nov 2026, cancelled classes, Totals row',
  bytes,
  questions: questionsFor('cookery', [
    ['How much did the classes bring in?', { value: money(revenue), means: 'Revenue, Totals row' }],
    ['How many classes did we run?', { value: String(ran.length), means: 'rows with Status Ran' }],
    [
      'Which class is the most popular?',
      {
        value: [String(classSeats[popular]!), String(classSeatsAll[popular]!)],
        at: CLASSES[popular]![0],
        means:
          'the class with the most seats booked over its run sessions (the same with cancelled ones)',
      },
    ],
    [
      "What's our average occupancy?",
      {
        value: [pct(seatsRan, capRan), meanOcc],
        tol: 0.05,
        means: 'seats booked / capacity over classes that ran, or the mean of each class’s %',
      },
    ],
    [
      'How much did Dim Sum Basics make?',
      {
        value: money(total(SESSIONS.filter((s) => s.c === 0).map((s) => s.revenue))),
        means: 'its Revenue',
      },
    ],
    [
      'How many classes were cancelled?',
      { value: String(cancelledN), means: 'rows marked Cancelled' },
    ],
    [
      'What did we take in October?',
      { value: money(monthRev[1]!), means: 'Revenue of the October rows' },
    ],
    [
      'Which chef brought in the most?',
      {
        value: money(chefRev[topChef]!),
        at: CHEFS[topChef]!,
        means: 'the chef with the largest summed Revenue',
      },
    ],
    [
      'How many seats did we sell in November?',
      {
        value: [
          String(total(ran.filter((s) => s.m === 10).map((s) => s.booked))),
          String(total(SESSIONS.filter((s) => s.m === 10).map((s) => s.booked))),
        ],
        means: 'Booked on November classes that ran (or including the cancelled ones)',
      },
    ],
    [
      'How many classes sold out?',
      {
        value: String(countOf(ran, (s) => s.booked === s.cap)),
        means: 'classes that ran with Booked = Capacity',
      },
    ],
    [
      "What's the average price per seat?",
      {
        value: [
          meanCents(revenue, Number(seatsRan)),
          meanCents(total(ran.map((s) => s.price)), ran.length),
        ],
        tol: 0.01,
        means: 'Revenue / seats booked on run classes, or the mean Price per seat over run classes',
      },
    ],
    [
      'What was our best month?',
      {
        value: money(monthRev[bestMonth]!),
        at: monthAt(8 + bestMonth, YEAR),
        means: 'the month with the largest Revenue',
      },
    ],
    [
      'How many classes had fewer than 6 people?',
      {
        value: [
          String(countOf(ran, (s) => s.booked < FEW)),
          String(countOf(SESSIONS, (s) => s.booked < FEW)),
        ],
        means: 'classes with Booked below 6 (run classes only, or every row)',
      },
    ],
    ["What's our profit per class?", { refuse: true, means: 'no costs in the register' }],
    [
      'How many repeat customers do we have?',
      { refuse: true, means: 'no customer names in a class register' },
    ],
    [
      'Which class should we add next term?',
      { refuse: true, means: 'an opinion the sheet cannot give' },
    ],
  ]),
  checks: [
    same('chefs = revenue', total(chefRev), revenue),
    same('months = revenue', total(monthRev), revenue),
    same(
      'booked × price = revenue on run classes',
      total(ran.map((s) => s.booked * s.price)),
      revenue,
    ),
    unique('class seats', classSeats),
    holds('same most popular with cancelled bookings', argMax(classSeatsAll) === popular),
    unique('chef revenue', chefRev),
    unique('month revenue', monthRev),
    holds(
      'some run classes under 6 and some not',
      countOf(ran, (s) => s.booked < FEW) > 0 && countOf(ran, (s) => s.booked >= FEW) > 0,
    ),
    holds('some classes cancelled', cancelledN > 0),
  ],
};
