/**
 * laundromat: a self-service laundromat's daily takings, one sheet per month ("Sep 2026",
 * "Oct 2026", "Nov 2026"), each with a title row, Date | Washers | Dryers | Vending | Total
 * and a Total row, in USD. "Last month" = November 2026.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  bold,
  cell,
  cents,
  day,
  dayPlaces,
  formatCols,
  MONTHS,
  monthAt,
  offThreshold,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  widths,
  type BlindBook,
} from '../lib';

const r = rng(16);
const MS = [8, 9, 10];
const DAYS = [30, 31, 30];
interface Day {
  m: number;
  d: number;
  w: number;
  dr: number;
  v: number;
  t: number;
}
const months: Day[][] = MS.map((m, i) =>
  Array.from({ length: DAYS[i]! }, (_, k) => {
    const d = k + 1;
    const dow = day(2026, m, d).getUTCDay();
    const boost = dow === 0 || dow === 6 ? 1.4 : 1;
    const w = Math.round(cents(r, 180, 420) * boost);
    const dr = Math.round(cents(r, 120, 300) * boost);
    const v = cents(r, 10, 60);
    return { m, d, w, dr, v, t: w + dr + v };
  }),
);
const all = months.flat();
type K = 'w' | 'dr' | 'v' | 't';
const sumK = (xs: Day[], k: K): bigint => total(xs.map((x) => x[k]));
const mT = months.map((xs) => sumK(xs, 't'));
const grand = total(mT);
const dayT = all.map((x) => x.t);
const best = all[argMax(dayT)]!;
const sepT = months[0]!.map((x) => x.t);
const quiet = months[0]![argMin(sepT)]!;
const THRESH = 60000n;
const octT = months[1]!.map((x) => x.t);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  MS.forEach((m, i) => {
    const ws = wb.addWorksheet(`${MONTHS[m]!.slice(0, 3)} 2026`);
    const xs = months[i]!;
    putRows(ws, [
      [`Suds City Laundromat — ${MONTHS[m]} 2026`],
      [],
      ['Date', 'Washers', 'Dryers', 'Vending', 'Total'],
      ...xs.map((x) => [day(2026, m, x.d), cell(x.w), cell(x.dr), cell(x.v), cell(x.t)]),
      ['Total', cell(sumK(xs, 'w')), cell(sumK(xs, 'dr')), cell(sumK(xs, 'v')), cell(mT[i]!)],
    ]);
    bold(ws, 3);
    bold(ws, 4 + xs.length);
    formatCols(ws, [1], 'ddd m/d/yyyy');
    formatCols(ws, [2, 3, 4, 5], '$#,##0.00');
    widths(ws, [16, 12, 12, 12, 12]);
  });
  return toBytes(wb);
}

export const laundromat: BlindBook = {
  name: 'laundromat',
  business: 'self-service laundromat',
  shape:
    'multi-sheet book, one sheet per month (Sep, Oct, Nov 2026): daily Washers, Dryers, Vending, Total; Total row on each',
  bytes,
  checks: [
    same('machines = totals', sumK(all, 'w') + sumK(all, 'dr') + sumK(all, 'v'), grand),
    same('days = month totals', total(dayT), grand),
    unique('month total', mT),
    unique('day total', dayT),
    unique('September day (min)', sepT, 'min'),
    offThreshold('October days vs $600', octT, THRESH),
  ],
  questions: questionsFor('laundromat', [
    [
      'What did we take in October?',
      { value: money(mT[1]!), means: 'the Oct 2026 sheet, Total row' },
    ],
    [
      'How much did we make last month?',
      { value: money(mT[2]!), means: 'the Nov 2026 sheet, Total' },
    ],
    [
      'Which month was best?',
      { at: monthAt(MS[argMax(mT)]!, 2026), means: 'the month sheet with the largest Total' },
    ],
    [
      "What's our best day so far?",
      { at: dayPlaces(2026, best.m, best.d), means: 'the day with the largest Total, all sheets' },
    ],
    [
      'How much did the dryers bring in in September?',
      { value: money(sumK(months[0]!, 'dr')), means: 'Sep 2026 sheet, Dryers total' },
    ],
    [
      'How much vending income have we had across all three months?',
      { value: money(sumK(all, 'v')), means: 'Vending, the three sheets added' },
    ],
    [
      'What was our average daily takings in November?',
      { value: meanCents(mT[2]!, 30), means: 'Nov Total / 30 days (open every day)' },
    ],
    [
      'How did we do on 14 November?',
      { value: money(months[2]![13]!.t), means: 'the Total of 14 Nov 2026' },
    ],
    [
      'What share of takings comes from the washers?',
      { value: pct(sumK(all, 'w'), grand), means: 'Washers / Total, the three months, %' },
    ],
    [
      'Compare November to October.',
      {
        value: [money(mT[2]! - mT[1]!), growth(mT[1]!, mT[2]!)],
        means: 'Nov − Oct Total, or the change %',
      },
    ],
    [
      'On how many days in October did we take more than $600?',
      {
        value: String(octT.filter((t) => BigInt(t) > THRESH).length),
        means: 'October days with Total above $600',
      },
    ],
    [
      'What was our quietest day in September?',
      { at: dayPlaces(2026, 8, quiet.d), means: 'the smallest Total on the Sep 2026 sheet' },
    ],
    [
      'What were total takings for the three months?',
      { value: money(grand), means: 'the three Total rows added' },
    ],
    [
      'How much did the washers make last month?',
      { value: money(sumK(months[2]!, 'w')), means: 'Nov 2026 sheet, Washers total' },
    ],
    ['How much water did we use?', { refuse: true, means: 'no utility usage in the takings book' }],
    ["What's our profit for November?", { refuse: true, means: 'takings only, no costs' }],
    [
      'How many customers came in on Saturdays?',
      { refuse: true, means: 'amounts only, no customer counts' },
    ],
  ]),
};
