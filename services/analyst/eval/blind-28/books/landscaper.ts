/** landscaper: landscaping crew, biweekly payroll register with withholding columns and totals, $. */
import ExcelJS from 'exceljs';
import { divRound, hundredths } from '../../expect';
import {
  argMax,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(5);
const STAFF = [
  { name: 'Maria Gonzalez', rate: 2650 },
  { name: 'Tom Becker', rate: 2200 },
  { name: 'Luis Ortega', rate: 2350 },
  { name: 'Jake Miller', rate: 1850 },
  { name: 'Aisha Brown', rate: 2450 },
];
// biweekly Fridays from 2026-07-10
const payDates = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 6, 10 + 14 * i)));
interface Line {
  date: Date;
  name: string;
  hours2: number; // half-hours
  rate: number;
  gross: bigint;
  fed: bigint;
  state: bigint;
  fica: bigint;
  net: bigint;
}
const lines: Line[] = [];
for (const date of payDates)
  for (const s of STAFF) {
    const hours2 = r.int(120, 176);
    const gross = BigInt((hours2 * s.rate) / 2);
    const fed = divRound(gross * 10n, 100n);
    const state = divRound(gross * 4n, 100n);
    const fica = divRound(gross * 765n, 10000n);
    lines.push({
      date,
      name: s.name,
      hours2,
      rate: s.rate,
      gross,
      fed,
      state,
      fica,
      net: gross - fed - state - fica,
    });
  }
const sumF = (ls: Line[], f: (l: Line) => bigint) => total(ls.map(f));
const byName = (n: string) => lines.filter((l) => l.name === n);
const inMonth = (m: number) => lines.filter((l) => l.date.getUTCMonth() === m);
const hoursBy = STAFF.map((s) => byName(s.name).reduce((a, l) => a + l.hours2, 0));
const most = argMax(hoursBy);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll Register');
  putRows(ws, [
    ['Greenway Landscaping LLC'],
    ['Payroll Register  07/10/2026 - 10/02/2026'],
    [],
    [
      'Pay Date',
      'Employee',
      'Hours',
      'Rate',
      'Gross Pay',
      'Federal W/H',
      'State W/H',
      'FICA',
      'Net Pay',
    ],
    ...lines.map((l) => [
      l.date,
      l.name,
      l.hours2 / 2,
      l.rate / 100,
      cell(l.gross),
      cell(l.fed),
      cell(l.state),
      cell(l.fica),
      cell(l.net),
    ]),
    [],
    [
      'Totals',
      undefined,
      lines.reduce((a, l) => a + l.hours2, 0) / 2,
      undefined,
      cell(sumF(lines, (l) => l.gross)),
      cell(sumF(lines, (l) => l.fed)),
      cell(sumF(lines, (l) => l.state)),
      cell(sumF(lines, (l) => l.fica)),
      cell(sumF(lines, (l) => l.net)),
    ],
  ]);
  ws.getColumn(1).numFmt = 'mm/dd/yyyy';
  for (const c of [4, 5, 6, 7, 8, 9]) ws.getColumn(c).numFmt = '$#,##0.00';
  return toBytes(wb);
}

const half = (h2: number) => hundredths(h2 * 50);
const aug14 = lines.filter((l) => l.date.getUTCMonth() === 7 && l.date.getUTCDate() === 21);

export const landscaper: BlindBook = {
  name: 'landscaper',
  business: 'landscaping crew',
  shape: 'payroll register, one row per employee per pay date, withholding columns, Totals row',
  bytes,
  checks: [
    {
      what: 'gross - withholdings = net, summed',
      a: sumF(lines, (l) => l.gross) - sumF(lines, (l) => l.fed + l.state + l.fica),
      b: sumF(lines, (l) => l.net),
    },
    {
      what: 'months add up to the total gross',
      a: [6, 7, 8, 9].reduce((a, m) => a + sumF(inMonth(m), (l) => l.gross), 0n),
      b: sumF(lines, (l) => l.gross),
    },
    { what: 'most hours is unique', a: uniqueMax(hoursBy) ? 1n : 0n, b: 1n },
    { what: 'the 08/21 payroll exists', a: BigInt(aug14.length), b: 5n },
  ],
  questions: questionsFor('landscaper', [
    [
      'total gross wages',
      { value: hundredths(sumF(lines, (l) => l.gross)), means: 'Totals row, Gross Pay' },
    ],
    [
      'how much net pay did maria get',
      {
        value: hundredths(sumF(byName('Maria Gonzalez'), (l) => l.net)),
        means: 'sum of Net Pay for Maria Gonzalez',
      },
    ],
    [
      'who worked the most hours',
      { at: STAFF[most]!.name, means: 'employee with the largest total Hours' },
    ],
    [
      'federal tax withheld in august',
      {
        value: hundredths(sumF(inMonth(7), (l) => l.fed)),
        means: 'sum of Federal W/H for pay dates in August 2026',
      },
    ],
    [
      "what's tom's hourly rate",
      { value: hundredths(2200), means: 'Rate for Tom Becker (the same on every line)' },
    ],
    [
      'total net pay on the aug 21 payroll',
      {
        value: hundredths(sumF(aug14, (l) => l.net)),
        means: 'sum of Net Pay for pay date 08/21/2026',
      },
    ],
    [
      'how much fica have we withheld',
      { value: hundredths(sumF(lines, (l) => l.fica)), means: 'Totals row, FICA' },
    ],
    [
      'how many hours did luis work in september',
      {
        value: half(
          inMonth(8)
            .filter((l) => l.name === 'Luis Ortega')
            .reduce((a, l) => a + l.hours2, 0),
        ),
        means: 'sum of Hours for Luis Ortega, pay dates in September 2026',
      },
    ],
    [
      'gross payroll for july',
      {
        value: hundredths(sumF(inMonth(6), (l) => l.gross)),
        means: 'sum of Gross Pay for pay dates in July 2026',
      },
    ],
    [
      'state withholding total',
      { value: hundredths(sumF(lines, (l) => l.state)), means: 'Totals row, State W/H' },
    ],
    [
      'total hours worked',
      { value: half(lines.reduce((a, l) => a + l.hours2, 0)), means: 'Totals row, Hours' },
    ],
    [
      'how much did we pay jake before tax',
      {
        value: hundredths(sumF(byName('Jake Miller'), (l) => l.gross)),
        means: 'sum of Gross Pay for Jake Miller',
      },
    ],
    [
      'what is the average hourly rate',
      { refuse: true, means: 'ambiguous: mean of the five rates or gross / hours (weighted)' },
    ],
    [
      'how much is the 401k match costing us',
      { refuse: true, means: 'no retirement columns in the register' },
    ],
    ['should we give jake a raise', { refuse: true, means: 'an opinion' }],
  ]),
};
