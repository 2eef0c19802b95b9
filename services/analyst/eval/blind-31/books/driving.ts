/** Driving school: an instructor rota with hours per day, rate and pay, four weeks, £. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents } from '../../expect';
import {
  argMax,
  cell,
  day,
  dayPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(12);
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAYNAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const INSTR: Array<[string, bigint]> = [
  ['Priya Shah', 2150n],
  ['Tom Reilly', 1980n],
  ['Dave Coombs', 2050n],
  ['Hannah Lowe', 1900n],
];
const WEEKS = [5, 12, 19, 26]; // w/c Mondays in October 2026
interface Line {
  w: number;
  who: string;
  rate: bigint;
  halves: number[];
  h: number;
  pay: bigint;
}
const lines: Line[] = [];
for (const w of WEEKS)
  for (const [who, rate] of INSTR) {
    const halves = DAYS.map((_, d) => (r.next() < (d === 5 ? 0.9 : 0.7) ? r.int(4, 17) : 0));
    const h = halves.reduce((a, b) => a + b, 0);
    lines.push({ w, who, rate, halves, h, pay: (BigInt(h) * rate) / 2n });
  }
const hh = (halves: number): bigint => BigInt(halves) * 50n; // hours in hundredths
const H = (f: (l: Line) => boolean): bigint => hh(lines.filter(f).reduce((a, l) => a + l.h, 0));
const P = (f: (l: Line) => boolean): bigint => total(lines.filter(f).map((l) => l.pay));
const byWho = INSTR.map(([n]) => H((l) => l.who === n));
const byDay = DAYS.map((_, d) => hh(lines.reduce((a, l) => a + l.halves[d]!, 0)));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Rota Oct');
  putRows(ws, [
    ['Green Light Driving School - instructor rota & hours, October 2026'],
    ['Hours are in-car hours; pay at the hourly rate, paid monthly.'],
    [],
    ['Week commencing', 'Instructor', ...DAYS, 'Total hours', 'Rate £/hr', 'Pay £'],
    ...lines.map((l) => [
      day(2026, 9, l.w),
      l.who,
      ...l.halves.map((x) => (x ? x / 2 : undefined)),
      l.h / 2,
      cell(l.rate),
      cell(l.pay),
    ]),
    [],
    [
      'Month total',
      undefined,
      ...byDay.map((x) => Number(x) / 100),
      Number(H(() => true)) / 100,
      undefined,
      cell(P(() => true)),
    ],
  ]);
  ws.getColumn(1).numFmt = 'd mmm yyyy';
  ws.getColumn(10).numFmt = '£0.00';
  ws.getColumn(11).numFmt = '£#,##0.00';
  return toBytes(wb);
}

const tom12 = lines.find((l) => l.w === 12 && l.who === 'Tom Reilly')!;
export const driving: BlindBook = {
  name: 'driving',
  business: 'driving school',
  shape: 'rota with daily hours per instructor per week, rate and pay',
  bytes,
  checks: [
    { what: 'day columns = total hours', a: total(byDay), b: H(() => true) },
    {
      what: 'pay by instructor = total pay',
      a: total(INSTR.map(([n]) => P((l) => l.who === n))),
      b: P(() => true),
    },
    {
      what: 'top instructor and busiest day unique',
      a: uniqueMax(byWho) && uniqueMax(byDay) ? 1n : 0n,
      b: 1n,
    },
  ],
  questions: questionsFor('driving', [
    [
      'how many hours did priya do in october',
      { value: hundredths(byWho[0]!), means: 'Priya Shah, sum of Total hours, four weeks' },
    ],
    [
      'total instructor pay for the month',
      { value: hundredths(P(() => true)), means: 'Pay £, Month total' },
    ],
    [
      'who worked the most hours',
      { at: INSTR[argMax(byWho)]![0], means: 'instructor with most Total hours (unique)' },
    ],
    [
      'how many hours on saturdays',
      { value: hundredths(byDay[5]!), means: 'Sat column, all rows' },
    ],
    [
      'what did tom earn the week of 12 october',
      { value: hundredths(tom12.pay), means: 'Tom Reilly, w/c 12 Oct 2026, Pay £' },
    ],
    [
      'average hours per instructor per week',
      {
        value: meanCents(
          H(() => true),
          lines.length,
        ),
        means: `total hours / ${lines.length} instructor-weeks, 2 dp`,
      },
    ],
    [
      'busiest day of the week',
      { at: DAYNAMES[argMax(byDay)]!, means: 'weekday column with most hours (unique)' },
    ],
    [
      'how many lessons did we give',
      { refuse: true, means: 'the rota has hours, not lessons (lesson lengths vary)' },
    ],
    ["what's dave's hourly rate", { value: '20.5', means: 'Dave Coombs, Rate £/hr' }],
    [
      'hours in the week of 19 oct',
      {
        value: hundredths(H((l) => l.w === 19)),
        means: `Total hours, rows w/c 19 Oct 2026 (${dayPlaces(2026, 9, 19)[0]})`,
      },
    ],
    ['should we take on another instructor', { refuse: true, means: 'an opinion' }],
    [
      "what's hannah's pay this month",
      {
        value: hundredths(P((l) => l.who === 'Hannah Lowe')),
        means: 'Hannah Lowe, sum of Pay £, October',
      },
    ],
  ]),
};
