/** Taxi firm: a daily takings log for October 2026 with dates as text, blank rows between weeks, GBP. */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, pct } from '../../expect';
import {
  type BlindBook,
  argMax,
  argMin,
  cell,
  dayPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(4);
const DOW = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const closed = new Set([5, 19]); // two Mondays off the road (MOT, funeral)
const days = Array.from({ length: 31 }, (_, i) => i + 1)
  .filter((d) => !closed.has(d))
  .map((d) => {
    const dow = new Date(Date.UTC(2026, 9, d)).getUTCDay();
    const busy = dow === 5 || dow === 6 ? 2 : 1;
    const cash = r.int(90_00, 260_00) * busy;
    const card = r.int(120_00, 340_00) * busy;
    const account = r.next() < 0.6 ? r.int(40_00, 180_00) : 0;
    return {
      d,
      dow,
      text: `${DOW[dow]} ${String(d).padStart(2, '0')}/10/2026`,
      cash,
      card,
      account,
      total: cash + card + account,
      fuel: r.int(25_00, 70_00),
      jobs: r.int(14, 30) * busy,
    };
  });
const T = (f: (x: (typeof days)[number]) => number): bigint => total(days.map(f));
const totals = days.map((x) => x.total);
const best = days[argMax(totals)]!;
const worst = days[argMin(totals)]!;
const places = (x: (typeof days)[number]): string[] => [...dayPlaces(2026, 9, x.d), x.text];
const oct14 = days.find((x) => x.d === 14)!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Oct takings');
  const rows: unknown[][] = [
    ['Castle Cabs — daily takings'],
    ['October 2026 (car 1 + car 2 combined)'],
    [
      'Date',
      'Cash fares £',
      'Card fares £',
      'Account work £',
      'Total takings £',
      'Fuel £',
      'Jobs',
      'Notes',
    ],
  ];
  for (const x of days) {
    if (x.dow === 1 && rows.length > 3) rows.push([]);
    rows.push([
      x.text,
      cell(x.cash),
      cell(x.card),
      x.account ? cell(x.account) : undefined,
      cell(x.total),
      cell(x.fuel),
      x.jobs,
      x.d === 31 ? 'Halloween – both cars out late' : undefined,
    ]);
  }
  rows.push([]);
  rows.push([
    'TOTAL',
    cell(T((x) => x.cash)),
    cell(T((x) => x.card)),
    cell(T((x) => x.account)),
    cell(T((x) => x.total)),
    cell(T((x) => x.fuel)),
    Number(T((x) => x.jobs)),
    'closed Mon 5th and Mon 19th',
  ]);
  putRows(ws, rows);
  return toBytes(wb);
}

const tot = T((x) => x.total);

export const taxi: BlindBook = {
  name: 'taxi',
  business: 'taxi firm',
  shape: 'daily sales log, dates as text, blank rows between weeks, TOTAL row',
  bytes,
  questions: questionsFor('taxi', [
    [
      'what did we take in october',
      { value: hundredths(tot), means: 'Total takings £, all October rows' },
    ],
    ['best day?', { at: places(best), means: 'day with the highest Total takings £' }],
    ['how much cash came in', { value: hundredths(T((x) => x.cash)), means: 'Cash fares £ total' }],
    [
      'what percentage of takings was on card',
      {
        value: pct(
          T((x) => x.card),
          tot,
        ),
        means: 'Card fares £ / Total takings £, % to 2 dp',
      },
    ],
    ['fuel for the month', { value: hundredths(T((x) => x.fuel)), means: 'Fuel £ total' }],
    [
      'average takings a day',
      {
        value: [meanCents(tot, days.length), meanCents(tot, 31)],
        means: 'Total takings / 29 trading days (or / 31 calendar days)',
      },
    ],
    ['number of jobs done', { value: String(T((x) => x.jobs)), means: 'Jobs column total' }],
    ['quietest day', { at: places(worst), means: 'day with the lowest Total takings £' }],
    [
      'takings on the 14th',
      { value: hundredths(oct14.total), means: 'Total takings £ on Wed 14/10/2026' },
    ],
    [
      'account work total',
      { value: hundredths(T((x) => x.account)), means: 'Account work £ total (blanks = 0)' },
    ],
    [
      'which driver took the most',
      { refuse: true, means: 'drivers are not in the sheet (cars combined)' },
    ],
    [
      'how much did we take in november',
      { refuse: true, means: 'the log covers October 2026 only' },
    ],
    [
      'what did we clear after fuel',
      { value: hundredths(tot - T((x) => x.fuel)), means: 'Total takings − Fuel, October' },
    ],
    [
      'average fare per job',
      {
        value: hundredths(
          divRound(
            tot,
            T((x) => x.jobs),
          ),
        ),
        means: 'Total takings / total Jobs, to the cent',
      },
    ],
  ]),
  checks: [
    {
      what: 'cash + card + account = total takings',
      a: T((x) => x.cash) + T((x) => x.card) + T((x) => x.account),
      b: tot,
    },
    { what: 'unique best day', a: uniqueMax(totals) ? 1n : 0n, b: 1n },
    { what: 'unique worst day', a: uniqueMax(totals.map((x) => -x)) ? 1n : 0n, b: 1n },
  ],
};
