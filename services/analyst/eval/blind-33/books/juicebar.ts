/** Juice bar: one sheet per month (weeks down) plus a Summary sheet, Jul–Oct 2026, AUD. */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  type BlindBook,
  MON,
  MONTHS,
  argMax,
  cell,
  day,
  dayPlaces,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(7);
const LINES = ['Juices', 'Smoothies', 'Açaí bowls'] as const;
const MS = [6, 7, 8, 9];
/** Mondays that start a week inside each month */
const weeksOf = (m: number): number[] => {
  const out: number[] = [];
  for (let d = 1; d <= 31; d++) {
    const dt = new Date(Date.UTC(2026, m, d));
    if (dt.getUTCMonth() !== m) break;
    if (dt.getUTCDay() === 1) out.push(d);
  }
  return out;
};
const months = MS.map((m) => {
  const weeks = weeksOf(m).map((d, i) => ({
    label: `Week ${i + 1}`,
    d,
    v: [r.int(2600_00, 4200_00), r.int(1800_00, 3100_00), r.int(900_00, 2200_00)],
  }));
  const lines = [0, 1, 2].map((k) => total(weeks.map((w) => w.v[k]!)));
  return { m, weeks, lines, total: total(lines) };
});
const mt = months.map((x) => x.total);
const lineTot = [0, 1, 2].map((k) => total(months.map((x) => x.lines[k]!)));
const all = total(mt);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  for (const x of months) {
    const ws = wb.addWorksheet(MON[x.m]!);
    putRows(ws, [
      [`Pressed Bondi — ${MONTHS[x.m]} 2026 sales (AUD, inc GST)`],
      [],
      ['Week', 'w/c', ...LINES, 'Total'],
      ...x.weeks.map((w) => [w.label, day(2026, x.m, w.d), ...w.v.map(cell), cell(total(w.v))]),
      ['Total', undefined, ...x.lines.map(cell), cell(x.total)],
    ]);
  }
  const s = wb.addWorksheet('Summary');
  putRows(s, [
    ['Pressed Bondi — summary Jul–Oct 2026'],
    [],
    ['Month', ...LINES, 'Total'],
    ...months.map((x) => [`${MONTHS[x.m]} 2026`, ...x.lines.map(cell), cell(x.total)]),
    ['Total', ...lineTot.map(cell), cell(all)],
  ]);
  return toBytes(wb);
}

const aug = months[1]!;
const augWeeks = aug.weeks.map((w) => total(w.v));
const bestW = aug.weeks[argMax(augWeeks)]!;

export const juicebar: BlindBook = {
  name: 'juicebar',
  business: 'juice bar',
  shape: 'multi-sheet: one sheet per month (weeks down) + Summary',
  bytes,
  questions: questionsFor('juicebar', [
    [
      'total sales july to october',
      { value: hundredths(all), means: 'Summary Total, Jul–Oct 2026' },
    ],
    [
      'best month',
      { at: monthPlaces(MS[argMax(mt)]!, 2026), means: 'month with the highest Total' },
    ],
    [
      'smoothie sales in september',
      { value: hundredths(months[2]!.lines[1]!), means: 'Smoothies, September 2026' },
    ],
    [
      'how much have the açaí bowls brought in altogether',
      { value: hundredths(lineTot[2]!), means: 'Açaí bowls, Jul–Oct total' },
    ],
    [
      'what sells best',
      { at: LINES[argMax(lineTot)]!, means: 'product line with the largest Jul–Oct total' },
    ],
    ['august takings', { value: hundredths(aug.total), means: 'August 2026 Total' }],
    [
      'how much did sales grow from july to october',
      {
        value: [growth(mt[0]!, mt[3]!), hundredths(mt[3]! - mt[0]!)],
        means: 'October Total vs July Total: % change or the difference',
      },
    ],
    [
      'best week in august',
      {
        at: [bestW.label, ...dayPlaces(2026, 7, bestW.d)],
        means: 'August week with the highest Total',
      },
    ],
    [
      'juices as a share of sales',
      { value: pct(lineTot[0]!, all), means: 'Juices / all sales Jul–Oct, % to 2 dp' },
    ],
    ['average month', { value: meanCents(all, 4), means: 'Jul–Oct total / 4' }],
    [
      'how much profit did we make in october',
      { refuse: true, means: 'no costs in the book; sales only' },
    ],
    ['how were sales in june', { refuse: true, means: 'the book starts in July 2026' }],
    [
      'smoothies in jul and aug together',
      {
        value: hundredths(months[0]!.lines[1]! + months[1]!.lines[1]!),
        means: 'Smoothies July + August 2026',
      },
    ],
  ]),
  checks: [
    {
      what: 'weekly rows = month totals',
      a: total(months.flatMap((x) => x.weeks.flatMap((w) => w.v))),
      b: all,
    },
    { what: 'product lines = all', a: total(lineTot), b: all },
    { what: 'unique best month', a: uniqueMax(mt) ? 1n : 0n, b: 1n },
    { what: 'unique best line', a: uniqueMax(lineTot) ? 1n : 0n, b: 1n },
    { what: 'unique best August week', a: uniqueMax(augWeeks) ? 1n : 0n, b: 1n },
  ],
};
