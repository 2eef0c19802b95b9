/** Hand car wash: a daily takings log with text dates and month total rows, rand (R). */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
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

const r = rng(3);
const BASIC = 8000n;
const VALET = 35000n;
const WD = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
interface Day {
  m: number;
  d: number;
  wd: number;
  basic: number;
  valet: number;
  extras: bigint;
  tot: bigint;
  card: bigint;
  cash: bigint;
}
const days: Day[] = [];
for (const m of [8, 9]) {
  const dim = m === 8 ? 30 : 31;
  for (let d = 1; d <= dim; d++) {
    const wd = day(2026, m, d).getUTCDay();
    if (wd === 1) continue; // closed Mondays
    const busy = wd === 6 ? 2 : wd === 0 ? 1.6 : 1;
    const basic = Math.round(r.int(14, 30) * busy);
    const valet = Math.round(r.int(1, 5) * busy);
    const extras = BigInt(r.int(2, 30) * 1000);
    const tot = BigInt(basic) * BASIC + BigInt(valet) * VALET + extras;
    const card = (tot * BigInt(r.int(45, 70))) / 100n;
    days.push({ m, d, wd, basic, valet, extras, tot, card, cash: tot - card });
  }
}
const of = (m: number): Day[] => days.filter((x) => x.m === m);
const S = (xs: Day[], k: 'extras' | 'tot' | 'card' | 'cash'): bigint => total(xs.map((x) => x[k]));
const iBest = argMax(days.map((x) => x.tot));
const byWd = WD.map((_, w) =>
  S(
    days.filter((x) => x.wd === w),
    'tot',
  ),
);
const pickDay = days.find((x) => x.m === 8 && x.d >= 12)!;
const textDate = (x: Day): string =>
  `${WD[x.wd]!.slice(0, 3)} ${String(x.d).padStart(2, '0')}/${String(x.m + 1).padStart(2, '0')}/2026`;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Takings');
  const rows: unknown[][] = [
    ['Sparkle Hand Car Wash - Daily takings (Rand)'],
    ['Basic wash R80, full valet R350. Closed Mondays.'],
    [],
    [
      'Date',
      'Basic washes',
      'Full valets',
      'Basic R',
      'Valet R',
      'Extras R',
      'Total R',
      'Card R',
      'Cash R',
      'Notes',
    ],
  ];
  for (const m of [8, 9]) {
    for (const x of of(m))
      rows.push([
        textDate(x),
        x.basic,
        x.valet,
        cell(BigInt(x.basic) * BASIC),
        cell(BigInt(x.valet) * VALET),
        cell(x.extras),
        cell(x.tot),
        cell(x.card),
        cell(x.cash),
        x.wd === 6 && x.d < 8 ? 'month-start rush' : undefined,
      ]);
    const xs = of(m);
    rows.push([
      m === 8 ? 'September total' : 'October total',
      xs.reduce((a, x) => a + x.basic, 0),
      xs.reduce((a, x) => a + x.valet, 0),
      cell(total(xs.map((x) => BigInt(x.basic) * BASIC))),
      cell(total(xs.map((x) => BigInt(x.valet) * VALET))),
      cell(S(xs, 'extras')),
      cell(S(xs, 'tot')),
      cell(S(xs, 'card')),
      cell(S(xs, 'cash')),
    ]);
    rows.push([]);
  }
  putRows(ws, rows);
  for (let k = 4; k <= 9; k++) ws.getColumn(k).numFmt = '"R"#,##0.00';
  ws.getColumn(1).width = 18;
  return toBytes(wb);
}

const sep = S(of(8), 'tot');
const oct = S(of(9), 'tot');
const best = days[iBest]!;
export const carwash: BlindBook = {
  name: 'carwash',
  business: 'hand car wash',
  shape: 'daily sales log, text dates, month total rows',
  bytes,
  checks: [
    { what: 'card + cash = total', a: S(days, 'card') + S(days, 'cash'), b: S(days, 'tot') },
    {
      what: 'basic + valet + extras = total',
      a:
        total(days.map((x) => BigInt(x.basic) * BASIC + BigInt(x.valet) * VALET)) +
        S(days, 'extras'),
      b: sep + oct,
    },
    { what: 'best day unique', a: uniqueMax(days.map((x) => x.tot)) ? 1n : 0n, b: 1n },
    { what: 'best weekday unique', a: uniqueMax(byWd) ? 1n : 0n, b: 1n },
  ],
  questions: questionsFor('carwash', [
    [
      'total takings in september',
      { value: hundredths(sep), means: 'sum of Total R, September days (= September total row)' },
    ],
    [
      'how many full valets did we do in october',
      {
        value: String(of(9).reduce((a, x) => a + x.valet, 0)),
        means: 'sum of Full valets, October days',
      },
    ],
    [
      'what was our best day',
      {
        at: [...dayPlaces(2026, best.m, best.d), textDate(best)],
        means: 'day with the largest Total R (unique)',
      },
    ],
    [
      'cash taken in october?',
      { value: hundredths(S(of(9), 'cash')), means: 'sum of Cash R, October days' },
    ],
    [
      `how much did we take on ${pickDay.d} september`,
      { value: hundredths(pickDay.tot), means: `Total R on ${textDate(pickDay)}` },
    ],
    [
      'average takings per day in october',
      {
        value: [meanCents(oct, of(9).length), meanCents(oct, 31)],
        means: `October total / ${of(9).length} trading days (Mondays closed, no row); or / 31 calendar days`,
      },
    ],
    [
      'what share of our takings came in on card',
      { value: pct(S(days, 'card'), sep + oct), means: 'Card R / Total R over Sep+Oct, %' },
    ],
    [
      'extras for the two months',
      { value: hundredths(S(days, 'extras')), means: 'sum of Extras R, Sep+Oct' },
    ],
    [
      'which day of the week brings in the most money',
      { at: WD[argMax(byWd)]!, means: 'weekday with the largest summed Total R (unique)' },
    ],
    [
      'how many cars did we wash altogether',
      {
        value: String(days.reduce((a, x) => a + x.basic + x.valet, 0)),
        means: 'basic washes + full valets over Sep+Oct',
      },
    ],
    [
      'how did october compare to september',
      {
        value: [growth(sep, oct), hundredths(oct - sep)],
        means: 'October total vs September total: % change or difference',
      },
    ],
    ["what's our profit", { refuse: true, means: 'no costs in the sheet, only takings' }],
    ['how much did we take in november', { refuse: true, means: 'the log ends on 31 October' }],
    [
      'basic wash revenue in september',
      {
        value: hundredths(total(of(8).map((x) => BigInt(x.basic) * BASIC))),
        means: 'sum of Basic R, September',
      },
    ],
  ]),
};
