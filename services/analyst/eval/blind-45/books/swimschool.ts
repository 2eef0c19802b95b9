/**
 * Book 16 — children's swim school (JPY): a CLASS ATTENDANCE REGISTER for November 2026, one
 * row per session (closed Sundays): date cells (`yyyy/mm/dd`), day, time (text), class,
 * instructor, capacity, booked, attended, no-shows (booked − attended), fee per head and
 * takings (booked × fee, paid in advance); Totals row; whole yen, `"¥"` prefix.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, money, pct } from '../../expect';
import { at, bold, dayOf, fmt, refuse, sumBy, title, val, widths } from '../helpers';
import {
  day,
  extreme,
  groupSum,
  holds,
  questionsFor,
  rng,
  same,
  toBytes,
  uniqueIn,
  type BlindBook,
} from '../lib';

const r = rng(16);
const NAME = 'swimschool';
const CLASSES: Record<string, [cap: number, fee: number]> = {
  Tadpoles: [8, 1800],
  Minnows: [8, 2000],
  Dolphins: [10, 2200],
  Squad: [16, 2500],
  'Adult beginners': [12, 2400],
};
const WD = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
// weekday -> [time, class, instructor]
const PLAN: Record<number, Array<[string, string, string]>> = {
  1: [
    ['16:00', 'Tadpoles', 'Suzuki Mei'],
    ['17:00', 'Dolphins', 'Sato Hiro'],
  ],
  2: [
    ['16:00', 'Minnows', 'Suzuki Mei'],
    ['19:30', 'Adult beginners', 'Tanaka Yuki'],
  ],
  3: [
    ['16:00', 'Tadpoles', 'Suzuki Mei'],
    ['18:00', 'Squad', 'Sato Hiro'],
  ],
  4: [
    ['16:00', 'Minnows', 'Tanaka Yuki'],
    ['17:00', 'Dolphins', 'Sato Hiro'],
  ],
  5: [['18:00', 'Squad', 'Sato Hiro']],
  6: [
    ['09:00', 'Tadpoles', 'Suzuki Mei'],
    ['10:00', 'Minnows', 'Suzuki Mei'],
    ['11:00', 'Dolphins', 'Tanaka Yuki'],
    ['12:00', 'Adult beginners', 'Tanaka Yuki'],
  ],
};
interface S {
  d: Date;
  time: string;
  cls: string;
  who: string;
  cap: number;
  booked: number;
  att: number;
  fee: number;
}
const ss: S[] = [];
for (let x = 1; x <= 30; x++) {
  const d = day(2026, 10, x);
  for (const [time, cls, who] of PLAN[d.getUTCDay()] ?? []) {
    const [cap, fee] = CLASSES[cls]!;
    const booked = cap - Math.max(0, r.int(-2, 3));
    const att = booked - r.int(0, cls === 'Adult beginners' ? 4 : cls === 'Squad' ? 1 : 2);
    ss.push({ d, time, cls, who, cap, booked, att, fee: fee * 100 });
  }
}
const takings = (s: S): number => s.booked * s.fee;
const T = (xs: S[]): bigint => sumBy(xs, takings);
const att = sumBy(ss, (s) => s.att);
const booked = sumBy(ss, (s) => s.booked);
const cap = sumBy(ss, (s) => s.cap);
const noShow = groupSum(
  ss,
  (s) => s.cls,
  (s) => s.booked - s.att,
);
const clsAtt = groupSum(
  ss,
  (s) => s.cls,
  (s) => s.att,
);
const clsBooked = groupSum(
  ss,
  (s) => s.cls,
  (s) => s.booked,
);
const whoCount = groupSum(
  ss,
  (s) => s.who,
  () => 1,
);
const dayAtt = groupSum(
  ss,
  (s) => s.d.toISOString(),
  (s) => s.att,
);
const busiest = new Date(extreme(dayAtt)[0]);
const sats = ss.filter((s) => s.d.getUTCDay() === 6);
const full = ss.filter((s) => s.booked === s.cap).length;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('November');
  title(ws, 1, 'Aqua Kids Swim School — attendance register', 11);
  title(ws, 2, 'November 2026', 11);
  ws.getRow(4).values = [
    'Date',
    'Day',
    'Time',
    'Class',
    'Instructor',
    'Capacity',
    'Booked',
    'Attended',
    'No-shows',
    'Fee',
    'Takings',
  ];
  ss.forEach((s, i) => {
    ws.getRow(5 + i).values = [
      s.d,
      WD[s.d.getUTCDay()]!,
      s.time,
      s.cls,
      s.who,
      s.cap,
      s.booked,
      s.att,
      s.booked - s.att,
      s.fee / 100,
      takings(s) / 100,
    ];
  });
  const tr = 5 + ss.length;
  ws.getRow(tr).values = [
    'Totals',
    null,
    null,
    null,
    null,
    Number(cap),
    Number(booked),
    Number(att),
    Number(booked - att),
    null,
    Number(T(ss)) / 100,
  ];
  bold(ws, 4, tr);
  ws.getColumn(1).numFmt = 'yyyy/mm/dd';
  fmt(ws, [10, 11], '"¥"#,##0');
  widths(ws, [12, 6, 7, 16, 13, 9, 8, 9, 9, 8, 11]);
  return toBytes(wb);
}

const mei = sumBy(
  ss.filter((s) => s.who === 'Suzuki Mei'),
  (s) => s.att,
);
export const swimschool: BlindBook = {
  name: NAME,
  business: "children's swim school",
  shape: 'class attendance register with capacity, bookings, no-shows and takings',
  bytes,
  checks: [
    same(
      'fee × booked = takings',
      sumBy(ss, (s) => s.booked * s.fee),
      T(ss),
    ),
    same(
      'classes = takings',
      [...groupSum(ss, (s) => s.cls, takings).values()].reduce((a, b) => a + b, 0n),
      T(ss),
    ),
    same(
      'attended + no-shows = booked',
      att + [...noShow.values()].reduce((a, b) => a + b, 0n),
      booked,
    ),
    uniqueIn('most no-shows', noShow),
    uniqueIn('most popular class', clsAtt),
    uniqueIn('most booked class', clsBooked),
    uniqueIn('busiest instructor', whoCount),
    uniqueIn('busiest day', dayAtt),
    holds(
      'no Sunday sessions',
      ss.every((s) => s.d.getUTCDay() !== 0),
    ),
  ],
  questions: questionsFor(NAME, [
    ['How much did we take in November?', val(money(T(ss)), 'Takings, Totals')],
    ['How many swimmers attended in total?', val(String(att), 'Attended, Totals')],
    [
      'How full were our classes?',
      val([pct(booked, cap), pct(att, cap)], 'Booked / Capacity (or Attended / Capacity), %', {
        tol: 0.01,
      }),
    ],
    ['Which class has the most no-shows?', at(extreme(noShow)[0], 'largest No-shows by class')],
    [
      'What is our most popular class?',
      at([extreme(clsAtt)[0], extreme(clsBooked)[0]], 'most Attended (or most Booked)'),
    ],
    [
      'Which instructor taught the most sessions?',
      at(extreme(whoCount)[0], 'instructor with the most rows'),
    ],
    [
      'How much did the Squad bring in?',
      val(money(T(ss.filter((s) => s.cls === 'Squad'))), 'Takings, Squad'),
    ],
    [
      "What's our average attendance per session?",
      val(hundredths(divRound(att * 100n, BigInt(ss.length))), 'Attended / sessions', {
        tol: 0.01,
      }),
    ],
    ['How many sessions did we run?', val(String(ss.length), 'rows in the register')],
    ['Which was our busiest day?', at(dayOf(busiest), 'day with the most Attended')],
    ['How many no-shows did we have?', val(String(booked - att), 'No-shows, Totals')],
    ['How many sessions were fully booked?', val(String(full), 'Booked = Capacity')],
    ['How much did we take on Saturdays in total?', val(money(T(sats)), 'Takings, Saturdays')],
    ['How many swimmers did Suzuki Mei teach?', val(String(mei), 'Attended, Suzuki Mei')],
    ['How many swimmers came in October?', refuse('the register covers November only')],
    [
      "What's the fee for a Dolphins class?",
      val(money(CLASSES['Dolphins']![1] * 100), 'Fee, Dolphins'),
    ],
    ['Who is our best instructor?', refuse('an opinion')],
  ]),
};
