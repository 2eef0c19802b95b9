/** Independent bookshop: a daily sales log (dates as dates), Sept–Oct 2026, closed Sundays, GBP. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  type BlindBook,
  cell,
  day,
  dayPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(3);
interface Day {
  m: number;
  d: number;
  fic: number;
  non: number;
  kids: number;
  gifts: number;
  card: number;
  cash: number;
  note?: string;
}
const days: Day[] = [];
for (const [m, len] of [
  [8, 30],
  [9, 31],
] as const)
  for (let d = 1; d <= len; d++) {
    if (new Date(Date.UTC(2026, m, d)).getUTCDay() === 0) continue;
    const sat = new Date(Date.UTC(2026, m, d)).getUTCDay() === 6;
    const k = sat ? 2 : 1;
    const fic = k * r.int(18000, 42000) + r.int(0, 99);
    const non = k * r.int(12000, 30000) + r.int(0, 99);
    const kids = k * r.int(6000, 22000) + r.int(0, 99);
    const gifts = r.int(1500, 9000) + r.int(0, 99);
    const tot = fic + non + kids + gifts;
    const cash = Math.floor((tot * r.int(8, 22)) / 100);
    const note =
      r.next() < 0.12
        ? r.pick(['author signing', 'school order', 'rainy', 'half-term'])
        : undefined;
    days.push({ m, d, fic, non, kids, gifts, card: tot - cash, cash, note });
  }
const tot = (x: Day): number => x.fic + x.non + x.kids + x.gifts;
const oct = days.filter((x) => x.m === 9);
const sep = days.filter((x) => x.m === 8);
const totals = days.map(tot);
const best = days[argMax(totals)]!;
const all = total(totals);
const octT = total(oct.map(tot));
const ficAll = total(days.map((x) => x.fic));
const nonAll = total(days.map((x) => x.non));
const over1k = oct.filter((x) => tot(x) > 100000).length;
const sats = days.filter((x) => new Date(Date.UTC(2026, x.m, x.d)).getUTCDay() === 6);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Daily takings');
  putRows(ws, [
    ['Chapter & Verse Books — daily takings'],
    [],
    [
      'Date',
      'Fiction',
      'Non-fiction',
      "Children's",
      'Cards & Gifts',
      'Total',
      'Card',
      'Cash',
      'Notes',
    ],
    ...days.map((x) => [
      day(2026, x.m, x.d),
      cell(x.fic),
      cell(x.non),
      cell(x.kids),
      cell(x.gifts),
      cell(tot(x)),
      cell(x.card),
      cell(x.cash),
      x.note,
    ]),
  ]);
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  return toBytes(wb);
}

export const bookshop: BlindBook = {
  name: 'bookshop',
  business: 'independent bookshop',
  shape: 'daily sales log by category, card/cash split',
  bytes,
  questions: questionsFor('bookshop', [
    [
      'what did we take in october',
      { value: hundredths(octT), means: 'sum of Total, October 2026 rows' },
    ],
    ['best day', { at: dayPlaces(2026, best.m, best.d), means: 'date with the highest Total' }],
    [
      "children's book sales in september",
      {
        value: hundredths(total(sep.map((x) => x.kids))),
        means: "Children's column, September rows",
      },
    ],
    [
      'average takings per day in october',
      {
        value: [meanCents(octT, oct.length), meanCents(octT, 31)],
        means: 'October Total / trading days with a row, or / 31 calendar days',
      },
    ],
    [
      'what share of takings was cash',
      {
        value: pct(total(days.map((x) => x.cash)), all),
        means: 'Cash total / Total, both months, × 100',
      },
    ],
    [
      'how many days in october did we do over a grand',
      { value: String(over1k), means: 'count of October rows with Total > £1,000' },
    ],
    [
      'how much more fiction did we sell than non-fiction',
      {
        value: hundredths(ficAll - nonAll),
        abs: true,
        means: 'Fiction total − Non-fiction total, both months (size compared)',
      },
    ],
    [
      'total fiction sales',
      { value: hundredths(ficAll), means: 'Fiction column total, Sept + Oct' },
    ],
    [
      'card takings in september',
      { value: hundredths(total(sep.map((x) => x.card))), means: 'Card column, September rows' },
    ],
    [
      'cards and gifts altogether',
      { value: hundredths(total(days.map((x) => x.gifts))), means: 'Cards & Gifts column total' },
    ],
    [
      'what do saturdays bring in on average',
      {
        value: meanCents(total(sats.map(tot)), sats.length),
        means: 'mean Total over Saturday rows',
      },
    ],
    ['total sales both months', { value: hundredths(all), means: 'Total column, all rows' }],
    [
      'how many books did we sell in october',
      { refuse: true, means: 'the log holds money, not units' },
    ],
    ['what profit did we make in september', { refuse: true, means: 'no costs in the sheet' }],
  ]),
  checks: [
    {
      what: 'categories = total',
      a: total(days.flatMap((x) => [x.fic, x.non, x.kids, x.gifts])),
      b: all,
    },
    { what: 'card + cash = total', a: total(days.flatMap((x) => [x.card, x.cash])), b: all },
    { what: 'best day unique', a: uniqueMax(totals) ? 1n : 0n, b: 1n },
    { what: 'fiction ≠ non-fiction', a: ficAll === nonAll ? 0n : 1n, b: 1n },
  ],
};
